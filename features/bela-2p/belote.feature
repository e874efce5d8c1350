@variant:bela-2p @source:S002 @area:belote
Feature: Bela, the King and Queen of trump, in Bela for two players (S002)
  As at four: a player holding the King and the Queen of trump has bela, worth 20 points, if he says
  "bela" as he plays the first of the two; saying it again with the second is not required.

  S deals, so N leads the first trick; each row lists the two cards in the order played, from the player
  who led, and the winner of each trick leads the next. Hearts are trump. The 20 cards played hold 90
  card points, 100 with the last trick.

  Scenario: Bela announced is worth 20 at two as well
    Source S002: "albul este numit și cazul când jucătorul are un rege în mâini și o regină în atu. Albul valorează încă 20 de puncte."

    Given the contract is hearts taken by N
    And N played KH then QH announcing both
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | N      | 10H QD         | N      |
      | N      | 10C AC         | S      |
      | S      | 9S 10S         | N      |
      | N      | AD 10D         | N      |
      | N      | KD 8S          | N      |
      | N      | 7S JS          | S      |
      | S      | JC QC          | N      |
      | N      | 8H KC          | N      |
      | N      | KH QS          | N      |
      | N      | QH 8C          | N      |
    Then the contract is made
    And N score 97 and S score 23

  Scenario: Announcing bela with the first card alone is enough at two
    Source S002: "Un jucător care are un rege și o regină în atu-ul numește alb în momentul în care aruncă una dintre acele două cărți pentru prima dată."
    Source S002: "Este obligatoriu să anunțați alb, în timp ce aruncarea celeilalte cărți care formează alb nu este obligatorie, deși se poate spune „din alb”."

    Given the contract is hearts taken by N
    And N played KH then QH announcing only the first
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | N      | 10H QD         | N      |
      | N      | 10C AC         | S      |
      | S      | 9S 10S         | N      |
      | N      | AD 10D         | N      |
      | N      | KD 8S          | N      |
      | N      | 7S JS          | S      |
      | S      | JC QC          | N      |
      | N      | 8H KC          | N      |
      | N      | KH QS          | N      |
      | N      | QH 8C          | N      |
    Then the contract is made
    And N score 97 and S score 23

  Scenario: Bela never announced scores nothing at two
    Source S002: "Este important de reținut că jucătorul este obligat să le arate clar celorlalți jucători că are rangul de alb și va face acest lucru spunând „alb” în timpul primei aruncări fie a regelui, fie a reginei."

    Given the contract is hearts taken by N
    And N played KH then QH announcing neither
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | N      | 10H QD         | N      |
      | N      | 10C AC         | S      |
      | S      | 9S 10S         | N      |
      | N      | AD 10D         | N      |
      | N      | KD 8S          | N      |
      | N      | 7S JS          | S      |
      | S      | JC QC          | N      |
      | N      | 8H KC          | N      |
      | N      | KH QS          | N      |
      | N      | QH 8C          | N      |
    Then the contract is made
    And N score 77 and S score 23

  Scenario: Bela played Queen then King and announced is worth 20 at two as well
    Source S002: "Un jucător care are un rege și o regină în atu-ul numește alb în momentul în care aruncă una dintre acele două cărți pentru prima dată."
    Source S002: "spunând „alb” în timpul primei aruncări fie a regelui, fie a reginei"

    Given the contract is hearts taken by N
    And N played QH then KH announcing both
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | N      | 10H QD         | N      |
      | N      | 10C AC         | S      |
      | S      | 9S 10S         | N      |
      | N      | AD 10D         | N      |
      | N      | KD 8S          | N      |
      | N      | 7S JS          | S      |
      | S      | JC QC          | N      |
      | N      | 8H KC          | N      |
      | N      | QH QS          | N      |
      | N      | KH 8C          | N      |
    Then the contract is made
    And N score 97 and S score 23

  # 84 points in the cards and the last trick: N's tricks hold 41 and S's 43, so N passes only with
  # his bela: 61 of 104.
  Scenario: The bela of the player who fixed the trump counts toward the points he needs
    Source S002: "Toate titlurile sunt adunate și adăugate la 162. Jumătate+1 este din nou necesară din suma obținută pentru trecere."
    Source S002: "Albul valorează încă 20 de puncte."

    Given the contract is hearts taken by N
    And N played KH then QH announcing both
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | N      | 7H 8C          | N      |
      | N      | AD KD          | N      |
      | N      | 10C AC         | S      |
      | S      | 10S 7S         | S      |
      | S      | JS 9S          | S      |
      | S      | 10D 8D         | S      |
      | S      | 8S 8H          | N      |
      | N      | KC 9C          | N      |
      | N      | KH QC          | N      |
      | N      | QH JC          | N      |
    Then the contract is made
    And N score 61 and S score 43
