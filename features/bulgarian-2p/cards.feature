@variant:bulgarian-2p @source:S004 @source:BG @area:cards
Feature: The 24-card deck of Bulgarian Belot for two players (S004, BG)
  Two players use 18 cards and leave 6 that nobody looks at: a deck of 24 cards, 9 to Ace in four suits
  (the article's 32 cards do not fit; erratum S004-two-player-deck). The orders and points are those of
  the Bulgarian rules (BG) without the 8 and the 7, which are worth nothing anyway: a suit contract is
  still worth 152 card points and All Trumps 248. No Trumps doubles "the points scored", those of the
  deal and not a card's value: scoring.feature pins it on the scores.

  Scenario: The deck has 24 cards, 9 to Ace: 152 card points in a suit contract
    Source S004: "Барлығы 18 карта қолданылады, ал қалған 6 карта қажет емес, оларды ешкім қарамайды."
    Source BG: "162 (16) in the specific trump game"

    Given the contract is hearts
    Then 9C is worth 0 points
    And 9H is worth 14 points
    And the cards of the deck are worth 152 points in all

  Scenario: Trump cards rank J 9 A 10 K Q
    Source S004: "Барлығы 18 карта қолданылады, ал қалған 6 карта қажет емес"
    Source BG: "The strength of the cards of the trump suit are as follows ( descending order). J,9,A,10,K,Q,8,7."

    Given the contract is hearts
    Then in hearts the ranks from strongest to weakest are J 9 A 10 K Q

  Scenario: Cards of the other suits rank A 10 K Q J 9
    Source BG: "With the rest of the suits the strength of the cards is as follows: A, 10, K, Q, J, 9 ,8 ,7"

    Given the contract is hearts
    Then in spades the ranks from strongest to weakest are A 10 K Q J 9
    And in clubs the ranks from strongest to weakest are A 10 K Q J 9

  Scenario: Trump cards are worth 20 14 11 10 4 3, the others 11 10 4 3 2 0
    Source BG: "| 9 | 14 | 0 | | 10 | 10 | 10 | | J | 20 | 2 | | Q | 3 | 3 | | K | 4 | 4 | | A | 11 | 11 |"

    Given the contract is spades
    Then JS is worth 20 points
    And 9S is worth 14 points
    And AS is worth 11 points
    And 10S is worth 10 points
    And KS is worth 4 points
    And QS is worth 3 points
    And AD is worth 11 points
    And 10D is worth 10 points
    And KD is worth 4 points
    And QD is worth 3 points
    And JD is worth 2 points
    And 9D is worth 0 points

  Scenario: In All Trumps the 24 cards are worth 248 points
    Source BG: "Here all the suits are trump suits"
    Source BG: "The total score with the final 10 bonus is 258 (26) in a "All Trumps" game"

    Given the contract is all trumps
    Then JC is worth 20 points
    And the cards of the deck are worth 248 points in all

  Scenario: In All Trumps every card is worth its trump points
    Source BG: "Here all the suits are trump suits"
    Source BG: "| Card | Trump | Not a Trump |"

    Given the contract is all trumps
    Then JC is worth 20 points
    And 9C is worth 14 points
    And AC is worth 11 points
    And 10C is worth 10 points
    And KC is worth 4 points
    And QC is worth 3 points
