@variant:bulgarian-3p @source:S004 @source:BG @area:cards
Feature: The 24-card deck of Bulgarian Belot for three players (S004, BG)
  Three players hold 8 cards each: 8 × 3 = 24 cards, 9 to Ace in four suits, ranked and counted as in
  the Bulgarian rules (BG).

  Scenario: The deck has 24 cards, 9 to Ace: 152 card points in a suit contract
    Source S004: "Барлығы 8x3=24 карта қолданылады, және әр ойыншы жеке өзі ойнайды."
    Source BG: "162 (16) in the specific trump game"

    Given the contract is hearts
    Then JH is worth 20 points
    And JC is worth 2 points
    And the cards of the deck are worth 152 points in all

  Scenario: Trump cards rank J 9 A 10 K Q and the others A 10 K Q J 9
    Source BG: "The strength of the cards of the trump suit are as follows ( descending order). J,9,A,10,K,Q,8,7."
    Source BG: "With the rest of the suits the strength of the cards is as follows: A, 10, K, Q, J, 9 ,8 ,7"

    Given the contract is hearts
    Then in hearts the ranks from strongest to weakest are J 9 A 10 K Q
    And in diamonds the ranks from strongest to weakest are A 10 K Q J 9

  # No Trumps doubles "the points scored", the deal's and not a card's: scoring.feature pins its 260.
  Scenario: In All Trumps the 24 cards are worth 248 card points
    Source BG: "Here all the suits are trump suits"

    Given the contract is all trumps
    Then the cards of the deck are worth 248 points in all

  Scenario: Trump cards are worth 20 14 11 10 4 3, the others 11 10 4 3 2 0
    Source BG: "| Card | Trump | Not a Trump |"
    Source BG: "| J   | 20  | 2   |"
    Source BG: "| 9   | 14  | 0   |"

    Given the contract is hearts
    Then JH is worth 20 points
    And 9H is worth 14 points
    And AH is worth 11 points
    And 10H is worth 10 points
    And KH is worth 4 points
    And QH is worth 3 points
    And AC is worth 11 points
    And 10C is worth 10 points
    And KC is worth 4 points
    And QC is worth 3 points
    And 9C is worth 0 points

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
