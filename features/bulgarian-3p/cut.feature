@variant:bulgarian-3p @source:S004 @area:dealing
Feature: The cut in three-player Bulgarian Belot (S004)
  The player before the dealer (on his left, play going counter-clockwise) cuts the pack, at least three
  cards (on the first deal of a game the dealer's partner would cut; these scenarios are about a later
  deal). The pack cut is the 24-card deck in suit order (clubs, diamonds, hearts, spades) and rank order
  9 to Ace, top card first; the packet lifted from the top goes under the rest.

  Scenario: The player before the dealer cuts
    Source S004: "Деке ешқашан араластырылмайды, керісінше дилерден бұрынғы ойыншы кеседі"

    When W cuts 3 cards from the top of S's pack
    Then the pack after the cut starts with QC KC AC 9D

  Scenario: Neither the dealer nor the player after him cuts
    Source S004: "Деке ешқашан араластырылмайды, керісінше дилерден бұрынғы ойыншы кеседі"

    When E cuts 5 cards from the top of S's pack
    Then the cut is rejected citing /dealing/cut/by
    When S cuts 5 cards from the top of S's pack
    Then the cut is rejected citing /dealing/cut/by

  Scenario: At least three cards are cut
    Source S004: "Кем дегенде үш карта кесілуі керек."

    When W cuts 2 cards from the top of S's pack
    Then the cut is rejected citing /dealing/cut/min_packet
