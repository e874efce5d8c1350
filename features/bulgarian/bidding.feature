@variant:bulgarian @variant:bulgarian-partner-exempt @source:S004 @source:BG @area:bidding
Feature: The auction in Bulgarian Belot (S004, BG)
  From the player to the dealer's right and counter-clockwise, each player bids a contract higher than
  the last one or passes. The six contracts rank clubs, diamonds, hearts, spades, No Trumps, All Trumps.
  An opponent of the last bidder may double it, and the bidders may then redouble. Three passes in a row
  after a bid end the auction; if all four pass, nobody plays, the cards are gathered and the next
  player deals. S deals in every scenario, so E speaks first, then N, W and S.

  Scenario: The player to the right of the dealer bids first
    Source S004: "сауда-саттық дилердің оң жағындағы бірінші ойыншыдан басталады"
    Source BG: "Bidding proceeds as follows: The first bidder is the player to the right of the dealer."

    When S deals
    Then it is E's turn to bid

  Scenario: The turn to bid goes counter-clockwise
    Source S004: "Белоттағы кесуден басқа барлық әрекеттер сағат тіліне қарсы бағытта жасалады"
    Source S004: "мұндағы жағдайда келесі ойыншы бағаны көтеруге немесе өзі де өткізуге құқылы"

    When S deals
    And E passes
    Then it is N's turn to bid
    When N passes
    Then it is W's turn to bid
    When W passes
    Then it is S's turn to bid

  Scenario: A bid out of turn is rejected
    Source BG: "The first bidder is the player to the right of the dealer."

    When S deals
    And N passes
    Then the bid is rejected citing turn
    And the state is unchanged

  Scenario: Each bid may name a higher contract, from clubs up to All Trumps
    Source S004: "Ойыншы өзінің 5 картасын бағалайды және козырь таңдайды (козырек костюмін анықтайды) немесе «өткізеді» дейді, мұндағы жағдайда келесі ойыншы бағаны көтеруге немесе өзі де өткізуге құқылы, және т.б."
    Source BG: "The lowest game is Clubs followed by diamonds then hearts then spades then "no trump" then "all trumps"."

    When S deals
    And E bids clubs
    And N bids diamonds
    And W bids hearts
    And S bids spades
    And E bids no trumps
    And N bids all trumps
    And W passes
    And S passes
    And E passes
    Then the contract is all trumps taken by N

  Scenario: A bid lower than the last one is rejected
    Source BG: "The next player can suggest a higher game or pass."

    When S deals
    And E bids spades
    And N bids hearts
    Then the bid is rejected citing /bidding/auction/raise_by
    And the state is unchanged

  Scenario: A bid equal to the last one is rejected
    Source BG: "The next player can suggest a higher game or pass."

    When S deals
    And E bids no trumps
    And N bids no trumps
    Then the bid is rejected citing /bidding/auction/raise_by
    And the state is unchanged

  Scenario: No Trumps outbids spades and All Trumps outbids No Trumps
    Source BG: "He proposes one of the variants of the game (i.e. chooses a trump suit or "no trump" or "all trumps"."
    Source BG: "then spades then "no trump" then "all trumps"."

    When S deals
    And E bids spades
    And N bids no trumps
    And W bids all trumps
    And S passes
    And E passes
    And N passes
    Then the contract is all trumps taken by W

  Scenario: Three passes in a row after a bid end the auction
    Source BG: "Bidding ends when three players consecutively bid a pass."

    When S deals
    And E bids clubs
    And N passes
    And W passes
    And S passes
    Then the contract is clubs taken by E

  Scenario: Two passes after a bid do not end the auction
    Source BG: "Bidding ends when three players consecutively bid a pass."

    When S deals
    And E bids clubs
    And N passes
    And W passes
    Then it is S's turn to bid

  Scenario: A player who passed may bid again when the turn comes back
    Source BG: "Bidding ends when three players consecutively bid a pass."
    Source BG: "The next player can suggest a higher game or pass."

    When S deals
    And E passes
    And N bids clubs
    And W passes
    And S passes
    And E bids hearts
    And N passes
    And W passes
    And S passes
    Then the contract is hearts taken by E

  Scenario: When all four pass the cards are gathered and the next player deals
    Source BG: "If no valid game was bid (everyone said pass) the cards are gathered together and the next person deals."

    When S deals
    And E passes
    And N passes
    And W passes
    And S passes
    Then the deal is cancelled
    And E deals next

  Scenario: An opponent of the bidder may double
    Source BG: "When a valid bid is made an opponent may declare that he/she wishes to double."

    When S deals
    And E bids hearts
    And N doubles
    And W passes
    And S passes
    And E passes
    Then the contract is hearts taken by E doubled

  Scenario: The bidder's partner may not double
    Source BG: "When a valid bid is made an opponent may declare that he/she wishes to double."

    When S deals
    And E bids hearts
    And N passes
    And W doubles
    Then the bid is rejected citing /bidding/auction/doubling
    And the state is unchanged

  Scenario: Nobody may double before a bid
    Source BG: "When a valid bid is made an opponent may declare that he/she wishes to double."

    When S deals
    And E doubles
    Then the bid is rejected citing /bidding/auction/doubling
    And the state is unchanged

  Scenario: The bidding team may redouble a double
    Source BG: "In reply the original bidding team may declare a redouble."

    When S deals
    And E bids hearts
    And N doubles
    And W redoubles
    And S passes
    And E passes
    And N passes
    Then the contract is hearts taken by E redoubled

  Scenario: The doubling side may not redouble
    Source BG: "In reply the original bidding team may declare a redouble."

    When S deals
    And E bids hearts
    And N doubles
    And W passes
    And S redoubles
    Then the bid is rejected citing /bidding/auction/doubling
    And the state is unchanged

  Scenario: Nobody bids to take every trick
    Source BG: "He proposes one of the variants of the game (i.e. chooses a trump suit or "no trump" or "all trumps"."

    When S deals
    And E bids capot hearts
    Then the bid is rejected citing /bidding/auction/capot_bid
    And the state is unchanged

  Scenario: After a double the next player may still bid a higher game
    A double is not a pass: the auction ends only after three passes in a row, and until then a player
    may name a higher game, which sets the double aside.
    Source BG: "The next player can suggest a higher game or pass."
    Source BG: "Bidding ends when three players consecutively bid a pass."

    When S deals
    And E bids hearts
    And N doubles
    And W bids spades
    And S passes
    And E passes
    And N passes
    Then the contract is spades taken by W
