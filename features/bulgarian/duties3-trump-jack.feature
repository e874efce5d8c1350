@variant:bulgarian @source:S004 @area:play
Feature: In Bulgarian Belot the Jack of trumps is never exempt from following trump (S004)
  A hand holding the Jack of the suit led holds the led suit, whether that suit is trump or not: it must
  follow with it. The deal below is the witness search's, played to the trick where it shows.

  Scenario: In All Trumps a player whose only card of the led suit is its Jack fails to follow suit by playing another card
    Source S004: "Келесі ойыншылар мүмкіндігі болса, сол түске ойнауы керек."

    # In All Trumps every suit is a trump suit, and its Jack a card of it like any other: a hand holding
    # it holds the led suit, and another card breaks the duty to follow suit.
    Given S deals the deck JS 8D QH AH 7H 8H AC 7C JC JH QC 9C KD JD KS QD 8S QS KC 7D 10H 10S 10C KH 8C 7S 9D AS 10D AD 9H 9S
    When E passes
    And N passes
    And W bids all trumps
    And S passes
    And E passes
    And N passes
    And E plays JS
    And N plays KS
    And W plays QS
    And S plays 9S
    And E plays QH
    And N plays KH
    And W plays 7C
    And S plays 9H
    And S plays 9C
    And E plays 10C
    And N plays 8C
    And W plays JC
    And W plays 8S
    And S plays AD
    And E plays 10S
    And N plays 7S
    And E plays JD
    And N plays QD
    And W plays 10D
    And S plays 7D
    And E plays 10H
    And N plays AH
    And W plays AC
    And S plays QC
    Then the play is rejected citing /play/obligations/follow_suit
