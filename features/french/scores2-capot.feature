@variant:french @variant:french-sans-atout @variant:french-sans-atout-ffb @variant:french-annonces @source:S001 @area:scoring
Feature: What makes a capot in French Belote (S001)
  A side is capot when it wins all eight tricks: then it scores 90 more, 252 in all, and a belote held in
  the deal changes nothing to that. A side that wins every card point but loses one trick of cards worth
  nothing has not won all eight tricks and scores no bonus.

  In the trick tables each row lists the cards in the order played, from the player who led; the winner of
  each trick leads the next. Play goes E, N, W, S.

  # W's 9D takes the seventh trick, four cards worth nothing; NS take the other seven and the last.
  Scenario: Winning every card point but not every trick is no capot
    Source S001: "If a team wins all 8 tricks of a hand, they get a bonus 90 points (for a total of 252). This is called Capot."

    Given the contract is hearts taken by N
    When the deal is scored with these tricks:
      | leader | cards         | winner |
      | E      | AS QH 10S 7S  | N      |
      | N      | JH KH 7H 9H   | N      |
      | N      | AH 10D 8H 10H | N      |
      | N      | 9C JC QC QS   | S      |
      | S      | 7C AD AC 10C  | N      |
      | N      | 8C QD KC JD   | S      |
      | S      | 7D 8S 8D 9D   | W      |
      | W      | 9S KS JS KD   | S      |
    Then the contract is made
    And NS score 162 and EW score 0

  Scenario: Takers who win all eight tricks with a belote score the capot and the belote
    Source S001: "If a team wins all 8 tricks of a hand, they get a bonus 90 points (for a total of 252). This is called Capot."
    Source S001: "The corresponding team will have a bonus 20 points, in any case, even if those cards are captured by the opponents."

    Given the contract is hearts taken by N
    And N played KH then QH announcing both
    When the deal is scored with these tricks:
      | leader | cards        | winner |
      | E      | KS AS 8S JS  | N      |
      | N      | KH 9H JH 7H  | S      |
      | S      | 9S QS 8H JC  | N      |
      | N      | 10H KD AH JD | S      |
      | S      | 7S 10S QH AD | N      |
      | N      | 9D 9C QD 7D  | S      |
      | S      | 8D KC 10D AC | N      |
      | N      | QC 8C 10C 7C | S      |
    Then the contract is made
    And NS score 272 and EW score 0
