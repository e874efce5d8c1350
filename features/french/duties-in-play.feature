@variant:french @variant:french-annonces @source:S001 @area:play
Feature: French Belote's duties hold in play whoever wins the trick, against the highest trump (S001)
  A card that breaks a duty is refused, naming the duty, and changes nothing: a player holding the led
  suit must follow it while his partner holds the trick with a trump, and on a trump lead a player must
  beat the highest trump in the trick, not only the card led. Play goes counter-clockwise: E, N, W, S.
  Partners are N and S, E and W.

  The scenarios deal this deck, dealt by S, with 7H turned up (E takes it in the first round and leads
  the first trick):
    E holds AC KC 10C AH 7H 7S 8S 9S
    N holds JH 10H 8D 9D 10D JD QD KD
    W holds 9H 8H AD 7D 10S JS QS KS
    S holds 7C 8C 9C JC QC KH QH AS

  Scenario: Not following the led suit while the partner's ruff holds the trick is rejected
    Source S001: "If possible, each player must play a card sharing the suit with the first card played during this trick (also called leading suit)."

    Given S deals the deck AC KC 10C JH 10H 8D 9H 8H AD 7C 8C 9C AH 7S 9D 10D 7D 10S JC QC 7H 8S 9S JD QD KD JS QS KS KH QH AS
    When E takes
    And E plays 7S
    And N plays JH
    And W plays 10S
    And S plays 7C
    Then the play is rejected citing /play/obligations/follow_suit
    And the state is unchanged

  Scenario: On a trump lead, a trump above the card led but below the highest trump is rejected
    Source S001: "Moreover, if that card was a trump, the player must play a trump stronger than each trump played during this trick if possible (called overtrumping)."

    Given S deals the deck AC KC 10C JH 10H 8D 9H 8H AD 7C 8C 9C AH 7S 9D 10D 7D 10S JC QC 7H 8S 9S JD QD KD JS QS KS KH QH AS
    When E takes
    And E plays 7H
    And N plays 10H
    And W plays 8H
    Then the play is rejected citing /play/obligations/overtrump_when_trump_led
    And the state is unchanged
