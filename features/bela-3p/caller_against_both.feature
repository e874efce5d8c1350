@variant:bela-3p @source:S002 @area:scoring
Feature: The caller in three-player Bela needs half the points plus one (S002)
  Half the deal's points plus one means more than both opponents together, not just more than the
  better of them. (The cards below were dealt at random; only the scoring is under test. Each row
  lists a trick's cards in playing order; the winner took them.)

  # E: 7S 8D JD (2) + 9C JS 7D (2) + 9S QS KC (7) + 10D JC QH (10+2+3) + 10S KS AC (25) + the
  # set-aside 10H AS (10+11) = 72; S: AD 8H 9H (25) + QC 8C AH (14) + 7H 7C QD (3) + last trick 10 = 52;
  # W: KH JH KD (4+20+4) + 9D 10C 8S (10) = 38. E has more than each but fewer than 90 of 162: a fall,
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
