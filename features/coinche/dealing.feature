@variant:coinche @source:FFBC @area:dealing
Feature: Dealing in Belote Coinchée (FFBC)
  The dealer gives every player all 8 cards before the auction, counter-clockwise from the player to
  the right, in three packets; nothing is turned up and nobody gets more cards after the auction. The
  FFB allows 3-2-3, 3-3-2 or 2-3-3; belote-spec deals 3-2-3 so that a deck order fixes the hands. The
  deal then passes to the right.

  The deck below, top card first, is the deck in suit order (clubs, diamonds, hearts, spades) and rank
  order 7 to Ace. Dealt by S, 3 then 2 then 3 cards each from E, it gives E 7C 8C 9C, JD QD, JH QH KH;
  N 10C JC QC, KD AD, AH 7S 8S; W KC AC 7D, 7H 8H, 9S 10S JS; S 8D 9D 10D, 9H 10H, QS KS AS.

  Scenario: Each player gets 8 cards, 3 then 2 then 3, from the dealer's right
    Source FFBC: "Le donneur distribue 8 cartes à chaque joueur, dans le sens inverse des aiguilles d’une montre en commençant par son voisin de droite, de l’une des manières suivantes :"
    Source FFBC: "3 cartes puis 2 puis 3"

    Given S deals the deck 7C 8C 9C 10C JC QC KC AC 7D 8D 9D 10D JD QD KD AD 7H 8H 9H 10H JH QH KH AH 7S 8S 9S 10S JS QS KS AS
    Then E holds 7C 8C 9C JD QD JH QH KH
    And N holds 10C JC QC KD AD AH 7S 8S
    And W holds KC AC 7D 7H 8H 9S 10S JS
    And S holds 8D 9D 10D 9H 10H QS KS AS
    And it is E's turn to bid

  Scenario: Nobody gets another card after the auction
    Source FFBC: "Le donneur distribue 8 cartes à chaque joueur"

    Given S deals the deck 7C 8C 9C 10C JC QC KC AC 7D 8D 9D 10D JD QD KD AD 7H 8H 9H 10H JH QH KH AH 7S 8S 9S 10S JS QS KS AS
    When E passes
    And N bids 80 spades
    And W passes
    And S passes
    And E passes
    Then the contract is spades taken by N
    And N holds 10C JC QC KD AD AH 7S 8S
    And E holds 7C 8C 9C JD QD JH QH KH
    And W holds KC AC 7D 7H 8H 9S 10S JS
    And S holds 8D 9D 10D 9H 10H QS KS AS

  Scenario: The deal passes to the player to the right of the dealer
    Source FFBC: "Pour la donne suivante, le donneur sera son voisin de droite et ainsi de suite."

    Then after a deal dealt by S, E deals next
    And after a deal dealt by E, N deals next
    And after a deal dealt by N, W deals next
    And after a deal dealt by W, S deals next
