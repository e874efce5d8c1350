@variant:bulgarian-2p @source:BG @area:tricks
Feature: Who wins a trick in Bulgarian Belot for two players (BG)
  Tricks of two cards: any trump beats any plain card, the higher trump wins among trumps, and
  otherwise the higher card of the led suit wins; a card of another plain suit never wins. In No Trumps
  and All Trumps no suit beats the led suit.

  Scenario: A card of another plain suit never wins the trick
    Source BG: "With a trump game one of the suits is decided as a trump suit, the rest are equal in strength."
    Source BG: "The hand is won by the player who placed the highest card (or trump)."

    Given the contract is hearts
    And the trick so far is N 9S, S AD
    Then the trick is won by N

  Scenario: A trump beats any plain card
    Source BG: "A trump card is stronger than any card from any other suit."

    Given the contract is hearts
    And the trick so far is N AS, S 9H
    Then the trick is won by S

  Scenario: In No Trumps no suit beats the led suit
    Source BG: "There is no trump in this game and the strengths of all the suits are as follows: A, 10, K, Q, J, 9 ,8 ,7."

    Given the contract is no trumps
    And the trick so far is S 9C, N AH
    Then the trick is won by S

  Scenario: In All Trumps the 9 beats the Ace of the led suit
    Source BG: "Here all the suits are trump suits i.e. the strengths of the cards is as follows: J,9,A,10,K,Q,8,7"

    Given the contract is all trumps
    And the trick so far is S AD, N 9D
    Then the trick is won by N
