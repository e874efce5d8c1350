@variant:schieber @variant:schieber-turnier @variant:schieber-2500 @area:play
Feature: The undertrump ban in a trick with two trumps (Spotlight on Games)
  Once a plain suit led has been trumped nobody may play a lower trump unless he holds nothing but
  trumps. "Lower" is lower than the highest trump in the trick: with two trumps played, a trump between
  them is still an undertrump. The trump suit is named in each scenario; play goes S, E, N, W; partners
  are N and S, E and W.

  @source:SOG
  Scenario: With two trumps in the trick a trump under the higher one is an undertrump
    Source SOG: "If a non-trump was led and later trumped, no player is allowed to play a lower trump unless unable to play any other card."

    # The seven of hearts beats E's six but not N's Ace.
    Given the contract is hearts
    And W holds 7H AD
    And the trick so far is S 10S, E 6H, N AH
    Then the legal cards for W are AD
