@variant:bulgarian-2p @source:S004 @area:play
Feature: In Bulgarian Belot for two the Jack of trumps is never exempt from following trump (S004)
  A hand holding the Jack of the suit led holds the led suit, whether that suit is trump or not: it must
  follow with it. The deal below is the witness search's, played to the trick where it shows.

  Scenario: In All Trumps a player whose only card of the led suit is its Jack fails to follow suit by playing another card
    Source S004: "Келесі ойыншылар мүмкіндігі болса, сол түске ойнауы керек."

    # In All Trumps every suit is a trump suit, and its Jack a card of it like any other: a hand holding
    # it holds the led suit, and another card breaks the duty to follow suit.
    Given N deals the deck AH KD KH QC JS AD JC JD AC QS AS 9S 10C KC 9C 10S JH QD QH 9D 9H KS 10D 10H
    And 62 points are held over from the previous deal
    And the match score is S 6 and N 0
    When S bids all trumps
    And N passes
    And S plays KH
    And N plays QC
    Then the play is rejected citing /play/obligations/follow_suit
