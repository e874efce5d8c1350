@variant:coinche @source:FFBC @area:dealing
Feature: Dealing in Belote Coinchée when W deals (FFBC)
  Who is served first and who speaks first are counted from the dealer, whoever deals: here W deals,
  so S, on his right, comes first. The deck below, top card first, is the deck in suit order (clubs,
  diamonds, hearts, spades) and rank order 7 to Ace. Dealt by W, 3 then 2 then 3 cards each from S, it
  gives S 7C 8C 9C, JD QD, JH QH KH; E 10C JC QC, KD AD, AH 7S 8S; N KC AC 7D, 7H 8H, 9S 10S JS;
  W 8D 9D 10D, 9H 10H, QS KS AS.

  Scenario: Dealt by W, the cards go first to S, on the dealer's right
    Source FFBC: "Le donneur distribue 8 cartes à chaque joueur, dans le sens inverse des aiguilles d’une montre en commençant par son voisin de droite, de l’une des manières suivantes :"
    Source FFBC: "3 cartes puis 2 puis 3"

    Given W deals the deck 7C 8C 9C 10C JC QC KC AC 7D 8D 9D 10D JD QD KD AD 7H 8H 9H 10H JH QH KH AH 7S 8S 9S 10S JS QS KS AS
    Then S holds 7C 8C 9C JD QD JH QH KH
    And E holds 10C JC QC KD AD AH 7S 8S
    And N holds KC AC 7D 7H 8H 9S 10S JS
    And W holds 8D 9D 10D 9H 10H QS KS AS

  Scenario: Dealt by W, S, on the dealer's right, speaks first
    Source FFBC: "Les joueurs s'expriment chacun à leur tour en commençant par le joueur placé à droite du donneur."

    Given W deals the deck 7C 8C 9C 10C JC QC KC AC 7D 8D 9D 10D JD QD KD AD 7H 8H 9H 10H JH QH KH AH 7S 8S 9S 10S JS QS KS AS
    Then it is S's turn to bid
