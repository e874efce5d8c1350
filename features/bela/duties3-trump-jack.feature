@variant:bela @source:S002 @area:play
Feature: In Bela the Jack of trumps is never exempt from following trump (S002)
  A hand holding the Jack of the suit led holds the led suit, whether that suit is trump or not: it must
  follow with it. The deal below is the witness search's, played to the trick where it shows.

  Scenario: Holding the Jack of a led trump suit, a player who plays another card fails to follow suit
    Source S002: "El este urmat de jucătorul de lângă el care nu numai că trebuie să respecte costumul care a fost aruncat"

    # The Jack of trumps is a card of the trump suit like any other: holding it, the player holds the led
    # suit, and another card breaks the duty to follow suit (not the duty to trump of a void player).
    Given E deals the deck QC 9C QH 10D JC 8C AC QS 7H AD 8H 7S JD JS 9S 8D 10H JH 7C 7D 9H AH AS 10S KD 9D 10C KC KS KH QD 8S
    And the match score is NS 203 and EW 59
    When N passes
    And W passes
    And S passes
    And E takes spades
    And N plays KD
    And W plays 10D
    And S plays 7D
    And E plays AD
    And E plays 8S
    And N plays 9S
    And W plays 10C
    And S plays QS saying "belote"
    And N plays 9C
    And W plays KC
    And S plays AC
    And E plays 7S
    And E plays AS
    And N plays QC
    Then the play is rejected citing /play/obligations/follow_suit
