@variant:klaverjas-rotterdam @source:HUT @area:play
Feature: In Klaverjas, Rotterdam system the Jack of trumps is never exempt from following trump (HUT)
  A hand holding the Jack of the suit led holds the led suit, whether that suit is trump or not: it must
  follow with it. The deal below is the witness search's, played to the trick where it shows.

  Scenario: Holding the Jack of a led trump suit, a player who plays another card fails to follow suit
    Source HUT: "Men is verplicht een voorgespeelde kleur bij te lopen"

    # The Jack of trumps is a card of the trump suit like any other: holding it, the player holds the led
    # suit, and another card breaks the duty to follow suit (not the duty to trump of a void player).
    Given W deals the deck 7S KS 9H 7D KH 9C 7C JC QD AC AD 8C AH QS JH 9D QC 8D 10D JS AS 10S KC 10H 10C 8S QH 9S JD KD 8H 7H
    And the match score is NS 317 and EW 713
    When W passes
    And N passes
    And E passes
    And S passes
    And W takes spades
    And N plays 10S
    And E plays 8S
    And S plays 9S
    And W plays 8C
    Then the play is rejected citing /play/obligations/follow_suit
