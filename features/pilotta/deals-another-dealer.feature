@variant:pilotta @source:KYP @area:bidding
Feature: Who speaks first in Pilotta when W deals (kypros.org)
  The page does not say who speaks first: the variant starts with the player after the dealer (marked
  unstated), whoever deals. Here W deals, so S speaks first.

  Scenario: Dealt by W, S, the player after the dealer, speaks first
    Source KYP: "Each player in turn must declare a suit that wants to be trump and promise to collect a number of points."

    When W deals
    Then it is S's turn to bid
