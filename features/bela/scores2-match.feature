@source:S002 @source:BG @area:match
Feature: Both sides past the target in Bela (S002, BG)
  Seed 002 gives the targets (1001 at four, 701 at three, 501 at two) and does not say what happens when
  more than one side passes the target in the same deal; the Bulgarian rules (BG) give the match to the
  higher total, whichever side it is, and play more deals while the totals are equal.

  @variant:bela
  Scenario: When both pairs pass 1001 in the same deal the higher total wins, whichever pair it is
    Source S002: "1001 puncte în alb în patru"
    Source BG: "If both teams both score more than 151 points at the same time then the team with more points wins."

    Given the match score is NS 980 and EW 990
    When NS score 30 and EW score 40 in the deal
    Then EW win the match

  @variant:bela
  Scenario: When both pairs pass 1001 with equal totals the match goes on
    Source S002: "1001 puncte în alb în patru"
    Source BG: "If the scores are equal over this figure then more games are played until one team takes the lead."

    Given the match score is NS 980 and EW 990
    When NS score 40 and EW score 30 in the deal
    Then the match goes on

  @variant:bela-2p
  Scenario: When both players pass 501 in the same deal the higher total wins, whichever player it is
    Source S002: "dacă câștigă brusc 501 puncte în alb în două"
    Source BG: "If both teams both score more than 151 points at the same time then the team with more points wins."

    Given the match score is S 480 and N 490
    When S score 30 and N score 40 in the deal
    Then N wins the match

  @variant:bela-2p
  Scenario: When both players pass 501 with equal totals the match goes on
    Source S002: "dacă câștigă brusc 501 puncte în alb în două"
    Source BG: "If the scores are equal over this figure then more games are played until one team takes the lead."

    Given the match score is S 480 and N 490
    When S score 40 and N score 30 in the deal
    Then the match goes on

  @variant:bela-3p
  Scenario: When two players pass 701 in the same deal the higher total wins, whichever player it is
    Source S002: "701 puncte în alb în trei"
    Source BG: "If both teams both score more than 151 points at the same time then the team with more points wins."

    Given the match score is S 680 and E 690
    When S score 30 and E score 40 in the deal
    Then E wins the match

  @variant:bela-3p
  Scenario: When two players pass 701 with equal totals the match goes on
    Source S002: "701 puncte în alb în trei"
    Source BG: "If the scores are equal over this figure then more games are played until one team takes the lead."

    Given the match score is S 680 and E 690
    When S score 40 and E score 30 in the deal
    Then the match goes on
