@variant:spanish-belote-4p @source:S000 @area:scoring
Feature: A sequence below a gap in its suit is a sequence in four-player Spanish Belote (S000)
  Three cards in a row of one suit are a Тройка, worth 20, wherever they lie in the suit: a higher card
  of the suit held above a gap does not hide them. Hearts are trump.

  Scenario: Seven, eight and nine with the King of the suit are a sequence of three
    Source S000: "Стрит: это комбинация трех, четырех или пяти соответствующих карт одной масти, называемая Пятерка, которая состоит из пяти карт, Четверка, которая состоит из четырех, и Тройка, которая образована тремя."
    Source S000: "Одна Тройка -> 20 очков"

    Given the contract is hearts
    And W holds 7C 8C 9C KC AD 10H QS 8D
    Then W's declarations are worth 20
