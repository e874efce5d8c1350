@variant:coinche @source:FFBC @area:scoring
Feature: A run below a gap in its suit is a run in Belote Coinchée (FFBC)
  Three cards that follow each other in a suit are a tierce wherever they lie in the suit: a higher
  card of the suit held above a gap does not hide them. Hearts are trump.

  Scenario: Seven, eight and nine with the King of the suit are a tierce
    Source FFBC: "3 cartes qui se suivent de la même couleur."
    Source FFBC: "7 8 9 10 Valet Dame Roi As."

    Given the contract is hearts
    And N holds 7C 8C 9C KC AD 10H QS 8D
    Then N's declarations are worth 20
