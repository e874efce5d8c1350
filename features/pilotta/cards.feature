@variant:pilotta @source:KYP @area:cards
Feature: Card order and card points in Pilotta (kypros.org)
  The page's table gives each card of the trump suit and of the other suits its points, highest first:
  the trump suit ranks J 9 A 10 K Q 8 7, the other suits A 10 K Q J 9 8 7. The cards are worth 152,
  and the last trick (the PISO) 10 more: 162.

  Scenario: Trump cards rank J 9 A 10 K Q 8 7
    Source KYP: "The order of the cards (and their values) depends on which suit is the trump suit declared at the beginning of the game by the team that bids the highest amount."
    Source KYP: "Trump Suit: Other Suits: Jack 20 points Ace 11 points Nine 14 points Ten 10 points Ace 11 points King 4 points"

    Given the contract is hearts
    Then in hearts the ranks from strongest to weakest are J 9 A 10 K Q 8 7

  Scenario: The other suits rank A 10 K Q J 9 8 7
    Source KYP: "The order of the cards (and their values) depends on which suit is the trump suit declared at the beginning of the game by the team that bids the highest amount."

    Given the contract is hearts
    Then in spades the ranks from strongest to weakest are A 10 K Q J 9 8 7
    And in clubs the ranks from strongest to weakest are A 10 K Q J 9 8 7
    And in diamonds the ranks from strongest to weakest are A 10 K Q J 9 8 7

  Scenario: Trump cards are worth 20 14 11 10 4 3 0 0
    Source KYP: "Trump Suit: Other Suits: Jack 20 points Ace 11 points Nine 14 points Ten 10 points Ace 11 points King 4 points Ten 10 points Queen 3 points King 4 points Jack 2 points Queen 3 points Nine 0 points Eight 0 points Eight 0 points Seven 0 points Seven 0 points"

    Given the contract is spades
    Then JS is worth 20 points
    And 9S is worth 14 points
    And AS is worth 11 points
    And 10S is worth 10 points
    And KS is worth 4 points
    And QS is worth 3 points
    And 8S is worth 0 points
    And 7S is worth 0 points

  Scenario: The other suits' cards are worth 11 10 4 3 2 0 0 0
    Source KYP: "Trump Suit: Other Suits: Jack 20 points Ace 11 points Nine 14 points Ten 10 points Ace 11 points King 4 points Ten 10 points Queen 3 points King 4 points Jack 2 points Queen 3 points Nine 0 points Eight 0 points Eight 0 points Seven 0 points Seven 0 points"

    Given the contract is spades
    Then AH is worth 11 points
    And 10H is worth 10 points
    And KH is worth 4 points
    And QH is worth 3 points
    And JH is worth 2 points
    And 9H is worth 0 points
    And 8H is worth 0 points
    And 7H is worth 0 points

  Scenario: The cards are worth 152 points, 162 with the last trick
    Source KYP: "Whichever team wins the last trick receives another 10 points called PISO. In total a game consists of 162 points."

    Given the contract is hearts
    Then the cards of the deck are worth 152 points in all
