@variant:french @variant:french-sans-atout @variant:french-sans-atout-ffb @variant:french-annonces @source:S001 @area:scoring
Feature: Scoring a deal in French Belote (S001, FFB)
  Each side scores the card points of the tricks it won, and the side winning the last trick 10 more
  (Dix de Der): 162 in all. A side winning all 8 tricks scores 90 more, 252 in all (Capot). Takers with
  fewer points than the defence fail and score 0 while the defence scores 162. With equal points there
  is a contention: the defence scores its points now and the takers' points, belote included (FFB),
  go to the winner of the next deal.

  In the trick tables each row lists the cards in the order played, from the player who led; the
  first trick is led by E, and the winner of each trick leads the next. Play goes E, N, W, S.

  Scenario: When the contract is made each side scores the points it won
    Source S001: "The player who played the strongest card wins the trick, and the 4 cards are added to the team points for this hand."
    Source S001: "The player winning the last trick earns his team 10 additional points called Dix de Der."

    Given the contract is hearts taken by N
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | KC QC 7C 10C   | S      |
      | S      | 10S QS AD 7S   | S      |
      | S      | AS 9H 10H 9S   | E      |
      | E      | 7D 9D JD AH    | S      |
      | S      | 8S QD QH JS    | N      |
      | N      | 8C 8H 9C JC    | W      |
      | W      | 8D JH KD 10D   | S      |
      | S      | KS AC 7H KH    | W      |
    Then the contract is made
    And NS score 96 and EW score 66

  # The last trick holds no card points: EW's 52 are 42 card points and the 10 of the last trick.
  Scenario: The last trick earns 10 points (Dix de Der)
    Source S001: "The player winning the last trick earns his team 10 additional points called Dix de Der."

    Given the contract is hearts taken by N
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | 10H JH QH 8H   | N      |
      | N      | KS 8S 10S 7S   | S      |
      | S      | AS 7H KH QS    | N      |
      | N      | QD JD 7D 10D   | E      |
      | E      | 9H 9C AH JC    | E      |
      | E      | 8D KD 10C AD   | S      |
      | S      | KC QC AC JS    | N      |
      | N      | 7C 9S 9D 8C    | E      |
    Then the contract is made
    And NS score 110 and EW score 52

  Scenario: Winning all 8 tricks scores 252 (Capot)
    Source S001: "If a team wins all 8 tricks of a hand, they get a bonus 90 points (for a total of 252). This is called Capot."

    Given the contract is hearts taken by N
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | JD 8D 9D 10H   | S      |
      | S      | KH QH 9H 7H    | N      |
      | N      | AC 8C 10C KC   | N      |
      | N      | JC 9C 7C KD    | N      |
      | N      | JH 8H 10S 7S   | N      |
      | N      | AH 8S AS 10D   | N      |
      | N      | AD QC KS 7D    | N      |
      | N      | QD QS 9S JS    | N      |
    Then the contract is made
    And NS score 252 and EW score 0

  Scenario: The defence wins a Capot while the takers keep their belote
    Source S001: "If a team wins all 8 tricks of a hand, they get a bonus 90 points (for a total of 252). This is called Capot."
    Source S001: "But this bonus of 20 points cannot be transferred to the other team in case of contract loss, and does not prevent the other team from winning a Capot."

    Given the contract is hearts taken by N
    And N played KH then QH announcing both
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | JH KH 9H 8H    | E      |
      | E      | 9S QS AS JS    | W      |
      | W      | 10D 7D KD 8D   | W      |
      | W      | 9C 10C AC JC   | E      |
      | E      | AH 7H KC KS    | E      |
      | E      | 10H QH 7C 8C   | E      |
      | E      | QD 9D AD JD    | W      |
      | W      | 10S 7S QC 8S   | W      |
    Then the contract is failed
    And NS score 20 and EW score 252

  Scenario: Takers with fewer points than the defence score 0 and the defence 162
    Source S001: "If the team containing the player who took the card during the bidding (called attacking team) has less points than the other team (defending team) for the hand, they lose the contract."
    Source S001: "If this happens, they end up with 0 points, and the other team gets all the 162 points for this hand."

    Given the contract is hearts taken by N
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | QD 7D KD 9D    | W      |
      | W      | AH QH 7H 9H    | N      |
      | N      | JC QC 8D KC    | E      |
      | E      | 8C 10C 9C AS   | N      |
      | N      | 7C JH 10S 10D  | W      |
      | W      | JS 9S KS QS    | E      |
      | E      | 7S 10H 8S AD   | N      |
      | N      | AC KH JD 8H    | W      |
    Then the contract is failed
    And NS score 0 and EW score 162

  Scenario: EW takers with fewer points than NS score 0 and NS 162
    Source S001: "If this happens, they end up with 0 points, and the other team gets all the 162 points for this hand."

    Given the contract is hearts taken by E
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | KC QC 7C 10C   | S      |
      | S      | 10S QS AD 7S   | S      |
      | S      | AS 9H 10H 9S   | E      |
      | E      | 7D 9D JD AH    | S      |
      | S      | 8S QD QH JS    | N      |
      | N      | 8C 8H 9C JC    | W      |
      | W      | 8D JH KD 10D   | S      |
      | S      | KS AC 7H KH    | W      |
    Then the contract is failed
    And NS score 162 and EW score 0

  @source:FFB
  Scenario: Equal points make a contention: the defence scores now, the takers' 81 are held over
    Source S001: "If both attacking team and defending team have the exact same amount of points for a hand, there is a Contention. The defending team immediately earns its points, but the points of the attacking team will be attributed to the winner of the next hand."
    Source FFB: "L'équipe qui n'avait pas pris marque ses points (81 ou 91) dès la donne ayant mené au litige."

    Given the contract is hearts taken by N
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | 7D KD 10D JH   | S      |
      | S      | 8C KC AC QC    | N      |
      | N      | KS AS JS 9S    | W      |
      | W      | 10C 7C 9C KH   | N      |
      | N      | JD QH 10H 9D   | S      |
      | S      | 7H JC 7S 9H    | W      |
      | W      | 8H QS 10S 8D   | W      |
      | W      | AH 8S QD AD    | W      |
    Then the contract is tied
    And NS score 0 and EW score 81
    And 81 points are held over

  # The takers' 71 trick points and 20 of belote make 91, as many as the defence's 91.
  @source:FFB
  Scenario: In a contention the takers' belote is held over with their trick points
    Source S001: "Those 20 points are counted to know if a team lose the contract or if there is a contention."
    Source FFB: "les points du preneur sont remis en jeu (81 ou 91)"

    Given the contract is hearts taken by N
    And N played KH then QH announcing both
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | 10S 7S 9S QS   | E      |
      | E      | 10D KH 7D JD   | N      |
      | N      | 7C JC 8C 10C   | E      |
      | E      | QC 9C KC JH    | S      |
      | S      | 9D AH 9H QD    | N      |
      | N      | AC 8H 7H JS    | W      |
      | W      | 10H KD 8S QH   | W      |
      | W      | AD 8D AS KS    | W      |
    Then the contract is tied
    And NS score 0 and EW score 91
    And 91 points are held over

  # The takers' 81 card points equal the defence's 71 and the last trick's 10; their belote's 20 make
  # 101 against 81, so the contract is made, not a contention.
  @source:FFB
  Scenario: The takers' belote counts toward their contract and breaks an equality of card points
    Source S001: "Those 20 points are counted to know if a team lose the contract or if there is a contention."
    Source FFB: "Le contrat est réussi si les preneurs obtiennent un total de points strictement supérieur au total de points de l'équipe adverse, en incluant la belote."

    Given the contract is hearts taken by N
    And N played KH then QH announcing both
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | 7H KH AH JH    | S      |
      | S      | AS 9H KS 9S    | E      |
      | E      | 10C JC 7C KC   | E      |
      | E      | JD 9D 8D KD    | S      |
      | S      | 10H QD QH 10D  | S      |
      | S      | 7S AD 8S QS    | W      |
      | W      | QC 8H AC 9C    | S      |
      | S      | JS 8C 7D 10S   | W      |
    Then the contract is made
    And NS score 101 and EW score 81

  @source:FFB
  Scenario: Points held over go to the takers who make the next contract
    Source S001: "the points of the attacking team will be attributed to the winner of the next hand"
    Source FFB: "seront reversés à l'équipe réussissant le contrat de la donne suivante"

    Given 81 points are held over from the previous deal
    And the contract is hearts taken by N
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | 7S KS JS QS    | N      |
      | N      | 10S 9S 8S 10H  | E      |
      | E      | 7D 9H JD QD    | N      |
      | N      | KH 8H 9D JH    | E      |
      | E      | AD AH KD 10D   | N      |
      | N      | AS QH KC 8C    | W      |
      | W      | 7C AC QC JC    | S      |
      | S      | 10C 8D 7H 9C   | N      |
    Then the contract is made
    And NS score 181 and EW score 62

  Scenario: Points held over go to the defence when the next contract fails
    Source S001: "the points of the attacking team will be attributed to the winner of the next hand"

    Given 81 points are held over from the previous deal
    And the contract is hearts taken by N
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | 9D KD QD AD    | S      |
      | S      | 10D 7D 8C JD   | S      |
      | S      | 10H KH 9H JH   | W      |
      | W      | JC QC 7C AC    | N      |
      | N      | QH 7H AH 9S    | S      |
      | S      | QS 10S AS 8H   | W      |
      | W      | 10C KS 9C JS   | W      |
      | W      | 8D 8S KC 7S    | W      |
    Then the contract is failed
    And NS score 0 and EW score 243
