@variant:bulgarian-3p @source:BG @area:tricks
Feature: Who wins a trick in Bulgarian Belot for three players (BG)
  Tricks of three cards, played E, W, S when E leads: any trump beats any plain card, the highest trump
  wins among trumps, and otherwise the highest card of the led suit wins.

  Scenario: The highest card of the led suit wins and another plain suit never does
    Source BG: "The hand is won by the player who placed the highest card (or trump)."
    Source BG: "With a trump game one of the suits is decided as a trump suit, the rest are equal in strength."

    Given the contract is hearts
    And the trick so far is E KS, W AS, S AD
    Then the trick is won by W

  Scenario: A trump beats any plain card
    Source BG: "A trump card is stronger than any card from any other suit."

    Given the contract is hearts
    And the trick so far is E AS, W 10S, S 9H
    Then the trick is won by S

  Scenario: In No Trumps no suit beats the led suit
    Source BG: "There is no trump in this game and the strengths of all the suits are as follows: A, 10, K, Q, J, 9 ,8 ,7."

    Given the contract is no trumps
    And the trick so far is E 9C, W AH, S 10C
    Then the trick is won by S

  Scenario: In All Trumps the Jack of the led suit wins
    Source BG: "Here all the suits are trump suits i.e. the strengths of the cards is as follows: J,9,A,10,K,Q,8,7"

    Given the contract is all trumps
    And the trick so far is E 9D, W JS, S JD
    Then the trick is won by S
