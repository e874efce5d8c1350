@variant:open-belot @source:BG @area:scoring
Feature: A doubled deal doubles the declarations too, in Open Belot (BG)
  In a doubled deal the player with more points records every point of the deal doubled, his
  declarations and belote included, not only the points of the tricks.

  In the trick tables each row lists the cards in the order played, from the player who led; S deals,
  so N leads the first trick, and the winner of each trick leads the next.

  # N won 96 points with the last trick and declared 20 (Q-K-A of spades), S won 66: N records all 182
  # doubled, 364; doubling the tricks alone would give 344.
  Scenario: In a doubled contract the declarations are doubled too
    Source BG: "When there was a double declared the team with more points records all points doubled( all bonuses are doubled including the bonus for getting all the hands)."

    Given the contract is hearts taken by N
    And the contract is doubled
    And the dealer is S
    And N declared AS KS QS
    When the deal is scored with these tricks:
      | leader | cards  | winner |
      | N      | KS 7S  | N      |
      | N      | 9D 8D  | N      |
      | N      | QC KC  | S      |
      | S      | 9S 10S | N      |
      | N      | AD 10D | N      |
      | N      | 8S JS  | S      |
      | S      | 7D JD  | N      |
      | N      | AS JH  | S      |
      | S      | QD 10H | N      |
      | N      | JC AC  | S      |
      | S      | 8C 9C  | N      |
      | N      | AH QH  | N      |
      | N      | QS 8H  | S      |
      | S      | 10C 7C | S      |
      | S      | KD 9H  | N      |
      | N      | KH 7H  | N      |
    Then the contract is made
    And N score 364 and S score 0
