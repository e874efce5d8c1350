@variant:french-sans-atout-ffb @source:FFB @area:scoring
Feature: Scoring an All Trumps deal by 162/258 (FFB 11.3)
  The FFB counts an All Trumps deal with the trump values (258 with the last trick), multiplies each
  side's points by 162/258 and then adds the belotes. Each deal below gives the sides a multiple of 43
  points (43 × 162/258 = 27), so no fraction is left to round: the rounding is not stated by the source.

  In the trick tables each row lists the cards in the order played, from the player who led; the
  first trick is led by E, and the winner of each trick leads the next. Play goes E, N, W, S.

  Scenario: An All Trumps contract made: 172 and 86 counted points score 108 and 54
    Source FFB: "Pour calculer le score de la donne, il faut multiplier le nombre de points comptés (hors belote) par la fraction 162/258 puis rajouter les éventuelles belotes."

    Given the contract is all trumps taken by S
    When the deal is scored with these tricks:
      | leader | cards        | winner |
      | E      | 9H 10H 7H JH | S      |
      | S      | JS 7S QS KS  | S      |
      | S      | AH 8H QH KD  | S      |
      | S      | AD QD JD 7D  | N      |
      | N      | AC QC 9C JC  | E      |
      | E      | KH 8D 10C 10S | E     |
      | E      | KC 10D 7C 8C | E      |
      | E      | AS 9S 8S 9D  | N      |
    Then the contract is made
    And NS score 108 and EW score 54

  @source:S001
  Scenario: An All Trumps contract failed: the defence scores all 162
    Source FFB: "Pour calculer le score de la donne, il faut multiplier le nombre de points comptés (hors belote) par la fraction 162/258 puis rajouter les éventuelles belotes."
    Source S001: "If this happens, they end up with 0 points, and the other team gets all the 162 points for this hand."

    Given the contract is all trumps taken by E
    When the deal is scored with these tricks:
      | leader | cards        | winner |
      | E      | 9H 10H 7H JH | S      |
      | S      | JS 7S QS KS  | S      |
      | S      | AH 8H QH KD  | S      |
      | S      | AD QD JD 7D  | N      |
      | N      | AC QC 9C JC  | E      |
      | E      | KH 8D 10C 10S | E     |
      | E      | KC 10D 7C 8C | E      |
      | E      | AS 9S 8S 9D  | N      |
    Then the contract is failed
    And NS score 162 and EW score 0

  Scenario: In All Trumps the belote is added after the scaling and counts toward the contract
    Source FFB: "Pour calculer le score de la donne, il faut multiplier le nombre de points comptés (hors belote) par la fraction 162/258 puis rajouter les éventuelles belotes."
    Source FFB: "Il peut y avoir jusqu'à 4 belotes."

    Given the contract is all trumps taken by N
    And N played KC then QC announcing both
    When the deal is scored with these tricks:
      | leader | cards        | winner |
      | E      | 8C KC AC 9C  | S      |
      | S      | 10H 8H AH 9H | W      |
      | W      | QH JH AS KH  | S      |
      | S      | 8S KS 9S 10S | N      |
      | N      | QC 10C JD JC | E      |
      | E      | 7S 9D QD QS  | S      |
      | S      | 7H KD 7D 10D | S      |
      | S      | 8D JS 7C AD  | W      |
    Then the contract is made
    And NS score 101 and EW score 81
