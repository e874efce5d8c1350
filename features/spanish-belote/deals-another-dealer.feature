@variant:spanish-belote @source:S000 @area:dealing
Feature: Dealing in two-player Spanish Belote when N deals (S000)
  The mano, the player who does not deal, speaks first whoever deals: here N deals, so S is the mano.
  The source does not say who is dealt first; belote-spec deals the mano first, before and after the
  bidding, as when S deals. The deck below, top card first, is the deck in suit order (clubs, diamonds,
  hearts, spades) and rank order 7 to Ace. Dealt by N it gives S 7C 8C 9C and KC AC 7D, N 10C JC QC
  and 8D 9D 10D, and turns up JD; after the bidding S gets QD KD AD and N 7H 8H 9H.

  Scenario: Dealt by N, S, the mano, speaks first
    Source S000: "Игрок «рука» начинает с изучения своих карт"

    Given N deals the deck 7C 8C 9C 10C JC QC KC AC 7D 8D 9D 10D JD QD KD AD 7H 8H 9H 10H JH QH KH AH 7S 8S 9S 10S JS QS KS AS
    Then it is S's turn to bid

  Scenario: Dealt by N, the three more cards after the bidding go first to S, the mano
    Source S000: "После того, как оба игрока принимают козырь, дилер раздает каждому по три карты."

    Given N deals the deck 7C 8C 9C 10C JC QC KC AC 7D 8D 9D 10D JD QD KD AD 7H 8H 9H 10H JH QH KH AH 7S 8S 9S 10S JS QS KS AS
    When S takes
    Then the contract is diamonds taken by S
    And S holds 7C 8C 9C KC AC 7D QD KD AD
    And N holds 10C JC QC 8D 9D 10D 7H 8H 9H
