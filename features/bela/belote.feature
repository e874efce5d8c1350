@variant:bela @source:S002 @area:belote
Feature: Bela, the King and Queen of trump, in Bela for four players (S002)
  A player holding the King and the Queen of trump has bela, worth 20 points. He must say "bela" when he
  plays the first of the two, King or Queen; saying it again with the second is allowed, not required.
  Bela is added to the deal's total like a declaration and counts toward the half plus one; when the
  callers fall it goes to the other pair with every other point; a pair that took no trick loses it.

  S deals every deal, so E leads the first trick; in the trick tables each row lists the cards in the
  order played, from the player who led, and the winner of each trick leads the next. Play goes E, N,
  W, S. Hearts are trump.

  Scenario: Bela played King then Queen and announced scores 20
    Source S002: "albul este numit și cazul când jucătorul are un rege în mâini și o regină în atu. Albul valorează încă 20 de puncte."

    Given the contract is hearts taken by N
    And N played KH then QH announcing both
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | JD AD 9D QD    | N      |
      | N      | 8D AH 10D 7D   | W      |
      | W      | 8C QC 10C KH   | N      |
      | N      | JS KS AS 9S    | S      |
      | S      | 8S 7S QS 10H   | W      |
      | W      | JH 7H 8H 9H    | W      |
      | W      | JC KC AC QH    | N      |
      | N      | KD 9C 10S 7C   | N      |
    Then the contract is made
    And NS score 114 and EW score 68

  Scenario: Bela played Queen then King scores 20 too
    Source S002: "spunând „alb” în timpul primei aruncări fie a regelui, fie a reginei"

    Given the contract is hearts taken by N
    And N played QH then KH announcing both
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | AH 9H 10H 8H   | N      |
      | N      | 9S 10S 8S AS   | E      |
      | E      | 7C KC JC 10C   | S      |
      | S      | QD KD 8D 10D   | W      |
      | W      | AD JD JH QH    | E      |
      | E      | 9C KH QC AC    | N      |
      | N      | KS 9D 7H QS    | S      |
      | S      | 7D 7S JS 8C    | S      |
    Then the contract is made
    And NS score 108 and EW score 74

  Scenario: Announcing bela with the first card alone is enough
    Source S002: "Este obligatoriu să anunțați alb, în timp ce aruncarea celeilalte cărți care formează alb nu este obligatorie, deși se poate spune „din alb”."
    Source S002: "Un jucător care are un rege și o regină în atu-ul numește alb în momentul în care aruncă una dintre acele două cărți pentru prima dată."

    Given the contract is hearts taken by N
    And N played KH then QH announcing only the first
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | JD AD 9D QD    | N      |
      | N      | 8D AH 10D 7D   | W      |
      | W      | 8C QC 10C KH   | N      |
      | N      | JS KS AS 9S    | S      |
      | S      | 8S 7S QS 10H   | W      |
      | W      | JH 7H 8H 9H    | W      |
      | W      | JC KC AC QH    | N      |
      | N      | KD 9C 10S 7C   | N      |
    Then the contract is made
    And NS score 114 and EW score 68

  Scenario: Bela never announced scores nothing
    Source S002: "Este important de reținut că jucătorul este obligat să le arate clar celorlalți jucători că are rangul de alb și va face acest lucru spunând „alb” în timpul primei aruncări fie a regelui, fie a reginei."
    Source S002: "Este obligatoriu să anunțați alb"

    Given the contract is hearts taken by N
    And N played KH then QH announcing neither
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | JD AD 9D QD    | N      |
      | N      | 8D AH 10D 7D   | W      |
      | W      | 8C QC 10C KH   | N      |
      | N      | JS KS AS 9S    | S      |
      | S      | 8S 7S QS 10H   | W      |
      | W      | JH 7H 8H 9H    | W      |
      | W      | JC KC AC QH    | N      |
      | N      | KD 9C 10S 7C   | N      |
    Then the contract is made
    And NS score 94 and EW score 68

  Scenario: The callers' bela counts toward the points they need
    Source S002: "(Dacă au fost 20 de apeluri, jocul este 182 - pasa este 92"
    Source S002: "Albul valorează încă 20 de puncte."

    Given the contract is hearts taken by N
    And N played KH then QH announcing both
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | KC AC JC QC    | N      |
      | N      | KH 7H 10H JH   | E      |
      | E      | 7S JS 10S QS   | W      |
      | W      | KS 9S 8S AS    | N      |
      | N      | 7D AD 9D 10D   | W      |
      | W      | KD JD QD QH    | N      |
      | N      | 9H 9C 8H AH    | N      |
      | N      | 8C 8D 7C 10C   | E      |
    Then the contract is made
    And NS score 92 and EW score 90

  Scenario: When the callers fall their bela goes to the other pair
    Source S002: "perechea de cărți opusă primește toate punctele."
    Source S002: "Albul valorează încă 20 de puncte."

    Given the contract is hearts taken by N
    And N played KH then QH announcing both
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | 7S 10S KS QS   | N      |
      | N      | KH JH 10H 8H   | W      |
      | W      | QD AD AH KD    | E      |
      | E      | KC 8C AC 7C    | W      |
      | W      | 10D 7D JC JD   | W      |
      | W      | 7H 9H 9S QH    | S      |
      | S      | QC JS 8S 9C    | S      |
      | S      | 10C AS 8D 9D   | S      |
    Then the contract is failed
    And NS score 0 and EW score 182

  Scenario: The other pair's bela raises the points the callers need
    Source S002: "(Dacă au fost 20 de apeluri, jocul este 182 - pasa este 92"
    Source S002: "Altfel, nu se trece ci „cade”."

    Given the contract is hearts taken by N
    And E played QH then KH announcing both
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | QS 10S JS KS   | N      |
      | N      | KC 10C JC AC   | E      |
      | E      | QH JH AH 8H    | N      |
      | N      | 8D 9D JD 10D   | E      |
      | E      | KD 7D 10H QD   | W      |
      | W      | 7C QC 8C 7H    | N      |
      | N      | AS 9S 7S KH    | E      |
      | E      | AD 8S 9C 9H    | S      |
    Then the contract is failed
    And NS score 0 and EW score 182

  Scenario: A pair that took no trick loses its bela
    Source S002: "O pereche de cărți (inclusiv alb) nu este recunoscută dacă nu au luat cel puțin un truc."

    Given the contract is hearts taken by N
    And E played QH then KH announcing both
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | 9D 10D 7D AD   | S      |
      | S      | AH QH JH 8H    | N      |
      | N      | 9H 7C 10H KH   | N      |
      | N      | AS 8S 10S 9S   | N      |
      | N      | QS JS 7H KS    | S      |
      | S      | AC QC JC 9C    | S      |
      | S      | 10C QD 8D KC   | S      |
      | S      | 8C KD 7S JD    | S      |
    Then the contract is made
    And NS score 252 and EW score 0

  Scenario: Bela counts even for the pair without the best declaration
    Source S002: "Titlul este recunoscut doar cuplului care are cel mai puternic (cel mai valoros) titlu (excepția este albă)."

    Given the contract is hearts taken by N
    And the dealer is S
    And N declared JD 10D 9D 8D
    And E played KH then QH announcing both
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | 9H 7H 10H JH   | S      |
      | S      | AC KH QC 8C    | E      |
      | E      | QH 9D 8H AH    | S      |
      | S      | 9C 7S JC KC    | W      |
      | W      | 9S 8S JS AS    | N      |
      | N      | JD 10C AD 7D   | S      |
      | S      | KD QD 10D KS   | N      |
      | N      | 8D 10S 7C QS   | N      |
    Then the contract is made
    And NS score 188 and EW score 44
