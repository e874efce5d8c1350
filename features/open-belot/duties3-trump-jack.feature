@variant:open-belot @source:S004 @area:play
Feature: In Open Belot the Jack of trumps is never exempt from following trump (S004)
  A hand holding the Jack of the suit led holds the led suit, whether that suit is trump or not: it must
  follow with it. The deal below is the witness search's, played to the trick where it shows.

  Scenario: Holding the Jack of a led trump suit, a player who plays another card fails to follow suit
    Source S004: "Ойнау және есептеу ережелері стандартты 4 ойыншылық белотқа ұқсас"
    Source S004: "Келесі ойыншылар мүмкіндігі болса, сол түске ойнауы керек."

    # The Jack of trumps is a card of the trump suit like any other: holding it, the player holds the led
    # suit, and another card breaks the duty to follow suit (not the duty to trump of a void player).
    Given S deals the deck JC KC JS AC AS 8H KH 9D KD 10S 7C 8C KS 9H 10D 9C 8D 7H 10C AH QC QS JD QD QH 9S 10H JH AD 7D 8S 7S
    And the match score is S 104 and N 40
    When N bids spades
    And S passes
    And N plays QH
    And S plays 8H
    And N plays JH
    And S plays AH
    And S plays 8S
    And N plays 10C
    Then the play is rejected citing /play/obligations/follow_suit
