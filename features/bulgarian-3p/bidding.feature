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
