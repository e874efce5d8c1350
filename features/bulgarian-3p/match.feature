@variant:bulgarian-3p @source:S004 @area:match
Feature: The end of a match in Bulgarian Belot for three players (S004)
  Each player adds up his match points; the first to reach 151 wins.

  Scenario: A player reaching 151 match points wins the match
    Source S004: "Жалпы есепте 151 матч-бұлқынына жеткен команда жеңімпаз болады"

    Given the match score is W 140 and E 100
    When W score 12 and E score 4 in the deal
    Then W wins the match

  Scenario: The match goes on while no player has 151
    Source S004: "Жалпы есепте 151 матч-бұлқынына жеткен команда жеңімпаз болады"

    Given the match score is W 130 and E 140
    When W score 10 and E score 6 in the deal
    Then the match goes on

  @source:BG
  Scenario: When two players pass 151 in the same deal the higher total wins
    Source BG: "If both teams both score more than 151 points at the same time then the team with more points wins."

    Given the match score is W 145 and E 148
    When W score 10 and E score 6 in the deal
    Then W wins the match

  Scenario: A valat deal does not end the match
    Source S004: "бірақ валат болса, ойын аяқталмайды. Одан кейін тағы бір раунд/келісімшарт ойналуы керек."

    Given the match score is W 130 and E 100
    When W score 25 and E score 0 in a W valat deal
    Then the match goes on

  @source:BG
  Scenario: When two players pass 151 with equal totals the match goes on
    Source BG: "If the scores are equal over this figure then more games are played until one team takes the lead."

    Given the match score is W 146 and E 150
    When W score 8 and E score 4 in the deal
    Then the match goes on

  @source:BG
  Scenario: Exactly 151 match points are enough
    Source BG: "The game ends when one team records 151 points or more."

    Given the match score is W 100 and E 135
    When W score 0 and E score 16 in the deal
    Then E wins the match

  @source:BG
  Scenario: 150 match points are not enough
    Source BG: "The game ends when one team records 151 points or more."

    Given the match score is W 140 and E 100
    When W score 10 and E score 6 in the deal
    Then the match goes on
