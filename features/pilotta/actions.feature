@variant:pilotta
Feature: Actions the rules forbid are refused and change nothing: Pilotta (Cyprus, kypros.org rules)
  Each scenario tries one action the rules forbid: the engine must refuse it, citing the rule it breaks, leave
  the deal exactly as it was, and still let the right player act. Every scenario deals the same deck, top card
  first, S dealing. The bidding that ends it: E bids 80 clubs; N passes; W passes; S passes. Then clubs are
  trump, E leads and play goes E, N, W, S; the hands are S: KC QH 9H 8H AS JS 9S 7S; E: AC 10C 10D 8D AH 10S
  KS QS; N: 9C QC AD JD 10H KH JH 7H; W: JC 8C 7C KD QD 9D 7D 8S.

  @area:play @source:KYP
  Scenario: A card played during the bidding is rejected
    Source KYP: "When the bidding stops the player who bid first also plays first."

    Given S deals the deck 10C AC QS JH 10H QC 7C 9D KD 9S 8H QH 10S AH 9C KH JC 8S KC 9H 10D KS 8D JD AD 7H 7D 8C QD JS AS 7S
    When E plays 10C
    Then the play is rejected citing phase
    And the state is unchanged
    And it is E's turn to bid
    When E bids 80 clubs
    And N passes
    And W passes
    And S passes
    Then it is E's turn to play

  @area:bidding @source:KYP
  Scenario: A bid out of turn is rejected
    Source KYP: "Each player in turn must declare a suit that wants to be trump and promise to collect a number of points."

    Given S deals the deck 10C AC QS JH 10H QC 7C 9D KD 9S 8H QH 10S AH 9C KH JC 8S KC 9H 10D KS 8D JD AD 7H 7D 8C QD JS AS 7S
    When E passes
    And E passes
    Then the bid is rejected citing turn
    And the state is unchanged
    And it is N's turn to bid

  @area:bidding @source:KYP
  Scenario: A bid once the bidding is over is rejected
    Source KYP: "After all players have spoken and three successive PASSes have been declared the biding stops."

    Given S deals the deck 10C AC QS JH 10H QC 7C 9D KD 9S 8H QH 10S AH 9C KH JC 8S KC 9H 10D KS 8D JD AD 7H 7D 8C QD JS AS 7S
    When E bids 80 clubs
    And N passes
    And W passes
    And S passes
    And E passes
    Then the bid is rejected citing phase
    And the state is unchanged
    And it is E's turn to play

  @area:bidding @source:KYP
  Scenario: A bid no higher than the one before is rejected
    Source KYP: "Each successive player must promise a higher number of points than the current bid in order to win the bid."

    Given S deals the deck 10C AC QS JH 10H QC 7C 9D KD 9S 8H QH 10S AH 9C KH JC 8S KC 9H 10D KS 8D JD AD 7H 7D 8C QD JS AS 7S
    When E bids 90 hearts
    And N bids 90 spades
    Then the bid is rejected citing /bidding/auction/raise_by
    And the state is unchanged
    And it is N's turn to bid
    When N bids 100 spades
    Then it is W's turn to bid

  @area:play @source:KYP
  Scenario: A card played before the leader's is rejected
    Source KYP: "When the bidding stops the player who bid first also plays first."

    Given S deals the deck 10C AC QS JH 10H QC 7C 9D KD 9S 8H QH 10S AH 9C KH JC 8S KC 9H 10D KS 8D JD AD 7H 7D 8C QD JS AS 7S
    When E bids 80 clubs
    And N passes
    And W passes
    And S passes
    And N plays JH
    Then the play is rejected citing turn
    And the state is unchanged
    And it is E's turn to play
    When E plays AC
    Then it is N's turn to play

  @area:play @source:KYP
  Scenario: A second card from the same player in one trick is rejected
    Source KYP: "The first player in any trick can play any card. All other players must the follow the suit of that card."

    Given S deals the deck 10C AC QS JH 10H QC 7C 9D KD 9S 8H QH 10S AH 9C KH JC 8S KC 9H 10D KS 8D JD AD 7H 7D 8C QD JS AS 7S
    When E bids 80 clubs
    And N passes
    And W passes
    And S passes
    And E plays QS
    And E plays KS
    Then the play is rejected citing turn
    And the state is unchanged
    And it is N's turn to play
    When N plays 9C
    Then it is W's turn to play

  @area:play @source:KYP
  Scenario: A card the player does not hold is rejected
    Source KYP: "The first player in any trick can play any card."

    Given S deals the deck 10C AC QS JH 10H QC 7C 9D KD 9S 8H QH 10S AH 9C KH JC 8S KC 9H 10D KS 8D JD AD 7H 7D 8C QD JS AS 7S
    When E bids 80 clubs
    And N passes
    And W passes
    And S passes
    And E plays KH
    Then the play is rejected citing card-not-in-hand
    And the state is unchanged
    And it is E's turn to play
    When E plays 8D
    Then it is N's turn to play

  @area:play @source:KYP
  Scenario: A card of another suit is rejected from a player who holds the led suit
    Source KYP: "All other players must the follow the suit of that card."

    Given S deals the deck 10C AC QS JH 10H QC 7C 9D KD 9S 8H QH 10S AH 9C KH JC 8S KC 9H 10D KS 8D JD AD 7H 7D 8C QD JS AS 7S
    When E bids 80 clubs
    And N passes
    And W passes
    And S passes
    And E plays 10C
    And N plays JD
    Then the play is rejected citing /play/obligations/follow_suit
    And the state is unchanged
    And it is N's turn to play
    When N plays QC
    Then it is W's turn to play

  @area:play @source:KYP
  Scenario: A plain card is rejected from a player void in the led suit who holds a trump
    Source KYP: "If a player does not have a card of that suit, a card of trump suit must then be played."

    Given S deals the deck 10C AC QS JH 10H QC 7C 9D KD 9S 8H QH 10S AH 9C KH JC 8S KC 9H 10D KS 8D JD AD 7H 7D 8C QD JS AS 7S
    When E bids 80 clubs
    And N passes
    And W passes
    And S passes
    And E plays 10S
    And N plays JD
    Then the play is rejected citing /play/obligations/trump_when_void
    And the state is unchanged
    And it is N's turn to play
    When N plays 9C
    Then it is W's turn to play
