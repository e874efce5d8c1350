@variant:bela-2p @source:S002 @area:dealing
Feature: No other card of the pack is shown in Bela for two players (S002)
  The eleven cards left are laid on the card turned up, which stays visible; no card besides it is shown.

  Scenario: Only the turned card is seen under the cards left
    Source S002: "Restul cărților sunt așezate pe cardul care a fost plasat anterior cu fața în sus, dar în așa fel încât să poți vedea ce carte este."

    Given S deals the deck 7C 8C 9C 10C JC QC KC AC 7D 8D 9D 10D JD QD KD AD 7H 8H 9H 10H JH QH KH AH 7S 8S 9S 10S JS QS KS AS
    Then no bottom card is shown
