@variant:klaverjas-rotterdam @source:MKR @area:play
Feature: The first lead in Rotterdam Klaverjas when W deals (MKR)
  The player on the dealer's left leads the first trick, whoever deals: here W deals, so N leads, though E
  plays. The deck below, top card first, is the deck in suit order (clubs, diamonds, hearts, spades) and
  rank order 7 to Ace.

  Scenario: Dealt by W, N, on the dealer's left, leads the first trick
    Source MKR: "In alle gevallen komt de speler links van de gever als eerste uit."

    Given W deals the deck 7C 8C 9C 10C JC QC KC AC 7D 8D 9D 10D JD QD KD AD 7H 8H 9H 10H JH QH KH AH 7S 8S 9S 10S JS QS KS AS
    When W passes
    And N passes
    And E takes hearts
    Then the contract is hearts taken by E
    And it is N's turn to play
