@variant:klaverjas-rotterdam @variant:klaverjas-amsterdam @source:MKR @area:scoring
Feature: A nat is 162 points and the roem, also when the side that plays takes no trick (MKR)
  "Beetgaan (nat)" gives the other side 162 points and the roem both sides made, whatever tricks the
  side that plays took. When it takes none, the other side has taken every trick, and still scores
  162 and the roem: no pit on top. The Amsterdam system borrows the rule from the NKU's Rotterdam
  rules.

  Hearts are trump. S deals, so W leads the first trick; play goes clockwise W, N, E, S. In the trick
  tables each row lists the cards in the order played, from the player who led.

  Every player holds two cards of each suit and follows suit in every trick, so every card is a legal
  play in both systems; no hand and no trick holds three in a row, four of a kind or the stuk, so no
  roem is made.

  Scenario: A nat where the side that plays takes no trick gives the other side 162, no pit
    Source MKR: "Beetgaan (nat) is voor de tegenpartij 162 punten + de door beide partijen gemaakte roem."

    # N plays in hearts, and EW take all eight tricks: 152 card points and the 10 of the last trick.
    # NS are nat, and EW score 162 and the roem, of which there is none: 162, not 162 and a pit's 100.
    Given the contract is hearts taken by N
    And the dealer is S
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | W      | AC KC 10C 9C   | W      |
      | W      | QC JC 8C 7C    | W      |
      | W      | AS 9S 10S KS   | W      |
      | W      | QS 7S 8S JS    | W      |
      | W      | 10D 9D AD KD   | E      |
      | E      | QD JD 8D 7D    | E      |
      | E      | JH QH 8H 7H    | E      |
      | E      | 9H AH 10H KH   | E      |
    Then the contract is failed
    And NS score 0 and EW score 162
