@variant:french-sans-atout @source:S001 @area:cards
Feature: Card order and card points in No Trumps and All Trumps (S001, FFB)
  Seed 001 gives a table for each contract. In No Trumps every suit ranks A 10 K Q J 9 8 7 and the Ace
  is worth 19; in All Trumps every suit ranks and counts as trump, J 9 A 10 K Q 8 7, with the Jack
  worth 13 and the 9 worth 9. Each table adds up to 152 card points, 162 with the last trick, as in a
  suit contract; the variant counts All Trumps with this table rather than with the FFB's trump values
  scaled by 162/258.

  @variant:french-sans-atout-ffb
  Scenario: No Trumps card points are 19 10 4 3 2 0 0 0 in every suit
    Source S001: "No Trumps Rank A 10 K Q J 9 8 7 Points 19 10 4 3 2 0 0 0"

    Given the contract is no trumps
    Then AH is worth 19 points
    And 10H is worth 10 points
    And KH is worth 4 points
    And QH is worth 3 points
    And JH is worth 2 points
    And 9H is worth 0 points
    And 8H is worth 0 points
    And 7H is worth 0 points
    And AC is worth 19 points
    And AD is worth 19 points
    And AS is worth 19 points
    And JS is worth 2 points
    And 9D is worth 0 points

  @source:FFB @variant:french-sans-atout-ffb
  Scenario: No Trumps ranks A 10 K Q J 9 8 7 in every suit
    Source S001: "no suit is stronger than another"
    Source S001: "No Trumps Rank A 10 K Q J 9 8 7"
    Source FFB: "Lors d'un contrat à Sans Atout, il n'y a aucun atout."

    Given the contract is no trumps
    Then in clubs the ranks from strongest to weakest are A 10 K Q J 9 8 7
    And in diamonds the ranks from strongest to weakest are A 10 K Q J 9 8 7
    And in hearts the ranks from strongest to weakest are A 10 K Q J 9 8 7
    And in spades the ranks from strongest to weakest are A 10 K Q J 9 8 7

  @variant:french-sans-atout-ffb
  Scenario: In No Trumps the cards are worth 152 points, 162 with the last trick
    Source S001: "No Trumps Rank A 10 K Q J 9 8 7 Points 19 10 4 3 2 0 0 0"
    Source S001: "The player winning the last trick earns his team 10 additional points called Dix de Der."

    Given the contract is no trumps
    Then the cards of the deck are worth 152 points in all

  # Not the FFB's "L'ordre et la valeur des cartes sont ceux de l'atout.": its values are the trump
  # values (258 in all), which its next sentence scales by 162/258; seed 001's table is followed.
  Scenario: All Trumps card points are 13 9 6 5 3 2 0 0 in every suit
    Source S001: "All Trumps Rank J 9 A 10 K Q 8 7 Points 13 9 6 5 3 2 0 0"

    Given the contract is all trumps
    Then JC is worth 13 points
    And 9C is worth 9 points
    And AC is worth 6 points
    And 10C is worth 5 points
    And KC is worth 3 points
    And QC is worth 2 points
    And 8C is worth 0 points
    And 7C is worth 0 points
    And JD is worth 13 points
    And JH is worth 13 points
    And JS is worth 13 points
    And 9S is worth 9 points
    And AH is worth 6 points

  @source:FFB @variant:french-sans-atout-ffb
  Scenario: All Trumps ranks J 9 A 10 K Q 8 7 in every suit
    Source S001: "no suit is stronger than another"
    Source S001: "All Trumps Rank J 9 A 10 K Q 8 7"
    Source FFB: "Lors d'un contrat à Tout Atout, toutes les couleurs sont définies comme atout."
    Source FFB: "L'ordre et la valeur des cartes sont ceux de l'atout."

    Given the contract is all trumps
    Then in clubs the ranks from strongest to weakest are J 9 A 10 K Q 8 7
    And in diamonds the ranks from strongest to weakest are J 9 A 10 K Q 8 7
    And in hearts the ranks from strongest to weakest are J 9 A 10 K Q 8 7
    And in spades the ranks from strongest to weakest are J 9 A 10 K Q 8 7

  Scenario: In All Trumps the cards are worth 152 points, 162 with the last trick
    Source S001: "All Trumps Rank J 9 A 10 K Q 8 7 Points 13 9 6 5 3 2 0 0"
    Source S001: "The player winning the last trick earns his team 10 additional points called Dix de Der."

    Given the contract is all trumps
    Then the cards of the deck are worth 152 points in all

  @variant:french-sans-atout-ffb
  Scenario: A suit contract keeps the trump and plain tables
    Source S001: "Trump cards Rank J 9 A 10 K Q 8 7 Points 20 14 11 10 4 3 0 0"
    Source S001: "Non-Trump cards Rank A 10 K Q J 9 8 7 Points 11 10 4 3 2 0 0 0"

    Given the contract is hearts
    Then JH is worth 20 points
    And 9H is worth 14 points
    And AH is worth 11 points
    And AC is worth 11 points
    And JC is worth 2 points
    And 9C is worth 0 points
    And the cards of the deck are worth 152 points in all
    And in hearts the ranks from strongest to weakest are J 9 A 10 K Q 8 7
    And in clubs the ranks from strongest to weakest are A 10 K Q J 9 8 7
