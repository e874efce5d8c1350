@variant:french-sans-atout @variant:french-sans-atout-ffb @source:S001 @area:play
Feature: What a player may play in No Trumps and All Trumps (S001, FFB)
  In No Trumps there is no trump: a player follows the led suit if he can, need not beat it, and
  otherwise plays any card. In All Trumps every suit is trump, so a card of the led suit must beat the
  card that holds the trick when it can, even the partner's (seed 001's rule for a led trump, the FFB's
  "monter sur la carte qui tient"); a player void in the led suit cannot cut and plays any card. A suit
  contract keeps French Belote's obligations. Play goes counter-clockwise: E, N, W, S. Partners are N
  and S, E and W.

  The stateful scenarios deal the deck in suit order (clubs, diamonds, hearts, spades) and rank order
  7 to Ace, dealt by S with JH turned up; E passes and N takes, so that the hands are
    E holds 7C 8C 9C JD QD QH KH AH
    N holds 10C JC QC KD AD JH 7S 8S
    W holds KC AC 7D 7H 8H 9S 10S JS
    S holds 8D 9D 10D 9H 10H QS KS AS
  and E, to the dealer's right, leads the first trick.

  @source:FFB
  Scenario: In No Trumps a player holding the led suit must follow it
    Source S001: "If possible, each player must play a card sharing the suit with the first card played during this trick (also called leading suit)."
    Source FFB: "Lors d'un contrat à Sans Atout, il n'y a aucun atout."

    Given the contract is no trumps
    And N holds AC 7C 8D JH
    And the trick so far is E KC
    Then the legal cards for N are AC 7C

  @source:FFB
  Scenario: In No Trumps a player following suit need not beat the highest card
    Source S001: "If possible, each player must play a card sharing the suit with the first card played during this trick"
    Source FFB: "Lors d'un contrat à Sans Atout, il n'y a aucun atout."

    Given the contract is no trumps
    And W holds AC 7C 9H AD
    And the trick so far is E QC, N 8C
    Then the legal cards for W are AC 7C

  @source:FFB
  Scenario: In No Trumps a player void in the led suit may play any card
    Source S001: "then he must play a trump card if possible"
    Source FFB: "Lors d'un contrat à Sans Atout, il n'y a aucun atout. De fait, il est impossible de couper."

    Given the contract is no trumps
    And N holds 7H 8H AD 8S
    And the trick so far is S 10C, E AC
    Then N may play any card

  @source:FFB
  Scenario: In All Trumps a player must beat the card that holds the trick if possible
    Source S001: "Moreover, if that card was a trump, the player must play a trump stronger than each trump played during this trick if possible (called overtrumping)."
    Source FFB: "il est obligatoire de monter sur la carte qui tient, quand cela est possible."

    Given the contract is all trumps
    And N holds 9H 8H AC
    And the trick so far is E 10H
    Then the legal cards for N are 9H

  @source:FFB
  Scenario: In All Trumps a player must beat the card that holds the trick even when it is the partner's
    Source S001: "the player must play a trump stronger than each trump played during this trick if possible (called overtrumping)."
    Source FFB: "il est obligatoire de monter sur la carte qui tient, quand cela est possible."

    Given the contract is all trumps
    And N holds 9H QH 8C
    And the trick so far is W 8H, S 10H, E 7H
    Then the legal cards for N are 9H

  @source:FFB
  Scenario: In All Trumps a card of another suit does not hold the trick, so it need not be beaten
    Source S001: "no suit is stronger than another"
    Source FFB: "De fait, il est impossible de couper et il est obligatoire de monter sur la carte qui tient, quand cela est possible."

    Given the contract is all trumps
    And W holds AH KH 7D
    And the trick so far is E 10H, N JS
    Then the legal cards for W are AH

  @source:FFB
  Scenario: In All Trumps a player who cannot beat the card that holds the trick still follows suit
    Source S001: "If possible, each player must play a card sharing the suit with the first card played during this trick (also called leading suit)."
    Source FFB: "il est obligatoire de monter sur la carte qui tient, quand cela est possible."

    Given the contract is all trumps
    And N holds 8C 7C JH JD
    And the trick so far is E KC
    Then the legal cards for N are 8C 7C

  @source:FFB
  Scenario: In All Trumps a player void in the led suit may play any card
    Source S001: "no suit is stronger than another"
    Source FFB: "Lors d'un contrat à Tout Atout, toutes les couleurs sont définies comme atout. De fait, il est impossible de couper"

    Given the contract is all trumps
    And N holds 7H 8H AD 8S
    And the trick so far is S 10C, E AC
    Then N may play any card

  Scenario: In a suit contract a player void in the led suit must still trump
    Source S001: "If a player does not have any card of the leading suit, but his partner has not played yet, or not played the strongest card, in the current trick, then he must play a trump card if possible."

    Given the contract is hearts
    And N holds 7H 8H AD 8S
    And the trick so far is S 10C, E AC
    Then the legal cards for N are 7H 8H

  @source:FFB
  Scenario: In No Trumps the dealer's right leads and a player follows suit without beating
    Source S001: "The player starting the first trick, is the player to the right of the dealer."
    Source S001: "If possible, each player must play a card sharing the suit with the first card played during this trick"
    Source FFB: "Lors d'un contrat à Sans Atout, il n'y a aucun atout."

    Given S deals with JH turned up
    When E passes
    And N takes no trumps
    Then it is E's turn to play
    When E plays KH
    And N plays JH
    And W plays 7H
    And S plays 9H
    Then it is E's turn to play

  Scenario: In No Trumps not following the led suit is rejected
    Source S001: "If possible, each player must play a card sharing the suit with the first card played during this trick (also called leading suit)."

    Given S deals with JH turned up
    When E passes
    And N takes no trumps
    And E plays KH
    And N plays 7S
    Then the play is rejected citing /play/obligations/follow_suit
    And the state is unchanged

  @source:FFB
  Scenario: In No Trumps a player void in the led suit plays any card and the led suit wins
    Source S001: "no suit is stronger than another"
    Source FFB: "De fait, il est impossible de couper."

    Given S deals with JH turned up
    When E passes
    And N takes no trumps
    And E plays 7C
    And N plays 10C
    And W plays AC
    And S plays AS
    Then it is W's turn to play

  @source:FFB
  Scenario: In All Trumps not beating the card that holds the trick when possible is rejected
    Source S001: "Moreover, if that card was a trump, the player must play a trump stronger than each trump played during this trick if possible (called overtrumping)."
    Source FFB: "il est obligatoire de monter sur la carte qui tient, quand cela est possible."

    Given S deals with JH turned up
    When E passes
    And N takes all trumps
    Then it is E's turn to play
    When E plays 9C
    And N plays QC
    Then the play is rejected citing /play/obligations/overtrump_when_trump_led
    And the state is unchanged
    When N plays JC
    And W plays KC
    And S plays AS
    Then it is N's turn to play

  Scenario: In All Trumps not following the led suit is rejected
    Source S001: "If possible, each player must play a card sharing the suit with the first card played during this trick (also called leading suit)."

    Given S deals with JH turned up
    When E passes
    And N takes all trumps
    And E plays 9C
    And N plays JC
    And W plays 7D
    Then the play is rejected citing /play/obligations/follow_suit
    And the state is unchanged
