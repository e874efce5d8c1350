@variant:spanish-belote @source:S000 @area:belote
Feature: A belote beside the opponent's combination in two-player Spanish Belote (S000)
  The belote is not declared with the other combinations: it scores 20 for the player who holds it,
  whichever player's combinations win.

  In the trick tables each row lists the two cards in the order played, from the player who led; S deals,
  so N, the mano, leads the first trick, and the winner of each trick leads the next.

  # S: 45 points from his tricks and the belote's 20; N: 30 and his three in a row, 20, the only combination.
  Scenario: A belote scores although the opponent's combination wins
    Source S000: "Белот не объявляется одновременно с другими комбинациями."
    Source S000: "Белот -> 20 очков"
    Source S000: "Одна Тройка -> 20 очков"

    Given the contract is hearts taken by S
    And the dealer is S
    And S played KH then QH announcing both
    And N declared JC QC KC
    When the deal is scored with these tricks:
      | leader | cards  | winner |
      | N      | 9S QS  | S      |
      | S      | JS 8S  | S      |
      | S      | KD 9D  | S      |
      | S      | 8D 7D  | S      |
      | S      | 10H JH | N      |
      | N      | QC 10C | S      |
      | S      | KH JC  | S      |
      | S      | QH KC  | S      |
      | S      | 7S 9C  | S      |
    Then the contract is made
    And S score 65 and N score 50
