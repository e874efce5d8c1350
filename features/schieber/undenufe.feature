@variant:schieber @variant:schieber-turnier @area:cards
Feature: Undenufe in Schieber Jass (Spotlight on Games, jassinfo.ch, jassen.ch, urikon.ch)
  Undenufe has no trump and every suit is reversed: the six of the led suit wins, the Ace is lowest. The
  six counts 11, the King 4, the Queen 3, the Jack 2, the ten 10, the eight 8 and the others nothing,
  the Ace included: 152 points, 157 with the last trick. Play goes S, E, N, W.

  @variant:schieber-2500 @source:SOG @source:JCH @source:URI
  Scenario: In Undenufe a suit ranks six, seven, eight up to the Ace
    Source SOG: "Suit order is 6 (highest), 7, 8, 9, 10, Under, Ober, King, Ace (lowest)."
    Source JCH: "Bei Unenufe ist noch dazu die Stichkraft aller Karten umgedreht - dadurch ist der 6er die höchste Karte in jeder Farb"
    Source URI: "beim «Unnä-üfä» besteht die umgekehrte Rangfolge."

    Given the contract is undenufe
    Then in spades the ranks from strongest to weakest are 6 7 8 9 10 J Q K A

  @variant:schieber-2500 @source:SOG @source:JCH
  Scenario: In Undenufe the lowest card of the led suit wins
    Source SOG: "No trump with suits inverted."
    Source JCH: "Bei diesen Spielen gibt es gar keine Trümpfe."

    Given the contract is undenufe
    And the trick so far is S KS, E 7S, N 6H, W AS
    Then the trick is won by E

  @source:JSR @source:URI
  Scenario: In Undenufe the six counts 11, the eight 8 and the Ace nothing
    Source JSR: "Bei Undenufe zählen die Sechser 11, das Ass 0 Punkte."
    Source JSR: "Die Achter zählen sowohl bei Undenufe als auch bei Obenabe jeweils 8 Punkte."
    Source URI: "Beim «Obä» und «Unnä» zählt die Karte 8 ebenso viele Punkte."

    Given the contract is undenufe
    Then 6C is worth 11 points
    And 7C is worth 0 points
    And 8C is worth 8 points
    And 9C is worth 0 points
    And 10C is worth 10 points
    And JC is worth 2 points
    And QC is worth 3 points
    And KC is worth 4 points
    And AC is worth 0 points

  @source:JSR
  Scenario: In Undenufe the cards are worth 152 points, 157 with the last trick
    Source JSR: "Jedes Spiel zählt 157 Punkte."

    Given the contract is undenufe
    Then the cards of the deck are worth 152 points in all
