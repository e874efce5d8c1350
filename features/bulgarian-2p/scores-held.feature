@variant:bulgarian-2p @source:BG @area:scoring
Feature: Points held over from a hanging deal, for two players (BG)
  When a deal hangs, the taker's points wait for the winner of the next deal; with two players that is
  the player who wins it, the taker when he makes his contract.

  In the trick tables each row lists the cards in the order played, from the player who led; the
  winner of each trick leads the next.

  # N won 95 points with the last trick against S's 27: made, and the 81 held over go to N.
  Scenario: Points held over go to the player who makes the next contract
    Source BG: "When the game hangs the team that bid that game does not record any points but those points are left to the winner of the next game."

    Given the contract is hearts taken by N
    And 81 points are held over from the previous deal
    When the deal is scored with these tricks:
      | leader | cards  | winner |
      | N      | JD KD  | S      |
      | S      | 10S 9S | S      |
      | S      | 10H 9H | N      |
      | N      | JH QH  | N      |
      | N      | 9D AD  | S      |
      | S      | 9C AC  | N      |
      | N      | QD KS  | N      |
      | N      | KH QC  | N      |
      | N      | AS JS  | N      |
    Then the contract is made
    And N score 176 and S score 27
