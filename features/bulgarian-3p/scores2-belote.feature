@variant:bulgarian-3p @source:BG @area:belote
Feature: A belote beside an opponent's declaration, for three players in Bulgarian Belot (BG)
  Belote is declared when its first card is played and scores 20 for the player who holds it. It is no
  sequence or quad: another player's winning declarations do not take it away.

  In the trick tables each row lists the three cards in the order played, from the player who led; S deals,
  so E leads the first trick, and the winner of each trick leads the next. Play goes E, W, S. Hearts are
  trump.

  # S: 70 points from his tricks and the belote's 20 make 90, more than W's 61 and triple (20); E 31.
  Scenario: A belote scores for its player although another player's declaration wins
    Source BG: "If a player has a K and Q from a trump suit (any suit in the "all trumps" game) and declares it during the play of the game scores for his/her team 20 points."
    Source BG: "| 3 cards in a sequence from the same suit | triple | 20 |"

    Given the contract is hearts taken by S
    And the dealer is S
    And S played KH then QH announcing both
    And W declared 10S JS QS
    When the deal is scored with these tricks:
      | leader | cards     | winner |
      | E      | QD 9D KD  | S      |
      | S      | KH AH JH  | W      |
      | W      | QS AS KS  | S      |
      | S      | JC 10C 9H | W      |
      | W      | JD QH 10D | S      |
      | S      | QC 9C 10S | S      |
      | S      | AC KC JS  | S      |
      | S      | 9S 10H AD | E      |
    Then the contract is made
    And S score 90 and W score 81
    And E score 31 and W score 81
