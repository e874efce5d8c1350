@variant:klaverjas-amsterdam
Feature: Actions the rules forbid are refused and change nothing: Klaverjas, Amsterdam system
  Each scenario tries one action the rules forbid: the engine must refuse it, citing the rule it breaks, leave
  the deal exactly as it was, and still let the right player act. Every scenario deals the same deck, top card
  first, S dealing. The bidding that ends it: S takes hearts. Then hearts are trump, W leads and play goes W,
  N, E, S; the hands are S: 10D 7D 9H 8H QS JS 9S 8S; W: 10C KC JC AD JD 9D KH 7S; N: QD 8D JH AH QH AS 10S
  KS; E: AC QC 9C 8C 7C KD 10H 7H.

  @area:play @source:HUT
  Scenario: A card played during the bidding is rejected
    Source HUT: "Neemt hij aan dan meldt hij welke kleur troef wordt en neemt ieder zijn kaarten op."

    Given S deals the deck JD KH AD 10S QD KS 10H QC 9C 8H 9S 8S 10C 9D AS AH 7C KD 7D 10D JC KC 7S JH QH 8D AC 8C 7H JS 9H QS
    When S plays 8H
    Then the play is rejected citing phase
    And the state is unchanged
    And it is S's turn to bid
    When S takes hearts
    Then it is W's turn to play

  @area:bidding @source:HUT
  Scenario: A bid out of turn is rejected
    Source HUT: "De deler neemt zijn kaarten als eerste op en kijkt of hij aanneemt of past."

    Given S deals the deck JD KH AD 10S QD KS 10H QC 9C 8H 9S 8S 10C 9D AS AH 7C KD 7D 10D JC KC 7S JH QH 8D AC 8C 7H JS 9H QS
    When S passes
    And S passes
    Then the bid is rejected citing turn
    And the state is unchanged
    And it is W's turn to bid

  @area:bidding @source:HUT
  Scenario: A pass is rejected from the player who must bid
    Source HUT: "Past iedereen dan is de eerste speler (gever) alsnog verplicht te spelen."

    Given S deals the deck JD KH AD 10S QD KS 10H QC 9C 8H 9S 8S 10C 9D AS AH 7C KD 7D 10D JC KC 7S JH QH 8D AC 8C 7H JS 9H QS
    When S passes
    And W passes
    And N passes
    And E passes
    Then it is S's turn to bid
    When S passes
    Then the bid is rejected citing /bidding/rounds/1
    And the state is unchanged
    And it is S's turn to bid
    When S takes clubs
    Then the contract is clubs taken by S

  @area:bidding @source:HUT
  Scenario: A bid once the bidding is over is rejected
    Source HUT: "Neemt hij aan dan meldt hij welke kleur troef wordt en neemt ieder zijn kaarten op."

    Given S deals the deck JD KH AD 10S QD KS 10H QC 9C 8H 9S 8S 10C 9D AS AH 7C KD 7D 10D JC KC 7S JH QH 8D AC 8C 7H JS 9H QS
    When S takes hearts
    And W passes
    Then the bid is rejected citing phase
    And the state is unchanged
    And it is W's turn to play

  @area:play @source:HUT
  Scenario: A card played before the leader's is rejected
    Source HUT: "Degene die links van de gever zit komt altijd uit!"

    Given S deals the deck JD KH AD 10S QD KS 10H QC 9C 8H 9S 8S 10C 9D AS AH 7C KD 7D 10D JC KC 7S JH QH 8D AC 8C 7H JS 9H QS
    When S takes hearts
    And N plays AH
    Then the play is rejected citing turn
    And the state is unchanged
    And it is W's turn to play
    When W plays KC
    Then it is N's turn to play

  @area:play @source:NKU
  Scenario: A second card from the same player in one trick is rejected
    Source NKU: "De kaarten worden met de klok mee gedeeld"

    Given S deals the deck JD KH AD 10S QD KS 10H QC 9C 8H 9S 8S 10C 9D AS AH 7C KD 7D 10D JC KC 7S JH QH 8D AC 8C 7H JS 9H QS
    When S takes hearts
    And W plays 9D
    And W plays AD
    Then the play is rejected citing turn
    And the state is unchanged
    And it is N's turn to play
    When N plays QD
    Then it is E's turn to play

  @area:play @source:NKU
  Scenario: A card the player does not hold is rejected
    Source NKU: "iedere speler ontvangt er 8"

    Given S deals the deck JD KH AD 10S QD KS 10H QC 9C 8H 9S 8S 10C 9D AS AH 7C KD 7D 10D JC KC 7S JH QH 8D AC 8C 7H JS 9H QS
    When S takes hearts
    And W plays 10C
    And N plays QH
    And E plays AC
    And S plays 9H
    Then it is S's turn to play
    When S plays 9D
    Then the play is rejected citing card-not-in-hand
    And the state is unchanged
    And it is S's turn to play
    When S plays 9S
    Then it is W's turn to play

  @area:play @source:HUT
  Scenario: A card of another suit is rejected from a player who holds the led suit
    Source HUT: "Men is verplicht een voorgespeelde kleur bij te lopen"

    Given S deals the deck JD KH AD 10S QD KS 10H QC 9C 8H 9S 8S 10C 9D AS AH 7C KD 7D 10D JC KC 7S JH QH 8D AC 8C 7H JS 9H QS
    When S takes hearts
    And W plays 7S
    And N plays 8D
    Then the play is rejected citing /play/obligations/follow_suit
    And the state is unchanged
    And it is N's turn to play
    When N plays 10S
    Then it is E's turn to play

  @area:play @source:KJO
  Scenario: A lower trump is rejected on a trump lead from a player who holds a higher one
    Source KJO: "maar als je troeft moet je overtroeven."

    Given S deals the deck JD KH AD 10S QD KS 10H QC 9C 8H 9S 8S 10C 9D AS AH 7C KD 7D 10D JC KC 7S JH QH 8D AC 8C 7H JS 9H QS
    When S takes hearts
    And W plays KH
    And N plays QH
    Then the play is rejected citing /play/obligations/overtrump_when_trump_led
    And the state is unchanged
    And it is N's turn to play
    When N plays AH
    Then it is E's turn to play

  @area:play @source:HUT
  Scenario: A plain card is rejected from a player void in the led suit who holds a trump
    Source HUT: "kan men dit niet dan is men afhankelijk of men Amsterdams- of Rotterdams systeem speelt wel of niet verplicht in te troeven"

    Given S deals the deck JD KH AD 10S QD KS 10H QC 9C 8H 9S 8S 10C 9D AS AH 7C KD 7D 10D JC KC 7S JH QH 8D AC 8C 7H JS 9H QS
    When S takes hearts
    And W plays 10C
    And N plays 8D
    Then the play is rejected citing /play/obligations/trump_when_void
    And the state is unchanged
    And it is N's turn to play
    When N plays AH
    Then it is E's turn to play

  @area:play @source:KJO
  Scenario: A lower trump is rejected over a ruff from a player who holds a higher one
    Source KJO: "maar als je troeft moet je overtroeven."

    Given S deals the deck JD KH AD 10S QD KS 10H QC 9C 8H 9S 8S 10C 9D AS AH 7C KD 7D 10D JC KC 7S JH QH 8D AC 8C 7H JS 9H QS
    When S takes hearts
    And W plays JD
    And N plays QD
    And E plays KD
    And S plays 7D
    And E plays 8C
    And S plays 9H
    And W plays 10C
    And N plays 8D
    And S plays 10D
    And W plays AD
    And N plays QH
    And E plays 7H
    Then the play is rejected citing /play/obligations/overtrump_on_ruff
    And the state is unchanged
    And it is E's turn to play
    When E plays 10H
    Then it is E's turn to play

  @area:play @source:KJO
  Scenario: A trump lower than the partner's ruff is rejected from a player who holds another suit
    Source KJO: "Het is hier verboden om onder te troeven."

    Given S deals the deck JD KH AD 10S QD KS 10H QC 9C 8H 9S 8S 10C 9D AS AH 7C KD 7D 10D JC KC 7S JH QH 8D AC 8C 7H JS 9H QS
    When S takes hearts
    And W plays JC
    And N plays JH
    And E plays 8C
    And S plays 10D
    And N plays AS
    And E plays 10H
    And S plays JS
    And W plays 7S
    And E plays 7C
    And S plays 9H
    And W plays KC
    And N plays QH
    Then the play is rejected citing /play/obligations/undertrump_ban
    And the state is unchanged
    And it is N's turn to play
    When N plays QD
    Then it is S's turn to play
