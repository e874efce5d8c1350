@variant:coinche @source:FFBC @area:play
Feature: Coinche's duties hold whoever wins the trick, on every trick (FFBC)
  A player holding the led suit follows it, whoever holds the trick and whether he holds a trump or
  not, and need not beat it; on the first trick, with eight cards in hand, a void player whose partner
  holds the trick is free as on any other. Play goes counter-clockwise: E, N, W, S. Partners are N and
  S, E and W. Hearts are trump.

  Scenario: A player without trumps follows the led suit while his partner holds the trick, beating it or not
    Source FFBC: "On doit toujours fournir la couleur demandée à l'entame si l'on en possède."

    Given the contract is hearts
    And S holds AC 8C 7D 8S
    And the trick so far is E 9C, N KC, W 7C
    Then the legal cards for S are AC 8C

  Scenario: On the first trick a void player may play any card while the partner holds the trick
    Source FFBC: "Si l'on ne possède pas de carte dans la couleur demandée, et que notre partenaire est maître c’est-à-dire qu’il a joué la meilleure carte sur le tapis (on dit qu’il « tient le pli »): on peut alors jouer n'importe quelle carte"

    Given the contract is hearts
    And S holds 7H AH 7D 8D 9D 7S 8S 9S
    And the trick so far is E 9C, N AC, W 7C
    Then S may play any card

  Scenario: When trump is led a player whose only trump is the Jack follows with it, though his partner holds the trick
    Source FFBC: "On doit toujours fournir la couleur demandée à l'entame si l'on en possède."

    # The Jack of trumps is a card of the trump suit like any other: a hand holding it holds the led suit,
    # so the freedom of a void player whose partner holds the trick does not apply.
    Given the contract is hearts
    And N holds JH AC 8D
    And the trick so far is W 7H, S 9H, E 8H
    Then the legal cards for N are JH
