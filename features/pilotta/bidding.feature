@variant:pilotta @source:KYP @area:bidding
Feature: The bidding in Pilotta (kypros.org)
  Each player in turn names a trump suit and promises a number of points, 80 or more in tens, higher
  than the bid before, or passes. Three passes in a row after a bid end the bidding; four passes
  abandon the deal and a new one starts. The page does not say who speaks first: the variant starts
  with the player after the dealer (marked unstated).

  S deals in every scenario, so E speaks first, then N, W and S. N and S are partners, as are E and W.

  Scenario: Each player in turn bids a suit and points or passes
    Source KYP: "Each player in turn must declare a suit that wants to be trump and promise to collect a number of points."
    Source KYP: "If a player does not wish to make a bid a PASS can be declared."

    When S deals
    Then it is E's turn to bid
    When E passes
    Then it is N's turn to bid
    When N bids 80 hearts
    Then it is W's turn to bid

  Scenario: Each bid promises more points than the one before
    Source KYP: "Each successive player must promise a higher number of points than the current bid in order to win the bid."

    When S deals
    And E bids 80 clubs
    And N bids 90 diamonds
    And W bids 100 spades
    And S passes
    And E passes
    And N passes
    Then the contract is spades taken by W

  Scenario: A bid no higher than the one before is rejected, even in another suit
    Source KYP: "Each successive player must promise a higher number of points than the current bid in order to win the bid."

    When S deals
    And E bids 90 hearts
    And N bids 90 spades
    Then the bid is rejected citing /bidding/auction/raise_by
    And the state is unchanged

  Scenario: A bid below 80 is rejected
    Source KYP: "Points can only be declared in increments of 10, i.e. 80, 90, 150 etc., with a minimum of 80."

    When S deals
    And E bids 70 hearts
    Then the bid is rejected citing /bidding/auction/points
    And the state is unchanged

  Scenario: A bid that is not in tens is rejected
    Source KYP: "Points can only be declared in increments of 10, i.e. 80, 90, 150 etc., with a minimum of 80."

    When S deals
    And E bids 85 hearts
    Then the bid is rejected citing /bidding/auction/points
    And the state is unchanged

  Scenario: A bid of 150 is allowed
    Source KYP: "Points can only be declared in increments of 10, i.e. 80, 90, 150 etc., with a minimum of 80."

    When S deals
    And E bids 150 hearts
    And N passes
    And W passes
    And S passes
    Then the contract is hearts taken by E

  Scenario: Two passes after a bid do not stop the bidding
    Source KYP: "After all players have spoken and three successive PASSes have been declared the biding stops."

    When S deals
    And E bids 80 hearts
    And N passes
    And W passes
    Then it is S's turn to bid

  Scenario: Three passes in a row after a bid stop the bidding
    Source KYP: "After all players have spoken and three successive PASSes have been declared the biding stops."

    When S deals
    And E passes
    And N passes
    And W passes
    And S bids 80 clubs
    And E passes
    And N passes
    And W passes
    Then the contract is clubs taken by S

  Scenario: When all four pass the deal is abandoned
    Source KYP: "If all four players declare a PASS the game is abandoned and a new one starts."

    When S deals
    And E passes
    And N passes
    And W passes
    And S passes
    Then the deal is cancelled
