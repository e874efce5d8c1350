@variant:open-belot @source:BG @area:play
Feature: In Open Belot's All Trumps a player following suit must beat the card led (BG)
  Every suit is trump, so the duty to beat a led trump binds on every lead, though no card of the
  trump suit is held. S follows N's lead.

  Scenario: In All Trumps a player must beat the card led if he can
    Source BG: "Here all suits are trumps so as well as following suit you must give a higher trump if you can regardless of who is winning the hand."

    Given the contract is all trumps
    And S holds 9C QC AD
    And the trick so far is N 10C
    Then the legal cards for S are 9C
