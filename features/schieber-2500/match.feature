@variant:schieber-2500 @source:SWL @area:match
Feature: The end of a game of Schieber to 2500 (Swisslos)
  The game is played deal after deal until a side has 2500 points. Swisslos ends it the moment a side
  gets there, during the deal; the variant ends it after the deal (see the variant's `unstated`).

  Scenario: A side reaching 2500 points wins the game
    Source SWL: "Bei der Variante auf Punkte wird so lange gejasst, bis eine Partei die vorgegebene Anzahl Punkte erreicht hat."

    Given the match score is NS 2300 and EW 1900
    When NS score 200 and EW score 114 in the deal
    Then NS win the match

  Scenario: 2499 points are not enough
    Source SWL: "Der Schieber kann entweder auf 1000 bzw. 2500 Punkte oder im Turniermodus über 12 Runden gejasst werden."

    Given the match score is NS 2299 and EW 1900
    When NS score 200 and EW score 114 in the deal
    Then the match goes on
