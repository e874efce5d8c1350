@variant:spanish-belote @source:S000 @area:tricks
Feature: Who wins a trick in two-player Spanish Belote (S000)
  The source gives the order of the cards in the trump suit and in the other suits: a trump beats any
  card of another suit, and otherwise the highest card of the led suit wins. A trick holds two cards,
  listed from the player who led it.

  Scenario: The higher card of the led suit wins
    Source S000: "В мастях без козырей порядок карт от высшей к низшей следующий: туз, 10, король (K), дама (Q), валет (V), девятка, восьмерка и семерка."

    Given the contract is hearts
    And the trick so far is N KS, S AS
    Then the trick is won by S

  Scenario: A Ten beats the King of its suit
    Source S000: "туз, 10, король (K), дама (Q)"

    Given the contract is hearts
    And the trick so far is N 10C, S KC
    Then the trick is won by N

  Scenario: A card of another plain suit does not win the trick
    Source S000: "В мастях без козырей порядок карт от высшей к низшей следующий: туз, 10, король (K), дама (Q), валет (V), девятка, восьмерка и семерка."
    Source S000: "Обязательно следовать масти карты, сыгранной противником."

    Given the contract is hearts
    And the trick so far is N 7S, S AD
    Then the trick is won by N

  Scenario: A trump beats a card of another suit
    Source S000: "В масти козырей порядок от высшей к низшей"

    Given the contract is hearts
    And the trick so far is N AS, S 7H
    Then the trick is won by S

  Scenario: The higher trump wins among trumps
    Source S000: "В масти козырей порядок от высшей к низшей: валет (V), девятка,туз, десятка, король (K), дама (Q), восьмерка и семерка."

    Given the contract is hearts
    And the trick so far is N 10H, S 9H
    Then the trick is won by S

  Scenario: The trump Jack beats the trump Nine
    Source S000: "В масти козырей порядок от высшей к низшей: валет (V), девятка,туз, десятка, король (K), дама (Q), восьмерка и семерка."

    Given the contract is clubs
    And the trick so far is S 9C, N JC
    Then the trick is won by N

  Scenario: The trump Nine beats the trump Ace
    Source S000: "В масти козырей порядок от высшей к низшей: валет (V), девятка,туз, десятка, король (K), дама (Q), восьмерка и семерка."

    Given the contract is clubs
    And the trick so far is N AC, S 9C
    Then the trick is won by S
