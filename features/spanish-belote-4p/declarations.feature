@variant:spanish-belote-4p @source:S000 @area:scoring
Feature: Declared combinations in four-player Spanish Belote (S000)
  The combinations of the two-player game, with their values, compared side against side: the side
  holding the better carré scores its carrés, the side holding the better sequence its sequences, and a
  side's sequences are worth nothing when the other side holds any carré. Between equal plain sequences
  the one declared first wins, declaring starting with the mano. Hands have eight cards; the contract is
  hearts throughout.
  Partners sit opposite: N and S against E and W. Play and bidding go counter-clockwise, and the
  player after the dealer is the «рука» (mano): S deals, then E, N and W speak and play in that order.

  Scenario: Four Jacks are worth 200 and four Nines 150
    Source S000: "Брелан: это комбинация четырех одинаковых карт. Когда у обоих игроков есть эта комбинация, Брелан с более высоким значением побеждает и перекрывает другого."
    Source S000: "4 валета -> 200 баллов"
    Source S000: "4 девятки -> 150 очков"

    Given the contract is hearts
    And N holds JC JD JH JS 7C QD 8H AS
    And E holds 9C 9D 9H 9S 8C KD 7H 7S
    Then N's declarations are worth 200
    And E's declarations are worth 150

  Scenario: Sequences of three, four and five cards are worth 20, 50 and 100
    Source S000: "Стрит: это комбинация трех, четырех или пяти соответствующих карт одной масти, называемая Пятерка, которая состоит из пяти карт, Четверка, которая состоит из четырех, и Тройка, которая образована тремя."
    Source S000: "Одна Тройка -> 20 очков"
    Source S000: "Одна Четверка -> 50 очков"
    Source S000: "Одна Пятерка -> 100 очков"

    Given the contract is hearts
    And S holds 7C 8C 9C JD KD 7H QS AS
    And E holds 7D 8D 9D 10D KC AC JC 9S
    And N holds 8H 9H 10H JH QH 10C QC 8S
    Then S's declarations are worth 20
    And E's declarations are worth 50
    And N's declarations are worth 100

  Scenario: Four Aces and four Tens are worth 100 each
    Source S000: "4 туза -> 100 очков"
    Source S000: "4 десятки -> 100 баллов"

    Given the contract is hearts
    And W holds AC AD AH AS 8C QD 7H 9S
    And S holds 10C 10D 10H 10S 7C KD 8H KS
    Then W's declarations are worth 100
    And S's declarations are worth 100

  Scenario: Sequences of six or seven cards count as five
    Source S000: "Любой стрит выше Пятерки  из шести или семи карт не имеет ценности выше Пятерки."

    Given the contract is hearts
    And E holds 7D 8D 9D 10D JD QD 9C KS
    And N holds 7H 8H 9H 10H JH QH KH AC
    Then E's declarations are worth 100
    And N's declarations are worth 100

  Scenario: A sequence headed by the Ace counts like any other
    Source S000: "Когда старшая карта - это туз, тогда комбинации называются Пятерка Мажор, Четверка Мажор и Тройка Мажор."
    Source S000: "Одна Тройка -> 20 очков"

    Given the contract is hearts
    And W holds AC KC QC 7D 9D 8H 10H 7S
    Then W's declarations are worth 20

  Scenario: Eight cards in a row are worth a sequence of five and one of three
    Source S000: "Но если у нас есть восемь последовательных карт, то получается Пятерка, которая стоит 100, плюс Тройка, которая стоит 20."

    Given the contract is hearts
    And W holds 7S 8S 9S 10S JS QS KS AS
    Then W's declarations are worth 20 and 100

  Scenario: Of two carrés the higher wins for its side
    Source S000: "Когда у обоих игроков есть эта комбинация, Брелан с более высоким значением побеждает и перекрывает другого."
    Source S000: "В нее играют парами, с общей  оценкой для обоих."

    Given the contract is hearts
    And the dealer is S
    And S holds 9C 9D 9H 9S 7C 8D 10H KS
    And E holds JC JD JH JS 8C QD 7H QS
    Then the declarations score NS 0 and EW 200

  Scenario: Of two sequences the longer wins, whatever its top card
    Source S000: "Когда у обоих игроков есть Стрит, побеждает тот, у кого наибольшее количество карт, а когда их количество одинаково, побеждает тот, у кого более высокая карта."

    Given the contract is hearts
    And the dealer is S
    And S holds AS KS QS 7C 9C JD 8H 10H
    And E holds 7D 8D 9D 10D QC AC 7H 9H
    Then the declarations score NS 0 and EW 50

  Scenario: Of two sequences of one length the one with the higher top card wins
    Source S000: "Когда у обоих игроков есть Стрит, побеждает тот, у кого наибольшее количество карт, а когда их количество одинаково, побеждает тот, у кого более высокая карта."

    Given the contract is hearts
    And the dealer is S
    And E holds 8C 9C 10C 7D AD 8H QH 7S
    And N holds 10D JD QD 7C KC 7H 9H JS
    Then the declarations score NS 20 and EW 0

  # S deals, so E declares first; S's trump sequence wins all the same.
  Scenario: Of two equal sequences the trump one wins
    Source S000: "Если два стрита равны, побеждает тот, у кого есть козырная масть"

    Given the contract is hearts
    And the dealer is S
    And E holds 8S 9S 10S 8C KC 9D JD QH
    And W holds 7C QC 7D AD QS AS KH AH
    And S holds 8H 9H 10H JC AC 8D 10D 7S
    Then the declarations score NS 20 and EW 0

  Scenario: A sequence is worth nothing when the other side holds a carré
    Source S000: "Стоимость стрита не учитывается, когда в руке другого игрока есть Брелан, каким бы он ни был."

    Given the contract is hearts
    And the dealer is S
    And N holds 7D 8D 9D 10D JD 7C AC 8H
    And W holds QC QD QH QS 8C KD 7H 10S
    Then the declarations score NS 0 and EW 100

  # S deals, so E, the mano, declares first.
  Scenario: Of two equal plain sequences the one declared first, from the mano, wins
    Source S000: "но если ни один из них не является козырем, побеждает тот, который объявлен первым игроком."

    Given the contract is hearts
    And the dealer is S
    And E holds 8D 9D 10D 7C QC 7H AH QS
    And N holds 8S 9S 10S 8C KC 9H JH AD
    Then the declarations score NS 0 and EW 20

  # S's Kings and N's three spades (top card Q) count for NS; E's three diamonds are worth nothing against a carré.
  Scenario: Partners add their carrés and sequences
    Source S000: "В нее играют парами, с общей  оценкой для обоих."
    Source S000: "Достоинство заявленной и принятой комбинации или комбинаций."

    Given the contract is hearts
    And the dealer is S
    And S holds KC KD KH KS 7C 7S 9H 8H
    And N holds 10S JS QS 8C AC 7D AH 10H
    And E holds 8D 9D 10D QD 9C JC 8S AS
    Then the declarations score NS 120 and EW 0

  Scenario: Four Nines beat four Aces for their side
    Source S000: "Когда у обоих игроков есть эта комбинация, Брелан с более высоким значением побеждает и перекрывает другого."
    Source S000: "4 девятки -> 150 очков"
    Source S000: "4 туза -> 100 очков"

    Given the contract is hearts
    And the dealer is S
    And S holds 9C 9D 9H 9S 7C JD KH 8S
    And E holds AC AD AH AS 8C QD 7H 10S
    Then the declarations score NS 150 and EW 0

  # N's six diamonds to the Queen are worth no more than E's five spades to the Ace (100 each), but they
  # hold more cards, and the source compares sequences by their number of cards first.
  Scenario: Of two sequences worth 100 the one of six cards beats the one of five to the Ace
    Source S000: "Когда у обоих игроков есть Стрит, побеждает тот, у кого наибольшее количество карт, а когда их количество одинаково, побеждает тот, у кого более высокая карта."
    Source S000: "Любой стрит выше Пятерки  из шести или семи карт не имеет ценности выше Пятерки."

    Given the contract is hearts
    And the dealer is S
    And N holds 7D 8D 9D 10D JD QD 9C JC
    And E holds 10S JS QS KS AS 7C AC 8H
    Then the declarations score NS 100 and EW 0

  # S deals, so E, the mano, declares first; E's three trumps to the 9 lose all the same to N's three
  # spades to the Ace: the top card decides before the trump suit.
  Scenario: Of two sequences of one length the higher top card wins before the trump one
    Source S000: "а когда их количество одинаково, побеждает тот, у кого более высокая карта."
    Source S000: "Если два стрита равны, побеждает тот, у кого есть козырная масть"

    Given the contract is hearts
    And the dealer is S
    And E holds 7H 8H 9H AC 10C KD JD 7S
    And N holds QS KS AS 8C QC 8D 10D JH
    Then the declarations score NS 20 and EW 0

  # The sequence order runs A K Q J 10 9 8 7: 9 10 J and K Q J are sequences, whatever card is missing
  # above or below them.
  Scenario: Three cards in a row anywhere in the order A K Q J 10 9 8 7 make a sequence
    Source S000: "Стрит: это комбинация трех, четырех или пяти соответствующих карт одной масти, называемая Пятерка, которая состоит из пяти карт, Четверка, которая состоит из четырех, и Тройка, которая образована тремя."
    Source S000: "Когда старшая карта - это туз, тогда комбинации называются Пятерка Мажор, Четверка Мажор и Тройка Мажор."
    Source S000: "Одна Тройка -> 20 очков"

    Given the contract is hearts
    And E holds 9S 10S JS 7C 9C 8D 10D 8H
    And W holds KC QC JC 7D 9D AD 7H 10H
    Then E's declarations are worth 20
    And W's declarations are worth 20

  # The deck, dealt by S with JH turned up, gives N 7H 8H 9H 10H QH and, once N takes, JH KH AH: all
  # eight trumps. Eight cards in a row score a five and a three; they do not end the game.
  Scenario: Eight trumps in a row score as a five and a three and the deal goes on
    Source S000: "Но если у нас есть восемь последовательных карт, то получается Пятерка, которая стоит 100, плюс Тройка, которая стоит 20."
    Source S000: "Ему дается всего две карты, так как он возьмет и ту, которая осталсь открытой на столе."

    Given S deals the deck 7C 8C 9C 7H 8H 9H 10C JC QC KC AC 7D 8D 9D 10H QH 10D JD QD KD JH KH AH AD 7S 8S 9S 10S JS QS KS AS
    When E passes
    And N takes
    Then N holds 7H 8H 9H 10H JH QH KH AH
    When E plays 7C
    Then it is N's turn to play
