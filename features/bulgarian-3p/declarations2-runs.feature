@variant:bulgarian-3p @source:BG @area:scoring
Feature: A run below a gap in its suit is a run in Bulgarian Belot for three (BG)
  Three cards in a row of one suit are a triple, worth 20, wherever they lie in the suit: a higher card
  of the suit held above a gap does not hide them. The deck has 24 cards, 9 to Ace. Hearts are trump.

  Scenario: Nine, ten and Jack with the King of the suit are a run of three
    Source BG: "| 3 cards in a sequence from the same suit | triple | 20 |"
    Source BG: "The order of sequence of the cards when getting bonuses is 7,8,9,10,J,Q,K,A."

    Given the contract is hearts
    And E holds 9C 10C JC KC AD
    Then E's declarations are worth 20
