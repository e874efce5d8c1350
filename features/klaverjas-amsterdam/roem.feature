@variant:klaverjas-amsterdam @source:KDH @source:HUT @area:scoring
Feature: Roem in Klaverjas, Amsterdam system (KDH, HUT)
  Roem is made in one trick and added to the points of the side that wins it: three cards in a row of
  one suit 20, four 50, the King and Queen of trump (stuk) 20 besides a run they belong to, four of a
  kind 100, but four Jacks 200. The side that plays must have more points than the other, roem
  included, with at least 82.

  Hearts are trump. S deals, so W leads the first trick; play goes clockwise W, N, E, S. In the trick
  tables each row lists the cards in the order played, from the player who led.

  Every card is a legal play, and no hand holds three in a row, four of a kind or the stuk: roem
  forms only in the tricks a scenario names. A side's card points count the 10 of the last trick
  when it wins that trick.

  Scenario: Four Jacks in one trick are 200 roem
    Source KDH: "Vier kaarten van gelijke waarden in één slag (Aas t/m Zeven) is 100 Roem met uitzondering van vier Boeren hiervoor geldt 200 roem"
    Source KDH: "Deze worden per spel bij de behaalde punten opgeteld."

    # The seventh trick holds the four Aces, won by W's AH: 100 roem for EW. The last holds the four
    # Jacks, won by S's JH: 200 roem for NS. Each side's roem is added to its points. No other trick
    # holds roem. NS have 84 card points and 200 roem, 284; EW 78 and 100, 178.
    Given the contract is hearts taken by N
    And the dealer is S
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | W      | 7H 9C 8H KH    | S      |
      | S      | 7D QD 8D 9S    | W      |
      | W      | 8C 10C QC 9D   | N      |
      | N      | KS 8S 10S 7S   | S      |
      | S      | 10H 9H KC QH   | W      |
      | W      | KD 10D 7C QS   | N      |
      | N      | AD AC AS AH    | W      |
      | W      | JS JD JC JH    | S      |
    Then the contract is made
    And NS score 284 and EW score 178

  @source:HUT
  Scenario: The stuk counts besides the run of trumps it belongs to
    Source HUT: "Heer + vrouw van de troefkleur (stuk) geeft 20 roem"
    Source HUT: "Boer, vrouw, heer van de troefkleur geeft 40 roem"

    # The last trick holds S's QH, W's KH and N's JH, three trumps in a row with the stuk, and E's
    # 7D; N's JH wins it: 40 roem for NS. No other trick holds roem. NS have 97 card points and 40
    # roem, 137; EW 65.
    Given the contract is hearts taken by N
    And the dealer is S
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | W      | QS KS 7S 9S    | N      |
      | N      | AS 10S 8S JS   | N      |
      | N      | 7C 9C QC JC    | S      |
      | S      | JD QD 9D 8D    | W      |
      | W      | KC 8C 10C AC   | S      |
      | S      | AD 8H 10D KD   | W      |
      | W      | 7H AH 9H 10H   | E      |
      | E      | 7D QH KH JH    | N      |
    Then the contract is made
    And NS score 137 and EW score 65

  @source:HUT
  Scenario: A side that plays and has not more points than the other, roem included, loses everything
    Source HUT: "Doel van het spel is meer punten te verzamelen dan de andere partij, dit met een minimum van 82 punten."
    Source KDH: "5. Puntenwaardering van de roem: te behalen in één slag"

    # The sixth trick holds S's QH, N's KH and E's AH, three trumps in a row with the stuk: 40 roem,
    # won by E's AH for EW. The seventh holds E's 9C, S's 8C and W's 7C, three in a row, won by N's
    # JH: 20 roem for NS. NS, who play, have 86 card points (with the 10 of the last trick, which N
    # wins) against EW's 76, but 86 and 20 are not more than 76 and 40: NS lose everything, and EW
    # score the 162 points and the 60 roem of both sides, 222.
    Given the contract is hearts taken by N
    And the dealer is S
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | W      | KS 10S 9S KC   | N      |
      | N      | 7D 8D KD JD    | S      |
      | S      | 10C QC 8S AC   | E      |
      | E      | 10D AD 10H QD  | W      |
      | W      | JS 7S AS 9H    | S      |
      | S      | QH 7H KH AH    | E      |
      | E      | 9C 8C 7C JH    | N      |
      | N      | 8H QS 9D JC    | N      |
    Then the contract is failed
    And NS score 0 and EW score 222

  @source:HUT
  Scenario: The side that plays makes it with more points than the other, roem included
    Source HUT: "Doel van het spel is meer punten te verzamelen dan de andere partij, dit met een minimum van 82 punten."
    Source KDH: "Driekaart: Drie opeenvolgende kaarten van één kleur 20 punten"

    # The tricks of the scenario before: EW, who play, have 76 card points and 40 roem, 116, more
    # than NS's 86 and 20, 106. EW make it and each side scores its own.
    Given the contract is hearts taken by E
    And the dealer is S
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | W      | KS 10S 9S KC   | N      |
      | N      | 7D 8D KD JD    | S      |
      | S      | 10C QC 8S AC   | E      |
      | E      | 10D AD 10H QD  | W      |
      | W      | JS 7S AS 9H    | S      |
      | S      | QH 7H KH AH    | E      |
      | E      | 9C 8C 7C JH    | N      |
      | N      | 8H QS 9D JC    | N      |
    Then the contract is made
    And NS score 106 and EW score 116

  Scenario: Four cards in a row are 50 roem, and with the stuk 70
    Source KDH: "Vierkaart: Vier opeenvolgende kaarten van één kleur 50 punten"
    Source HUT: "Tien, boer, vrouw, heer van de troefkleur geeft 70 roem"

    # The sixth trick holds N's 10C, E's 8C, S's 9C and W's 7C, four in a row, won by N's 10C: 50 for
    # NS. The last holds E's KH, S's JH, W's 10H and N's QH, four trumps in a row with the stuk, won by
    # S's JH: 70 for NS. No other trick holds roem. NS have 117 card points and 120 roem, 237; EW 45.
    Given the contract is hearts taken by N
    And the dealer is S
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | W      | 10S 8S AC JS   | W      |
      | W      | KD QD 9D 7H    | S      |
      | S      | 7S QS 9S JC    | W      |
      | W      | AD 7D JD 9H    | S      |
      | S      | AS KS AH 8D    | N      |
      | N      | 10C 8C 9C 7C   | N      |
      | N      | QC 8H KC 10D   | E      |
      | E      | KH JH 10H QH   | S      |
    Then the contract is made
    And NS score 237 and EW score 45

  @source:KDH
  Scenario: The last trick is worth 10 more
    Source KDH: "De partij die de laatste slag incasseert, krijgt bij het puntentotaal 10 punten extra."
    Source KDH: "Het totaal aantal punten in een spel te behalen, exclusief de gemaakte roem is 162 punten."

    # No trick holds roem. E wins the last trick with the QD, and the 10 with it: EW have 44 card
    # points and 10, 54; NS 108. The cards are worth 152, and 162 with the 10.
    Given the contract is hearts taken by N
    And the dealer is S
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | W      | 10C 7C 9D AC   | S      |
      | S      | 7S 8S 10S KS   | N      |
      | N      | 8H QH 9H 10D   | S      |
      | S      | KC 8C QC 10H   | E      |
      | E      | 7H AH 9S JH    | N      |
      | N      | AD 8D KH 7D    | S      |
      | S      | JS KD JD AS    | E      |
      | E      | QD QS JC 9C    | E      |
    Then the contract is made
    And NS score 108 and EW score 54

  Scenario: Queen, Jack and ten of one suit in one trick are three in a row
    Source KDH: "Driekaart: Drie opeenvolgende kaarten van één kleur 20 punten"

    # The last trick holds S's 8D, W's QC, N's JC and E's 10C: Queen, Jack and ten of clubs, three in
    # a row in the order A K Q J 10 9 8 7, and S's 8D, led, wins it: 20 roem for NS. No other trick
    # holds roem. NS have 100 card points and 20 roem, 120; EW 62.
    Given the contract is hearts taken by N
    And the dealer is S
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | W      | JD KD 10D AD   | S      |
      | S      | 7D 10H 9D QD   | W      |
      | W      | JH 9H KH AH    | W      |
      | W      | 8S 10S KS JS   | N      |
      | N      | QH QS 7H 8H    | N      |
      | N      | AC 8C 9C KC    | N      |
      | N      | 7S 9S AS 7C    | S      |
      | S      | 8D QC JC 10C   | S      |
    Then the contract is made
    And NS score 120 and EW score 62
