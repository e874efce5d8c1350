@variant:bulgarian-3p @source:BG @area:scoring
Feature: Which runs score in Bulgarian Belot for three: the single best run decides, for its player (BG)
  The declarations of the four-player game, with 24 cards (9 to Ace), each player for himself: the
  player holding the longest run scores his runs, and between runs of the same length the one with the
  higher top card. A player's runs are not added up, and the winner scores every run he holds; each
  player's runs count for him, whoever took the contract. Hearts are trump and S deals, so E declares
  first.

  Scenario: One player's runs are not added up: two runs of three lose to a run of three to the Ace
    Source BG: "If two different teams declare a sequential bonus, the team that has the longest such sequence scores any points from that bonus."
    Source BG: "When the sequential bonuses are of equal length the sequence which is considered higher is the one that starts with the highest card (in bonus sequence strength)."

    Given the contract is hearts
    And the dealer is S
    And E holds 9C 10C JC 9D 10D JD KH
    And W holds QS KS AS 9H
    Then the declarations score W 20 and E 0

  Scenario: Another player's best run scores for him, not for the player who took the contract
    Source BG: "If two different teams declare a sequential bonus, the team that has the longest such sequence scores any points from that bonus."

    Given the contract is hearts taken by E
    And the dealer is S
    And E holds 9C 10C JC AS
    And W holds 9D 10D JD QD KS
    Then the declarations score W 50 and E 0

  Scenario: A player holding two runs of three scores both
    Source BG: "the team that has the longest such sequence scores any points from that bonus"

    Given the contract is hearts
    And the dealer is S
    And E holds 9C 10C JC 9D 10D JD KH
    Then the declarations score E 40 and W 0
