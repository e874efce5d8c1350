@variant:french @variant:french-sans-atout @variant:french-sans-atout-ffb @variant:french-annonces @source:S001 @area:match
Feature: The end of a match in French Belote (S001, FFB)
  A match is played deal after deal until a side reaches at least 1000 points. When both sides pass
  1000 after the same deal the higher total wins, and equal totals call for another deal (FFB).

  Scenario: A side reaching 1000 points wins the match
    Source S001: "Belote usually plays in several hands, up until one team reach a total score of at least 1000."

    Given the match score is NS 950 and EW 700
    When NS score 60 and EW score 102 in the deal
    Then NS win the match

  Scenario: Exactly 1000 points is enough to win
    Source S001: "up until one team reach a total score of at least 1000"

    Given the match score is NS 700 and EW 838
    When NS score 0 and EW score 162 in the deal
    Then EW win the match

  Scenario: 999 points are not enough to win
    Source S001: "up until one team reach a total score of at least 1000"

    Given the match score is NS 837 and EW 700
    When NS score 162 and EW score 0 in the deal
    Then the match goes on

  Scenario: A capot that brings a side to 1000 points wins the match like any other deal
    Source S001: "Belote usually plays in several hands, up until one team reach a total score of at least 1000."
    Source S001: "If a team wins all 8 tricks of a hand, they get a bonus 90 points (for a total of 252). This is called Capot."

    Given the match score is NS 800 and EW 700
    When NS score 252 and EW score 0 in a NS valat deal
    Then NS win the match

  Scenario: The match goes on while neither side has 1000 points
    Source S001: "up until one team reach a total score of at least 1000"

    Given the match score is NS 900 and EW 800
    When NS score 60 and EW score 102 in the deal
    Then the match goes on

  @source:FFB
  Scenario: When both sides pass 1000 in the same deal the higher total wins
    Source S001: "up until one team reach a total score of at least 1000"
    Source FFB: "Si les deux camps dépassent les points fixés au même moment, c'est celui qui a le plus de points au-delà qui remporte la partie."

    Given the match score is NS 950 and EW 900
    When NS score 60 and EW score 102 in the deal
    Then NS win the match

  @source:FFB
  Scenario: When both sides pass 1000 with equal totals the match goes on
    Source S001: "up until one team reach a total score of at least 1000"
    Source FFB: "En cas d'égalité, une nouvelle donne est jouée jusqu'à ce que l'égalité soit rompue."

    Given the match score is NS 960 and EW 962
    When NS score 82 and EW score 80 in the deal
    Then the match goes on
