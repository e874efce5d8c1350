@variant:spanish-belote @source:S000 @area:dealing
Feature: The cut in two-player Spanish Belote (S000)
  The dealer shuffles and offers the cut to the mano («рука»), the player who does not deal. The source
  does not say how small a packet may be. The pack cut is the deck in suit order (clubs, diamonds,
  hearts, spades) and rank order 7 to Ace, top card first; the packet lifted from the top goes under
  the rest.

  Scenario: The mano cuts the dealer's pack
    Source S000: "Он тасует колоду, предлагает ее разбить игроку «руке»"

    When N cuts 3 cards from the top of S's pack
    Then the pack after the cut starts with 10C JC QC KC
    When S cuts 3 cards from the top of S's pack
    Then the cut is rejected citing /dealing/cut/by
