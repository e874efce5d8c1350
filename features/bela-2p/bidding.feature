@variant:bela-2p @source:S002 @area:bidding
Feature: Fixing the trump in Bela for two players (S002)
  The player who did not deal speaks first: he may take the suit of the turned card as trump or say
  "next"; the dealer then has the same choice. If both refuse the turned suit, the non-dealer may name
  any of the three other suits or say "next" a second time, and then the dealer must name one of the
  three other suits. S deals with JH turned up in every scenario, so N speaks first.

  Scenario: The player who did not deal speaks first
    Source S002: "Jucătorul care nu a împărțit are avantajul."

    Given S deals with JH turned up
    Then it is N's turn to bid

  Scenario: The non-dealer may take the turned suit as trump
    Source S002: "Jucătorul decide dacă plătește, adică să stabilească că atuul este culoarea care se află pe cartea cu fața în sus și pe care se află restul cărților nedistribuite, sau dacă să spună „următorul”."

    Given S deals with JH turned up
    When N takes
    Then the contract is hearts taken by N

  Scenario: Another suit cannot be named before both have refused the turned suit
    Source S002: "Jucătorul decide dacă plătește, adică să stabilească că atuul este culoarea care se află pe cartea cu fața în sus"

    Given S deals with JH turned up
    When N takes spades
    Then the bid is rejected citing /bidding/rounds/0
    And the state is unchanged

  Scenario: After the non-dealer says next the dealer has the same choice
    Source S002: "În cazul în care spune „următorul”, jucătorul care a împărțit primește aceeași opțiune, pe care o poate accepta sau respinge."

    Given S deals with JH turned up
    When N passes
    Then it is S's turn to bid
    When S takes
    Then the contract is hearts taken by S

  Scenario: When both refuse the turned suit the non-dealer chooses again
    Source S002: "Dacă ambii jucători refuză să facă atu-ul în culoarea care este pe carte cu fața în sus, dreptul de a determina atu-ul este din nou acordat jucătorului care nu a împărțit."

    Given S deals with JH turned up
    When N passes
    And S passes
    Then it is N's turn to bid

  Scenario: In the second round the non-dealer may name another suit
    Source S002: "El poate alege un atu, dar că nu este costumul pe care l-a respins prima dată și care se află pe cartea cu fața în sus"

    Given S deals with JH turned up
    When N passes
    And S passes
    And N takes clubs
    Then the contract is clubs taken by N

  Scenario: In the second round the turned suit cannot be named
    Source S002: "El poate alege un atu, dar că nu este costumul pe care l-a respins prima dată și care se află pe cartea cu fața în sus"

    Given S deals with JH turned up
    When N passes
    And S passes
    And N takes hearts
    Then the bid is rejected citing /bidding/rounds/1
    And the state is unchanged

  Scenario: In the second round the non-dealer may say next again
    Source S002: "sau poate spune mai departe a doua oară."

    Given S deals with JH turned up
    When N passes
    And S passes
    And N passes
    Then it is S's turn to bid

  Scenario: The dealer may not refuse a second time
    Source S002: "De data aceasta, dealerul trebuie să determine atuul dintre cele trei culori rămase."

    Given S deals with JH turned up
    When N passes
    And S passes
    And N passes
    And S passes
    Then the bid is rejected citing /bidding/rounds/1
    And the state is unchanged
    And it is S's turn to bid

  Scenario: The dealer names one of the three other suits
    Source S002: "De data aceasta, dealerul trebuie să determine atuul dintre cele trei culori rămase."

    Given S deals with JH turned up
    When N passes
    And S passes
    And N passes
    And S takes diamonds
    Then the contract is diamonds taken by S

  Scenario: The dealer cannot name the turned suit in the second round
    Source S002: "De data aceasta, dealerul trebuie să determine atuul dintre cele trei culori rămase."

    Given S deals with JH turned up
    When N passes
    And S passes
    And N passes
    And S takes hearts
    Then the bid is rejected citing /bidding/rounds/1
    And the state is unchanged
