@variant:bulgarian @variant:bulgarian-partner-exempt @source:BG @area:scoring
Feature: A run below a gap in its suit is a run in Bulgarian Belot (BG)
  Three cards in a row of one suit are a triple, worth 20, wherever they lie in the suit: a higher card
  of the suit held above a gap does not hide them. Hearts are trump.

  Scenario: Seven, eight and nine with the King of the suit are a run of three
    Source BG: "| 3 cards in a sequence from the same suit | triple | 20 |"
    Source BG: "The order of sequence of the cards when getting bonuses is 7,8,9,10,J,Q,K,A."

    Given the contract is hearts
    And N holds 7C 8C 9C KC AD
    Then N's declarations are worth 20
