@variant:bulgarian-partner-exempt @source:BG @area:play
Feature: A partner's discard never holds the trick, in the Bulgarian rules' reading (BG)
  A void player is freed only when his partner holds the trick; a discard of another suit does not hold it,
  however high. Hearts are trump; play goes counter-clockwise E, N, W, S; partners are N and S, E and W.

  Scenario: A partner's discard of a higher card does not hold the trick
    Source BG: "he/she is obliged to play a trump card (trumping) only if the hand is being won by an opponent so far"
    Source BG: "The hand is won by the player who placed the highest card (or trump)."

    # W's 9C of the led suit holds the trick, not N's ace of another suit: S must trump.
    Given the contract is hearts
    And S holds 7H 8S
    And the trick so far is E 8C, N AD, W 9C
    Then the legal cards for S are 7H
