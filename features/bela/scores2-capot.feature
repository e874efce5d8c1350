@variant:bela @source:S002 @area:scoring
Feature: What makes a capot in Bela for four players (S002)
  A pair that collects all the tricks scores 90 more. A pair that takes every card point but loses one
  trick of cards worth nothing has not collected all the tricks and scores no bonus.

  In the trick tables each row lists the cards in the order played, from the player who led; the winner of
  each trick leads the next. Play goes E, N, W, S.

  # W's 9D takes the seventh trick, four cards worth nothing; NS take the other seven and the last.
  Scenario: Winning every card point but not every trick is no capot
    Source S002: "Dacă un jucător sau o pereche de cărți colectează toate trucurile, ei primesc alte 90 de puncte."

    Given the contract is hearts taken by N
    When the deal is scored with these tricks:
      | leader | cards         | winner |
      | E      | AS QH 10S 7S  | N      |
      | N      | JH KH 7H 9H   | N      |
      | N      | AH 10D 8H 10H | N      |
      | N      | 9C JC QC QS   | S      |
      | S      | 7C AD AC 10C  | N      |
      | N      | 8C QD KC JD   | S      |
      | S      | 7D 8S 8D 9D   | W      |
      | W      | 9S KS JS KD   | S      |
    Then the contract is made
    And NS score 162 and EW score 0
