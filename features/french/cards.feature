@variant:french @variant:french-sans-atout @source:S001 @area:cards
Feature: Card order and card points in French Belote (S001)
  Seed 001 gives the order and the points of the cards in a trump suit and in a plain suit, and two
  more tables for No Trumps and All Trumps. A deal holds 152 card points; with the 10 points of the
  last trick it is worth 162.

  @variant:french-sans-atout-ffb @variant:french-annonces
  Scenario: Trump cards rank J 9 A 10 K Q 8 7
    Source S001: "Trump cards Rank J 9 A 10 K Q 8 7"

    Given the contract is hearts
    Then in hearts the ranks from strongest to weakest are J 9 A 10 K Q 8 7

  @variant:french-sans-atout-ffb @variant:french-annonces
  Scenario: Non-trump cards rank A 10 K Q J 9 8 7
    Source S001: "Non-Trump cards Rank A 10 K Q J 9 8 7"

    Given the contract is hearts
    Then in spades the ranks from strongest to weakest are A 10 K Q J 9 8 7
    And in clubs the ranks from strongest to weakest are A 10 K Q J 9 8 7
    And in diamonds the ranks from strongest to weakest are A 10 K Q J 9 8 7

  @variant:french-sans-atout-ffb @variant:french-annonces
  Scenario: Trump card points are 20 14 11 10 4 3 0 0
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

  @variant:french-sans-atout-ffb @variant:french-annonces
  Scenario: Non-trump card points are 11 10 4 3 2 0 0 0
    Source S001: "Non-Trump cards Rank A 10 K Q J 9 8 7 Points 11 10 4 3 2 0 0 0"

    Given the contract is spades
    Then AH is worth 11 points
    And 10H is worth 10 points
    And KH is worth 4 points
    And QH is worth 3 points
    And JH is worth 2 points
    And 9H is worth 0 points
    And 8H is worth 0 points
    And 7H is worth 0 points

  @variant:french-sans-atout-ffb @variant:french-annonces
  Scenario: The same card is worth differently as trump and as plain card
    Source S001: "Card order and points are different if this card is trump or not."

    Given the contract is diamonds
    Then JD is worth 20 points
    And 9D is worth 14 points
    And JC is worth 2 points
    And 9C is worth 0 points

  @variant:french-sans-atout-ffb @variant:french-annonces
  Scenario: In a suit contract the cards are worth 152 points, 162 with the last trick
    Source S001: "the other team gets all the 162 points for this hand"
    Source S001: "The player winning the last trick earns his team 10 additional points called Dix de Der."

    Given the contract is hearts
    Then the cards of the deck are worth 152 points in all

  @variant:french-sans-atout-ffb @variant:french-annonces
  Scenario: No Trumps card points are 19 10 4 3 2 0 0 0
    Source S001: "No Trumps Rank A 10 K Q J 9 8 7 Points 19 10 4 3 2 0 0 0"

    Given the contract is no trumps
    Then AC is worth 19 points
    And 10C is worth 10 points
    And KC is worth 4 points
    And QC is worth 3 points
    And JC is worth 2 points
    And 9C is worth 0 points
    And 8C is worth 0 points
    And 7C is worth 0 points
    And AH is worth 19 points
    And JH is worth 2 points

  @variant:french-sans-atout-ffb @variant:french-annonces
  Scenario: No Trumps ranks A 10 K Q J 9 8 7 in every suit
    Source S001: "no suit is stronger than another"
    Source S001: "No Trumps Rank A 10 K Q J 9 8 7"

    Given the contract is no trumps
    Then in spades the ranks from strongest to weakest are A 10 K Q J 9 8 7
    And in hearts the ranks from strongest to weakest are A 10 K Q J 9 8 7

  @variant:french-sans-atout-ffb @variant:french-annonces
  Scenario: In No Trumps the cards are worth 152 points
    Source S001: "No Trumps Rank A 10 K Q J 9 8 7 Points 19 10 4 3 2 0 0 0"

    Given the contract is no trumps
    Then the cards of the deck are worth 152 points in all

  @variant:french-annonces
  Scenario: All Trumps card points are 13 9 6 5 3 2 0 0
    Source S001: "All Trumps Rank J 9 A 10 K Q 8 7 Points 13 9 6 5 3 2 0 0"

    Given the contract is all trumps
    Then JD is worth 13 points
    And 9D is worth 9 points
    And AD is worth 6 points
    And 10D is worth 5 points
    And KD is worth 3 points
    And QD is worth 2 points
    And 8D is worth 0 points
    And 7D is worth 0 points
    And JS is worth 13 points
    And AS is worth 6 points

  @variant:french-sans-atout-ffb @variant:french-annonces
  Scenario: All Trumps ranks J 9 A 10 K Q 8 7 in every suit
    Source S001: "no suit is stronger than another"
    Source S001: "All Trumps Rank J 9 A 10 K Q 8 7"

    Given the contract is all trumps
    Then in spades the ranks from strongest to weakest are J 9 A 10 K Q 8 7
    And in clubs the ranks from strongest to weakest are J 9 A 10 K Q 8 7

  @variant:french-annonces
  Scenario: In All Trumps the cards are worth 152 points
    Source S001: "All Trumps Rank J 9 A 10 K Q 8 7 Points 13 9 6 5 3 2 0 0"

    Given the contract is all trumps
    Then the cards of the deck are worth 152 points in all

  @source:FFB @source:S003 @variant:french-qcsalon @variant:french-sans-atout-ffb
  Scenario: Classic French Belote declares no combination
    Source FFB: "La belote classique se joue sans annonces."
    Source S003: "Poslednji trik daje 10 poena. Runda ima tačno 162 poena."

    Given the contract is hearts
    And N holds JC JD JH JS AS KS QS
    Then N has no declaration
