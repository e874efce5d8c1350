@variant:bulgarian-3p
Feature: Actions the rules forbid are refused and change nothing: Bulgarian Belot (three players)
  Each scenario tries one action the rules forbid: the engine must refuse it, citing the rule it breaks, leave
  the deal exactly as it was, and still let the right player act. Every scenario deals the same deck, top card
  first, S dealing. The bidding that ends it: E bids hearts; W passes; S passes. Then hearts are trump, E
  leads and play goes E, W, S; the hands are S: 10D KD QD JD AH 10S JS 9S; E: JC 9C 9D 10H KH AS KS QS; W: AC
  10C KC QC AD JH 9H QH.

  @area:play @source:S004
  Scenario: A card played during the bidding is rejected
    Source S004: "Егер келісімге келсе, тағы 3 карта беріледі."

    Given S deals the deck 9D KH QS JH 10C AC 10S KD QD 10H AS 9H QC JD JS KS 9C JC QH AD KC AH 9S 10D
    When E plays 9D
    Then the play is rejected citing phase
    And the state is unchanged
    And it is E's turn to bid
    When E bids hearts
    And W passes
    And S passes
    Then it is E's turn to play

  @area:bidding @source:S004
  Scenario: A bid out of turn is rejected
    Source S004: "Дилердің оң жағында отырған ойыншы козырды таңдайды немесе өтеді."

    Given S deals the deck 9D KH QS JH 10C AC 10S KD QD 10H AS 9H QC JD JS KS 9C JC QH AD KC AH 9S 10D
    When E passes
    And E passes
    Then the bid is rejected citing turn
    And the state is unchanged
    And it is W's turn to bid

  @area:bidding @source:S004
  Scenario: A bid once the bidding is over is rejected
    Source S004: "Келесі ойыншыға оны қабылдау немесе өту мүмкіндігі бар."

    Given S deals the deck 9D KH QS JH 10C AC 10S KD QD 10H AS 9H QC JD JS KS 9C JC QH AD KC AH 9S 10D
    When E bids hearts
    And W passes
    And S passes
    And E passes
    Then the bid is rejected citing phase
    And the state is unchanged
    And it is E's turn to play

  @area:bidding @source:BG
  Scenario: A bid no higher than the one before is rejected
    Source BG: "The next player can suggest a higher game or pass."

    Given S deals the deck 9D KH QS JH 10C AC 10S KD QD 10H AS 9H QC JD JS KS 9C JC QH AD KC AH 9S 10D
    When E bids hearts
    And W bids diamonds
    Then the bid is rejected citing /bidding/auction/raise_by
    And the state is unchanged
    And it is W's turn to bid
    When W bids spades
    Then it is S's turn to bid

  @area:play @source:S004
  Scenario: A card played before the leader's is rejected
    Source S004: "Дилердің оң жағындағы ойыншы бірінші болып картасын ойнайды."

    Given S deals the deck 9D KH QS JH 10C AC 10S KD QD 10H AS 9H QC JD JS KS 9C JC QH AD KC AH 9S 10D
    When E bids hearts
    And W passes
    And S passes
    And W plays QH
    Then the play is rejected citing turn
    And the state is unchanged
    And it is E's turn to play
    When E plays QS
    Then it is W's turn to play

  @area:play @source:S004
  Scenario: A second card from the same player in one trick is rejected
    Source S004: "және кезекпен, сағат тіліне қарсы бағытта ойнайды"

    Given S deals the deck 9D KH QS JH 10C AC 10S KD QD 10H AS 9H QC JD JS KS 9C JC QH AD KC AH 9S 10D
    When E bids hearts
    And W passes
    And S passes
    And E plays 10H
    And E plays KH
    Then the play is rejected citing turn
    And the state is unchanged
    And it is W's turn to play
    When W plays JH
    Then it is S's turn to play

  @area:play @source:BG
  Scenario: A card the player does not hold is rejected
    Source BG: "He/she places one of their cards on the table"

    Given S deals the deck 9D KH QS JH 10C AC 10S KD QD 10H AS 9H QC JD JS KS 9C JC QH AD KC AH 9S 10D
    When E bids hearts
    And W passes
    And S passes
    And E plays AS
    And W plays JH
    And S plays 9S
    Then it is W's turn to play
    When W plays 10S
    Then the play is rejected citing card-not-in-hand
    And the state is unchanged
    And it is W's turn to play
    When W plays KC
    Then it is S's turn to play

  @area:play @source:S004
  Scenario: A card of another suit is rejected from a player who holds the led suit
    Source S004: "Келесі ойыншылар мүмкіндігі болса, сол түске ойнауы керек."

    Given S deals the deck 9D KH QS JH 10C AC 10S KD QD 10H AS 9H QC JD JS KS 9C JC QH AD KC AH 9S 10D
    When E bids hearts
    And W passes
    And S passes
    And E plays 9C
    And W plays AD
    Then the play is rejected citing /play/obligations/follow_suit
    And the state is unchanged
    And it is W's turn to play
    When W plays 10C
    Then it is S's turn to play

  @area:play @source:S004
  Scenario: A lower trump is rejected on a trump lead from a player who holds a higher one
    Source S004: "Егер бірінші ойналған карта козы болса, келесі ойыншылар да козымен ойнауы керек және мүмкіндігі болса, бұрынғы карталарды жеңетін козы картасын салуға тиіс."

    Given S deals the deck 9D KH QS JH 10C AC 10S KD QD 10H AS 9H QC JD JS KS 9C JC QH AD KC AH 9S 10D
    When E bids hearts
    And W passes
    And S passes
    And E plays 10H
    And W plays QH
    Then the play is rejected citing /play/obligations/overtrump_when_trump_led
    And the state is unchanged
    And it is W's turn to play
    When W plays JH
    Then it is S's turn to play

  @area:play @source:S004
  Scenario: A plain card is rejected from a player void in the led suit who holds a trump
    Source S004: "Егер ойыншы сол түспен ойнай алмаса, міндетті түрде козы картасын ойнауы керек."

    Given S deals the deck 9D KH QS JH 10C AC 10S KD QD 10H AS 9H QC JD JS KS 9C JC QH AD KC AH 9S 10D
    When E bids hearts
    And W passes
    And S passes
    And E plays AS
    And W plays 10C
    Then the play is rejected citing /play/obligations/trump_when_void
    And the state is unchanged
    And it is W's turn to play
    When W plays QH
    Then it is S's turn to play
