@variant:klaverjas-rotterdam @variant:klaverjas-amsterdam @source:NKU @area:dealing
Feature: Dealing in Klaverjas when W deals (NKU)
  The cards are dealt clockwise from the dealer's left, whoever deals: here W deals, so N comes first.
  The deck below, top card first, is the deck in suit order (clubs, diamonds, hearts, spades) and rank
  order 7 to Ace.

  Scenario: Dealt by W, the cards go first to N, on the dealer's left
    Source NKU: "De kaarten worden met de klok mee gedeeld, iedere speler ontvangt er 8, er wordt 3-2-3 gedeeld"

    Given W deals the deck 7C 8C 9C 10C JC QC KC AC 7D 8D 9D 10D JD QD KD AD 7H 8H 9H 10H JH QH KH AH 7S 8S 9S 10S JS QS KS AS
    Then N holds 7C 8C 9C JD QD JH QH KH
    And E holds 10C JC QC KD AD AH 7S 8S
    And S holds KC AC 7D 7H 8H 9S 10S JS
    And W holds 8D 9D 10D 9H 10H QS KS AS
