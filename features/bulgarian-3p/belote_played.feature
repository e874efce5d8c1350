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

    Given S deals the deck KD JC QS 9C AC 10D KH AS KC 9D 10S QH 9H JH JD AD KS QC JS QD 10H AH 9S 10C
    When E bids all trumps
    And W passes
    And S passes
    And E plays KD
    And W plays 10D
    And S plays JD
    And S plays AS
    And E plays 10S
    And W plays JS
    And W plays 9H
    And S plays JH
    And E plays QC
    And S plays KH
    And E plays KS saying "belote"
    And W plays 10H
    And W plays 9C
    And S plays 10C
    And E plays JC
    And E plays AD
    And W plays QD
    And S plays KC
    And E plays 9D
    And W plays QH
    And S plays 9S
    And E plays QS
    And W plays AC
    And S plays AH
    Then the deal ends with E 128 and S 71
    And the deal ends with W 59 and E 128

  @area:belote
  Scenario: In a suit contract a belote whose first card follows a trump lead scores 20 points
    Source BG: "The declaration of "Belot" happens when the first of the two cards (K and Q) is played and one of the following must also be true:"
    Source BG: "2. The player is following suit"

    Given S deals the deck KH JD QH 9H KC QD 9S 10S AH 9C KD JC AC AD JH 10H 10C AS JS KS 9D QC QS 10D
    When E bids hearts
    And W passes
    And S passes
    And E plays 10C
    And W plays AC
    And S plays QC
    And W plays 9D
    And S plays AD
    And E plays JD
    And S plays QS
    And E plays AS
    And W plays KS
    And E plays KD
    And W plays QD
    And S plays 10D
    And S plays AH
    And E plays KH saying "belote"
    And W plays 9H
    And W plays JC
    And S plays JH
    And E plays 9C
    And S plays 9S
    And E plays 10H
    And W plays JS
    And E plays QH
    And W plays KC
    And S plays 10S
    Then the deal ends with E 77 and S 52
    And the deal ends with W 53 and E 77
