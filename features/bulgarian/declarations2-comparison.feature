@variant:bulgarian @variant:bulgarian-partner-exempt @source:BG @area:scoring
Feature: Which runs score in Bulgarian Belot: the team's single best run decides, for its own team (BG)
  Runs are compared with runs: the team holding the longest scores its runs, and between runs of the
  same length the one with the higher top card in the order 7 8 9 10 J Q K A. A player's runs are not
  added up, and the winning team scores every run it holds; each team's runs count for that team,
  whoever took the contract. Hearts are trump and S deals, so E declares first.

  Scenario: One player's runs are not added up: two runs of three lose to a run of three to the Ace
    Source BG: "If two different teams declare a sequential bonus, the team that has the longest such sequence scores any points from that bonus."
    Source BG: "When the sequential bonuses are of equal length the sequence which is considered higher is the one that starts with the highest card (in bonus sequence strength)."

    Given the contract is hearts
    And the dealer is S
    And N holds 7C 8C 9C 7D 8D 9D KS
    And E holds QD KD AD 7S 8H
    Then the declarations score NS 0 and EW 20

  Scenario: A run to the Jack beats a run to the ten, the ten being below the Jack in runs
    Source BG: "When the sequential bonuses are of equal length the sequence which is considered higher is the one that starts with the highest card (in bonus sequence strength)."
    Source BG: "The order of sequence of the cards when getting bonuses is 7,8,9,10,J,Q,K,A."

    Given the contract is hearts
    And the dealer is S
    And N holds 8C 9C 10C 7D 9S
    And E holds 9D 10D JD 7S 8H
    Then the declarations score NS 0 and EW 20

  Scenario: The defenders' best run scores for the defenders, not for the team that took the contract
    Source BG: "If two different teams declare a sequential bonus, the team that has the longest such sequence scores any points from that bonus."

    Given the contract is hearts taken by N
    And the dealer is S
    And N holds 7C 8C 9C 7S
    And E holds 9D 10D JD QD 8S
    Then the declarations score NS 0 and EW 50

  Scenario: A player holding two runs of three scores both
    Source BG: "the team that has the longest such sequence scores any points from that bonus"

    Given the contract is hearts
    And the dealer is S
    And N holds 7C 8C 9C 7D 8D 9D KS
    Then the declarations score NS 40 and EW 0
