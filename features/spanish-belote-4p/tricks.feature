@variant:spanish-belote-4p @source:S000 @area:tricks
Feature: Who wins a trick in four-player Spanish Belote (S000)
  A trump beats any card of another suit; otherwise the highest card of the led suit wins. A trick led by
  E is played E, N, W, S.

  Scenario: The highest card of the led suit wins
    Source S000: "В мастях без козырей порядок карт от высшей к низшей следующий: туз, 10, король (K), дама (Q), валет (V), девятка, восьмерка и семерка."

    Given the contract is hearts
    And the trick so far is E KS, N AS, W 7S, S 10S
    Then the trick is won by N

  Scenario: A card of another plain suit never wins the trick
    Source S000: "В мастях без козырей порядок карт от высшей к низшей следующий: туз, 10, король (K), дама (Q), валет (V), девятка, восьмерка и семерка."

    Given the contract is hearts
    And the trick so far is E 7S, N AD, W 8S, S AC
    Then the trick is won by W

  Scenario: A trump beats any card of another suit
    Source S000: "В масти козырей порядок от высшей к низшей"

    Given the contract is hearts
    And the trick so far is E AS, N 10S, W 7H, S KS
    Then the trick is won by W

  Scenario: The highest trump wins among trumps
    Source S000: "В масти козырей порядок от высшей к низшей: валет (V), девятка,туз, десятка, король (K), дама (Q), восьмерка и семерка."

    Given the contract is hearts
    And the trick so far is E AS, N AH, W 10S, S 9H
    Then the trick is won by S
