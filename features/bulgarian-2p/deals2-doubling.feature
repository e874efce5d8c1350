@variant:bulgarian-2p @source:BG @area:bidding
Feature: Nothing to double before a bid in two-player Bulgarian Belot (BG)
  A double answers a bid: an opponent doubles the contract just bid. Before anyone has bid there is no
  contract, so there is nothing to double. S deals, so N speaks first.

  Scenario: Nobody may double before a bid
    Source BG: "When a valid bid is made an opponent may declare that he/she wishes to double."

    When S deals
    And N doubles
    Then the bid is rejected citing /bidding/auction/doubling
    And the state is unchanged
