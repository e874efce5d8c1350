@variant:bulgarian @variant:bulgarian-partner-exempt @source:BG @area:scoring
Feature: What makes a valat in Bulgarian Belot (BG)
  A team that wins all the hands (tricks) scores a bonus of 90, and a belote held in the deal changes
  nothing to that. A team that takes every card point but loses one trick of cards worth nothing has not
  won all the hands and scores no bonus.

  In the trick tables each row lists the cards in the order played, from the player who led; the winner of
  each trick leads the next. Play goes E, N, W, S.

  # W's 9D takes the seventh trick, four cards worth nothing; NS take the other seven and the last.
  Scenario: Winning every card point but not every trick is no valat
    Source BG: "If all hands are won by the same team then that team wins a bonus of 90 points (all hands bonus)."

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
    And NS score 16 and EW score 0 in match points

  Scenario: Takers who win every trick with a belote score the valat and the belote
    Source BG: "If all hands are won by the same team then that team wins a bonus of 90 points (all hands bonus)."
    Source BG: "If a player has a K and Q from a trump suit (any suit in the "all trumps" game) and declares it during the play of the game scores for his/her team 20 points."

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
    And NS score 27 and EW score 0 in match points
