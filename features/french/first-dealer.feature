@variant:french @variant:french-sans-atout @variant:french-sans-atout-ffb @variant:french-annonces @source:FFB @area:dealing
Feature: The first dealer of a French Belote match (FFB)
  Each player draws a card and the lowest deals first. Suits do not count: the cards rank, highest first,
  Ace, King, Queen, Jack, 10, 9, 8, 7, so the 10 is below the Jack. The engine is asked through
  start_match with the card each seat drew.

  Scenario: The player who draws the lowest card deals first
    Source FFB: "Le joueur ayant tiré la plus petite carte donne."

    When the players draw S KH, E 10D, N AS, W 9C for the first deal
    Then W may deal first

  Scenario: For the draw the 10 ranks below the Jack and suits do not count
    Source FFB: "La couleur des cartes n'a pas d'importance. L'ordre des cartes à suivre, par ordre décroissant est le suivant : > As, Roi, Dame, Valet, 10, 9, 8, 7."

    When the players draw S JH, E 10S, N QD, W KC for the first deal
    Then E may deal first
