@variant:klaverjas-amsterdam @source:KDH @source:HUT @area:scoring
Feature: Roem in a trick counts whatever the order its cards are played in, Amsterdam system (KDH, HUT)
  Roem is made by the cards of one trick, whoever played them and in whatever order: three cards in a
  row of one suit 20, and the King and Queen of trump (stuk) 20 besides a run they belong to, even with
  a card of another suit played between them.

  Hearts are trump. S deals, so W leads the first trick; play goes clockwise W, N, E, S. In the trick
  tables each row lists the cards in the order played, from the player who led.

  No hand holds three in a row, four of a kind or the stuk: roem forms only in the tricks a scenario
  names. A side's card points count the 10 of the last trick
  when it wins that trick.

  Scenario: Queen, Jack and ten of one suit in one trick are three in a row with a diamond played among them
    Source KDH: "Driekaart: Drie opeenvolgende kaarten van één kleur 20 punten"
    Source KDH: "5. Puntenwaardering van de roem: te behalen in één slag"

    # The last trick holds E's QC, S's 8D, W's JC and N's 10C, in that order: Queen, Jack and ten of
    # clubs with a diamond between the Queen and the Jack. N's 10C wins it: 20 roem for NS. No other
    # trick holds roem. NS have 101 card points and 20 roem, 121; EW 61.
    Given the contract is hearts taken by N
    And the dealer is S
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | W      | JD KD 10D AD   | S      |
      | S      | 7D 10H 9D QD   | W      |
      | W      | AH 9H KH JH    | S      |
      | S      | 8S 10S KS JS   | W      |
      | W      | QH QS 7H 8H    | W      |
      | W      | AC 8C 9C KC    | W      |
      | W      | 7S 9S AS 7C    | E      |
      | E      | QC 8D JC 10C   | N      |
    Then the contract is made
    And NS score 121 and EW score 61

  @source:HUT
  Scenario: Jack, Queen and King of trump are 40 roem with a King of another suit led before them
    Source HUT: "Heer + vrouw van de troefkleur (stuk) geeft 20 roem"
    Source HUT: "Boer, vrouw, heer van de troefkleur geeft 40 roem"

    # The last trick holds E's KD, S's QH, W's KH and N's JH: Jack, Queen and King of trump, three in a
    # row with the stuk. N's JH wins it: 40 roem for NS. No other trick holds roem. NS have 101 card
    # points and 40 roem, 141; EW 61.
    Given the contract is hearts taken by N
    And the dealer is S
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | W      | QS KS 7S 9S    | N      |
      | N      | AS 10S 8S JS   | N      |
      | N      | 7C 9C KC JC    | S      |
      | S      | JD QD 9D 8D    | W      |
      | W      | QC 8C 10C AC   | S      |
      | S      | AD 8H 10D 7D   | W      |
      | W      | 7H AH 9H 10H   | E      |
      | E      | KD QH KH JH    | N      |
    Then the contract is made
    And NS score 141 and EW score 61
