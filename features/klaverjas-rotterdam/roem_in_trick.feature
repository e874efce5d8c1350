@variant:klaverjas-rotterdam @variant:klaverjas-amsterdam @source:MKR @source:KDH @area:scoring
Feature: Roem forms only in one trick, never in a hand, in Klaverjas (MKR, KDH)
  Roem is written for the combinations that lie on the table in one trick. The King and Queen of
  trump held in one hand and played to two tricks are no stuk: Klaverjas has no belote of a hand,
  announced or not. Nor does a hand of eight trumps win anything before it is played.

  Hearts are trump. S deals, so W leads the first trick; play goes clockwise W, N, E, S. In the trick
  tables each row lists the cards in the order played, from the player who led.

  Every card is a legal play, no hand holds three in a row or four of a kind, and no trick holds roem.
  A side's card points count the 10 of the last trick when it wins that trick.

  Scenario: The King and Queen of trump from one hand, played to two tricks, are no roem
    Source MKR: "Roem wordt geschreven als de volgende samenstelling op tafel ligt:"
    Source KDH: "5. Puntenwaardering van de roem: te behalen in één slag"

    # S holds KH and QH. He leads KH to the second trick, which N's JH wins, and QH to the last, which
    # he wins; he announces them both as a belote player would. No trick holds the two together, so
    # there is no stuk and no roem: NS have 150 card points, EW 12.
    Given the contract is hearts taken by N
    And the dealer is S
    And S played KH then QH announcing both
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | W      | AC JC 9C 9H    | S      |
      | S      | KH AH JH 7H    | N      |
      | N      | AS 8S 9S KS    | N      |
      | N      | QD 9D KD 8D    | S      |
      | S      | JD 8H 7D 10D   | W      |
      | W      | 7C 8C QC 10H   | S      |
      | S      | AD KC 10S 7S   | S      |
      | S      | QH 10C QS JS   | S      |
    Then the contract is made
    And NS score 150 and EW score 12

  # The deck is dealt 3-2-3 clockwise from W, so W receives the cards 1-3, 13-14 and 21-23: all eight
  # hearts.
  Scenario: A player dealt all eight trumps plays them like any other hand
    Source KDH: "5. Puntenwaardering van de roem: te behalen in één slag"
    Source MKR: "Roem wordt geschreven als de volgende samenstelling op tafel ligt:"

    Given S deals the deck 7H 8H 9H 7C 8C 9C 10C JC QC KC AC 7D 10H JH 8D 9D 10D JD QD KD QH KH AH AD 7S 8S 9S 10S JS QS KS AS
    Then W holds 7H 8H 9H 10H JH QH KH AH
    When S passes
    And W takes hearts
    And W plays JH
    Then it is N's turn to play
