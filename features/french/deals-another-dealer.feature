@variant:french @variant:french-sans-atout @variant:french-sans-atout-ffb @variant:french-annonces @source:S001 @source:FFB @area:dealing
Feature: Dealing in French Belote when W deals (S001, FFB)
  Who is served first and who speaks first are counted from the dealer, whoever deals: here W deals,
  so S, on his right, comes first. The deck below, top card first, is the deck in suit order (clubs,
  diamonds, hearts, spades) and rank order 7 to Ace. Dealt by W it gives S 7C 8C 9C then JD QD,
  E 10C JC QC then KD AD, N KC AC 7D then 7H 8H, W 8D 9D 10D then 9H 10H, and turns up JH; after the
  bidding the rest goes from S again: a taker S gets JH QH KH, E AH 7S 8S, N 9S 10S JS, W QS KS AS.

  Scenario: Dealt by W, the first 5 cards go first to S, on the dealer's right
    Source S001: "Each player starts this phase with 5 cards in hand"
    Source FFB: "Le donneur distribue 5 cartes à chaque joueur, dans le sens inverse des aiguilles d’une montre en commençant par son voisin de droite, de l’une des manières suivantes : 3 cartes chacun puis 2, ou 2 cartes chacun puis 3."

    Given W deals the deck 7C 8C 9C 10C JC QC KC AC 7D 8D 9D 10D JD QD KD AD 7H 8H 9H 10H JH QH KH AH 7S 8S 9S 10S JS QS KS AS
    Then S holds 7C 8C 9C JD QD
    And E holds 10C JC QC KD AD
    And N holds KC AC 7D 7H 8H
    And W holds 8D 9D 10D 9H 10H

  Scenario: Dealt by W, S, on the dealer's right, speaks first
    Source S001: "Starting from the player to the right of the dealer, players are given the choice to take the revealed card, or not."

    Given W deals the deck 7C 8C 9C 10C JC QC KC AC 7D 8D 9D 10D JD QD KD AD 7H 8H 9H 10H JH QH KH AH 7S 8S 9S 10S JS QS KS AS
    Then it is S's turn to bid

  Scenario: Dealt by W, the rest after the bidding goes first to S, on the dealer's right
    Source S001: "will receive additional cards to reach 8 at the end of this phase"
    Source FFB: "Le donneur distribue la carte retournée au preneur, puis dans le sens inverse des aiguilles d'une montre 3 cartes à chaque joueur ou 2 cartes au preneur."

    Given W deals the deck 7C 8C 9C 10C JC QC KC AC 7D 8D 9D 10D JD QD KD AD 7H 8H 9H 10H JH QH KH AH 7S 8S 9S 10S JS QS KS AS
    When S takes
    Then the contract is hearts taken by S
    And S holds 7C 8C 9C JD QD JH QH KH
    And E holds 10C JC QC KD AD AH 7S 8S
    And N holds KC AC 7D 7H 8H 9S 10S JS
    And W holds 8D 9D 10D 9H 10H QS KS AS
