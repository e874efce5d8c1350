@variant:schieber @variant:schieber-turnier @variant:schieber-2500 @source:PGS @area:dealing
Feature: Dealing in Schieber Jass (pagat.com, German)
  The dealer deals every card, three at a time, counter-clockwise from the player on his right; no card
  is turned. The deal passes to the right. S deals; play goes S, E, N, W.

  The deck is in suit order (clubs, diamonds, hearts, spades) and rank order six to Ace, top card first.

  Scenario: Each player gets nine cards, dealt three at a time from the dealer's right
    Source PGS: "Der Geber teilt alle Karten aus, je drei auf einmal, beginnend mit dem Spieler rechts von ihm."

    Given S deals the deck 6C 7C 8C 9C 10C JC QC KC AC 6D 7D 8D 9D 10D JD QD KD AD 6H 7H 8H 9H 10H JH QH KH AH 6S 7S 8S 9S 10S JS QS KS AS
    Then E holds 6C 7C 8C 9D 10D JD QH KH AH
    And N holds 9C 10C JC QD KD AD 6S 7S 8S
    And W holds QC KC AC 6H 7H 8H 9S 10S JS
    And S holds 6D 7D 8D 9H 10H JH QS KS AS

  Scenario: The deal passes to the right
    Source PGS: "Das Austeilen rotiert nach jedem Blatt nach rechts."

    Then after a deal dealt by S, E deals next
    And after a deal dealt by E, N deals next

  Scenario: Dealt by E, the first three cards go to N, on E's right
    Source PGS: "Der Geber teilt alle Karten aus, je drei auf einmal, beginnend mit dem Spieler rechts von ihm."

    Given E deals the deck 6C 7C 8C 9C 10C JC QC KC AC 6D 7D 8D 9D 10D JD QD KD AD 6H 7H 8H 9H 10H JH QH KH AH 6S 7S 8S 9S 10S JS QS KS AS
    Then N holds 6C 7C 8C 9D 10D JD QH KH AH
    And W holds 9C 10C JC QD KD AD 6S 7S 8S
    And S holds QC KC AC 6H 7H 8H 9S 10S JS
    And E holds 6D 7D 8D 9H 10H JH QS KS AS
