@variant:open-belot @source:S004 @area:play
Feature: The first lead in Open Belot when N deals (S004)
  The player who does not deal leads the first trick, whoever deals: here N deals and bids, so S leads. The
  deck below, top card first, is the deck in suit order (clubs, diamonds, hearts, spades) and rank order 7
  to Ace.

  Scenario: Dealt by N, S, who does not deal, leads the first trick
    Source S004: "Ойнау және есептеу ережелері стандартты 4 ойыншылық белотқа ұқсас"

    Given N deals the deck 7C 8C 9C 10C JC QC KC AC 7D 8D 9D 10D JD QD KD AD 7H 8H 9H 10H JH QH KH AH 7S 8S 9S 10S JS QS KS AS
    When S passes
    And N bids hearts
    And S passes
    Then the contract is hearts taken by N
    And it is S's turn to play
