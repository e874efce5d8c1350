@variant:bulgarian @variant:bulgarian-partner-exempt @source:S004 @area:match
Feature: The end of a match in Bulgarian Belot (S004, BG)
  The sides add up their match points deal after deal; the first to reach 151 wins. When both sides
  pass 151 after the same deal the higher total wins, and equal totals call for another deal (BG). A
  deal in which a side won every trick (valat) cannot end the match: another deal must be played.

  @source:BG
  Scenario: A side reaching 151 match points wins the match
    Source S004: "Жалпы есепте 151 матч-бұлқынына жеткен команда жеңімпаз болады"
    Source BG: "The game ends when one team records 151 points or more."

    Given the match score is NS 140 and EW 100
    When NS score 12 and EW score 4 in the deal
    Then NS win the match

  @source:BG
  Scenario: Exactly 151 match points are enough
    Source BG: "The game ends when one team records 151 points or more."

    Given the match score is NS 100 and EW 135
    When NS score 0 and EW score 16 in the deal
    Then EW win the match

  @source:BG
  Scenario: 150 match points are not enough
    Source BG: "The game ends when one team records 151 points or more."

    Given the match score is NS 140 and EW 100
    When NS score 10 and EW score 6 in the deal
    Then the match goes on

  Scenario: The match goes on while neither side has 151
    Source S004: "Жалпы есепте 151 матч-бұлқынына жеткен команда жеңімпаз болады"

    Given the match score is NS 130 and EW 140
    When NS score 10 and EW score 6 in the deal
    Then the match goes on

  @source:BG
  Scenario: When both sides pass 151 in the same deal the higher total wins
    Source BG: "If both teams both score more than 151 points at the same time then the team with more points wins."

    Given the match score is NS 145 and EW 148
    When NS score 10 and EW score 6 in the deal
    Then NS win the match

  @source:BG
  Scenario: When both sides pass 151 with equal totals the match goes on
    Source BG: "If the scores are equal over this figure then more games are played until one team takes the lead."

    Given the match score is NS 146 and EW 150
    When NS score 8 and EW score 4 in the deal
    Then the match goes on

  @source:BG
  Scenario: A valat deal does not end the match
    Source S004: "бірақ валат болса, ойын аяқталмайды. Одан кейін тағы бір раунд/келісімшарт ойналуы керек."
    Source BG: "There is an exception which states that you cannot win the whole game by collecting all hands in one game."

    Given the match score is NS 130 and EW 100
    When NS score 25 and EW score 0 in a NS valat deal
    Then the match goes on

  @source:BG
  Scenario: A valat won by the side behind does not end the match either
    Source S004: "бірақ валат болса, ойын аяқталмайды"

    Given the match score is NS 140 and EW 148
    When NS score 0 and EW score 25 in a EW valat deal
    Then the match goes on

  @source:BG
  Scenario: After a valat deal the next deal can end the match
    Source S004: "Одан кейін тағы бір раунд/келісімшарт ойналуы керек."
    Source BG: "In that event the barrier for winning the game is lifted to the current score of the leaders +1."

    Given the match score is NS 155 and EW 100
    When NS score 10 and EW score 6 in the deal
    Then NS win the match
