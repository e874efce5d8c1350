@variant:klaverjas-amsterdam @source:KDH @area:scoring
Feature: Four of a kind in one trick, rank by rank, in Klaverjas, Amsterdam system (KDH)
  Four cards of one rank in one trick are 100 roem, from the Aces down to the sevens, but four Jacks
  are 200. Each rank is a scenario of its own, so that a wrong value for any one rank fails one.

  Hearts are trump. S deals, so W leads the first trick; play goes clockwise W, N, E, S. In the trick
  tables each row lists the cards in the order played, from the player who led.

  Every card is a legal play, and no hand holds three in a row, four of a kind or the stuk: roem
  forms only in the tricks a scenario names. A side's card points count the 10 of the last trick
  when it wins that trick.

  Scenario: Four Kings in one trick are 100 roem
    Source KDH: "Vier kaarten van gelijke waarden in één slag (Aas t/m Zeven) is 100 Roem met uitzondering van vier Boeren hiervoor geldt 200 roem"

    # Each player holds one of the four Kings and keeps it to the end: the last trick holds all four,
    # and N's KH wins it: 100 roem for NS. No other trick holds roem. NS have 136 card points and
    # 100 roem, 236; EW 26.
    Given the contract is hearts taken by N
    And the dealer is S
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | W      | JD 7D 9H 10D   | E      |
      | E      | AS AH JS 10S   | S      |
      | S      | AC QD 7C QC    | S      |
      | S      | JC 8S 10H 8C   | N      |
      | N      | 7S QS 8H 9S    | S      |
      | S      | 9C 8D 7H 10C   | N      |
      | N      | JH QH 9D AD    | N      |
      | N      | KH KC KD KS    | N      |
    Then the contract is made
    And NS score 236 and EW score 26

  Scenario: Four Queens in one trick are 100 roem
    Source KDH: "Vier kaarten van gelijke waarden in één slag (Aas t/m Zeven) is 100 Roem met uitzondering van vier Boeren hiervoor geldt 200 roem"

    # Each player holds one of the four Queens and keeps it to the end: the last trick holds all four,
    # and N's QH wins it: 100 roem for NS. No other trick holds roem. NS have 133 card points and
    # 100 roem, 233; EW 29.
    Given the contract is hearts taken by N
    And the dealer is S
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | W      | KD JD 8D AD    | S      |
      | S      | 9C KC 10C AC   | E      |
      | E      | 10S AS 7S 9S   | S      |
      | S      | 9D 7D 7H KH    | E      |
      | E      | 8S 8H JS KS    | S      |
      | S      | JH 9H AH 7C    | S      |
      | S      | JC 10D 10H 8C  | N      |
      | N      | QH QC QD QS    | N      |
    Then the contract is made
    And NS score 233 and EW score 29

  Scenario: Four tens in one trick are 100 roem
    Source KDH: "Vier kaarten van gelijke waarden in één slag (Aas t/m Zeven) is 100 Roem met uitzondering van vier Boeren hiervoor geldt 200 roem"

    # Each player holds one of the four tens and keeps it to the end: the last trick holds all four,
    # and S's 10H wins it: 100 roem for NS. No other trick holds roem. NS have 98 card points and
    # 100 roem, 198; EW 64.
    Given the contract is hearts taken by N
    And the dealer is S
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | W      | KD 9D AH AD    | E      |
      | E      | JS 8S JH 7S    | W      |
      | W      | KC 8C 9C QC    | W      |
      | W      | 8D QD 8H 7D    | E      |
      | E      | 7C JC 7H KS    | W      |
      | W      | JD 9S QS QH    | S      |
      | S      | 9H KH AS AC    | S      |
      | S      | 10H 10D 10S 10C | S      |
    Then the contract is made
    And NS score 198 and EW score 64

  Scenario: Four nines in one trick are 100 roem
    Source KDH: "Vier kaarten van gelijke waarden in één slag (Aas t/m Zeven) is 100 Roem met uitzondering van vier Boeren hiervoor geldt 200 roem"

    # Each player holds one of the four nines and keeps it to the end: the last trick holds all four,
    # and N's 9H wins it: 100 roem for NS. No other trick holds roem. NS have 144 card points and
    # 100 roem, 244; EW 18.
    Given the contract is hearts taken by N
    And the dealer is S
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | W      | 8H QH 10H AH   | S      |
      | S      | AC JC 8C QC    | S      |
      | S      | 10D JD 8D KD   | S      |
      | S      | AD 7D JH QS    | N      |
      | N      | 7H 10S KC KH   | W      |
      | W      | KS AS 8S 7S    | N      |
      | N      | 10C 7C JS QD   | N      |
      | N      | 9H 9C 9D 9S    | N      |
    Then the contract is made
    And NS score 244 and EW score 18

  Scenario: Four eights in one trick are 100 roem
    Source KDH: "Vier kaarten van gelijke waarden in één slag (Aas t/m Zeven) is 100 Roem met uitzondering van vier Boeren hiervoor geldt 200 roem"

    # Each player holds one of the four eights and keeps it to the end: the last trick holds all four,
    # and N's 8H wins it: 100 roem for NS. No other trick holds roem. NS have 133 card points and
    # 100 roem, 233; EW 29.
    Given the contract is hearts taken by N
    And the dealer is S
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | W      | KS AS 9H 9S    | E      |
      | E      | 10D 9D KD AD   | N      |
      | N      | QH 9C AH 10S   | S      |
      | S      | QD QC 7D JD    | S      |
      | S      | 10H 7S JH JC   | N      |
      | N      | JS 7C QS 10C   | S      |
      | S      | KH KC 7H AC    | S      |
      | S      | 8S 8C 8H 8D    | N      |
    Then the contract is made
    And NS score 233 and EW score 29

  Scenario: Four sevens in one trick are 100 roem
    Source KDH: "Vier kaarten van gelijke waarden in één slag (Aas t/m Zeven) is 100 Roem met uitzondering van vier Boeren hiervoor geldt 200 roem"

    # Each player holds one of the four sevens and keeps it to the end: the last trick holds all four,
    # and N's 7H wins it: 100 roem for NS. No other trick holds roem. NS have 106 card points and
    # 100 roem, 206; EW 56.
    Given the contract is hearts taken by N
    And the dealer is S
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | W      | 9D KD 8D QD    | N      |
      | N      | 8C AC 10C JC   | E      |
      | E      | AH 8H 9H JH    | N      |
      | N      | 8S KS 10S QS   | S      |
      | S      | AS 10H JS 9C   | W      |
      | W      | JD KH AD 10D   | N      |
      | N      | QC KC 9S QH    | W      |
      | W      | 7D 7H 7C 7S    | N      |
    Then the contract is made
    And NS score 206 and EW score 56
