@variant:bulgarian-partner-exempt
Feature: Actions the rules forbid are refused and change nothing: Bulgarian Belot, partner exempt when void (four players)
  Each scenario tries one action the rules forbid: the engine must refuse it, citing the rule it breaks, leave
  the deal exactly as it was, and still let the right player act. Every scenario deals the same deck, top card
  first, S dealing. The bidding that ends it: E bids diamonds; N passes; W passes; S passes. Then diamonds are
  trump, E leads and play goes E, N, W, S; the hands are S: AC QC JC QD 9H JS 9S 7S; E: 8C 8D 10H QH JH AS KS
  8S; N: 7C JD AD 10D KD 7D KH 8H; W: 10C KC 9C 9D AH 7H 10S QS.

  @area:play @source:BG
  Scenario: A card played during the bidding is rejected
    Source BG: "Bidding ends when three players consecutively bid a pass. Then the dealer deals 3 extra cards."

    Given S deals the deck AS QH KS JD AD 7C 7H 10S KC AC JC JS 8D JH 8H 7D 9D QS 9H QC 10H 8C 8S KD KH 10D 9C 10C AH 7S QD 9S
    When E plays AS
    Then the play is rejected citing phase
    And the state is unchanged
    And it is E's turn to bid
    When E bids diamonds
    And N passes
    And W passes
    And S passes
    Then it is E's turn to play

  @area:bidding @source:BG
  Scenario: A bid out of turn is rejected
    Source BG: "The first bidder is the player to the right of the dealer."

    Given S deals the deck AS QH KS JD AD 7C 7H 10S KC AC JC JS 8D JH 8H 7D 9D QS 9H QC 10H 8C 8S KD KH 10D 9C 10C AH 7S QD 9S
    When E passes
    And E passes
    Then the bid is rejected citing turn
    And the state is unchanged
    And it is N's turn to bid

  @area:bidding @source:BG
  Scenario: A bid once the bidding is over is rejected
    Source BG: "Bidding ends when three players consecutively bid a pass."

    Given S deals the deck AS QH KS JD AD 7C 7H 10S KC AC JC JS 8D JH 8H 7D 9D QS 9H QC 10H 8C 8S KD KH 10D 9C 10C AH 7S QD 9S
    When E bids diamonds
    And N passes
    And W passes
    And S passes
    And E passes
    Then the bid is rejected citing phase
    And the state is unchanged
    And it is E's turn to play

  @area:bidding @source:BG
  Scenario: A bid no higher than the one before is rejected
    Source BG: "The next player can suggest a higher game or pass."

    Given S deals the deck AS QH KS JD AD 7C 7H 10S KC AC JC JS 8D JH 8H 7D 9D QS 9H QC 10H 8C 8S KD KH 10D 9C 10C AH 7S QD 9S
    When E bids hearts
    And N bids diamonds
    Then the bid is rejected citing /bidding/auction/raise_by
    And the state is unchanged
    And it is N's turn to bid
    When N bids spades
    Then it is W's turn to bid

  @area:play @source:S004
  Scenario: A card played before the leader's is rejected
    Source S004: "Дилердің оң жағындағы ойыншы бірінші болып картасын ойнайды."

    Given S deals the deck AS QH KS JD AD 7C 7H 10S KC AC JC JS 8D JH 8H 7D 9D QS 9H QC 10H 8C 8S KD KH 10D 9C 10C AH 7S QD 9S
    When E bids diamonds
    And N passes
    And W passes
    And S passes
    And N plays 7D
    Then the play is rejected citing turn
    And the state is unchanged
    And it is E's turn to play
    When E plays 8D
    Then it is N's turn to play

  @area:play @source:S004
  Scenario: A second card from the same player in one trick is rejected
    Source S004: "және кезекпен, сағат тіліне қарсы бағытта ойнайды"

    Given S deals the deck AS QH KS JD AD 7C 7H 10S KC AC JC JS 8D JH 8H 7D 9D QS 9H QC 10H 8C 8S KD KH 10D 9C 10C AH 7S QD 9S
    When E bids diamonds
    And N passes
    And W passes
    And S passes
    And E plays QH
    And E plays 10H
    Then the play is rejected citing turn
    And the state is unchanged
    And it is N's turn to play
    When N plays 8H
    Then it is W's turn to play

  @area:play @source:BG
  Scenario: A card the player does not hold is rejected
    Source BG: "He/she places one of their cards on the table"

    Given S deals the deck AS QH KS JD AD 7C 7H 10S KC AC JC JS 8D JH 8H 7D 9D QS 9H QC 10H 8C 8S KD KH 10D 9C 10C AH 7S QD 9S
    When E bids diamonds
    And N passes
    And W passes
    And S passes
    And E plays 8S
    And N plays KD
    And W plays 10S
    And S plays 9S
    Then it is N's turn to play
    When N plays AH
    Then the play is rejected citing card-not-in-hand
    And the state is unchanged
    And it is N's turn to play
    When N plays JD
    Then it is W's turn to play

  @area:play @source:S004
  Scenario: A card of another suit is rejected from a player who holds the led suit
    Source S004: "Келесі ойыншылар мүмкіндігі болса, сол түске ойнауы керек."

    Given S deals the deck AS QH KS JD AD 7C 7H 10S KC AC JC JS 8D JH 8H 7D 9D QS 9H QC 10H 8C 8S KD KH 10D 9C 10C AH 7S QD 9S
    When E bids diamonds
    And N passes
    And W passes
    And S passes
    And E plays 8C
    And N plays 7D
    Then the play is rejected citing /play/obligations/follow_suit
    And the state is unchanged
    And it is N's turn to play
    When N plays 7C
    Then it is W's turn to play

  @area:play @source:S004
  Scenario: A lower trump is rejected on a trump lead from a player who holds a higher one
    Source S004: "Егер бірінші ойналған карта козы болса, келесі ойыншылар да козымен ойнауы керек және мүмкіндігі болса, бұрынғы карталарды жеңетін козы картасын салуға тиіс."

    Given S deals the deck AS QH KS JD AD 7C 7H 10S KC AC JC JS 8D JH 8H 7D 9D QS 9H QC 10H 8C 8S KD KH 10D 9C 10C AH 7S QD 9S
    When E bids diamonds
    And N passes
    And W passes
    And S passes
    And E plays 8D
    And N plays 7D
    Then the play is rejected citing /play/obligations/overtrump_when_trump_led
    And the state is unchanged
    And it is N's turn to play
    When N plays 10D
    Then it is W's turn to play

  @area:play @source:BG
  Scenario: A plain card is rejected from a player void in the led suit who holds a trump
    Source BG: "If a player doesn't hold a card of the "wanted" suit he/she is obliged to play a trump card (trumping) only if the hand is being won by an opponent so far."

    Given S deals the deck AS QH KS JD AD 7C 7H 10S KC AC JC JS 8D JH 8H 7D 9D QS 9H QC 10H 8C 8S KD KH 10D 9C 10C AH 7S QD 9S
    When E bids diamonds
    And N passes
    And W passes
    And S passes
    And E plays 8S
    And N plays 7C
    Then the play is rejected citing /play/obligations/trump_when_void
    And the state is unchanged
    And it is N's turn to play
    When N plays 7D
    Then it is W's turn to play

  @area:play @source:BG
  Scenario: A lower trump is rejected over a ruff from a player who holds a higher one
    Source BG: "If the opponent has already (trumped) and you cannot follow suit you must play a higher trump if you can (otherwise you can play any card)."

    Given S deals the deck AS QH KS JD AD 7C 7H 10S KC AC JC JS 8D JH 8H 7D 9D QS 9H QC 10H 8C 8S KD KH 10D 9C 10C AH 7S QD 9S
    When E bids diamonds
    And N passes
    And W passes
    And S passes
    And E plays 8C
    And N plays 7C
    And W plays 9C
    And S plays JC
    And S plays AC
    And E plays 8D
    And N plays 7D
    Then the play is rejected citing /play/obligations/overtrump_on_ruff
    And the state is unchanged
    And it is N's turn to play
    When N plays KD
    Then it is W's turn to play
