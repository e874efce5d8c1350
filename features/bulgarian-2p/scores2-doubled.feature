@variant:bulgarian-2p @source:BG @area:scoring
Feature: Doubled deals for two players in Bulgarian Belot (BG)
  A doubled contract gives all the points, doubled, to the player with more points, the bonus for winning
  every trick included, and any points held over from a deal that hung. An All Trumps deal's sum becomes
  match points as All Trumps scores do: a score ending in 5 rounds up.

  In the trick tables each row lists the cards in the order played, from the player who led; the winner of
  each trick leads the next.

  # N 145 against 64: all 209 points doubled, 418, and the 97 held over from a deal that hung: 515.
  Scenario: A doubled All Trumps score ending in 5 rounds up
    Source BG: "When there was a double declared the team with more points records all points doubled"
    Source BG: "When the game hangs the team that bid that game does not record any points but those points are left to the winner of the next game."
    Source BG: "In the "All Trumps" game difficulties with rounding arise when the score ends with a 4."

    Given the contract is all trumps taken by N
    And the contract is doubled
    And 97 points are held over from the previous deal
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | N      | 10H 9H         | S      |
      | S      | AC KC          | S      |
      | S      | 9C AD          | S      |
      | S      | KS JS          | N      |
      | N      | KD QC          | N      |
      | N      | JD 10S         | N      |
      | N      | 9D AH          | N      |
      | N      | AS KH          | N      |
      | N      | 9S JC          | N      |
    Then the contract is made
    And N score 515 and S score 0
    And N score 52 and S score 0 in match points

  # The 18 cards played hold 135 card points; with the last trick and the valat N has 235, doubled 470.
  Scenario: A doubled valat doubles the 90 for every trick too
    Source BG: "When there was a double declared the team with more points records all points doubled( all bonuses are doubled including the bonus for getting all the hands)."

    Given the contract is hearts taken by N
    And the contract is doubled
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | N      | JH 9H          | N      |
      | N      | KH 9S          | N      |
      | N      | AH 9C          | N      |
      | N      | 10H AD         | N      |
      | N      | AS QS          | N      |
      | N      | JS QD          | N      |
      | N      | AC JC          | N      |
      | N      | 10C QC         | N      |
      | N      | 10S 10D        | N      |
    Then the contract is made
    And N score 470 and S score 0
