@variant:french @source:S001 @area:belote
Feature: Belote and rebelote in French Belote (S001, FFB)
  A player holding the King and the Queen of trump says "belote" on the first of them and "rebelote"
  on the second, in either order, and the side scores 20 points. The 20 points count when judging the
  contract, stay with their side when the contract fails, and are scored even when the two cards are
  captured. The FFB adds that leaving out one of the two words loses the bonus.

  In the trick tables each row lists the cards in the order played, from the player who led; the
  first trick is led by E, and the winner of each trick leads the next. Play goes E, N, W, S.

  Scenario: Belote played King then Queen and announced scores 20 points
    Source S001: "if a player has both the Queen and the King of the trump suit, he has what is called belote and rebelote"
    Source S001: "The corresponding team will have a bonus 20 points"

    Given the contract is hearts taken by N
    And N played KH then QH announcing both
    When the deal is scored with these tricks:
      | winner | cards          |
      | N      | 10H JH 9H 7H   |
      | S      | 7C 9C 10C JC   |
      | S      | AH 9S KH QS    |
      | W      | 10S KS 8S AS   |
      | N      | JS JD 7S QH    |
      | N      | 8H 8D 7D 8C    |
      | N      | AC QD KC QC    |
      | W      | 10D AD 9D KD   |
    Then the contract is made
    And NS score 122 and EW score 60

  @source:FFB
  Scenario: Belote played Queen then King and announced scores 20 points too
    Source S001: "regardless of whether he starts by the Queen or the King"
    Source FFB: "lorsqu'il joue la première de ces deux cartes (indifféremment la Dame ou le Roi)"

    Given the contract is hearts taken by N
    And N played QH then KH announcing both
    When the deal is scored with these tricks:
      | winner | cards          |
      | S      | 10H QH 8S AH   |
      | E      | JS JH 9S 10S   |
      | E      | 9H 7H 7D 8H    |
      | E      | 10D 9D KS 8D   |
      | N      | 9C KH KC QC    |
      | S      | QS AC AS JC    |
      | N      | QD JD AD 10C   |
      | N      | 7S 7C KD 8C    |
    Then the contract is made
    And NS score 122 and EW score 60

  @source:FFB
  Scenario: Belote announced without rebelote does not score
    Source S001: "When playing one of these card, he says"
    Source FFB: "puis obligatoirement « rebelote » lorsqu'il joue la seconde."
    Source FFB: "En cas d'omission d'un de ces deux termes, la belote n'est pas prise en compte."

    Given the contract is hearts taken by N
    And N played KH then QH announcing only the first
    When the deal is scored with these tricks:
      | winner | cards          |
      | N      | 10H JH 9H 7H   |
      | S      | 7C 9C 10C JC   |
      | S      | AH 9S KH QS    |
      | W      | 10S KS 8S AS   |
      | N      | JS JD 7S QH    |
      | N      | 8H 8D 7D 8C    |
      | N      | AC QD KC QC    |
      | W      | 10D AD 9D KD   |
    Then the contract is made
    And NS score 102 and EW score 60

  @source:FFB
  Scenario: Belote never announced does not score
    Source S001: "When playing one of these card, he says"
    Source FFB: "En cas d'omission d'un de ces deux termes, la belote n'est pas prise en compte."

    Given the contract is hearts taken by N
    And N played QH then KH announcing neither
    When the deal is scored with these tricks:
      | winner | cards          |
      | S      | 10H QH 8S AH   |
      | E      | JS JH 9S 10S   |
      | E      | 9H 7H 7D 8H    |
      | E      | 10D 9D KS 8D   |
      | N      | 9C KH KC QC    |
      | S      | QS AC AS JC    |
      | N      | QD JD AD 10C   |
      | N      | 7S 7C KD 8C    |
    Then the contract is made
    And NS score 102 and EW score 60

  Scenario: Belote scores even when the opponents capture the King and the Queen
    Source S001: "The corresponding team will have a bonus 20 points, in any case, even if those cards are captured by the opponents."

    Given the contract is hearts taken by N
    And N played KH then QH announcing both
    When the deal is scored with these tricks:
      | winner | cards          |
      | E      | JH KH 10H 7D   |
      | S      | JD 10D QD AD   |
      | N      | JC KC AC 8C    |
      | W      | 9C 10C QC JS   |
      | N      | 7S AS 8S 9H    |
      | E      | QH KD QS AH    |
      | N      | 7H 8H 9S 7C    |
      | S      | 8D 10S 9D KS   |
    Then the contract is made
    And NS score 112 and EW score 70

  Scenario: The takers' belote counts toward their contract
    Source S001: "Those 20 points are counted to know if a team lose the contract or if there is a contention."

    Given the contract is hearts taken by N
    And N played KH then QH announcing both
    When the deal is scored with these tricks:
      | winner | cards          |
      | W      | 10S JS AS 8S   |
      | E      | 9C JC JH 7C    |
      | N      | 7D KH 10D QD   |
      | E      | 9S 7S JD KS    |
      | E      | 9H 10H 7H AH   |
      | N      | KD QH 8H 9D    |
      | N      | AC KC QC 8D    |
      | N      | QS 8C 10C AD   |
    Then the contract is made
    And NS score 96 and EW score 86

  Scenario: The defence's belote counts against the takers' contract
    Source S001: "Those 20 points are counted to know if a team lose the contract or if there is a contention."
    Source S001: "the other team gets all the 162 points for this hand"

    Given the contract is hearts taken by N
    And E played KH then QH announcing both
    When the deal is scored with these tricks:
      | winner | cards          |
      | N      | 7H 9H 8H 10H   |
      | N      | AC 8C 7C 9C    |
      | S      | 9S KS 10S 7S   |
      | S      | QD 7D JD 9D    |
      | E      | 8S JH KD QS    |
      | W      | KH KC AH JS    |
      | N      | 10D AS 8D AD   |
      | E      | JC 10C QC QH   |
    Then the contract is failed
    And NS score 0 and EW score 182

  Scenario: Takers who fail their contract keep their belote
    Source S001: "But this bonus of 20 points cannot be transferred to the other team in case of contract loss"

    Given the contract is hearts taken by N
    And N played KH then QH announcing both
    When the deal is scored with these tricks:
      | winner | cards          |
      | E      | 10D 7D 8D QD   |
      | E      | AC 8C 10C QC   |
      | E      | JH 8H JC 7H    |
      | N      | 9C 10H KC KD   |
      | E      | KH AS AH 9H    |
      | W      | QS 7S 10S 8S   |
      | N      | KS 9D 9S QH    |
      | S      | JD JS AD 7C    |
    Then the contract is failed
    And NS score 20 and EW score 162
