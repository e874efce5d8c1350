@variant:spanish-belote @source:S000 @area:bidding
Feature: Choosing trump in two-player Spanish Belote (S000)
  After six cards each a card is turned up. In the first round the mano (the non-dealer) may accept its
  suit as trump or pass, then the dealer; if both pass, the mano may name any other suit, then the
  dealer; if both pass again the deal is cancelled and the other player deals. S deals in every
  scenario, so N is the mano and speaks first.

  Scenario: The mano speaks first
    Source S000: "Игрок «рука» начинает с изучения своих карт"

    Given S deals with JH turned up
    Then it is N's turn to bid

  Scenario: After the mano passes the dealer speaks
    Source S000: "Его противник, в свою очередь, смотрит на свои карты и начинает игру, принимая козырь и предлагая карты на «руку», или пасует."

    Given S deals with JH turned up
    When N passes
    Then it is S's turn to bid

  Scenario: A bid out of turn is rejected
    Source S000: "Игрок «рука» начинает с изучения своих карт"
    Source S000: "Его противник, в свою очередь, смотрит на свои карты и начинает игру, принимая козырь и предлагая карты на «руку», или пасует."

    Given S deals with JH turned up
    When S takes
    Then the bid is rejected citing turn
    And the state is unchanged

  Scenario: The mano may accept the turned suit as trump
    Source S000: "принять отмеченный козырь, и если нет, говорит «Пас»."

    Given S deals with JH turned up
    When N takes
    Then the contract is hearts taken by N

  Scenario: The dealer may accept the turned suit after the mano passes
    Source S000: "Его противник, в свою очередь, смотрит на свои карты и начинает игру, принимая козырь и предлагая карты на «руку», или пасует."

    Given S deals with JH turned up
    When N passes
    And S takes
    Then the contract is hearts taken by S

  Scenario: Another suit cannot be named in the first round
    Source S000: "принять отмеченный козырь, и если нет, говорит «Пас»."
    Source S000: "Когда оба игрока сделают пас в свой первый ход, игрок «рука» отметит любую другую масть, которую сочтет выгодной, в качестве козырной масти."

    Given S deals with JH turned up
    When N takes spades
    Then the bid is rejected citing /bidding/rounds/0
    And the state is unchanged

  Scenario: After two passes the mano speaks again
    Source S000: "Когда оба игрока сделают пас в свой первый ход, игрок «рука» отметит любую другую масть, которую сочтет выгодной, в качестве козырной масти."

    Given S deals with JH turned up
    When N passes
    And S passes
    Then it is N's turn to bid

  Scenario: In the second round the mano may name another suit
    Source S000: "Когда оба игрока сделают пас в свой первый ход, игрок «рука» отметит любую другую масть, которую сочтет выгодной, в качестве козырной масти."

    Given S deals with JH turned up
    When N passes
    And S passes
    And N takes spades
    Then the contract is spades taken by N

  Scenario: In the second round the turned suit cannot be taken
    Source S000: "Когда оба игрока сделают пас в свой первый ход, игрок «рука» отметит любую другую масть, которую сочтет выгодной, в качестве козырной масти."

    Given S deals with JH turned up
    When N passes
    And S passes
    And N takes hearts
    Then the bid is rejected citing /bidding/rounds/1
    And the state is unchanged

  Scenario: When the mano passes twice the dealer may name another suit
    Source S000: "Если игрок «рука» будет делать пас во второй раз, игрок, сдавший карты, имеет возможность указать на новую масть козыря или пасовать."

    Given S deals with JH turned up
    When N passes
    And S passes
    And N passes
    And S takes clubs
    Then the contract is clubs taken by S

  Scenario: The dealer cannot take the turned suit in the second round
    Source S000: "Если игрок «рука» будет делать пас во второй раз, игрок, сдавший карты, имеет возможность указать на новую масть козыря или пасовать."

    Given S deals with JH turned up
    When N passes
    And S passes
    And N passes
    And S takes hearts
    Then the bid is rejected citing /bidding/rounds/1
    And the state is unchanged

  Scenario: When both pass twice the deal is cancelled and the other player deals
    Source S000: "Если игрок «рука» будет делать пас во второй раз, игрок, сдавший карты, имеет возможность указать на новую масть козыря или пасовать."
    Source S000: "В последнем случае игра отменяется, и карты раздаются заново."
    Source S000: "Если в предыдущей игре оба игрока пасуют, в следующей игре  раздает карты противник."

    Given S deals with JH turned up
    When N passes
    And S passes
    And N passes
    And S passes
    Then the deal is cancelled
    And N deals next
