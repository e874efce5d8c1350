@variant:bulgarian @variant:bulgarian-partner-exempt @source:S004 @area:dealing
Feature: Dealing the rest in Bulgarian Belot when W deals (S004, BG)
  After the bidding the dealer gives 3 more cards to each player from his right, whoever deals: here W
  deals, so S gets them first. The deck below, top card first, is the deck in suit order (clubs,
  diamonds, hearts, spades) and rank order 7 to Ace. Dealt by W it gives S 7C 8C 9C then JD QD,
  E 10C JC QC then KD AD, N KC AC 7D then 7H 8H, W 8D 9D 10D then 9H 10H; after the bidding S gets
  JH QH KH, E AH 7S 8S, N 9S 10S JS and W QS KS AS.

  @source:BG
  Scenario: Dealt by W, the 3 more cards after the bidding go first to S, on the dealer's right
    Source S004: "Карталар дилердің ізбасарынан (оң жағынан) бастап, сағат тіліне қарсы бағытта таратылады"
    Source S004: "Егер келісімге келсе, қалған карталар саудадан кейін таратылады – әр ойыншыға үш картадан"
    Source BG: "Bidding ends when three players consecutively bid a pass. Then the dealer deals 3 extra cards."

    Given W deals the deck 7C 8C 9C 10C JC QC KC AC 7D 8D 9D 10D JD QD KD AD 7H 8H 9H 10H JH QH KH AH 7S 8S 9S 10S JS QS KS AS
    When S bids spades
    And E passes
    And N passes
    And W passes
    Then the contract is spades taken by S
    And S holds 7C 8C 9C JD QD JH QH KH
    And E holds 10C JC QC KD AD AH 7S 8S
    And N holds KC AC 7D 7H 8H 9S 10S JS
    And W holds 8D 9D 10D 9H 10H QS KS AS
