@variant:bela-2p @source:S002 @area:belote
Feature: A bela beside the opponent's declaration in Bela for two players (S002)
  Only the player with the best declaration scores his declarations, but the bela is the exception: it
  scores for the player who holds it whoever wins the declarations.

  In the trick tables each row lists the two cards in the order played, from the player who led; S deals,
  so N leads the first trick, and the winner of each trick leads the next. Hearts are trump.

  # S: 54 points from his tricks and the bela's 20; N: 31 and his run of three, 20, the only declaration.
  Scenario: A bela scores although the opponent's declaration wins
    Source S002: "Titlul este recunoscut doar cuplului care are cel mai puternic (cel mai valoros) titlu (excepția este albă)."
    Source S002: "Albul valorează încă 20 de puncte."

    Given the contract is hearts taken by S
    And the dealer is S
    And S played KH then QH announcing both
    And N declared 8D 9D 10D
    When the deal is scored with these tricks:
      | leader | cards   | winner |
      | N      | 8C JC   | S      |
      | S      | 7D 8D   | N      |
      | N      | 9D 7H   | S      |
      | S      | 7S JS   | N      |
      | N      | 9H KH   | N      |
      | N      | KD QH   | S      |
      | S      | KC 9C   | S      |
      | S      | 7C AH   | N      |
      | N      | 8S AS   | S      |
      | S      | 10S 10D | S      |
    Then the contract is made
    And S score 74 and N score 51
