@variant:bulgarian-3p @source:S004 @area:play
Feature: The first lead in three-player Bulgarian Belot when W deals (S004)
  The player on the dealer's right leads the first trick, whoever deals: here W deals, so S leads, though E
  bids. The deck below, top card first, is the deck in suit order (clubs, diamonds, hearts, spades) and rank
  order 9 to Ace.

  Scenario: Dealt by W, S, on the dealer's right, leads the first trick
    Source S004: "Дилердің оң жағындағы ойыншы бірінші болып картасын ойнайды."

    Given W deals the deck 9C 10C JC QC KC AC 9D 10D JD QD KD AD 9H 10H JH QH KH AH 9S 10S JS QS KS AS
    When S passes
    And E bids hearts
    And W passes
    And S passes
    Then the contract is hearts taken by E
    And it is S's turn to play
