@variant:french-qcsalon @source:S003 @area:tricks
Feature: Who wins a trick in QCSalon Belote (S003)
  The strongest card wins: the highest trump if any trump was played, otherwise the highest card of
  the suit led. Play goes counter-clockwise, so a trick led by E is played E, N, W, S.

  Scenario: The highest card of the led suit wins when no trump is played
    Source S003: "U suprotnom, ako nema aduta, najjača karta boje trika uzima trik"

    Given the contract is hearts
    And the trick so far is E KS, N AS, W 7S, S 10S
    Then the trick is won by N

  Scenario: A card of another plain suit never wins the trick
    Source S003: "U suprotnom, ako nema aduta, najjača karta boje trika uzima trik"

    Given the contract is hearts
    And the trick so far is E 7S, N AD, W 8S, S AC
    Then the trick is won by W

  Scenario: The 10 beats the King, Queen and Jack of its suit
    Source S003: "Obratite pažnju na posebnu vrednost desetke, koja je odmah nakon keca i pobeđuje sve ostale karte lica."

    Given the contract is hearts
    And the trick so far is E KC, N QC, W 10C, S JC
    Then the trick is won by W

  Scenario: A trump beats any plain card
    Source S003: "Ako ima aduta, najjači adut uzima trik"

    Given the contract is hearts
    And the trick so far is E AS, N 10S, W 7H, S KS
    Then the trick is won by W

  Scenario: The highest trump wins among trumps
    Source S003: "Ako ima aduta, najjači adut uzima trik"

    Given the contract is hearts
    And the trick so far is E AS, N AH, W 10S, S 9H
    Then the trick is won by S
