@variant:klaverjas-amsterdam @source:KJO @source:HUT @area:play
Feature: Klaverjas's duties after a ruff, Amsterdam system, judge the trick by its real winning card (HUT, KJO, NKU)
  Once a plain lead has been trumped, a player who holds the led suit still follows it, whatever trumps he
  holds; a void player must beat the highest trump in the trick, not the rank of the card led; a ruff
  below the rank of the partner's card still takes the trick from him; a discard of another suit never
  holds the trick, however high; and a player freed by his partner's trick may play any trump he likes.
  The highest trump wins the trick, the first ruff too. Hearts are trump; play goes clockwise W, N, E, S;
  partners are N and S, E and W.

  Scenario: After a ruff a player holding the led suit follows it, even with a higher trump
    Source HUT: "Men is verplicht een voorgespeelde kleur bij te lopen"

    Given the contract is hearts
    And S holds KC 9H 7D
    And the trick so far is W 9C, N 8C, E 7H
    Then the legal cards for S are KC

  Scenario: A void player must beat an opponent's ruff that ranks below the card led
    Source KJO: "maar als je troeft moet je overtroeven."

    # E's 10H ranks below the ace led, but it is the highest trump in the trick: S's AH beats it.
    Given the contract is hearts
    And S holds AH 7H 8D
    And the trick so far is W AC, N 7C, E 10H
    Then the legal cards for S are AH

  Scenario: An opponent's ruff below the rank of the partner's card holds the trick
    Source KJO: "Bij de Amsterdamse vorm hoeft een slag niet ingetroefd of overtroefd te worden, als de partner tot dan toe de hoogste kaart speelt."
    Source KJO: "maar als je troeft moet je overtroeven."

    # E's 10H beats N's ace of clubs, though the 10 ranks below the ace as a trump: S is not freed.
    Given the contract is hearts
    And S holds JH 7D 8D
    And the trick so far is N AC, E 10H
    Then the legal cards for S are JH

  @source:NKU
  Scenario: A partner's discard of a higher card does not hold the trick
    Source KJO: "Bij de Amsterdamse vorm hoeft een slag niet ingetroefd of overtroefd te worden, als de partner tot dan toe de hoogste kaart speelt."

    # E's 9C of the led suit holds the trick, not N's ace of another suit: S must trump.
    Given the contract is hearts
    And S holds 7H 8S
    And the trick so far is W 8C, N AD, E 9C
    Then the legal cards for S are 7H

  @source:NKU
  Scenario: A player freed by his partner's trick may trump with a low trump while holding a high one
    Source NKU: "Amsterdams gaat er vanuit, dat men van de plicht tot in/overtroeven wordt ontslagen als de slag aan de maat ligt"

    Given the contract is hearts
    And S holds JH 7H 8D
    And the trick so far is W 7C, N AC, E 8C
    Then S may play any card

  @source:KDH
  Scenario: The first ruff wins the trick when it stays the highest trump
    Source KDH: "De rangorder is bij troef: Boer–Negen-Aas-Tien-Heer-Vrouw-Acht-Zeven"

    Given the contract is hearts
    And the trick so far is W AC, N JH, E 9H, S 7H
    Then the trick is won by N
