@variant:bulgarian-3p @source:BG @area:scoring
Feature: Equal runs in Bulgarian Belot for three score for nobody, even one in trump (BG)
  Two runs of the same length with the same top card are equal, whether or not one is in trump, and
  then neither player scores his runs. Spades are trump and S deals, so E declares first.

  Scenario: Equal best runs score for nobody, even one in trump
    Source BG: "If the highest bids of both teams are of equal strength then no team records sequential bonuses scores."
    Source BG: "When the sequential bonuses are of equal length the sequence which is considered higher is the one that starts with the highest card (in bonus sequence strength)."

    Given the contract is spades
    And the dealer is S
    And E holds AD KD QD 9C 10H
    And W holds AS KS QS 10C 9H
    Then the declarations score E 0 and W 0
