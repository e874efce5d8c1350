@variant:bulgarian-2p @source:S004 @area:match
Feature: The end of a match in Bulgarian Belot for two players (S004, BG)
  Each player adds up his match points; the first to reach 151 wins, the higher total when both pass it
  in the same deal. A deal in which one player won every trick cannot end the match.

  Scenario: A player reaching 151 match points wins the match
    Source S004: "Жалпы есепте 151 матч-бұлқынына жеткен команда жеңімпаз болады"

    Given the match score is S 140 and N 100
    When S score 12 and N score 4 in the deal
    Then S wins the match

  Scenario: The match goes on while neither player has 151
    Source S004: "Жалпы есепте 151 матч-бұлқынына жеткен команда жеңімпаз болады"

    Given the match score is S 130 and N 140
    When S score 10 and N score 6 in the deal
    Then the match goes on

  @source:BG
  Scenario: When both players pass 151 in the same deal the higher total wins
    Source BG: "If both teams both score more than 151 points at the same time then the team with more points wins."

    Given the match score is S 145 and N 148
    When S score 10 and N score 6 in the deal
    Then S wins the match

  Scenario: A valat deal does not end the match
    Source S004: "бірақ валат болса, ойын аяқталмайды. Одан кейін тағы бір раунд/келісімшарт ойналуы керек."

    Given the match score is S 130 and N 100
    When S score 24 and N score 0 in a S valat deal
    Then the match goes on

  @source:BG
  Scenario: Exactly 151 match points are enough
    Source BG: "The game ends when one team records 151 points or more."

    Given the match score is S 100 and N 135
    When S score 0 and N score 16 in the deal
    Then N wins the match

  @source:BG
  Scenario: When both players pass 151 with equal totals the match goes on
    Source BG: "If the scores are equal over this figure then more games are played until one team takes the lead."

    Given the match score is S 146 and N 150
    When S score 8 and N score 4 in the deal
    Then the match goes on

  @source:BG
  Scenario: 150 match points are not enough
    Source BG: "The game ends when one team records 151 points or more."

    Given the match score is S 140 and N 100
    When S score 10 and N score 6 in the deal
    Then the match goes on
