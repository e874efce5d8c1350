@variant:french-sans-atout @variant:french-sans-atout-ffb @source:S001 @area:tricks
Feature: Who wins a trick in No Trumps and All Trumps (S001, FFB)
  In No Trumps and in All Trumps no suit is stronger than another: the highest card of the led suit
  wins, and a card of another suit never does, however high. The led suit ranks A 10 K Q J 9 8 7 in
  No Trumps and J 9 A 10 K Q 8 7 in All Trumps. A suit contract still has its trump.
  Play goes counter-clockwise, so a trick led by E is played E, N, W, S.

  @source:FFB
  Scenario: In No Trumps an Ace of another suit does not beat the led suit
    Source S001: "no suit is stronger than another"
    Source FFB: "Lors d'un contrat à Sans Atout, il n'y a aucun atout. De fait, il est impossible de couper."

    Given the contract is no trumps
    And the trick so far is E 7S, N AH, W 8S, S AD
    Then the trick is won by W

  Scenario: In No Trumps the 10 of the led suit beats its King
    Source S001: "No Trumps Rank A 10 K Q J 9 8 7"

    Given the contract is no trumps
    And the trick so far is E KC, N QC, W 10C, S AD
    Then the trick is won by W

  Scenario: In No Trumps the Jack of the led suit beats its 9
    Source S001: "No Trumps Rank A 10 K Q J 9 8 7"

    Given the contract is no trumps
    And the trick so far is N 9D, W 8D, S JD, E 7D
    Then the trick is won by S

  @source:FFB
  Scenario: In All Trumps a Jack of another suit does not beat the led suit
    Source S001: "no suit is stronger than another"
    Source FFB: "De fait, il est impossible de couper et il est obligatoire de monter sur la carte qui tient, quand cela est possible."

    Given the contract is all trumps
    And the trick so far is E 7S, N JH, W 8S, S JD
    Then the trick is won by W

  Scenario: In All Trumps the Jack of the led suit beats its 9
    Source S001: "All Trumps Rank J 9 A 10 K Q 8 7"

    Given the contract is all trumps
    And the trick so far is E 9H, N AH, W JH, S 10H
    Then the trick is won by W

  Scenario: In All Trumps the 9 of the led suit beats its Ace
    Source S001: "All Trumps Rank J 9 A 10 K Q 8 7"

    Given the contract is all trumps
    And the trick so far is N AD, W 9D, S 10D, E KD
    Then the trick is won by W

  Scenario: In All Trumps the 10 of the led suit beats its King
    Source S001: "All Trumps Rank J 9 A 10 K Q 8 7"

    Given the contract is all trumps
    And the trick so far is W KC, S 10C, E QC, N 8C
    Then the trick is won by S

  Scenario: In a suit contract a trump still beats the led suit
    Source S001: "A trump card is always stronger than a non-trump card."

    Given the contract is spades
    And the trick so far is E AH, N 7S, W 10H, S KH
    Then the trick is won by N
