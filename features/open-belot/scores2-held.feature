@variant:open-belot @source:BG @area:scoring
Feature: Points held over won in a No Trumps deal in Open Belot (BG)
  The points of a deal that hung are left to the winner of the next deal as they were held. No Trumps
  doubles the points scored in its own deal, not the points held over that it brings to its winner.

  In the trick tables each row lists the cards in the order played, from the player who led; the winner of
  each trick leads the next.

  # N won 85 points in No Trumps, doubled 170, and takes the 81 held over: 251; S 90.
  Scenario: Points held over are added to a No Trumps deal as they were held
    Source BG: "When the game hangs the team that bid that game does not record any points but those points are left to the winner of the next game."
    Source BG: "When the No Trumps game is played the points scored are doubled"

    Given the contract is no trumps taken by N
    And 81 points are held over from the previous deal
    When the deal is scored with these tricks:
      | leader | cards   | winner |
      | N      | 10D 7D  | N      |
      | N      | JH 7H   | N      |
      | N      | QH 10H  | S      |
      | S      | QD KD   | N      |
      | N      | 10S AS  | S      |
      | S      | KH AH   | N      |
      | N      | 9H JS   | N      |
      | N      | 8C 7C   | N      |
      | N      | 8D AD   | S      |
      | S      | QC KC   | N      |
      | N      | 8H QS   | N      |
      | N      | 9S 8S   | N      |
      | N      | 10C JC  | N      |
      | N      | AC 9C   | N      |
      | N      | KS JD   | N      |
      | N      | 7S 9D   | N      |
    Then the contract is made
    And N score 251 and S score 90
