@variant:coinche @source:FFBC @area:play
Feature: The first lead in Coinche when W deals (FFBC)
  The player on the dealer's right leads the first trick, whoever deals: here W deals, so S leads, though E
  bids. The deck below, top card first, is the deck in suit order (clubs, diamonds, hearts, spades) and rank
  order 7 to Ace.

  Scenario: Dealt by W, S, on the dealer's right, leads the first trick
    Source FFBC: "Le joueur situé à droite du donneur joue la carte de son choix : c’est l’entame."

    Given W deals the deck 7C 8C 9C 10C JC QC KC AC 7D 8D 9D 10D JD QD KD AD 7H 8H 9H 10H JH QH KH AH 7S 8S 9S 10S JS QS KS AS
    When S passes
    And E bids 80 hearts
    And N passes
    And W passes
    And S passes
    Then it is S's turn to play
