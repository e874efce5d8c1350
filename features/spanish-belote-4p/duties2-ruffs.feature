@variant:spanish-belote-4p @source:S000 @area:play
Feature: Four-player Spanish Belote after a ruff: follow suit, and the highest trump wins (S000)
  Once a plain lead has been trumped, a player who holds the led suit still follows it, whatever trumps he
  holds; the highest trump wins the trick, the first ruff too. Hearts are trump; play goes counter-clockwise
  E, N, W, S.

  Scenario: After a ruff a player holding the led suit follows it, even with a higher trump
    Source S000: "Обязательно следовать масти карты, сыгранной противником."

    Given the contract is hearts
    And S holds KC 9H 7D
    And the trick so far is E 9C, N 8C, W 7H
    Then the legal cards for S are KC

  Scenario: The first ruff wins the trick when it stays the highest trump
    Source S000: "В масти козырей порядок от высшей к низшей: валет (V), девятка,туз, десятка, король (K), дама (Q), восьмерка и семерка."

    Given the contract is hearts
    And the trick so far is E AC, N JH, W 9H, S 7H
    Then the trick is won by N
