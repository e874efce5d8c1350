@variant:bela-3p @source:S002 @area:scoring
Feature: What makes a capot in Bela for three players (S002)
  A player who collects all the tricks scores 90 more, whether he called or an opponent did, and a bela
  held in the deal changes nothing to that. A player who takes every card point but loses one trick of
  cards worth nothing has not collected all the tricks and scores no bonus. The two cards the caller
  discarded count for him.

  In the trick tables each row lists the three cards in the order played, from the player who led; the
  winner of each trick leads the next. Play goes E, W, S. Hearts are trump.

  # W's 9S takes the first trick, three cards worth nothing; S takes every other trick and the last.
  Scenario: Winning every card point but not every trick is no capot
    Source S002: "Dacă un jucător sau o pereche de cărți colectează toate trucurile, ei primesc alte 90 de puncte."
    Source S002: "Cărțile aruncate aparțin jucătorului care a chemat atu."

    Given the contract is hearts taken by S
    And S set aside 10S JC
    When the deal is scored with these tricks:
      | leader | cards     | winner |
      | S      | 7S 8S 9S  | W      |
      | W      | QH JH 9H  | S      |
      | S      | AH 10H 8H | S      |
      | S      | 7H 10C AD | S      |
      | S      | KH KD 10D | S      |
      | S      | JD 8D JS  | S      |
      | S      | 9D QS 7C  | S      |
      | S      | 7D KC AC  | S      |
      | S      | QD 8C QC  | S      |
      | S      | 9C AS KS  | S      |
    Then the contract is made
    And S score 162 and W score 0
    And E score 0 and W score 0

  # E takes every trick with W's King and Queen of trump in them: 152 card points, the last trick and the 90.
  Scenario: A player who collects all the tricks scores 90 more though an opponent held a bela
    Source S002: "Dacă un jucător sau o pereche de cărți colectează toate trucurile, ei primesc alte 90 de puncte."
    Source S002: "Cărțile aruncate aparțin jucătorului care a chemat atu."

    Given the contract is hearts taken by E
    And W played KH then QH announcing both
    And E set aside KC 7D
    When the deal is scored with these tricks:
      | leader | cards     | winner |
      | E      | AH KH 10H | E      |
      | E      | 9H QH 8H  | E      |
      | E      | AC JC 9C  | E      |
      | E      | 7H KD AD  | E      |
      | E      | JH 10S AS | E      |
      | E      | KS 9S QS  | E      |
      | E      | JS QD 7S  | E      |
      | E      | 8S 10C 8D | E      |
      | E      | QC 9D 7C  | E      |
      | E      | 8C 10D JD | E      |
    Then the contract is made
    And E score 252 and S score 0

  # S called, but W takes every trick: 152 card points, the last trick and the 90; S's discards are worth nothing.
  Scenario: An opponent of the caller scores 90 more when he collects all the tricks
    Source S002: "Dacă un jucător sau o pereche de cărți colectează toate trucurile, ei primesc alte 90 de puncte."
    Source S002: "Cărțile aruncate aparțin jucătorului care a chemat atu."

    Given the contract is hearts taken by S
    And S set aside 8C 7C
    When the deal is scored with these tricks:
      | leader | cards     | winner |
      | S      | JS QS 10S | W      |
      | W      | JH 10H 7S | W      |
      | W      | AS 9S KS  | W      |
      | W      | 10C 9C QC | W      |
      | W      | AC JC KC  | W      |
      | W      | KH 7H 8D  | W      |
      | W      | 9H QH AD  | W      |
      | W      | 8H KD 7D  | W      |
      | W      | AH 9D 8S  | W      |
      | W      | 10D JD QD | W      |
    Then the contract is failed
    And S score 0 and W score 252
    And E score 0 and W score 252
