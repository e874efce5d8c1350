@variant:french @variant:french-sans-atout @variant:french-sans-atout-ffb @variant:french-annonces @source:S001 @area:tricks
Feature: Who wins a trick in French Belote (S001)
  The strongest card wins the trick: any trump beats any plain card, the highest trump wins among
  trumps, and otherwise the highest card of the led suit wins; a card of another plain suit never wins.
  Play goes counter-clockwise, so a trick led by E is played E, N, W, S.

  Scenario: The highest card of the led suit wins
    Source S001: "The player who played the strongest card wins the trick"

    Given the contract is hearts
    And the trick so far is E KS, N AS, W 7S, S 10S
    Then the trick is won by N

  Scenario: A 10 of the led suit beats its King
    Source S001: "Non-Trump cards Rank A 10 K Q J 9 8 7"

    Given the contract is hearts
    And the trick so far is E KC, N QC, W 10C, S JC
    Then the trick is won by W

  Scenario: A card of another plain suit never wins the trick
    Source S001: "a card sharing the suit with the first card played during this trick (also called leading suit)"
    Source S001: "The player who played the strongest card wins the trick"

    Given the contract is hearts
    And the trick so far is E 7S, N AD, W 8S, S AC
    Then the trick is won by W

  Scenario: A trump beats any plain card
    Source S001: "A trump card is always stronger than a non-trump card."

    Given the contract is hearts
    And the trick so far is E AS, N 10S, W 7H, S KS
    Then the trick is won by W

  Scenario: The highest trump wins among trumps
    Source S001: "A trump card is always stronger than a non-trump card."
    Source S001: "Trump cards Rank J 9 A 10 K Q 8 7"

    Given the contract is hearts
    And the trick so far is E AS, N AH, W 10S, S 9H
    Then the trick is won by S

  Scenario: The trump 9 beats the trump Ace
    Source S001: "Trump cards Rank J 9 A 10 K Q 8 7"

    Given the contract is clubs
    And the trick so far is W AC, S 7C, E 9C, N 8C
    Then the trick is won by E

  Scenario: In No Trumps no suit beats the led suit
    Source S001: "no suit is stronger than another"

    Given the contract is no trumps
    And the trick so far is E 7S, N AH, W 8S, S AD
    Then the trick is won by W

  Scenario: In All Trumps no suit beats the led suit
    Source S001: "no suit is stronger than another"

    Given the contract is all trumps
    And the trick so far is E 7S, N JH, W 8S, S JD
    Then the trick is won by W

  Scenario: In All Trumps the 9 beats the Ace of the led suit
    Source S001: "All Trumps Rank J 9 A 10 K Q 8 7"

    Given the contract is all trumps
    And the trick so far is N AD, W 9D, S 10D, E KD
    Then the trick is won by W
