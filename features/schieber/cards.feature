@variant:schieber @variant:schieber-turnier @variant:schieber-2500 @source:PGS @area:cards
Feature: The cards of Schieber Jass (pagat.com, German)
  36 cards, Ace to six in four suits (the Swiss Ober as the Queen, the Unter as the Jack, the Banner as
  the ten). In the trump suit the Jack and the nine rank highest and count 20 and 14; in the other suits
  the Ace ranks highest and the ten counts 10. With the last trick's 5 a deal is worth 157 points.
  Hearts are trump.

  Scenario: The trump suit ranks Jack, nine, Ace, King, Queen, ten, eight, seven, six
    Source PGS: "In derTrumpffarbe ändert sich die Reihenfolge wie folgt: Unter (20), 9 (14), Ass (11), König (4), Ober (3), Banner (10), 8 (0), 7 (0), 6 (0)."

    Given the contract is hearts
    Then in hearts the ranks from strongest to weakest are J 9 A K Q 10 8 7 6

  Scenario: A suit that is not trump ranks Ace, King, Queen, Jack, ten down to six
    Source PGS: "Die Reihenfolge der Karten (mit den Punktwerten in Klammern) innerhalb der einzelnen Farben ist wie folgt: Ass (11), König (4), Ober (3), Unter (2), Banner (10), 9 (0), 8 (0), 7 (0), 6 (0)."

    Given the contract is hearts
    Then in clubs the ranks from strongest to weakest are A K Q J 10 9 8 7 6

  Scenario: Trump cards count Jack 20, nine 14, Ace 11, King 4, Queen 3, ten 10 and nothing below
    Source PGS: "Unter (20), 9 (14), Ass (11), König (4), Ober (3), Banner (10), 8 (0), 7 (0), 6 (0)."

    Given the contract is hearts
    Then JH is worth 20 points
    And 9H is worth 14 points
    And AH is worth 11 points
    And KH is worth 4 points
    And QH is worth 3 points
    And 10H is worth 10 points
    And 8H is worth 0 points
    And 7H is worth 0 points
    And 6H is worth 0 points

  Scenario: Cards of the other suits count Ace 11, King 4, Queen 3, Jack 2, ten 10 and nothing below
    Source PGS: "Ass (11), König (4), Ober (3), Unter (2), Banner (10), 9 (0), 8 (0), 7 (0), 6 (0)."

    Given the contract is hearts
    Then AC is worth 11 points
    And KC is worth 4 points
    And QC is worth 3 points
    And JC is worth 2 points
    And 10C is worth 10 points
    And 9C is worth 0 points
    And 8C is worth 0 points
    And 7C is worth 0 points
    And 6C is worth 0 points

  Scenario: The 36 cards are worth 152 points, 157 with the last trick's 5
    Source PGS: "Das Kartenspiel hat 36 Karten."
    Source PGS: "Ausserdem erhält das Team, das den letzten Stich gewinnt, einen Bonus von 5 Punkte. Das Kartenspiel enthält also die Gesamtsumme von 157 Punkten."

    Given the contract is hearts
    Then the cards of the deck are worth 152 points in all
