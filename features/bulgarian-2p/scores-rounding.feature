@variant:bulgarian-2p @source:BG @area:scoring
Feature: Rounding two scores that end in 4 in All Trumps, for two players (BG)
  In All Trumps a score ending in 4 rounds down; when both players' scores end in 4 and the rounded
  scores fall one short of the rounded total, the player with fewer points rounds up.

  In the trick tables each row lists the cards in the order played, from the player who led; the
  winner of each trick leads the next.

  # 44 and 144 round down to 4 and 14, which make 18, while the 188 of the deal round to 19: S, with
  # fewer points, rounds up to 5.
  Scenario: In All Trumps two scores ending in 4 make the player with fewer points round up
    Source BG: "In the "All Trumps" game difficulties with rounding arise when the score ends with a 4. e.g. 34-224,164-194 ( if the game has a 100 point bonus) and so on. In that event the team with less points rounds up e.g. 4-22 and 17-19."

    Given the contract is all trumps taken by N
    When the deal is scored with these tricks:
      | leader | cards  | winner |
      | N      | 10D JD | S      |
      | S      | AS 9S  | N      |
      | N      | 9D KD  | N      |
      | N      | QS KS  | S      |
      | S      | 10C 9C | N      |
      | N      | QC KC  | S      |
      | S      | QH 10H | N      |
      | N      | JC AH  | N      |
      | N      | QD JH  | N      |
    Then the contract is made
    And N score 144 and S score 44
    And N score 14 and S score 5 in match points
