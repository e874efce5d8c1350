@variant:spanish-belote @source:S000 @area:belote
Feature: Belote in two-player Spanish Belote (S000)
  A player holding the King and the Queen of trump scores 20 points for belote when he plays the King
  saying «Белот» and later the Queen saying «Ребелот», whoever wins those tricks; without either word,
  or with the Queen played first, the belote scores nothing. It also counts when the two cards belong
  to a declared trump sequence.

  In the trick tables each row lists the two cards in the order played, from the player who led; S deals
  in every scenario, so N, the mano, leads the first trick, and the winner of each trick leads the next.
  Each player plays his nine cards; the other 13 cards of the deck stay undealt.

  Scenario: King then Queen of trump, both announced, scores 20 points
    Source S000: "Белот: состоит из козырных короля и дамы триумфа на руках."
    Source S000: "Когда в ходе игры игрок разыгрывает козырного короля, он должен сказать «Белот» и «Ребелот», когда дама играет другую взятку"
    Source S000: "Белот -> 20 очков"

    Given the contract is hearts taken by N
    And N played KH then QH announcing both
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | N      | KH 9H          | S      |
      | S      | 8S AS          | N      |
      | N      | QH AH          | S      |
      | S      | QD JD          | S      |
      | S      | 8C 10C         | N      |
      | N      | 9C AC          | S      |
      | S      | JC 7S          | S      |
      | S      | 10D 8D         | S      |
      | S      | AD JS          | S      |
    Then the contract is made
    And S score 83 and N score 41

  Scenario: Queen then King of trump scores no belote
    Source S000: "Когда в ходе игры игрок разыгрывает козырного короля, он должен сказать «Белот» и «Ребелот», когда дама играет другую взятку"

    Given the contract is hearts taken by N
    And N played QH then KH announcing both
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | N      | QH 9H          | S      |
      | S      | JS AS          | N      |
      | N      | KD AH          | S      |
      | S      | 10H KH         | S      |
      | S      | KS QS          | S      |
      | S      | 8C JC          | N      |
      | N      | 10D 7S         | N      |
      | N      | 9D AC          | N      |
      | N      | 10S KC         | N      |
    Then the contract is made
    And S score 53 and N score 60

  Scenario: Belote announced without rebelote scores nothing
    Source S000: "Отсутствие любого из этих двух заявлений не позволяет игроку, владеющему Белот, записать его стоимость в свою пользу."

    Given the contract is hearts taken by N
    And N played KH then QH announcing only the first
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | N      | KH 9H          | S      |
      | S      | 8S AS          | N      |
      | N      | QH AH          | S      |
      | S      | QD JD          | S      |
      | S      | 8C 10C         | N      |
      | N      | 9C AC          | S      |
      | S      | JC 7S          | S      |
      | S      | 10D 8D         | S      |
      | S      | AD JS          | S      |
    Then the contract is made
    And S score 83 and N score 21

  Scenario: Belote never announced scores nothing
    Source S000: "Отсутствие любого из этих двух заявлений не позволяет игроку, владеющему Белот, записать его стоимость в свою пользу."

    Given the contract is hearts taken by N
    And N played KH then QH announcing neither
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | N      | KH 9H          | S      |
      | S      | 8S AS          | N      |
      | N      | QH AH          | S      |
      | S      | QD JD          | S      |
      | S      | 8C 10C         | N      |
      | N      | 9C AC          | S      |
      | S      | JC 7S          | S      |
      | S      | 10D 8D         | S      |
      | S      | AD JS          | S      |
    Then the contract is made
    And S score 83 and N score 21

  Scenario: Belote scores even when the opponent wins the King and the Queen
    Source S000: "Когда в ходе игры игрок разыгрывает козырного короля, он должен сказать «Белот» и «Ребелот», когда дама играет другую взятку"
    Source S000: "независимо от того, были ли эти взятки сыграны игроком, владеющим Белотом, или если их выиграл противник."

    Given the contract is hearts taken by N
    And N played KH then QH announcing both
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | N      | KH 9H          | S      |
      | S      | KC 9C          | S      |
      | S      | JH QH          | S      |
      | S      | 9D QD          | N      |
      | N      | JS 9S          | N      |
      | N      | QC AC          | S      |
      | S      | KD 8D          | S      |
      | S      | 7C 8C          | N      |
      | N      | AS AD          | N      |
    Then the contract is made
    And S score 63 and N score 57

  # N scores his cards, 50 for the sequence KH QH JH 10H and 20 for the belote.
  Scenario: Belote also counts when the King and the Queen are part of a trump sequence
    Source S000: "Если любой стрит козырной масти содержит также короля и даму, стоимость Белота также будет засчитана."
    Source S000: "Белот не объявляется одновременно с другими комбинациями."

    Given the contract is hearts taken by N
    And the dealer is S
    And N declared KH QH JH 10H
    And N played KH then QH announcing both
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | N      | KH 9H          | S      |
      | S      | 7C AC          | N      |
      | N      | AD JD          | N      |
      | N      | 10D 7D         | N      |
      | N      | 10H 8H         | N      |
      | N      | 7H QC          | N      |
      | N      | JH 10S         | N      |
      | N      | QH 7S          | N      |
      | N      | KD KC          | N      |
    Then the contract is made
    And S score 18 and N score 168

  Scenario: The King and the Queen of a suit that is not trump are no belote
    Source S000: "Белот: состоит из козырных короля и дамы триумфа на руках."

    Given the contract is hearts taken by N
    And N played KS then QS announcing both
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | N      | KS 9S          | N      |
      | N      | AD 9D          | N      |
      | N      | 10S AS         | S      |
      | S      | 10C JC         | S      |
      | S      | 7C 10D         | S      |
      | S      | AC 7S          | S      |
      | S      | QD 10H         | N      |
      | N      | QS 9H          | S      |
      | S      | 7H JH          | N      |
    Then the contract is made
    And S score 71 and N score 58
