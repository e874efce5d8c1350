@variant:bela @source:S002 @area:dealing
Feature: Dealing in Bela when another player deals (S002)
  Who is served first and who calls first are counted from the dealer, whoever deals: here W deals,
  so S, on his right, comes first. The deck below, top card first, is the deck in suit order (clubs,
  diamonds, hearts, spades) and rank order 7 to Ace. Dealt by W it gives S 7C 8C 9C then JD QD KD,
  E 10C JC QC then AD 7H 8H, N KC AC 7D then 9H 10H JH, W 8D 9D 10D then QH KH AH; the talons are
  S 7S 8S, E 9S 10S, N JS QS, W KS AS.

  Scenario: Dealt by W, the cards go first to S, on the dealer's right
    Source S002: "Fiecare jucător primește trei cărți cu fața în jos, apoi încă trei cărți (șase în total) și în final două cărți în pachet care sunt separate separat de primele șase."
    Source S002: "Cărțile sunt împărțite în sens invers acelor de ceasornic."

    Given W deals the deck 7C 8C 9C 10C JC QC KC AC 7D 8D 9D 10D JD QD KD AD 7H 8H 9H 10H JH QH KH AH 7S 8S 9S 10S JS QS KS AS
    Then S holds 7C 8C 9C JD QD KD
    And E holds 10C JC QC AD 7H 8H
    And N holds KC AC 7D 9H 10H JH
    And W holds 8D 9D 10D QH KH AH

  Scenario: Dealt by W, S, on the dealer's right, calls first
    Source S002: "Primul în rând este jucătorul din dreapta dealer-ului."

    Given W deals the deck 7C 8C 9C 10C JC QC KC AC 7D 8D 9D 10D JD QD KD AD 7H 8H 9H 10H JH QH KH AH 7S 8S 9S 10S JS QS KS AS
    Then it is S's turn to bid

  Scenario: Dealt by W, the talons too go first to S, on the dealer's right
    Source S002: "Fiecare jucător primește trei cărți cu fața în jos, apoi încă trei cărți (șase în total) și în final două cărți în pachet care sunt separate separat de primele șase."
    Source S002: "Când cineva strigă un atu, toată lumea își ridică gheara și începe jocul."

    Given W deals the deck 7C 8C 9C 10C JC QC KC AC 7D 8D 9D 10D JD QD KD AD 7H 8H 9H 10H JH QH KH AH 7S 8S 9S 10S JS QS KS AS
    When S takes spades
    Then the contract is spades taken by S
    And S holds 7C 8C 9C JD QD KD 7S 8S
    And E holds 10C JC QC AD 7H 8H 9S 10S
    And N holds KC AC 7D 9H 10H JH JS QS
    And W holds 8D 9D 10D QH KH AH KS AS
