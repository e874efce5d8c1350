@variant:french @variant:french-qcsalon @variant:french-sans-atout @variant:french-sans-atout-ffb @variant:french-annonces @source:S001 @area:play
Feature: French Belote's duties hold whoever wins the trick, on every trick (S001, FFB)
  A player holding the led suit follows it whoever holds the trick and whether he holds a trump or not;
  on the first trick, with eight cards in hand, a void player whose partner holds the trick is free as
  on any other; the last player, unable to beat an opponent's ruff, still plays a lower trump. Play goes
  counter-clockwise: E, N, W, S. Partners are N and S, E and W. Hearts are trump.

  Scenario: A player without trumps follows the led suit while his partner holds the trick
    Source S001: "If possible, each player must play a card sharing the suit with the first card played during this trick (also called leading suit)."

    Given the contract is hearts
    And S holds AC 8C 7D 8S
    And the trick so far is E 9C, N KC, W 7C
    Then the legal cards for S are AC 8C

  Scenario: On the first trick a void player may play any card while the partner wins
    Source S001: "If a player does not have any card of the leading suit, and if his partner has played the strongest card in the current trick (remember that trump is stronger than non-trump), then he can play any card."

    Given the contract is hearts
    And S holds 7H AH 7D 8D 9D 7S 8S 9S
    And the trick so far is E 9C, N AC, W 7C
    Then S may play any card

  @source:FFB
  Scenario: The last player unable to overtrump an opponent's ruff must play a lower trump
    Source S001: "then he must play a trump card if possible"
    Source FFB: "Si c'est impossible, il faut fournir un atout plus faible"

    Given the contract is hearts
    And S holds 7H KD 8S
    And the trick so far is E AC, N 7C, W JH
    Then the legal cards for S are 7H

  Scenario: When trump is led a player whose only trump is the Jack follows with it, though his partner holds the trick
    Source S001: "If possible, each player must play a card sharing the suit with the first card played during this trick (also called leading suit)."
    Source S001: "Moreover, if that card was a trump, the player must play a trump stronger than each trump played during this trick if possible (called overtrumping)."

    # The Jack of trumps is a card of the trump suit like any other: a hand holding it holds the led suit,
    # so the freedom of a void player whose partner holds the trick does not apply.
    Given the contract is hearts
    And N holds JH AC 8D
    And the trick so far is W 7H, S 9H, E 8H
    Then the legal cards for N are JH
