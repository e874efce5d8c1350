@variant:klaverjas-rotterdam @variant:klaverjas-amsterdam @source:HUT @area:scoring
Feature: Equal points are not more, and 82 is enough, in Klaverjas (HUT)
  The side that plays must collect more points than the other, with at least 82. Equal points are not
  more: the players are nat, and the other side scores the 162 points. With 82 of the 162 card
  points the side has more than the other's 80, and at least 82: it makes it.

  Hearts are trump. S deals, so W leads the first trick; play goes clockwise W, N, E, S. In the trick
  tables each row lists the cards in the order played, from the player who led.

  Every card is a legal play, no hand holds three in a row, four of a kind or the stuk, and no trick
  holds roem: the sides are compared on card points alone. A side's card points count the 10 of the
  last trick when it wins that trick.

  Scenario: With equal points the side that plays is nat
    Source HUT: "Doel van het spel is meer punten te verzamelen dan de andere partij, dit met een minimum van 82 punten."

    # NS, who play, have 81 card points with the 10 of the last trick, which S wins; EW have 81 too.
    # 81 is not more than 81: NS are nat, and EW score the 162 points.
    Given the contract is hearts taken by N
    And the dealer is S
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | W      | 9C QC 7C 9H    | S      |
      | S      | KS AS 7S 10S   | W      |
      | W      | KC 8C JC 7H    | S      |
      | S      | 8S QS JS AH    | E      |
      | E      | 7D 10D AD QD   | W      |
      | W      | AC 8H KH JH    | S      |
      | S      | JD 10H 9D KD   | W      |
      | W      | 10C 9S 8D QH   | S      |
    Then the contract is failed
    And NS score 0 and EW score 162

  Scenario: With 82 points against 80 the side that plays makes it
    Source HUT: "Doel van het spel is meer punten te verzamelen dan de andere partij, dit met een minimum van 82 punten."

    # NS, who play, have 82 card points, EW 80 with the 10 of the last trick, which E wins: 82 is more
    # than 80 and the minimum of 82. Each side scores its own.
    Given the contract is hearts taken by N
    And the dealer is S
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | W      | QC 10C AC 9C   | E      |
      | E      | KH JH QD 10H   | S      |
      | S      | 7C 8C 8H JC    | N      |
      | N      | QS JS AS 9S    | S      |
      | S      | 10D KD 8D JD   | S      |
      | S      | QH 9D 10S AH   | E      |
      | E      | AD 7H 7S 7D    | S      |
      | S      | 8S KC KS 9H    | E      |
    Then the contract is made
    And NS score 82 and EW score 80
