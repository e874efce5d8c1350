@variant:spanish-belote-4p @source:S000 @area:match
Feature: The end of a match in four-player Spanish Belote (S000)
  The sides play to 1000 points; when a deal takes one or both sides past 1000 the higher total wins.

  Scenario: A side reaching 1000 points wins the match
    Source S000: "Обычно играется до 1000 очков, но перед началом игры можно согласовать другую цифру."

    Given the match score is NS 950 and EW 700
    When NS score 60 and EW score 102 in the deal
    Then NS win the match

  Scenario: The match goes on while neither side has 1000 points
    Source S000: "Обычно играется до 1000 очков, но перед началом игры можно согласовать другую цифру."

    Given the match score is NS 900 and EW 800
    When NS score 60 and EW score 102 in the deal
    Then the match goes on

  Scenario: When both sides pass 1000 in the same deal the higher total wins
    Source S000: "Обычно играется до 1000 очков, но перед началом игры можно согласовать другую цифру."
    Source S000: "Игра также заканчивается, когда, не прерывая последнюю частичную игру, один или несколько игроков превысили требуемое количество очков, и побеждает тот, кто набрал больше очков."

    Given the match score is NS 950 and EW 960
    When NS score 112 and EW score 50 in the deal
    Then NS win the match

  Scenario: Exactly 1000 points are enough
    Source S000: "Обычно играется до 1000 очков, но перед началом игры можно согласовать другую цифру."

    Given the match score is NS 940 and EW 700
    When NS score 60 and EW score 102 in the deal
    Then NS win the match

  Scenario: 999 points are not enough
    Source S000: "Обычно играется до 1000 очков, но перед началом игры можно согласовать другую цифру."

    Given the match score is NS 939 and EW 700
    When NS score 60 and EW score 102 in the deal
    Then the match goes on

  # NS take every trick: 152 in cards and 100 for the capot.
  Scenario: A capot deal that takes a side past 1000 ends the match like any other
    Source S000: "Игра также заканчивается, когда, не прерывая последнюю частичную игру, один или несколько игроков превысили требуемое количество очков, и побеждает тот, кто набрал больше очков."
    Source S000: "Если игроку не удалось выполнить ни одной взятки, его противник объявляет его Капоте, получая приз."

    Given the match score is NS 800 and EW 900
    When NS score 252 and EW score 0 in a NS valat deal
    Then NS win the match
