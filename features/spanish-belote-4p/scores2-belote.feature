@variant:spanish-belote-4p @source:S000 @area:belote
Feature: A belote beside the other side's combinations in four-player Spanish Belote (S000)
  The belote is not declared with the other combinations: it scores 20 for the side of the player who
  holds it, whichever side's combinations win.

  In the trick tables each row lists the cards in the order played, from the player who led; S deals, so
  E leads the first trick, and the winner of each trick leads the next. Play goes E, N, W, S.

  # NS: 132 trick points and N's belote; EW: 30 trick points and E's three of a row (20), the only combination.
  Scenario: A belote scores for its side although the other side's combination wins
    Source S000: "Белот не объявляется одновременно с другими комбинациями."
    Source S000: "Белот -> 20 очков"
    Source S000: "Одна Тройка -> 20 очков"

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
