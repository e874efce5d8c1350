@variant:french-qcsalon @source:S003 @area:dealing
Feature: Dealing in QCSalon Belote when W deals (S003)
  Who is served first and who speaks first are counted from the dealer, whoever deals: here W deals,
  so S, the player after him, comes first. The deck below, top card first, is the deck in suit order
  (clubs, diamonds, hearts, spades) and rank order 7 to Ace. Dealt by W it gives S 7C 8C 9C then JD QD,
  E 10C JC QC then KD AD, N KC AC 7D then 7H 8H, W 8D 9D 10D then 9H 10H, and shows JH.

  Scenario: Dealt by W, the first 5 cards go first to S, the player after the dealer
    Source S003: "Delitelj deli 5 karata svakom igraču, po dve a zatim po tri ili po tri a zatim po dve."

    Given W deals the deck 7C 8C 9C 10C JC QC KC AC 7D 8D 9D 10D JD QD KD AD 7H 8H 9H 10H JH QH KH AH 7S 8S 9S 10S JS QS KS AS
    Then S holds 7C 8C 9C JD QD
    And E holds 10C JC QC KD AD
    And N holds KC AC 7D 7H 8H
    And W holds 8D 9D 10D 9H 10H

  Scenario: Dealt by W, S, the player after the dealer, speaks first
    Source S003: "Kada je na potezu počevši od igrača nakon delitelja, svaki igrač može da izabere da li želi da uzme ili preskoči."

    Given W deals the deck 7C 8C 9C 10C JC QC KC AC 7D 8D 9D 10D JD QD KD AD 7H 8H 9H 10H JH QH KH AH 7S 8S 9S 10S JS QS KS AS
    Then it is S's turn to bid
