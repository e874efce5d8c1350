@variant:bulgarian-partner-exempt @source:BG @area:play
Feature: What a player void in the led suit may play, as the Bulgarian rules say (BG)
  The Bulgarian rules oblige a player void in the led suit to trump only while an opponent is winning
  the trick: with the partner winning, by the led suit or by a ruff, he may play any card. Once an
  opponent has trumped, he must beat that trump if he can, and may otherwise play any card. Seed 004
  asks a void player to trump whoever is winning (the `bulgarian` variant); every scenario here but the
  first answers otherwise under that reading. The rules that do not concern a void player are
  `bulgarian`'s, and its scenarios tagged @variant:bulgarian-partner-exempt run here too. Hearts are
  trump. Play goes counter-clockwise: E, N, W, S. Partners are N and S, E and W.

  Scenario: A player void in the led suit must trump while an opponent is winning
    Source BG: "If a player doesn't hold a card of the "wanted" suit he/she is obliged to play a trump card (trumping) only if the hand is being won by an opponent so far."

    Given the contract is hearts
    And N holds 7H 8H AD 7S
    And the trick so far is E AC
    Then the legal cards for N are 7H 8H

  Scenario: A player void in the led suit need not trump while the partner is winning
    Source BG: "he/she is obliged to play a trump card (trumping) only if the hand is being won by an opponent so far"

    Given the contract is hearts
    And N holds 7H AD 8S
    And the trick so far is S AC, E 7C
    Then N may play any card

  Scenario: A player void in the led suit need not trump while the partner's ruff is winning
    Source BG: "he/she is obliged to play a trump card (trumping) only if the hand is being won by an opponent so far"

    Given the contract is hearts
    And N holds JH 7H AD
    And the trick so far is W 8C, S 10H, E 7C
    Then N may play any card

  Scenario: A player void in the led suit must beat an opponent's ruff
    Source BG: "he/she is obliged to play a trump card (trumping) only if the hand is being won by an opponent so far"
    Source BG: "If the opponent has already (trumped) and you cannot follow suit you must play a higher trump if you can"

    Given the contract is hearts
    And W holds 9H 8H KD
    And the trick so far is E AC, N 10H
    Then the legal cards for W are 9H

  Scenario: A player unable to beat an opponent's ruff may play any card
    Read in its paragraph: the sentence before obliges a void player to trump while an opponent is
    winning; this one, once an opponent has trumped, asks for a higher trump and, where none beats the
    ruff, lets him play any card, which lifts that duty to trump (BG-beat-opponent-ruff, its reading).
    Source BG: "If a player doesn't hold a card of the "wanted" suit he/she is obliged to play a trump card (trumping) only if the hand is being won by an opponent so far."
    Source BG: "If the opponent has already (trumped) and you cannot follow suit you must play a higher trump if you can (otherwise you can play any card)."

    Given the contract is hearts
    And W holds 7H KD 8S
    And the trick so far is E AC, N JH
    Then W may play any card

  Scenario: A player void in the led suit must beat an opponent who overtrumped the partner
    Source BG: "If the opponent has already (trumped) and you cannot follow suit you must play a higher trump if you can"

    Given the contract is hearts
    And N holds JH 7H AD
    And the trick so far is W 8C, S 10H, E 9H
    Then the legal cards for N are JH

  Scenario: When trump is led a player whose only trump is the Jack follows with it, though his partner holds the trick
    Source BG: "All other players place one of their cards from the same suit."
    Source BG: "If that suit is a trump then it is compulsory to play a higher trump (if you have one)."

    # The Jack of trumps is a card of the trump suit like any other: a hand holding it holds the led suit,
    # so the freedom of a void player whose partner holds the trick does not apply.
    Given the contract is hearts
    And N holds JH AC 8D
    And the trick so far is W 7H, S 9H, E 8H
    Then the legal cards for N are JH
