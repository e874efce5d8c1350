@variant:bela-3p @source:S002 @area:play
Feature: Bela for three players after a ruff: trump any trump, and the highest trump wins (S002)
  A void player holding trumps plays one even when none of his beats the ruff already in the trick; the
  highest trump wins the trick, the first ruff too. Hearts are trump; play goes E, W, S.

  Scenario: A void player who cannot beat the ruff in the trick still plays a trump
    Source S002: "Dacă jucătorul nu are culoarea inițială jucată, atunci el aruncă atuul."

    Given the contract is hearts
    And S holds 7H 8D
    And the trick so far is E AC, W JH
    Then the legal cards for S are 7H

  Scenario: The first ruff wins the trick when it stays the highest trump
    Source S002: "Jucătorul care a aruncat cea mai puternică carte cumpără un truc"

    Given the contract is hearts
    And the trick so far is E AC, W JH, S 9H
    Then the trick is won by W
