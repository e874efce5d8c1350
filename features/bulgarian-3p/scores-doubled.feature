@variant:bulgarian-3p @source:BG @area:scoring
Feature: A doubled deal doubles the declarations too, for three players (BG)
  In a doubled deal the player with more points records every point of the deal doubled, his
  declarations and belote included, not only the points of the tricks.

  In the trick tables each row lists the cards in the order played, from the player who led; S deals,
  so E leads the first trick, and the winner of each trick leads the next. Play goes E, W, S.

  # E won 79 points with the last trick and declared 20 (Q-K-A of spades), W won 83 and S nothing: E
  # makes 99 against 83 and records all 182 doubled, 364; doubling the tricks alone would give 344.
  Scenario: In a doubled contract the declarations are doubled too
    Source BG: "When there was a double declared the team with more points records all points doubled( all bonuses are doubled including the bonus for getting all the hands)."

    Given the contract is hearts taken by E
    And the contract is doubled
    And the dealer is S
    And E declared AS KS QS
    When the deal is scored with these tricks:
      | leader | cards      | winner |
      | E      | AH JH 9H   | W      |
      | W      | AD KD 9D   | W      |
      | W      | QD JD 10H  | E      |
      | E      | QS 9S JS   | E      |
      | E      | 10S QH 10C | W      |
      | W      | 10D JC KH  | E      |
      | E      | AS QC AC   | E      |
      | E      | KS 9C KC   | E      |
    Then the contract is made
    And E score 364 and W score 0
    And S score 0 and E score 364
