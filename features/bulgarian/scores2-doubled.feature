@variant:bulgarian @variant:bulgarian-partner-exempt @source:BG @area:scoring
Feature: Rounding a doubled All Trumps deal in Bulgarian Belot (BG)
  A doubled contract gives all the points, doubled, to the team with more points, with any points held over
  from a deal that hung. The sum is still an All Trumps game's: it becomes match points as All Trumps
  scores do, a score ending in 5 rounding up (a suit contract's ending in 5 would round down).

  In the trick tables each row lists the cards in the order played, from the player who led; the winner of
  each trick leads the next. Play goes E, N, W, S.

  # NS 152 against 106: all 258 points doubled, 516, and the 129 held over from a deal that hung: 645.
  Scenario: A doubled All Trumps score ending in 5 rounds up
    Source BG: "When there was a double declared the team with more points records all points doubled"
    Source BG: "When the game hangs the team that bid that game does not record any points but those points are left to the winner of the next game."
    Source BG: "In the "All Trumps" game difficulties with rounding arise when the score ends with a 4."

    Given the contract is all trumps taken by N
    And the contract is doubled
    And 129 points are held over from the previous deal
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | 8S AS 7S 9S    | S      |
      | S      | 9H AC JH QH    | N      |
      | N      | JS 7H 10S KS   | N      |
      | N      | QS KD 9D 9C    | N      |
      | N      | 10D JC QD JD   | E      |
      | E      | AD 8D QC KC    | E      |
      | E      | 7C 8H 8C 10C   | S      |
      | S      | 10H 7D KH AH   | W      |
    Then the contract is made
    And NS score 645 and EW score 0
    And NS score 65 and EW score 0 in match points
