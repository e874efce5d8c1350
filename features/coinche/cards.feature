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
