@variant:klaverjas-rotterdam @source:MKR @area:scoring
Feature: Four of a kind in one trick, rank by rank, in Klaverjas, Rotterdam system (MKR)
  Four equal cards in one trick, from the seven to the Ace, are 100 roem, the Jacks as any other
  rank. Each rank is a scenario of its own, so that a wrong value for any one rank fails one.

  Hearts are trump. S deals, so W leads the first trick; play goes clockwise W, N, E, S. In the trick
  tables each row lists the cards in the order played, from the player who led.

  Every card is a legal play, and no hand holds three in a row, four of a kind or the stuk: roem
  forms only in the tricks a scenario names. A side's card points count the 10 of the last trick
  when it wins that trick.

  Scenario: Four Aces in one trick are 100 roem
    Source MKR: "4 gelijke kaarten (van 7 t/m Aas) is 100 roem"

    # Each player holds one of the four Aces and keeps it to the end: the last trick holds all four,
    # and N's AH wins it: 100 roem for NS. No other trick holds roem. NS have 108 card points and
    # 100 roem, 208; EW 54.
    Given the contract is hearts taken by N
    And the dealer is S
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | W      | QD 8D 7D JD    | W      |
      | W      | QS 9S KS 10S   | S      |
      | S      | 7C 10H 10C 9C  | W      |
      | W      | 8S JS KH 7S    | E      |
      | E      | JH QC 7H 8H    | E      |
      | E      | KC JC QH 9H    | N      |
      | N      | 10D 8C 9D KD   | N      |
      | N      | AH AC AD AS    | N      |
    Then the contract is made
    And NS score 208 and EW score 54

  Scenario: Four Kings in one trick are 100 roem
    Source MKR: "4 gelijke kaarten (van 7 t/m Aas) is 100 roem"

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
    Source MKR: "4 gelijke kaarten (van 7 t/m Aas) is 100 roem"

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

  Scenario: Four Jacks in one trick are 100 roem
    Source MKR: "4 gelijke kaarten (van 7 t/m Aas) is 100 roem"

    # Each player holds one of the four Jacks and keeps it to the end: the last trick holds all four,
    # and S's JH wins it: 100 roem for NS. No other trick holds roem. NS have 141 card points and
    # 100 roem, 241; EW 21.
    Given the contract is hearts taken by N
    And the dealer is S
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | W      | 10H QS AH 9H   | S      |
      | S      | 8H 7H KC QH    | E      |
      | E      | AD 9D 7D QD    | E      |
      | E      | 8D 10D QC 7S   | S      |
      | S      | 8C 7C AC 10C   | N      |
      | N      | 9C KS KH 10S   | S      |
      | S      | 9S 8S AS KD    | N      |
      | N      | JC JD JH JS    | S      |
    Then the contract is made
    And NS score 241 and EW score 21

  Scenario: Four tens in one trick are 100 roem
    Source MKR: "4 gelijke kaarten (van 7 t/m Aas) is 100 roem"

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
    Source MKR: "4 gelijke kaarten (van 7 t/m Aas) is 100 roem"

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
    Source MKR: "4 gelijke kaarten (van 7 t/m Aas) is 100 roem"

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
