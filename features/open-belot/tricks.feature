@variant:open-belot @source:S004 @source:BG @area:tricks
Feature: Who wins a trick in Open Belot (S004, BG)
  Open Belot plays as four-player Bulgarian Belot (S004): the player who placed the highest card wins
  the trick (BG). Any trump beats any plain card, the higher trump wins between trumps, and otherwise
  the higher card of the led suit wins; a card of another plain suit never wins. In No Trumps and in
  All Trumps no suit beats another. A trick has two cards, the leader's first.

  Scenario: The higher card of the led suit wins
    Source S004: "Ойнау және есептеу ережелері стандартты 4 ойыншылық белотқа ұқсас"
    Source BG: "The hand is won by the player who placed the highest card (or trump)."

    Given the contract is hearts
    And the trick so far is N KS, S AS
    Then the trick is won by S

  Scenario: A 10 of the led suit beats its King
    Source BG: "With the rest of the suits the strength of the cards is as follows: A, 10, K, Q, J, 9 ,8 ,7"

    Given the contract is hearts
    And the trick so far is N KC, S 10C
    Then the trick is won by S

  Scenario: A card of another plain suit never wins the trick
    Source BG: "He/she places one of their cards on the table ( that card determines the "wanted" suit)."
    Source BG: "The hand is won by the player who placed the highest card (or trump)."

    Given the contract is hearts
    And the trick so far is N 7S, S AD
    Then the trick is won by N

  Scenario: A trump beats any plain card
    Source BG: "A trump card is stronger than any card from any other suit."

    Given the contract is hearts
    And the trick so far is N AS, S 7H
    Then the trick is won by S

  Scenario: The higher trump wins between trumps
    Source BG: "The strength of the cards of the trump suit are as follows ( descending order). J,9,A,10,K,Q,8,7."

    Given the contract is hearts
    And the trick so far is N AH, S 9H
    Then the trick is won by S

  Scenario: The trump 9 beats the trump Ace
    Source BG: "The strength of the cards of the trump suit are as follows ( descending order). J,9,A,10,K,Q,8,7."

    Given the contract is clubs
    And the trick so far is S AC, N 9C
    Then the trick is won by N

  Scenario: In No Trumps no suit beats the led suit
    Source BG: "There is no trump in this game"

    Given the contract is no trumps
    And the trick so far is N 7S, S AH
    Then the trick is won by N

  Scenario: In No Trumps the Ace of the led suit beats its Jack
    Source BG: "There is no trump in this game and the strengths of all the suits are as follows: A, 10, K, Q, J, 9 ,8 ,7."

    Given the contract is no trumps
    And the trick so far is N JD, S AD
    Then the trick is won by S

  Scenario: In All Trumps no suit beats the led suit
    Source BG: "Here all the suits are trump suits"

    Given the contract is all trumps
    And the trick so far is N 7S, S JD
    Then the trick is won by N

  Scenario: In All Trumps the 9 beats the Ace of the led suit
    Source BG: "Here all the suits are trump suits i.e. the strengths of the cards is as follows: J,9,A,10,K,Q,8,7"

    Given the contract is all trumps
    And the trick so far is N AD, S 9D
    Then the trick is won by S
