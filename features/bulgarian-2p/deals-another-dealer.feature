@variant:bulgarian-2p @source:S004 @area:dealing
Feature: Dealing in Bulgarian Belot for two players when N deals (S004)
  The player who does not deal is served first and bids first, whoever deals: here N deals, so S comes
  first. The deck below, top card first, is the 24-card deck in suit order (clubs, diamonds, hearts,
  spades) and rank order 9 to Ace. Dealt by N it gives S 9C 10C JC then 9D 10D JD, N QC KC AC then
  QD KD AD; after the bidding S gets 9H 10H JH and N QH KH AH.

  Scenario: Dealt by N, the first 6 cards go first to S, who does not deal
    Source S004: "алғашқы 6 карта ойыншыларға таратылады және дилер емес ойыншыдан бастап сауда басталады."

    Given N deals the deck 9C 10C JC QC KC AC 9D 10D JD QD KD AD 9H 10H JH QH KH AH 9S 10S JS QS KS AS
    Then S holds 9C 10C JC 9D 10D JD
    And N holds QC KC AC QD KD AD

  Scenario: Dealt by N, S, who does not deal, bids first
    Source S004: "алғашқы 6 карта ойыншыларға таратылады және дилер емес ойыншыдан бастап сауда басталады."

    Given N deals the deck 9C 10C JC QC KC AC 9D 10D JD QD KD AD 9H 10H JH QH KH AH 9S 10S JS QS KS AS
    Then it is S's turn to bid

  Scenario: Dealt by N, the 3 more cards after the bidding go first to S, who does not deal
    The seed gives no order for the last 3 cards; they are dealt as the first 6 were, from the player
    who does not deal.
    Source S004: "алғашқы 6 карта ойыншыларға таратылады және дилер емес ойыншыдан бастап сауда басталады."
    Source S004: "Келісімге келген жағдайда, тағы 3 карта таратылады."

    Given N deals the deck 9C 10C JC QC KC AC 9D 10D JD QD KD AD 9H 10H JH QH KH AH 9S 10S JS QS KS AS
    When S bids spades
    And N passes
    Then the contract is spades taken by S
    And S holds 9C 10C JC 9D 10D JD 9H 10H JH
    And N holds QC KC AC QD KD AD QH KH AH
