@variant:french @variant:french-sans-atout @variant:french-sans-atout-ffb @variant:french-annonces @source:S001 @area:dealing
Feature: Dealing in French Belote (S001, FFB)
  The dealer gives 5 cards to each player, 3 then 2, counter-clockwise from the player to the right,
  and turns up the next card. After the bidding the taker gets the turned card, and the dealer deals
  the rest, again from the player to the right: 3 cards each, 2 to the taker. The deal then passes to
  the right. Seed 001 gives the counts; the FFB gives the order (the FFB also allows 2 then 3, which
  belote-spec does not use, so that a deck order fixes the hands).

  The deck below, top card first, is the deck in suit order (clubs, diamonds, hearts, spades) and rank
  order 7 to Ace. Dealt by S it gives E 7C 8C 9C then JD QD, N 10C JC QC then KD AD, W KC AC 7D then
  7H 8H, S 8D 9D 10D then 9H 10H, and turns up JH.

  @source:FFB
  Scenario: Each player first gets 5 cards, 3 then 2, from the dealer's right
    Source S001: "Each player starts this phase with 5 cards in hand"
    Source FFB: "Le donneur distribue 5 cartes à chaque joueur, dans le sens inverse des aiguilles d’une montre en commençant par son voisin de droite, de l’une des manières suivantes : 3 cartes chacun puis 2, ou 2 cartes chacun puis 3."

    Given S deals the deck 7C 8C 9C 10C JC QC KC AC 7D 8D 9D 10D JD QD KD AD 7H 8H 9H 10H JH QH KH AH 7S 8S 9S 10S JS QS KS AS
    Then E holds 7C 8C 9C JD QD
    And N holds 10C JC QC KD AD
    And W holds KC AC 7D 7H 8H
    And S holds 8D 9D 10D 9H 10H
    And it is E's turn to bid

  @source:FFB
  Scenario: The next card is turned up and proposes the trump suit
    Source S001: "One card (out of the remaining 12) is made visible to all players."
    Source FFB: "Il pose le paquet de cartes restantes, face cachée, puis retourne dessus la première carte."

    Given S deals the deck 7C 8C 9C 10C JC QC KC AC 7D 8D 9D 10D JD QD KD AD 7H 8H 9H 10H JH QH KH AH 7S 8S 9S 10S JS QS KS AS
    When E takes
    Then the contract is hearts taken by E
    And E holds 8 cards including JH

  @source:FFB
  Scenario: After the bidding the rest is dealt from the dealer's right, the taker getting the turned card and 2 more
    Source S001: "will receive additional cards to reach 8 at the end of this phase"
    Source FFB: "Le donneur distribue la carte retournée au preneur, puis dans le sens inverse des aiguilles d'une montre 3 cartes à chaque joueur ou 2 cartes au preneur."

    Given S deals the deck 7C 8C 9C 10C JC QC KC AC 7D 8D 9D 10D JD QD KD AD 7H 8H 9H 10H JH QH KH AH 7S 8S 9S 10S JS QS KS AS
    When E passes
    And N takes
    Then the contract is hearts taken by N
    And E holds 7C 8C 9C JD QD QH KH AH
    And N holds 10C JC QC KD AD JH 7S 8S
    And W holds KC AC 7D 7H 8H 9S 10S JS
    And S holds 8D 9D 10D 9H 10H QS KS AS

  @source:FFB
  Scenario: The deal passes to the player to the right of the dealer
    Source S001: "the dealer changes for the next hand"
    Source FFB: "Le joueur situé immédiatement à la droite du donneur devient le nouveau donneur."

    Then after a deal dealt by S, E deals next
    And after a deal dealt by E, N deals next
    And after a deal dealt by N, W deals next
    And after a deal dealt by W, S deals next
