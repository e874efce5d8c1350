@variant:klaverjas-rotterdam @source:MKR @area:scoring
Feature: Roem and nat in Klaverjas, Rotterdam system (MKR)
  Roem is written when a combination lies on the table in one trick, whoever played its cards: three
  cards in a row of one suit 20, four 50, the King and Queen of trump (stuk) 20, counted besides a run
  they belong to (Ace, King, Queen of trump 40), four of a kind 100. It counts for the side that wins
  the trick. The side that plays must score more than the other, card points and roem together; if not
  it is "nat" and the other side scores the 162 points and both sides' roem.

  Hearts are trump. S deals, so W leads the first trick; play goes clockwise W, N, E, S. In the trick
  tables each row lists the cards in the order played, from the player who led. The runs in the tables
  follow the natural order A K Q J 10 9 8 7.

  Every card is a legal play, and no hand holds three in a row, four of a kind or the stuk: roem
  forms only in the tricks a scenario names. A side's card points count the 10 of the last trick
  when it wins that trick.

  Scenario: A run and the stuk on the table count for the side that wins the trick
    Source MKR: "Roem wordt geschreven als de volgende samenstelling op tafel ligt:"
    Source MKR: "3 opeenvolgende kaarten van dezelfde figuur is 20 roem"
    Source MKR: "Heer + vrouw van de troef (stuk) is 20 roem"

    # The first trick holds W's 7C, E's 8C and S's 9C, three in a row, and N wins it with the JH:
    # 20 roem for NS. The last trick holds E's QH and W's KH, the stuk (20), and W's KH wins it: the
    # roem goes to EW. No other trick holds roem. NS have 89 card points and 20 roem, 109; EW 73 (with
    # the 10 of the last trick) and 20 roem, 93.
    Given the contract is hearts taken by N
    And the dealer is S
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | W      | 7C JH 8C 9C    | N      |
      | N      | 9S KS 8S JS    | E      |
      | E      | KC 10C JC AS   | S      |
      | S      | 10H AH 8D 9H   | E      |
      | E      | 7S QS 8H 9D    | W      |
      | W      | QC QD AC 7H    | S      |
      | S      | 7D KD AD 10D   | N      |
      | N      | JD QH 10S KH   | W      |
    Then the contract is made
    And NS score 109 and EW score 93

  Scenario: The stuk in a run of three trumps is 40 roem, and roem can make the players nat
    Source MKR: "Aas + heer + vrouw van de troef is 40 roem"
    Source MKR: "Beetgaan (nat) is voor de tegenpartij 162 punten + de door beide partijen gemaakte roem."

    # The third trick holds S's KH, N's AH and E's QH, three trumps in a row with the stuk: 40 roem,
    # won by W's 9H for EW. The seventh holds E's 9C, W's 8C and N's 7C, three in a row, won by S's
    # 8H: 20 roem for NS. NS, who play, have 85 card points (with the 10 of the last trick, which S
    # wins) against EW's 77, but 85 and 20 are not more than 77 and 40: NS are nat and EW score the
    # 162 points and the 60 roem of both sides, 222.
    Given the contract is hearts taken by N
    And the dealer is S
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | W      | AD 10D 8D QD   | W      |
      | W      | AC QC JC JH    | S      |
      | S      | KH 9H AH QH    | W      |
      | W      | 10H 7D 9D 7H   | W      |
      | W      | JS 7S 9S AS    | S      |
      | S      | 8S KC QS KS    | E      |
      | E      | 9C 8H 8C 7C    | S      |
      | S      | KD 10C 10S JD  | S      |
    Then the contract is failed
    And NS score 0 and EW score 222

  Scenario: With the same tricks the other side, playing, makes it on its roem
    Source MKR: "Aas + heer + vrouw van de troef is 40 roem"

    # The tricks of the scenario before: EW, who play, have 77 card points and 40 roem, 117, more
    # than NS's 85 and 20, 105. EW make it and each side scores its own.
    Given the contract is hearts taken by E
    And the dealer is S
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | W      | AD 10D 8D QD   | W      |
      | W      | AC QC JC JH    | S      |
      | S      | KH 9H AH QH    | W      |
      | W      | 10H 7D 9D 7H   | W      |
      | W      | JS 7S 9S AS    | S      |
      | S      | 8S KC QS KS    | E      |
      | E      | 9C 8H 8C 7C    | S      |
      | S      | KD 10C 10S JD  | S      |
    Then the contract is made
    And NS score 105 and EW score 117

  Scenario: Four of a kind in one trick is 100 roem, four Jacks too
    Source MKR: "4 gelijke kaarten (van 7 t/m Aas) is 100 roem"

    # The sixth trick holds the four Jacks, the seventh the four Aces and the last the four sevens.
    # S wins all three: 100 roem each, the Jacks as any other four of a kind, 300 for NS. No other
    # trick holds roem. NS have 121 card points and 300 roem, 421; EW 41.
    Given the contract is hearts taken by N
    And the dealer is S
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | W      | 10H KH 9D 9H   | S      |
      | S      | KD 8D QD 10D   | E      |
      | E      | 10S QS 9S KS   | E      |
      | E      | QC 9C KC 8C    | W      |
      | W      | 8H 10C 8S QH   | S      |
      | S      | JH JD JC JS    | S      |
      | S      | AH AS AD AC    | S      |
      | S      | 7H 7C 7S 7D    | S      |
    Then the contract is made
    And NS score 421 and EW score 41

  Scenario: Four cards in a row are 50 roem, and with the stuk 70
    Source MKR: "4 opeenvolgende kaarten van dezelfde figuur is 50 roem"
    Source MKR: "Tien + Boer + Vrouw + Heer van de troef is 70 roem"

    # The third trick holds E's 9C, S's 10C, W's 8C and N's 7C, four in a row, won by S's 10C: 50
    # for NS. The seventh holds N's 10H, E's QH, S's JH and W's KH, four trumps in a row with the
    # stuk, won by S's JH: 70 for NS. No other trick holds roem. NS have 88 card points and 120 roem,
    # 208; EW 74.
    Given the contract is hearts taken by N
    And the dealer is S
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | W      | AD JD 8D KD    | W      |
      | W      | QS KS AH 10S   | E      |
      | E      | 9C 10C 8C 7C   | S      |
      | S      | JS AS 7S 8H    | E      |
      | E      | JC AC 7H QC    | W      |
      | W      | 7D 9H QD 9D    | N      |
      | N      | 10H QH JH KH   | S      |
      | S      | KC 9S 8S 10D   | S      |
    Then the contract is made
    And NS score 208 and EW score 74

  Scenario: King, Queen and Jack of trump are 40 roem
    Source MKR: "Heer + vrouw + boer van de troef is 40 roem"

    # The last trick holds N's JH, E's KH and S's QH, three trumps in a row with the stuk, and W's
    # JS; N's JH wins it: 40 roem for NS. No other trick holds roem. NS have 111 card points and 40
    # roem, 151; EW 51.
    Given the contract is hearts taken by N
    And the dealer is S
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | W      | 7S 8S 10S AS   | S      |
      | S      | AC 7C JC 8C    | S      |
      | S      | KD QD 8D 10D   | E      |
      | E      | 9C 10C QC KC   | S      |
      | S      | QS 9S KS 9H    | E      |
      | E      | 9D JD AD 7D    | W      |
      | W      | 7H AH 8H 10H   | N      |
      | N      | JH KH QH JS    | N      |
    Then the contract is made
    And NS score 151 and EW score 51

  Scenario: Jack, Queen, King and Ace of trump are 70 roem
    Source MKR: "Boer + Vrouw + Heer + Aas van de troef is 70 roem"

    # The seventh trick holds W's KH, N's AH, E's QH and S's JH, four trumps in a row with the stuk,
    # won by S's JH: 70 roem for NS. No other trick holds roem. NS have 107 card points and 70 roem,
    # 177; EW 55.
    Given the contract is hearts taken by N
    And the dealer is S
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | W      | 7D 10D KD JD   | N      |
      | N      | 7C JC QC 9C    | S      |
      | S      | JS 8S AS 10S   | N      |
      | N      | QD 7H 9D 8D    | E      |
      | E      | 10C AC KC 8C   | S      |
      | S      | QS 10H 7S KS   | W      |
      | W      | KH AH QH JH    | S      |
      | S      | 8H 9H AD 9S    | W      |
    Then the contract is made
    And NS score 177 and EW score 55

  Scenario: Ten, nine and eight of one suit in one trick are three in a row
    Source MKR: "3 opeenvolgende kaarten van dezelfde figuur is 20 roem"

    # The last trick holds S's KH, W's 10C, N's 9C and E's 8C: ten, nine and eight of clubs, three in
    # a row, and S's KH wins it: 20 roem for NS. No other trick holds roem. NS have 146 card points
    # and 20 roem, 166; EW 16.
    Given the contract is hearts taken by N
    And the dealer is S
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | W      | 10S 7S QS AS   | S      |
      | S      | QC AC 7C JC    | W      |
      | W      | 9D QD 8D JD    | N      |
      | N      | AH 9H JH 7H    | S      |
      | S      | AD KD 8S 7D    | S      |
      | S      | 10H QH KS 8H   | S      |
      | S      | JS 9S KC 10D   | S      |
      | S      | KH 10C 9C 8C   | S      |
    Then the contract is made
    And NS score 166 and EW score 16
