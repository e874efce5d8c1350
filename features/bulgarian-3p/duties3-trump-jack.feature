@variant:bulgarian-3p @source:S004 @area:play
Feature: In Bulgarian Belot for three the Jack of trumps is never exempt from following trump (S004)
  A hand holding the Jack of the suit led holds the led suit, whether that suit is trump or not: it must
  follow with it. The deal below is the witness search's, played to the trick where it shows.

  Scenario: Holding the Jack of a led trump suit, a player who plays another card fails to follow suit
    Source S004: "Келесі ойыншылар мүмкіндігі болса, сол түске ойнауы керек."

    # The Jack of trumps is a card of the trump suit like any other: holding it, the player holds the led
    # suit, and another card breaks the duty to follow suit (not the duty to trump of a void player).
    Given E deals the deck 9C JD 9H KC 10C 10H AC AS AD 9D JS 10S QC QD KS QH KH AH 9S 10D JC KD JH QS
    And 114 points are held over from the previous deal
    And the match score is S 11 and W 4
    When W bids hearts
    And S bids spades
    And E passes
    And W passes
    And W plays AH
    And S plays 10H
    And E plays JH
    And W plays KH
    And S plays 9S
    And E plays AS
    And S plays 10C
    And E plays AC
    And W plays 9C
    And E plays KD
    And W plays 9D
    And S plays 10D
    And S plays 10S
    And E plays QS saying "belote"
    And W plays JD
    Then the play is rejected citing /play/obligations/follow_suit
