@variant:bela-3p @source:S002 @area:scoring
Feature: The caller in three-player Bela needs half the points plus one (S002)
  Half the deal's points plus one means more than both opponents together, not just more than the
  better of them. S deals and E, on the dealer's right, calls and leads the first trick; each row lists
  a trick's leader, its cards in playing order (E, W, S round the table) and its winner, who leads
  the next. The deal is played by the rules of seed 002.

  # E: AH JH 9H (11+20+14) + 7D QH QD (3+3) + the set-aside 10H AS (10+11) = 72; S: 8D 10D KD (14)
  # + 9D JD AD (13) + 7S JS 8S (2) + 8H 7H JC (2) + KH KC 8C (8) + QS 9C 7C (3) + last trick 10 = 52;
  # W: QC AC 10C (3+11+10) + KS 10S 9S (14) = 38. E has more than each but fewer than 90 of 162: a fall,
  # and E's 72 are split between W and S.
  Scenario: A caller with more than each opponent but not more than both falls
    Source S002: "Perechea care apelează trebuie să adune cel puțin jumătate + 1 punct din totalul jocului, dacă dorește să treacă."
    Source S002: "Cărțile aruncate aparțin jucătorului care a chemat atu."

    Given the contract is hearts taken by E
    And E set aside 10H AS
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | QC AC 10C      | W      |
      | W      | 8D 10D KD      | S      |
      | S      | AH JH 9H       | E      |
      | E      | 9D JD AD       | S      |
      | S      | 7D QH QD       | E      |
      | E      | KS 10S 9S      | W      |
      | W      | 7S JS 8S       | S      |
      | S      | 8H 7H JC       | S      |
      | S      | KH KC 8C       | S      |
      | S      | QS 9C 7C       | S      |
    Then the contract is failed
    And W score 74 and S score 88
