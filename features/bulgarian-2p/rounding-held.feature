@variant:bulgarian-2p @source:BG @area:scoring
Feature: In No Trumps, points held over join the score before it is rounded (BG)
  A No Trumps deal is worth 260, doubled, so its own scores end in an even digit; points held over from a
  hanging deal join the winner's score first, and a total ending in 5 then rounds up, as every No Trumps
  score does. The deal below is a legal deal of the variant, S dealing; each row lists a trick's leader,
  its cards in playing order and its winner, who leads the next.

  # N made No Trumps with 112 of the 216 points; the 109 held over join them: 221 and S's 104, 325 in all,
  # which ends in 5 and rounds up to 33: 22 for N, and S, with fewer points, rounds up to 11.
  Scenario: In No Trumps a total ending in 5 with the points held over rounds up
    Source BG: "When the game hangs the team that bid that game does not record any points but those points are left to the winner of the next game."
    Source BG: "In "No Trumps" there can be no rounding problems"

    Given the contract is no trumps taken by N
    And 109 points are held over from the previous deal
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | N      | 10D 9D         | N      |
      | N      | AC 10C         | N      |
      | N      | 10S 9S         | N      |
      | N      | 10H 9H         | N      |
      | N      | JC QD          | N      |
      | N      | JS KS          | S      |
      | S      | AD JD          | S      |
      | S      | KH KC          | S      |
      | S      | AS KD          | S      |
    Then the contract is made
    And N score 221 and S score 104
    And N score 22 and S score 11 in match points
