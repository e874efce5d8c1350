@variant:bela-3p @source:S002 @area:play
Feature: In Bela for three the Jack of trumps is never exempt from following trump (S002)
  A hand holding the Jack of the suit led holds the led suit, whether that suit is trump or not: it must
  follow with it. The deal below is the witness search's, played to the trick where it shows.

  Scenario: Holding the Jack of a led trump suit, a player who plays another card fails to follow suit
    Source S002: "El este urmat de jucătorul de lângă el care nu numai că trebuie să respecte costumul care a fost aruncat"

    # The Jack of trumps is a card of the trump suit like any other: holding it, the player holds the led
    # suit, and another card breaks the duty to follow suit (not the duty to trump of a void player).
    Given S deals the deck AC QD 10C 8S JC 8D AD QC 10H AH 7C KS 7S 10D JS QH 10S 9S 9D QS 8C KH JD 9H AS 9C 7H KC 8H 7D KD JH
    And the match score is S 156 and W 54
    When E takes clubs
    And E discards 7C 8C
    And E plays KH
    And W plays 9H
    And S plays 10H
    And S plays 7H
    And E plays AH
    And W plays 9C
    And W plays AS
    And S plays 9S
    And E plays KS
    And W plays JD
    And S plays AD
    And E plays KD
    And S plays KC saying "belote"
    And E plays 10C
    And W plays 8D
    Then the play is rejected citing /play/obligations/follow_suit
