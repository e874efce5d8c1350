@variant:bela-3p @source:S002 @area:belote
Feature: Bela, the King and Queen of trump, in Bela for three players (S002)
  As at four: a player holding the King and the Queen of trump has bela, worth 20 points, if he says
  "bela" as he plays the first of the two, King or Queen; saying it again with the second is not
  required.

  S deals, so E calls and leads the first trick; each row lists the three cards in the order played,
  from the player who led, and the winner of each trick leads the next. Hearts are trump. E's tricks
  hold 80 card points, the last trick 10 more and his discards AS and 10S 21: 111 of 162 before bela.

  Scenario: Bela played Queen then King and announced is worth 20 at three as well
    Source S002: "albul este numit și cazul când jucătorul are un rege în mâini și o regină în atu. Albul valorează încă 20 de puncte."
    Source S002: "spunând „alb” în timpul primei aruncări fie a regelui, fie a reginei"

    Given the contract is hearts taken by E
    And E set aside AS 10S
    And E played QH then KH announcing both
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | QH AH JH       | S      |
      | S      | 7C QC KC       | W      |
      | W      | 7D KD AD       | E      |
      | E      | KS QS JS       | E      |
      | E      | 8S 8H 7S       | W      |
      | W      | 9D 8D QD       | E      |
      | E      | 9S 9C 10H      | S      |
      | S      | 7H KH 10D      | E      |
      | E      | 9H JC 8C       | E      |
      | E      | JD AC 10C      | E      |
    Then the contract is made
    And E score 131 and S score 44
    And W score 7 and S score 44

  Scenario: Announcing bela with the first card alone is enough at three
    Source S002: "Un jucător care are un rege și o regină în atu-ul numește alb în momentul în care aruncă una dintre acele două cărți pentru prima dată."
    Source S002: "Este obligatoriu să anunțați alb, în timp ce aruncarea celeilalte cărți care formează alb nu este obligatorie, deși se poate spune „din alb”."

    Given the contract is hearts taken by E
    And E set aside AS 10S
    And E played QH then KH announcing only the first
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | QH AH JH       | S      |
      | S      | 7C QC KC       | W      |
      | W      | 7D KD AD       | E      |
      | E      | KS QS JS       | E      |
      | E      | 8S 8H 7S       | W      |
      | W      | 9D 8D QD       | E      |
      | E      | 9S 9C 10H      | S      |
      | S      | 7H KH 10D      | E      |
      | E      | 9H JC 8C       | E      |
      | E      | JD AC 10C      | E      |
    Then the contract is made
    And E score 131 and S score 44

  Scenario: Bela never announced scores nothing at three
    Source S002: "Este important de reținut că jucătorul este obligat să le arate clar celorlalți jucători că are rangul de alb și va face acest lucru spunând „alb” în timpul primei aruncări fie a regelui, fie a reginei."

    Given the contract is hearts taken by E
    And E set aside AS 10S
    And E played QH then KH announcing neither
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | QH AH JH       | S      |
      | S      | 7C QC KC       | W      |
      | W      | 7D KD AD       | E      |
      | E      | KS QS JS       | E      |
      | E      | 8S 8H 7S       | W      |
      | W      | 9D 8D QD       | E      |
      | E      | 9S 9C 10H      | S      |
      | S      | 7H KH 10D      | E      |
      | E      | 9H JC 8C       | E      |
      | E      | JD AC 10C      | E      |
    Then the contract is made
    And E score 111 and S score 44

  # E's tricks hold 54 points and his discards AS and 10S 21: 75 of 162, short of more than W's 87
  # and S's 0 together; with his bela E has 95 of 182 and passes.
  Scenario: The caller's bela counts toward the points he needs at three
    Source S002: "Toate titlurile sunt adunate și adăugate la 162. Jumătate+1 este din nou necesară din suma obținută pentru trecere."
    Source S002: "(Dacă au fost 20 de apeluri, jocul este 182 - pasa este 92"

    Given the contract is hearts taken by E
    And E set aside AS 10S
    And E played KH then QH announcing both
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | AC 9C 7C       | E      |
      | E      | 10C QC JC      | E      |
      | E      | AD QD 7D       | E      |
      | E      | 7S 8S 9S       | S      |
      | S      | AH 7H JH       | W      |
      | W      | 9H 9D 10H      | W      |
      | W      | 8H JD KH       | E      |
      | E      | QH QS JS       | E      |
      | E      | 8C KC KD       | W      |
      | W      | 10D KS 8D      | W      |
    Then the contract is made
    And E score 95 and W score 87
    And S score 0 and W score 87
