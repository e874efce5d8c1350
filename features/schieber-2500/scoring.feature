@variant:schieber-2500 @source:SWL @area:scoring
Feature: Multipliers in Schieber to 2500 (Swisslos, jasskarten.com)
  Every point a side scores in the deal, card points, last trick, Match, Weis and Stöck, counts once with
  Hearts or Diamonds trump, twice with Spades or Clubs, three times in Obenabe or Undenufe.

  In the trick tables each row lists the cards in the order played, from the player who led; S deals,
  so E leads the first trick, and the winner of each trick leads the next. Play goes S, E, N, W; N and S
  are partners, as are E and W.

  @source:SWE
  Scenario: Hearts count once
    Source SWL: "Das heisst, die Punkte bei Trumpf Rose/Herz oder Eichel/Ecken werden einfach gezählt."
    Source SWE: "This means that when playing with Roses/Hearts or Acorns/Diamonds as trump, points count once."

    # NS take 44 card points, EW 108 and the last trick.
    Given the contract is hearts taken by E
    And the dealer is S
    When the deal is scored with these tricks:
      | leader | cards        | winner |
      | E      | 7C 8C 9C 6C  | W      |
      | W      | KC 10C JC QC | W      |
      | W      | 8D 9D 6D 7D  | S      |
      | S      | AC 10D JD QD | S      |
      | S      | KD AD 6H 7H  | W      |
      | W      | JH 8H 9H 10H | W      |
      | W      | 6S QH KH AH  | N      |
      | N      | 9S 10S 7S 8S | W      |
      | W      | AS JS QS KS  | W      |
    Then NS score 44 and EW score 113

  @source:SOG
  Scenario: Diamonds count once
    Source SWL: "Das heisst, die Punkte bei Trumpf Rose/Herz oder Eichel/Ecken werden einfach gezählt."
    Source SOG: "AcornssingleThis suit is trump"

    # NS take 83 card points, EW 69 and the last trick.
    Given the contract is diamonds taken by E
    And the dealer is S
    When the deal is scored with these tricks:
      | leader | cards        | winner |
      | E      | 7C 8C 9C 6C  | W      |
      | W      | KC 10C JC QC | W      |
      | W      | 8D 9D 6D 7D  | S      |
      | S      | AC 10D JD 7H | N      |
      | N      | 6H QD KD AD  | E      |
      | E      | 9H 10H JH 8H | W      |
      | W      | 6S 7S 8S 9S  | N      |
      | N      | AH 10S QH KH | N      |
      | N      | KS AS JS QS  | W      |
    Then NS score 83 and EW score 74

  @source:SWE
  Scenario: Spades count double
    Source SWL: "Wird Schilten/Schaufel oder Schellen/Kreuz gewählt, zählen alle erzielten Punkte doppelt."
    Source SWE: "If Shields/Spades or Bells/Clubs are chosen, all points count double."

    # NS take 78 card points and the last trick (83), EW 74: twice that.
    Given the contract is spades taken by E
    And the dealer is S
    When the deal is scored with these tricks:
      | leader | cards        | winner |
      | E      | 7C 8C 9C 6C  | W      |
      | W      | KC 10C JC QC | W      |
      | W      | 8D 9D 6D 7D  | S      |
      | S      | AC 10D JD QD | S      |
      | S      | KD AD 6H 7H  | E      |
      | E      | 9H 10H JH 8H | W      |
      | W      | 6S 7S 8S 9S  | N      |
      | N      | AH 10S QH KH | W      |
      | W      | AS JS QS KS  | S      |
    Then NS score 166 and EW score 148

  @source:SOG
  Scenario: Clubs count double
    Source SWL: "Wird Schilten/Schaufel oder Schellen/Kreuz gewählt, zählen alle erzielten Punkte doppelt."
    Source SOG: "BellsdoubleThis suit is trump"

    # NS take 29 card points, EW 123 and the last trick (128): twice that.
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
    Then NS score 58 and EW score 256

  @source:JKW
  Scenario: Stöck in Spades counts double
    Source JKW: "Diese 20 wird mit dem Faktor für den Kontrakt multipliziert und auf der Tafel notiert, wenn sie angemeldet wird."

    # NS take 59 card points and Stöck (79), EW 93 and the last trick (98): twice that.
    Given the contract is spades taken by N
    And the dealer is S
    And N played QS then KS announcing neither
    When the deal is scored with these tricks:
      | leader | cards         | winner |
      | E      | 7C 8C 9C 6C   | W      |
      | W      | KC 10C JC QC  | W      |
      | W      | 8D 9D 6D 7D   | S      |
      | S      | AC 10D JD QD  | S      |
      | S      | KD AD 9H 6H   | E      |
      | E      | 8H KH 10H 7H  | N      |
      | N      | 6S 7S 8S 9S   | E      |
      | E      | QH QS AH JH   | N      |
      | N      | KS JS 10S AS  | W      |
    Then NS score 158 and EW score 196

  @source:SWE
  Scenario: Taking every trick in Clubs scores the Match doubled, 514
    Source SWL: "Wird Schilten/Schaufel oder Schellen/Kreuz gewählt, zählen alle erzielten Punkte doppelt."
    Source SWE: "If Shields/Spades or Bells/Clubs are chosen, all points count double."

    # NS take every trick: 157 and the Match's 100, twice.
    Given the contract is clubs taken by N
    And the dealer is S
    When the deal is scored with these tricks:
      | leader | cards         | winner |
      | E      | 6D 6C 7D 7C   | S      |
      | S      | 9C 8D 8C 9D   | S      |
      | S      | JC 10D 10C JD | S      |
      | S      | KC 6H QC 7H   | S      |
      | S      | QD 8H AC 9H   | N      |
      | N      | KD JH AD 10H  | S      |
      | S      | KH 6S QH 7S   | S      |
      | S      | QS 8S KS 9S   | N      |
      | N      | AH JS AS 10S  | N      |
    Then NS score 514 and EW score 0

  @source:JKW
  Scenario: Obenabe counts treble, Weis included
    Source SWL: "Wird Obenabe oder Undenufe gewählt, zählen alle erzielten Punkte dreifach."
    Source JKW: "Dabei wird dieser mit dem Faktor für den Kontrakt multipliziert."

    # NS take 91 card points and N's run of three (111), EW 61 and the last trick (66): three times that.
    Given the contract is obenabe taken by N
    And the dealer is S
    And N declared 9S 10S JS
    When the deal is scored with these tricks:
      | leader | cards         | winner |
      | E      | 7C QC 9C 6C   | N      |
      | N      | 7D 8D 9D 6D   | S      |
      | S      | 8C JC JD KC   | W      |
      | W      | QD KD 10D 10H | S      |
      | S      | 10C AD AH 6H  | S      |
      | S      | AC 9H 9S 7H   | S      |
      | S      | 8H KH 10S JH  | E      |
      | E      | 8S JS 6S 7S   | N      |
      | N      | KS AS QH QS   | W      |
    Then NS score 333 and EW score 198

  @source:SWE
  Scenario: Undenufe counts treble
    Source SWL: "Wird Obenabe oder Undenufe gewählt, zählen alle erzielten Punkte dreifach."
    Source SWE: "If tops-down or bottoms-up is chosen, all points count treble."

    # NS take 32 card points, EW 120 and the last trick (125): three times that.
    Given the contract is undenufe taken by E
    And the dealer is S
    When the deal is scored with these tricks:
      | leader | cards         | winner |
      | E      | 10D 7D QD KD  | N      |
      | N      | QC 9C 10C JC  | W      |
      | W      | 6S 7S 8S KS   | W      |
      | W      | 10S JS QS 9S  | N      |
      | N      | JD 8D 9D 6D   | E      |
      | E      | 7C 8C KC AC   | E      |
      | E      | AD 10H JH QH  | E      |
      | E      | KH AH 7H 8H   | W      |
      | W      | AS 6C 9H 6H   | W      |
    Then NS score 96 and EW score 375
