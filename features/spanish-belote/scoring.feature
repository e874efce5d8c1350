@variant:spanish-belote @source:S000 @area:scoring
Feature: Scoring a deal in two-player Spanish Belote (S000)
  There is no contract to make: the player who chose trump wins or loses nothing by it, and each player
  scores what he took: the points of the cards in his tricks, 10 for the last trick (or 100 for a capot,
  all nine tricks, without the 10 of the last trick), his accepted combinations and belote, and 10 when
  his opponent revoked. Every other penalty costs its offender 10 points. The card points use the King
  at 4 (erratum S000-king-ten-points).

  In the trick tables each row lists the two cards in the order played, from the player who led; S deals
  in every scenario, so N, the mano, leads the first trick, and the winner of each trick leads the next.
  Each player plays his nine cards; the other 13 cards of the deck stay undealt.

  Scenario: Each player scores the cards of the tricks he won and 10 for the last trick
    Source S000: "Когда частичная игра закончилась, оба игрока продолжат записывать набранные очки в следующем порядке и форме"
    Source S000: "Достоинство карт в выигранных взятках."
    Source S000: "Выиграйте последнюю взятку -> 10 очков"

    Given the contract is hearts taken by S
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | N      | 7D AD          | S      |
      | S      | 8D 9D          | N      |
      | N      | AH QH          | N      |
      | N      | KS 8S          | N      |
      | N      | 10H JH         | S      |
      | S      | 8H 9H          | N      |
      | N      | QC 10C         | S      |
      | S      | 9S 7S          | S      |
      | S      | AS QD          | S      |
    Then the contract is made
    And S score 78 and N score 32

  # The same deal as above with N as the taker: the scores do not change, as there is no contract to fail.
  Scenario: A taker who scores less than his opponent keeps his own points
    Source S000: "Когда частичная игра закончилась, оба игрока продолжат записывать набранные очки в следующем порядке и форме"
    Source S000: "Количество сыгранных взяток не влияет на расчет баллов. Оцениваются только карты, которые имеют реальную ценность."

    Given the contract is hearts taken by N
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | N      | 7D AD          | S      |
      | S      | 8D 9D          | N      |
      | N      | AH QH          | N      |
      | N      | KS 8S          | N      |
      | N      | 10H JH         | S      |
      | S      | 8H 9H          | N      |
      | N      | QC 10C         | S      |
      | S      | 9S 7S          | S      |
      | S      | AS QD          | S      |
    Then the contract is made
    And S score 78 and N score 32

  # N wins 6 of the nine tricks and scores less than S.
  Scenario: Winning more tricks does not score more
    Source S000: "Количество сыгранных взяток не влияет на расчет баллов. Оцениваются только карты, которые имеют реальную ценность."

    Given the contract is hearts taken by N
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | N      | JD 7D          | N      |
      | N      | QC 8C          | N      |
      | N      | 10H 9H         | S      |
      | S      | QD AS          | S      |
      | S      | 10S KS         | S      |
      | S      | QH KH          | N      |
      | N      | 10C KC         | N      |
      | N      | JS 9S          | N      |
      | N      | 7C QS          | N      |
    Then the contract is made
    And S score 52 and N score 41

  Scenario: The last trick earns 10 points even when its cards are worth nothing
    Source S000: "Выиграйте последнюю взятку -> 10 очков"

    Given the contract is hearts taken by N
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | N      | 8H JH          | S      |
      | S      | KD 10D         | N      |
      | N      | JS 10S         | S      |
      | S      | AC QC          | S      |
      | S      | 9C KC          | N      |
      | N      | JD 10C         | N      |
      | N      | AS 8S          | N      |
      | N      | 9S 9H          | S      |
      | S      | 7H 8C          | S      |
    Then the contract is made
    And S score 70 and N score 41

  # The cards are worth 111 points: N scores 111 + 100 = 211, not 221.
  Scenario: A player who wins all nine tricks scores 100 for the capot and nothing for the last trick
    Source S000: "Если игроку не удалось выполнить ни одной взятки, его противник объявляет его Капоте, получая приз."
    Source S000: "Сделать Капоте -> 100 очков"
    Source S000: "Примечание: когда игрок делает Капоте, он не может засчитать себе 10 очков с последней взятки."

    Given the contract is hearts taken by N
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | N      | JH 7H          | N      |
      | N      | 9H QH          | N      |
      | N      | AH 10H         | N      |
      | N      | KH 7D          | N      |
      | N      | 8H 7S          | N      |
      | N      | AC QC          | N      |
      | N      | AD 8D          | N      |
      | N      | 10C KC         | N      |
      | N      | 10S 8S         | N      |
    Then the contract is made
    And S score 0 and N score 211

  Scenario: A revoke gives the opponent 10 points
    Source S000: "Не выдавать масть игроку, будучи в состоянии это сделать. Остальные игроки получают -> 10 баллов"

    Given the contract is hearts taken by N
    And N committed the offence revoke
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | N      | 7D AD          | S      |
      | S      | 8D 9D          | N      |
      | N      | AH QH          | N      |
      | N      | KS 8S          | N      |
      | N      | 10H JH         | S      |
      | S      | 8H 9H          | N      |
      | N      | QC 10C         | S      |
      | S      | 9S 7S          | S      |
      | S      | AS QD          | S      |
    Then the contract is made
    And S score 88 and N score 32

  Scenario: A misdeal costs the offender 10 points
    Source S000: "И наконец, если какой-либо игрок совершает любое из этих неправомерных действий, следующие очки должны быть вычтены из его учетной записи."
    Source S000: "Совершить ошибку при раздаче карт -> 10 очков"

    Given the contract is hearts taken by N
    And S committed the offence misdeal
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | N      | 7D AD          | S      |
      | S      | 8D 9D          | N      |
      | N      | AH QH          | N      |
      | N      | KS 8S          | N      |
      | N      | 10H JH         | S      |
      | S      | 8H 9H          | N      |
      | N      | QC 10C         | S      |
      | S      | 9S 7S          | S      |
      | S      | AS QD          | S      |
    Then the contract is made
    And S score 68 and N score 32

  Scenario: Turning up more than one card of the pack costs the offender 10 points
    Source S000: "И наконец, если какой-либо игрок совершает любое из этих неправомерных действий, следующие очки должны быть вычтены из его учетной записи."
    Source S000: "Открыть более одной карты из колоды -> 10 очков"

    Given the contract is hearts taken by N
    And S committed the offence exposed_cards
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | N      | 7D AD          | S      |
      | S      | 8D 9D          | N      |
      | N      | AH QH          | N      |
      | N      | KS 8S          | N      |
      | N      | 10H JH         | S      |
      | S      | 8H 9H          | N      |
      | N      | QC 10C         | S      |
      | S      | 9S 7S          | S      |
      | S      | AS QD          | S      |
    Then the contract is made
    And S score 68 and N score 32

  Scenario: Forgetting to put back the last card of the pack costs the offender 10 points
    Source S000: "И наконец, если какой-либо игрок совершает любое из этих неправомерных действий, следующие очки должны быть вычтены из его учетной записи."
    Source S000: "Забыть вернуть последнюю карту колоды после предоставления трех дополнительных карт -> 10 очков"

    Given the contract is hearts taken by N
    And S committed the offence last_card_not_returned
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | N      | 7D AD          | S      |
      | S      | 8D 9D          | N      |
      | N      | AH QH          | N      |
      | N      | KS 8S          | N      |
      | N      | 10H JH         | S      |
      | S      | 8H 9H          | N      |
      | N      | QC 10C         | S      |
      | S      | 9S 7S          | S      |
      | S      | AS QD          | S      |
    Then the contract is made
    And S score 68 and N score 32

  Scenario: Playing or declaring out of turn costs the offender 10 points
    Source S000: "И наконец, если какой-либо игрок совершает любое из этих неправомерных действий, следующие очки должны быть вычтены из его учетной записи."
    Source S000: "Играть или объявлять вне очереди -> 10 очков"

    Given the contract is hearts taken by N
    And S committed the offence out_of_turn
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | N      | 7D AD          | S      |
      | S      | 8D 9D          | N      |
      | N      | AH QH          | N      |
      | N      | KS 8S          | N      |
      | N      | 10H JH         | S      |
      | S      | 8H 9H          | N      |
      | N      | QC 10C         | S      |
      | S      | 9S 7S          | S      |
      | S      | AS QD          | S      |
    Then the contract is made
    And S score 68 and N score 32

  Scenario: Dealing a card wrongly costs the offender 10 points
    Source S000: "И наконец, если какой-либо игрок совершает любое из этих неправомерных действий, следующие очки должны быть вычтены из его учетной записи."
    Source S000: "Неверная раздача карты -> 10 очков"

    Given the contract is hearts taken by N
    And S committed the offence wrong_deal
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | N      | 7D AD          | S      |
      | S      | 8D 9D          | N      |
      | N      | AH QH          | N      |
      | N      | KS 8S          | N      |
      | N      | 10H JH         | S      |
      | S      | 8H 9H          | N      |
      | N      | QC 10C         | S      |
      | S      | 9S 7S          | S      |
      | S      | AS QD          | S      |
    Then the contract is made
    And S score 68 and N score 32

  Scenario: Piling up the cards costs the offender 10 points
    Source S000: "И наконец, если какой-либо игрок совершает любое из этих неправомерных действий, следующие очки должны быть вычтены из его учетной записи."
    Source S000: "Сложить карты в кучу -> 10 очков"

    Given the contract is hearts taken by N
    And S committed the offence cards_piled
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | N      | 7D AD          | S      |
      | S      | 8D 9D          | N      |
      | N      | AH QH          | N      |
      | N      | KS 8S          | N      |
      | N      | 10H JH         | S      |
      | S      | 8H 9H          | N      |
      | N      | QC 10C         | S      |
      | S      | 9S 7S          | S      |
      | S      | AS QD          | S      |
    Then the contract is made
    And S score 68 and N score 32

  Scenario: Not showing a declared combination costs the offender 10 points
    Source S000: "И наконец, если какой-либо игрок совершает любое из этих неправомерных действий, следующие очки должны быть вычтены из его учетной записи."
    Source S000: "Не показывать карты при достоверной комбинации -> 10 баллов"

    Given the contract is hearts taken by N
    And S committed the offence combination_not_shown
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | N      | 7D AD          | S      |
      | S      | 8D 9D          | N      |
      | N      | AH QH          | N      |
      | N      | KS 8S          | N      |
      | N      | 10H JH         | S      |
      | S      | 8H 9H          | N      |
      | N      | QC 10C         | S      |
      | S      | 9S 7S          | S      |
      | S      | AS QD          | S      |
    Then the contract is made
    And S score 68 and N score 32

  Scenario: Combinations, cards, prizes and penalties add up
    Source S000: "Когда частичная игра закончилась, оба игрока продолжат записывать набранные очки в следующем порядке и форме"
    Source S000: "• Достоинство заявленной и принятой комбинации или комбинаций. • Достоинство карт в выигранных взятках. • Достоинство призов, если таковые имеются. • В случае наличия какого-либо штрафа, он будет вычтен из предыдущей суммы."

    Given the contract is hearts taken by N
    And the dealer is S
    And N declared 10S 9S 8S
    And S committed the offence out_of_turn
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | N      | 10C JC         | N      |
      | N      | JD QD          | S      |
      | S      | QC 8C          | S      |
      | S      | AH JH          | N      |
      | N      | 8S KS          | S      |
      | S      | AC 9S          | S      |
      | S      | 8D 7D          | S      |
      | S      | AD 10D         | S      |
      | S      | QH 10S         | S      |
    Then the contract is made
    And S score 57 and N score 63

  # N and S both score 52 (N's 42 in cards and 10 for the last trick): neither loses anything to the other.
  Scenario: When both players score alike each keeps his points
    Source S000: "Когда частичная игра закончилась, оба игрока продолжат записывать набранные очки в следующем порядке и форме"
    Source S000: "Количество сыгранных взяток не влияет на расчет баллов. Оцениваются только карты, которые имеют реальную ценность."

    Given the contract is hearts taken by N
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | N      | AC 8C          | N      |
      | N      | 10D AD         | S      |
      | S      | JH 7H          | S      |
      | S      | 10S AS         | N      |
      | N      | QD KD          | S      |
      | S      | KS 8S          | S      |
      | S      | 9C 10C         | N      |
      | N      | 7S 9S          | S      |
      | S      | 8D 9D          | N      |
    Then the contract is made
    And S score 52 and N score 52

  # The capot deal above with S as the taker: S takes no trick and scores nothing, and still loses nothing.
  Scenario: A taker who wins no trick scores nothing and loses nothing
    Source S000: "Количество сыгранных взяток не влияет на расчет баллов. Оцениваются только карты, которые имеют реальную ценность."
    Source S000: "Если игроку не удалось выполнить ни одной взятки, его противник объявляет его Капоте, получая приз."
    Source S000: "Сделать Капоте -> 100 очков"

    Given the contract is hearts taken by S
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | N      | JH 7H          | N      |
      | N      | 9H QH          | N      |
      | N      | AH 10H         | N      |
      | N      | KH 7D          | N      |
      | N      | 8H 7S          | N      |
      | N      | AC QC          | N      |
      | N      | AD 8D          | N      |
      | N      | 10C KC         | N      |
      | N      | 10S 8S         | N      |
    Then the contract is made
    And S score 0 and N score 211

  # N takes every trick: 101 in cards, 100 for the capot. S's three diamonds, the only sequence, are
  # declared and accepted and count for S though S wins no trick. (The source's claim rule says that
  # before a counting trick is won no combination "can be counted"; that sentence speaks of stopping
  # the game, not of the record at the end of a deal.)
  Scenario: A player who wins no trick still scores his accepted combination
    Source S000: "• Достоинство заявленной и принятой комбинации или комбинаций. • Достоинство карт в выигранных взятках. • Достоинство призов, если таковые имеются."
    Source S000: "Если игроку не удалось выполнить ни одной взятки, его противник объявляет его Капоте, получая приз."

    Given the contract is hearts taken by N
    And the dealer is S
    And S declared 7D 8D 9D
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | N      | JH 7H          | N      |
      | N      | 9H 8H          | N      |
      | N      | AH 8C          | N      |
      | N      | KH QC          | N      |
      | N      | AC 9S          | N      |
      | N      | 10C 8S         | N      |
      | N      | AD 7D          | N      |
      | N      | 10D 8D         | N      |
      | N      | 10S 9D         | N      |
    Then the contract is made
    And S score 20 and N score 204

  # The first deal of this feature: S's 78 and N's 32 go to the match as they are, not divided.
  Scenario: The points of a deal are recorded as they are
    Source S000: "Когда частичная игра закончилась, оба игрока продолжат записывать набранные очки в следующем порядке и форме"
    Source S000: "В игре обычно до 1000 очков, хотя оба игрока могут заранее определить другое число."

    Given the contract is hearts taken by S
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | N      | 7D AD          | S      |
      | S      | 8D 9D          | N      |
      | N      | AH QH          | N      |
      | N      | KS 8S          | N      |
      | N      | 10H JH         | S      |
      | S      | 8H 9H          | N      |
      | N      | QC 10C         | S      |
      | S      | 9S 7S          | S      |
      | S      | AS QD          | S      |
    Then S score 78 and N score 32
    And the deal's points go to the match score as they are
