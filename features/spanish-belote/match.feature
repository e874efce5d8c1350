@variant:spanish-belote @source:S000 @area:match
Feature: The end of a match in two-player Spanish Belote (S000)
  A match is played deal after deal, usually to 1000 points. When a deal takes one or both players past
  the target, the match ends and the higher total wins.

  Scenario: A player reaching 1000 points wins the match
    Source S000: "В игре обычно до 1000 очков, хотя оба игрока могут заранее определить другое число."

    Given the match score is S 950 and N 700
    When S score 60 and N score 42 in the deal
    Then S wins the match

  Scenario: The match goes on while neither player has 1000 points
    Source S000: "В игре обычно до 1000 очков, хотя оба игрока могут заранее определить другое число."

    Given the match score is S 900 and N 800
    When S score 60 and N score 52 in the deal
    Then the match goes on

  Scenario: When both players pass 1000 in the same deal the higher total wins
    Source S000: "Игра также заканчивается, когда, не прерывая последнюю частичную игру, один или несколько игроков превысили требуемое количество очков, и побеждает тот, кто набрал больше очков."

    Given the match score is S 950 and N 980
    When S score 112 and N score 40 in the deal
    Then S wins the match

  Scenario: The higher total after the deal wins, not the player who led before it
    Source S000: "Игра также заканчивается, когда, не прерывая последнюю частичную игру, один или несколько игроков превысили требуемое количество очков, и побеждает тот, кто набрал больше очков."

    Given the match score is S 990 and N 930
    When S score 20 and N score 100 in the deal
    Then N wins the match

  Scenario: Exactly 1000 points are enough
    Source S000: "В игре обычно до 1000 очков, хотя оба игрока могут заранее определить другое число."

    Given the match score is S 940 and N 700
    When S score 60 and N score 42 in the deal
    Then S wins the match

  Scenario: 999 points are not enough
    Source S000: "В игре обычно до 1000 очков, хотя оба игрока могут заранее определить другое число."

    Given the match score is S 939 and N 700
    When S score 60 and N score 42 in the deal
    Then the match goes on

  # S takes every trick: 100 in cards and 100 for the capot.
  Scenario: A capot deal that takes a player past 1000 ends the match like any other
    Source S000: "Игра также заканчивается, когда, не прерывая последнюю частичную игру, один или несколько игроков превысили требуемое количество очков, и побеждает тот, кто набрал больше очков."
    Source S000: "Если игроку не удалось выполнить ни одной взятки, его противник объявляет его Капоте, получая приз."

    Given the match score is S 800 and N 900
    When S score 200 and N score 0 in a S valat deal
    Then S wins the match
