@variant:pilotta @source:KYP @area:play
Feature: In Pilotta a player holding the led suit follows it after a ruff (KYP)
  Once a plain lead has been trumped, a player who holds the led suit still follows it, whatever trumps he
  holds. Hearts are trump; play goes counter-clockwise E, N, W, S; partners are N and S, E and W.

  Scenario: After a ruff a player holding the led suit follows it, even with a higher trump
    Source KYP: "All other players must the follow the suit of that card."

    Given the contract is hearts
    And S holds KC 9H 7D
    And the trick so far is E 9C, N 8C, W 7H
    Then the legal cards for S are KC
