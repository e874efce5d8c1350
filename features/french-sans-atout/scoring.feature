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

  @variant:french-sans-atout-ffb
  Scenario: A No Trumps contract made: each side scores the points it won
    Source S001: "No Trumps Rank A 10 K Q J 9 8 7 Points 19 10 4 3 2 0 0 0"
    Source S001: "The player winning the last trick earns his team 10 additional points called Dix de Der."

    Given the contract is no trumps taken by E
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | KD 8S 10D 7D   | W      |
      | W      | 9C 8C AC JC    | E      |
      | E      | 9D 7H QC QD    | S      |
      | S      | KC KH 7C 10C   | W      |
      | W      | QH 10H 8H JH   | S      |
      | S      | 7S JS QS KS    | W      |
      | W      | 9S 10S JD AS   | N      |
      | N      | 9H AH 8D AD    | W      |
    Then the contract is made
    And NS score 52 and EW score 110

  @variant:french-sans-atout-ffb
  Scenario: A No Trumps contract failed: the takers score 0 and the defence 162
    Source S001: "If the team containing the player who took the card during the bidding (called attacking team) has less points than the other team (defending team) for the hand, they lose the contract."
    Source S001: "If this happens, they end up with 0 points, and the other team gets all the 162 points for this hand."

    Given the contract is no trumps taken by W
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | 10H QH 8H 7H   | E      |
      | E      | 9C 8C AS 7C    | E      |
      | E      | 10C QC JD KC   | E      |
      | E      | QD 10D 9D AD   | S      |
      | S      | JH AC AH 9H    | N      |
      | N      | QS 9S 7S 10S   | E      |
      | E      | 7D KD 8D 8S    | N      |
      | N      | JC KS KH JS    | N      |
    Then the contract is failed
    And NS score 162 and EW score 0

  @variant:french-sans-atout-ffb
  Scenario: Winning all 8 tricks in No Trumps scores 252 (Capot)
    Source S001: "If a team wins all 8 tricks of a hand, they get a bonus 90 points (for a total of 252). This is called Capot."

    Given the contract is no trumps taken by S
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | 8H KH QS AH    | S      |
      | S      | AS 9S 7C 8S    | S      |
      | S      | 10H 9H JH 7S   | S      |
      | S      | 10S AC 9D KS   | S      |
      | S      | KC JC 10C 8C   | N      |
      | N      | AD 7D QH JD    | N      |
      | N      | KD 8D JS QD    | N      |
      | N      | 10D 9C 7H QC   | N      |
    Then the contract is made
    And NS score 252 and EW score 0

  @source:FFB @variant:french-sans-atout-ffb
  Scenario: Points held over go to the takers who make the next contract, here a No Trumps
    Source S001: "the points of the attacking team will be attributed to the winner of the next hand"
    Source FFB: "seront reversés à l'équipe réussissant le contrat de la donne suivante"

    Given 81 points are held over from the previous deal
    And the contract is no trumps taken by E
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | KD 8S 10D 7D   | W      |
      | W      | 9C 8C AC JC    | E      |
      | E      | 9D 7H QC QD    | S      |
      | S      | KC KH 7C 10C   | W      |
      | W      | QH 10H 8H JH   | S      |
      | S      | 7S JS QS KS    | W      |
      | W      | 9S 10S JD AS   | N      |
      | N      | 9H AH 8D AD    | W      |
    Then the contract is made
    And NS score 52 and EW score 191

  # Seed 001's All Trumps table, not the FFB's trump values scaled by 162/258 (see cards.feature).
  Scenario: An All Trumps contract made: each side scores the points it won
    Source S001: "All Trumps Rank J 9 A 10 K Q 8 7 Points 13 9 6 5 3 2 0 0"
    Source S001: "The player winning the last trick earns his team 10 additional points called Dix de Der."

    Given the contract is all trumps taken by S
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | 9C JC QC KC    | N      |
      | N      | KS JS 10S QS   | W      |
      | W      | AD JD QD 9D    | S      |
      | S      | 8C 10C AH AC   | W      |
      | W      | 8S 8H 8D 7S    | W      |
      | W      | AS 7H 10D 7D   | W      |
      | W      | 10H JH 9H KH   | S      |
      | S      | 7C QH KD 9S    | S      |
    Then the contract is made
    And NS score 111 and EW score 51

  @variant:french-sans-atout-ffb
  Scenario: An All Trumps contract failed: the takers score 0 and the defence 162
    Source S001: "If the team containing the player who took the card during the bidding (called attacking team) has less points than the other team (defending team) for the hand, they lose the contract."
    Source S001: "If this happens, they end up with 0 points, and the other team gets all the 162 points for this hand."

    Given the contract is all trumps taken by E
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | 10H 9H 7H QH   | N      |
      | N      | 7S 9S JS 8H    | S      |
      | S      | 10C 9C JC KC   | N      |
      | N      | 8D QD KD AD    | E      |
      | E      | 9D 7D JD 7C    | W      |
      | W      | QS 8S KH 10S   | N      |
      | N      | KS AS AC JH    | W      |
      | W      | 8C QC AH 10D   | S      |
    Then the contract is failed
    And NS score 162 and EW score 0

  @source:FFB
  Scenario: Equal points in All Trumps make a contention: the defence scores now, the takers' 81 are held over
    Source S001: "If both attacking team and defending team have the exact same amount of points for a hand, there is a Contention. The defending team immediately earns its points, but the points of the attacking team will be attributed to the winner of the next hand."
    Source FFB: "Dans ce cas, les points du preneur sont remis en jeu (81 ou 91) et seront reversés à l'équipe réussissant le contrat de la donne suivante."

    Given the contract is all trumps taken by N
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | JS 10S 8D 8S   | E      |
      | E      | KS 9S 7H AC    | N      |
      | N      | 10H AH JH QH   | S      |
      | S      | AD 9D QD KD    | E      |
      | E      | KC QC 8C 10C   | S      |
      | S      | JD 9C 8H 10D   | S      |
      | S      | 7C JC QS 7D    | E      |
      | E      | AS 7S 9H KH    | E      |
    Then the contract is tied
    And NS score 0 and EW score 81
    And 81 points are held over

  @variant:french-sans-atout-ffb
  Scenario: The defence wins a Capot in All Trumps while the takers keep their belote
    Source S001: "If a team wins all 8 tricks of a hand, they get a bonus 90 points (for a total of 252). This is called Capot."
    Source S001: "But this bonus of 20 points cannot be transferred to the other team in case of contract loss, and does not prevent the other team from winning a Capot."

    Given the contract is all trumps taken by S
    And S played KC then QC announcing both
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | JC AC 8C KC    | E      |
      | E      | JD 7D 9D 8S    | E      |
      | E      | 9C 10S JH 10C  | E      |
      | E      | AD 8D JS KS    | E      |
      | E      | KH 8H 9H 10H   | W      |
      | W      | 9S AS QS QH    | W      |
      | W      | 7S AH QD KD    | W      |
      | W      | 7H QC 7C 10D   | W      |
    Then the contract is failed
    And NS score 20 and EW score 252
