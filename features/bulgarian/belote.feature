@variant:bulgarian @variant:bulgarian-partner-exempt @source:BG @area:belote
Feature: The belote bonus in Bulgarian Belot (BG, S004)
  A player holding the King and the Queen of trump (of any suit in All Trumps) who says "belot" as he
  plays the first of them scores 20 points for his side; in No Trumps there is no belote. The 20 points
  count toward the contract and go to the defence with everything else when the contract fails.

  In the trick tables each row lists the cards in the order played, from the player who led; S deals,
  so E leads the first trick, and the winner of each trick leads the next. Play goes E, N, W, S.

  Scenario: Belote played King then Queen and announced scores 20 points
    Source BG: "If a player has a K and Q from a trump suit (any suit in the "all trumps" game) and declares it during the play of the game scores for his/her team 20 points."

    Given the contract is hearts taken by N
    And N played KH then QH announcing both
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | JC AC 7C 10C   | N      |
      | N      | JS KS QS 8S    | W      |
      | W      | 9D KD 8D JD    | S      |
      | S      | 7D AD 10H 10D  | N      |
      | N      | 9C KC 9H QC    | S      |
      | S      | 10S 7S KH AH   | W      |
      | W      | 7H 9S JH QH    | E      |
      | E      | 8C 8H QD AS    | N      |
    Then the contract is made
    And NS score 125 and EW score 57

  Scenario: Announcing belote with the first of the two cards is enough
    Source BG: "The declaration of "Belot" happens when the first of the two cards (K and Q) is played"

    Given the contract is hearts taken by N
    And N played KH then QH announcing only the first
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | JC AC 7C 10C   | N      |
      | N      | JS KS QS 8S    | W      |
      | W      | 9D KD 8D JD    | S      |
      | S      | 7D AD 10H 10D  | N      |
      | N      | 9C KC 9H QC    | S      |
      | S      | 10S 7S KH AH   | W      |
      | W      | 7H 9S JH QH    | E      |
      | E      | 8C 8H QD AS    | N      |
    Then the contract is made
    And NS score 125 and EW score 57

  Scenario: Belote played Queen then King scores 20 points too
    Source BG: "If a player has a K and Q from a trump suit"
    Source BG: "The declaration of "Belot" happens when the first of the two cards (K and Q) is played"

    Given the contract is hearts taken by N
    And N played QH then KH announcing only the first
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | 8H QH AH KS    | W      |
      | W      | 7H JC 10D 9H   | N      |
      | N      | 10H JH 8C 10C  | W      |
      | W      | 7S QS 9S AS    | N      |
      | N      | AC JS 9C KC    | N      |
      | N      | JD 7D 9D 8D    | N      |
      | N      | QC AD KD 7C    | N      |
      | N      | KH 10S 8S QD   | N      |
    Then the contract is made
    And NS score 124 and EW score 58

  Scenario: Belote never announced does not score
    Source BG: "and declares it during the play of the game scores for his/her team 20 points"

    Given the contract is hearts taken by N
    And N played KH then QH announcing neither
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | JC AC 7C 10C   | N      |
      | N      | JS KS QS 8S    | W      |
      | W      | 9D KD 8D JD    | S      |
      | S      | 7D AD 10H 10D  | N      |
      | N      | 9C KC 9H QC    | S      |
      | S      | 10S 7S KH AH   | W      |
      | W      | 7H 9S JH QH    | E      |
      | E      | 8C 8H QD AS    | N      |
    Then the contract is made
    And NS score 105 and EW score 57

  Scenario: The King and Queen of a plain suit score nothing
    Source BG: "If a player has a K and Q from a trump suit"

    Given the contract is hearts taken by N
    And N played KS then QS announcing only the first
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | 10H JH 7H AH   | N      |
      | N      | KS 10S QD AS   | E      |
      | E      | 10D AD 9D 8D   | N      |
      | N      | QS KH KC JS    | W      |
      | W      | JD 7D 9C QH    | N      |
      | N      | 9S 9H JC 7S    | W      |
      | W      | 8C 10C 7C 8H   | N      |
      | N      | 8S AC KD QC    | N      |
    Then the contract is made
    And NS score 105 and EW score 57

  Scenario: In All Trumps the King and Queen of any suit score 20 points
    Source BG: "(any suit in the "all trumps" game)"

    Given the contract is all trumps taken by N
    And N played KS then QS announcing only the first
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | 7C 10C AC JC   | S      |
      | S      | AH 10H JH 7H   | N      |
      | N      | 10D 9H QD 9D   | E      |
      | E      | 7S 8S 10S KC   | W      |
      | W      | QC 8H KD 9C    | N      |
      | N      | KS 9S 7D JS    | E      |
      | E      | AS QS QH KH    | E      |
      | E      | AD JD 8C 8D    | N      |
    Then the contract is made
    And NS score 164 and EW score 114

  Scenario: In No Trumps the King and Queen score nothing
    Source BG: "You cannot get points for bonuses except for getting all the hands and 10 points for the last hand."

    Given the contract is no trumps taken by N
    And N played KH then QH announcing only the first
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | 7S 10S QS 8S   | N      |
      | N      | 10H AH 9H 8H   | W      |
      | W      | KD JD AD 8D    | E      |
      | E      | JH KH AS 9S    | N      |
      | N      | QH 7D 9C 7H    | N      |
      | N      | KC 10C AC 10D  | S      |
      | S      | 7C 9D JC 8C    | N      |
      | N      | JS QC QD KS    | E      |
    Then the contract is made
    And NS score 140 and EW score 120

  # The takers' 72 trick points and 20 of belote make 92 against the defence's 90.
  Scenario: The takers' belote counts toward their contract
    Source BG: "To the total team score is added points scored from bonuses (see below)."
    Source BG: "If the team that bid the game scores more points then the opponent then the game is won by the bidders."

    Given the contract is hearts taken by N
    And N played KH then QH announcing both
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | 10S 9S JS 10H  | S      |
      | S      | 9C 7C KC QC    | N      |
      | N      | QS AS JC 7S    | W      |
      | W      | 10C AC 8C 8H   | N      |
      | N      | QD JD 7D 8D    | N      |
      | N      | KH AH 9D 7H    | W      |
      | W      | KD 10D 8S QH   | N      |
      | N      | 9H JH AD KS    | W      |
    Then the contract is made
    And NS score 92 and EW score 90

  # The defence's 72 trick points and 20 of belote make 92 against the takers' 90.
  @source:S004
  Scenario: The defence's belote counts against the takers' contract
    Source BG: "To the total team score is added points scored from bonuses (see below)."
    Source S004: "Егер ұсыныс білдірген команда жеңіліп қалса, қарсы команда екі команданың да жинаған ұпайларын алады, ал ұсыныс білдірген команда нөл ұпай алады"

    Given the contract is hearts taken by N
    And E played KH then QH announcing both
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | 8C 10H 9C 10C  | N      |
      | N      | JS 8S 10S 9H   | E      |
      | E      | AC 8H QC KC    | N      |
      | N      | QS KS AS KH    | E      |
      | E      | 7D JD 9D AD    | S      |
      | S      | 7H QH 10D AH   | W      |
      | W      | QD JH 7C 8D    | S      |
      | S      | 9S JC 7S KD    | S      |
    Then the contract is failed
    And NS score 0 and EW score 182

  @source:S004
  Scenario: Takers who fail their contract lose their belote to the defence
    Source S004: "қарсы команда екі команданың да жинаған ұпайларын алады, ал ұсыныс білдірген команда нөл ұпай алады"
    Source BG: "When the game is forfeited the team that didn't bid records all points ( including those scored by the bidding team)"

    Given the contract is hearts taken by N
    And N played KH then QH announcing both
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | 10S QS 9S AS   | S      |
      | S      | KS 7S 8S JH    | W      |
      | W      | QC 10C AH AC   | E      |
      | E      | 9D 10D AD 8D   | W      |
      | W      | JC KC 9H 9C    | E      |
      | E      | QD 10H KD 8H   | N      |
      | N      | KH 7C 7H 7D    | N      |
      | N      | QH 8C JS JD    | N      |
    Then the contract is failed
    And NS score 0 and EW score 182
