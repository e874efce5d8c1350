@variant:coinche @source:FFBC @area:scoring
Feature: What makes a capot in Belote Coinchée (FFBC)
  A capot is the eight tricks won by the same side: its last trick is then worth 100, 252 in all, and a
  belote held in the deal changes nothing to that. Takers who win every card point but lose one trick of
  cards worth nothing have not won the eight tricks. Made, the takers score their total and their bid, the
  defence its own total: the belote counts for the side that holds it.

  In the trick tables each row lists the cards in the order played, from the player who led; the winner of
  each trick leads the next. Play goes E, N, W, S. Scores are rounded to the nearest ten.

  # W's 9D takes the seventh trick, four cards worth nothing: NS have 162 and the bid, 242, rounded to 240.
  Scenario: Winning every card point but not every trick is no capot
    Source FFBC: "En cas de capot, c’est-à-dire les 8 plis remportés par la même équipe, le dix de der vaut 100 points, portant ainsi le total à 252 points."

    Given the contract is 80 hearts taken by N
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
    And NS score 240 and EW score 0

  # NS: 252, the belote's 20 and the bid's 80, 352, rounded to 350; EW nothing.
  Scenario: Takers who win the eight tricks with a belote score the capot, the belote and their bid
    Source FFBC: "En cas de capot, c’est-à-dire les 8 plis remportés par la même équipe, le dix de der vaut 100 points, portant ainsi le total à 252 points."
    Source FFBC: "Lorsqu'un joueur détient ensemble le roi et la dame d’atout, on dit qu’il a la belote, ce qui offre à son équipe un bonus de 20 points."
    Source FFBC: "Les preneurs marquent : Leur total + Le montant du contrat demandé (250 points pour un capot demandé)."

    Given the contract is 80 hearts taken by N
    And N played KH then QH announcing both
    When the deal is scored with these tricks:
      | leader | cards        | winner |
      | E      | KS AS 8S JS  | N      |
      | N      | KH 9H JH 7H  | S      |
      | S      | 9S QS 8H JC  | N      |
      | N      | 10H KD AH JD | S      |
      | S      | 7S 10S QH AD | N      |
      | N      | 9D 9C QD 7D  | S      |
      | S      | 8D KC 10D AC | N      |
      | N      | QC 8C 10C 7C | S      |
    Then the contract is made
    And NS score 350 and EW score 0
