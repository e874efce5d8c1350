@variant:spanish-belote @source:S000 @area:play
Feature: Spanish Belote's duty to follow suit holds whether the player holds a trump or not (S000)
  S follows N's lead. Hearts are trump.

  Scenario: A player without trumps must follow the led suit
    Source S000: "Обязательно следовать масти карты, сыгранной противником."

    Given the contract is hearts
    And S holds 8D QD 10C QS
    And the trick so far is N 9D
    Then the legal cards for S are 8D QD
