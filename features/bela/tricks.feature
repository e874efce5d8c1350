@variant:bela @source:S002 @source:BG @area:tricks
Feature: Who wins a trick in Bela (S002, BG)
  The player who played the strongest card wins the trick and leads the next one. Any trump beats any
  plain card, the highest trump wins among trumps, and otherwise the highest card of the led suit wins;
  a card of another plain suit never wins. The order of the cards comes from the Bulgarian rules (BG).
  Play goes counter-clockwise, so a trick led by E is played E, N, W, S.

  Scenario: The highest card of the led suit wins
    Source S002: "Jucătorul care a aruncat cea mai puternică carte cumpără un truc"
    Source BG: "The hand is won by the player who placed the highest card (or trump)."

    Given the contract is hearts
    And the trick so far is E KS, N AS, W 7S, S 10S
    Then the trick is won by N

  Scenario: A 10 of the led suit beats its King
    Source S002: "Jucătorul care a aruncat cea mai puternică carte cumpără un truc"
    Source BG: "With the rest of the suits the strength of the cards is as follows: A, 10, K, Q, J, 9 ,8 ,7"

    Given the contract is hearts
    And the trick so far is E KC, N 10C, W 7C, S JC
    Then the trick is won by N

  Scenario: A card of another plain suit never wins the trick
    Source S002: "Jucătorul care a aruncat cea mai puternică carte cumpără un truc"
    Source BG: "The hand is won by the player who placed the highest card (or trump)."

    Given the contract is hearts
    And the trick so far is E 7S, N 8S, W AD, S AC
    Then the trick is won by N

  Scenario: A trump beats any plain card
    Source S002: "Jucătorul care a aruncat cea mai puternică carte cumpără un truc"
    Source BG: "A trump card is stronger than any card from any other suit."

    Given the contract is hearts
    And the trick so far is E AS, N 7H, W 10S, S KS
    Then the trick is won by N

  Scenario: The highest trump wins among trumps
    Source S002: "Jucătorul care a aruncat cea mai puternică carte cumpără un truc"
    Source BG: "The strength of the cards of the trump suit are as follows ( descending order). J,9,A,10,K,Q,8,7."

    Given the contract is hearts
    And the trick so far is E AS, N AH, W 10S, S 9H
    Then the trick is won by S

  Scenario: The trump Jack beats the trump 9
    Source S002: "Jucătorul care a aruncat cea mai puternică carte cumpără un truc"
    Source BG: "The strength of the cards of the trump suit are as follows ( descending order). J,9,A,10,K,Q,8,7."

    Given the contract is clubs
    And the trick so far is W 9C, S JC, E AC, N 7C
    Then the trick is won by S
