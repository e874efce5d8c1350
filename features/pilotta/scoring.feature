@variant:pilotta @source:KYP
Feature: Scoring a deal in Pilotta (kypros.org)
  The cards are worth 152 points (Jack of trump 20, Nine of trump 14, Aces 11, Tens 10, Kings 4,
  Queens 3, the other Jacks 2) and the last trick 10 more, the PISO: 162 in all. The team that bid last
  must collect the points it promised: then each team scores what it collected (the page does not say
  so; marked unstated). If it does not, it scores 0 and the other team the total points of both teams,
  162, and not the bid on top.

  In the trick tables each row lists the cards in the order played, from the player who led; N bid
  first, so N leads the first trick, and the winner of each trick leads the next. Play goes N, W, S, E.
  Hearts are trump; N and S are partners, as are E and W.

  @area:scoring
  Scenario: Takers who collect what they promised score their points, the other team its own
    Source KYP: "Whichever team wins the last trick receives another 10 points called PISO. In total a game consists of 162 points."
    Source KYP: "If the team that makes the final bid does not collect the number of points it promised then that team gets 0 and the other team receives the total points of both teams."

    Given the contract is 90 hearts taken by N
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | N      | 10H KD 9H AH   | S      |
      | S      | 9S QS JH 8S    | N      |
      | N      | 9C JC KC 10C   | E      |
      | E      | 10S 7H QD JS   | N      |
      | N      | AD 7D QH 8D    | S      |
      | S      | 8H KS KH 7C    | N      |
      | N      | QC 8C 7S AC    | E      |
      | E      | 10D JD 9D AS   | E      |
    Then the contract is made
    And NS score 99 and EW score 63

  @area:scoring
  Scenario: Takers short of their promise score 0 and the other team all 162 points, without the bid
    Source KYP: "If the team that makes the final bid does not collect the number of points it promised then that team gets 0 and the other team receives the total points of both teams."

    Given the contract is 110 hearts taken by N
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | N      | 10H KD 9H AH   | S      |
      | S      | 9S QS JH 8S    | N      |
      | N      | 9C JC KC 10C   | E      |
      | E      | 10S 7H QD JS   | N      |
      | N      | AD 7D QH 8D    | S      |
      | S      | 8H KS KH 7C    | N      |
      | N      | QC 8C 7S AC    | E      |
      | E      | 10D JD 9D AS   | E      |
    Then the contract is failed
    And NS score 0 and EW score 162

  @area:scoring
  Scenario: Takers who collect their promise make it with fewer points than the other team
    Source KYP: "If the team that makes the final bid does not collect the number of points it promised then that team gets 0 and the other team receives the total points of both teams."

    Given the contract is 80 hearts taken by N
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | N      | KC JC 9C 8C    | N      |
      | N      | AC 10H QH QC   | W      |
      | W      | 7D AD JD 7H    | N      |
      | N      | 10C AH JH KH   | S      |
      | S      | AS QS JS 7S    | S      |
      | S      | 10D 8H 10S KD  | E      |
      | E      | KS 8S 9H QD    | W      |
      | W      | 9D 8D 9S 7C    | W      |
    Then the contract is made
    And NS score 80 and EW score 82

  @area:scoring
  Scenario: Equal totals make the contract of takers who collected their promise
    Source KYP: "If the team that makes the final bid does not collect the number of points it promised then that team gets 0 and the other team receives the total points of both teams."

    Given the contract is 80 hearts taken by N
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | N      | 9S KS 8S QS    | W      |
      | W      | QC 10C KC JC   | S      |
      | S      | 9H 7H KH QH    | S      |
      | S      | 10D AD 8D 9D   | E      |
      | E      | AC 10S 8C JH   | S      |
      | S      | 8H AH QD 9C    | E      |
      | E      | 10H 7D JD KD   | E      |
      | E      | 7C 7S AS JS    | E      |
    Then the contract is made
    And NS score 81 and EW score 81
