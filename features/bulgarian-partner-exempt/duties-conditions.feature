@variant:bulgarian-partner-exempt @source:BG @area:play
Feature: The Bulgarian rules' duties of a void player hold on the first trick too (BG)
  The first trick, with eight cards in hand, is played like the others: a void player whose partner
  holds the trick may play any card, and one facing an opponent's ruff must beat it if he can. Play
  goes counter-clockwise: E, N, W, S. Partners are N and S, E and W. Hearts are trump.

  Scenario: On the first trick a void player may play any card while the partner is winning
    Source BG: "he/she is obliged to play a trump card (trumping) only if the hand is being won by an opponent so far"

    Given the contract is hearts
    And S holds 7H AH 7D 8D 9D 7S 8S 9S
    And the trick so far is E 9C, N AC, W 7C
    Then S may play any card

  Scenario: On the first trick a void player must beat an opponent's ruff
    Source BG: "If the opponent has already (trumped) and you cannot follow suit you must play a higher trump if you can"

    Given the contract is hearts
    And W holds AH 8H 7D 8D 9D 7S 8S 9S
    And the trick so far is E AC, N QH
    Then the legal cards for W are AH
