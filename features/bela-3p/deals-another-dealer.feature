@variant:bela-3p @source:S002 @area:dealing
Feature: Dealing in Bela for three players when W deals (S002)
  Who is served first and who must call are counted from the dealer, whoever deals: here W deals, so
  S, on his right, comes first. Play goes S, E, W. The deck below, top card first, is the deck in suit
  order (clubs, diamonds, hearts, spades) and rank order 7 to Ace. Dealt by W it gives S 7C 8C 9C then
  8D 9D 10D, E 10C JC QC then JD QD KD, W KC AC 7D then AD 7H 8H; the talons are S 9H 10H JH QH,
  E KH AH 7S 8S, W 9S 10S JS QS, and KS AS are the caller's two extra cards.

  Scenario: Dealt by W, the cards go first to S, on the dealer's right
    Source S002: "Fiecare jucător primește trei cărți cu fața în jos, apoi încă trei cărți (șase în total) și apoi încă patru cărți în pachet, care sunt separate separat de primele șase cărți."
    Source S002: "Cărțile sunt împărțite în sens invers acelor de ceasornic."

    Given W deals the deck 7C 8C 9C 10C JC QC KC AC 7D 8D 9D 10D JD QD KD AD 7H 8H 9H 10H JH QH KH AH 7S 8S 9S 10S JS QS KS AS
    Then S holds 7C 8C 9C 8D 9D 10D
    And E holds 10C JC QC JD QD KD
    And W holds KC AC 7D AD 7H 8H

  Scenario: Dealt by W, S, on the dealer's right, must call
    Source S002: "Jucătorii ridică primele șase cărți împărțite și primul jucător din dreapta dealer-ului trebuie să numească atu."

    Given W deals the deck 7C 8C 9C 10C JC QC KC AC 7D 8D 9D 10D JD QD KD AD 7H 8H 9H 10H JH QH KH AH 7S 8S 9S 10S JS QS KS AS
    Then it is S's turn to bid

  Scenario: Dealt by W, the talons go first to S, who as caller also takes the two extra cards
    Source S002: "Cele două cărți rămase sunt destinate primului jucător din dreapta dealerului (el este primul jucător la rândul său)."
    Source S002: "Când atuul este determinat, jucătorii ridică gheara (jucătorul care a chemat ridică șase cărți, iar ceilalți patru)."

    Given W deals the deck 7C 8C 9C 10C JC QC KC AC 7D 8D 9D 10D JD QD KD AD 7H 8H 9H 10H JH QH KH AH 7S 8S 9S 10S JS QS KS AS
    When S takes hearts
    Then the contract is hearts taken by S
    And S holds 7C 8C 9C 8D 9D 10D 9H 10H JH QH KS AS
    And E holds 10C JC QC JD QD KD KH AH 7S 8S
    And W holds KC AC 7D AD 7H 8H 9S 10S JS QS
