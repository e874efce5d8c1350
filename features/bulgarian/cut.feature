@variant:bulgarian @variant:bulgarian-partner-exempt @source:S004 @area:dealing
Feature: The cut in Bulgarian Belot (S004)
  The pack is never shuffled: the player before the dealer (the one who plays just before him, on his
  left, play going counter-clockwise) cuts it, at least three cards. On the first deal of a game the
  dealer's partner cuts instead; the variant language does not hold that exception, so these scenarios
  are about a later deal. The pack cut is the deck in suit order (clubs, diamonds, hearts, spades) and
  rank order 7 to Ace, top card first; the packet lifted from the top goes under the rest.

  Scenario: The player before the dealer cuts
    Source S004: "Деке ешқашан араластырылмайды, керісінше дилерден бұрынғы ойыншы кеседі"

    When W cuts 3 cards from the top of S's pack
    Then the pack after the cut starts with 10C JC QC KC

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
