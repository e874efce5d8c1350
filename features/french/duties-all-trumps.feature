@variant:french @variant:french-annonces @source:S001 @source:FFB @area:play
Feature: In French Belote's All Trumps a player following suit must beat the card led (S001, FFB)
  Every suit is trump, so the duty to beat a led trump binds on every lead, though no card of the
  trump suit is held. Play goes counter-clockwise: E, N, W, S.

  Scenario: In All Trumps a player must beat the card that holds the trick if possible
    Source S001: "Moreover, if that card was a trump, the player must play a trump stronger than each trump played during this trick if possible (called overtrumping)."
    Source FFB: "il est obligatoire de monter sur la carte qui tient, quand cela est possible."

    Given the contract is all trumps
    And N holds 9H 8H AC
    And the trick so far is E 10H
    Then the legal cards for N are 9H
