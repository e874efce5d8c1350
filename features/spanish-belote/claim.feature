@variant:spanish-belote @source:S000 @area:match
Feature: Claiming the game in Spanish Belote (S000)
  A player who thinks the points needed to win are reached may stop the game with «Я закончил»: right,
  the claimant wins; wrong, the opponent wins even with fewer points. A claim needs a trick with a
  counting card won in the deal, and is not allowed with one trick left.

  The deck below, dealt by S, gives N 7C 8C 9C KC AC 7D QD KD AD and S 10C JC QC 8D 9D 10D 7H 8H 9H,
  with JD turned up; N takes diamonds. N's sequences (three clubs to the 9, three diamonds to the Ace)
  beat S's (best: three clubs to the Queen), so N's declarations are worth 40.

  Scenario: A claim before winning a trick with a counting card is refused
    Source S000: "Это прерывание не может быть выполнено без выигрыша в этой частичной игре по крайней мере одной взятки, содержащей одну или несколько ценных карт"

    Given the match score is S 900 and N 960
    And S deals the deck 7C 8C 9C 10C JC QC KC AC 7D 8D 9D 10D JD QD KD AD 7H 8H 9H 10H JH QH KH AH 7S 8S 9S 10S JS QS KS AS
    When N takes
    And N claims the match
    Then the claim is rejected citing /match/claim
    And the state is unchanged

  # N's 960 + 11 (AD and 8D) + 40 of declarations = 1011: enough.
  Scenario: A right claim wins the match
    Source S000: "Игра также может закончиться, когда один из двух игроков считает, что набрал очки, необходимые для победы в игре, и в этом случае он должен сказать: «Я закончил»."

    Given the match score is S 900 and N 960
    And S deals the deck 7C 8C 9C 10C JC QC KC AC 7D 8D 9D 10D JD QD KD AD 7H 8H 9H 10H JH QH KH AH 7S 8S 9S 10S JS QS KS AS
    When N takes
    And N plays AD
    And S plays 8D
    And N claims the match
    Then N wins the match at once

  # N's 900 + 11 + 40 = 951: short of 1000, so S wins though S has fewer points.
  Scenario: A wrong claim loses the match
    Source S000: "Если он ошибается и ему не хватает очков, он проигрывает игру, а его противник выигрывает, даже если у него меньше очков."

    Given the match score is S 800 and N 900
    And S deals the deck 7C 8C 9C 10C JC QC KC AC 7D 8D 9D 10D JD QD KD AD 7H 8H 9H 10H JH QH KH AH 7S 8S 9S 10S JS QS KS AS
    When N takes
    And N plays AD
    And S plays 8D
    And N claims the match
    Then S wins the match at once

  Scenario: No claim with one trick left
    Source S000: "Игра не может быть остановлена, если осталось разыграть только одну взятку."

    Given the match score is S 990 and N 900
    And S deals the deck 7C 8C 9C 10C JC QC KC AC 7D 8D 9D 10D JD QD KD AD 7H 8H 9H 10H JH QH KH AH 7S 8S 9S 10S JS QS KS AS
    When N takes
    And N plays 7C
    And S plays 10C
    And S plays 10D
    And N plays 7D
    And S plays 7H
    And N plays 8C
    And S plays 8D
    And N plays AD
    And N plays 9C
    And S plays JC
    And S plays 8H
    And N plays AC
    And S plays 9D
    And N plays KD
    And S plays 9H
    And N plays KC
    And S claims the match
    Then the claim is rejected citing /match/claim
    And it is S's turn to play

  # The deal of the scenario above, stopped one trick earlier: S has won 51 in cards (10C 7C, 10D 7D,
  # 7H 8C, JC 9C, 8H AC, 9D KD) and N's trump sequence to the Ace beats S's, so S counts 990 + 51.
  Scenario: A claim with two tricks left is allowed
    Source S000: "Игра не может быть остановлена, если осталось разыграть только одну взятку."
    Source S000: "Игра также может закончиться, когда один из двух игроков считает, что набрал очки, необходимые для победы в игре, и в этом случае он должен сказать: «Я закончил»."

    Given the match score is S 990 and N 900
    And S deals the deck 7C 8C 9C 10C JC QC KC AC 7D 8D 9D 10D JD QD KD AD 7H 8H 9H 10H JH QH KH AH 7S 8S 9S 10S JS QS KS AS
    When N takes
    And N plays 7C
    And S plays 10C
    And S plays 10D
    And N plays 7D
    And S plays 7H
    And N plays 8C
    And S plays 8D
    And N plays AD
    And N plays 9C
    And S plays JC
    And S plays 8H
    And N plays AC
    And S plays 9D
    And N plays KD
    And S claims the match
    Then S wins the match at once
