@variant:open-belot @source:BG @area:belote
Feature: A belote beside the opponent's declaration in Open Belot (BG)
  Belote is declared when its first card is played and scores 20 for the player who holds it. It is no
  sequence or quad: the opponent's winning declarations do not take it away.

  In the trick tables each row lists the two cards in the order played, from the player who led; S deals,
  so N leads the first trick, and the winner of each trick leads the next. Hearts are trump.

  # S: 87 points from his tricks and the belote's 20; N: 75 and his triple, 20, the only declaration.
  Scenario: A belote scores for its player although the opponent's declaration wins
    Source BG: "If a player has a K and Q from a trump suit (any suit in the "all trumps" game) and declares it during the play of the game scores for his/her team 20 points."
    Source BG: "| 3 cards in a sequence from the same suit | triple | 20 |"

    Given the contract is hearts taken by S
    And the dealer is S
    And S played KH then QH announcing both
    And N declared 10D JD QD
    When the deal is scored with these tricks:
      | leader | cards  | winner |
      | N      | 10C AC | S      |
      | S      | 10S QS | S      |
      | S      | QC 7C  | S      |
      | S      | KD QD  | S      |
      | S      | 9H JH  | N      |
      | N      | 10H 7H | N      |
      | N      | 8D AD  | S      |
      | S      | AS KS  | S      |
      | S      | JS 9S  | S      |
      | S      | 7S 8H  | N      |
      | N      | 10D 9D | N      |
      | N      | AH KH  | N      |
      | N      | KC JC  | N      |
      | N      | JD QH  | S      |
      | S      | 8S 9C  | S      |
      | S      | 8C 7D  | S      |
    Then the contract is made
    And S score 107 and N score 95
