@variant:bela-2p @source:S002 @area:scoring
Feature: What makes a capot in Bela for two players (S002)
  A player who collects all the tricks scores 90 more, whether he fixed the trump or his opponent did, and
  a bela held in the deal changes nothing to that. A player who takes every card point but loses one trick
  of cards worth nothing has not collected all the tricks and scores no bonus. Only 20 of the 32 cards are
  played: the comments give each table's card points.

  In the trick tables each row lists the two cards in the order played, from the player who led; the
  winner of each trick leads the next. Hearts are trump.

  # N's 9S takes the fourth trick, two cards worth nothing; S takes the 58 card points of the others and the last.
  Scenario: Winning every card point but not every trick is no capot
    Source S002: "Dacă un jucător sau o pereche de cărți colectează toate trucurile, ei primesc alte 90 de puncte."

    Given the contract is hearts taken by S
    When the deal is scored with these tricks:
      | leader | cards  | winner |
      | N      | 7D QD  | S      |
      | S      | AH 7H  | S      |
      | S      | KC JC  | S      |
      | S      | 7S 9S  | N      |
      | N      | QC 10C | S      |
      | S      | KH JD  | S      |
      | S      | 8C 10D | S      |
      | S      | 9D 8S  | S      |
      | S      | KD QS  | S      |
      | S      | 8D JS  | S      |
    Then the contract is made
    And S score 68 and N score 0

  # S takes every trick: 95 card points, 10 for the last trick, 90 for all the tricks and 20 for the bela.
  Scenario: A player who collects all the tricks with a bela scores the 90 and the bela
    Source S002: "Dacă un jucător sau o pereche de cărți colectează toate trucurile, ei primesc alte 90 de puncte."
    Source S002: "Albul valorează încă 20 de puncte."

    Given the contract is hearts taken by S
    And S played KH then QH announcing both
    When the deal is scored with these tricks:
      | leader | cards  | winner |
      | S      | 9H AH  | S      |
      | S      | KH 7H  | S      |
      | S      | KS 7S  | S      |
      | S      | 10H QD | S      |
      | S      | QH 10C | S      |
      | S      | 10S JS | S      |
      | S      | 9D 8D  | S      |
      | S      | 7D 9S  | S      |
      | S      | JD AC  | S      |
      | S      | AD 7C  | S      |
    Then the contract is made
    And S score 215 and N score 0

  # S fixed the trump but N takes every trick: 145 card points, the last trick and the 90: 245.
  Scenario: The opponent of the player who fixed the trump scores 90 more when he collects all the tricks
    Source S002: "Dacă un jucător sau o pereche de cărți colectează toate trucurile, ei primesc alte 90 de puncte."

    Given the contract is hearts taken by S
    When the deal is scored with these tricks:
      | leader | cards  | winner |
      | N      | 9H 7H  | N      |
      | N      | KS QS  | N      |
      | N      | AH KH  | N      |
      | N      | AC KC  | N      |
      | N      | 10C QC | N      |
      | N      | JH 10H | N      |
      | N      | 8H JD  | N      |
      | N      | AS 10D | N      |
      | N      | 10S AD | N      |
      | N      | QH KD  | N      |
    Then the contract is failed
    And S score 0 and N score 245
