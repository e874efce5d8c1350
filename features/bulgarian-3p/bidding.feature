@variant:bulgarian-3p @source:S004 @area:bidding
Feature: The auction in Bulgarian Belot for three players (S004, BG)
  The player to the dealer's right bids first, or passes; the next may take it up or pass. With three
  players two passes after a bid end the auction. If all pass the deal is over and the player on the
  right deals again. S deals in every scenario, so E speaks first, then W, then S.

  Scenario: The player to the right of the dealer bids first, then the next one
    Source S004: "Дилердің оң жағында отырған ойыншы козырды таңдайды немесе өтеді. Келесі ойыншыға оны қабылдау немесе өту мүмкіндігі бар."

    When S deals
    Then it is E's turn to bid
    When E passes
    Then it is W's turn to bid
    When W passes
    Then it is S's turn to bid

  Scenario: Two passes after a bid end the auction
    Source S004: "Келесі ойыншыға оны қабылдау немесе өту мүмкіндігі бар."

    When S deals
    And E bids diamonds
    And W passes
    And S passes
    Then the contract is diamonds taken by E

  @source:BG
  Scenario: The next player may bid higher
    Source S004: "Келесі ойыншыға оны қабылдау немесе өту мүмкіндігі бар."
    Source BG: "The next player can suggest a higher game or pass."

    When S deals
    And E bids diamonds
    And W bids all trumps
    And S passes
    And E passes
    Then the contract is all trumps taken by W

  Scenario: When all pass the deal is over and the player on the right deals again
    Source S004: "Егер барлық ойыншылар өтіп кетсе, ойын аяқталады, карталарды оң жақтағы ойыншы араластырып, жаңадан береді."

    When S deals
    And E passes
    And W passes
    And S passes
    Then the deal is cancelled
    And E deals next

  @source:BG
  Scenario: Another player may double a bid and the bidder may redouble
    Source S004: "Келесі ойыншыға оны қабылдау немесе өту мүмкіндігі бар."
    Source BG: "When a valid bid is made an opponent may declare that he/she wishes to double."
    Source BG: "In reply the original bidding team may declare a redouble."

    When S deals
    And E bids hearts
    And W doubles
    And S passes
    And E redoubles
    And W passes
    And S passes
    Then the contract is hearts taken by E redoubled

  @source:BG
  Scenario: The six contracts rank clubs, diamonds, hearts, spades, No Trumps, All Trumps
    Source BG: "The lowest game is Clubs followed by diamonds then hearts then spades then "no trump" then "all trumps"."
    Source S004: "Келесі ойыншыға оны қабылдау немесе өту мүмкіндігі бар."

    When S deals
    And E bids clubs
    And W bids diamonds
    And S bids hearts
    And E bids spades
    And W bids no trumps
    And S bids all trumps
    And E passes
    And W passes
    Then the contract is all trumps taken by S

  @source:BG
  Scenario: Nobody bids to take every trick
    Source BG: "He proposes one of the variants of the game (i.e. chooses a trump suit or "no trump" or "all trumps"."

    When S deals
    And E bids capot hearts
    Then the bid is rejected citing /bidding/auction/capot_bid
    And the state is unchanged

  @source:BG
  Scenario: After a double the next player may still bid a higher game
    A double is not a pass: with three players two passes after a bid end the auction, and until then
    a higher game may be named, which sets the double aside.
    Source BG: "The next player can suggest a higher game or pass."
    Source BG: "When a valid bid is made an opponent may declare that he/she wishes to double."

    When S deals
    And E bids hearts
    And W doubles
    And S bids spades
    And E passes
    And W passes
    Then the contract is spades taken by S
