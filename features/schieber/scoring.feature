@variant:schieber @area:scoring
Feature: Scoring a deal of Schieber Jass (pagat.com, jassen.ch, jasskarten.com)
  Each side scores the card points of the tricks it took, with 5 more for the last trick: 157 in all.
  There is no contract to make: the side that named trump keeps what it takes, however little. A side
  that takes every trick scores 100 more for the Match, 257. Stöck (King and Queen of trump in one
  hand) and the best side's Weis are added. Every contract counts once.

  In the trick tables each row lists the cards in the order played, from the player who led; S deals,
  so E, on the dealer's right, leads the first trick, and the winner of each trick leads the next. Play
  goes S, E, N, W. Hearts are trump; N and S are partners, as are E and W.

  @variant:schieber-turnier @variant:schieber-2500 @source:PGS @source:JCH
  Scenario: Each side scores the points of its own tricks, the side that named trump too
    Source PGS: "Die Werte der Karten in allen Stichen, die ein Team gewinnt, zählen für dieses Team."
    Source JCH: "Nach der Runde werden die Punkte in den Stichen gezählt und jeder Partei ihre Punkte gutgeschrieben."

    # N named trump and his side takes 54 of the 157 points: it scores them, and EW their 103.
    Given the contract is hearts taken by N
    And the dealer is S
    When the deal is scored with these tricks:
      | leader | cards        | winner |
      | E      | 7C 8C 9C 6C  | W      |
      | W      | KC 10C JC QC | W      |
      | W      | 8D 9D 6D 7D  | S      |
      | S      | AC 10D JD QD | S      |
      | S      | KD AD 6H 7H  | W      |
      | W      | JH 8H 9H 10H | W      |
      | W      | 6S 7S 8S 9S  | N      |
      | N      | AH 10S QH KH | N      |
      | N      | KS AS JS QS  | W      |
    Then NS score 54 and EW score 103
    And the contract is made

  @variant:schieber-turnier @variant:schieber-2500 @source:PGS
  Scenario: The side that takes the last trick scores 5 more
    Source PGS: "Ausserdem erhält das Team, das den letzten Stich gewinnt, einen Bonus von 5 Punkte."

    # NS take 74 card points and the last trick, EW 78: the last trick's 5 make NS's 79.
    Given the contract is hearts taken by N
    And the dealer is S
    When the deal is scored with these tricks:
      | leader | cards        | winner |
      | E      | 7C 8C 9C 6C  | W      |
      | W      | KC 10C JC QC | W      |
      | W      | 8D 9D 6D 7D  | S      |
      | S      | AC 10D JD QD | S      |
      | S      | KD AD 6H 7H  | W      |
      | W      | JH 8H 9H 10H | W      |
      | W      | 6S 7S 8S 9S  | N      |
      | N      | AH AS QH KH  | N      |
      | N      | KS 10S JS QS | N      |
    Then NS score 79 and EW score 78

  @variant:schieber-2500 @source:JKW @source:JCH
  Scenario: A side that takes every trick scores the Match, 257
    Source JKW: "Wenn ein Team alle neun Stiche gewonnen hat, erhält es einen Bonus im Wert von 100 Punkten für "Match" und erhält somit insgesamt 257 Punkte."
    Source JCH: "Sollte eine Partei keine Stiche (und nicht nur 0 Punkte) haben, bekommen die Gegner noch 100 Punkte extra."

    # E named trump and his side takes no trick: NS score the Match, EW nothing, and that is all.
    Given the contract is hearts taken by E
    And the dealer is S
    When the deal is scored with these tricks:
      | leader | cards        | winner |
      | E      | 6C QC 7C KC  | S      |
      | S      | QD 6D KD 7D  | N      |
      | N      | AC 9C AD 8C  | N      |
      | N      | 6H JC 7H 10C | S      |
      | S      | 9H 8D 8H 9D  | S      |
      | S      | JH 10D 10H JD | S     |
      | S      | KH 6S QH 7S  | S      |
      | S      | QS 8S KS 9S  | N      |
      | N      | AH JS AS 10S | N      |
    Then NS score 257 and EW score 0
    And the contract is made

  @variant:schieber-2500 @source:JCH
  Scenario: A side that takes a trick of no points keeps the other side from the Match
    Source JCH: "Sollte eine Partei keine Stiche (und nicht nur 0 Punkte) haben, bekommen die Gegner noch 100 Punkte extra."

    # W takes the first trick, four cards worth nothing; NS take the other eight and all 157 points, no Match.
    Given the contract is hearts taken by N
    And the dealer is S
    When the deal is scored with these tricks:
      | leader | cards        | winner |
      | E      | 6C 7C 9C 8C  | W      |
      | W      | 6D AD 7D 8D  | S      |
      | S      | KD 9D QD 10D | S      |
      | S      | JD 7S 8S 9S  | S      |
      | S      | KC 10C JC QC | S      |
      | S      | AC 6S 10S JS | S      |
      | S      | JH 6H 7H 8H  | S      |
      | S      | 9H 10H QH KH | S      |
      | S      | AH QS KS AS  | S      |
    Then NS score 157 and EW score 0

  @variant:schieber-2500 @source:JCH
  Scenario: Stöck, King and Queen of trump in one hand, score 20
    Source JCH: "Stöck: Wenn Sie bei Rundenbeginn Ober und König (beim franz. Kartenbild König und Dame) der Trumpf-Farbe in den Karten haben, bekommen Sie nach der Runde 20 Punkte extra."

    # NS take 26 card points; with Stöck they score 46.
    Given the contract is hearts taken by N
    And the dealer is S
    And N played QH then KH announcing neither
    When the deal is scored with these tricks:
      | leader | cards        | winner |
      | E      | 7C 8C 9C 6C  | W      |
      | W      | KC 10C JC QC | W      |
      | W      | 8D 9D 6D 7D  | S      |
      | S      | AC 10D JD QD | S      |
      | S      | KD AD 6H 7H  | W      |
      | W      | JH 8H 9H QH  | W      |
      | W      | 6S 7S 8S 9S  | N      |
      | N      | KH 10S 10H AH | E     |
      | E      | QS KS AS JS  | W      |
    Then NS score 46 and EW score 131

  @variant:schieber-2500 @source:JCH
  Scenario: The best Weis adds its points to its side's score
    Source JCH: "Der höchste "Weis" wird mit Extrapunkten prämiert."

    # NS take 32 card points; N's run of three adds 20.
    Given the contract is hearts taken by N
    And the dealer is S
    And N declared 9S 10S JS
    When the deal is scored with these tricks:
      | leader | cards        | winner |
      | E      | 7C QC 9C 6C  | N      |
      | N      | 7D 8D 9D 6D  | S      |
      | S      | 8C JC JD KC  | W      |
      | W      | QD KD 10D 10H | N     |
      | N      | AH 6H 8H 9H  | E      |
      | E      | AD 9S 7H 10C | W      |
      | W      | JH QH KH 10S | W      |
      | W      | 6S 7S 8S JS  | N      |
      | N      | KS AS AC QS  | W      |
    Then NS score 52 and EW score 125

  @variant:schieber-2500 @source:JCH
  Scenario: The best Weis scores for its side, whoever named trump
    Source JCH: "Der höchste "Weis" wird mit Extrapunkten prämiert."

    # E named trump; NS take 32 card points and N's run of three adds 20 to them.
    Given the contract is hearts taken by E
    And the dealer is S
    And N declared 9S 10S JS
    When the deal is scored with these tricks:
      | leader | cards        | winner |
      | E      | 7C QC 9C 6C  | N      |
      | N      | 7D 8D 9D 6D  | S      |
      | S      | 8C JC JD KC  | W      |
      | W      | QD KD 10D 10H | N     |
      | N      | AH 6H 8H 9H  | E      |
      | E      | AD 9S 7H 10C | W      |
      | W      | JH QH KH 10S | W      |
      | W      | 6S 7S 8S JS  | N      |
      | N      | KS AS AC QS  | W      |
    Then NS score 52 and EW score 125

  @variant:schieber-turnier @source:SWL
  Scenario: Every contract counts once: clubs score their card points
    Source SWL: "Wird hingegen der Schieber auf 1000 Punkte oder im Turniermodus gespielt, dann zählen alle Punkte immer einfach."

    # Clubs, which count double at 2500, count once at 1000: EW take 123 card points and the last trick.
    Given the contract is clubs taken by E
    And the dealer is S
    When the deal is scored with these tricks:
      | leader | cards        | winner |
      | E      | 7C 8C 9C 6C  | W      |
      | W      | KC 10C JC QC | E      |
      | E      | 6D 7D 8D AC  | S      |
      | S      | 9D 10D JD QD | W      |
      | W      | 7H 8H 9H 6H  | E      |
      | E      | AD 10H JH KD | E      |
      | E      | KH AH 6S QH  | N      |
      | N      | 9S 10S 7S 8S | W      |
      | W      | AS JS QS KS  | W      |
    Then NS score 29 and EW score 128

  @variant:schieber-2500 @source:JCH @source:JKW
  Scenario: A side that takes every trick keeps its Stöck beside the Match
    Source JCH: "Stöck: Wenn Sie bei Rundenbeginn Ober und König (beim franz. Kartenbild König und Dame) der Trumpf-Farbe in den Karten haben, bekommen Sie nach der Runde 20 Punkte extra."
    Source JKW: "Wenn ein Team alle neun Stiche gewonnen hat, erhält es einen Bonus im Wert von 100 Punkten für "Match" und erhält somit insgesamt 257 Punkte."

    # NS take every trick, 257, and N's King and Queen of trump add 20.
    Given the contract is hearts taken by N
    And the dealer is S
    And N played QH then KH announcing neither
    When the deal is scored with these tricks:
      | leader | cards         | winner |
      | E      | 6C QC 7C KC   | S      |
      | S      | QD 6D KD 7D   | N      |
      | N      | AC 9C AD 8C   | N      |
      | N      | 6H JC 7H 10C  | S      |
      | S      | 9H 8D 8H 9D   | S      |
      | S      | JH 10D 10H JD | S      |
      | S      | AH 6S QH 7S   | S      |
      | S      | QS 8S KH 9S   | N      |
      | N      | KS JS AS 10S  | S      |
    Then NS score 277 and EW score 0

  @variant:schieber-2500 @source:JCH
  Scenario: Stöck counts though the other side scores the Weis
    Source JCH: "Stöck: Wenn Sie bei Rundenbeginn Ober und König (beim franz. Kartenbild König und Dame) der Trumpf-Farbe in den Karten haben, bekommen Sie nach der Runde 20 Punkte extra."

    # NS take 37 card points and N's Stöck (57); EW 115, the last trick and E's run of three (140).
    Given the contract is hearts taken by N
    And the dealer is S
    And N played QH then KH announcing neither
    And E declared 6D 7D 8D
    When the deal is scored with these tricks:
      | leader | cards         | winner |
      | E      | 7C 8C 9C 6C   | W      |
      | W      | KC 10C JC QC  | W      |
      | W      | 10D 9D 6D JD  | N      |
      | N      | 6H 7H 8H AH   | E      |
      | E      | 7D 9H QD KD   | N      |
      | N      | QH JH 10H 8D  | W      |
      | W      | 6S 7S 8S KH   | N      |
      | N      | 9S 10S JS QS  | E      |
      | E      | AD KS AS AC   | E      |
    Then NS score 57 and EW score 140
