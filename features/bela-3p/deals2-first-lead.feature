@variant:bela-3p @source:S002 @area:play
Feature: The first lead in three-player Bela when W deals (S002)
  The player on the dealer's right leads the first trick, whoever deals: here W deals, so S, who must call
  first, leads once he has discarded. The deck below, top card first, is the deck in suit order (clubs,
  diamonds, hearts, spades) and rank order 7 to Ace.

  Scenario: Dealt by W, S, on the dealer's right, leads the first trick
    Source S002: "Jocul începe cu primul jucător de la dreapta la dealer."

    Given W deals the deck 7C 8C 9C 10C JC QC KC AC 7D 8D 9D 10D JD QD KD AD 7H 8H 9H 10H JH QH KH AH 7S 8S 9S 10S JS QS KS AS
    When S takes hearts
    And S discards 7C 8C
    Then it is S's turn to play
