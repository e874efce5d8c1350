@variant:french-sans-atout @variant:french-sans-atout-ffb @source:S001 @area:bidding
Feature: Taking No Trumps or All Trumps in French Belote with No Trumps and All Trumps (S001, FFB)
  Seed 001 prints the points of the No Trumps and All Trumps contracts but not how they are bid; the
  French federation's variant (FFB §11) lets a player take No Trumps or All Trumps as well as a suit.
  The auction is otherwise French Belote's: in the first round the suit on offer is the turned card's,
  in the second round the taker may name any suit, and in both rounds a player may take No Trumps or
  All Trumps instead. S deals in every scenario, with JH turned up, so E speaks first, then N, W and S.

  @source:FFB
  Scenario: No Trumps may be taken in the first round
    Source S001: "Special cases, when "No Trumps" or "All Trumps" is chosen"
    Source FFB: "Cette variante permet de prendre, en sus des 4 couleurs d’atout possibles, à « Sans Atout » (il n’existe aucune couleur d’atout) et « Tout atout » (toutes les couleurs sont atout)"
    Source FFB: "Un joueur peut prendre à la couleur ainsi qu’à Sans Atout et Tout Atout."

    Given S deals with JH turned up
    When E takes no trumps
    Then the contract is no trumps taken by E

  @source:FFB
  Scenario: All Trumps may be taken in the first round
    Source S001: "Special cases, when "No Trumps" or "All Trumps" is chosen"
    Source FFB: "Un joueur peut prendre à la couleur ainsi qu’à Sans Atout et Tout Atout."

    Given S deals with JH turned up
    When E passes
    And N takes all trumps
    Then the contract is all trumps taken by N

  @source:FFB
  Scenario: No Trumps may be taken in the second round
    Source S001: "If all 4 players refuse to take the card, they are once again (in the same order) given the choice of taking this card or not."
    Source FFB: "Un joueur peut prendre à la couleur ainsi qu’à Sans Atout et Tout Atout."

    Given S deals with JH turned up
    When E passes
    And N passes
    And W passes
    And S passes
    And E passes
    And N passes
    And W takes no trumps
    Then the contract is no trumps taken by W

  @source:FFB
  Scenario: All Trumps may be taken in the second round
    Source S001: "If all 4 players refuse to take the card, they are once again (in the same order) given the choice of taking this card or not."
    Source FFB: "Un joueur peut prendre à la couleur ainsi qu’à Sans Atout et Tout Atout."

    Given S deals with JH turned up
    When E passes
    And N passes
    And W passes
    And S passes
    And E takes all trumps
    Then the contract is all trumps taken by E

  @source:FFB
  Scenario: The turned suit may still be taken in the first round
    Source S001: "If one player takes it, the bidding ends, and the suit of this card becomes the Trump for this hand."
    Source FFB: "Un joueur peut prendre à la couleur ainsi qu’à Sans Atout et Tout Atout."

    Given S deals with JH turned up
    When E passes
    And N takes
    Then the contract is hearts taken by N

  @source:FFB
  Scenario: Any suit may still be named in the second round
    Source S001: "But during this second time, if a player takes this card, he can choose any suit to be Trump for this hand."
    Source FFB: "Un joueur peut prendre à la couleur ainsi qu’à Sans Atout et Tout Atout."

    Given S deals with JH turned up
    When E passes
    And N passes
    And W passes
    And S passes
    And E passes
    And N takes spades
    Then the contract is spades taken by N

  Scenario: Another suit still cannot be named in the first round
    Source S001: "If one player takes it, the bidding ends, and the suit of this card becomes the Trump for this hand."

    Given S deals with JH turned up
    When E takes spades
    Then the bid is rejected citing /bidding/rounds/0
    And the state is unchanged

  Scenario: Taking No Trumps ends the bidding
    Source S001: "If one player takes it, the bidding ends"

    Given S deals with JH turned up
    When E takes no trumps
    And N takes all trumps
    Then the bid is rejected citing phase
    And the state is unchanged
    And the contract is no trumps taken by E

  Scenario: Taking All Trumps ends the bidding
    Source S001: "If one player takes it, the bidding ends"

    Given S deals with JH turned up
    When E passes
    And N passes
    And W passes
    And S passes
    And E takes all trumps
    And N takes no trumps
    Then the bid is rejected citing phase
    And the state is unchanged
    And the contract is all trumps taken by E
