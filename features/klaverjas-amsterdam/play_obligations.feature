@variant:klaverjas-amsterdam @source:KJO @source:AF @source:NKU @area:play
Feature: What a player may play in Klaverjas, Amsterdam system (NKU, KJO, AF)
  Follow the led suit. A player who cannot follow need not trump or overtrump when the partner holds
  the trick; when an opponent holds it he must trump, beating a trump already played. Undertrumping is
  forbidden: one who cannot beat the trick's trump plays another suit, and a lower trump only when he
  holds nothing else. Hearts are trump; play goes clockwise W, N, E, S; partners are N and S, E and W.

  @source:NKU
  Scenario: A void player need not trump the partner's trick
    Source NKU: "Amsterdams gaat er vanuit, dat men van de plicht tot in/overtroeven wordt ontslagen als de slag aan de maat ligt"

    Given the contract is hearts
    And S holds 8H 7D AD KS
    And the trick so far is W 7C, N AC, E 8C
    Then the legal cards for S are 8H 7D AD KS

  Scenario: A void player must trump when an opponent holds the trick
    Source KJO: "Bij de Amsterdamse vorm hoeft een slag niet ingetroefd of overtroefd te worden, als de partner tot dan toe de hoogste kaart speelt."

    Given the contract is hearts
    And S holds 8H 7D AD KS
    And the trick so far is W AC, N 7C, E 8C
    Then the legal cards for S are 8H

  Scenario: When an opponent leads trump a player must beat it if he can
    Source KJO: "maar als je troeft moet je overtroeven."

    # The variant reads KJO's duty to overtrump for a trump lead too: a trump played to a trick must
    # beat the trumps in it where one can.
    Given the contract is hearts
    And N holds 7H JH 7C AD
    And the trick so far is W 9H
    Then the legal cards for N are JH

  Scenario: A void player must overtrump an opponent's ruff
    Source KJO: "maar als je troeft moet je overtroeven."

    Given the contract is hearts
    And S holds 7H AH 7D KS
    And the trick so far is W 7C, N AC, E QH
    Then the legal cards for S are AH

  @source:AF
  Scenario: A player who cannot overtrump an opponent plays another suit
    Source KJO: "Het is hier verboden om onder te troeven."
    Source AF: "otherwise he has to throw away a non-trump suit card."

    Given the contract is hearts
    And S holds 7H 8H 7D KS
    And the trick so far is W 7C, N AC, E JH
    Then the legal cards for S are 7D KS

  @source:AF
  Scenario: A player holding only lower trumps must undertrump
    Source AF: "undertrumping is not allowed unless the player referred to has in his hand only low trumps"

    Given the contract is hearts
    And S holds 7H 8H
    And the trick so far is W 7C, N AC, E JH
    Then the legal cards for S are 7H 8H

  Scenario: Free on the partner's ruff, a player who trumps must overtrump it
    Source KJO: "Je bent hier ook niet verplicht je maat in te troeven, maar als je troeft moet je overtroeven."

    Given the contract is hearts
    And S holds 7H AH 7D KS
    And the trick so far is W 7C, N QH, E 8C
    Then the legal cards for S are AH 7D KS

  @source:HUT @source:KJO
  Scenario: When trump is led a player whose only trump is the Jack follows with it, though his partner holds the trick
    Source HUT: "Men is verplicht een voorgespeelde kleur bij te lopen"
    Source KJO: "maar als je troeft moet je overtroeven."

    # The Jack of trumps is a card of the trump suit like any other: a hand holding it holds the led suit,
    # so the freedom of a void player whose partner holds the trick does not apply.
    Given the contract is hearts
    And N holds JH AC 8D
    And the trick so far is E 7H, S 9H, W 8H
    Then the legal cards for N are JH
