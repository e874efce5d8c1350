@variant:pilotta @source:KYP @area:play
Feature: In Pilotta the Jack of trumps is never exempt from following trump (KYP)
  A hand holding the Jack of the suit led holds the led suit, whether that suit is trump or not: it must
  follow with it. The deal below is the witness search's, played to the trick where it shows.

  Scenario: Holding the Jack of a led trump suit, a player who plays another card fails to follow suit
    Source KYP: "All other players must the follow the suit of that card."

    # The Jack of trumps is a card of the trump suit like any other: holding it, the player holds the led
    # suit, and another card breaks the duty to follow suit (not the duty to trump of a void player).
    Given E deals the deck AH 8D 9D 9H 10H KS JD 7H 8C JH AS 8H 8S KH QS 10D QH AD 10C 9S KD 7D QC JC 7C 9C JS 7S AC 10S KC QD
    When N bids 170 spades
    And W passes
    And S passes
    And E bids 500 spades
    And N passes
    And W passes
    And S passes
    And N plays 8S
    And W plays KS
    And S plays 7S
    And E plays AS
    And E plays QD
    And N plays KD
    And W plays 10D
    And S plays JD
    And W plays QS
    And S plays 8C
    Then the play is rejected citing /play/obligations/follow_suit
