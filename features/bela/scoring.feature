@variant:bela @source:S002 @area:scoring
Feature: Scoring a deal in Bela for four players (S002)
  Each pair scores the card points of the tricks it won, and the pair taking the last trick 10 more: a
  clean game (no declaration) is worth 162. A pair taking every trick scores 90 more. The declarations
  of the pair holding the best one, and bela, are added to the deal's total. The pair that called trump
  must gather at least half the total plus one to pass: 82 of a clean 162, 92 of 182, 107 of 212.
  Otherwise it falls, exactly half included, and the other pair scores every point of the deal: card
  points, declarations and bela. A pair that took no trick has no declaration and no bela.

  S deals every deal, so E leads the first trick; in the trick tables each row lists the cards in the
  order played, from the player who led, and the winner of each trick leads the next. Play goes E, N,
  W, S. The trick tables are complete deals played by the rules of seed 002.

  Scenario: Callers who pass score their points and so do the opponents
    Source S002: "Dacă perechea de cărți care a numit atu a trecut, adică a adunat jumătate + 1 punct din totalul jocului, punctele pe care au reușit să le adune se adaugă la fiecare pereche."

    Given the contract is hearts taken by N
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | JD 10D 8D 9D   | N      |
      | N      | JH KH 9H QH    | N      |
      | N      | 9C AC 10C 8C   | W      |
      | W      | AS 8S KS QS    | W      |
      | W      | JC 10H 7C KC   | S      |
      | S      | 10S JS 7H 9S   | N      |
      | N      | AD AH 7D KD    | W      |
      | W      | QC QD 7S 8H    | N      |
    Then the contract is made
    And NS score 97 and EW score 65
    And the deal's points go to the match score as they are

  # The last trick holds no card points: EW's 68 are 58 card points and the 10 of the last trick.
  Scenario: The pair taking the last trick scores 10 more
    Source S002: "Cuplul care poartă ultima atingere primește încă 10 puncte."

    Given the contract is hearts taken by N
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | 10S 8S AS 7H   | S      |
      | S      | JH QH 8H 9H    | S      |
      | S      | KH AH KS 10H   | E      |
      | E      | 10C AC JC KC   | N      |
      | N      | 7C QD 8C QC    | E      |
      | E      | JS QS 7S KD    | N      |
      | N      | JD AD 9D 10D   | W      |
      | W      | 9S 7D 8D 9C    | W      |
    Then the contract is made
    And NS score 94 and EW score 68

  Scenario: A pair taking every trick scores 90 more
    Source S002: "Dacă un jucător sau o pereche de cărți colectează toate trucurile, ei primesc alte 90 de puncte."

    Given the contract is hearts taken by N
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | 7S AS 9S 8S    | N      |
      | N      | JH 8H AH 7H    | N      |
      | N      | 9H 7C 10H QH   | N      |
      | N      | 10D 7D AD 9D   | S      |
      | S      | KH 9C 10S JD   | S      |
      | S      | AC QC KC 10C   | S      |
      | S      | KD QS 8D QD    | S      |
      | S      | 8C KS JC JS    | N      |
    Then the contract is made
    And NS score 252 and EW score 0

  Scenario: In a clean game 82 points are enough to pass
    Source S002: "Perechea care apelează trebuie să adune cel puțin jumătate + 1 punct din totalul jocului, dacă dorește să treacă."
    Source S002: "Deci, dacă jocul este curat, trebuie să aduni 82 de puncte pentru a trece."

    Given the contract is hearts taken by N
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | QH 10S AH JH   | S      |
      | S      | 7D 8D KD AD    | W      |
      | W      | KS JS 9H 7S    | E      |
      | E      | QD 10D 8H KH   | S      |
      | S      | 10C AC 8C 9C   | E      |
      | E      | 9D AS 7H 10H   | S      |
      | S      | 7C QC JC 9S    | E      |
      | E      | JD 8S QS KC    | E      |
    Then the contract is made
    And NS score 82 and EW score 80

  Scenario: In a clean game 81 points, exactly half, is a fall
    Source S002: "Deci, dacă jocul este curat, trebuie să aduni 82 de puncte pentru a trece. Altfel, nu se trece ci „cade”."
    Source S002: "perechea de cărți opusă primește toate punctele."

    Given the contract is hearts taken by N
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | JC AC 10C 9C   | N      |
      | N      | 7C JH KC 8C    | W      |
      | W      | JS 8S 10S KS   | E      |
      | E      | 9D AD KD JD    | N      |
      | N      | KH 8H QH 10H   | E      |
      | E      | AS 7H 9S 7S    | N      |
      | N      | 10D 8D QD AH   | E      |
      | E      | QS 9H 7D QC    | N      |
    Then the contract is failed
    And NS score 0 and EW score 162

  Scenario: Callers who take no trick fall, and the other pair scores every point with the 90 for every trick
    Source S002: "Dacă un jucător sau o pereche de cărți colectează toate trucurile, ei primesc alte 90 de puncte."
    Source S002: "Dacă perechea de cărți care a numit atu a căzut, adică nu a strâns jumătate + 1 punct din totalul jocului, perechea de cărți opusă primește toate punctele."

    Given the contract is hearts taken by E
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | 7S AS 9S 8S    | N      |
      | N      | JH 8H AH 7H    | N      |
      | N      | 9H 7C 10H QH   | N      |
      | N      | 10D 7D AD 9D   | S      |
      | S      | KH 9C 10S JD   | S      |
      | S      | AC QC KC 10C   | S      |
      | S      | KD QS 8D QD    | S      |
      | S      | 8C KS JC JS    | N      |
    Then the contract is failed
    And NS score 252 and EW score 0

  Scenario: When the callers fall the other pair scores every point
    Source S002: "Dacă perechea de cărți care a numit atu a căzut, adică nu a strâns jumătate + 1 punct din totalul jocului, perechea de cărți opusă primește toate punctele."

    Given the contract is hearts taken by E
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | 7H QH 9H JH    | S      |
      | S      | KH AH 9D 8H    | E      |
      | E      | 7C AC QC 9C    | N      |
      | N      | JC KC 10H 8C   | S      |
      | S      | 9S AS 10S 8S   | E      |
      | E      | 7S KS 10D JS   | N      |
      | N      | KD AD 8D QS    | W      |
      | W      | JD 7D 10C QD   | N      |
    Then the contract is failed
    And NS score 162 and EW score 0

  Scenario: With 20 declared the game is 182 and 92 points pass
    Source S002: "Suma punctelor din joc crește dacă sunt în divizia de titluri."
    Source S002: "Toate titlurile sunt adunate și adăugate la 162. Jumătate+1 este din nou necesară din suma obținută pentru trecere."
    Source S002: "(Dacă au fost 20 de apeluri, jocul este 182 - pasa este 92"

    Given the contract is hearts taken by N
    And the dealer is S
    And N declared KS QS JS
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | KD 10D QD AD   | S      |
      | S      | QC JC AC 9C    | N      |
      | N      | 7C AH 8C 8H    | W      |
      | W      | 9S 10S AS QS   | E      |
      | E      | 8S JS 7S 10H   | S      |
      | S      | 7D 9D 9H JD    | N      |
      | N      | 10C KH KC QH   | W      |
      | W      | JH 8D 7H KS    | W      |
    Then the contract is made
    And NS score 92 and EW score 90

  Scenario: With 20 declared 91 points, exactly half, is a fall
    Source S002: "(Dacă au fost 20 de apeluri, jocul este 182 - pasa este 92"
    Source S002: "perechea de cărți opusă primește toate punctele."

    Given the contract is hearts taken by N
    And the dealer is S
    And N declared KS QS JS
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | 7C 8C 10C AH   | S      |
      | S      | JD QD KH 10D   | N      |
      | N      | JS AS 10S 7S   | W      |
      | W      | 10H QH JH 8H   | E      |
      | E      | AC JC 9C KD    | E      |
      | E      | 7H KS 9H 9S    | W      |
      | W      | QC AD 8D KC    | N      |
      | N      | QS 8S 9D 7D    | N      |
    Then the contract is failed
    And NS score 0 and EW score 182

  Scenario: With 50 declared the game is 212 and 107 points pass
    Source S002: "dacă au fost 50 de apeluri, jocul este 212 - pasa este de 107 puncte)."

    Given the contract is hearts taken by N
    And the dealer is S
    And N declared JD 10D 9D 8D
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | KD 10D AD 7D   | W      |
      | W      | 10C AC 8H QC   | E      |
      | E      | QS 10S 9S JS   | N      |
      | N      | 9D 10H 9H QD   | S      |
      | S      | 7C JH JC 8C    | E      |
      | E      | AS 7H KS 7S    | N      |
      | N      | 8D AH KC KH    | W      |
      | W      | QH 9C 8S JD    | W      |
    Then the contract is made
    And NS score 107 and EW score 105

  Scenario: The other pair's declaration raises the points the callers need
    Source S002: "Toate titlurile sunt adunate și adăugate la 162. Jumătate+1 este din nou necesară din suma obținută pentru trecere."
    Source S002: "dacă au fost 50 de apeluri, jocul este 212 - pasa este de 107 puncte)."

    Given the contract is hearts taken by N
    And the dealer is S
    And E declared QC JC 10C 9C
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | 9H JH 10H 7H   | N      |
      | N      | 7C KC QH 10C   | S      |
      | S      | 10S 9S AS QS   | N      |
      | N      | 8S 8H JS JD    | W      |
      | W      | QD AD KD KH    | N      |
      | N      | 8C AH 7S JC    | W      |
      | W      | 10D 8D 9C AC   | W      |
      | W      | 9D 7D QC KS    | W      |
    Then the contract is made
    And NS score 107 and EW score 105

  Scenario: Callers with 106 of 212 points fall
    Source S002: "dacă au fost 50 de apeluri, jocul este 212 - pasa este de 107 puncte)."
    Source S002: "perechea de cărți opusă primește toate punctele."

    Given the contract is hearts taken by N
    And the dealer is S
    And E declared QC JC 10C 9C
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | 9C 8C AC KC    | W      |
      | W      | KD 8D KH QD    | E      |
      | E      | 7C 9H AH 7H    | N      |
      | N      | 10S JS 9S 8S   | N      |
      | N      | KS JH QH QS    | W      |
      | W      | AD JD QC 8H    | N      |
      | N      | AS 10D 10H 10C | S      |
      | S      | 9D JC 7S 7D    | S      |
    Then the contract is failed
    And NS score 0 and EW score 212

  Scenario: When the callers fall their declarations go to the other pair
    Source S002: "Dacă perechea de cărți care a numit atu a căzut, adică nu a strâns jumătate + 1 punct din totalul jocului, perechea de cărți opusă primește toate punctele."

    Given the contract is hearts taken by N
    And the dealer is S
    And N declared JD 10D 9D 8D
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | 7D 10D AD KD   | W      |
      | W      | 10H AH JH 9H   | E      |
      | E      | 9S QS JS KS    | S      |
      | S      | QC AC 8C 7C    | E      |
      | E      | 7H JD 8H QH    | S      |
      | S      | 10C KH 9D JC   | E      |
      | E      | 7S 8S KC 10S   | S      |
      | S      | AS QD 8D 9C    | S      |
    Then the contract is failed
    And NS score 0 and EW score 212

  Scenario: Only the pair with the best declaration adds its declarations to the deal
    Source S002: "Titlul este recunoscut doar cuplului care are cel mai puternic (cel mai valoros) titlu (excepția este albă)."
    Source S002: "Toate titlurile sunt adunate și adăugate la 162."

    Given the contract is hearts taken by N
    And the dealer is S
    And N declared KS QS JS
    And E declared QC JC 10C 9C
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | JC AH 8C 7C    | N      |
      | N      | 10D QD KD JD   | N      |
      | N      | JS 7S 10S 8S   | S      |
      | S      | AS KH KS 9S    | E      |
      | E      | QC QH JH KC    | W      |
      | W      | 8H 9H AC QS    | S      |
      | S      | 10H 9C 7D 7H   | S      |
      | S      | 9D 10C AD 8D   | N      |
    Then the contract is made
    And NS score 113 and EW score 99

  Scenario: A pair that took no trick keeps no declaration
    Source S002: "O pereche de cărți (inclusiv alb) nu este recunoscută dacă nu au luat cel puțin un truc."

    Given the contract is hearts taken by N
    And the dealer is S
    And E declared 10C 9C 8C 7C
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | 7C KC JC AC    | S      |
      | S      | AH 7D JH 8H    | N      |
      | N      | 9H 7S 10H 8C   | N      |
      | N      | KH 8D QH 9C    | N      |
      | N      | AS 8S 10S 9S   | N      |
      | N      | KD JD AD QD    | S      |
      | S      | 7H 10C QC JS   | S      |
      | S      | KS 10D 9D QS   | S      |
    Then the contract is made
    And NS score 252 and EW score 0
