@variant:open-belot @source:BG @area:scoring
Feature: Doubled deals in Open Belot (BG)
  Open Belot scores a doubled contract as four-player Bulgarian Belot: all the points, doubled, go to the
  player with more points, the bonus for winning every trick included, and any points held over from a
  deal that hung; the other player records nothing. An All Trumps deal's sum becomes match points as All
  Trumps scores do: a score ending in 5 rounds up.

  In the trick tables each row lists the cards in the order played, from the player who led; the winner of
  each trick leads the next.

  # N 177 against 81: all 258 points doubled, 516, and the 129 held over from a deal that hung: 645.
  Scenario: A doubled All Trumps score ending in 5 rounds up
    Source BG: "When there was a double declared the team with more points records all points doubled"
    Source BG: "When the game hangs the team that bid that game does not record any points but those points are left to the winner of the next game."
    Source BG: "In the "All Trumps" game difficulties with rounding arise when the score ends with a 4."

    Given the contract is all trumps taken by N
    And the contract is doubled
    And 129 points are held over from the previous deal
    When the deal is scored with these tricks:
      | leader | cards   | winner |
      | N      | 7D JD   | S      |
      | S      | JC QC   | S      |
      | S      | 9D KD   | S      |
      | S      | 9H JH   | N      |
      | N      | 8H 10H  | S      |
      | S      | AC 9C   | N      |
      | N      | 8S 10S  | S      |
      | S      | KC 10C  | N      |
      | N      | KH QH   | N      |
      | N      | KS QS   | N      |
      | N      | 10D QD  | N      |
      | N      | AD 8D   | N      |
      | N      | AH 7H   | N      |
      | N      | AS 7S   | N      |
      | N      | 9S 8C   | N      |
      | N      | JS 7C   | N      |
    Then the contract is made
    And N score 645 and S score 0
    And N score 65 and S score 0 in match points

  # 260 for the cards and the last trick in No Trumps and the 90 for every trick: 350, doubled 700.
  @incidental:combination
  Scenario: A doubled valat doubles the 90 for every trick too, and the other player records nothing
    Source BG: "When there was a double declared the team with more points records all points doubled( all bonuses are doubled including the bonus for getting all the hands)."
    Source BG: "When the game is won successfully both teams record their respective scores divided by 10 and rounded to a whole number (see later for the rounding rules)."
    Incidental combination: nobody declares in No Trumps, and a valat of 16 two-card tricks needs the four top cards of every suit in one hand, the Aces, tens, Kings and Queens.

    Given the contract is no trumps taken by N
    And the contract is doubled
    When the deal is scored with these tricks:
      | leader | cards   | winner |
      | N      | AC 7C   | N      |
      | N      | 10C 8C  | N      |
      | N      | KC 9C   | N      |
      | N      | QC JC   | N      |
      | N      | AD 7D   | N      |
      | N      | 10D 8D  | N      |
      | N      | KD 9D   | N      |
      | N      | QD JD   | N      |
      | N      | AH 7H   | N      |
      | N      | 10H 8H  | N      |
      | N      | KH 9H   | N      |
      | N      | QH JH   | N      |
      | N      | AS 7S   | N      |
      | N      | 10S 8S  | N      |
      | N      | KS 9S   | N      |
      | N      | QS JS   | N      |
    Then the contract is made
    And N score 700 and S score 0
    And N score 70 and S score 0 in match points
