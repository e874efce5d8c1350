@variant:schieber-turnier @source:KIL @area:dealing
Feature: The cut in Schieber's tournament form (Jassclub Kilchberg)
  The dealer A1 has the pack cut by the opponent behind him, B2: B1, the next after the dealer, names
  trump, so B2 is the player who plays just before the dealer (play going S, E, N, W, the player before S
  is W). The pack cut is the deck in suit order (clubs, diamonds, hearts, spades) and rank order 6 to
  Ace, top card first; the packet lifted from the top goes under the rest.

  Scenario: The opponent behind the dealer cuts
    Source KIL: "Spieler A1 mischt die Karten, präsentiert sie seinem hinteren Gegenspieler B2 zum Abheben und verteilt sie sodann, jeweils 3x3."

    When W cuts 3 cards from the top of S's pack
    Then the pack after the cut starts with 9C 10C JC QC
    When E cuts 3 cards from the top of S's pack
    Then the cut is rejected citing /dealing/cut/by
