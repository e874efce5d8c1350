@variant:spanish-belote-4p @source:S000 @area:dealing
Feature: Dealing in four-player Spanish Belote (S000)
  The dealer gives each player five cards, three then two, and turns up the next card, the 21st, to
  propose trump. Once someone has chosen trump, the taker receives the turned card and two more and the
  others three more, all 32 cards being dealt. The source's "starting with the card to the right of that
  player" is garbled; belote-spec deals the rest starting from the taker.
  Partners sit opposite: N and S against E and W. Play and bidding go counter-clockwise, and the
  player after the dealer is the «рука» (mano): S deals, then E, N and W speak and play in that order.

  The deck below, top card first, is the deck in suit order (clubs, diamonds, hearts, spades) and rank
  order 7 to Ace. Dealt by S it gives E 7C 8C 9C JD QD, N 10C JC QC KD AD, W KC AC 7D 7H 8H and
  S 8D 9D 10D 9H 10H, and turns up JH.

  Scenario: Each player first gets five cards, three then two, from the player after the dealer
    Source S000: "дважды раздает по пять карт каждому, давая сначала три карты и потом еще две и открывая следующую карту в колоде, чтобы обозначить козырь"

    Given S deals the deck 7C 8C 9C 10C JC QC KC AC 7D 8D 9D 10D JD QD KD AD 7H 8H 9H 10H JH QH KH AH 7S 8S 9S 10S JS QS KS AS
    Then E holds 7C 8C 9C JD QD
    And N holds 10C JC QC KD AD
    And W holds KC AC 7D 7H 8H
    And S holds 8D 9D 10D 9H 10H
    And it is E's turn to bid

  Scenario: The 21st card is turned up and proposes the trump suit
    Source S000: "дважды раздает по пять карт каждому, давая сначала три карты и потом еще две и открывая следующую карту в колоде, чтобы обозначить козырь"

    Given S deals the deck 7C 8C 9C 10C JC QC KC AC 7D 8D 9D 10D JD QD KD AD 7H 8H 9H 10H JH QH KH AH 7S 8S 9S 10S JS QS KS AS
    When E takes
    Then the contract is hearts taken by E
    And E holds 8 cards including JH

  Scenario: After the bidding the taker gets the turned card and two more, the others three, from the taker on
    Source S000: "Если кто-то определил козырную карту, игра продолжается, каждому игроку раздаются еще три карты, начиная с карты справа от этого игрока."
    Source S000: "Ему дается всего две карты, так как он возьмет и ту, которая осталсь открытой на столе."

    Given S deals the deck 7C 8C 9C 10C JC QC KC AC 7D 8D 9D 10D JD QD KD AD 7H 8H 9H 10H JH QH KH AH 7S 8S 9S 10S JS QS KS AS
    When E passes
    And N takes
    Then the contract is hearts taken by N
    And E holds 7C 8C 9C JD QD QS KS AS
    And N holds 10C JC QC KD AD JH QH KH
    And W holds KC AC 7D 7H 8H AH 7S 8S
    And S holds 8D 9D 10D 9H 10H 9S 10S JS

  Scenario: A taker who names trump in the second round also gets the turned card
    Source S000: "Если кто-то определил козырную карту, игра продолжается, каждому игроку раздаются еще три карты, начиная с карты справа от этого игрока."
    Source S000: "Ему дается всего две карты, так как он возьмет и ту, которая осталсь открытой на столе."

    Given S deals the deck 7C 8C 9C 10C JC QC KC AC 7D 8D 9D 10D JD QD KD AD 7H 8H 9H 10H JH QH KH AH 7S 8S 9S 10S JS QS KS AS
    When E passes
    And N passes
    And W passes
    And S passes
    And E passes
    And N passes
    And W takes spades
    Then the contract is spades taken by W
    And E holds 7C 8C 9C JD QD 9S 10S JS
    And N holds 10C JC QC KD AD QS KS AS
    And W holds KC AC 7D 7H 8H JH QH KH
    And S holds 8D 9D 10D 9H 10H AH 7S 8S

  # Play goes S, E, N, W: after S deals, the first NS player is N and the first EW player is E.
  Scenario: The side that scored most deals next, its first player after the dealer
    Source S000: "В каждой следующей игре карты раздает игрок, набравший наибольшее количество очков в предыдущей игре."

    Then after a deal dealt by S in which NS scores 100 and EW scores 62, N deals next
    And after a deal dealt by S in which NS scores 62 and EW scores 100, E deals next
    And after a deal dealt by N in which NS scores 100 and EW scores 62, S deals next
