@variant:bulgarian-2p
Feature: Actions the rules forbid are refused and change nothing: Bulgarian Belot (two players)
  Each scenario tries one action the rules forbid: the engine must refuse it, citing the rule it breaks, leave
  the deal exactly as it was, and still let the right player act. Every scenario deals the same deck, top card
  first, S dealing. The bidding that ends it: N bids clubs; S passes. Then clubs are trump, N leads and play
  goes N, S; the hands are S: JC KC AD 10D QD 9D AS JS 9S; N: 9C AC QC KD AH JH 10S KS QS.

  @area:play @source:S004
  Scenario: A card played during the bidding is rejected
    Source S004: "Келісімге келген жағдайда, тағы 3 карта таратылады."

    Given S deals the deck JH 9C AH 10D 9D AD KS QS KD KC JC JS QC 10S AC 9S QD AS QH KH JD 10C 10H 9H
    When N plays JH
    Then the play is rejected citing phase
    And the state is unchanged
    And it is N's turn to bid
    When N bids clubs
    And S passes
    Then it is N's turn to play

  @area:bidding @source:S004
  Scenario: A bid out of turn is rejected
    Source S004: "алғашқы 6 карта ойыншыларға таратылады және дилер емес ойыншыдан бастап сауда басталады."

    Given S deals the deck JH 9C AH 10D 9D AD KS QS KD KC JC JS QC 10S AC 9S QD AS QH KH JD 10C 10H 9H
    When N passes
    And N passes
    Then the bid is rejected citing turn
    And the state is unchanged
    And it is S's turn to bid

  @area:bidding @source:S004
  Scenario: A bid once the bidding is over is rejected
    Source S004: "Келісімге келген жағдайда, тағы 3 карта таратылады."

    Given S deals the deck JH 9C AH 10D 9D AD KS QS KD KC JC JS QC 10S AC 9S QD AS QH KH JD 10C 10H 9H
    When N bids clubs
    And S passes
    And N passes
    Then the bid is rejected citing phase
    And the state is unchanged
    And it is N's turn to play

  @area:bidding @source:BG
  Scenario: A bid no higher than the one before is rejected
    Source BG: "The next player can suggest a higher game or pass."

    Given S deals the deck JH 9C AH 10D 9D AD KS QS KD KC JC JS QC 10S AC 9S QD AS QH KH JD 10C 10H 9H
    When N bids hearts
    And S bids diamonds
    Then the bid is rejected citing /bidding/auction/raise_by
    And the state is unchanged
    And it is S's turn to bid
    When S bids spades
    Then it is N's turn to bid

  @area:play @source:S004
  Scenario: A card played before the leader's is rejected
    Source S004: "дилер емес ойыншыдан бастап сауда басталады"

    Given S deals the deck JH 9C AH 10D 9D AD KS QS KD KC JC JS QC 10S AC 9S QD AS QH KH JD 10C 10H 9H
    When N bids clubs
    And S passes
    And S plays 9S
    Then the play is rejected citing turn
    And the state is unchanged
    And it is N's turn to play
    When N plays QC
    Then it is S's turn to play

  @area:play @source:S004
  Scenario: A second card from the same player in one trick is rejected
    Source S004: "және кезекпен, сағат тіліне қарсы бағытта ойнайды"

    Given S deals the deck JH 9C AH 10D 9D AD KS QS KD KC JC JS QC 10S AC 9S QD AS QH KH JD 10C 10H 9H
    When N bids clubs
    And S passes
    And N plays 10S
    And N plays KS
    Then the play is rejected citing turn
    And the state is unchanged
    And it is S's turn to play
    When S plays 9S
    Then it is N's turn to play

  @area:play @source:BG
  Scenario: A card the player does not hold is rejected
    Source BG: "He/she places one of their cards on the table"

    Given S deals the deck JH 9C AH 10D 9D AD KS QS KD KC JC JS QC 10S AC 9S QD AS QH KH JD 10C 10H 9H
    When N bids clubs
    And S passes
    And N plays QS
    And S plays 9S
    Then it is N's turn to play
    When N plays JS
    Then the play is rejected citing card-not-in-hand
    And the state is unchanged
    And it is N's turn to play
    When N plays AC
    Then it is S's turn to play

  @area:play @source:S004
  Scenario: A card of another suit is rejected from a player who holds the led suit
    Source S004: "Келесі ойыншылар мүмкіндігі болса, сол түске ойнауы керек."

    Given S deals the deck JH 9C AH 10D 9D AD KS QS KD KC JC JS QC 10S AC 9S QD AS QH KH JD 10C 10H 9H
    When N bids clubs
    And S passes
    And N plays QC
    And S plays 9D
    Then the play is rejected citing /play/obligations/follow_suit
    And the state is unchanged
    And it is S's turn to play
    When S plays JC
    Then it is S's turn to play

  @area:play @source:S004
  Scenario: A lower trump is rejected on a trump lead from a player who holds a higher one
    Source S004: "Егер бірінші ойналған карта козы болса, келесі ойыншылар да козымен ойнауы керек және мүмкіндігі болса, бұрынғы карталарды жеңетін козы картасын салуға тиіс."

    Given S deals the deck JH 9C AH 10D 9D AD KS QS KD KC JC JS QC 10S AC 9S QD AS QH KH JD 10C 10H 9H
    When N bids clubs
    And S passes
    And N plays AC
    And S plays KC
    Then the play is rejected citing /play/obligations/overtrump_when_trump_led
    And the state is unchanged
    And it is S's turn to play
    When S plays JC
    Then it is S's turn to play

  @area:play @source:S004
  Scenario: A plain card is rejected from a player void in the led suit who holds a trump
    Source S004: "Егер ойыншы сол түспен ойнай алмаса, міндетті түрде козы картасын ойнауы керек."

    Given S deals the deck JH 9C AH 10D 9D AD KS QS KD KC JC JS QC 10S AC 9S QD AS QH KH JD 10C 10H 9H
    When N bids clubs
    And S passes
    And N plays JH
    And S plays 9D
    Then the play is rejected citing /play/obligations/trump_when_void
    And the state is unchanged
    And it is S's turn to play
    When S plays KC
    Then it is S's turn to play
