@variant:bulgarian @variant:bulgarian-partner-exempt @source:BG @area:tricks
Feature: Who wins a trick in Bulgarian Belot (BG, S004)
  The player who placed the highest card wins the trick: any trump beats any plain card, the highest
  trump wins among trumps, and otherwise the highest card of the led suit wins; a card of another
  plain suit never wins. In No Trumps and in All Trumps no suit beats another, so the highest card of
  the led suit wins. Play goes counter-clockwise, so a trick led by E is played E, N, W, S.

  Scenario: The highest card of the led suit wins
    Source BG: "The hand is won by the player who placed the highest card (or trump)."

    Given the contract is hearts
    And the trick so far is E KS, N AS, W 7S, S 10S
    Then the trick is won by N

  Scenario: A 10 of the led suit beats its King
    Source BG: "With the rest of the suits the strength of the cards is as follows: A, 10, K, Q, J, 9 ,8 ,7"

    Given the contract is hearts
    And the trick so far is E KC, N QC, W 10C, S JC
    Then the trick is won by W

  Scenario: A card of another plain suit never wins the trick
    Source BG: "He/she places one of their cards on the table ( that card determines the "wanted" suit)."
    Source BG: "The hand is won by the player who placed the highest card (or trump)."

    Given the contract is hearts
    And the trick so far is E 7S, N AD, W 8S, S AC
    Then the trick is won by W

  Scenario: A trump beats any plain card
    Source BG: "A trump card is stronger than any card from any other suit."

    Given the contract is hearts
    And the trick so far is E AS, N 10S, W 7H, S KS
    Then the trick is won by W

  Scenario: The highest trump wins among trumps
    Source BG: "A trump card is stronger than any card from any other suit."
    Source BG: "The strength of the cards of the trump suit are as follows ( descending order). J,9,A,10,K,Q,8,7."

    Given the contract is hearts
    And the trick so far is E AS, N AH, W 10S, S 9H
    Then the trick is won by S

  Scenario: The trump 9 beats the trump Ace
    Source BG: "The strength of the cards of the trump suit are as follows ( descending order). J,9,A,10,K,Q,8,7."

    Given the contract is clubs
    And the trick so far is W AC, S 7C, E 9C, N 8C
    Then the trick is won by E

  Scenario: In No Trumps no suit beats the led suit
    Source BG: "There is no trump in this game"
    Source BG: "the only rule in play is the following of suit"

    Given the contract is no trumps
    And the trick so far is E 7S, N AH, W 8S, S AD
    Then the trick is won by W

  Scenario: In No Trumps the Ace of the led suit beats its Jack
    Source BG: "There is no trump in this game and the strengths of all the suits are as follows: A, 10, K, Q, J, 9 ,8 ,7."

    Given the contract is no trumps
    And the trick so far is N JD, W 9D, S AD, E 10D
    Then the trick is won by S

  Scenario: In All Trumps no suit beats the led suit
    Source BG: "Here all the suits are trump suits"

    Given the contract is all trumps
    And the trick so far is E 7S, N JH, W 8S, S JD
    Then the trick is won by W

  Scenario: In All Trumps the 9 beats the Ace of the led suit
    Source BG: "Here all the suits are trump suits i.e. the strengths of the cards is as follows: J,9,A,10,K,Q,8,7"

    Given the contract is all trumps
    And the trick so far is N AD, W 9D, S 10D, E KD
    Then the trick is won by W
