@variant:bulgarian @variant:bulgarian-partner-exempt @source:S004 @area:dealing
Feature: Dealing in Bulgarian Belot (S004, BG)
  Counter-clockwise from the player to the dealer's right, each player gets 3 cards, then 2; the rest
  of the pack waits face down, and no card is turned up. Once a contract is bid, the dealer gives 3
  more cards to each player, again from his right, so that everyone holds 8. The deal then passes to
  the right (BG: "the next person deals").

  The deck below, top card first, is the deck in suit order (clubs, diamonds, hearts, spades) and rank
  order 7 to Ace. Dealt by S it gives E 7C 8C 9C then JD QD, N 10C JC QC then KD AD, W KC AC 7D then
  7H 8H, S 8D 9D 10D then 9H 10H; after the bidding E gets JH QH KH, N AH 7S 8S, W 9S 10S JS and
  S QS KS AS.

  @source:BG
  Scenario: Each player first gets 5 cards, 3 then 2, counter-clockwise from the dealer's right
    Source S004: "Карталар дилердің ізбасарынан (оң жағынан) бастап, сағат тіліне қарсы бағытта таратылады, әр ойыншы үш картадан тұратын жиынтық алады, содан кейін тағы екі картадан."
    Source S004: "Әр ойыншыға 3 карта жасырын жағымен беріледі, содан кейін тағы 2 карта (барлығы 5)."
    Source BG: "Anti-clockwise every player is dealt 3 cards and subsequently 2 cards. Now every player has 5 cards."

    Given S deals the deck 7C 8C 9C 10C JC QC KC AC 7D 8D 9D 10D JD QD KD AD 7H 8H 9H 10H JH QH KH AH 7S 8S 9S 10S JS QS KS AS
    Then E holds 7C 8C 9C JD QD
    And N holds 10C JC QC KD AD
    And W holds KC AC 7D 7H 8H
    And S holds 8D 9D 10D 9H 10H
    And it is E's turn to bid

  Scenario: The deal starts from whoever deals, counter-clockwise from his right
    Source S004: "Карталар дилердің ізбасарынан (оң жағынан) бастап, сағат тіліне қарсы бағытта таратылады"

    Given W deals the deck 7C 8C 9C 10C JC QC KC AC 7D 8D 9D 10D JD QD KD AD 7H 8H 9H 10H JH QH KH AH 7S 8S 9S 10S JS QS KS AS
    Then S holds 7C 8C 9C JD QD
    And E holds 10C JC QC KD AD
    And N holds KC AC 7D 7H 8H
    And W holds 8D 9D 10D 9H 10H
    And it is S's turn to bid

  @source:BG
  Scenario: After the bidding every player gets 3 more cards from the dealer's right
    Source S004: "Егер келісімге келсе, қалған карталар саудадан кейін таратылады – әр ойыншыға үш картадан"
    Source S004: "Козырь таңдалғаннан кейін (жоғарыдағы 6 нұсқадан), ойыншылар қалған 3 картаны ала алады, нәтижесінде әр ойыншының қолында 8 карта болады."
    Source BG: "Bidding ends when three players consecutively bid a pass. Then the dealer deals 3 extra cards."

    Given S deals the deck 7C 8C 9C 10C JC QC KC AC 7D 8D 9D 10D JD QD KD AD 7H 8H 9H 10H JH QH KH AH 7S 8S 9S 10S JS QS KS AS
    When E passes
    And N bids spades
    And W passes
    And S passes
    And E passes
    Then the contract is spades taken by N
    And E holds 7C 8C 9C JD QD JH QH KH
    And N holds 10C JC QC KD AD AH 7S 8S
    And W holds KC AC 7D 7H 8H 9S 10S JS
    And S holds 8D 9D 10D 9H 10H QS KS AS

  Scenario: No card is turned up: the taker gets 3 cards like everyone else
    Source S004: "Қалған карталар уақытша төмен қаратылып қойылады."
    Source S004: "нәтижесінде әр ойыншының қолында 8 карта болады"

    Given S deals the deck 7C 8C 9C 10C JC QC KC AC 7D 8D 9D 10D JD QD KD AD 7H 8H 9H 10H JH QH KH AH 7S 8S 9S 10S JS QS KS AS
    When E bids hearts
    And N passes
    And W passes
    And S passes
    Then the contract is hearts taken by E
    And E holds 8 cards including JH QH KH
    And N holds 8 cards including AH 7S 8S
    And W holds 8 cards including 9S 10S JS
    And S holds 8 cards including QS KS AS

  @source:BG
  Scenario: The deal passes to the player to the right of the dealer
    Source BG: "If no valid game was bid (everyone said pass) the cards are gathered together and the next person deals."
    Source S004: "Белоттағы кесуден басқа барлық әрекеттер сағат тіліне қарсы бағытта жасалады"

    Then after a deal dealt by S, E deals next
    And after a deal dealt by E, N deals next
    And after a deal dealt by N, W deals next
    And after a deal dealt by W, S deals next
