@variant:schieber @variant:schieber-turnier @area:cards
Feature: Obenabe in Schieber Jass (jassinfo.ch, Spotlight on Games, jassen.ch, urikon.ch)
  Obenabe has no trump: the highest card of the led suit wins, Ace down to six. The Ace counts 11, the
  King 4, the Queen 3, the Jack 2, the ten 10, the eight 8 and the others nothing: 152 points, 157 with
  the last trick. Follow suit when possible, else play any card. Play goes S, E, N, W.

  @variant:schieber-2500 @source:JCH @source:URI
  Scenario: In Obenabe the highest card of the led suit wins
    Source JCH: "Bei diesen Spielen gibt es gar keine Trümpfe."
    Source URI: "Ohne Trumpf: Die Rangfolge beim «Obä-n-appä» ist Ass > König > Ober > Under > Banner > 9 > 8 > 7 > 6"

    Given the contract is obenabe
    Then in spades the ranks from strongest to weakest are A K Q J 10 9 8 7 6

  @variant:schieber-2500 @source:SOG
  Scenario: In Obenabe no suit is trump
    Source SOG: "No trump. An 8 counts 8 points."

    Given the contract is obenabe
    And the trick so far is S KS, E 6S, N AH, W JD
    Then the trick is won by S

  @source:JSR @source:URI
  Scenario: In Obenabe the Ace counts 11, the eight 8 and the six nothing
    Source JSR: "Bei Obenabe zählen die Asse 11 und der Sechser 0 Punkte."
    Source JSR: "Die Achter zählen sowohl bei Undenufe als auch bei Obenabe jeweils 8 Punkte."
    Source URI: "Ass = 11; König = 4; Ober = 3; Under 2; Banner 10."

    Given the contract is obenabe
    Then AC is worth 11 points
    And KC is worth 4 points
    And QC is worth 3 points
    And JC is worth 2 points
    And 10C is worth 10 points
    And 9C is worth 0 points
    And 8C is worth 8 points
    And 7C is worth 0 points
    And 6C is worth 0 points

  @source:JSR
  Scenario: In Obenabe the cards are worth 152 points, 157 with the last trick
    Source JSR: "Jedes Spiel zählt 157 Punkte."

    Given the contract is obenabe
    Then the cards of the deck are worth 152 points in all

  @variant:schieber-2500 @source:SOG @area:play
  Scenario: In Obenabe a player holding the led suit must play it
    Source SOG: "In No Trump games, follow suit when possible."

    Given the contract is obenabe
    And N holds 7S 8H KD
    And the trick so far is S 10S, E 6S
    Then the legal cards for N are 7S

  @variant:schieber-2500 @source:SOG @area:play
  Scenario: In Obenabe a player who cannot follow may play any card
    Source SOG: "If not possible, play any card."

    Given the contract is obenabe
    And N holds 8H KD AC
    And the trick so far is S 10S, E 6S
    Then N may play any card
