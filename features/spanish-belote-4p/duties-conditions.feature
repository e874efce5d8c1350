@variant:spanish-belote-4p @source:S000 @area:play
Feature: Four-player Spanish Belote's duties are the same whoever holds the trick (S000)
  The last player follows suit whoever holds the trick and whether he holds a trump or not, and need
  not beat it, a trump lead too; a void player may play any card, his partner holding the trick or not.
  Play goes counter-clockwise: E, N, W, S. Partners are N and S, E and W. Hearts are trump.

  Scenario: The last player without trumps follows the led suit while his partner holds the trick
    Source S000: "Обязательно следовать масти карты, сыгранной противником."

    Given the contract is hearts
    And S holds AC 8C 7D 8S
    And the trick so far is E 9C, N KC, W 7C
    Then the legal cards for S are AC 8C

  Scenario: On a trump lead the last player need not beat his partner's trump
    Source S000: "Противник сыграет карту, которая ему больше всего подходит."
    Source S000: "Обязательно следовать масти карты, сыгранной противником."

    Given the contract is hearts
    And S holds 9H 10H AC
    And the trick so far is E 8H, N AH, W 7H
    Then the legal cards for S are 9H 10H

  Scenario: A void player may play any card while his partner's ruff holds the trick
    Source S000: "Когда масть нет, то нет необходимости разыгрывать козыри."

    Given the contract is hearts
    And S holds 7H AH KD 8S
    And the trick so far is E AC, N QH, W 7C
    Then S may play any card
