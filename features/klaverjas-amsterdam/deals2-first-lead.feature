@variant:klaverjas-amsterdam @source:HUT @area:play
Feature: The first lead in Amsterdam Klaverjas when W deals (HUT)
  The player on the dealer's left leads the first trick, whoever deals: here W deals, so N leads, though E
  plays. The deck below, top card first, is the deck in suit order (clubs, diamonds, hearts, spades) and
  rank order 7 to Ace.

  Scenario: Dealt by W, N, on the dealer's left, leads the first trick
    Source HUT: "Degene die links van de gever zit komt altijd uit!"

    Given W deals the deck 7C 8C 9C 10C JC QC KC AC 7D 8D 9D 10D JD QD KD AD 7H 8H 9H 10H JH QH KH AH 7S 8S 9S 10S JS QS KS AS
    When W passes
    And N passes
    And E takes hearts
    Then the contract is hearts taken by E
    And it is N's turn to play
