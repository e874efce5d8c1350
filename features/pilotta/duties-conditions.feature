@variant:pilotta @source:KYP @area:play
Feature: Pilotta's duties hold whoever wins the trick, on every trick (KYP)
  The first trick, with eight cards in hand, is played like the others, and the last player is bound as
  the second is. A player holding the led suit follows it whoever holds the trick and need not beat it,
  a trump lead too; a void player plays a trump, any trump, even when the partner holds the trick. Play
  goes counter-clockwise: E, N, W, S. N and S are partners, as are E and W. Hearts are trump.

  Scenario: On the first trick the last player follows the led suit while his partner holds the trick
    Source KYP: "All other players must the follow the suit of that card."

    Given the contract is hearts
    And S holds AC 8C 7D 8D 9D 7S 8S 9S
    And the trick so far is E 9C, N KC, W 7C
    Then the legal cards for S are AC 8C

  Scenario: On a trump lead the last player need not beat his partner's trump
    Source KYP: "All other players must the follow the suit of that card."

    Given the contract is hearts
    And S holds 9H 10H AC
    And the trick so far is E 8H, N AH, W 7H
    Then the legal cards for S are 9H 10H

  Scenario: A void player may play any trump over his partner's ruff
    Source KYP: "If a player does not have a card of that suit, a card of trump suit must then be played."

    Given the contract is hearts
    And S holds 7H AH KD
    And the trick so far is E AC, N QH, W 7C
    Then the legal cards for S are 7H AH

  Scenario: On the first trick the last player without the led suit must play a trump
    Source KYP: "If a player does not have a card of that suit, a card of trump suit must then be played."

    Given the contract is hearts
    And S holds 7H 8H 7D 8D 9D AD 7S 8S
    And the trick so far is E AC, N 7C, W 8C
    Then the legal cards for S are 7H 8H
