@variant:bela-2p @source:S002 @area:dealing
Feature: Dealing in Bela for two players (S002)
  Each player gets three cards, then three more, the player who did not deal first. The dealer turns up
  the next card, then deals four more cards to each player, the talon, which stays face down until the
  trump is fixed. The remaining eleven cards are laid on the turned card, which stays visible. Once the
  trump is fixed both players take up their talon and hold ten cards: 20 of the 32 cards are played.

  The deck below, top card first, is the deck in suit order (clubs, diamonds, hearts, spades) and rank
  order 7 to Ace. Dealt by S it gives N 7C 8C 9C then KC AC 7D, S 10C JC QC then 8D 9D 10D, turns up
  JD, and gives the talons N QD KD AD 7H and S 8H 9H 10H JH; QH to AS stay undealt.

  Scenario: Each player gets six cards, three then three, the non-dealer first
    Source S002: "Fiecare jucător primește trei cărți cu fața în jos, apoi următoarele trei cărți (șase cărți în total)."
    Source S002: "Jucătorul care nu a împărțit are avantajul."

    Given S deals the deck 7C 8C 9C 10C JC QC KC AC 7D 8D 9D 10D JD QD KD AD 7H 8H 9H 10H JH QH KH AH 7S 8S 9S 10S JS QS KS AS
    Then N holds 7C 8C 9C KC AC 7D
    And S holds 10C JC QC 8D 9D 10D
    And it is N's turn to bid

  Scenario: The dealer turns up the next card and its suit is proposed as trump
    Source S002: "Dealerul întoarce apoi cartea cu fața în sus."
    Source S002: "Jucătorul decide dacă plătește, adică să stabilească că atuul este culoarea care se află pe cartea cu fața în sus"

    Given S deals the deck 7C 8C 9C 10C JC QC KC AC 7D 8D 9D 10D JD QD KD AD 7H 8H 9H 10H JH QH KH AH 7S 8S 9S 10S JS QS KS AS
    When N takes
    Then the contract is diamonds taken by N

  Scenario: Once the trump is fixed each player takes up his four talon cards and holds ten
    Source S002: "Apoi, el împarte încă patru cărți adversarului său și lui însuși (aceste cărți se numesc talon)."
    Source S002: "Când atuul este determinat, ambii jucători ridică cele patru cărți rămase (gărpă), astfel încât fiecare jucător să aibă un total de zece cărți în mâini."

    Given S deals the deck 7C 8C 9C 10C JC QC KC AC 7D 8D 9D 10D JD QD KD AD 7H 8H 9H 10H JH QH KH AH 7S 8S 9S 10S JS QS KS AS
    When N takes
    Then N holds 7C 8C 9C KC AC 7D QD KD AD 7H
    And S holds 10C JC QC 8D 9D 10D 8H 9H 10H JH

  Scenario: The turned card and the eleven cards on it are not dealt
    Source S002: "Restul cărților sunt așezate pe cardul care a fost plasat anterior cu fața în sus, dar în așa fel încât să poți vedea ce carte este."

    Given S deals the deck 7C 8C 9C 10C JC QC KC AC 7D 8D 9D 10D JD QD KD AD 7H 8H 9H 10H JH QH KH AH 7S 8S 9S 10S JS QS KS AS
    When N passes
    And S passes
    And N passes
    And S takes spades
    Then the contract is spades taken by S
    And N holds 7C 8C 9C KC AC 7D QD KD AD 7H
    And S holds 10C JC QC 8D 9D 10D 8H 9H 10H JH
