@variant:french @variant:french-sans-atout @variant:french-sans-atout-ffb @variant:french-annonces @source:S001 @area:play
Feature: What a player may play in French Belote (S001)
  Follow the led suit; when trump is led, beat every trump already played if possible; when void in
  the led suit, trump unless the partner is winning the trick, beating an earlier trump if possible
  and playing a lower trump otherwise; holding neither the led suit nor trump, play any card.
  Play goes counter-clockwise: E, N, W, S. Partners are N and S, E and W.

  The stateful scenarios deal this deck, dealt by S, with 7H turned up (E takes it in the first round
  and leads the first trick):
    E holds AC KC 10C AH 7H 7S 8S 9S
    N holds JH 10H 8D 9D 10D JD QD KD
    W holds 9H 8H AD 7D 10S JS QS KS
    S holds 7C 8C 9C JC QC KH QH AS

  Scenario: The player leading a trick may play any card
    Source S001: "If possible, each player must play a card sharing the suit with the first card played during this trick"

    Given the contract is hearts
    And N holds AS 7S JH 8C
    And no card has been played to the trick
    Then N may play any card

  Scenario: A player holding the led suit must follow it, even holding a trump
    Source S001: "If possible, each player must play a card sharing the suit with the first card played during this trick (also called leading suit)."

    Given the contract is hearts
    And N holds AC 7C 8D JH
    And the trick so far is E KC
    Then the legal cards for N are AC 7C

  Scenario: A player following a plain suit need not beat the highest card
    Source S001: "If possible, each player must play a card sharing the suit with the first card played during this trick"

    Given the contract is hearts
    And W holds AC 7C 9H AD
    And the trick so far is E QC, N 8C
    Then the legal cards for W are AC 7C

  Scenario: When trump is led a player must beat it if possible
    Source S001: "Moreover, if that card was a trump, the player must play a trump stronger than each trump played during this trick if possible (called overtrumping)."

    Given the contract is hearts
    And N holds 9H 8H AC
    And the trick so far is E 10H
    Then the legal cards for N are 9H

  Scenario: When trump is led a player must beat every trump played, even the partner's
    Source S001: "the player must play a trump stronger than each trump played during this trick if possible (called overtrumping)."

    Given the contract is hearts
    And N holds 9H QH 8C
    And the trick so far is W 8H, S 10H, E 7H
    Then the legal cards for N are 9H

  Scenario: When trump is led and cannot be beaten a player still plays a trump
    Source S001: "If possible, each player must play a card sharing the suit with the first card played during this trick"
    Source S001: "stronger than each trump played during this trick if possible"

    Given the contract is hearts
    And N holds 9H 7H AC
    And the trick so far is E JH
    Then the legal cards for N are 9H 7H

  Scenario: When trump is led a player without trump may play any card
    Source S001: "If possible, each player must play a card sharing the suit with the first card played during this trick"

    Given the contract is hearts
    And N holds AC 7D 8S
    And the trick so far is E JH
    Then N may play any card

  Scenario: A player void in the led suit must trump before the partner has played
    Source S001: "If a player does not have any card of the leading suit, but his partner has not played yet, or not played the strongest card, in the current trick, then he must play a trump card if possible."

    Given the contract is hearts
    And N holds 7H 8H AD 7S
    And the trick so far is E AC
    Then the legal cards for N are 7H 8H

  Scenario: A player void in the led suit must trump when the partner is not winning
    Source S001: "or not played the strongest card, in the current trick, then he must play a trump card if possible."

    Given the contract is hearts
    And N holds 7H 8H AD 8S
    And the trick so far is S 10C, E AC
    Then the legal cards for N are 7H 8H

  Scenario: A player void in the led suit may play any card while the partner wins with a plain card
    Source S001: "If a player does not have any card of the leading suit, and if his partner has played the strongest card in the current trick (remember that trump is stronger than non-trump), then he can play any card."

    Given the contract is hearts
    And N holds 7H AD 8S
    And the trick so far is S AC, E 7C
    Then N may play any card

  @source:FFB
  Scenario: A player void in the led suit may play any card while the partner wins with a trump
    Source S001: "if his partner has played the strongest card in the current trick (remember that trump is stronger than non-trump), then he can play any card."
    Source FFB: "Si le joueur partenaire a déjà coupé et tient le pli, si on ne possède pas la couleur demandée, il n'est pas obligatoire de couper."
    Source FFB: "On peut se défausser de n'importe quelle carte sans exception (y compris un atout inférieur au sien)."

    Given the contract is hearts
    And N holds 9H 7H AD 8S
    And the trick so far is W AC, S 10H, E 8C
    Then N may play any card

  Scenario: The partner's ruff frees nobody once an opponent has overtrumped it
    Source S001: "but his partner has not played yet, or not played the strongest card, in the current trick, then he must play a trump card if possible."
    Source S001: "Also, if another player has played a trump during this trick, he must play a stronger trump if possible (he overtrumps)."

    Given the contract is hearts
    And N holds JH 8H AD
    And the trick so far is W AC, S 10H, E 9H
    Then the legal cards for N are JH

  Scenario: A player void in the led suit must overtrump an opponent's ruff
    Source S001: "Also, if another player has played a trump during this trick, he must play a stronger trump if possible (he overtrumps)."

    Given the contract is hearts
    And W holds 9H 8H KD
    And the trick so far is E AC, N 10H
    Then the legal cards for W are 9H

  @source:FFB
  Scenario: A player unable to overtrump an opponent's ruff must play a lower trump
    Source S001: "then he must play a trump card if possible"
    Source FFB: "Si c'est impossible, il faut fournir un atout plus faible"

    Given the contract is hearts
    And W holds 7H KD 8S
    And the trick so far is E AC, N JH
    Then the legal cards for W are 7H

  Scenario: A player with neither the led suit nor trump may discard any card
    Source S001: "then he must play a trump card if possible"

    Given the contract is hearts
    And N holds 7D 8S KD
    And the trick so far is E AC
    Then N may play any card

  Scenario: The player to the right of the dealer leads the first trick
    Source S001: "The player starting the first trick, is the player to the right of the dealer."

    Given S deals the deck AC KC 10C JH 10H 8D 9H 8H AD 7C 8C 9C AH 7S 9D 10D 7D 10S JC QC 7H 8S 9S JD QD KD JS QS KS KH QH AS
    When E takes
    Then the contract is hearts taken by E
    And it is E's turn to play

  Scenario: The player to the right of the dealer leads the first trick, even when another player took
    Source S001: "The player starting the first trick, is the player to the right of the dealer."

    Given S deals the deck AC KC 10C JH 10H 8D 9H 8H AD 7C 8C 9C AH 7S 9D 10D 7D 10S JC QC 7H 8S 9S JD QD KD JS QS KS KH QH AS
    When E passes
    And N takes
    Then the contract is hearts taken by N
    And it is E's turn to play

  @variant:french-qcsalon
  Scenario: The winner of a trick leads the next one
    Source S001: "Later tricks are started by the player who won the previous trick."

    Given S deals the deck AC KC 10C JH 10H 8D 9H 8H AD 7C 8C 9C AH 7S 9D 10D 7D 10S JC QC 7H 8S 9S JD QD KD JS QS KS KH QH AS
    When E takes
    And E plays AC
    And N plays 10H
    And W plays 9H
    And S plays 7C
    Then it is W's turn to play

  @variant:french-qcsalon
  Scenario: A card played out of turn is rejected
    Source S001: "during which each player will, in turn order, play a card"

    Given S deals the deck AC KC 10C JH 10H 8D 9H 8H AD 7C 8C 9C AH 7S 9D 10D 7D 10S JC QC 7H 8S 9S JD QD KD JS QS KS KH QH AS
    When E takes
    And N plays JH
    Then the play is rejected citing turn
    And the state is unchanged

  Scenario: Not following the led suit is rejected
    Source S001: "If possible, each player must play a card sharing the suit with the first card played during this trick (also called leading suit)."

    Given S deals the deck AC KC 10C JH 10H 8D 9H 8H AD 7C 8C 9C AH 7S 9D 10D 7D 10S JC QC 7H 8S 9S JD QD KD JS QS KS KH QH AS
    When E takes
    And E plays AC
    And N plays 10H
    And W plays 9H
    And S plays AS
    Then the play is rejected citing /play/obligations/follow_suit
    And the state is unchanged

  Scenario: Not beating a led trump when possible is rejected
    Source S001: "Moreover, if that card was a trump, the player must play a trump stronger than each trump played during this trick if possible (called overtrumping)."

    Given S deals the deck AC KC 10C JH 10H 8D 9H 8H AD 7C 8C 9C AH 7S 9D 10D 7D 10S JC QC 7H 8S 9S JD QD KD JS QS KS KH QH AS
    When E takes
    And E plays AH
    And N plays 10H
    Then the play is rejected citing /play/obligations/overtrump_when_trump_led
    And the state is unchanged

  Scenario: Discarding instead of trumping when void is rejected
    Source S001: "but his partner has not played yet, or not played the strongest card, in the current trick, then he must play a trump card if possible."

    Given S deals the deck AC KC 10C JH 10H 8D 9H 8H AD 7C 8C 9C AH 7S 9D 10D 7D 10S JC QC 7H 8S 9S JD QD KD JS QS KS KH QH AS
    When E takes
    And E plays AC
    And N plays 8D
    Then the play is rejected citing /play/obligations/trump_when_void
    And the state is unchanged

  Scenario: Not overtrumping an opponent's ruff when possible is rejected
    Source S001: "Also, if another player has played a trump during this trick, he must play a stronger trump if possible (he overtrumps)."

    Given S deals the deck AC KC 10C JH 10H 8D 9H 8H AD 7C 8C 9C AH 7S 9D 10D 7D 10S JC QC 7H 8S 9S JD QD KD JS QS KS KH QH AS
    When E takes
    And E plays AC
    And N plays 10H
    And W plays 8H
    Then the play is rejected citing /play/obligations/overtrump_on_ruff
    And the state is unchanged

  @source:FFB
  Scenario: Discarding instead of undertrumping an opponent's ruff is rejected
    Source S001: "then he must play a trump card if possible"
    Source FFB: "Si c'est impossible, il faut fournir un atout plus faible"

    Given S deals the deck AC KC 10C JH 10H 8D 9H 8H AD 7C 8C 9C AH 7S 9D 10D 7D 10S JC QC 7H 8S 9S JD QD KD JS QS KS KH QH AS
    When E takes
    And E plays AC
    And N plays JH
    And W plays AD
    Then the play is rejected citing /play/obligations/undertrump_when_cannot_overtrump
    And the state is unchanged
