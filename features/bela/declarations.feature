@variant:bela @source:S002 @area:scoring
Feature: Declarations in Bela (S002)
  A declaration is a combination in a player's hand that brings extra points. Four of a kind: Jacks 200,
  nines 150, Aces, tens, Kings or Queens 100; four eights or four sevens nothing. Three cards in a row
  of one suit 20, four 50, five 100, and six or seven in a row 100 like five. For runs the cards go in
  the order A K Q J 10 9 8 7. Only the pair holding the best declaration scores, and then all of its
  declarations: four of a kind beats a run of five, a run of the same length with the higher top card
  beats the other, and between equal declarations of opposite pairs the player nearer the dealer's right
  (who had the right to call first) wins. Hearts are trump in every scenario.

  The values of the combinations are the same for two, three and four players: those scenarios, on S's
  hand, run against bela-2p and bela-3p too. The comparisons between pairs run against bela only
  (bela-2p/declarations.feature and bela-3p/declarations.feature compare single players).

  @variant:bela-2p @variant:bela-3p
  Scenario: Four Jacks are worth 200
    Source S002: "4 băieți: 200 de puncte"

    Given the contract is hearts
    And S holds JC JD JH JS 7C 9D
    Then S's declarations are worth 200

  @variant:bela-2p @variant:bela-3p
  Scenario: Four nines are worth 150
    Source S002: "4 nouă: 150 de puncte"

    Given the contract is hearts
    And S holds 9C 9D 9H 9S 7C JD
    Then S's declarations are worth 150

  @variant:bela-2p @variant:bela-3p
  Scenario: Four Aces and four tens are worth 100 each
    Source S002: "4 ași, zeci, rege și regină: 100 de puncte"

    Given the contract is hearts
    And S holds AC AD AH AS 10C 10D 10H 10S
    Then S's declarations are worth 100 and 100

  @variant:bela-2p @variant:bela-3p
  Scenario: Four Kings and four Queens are worth 100 each
    Source S002: "4 ași, zeci, rege și regină: 100 de puncte"

    Given the contract is hearts
    And S holds KC KD KH KS QC QD QH QS
    Then S's declarations are worth 100 and 100

  @variant:bela-2p @variant:bela-3p
  Scenario: Four Kings alone are worth 100
    Source S002: "4 ași, zeci, rege și regină: 100 de puncte"

    Given the contract is hearts
    And S holds KC KD KH KS 7C 9D
    Then S's declarations are worth 100

  @variant:bela-2p @variant:bela-3p
  Scenario: Four Queens alone are worth 100
    Source S002: "4 ași, zeci, rege și regină: 100 de puncte"

    Given the contract is hearts
    And S holds QC QD QH QS 7C 9D
    Then S's declarations are worth 100

  @variant:bela-2p @variant:bela-3p
  Scenario: Four eights and four sevens are worth nothing
    Source S002: "Patru opt și patru săptămâni nu valorează nimic."

    Given the contract is hearts
    And S holds 8C 8D 8H 8S 7C 7D 7H 7S
    Then S has no declaration

  @variant:bela-2p @variant:bela-3p
  Scenario: Three cards in a row of one suit are worth 20
    Source S002: "Valorează 3 cărți la rând în același costum: 20 de puncte"

    Given the contract is hearts
    And S holds KS QS JS 7C 9D AH
    Then S's declarations are worth 20

  @variant:bela-2p @variant:bela-3p
  Scenario: Four cards in a row are worth 50
    Source S002: "4 cărți: 50 de puncte"

    Given the contract is hearts
    And S holds JD 10D 9D 8D AC 7S
    Then S's declarations are worth 50

  @variant:bela-2p @variant:bela-3p
  Scenario: Five cards in a row are worth 100
    Source S002: "5 cărți: 100 de puncte"

    Given the contract is hearts
    And S holds AC KC QC JC 10C 8D 9H 7S
    Then S's declarations are worth 100

  @variant:bela-2p @variant:bela-3p
  Scenario: Six cards in a row are worth 100 like five
    Source S002: "Șase sau șapte cărți într-un rând de aceeași culoare sunt evaluate la fel ca o secvență de cinci cărți, deci 100 de puncte."

    Given the contract is hearts
    And S holds AC KC QC JC 10C 9C 7D 8H
    Then S's declarations are worth 100

  @variant:bela-2p @variant:bela-3p
  Scenario: Seven cards in a row are worth 100 like five
    Source S002: "Șase sau șapte cărți într-un rând de aceeași culoare sunt evaluate la fel ca o secvență de cinci cărți, deci 100 de puncte."

    Given the contract is hearts
    And S holds AS KS QS JS 10S 9S 8S 7D
    Then S's declarations are worth 100

  @variant:bela-2p @variant:bela-3p
  Scenario: Ace, ten and King of one suit are no run
    Source S002: "Când vine vorba de call, ordinea cărților este următoarea: As, Rege, Regina, Jack, Zece, Nouă, Opt și Șapte."

    Given the contract is hearts
    And S holds AD 10D KD 9C 7S QH
    Then S has no declaration

  @variant:bela-2p @variant:bela-3p
  Scenario: Queen, Jack and ten of one suit are a run
    Source S002: "Când vine vorba de call, ordinea cărților este următoarea: As, Rege, Regina, Jack, Zece, Nouă, Opt și Șapte."

    Given the contract is hearts
    And S holds QC JC 10C 8D 7H AS
    Then S's declarations are worth 20

  @variant:bela-2p @variant:bela-3p
  Scenario: A hand may hold several declarations
    Source S002: "Prin „vocație” se înțelege o serie specială de cărți pe care jucătorul le are în mâini, care îi aduce puncte suplimentare."

    Given the contract is hearts
    And S holds AC KC QC 9D 8D 7D JS
    Then S's declarations are worth 20 and 20

  Scenario: Only the pair with the most valuable declaration scores
    Source S002: "Titlul este recunoscut doar cuplului care are cel mai puternic (cel mai valoros) titlu (excepția este albă)."

    Given the contract is hearts
    And the dealer is S
    And E holds KC QC JC 7D 9S
    And N holds 10D 9D 8D 7D AS
    Then the declarations score NS 50 and EW 0

  Scenario: Weaker declarations score nothing even when together they are worth more
    Source S002: "Nimic nu este recunoscut pentru a doua pereche, chiar dacă au în mână mai multe titluri mai slabe care, adunate împreună, valorează mai mult decât titlurile perechii opuse."

    Given the contract is hearts
    And the dealer is S
    And N holds JD 10D 9D 8D AS 7C
    And E holds KC QC JC 9S 8S 7S
    And W holds AH KH QH
    Then the declarations score NS 50 and EW 0

  Scenario: The pair with the best declaration scores all of its declarations
    Source S002: "Titlul este recunoscut doar cuplului care are cel mai puternic (cel mai valoros) titlu (excepția este albă)."

    Given the contract is hearts
    And the dealer is S
    And N holds JD 10D 9D 8D AS 7C
    And S holds KC QC JC 9S 8S 7S
    And E holds AH KH QH
    Then the declarations score NS 90 and EW 0

  Scenario: Four of a kind beats a run of five
    Source S002: "Patru de un fel (cu excepția opt și șapte) este mai puternic decât un costum de cinci cărți."

    Given the contract is hearts
    And the dealer is S
    And E holds AC KC QC JC 10C 7D
    And N holds QC QD QH QS 9H
    Then the declarations score NS 100 and EW 0

  Scenario: Four of a kind beats a run of six, which is worth no more than a run of five
    Source S002: "Patru de un fel (cu excepția opt și șapte) este mai puternic decât un costum de cinci cărți."
    Source S002: "Șase sau șapte cărți într-un rând de aceeași culoare sunt evaluate la fel ca o secvență de cinci cărți, deci 100 de puncte."

    Given the contract is hearts
    And the dealer is S
    And E holds KD QD JD 10D 9D 8D 7C
    And N holds AC AD AH AS 9H
    Then the declarations score NS 100 and EW 0

  Scenario: Between runs of the same length the higher top card wins
    Source S002: "Între două secvențe care conțin același număr de cărți, secvența care conține cartea mai mare are prioritate, deci secvența de opt, nouă, zece, băiat, este mai slabă decât succesiunea de nouă, zece, băiat, regină."

    Given the contract is hearts
    And the dealer is S
    And E holds 8C 9C 10C JC AS
    And N holds 9D 10D JD QD 7S
    Then the declarations score NS 50 and EW 0

  Scenario: Between equal declarations the player nearer the dealer's right wins
    Source S002: "Dacă, în schimb, se întâmplă ca doi jucători din perechi opuse să aibă același titlu valoros, cel care a avut dreptul de a determina atu înainte (cel care este mai aproape de dealer-ul din dreapta) obține avantajul."

    Given the contract is hearts
    And the dealer is S
    And E holds KC QC JC 7D
    And N holds KD QD JD 7S
    Then the declarations score NS 0 and EW 20

  Scenario: With another dealer another player is first to the dealer's right
    Source S002: "cel care a avut dreptul de a determina atu înainte (cel care este mai aproape de dealer-ul din dreapta) obține avantajul"

    Given the contract is hearts
    And the dealer is E
    And E holds KC QC JC 7D
    And N holds KD QD JD 7S
    Then the declarations score NS 20 and EW 0

  Scenario: Four Jacks, worth 200, beat four Aces held by the player nearer the dealer's right
    Source S002: "Titlul este recunoscut doar cuplului care are cel mai puternic (cel mai valoros) titlu (excepția este albă)."
    Source S002: "4 băieți: 200 de puncte"

    Given the contract is hearts
    And the dealer is S
    And E holds AC AD AH AS 9S
    And N holds JC JD JH JS 7D
    Then the declarations score NS 200 and EW 0

  Scenario: The pair with the best declaration keeps its runs beside the other pair's four of a kind
    Source S002: "Titlul este recunoscut doar cuplului care are cel mai puternic (cel mai valoros) titlu (excepția este albă)."
    Source S002: "Nimic nu este recunoscut pentru a doua pereche"

    Given the contract is hearts
    And the dealer is S
    And E holds KC KD KH KS 8D
    And N holds JC JD JH JS 7S 8S 9S
    Then the declarations score NS 220 and EW 0

  # Seed 002 lets the higher card decide between runs "of the same number of cards"; a run of six is
  # worth 100 like a run of five, and between the two the longer one wins.
  Scenario: Between runs worth 100 a run of six beats a run of five with a higher top card
    Source S002: "Între două secvențe care conțin același număr de cărți, secvența care conține cartea mai mare are prioritate"
    Source S002: "Șase sau șapte cărți într-un rând de aceeași culoare sunt evaluate la fel ca o secvență de cinci cărți, deci 100 de puncte."

    Given the contract is hearts
    And the dealer is S
    And E holds AC KC QC JC 10C 7S
    And N holds KD QD JD 10D 9D 8D
    Then the declarations score NS 100 and EW 0
