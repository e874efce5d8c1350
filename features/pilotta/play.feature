@variant:pilotta @source:KYP @area:play
Feature: Leading and following in Pilotta (kypros.org)
  The player who bid first leads the first trick, whoever bid last. The leader of a trick may play any
  card; the others must follow the led suit; a player without it must play a trump, even when the
  partner holds the trick, and any trump will do; a player with neither may play any card. The stored
  page asks nothing more: no higher card, on a trump lead or over a trump already played.

  Play goes counter-clockwise: E, N, W, S. N and S are partners, as are E and W. Hearts are trump in
  the stateless scenarios.

  Scenario: The player who bid first leads the first trick, not the last bidder
    Source KYP: "When the bidding stops the player who bid first also plays first."

    When S deals
    And E passes
    And N bids 80 hearts
    And W bids 90 spades
    And S passes
    And E passes
    And N passes
    Then the contract is spades taken by W
    And it is N's turn to play

  Scenario: The first player to speak who passed does not lead
    Source KYP: "When the bidding stops the player who bid first also plays first."
    Source KYP: "If a player does not wish to make a bid a PASS can be declared."

    When S deals
    And E passes
    And N passes
    And W bids 80 diamonds
    And S passes
    And E passes
    And N passes
    Then the contract is diamonds taken by W
    And it is W's turn to play

  Scenario: The first bidder leads even when the dealer takes
    Source KYP: "When the bidding stops the player who bid first also plays first."

    When S deals
    And E bids 80 clubs
    And N passes
    And W passes
    And S bids 90 hearts
    And E passes
    And N passes
    And W passes
    Then the contract is hearts taken by S
    And it is E's turn to play

  Scenario: The leader of a trick may play any card
    Source KYP: "The first player in any trick can play any card."

    Given the contract is hearts
    And N holds AS 7S JH 8C
    And no card has been played to the trick
    Then N may play any card

  Scenario: A player holding the led suit must follow it, even holding a trump
    Source KYP: "All other players must the follow the suit of that card."

    Given the contract is hearts
    And N holds AC 7C 8D JH
    And the trick so far is E KC
    Then the legal cards for N are AC 7C

  Scenario: On a trump lead a player need not play a higher trump
    Source KYP: "All other players must the follow the suit of that card."

    Given the contract is hearts
    And N holds 9H 7H AC
    And the trick so far is E 10H
    Then the legal cards for N are 9H 7H

  Scenario: A player without the led suit must play a trump
    Source KYP: "If a player does not have a card of that suit, a card of trump suit must then be played."

    Given the contract is hearts
    And N holds 8H QD 7S
    And the trick so far is E KC
    Then the legal cards for N are 8H

  Scenario: A player without the led suit must trump even when the partner holds the trick
    Source KYP: "If a player does not have a card of that suit, a card of trump suit must then be played."

    Given the contract is hearts
    And W holds 8H QD 7S
    And the trick so far is E AC, N 7C
    Then the legal cards for W are 8H

  Scenario: Any trump will do, even one lower than a trump already played
    Source KYP: "If a player does not have a card of that suit, a card of trump suit must then be played."
    Source KYP: "If the player does not have a card of trump suit either, then any card can be played."

    Given the contract is hearts
    And W holds 7H AH KD
    And the trick so far is E 7C, N 8H
    Then the legal cards for W are 7H AH

  Scenario: A player with neither the led suit nor a trump may play any card
    Source KYP: "If the player does not have a card of trump suit either, then any card can be played."

    Given the contract is hearts
    And N holds AC 7S QC
    And the trick so far is E KD
    Then N may play any card

  Scenario: A player without the led suit holding only a lower trump must play it
    Source KYP: "If a player does not have a card of that suit, a card of trump suit must then be played."

    Given the contract is hearts
    And W holds 7H KD
    And the trick so far is E 7C, N JH
    Then the legal cards for W are 7H
