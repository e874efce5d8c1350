@variant:bela-2p @source:S002 @area:scoring
Feature: Runs of the same length in Bela for two are told apart by the top card, not by the trump (S002)
  Between two runs of the same number of cards the one with the higher top card wins, in the order
  A K Q J 10 9 8 7; a run in trump gets no precedence. Hearts are trump and S deals, so N, who did not
  deal, declares first.

  Scenario: A plain run with the higher top card beats a run of trumps of the same length
    Source S002: "Între două secvențe care conțin același număr de cărți, secvența care conține cartea mai mare are prioritate"

    Given the contract is hearts
    And the dealer is S
    And N holds 9H 8H 7H AS 10C
    And S holds KD QD JD 7S 9C
    Then the declarations score N 0 and S 20
