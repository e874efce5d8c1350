@variant:spanish-belote-4p @source:S000 @area:scoring
Feature: What makes a capot in four-player Spanish Belote (S000)
  A side that takes no trick is capot and the other side scores the prize of 100 instead of the last
  trick's 10; a belote held in the deal changes nothing to that. A side that takes one trick, even of cards
  worth nothing, is not capot.

  In the trick tables each row lists the cards in the order played, from the player who led; the winner of
  each trick leads the next. Play goes E, N, W, S.

  # W's 9D takes the seventh trick, four cards worth nothing; NS take the other seven and the last.
  Scenario: A side that takes one trick of cards worth nothing is not capot
    Source S000: "Если игроку не удалось выполнить ни одной взятки, его противник объявляет его Капоте, получая приз."

    Given the contract is hearts taken by N
    When the deal is scored with these tricks:
      | leader | cards         | winner |
      | E      | AS QH 10S 7S  | N      |
      | N      | JH KH 7H 9H   | N      |
      | N      | AH 10D 8H 10H | N      |
      | N      | 9C JC QC QS   | S      |
      | S      | 7C AD AC 10C  | N      |
      | N      | 8C QD KC JD   | S      |
      | S      | 7D 8S 8D 9D   | W      |
      | W      | 9S KS JS KD   | S      |
    Then the contract is made
    And NS score 162 and EW score 0

  Scenario: A side that takes every trick with a belote scores the capot and the belote
    Source S000: "Сделать Капоте -> 100 очков"
    Source S000: "Примечание: когда игрок делает Капоте, он не может засчитать себе 10 очков с последней взятки."
    Source S000: "Белот -> 20 очков"

    Given the contract is hearts taken by N
    And N played KH then QH announcing both
    When the deal is scored with these tricks:
      | leader | cards        | winner |
      | E      | KS AS 8S JS  | N      |
      | N      | KH 9H JH 7H  | S      |
      | S      | 9S QS 8H JC  | N      |
      | N      | 10H KD AH JD | S      |
      | S      | 7S 10S QH AD | N      |
      | N      | 9D 9C QD 7D  | S      |
      | S      | 8D KC 10D AC | N      |
      | N      | QC 8C 10C 7C | S      |
    Then the contract is made
    And NS score 272 and EW score 0
