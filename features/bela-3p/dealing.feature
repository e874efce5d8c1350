@variant:bela-3p @source:S002 @area:dealing
Feature: Dealing in Bela for three players (S002)
  Counter-clockwise from the dealer's right, each player gets three cards, then three more, then four
  cards laid apart: his talon. The last two cards are for the player on the dealer's right, who must
  call trump on his first six cards. Once the trump is called the caller takes up six cards (his talon
  and the two extra) and the others four; the caller then discards two cards, so that all three hold
  ten. The two discarded cards belong to the caller.

  Play goes S, E, W. The deck below, top card first, is the deck in suit order (clubs, diamonds,
  hearts, spades) and rank order 7 to Ace. Dealt by S it gives E 7C 8C 9C then 8D 9D 10D, W 10C JC QC
  then JD QD KD, S KC AC 7D then AD 7H 8H; the talons are E 9H 10H JH QH, W KH AH 7S 8S, S 9S 10S JS QS,
  and KS AS are the caller's two extra cards.

  Scenario: Each player gets six cards, three then three, from the dealer's right
    Source S002: "Fiecare jucător primește trei cărți cu fața în jos, apoi încă trei cărți (șase în total) și apoi încă patru cărți în pachet, care sunt separate separat de primele șase cărți."
    Source S002: "Jucătorii ridică primele șase cărți împărțite și primul jucător din dreapta dealer-ului trebuie să numească atu."

    Given S deals the deck 7C 8C 9C 10C JC QC KC AC 7D 8D 9D 10D JD QD KD AD 7H 8H 9H 10H JH QH KH AH 7S 8S 9S 10S JS QS KS AS
    Then E holds 7C 8C 9C 8D 9D 10D
    And W holds 10C JC QC JD QD KD
    And S holds KC AC 7D AD 7H 8H
    And it is E's turn to bid

  Scenario: The caller takes up six cards and the others four
    Source S002: "Cele două cărți rămase sunt destinate primului jucător din dreapta dealerului (el este primul jucător la rândul său)."
    Source S002: "Când atuul este determinat, jucătorii ridică gheara (jucătorul care a chemat ridică șase cărți, iar ceilalți patru)."

    Given S deals the deck 7C 8C 9C 10C JC QC KC AC 7D 8D 9D 10D JD QD KD AD 7H 8H 9H 10H JH QH KH AH 7S 8S 9S 10S JS QS KS AS
    When E takes hearts
    Then the contract is hearts taken by E
    And E holds 7C 8C 9C 8D 9D 10D 9H 10H JH QH KS AS
    And W holds 10C JC QC JD QD KD KH AH 7S 8S
    And S holds KC AC 7D AD 7H 8H 9S 10S JS QS

  Scenario: The caller discards two cards and then leads with ten like the others
    Source S002: "Apoi jucătorul care a sunat, adică atu determinat, alege două dintre cărțile sale pentru a le arunca, astfel încât toate trei să aibă acum același număr de cărți în mâini (10)."

    Given S deals the deck 7C 8C 9C 10C JC QC KC AC 7D 8D 9D 10D JD QD KD AD 7H 8H 9H 10H JH QH KH AH 7S 8S 9S 10S JS QS KS AS
    When E takes hearts
    And E discards 7C 8C
    Then E holds 9C 8D 9D 10D 9H 10H JH QH KS AS
    And it is E's turn to play

  Scenario: The caller must discard exactly two cards
    Source S002: "alege două dintre cărțile sale pentru a le arunca"

    Given S deals the deck 7C 8C 9C 10C JC QC KC AC 7D 8D 9D 10D JD QD KD AD 7H 8H 9H 10H JH QH KH AH 7S 8S 9S 10S JS QS KS AS
    When E takes hearts
    And E discards 7C
    Then the discard is rejected citing /dealing/after_bidding/discard
    And the state is unchanged

  Scenario: Only the caller discards
    Source S002: "Apoi jucătorul care a sunat, adică atu determinat, alege două dintre cărțile sale pentru a le arunca"

    Given S deals the deck 7C 8C 9C 10C JC QC KC AC 7D 8D 9D 10D JD QD KD AD 7H 8H 9H 10H JH QH KH AH 7S 8S 9S 10S JS QS KS AS
    When E takes hearts
    And W discards 10C JC
    Then the discard is rejected citing turn
    And the state is unchanged

  Scenario: No card is played before the caller has discarded
    Source S002: "astfel încât toate trei să aibă acum același număr de cărți în mâini (10)."

    Given S deals the deck 7C 8C 9C 10C JC QC KC AC 7D 8D 9D 10D JD QD KD AD 7H 8H 9H 10H JH QH KH AH 7S 8S 9S 10S JS QS KS AS
    When E takes hearts
    And E plays 9H
    Then the play is rejected citing phase
    And the state is unchanged
