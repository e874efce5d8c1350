@variant:open-belot @source:S004 @source:BG @area:scoring
Feature: In No Trumps, points held over join the score before it is rounded (BG)
  A No Trumps deal is worth 260, doubled, so its own scores end in an even digit; points held over from a
  hanging deal join the winner's score first, and a total ending in 5 then rounds up, as every No Trumps
  score does. The deal below is a legal deal of the variant, S dealing; each row lists a trick's leader,
  its cards in playing order and its winner, who leads the next.

  # N made No Trumps with 136 of the 260 points; the 199 held over join them: 335, which ends in 5 and
  # rounds up to 34, and S's 124 rounds down to 12.
  @incidental:combination
  Scenario: In No Trumps a total ending in 5 with the points held over rounds up
    Source BG: "When the game hangs the team that bid that game does not record any points but those points are left to the winner of the next game."
    Source BG: "In "No Trumps" there can be no rounding problems"
    Incidental combination: nobody declared; holding sixteen cards each, the two players hold runs of three and four that the deal does not score.

    Given the contract is no trumps taken by N
    And 199 points are held over from the previous deal
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | N      | 10S 9S         | N      |
      | N      | JH 8H          | N      |
      | N      | QC JC          | N      |
      | N      | 9D QD          | S      |
      | S      | AD 7D          | S      |
      | S      | JD KD          | N      |
      | N      | KH QH          | N      |
      | N      | 9H 7H          | N      |
      | N      | JS AS          | S      |
      | S      | 8D 10D         | N      |
      | N      | 8S KS          | S      |
      | S      | AH 10H         | S      |
      | S      | 10C AC         | N      |
      | N      | KC 9C          | N      |
      | N      | QS 7S          | N      |
      | N      | 7C 8C          | S      |
    Then the contract is made
    And N score 335 and S score 124
    And N score 34 and S score 12 in match points
