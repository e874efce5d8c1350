@variant:bulgarian-2p @source:S004 @area:dealing
Feature: Dealing in Bulgarian Belot for two players (S004)
  The dealer gives 6 cards to each player, 3 and 3 starting with the other player, who then bids first.
  Once a contract is bid each player gets 3 more: 18 cards are in play and the last 6 are never looked
  at. The deal passes to the other player.

  The deck below, top card first, is the 24-card deck in suit order (clubs, diamonds, hearts, spades)
  and rank order 9 to Ace. Dealt by S it gives N 9C 10C JC then 9D 10D JD, S QC KC AC then QD KD AD;
  after the bidding N gets 9H 10H JH and S QH KH AH; the six spades are left over.

  Scenario: Each player first gets 6 cards, starting with the player who does not deal
    Source S004: "алғашқы 6 карта ойыншыларға таратылады және дилер емес ойыншыдан бастап сауда басталады."

    Given S deals the deck 9C 10C JC QC KC AC 9D 10D JD QD KD AD 9H 10H JH QH KH AH 9S 10S JS QS KS AS
    Then N holds 9C 10C JC 9D 10D JD
    And S holds QC KC AC QD KD AD
    And it is N's turn to bid

  Scenario: After the bidding each player gets 3 more cards and 6 are left over
    Source S004: "Келісімге келген жағдайда, тағы 3 карта таратылады."
    Source S004: "Барлығы 18 карта қолданылады, ал қалған 6 карта қажет емес, оларды ешкім қарамайды."

    Given S deals the deck 9C 10C JC QC KC AC 9D 10D JD QD KD AD 9H 10H JH QH KH AH 9S 10S JS QS KS AS
    When N bids hearts
    And S passes
    Then the contract is hearts taken by N
    And N holds 9C 10C JC 9D 10D JD 9H 10H JH
    And S holds QC KC AC QD KD AD QH KH AH

  Scenario: The deal passes to the other player
    Source S004: "дилер емес ойыншы карталарды шайқап, жаңадан таратады"

    Then after a deal dealt by S, N deals next
    And after a deal dealt by N, S deals next

  Scenario: After the bidding the 3 more cards go first to the player who does not deal, whoever bid
    The seed gives no order for the last 3 cards; they are dealt as the first 6 were, from the player
    who does not deal.
    Source S004: "алғашқы 6 карта ойыншыларға таратылады және дилер емес ойыншыдан бастап сауда басталады."
    Source S004: "Келісімге келген жағдайда, тағы 3 карта таратылады."

    Given S deals the deck 9C 10C JC QC KC AC 9D 10D JD QD KD AD 9H 10H JH QH KH AH 9S 10S JS QS KS AS
    When N passes
    And S bids hearts
    And N passes
    Then the contract is hearts taken by S
    And N holds 9C 10C JC 9D 10D JD 9H 10H JH
    And S holds QC KC AC QD KD AD QH KH AH
