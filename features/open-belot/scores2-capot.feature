@variant:open-belot @source:BG @area:scoring
Feature: Winning every trick in Open Belot (BG)
  A player who wins all the hands (tricks) scores a bonus of 90, whether he bid or his opponent did, and a
  belote held in the deal changes nothing to that. A player who takes every card point but loses one trick
  of cards worth nothing has not won all the hands and scores no bonus. All 32 cards are played, 16 tricks
  of 2 cards.

  In the trick tables each row lists the two cards in the order played, from the player who led; the
  winner of each trick leads the next.

  # N's 9S takes the eleventh trick, two cards worth nothing; S takes every other trick and the last.
  Scenario: Winning every card point but not every trick is no valat
    Source BG: "If all hands are won by the same team then that team wins a bonus of 90 points (all hands bonus)."

    Given the contract is hearts taken by S
    When the deal is scored with these tricks:
      | leader | cards  | winner |
      | S      | JH 8H  | S      |
      | S      | 10C JC | S      |
      | S      | 10S 7S | S      |
      | S      | 9C 8C  | S      |
      | S      | 9D 7D  | S      |
      | S      | 10D 8D | S      |
      | S      | KC 7C  | S      |
      | S      | AH KH  | S      |
      | S      | AC QC  | S      |
      | S      | 9H 10H | S      |
      | S      | 8S 9S  | N      |
      | N      | JD QD  | S      |
      | S      | 7H AS  | S      |
      | S      | QS JS  | S      |
      | S      | QH KD  | S      |
      | S      | AD KS  | S      |
    Then the contract is made
    And S score 162 and N score 0

  # S wins every trick: 152 card points, the last trick and the 90; N scores the 20 of his belote.
  @incidental:combination
  Scenario: A player who wins every trick scores the 90 though his opponent held a belote
    Source BG: "If all hands are won by the same team then that team wins a bonus of 90 points (all hands bonus)."
    Source BG: "If a player has a K and Q from a trump suit (any suit in the "all trumps" game) and declares it during the play of the game scores for his/her team 20 points."
    Incidental combination: nobody declared, and a player who takes all sixteen tricks of a suit contract holds the four best cards of every suit, here four Aces and four tens among them, and his opponent the four lowest.

    Given the contract is hearts taken by S
    And N played QH then KH announcing both
    When the deal is scored with these tricks:
      | leader | cards  | winner |
      | S      | KC JC  | S      |
      | S      | AH 8H  | S      |
      | S      | JH 7H  | S      |
      | S      | 10S 7S | S      |
      | S      | KS 8S  | S      |
      | S      | 10C 8C | S      |
      | S      | AC 9C  | S      |
      | S      | 10H QH | S      |
      | S      | QS JS  | S      |
      | S      | 10D 7D | S      |
      | S      | AS 9S  | S      |
      | S      | QD 9D  | S      |
      | S      | 9H KH  | S      |
      | S      | KD JD  | S      |
      | S      | AD 8D  | S      |
      | S      | QC 7C  | S      |
    Then the contract is made
    And S score 252 and N score 20

  # S bid No Trumps, but N wins every trick: 260 for the cards and the last trick, doubled, and the 90.
  @incidental:combination
  Scenario: The opponent of the bidder scores 90 more when he wins every trick
    Source BG: "If all hands are won by the same team then that team wins a bonus of 90 points (all hands bonus)."
    Incidental combination: nobody declares in No Trumps, and a valat of 16 two-card tricks needs the four top cards of every suit in one hand, the Aces, tens, Kings and Queens.

    Given the contract is no trumps taken by S
    When the deal is scored with these tricks:
      | leader | cards   | winner |
      | N      | AC 7C   | N      |
      | N      | 10C 8C  | N      |
      | N      | KC 9C   | N      |
      | N      | QC JC   | N      |
      | N      | AD 7D   | N      |
      | N      | 10D 8D  | N      |
      | N      | KD 9D   | N      |
      | N      | QD JD   | N      |
      | N      | AH 7H   | N      |
      | N      | 10H 8H  | N      |
      | N      | KH 9H   | N      |
      | N      | QH JH   | N      |
      | N      | AS 7S   | N      |
      | N      | 10S 8S  | N      |
      | N      | KS 9S   | N      |
      | N      | QS JS   | N      |
    Then the contract is failed
    And N score 350 and S score 0
