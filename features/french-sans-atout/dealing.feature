@variant:french-sans-atout @variant:french-sans-atout-ffb @source:S001 @source:FFB @area:dealing
Feature: Dealing after a No Trumps or All Trumps bid (S001, FFB)
  Whatever the contract, the taker gets the turned card, and the rest of the pack is dealt from the
  dealer's right: 3 cards each, 2 to the taker.

  S deals the deck in suit order (clubs, diamonds, hearts, spades) and rank order 7 to Ace, top card
  first, which turns up JH after E 7C 8C 9C JD QD, N 10C JC QC KD AD, W KC AC 7D 7H 8H and
  S 8D 9D 10D 9H 10H; the pack left is QH KH AH 7S 8S 9S 10S JS QS KS AS.

  Scenario: The taker of No Trumps gets the turned card and 2 more, the others 3
    Source S001: "and will receive additional cards to reach 8 at the end of this phase."
    Source FFB: "Le donneur distribue la carte retournée au preneur, puis dans le sens inverse des aiguilles d'une montre 3 cartes à chaque joueur ou 2 cartes au preneur."

    Given S deals with JH turned up
    When E passes
    And N takes no trumps
    Then the contract is no trumps taken by N
    And E holds 7C 8C 9C JD QD QH KH AH
    And N holds 10C JC QC KD AD JH 7S 8S
    And W holds KC AC 7D 7H 8H 9S 10S JS
    And S holds 8D 9D 10D 9H 10H QS KS AS

  Scenario: The taker of All Trumps in the second round gets the turned card and 2 more, the others 3
    Source S001: "and will receive additional cards to reach 8 at the end of this phase."
    Source FFB: "Le donneur distribue la carte retournée au preneur, puis dans le sens inverse des aiguilles d'une montre 3 cartes à chaque joueur ou 2 cartes au preneur."

    Given S deals with JH turned up
    When E passes
    And N passes
    And W passes
    And S passes
    And E passes
    And N passes
    And W passes
    And S takes all trumps
    Then the contract is all trumps taken by S
    And S holds 8 cards including JH
    And E holds 7C 8C 9C JD QD QH KH AH
    And N holds 10C JC QC KD AD 7S 8S 9S
    And W holds KC AC 7D 7H 8H 10S JS QS
    And S holds 8D 9D 10D 9H 10H JH KS AS
