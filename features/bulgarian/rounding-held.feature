@variant:bulgarian @variant:bulgarian-partner-exempt @source:BG @area:scoring
Feature: In No Trumps, points held over join the score before it is rounded (BG)
  A No Trumps deal is worth 260, doubled, so its own scores end in an even digit; points held over from a
  hanging deal join the winner's score first, and a total ending in 5 then rounds up, as every No Trumps
  score does. The deal below is a legal deal of the variant, S dealing; each row lists a trick's leader,
  its cards in playing order and its winner, who leads the next.

  # EW made No Trumps with 166 of the 260 points; the 159 held over join them: 325, which ends in 5 and
  # rounds up to 33, and NS's 94 rounds down to 9.
  Scenario: In No Trumps a total ending in 5 with the points held over rounds up
    Source BG: "When the game hangs the team that bid that game does not record any points but those points are left to the winner of the next game."
    Source BG: "In "No Trumps" there can be no rounding problems"

    Given the contract is no trumps taken by E
    And 159 points are held over from the previous deal
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | QS KS KH 7S    | N      |
      | N      | AD 7D KD QD    | N      |
      | N      | 10H 8H QH AH   | E      |
      | E      | 7H QC JC JH    | S      |
      | S      | 9H 8C 8S AC    | S      |
      | S      | 10S AS 9S 10D  | E      |
      | E      | JD 9D 8D 9C    | E      |
      | E      | JS 7C KC 10C   | E      |
    Then the contract is made
    And NS score 94 and EW score 325
    And NS score 9 and EW score 33 in match points
