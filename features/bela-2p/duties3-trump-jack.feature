@variant:bela-2p @source:S002 @area:play
Feature: In Bela for two the Jack of trumps is never exempt from following trump (S002)
  A hand holding the Jack of the suit led holds the led suit, whether that suit is trump or not: it must
  follow with it. The deal below is the witness search's, played to the trick where it shows.

  Scenario: Holding the Jack of a led trump suit, a player who plays another card fails to follow suit
    Source S002: "El este urmat de jucătorul de lângă el care nu numai că trebuie să respecte costumul care a fost aruncat"

    # The Jack of trumps is a card of the trump suit like any other: holding it, the player holds the led
    # suit, and another card breaks the duty to follow suit (not the duty to trump of a void player).
    Given N deals the deck QD KH 9C 7C 8S KS AC 10S JS 7S 9S 8H QS 8C QC 8D KC 10C 9H 9D QH AS JD AH JC 10D KD 7D 10H JH 7H AD
    And the match score is S 25 and N 208
    When S takes spades
    And S plays 10S
    And N plays 9S
    And N plays 8S
    And S plays 8C
    Then the play is rejected citing /play/obligations/follow_suit
