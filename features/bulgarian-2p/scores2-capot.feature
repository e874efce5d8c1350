@variant:bulgarian-2p @source:BG @area:scoring
Feature: Winning every trick for two players in Bulgarian Belot (BG)
  A player who wins all the hands (tricks) scores a bonus of 90, whether he bid or his opponent did, and a
  belote held in the deal changes nothing to that. Only 18 of the 24 cards are played: the comments give
  each table's points.

  In the trick tables each row lists the two cards in the order played, from the player who led; the
  winner of each trick leads the next. Hearts are trump.

  # S wins every trick: 86 card points, the last trick's 10, the 90 and the belote's 20.
  Scenario: A player who wins every trick with a belote scores the 90 and the belote
    Source BG: "If all hands are won by the same team then that team wins a bonus of 90 points (all hands bonus)."
    Source BG: "If a player has a K and Q from a trump suit (any suit in the "all trumps" game) and declares it during the play of the game scores for his/her team 20 points."

    Given the contract is hearts taken by S
    And S played KH then QH announcing both
    When the deal is scored with these tricks:
      | leader | cards  | winner |
      | S      | KS QS  | S      |
      | S      | 9H 10H | S      |
      | S      | KC QC  | S      |
      | S      | 10D JD | S      |
      | S      | KH AS  | S      |
      | S      | QH JS  | S      |
      | S      | 9S 10C | S      |
      | S      | 9C 9D  | S      |
      | S      | JC KD  | S      |
    Then the contract is made
    And S score 206 and N score 0

  # S bid, but N wins every trick: 142 card points, the last trick and the 90.
  Scenario: The opponent of the bidder scores 90 more when he wins every trick
    Source BG: "If all hands are won by the same team then that team wins a bonus of 90 points (all hands bonus)."

    Given the contract is hearts taken by S
    When the deal is scored with these tricks:
      | leader | cards  | winner |
      | N      | AC KC  | N      |
      | N      | AH KH  | N      |
      | N      | KS 9S  | N      |
      | N      | 9H 10H | N      |
      | N      | AD JC  | N      |
      | N      | 10D QS | N      |
      | N      | KD AS  | N      |
      | N      | QH 10S | N      |
      | N      | JH 10C | N      |
    Then the contract is failed
    And S score 0 and N score 242
