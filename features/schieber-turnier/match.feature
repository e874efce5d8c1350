@variant:schieber-turnier @source:SWL @area:match
Feature: The end of a game of Schieber in tournament form (Swisslos, jassinfo.ch)
  A game is twelve deals, whatever the scores; then the side with more points wins.

  Scenario: The game ends after the twelfth deal
    Source SWL: "Wird im Turniermodus gejasst, endet eine Partie nach 12 Runden."

    Given the match score is NS 800 and EW 900
    When NS score 100 and EW score 57 in deal 12 of the match
    Then EW win the match

  @source:JSR
  Scenario: No score ends the game before the twelfth deal
    Source JSR: "Eine Runde umfasst 4 Passen à 12 Spiele."

    Given the match score is NS 1600 and EW 100
    When NS score 157 and EW score 0 in deal 11 of the match
    Then the match goes on

  @source:THA
  Scenario: A twelfth deal in which a side takes every trick ends the game like any other
    Source SWL: "Wird im Turniermodus gejasst, endet eine Partie nach 12 Runden."
    Source THA: "Jede Runde zählt 157 Punkte, auch ein "Match"."

    Given the match score is NS 800 and EW 900
    When NS score 157 and EW score 0 in a NS valat deal, deal 12 of the match
    Then NS win the match
