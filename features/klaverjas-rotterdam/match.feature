@variant:klaverjas-rotterdam @variant:klaverjas-amsterdam @source:NKU @area:match
Feature: A match of Klaverjas is sixteen deals (NKU)
  A complete match is sixteen deals, a "boompje", each player dealing four times: after the sixteenth
  the side with more points wins, however many that is.

  Scenario: After the sixteenth deal the side with more points wins
    Source NKU: "Een complete wedstrijd bestaat uit 16 spellen (boompje)"

    Given the match score is NS 1200 and EW 1100
    When NS score 40 and EW score 122 in deal 16 of the match
    Then NS win the match

  Scenario: After the sixteenth deal the side behind before it can still win
    Source NKU: "Een complete wedstrijd bestaat uit 16 spellen (boompje)"

    Given the match score is NS 1000 and EW 950
    When NS score 0 and EW score 182 in deal 16 of the match
    Then EW win the match

  Scenario: The match goes on before the sixteenth deal, whatever the totals
    Source NKU: "Een complete wedstrijd bestaat uit 16 spellen (boompje)"

    Given the match score is NS 2400 and EW 100
    When NS score 162 and EW score 0 in deal 15 of the match
    Then the match goes on

  # What NS score for a pit (taking every trick) is no matter here; the 262 is the variant's custom.
  Scenario: A pit in the sixteenth deal ends the match like any other deal
    Source NKU: "Een complete wedstrijd bestaat uit 16 spellen (boompje)"

    Given the match score is NS 1200 and EW 1300
    When NS score 262 and EW score 0 in a NS valat deal, deal 16 of the match
    Then NS win the match
