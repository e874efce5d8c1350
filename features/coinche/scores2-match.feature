@variant:coinche @source:FFBC @area:match
Feature: Both sides past the target in Belote Coinchée (FFBC)
  When both sides pass the target in the same deal, the side further beyond it wins the match, however
  little either passed it.

  Scenario: When both sides pass the target just the side further beyond it wins
    Source FFBC: "Si les deux camps dépassent les points fixés au même moment, c'est celui qui a le plus de points au-delà qui remporte la partie."

    Given the match score is NS 950 and EW 980
    When NS score 60 and EW score 40 in the deal
    Then EW win the match
