@variant:spanish-belote
Feature: Actions the rules forbid are refused and change nothing: Spanish Belote (two players, seed 000)
  Each scenario tries one action the rules forbid: the engine must refuse it, citing the rule it breaks, leave
  the deal exactly as it was, and still let the right player act. Every scenario deals the same deck, top card
  first, S dealing. The bidding that ends it: N takes. Then spades are trump, N leads and play goes N, S; the
  hands are S: KC QC JC 10H QH JH 8H 9S 8S; N: AC 10C 9C 7C KD 9D AH KH QS.

  @area:play @source:S000
  Scenario: A card played during the bidding is rejected
    Source S000: "После получения трех дополнительных карт каждый игрок изучает свои девять карт, и игрок «рука» объявляет о своей комбинации перед тем, как положить первую карту на стол, чтобы начать игру."

    Given S deals the deck 10C AC QS JH 10H QC 7C 9D KD 9S 8H QH 10S AH 9C KH JC 8S KC 9H 10D KS 8D JD AD 7H 7D 8C QD JS AS 7S
    When N plays 10C
    Then the play is rejected citing phase
    And the state is unchanged
    And it is N's turn to bid
    When N takes
    Then it is N's turn to play

  @area:bidding @source:S000
  Scenario: A bid out of turn is rejected
    Source S000: "Игрок «рука» начинает с изучения своих карт"

    Given S deals the deck 10C AC QS JH 10H QC 7C 9D KD 9S 8H QH 10S AH 9C KH JC 8S KC 9H 10D KS 8D JD AD 7H 7D 8C QD JS AS 7S
    When N passes
    And N passes
    Then the bid is rejected citing turn
    And the state is unchanged
    And it is S's turn to bid

  @area:bidding @source:S000
  Scenario: A bid once the bidding is over is rejected
    Source S000: "После того, как оба игрока принимают козырь, дилер раздает каждому по три карты."

    Given S deals the deck 10C AC QS JH 10H QC 7C 9D KD 9S 8H QH 10S AH 9C KH JC 8S KC 9H 10D KS 8D JD AD 7H 7D 8C QD JS AS 7S
    When N takes
    And N passes
    Then the bid is rejected citing phase
    And the state is unchanged
    And it is N's turn to play

  @area:play @source:S000
  Scenario: A card played before the leader's is rejected
    Source S000: ""Рука" начинает игру, кладя открытую карту на стол."
    Source S000: "Играть или объявлять вне очереди -> 10 очков"

    Given S deals the deck 10C AC QS JH 10H QC 7C 9D KD 9S 8H QH 10S AH 9C KH JC 8S KC 9H 10D KS 8D JD AD 7H 7D 8C QD JS AS 7S
    When N takes
    And S plays QH
    Then the play is rejected citing turn
    And the state is unchanged
    And it is N's turn to play
    When N plays 9C
    Then it is S's turn to play

  @area:play @source:S000
  Scenario: A second card from the same player in one trick is rejected
    Source S000: "Противник сыграет карту, которая ему больше всего подходит."
    Source S000: "Играть или объявлять вне очереди -> 10 очков"

    Given S deals the deck 10C AC QS JH 10H QC 7C 9D KD 9S 8H QH 10S AH 9C KH JC 8S KC 9H 10D KS 8D JD AD 7H 7D 8C QD JS AS 7S
    When N takes
    And N plays KH
    And N plays AH
    Then the play is rejected citing turn
    And the state is unchanged
    And it is S's turn to play
    When S plays 8H
    Then it is N's turn to play

  @area:play @source:S000
  Scenario: A card the player does not hold is rejected
    Source S000: "каждый игрок изучает свои девять карт"

    Given S deals the deck 10C AC QS JH 10H QC 7C 9D KD 9S 8H QH 10S AH 9C KH JC 8S KC 9H 10D KS 8D JD AD 7H 7D 8C QD JS AS 7S
    When N takes
    And N plays AH
    And S plays 10H
    Then it is N's turn to play
    When N plays 8S
    Then the play is rejected citing card-not-in-hand
    And the state is unchanged
    And it is N's turn to play
    When N plays 10C
    Then it is S's turn to play

  @area:play @source:S000
  Scenario: A card of another suit is rejected from a player who holds the led suit
    Source S000: "Обязательно следовать масти карты, сыгранной противником."

    Given S deals the deck 10C AC QS JH 10H QC 7C 9D KD 9S 8H QH 10S AH 9C KH JC 8S KC 9H 10D KS 8D JD AD 7H 7D 8C QD JS AS 7S
    When N takes
    And N plays AC
    And S plays 8H
    Then the play is rejected citing /play/obligations/follow_suit
    And the state is unchanged
    And it is S's turn to play
    When S plays JC
    Then it is N's turn to play
