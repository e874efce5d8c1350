@variant:spanish-belote-4p @source:S000 @area:bidding
Feature: Choosing trump in four-player Spanish Belote (S000)
  The mano speaks first and may take the turned suit or pass; then the others in turn. If all four pass,
  the mano may name a trump suit, then the others in turn; if all pass again the cards are dealt anew.
  The source does not exclude the turned suit in the second round, so belote-spec allows any suit there.
  Partners sit opposite: N and S against E and W. Play and bidding go counter-clockwise, and the
  player after the dealer is the «рука» (mano): S deals, then E, N and W speak and play in that order.

  Scenario: The player after the dealer speaks first
    Source S000: "Игру начинает игрок «рука», который может выбирать между пасом или входом в игру."
    Source S000: "Тот, кто получает самую высокую карту, становится «рукой», играя четные карты против нечетных."

    Given S deals with JH turned up
    Then it is E's turn to bid

  Scenario: The turn to bid goes round the table from the mano
    Source S000: "Если он выбирает пас, очередь переходит к другим игрокам, в очередности слева направо."

    Given S deals with JH turned up
    When E passes
    Then it is N's turn to bid
    When N passes
    Then it is W's turn to bid
    When W passes
    Then it is S's turn to bid

  Scenario: A bid out of turn is rejected
    Source S000: "Игру начинает игрок «рука», который может выбирать между пасом или входом в игру."

    Given S deals with JH turned up
    When N takes
    Then the bid is rejected citing turn
    And the state is unchanged

  Scenario: Taking in the first round makes the turned suit trump
    Source S000: "Игру начинает игрок «рука», который может выбирать между пасом или входом в игру."

    Given S deals with JH turned up
    When E passes
    And N takes
    Then the contract is hearts taken by N

  Scenario: Another suit cannot be named in the first round
    Source S000: "Игру начинает игрок «рука», который может выбирать между пасом или входом в игру."
    Source S000: "Если все четыре игрока пасуют, игрок «рука» имеет возможность отметить козырную масть, а если и он пасует, другие игроки, в свою очередь, могут отмечать козырную масть поочередно."

    Given S deals with JH turned up
    When E takes spades
    Then the bid is rejected citing /bidding/rounds/0
    And the state is unchanged

  Scenario: After four passes the mano speaks first again
    Source S000: "Если все четыре игрока пасуют, игрок «рука» имеет возможность отметить козырную масть, а если и он пасует, другие игроки, в свою очередь, могут отмечать козырную масть поочередно."

    Given S deals with JH turned up
    When E passes
    And N passes
    And W passes
    And S passes
    Then it is E's turn to bid

  Scenario: In the second round the mano may name another suit
    Source S000: "Если все четыре игрока пасуют, игрок «рука» имеет возможность отметить козырную масть, а если и он пасует, другие игроки, в свою очередь, могут отмечать козырную масть поочередно."

    Given S deals with JH turned up
    When E passes
    And N passes
    And W passes
    And S passes
    And E takes spades
    Then the contract is spades taken by E

  Scenario: In the second round the others may name a suit after the mano passes
    Source S000: "Если все четыре игрока пасуют, игрок «рука» имеет возможность отметить козырную масть, а если и он пасует, другие игроки, в свою очередь, могут отмечать козырную масть поочередно."

    Given S deals with JH turned up
    When E passes
    And N passes
    And W passes
    And S passes
    And E passes
    And N passes
    And W takes diamonds
    Then the contract is diamonds taken by W

  # A reading: the four-player notes let the mano "mark the trump suit" without excluding the turned one.
  Scenario: In the second round the turned suit may be named too
    Source S000: "Если все четыре игрока пасуют, игрок «рука» имеет возможность отметить козырную масть, а если и он пасует, другие игроки, в свою очередь, могут отмечать козырную масть поочередно."

    Given S deals with JH turned up
    When E passes
    And N passes
    And W passes
    And S passes
    And E takes hearts
    Then the contract is hearts taken by E

  Scenario: When all pass twice the deal is cancelled
    Source S000: "Если все четыре игрока пасуют, игрок «рука» имеет возможность отметить козырную масть, а если и он пасует, другие игроки, в свою очередь, могут отмечать козырную масть поочередно."
    Source S000: "Если все пасуют, карты раздаются снова."

    Given S deals with JH turned up
    When E passes
    And N passes
    And W passes
    And S passes
    And E passes
    And N passes
    And W passes
    And S passes
    Then the deal is cancelled
