@variant:french-annonces
Feature: Actions the rules forbid are refused and change nothing: French Belote with annonces (belotegame.fr rules)
  Each scenario tries one action the rules forbid: the engine must refuse it, citing the rule it breaks, leave
  the deal exactly as it was, and still let the right player act. Every scenario deals the same deck, top card
  first, S dealing. The bidding that ends it: E takes. Then diamonds are trump, E leads and play goes E, N, W,
  S; the hands are S: KC QH 9H 8H AS JS 9S 7S; E: AC 10C 10D 8D AH 10S KS QS; N: QC 9C JD AD 10H KH JH 7H; W:
  JC 8C 7C 9D KD QD 7D 8S.

  @area:play @source:S001
  Scenario: A card played during the bidding is rejected
    Source S001: "Each hand is played in two phases, a bidding phase and a playing phase."

    Given S deals the deck 10C AC QS JH 10H QC 7C 9D KD 9S 8H QH 10S AH 9C KH JC 8S KC 9H 10D KS 8D JD AD 7H 7D 8C QD JS AS 7S
    When E plays 10C
    Then the play is rejected citing phase
    And the state is unchanged
    And it is E's turn to bid
    When E takes
    Then it is E's turn to play

  @area:bidding @source:S001
  Scenario: A bid out of turn is rejected
    Source S001: "Starting from the player to the right of the dealer, players are given the choice to take the revealed card, or not."

    Given S deals the deck 10C AC QS JH 10H QC 7C 9D KD 9S 8H QH 10S AH 9C KH JC 8S KC 9H 10D KS 8D JD AD 7H 7D 8C QD JS AS 7S
    When E passes
    And E passes
    Then the bid is rejected citing turn
    And the state is unchanged
    And it is N's turn to bid

  @area:bidding @source:S001
  Scenario: A bid once the bidding is over is rejected
    Source S001: "If one player takes it, the bidding ends"

    Given S deals the deck 10C AC QS JH 10H QC 7C 9D KD 9S 8H QH 10S AH 9C KH JC 8S KC 9H 10D KS 8D JD AD 7H 7D 8C QD JS AS 7S
    When E takes
    And E passes
    Then the bid is rejected citing phase
    And the state is unchanged
    And it is E's turn to play

  @area:play @source:S001
  Scenario: A card played before the leader's is rejected
    Source S001: "The player starting the first trick, is the player to the right of the dealer."

    Given S deals the deck 10C AC QS JH 10H QC 7C 9D KD 9S 8H QH 10S AH 9C KH JC 8S KC 9H 10D KS 8D JD AD 7H 7D 8C QD JS AS 7S
    When E takes
    And N plays JH
    Then the play is rejected citing turn
    And the state is unchanged
    And it is E's turn to play
    When E plays AC
    Then it is N's turn to play

  @area:play @source:S001
  Scenario: A second card from the same player in one trick is rejected
    Source S001: "During the playing phase, each player plays a card, one after the other."

    Given S deals the deck 10C AC QS JH 10H QC 7C 9D KD 9S 8H QH 10S AH 9C KH JC 8S KC 9H 10D KS 8D JD AD 7H 7D 8C QD JS AS 7S
    When E takes
    And E plays QS
    And E plays KS
    Then the play is rejected citing turn
    And the state is unchanged
    And it is N's turn to play
    When N plays JD
    Then it is W's turn to play

  @area:play @source:S001
  Scenario: A card the player does not hold is rejected
    Source S001: "Each player starts this phase with 5 cards in hand, and will receive additional cards to reach 8"
    Source S001: "during which each player will, in turn order, play a card"

    Given S deals the deck 10C AC QS JH 10H QC 7C 9D KD 9S 8H QH 10S AH 9C KH JC 8S KC 9H 10D KS 8D JD AD 7H 7D 8C QD JS AS 7S
    When E takes
    And E plays KS
    And N plays JD
    And W plays 8S
    And S plays 9S
    Then it is N's turn to play
    When N plays 8C
    Then the play is rejected citing card-not-in-hand
    And the state is unchanged
    And it is N's turn to play
    When N plays JH
    Then it is W's turn to play

  @area:play @source:S001
  Scenario: A card of another suit is rejected from a player who holds the led suit
    Source S001: "If possible, each player must play a card sharing the suit with the first card played during this trick (also called leading suit)."

    Given S deals the deck 10C AC QS JH 10H QC 7C 9D KD 9S 8H QH 10S AH 9C KH JC 8S KC 9H 10D KS 8D JD AD 7H 7D 8C QD JS AS 7S
    When E takes
    And E plays 10C
    And N plays JD
    Then the play is rejected citing /play/obligations/follow_suit
    And the state is unchanged
    And it is N's turn to play
    When N plays 9C
    Then it is W's turn to play

  @area:play @source:S001
  Scenario: A lower trump is rejected on a trump lead from a player who holds a higher one
    Source S001: "Moreover, if that card was a trump, the player must play a trump stronger than each trump played during this trick if possible (called overtrumping)."

    Given S deals the deck 10C AC QS JH 10H QC 7C 9D KD 9S 8H QH 10S AH 9C KH JC 8S KC 9H 10D KS 8D JD AD 7H 7D 8C QD JS AS 7S
    When E takes
    And E plays 10D
    And N plays AD
    And W plays 7D
    Then the play is rejected citing /play/obligations/overtrump_when_trump_led
    And the state is unchanged
    And it is W's turn to play
    When W plays 9D
    Then it is S's turn to play

  @area:play @source:S001
  Scenario: A plain card is rejected from a player void in the led suit who holds a trump
    Source S001: "then he must play a trump card if possible"

    Given S deals the deck 10C AC QS JH 10H QC 7C 9D KD 9S 8H QH 10S AH 9C KH JC 8S KC 9H 10D KS 8D JD AD 7H 7D 8C QD JS AS 7S
    When E takes
    And E plays 10S
    And N plays 9C
    Then the play is rejected citing /play/obligations/trump_when_void
    And the state is unchanged
    And it is N's turn to play
    When N plays AD
    Then it is W's turn to play

  @area:play @source:S001
  Scenario: A lower trump is rejected over a ruff from a player who holds a higher one
    Source S001: "Also, if another player has played a trump during this trick, he must play a stronger trump if possible (he overtrumps)."

    Given S deals the deck 10C AC QS JH 10H QC 7C 9D KD 9S 8H QH 10S AH 9C KH JC 8S KC 9H 10D KS 8D JD AD 7H 7D 8C QD JS AS 7S
    When E takes
    And E plays AH
    And N plays KH
    And W plays 8S
    And S plays QH
    And E plays QS
    And N plays AD
    And W plays 7D
    Then the play is rejected citing /play/obligations/overtrump_on_ruff
    And the state is unchanged
    And it is W's turn to play
    When W plays 9D
    Then it is S's turn to play

  @area:play @source:S001 @source:FFB
  Scenario: A plain card is rejected from a void player who cannot overtrump but holds a trump
    Source S001: "then he must play a trump card if possible"
    Source FFB: "Si c'est impossible, il faut fournir un atout plus faible"

    Given S deals the deck 10C AC QS JH 10H QC 7C 9D KD 9S 8H QH 10S AH 9C KH JC 8S KC 9H 10D KS 8D JD AD 7H 7D 8C QD JS AS 7S
    When E takes
    And E plays AH
    And N plays 7H
    And W plays 8S
    And S plays 9H
    And E plays KS
    And N plays JD
    And W plays 7C
    Then the play is rejected citing /play/obligations/undertrump_when_cannot_overtrump
    And the state is unchanged
    And it is W's turn to play
    When W plays QD
    Then it is S's turn to play
