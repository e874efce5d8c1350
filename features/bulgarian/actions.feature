@variant:bulgarian
Feature: Actions the rules forbid are refused and change nothing: Bulgarian Belot (four players)
  Each scenario tries one action the rules forbid: the engine must refuse it, citing the rule it breaks, leave
  the deal exactly as it was, and still let the right player act. Every scenario deals the same deck, top card
  first, S dealing. The bidding that ends it: E bids clubs; N passes; W passes; S passes. Then clubs are
  trump, E leads and play goes E, N, W, S; the hands are S: KC QH 9H 8H AS JS 9S 7S; E: AC 10C 10D 8D AH 10S
  KS QS; N: 9C QC AD JD 10H KH JH 7H; W: JC 8C 7C KD QD 9D 7D 8S.

  @area:play @source:BG
  Scenario: A card played during the bidding is rejected
    Source BG: "Bidding ends when three players consecutively bid a pass. Then the dealer deals 3 extra cards."

    Given S deals the deck 10C AC QS JH 10H QC 7C 9D KD 9S 8H QH 10S AH 9C KH JC 8S KC 9H 10D KS 8D JD AD 7H 7D 8C QD JS AS 7S
    When E plays 10C
    Then the play is rejected citing phase
    And the state is unchanged
    And it is E's turn to bid
    When E bids clubs
    And N passes
    And W passes
    And S passes
    Then it is E's turn to play

  @area:bidding @source:BG
  Scenario: A bid out of turn is rejected
    Source BG: "The first bidder is the player to the right of the dealer."

    Given S deals the deck 10C AC QS JH 10H QC 7C 9D KD 9S 8H QH 10S AH 9C KH JC 8S KC 9H 10D KS 8D JD AD 7H 7D 8C QD JS AS 7S
    When E passes
    And E passes
    Then the bid is rejected citing turn
    And the state is unchanged
    And it is N's turn to bid

  @area:bidding @source:BG
  Scenario: A bid once the bidding is over is rejected
    Source BG: "Bidding ends when three players consecutively bid a pass."

    Given S deals the deck 10C AC QS JH 10H QC 7C 9D KD 9S 8H QH 10S AH 9C KH JC 8S KC 9H 10D KS 8D JD AD 7H 7D 8C QD JS AS 7S
    When E bids clubs
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

    Given S deals the deck 10C AC QS JH 10H QC 7C 9D KD 9S 8H QH 10S AH 9C KH JC 8S KC 9H 10D KS 8D JD AD 7H 7D 8C QD JS AS 7S
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

    Given S deals the deck 10C AC QS JH 10H QC 7C 9D KD 9S 8H QH 10S AH 9C KH JC 8S KC 9H 10D KS 8D JD AD 7H 7D 8C QD JS AS 7S
    When E bids clubs
    And N passes
    And W passes
    And S passes
    And N plays JH
    Then the play is rejected citing turn
    And the state is unchanged
    And it is E's turn to play
    When E plays AC
    Then it is N's turn to play

  @area:play @source:S004
  Scenario: A second card from the same player in one trick is rejected
    Source S004: "және кезекпен, сағат тіліне қарсы бағытта ойнайды"

    Given S deals the deck 10C AC QS JH 10H QC 7C 9D KD 9S 8H QH 10S AH 9C KH JC 8S KC 9H 10D KS 8D JD AD 7H 7D 8C QD JS AS 7S
    When E bids clubs
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

  @area:play @source:BG
  Scenario: A card the player does not hold is rejected
    Source BG: "He/she places one of their cards on the table"

    Given S deals the deck 10C AC QS JH 10H QC 7C 9D KD 9S 8H QH 10S AH 9C KH JC 8S KC 9H 10D KS 8D JD AD 7H 7D 8C QD JS AS 7S
    When E bids clubs
    And N passes
    And W passes
    And S passes
    And E plays KS
    And N plays 9C
    And W plays 8S
    And S plays 9S
    Then it is N's turn to play
    When N plays 8C
    Then the play is rejected citing card-not-in-hand
    And the state is unchanged
    And it is N's turn to play
    When N plays JH
    Then it is W's turn to play

  @area:play @source:S004
  Scenario: A card of another suit is rejected from a player who holds the led suit
    Source S004: "Келесі ойыншылар мүмкіндігі болса, сол түске ойнауы керек."

    Given S deals the deck 10C AC QS JH 10H QC 7C 9D KD 9S 8H QH 10S AH 9C KH JC 8S KC 9H 10D KS 8D JD AD 7H 7D 8C QD JS AS 7S
    When E bids clubs
    And N passes
    And W passes
    And S passes
    And E plays 10C
    And N plays JD
    Then the play is rejected citing /play/obligations/follow_suit
    And the state is unchanged
    And it is N's turn to play
    When N plays 9C
    Then it is W's turn to play

  @area:play @source:S004
  Scenario: A lower trump is rejected on a trump lead from a player who holds a higher one
    Source S004: "Егер бірінші ойналған карта козы болса, келесі ойыншылар да козымен ойнауы керек және мүмкіндігі болса, бұрынғы карталарды жеңетін козы картасын салуға тиіс."

    Given S deals the deck 10C AC QS JH 10H QC 7C 9D KD 9S 8H QH 10S AH 9C KH JC 8S KC 9H 10D KS 8D JD AD 7H 7D 8C QD JS AS 7S
    When E bids clubs
    And N passes
    And W passes
    And S passes
    And E plays 10C
    And N plays QC
    Then the play is rejected citing /play/obligations/overtrump_when_trump_led
    And the state is unchanged
    And it is N's turn to play
    When N plays 9C
    Then it is W's turn to play

  @area:play @source:S004
  Scenario: A plain card is rejected from a player void in the led suit who holds a trump
    Source S004: "Егер ойыншы сол түспен ойнай алмаса, міндетті түрде козы картасын ойнауы керек."

    Given S deals the deck 10C AC QS JH 10H QC 7C 9D KD 9S 8H QH 10S AH 9C KH JC 8S KC 9H 10D KS 8D JD AD 7H 7D 8C QD JS AS 7S
    When E bids clubs
    And N passes
    And W passes
    And S passes
    And E plays 10S
    And N plays JD
    Then the play is rejected citing /play/obligations/trump_when_void
    And the state is unchanged
    And it is N's turn to play
    When N plays QC
    Then it is W's turn to play
