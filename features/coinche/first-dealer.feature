@variant:coinche @source:FFBC @area:dealing
Feature: The first dealer of a Belote Coinchée match (FFBC)
  The first dealer is drawn by lot: no card and no seat decides it, so every player may deal first
  (the variant records the method as agreed, the language having no method by lot).

  Scenario: The first dealer is drawn by lot, so any player may deal first
    Source FFBC: "Le premier donneur de la partie est tiré au sort."

    When the match starts
    Then any player may deal first
