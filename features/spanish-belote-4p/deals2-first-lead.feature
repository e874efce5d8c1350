@variant:spanish-belote-4p @source:S000 @area:play
Feature: The first lead in four-player Spanish Belote when W deals (S000)
  The mano, the player after the dealer, leads the first trick whoever deals: here W deals, so S leads,
  though E takes. The deck below, top card first, is the deck in suit order (clubs, diamonds, hearts,
  spades) and rank order 7 to Ace.

  Scenario: Dealt by W, S, the mano, leads the first trick
    Source S000: ""Рука" начинает игру, кладя открытую карту на стол."

    Given W deals the deck 7C 8C 9C 10C JC QC KC AC 7D 8D 9D 10D JD QD KD AD 7H 8H 9H 10H JH QH KH AH 7S 8S 9S 10S JS QS KS AS
    When S passes
    And E takes
    Then it is S's turn to play
