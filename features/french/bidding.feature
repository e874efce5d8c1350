@variant:french @variant:french-annonces @source:S001 @area:bidding
Feature: Bidding on the turned card in French Belote (S001)
  From the player to the dealer's right, each player in turn may take the turned card or pass. In the
  first round the taker takes the turned suit as trump; if all four pass, a second round in the same
  order lets the taker name any suit. If all four pass twice the deal is cancelled and the deal passes
  on. S deals in every scenario, so E speaks first, then N, W and S.

  @variant:french-sans-atout @variant:french-sans-atout-ffb
  Scenario: The player to the right of the dealer speaks first
    Source S001: "Starting from the player to the right of the dealer, players are given the choice to take the revealed card, or not."

    Given S deals with JH turned up
    Then it is E's turn to bid

  @variant:french-sans-atout @variant:french-sans-atout-ffb
  Scenario: The turn to bid goes counter-clockwise
    Source S001: "Starting from the player to the right of the dealer"
    Source S001: "Unlike most game, it is also played counter-clockwise."

    Given S deals with JH turned up
    When E passes
    Then it is N's turn to bid
    When N passes
    Then it is W's turn to bid
    When W passes
    Then it is S's turn to bid

  @variant:french-sans-atout @variant:french-sans-atout-ffb
  Scenario: A bid out of turn is rejected
    Source S001: "Starting from the player to the right of the dealer, players are given the choice to take the revealed card, or not."

    Given S deals with JH turned up
    When N takes
    Then the bid is rejected citing turn
    And the state is unchanged

  @variant:french-sans-atout @variant:french-sans-atout-ffb
  Scenario: Taking in the first round makes the turned suit trump
    Source S001: "If one player takes it, the bidding ends, and the suit of this card becomes the Trump for this hand."

    Given S deals with JH turned up
    When E passes
    And N takes
    Then the contract is hearts taken by N

  @variant:french-sans-atout @variant:french-sans-atout-ffb
  Scenario: The taker gets the turned card and ends with 8 cards
    Source S001: "Each player starts this phase with 5 cards in hand, and will receive additional cards to reach 8 at the end of this phase."

    Given S deals with JH turned up
    When E passes
    And N passes
    And W takes
    Then the contract is hearts taken by W
    And W holds 8 cards including JH

  @variant:french-sans-atout @variant:french-sans-atout-ffb
  Scenario: Another suit cannot be named in the first round
    Source S001: "If one player takes it, the bidding ends, and the suit of this card becomes the Trump for this hand."

    Given S deals with JH turned up
    When E takes spades
    Then the bid is rejected citing /bidding/rounds/0
    And the state is unchanged

  @variant:french-sans-atout @variant:french-sans-atout-ffb
  Scenario: Taking ends the bidding
    Source S001: "If one player takes it, the bidding ends"

    Given S deals with JH turned up
    When E passes
    And N takes
    And W takes
    Then the bid is rejected citing phase
    And the state is unchanged
    And the contract is hearts taken by N

  @variant:french-sans-atout @variant:french-sans-atout-ffb
  Scenario: After four passes the second round starts again with the same player
    Source S001: "If all 4 players refuse to take the card, they are once again (in the same order) given the choice of taking this card or not."

    Given S deals with JH turned up
    When E passes
    And N passes
    And W passes
    And S passes
    Then it is E's turn to bid

  @variant:french-sans-atout @variant:french-sans-atout-ffb
  Scenario: In the second round the taker may name another suit
    Source S001: "But during this second time, if a player takes this card, he can choose any suit to be Trump for this hand."

    Given S deals with JH turned up
    When E passes
    And N passes
    And W passes
    And S passes
    And E passes
    And N takes spades
    Then the contract is spades taken by N
    And N holds 8 cards including JH

  @variant:french-sans-atout @variant:french-sans-atout-ffb
  Scenario: In the second round the taker may still name the turned suit
    Source S001: "he can choose any suit to be Trump for this hand"

    Given S deals with JH turned up
    When E passes
    And N passes
    And W passes
    And S passes
    And E takes hearts
    Then the contract is hearts taken by E

  Scenario: No Trumps and All Trumps cannot be taken in the first round
    Source S001: "If one player takes it, the bidding ends, and the suit of this card becomes the Trump for this hand."

    Given S deals with JH turned up
    When E takes no trumps
    Then the bid is rejected citing /bidding/rounds/0
    And the state is unchanged
    When E takes all trumps
    Then the bid is rejected citing /bidding/rounds/0
    And the state is unchanged

  Scenario: No Trumps cannot be taken in the second round
    Source S001: "he can choose any suit to be Trump for this hand"

    Given S deals with JH turned up
    When E passes
    And N passes
    And W passes
    And S passes
    And E takes no trumps
    Then the bid is rejected citing /bidding/rounds/1
    And the state is unchanged

  @source:FFB @variant:french-sans-atout @variant:french-sans-atout-ffb
  Scenario: When all four pass twice the deal is cancelled and the next player deals
    Source S001: "If all 4 players refuse twice to take the card, then this hand is cancelled, the cards are shuffled, and the dealer changes for the next hand."
    Source FFB: "Dans le cas où les quatre joueurs passent leur tour, la donne est terminée. Le joueur situé immédiatement à la droite du donneur devient le nouveau donneur."

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
    And E deals next
