@variant:bela-2p @source:S002 @area:scoring
Feature: Comparing declarations in Bela for two players (S002)
  As at four, only the player holding the best declaration scores, and then all of his declarations.
  Four of a kind beats a run of five; between runs of the same length the higher top card wins; between
  equal declarations the player who had the right to fix the trump first - the player who did not
  deal - wins. S deals in every scenario. Hearts are trump.

  Scenario: Weaker declarations score nothing even when together they are worth more
    Source S002: "Titlul este recunoscut doar cuplului care are cel mai puternic (cel mai valoros) titlu (excepția este albă)."
    Source S002: "Nimic nu este recunoscut pentru a doua pereche, chiar dacă au în mână mai multe titluri mai slabe care, adunate împreună, valorează mai mult decât titlurile perechii opuse."
    Source S002: "Între două secvențe care conțin același număr de cărți, secvența care conține cartea mai mare are prioritate"

    Given the contract is hearts
    And the dealer is S
    And S holds 8C 9C 10C JC AH KH QH 7S 8S 9S
    And N holds 9D 10D JD QD 7C AC 8H 10S KS AS
    Then the declarations score N 50 and S 0

  Scenario: Four of a kind beats a run of five
    Source S002: "Patru de un fel (cu excepția opt și șapte) este mai puternic decât un costum de cinci cărți."

    Given the contract is hearts
    And the dealer is S
    And N holds KD QD JD 10D 9D 7C
    And S holds AC AD AH AS 8S
    Then the declarations score N 0 and S 100

  Scenario: Between equal declarations the player who did not deal wins
    Source S002: "cel care a avut dreptul de a determina atu înainte (cel care este mai aproape de dealer-ul din dreapta) obține avantajul"
    Source S002: "Jucătorul care nu a împărțit are avantajul."

    Given the contract is hearts
    And the dealer is S
    And S holds KC QC JC 8D 9S
    And N holds KD QD JD 7S 8C
    Then the declarations score N 20 and S 0

  Scenario: Between runs of the same length the higher top card wins over the player who did not deal
    Source S002: "Între două secvențe care conțin același număr de cărți, secvența care conține cartea mai mare are prioritate, deci secvența de opt, nouă, zece, băiat, este mai slabă decât succesiunea de nouă, zece, băiat, regină."

    Given the contract is hearts
    And the dealer is S
    And N holds 8C 9C 10C JC AS
    And S holds 9D 10D JD QD 7S
    Then the declarations score N 0 and S 50

  Scenario: Four Jacks, worth 200, beat four Aces held by the player who did not deal
    Source S002: "Titlul este recunoscut doar cuplului care are cel mai puternic (cel mai valoros) titlu (excepția este albă)."
    Source S002: "4 băieți: 200 de puncte"

    Given the contract is hearts
    And the dealer is S
    And N holds AC AD AH AS 9S
    And S holds JC JD JH JS 7D
    Then the declarations score N 0 and S 200

  Scenario: The player with the best declaration keeps his runs beside the other player's four of a kind
    Source S002: "Titlul este recunoscut doar cuplului care are cel mai puternic (cel mai valoros) titlu (excepția este albă)."
    Source S002: "Nimic nu este recunoscut pentru a doua pereche"

    Given the contract is hearts
    And the dealer is S
    And N holds KC KD KH KS 8D
    And S holds JC JD JH JS 7S 8S 9S
    Then the declarations score N 0 and S 220

  # Seed 002 lets the higher card decide between runs "of the same number of cards"; a run of six is
  # worth 100 like a run of five, and between the two the longer one wins.
  Scenario: Between runs worth 100 a run of six beats a run of five with a higher top card
    Source S002: "Între două secvențe care conțin același număr de cărți, secvența care conține cartea mai mare are prioritate"
    Source S002: "Șase sau șapte cărți într-un rând de aceeași culoare sunt evaluate la fel ca o secvență de cinci cărți, deci 100 de puncte."

    Given the contract is hearts
    And the dealer is S
    And N holds AC KC QC JC 10C 7S
    And S holds KD QD JD 10D 9D 8D
    Then the declarations score N 0 and S 100

  # Four Kings and four Aces are both worth 100: the same valuable declaration, which goes to the player
  # who did not deal, whatever the ranks.
  Scenario: Between two carrés of 100 the player who did not deal wins, whatever their ranks
    Source S002: "4 ași, zeci, rege și regină: 100 de puncte"
    Source S002: "Dacă, în schimb, se întâmplă ca doi jucători din perechi opuse să aibă același titlu valoros, cel care a avut dreptul de a determina atu înainte (cel care este mai aproape de dealer-ul din dreapta) obține avantajul."

    Given the contract is hearts
    And the dealer is S
    And N holds KC KD KH KS 9S
    And S holds AC AD AH AS 7D
    Then the declarations score N 100 and S 0
