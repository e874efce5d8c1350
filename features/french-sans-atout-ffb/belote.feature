@variant:french-sans-atout-ffb @source:FFB @area:belote
Feature: Belote in All Trumps as the French federation counts it (FFB 11.3)
  In All Trumps the King and Queen of any suit make a belote (up to four in a deal); the belotes are
  added after the deal's points are scaled by 162/258.

  # The deal of french-sans-atout/belote.feature, counted at trump values: NS take 91 points (57.1
  # scaled) and EW 167 (104.9), so the scores read the nearest-point rounding the variant lists as
  # unstated; what the scenario pins is that E's belote, begun by throwing QD on a heart, scores 20.
  @source:S001
  Scenario: In All Trumps a belote begun by throwing its first card on another suit still scores
    Source FFB: "Il peut y avoir jusqu'à 4 belotes."
    Source FFB: "Pour être conforme, elle doit être annoncée en disant « belote » lorsqu'il joue la première de ces deux cartes"
    Source S001: "The corresponding team will have a bonus 20 points, in any case, even if those cards are captured by the opponents."

    Given S deals the deck 9S 8H 10D 9D JS 8C QC JC AC 7H 8D 10H KS QD KH 7C QH QS KC JD JH AH KD AD 10C AS 9C 7S 8S 10S 9H 7D
    When E takes all trumps
    And E plays 8H
    And N plays KH
    And W plays QH
    And S plays 9H
    And S plays JD
    And E plays 10D
    And N plays AD
    And W plays 8S
    And S plays 7H
    And E plays JH
    And N plays 7C
    And W plays AC
    And E plays AH
    And N plays JS
    And W plays 7S
    And S plays 10H
    And E plays KS
    And N plays AS
    And W plays QS
    And S plays 10S
    And N plays 10C
    And W plays 9C
    And S plays KC
    And E plays QD saying "belote"
    And W plays JC
    And S plays 7D
    And E plays 9S
    And N plays 8C
    And W plays QC
    And S plays 8D
    And E plays KD saying "rebelote"
    And N plays 9D
    Then the deal ends with NS 57 and EW 125
