@variant:bela-3p
Feature: Actions the rules forbid are refused and change nothing: Bela (Croatian/Serbian Belot), three players
  Each scenario tries one action the rules forbid: the engine must refuse it, citing the rule it breaks, leave
  the deal exactly as it was, and still let the right player act. Every scenario deals the same deck, top card
  first, S dealing. The bidding that ends it: E takes diamonds; E discards 7H 7S. Then diamonds are trump, E
  leads and play goes E, W, S; the hands are S: QC JC 7C JD 9D 10D QD 10S KS 9S; E: AC 10C KC 9C 8C KD 10H 9H
  8H 8S; W: AD 8D 7D AH KH QH JH AS QS JS.

  @area:play @source:S002
  Scenario: A card played during the bidding is rejected
    Source S002: "Când atuul este determinat, jucătorii ridică gheara (jucătorul care a chemat ridică șase cărți, iar ceilalți patru)."

    Given S deals the deck 7H 8S 9H AS QS JH 7C JC 9D AC KD 8H KH JS AD JD QD 10S 8C 7S KC 10H 7D 8D QH AH QC 9S 10D KS 9C 10C
    When E plays 7H
    Then the play is rejected citing phase
    And the state is unchanged
    And it is E's turn to bid
    When E takes diamonds
    And E discards 7H 7S
    Then it is E's turn to play

  @area:bidding @source:S002
  Scenario: A bid out of turn is rejected
    Source S002: "primul jucător din dreapta dealer-ului trebuie să numească atu"

    Given S deals the deck 7H 8S 9H AS QS JH 7C JC 9D AC KD 8H KH JS AD JD QD 10S 8C 7S KC 10H 7D 8D QH AH QC 9S 10D KS 9C 10C
    When W takes diamonds
    Then the bid is rejected citing turn
    And the state is unchanged
    And it is E's turn to bid

  @area:bidding @source:S002
  Scenario: A pass is rejected from the player who must bid
    Source S002: "primul jucător din dreapta dealer-ului trebuie să numească atu"

    Given S deals the deck 7H 8S 9H AS QS JH 7C JC 9D AC KD 8H KH JS AD JD QD 10S 8C 7S KC 10H 7D 8D QH AH QC 9S 10D KS 9C 10C
    Then it is E's turn to bid
    When E passes
    Then the bid is rejected citing /bidding/rounds/0
    And the state is unchanged
    And it is E's turn to bid
    When E takes clubs
    Then the contract is clubs taken by E

  @area:bidding @source:S002
  Scenario: A bid once the bidding is over is rejected
    Source S002: "Când atuul este determinat, jucătorii ridică gheara"

    Given S deals the deck 7H 8S 9H AS QS JH 7C JC 9D AC KD 8H KH JS AD JD QD 10S 8C 7S KC 10H 7D 8D QH AH QC 9S 10D KS 9C 10C
    When E takes diamonds
    And E discards 7H 7S
    And E passes
    Then the bid is rejected citing phase
    And the state is unchanged
    And it is E's turn to play

  @area:dealing @source:S002
  Scenario: A discard of a card the taker does not hold is rejected
    Source S002: "Apoi jucătorul care a sunat, adică atu determinat, alege două dintre cărțile sale pentru a le arunca"

    Given S deals the deck 7H 8S 9H AS QS JH 7C JC 9D AC KD 8H KH JS AD JD QD 10S 8C 7S KC 10H 7D 8D QH AH QC 9S 10D KS 9C 10C
    When E takes diamonds
    And E discards 7H AS
    Then the discard is rejected citing card-not-in-hand
    And the state is unchanged
    When E discards 7H 7S
    Then it is E's turn to play

  @area:dealing @source:S002
  Scenario: A discard by a player who did not take is rejected
    Source S002: "Apoi jucătorul care a sunat, adică atu determinat, alege două dintre cărțile sale pentru a le arunca"

    Given S deals the deck 7H 8S 9H AS QS JH 7C JC 9D AC KD 8H KH JS AD JD QD 10S 8C 7S KC 10H 7D 8D QH AH QC 9S 10D KS 9C 10C
    When E takes diamonds
    And W discards AS QS
    Then the discard is rejected citing turn
    And the state is unchanged
    When E discards 7H 7S
    Then it is E's turn to play

  @area:play @source:S002
  Scenario: A card played before the leader's is rejected
    Source S002: "Jocul începe cu primul jucător de la dreapta la dealer."

    Given S deals the deck 7H 8S 9H AS QS JH 7C JC 9D AC KD 8H KH JS AD JD QD 10S 8C 7S KC 10H 7D 8D QH AH QC 9S 10D KS 9C 10C
    When E takes diamonds
    And E discards 7H 7S
    And W plays QS
    Then the play is rejected citing turn
    And the state is unchanged
    And it is E's turn to play
    When E plays 8S
    Then it is W's turn to play

  @area:play @source:S002
  Scenario: A second card from the same player in one trick is rejected
    Source S002: "El este urmat de jucătorul de lângă el"

    Given S deals the deck 7H 8S 9H AS QS JH 7C JC 9D AC KD 8H KH JS AD JD QD 10S 8C 7S KC 10H 7D 8D QH AH QC 9S 10D KS 9C 10C
    When E takes diamonds
    And E discards 7H 7S
    And E plays 8H
    And E plays 9H
    Then the play is rejected citing turn
    And the state is unchanged
    And it is W's turn to play
    When W plays QH
    Then it is S's turn to play

  @area:play @source:BG
  Scenario: A card the player does not hold is rejected
    Source BG: "He/she places one of their cards on the table"

    Given S deals the deck 7H 8S 9H AS QS JH 7C JC 9D AC KD 8H KH JS AD JD QD 10S 8C 7S KC 10H 7D 8D QH AH QC 9S 10D KS 9C 10C
    When E takes diamonds
    And E discards 7H 7S
    And E plays 10C
    And W plays 8D
    And S plays JC
    Then it is W's turn to play
    When W plays 9D
    Then the play is rejected citing card-not-in-hand
    And the state is unchanged
    And it is W's turn to play
    When W plays AD
    Then it is S's turn to play

  @area:play @source:S002
  Scenario: A card of another suit is rejected from a player who holds the led suit
    Source S002: "nu numai că trebuie să respecte costumul care a fost aruncat"

    Given S deals the deck 7H 8S 9H AS QS JH 7C JC 9D AC KD 8H KH JS AD JD QD 10S 8C 7S KC 10H 7D 8D QH AH QC 9S 10D KS 9C 10C
    When E takes diamonds
    And E discards 7H 7S
    And E plays 10H
    And W plays 7D
    Then the play is rejected citing /play/obligations/follow_suit
    And the state is unchanged
    And it is W's turn to play
    When W plays AH
    Then it is S's turn to play

  @area:play @source:S002
  Scenario: A lower trump is rejected on a trump lead from a player who holds a higher one
    Source S002: "Dacă prima carte este un atu, următorul jucător trebuie să arunce o carte mai puternică în atu, dacă are una."

    Given S deals the deck 7H 8S 9H AS QS JH 7C JC 9D AC KD 8H KH JS AD JD QD 10S 8C 7S KC 10H 7D 8D QH AH QC 9S 10D KS 9C 10C
    When E takes diamonds
    And E discards 7H 7S
    And E plays KD
    And W plays 7D
    Then the play is rejected citing /play/obligations/overtrump_when_trump_led
    And the state is unchanged
    And it is W's turn to play
    When W plays AD
    Then it is S's turn to play

  @area:play @source:S002
  Scenario: A lower card of the led suit is rejected from a player who holds a higher one
    Source S002: "dar trebuie și să arunce o carte mai mare decât cartea anterioară care a fost aruncată"

    Given S deals the deck 7H 8S 9H AS QS JH 7C JC 9D AC KD 8H KH JS AD JD QD 10S 8C 7S KC 10H 7D 8D QH AH QC 9S 10D KS 9C 10C
    When E takes diamonds
    And E discards 7H 7S
    And E plays 10H
    And W plays JH
    Then the play is rejected citing /play/obligations/beat_led_suit
    And the state is unchanged
    And it is W's turn to play
    When W plays AH
    Then it is S's turn to play

  @area:play @source:S002
  Scenario: A plain card is rejected from a player void in the led suit who holds a trump
    Source S002: "Dacă jucătorul nu are culoarea inițială jucată, atunci el aruncă atuul. Dacă nici măcar nu are un atu, abia atunci poate arunca orice carte."

    Given S deals the deck 7H 8S 9H AS QS JH 7C JC 9D AC KD 8H KH JS AD JD QD 10S 8C 7S KC 10H 7D 8D QH AH QC 9S 10D KS 9C 10C
    When E takes diamonds
    And E discards 7H 7S
    And E plays 10C
    And W plays JH
    Then the play is rejected citing /play/obligations/trump_when_void
    And the state is unchanged
    And it is W's turn to play
    When W plays 7D
    Then it is S's turn to play
