@variant:spanish-belote @source:S000 @area:play
Feature: What a player may play in two-player Spanish Belote (S000)
  The «рука» (mano, the player who is not the dealer) leads the first trick and the winner of a trick
  leads the next. The second player must follow the led suit when he can, and need not beat the card
  led; when he cannot follow he may play any card, a trump or not: there is no duty to trump.

  The stateful scenarios deal this deck, dealt by S, with JH turned up; N, the mano, is dealt first:
    N holds 7H 9H AC 10C KC 7D then 8D 7S KS
    S holds 8H 10H QH AD 10D JD then JS 9S 8S

  Scenario: The player leading a trick may play any card
    Source S000: ""Рука" начинает игру, кладя открытую карту на стол."

    Given the contract is hearts
    And N holds AS 7S JH 8C
    And no card has been played to the trick
    Then N may play any card

  Scenario: A player holding the led suit must follow it, even holding a trump
    Source S000: "Обязательно следовать масти карты, сыгранной противником."

    Given the contract is hearts
    And S holds AC 7C 8D JH
    And the trick so far is N KC
    Then the legal cards for S are AC 7C

  Scenario: A player following the led suit need not beat the card led
    Source S000: "Противник сыграет карту, которая ему больше всего подходит."
    Source S000: "Обязательно следовать масти карты, сыгранной противником."

    Given the contract is hearts
    And S holds AC 7C 9H AD
    And the trick so far is N QC
    Then the legal cards for S are AC 7C

  Scenario: A player following a led trump need not beat it
    Source S000: "Противник сыграет карту, которая ему больше всего подходит."
    Source S000: "Обязательно следовать масти карты, сыгранной противником."

    Given the contract is hearts
    And S holds 9H 7H AC
    And the trick so far is N 10H
    Then the legal cards for S are 9H 7H

  Scenario: A player void in the led suit may play any card, a trump or not
    Source S000: "Когда масть нет, то нет необходимости разыгрывать козыри."

    Given the contract is hearts
    And S holds 7H 8H AD 7S
    And the trick so far is N AC
    Then S may play any card

  Scenario: The mano leads the first trick when he takes
    Source S000: ""Рука" начинает игру, кладя открытую карту на стол."

    Given S deals the deck 7H 9H AC 8H 10H QH 10C KC 7D AD 10D JD JH 8D 7S KS JS 9S 8S 7C 8C 9C JC QC 9D QD KD KH AH 10S QS AS
    When N takes
    Then the contract is hearts taken by N
    And it is N's turn to play

  Scenario: The mano leads the first trick when the dealer takes
    Source S000: ""Рука" начинает игру, кладя открытую карту на стол."

    Given S deals the deck 7H 9H AC 8H 10H QH 10C KC 7D AD 10D JD JH 8D 7S KS JS 9S 8S 7C 8C 9C JC QC 9D QD KD KH AH 10S QS AS
    When N passes
    And S takes
    Then the contract is hearts taken by S
    And it is N's turn to play

  Scenario: The winner of a trick leads the next one
    Source S000: "Игрок, выигравший взятку, начинает следующую игру."

    Given S deals the deck 7H 9H AC 8H 10H QH 10C KC 7D AD 10D JD JH 8D 7S KS JS 9S 8S 7C 8C 9C JC QC 9D QD KD KH AH 10S QS AS
    When N takes
    And N plays 7D
    And S plays 10D
    Then it is S's turn to play

  Scenario: A card played out of turn is rejected
    Source S000: ""Рука" начинает игру, кладя открытую карту на стол."

    Given S deals the deck 7H 9H AC 8H 10H QH 10C KC 7D AD 10D JD JH 8D 7S KS JS 9S 8S 7C 8C 9C JC QC 9D QD KD KH AH 10S QS AS
    When N takes
    And S plays JS
    Then the play is rejected citing turn
    And the state is unchanged

  Scenario: Not following the led suit is rejected
    Source S000: "Обязательно следовать масти карты, сыгранной противником."

    Given S deals the deck 7H 9H AC 8H 10H QH 10C KC 7D AD 10D JD JH 8D 7S KS JS 9S 8S 7C 8C 9C JC QC 9D QD KD KH AH 10S QS AS
    When N takes
    And N plays 7D
    And S plays JS
    Then the play is rejected citing /play/obligations/follow_suit
    And the state is unchanged

  Scenario: A player void in the led suit may discard while holding trumps
    Source S000: "Когда масть нет, то нет необходимости разыгрывать козыри."

    Given S deals the deck 7H 9H AC 8H 10H QH 10C KC 7D AD 10D JD JH 8D 7S KS JS 9S 8S 7C 8C 9C JC QC 9D QD KD KH AH 10S QS AS
    When N takes
    And N plays AC
    And S plays AD
    Then it is N's turn to play

  Scenario: When trump is led a player whose only trump is the Jack must play it
    Source S000: "Обязательно следовать масти карты, сыгранной противником."

    # The Jack of trumps is a card of the trump suit like any other: a hand holding it holds the led suit.
    Given the contract is hearts
    And S holds JH AC 8D
    And the trick so far is N 7H
    Then the legal cards for S are JH
