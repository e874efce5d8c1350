@variant:french @variant:french-sans-atout @variant:french-sans-atout-ffb @variant:french-annonces @variant:french-qcsalon @variant:coinche @source:FFB @area:dealing
Feature: The cut in French Belote (FFB)
  Before each deal the player to the dealer's left cuts the pack in two; each packet holds at least 3
  cards. Play goes counter-clockwise, so with S dealing W cuts. The pack cut is the deck in suit order
  (clubs, diamonds, hearts, spades) and rank order 7 to Ace, top card first; the packet lifted from the
  top goes under the rest.

  Scenario: The player to the dealer's left cuts
    Source FFB: "Le joueur situé à la gauche du donneur effectue une coupe en 2 de manière franche sans compter le nombre de cartes qu’il souhaite couper."

    When W cuts 3 cards from the top of S's pack
    Then the pack after the cut starts with 10C JC QC KC

  Scenario: Neither the dealer nor the player to his right cuts
    Source FFB: "Le joueur situé à la gauche du donneur effectue une coupe en 2 de manière franche sans compter le nombre de cartes qu’il souhaite couper."

    When E cuts 5 cards from the top of S's pack
    Then the cut is rejected citing /dealing/cut/by
    When S cuts 5 cards from the top of S's pack
    Then the cut is rejected citing /dealing/cut/by

  Scenario: Each packet of the cut holds at least 3 cards
    Source FFB: "Chaque tas doit contenir au moins 3 cartes."

    When W cuts 29 cards from the top of S's pack
    Then the pack after the cut starts with QS KS AS 7C
    When W cuts 2 cards from the top of S's pack
    Then the cut is rejected citing /dealing/cut/min_packet
    When W cuts 30 cards from the top of S's pack
    Then the cut is rejected citing /dealing/cut/min_packet
