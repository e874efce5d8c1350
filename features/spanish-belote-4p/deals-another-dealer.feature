@variant:spanish-belote-4p @source:S000 @area:dealing
Feature: Dealing in four-player Spanish Belote when W deals (S000)
  The mano, the player after the dealer, speaks first whoever deals: here W deals, so S is the mano.
  The source does not say who is dealt first; belote-spec deals the mano first, as when S deals. The
  deck below, top card first, is the deck in suit order (clubs, diamonds, hearts, spades) and rank
  order 7 to Ace. Dealt by W it gives S 7C 8C 9C JD QD, E 10C JC QC KD AD, N KC AC 7D 7H 8H and
  W 8D 9D 10D 9H 10H, and turns up JH.

  Scenario: Dealt by W, the first five cards go first to S, the player after the dealer
    Source S000: "дважды раздает по пять карт каждому, давая сначала три карты и потом еще две и открывая следующую карту в колоде, чтобы обозначить козырь"

    Given W deals the deck 7C 8C 9C 10C JC QC KC AC 7D 8D 9D 10D JD QD KD AD 7H 8H 9H 10H JH QH KH AH 7S 8S 9S 10S JS QS KS AS
    Then S holds 7C 8C 9C JD QD
    And E holds 10C JC QC KD AD
    And N holds KC AC 7D 7H 8H
    And W holds 8D 9D 10D 9H 10H

  Scenario: Dealt by W, S, the player after the dealer, speaks first
    Source S000: "Игру начинает игрок «рука», который может выбирать между пасом или входом в игру."
    Source S000: "Тот, кто получает самую высокую карту, становится «рукой», играя четные карты против нечетных."

    Given W deals the deck 7C 8C 9C 10C JC QC KC AC 7D 8D 9D 10D JD QD KD AD 7H 8H 9H 10H JH QH KH AH 7S 8S 9S 10S JS QS KS AS
    Then it is S's turn to bid
