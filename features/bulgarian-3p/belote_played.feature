@variant:bulgarian-3p @source:BG
Feature: Belote in a deal played out in Bulgarian Belot for three players (BG)
  The belote of the four-player game: the King and Queen of trump (of any suit in All Trumps) score 20
  when the first of them is led, follows suit or trumps; thrown on another suit it loses the belote.
  S deals, E on his right bids and leads; W and S pass. The taker says "belote" with the first of the
  two cards; no hand holds another combination, and the taker makes the contract with or without the
  20 points.

  @area:belote
  Scenario: In All Trumps a belote whose first card is led scores 20 points
    Source BG: "The declaration of "Belot" happens when the first of the two cards (K and Q) is played and one of the following must also be true:"
    Source BG: "1. The card is played as the first card of that hand"

    Given S deals the deck JC 10S KS 10C JH AD 9C 9H JS JD 9S KH QD AC 10H QH QS AH AS 9D KC KD QC 10D
    When E bids all trumps
    And W passes
    And S passes
    And E plays 9S
    And W plays AS
    And S plays JS
    And S plays 10H
    And E plays AH
    And W plays JH
    And W plays KC
    And S plays AC
    And E plays JC
    And E plays KS saying "belote"
    And W plays QD
    And S plays 9H
    And E plays JD
    And W plays AD
    And S plays KD
    And E plays 10S
    And W plays KH
    And S plays QC
    And E plays QH
    And W plays 9D
    And S plays 10D
    And E plays QS
    And W plays 10C
    And S plays 9C
    Then the deal ends with E 192 and S 45
    And the deal ends with W 41 and E 192

  @area:belote
  Scenario: In a suit contract a belote whose first card trumps scores 20 points
    Source BG: "The declaration of "Belot" happens when the first of the two cards (K and Q) is played and one of the following must also be true:"
    Source BG: "3. The player is trumping."

    Given S deals the deck AD KH 9H AH 10S 10C 10D 9C AS KD QH QS 9S JH JC JS 9D KC AC JD QD QC 10H KS
    When E bids hearts
    And W passes
    And S passes
    And E plays 9D
    And W plays QD
    And S plays 10D
    And S plays 10H
    And E plays 9H
    And W plays AH
    And E plays KC
    And W plays AC
    And S plays 9C
    And W plays QS
    And S plays AS
    And E plays JS
    And S plays KS
    And E plays QH saying "belote"
    And W plays 9S
    And E plays KD
    And W plays JD
    And S plays JH
    And S plays QC
    And E plays KH
    And W plays 10C
    And E plays AD
    And W plays 10S
    And S plays JC
    Then the deal ends with E 112 and S 55
    And the deal ends with W 15 and E 112

  @area:belote
  Scenario: In All Trumps a belote whose first card is thrown on another suit does not score
    Source BG: "The declaration of "Belot" happens when the first of the two cards (K and Q) is played and one of the following must also be true:"
    Source BG: "2. The player is following suit"
    Source BG: "3. The player is trumping."

    Given S deals the deck QD 9S AD 9C 10D AH JC KD 10S JD 9D JS QC KC 10H KS QS JH AS AC QH KH 9H 10C
    When E bids all trumps
    And W passes
    And S passes
    And E plays QD
    And W plays 10D
    And S plays KD
    And W plays QC
    And S plays 10C
    And E plays 9D
    And S plays KC
    And E plays KS saying "belote"
    And W plays 9C
    And W plays JS
    And S plays 10S
    And E plays QS
    And W plays QH
    And S plays 10H
    And E plays JH
    And E plays JD
    And W plays AC
    And S plays KH
    And E plays 9S
    And W plays AS
    And S plays 9H
    And E plays AD
    And W plays AH
    And S plays JC
    Then the deal ends with E 159 and S 27
    And the deal ends with W 72 and E 159

  @area:belote
  Scenario: In a suit contract a belote whose first card follows a trump lead scores 20 points
    Source BG: "The declaration of "Belot" happens when the first of the two cards (K and Q) is played and one of the following must also be true:"
    Source BG: "2. The player is following suit"

    Given S deals the deck AD QS 9H AH AC QD QC KD 9C 10H KH JH KS AS JS QH JC 9D KC 10S 10C 9S 10D JD
    When E bids hearts
    And W passes
    And S passes
    And E plays JC
    And W plays 10C
    And S plays 9C
    And W plays JH
    And S plays JS
    And E plays QH saying "belote"
    And W plays AC
    And S plays QC
    And E plays KH
    And E plays 9H
    And W plays AH
    And S plays 9S
    And E plays AD
    And W plays QD
    And S plays KD
    And E plays QS
    And W plays 10S
    And S plays AS
    And S plays 10D
    And E plays 9D
    And W plays KS
    And S plays JD
    And E plays 10H
    And W plays KC
    Then the deal ends with E 107 and S 38
    And the deal ends with W 37 and E 107
