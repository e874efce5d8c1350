@variant:schieber-turnier @area:scoring
Feature: Scoring a deal of Schieber in tournament form (Kilchberg, Thalheim, jassinfo.ch)
  Each side scores the card points of its tricks and the last trick's 5: 157 a deal, whoever takes
  every trick. No Weis and no Stöck count.

  In the trick tables each row lists the cards in the order played, from the player who led; S deals,
  so E leads the first trick, and the winner of each trick leads the next. Play goes S, E, N, W. Hearts
  are trump; N and S are partners, as are E and W.

  @source:THA
  Scenario: A side that takes every trick scores 157, no more
    Source THA: "Jede Runde zählt 157 Punkte, auch ein "Match"."

    # E named trump and his side takes no trick.
    Given the contract is hearts taken by E
    And the dealer is S
    When the deal is scored with these tricks:
      | leader | cards         | winner |
      | E      | 6C QC 7C KC   | S      |
      | S      | QD 6D KD 7D   | N      |
      | N      | AC 9C AD 8C   | N      |
      | N      | 6H JC 7H 10C  | S      |
      | S      | 9H 8D 8H 9D   | S      |
      | S      | JH 10D 10H JD | S      |
      | S      | KH 6S QH 7S   | S      |
      | S      | QS 8S KS 9S   | N      |
      | N      | AH JS AS 10S  | N      |
    Then NS score 157 and EW score 0
    And the contract is made

  @source:KIL @source:JSR
  Scenario: Stöck, King and Queen of trump in one hand, score nothing
    Source KIL: "Bei allen Trumpfarten zählen die Punkte einfach, ohne Weis und ohne Stöck."
    Source JSR: "Gespielt wird der Schieber mit zugelosten Partnern ohne Stöck und Weis."

    # NS take 44 card points and score no more for N's King and Queen of trump, though he announces them.
    Given the contract is hearts taken by N
    And the dealer is S
    And N played KH then QH announcing both
    When the deal is scored with these tricks:
      | leader | cards         | winner |
      | E      | 7C KH 9C 6C   | N      |
      | N      | 8C KC 10C JC  | W      |
      | W      | 8D 9D 6D 7D   | S      |
      | S      | AC 10D QC QD  | S      |
      | S      | KD AD JD 7H   | W      |
      | W      | JH 8H 9H 6H   | W      |
      | W      | 6S 10H AH 9S  | E      |
      | E      | 8S QH 10S 7S  | N      |
      | N      | KS AS JS QS   | W      |
    Then NS score 44 and EW score 113

  @source:THA @source:SCD
  Scenario: A run of three is no Weis
    Source THA: "Es gibt keine Weis- und Stöckpunkte."
    Source SCD: ""Stoecke" (i.e. having the queen and king of trump) and "Weisen" (having four jacks, etc.) do not count and may not be declared."

    Given the contract is hearts
    And N holds 9S 10S JS 6C AD
    Then N has no declaration

  @source:JSR
  Scenario: Four Jacks are no Weis
    Source JSR: "Gespielt wird der Schieber mit zugelosten Partnern ohne Stöck und Weis."

    Given the contract is hearts
    And N holds JC JD JH JS 6C
    Then N has no declaration
