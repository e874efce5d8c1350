@variant:bela-3p @source:S002 @area:bidding
Feature: Calling trump in Bela for three players (S002)
  The player on the dealer's right must name the trump: he may not pass, and he may name any suit.
  S deals in every scenario, so E calls.

  Scenario: The player on the dealer's right calls
    Source S002: "primul jucător din dreapta dealer-ului trebuie să numească atu"

    Given S deals the deck 7C 8C 9C 10C JC QC KC AC 7D 8D 9D 10D JD QD KD AD 7H 8H 9H 10H JH QH KH AH 7S 8S 9S 10S JS QS KS AS
    Then it is E's turn to bid

  Scenario: The player on the dealer's right may not pass
    Source S002: "primul jucător din dreapta dealer-ului trebuie să numească atu"

    Given S deals the deck 7C 8C 9C 10C JC QC KC AC 7D 8D 9D 10D JD QD KD AD 7H 8H 9H 10H JH QH KH AH 7S 8S 9S 10S JS QS KS AS
    When E passes
    Then the bid is rejected citing /bidding/rounds/0
    And the state is unchanged

  Scenario: The player on the dealer's right may name any suit
    Source S002: "Jucătorii ridică primele șase cărți împărțite și primul jucător din dreapta dealer-ului trebuie să numească atu."

    Given S deals the deck 7C 8C 9C 10C JC QC KC AC 7D 8D 9D 10D JD QD KD AD 7H 8H 9H 10H JH QH KH AH 7S 8S 9S 10S JS QS KS AS
    When E takes clubs
    Then the contract is clubs taken by E

  Scenario: Another player cannot call instead
    Source S002: "primul jucător din dreapta dealer-ului trebuie să numească atu"

    Given S deals the deck 7C 8C 9C 10C JC QC KC AC 7D 8D 9D 10D JD QD KD AD 7H 8H 9H 10H JH QH KH AH 7S 8S 9S 10S JS QS KS AS
    When W takes hearts
    Then the bid is rejected citing turn
    And the state is unchanged
