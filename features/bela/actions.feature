@variant:bela
Feature: Actions the rules forbid are refused and change nothing: Bela (Croatian/Serbian Belot), four players
  Each scenario tries one action the rules forbid: the engine must refuse it, citing the rule it breaks, leave
  the deal exactly as it was, and still let the right player act. Every scenario deals the same deck, top card
  first, S dealing. The bidding that ends it: E takes clubs. Then clubs are trump, E leads and play goes E, N,
  W, S; the hands are S: 9C 10C QC 8C QD 9D 7H 8S; E: KC AD KD AH 9H AS 9S 7S; N: JC 7C 10D JD 8D QH JH 8H; W:
  AC 7D 10H KH 10S KS QS JS.

  @area:play @source:S002
  Scenario: A card played during the bidding is rejected
    Source S002: "Când cineva strigă un atu, toată lumea își ridică gheara și începe jocul."

    Given S deals the deck AS AH 9H JC JD QH 7D 10H JS 10C 9C 8C 7S 9S KD 10D 8H 7C AC 10S QS QC 7H 8S KC AD 8D JH KS KH QD 9D
    When E plays AS
    Then the play is rejected citing phase
    And the state is unchanged
    And it is E's turn to bid
    When E takes clubs
    Then it is E's turn to play

  @area:bidding @source:S002
  Scenario: A bid out of turn is rejected
    Source S002: "Primul în rând este jucătorul din dreapta dealer-ului."

    Given S deals the deck AS AH 9H JC JD QH 7D 10H JS 10C 9C 8C 7S 9S KD 10D 8H 7C AC 10S QS QC 7H 8S KC AD 8D JH KS KH QD 9D
    When E passes
    And E passes
    Then the bid is rejected citing turn
    And the state is unchanged
    And it is N's turn to bid

  @area:bidding @source:S002
  Scenario: A pass is rejected from the player who must bid
    Source S002: "Când vine rândul dealer-ului, acesta trebuie să sune."

    Given S deals the deck AS AH 9H JC JD QH 7D 10H JS 10C 9C 8C 7S 9S KD 10D 8H 7C AC 10S QS QC 7H 8S KC AD 8D JH KS KH QD 9D
    When E passes
    And N passes
    And W passes
    Then it is S's turn to bid
    When S passes
    Then the bid is rejected citing /bidding/rounds/0
    And the state is unchanged
    And it is S's turn to bid
    When S takes clubs
    Then the contract is clubs taken by S

  @area:bidding @source:S002
  Scenario: A bid once the bidding is over is rejected
    Source S002: "Când cineva strigă un atu, toată lumea își ridică gheara și începe jocul."

    Given S deals the deck AS AH 9H JC JD QH 7D 10H JS 10C 9C 8C 7S 9S KD 10D 8H 7C AC 10S QS QC 7H 8S KC AD 8D JH KS KH QD 9D
    When E takes clubs
    And E passes
    Then the bid is rejected citing phase
    And the state is unchanged
    And it is E's turn to play

  @area:play @source:S002
  Scenario: A card played before the leader's is rejected
    Source S002: "Jocul începe cu primul jucător de la dreapta la dealer."

    Given S deals the deck AS AH 9H JC JD QH 7D 10H JS 10C 9C 8C 7S 9S KD 10D 8H 7C AC 10S QS QC 7H 8S KC AD 8D JH KS KH QD 9D
    When E takes clubs
    And N plays 8D
    Then the play is rejected citing turn
    And the state is unchanged
    And it is E's turn to play
    When E plays 9H
    Then it is N's turn to play

  @area:play @source:S002
  Scenario: A second card from the same player in one trick is rejected
    Source S002: "El este urmat de jucătorul de lângă el"

    Given S deals the deck AS AH 9H JC JD QH 7D 10H JS 10C 9C 8C 7S 9S KD 10D 8H 7C AC 10S QS QC 7H 8S KC AD 8D JH KS KH QD 9D
    When E takes clubs
    And E plays AH
    And E plays 9H
    Then the play is rejected citing turn
    And the state is unchanged
    And it is N's turn to play
    When N plays QH
    Then it is W's turn to play

  @area:play @source:BG
  Scenario: A card the player does not hold is rejected
    Source BG: "He/she places one of their cards on the table"

    Given S deals the deck AS AH 9H JC JD QH 7D 10H JS 10C 9C 8C 7S 9S KD 10D 8H 7C AC 10S QS QC 7H 8S KC AD 8D JH KS KH QD 9D
    When E takes clubs
    And E plays 9S
    And N plays JC
    And W plays QS
    And S plays 8S
    Then it is N's turn to play
    When N plays AC
    Then the play is rejected citing card-not-in-hand
    And the state is unchanged
    And it is N's turn to play
    When N plays QH
    Then it is W's turn to play

  @area:play @source:S002
  Scenario: A card of another suit is rejected from a player who holds the led suit
    Source S002: "nu numai că trebuie să respecte costumul care a fost aruncat"

    Given S deals the deck AS AH 9H JC JD QH 7D 10H JS 10C 9C 8C 7S 9S KD 10D 8H 7C AC 10S QS QC 7H 8S KC AD 8D JH KS KH QD 9D
    When E takes clubs
    And E plays AD
    And N plays 7C
    Then the play is rejected citing /play/obligations/follow_suit
    And the state is unchanged
    And it is N's turn to play
    When N plays 10D
    Then it is W's turn to play

  @area:play @source:S002
  Scenario: A lower trump is rejected on a trump lead from a player who holds a higher one
    Source S002: "Dacă prima carte este un atu, următorul jucător trebuie să arunce o carte mai puternică în atu, dacă are una."

    Given S deals the deck AS AH 9H JC JD QH 7D 10H JS 10C 9C 8C 7S 9S KD 10D 8H 7C AC 10S QS QC 7H 8S KC AD 8D JH KS KH QD 9D
    When E takes clubs
    And E plays KC
    And N plays 7C
    Then the play is rejected citing /play/obligations/overtrump_when_trump_led
    And the state is unchanged
    And it is N's turn to play
    When N plays JC
    Then it is W's turn to play

  @area:play @source:S002
  Scenario: A lower card of the led suit is rejected from a player who holds a higher one
    Source S002: "dar trebuie și să arunce o carte mai mare decât cartea anterioară care a fost aruncată"

    Given S deals the deck AS AH 9H JC JD QH 7D 10H JS 10C 9C 8C 7S 9S KD 10D 8H 7C AC 10S QS QC 7H 8S KC AD 8D JH KS KH QD 9D
    When E takes clubs
    And E plays KD
    And N plays 8D
    Then the play is rejected citing /play/obligations/beat_led_suit
    And the state is unchanged
    And it is N's turn to play
    When N plays 10D
    Then it is W's turn to play

  @area:play @source:S002
  Scenario: A plain card is rejected from a player void in the led suit who holds a trump
    Source S002: "Dacă jucătorul nu are culoarea inițială jucată, atunci el aruncă atuul. Dacă nici măcar nu are un atu, abia atunci poate arunca orice carte."

    Given S deals the deck AS AH 9H JC JD QH 7D 10H JS 10C 9C 8C 7S 9S KD 10D 8H 7C AC 10S QS QC 7H 8S KC AD 8D JH KS KH QD 9D
    When E takes clubs
    And E plays AS
    And N plays 8D
    Then the play is rejected citing /play/obligations/trump_when_void
    And the state is unchanged
    And it is N's turn to play
    When N plays JC
    Then it is W's turn to play
