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

  # E: AC 7C 8C (11) + AD 7D 8D (11) + 10D 9D QD (13) + 10C JC 7H (12) + the set-aside AS KS (15) = 62,
  # and bela 20: 82 of 182. W: 7S 10S 9S (10) + KH JH 8H (24) + 9H AH QH (28) = 62; S: QC KC 8S (7) +
  # KD JD 9C (6) + 10H JS QS (15) + the last trick 10 = 38. E has 82 points and more than each
  # opponent, but not half of 182 plus one (92): a fall.
  Scenario: A caller with 82 points and more than each opponent falls when bela raises the deal to 182
    Source S002: "Perechea care apelează trebuie să adune cel puțin jumătate + 1 punct din totalul jocului, dacă dorește să treacă."
    Source S002: "(Dacă au fost 20 de apeluri, jocul este 182 - pasa este 92"

    Given the contract is hearts taken by E
    And E set aside AS KS
    And E played KH then QH announcing both
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | AC 7C 8C       | E      |
      | E      | AD 7D 8D       | E      |
      | E      | 10D 9D QD      | E      |
      | E      | 7S 10S 9S      | W      |
      | W      | 10C JC 7H      | E      |
      | E      | KH JH 8H       | W      |
      | W      | 9H AH QH       | W      |
      | W      | QC KC 8S       | S      |
      | S      | KD JD 9C       | S      |
      | S      | 10H JS QS      | S      |
    Then the contract is failed
