@variant:bela-2p
Feature: Actions the rules forbid are refused and change nothing: Bela (Croatian/Serbian Belot), two players
  Each scenario tries one action the rules forbid: the engine must refuse it, citing the rule it breaks, leave
  the deal exactly as it was, and still let the right player act. Every scenario deals the same deck, top card
  first, S dealing. The bidding that ends it: N takes. Then hearts are trump, N leads and play goes N, S; the
  hands are S: AC KC 8C KD JH 8H AS 10S QS 7S; N: JC 7C AD QD JD 9D 9H 7H JS 8S.

  @area:play @source:S002
  Scenario: A card played during the bidding is rejected
    Source S002: "Când atuul este determinat, ambii jucători ridică cele patru cărți rămase (gărpă), astfel încât fiecare jucător să aibă un total de zece cărți în mâini."

    Given S deals the deck 7H 8S 9H AS QS JH 7C JC 9D AC KD 8H KH JS AD JD QD 10S 8C 7S KC 10H 7D 8D QH AH QC 9S 10D KS 9C 10C
    When N plays 7H
    Then the play is rejected citing phase
    And the state is unchanged
    And it is N's turn to bid
    When N takes
    Then it is N's turn to play

  @area:bidding @source:S002
  Scenario: A bid out of turn is rejected
    Source S002: "Jucătorul care nu a împărțit are avantajul."

    Given S deals the deck 7H 8S 9H AS QS JH 7C JC 9D AC KD 8H KH JS AD JD QD 10S 8C 7S KC 10H 7D 8D QH AH QC 9S 10D KS 9C 10C
    When N passes
    And N passes
    Then the bid is rejected citing turn
    And the state is unchanged
    And it is S's turn to bid

  @area:bidding @source:S002
  Scenario: A pass is rejected from the player who must bid
    Source S002: "De data aceasta, dealerul trebuie să determine atuul dintre cele trei culori rămase."

    Given S deals the deck 7H 8S 9H AS QS JH 7C JC 9D AC KD 8H KH JS AD JD QD 10S 8C 7S KC 10H 7D 8D QH AH QC 9S 10D KS 9C 10C
    When N passes
    And S passes
    And N passes
    Then it is S's turn to bid
    When S passes
    Then the bid is rejected citing /bidding/rounds/1
    And the state is unchanged
    And it is S's turn to bid
    When S takes clubs
    Then the contract is clubs taken by S

  @area:bidding @source:S002
  Scenario: A bid once the bidding is over is rejected
    Source S002: "Când atuul este determinat, ambii jucători ridică cele patru cărți rămase (gărpă)"

    Given S deals the deck 7H 8S 9H AS QS JH 7C JC 9D AC KD 8H KH JS AD JD QD 10S 8C 7S KC 10H 7D 8D QH AH QC 9S 10D KS 9C 10C
    When N takes
    And N passes
    Then the bid is rejected citing phase
    And the state is unchanged
    And it is N's turn to play

  @area:play @source:S002
  Scenario: A card played before the leader's is rejected
    Source S002: "Jocul începe cu primul jucător de la dreapta la dealer."

    Given S deals the deck 7H 8S 9H AS QS JH 7C JC 9D AC KD 8H KH JS AD JD QD 10S 8C 7S KC 10H 7D 8D QH AH QC 9S 10D KS 9C 10C
    When N takes
    And S plays QS
    Then the play is rejected citing turn
    And the state is unchanged
    And it is N's turn to play
    When N plays JS
    Then it is S's turn to play

  @area:play @source:S002
  Scenario: A second card from the same player in one trick is rejected
    Source S002: "El este urmat de jucătorul de lângă el"

    Given S deals the deck 7H 8S 9H AS QS JH 7C JC 9D AC KD 8H KH JS AD JD QD 10S 8C 7S KC 10H 7D 8D QH AH QC 9S 10D KS 9C 10C
    When N takes
    And N plays 7H
    And N plays 9H
    Then the play is rejected citing turn
    And the state is unchanged
    And it is S's turn to play
    When S plays 8H
    Then it is S's turn to play

  @area:play @source:BG
  Scenario: A card the player does not hold is rejected
    Source BG: "He/she places one of their cards on the table"

    Given S deals the deck 7H 8S 9H AS QS JH 7C JC 9D AC KD 8H KH JS AD JD QD 10S 8C 7S KC 10H 7D 8D QH AH QC 9S 10D KS 9C 10C
    When N takes
    And N plays 9D
    And S plays KD
    Then it is S's turn to play
    When S plays 8S
    Then the play is rejected citing card-not-in-hand
    And the state is unchanged
    And it is S's turn to play
    When S plays AC
    Then it is N's turn to play

  @area:play @source:S002
  Scenario: A card of another suit is rejected from a player who holds the led suit
    Source S002: "nu numai că trebuie să respecte costumul care a fost aruncat"

    Given S deals the deck 7H 8S 9H AS QS JH 7C JC 9D AC KD 8H KH JS AD JD QD 10S 8C 7S KC 10H 7D 8D QH AH QC 9S 10D KS 9C 10C
    When N takes
    And N plays 7H
    And S plays 8C
    Then the play is rejected citing /play/obligations/follow_suit
    And the state is unchanged
    And it is S's turn to play
    When S plays 8H
    Then it is S's turn to play

  @area:play @source:S002
  Scenario: A lower trump is rejected on a trump lead from a player who holds a higher one
    Source S002: "Dacă prima carte este un atu, următorul jucător trebuie să arunce o carte mai puternică în atu, dacă are una."

    Given S deals the deck 7H 8S 9H AS QS JH 7C JC 9D AC KD 8H KH JS AD JD QD 10S 8C 7S KC 10H 7D 8D QH AH QC 9S 10D KS 9C 10C
    When N takes
    And N plays 9H
    And S plays 8H
    Then the play is rejected citing /play/obligations/overtrump_when_trump_led
    And the state is unchanged
    And it is S's turn to play
    When S plays JH
    Then it is S's turn to play

  @area:play @source:S002
  Scenario: A lower card of the led suit is rejected from a player who holds a higher one
    Source S002: "dar trebuie și să arunce o carte mai mare decât cartea anterioară care a fost aruncată"

    Given S deals the deck 7H 8S 9H AS QS JH 7C JC 9D AC KD 8H KH JS AD JD QD 10S 8C 7S KC 10H 7D 8D QH AH QC 9S 10D KS 9C 10C
    When N takes
    And N plays 8S
    And S plays 7S
    Then the play is rejected citing /play/obligations/beat_led_suit
    And the state is unchanged
    And it is S's turn to play
    When S plays AS
    Then it is S's turn to play

  @area:play @source:S002
  Scenario: A plain card is rejected from a player void in the led suit who holds a trump
    Source S002: "Dacă jucătorul nu are culoarea inițială jucată, atunci el aruncă atuul. Dacă nici măcar nu are un atu, abia atunci poate arunca orice carte."

    Given S deals the deck 7H 8S 9H AS QS JH 7C JC 9D AC KD 8H KH JS AD JD QD 10S 8C 7S KC 10H 7D 8D QH AH QC 9S 10D KS 9C 10C
    When N takes
    And N plays AD
    And S plays KD
    And N plays 9D
    And S plays 8C
    Then the play is rejected citing /play/obligations/trump_when_void
    And the state is unchanged
    And it is S's turn to play
    When S plays 8H
    Then it is S's turn to play
