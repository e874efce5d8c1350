@variant:spanish-belote @source:S000 @area:scoring
Feature: Declared combinations in two-player Spanish Belote (S000)
  A player may declare a carré («Брелан», four cards of a rank) and sequences («Стрит», three to five
  cards in a row in one suit, in the order A K Q J 10 9 8 7). Carrés are compared with carrés and
  sequences with sequences: the higher carré wins; the longer sequence wins, then the one with the higher
  top card, then the trump one, then the one declared first, by the mano (the player who is not the
  dealer). A sequence is worth nothing when the other player holds any carré. Hands have nine cards; the
  contract is hearts throughout.

  Scenario: Four Jacks are worth 200
    Source S000: "Брелан: это комбинация четырех одинаковых карт. Когда у обоих игроков есть эта комбинация, Брелан с более высоким значением побеждает и перекрывает другого."
    Source S000: "4 валета -> 200 баллов"

    Given the contract is hearts
    And N holds JC JD JH JS 7C 9D QH 8S AS
    Then N's declarations are worth 200

  Scenario: Four Nines are worth 150
    Source S000: "4 девятки -> 150 очков"

    Given the contract is hearts
    And N holds 9C 9D 9H 9S 7C JD QH KS AS
    Then N's declarations are worth 150

  Scenario: Four Aces and four Tens are worth 100 each
    Source S000: "4 туза -> 100 очков"
    Source S000: "4 десятки -> 100 баллов"

    Given the contract is hearts
    And S holds AC AD AH AS 8C QD 7H 9S 7S
    And N holds 10C 10D 10H 10S 7C KD 8H 8S KS
    Then S's declarations are worth 100
    And N's declarations are worth 100

  Scenario: Four Kings and four Queens are worth 100 each
    Source S000: "4 короля -> 100 очков"
    Source S000: "4 дамы -> 100 очков"

    Given the contract is hearts
    And S holds KC KD KH KS 7C 9D 8H 10S 7S
    And N holds QC QD QH QS 8C 10D 7H 9S 8S
    Then S's declarations are worth 100
    And N's declarations are worth 100

  Scenario: A sequence of three is worth 20 and a sequence of four 50
    Source S000: "Стрит: это комбинация трех, четырех или пяти соответствующих карт одной масти, называемая Пятерка, которая состоит из пяти карт, Четверка, которая состоит из четырех, и Тройка, которая образована тремя."
    Source S000: "Одна Тройка -> 20 очков"
    Source S000: "Одна Четверка -> 50 очков"

    Given the contract is hearts
    And S holds 7C 8C 9C QD AD 7H 9H JS AS
    And N holds 8D 9D 10D JD KC AC 10H QH 8S
    Then S's declarations are worth 20
    And N's declarations are worth 50

  Scenario: A sequence of five is worth 100 and a hand without combination has no declaration
    Source S000: "Стрит: это комбинация трех, четырех или пяти соответствующих карт одной масти, называемая Пятерка, которая состоит из пяти карт, Четверка, которая состоит из четырех, и Тройка, которая образована тремя."
    Source S000: "Одна Пятерка -> 100 очков"

    Given the contract is hearts
    And N holds 8S 9S 10S JS QS 7C 9C JD KH
    And S holds 8C 10C QC 8D AD 7H 9H JH 7S
    Then N's declarations are worth 100
    And S has no declaration

  Scenario: A sequence headed by the Ace counts like any other
    Source S000: "Когда старшая карта - это туз, тогда комбинации называются Пятерка Мажор, Четверка Мажор и Тройка Мажор."
    Source S000: "Одна Тройка -> 20 очков"

    Given the contract is hearts
    And S holds AC KC QC 7D 9D 8H 10H 7S 9S
    Then S's declarations are worth 20

  Scenario: Sequences of six or seven cards count as five
    Source S000: "Любой стрит выше Пятерки  из шести или семи карт не имеет ценности выше Пятерки."

    Given the contract is hearts
    And S holds 7D 8D 9D 10D JD QD 9C JC KS
    And N holds 7H 8H 9H 10H JH QH KH AC 9S
    Then S's declarations are worth 100
    And N's declarations are worth 100

  Scenario: Eight cards in a row are worth a sequence of five and one of three
    Source S000: "Но если у нас есть восемь последовательных карт, то получается Пятерка, которая стоит 100, плюс Тройка, которая стоит 20."

    Given the contract is hearts
    And N holds 7S 8S 9S 10S JS QS KS AS 7C
    Then N's declarations are worth 20 and 100

  Scenario: A carré and a sequence in one hand are both found
    Source S000: "Брелан: это комбинация четырех одинаковых карт. Когда у обоих игроков есть эта комбинация, Брелан с более высоким значением побеждает и перекрывает другого."
    Source S000: "Стрит: это комбинация трех, четырех или пяти соответствующих карт одной масти, называемая Пятерка, которая состоит из пяти карт, Четверка, которая состоит из четырех, и Тройка, которая образована тремя."

    Given the contract is hearts
    And N holds JC JD JH JS 7S 8S 9S AD 10C
    Then N's declarations are worth 20 and 200

  Scenario: Of two carrés the higher wins
    Source S000: "Когда у обоих игроков есть эта комбинация, Брелан с более высоким значением побеждает и перекрывает другого."
    Source S000: "4 валета -> 200 баллов"
    Source S000: "4 девятки -> 150 очков"

    Given the contract is hearts
    And the dealer is S
    And S holds 9C 9D 9H 9S 7C 8D 10H KS AS
    And N holds JC JD JH JS 8C QD 7H 7S QS
    Then the declarations score S 0 and N 200

  Scenario: Four Nines beat four Aces
    Source S000: "Когда у обоих игроков есть эта комбинация, Брелан с более высоким значением побеждает и перекрывает другого."
    Source S000: "4 девятки -> 150 очков"
    Source S000: "4 туза -> 100 очков"

    Given the contract is hearts
    And the dealer is S
    And S holds AC AD AH AS 8C QD 7H 10S 7S
    And N holds 9C 9D 9H 9S 7C KD 8H JS KS
    Then the declarations score S 0 and N 150

  Scenario: Of two sequences the longer wins, whatever its top card
    Source S000: "Когда у обоих игроков есть Стрит, побеждает тот, у кого наибольшее количество карт, а когда их количество одинаково, побеждает тот, у кого более высокая карта."

    Given the contract is hearts
    And the dealer is S
    And S holds AS KS QS 7C 9C JD 8H 10H QH
    And N holds 7D 8D 9D 10D QC AC 7H 9H 8S
    Then the declarations score S 0 and N 50

  Scenario: Of two sequences of one length the one with the higher top card wins
    Source S000: "Когда у обоих игроков есть Стрит, побеждает тот, у кого наибольшее количество карт, а когда их количество одинаково, побеждает тот, у кого более высокая карта."

    Given the contract is hearts
    And the dealer is S
    And S holds 8C 9C 10C 7D AD 8H QH 7S 9S
    And N holds 10D JD QD 7C KC 7H 9H JS AS
    Then the declarations score S 0 and N 20

  # S deals, so N, the mano, declares first; the trump sequence wins all the same.
  Scenario: Of two equal sequences the trump one wins
    Source S000: "Если два стрита равны, побеждает тот, у кого есть козырная масть"

    Given the contract is hearts
    And the dealer is S
    And S holds 8H 9H 10H 7C QC 7D AD QS AS
    And N holds 8S 9S 10S 8C KC 9D JD QH AH
    Then the declarations score S 20 and N 0

  # S deals, so N is the mano and declares first.
  Scenario: Of two equal plain sequences the one declared first, by the mano, wins
    Source S000: "но если ни один из них не является козырем, побеждает тот, который объявлен первым игроком."
    Source S000: "Противник, в свою очередь, объявляет комбинации, стоимость которых выше, чем те, которые объявляет «рука», а в противном случае он ограничивается словами «Принимается»."

    Given the contract is hearts
    And the dealer is S
    And S holds 8S 9S 10S 7C QC 7H AH QD AD
    And N holds 8D 9D 10D 8C KC 9H JH QS AS
    Then the declarations score S 0 and N 20

  Scenario: When N deals, S is the mano and his equal sequence wins
    Source S000: "но если ни один из них не является козырем, побеждает тот, который объявлен первым игроком."
    Source S000: "Противник, в свою очередь, объявляет комбинации, стоимость которых выше, чем те, которые объявляет «рука», а в противном случае он ограничивается словами «Принимается»."

    Given the contract is hearts
    And the dealer is N
    And S holds 8S 9S 10S 7C QC 7H AH QD AD
    And N holds 8D 9D 10D 8C KC 9H JH QS AS
    Then the declarations score S 20 and N 0

  # S's best sequence, four clubs, beats N's three spades; S scores his four clubs and his three diamonds.
  Scenario: The player with the best sequence scores all his sequences
    Source S000: "Противник, в свою очередь, объявляет комбинации, стоимость которых выше, чем те, которые объявляет «рука», а в противном случае он ограничивается словами «Принимается»."
    Source S000: "Достоинство заявленной и принятой комбинации или комбинаций."

    Given the contract is hearts
    And the dealer is S
    And S holds 7C 8C 9C 10C 7D 8D 9D QH AH
    And N holds QS KS AS JC AC JD KD 8H 10H
    Then the declarations score S 70 and N 0

  # S's five diamonds would be worth 100; N's Queens, the lowest carré, cancel them.
  Scenario: A sequence is worth nothing when the other player holds a carré
    Source S000: "Стоимость стрита не учитывается, когда в руке другого игрока есть Брелан, каким бы он ни был."

    Given the contract is hearts
    And the dealer is S
    And S holds 7D 8D 9D 10D JD 7C AC 8H 9S
    And N holds QC QD QH QS 8C KD 7H JH 10S
    Then the declarations score S 0 and N 100

  # S's Jacks beat N's Queens, but N holds a carré, so S's three diamonds count nothing.
  Scenario: The losing carré still cancels the winner's sequence
    Source S000: "Стоимость стрита не учитывается, когда в руке другого игрока есть Брелан, каким бы он ни был."
    Source S000: "Когда у обоих игроков есть эта комбинация, Брелан с более высоким значением побеждает и перекрывает другого."

    Given the contract is hearts
    And the dealer is S
    And S holds JC JD JH JS 7D 8D 9D AC 7H
    And N holds QC QD QH QS 8C 10H 8S 10S AD
    Then the declarations score S 200 and N 0

  # N's three clubs (top card 10) would beat S's (top card 9), but S holds a carré, so N's sequence is
  # worth nothing and does not compete: S's own sequence is the only one left and counts.
  Scenario: A cancelled sequence does not stop the carré holder's own sequence
    Source S000: "Стоимость стрита не учитывается, когда в руке другого игрока есть Брелан, каким бы он ни был."
    Source S000: "Когда у обоих игроков есть Стрит, побеждает тот, у кого наибольшее количество карт, а когда их количество одинаково, побеждает тот, у кого более высокая карта."

    Given the contract is hearts
    And the dealer is S
    And S holds KC KD KH KS 7D 8D 9D AS 7H
    And N holds 8C 9C 10C QC AC 10D 8H QH 8S
    Then the declarations score S 120 and N 0

  # S's three clubs (top card 10) beat N's three spades (top card 9), and N holds no carré.
  Scenario: A carré and a sequence of the same player both count when the other holds no carré
    Source S000: "Брелан: это комбинация четырех одинаковых карт. Когда у обоих игроков есть эта комбинация, Брелан с более высоким значением побеждает и перекрывает другого."
    Source S000: "Стоимость стрита не учитывается, когда в руке другого игрока есть Брелан, каким бы он ни был."
    Source S000: "Достоинство заявленной и принятой комбинации или комбинаций."

    Given the contract is hearts
    And the dealer is S
    And S holds KC KD KH KS 8C 9C 10C 7D AS
    And N holds 7S 8S 9S QC AC 8D 10D 7H QH
    Then the declarations score S 120 and N 0

  # S's six diamonds to the Queen are worth no more than N's five spades to the Ace (100 each), but
  # they hold more cards, and the source compares sequences by their number of cards first.
  Scenario: Of two sequences worth 100 the one of six cards beats the one of five to the Ace
    Source S000: "Когда у обоих игроков есть Стрит, побеждает тот, у кого наибольшее количество карт, а когда их количество одинаково, побеждает тот, у кого более высокая карта."
    Source S000: "Любой стрит выше Пятерки  из шести или семи карт не имеет ценности выше Пятерки."

    Given the contract is hearts
    And the dealer is S
    And S holds 7D 8D 9D 10D JD QD 9C JC 7S
    And N holds 10S JS QS KS AS 7C AC 8H 10H
    Then the declarations score S 100 and N 0

  # S deals, so N, the mano, declares first; N's three trumps to the 9 lose all the same to S's three
  # spades to the Ace: the top card decides before the trump suit.
  Scenario: Of two sequences of one length the higher top card wins before the trump one
    Source S000: "а когда их количество одинаково, побеждает тот, у кого более высокая карта."
    Source S000: "Если два стрита равны, побеждает тот, у кого есть козырная масть"

    Given the contract is hearts
    And the dealer is S
    And N holds 7H 8H 9H AC 10C KD JD 7S 9S
    And S holds QS KS AS 8C QC 8D 10D JH AH
    Then the declarations score S 20 and N 0

  # The sequence order runs A K Q J 10 9 8 7: 9 10 J and K Q J are sequences, whatever card is missing
  # above or below them.
  Scenario: Three cards in a row anywhere in the order A K Q J 10 9 8 7 make a sequence
    Source S000: "Стрит: это комбинация трех, четырех или пяти соответствующих карт одной масти, называемая Пятерка, которая состоит из пяти карт, Четверка, которая состоит из четырех, и Тройка, которая образована тремя."
    Source S000: "Когда старшая карта - это туз, тогда комбинации называются Пятерка Мажор, Четверка Мажор и Тройка Мажор."
    Source S000: "Одна Тройка -> 20 очков"

    Given the contract is hearts
    And N holds 9S 10S JS 7C 9C 8D 10D 8H AH
    And S holds KC QC JC 7D 9D AD 7H 10H 7S
    Then N's declarations are worth 20
    And S's declarations are worth 20

  # The deck, dealt by S with JH turned up, gives N 7S 8S 9S 10S JS QS KS AS 7C. Eight cards in a row
  # score a five and a three; they do not end the game.
  Scenario: Eight trumps in a row score as a five and a three and the deal goes on
    Source S000: "Но если у нас есть восемь последовательных карт, то получается Пятерка, которая стоит 100, плюс Тройка, которая стоит 20."
    Source S000: "Когда оба игрока сделают пас в свой первый ход, игрок «рука» отметит любую другую масть, которую сочтет выгодной, в качестве козырной масти."

    Given S deals the deck 7S 8S 9S 7D 8D 9D 10S JS QS 10D QD KD JH KS AS 7C 7H 8H 9H 8C 9C 10C JC QC KC AC JD AD 10H QH KH AH
    When N passes
    And S passes
    And N takes spades
    Then N holds 7S 8S 9S 10S JS QS KS AS 7C
    When N plays AS
    Then it is S's turn to play
