@variant:bulgarian-2p @source:BG @area:scoring
Feature: Points held over won in a No Trumps deal, for two players (BG)
  The points of a deal that hung are left to the winner of the next deal as they were held. No Trumps
  doubles the points scored in its own deal, not the points held over that it brings to its winner.

  In the trick tables each row lists the cards in the order played, from the player who led; the winner of
  each trick leads the next.

  # S won 85 points and the last trick's 10 in No Trumps, doubled 170, and takes the 81 held over: 251.
  Scenario: Points held over are added to a No Trumps deal as they were held
    Source BG: "When the game hangs the team that bid that game does not record any points but those points are left to the winner of the next game."
    Source BG: "When the No Trumps game is played the points scored are doubled (except for the bonus of getting all the hands)."

    Given the contract is no trumps taken by S
    And 81 points are held over from the previous deal
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | N      | QD AD          | S      |
      | S      | JD 10D         | N      |
      | N      | JS AS          | S      |
      | S      | 9S JC          | S      |
      | S      | QH 10H         | N      |
      | N      | 9H KH          | S      |
      | S      | KD AH          | S      |
      | S      | 10C QC         | S      |
      | S      | QS AC          | S      |
    Then the contract is made
    And S score 251 and N score 50
