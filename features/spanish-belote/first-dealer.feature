@variant:spanish-belote @source:S000 @area:dealing
Feature: The first dealer of two-player Spanish Belote (S000)
  Each player draws a card and the lowest deals. The source names no order for the draw; belote-spec
  ranks the cards as the deck lists them, 7 lowest, Ace highest. The engine is asked through
  start_match with the card each seat drew.

  Scenario: The player who draws the lowest card deals first
    Source S000: "Каждый игрок тянет карту, и у игрока, у которго выпала самая низкая, становится раздающим."

    When the players draw S 9H, N QC for the first deal
    Then S may deal first
