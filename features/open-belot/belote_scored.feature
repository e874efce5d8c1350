@variant:open-belot @source:BG @area:belote
Feature: Belote in the score of a deal in Open Belot (S004, BG)
  Open Belot scores as four-player Bulgarian Belot (S004): the King and Queen of trump held by one
  player, announced, are worth 20 points to his side (BG), and in All Trumps those of any suit; the 20
  points count toward the contract. In each deal N takes the contract and says "belote" with the first
  of the two cards; the trick tables list the cards in the order played, from the player who led.

  # N takes 78 trick points to S's 84: N's belote makes the contract.
  @source:S004
  Scenario: The taker's belote counts toward his contract
    Source S004: "Ойнау және есептеу ережелері стандартты 4 ойыншылық белотқа ұқсас"
    Source BG: "If a player has a K and Q from a trump suit (any suit in the "all trumps" game) and declares it during the play of the game scores for his/her team 20 points."
    Source BG: "To the total team score is added points scored from bonuses (see below)."

    Given the contract is hearts taken by N
    And N played KH then QH announcing only the first
    When the deal is scored with these tricks:
      | leader | cards   | winner |
      | N      | KH 9H   | S      |
      | S      | AS JS   | S      |
      | S      | JD QD   | N      |
      | N      | AD 9D   | N      |
      | N      | 8S KS   | S      |
      | S      | QC 9C   | S      |
      | S      | 7C AC   | N      |
      | N      | 10D KD  | N      |
      | N      | 8H AH   | S      |
      | S      | 10C JC  | S      |
      | S      | JH QH   | S      |
      | S      | KC 10H  | N      |
      | N      | 7D 7H   | S      |
      | S      | 9S QS   | N      |
      | N      | 8D 10S  | N      |
      | N      | 7S 8C   | N      |
    Then the contract is made
    And N score 98 and S score 84

  # N leads KD saying "belote" and plays QD later: 151 trick points and the belote.
  Scenario: In All Trumps the King and Queen of any suit make a belote
    Source BG: "If a player has a K and Q from a trump suit (any suit in the "all trumps" game) and declares it during the play of the game scores for his/her team 20 points."

    Given the contract is all trumps taken by N
    And N played KD then QD announcing only the first
    When the deal is scored with these tricks:
      | leader | cards   | winner |
      | N      | KD JD   | S      |
      | S      | 9H JH   | N      |
      | N      | QC JC   | S      |
      | S      | AD 9D   | N      |
      | N      | QS JS   | S      |
      | S      | 10H AH  | N      |
      | N      | AC KC   | N      |
      | N      | 10S AS  | S      |
      | S      | 7H KH   | N      |
      | N      | 9C 10C  | N      |
      | N      | QD 10D  | S      |
      | S      | QH 8H   | S      |
      | S      | KS 9S   | N      |
      | N      | 7S 8S   | S      |
      | S      | 7D 8D   | N      |
      | N      | 8C 7C   | N      |
    Then the contract is made
    And N score 171 and S score 107

  Scenario: A belote never announced does not score
    Source BG: "If a player has a K and Q from a trump suit (any suit in the "all trumps" game) and declares it during the play of the game scores for his/her team 20 points."

    Given the contract is hearts taken by N
    And N played KH then QH announcing neither
    When the deal is scored with these tricks:
      | leader | cards   | winner |
      | N      | KH JH   | S      |
      | S      | 8H QH   | N      |
      | N      | QC 10C  | S      |
      | S      | AH 9H   | N      |
      | N      | JS 9S   | N      |
      | N      | 7D 8D   | S      |
      | S      | JD KD   | N      |
      | N      | AD QD   | N      |
      | N      | 9D 10H  | S      |
      | S      | AC JC   | S      |
      | S      | 7S 8S   | N      |
      | N      | 10D 10S | N      |
      | N      | 7H QS   | N      |
      | N      | 7C 9C   | S      |
      | S      | KC 8C   | S      |
      | S      | KS AS   | N      |
    Then the contract is made
    And N score 98 and S score 64

