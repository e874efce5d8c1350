@variant:bulgarian-3p @source:BG @area:scoring
Feature: Doubled deals for three players in Bulgarian Belot (BG)
  A doubled contract gives all the points, doubled, to the player with more points, the bonus for winning
  every trick included, and any points held over from a deal that hung; the other players record nothing.
  An All Trumps deal's sum becomes match points as All Trumps scores do: a score ending in 5 rounds up.

  In the trick tables each row lists the cards in the order played, from the player who led; the winner of
  each trick leads the next. Play goes E, W, S.

  # W 167 against 45 and 46: all 258 points doubled, 516, and the 129 held over from a deal that hung: 645.
  Scenario: A doubled All Trumps score ending in 5 rounds up
    Source BG: "When there was a double declared the team with more points records all points doubled"
    Source BG: "When the game hangs the team that bid that game does not record any points but those points are left to the winner of the next game."
    Source BG: "In the "All Trumps" game difficulties with rounding arise when the score ends with a 4."

    Given the contract is all trumps taken by W
    And the contract is doubled
    And 129 points are held over from the previous deal
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | 9S JS QH       | W      |
      | W      | AH 9H KH       | S      |
      | S      | 9D JD AC       | E      |
      | E      | KD QS 10D      | S      |
      | S      | 9C QC JC       | W      |
      | W      | 10H KC 10S     | W      |
      | W      | JH QD KS       | W      |
      | W      | AS AD 10C      | W      |
    Then the contract is made
    And W score 645 and E score 0
    And W score 65 and E score 0 in match points

  # E's 252 for every trick, doubled: 504, 50 in match points; W and S record nothing.
  Scenario: A doubled valat doubles the 90 for every trick too, and the others record nothing
    Source BG: "When there was a double declared the team with more points records all points doubled( all bonuses are doubled including the bonus for getting all the hands)."
    Source BG: "When the game is won successfully both teams record their respective scores divided by 10 and rounded to a whole number (see later for the rounding rules)."

    Given the contract is hearts taken by E
    And the contract is doubled
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | KS JS QS       | E      |
      | E      | JH 9D 10H      | E      |
      | E      | AH JC KH       | E      |
      | E      | 10S 9S JD      | E      |
      | E      | QH QD KC       | E      |
      | E      | 10D QC KD      | E      |
      | E      | AD AS 10C      | E      |
      | E      | 9H 9C AC       | E      |
    Then the contract is made
    And E score 504 and W score 0
    And S score 0 and E score 504
    And E score 50 and W score 0 in match points
    And S score 0 and E score 50 in match points
