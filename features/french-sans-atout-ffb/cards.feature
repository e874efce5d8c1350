@variant:french-sans-atout-ffb @source:FFB @area:cards
Feature: All Trumps card points as the French federation counts them (FFB 11.3)
  The FFB gives every card in All Trumps its value as a trump: Jack 20, 9 14, Ace 11, 10 10, King 4,
  Queen 3, 8 and 7 nothing, in every suit. That is 248 card points, 258 with the last trick, which the
  score of the deal brings back to 162 (scoring.feature).

  Scenario: All Trumps card points are the trump values 20 14 11 10 4 3 0 0 in every suit
    Source FFB: "L'ordre et la valeur des cartes sont ceux de l'atout."
    Source FFB: "Lors d'un contrat à Tout Atout, toutes les couleurs sont définies comme atout."

    Given the contract is all trumps
    Then JC is worth 20 points
    And 9C is worth 14 points
    And AC is worth 11 points
    And 10C is worth 10 points
    And KC is worth 4 points
    And QC is worth 3 points
    And 8C is worth 0 points
    And 7C is worth 0 points
    And JD is worth 20 points
    And 9H is worth 14 points
    And AS is worth 11 points

  Scenario: In All Trumps the cards are worth 248 points, 258 with the last trick
    Source FFB: "L'ordre et la valeur des cartes sont ceux de l'atout."

    Given the contract is all trumps
    Then the cards of the deck are worth 248 points in all
