@variant:coinche @source:FFBC @area:cards
Feature: The points of a deal in Belote Coinchée (FFBC)
  The cards of a deal are worth 152 points under a trump suit; the side winning the last trick scores
  10 more (dix de der), 162 in all. (Scored deals showing the 10 and the capot's 100 are in
  scoring.feature.)

  Scenario: The cards are worth 152 points, 162 with the 10 of the last trick
    Source FFBC: "L’équipe réalisant le dernier pli obtient un bonus de 10 points pour ce pli."
    Source FFBC: "Le total des points du jeu est donc de 162, en comptant le « dix de der »."

    Given the contract is hearts
    Then the cards of the deck are worth 152 points in all

  @source:S001
  Scenario: Trump cards rank J 9 A 10 K Q 8 7
    The FFBC excerpts give no order of the cards: coinche borrows seed 001's through `extends: french`.
    Source S001: "Trump cards Rank J 9 A 10 K Q 8 7"

    Given the contract is hearts
    Then in hearts the ranks from strongest to weakest are J 9 A 10 K Q 8 7

  @source:S001
  Scenario: Non-trump cards rank A 10 K Q J 9 8 7
    The FFBC excerpts give no order of the cards: coinche borrows seed 001's through `extends: french`.
    Source S001: "Non-Trump cards Rank A 10 K Q J 9 8 7"

    Given the contract is hearts
    Then in spades the ranks from strongest to weakest are A 10 K Q J 9 8 7

  @source:S001
  Scenario: Trump card points are 20 14 11 10 4 3 0 0
    The FFBC excerpts give no card points: coinche borrows seed 001's through `extends: french`.
    Source S001: "Trump cards Rank J 9 A 10 K Q 8 7 Points 20 14 11 10 4 3 0 0"

    Given the contract is spades
    Then JS is worth 20 points
    And 9S is worth 14 points
    And AS is worth 11 points
    And 10S is worth 10 points
    And KS is worth 4 points
    And QS is worth 3 points
    And 8S is worth 0 points
    And 7S is worth 0 points
