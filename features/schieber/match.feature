@variant:schieber @source:SWL @area:match
Feature: The end of a game of Schieber to 1000 (Swisslos)
  The game is played deal after deal until a side has 1000 points. Swisslos ends it the moment a side
  gets there, during the deal; the variant ends it after the deal (see the variant's `unstated`).

  Scenario: A side reaching 1000 points wins the game
    Source SWL: "Bei der Variante auf Punkte wird so lange gejasst, bis eine Partei die vorgegebene Anzahl Punkte erreicht hat."

    Given the match score is NS 900 and EW 700
    When NS score 100 and EW score 57 in the deal
    Then NS win the match

  Scenario: 999 points are not enough
    Source SWL: "Der Schieber kann entweder auf 1000 bzw. 2500 Punkte oder im Turniermodus über 12 Runden gejasst werden."

    Given the match score is NS 899 and EW 700
    When NS score 100 and EW score 57 in the deal
    Then the match goes on

  @source:JKW
  Scenario: A Match that brings a side to 1000 points wins the game like any other deal
    Source SWL: "Bei der Variante auf Punkte wird so lange gejasst, bis eine Partei die vorgegebene Anzahl Punkte erreicht hat."
    Source JKW: "Wenn ein Team alle neun Stiche gewonnen hat, erhält es einen Bonus im Wert von 100 Punkten für "Match" und erhält somit insgesamt 257 Punkte."

    Given the match score is NS 800 and EW 700
    When NS score 257 and EW score 0 in a NS valat deal
    Then NS win the match
