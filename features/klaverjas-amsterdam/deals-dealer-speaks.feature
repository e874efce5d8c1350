@variant:klaverjas-amsterdam @source:HUT @area:dealing
Feature: Who speaks first in Amsterdam Klaverjas when W deals (HUT)
  The dealer speaks first, whoever deals: here W. The deck below, top card first, is the deck in suit
  order (clubs, diamonds, hearts, spades) and rank order 7 to Ace.

  Scenario: Dealt by W, the dealer W speaks first
    Source HUT: "De deler neemt zijn kaarten als eerste op en kijkt of hij aanneemt of past."

    Given W deals the deck 7C 8C 9C 10C JC QC KC AC 7D 8D 9D 10D JD QD KD AD 7H 8H 9H 10H JH QH KH AH 7S 8S 9S 10S JS QS KS AS
    Then it is W's turn to bid
