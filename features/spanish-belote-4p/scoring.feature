@variant:spanish-belote-4p @source:S000 @area:scoring
Feature: Scoring a deal in four-player Spanish Belote (S000)
  Partners score together. As in the two-player game there is no contract to make: each side scores the
  cards of its tricks, 10 for the last trick or 100 for a capot instead, and its prizes; a revoke gives
  the other side 10 points and every other penalty costs the offender's side 10.

  In the trick tables each row lists the four cards in the order played, from the player who led; S deals,
  so E leads the first trick, and the winner of each trick leads the next. Play goes E, N, W, S.

  Scenario: Each side scores the cards of its tricks and 10 for the last trick
    Source S000: "В нее играют парами, с общей  оценкой для обоих."
    Source S000: "Достоинство карт в выигранных взятках."
    Source S000: "Выиграйте последнюю взятку -> 10 очков"

    Given the contract is hearts taken by E
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | 10H AH 9H 8H   | W      |
      | W      | 9C 8C AC KC    | E      |
      | E      | KS QS AS JS    | W      |
      | W      | 8S 9S 8D JD    | S      |
      | S      | 9D QD KD 7D    | N      |
      | N      | JH 7S QC 7H    | N      |
      | N      | AD 10S 10D KH  | E      |
      | E      | 7C QH 10C JC   | N      |
    Then the contract is made
    And NS score 57 and EW score 105

  # The same deal as above with N as the taker: there is no contract to fail.
  Scenario: Takers who score less than the other side keep their own points
    Source S000: "В нее играют парами, с общей  оценкой для обоих."
    Source S000: "Когда частичная игра закончилась, оба игрока продолжат записывать набранные очки в следующем порядке и форме"

    Given the contract is hearts taken by N
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | 10H AH 9H 8H   | W      |
      | W      | 9C 8C AC KC    | E      |
      | E      | KS QS AS JS    | W      |
      | W      | 8S 9S 8D JD    | S      |
      | S      | 9D QD KD 7D    | N      |
      | N      | JH 7S QC 7H    | N      |
      | N      | AD 10S 10D KH  | E      |
      | E      | 7C QH 10C JC   | N      |
    Then the contract is made
    And NS score 57 and EW score 105

  # NS win 5 of the eight tricks and score less than EW.
  Scenario: Winning more tricks does not score more
    Source S000: "Количество сыгранных взяток не влияет на расчет баллов. Оцениваются только карты, которые имеют реальную ценность."

    Given the contract is hearts taken by N
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | JH 9H 7H 10H   | E      |
      | E      | 7D QD JD 8D    | N      |
      | N      | 7C 8C QC AC    | E      |
      | E      | 9D KS KD 8H    | S      |
      | S      | 8S 7S AS 9S    | N      |
      | N      | 10C 9C JC JS   | N      |
      | N      | KC QS 10S 10D  | N      |
      | N      | QH AH KH AD    | W      |
    Then the contract is made
    And NS score 65 and EW score 97

  # EW take the 152 card points and 100 for the capot: 252, not 262.
  Scenario: A side that wins all eight tricks scores 100 for the capot and nothing for the last trick
    Source S000: "Сделать Капоте -> 100 очков"
    Source S000: "Примечание: когда игрок делает Капоте, он не может засчитать себе 10 очков с последней взятки."

    Given the contract is hearts taken by N
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | JH QH 10H 7H   | E      |
      | E      | 9H 8S 8H 7C    | E      |
      | E      | AH 9C AS 7D    | E      |
      | E      | KH 9D 10C 7S   | E      |
      | E      | AC QC KC 8C    | E      |
      | E      | AD QD 10D 8D   | E      |
      | E      | 10S 9S QS JC   | E      |
      | E      | KS JS KD JD    | E      |
    Then the contract is made
    And NS score 0 and EW score 252

  Scenario: A revoke gives the other side 10 points
    Source S000: "Не выдавать масть игроку, будучи в состоянии это сделать. Остальные игроки получают -> 10 баллов"

    Given the contract is hearts taken by N
    And W committed the offence revoke
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | 10H AH 9H 8H   | W      |
      | W      | 9C 8C AC KC    | E      |
      | E      | KS QS AS JS    | W      |
      | W      | 8S 9S 8D JD    | S      |
      | S      | 9D QD KD 7D    | N      |
      | N      | JH 7S QC 7H    | N      |
      | N      | AD 10S 10D KH  | E      |
      | E      | 7C QH 10C JC   | N      |
    Then the contract is made
    And NS score 67 and EW score 105

  # NS commit four offences and EW three.
  Scenario: Every other offence costs the offender's side 10 points
    Source S000: "И наконец, если какой-либо игрок совершает любое из этих неправомерных действий, следующие очки должны быть вычтены из его учетной записи."
    Source S000: "Совершить ошибку при раздаче карт -> 10 очков"
    Source S000: "Открыть более одной карты из колоды -> 10 очков"
    Source S000: "Забыть вернуть последнюю карту колоды после предоставления трех дополнительных карт -> 10 очков"
    Source S000: "Играть или объявлять вне очереди -> 10 очков"
    Source S000: "Неверная раздача карты -> 10 очков"
    Source S000: "Сложить карты в кучу -> 10 очков"
    Source S000: "Не показывать карты при достоверной комбинации -> 10 баллов"

    Given the contract is hearts taken by N
    And N committed the offence misdeal
    And S committed the offence exposed_cards
    And E committed the offence last_card_not_returned
    And W committed the offence out_of_turn
    And N committed the offence wrong_deal
    And E committed the offence cards_piled
    And S committed the offence combination_not_shown
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | 10H AH 9H 8H   | W      |
      | W      | 9C 8C AC KC    | E      |
      | E      | KS QS AS JS    | W      |
      | W      | 8S 9S 8D JD    | S      |
      | S      | 9D QD KD 7D    | N      |
      | N      | JH 7S QC 7H    | N      |
      | N      | AD 10S 10D KH  | E      |
      | E      | 7C QH 10C JC   | N      |
    Then the contract is made
    And NS score 17 and EW score 75

  # NS and EW both score 81, NS with the 10 of the last trick: neither side loses anything to the other.
  Scenario: When both sides score alike each keeps its points
    Source S000: "В нее играют парами, с общей  оценкой для обоих."
    Source S000: "Когда частичная игра закончилась, оба игрока продолжат записывать набранные очки в следующем порядке и форме"

    Given the contract is hearts taken by N
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | AC KC 7C 8C    | E      |
      | E      | 9C 10C QC JC   | N      |
      | N      | 10D AD JD 8D   | W      |
      | W      | KD QD 9D 7D    | W      |
      | W      | 8H 7H JH QH    | E      |
      | E      | KH 9H AH 10H   | N      |
      | N      | 7S AS 8S JS    | W      |
      | W      | 9S 10S KS QS   | S      |
    Then the contract is made
    And NS score 81 and EW score 81

  # EW take every trick: 152 in cards and 100 for the capot. N's three diamonds, the only sequence, are
  # declared and accepted and count for NS though NS win no trick.
  Scenario: A side that wins no trick still scores its accepted combination
    Source S000: "• Достоинство заявленной и принятой комбинации или комбинаций. • Достоинство карт в выигранных взятках. • Достоинство призов, если таковые имеются."
    Source S000: "Если игроку не удалось выполнить ни одной взятки, его противник объявляет его Капоте, получая приз."
    Source S000: "В нее играют парами, с общей  оценкой для обоих."

    Given the contract is hearts taken by N
    And the dealer is S
    And N declared 7D 8D 9D
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | JH 7C 10H 7H   | E      |
      | E      | 9H 8C 9C 8H    | E      |
      | E      | AH 7S KC QH    | E      |
      | E      | KH 8S KD 9S    | E      |
      | E      | AC JS QD JC    | E      |
      | E      | 10C 7D 10S QC  | E      |
      | E      | AD 8D KS JD    | E      |
      | E      | 10D 9D AS QS   | E      |
    Then the contract is made
    And NS score 20 and EW score 252

  # The first deal of this feature: NS's 57 and EW's 105 go to the match as they are, not divided.
  Scenario: The points of a deal are recorded as they are
    Source S000: "Когда частичная игра закончилась, оба игрока продолжат записывать набранные очки в следующем порядке и форме"
    Source S000: "Обычно играется до 1000 очков, но перед началом игры можно согласовать другую цифру."

    Given the contract is hearts taken by E
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | 10H AH 9H 8H   | W      |
      | W      | 9C 8C AC KC    | E      |
      | E      | KS QS AS JS    | W      |
      | W      | 8S 9S 8D JD    | S      |
      | S      | 9D QD KD 7D    | N      |
      | N      | JH 7S QC 7H    | N      |
      | N      | AD 10S 10D KH  | E      |
      | E      | 7C QH 10C JC   | N      |
    Then NS score 57 and EW score 105
    And the deal's points go to the match score as they are
