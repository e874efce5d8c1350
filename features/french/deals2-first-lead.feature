@variant:french @variant:french-qcsalon @variant:french-sans-atout @variant:french-sans-atout-ffb @variant:french-annonces @source:S001 @area:play
Feature: The first lead in French Belote when W deals (S001)
  The player on the dealer's right leads the first trick, whoever deals: here W deals, so S leads, though E
  takes. The deck below, top card first, is the deck in suit order (clubs, diamonds, hearts, spades) and
  rank order 7 to Ace.

  Scenario: Dealt by W, S, on the dealer's right, leads the first trick
    Source S001: "The player starting the first trick, is the player to the right of the dealer."

    Given W deals the deck 7C 8C 9C 10C JC QC KC AC 7D 8D 9D 10D JD QD KD AD 7H 8H 9H 10H JH QH KH AH 7S 8S 9S 10S JS QS KS AS
    When S passes
    And E takes
    Then the contract is hearts taken by E
    And it is S's turn to play
