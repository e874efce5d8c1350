@variant:bela @source:S002 @area:dealing
Feature: Dealing in Bela for four players (S002)
  Counter-clockwise from the player to the dealer's right, each player gets three cards, then three more
  (six in all), then two cards laid apart from the first six: the talon. No card is turned up. The
  players call trump on their first six cards; once trump is called everyone takes up his two talon
  cards and holds eight.

  The deck below, top card first, is the deck in suit order (clubs, diamonds, hearts, spades) and rank
  order 7 to Ace. Dealt by S it gives E 7C 8C 9C then JD QD KD, N 10C JC QC then AD 7H 8H, W KC AC 7D
  then 9H 10H JH, S 8D 9D 10D then QH KH AH; the talons are E 7S 8S, N 9S 10S, W JS QS, S KS AS.

  Scenario: Each player gets six cards, three then three, counter-clockwise from the dealer's right
    Source S002: "Fiecare jucător primește trei cărți cu fața în jos, apoi încă trei cărți (șase în total) și în final două cărți în pachet care sunt separate separat de primele șase."
    Source S002: "Cărțile sunt împărțite în sens invers acelor de ceasornic."

    Given S deals the deck 7C 8C 9C 10C JC QC KC AC 7D 8D 9D 10D JD QD KD AD 7H 8H 9H 10H JH QH KH AH 7S 8S 9S 10S JS QS KS AS
    Then E holds 7C 8C 9C JD QD KD
    And N holds 10C JC QC AD 7H 8H
    And W holds KC AC 7D 9H 10H JH
    And S holds 8D 9D 10D QH KH AH
    And it is E's turn to bid

  Scenario: Once trump is called every player takes up his two talon cards
    Source S002: "Fiecare jucător primește trei cărți cu fața în jos, apoi încă trei cărți (șase în total) și în final două cărți în pachet care sunt separate separat de primele șase."
    Source S002: "Când cineva strigă un atu, toată lumea își ridică gheara și începe jocul."

    Given S deals the deck 7C 8C 9C 10C JC QC KC AC 7D 8D 9D 10D JD QD KD AD 7H 8H 9H 10H JH QH KH AH 7S 8S 9S 10S JS QS KS AS
    When E passes
    And N takes spades
    Then the contract is spades taken by N
    And E holds 7C 8C 9C JD QD KD 7S 8S
    And N holds 10C JC QC AD 7H 8H 9S 10S
    And W holds KC AC 7D 9H 10H JH JS QS
    And S holds 8D 9D 10D QH KH AH KS AS

  Scenario: The dealer who must call takes up his talon like the others
    Source S002: "Când vine rândul dealer-ului, acesta trebuie să sune."
    Source S002: "Când cineva strigă un atu, toată lumea își ridică gheara și începe jocul."

    Given S deals the deck 7C 8C 9C 10C JC QC KC AC 7D 8D 9D 10D JD QD KD AD 7H 8H 9H 10H JH QH KH AH 7S 8S 9S 10S JS QS KS AS
    When E passes
    And N passes
    And W passes
    And S takes hearts
    Then the contract is hearts taken by S
    And S holds 8 cards including QH KH AH KS AS
    And E holds 8 cards including 7S 8S
