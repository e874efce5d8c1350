@variant:spanish-belote @variant:spanish-belote-4p @source:S000 @area:cards
Feature: Card order and card points in Spanish Belote (S000)
  Seed 000 ranks the trump suit J 9 A 10 K Q 8 7 and the other suits A 10 K Q J 9 8 7, and gives a
  table of points for each. Both tables give the King 10 points, an erratum (S000-king-ten-points in the
  variant): belote-spec values the King at 4, trump or not, so a deck holds 152 card points. The
  four-player game uses the same cards, so these scenarios run against both variants.

  Scenario: Trump cards rank J 9 A 10 K Q 8 7
    Source S000: "В масти козырей порядок от высшей к низшей: валет (V), девятка,туз, десятка, король (K), дама (Q), восьмерка и семерка."

    Given the contract is hearts
    Then in hearts the ranks from strongest to weakest are J 9 A 10 K Q 8 7

  Scenario: Cards of the other suits rank A 10 K Q J 9 8 7
    Source S000: "В мастях без козырей порядок карт от высшей к низшей следующий: туз, 10, король (K), дама (Q), валет (V), девятка, восьмерка и семерка."

    Given the contract is hearts
    Then in spades the ranks from strongest to weakest are A 10 K Q J 9 8 7
    And in clubs the ranks from strongest to weakest are A 10 K Q J 9 8 7
    And in diamonds the ranks from strongest to weakest are A 10 K Q J 9 8 7

  Scenario: Trump cards are worth 20 14 11 10 for J 9 A 10, 3 for the Queen and 0 for the 8 and the 7
    Source S000: "Что касается достоинства карт козырной масти: • Валет -> 20 очков • Девять -> 14 очков • Туз -> 11 очков • Десять -> 10 очков"
    Source S000: "Дама -> 3 балла • Восемь -> 0 очков • Семь -> 0 очков"

    Given the contract is spades
    Then JS is worth 20 points
    And 9S is worth 14 points
    And AS is worth 11 points
    And 10S is worth 10 points
    And QS is worth 3 points
    And 8S is worth 0 points
    And 7S is worth 0 points

  Scenario: Cards of the other suits are worth 11 10 for A 10, 3 for the Queen, 2 for the Jack and 0 for 9 8 7
    Source S000: "Для остальных мастей достоинство карт составляет: • Туз -> 11 очков • Десять -> 10 очков"
    Source S000: "Дама -> 3 очка • Валет -> 2 балла • Девять -> 0 очков • Восемь -> 0 очков • Семь -> 0 очков"

    Given the contract is spades
    Then AH is worth 11 points
    And 10H is worth 10 points
    And QH is worth 3 points
    And JH is worth 2 points
    And 9H is worth 0 points
    And 8H is worth 0 points
    And 7H is worth 0 points

  # Erratum S000-king-ten-points: both tables of seed 000 read "Король -> 10 очков", as much as the Ten
  # that outranks the King; every other source gives it 4, and so does the variant.
  @source:S001 @source:S003
  Scenario: The King is worth 4 points, trump or not, not the 10 the source gives
    Source S000: "Король -> 10 очков"
    Source S001: "Trump cards Rank J 9 A 10 K Q 8 7 Points 20 14 11 10 4 3 0 0"
    Source S001: "Non-Trump cards Rank A 10 K Q J 9 8 7 Points 11 10 4 3 2 0 0 0"
    Source S003: "Kralj, 4 poena"

    Given the contract is hearts
    Then KH is worth 4 points
    And KS is worth 4 points
    And KC is worth 4 points
    And KD is worth 4 points

  Scenario: The same card is worth differently as trump and in another suit
    Source S000: "Что касается достоинства карт козырной масти:"
    Source S000: "Для остальных мастей достоинство карт составляет:"

    Given the contract is diamonds
    Then JD is worth 20 points
    And 9D is worth 14 points
    And JC is worth 2 points
    And 9C is worth 0 points

  # With the source's King at 10 the deck would hold 176 points; the erratum makes it 152.
  Scenario: The 32 cards of the deck are worth 152 points in all
    Source S000: "Используется 32-карточная колода во французском стиле, без двоек, троек, четверок, пятерок или шестерок."

    Given the contract is hearts
    Then the cards of the deck are worth 152 points in all
