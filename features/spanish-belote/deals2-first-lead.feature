@variant:spanish-belote @source:S000 @area:play
Feature: The first lead in two-player Spanish Belote when N deals (S000)
  The mano, the player who does not deal, leads the first trick whoever deals: here N deals and takes, so S
  leads. The deck below, top card first, is the deck in suit order (clubs, diamonds, hearts, spades) and
  rank order 7 to Ace.

  Scenario: Dealt by N, S, the mano, leads the first trick
    Source S000: ""Рука" начинает игру, кладя открытую карту на стол."

    Given N deals the deck 7C 8C 9C 10C JC QC KC AC 7D 8D 9D 10D JD QD KD AD 7H 8H 9H 10H JH QH KH AH 7S 8S 9S 10S JS QS KS AS
    When S passes
    And N takes
    Then it is S's turn to play
