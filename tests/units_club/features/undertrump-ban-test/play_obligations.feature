@variant:undertrump-ban-test @source:TESTNL @area:play
Feature: The undertrump ban (the rule unit's test-only scenarios)
  Hearts are trump (E takes the turned 7H). Play goes counter-clockwise: E, N, W, S; partners N and S,
  E and W. After E leads AC and N ruffs with JH, W holds no club, cannot beat the jack, holds two lower
  trumps and other cards.

  Scenario: A void player who cannot overtrump may not play a lower trump
    Source TESTNL: "Ondertroeven is niet toegestaan, tenzij je niets anders hebt."

    Given the contract is hearts
    And W holds 9H 8H AD 7D
    And the trick so far is E AC, N JH
    Then the legal cards for W are AD 7D

  Scenario: A void player holding nothing but lower trumps may play them
    Source TESTNL: "Ondertroeven is niet toegestaan, tenzij je niets anders hebt."

    Given the contract is hearts
    And W holds 9H 8H
    And the trick so far is E AC, N JH
    Then W may play any card

  Scenario: Undertrumping is rejected
    Source TESTNL: "Ondertroeven is niet toegestaan, tenzij je niets anders hebt."

    Given S deals the deck AC KC 10C JH 10H 8D 9H 8H AD 7C 8C 9C AH 7S 9D 10D 7D 10S JC QC 7H 8S 9S JD QD KD JS QS KS KH QH AS
    When E takes
    And E plays AC
    And N plays JH
    And W plays 8H
    Then the play is rejected citing /play/obligations/undertrump_ban
    And the state is unchanged
