@variant:bulgarian-2p @source:S004 @area:bidding
Feature: The auction in Bulgarian Belot for two players (S004, BG)
  The player who does not deal bids first on his 6 cards, or passes; the other may bid higher or pass.
  With two players one pass after a bid ends the auction. If both pass the deal is over and the player
  who did not deal shuffles and deals again. S deals in every scenario, so N speaks first.

  Scenario: The player who does not deal bids first
    Source S004: "алғашқы 6 карта ойыншыларға таратылады және дилер емес ойыншыдан бастап сауда басталады."

    When S deals
    Then it is N's turn to bid

  Scenario: The second player may bid higher
    Source S004: "Ойыншы өзінің 6 картасына қарап, ұсыныс жасайды (карталарға сүйене отырып, козыр бояуын таңдайды) немесе «өткізеді» дейді, мұнда екінші ойыншы бағаны көтеруге немесе өзі де «өткізуге» құқылы."

    When S deals
    And N bids hearts
    And S bids spades
    And N passes
    Then the contract is spades taken by S

  @source:BG
  Scenario: A bid no higher than the last one is rejected
    Source S004: "мұнда екінші ойыншы бағаны көтеруге немесе өзі де «өткізуге» құқылы"
    Source BG: "The next player can suggest a higher game or pass."

    When S deals
    And N bids spades
    And S bids hearts
    Then the bid is rejected citing /bidding/auction/raise_by
    And the state is unchanged

  Scenario: The second player may pass and leave the contract to the first
    Source S004: "мұнда екінші ойыншы бағаны көтеруге немесе өзі де «өткізуге» құқылы"

    When S deals
    And N bids clubs
    And S passes
    Then the contract is clubs taken by N

  Scenario: A player who passed may still overbid a later bid
    Source S004: "Ойыншы өзінің 6 картасына қарап, ұсыныс жасайды (карталарға сүйене отырып, козыр бояуын таңдайды) немесе «өткізеді» дейді"

    When S deals
    And N passes
    And S bids diamonds
    And N bids no trumps
    And S passes
    Then the contract is no trumps taken by N

  Scenario: When both pass the deal is over and the player who did not deal deals again
    Source S004: "Егер екі ойыншы да «өткізсе», ойын аяқталады, дилер емес ойыншы карталарды шайқап, жаңадан таратады."

    When S deals
    And N passes
    And S passes
    Then the deal is cancelled
    And N deals next

  @source:BG
  Scenario: The other player may double a bid
    Source S004: "мұнда екінші ойыншы бағаны көтеруге немесе өзі де «өткізуге» құқылы"
    Source BG: "When a valid bid is made an opponent may declare that he/she wishes to double."

    When S deals
    And N bids hearts
    And S doubles
    And N passes
    Then the contract is hearts taken by N doubled

  @source:BG
  Scenario: No Trumps outbids the suits and All Trumps outbids No Trumps
    Source BG: "He proposes one of the variants of the game (i.e. chooses a trump suit or "no trump" or "all trumps"."
    Source BG: "The lowest game is Clubs followed by diamonds then hearts then spades then "no trump" then "all trumps"."

    When S deals
    And N bids spades
    And S bids no trumps
    And N bids all trumps
    And S passes
    Then the contract is all trumps taken by N

  @source:BG
  Scenario: A doubled bid may be redoubled by its bidder
    Source BG: "In reply the original bidding team may declare a redouble."

    When S deals
    And N bids hearts
    And S doubles
    And N redoubles
    And S passes
    Then the contract is hearts taken by N redoubled

  @source:BG
  Scenario: The six contracts rank clubs, diamonds, hearts, spades, No Trumps, All Trumps
    Source BG: "The lowest game is Clubs followed by diamonds then hearts then spades then "no trump" then "all trumps"."
    Source S004: "мұнда екінші ойыншы бағаны көтеруге немесе өзі де «өткізуге» құқылы"

    When S deals
    And N bids clubs
    And S bids diamonds
    And N bids hearts
    And S bids spades
    And N bids no trumps
    And S bids all trumps
    And N passes
    Then the contract is all trumps taken by S

  @source:BG
  Scenario: Nobody bids to take every trick
    Source BG: "He proposes one of the variants of the game (i.e. chooses a trump suit or "no trump" or "all trumps"."

    When S deals
    And N bids capot hearts
    Then the bid is rejected citing /bidding/auction/capot_bid
    And the state is unchanged

  @source:BG
  Scenario: After a double the bidder may still bid a higher game
    A double is not a pass: with two players one pass after a bid ends the auction, and until then a
    higher game may be named, which sets the double aside.
    Source BG: "The next player can suggest a higher game or pass."
    Source BG: "When a valid bid is made an opponent may declare that he/she wishes to double."

    When S deals
    And N bids hearts
    And S doubles
    And N bids spades
    And S passes
    Then the contract is spades taken by N
