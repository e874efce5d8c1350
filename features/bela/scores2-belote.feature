@source:S002 @area:belote
Feature: A bela announced after the first trick in Bela (S002)
  A player who holds the King and Queen of trump announces bela when he plays the first of them, in
  whichever trick that is, and his side scores 20 more. These deals are played card by card from the deal;
  the bela's first card falls after the first trick.

  # S plays KH saying "belote" in the sixth trick: NS's 29 points and 20 for the bela.
  @variant:bela
  Scenario: A bela announced in the sixth trick scores 20
    Source S002: "Un jucător care are un rege și o regină în atu-ul numește alb în momentul în care aruncă una dintre acele două cărți pentru prima dată."
    Source S002: "Albul valorează încă 20 de puncte."

    Given S deals the deck 9H AC 10H 7S 8S KS 10D AH 9C AS 9D 10S KD KC 8D 7C JC 8H 9S 7H JH KH QH AD JS 7D 8C QS JD QC 10C QD
    When E passes
    And N passes
    And W takes hearts
    And E plays KD
    And N plays 8H
    And W plays 10D
    And S plays QD
    And N plays 8S
    And W plays 9S
    And S plays 10S
    And E plays JS
    And S plays 9D
    And E plays 7D
    And N plays KS
    And W plays JD
    And W plays QC
    And S plays 10C
    And E plays AC
    And N plays 7C
    And E plays 10H
    And N plays QS
    And W plays JH
    And S plays KH saying "belote"
    And W plays 7H
    And S plays QH saying "rebelote"
    And E plays 9H
    And N plays JC
    And E plays KC
    And N plays 8C
    And W plays 9C
    And S plays AD
    And E plays 8D
    And N plays 7S
    And W plays AH
    And S plays AS
    Then the deal ends with NS 49 and EW 133

  # N, who called, plays his first bela card after the first trick: 54 points and 20 for the bela beat S's 56.
  @variant:bela-2p
  Scenario: A bela announced after the first trick scores 20 and makes the contract
    Source S002: "Un jucător care are un rege și o regină în atu-ul numește alb în momentul în care aruncă una dintre acele două cărți pentru prima dată."
    Source S002: "Albul valorează încă 20 de puncte."

    Given S deals the deck KD 10C 9C 8D 10D KH 7C 9D QS 7S AD 10S 7D AS QD 9S KC QC JC 7H AC JH JD 8H 8S 10H 8C 9H AH JS QH KS
    When N takes diamonds
    And N plays QS
    And S plays 10S
    And S plays 7S
    And N plays 9S
    And N plays AS
    And S plays 10D
    And S plays JC
    And N plays 10C
    And N plays 9C
    And S plays AC
    And S plays 8D
    And N plays 9D
    And N plays KC
    And S plays QC
    And N plays 7C
    And S plays AD
    And S plays 7H
    And N plays KD saying "belote"
    And N plays QD saying "rebelote"
    And S plays KH
    Then the deal ends with S 56 and N 74

  # S announces the bela after the first trick and scores its 20.
  @variant:bela-3p
  Scenario: A bela announced after the first trick scores 20
    Source S002: "Un jucător care are un rege și o regină în atu-ul numește alb în momentul în care aruncă una dintre acele două cărți pentru prima dată."
    Source S002: "Albul valorează încă 20 de puncte."

    Given S deals the deck AC JD QC 8D 10H AS 10C 9S QH 7S 9H KC 8S 7D KS 9C KH 9D 8H JH 10S AD 10D JC AH 7C JS QD QS 7H KD 8C
    When E takes hearts
    And E discards 8C QC
    And E plays 10S
    And W plays AS
    And S plays JS
    And W plays JC
    And S plays 10C
    And E plays AC
    And E plays AD
    And W plays 10D
    And S plays QD
    And E plays JD
    And W plays 7D
    And S plays 9D
    And E plays 8H
    And W plays AH
    And S plays 7H
    And W plays 8S
    And S plays 9S
    And E plays 7S
    And S plays QH saying "belote"
    And E plays 9H
    And W plays 10H
    And E plays JH
    And W plays 7C
    And S plays KH saying "rebelote"
    And E plays KD
    And W plays 8D
    And S plays QS
    And E plays KC
    And W plays KS
    And S plays 9C
    Then the deal ends with S 20 and W 34
    And the deal ends with E 128 and W 34
