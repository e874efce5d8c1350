@variant:bela-2p @source:S002 @area:dealing
Feature: Dealing in Bela for two players when N deals (S002)
  The player who did not deal is served first and speaks first, whoever deals: here N deals, so S
  comes first. The deck below, top card first, is the deck in suit order (clubs, diamonds, hearts,
  spades) and rank order 7 to Ace. Dealt by N it gives S 7C 8C 9C then KC AC 7D, N 10C JC QC then
  8D 9D 10D, turns up JD, and gives the talons S QD KD AD 7H and N 8H 9H 10H JH.

  Scenario: Dealt by N, the cards go first to S, who did not deal
    Source S002: "Fiecare jucător primește trei cărți cu fața în jos, apoi următoarele trei cărți (șase cărți în total)."
    Source S002: "Jucătorul care nu a împărțit are avantajul."

    Given N deals the deck 7C 8C 9C 10C JC QC KC AC 7D 8D 9D 10D JD QD KD AD 7H 8H 9H 10H JH QH KH AH 7S 8S 9S 10S JS QS KS AS
    Then S holds 7C 8C 9C KC AC 7D
    And N holds 10C JC QC 8D 9D 10D

  Scenario: Dealt by N, S, who did not deal, speaks first
    Source S002: "Jucătorul care nu a împărțit are avantajul."

    Given N deals the deck 7C 8C 9C 10C JC QC KC AC 7D 8D 9D 10D JD QD KD AD 7H 8H 9H 10H JH QH KH AH 7S 8S 9S 10S JS QS KS AS
    Then it is S's turn to bid

  Scenario: Dealt by N, the talon too goes first to S, who did not deal
    Source S002: "Apoi, el împarte încă patru cărți adversarului său și lui însuși (aceste cărți se numesc talon)."
    Source S002: "Când atuul este determinat, ambii jucători ridică cele patru cărți rămase (gărpă), astfel încât fiecare jucător să aibă un total de zece cărți în mâini."

    Given N deals the deck 7C 8C 9C 10C JC QC KC AC 7D 8D 9D 10D JD QD KD AD 7H 8H 9H 10H JH QH KH AH 7S 8S 9S 10S JS QS KS AS
    When S takes
    Then the contract is diamonds taken by S
    And S holds 7C 8C 9C KC AC 7D QD KD AD 7H
    And N holds 10C JC QC 8D 9D 10D 8H 9H 10H JH
