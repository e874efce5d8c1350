@variant:french-sans-atout @source:S001 @area:scoring
Feature: Scoring a No Trumps or All Trumps deal (S001, FFB)
  A No Trumps or All Trumps deal is scored as a suit deal, with the contract's own card points: each
  side scores the cards of its tricks and the side winning the last trick 10 more, 162 in all; all 8
  tricks make a Capot of 252. Takers with fewer points than the defence, belote included, score 0 (and
  keep their belote) while the defence scores 162; equal points make a contention. All Trumps is
  counted with seed 001's table, which already adds up to 162; the FFB's scaling of trump values by
  162/258 is not applied.

  In the trick tables each row lists the cards in the order played, from the player who led; the
  first trick is led by E, and the winner of each trick leads the next. Play goes E, N, W, S.

  Scenario: A No Trumps contract made: each side scores the points it won
    Source S001: "No Trumps Rank A 10 K Q J 9 8 7 Points 19 10 4 3 2 0 0 0"
    Source S001: "The player winning the last trick earns his team 10 additional points called Dix de Der."

    Given the contract is no trumps taken by E
    When the deal is scored with these tricks:
      | winner | cards          |
      | W      | KD 8S 10D 7D   |
      | E      | 9C 8C AC JC    |
      | S      | 9D 7H QC QD    |
      | W      | KC KH 7C 10C   |
      | S      | QH 10H 8H JH   |
      | W      | 7S JS QS KS    |
      | N      | 9S 10S JD AS   |
      | W      | 9H AH 8D AD    |
    Then the contract is made
    And NS score 52 and EW score 110

  Scenario: A No Trumps contract failed: the takers score 0 and the defence 162
    Source S001: "If the team containing the player who took the card during the bidding (called attacking team) has less points than the other team (defending team) for the hand, they lose the contract."
    Source S001: "If this happens, they end up with 0 points, and the other team gets all the 162 points for this hand."

    Given the contract is no trumps taken by W
    When the deal is scored with these tricks:
      | winner | cards          |
      | E      | 10H QH 8H 7H   |
      | E      | 9C 8C AS 7C    |
      | E      | 10C QC JD KC   |
      | S      | KD 10D 9D AD   |
      | N      | JH AC AH 9H    |
      | E      | QS 9S 7S 10S   |
      | N      | 7D QD 8D 8S    |
      | N      | JC KS KH JS    |
    Then the contract is failed
    And NS score 162 and EW score 0

  Scenario: Winning all 8 tricks in No Trumps scores 252 (Capot)
    Source S001: "If a team wins all 8 tricks of a hand, they get a bonus 90 points (for a total of 252). This is called Capot."

    Given the contract is no trumps taken by S
    When the deal is scored with these tricks:
      | winner | cards          |
      | S      | 8H KH QH AH    |
      | S      | AS 9S 7S 8S    |
      | S      | 10H 9H JH 7C   |
      | S      | 10S 9D AC KS   |
      | N      | KC JC 10C 8C   |
      | N      | AD 7D QS JD    |
      | N      | KD 8D JS QD    |
      | N      | QC 9C 7H 10D   |
    Then the contract is made
    And NS score 252 and EW score 0

  @source:FFB
  Scenario: Points held over go to the takers who make the next contract, here a No Trumps
    Source S001: "the points of the attacking team will be attributed to the winner of the next hand"
    Source FFB: "seront reversés à l'équipe réussissant le contrat de la donne suivante"

    Given 81 points are held over from the previous deal
    And the contract is no trumps taken by E
    When the deal is scored with these tricks:
      | winner | cards          |
      | W      | KD 8S 10D 7D   |
      | E      | 9C 8C AC JC    |
      | S      | 9D 7H QC QD    |
      | W      | KC KH 7C 10C   |
      | S      | QH 10H 8H JH   |
      | W      | 7S JS QS KS    |
      | N      | 9S 10S JD AS   |
      | W      | 9H AH 8D AD    |
    Then the contract is made
    And NS score 52 and EW score 191

  @source:FFB
  Scenario: An All Trumps contract made: each side scores the points it won
    Source S001: "All Trumps Rank J 9 A 10 K Q 8 7 Points 13 9 6 5 3 2 0 0"
    Source S001: "The player winning the last trick earns his team 10 additional points called Dix de Der."
    Source FFB: "L'ordre et la valeur des cartes sont ceux de l'atout."

    Given the contract is all trumps taken by S
    When the deal is scored with these tricks:
      | winner | cards          |
      | N      | 9C JC QC KC    |
      | W      | KS JS 10S QS   |
      | S      | AD JD QD 9D    |
      | W      | 8C 10C 10D AC  |
      | W      | 8S 8H 8D 7S    |
      | W      | AS 7H AH 7D    |
      | S      | 10H JH KH 9H   |
      | S      | 7C QH KD 9S    |
    Then the contract is made
    And NS score 111 and EW score 51

  Scenario: An All Trumps contract failed: the takers score 0 and the defence 162
    Source S001: "If the team containing the player who took the card during the bidding (called attacking team) has less points than the other team (defending team) for the hand, they lose the contract."
    Source S001: "If this happens, they end up with 0 points, and the other team gets all the 162 points for this hand."

    Given the contract is all trumps taken by E
    When the deal is scored with these tricks:
      | winner | cards          |
      | N      | 10H 9H 7H QH   |
      | S      | QS 9S JS 8H    |
      | N      | 10C 9C JC KC   |
      | E      | 8D QD KD AD    |
      | W      | 9D 7D JD 7C    |
      | N      | 7S 8S KH 10S   |
      | W      | KS AS AC JH    |
      | S      | 8C QC AH 10D   |
    Then the contract is failed
    And NS score 162 and EW score 0

  @source:FFB
  Scenario: Equal points in All Trumps make a contention: the defence scores now, the takers' 81 are held over
    Source S001: "If both attacking team and defending team have the exact same amount of points for a hand, there is a Contention. The defending team immediately earns its points, but the points of the attacking team will be attributed to the winner of the next hand."
    Source FFB: "Dans ce cas, les points du preneur sont remis en jeu (81 ou 91) et seront reversés à l'équipe réussissant le contrat de la donne suivante."

    Given the contract is all trumps taken by N
    When the deal is scored with these tricks:
      | winner | cards          |
      | E      | JS 10S 8D 7S   |
      | N      | KS 9S 7H AC    |
      | S      | 10H AH JH QH   |
      | E      | AD 9D QD KD    |
      | S      | KC QC 8C 10C   |
      | S      | JD 9C 7D 10D   |
      | E      | 7C JC QS 8H    |
      | E      | AS 8S 9H KH    |
    Then the contract is tied
    And NS score 0 and EW score 81
    And 81 points are held over

  Scenario: The defence wins a Capot in All Trumps while the takers keep their belote
    Source S001: "If a team wins all 8 tricks of a hand, they get a bonus 90 points (for a total of 252). This is called Capot."
    Source S001: "But this bonus of 20 points cannot be transferred to the other team in case of contract loss, and does not prevent the other team from winning a Capot."

    Given the contract is all trumps taken by S
    And S played KC then QC announcing both
    When the deal is scored with these tricks:
      | winner | cards          |
      | E      | JC AC 8C KC    |
      | E      | JD 7D 9D 8S    |
      | E      | 9C 7S JH 10C   |
      | E      | AD 8D JS KS    |
      | W      | KH 8H 9H 10H   |
      | W      | 9S AS QS QH    |
      | W      | 10S AH QD KD   |
      | W      | 7H QC 7C 10D   |
    Then the contract is failed
    And NS score 20 and EW score 252
