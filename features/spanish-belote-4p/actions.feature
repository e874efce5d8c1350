@variant:spanish-belote-4p
Feature: Actions the rules forbid are refused and change nothing: Spanish Belote (four players, seed 000)
  Each scenario tries one action the rules forbid: the engine must refuse it, citing the rule it breaks, leave
  the deal exactly as it was, and still let the right player act. Every scenario deals the same deck, top card
  first, S dealing. The bidding that ends it: E takes. Then diamonds are trump, E leads and play goes E, N, W,
  S; the hands are S: KC QH 9H 8H AS JS 9S 7S; E: AC 10C 10D 8D AH 10S KS QS; N: QC 9C JD AD 10H KH JH 7H; W:
  JC 8C 7C 9D KD QD 7D 8S.

  @area:play @source:S000
  Scenario: A card played during the bidding is rejected
    Source S000: "Если кто-то определил козырную карту, игра продолжается, каждому игроку раздаются еще три карты"

    Given S deals the deck 10C AC QS JH 10H QC 7C 9D KD 9S 8H QH 10S AH 9C KH JC 8S KC 9H 10D KS 8D JD AD 7H 7D 8C QD JS AS 7S
    When E plays 10C
    Then the play is rejected citing phase
    And the state is unchanged
    And it is E's turn to bid
    When E takes
    Then it is E's turn to play

  @area:bidding @source:S000
  Scenario: A bid out of turn is rejected
    Source S000: "Игру начинает игрок «рука», который может выбирать между пасом или входом в игру."

    Given S deals the deck 10C AC QS JH 10H QC 7C 9D KD 9S 8H QH 10S AH 9C KH JC 8S KC 9H 10D KS 8D JD AD 7H 7D 8C QD JS AS 7S
    When E passes
    And E passes
    Then the bid is rejected citing turn
    And the state is unchanged
    And it is N's turn to bid

  @area:bidding @source:S000
  Scenario: A bid once the bidding is over is rejected
    Source S000: "Если кто-то определил козырную карту, игра продолжается, каждому игроку раздаются еще три карты"

    Given S deals the deck 10C AC QS JH 10H QC 7C 9D KD 9S 8H QH 10S AH 9C KH JC 8S KC 9H 10D KS 8D JD AD 7H 7D 8C QD JS AS 7S
    When E takes
    And E passes
    Then the bid is rejected citing phase
    And the state is unchanged
    And it is E's turn to play

  @area:play @source:S000
  Scenario: A card played before the leader's is rejected
    Source S000: ""Рука" начинает игру, кладя открытую карту на стол."
    Source S000: "Играть или объявлять вне очереди -> 10 очков"

    Given S deals the deck 10C AC QS JH 10H QC 7C 9D KD 9S 8H QH 10S AH 9C KH JC 8S KC 9H 10D KS 8D JD AD 7H 7D 8C QD JS AS 7S
    When E takes
    And N plays JH
    Then the play is rejected citing turn
    And the state is unchanged
    And it is E's turn to play
    When E plays AC
    Then it is N's turn to play

  @area:play @source:S000
  Scenario: A second card from the same player in one trick is rejected
    Source S000: "Играть или объявлять вне очереди -> 10 очков"

    Given S deals the deck 10C AC QS JH 10H QC 7C 9D KD 9S 8H QH 10S AH 9C KH JC 8S KC 9H 10D KS 8D JD AD 7H 7D 8C QD JS AS 7S
    When E takes
    And E plays QS
    And E plays KS
    Then the play is rejected citing turn
    And the state is unchanged
    And it is N's turn to play
    When N plays QC
    Then it is W's turn to play

  @area:play @source:S000
  Scenario: A card the player does not hold is rejected
    Source S000: "дважды раздает по пять карт каждому"

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

  @area:play @source:S000
  Scenario: A card of another suit is rejected from a player who holds the led suit
    Source S000: "Обязательно следовать масти карты, сыгранной противником."

    Given S deals the deck 10C AC QS JH 10H QC 7C 9D KD 9S 8H QH 10S AH 9C KH JC 8S KC 9H 10D KS 8D JD AD 7H 7D 8C QD JS AS 7S
    When E takes
    And E plays AH
    And N plays 9C
    Then the play is rejected citing /play/obligations/follow_suit
    And the state is unchanged
    And it is N's turn to play
    When N plays 10H
    Then it is W's turn to play
