@variant:klaverjas-amsterdam @source:KDH @source:HUT @area:scoring
Feature: Roem in Klaverjas, Amsterdam system (KDH, HUT)
  Roem is made in one trick and added to the points of the side that wins it: three cards in a row of
  one suit 20, four 50, the King and Queen of trump (stuk) 20 besides a run they belong to, four of a
  kind 100, but four Jacks 200. The side that plays must have more points than the other, roem
  included, with at least 82.

  Hearts are trump. S deals, so W leads the first trick; play goes clockwise W, N, E, S. In the trick
  tables each row lists the cards in the order played, from the player who led.

  Scenario: Four Jacks in one trick are 200 roem
    Source KDH: "Vier kaarten van gelijke waarden in één slag (Aas t/m Zeven) is 100 Roem met uitzondering van vier Boeren hiervoor geldt 200 roem"
    Source KDH: "Deze worden per spel bij de behaalde punten opgeteld."

    # The seventh trick holds the four Jacks, won by S's JH: 200 roem for NS, besides the 20 of the
    # first trick's 7C 8C 9C. EW's last trick holds QH KH AH, a run with the stuk: 40.
    Given the contract is hearts taken by N
    And the dealer is S
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | W      | 7C 8C 9C KC    | S      |
      | S      | AC 10D 7D KS   | S      |
      | S      | 10C 8D 7H 7S   | N      |
      | N      | QS 9D 8H 8S    | S      |
      | S      | QC KD 9H 9S    | N      |
      | N      | QD 10H 10S AD  | E      |
      | E      | JD JH JC JS    | S      |
      | S      | AS QH KH AH    | E      |
    Then the contract is made
    And NS score 309 and EW score 113

  @source:HUT
  Scenario: The stuk counts besides the run of trumps it belongs to
    Source HUT: "Heer + vrouw van de troefkleur (stuk) geeft 20 roem"
    Source HUT: "Boer, vrouw, heer van de troefkleur geeft 40 roem"

    # The last trick holds KH QH JH, three in a row with the stuk: 40 for NS, whose S wins it with the
    # JH, besides the 50 of the first trick's 7C 8C 9C 10C.
    Given the contract is hearts taken by N
    And the dealer is S
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | W      | 7C 10C 8C 9C   | N      |
      | N      | AC JS 7D 10D   | N      |
      | N      | JC 8D 7S 7H    | W      |
      | W      | 8S 8H 9D QC    | N      |
      | N      | 9H 9S QS 10H   | N      |
      | N      | AH QD 10S AD   | N      |
      | N      | KD JD KS AS    | N      |
      | N      | KH KC JH QH    | S      |
    Then the contract is made
    And NS score 250 and EW score 2

  @source:HUT
  Scenario: A side that plays and has not more points than the other, roem included, loses everything
    Source HUT: "Doel van het spel is meer punten te verzamelen dan de andere partij, dit met een minimum van 82 punten."
    Source KDH: "5. Puntenwaardering van de roem: te behalen in één slag"

    # EW win the last trick, QH KH AH: 40 roem. NS's 89 card points and 20 roem are not more than EW's
    # 73 and 40, so NS, who play, lose everything to EW: 162 and the roem of both sides.
    Given the contract is hearts taken by N
    And the dealer is S
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | W      | 7C 8C 9C KC    | S      |
      | S      | AC 10D 7D JS   | S      |
      | S      | 10C 8D 7H 7S   | N      |
      | N      | JC 9D 8H 8S    | S      |
      | S      | QC JD 9H 9S    | N      |
      | N      | QD 10H 10S AD  | E      |
      | E      | KD JH QS KS    | S      |
      | S      | AS QH KH AH    | E      |
    Then the contract is failed
    And NS score 0 and EW score 222

  @source:HUT
  Scenario: The side that plays makes it with more points than the other, roem included
    Source HUT: "Doel van het spel is meer punten te verzamelen dan de andere partij, dit met een minimum van 82 punten."
    Source KDH: "Driekaart: Drie opeenvolgende kaarten van één kleur 20 punten"

    Given the contract is hearts taken by E
    And the dealer is S
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | W      | 7C 8C 9C KC    | S      |
      | S      | AC 10D 7D JS   | S      |
      | S      | 10C 8D 7H 7S   | N      |
      | N      | JC 9D 8H 8S    | S      |
      | S      | QC JD 9H 9S    | N      |
      | N      | QD 10H 10S AD  | E      |
      | E      | KD JH QS KS    | S      |
      | S      | AS QH KH AH    | E      |
    Then the contract is made
    And NS score 109 and EW score 113

  Scenario: Four cards in a row are 50 roem, and with the stuk 70
    Source KDH: "Vierkaart: Vier opeenvolgende kaarten van één kleur 50 punten"
    Source HUT: "Tien, boer, vrouw, heer van de troefkleur geeft 70 roem"

    Given the contract is hearts taken by N
    And the dealer is S
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | W      | 7C 10C 8C 9C   | N      |
      | N      | AC JS 7D 10D   | N      |
      | N      | JC 8D 7S 7H    | W      |
      | W      | 8S 8H 9D QC    | N      |
      | N      | 9H 9S QS KC    | N      |
      | N      | AH QD 10S AD   | N      |
      | N      | KD JD KS AS    | N      |
      | N      | KH 10H JH QH   | S      |
    Then the contract is made
    And NS score 280 and EW score 2

  @source:KDH
  Scenario: The last trick is worth 10 more
    Source KDH: "De partij die de laatste slag incasseert, krijgt bij het puntentotaal 10 punten extra."
    Source KDH: "Het totaal aantal punten in een spel te behalen, exclusief de gemaakte roem is 162 punten."

    # No trick holds roem: every trick holds one card of each suit. EW win the last trick and its 10.
    Given the contract is hearts taken by N
    And the dealer is S
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | W      | AC 7D JH 8S    | E      |
      | E      | AD 9H 7C 9S    | S      |
      | S      | AH 8C 10D 7S   | S      |
      | S      | 10H JC QD 10S  | S      |
      | S      | KH 9C KD JS    | S      |
      | S      | QH 10C JD QS   | S      |
      | S      | KS 8H QC 9D    | W      |
      | W      | 7H KC 8D AS    | W      |
    Then the contract is made
    And NS score 99 and EW score 63
