@variant:bulgarian-2p @source:BG @area:belote
Feature: A belote beside the opponent's declaration, for two players in Bulgarian Belot (BG)
  Belote is declared when its first card is played and scores 20 for the player who holds it. It is no
  sequence or quad: the opponent's winning declarations do not take it away.

  In the trick tables each row lists the two cards in the order played, from the player who led; S deals,
  so N leads the first trick, and the winner of each trick leads the next. Hearts are trump.

  # S: 73 points from his tricks and the belote's 20; N: 43 and his triple, 20, the only declaration.
  Scenario: A belote scores for its player although the opponent's declaration wins
    Source BG: "If a player has a K and Q from a trump suit (any suit in the "all trumps" game) and declares it during the play of the game scores for his/her team 20 points."
    Source BG: "| 3 cards in a sequence from the same suit | triple | 20 |"

    Given the contract is hearts taken by S
    And the dealer is S
    And S played KH then QH announcing both
    And N declared JC QC KC
    When the deal is scored with these tricks:
      | leader | cards  | winner |
      | N      | 9D 10D | S      |
      | S      | KD QD  | S      |
      | S      | KH 9H  | N      |
      | N      | QC 10C | S      |
      | S      | JD JH  | N      |
      | N      | JS AS  | S      |
      | S      | 9S QS  | N      |
      | N      | JC QH  | S      |
      | S      | AD KC  | S      |
    Then the contract is made
    And S score 93 and N score 63
