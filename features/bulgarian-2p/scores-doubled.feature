@variant:bulgarian-2p @source:BG @area:scoring
Feature: A doubled deal doubles the declarations too, for two players (BG)
  In a doubled deal the player with more points records every point of the deal doubled, his
  declarations and belote included, not only the points of the tricks.

  In the trick tables each row lists the cards in the order played, from the player who led; S deals,
  so N leads the first trick, and the winner of each trick leads the next.

  # N won 112 points with the last trick and declared 20 (Q-K-A of spades), S won 21: N records all
  # 153 doubled, 306; doubling the tricks alone would give 286.
  Scenario: In a doubled contract the declarations are doubled too
    Source BG: "When there was a double declared the team with more points records all points doubled( all bonuses are doubled including the bonus for getting all the hands)."

    Given the contract is hearts taken by N
    And the contract is doubled
    And the dealer is S
    And N declared AS KS QS
    When the deal is scored with these tricks:
      | leader | cards  | winner |
      | N      | JH AH  | N      |
      | N      | 9H QH  | N      |
      | N      | 9S 10S | S      |
      | S      | AC 9C  | S      |
      | S      | QC KH  | N      |
      | N      | QS KD  | N      |
      | N      | AD JD  | N      |
      | N      | AS 10D | N      |
      | N      | KS JC  | N      |
    Then the contract is made
    And N score 306 and S score 0
