@variant:bulgarian @variant:bulgarian-partner-exempt @source:BG @area:scoring
Feature: Match points in a suit contract round up only from 6 (BG)
  In a suit contract a score ending in 5 rounds down and one ending in 6 rounds up: the rounded scores
  then add up to the 16 match points of the 162 in play. The deals below are legal deals of the
  variant, S dealing, so E leads the first trick; each row lists a trick's leader, its cards in
  playing order and its winner, who leads the next. In No Trumps (and in All Trumps, short of a score
  ending in 4) a score rounds as usual, from 5 up.

  # NS: 9C KC QC AC (4+3+11) + AD JD 9D 8D (11+2) + 10H QH 8H AH (10+3+11) = 55;
  # EW: the other 97 points and the last trick, 107. 55 -> 5 (ends in 5), 107 -> 11: 16 in all.
  Scenario: A suit score ending in 5 rounds down
    Source BG: "In "Specific Trumps" game rounding difficulties arise when the score ends in 6."
    Source BG: "When the game is won successfully both teams record their respective scores divided by 10 and rounded to a whole number (see later for the rounding rules)."

    Given the contract is spades taken by E
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | 9C KC QC AC    | S      |
      | S      | AD JD 9D 8D    | S      |
      | S      | 10C AS JC 8C   | E      |
      | E      | 10H QH 8H AH   | S      |
      | S      | 9H KH 7H JH    | E      |
      | E      | JS KD 9S 8S    | E      |
      | E      | 10D QD 7S 7D   | W      |
      | W      | 10S KS QS 7C   | W      |
    Then the contract is made
    And NS score 55 and EW score 107
    And NS score 5 and EW score 11 in match points

  # NS took only 7S QS AS JS (0+3+11+20) = 34; EW the rest, 224. Both end in 4 and round down to 3
  # and 22, one short of the 26 of 258: the side with fewer points rounds up, 4 and 22.
  @source:BG
  Scenario: In All Trumps two scores ending in 4 make the side with fewer points round up
    Source BG: "In the "All Trumps" game difficulties with rounding arise when the score ends with a 4. e.g. 34-224,164-194 ( if the game has a 100 point bonus) and so on. In that event the team with less points rounds up e.g. 4-22 and 17-19."

    Given the contract is all trumps taken by E
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | 7S QS AS JS    | S      |
      | S      | 8S 8C QC 9S    | W      |
      | W      | KS JD 7H AC    | W      |
      | W      | JC 8H 7C 10C   | W      |
      | W      | KC 9H KD AD    | W      |
      | W      | 10S 9D 8D 10H  | W      |
      | W      | 9C JH 10D 7D   | W      |
      | W      | QH KH AH QD    | E      |
    Then the contract is made
    And NS score 34 and EW score 224
    And NS score 4 and EW score 22 in match points

  # NS took one trick with a Jack, 2 points doubled to 4: 0.4 rounds down to 0, and 256 up to 26.
  Scenario: In No Trumps a score ending in 4 rounds down
    Source BG: "When the game is won successfully both teams record their respective scores divided by 10 and rounded to a whole number (see later for the rounding rules)."

    Given the contract is no trumps taken by E
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | AH 7H KH QH    | E      |
      | E      | AD 9D KD 10D   | E      |
      | E      | QD JD 7D 8H    | E      |
      | E      | 10S QS AS KS   | W      |
      | W      | 9S 7S 8S JS    | N      |
      | N      | QC 10C 7C AC   | E      |
      | E      | 8D 9C 8C JH    | E      |
      | E      | 10H JC KC 9H   | E      |
    Then the contract is made
    And NS score 4 and EW score 256
    And NS score 0 and EW score 26 in match points

  # NS took one trick with a Queen, 3 points: 0.3 rounds down to 0, and 255 ends in 5 and rounds up to 26.
  Scenario: In All Trumps a score ending in 5 rounds up
    Source BG: "When the game is won successfully both teams record their respective scores divided by 10 and rounded to a whole number (see later for the rounding rules)."
    Source BG: "In the "All Trumps" game difficulties with rounding arise when the score ends with a 4."

    Given the contract is all trumps taken by E
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | 10C AC 9C KC   | W      |
      | W      | 7S AS JS KS    | E      |
      | E      | KH 9H JH QH    | W      |
      | W      | 7C 7D 8C QC    | N      |
      | N      | 9D 8D 9S JD    | E      |
      | E      | QS 8H 10S 10H  | W      |
      | W      | QD 7H AD KD    | E      |
      | E      | 10D JC 8S AH   | E      |
    Then the contract is made
    And NS score 3 and EW score 255
    And NS score 0 and EW score 26 in match points

  # EW took 56 card points and declared 9-10-J-Q of spades (50): 106, as many as NS. The deal hangs, EW
  # record nothing, and NS record their 106 as a won game would: 10.6 rounds to 11.
  @source:BG
  Scenario: In a suit contract a score ending in 6 that no other score meets rounds up
    Source BG: "When the game hangs the team that bid that game does not record any points but those points are left to the winner of the next game."
    Source BG: "When the game is won successfully both teams record their respective scores divided by 10 and rounded to a whole number (see later for the rounding rules)."

    Given the contract is hearts taken by E
    And the dealer is S
    And E declared 9S 10S JS QS
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | QS AS 8S 7H    | S      |
      | S      | KD 8D 7D 10D   | W      |
      | W      | KS JH 10S 8H   | S      |
      | S      | AC 7C 8C KH    | W      |
      | W      | 9H QH 9S 10H   | W      |
      | W      | JD QD JS 9D    | S      |
      | S      | 10C KC QC 7S   | S      |
      | S      | JC 9C AH AD    | N      |
    Then the contract is tied
    And NS score 106 and EW score 0
    And 106 points are held over
    And NS score 11 and EW score 0 in match points

  # EW took 104 card points and declared 9-10-J-Q of spades (50): 154, as many as NS. NS record their
  # 154 alone: 15.4 rounds to 15.
  @source:BG
  Scenario: In All Trumps a score ending in 4 that no other score meets rounds down
    Source BG: "When the game hangs the team that bid that game does not record any points but those points are left to the winner of the next game."
    Source BG: "When the game is won successfully both teams record their respective scores divided by 10 and rounded to a whole number (see later for the rounding rules)."

    Given the contract is all trumps taken by E
    And the dealer is S
    And E declared 9S 10S JS QS
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | QS KS AS 9C    | W      |
      | W      | 8H QH 9H JH    | N      |
      | N      | AH JC 7H 9S    | N      |
      | N      | KH QD 10D JS   | N      |
      | N      | 9D JD 7D 8D    | W      |
      | W      | 8S QC 10S 10H  | E      |
      | E      | AC KC 8C 7C    | E      |
      | E      | KD AD 7S 10C   | N      |
    Then the contract is tied
    And NS score 154 and EW score 0
    And 154 points are held over
    And NS score 15 and EW score 0 in match points
