@variant:bela-3p @source:S002 @area:belote
Feature: A bela beside an opponent's declaration in Bela for three players (S002)
  Only the player with the best declaration scores his declarations, but the bela is the exception: it
  scores for the player who holds it whoever wins the declarations.

  In the trick tables each row lists the three cards in the order played, from the player who led; S deals,
  so E leads the first trick, and the winner of each trick leads the next. Play goes E, W, S. Hearts are
  trump.

  # S: 131 points from his tricks and discards, and the bela's 20; W: 31 and his run of three, 20, the only
  # declaration.
  Scenario: A bela scores although an opponent's declaration wins
    Source S002: "Titlul este recunoscut doar cuplului care are cel mai puternic (cel mai valoros) titlu (excepția este albă)."
    Source S002: "Albul valorează încă 20 de puncte."

    Given the contract is hearts taken by S
    And the dealer is S
    And S played KH then QH announcing both
    And W declared 9S 10S JS
    And S set aside 8D JH
    When the deal is scored with these tricks:
      | leader | cards     | winner |
      | E      | KS 10S 8S | W      |
      | W      | AH 9H QS  | S      |
      | S      | KH QC 8H  | S      |
      | S      | KC JC AC  | W      |
      | W      | AS 10H 7S | S      |
      | S      | QH 9C JS  | S      |
      | S      | 7H AD QD  | S      |
      | S      | 10C 9D 7C | S      |
      | S      | KD JD 8C  | S      |
      | S      | 10D 7D 9S | S      |
    Then the contract is made
    And S score 151 and W score 51
    And E score 0 and W score 51
