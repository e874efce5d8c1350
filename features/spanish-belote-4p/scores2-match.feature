@variant:spanish-belote-4p @source:S000 @area:match
Feature: Both sides past 1000 in four-player Spanish Belote (S000)
  When a deal takes both sides past 1000, the side with more points wins the match, whichever side it is
  and by however little it passed the target.

  Scenario: When both sides pass 1000 in the same deal the higher total wins, whichever side it is
    Source S000: "Обычно играется до 1000 очков, но перед началом игры можно согласовать другую цифру."
    Source S000: "Игра также заканчивается, когда, не прерывая последнюю частичную игру, один или несколько игроков превысили требуемое количество очков, и побеждает тот, кто набрал больше очков."

    Given the match score is NS 950 and EW 960
    When NS score 60 and EW score 70 in the deal
    Then EW win the match
