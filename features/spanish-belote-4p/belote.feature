@variant:spanish-belote-4p @source:S000 @area:belote
Feature: Belote in four-player Spanish Belote (S000)
  The King and the Queen of trump played by one player, King first, with «Белот» and «Ребелот», score 20
  for his side.

  In the trick tables each row lists the four cards in the order played, from the player who led; S deals,
  so E leads the first trick, and the winner of each trick leads the next. Play goes E, N, W, S.

  Scenario: King then Queen of trump, both announced, scores 20 points for the side
    Source S000: "Белот: состоит из козырных короля и дамы триумфа на руках."
    Source S000: "Когда в ходе игры игрок разыгрывает козырного короля, он должен сказать «Белот» и «Ребелот», когда дама играет другую взятку"
    Source S000: "Белот -> 20 очков"
    Source S000: "В нее играют парами, с общей  оценкой для обоих."

    Given the contract is hearts taken by N
    And N played KH then QH announcing both
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | 9C 8C KC AC    | S      |
      | S      | KS 9S AS 8S    | N      |
      | N      | KH 8H 10H 9H   | E      |
      | E      | JC 7C QC 10C   | S      |
      | S      | JS QS 10D 7S   | E      |
      | E      | JD 8D 9D 7H    | S      |
      | S      | AH AD QH JH    | W      |
      | W      | QD 10S 7D KD   | N      |
    Then the contract is made
    And NS score 94 and EW score 88

  # The same cards, but N is said to have played the Queen first.
  Scenario: Queen then King of trump scores no belote
    Source S000: "Когда в ходе игры игрок разыгрывает козырного короля, он должен сказать «Белот» и «Ребелот», когда дама играет другую взятку"

    Given the contract is hearts taken by N
    And N played QH then KH announcing both
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | 7C 8C KD AC    | S      |
      | S      | 10D 8D JD AD   | W      |
      | W      | JS 10S 9S 7S   | S      |
      | S      | KS KC 10H AS   | N      |
      | N      | QH 7H AH 9H    | E      |
      | E      | 8H KH JH QS    | W      |
      | W      | 8S 9C 7D 10C   | W      |
      | W      | 9D JC QC QD    | N      |
    Then the contract is made
    And NS score 74 and EW score 88

  Scenario: Belote announced without rebelote scores nothing
    Source S000: "Отсутствие любого из этих двух заявлений не позволяет игроку, владеющему Белот, записать его стоимость в свою пользу."

    Given the contract is hearts taken by N
    And N played KH then QH announcing only the first
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | 9C 8C KC AC    | S      |
      | S      | KS 9S AS 8S    | N      |
      | N      | KH 8H 10H 9H   | E      |
      | E      | JC 7C QC 10C   | S      |
      | S      | JS QS 10D 7S   | E      |
      | E      | JD 8D 9D 7H    | S      |
      | S      | AH AD QH JH    | W      |
      | W      | QD 10S 7D KD   | N      |
    Then the contract is made
    And NS score 74 and EW score 88

  Scenario: Belote scores even when the other side wins the King and the Queen
    Source S000: "независимо от того, были ли эти взятки сыграны игроком, владеющим Белотом, или если их выиграл противник."

    Given the contract is hearts taken by N
    And N played KH then QH announcing both
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | AS 9S KS 7S    | E      |
      | E      | 10S 9H 8S QS   | N      |
      | N      | JD 8D 10D AD   | E      |
      | E      | 7D 9D AH KD    | W      |
      | W      | 7C 9C AC 8C    | E      |
      | E      | JH KH 7H QD    | E      |
      | E      | 10H QH 8H JC   | E      |
      | E      | JS KC 10C QC   | E      |
    Then the contract is made
    And NS score 47 and EW score 135

  # NS score their cards, 50 for the sequence AH KH QH JH and 20 for the belote.
  Scenario: Belote also counts when the King and the Queen are part of a trump sequence
    Source S000: "Если любой стрит козырной масти содержит также короля и даму, стоимость Белота также будет засчитана."
    Source S000: "Белот не объявляется одновременно с другими комбинациями."

    Given the contract is hearts taken by N
    And the dealer is S
    And N declared AH KH QH JH
    And N played KH then QH announcing both
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | JC QC AC KC    | W      |
      | W      | 10H 7H 9H AH   | E      |
      | E      | 7C KH AD 9C    | N      |
      | N      | JH JD 10D 8H   | N      |
      | N      | KD 7D 8D QD    | N      |
      | N      | 9S KS QS 10S   | E      |
      | E      | 10C 9D JS 8S   | E      |
      | E      | 8C QH AS 7S    | N      |
    Then the contract is made
    And NS score 148 and EW score 84
