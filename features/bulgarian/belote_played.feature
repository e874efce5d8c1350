@variant:bulgarian @variant:bulgarian-partner-exempt @source:BG
Feature: Belote in a deal played out in Bulgarian Belot (BG, S004)
  In All Trumps the King and Queen of any suit make a belote, but only when the first of them is led,
  follows suit or trumps: a player void in the led suit who throws the King of another suit (in All
  Trumps no suit trumps another) loses the belote.

  In the All Trumps deals S deals, E passes, N bids All Trumps and W, S and E pass; E leads the first
  trick, and N says "belote" with the King of spades only. In the hearts deals N bids hearts instead and
  says "belote" with the first of KH and QH, played as a ruff or on a trump lead; no hand holds another
  combination, and N's side makes its contract with or without the 20 points.

  @area:belote
  Scenario: In All Trumps a belote whose King is led scores 20 points
    Source BG: "The declaration of "Belot" happens when the first of the two cards (K and Q) is played and one of the following must also be true:"
    Source BG: "1. The card is played as the first card of that hand"

    Given S deals the deck 8S 7D KD 7C 10H QS 9H QH 10S JC 10D 9C JS AH JD KC 10C 8D AC QD 8H 7S QC JH KH KS AS 7H AD 9D 9S 8C
    When E passes
    And N bids all trumps
    And W passes
    And S passes
    And E passes
    And E plays 7D
    And N plays JD
    And W plays AD
    And S plays QD
    And N plays KS saying "belote"
    And W plays 10S
    And S plays 9S
    And E plays JS
    And E plays QC
    And N plays KC
    And W plays 10C
    And S plays 9C
    And S plays 10D
    And E plays KD
    And N plays KH
    And W plays 8D
    And S plays AC
    And E plays 8S
    And N plays 7C
    And W plays 9H
    And S plays 8C
    And E plays 7S
    And N plays 10H
    And W plays QH
    And S plays 9D
    And E plays AH
    And N plays QS
    And W plays 7H
    And S plays JC
    And E plays 8H
    And N plays JH
    And W plays AS
    Then the deal ends with NS 230 and EW 48

  @area:belote
  Scenario: In All Trumps a belote whose King is thrown on another suit does not score
    Source BG: "The declaration of "Belot" happens when the first of the two cards (K and Q) is played and one of the following must also be true:"
    Source BG: "2. The player is following suit"
    Source BG: "3. The player is trumping."

    Given S deals the deck JS 7C KH KS 10S 10D 8H 9C 8S 7D AS AC 10H QC 7S JD 8D 9D 10C QH 7H AD KD QS JC KC 8C 9S QD AH JH 9H
    When E passes
    And N bids all trumps
    And W passes
    And S passes
    And E passes
    And E plays KD
    And N plays 10D
    And W plays 9D
    And S plays 7D
    And W plays 9C
    And S plays AC
    And E plays 7C
    And N plays JC
    And N plays 7S
    And W plays 9S
    And S plays AS
    And E plays JS
    And E plays 10H
    And N plays KC
    And W plays 8H
    And S plays JH
    And S plays QH
    And E plays KH
    And N plays 10S
    And W plays 8S
    And E plays QC
    And N plays JD
    And W plays 8C
    And S plays 10C
    And S plays AH
    And E plays 7H
    And N plays KS saying "belote"
    And W plays QD
    And S plays 9H
    And E plays AD
    And N plays QS
    And W plays 8D
    Then the deal ends with NS 168 and EW 90

  @area:belote
  Scenario: In a suit contract a belote whose first card trumps scores 20 points
    Source BG: "The declaration of "Belot" happens when the first of the two cards (K and Q) is played and one of the following must also be true:"
    Source BG: "3. The player is trumping."

    Given S deals the deck QC AC AH JC QH 9D 7S 9S KC JH KS AD 10S JD 7H KH QD 9C 10H 7C QS 8C 8S 7D KD 10C AS 9H 8D JS 10D 8H
    When E passes
    And N bids hearts
    And W passes
    And S passes
    And E passes
    And E plays 10S
    And N plays QH saying "belote"
    And W plays AS
    And S plays KS
    And N plays KD
    And W plays QD
    And S plays AD
    And E plays JD
    And S plays 7C
    And E plays 8C
    And N plays JC
    And W plays 9C
    And N plays 10C
    And W plays KC
    And S plays 10H
    And E plays AC
    And S plays JS
    And E plays QS
    And N plays KH
    And W plays 9S
    And N plays 7D
    And W plays 8D
    And S plays 10D
    And E plays AH
    And E plays QC
    And N plays 7H
    And W plays 9H
    And S plays JH
    And S plays 8H
    And E plays 8S
    And N plays 9D
    And W plays 7S
    Then the deal ends with NS 161 and EW 21

  @area:belote
  Scenario: In a suit contract a belote whose first card follows a trump lead scores 20 points
    Source BG: "The declaration of "Belot" happens when the first of the two cards (K and Q) is played and one of the following must also be true:"
    Source BG: "2. The player is following suit"

    Given S deals the deck 10H 9S 8H 7S KH QH JH 10C AH KS QD JS 8C JC 10S AD 8D QS QC 7H 10D 7C 8S 7D JD AS KC AC KD 9D 9H 9C
    When E passes
    And N bids hearts
    And W passes
    And S passes
    And E passes
    And E plays 8H
    And N plays QH saying "belote"
    And W plays JH
    And S plays 7H
    And W plays AC
    And S plays QC
    And E plays 8C
    And N plays KH
    And N plays 7D
    And W plays KD
    And S plays QD
    And E plays 10D
    And E plays 10H
    And N plays AD
    And W plays AH
    And S plays 9H
    And S plays 9C
    And E plays 7C
    And N plays AS
    And W plays KC
    And W plays 10C
    And S plays KS
    And E plays JC
    And N plays 7S
    And W plays 8D
    And S plays 9D
    And E plays 9S
    And N plays JD
    And N plays 10S
    And W plays QS
    And S plays JS
    And E plays 8S
    Then the deal ends with NS 111 and EW 71
