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

  Scenario: A run and the stuk on the table count for the side that wins the trick
    Source MKR: "Roem wordt geschreven als de volgende samenstelling op tafel ligt:"
    Source MKR: "3 opeenvolgende kaarten van dezelfde figuur is 20 roem"
    Source MKR: "Heer + vrouw van de troef (stuk) is 20 roem"

    # The first trick's 7C 8C 9C are played by W, N and E and won by S: 20 roem for NS. In the last
    # trick W's QH and N's KH (the stuk, 20) are beaten by E's 10H: the roem goes to EW. 10 Q K is no
    # run, the Jack being missing. NS have 89 card points and 20 roem, EW 63 and 10 for the last trick
    # and 20 roem.
    Given the contract is hearts taken by N
    And the dealer is S
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | W      | 7C 8C 9C KC    | S      |
      | S      | AC 10D 7D JS   | S      |
      | S      | 10C 8D 7H 7S   | N      |
      | N      | JC 9D 8H 8S    | S      |
      | S      | QC JD 9H 9S    | N      |
      | N      | QD AH 10S AD   | E      |
      | E      | KD JH QS KS    | S      |
      | S      | AS QH KH 10H   | E      |
    Then the contract is made
    And NS score 109 and EW score 93

  Scenario: The stuk in a run of three trumps is 40 roem, and roem can make the players nat
    Source MKR: "Aas + heer + vrouw van de troef is 40 roem"
    Source MKR: "Beetgaan (nat) is voor de tegenpartij 162 punten + de door beide partijen gemaakte roem."

    # NS, who play, have 89 card points against EW's 73, but EW's last trick holds QH KH AH: a run
    # with the stuk, 40 roem. NS's 89 and 20 roem are not more than EW's 73 and 40: NS are nat and EW
    # score 162 and the 60 roem of both sides.
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

  Scenario: With the same tricks the other side, playing, makes it on its roem
    Source MKR: "Aas + heer + vrouw van de troef is 40 roem"

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

  Scenario: Four of a kind in one trick is 100 roem, four Jacks too
    Source MKR: "4 gelijke kaarten (van 7 t/m Aas) is 100 roem"

    # The seventh trick holds the four Jacks, won by S's JH: 100 roem for NS, besides the 20 of the
    # first trick. EW keep the 40 of the last.
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
    And NS score 209 and EW score 113

  Scenario: Four cards in a row are 50 roem, and with the stuk 70
    Source MKR: "4 opeenvolgende kaarten van dezelfde figuur is 50 roem"
    Source MKR: "Tien + Boer + Vrouw + Heer van de troef is 70 roem"

    # Clubs 7 8 9 10 in the first trick, played by all four and won by N's 10C: 50 for NS. Hearts
    # 10 J Q K in the last trick, a run of four with the stuk, won by S's JH: 70 for NS.
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

  Scenario: King, Queen and Jack of trump are 40 roem
    Source MKR: "Heer + vrouw + boer van de troef is 40 roem"

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

  Scenario: Jack, Queen, King and Ace of trump are 70 roem
    Source MKR: "Boer + Vrouw + Heer + Aas van de troef is 70 roem"

    # The last trick holds JH QH KH AH, four in a row with the stuk: 70 for NS, besides the 50 of the
    # first trick.
    Given the contract is hearts taken by N
    And the dealer is S
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | W      | 7C 10C 8C 9C   | N      |
      | N      | AC JS 7D 10D   | N      |
      | N      | JC 8D 7S 7H    | W      |
      | W      | 8S 8H 9D QC    | N      |
      | N      | 9H 9S QS KC    | N      |
      | N      | 10H QD 10S AD  | N      |
      | N      | KD JD KS AS    | N      |
      | N      | KH AH JH QH    | S      |
    Then the contract is made
    And NS score 280 and EW score 2
