@variant:open-belot
Feature: Actions the rules forbid are refused and change nothing: Open Belot (two players, Bulgarian)
  Each scenario tries one action the rules forbid: the engine must refuse it, citing the rule it breaks, leave
  the deal exactly as it was, and still let the right player act. Every scenario deals the same deck, top card
  first, S dealing. The bidding that ends it: N bids clubs; S passes. Then clubs are trump, N leads and play
  goes N, S; the cards each may play (in hand or face up on the table) are S: 9C QC KD QD JD 9D 8D 7D AH KH QH
  8H; N: 10C 8C 7C 10H JH 9H 7H 10S KS QS JS 9S.

  @area:play @source:S004
  Scenario: A card played during the bidding is rejected
    Source S004: "Барлық карталар таратылғаннан кейін, саудадан кейін таратылатын 6 карта қалады"

    Given S deals the deck 10H JS 8C JD 8H KH 7H KS KD AH 10D 7S KC AC AS AD 8S JC 9S 9C QS QD 7C QC 9H 9D 10C 10S JH QH 7D 8D
    When N plays 10H
    Then the play is rejected citing phase
    And the state is unchanged
    And it is N's turn to bid
    When N bids clubs
    And S passes
    Then it is N's turn to play

  @area:bidding @source:S004
  Scenario: A bid out of turn is rejected
    Source S004: "алғашқы 6 карта ойыншыларға таратылады және дилер емес ойыншыдан бастап сауда басталады."

    Given S deals the deck 10H JS 8C JD 8H KH 7H KS KD AH 10D 7S KC AC AS AD 8S JC 9S 9C QS QD 7C QC 9H 9D 10C 10S JH QH 7D 8D
    When N passes
    And N passes
    Then the bid is rejected citing turn
    And the state is unchanged
    And it is S's turn to bid

  @area:bidding @source:S004
  Scenario: A bid once the bidding is over is rejected
    Source S004: "Барлық карталар таратылғаннан кейін, саудадан кейін таратылатын 6 карта қалады"

    Given S deals the deck 10H JS 8C JD 8H KH 7H KS KD AH 10D 7S KC AC AS AD 8S JC 9S 9C QS QD 7C QC 9H 9D 10C 10S JH QH 7D 8D
    When N bids clubs
    And S passes
    And N passes
    Then the bid is rejected citing phase
    And the state is unchanged
    And it is N's turn to play

  @area:bidding @source:BG
  Scenario: A bid no higher than the one before is rejected
    Source BG: "The next player can suggest a higher game or pass."

    Given S deals the deck 10H JS 8C JD 8H KH 7H KS KD AH 10D 7S KC AC AS AD 8S JC 9S 9C QS QD 7C QC 9H 9D 10C 10S JH QH 7D 8D
    When N bids hearts
    And S bids diamonds
    Then the bid is rejected citing /bidding/auction/raise_by
    And the state is unchanged
    And it is S's turn to bid
    When S bids spades
    Then it is N's turn to bid

  @area:play @source:S004
  Scenario: A card played before the leader's is rejected
    Source S004: "Ойнау және есептеу ережелері стандартты 4 ойыншылық белотқа ұқсас"

    Given S deals the deck 10H JS 8C JD 8H KH 7H KS KD AH 10D 7S KC AC AS AD 8S JC 9S 9C QS QD 7C QC 9H 9D 10C 10S JH QH 7D 8D
    When N bids clubs
    And S passes
    And S plays QC
    Then the play is rejected citing turn
    And the state is unchanged
    And it is N's turn to play
    When N plays 7C
    Then it is S's turn to play

  @area:play @source:S004
  Scenario: A second card from the same player in one trick is rejected
    Source S004: "және кезекпен, сағат тіліне қарсы бағытта ойнайды"

    Given S deals the deck 10H JS 8C JD 8H KH 7H KS KD AH 10D 7S KC AC AS AD 8S JC 9S 9C QS QD 7C QC 9H 9D 10C 10S JH QH 7D 8D
    When N bids clubs
    And S passes
    And N plays 9S
    And N plays KS
    Then the play is rejected citing turn
    And the state is unchanged
    And it is S's turn to play
    When S plays 9C
    Then it is S's turn to play

  @area:play @source:S004
  Scenario: A card the player does not hold is rejected
    Source S004: "әр ойыншы өзінің қолындағы немесе үстелде ашық жатқан барлық карталарды ойнауға құқылы."

    Given S deals the deck 10H JS 8C JD 8H KH 7H KS KD AH 10D 7S KC AC AS AD 8S JC 9S 9C QS QD 7C QC 9H 9D 10C 10S JH QH 7D 8D
    When N bids clubs
    And S passes
    And N plays 9H
    And S plays QH
    Then it is S's turn to play
    When S plays JS
    Then the play is rejected citing card-not-in-hand
    And the state is unchanged
    And it is S's turn to play
    When S plays 9D
    Then it is N's turn to play

  @area:play @source:S004
  Scenario: A card of another suit is rejected from a player who holds the led suit
    Source S004: "Келесі ойыншылар мүмкіндігі болса, сол түске ойнауы керек."

    Given S deals the deck 10H JS 8C JD 8H KH 7H KS KD AH 10D 7S KC AC AS AD 8S JC 9S 9C QS QD 7C QC 9H 9D 10C 10S JH QH 7D 8D
    When N bids clubs
    And S passes
    And N plays 7H
    And S plays 9C
    Then the play is rejected citing /play/obligations/follow_suit
    And the state is unchanged
    And it is S's turn to play
    When S plays KH
    Then it is S's turn to play

  @area:play @source:S004
  Scenario: A lower trump is rejected on a trump lead from a player who holds a higher one
    Source S004: "Егер бірінші ойналған карта козы болса, келесі ойыншылар да козымен ойнауы керек және мүмкіндігі болса, бұрынғы карталарды жеңетін козы картасын салуға тиіс."

    Given S deals the deck 10H JS 8C JD 8H KH 7H KS KD AH 10D 7S KC AC AS AD 8S JC 9S 9C QS QD 7C QC 9H 9D 10C 10S JH QH 7D 8D
    When N bids clubs
    And S passes
    And N plays 10C
    And S plays QC
    Then the play is rejected citing /play/obligations/overtrump_when_trump_led
    And the state is unchanged
    And it is S's turn to play
    When S plays 9C
    Then it is S's turn to play

  @area:play @source:S004
  Scenario: A plain card is rejected from a player void in the led suit who holds a trump
    Source S004: "Егер ойыншы сол түспен ойнай алмаса, міндетті түрде козы картасын ойнауы керек."

    Given S deals the deck 10H JS 8C JD 8H KH 7H KS KD AH 10D 7S KC AC AS AD 8S JC 9S 9C QS QD 7C QC 9H 9D 10C 10S JH QH 7D 8D
    When N bids clubs
    And S passes
    And N plays KS
    And S plays 7D
    Then the play is rejected citing /play/obligations/trump_when_void
    And the state is unchanged
    And it is S's turn to play
    When S plays QC
    Then it is S's turn to play
