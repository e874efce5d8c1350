@variant:bulgarian @variant:bulgarian-partner-exempt @source:BG @area:belote
Feature: A belote beside the other team's declarations in Bulgarian Belot (BG)
  Belote is declared when its first card is played and scores 20 for the team of the player who holds it.
  It is no sequence or quad: the other team's winning declarations do not take it away.

  In the trick tables each row lists the cards in the order played, from the player who led; S deals, so
  E leads the first trick, and the winner of each trick leads the next. Play goes E, N, W, S.

  # NS: 132 trick points and N's belote; EW: 30 trick points and E's triple (20), the only declaration.
  Scenario: A belote scores for its team although the other team's declaration wins
    Source BG: "If a player has a K and Q from a trump suit (any suit in the "all trumps" game) and declares it during the play of the game scores for his/her team 20 points."
    Source BG: "| 3 cards in a sequence from the same suit | triple | 20 |"

    Given the contract is hearts taken by N
    And the dealer is S
    And N played KH then QH announcing both
    And E declared 7S 8S 9S
    When the deal is scored with these tricks:
      | leader | cards        | winner |
      | E      | AH 9H 9D JH  | S      |
      | S      | KS 9S JS AS  | W      |
      | W      | 7D AD 8D KH  | N      |
      | N      | 8H QD 7H 10H | E      |
      | E      | 9C QC JC AC  | S      |
      | S      | QS 7S 10S 7C | N      |
      | N      | 10C 8C KC JD | N      |
      | N      | QH KD 10D 8S | N      |
    Then the contract is made
    And NS score 152 and EW score 50
    And NS score 15 and EW score 5 in match points
