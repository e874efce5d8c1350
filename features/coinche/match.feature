@variant:coinche @source:FFBC @area:match
Feature: The end of a match in Belote Coinchée (FFBC)
  The first side to reach or pass the target agreed beforehand wins the match; belote-spec's coinche
  plays to 1000. When both sides pass it in the same deal, the side further beyond it wins; with equal
  totals one more deal decides.

  Scenario: A side reaching the target wins the match
    Source FFBC: "Le premier camp atteignant ou dépassant le nombre de points fixés au préalable remporte la partie."

    Given the match score is NS 850 and EW 700
    When NS score 190 and EW score 60 in the deal
    Then NS win the match

  Scenario: Exactly the target is enough to win
    Source FFBC: "Le premier camp atteignant ou dépassant le nombre de points fixés au préalable remporte la partie."

    Given the match score is NS 600 and EW 760
    When NS score 0 and EW score 240 in the deal
    Then EW win the match

  Scenario: The match goes on while neither side has reached the target
    Source FFBC: "Le premier camp atteignant ou dépassant le nombre de points fixés au préalable"

    Given the match score is NS 700 and EW 800
    When NS score 190 and EW score 60 in the deal
    Then the match goes on

  Scenario: When both sides pass the target in the same deal the side further beyond it wins
    Source FFBC: "Si les deux camps dépassent les points fixés au même moment, c'est celui qui a le plus de points au-delà qui remporte la partie."

    Given the match score is NS 950 and EW 980
    When NS score 190 and EW score 70 in the deal
    Then NS win the match

  Scenario: When both sides pass the target with equal totals another deal decides
    Source FFBC: "En cas de nouvelle égalité, une dernière donne départage les deux camps."

    Given the match score is NS 890 and EW 990
    When NS score 170 and EW score 70 in the deal
    Then the match goes on

  # A capot ends the match like any other deal: the FFB's only exception is a side that reaches the
  # target through its belote alone after failing or being capot.
  Scenario: A side reaching the target by taking every trick wins the match
    Source FFBC: "Le premier camp atteignant ou dépassant le nombre de points fixés au préalable remporte la partie."

    Given the match score is NS 850 and EW 700
    When NS score 330 and EW score 0 in a NS valat deal
    Then NS win the match
