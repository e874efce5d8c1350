@variant:coinche @source:FFBC @area:scoring
Feature: Which declarations of Belote Coinchée score: each side's best one decides, and the winner's all count (FFBC)
  Only one side's declarations count: the side showing the highest one. Between equal declarations the
  one with the higher card wins, the cards of a run going 7 8 9 10 Jack Queen King Ace. A player's
  declarations are not added up against a better one, and the winning side scores all of its
  declarations. Hearts are trump; S deals, so E declares first.

  Scenario: One player's tierces are not added up: two tierces lose to a tierce to the King
    Source FFBC: "En effet, les annonces d'un seul camp peuvent être prises en compte : celui qui montre l'annonce la plus haute."
    Source FFBC: "Si on ne peut toujours pas départager les deux camps sur leur meilleure annonce"

    Given the dealer is S
    And the contract is hearts
    And E holds 7C 8C 9C 7D 8D 9D AS KH
    And N holds JS QS KS 10H AC QD 8H 10C
    Then the declarations score NS 20 and EW 0

  Scenario: A tierce to the Jack beats a tierce to the ten, the ten being below the Jack in a run
    Source FFBC: "c'est l'annonce qui possède la carte la plus élevée qui l'emporte"
    Source FFBC: "7 8 9 10 Valet Dame Roi As."

    Given the dealer is S
    And the contract is hearts
    And E holds 8C 9C 10C AS 7D QH KS JH
    And N holds 9D 10D JD 7S 8H AC KC 10H
    Then the declarations score NS 20 and EW 0

  Scenario: The winning side scores all of its declarations, two tierces of the same value too
    Source FFBC: "S’il y a un vainqueur, son camp voit toutes ses annonces validées, y compris celles qui étaient inférieures à la meilleure annonce adverse"

    Given the dealer is S
    And the contract is hearts
    And N holds KC QC JC 7S 8H AD 10H 9S
    And S holds 9D 8D 7D AS 10C JH 8S QH
    And E holds 9H 10S JS 7C AC KD QS 8C
    Then the declarations score NS 40 and EW 0
