@variant:schieber @variant:schieber-turnier @variant:schieber-2500 @area:play
Feature: What a player may play in Schieber Jass (Swisslos, Spotlight on Games, earthli, jassonkel)
  Follow the led suit; in a trump contract a trump may be played instead. The trump Jack never has to
  follow a trump lead. A player who cannot follow may play any card, but once a plain suit led has been
  trumped nobody may play a lower trump unless he holds nothing but trumps. The trump suit is named in
  each scenario; play goes S, E, N, W; partners are N and S, E and W.

  @source:SWL
  Scenario: A player holding the led suit must play it
    Source SWL: "Wer eine Karte der ausgespielten Farbe besitzt, muss diese Farbe spielen."

    Given the contract is hearts
    And W holds 7S KD AC
    And the trick so far is S 10S, E 6S, N 8S
    Then the legal cards for W are 7S

  @source:SOG @source:ETH
  Scenario: A player holding the led suit may play a trump instead
    Source SOG: "In Trump games, player has the choice of following suit or playing a trump."
    Source ETH: "Even if another suit is led (established), a player may elect to play a trump, even if they also have a card in the established suit."

    Given the contract is hearts
    And W holds 7S 8H KD
    And the trick so far is S 10S, E 6S, N 9S
    Then the legal cards for W are 7S 8H

  @source:SWL @source:SOG @source:ETH
  Scenario: A player whose only trump is the Jack need not play it to a trump lead
    Source SWL: "Die Ausnahme ist der Trumpf-Bauer/Trumpf-Under."
    Source SOG: "It is never required to play the Under of trumps."
    Source ETH: "Since the trump is the Jack, the player can throw a different card"

    Given the contract is hearts
    And W holds JH KD AC
    And the trick so far is S 6H, E 7H, N QH
    Then W may play any card

  @source:ETH
  Scenario: A player holding another trump beside the Jack must follow a trump lead
    Source ETH: "If a trump is the established suit for hand, other players must follow with a trump, if possible."
    Source ETH: "If their only remaining trump was anything other than the Jack, they would have to throw that card, as with any other suit"

    Given the contract is hearts
    And W holds JH 6H KD AC
    And the trick so far is S 8H, E 7H, N QH
    Then the legal cards for W are JH 6H

  @source:ETH
  Scenario: A trump lead need not be beaten
    Source ETH: "If a trump is the established suit for hand, other players must follow with a trump, if possible."

    Given the contract is hearts
    And W holds 6H AH KD
    And the trick so far is S 9H, E 7H, N QH
    Then the legal cards for W are 6H AH

  @source:SWE
  Scenario: A player who cannot follow may play any card, and need not trump
    Source SWE: "A player not holding a card of the suit led may play any card"

    Given the contract is hearts
    And W holds 8H KD AC
    And the trick so far is S 10S, E 6S, N 9S
    Then W may play any card

  @source:JOU
  Scenario: A player who cannot follow may not undertrump a trumped trick while he holds another card
    Source JOU: "Spieler D - als letzter hat noch das Schilten-As und den Schellenkönig (Trumpfkönig) in den Händen."
    Source JOU: "Das ist nicht gestattet! Das Schilten-As muss «geschmiert» werden."

    # JOU's example with French suits: Schellen as clubs (trump), Rosen as hearts, Schilten as spades.
    Given the contract is clubs
    And W holds AS KC
    And the trick so far is S 10H, E AH, N AC
    Then the legal cards for W are AS

  @source:JOU
  Scenario: A player holding nothing but trumps may undertrump
    Source JOU: "Hätte aber der Spieler D anstelle des Schilten-As noch einen zweiten Trumpf, etwa das Nell, so steht es ihm frei, den Trumpfkönig zu geben, also zu untertrumpfen, oder mit dem Nell zu stechen, zu Übertrumpfen."

    Given the contract is clubs
    And W holds KC 9C
    And the trick so far is S 10H, E AH, N AC
    Then the legal cards for W are KC 9C

  @source:SOG
  Scenario: A player holding the led suit may trump instead only above the trick's trump
    Source SOG: "If a non-trump was led and later trumped, no player is allowed to play a lower trump unless unable to play any other card."

    Given the contract is clubs
    And W holds 7H KC 9C
    And the trick so far is S 10H, E AH, N AC
    Then the legal cards for W are 7H 9C

  @source:ETH
  Scenario: A trump beats every card of another suit
    Source ETH: "The strongest trump in a hand wins it. If there are no trumps in the hand, the strongest card in the established suit wins it."

    Given the contract is hearts
    And the trick so far is S AS, E 6H, N KS, W QS
    Then the trick is won by E

  @source:ETH
  Scenario: Without a trump the highest card of the led suit wins
    Source ETH: "If there are no trumps in the hand, the strongest card in the established suit wins it."

    Given the contract is hearts
    And the trick so far is S KS, E AD, N AS, W 6S
    Then the trick is won by N

  @source:SWE
  Scenario: A player following suit need not beat the card led
    Source SWE: "Anyone holding a card of the suit led must play this suit (with the exception of the trump Jack/trump Under)."

    Given the contract is hearts
    And W holds 7S AS KD
    And the trick so far is S 10S, E 6S, N 8S
    Then the legal cards for W are 7S AS

  @source:SWE @source:SOG
  Scenario: A player who cannot follow need not overtrump a ruff
    Source SWE: "A player not holding a card of the suit led may play any card"
    Source SOG: "If unable to follow suit, may play any card except ..."

    Given the contract is clubs
    And W holds AS JC
    And the trick so far is S 10H, E AH, N AC
    Then W may play any card

  @source:SOG
  Scenario: Nobody may undertrump the partner's ruff either
    Source SOG: "If a non-trump was led and later trumped, no player is allowed to play a lower trump unless unable to play any other card."

    Given the contract is clubs
    And W holds AS KC
    And the trick so far is S 10H, E AC, N AH
    Then the legal cards for W are AS

  @source:ETH
  Scenario: A trump lead need not be beaten when the partner holds the trick either
    Source ETH: "If a trump is the established suit for hand, other players must follow with a trump, if possible."

    Given the contract is hearts
    And W holds 6H JH KD
    And the trick so far is S 7H, E 9H, N QH
    Then the legal cards for W are 6H JH

  @source:SWE
  Scenario: A player following suit need not beat the partner's card either
    Source SWE: "Anyone holding a card of the suit led must play this suit (with the exception of the trump Jack/trump Under)."

    Given the contract is obenabe
    And W holds 8D QD AD
    And the trick so far is E KD, N 9D
    Then W may play any card

  @source:ETH
  Scenario: Of two trumps on a plain lead the higher wins, whoever played it first
    Source ETH: "The strongest trump in a hand wins it."

    Given the contract is hearts
    And the trick so far is S AS, E 9H, N 7H, W 8S
    Then the trick is won by E

  @source:PGS
  Scenario: The Jack of a suit that is not trump beats its nine
    Source PGS: "Ass (11), König (4), Ober (3), Unter (2), Banner (10), 9 (0), 8 (0), 7 (0), 6 (0)."

    Given the contract is hearts
    And the trick so far is S JS, E 9S, N 6S, W 7S
    Then the trick is won by S

  @source:SOG
  Scenario: Undertrumping on the first trick is refused
    Source SOG: "If a non-trump was led and later trumped, no player is allowed to play a lower trump unless unable to play any other card."

    # N deals; W is forehand and leads, then S and E, then N, who holds no spades.
    Given N deals the deck 8D KS 7C 9H 9D KC JC AC QC JS 10H 10S JH AH KH 10D 7S AD 6H 9S QH JD 7D 6D 6C QS 8S 8H KD 10C AS 7H 9C 8C 6S QD
    When W passes
    And E takes clubs
    And W plays KS
    And S plays 10C
    And E plays AC
    And N plays 8C
    Then the play is rejected citing /play/obligations/undertrump_ban
    And the state is unchanged
