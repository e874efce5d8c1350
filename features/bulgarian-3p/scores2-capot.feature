@variant:bulgarian-3p @source:BG @area:scoring
Feature: Winning every trick for three players in Bulgarian Belot (BG)
  A player who wins all the hands (tricks) scores a bonus of 90, whether he bid or an opponent did, and a
  belote held in the deal changes nothing to that.

  In the trick tables each row lists the three cards in the order played, from the player who led; the
  winner of each trick leads the next. Play goes E, W, S. Hearts are trump.

  # S wins every trick: 152 card points, the last trick and the 90; W scores the 20 of his belote.
  Scenario: A player who wins every trick scores the 90 though another player held a belote
    Source BG: "If all hands are won by the same team then that team wins a bonus of 90 points (all hands bonus)."
    Source BG: "If a player has a K and Q from a trump suit (any suit in the "all trumps" game) and declares it during the play of the game scores for his/her team 20 points."

    Given the contract is hearts taken by S
    And W played QH then KH announcing both
    When the deal is scored with these tricks:
      | leader | cards      | winner |
      | S      | JH 10H QH  | S      |
      | S      | 9H KD KH   | S      |
      | S      | AS QS JS   | S      |
      | S      | AH JC QC   | S      |
      | S      | AD JD 9D   | S      |
      | S      | KS 9S QD   | S      |
      | S      | 10S 9C AC  | S      |
      | S      | 10D KC 10C | S      |
    Then the contract is made
    And S score 252 and W score 20
    And E score 0 and W score 20

  # S bid, but W wins every trick: 152 card points, the last trick and the 90.
  Scenario: An opponent of the bidder scores 90 more when he wins every trick
    Source BG: "If all hands are won by the same team then that team wins a bonus of 90 points (all hands bonus)."

    Given the contract is hearts taken by S
    When the deal is scored with these tricks:
      | leader | cards     | winner |
      | S      | KS QS 10S | W      |
      | W      | 10C QC 9C | W      |
      | W      | AC KC JC  | W      |
      | W      | AH 10H QH | W      |
      | W      | JH 9S JD  | W      |
      | W      | KH KD AD  | W      |
      | W      | 10D QD 9D | W      |
      | W      | 9H JS AS  | W      |
    Then the contract is failed
    And S score 0 and W score 252
    And E score 0 and W score 252
