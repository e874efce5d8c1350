@variant:bela-2p @source:S002 @area:scoring
Feature: Scoring a deal in Bela for two players (S002)
  Each player scores the card points of the tricks he won, 10 more for the last trick and 90 more for
  taking every trick. Only 20 of the 32 cards are played, so a deal's total varies with the cards dealt:
  the comments give each table's card points. The player who fixed the trump needs at least half the
  total plus one; otherwise he falls, exactly half included, and his opponent scores every point.

  S deals every deal, so N leads the first trick; in the trick tables each row lists the two cards in
  the order played, from the player who led, and the winner of each trick leads the next. The tables
  are complete deals played by the rules of seed 002. Hearts are trump.

  # The 20 cards played hold 90 card points; with the last trick the deal is worth 100, and N needs 51.
  Scenario: A player who passes scores his points and so does his opponent
    Source S002: "Perechea care apelează trebuie să adune cel puțin jumătate + 1 punct din totalul jocului, dacă dorește să treacă."
    Source S002: "punctele pe care au reușit să le adune se adaugă la fiecare pereche."

    Given the contract is hearts taken by N
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | N      | AH 8H          | N      |
      | N      | QH 7H          | N      |
      | N      | 8C KC          | S      |
      | S      | 9C JH          | N      |
      | N      | 9H 9D          | N      |
      | N      | AD KD          | N      |
      | N      | KS 7S          | N      |
      | N      | 10D 7C         | N      |
      | N      | 9S QS          | S      |
      | S      | QC QD          | S      |
    Then the contract is made
    And N score 77 and S score 23
    And the deal's points go to the match score as they are

  # 96 card points, 106 with the last trick: N's 24 fall short of 54.
  Scenario: A player who falls leaves every point to his opponent
    Source S002: "Dacă perechea de cărți care a numit atu a căzut, adică nu a strâns jumătate + 1 punct din totalul jocului, perechea de cărți opusă primește toate punctele."

    Given the contract is hearts taken by N
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | N      | 10H JH         | S      |
      | S      | 10D 9D         | S      |
      | S      | JD KD          | N      |
      | N      | QC 10C         | S      |
      | S      | 8D QD          | N      |
      | N      | 8S 10S         | S      |
      | S      | 7C 8C          | N      |
      | N      | JS QS          | S      |
      | S      | KH AH          | N      |
      | N      | 7S KS          | S      |
    Then the contract is failed
    And N score 0 and S score 106

  # 104 card points, 114 with the last trick, 134 with N's 20: N's 42 and 20 make 62, short of 68.
  Scenario: A player who falls loses his declarations to his opponent too
    Source S002: "Dacă perechea de cărți care a numit atu a căzut, adică nu a strâns jumătate + 1 punct din totalul jocului, perechea de cărți opusă primește toate punctele."
    Source S002: "Toate titlurile sunt adunate și adăugate la 162."

    Given the contract is hearts taken by N
    And the dealer is S
    And N declared 9S 10S JS
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | N      | 10H JH         | S      |
      | S      | QC AC          | N      |
      | N      | KC 10C         | S      |
      | S      | 8S 10S         | N      |
      | N      | AD 9D          | N      |
      | N      | JC 8H          | S      |
      | S      | 8D QD          | N      |
      | N      | JS AS          | S      |
      | S      | 7H KH          | N      |
      | N      | 9S QS          | S      |
    Then the contract is failed
    And N score 0 and S score 134


  # 87 card points, 97 with the last trick, 117 with N's bela: N's 30 and 20 make 50, less than half.
  Scenario: A player who falls loses his bela to his opponent too
    Source S002: "Dacă perechea de cărți care a numit atu a căzut, adică nu a strâns jumătate + 1 punct din totalul jocului, perechea de cărți opusă primește toate punctele."

    Given the contract is hearts taken by N
    And N played KH then QH announcing only the first
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | N      | 9D AD          | S      |
      | S      | 10H KH         | S      |
      | S      | KS AS          | N      |
      | N      | QC KC          | S      |
      | S      | 7C 10C         | N      |
      | N      | 7D AH          | S      |
      | S      | 9S JS          | N      |
      | N      | 8S 10S         | S      |
      | S      | 8C QH          | N      |
      | N      | KD 7H          | S      |
    Then the contract is failed
    And N score 0 and S score 117


  # 110 card points, 120 with the last trick: N's 60 is exactly half.
  Scenario: Exactly half of the points is a fall
    Source S002: "Perechea care apelează trebuie să adune cel puțin jumătate + 1 punct din totalul jocului, dacă dorește să treacă."
    Source S002: "Altfel, nu se trece ci „cade”."

    Given the contract is hearts taken by N
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | N      | 8C 10C         | S      |
      | S      | AD 10D         | S      |
      | S      | QD AH          | N      |
      | N      | 7C KC          | S      |
      | S      | 9D 8H          | N      |
      | N      | JH QH          | N      |
      | N      | AC 10H         | S      |
      | S      | 7H 7S          | S      |
      | S      | JD JS          | S      |
      | S      | QS 10S         | N      |
    Then the contract is failed
    And N score 0 and S score 120

  # 109 card points, 10 for the last trick and 90 for all the tricks.
  Scenario: A player taking every trick scores 90 more
    Source S002: "Dacă un jucător sau o pereche de cărți colectează toate trucurile, ei primesc alte 90 de puncte."
    Source S002: "Cuplul care poartă ultima atingere primește încă 10 puncte."

    Given the contract is hearts taken by N
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | N      | JH 8H          | N      |
      | N      | 9H 7C          | N      |
      | N      | AH 8C          | N      |
      | N      | KH 9D          | N      |
      | N      | 7H JC          | N      |
      | N      | AC QS          | N      |
      | N      | AS KS          | N      |
      | N      | KC KD          | N      |
      | N      | 9C 10S         | N      |
      | N      | 8S AD          | N      |
    Then the contract is made
    And N score 209 and S score 0

  # 108 card points, 118 with the last trick, 138 with N's 20: N's 50 and 20 make 70, half plus one.
  Scenario: A declaration is added to the total and counts toward half plus one
    Source S002: "Toate titlurile sunt adunate și adăugate la 162. Jumătate+1 este din nou necesară din suma obținută pentru trecere."

    Given the contract is hearts taken by N
    And the dealer is S
    And N declared KS QS JS
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | N      | 10D 7D         | N      |
      | N      | 7C QC          | S      |
      | S      | QD KD          | N      |
      | N      | AC 10C         | N      |
      | N      | JS 8S          | N      |
      | N      | 9H JH          | S      |
      | S      | 9C 10H         | N      |
      | N      | 9S AH          | S      |
      | S      | QH QS          | S      |
      | S      | 8H KS          | S      |
    Then the contract is made
    And N score 70 and S score 68

  # S holds AD KD QD but takes no trick: his 20 are not recognized.
  Scenario: A player who took no trick keeps no declaration
    Source S002: "O pereche de cărți (inclusiv alb) nu este recunoscută dacă nu au luat cel puțin un truc."

    Given the contract is hearts taken by N
    And the dealer is S
    And S declared AD KD QD
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | N      | JH 8H          | N      |
      | N      | 9H 7C          | N      |
      | N      | AH 8C          | N      |
      | N      | KH 9D          | N      |
      | N      | 7H JC          | N      |
      | N      | AC QD          | N      |
      | N      | AS KS          | N      |
      | N      | KC KD          | N      |
      | N      | 9C 10S         | N      |
      | N      | 8S AD          | N      |
    Then the contract is made
    And N score 209 and S score 0
