@variant:open-belot @source:S004 @source:BG @area:scoring
Feature: Which runs score in Open Belot: the single best run decides, and its holder scores all his (S004, BG)
  Open Belot scores declarations as four-player Bulgarian Belot: the player holding the longest run
  scores his runs, and between runs of the same length the one with the higher top card in the order
  7 8 9 10 J Q K A. A player's runs are not added up, and the winner scores every run he holds. The
  hands below are the cards a player holds and has face up on the table. S deals, so N declares first.

  Scenario: One player's runs are not added up: two runs of three lose to a run of three to the Ace
    Source S004: "Ойнау және есептеу ережелері стандартты 4 ойыншылық белотқа ұқсас"
    Source BG: "If two different teams declare a sequential bonus, the team that has the longest such sequence scores any points from that bonus."
    Source BG: "When the sequential bonuses are of equal length the sequence which is considered higher is the one that starts with the highest card (in bonus sequence strength)."

    Given the contract is hearts
    And the dealer is S
    And N holds 7C 8C 9C 7D 8D 9D KH
    And S holds QS KS AS 8H
    Then the declarations score N 0 and S 20

  Scenario: A run to the Jack beats a run to the ten, the ten being below the Jack in runs
    Source S004: "Ойнау және есептеу ережелері стандартты 4 ойыншылық белотқа ұқсас"
    Source BG: "When the sequential bonuses are of equal length the sequence which is considered higher is the one that starts with the highest card (in bonus sequence strength)."
    Source BG: "The order of sequence of the cards when getting bonuses is 7,8,9,10,J,Q,K,A."

    Given the contract is hearts
    And the dealer is S
    And N holds 8C 9C 10C 7D 9S
    And S holds 9D 10D JD 7S 8H
    Then the declarations score N 0 and S 20

  Scenario: A player holding two runs of three scores both
    Source S004: "Ойнау және есептеу ережелері стандартты 4 ойыншылық белотқа ұқсас"
    Source BG: "the team that has the longest such sequence scores any points from that bonus"

    Given the contract is hearts
    And the dealer is S
    And S holds KC QC JC 9D 8D 7D AS
    And N holds 9S 10S JS 7C
    Then the declarations score N 0 and S 40
