@variant:klaverjas-amsterdam @source:KJO @source:HUT @area:play
Feature: Klaverjas's duties, Amsterdam system, hold on every trick, against the highest trump (HUT, KJO, NKU, AF)
  The first trick, with eight cards in hand, is played like the others. A player holding the led suit
  follows it, whether he holds a trump or not and whoever holds the trick, and need not beat it. A
  trump played to a trick must beat the highest trump in it where one can, not only the card led or the
  last card played; one who cannot still follows a trump lead. Hearts are trump; play goes clockwise W,
  N, E, S; partners are N and S, E and W.

  Scenario: On the first trick the last player follows the led suit while his partner holds the trick
    Source HUT: "Men is verplicht een voorgespeelde kleur bij te lopen"

    Given the contract is hearts
    And S holds AC 8C 7D 8D 9D 7S 8S 9S
    And the trick so far is W 9C, N KC, E 7C
    Then the legal cards for S are AC 8C

  Scenario: On the first trick the last player must beat the highest trump of a trump lead, not the card led
    Source KJO: "maar als je troeft moet je overtroeven."

    # The variant reads KJO's duty to overtrump for a trump lead too: a trump played to a trick must
    # beat the trumps in it where one can.
    Given the contract is hearts
    And S holds 9H 10H 7C 8C 7D 8D 7S 8S
    And the trick so far is W 8H, N 7H, E AH
    Then the legal cards for S are 9H

  Scenario: When trump is led the last player must beat the highest trump, not the last one
    Source KJO: "maar als je troeft moet je overtroeven."

    Given the contract is hearts
    And S holds 9H 10H KC
    And the trick so far is W AH, N 7H, E 8H
    Then the legal cards for S are 9H

  Scenario: When trump is led and cannot be beaten a player still follows it
    Source HUT: "Men is verplicht een voorgespeelde kleur bij te lopen"

    Given the contract is hearts
    And N holds 9H 7H AC
    And the trick so far is W JH
    Then the legal cards for N are 9H 7H

  @source:NKU
  Scenario: On the first trick a void player need not trump the partner's trick
    Source NKU: "Amsterdams gaat er vanuit, dat men van de plicht tot in/overtroeven wordt ontslagen als de slag aan de maat ligt"

    Given the contract is hearts
    And S holds 7H AH 7D 8D 9D 7S 8S 9S
    And the trick so far is W 9C, N AC, E 7C
    Then S may play any card

  Scenario: On the first trick the second player void in the led suit must trump
    Source KJO: "Bij de Amsterdamse vorm hoeft een slag niet ingetroefd of overtroefd te worden, als de partner tot dan toe de hoogste kaart speelt."

    Given the contract is hearts
    And N holds 7H 8H 7D 8D 9D AD 7S 8S
    And the trick so far is W AC
    Then the legal cards for N are 7H 8H

  Scenario: On the first trick the last player must overtrump an opponent's ruff
    Source KJO: "maar als je troeft moet je overtroeven."

    Given the contract is hearts
    And S holds AH 8H 7D 8D 9D 7S 8S 9S
    And the trick so far is W 7C, N AC, E QH
    Then the legal cards for S are AH

  @source:AF
  Scenario: On the first trick a player who cannot overtrump an opponent plays another suit
    Source KJO: "Het is hier verboden om onder te troeven."
    Source AF: "otherwise he has to throw away a non-trump suit card."

    Given the contract is hearts
    And S holds 8H 7D 8D 9D 7S 8S 9S KS
    And the trick so far is W 7C, N AC, E JH
    Then the legal cards for S are 7D 8D 9D 7S 8S 9S KS

  Scenario: The last player holding only trumps must overtrump an opponent's ruff
    Source KJO: "maar als je troeft moet je overtroeven."

    Given the contract is hearts
    And S holds AH 8H
    And the trick so far is W 7C, N 8C, E QH
    Then the legal cards for S are AH
