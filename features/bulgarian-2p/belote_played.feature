@variant:bulgarian-2p @source:BG
Feature: Belote in a deal played out in Bulgarian Belot for two players (BG)
  The belote of the four-player game: the King and Queen of trump (of any suit in All Trumps) score 20
  when the first of them is led, follows suit or trumps; thrown on another suit it loses the belote.
  S deals and N, who does not deal, bids and leads; S passes. The taker says "belote" with the first of the
  two cards; no hand holds another combination, and the taker makes the contract with or without the
  20 points.

  @area:belote
  Scenario: In All Trumps a belote whose first card is led scores 20 points
    Source BG: "The declaration of "Belot" happens when the first of the two cards (K and Q) is played and one of the following must also be true:"
    Source BG: "1. The card is played as the first card of that hand"

    Given S deals the deck QS KS JH JD 10C QH 10S 10D KD JC KC 9H 9S 9D AC QD AD AH 9C 10H AS QC KH JS
    When N bids all trumps
    And S passes
    And N plays 10D
    And S plays JD
    And S plays AD
    And N plays 9D
    And N plays QS saying "belote"
    And S plays JC
    And N plays KS
    And S plays QD
    And N plays KD
    And S plays QH
    And N plays 9S
    And S plays 9H
    And N plays AC
    And S plays KC
    And N plays 10S
    And S plays 10C
    And N plays JH
    And S plays AH
    Then the deal ends with N 186 and S 30

  @area:belote
  Scenario: In a suit contract a belote whose first card follows a trump lead scores 20 points
    Source BG: "The declaration of "Belot" happens when the first of the two cards (K and Q) is played and one of the following must also be true:"
    Source BG: "2. The player is following suit"

    Given S deals the deck QD KH 9S 10D JH 9C JC 9H QH KC KD 10S JD 10C AS AD AH JS AC QS 9D KS QC 10H
    When N bids hearts
    And S passes
    And N plays JD
    And S plays 10D
    And S plays JH
    And N plays QH saying "belote"
    And S plays 9C
    And N plays 10C
    And N plays 9H
    And S plays AH
    And N plays QD
    And S plays KD
    And S plays AD
    And N plays KH
    And N plays JC
    And S plays KC
    And S plays JS
    And N plays 9S
    And S plays 10S
    And N plays AS
    Then the deal ends with N 101 and S 50

  @area:belote
  Scenario: In a suit contract a belote whose first card trumps scores 20 points
    Source BG: "The declaration of "Belot" happens when the first of the two cards (K and Q) is played and one of the following must also be true:"
    Source BG: "3. The player is trumping."

    Given S deals the deck JD JS 9D 10C QD AC KD QH AD 10S JC 9S KH KC QC AS 10D QS 9H AH KS JH 9C 10H
    When N bids hearts
    And S passes
    And N plays JS
    And S plays AS
    And S plays 10D
    And N plays 9D
    And S plays 10S
    And N plays QH saying "belote"
    And N plays AD
    And S plays QD
    And N plays QC
    And S plays 10C
    And S plays QS
    And N plays KH
    And N plays KD
    And S plays 9S
    And N plays KC
    And S plays JC
    And N plays JD
    And S plays AC
    Then the deal ends with N 87 and S 36

  @area:belote
  Scenario: In All Trumps a belote whose first card is thrown on another suit does not score
    Source BG: "The declaration of "Belot" happens when the first of the two cards (K and Q) is played and one of the following must also be true:"
    Source BG: "2. The player is following suit"
    Source BG: "3. The player is trumping."

    Given S deals the deck 10D QH 10S KC JC AC QS AH 9S AS 10C JD KS 9D 9C 9H KD AD 10H JH QD QC JS KH
    When N bids all trumps
    And S passes
    And N plays 10S
    And S plays AS
    And S plays AC
    And N plays 9C
    And N plays AH
    And S plays 9H
    And S plays JD
    And N plays 9D
    And S plays KC
    And N plays KS saying "belote"
    And S plays KD
    And N plays 10D
    And N plays 9S
    And S plays JC
    And N plays QH
    And S plays AD
    And N plays QS
    And S plays 10C
    Then the deal ends with N 110 and S 88
