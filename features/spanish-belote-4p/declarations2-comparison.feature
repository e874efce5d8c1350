@variant:spanish-belote-4p @source:S000 @area:scoring
Feature: Which sequences score in four-player Spanish Belote: the single best one decides, for its side (S000)
  Sequences are compared with sequences: the side holding the longest scores its sequences, and between
  sequences of one length the one with the higher top card. A player's sequences are not added up, and
  the winning side scores every sequence it holds; each side's combinations count for that side,
  whoever took the contract. Partners sit opposite, N and S against E and W; S deals, so E, the mano,
  declares first. Hearts are trump.

  Scenario: One player's sequences are not added up: two of three cards lose to one of three to the King
    Source S000: "Когда у обоих игроков есть Стрит, побеждает тот, у кого наибольшее количество карт, а когда их количество одинаково, побеждает тот, у кого более высокая карта."

    Given the contract is hearts
    And the dealer is S
    And E holds 7C 8C 9C 7D 8D 9D AS KH
    And N holds JS QS KS 10H AC QD 8H 10C
    Then the declarations score NS 20 and EW 0

  Scenario: The defenders' better sequence scores for the defenders, not for the side that took the contract
    Source S000: "Когда у обоих игроков есть Стрит, побеждает тот, у кого наибольшее количество карт"
    Source S000: "В нее играют парами, с общей  оценкой для обоих."

    Given the contract is hearts taken by N
    And the dealer is S
    And N holds 7C 8C 9C JS AC QD 8H 10H
    And E holds 8D 9D 10D JD AS KH 7S QC
    Then the declarations score NS 0 and EW 50

  Scenario: A player holding two sequences of three scores both
    Source S000: "Достоинство заявленной и принятой комбинации или комбинаций."
    Source S000: "В нее играют парами, с общей  оценкой для обоих."

    Given the contract is hearts
    And the dealer is S
    And N holds 7C 8C 9C 7D 8D 9D AS KH
    Then the declarations score NS 40 and EW 0
