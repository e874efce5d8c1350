@variant:bela @variant:bela-2p @variant:bela-3p @source:S002 @source:BG @area:cards
Feature: Card order and card points in Bela (S002, BG)
  Bela is played with 32 cards, 7 to Ace in four suits. Seed 002 gives neither the order of the cards
  in play nor their points; the Bulgarian rules (BG) do: in the trump suit J 9 A 10 K Q 8 7, worth
  20 14 11 10 4 3 0 0; in the other suits A 10 K Q J 9 8 7, worth 11 10 4 3 2 0 0 0. The cards are
  worth 152 points; with the 10 of the last trick a clean game is worth 162, as seed 002 says. The
  order and the points are the same for two, three and four players.

  Scenario: Trump cards rank J 9 A 10 K Q 8 7
    Source S002: "alb se joacă cu un pachet de 32 de cărți (băiat, regină, rege, as, X, IX, VIII, VII)"
    Source BG: "The strength of the cards of the trump suit are as follows ( descending order). J,9,A,10,K,Q,8,7."

    Given the contract is hearts
    Then in hearts the ranks from strongest to weakest are J 9 A 10 K Q 8 7

  Scenario: Cards of the other suits rank A 10 K Q J 9 8 7
    Source S002: "alb se joacă cu un pachet de 32 de cărți (băiat, regină, rege, as, X, IX, VIII, VII)"
    Source BG: "With the rest of the suits the strength of the cards is as follows: A, 10, K, Q, J, 9 ,8 ,7"

    Given the contract is hearts
    Then in spades the ranks from strongest to weakest are A 10 K Q J 9 8 7
    And in clubs the ranks from strongest to weakest are A 10 K Q J 9 8 7
    And in diamonds the ranks from strongest to weakest are A 10 K Q J 9 8 7

  Scenario: Trump cards are worth 20 14 11 10 4 3 0 0
    Source S002: "alb se joacă cu un pachet de 32 de cărți (băiat, regină, rege, as, X, IX, VIII, VII)"
    Source BG: "| 7 | 0 | 0 | | 8 | 0 | 0 | | 9 | 14 | 0 | | 10 | 10 | 10 | | J | 20 | 2 | | Q | 3 | 3 | | K | 4 | 4 | | A | 11 | 11 |"

    Given the contract is spades
    Then JS is worth 20 points
    And 9S is worth 14 points
    And AS is worth 11 points
    And 10S is worth 10 points
    And KS is worth 4 points
    And QS is worth 3 points
    And 8S is worth 0 points
    And 7S is worth 0 points

  Scenario: Cards of the other suits are worth 11 10 4 3 2 0 0 0
    Source S002: "alb se joacă cu un pachet de 32 de cărți (băiat, regină, rege, as, X, IX, VIII, VII)"
    Source BG: "| 7 | 0 | 0 | | 8 | 0 | 0 | | 9 | 14 | 0 | | 10 | 10 | 10 | | J | 20 | 2 | | Q | 3 | 3 | | K | 4 | 4 | | A | 11 | 11 |"

    Given the contract is spades
    Then AH is worth 11 points
    And 10H is worth 10 points
    And KH is worth 4 points
    And QH is worth 3 points
    And JH is worth 2 points
    And 9H is worth 0 points
    And 8H is worth 0 points
    And 7H is worth 0 points

  Scenario: The cards are worth 152 points, a clean game 162 with the last trick
    Source S002: "Un așa-zis joc curat (un joc în care nu a existat vocație) este de 162 de puncte."
    Source S002: "Cuplul care poartă ultima atingere primește încă 10 puncte."
    Source BG: "162 (16) in the specific trump game"

    Given the contract is diamonds
    Then the cards of the deck are worth 152 points in all
