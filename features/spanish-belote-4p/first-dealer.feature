@variant:spanish-belote-4p @source:S000 @area:dealing
Feature: The first dealer of four-player Spanish Belote (S000)
  As in the two-player game, the player who drew the lowest card deals. The source names no order for
  the draw; belote-spec ranks the cards as the deck lists them, 7 lowest, Ace highest.

  Scenario: The player who got the lowest card deals
    Source S000: "Игрок, получивший самую низкую карту, дважды раздает по пять карт каждому"

    When the players draw S 9H, E QC, N 8D, W AS for the first deal
    Then N may deal first
