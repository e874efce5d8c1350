@variant:spanish-belote-4p @source:S000 @area:play
Feature: What a player may play in four-player Spanish Belote (S000)
  A player must follow the led suit when he can, and need not beat the cards played; a player who cannot
  follow may play any card: there is no duty to trump, to overtrump or to undertrump, whoever is winning.
  Partners sit opposite: N and S against E and W. Play and bidding go counter-clockwise, and the
  player after the dealer is the «рука» (mano): S deals, then E, N and W speak and play in that order.

  The stateful scenarios deal the deck in suit order (clubs, diamonds, hearts, spades) and rank order 7 to
  Ace, dealt by S with JH turned up; after E passes and N takes, E holds 7C 8C 9C JD QD QS KS AS, N
  10C JC QC KD AD JH QH KH, W KC AC 7D 7H 8H AH 7S 8S and S 8D 9D 10D 9H 10H 9S 10S JS.

  Scenario: A player holding the led suit must follow it, even holding a trump
    Source S000: "Обязательно следовать масти карты, сыгранной противником."

    Given the contract is hearts
    And N holds AC 7C 8D JH
    And the trick so far is E KC
    Then the legal cards for N are AC 7C

  Scenario: A player following the led suit need not beat the highest card
    Source S000: "Противник сыграет карту, которая ему больше всего подходит."
    Source S000: "Обязательно следовать масти карты, сыгранной противником."

    Given the contract is hearts
    And W holds AC 7C 9H AD
    And the trick so far is E QC, N 8C
    Then the legal cards for W are AC 7C

  Scenario: A player following a led trump need not beat it
    Source S000: "Противник сыграет карту, которая ему больше всего подходит."
    Source S000: "Обязательно следовать масти карты, сыгранной противником."

    Given the contract is hearts
    And N holds 9H 7H AC
    And the trick so far is E 10H
    Then the legal cards for N are 9H 7H

  Scenario: A player void in the led suit may discard while an opponent wins the trick
    Source S000: "Когда масть нет, то нет необходимости разыгрывать козыри."

    Given the contract is hearts
    And N holds 7H 8H AD 7S
    And the trick so far is S 10C, E AC
    Then N may play any card

  Scenario: A player void in the led suit need not overtrump nor undertrump an opponent's ruff
    Source S000: "Когда масть нет, то нет необходимости разыгрывать козыри."

    Given the contract is hearts
    And W holds 9H 8H KD
    And the trick so far is E AC, N 10H
    Then W may play any card

  Scenario: The player after the dealer leads the first trick
    Source S000: ""Рука" начинает игру, кладя открытую карту на стол."

    Given S deals the deck 7C 8C 9C 10C JC QC KC AC 7D 8D 9D 10D JD QD KD AD 7H 8H 9H 10H JH QH KH AH 7S 8S 9S 10S JS QS KS AS
    When E passes
    And N takes
    Then it is E's turn to play

  Scenario: A player void in the led suit may discard while holding trumps, and the winner leads next
    Source S000: "Когда масть нет, то нет необходимости разыгрывать козыри."
    Source S000: "Игрок, выигравший взятку, начинает следующую игру."

    Given S deals the deck 7C 8C 9C 10C JC QC KC AC 7D 8D 9D 10D JD QD KD AD 7H 8H 9H 10H JH QH KH AH 7S 8S 9S 10S JS QS KS AS
    When E passes
    And N takes
    And E plays 7C
    And N plays 10C
    And W plays AC
    And S plays 8D
    Then it is W's turn to play

  Scenario: Not following the led suit is rejected
    Source S000: "Обязательно следовать масти карты, сыгранной противником."

    Given S deals the deck 7C 8C 9C 10C JC QC KC AC 7D 8D 9D 10D JD QD KD AD 7H 8H 9H 10H JH QH KH AH 7S 8S 9S 10S JS QS KS AS
    When E passes
    And N takes
    And E plays 7C
    And N plays JH
    Then the play is rejected citing /play/obligations/follow_suit
    And the state is unchanged

  Scenario: When trump is led a player whose only trump is the Jack must play it
    Source S000: "Обязательно следовать масти карты, сыгранной противником."

    # The Jack of trumps is a card of the trump suit like any other: a hand holding it holds the led suit.
    Given the contract is hearts
    And N holds JH AC 8D
    And the trick so far is E 7H
    Then the legal cards for N are JH
