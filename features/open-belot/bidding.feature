@variant:open-belot @source:S004 @source:BG @area:bidding
Feature: Bidding in Open Belot (S004)
  The bidding comes after the first 5 cards and the table cards, and runs as in four-player Bulgarian
  Belot over clubs < diamonds < hearts < spades < No Trumps < All Trumps, the player who does not deal
  speaking first. With two players, a pass after a bid ends the bidding, and the 6 cards left are then
  dealt; when both pass nothing more is dealt.

  The deck is the deck in suit and rank order, dealt by S, as in dealing.feature.

  Scenario: The player who does not deal bids first, a higher bid overbids and a pass ends the bidding
    Source S004: "Ойнау және есептеу ережелері стандартты 4 ойыншылық белотқа ұқсас"
    Source S004: "Барлық карталар таратылғаннан кейін, саудадан кейін таратылатын 6 карта қалады"

    Given S deals the deck 7C 8C 9C 10C JC QC KC AC 7D 8D 9D 10D JD QD KD AD 7H 8H 9H 10H JH QH KH AH 7S 8S 9S 10S JS QS KS AS
    Then it is N's turn to bid
    When N bids hearts
    And S bids spades
    And N passes
    Then the contract is spades taken by S
    And N holds 7C 8C 9C KC AC 9S 10S JS 9H JH KH 7S
    And S holds 10C JC QC 7D 8D QS KS AS 10H QH AH 8S
    And it is N's turn to play

  Scenario: The player who does not deal leads the first trick, even when he passed and the dealer bid
    Source S004: "Ойнау және есептеу ережелері стандартты 4 ойыншылық белотқа ұқсас"

    Given S deals the deck 7C 8C 9C 10C JC QC KC AC 7D 8D 9D 10D JD QD KD AD 7H 8H 9H 10H JH QH KH AH 7S 8S 9S 10S JS QS KS AS
    When N passes
    And S bids spades
    And N passes
    Then the contract is spades taken by S
    And it is N's turn to play

  Scenario: A bid no higher than the last one is rejected
    Source S004: "Ойнау және есептеу ережелері стандартты 4 ойыншылық белотқа ұқсас"

    Given S deals the deck 7C 8C 9C 10C JC QC KC AC 7D 8D 9D 10D JD QD KD AD 7H 8H 9H 10H JH QH KH AH 7S 8S 9S 10S JS QS KS AS
    When N bids spades
    And S bids hearts
    Then the bid is rejected citing /bidding/auction/raise_by
    And the state is unchanged

  Scenario: Each bid may name a higher contract, from clubs up to All Trumps
    Source S004: "Ойнау және есептеу ережелері стандартты 4 ойыншылық белотқа ұқсас"
    Source BG: "The lowest game is Clubs followed by diamonds then hearts then spades then "no trump" then "all trumps"."

    Given S deals the deck 7C 8C 9C 10C JC QC KC AC 7D 8D 9D 10D JD QD KD AD 7H 8H 9H 10H JH QH KH AH 7S 8S 9S 10S JS QS KS AS
    When N bids clubs
    And S bids diamonds
    And N bids hearts
    And S bids spades
    And N bids no trumps
    And S bids all trumps
    And N passes
    Then the contract is all trumps taken by S

  Scenario: The other player may double the bid
    Source BG: "When a valid bid is made an opponent may declare that he/she wishes to double."

    Given S deals the deck 7C 8C 9C 10C JC QC KC AC 7D 8D 9D 10D JD QD KD AD 7H 8H 9H 10H JH QH KH AH 7S 8S 9S 10S JS QS KS AS
    When N bids hearts
    And S doubles
    And N passes
    Then the contract is hearts taken by N doubled

  Scenario: Nobody may double before a bid
    Source BG: "When a valid bid is made an opponent may declare that he/she wishes to double."

    Given S deals the deck 7C 8C 9C 10C JC QC KC AC 7D 8D 9D 10D JD QD KD AD 7H 8H 9H 10H JH QH KH AH 7S 8S 9S 10S JS QS KS AS
    When N doubles
    Then the bid is rejected citing /bidding/auction/doubling
    And the state is unchanged

  Scenario: The bidder may redouble a double
    Source BG: "In reply the original bidding team may declare a redouble. In that event the score is quadrupled."

    Given S deals the deck 7C 8C 9C 10C JC QC KC AC 7D 8D 9D 10D JD QD KD AD 7H 8H 9H 10H JH QH KH AH 7S 8S 9S 10S JS QS KS AS
    When N bids hearts
    And S doubles
    And N redoubles
    And S passes
    Then the contract is hearts taken by N redoubled

  Scenario: There is no capot bid: the six contracts are the only bids
    Source S004: "Ойнау және есептеу ережелері стандартты 4 ойыншылық белотқа ұқсас"
    Source BG: "He proposes one of the variants of the game (i.e. chooses a trump suit or "no trump" or "all trumps"."

    Given S deals the deck 7C 8C 9C 10C JC QC KC AC 7D 8D 9D 10D JD QD KD AD 7H 8H 9H 10H JH QH KH AH 7S 8S 9S 10S JS QS KS AS
    When N bids capot hearts
    Then the bid is rejected citing /bidding/auction/capot_bid
    And the state is unchanged
