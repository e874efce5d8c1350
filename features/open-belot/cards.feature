@variant:open-belot @source:S004 @source:BG @area:cards
Feature: Card order and card points in Open Belot (S004, BG)
  Open Belot is played with the full 32-card deck and otherwise as four-player Bulgarian Belot (S004),
  whose orders and points the Bulgarian rules (BG) give: in a trump suit J 9 A 10 K Q 8 7, worth 20 14
  11 10 4 3 0 0; in the other suits A 10 K Q J 9 8 7, worth 11 10 4 3 2 0 0 0. A suit contract is
  worth 152 card points, 162 with the 10 of the last trick. In No Trumps no suit is trump and "the
  points scored are doubled": scoring.feature pins it on the scores of a deal. In All Trumps every
  suit ranks and counts as trump: 248 card points, 258 with the last trick.

  @source:S004
  Scenario: The deck has 32 cards, 7 to Ace in four suits
    Source S004: "Мұнда 32 карталық толық колода қолданылады."
    Source S004: "Белот 32 картадан тұратын колодамен ойналады (A, K, Q, J, 10, 9, 8, 7)."

    Given the contract is hearts
    Then 7C is worth 0 points
    And 7H is worth 0 points
    And AS is worth 11 points
    And AD is worth 11 points
    And the cards of the deck are worth 152 points in all

  Scenario: Trump cards rank J 9 A 10 K Q 8 7
    Source BG: "The strength of the cards of the trump suit are as follows ( descending order). J,9,A,10,K,Q,8,7."

    Given the contract is hearts
    Then in hearts the ranks from strongest to weakest are J 9 A 10 K Q 8 7

  Scenario: Cards of the other suits rank A 10 K Q J 9 8 7
    Source BG: "With a trump game one of the suits is decided as a trump suit, the rest are equal in strength."
    Source BG: "With the rest of the suits the strength of the cards is as follows: A, 10, K, Q, J, 9 ,8 ,7"

    Given the contract is hearts
    Then in spades the ranks from strongest to weakest are A 10 K Q J 9 8 7
    And in clubs the ranks from strongest to weakest are A 10 K Q J 9 8 7
    And in diamonds the ranks from strongest to weakest are A 10 K Q J 9 8 7

  Scenario: Trump cards are worth 20 14 11 10 4 3 0 0
    Source BG: "| Card | Trump | Not a Trump |"
    Source BG: "| 7 | 0 | 0 | | 8 | 0 | 0 | | 9 | 14 | 0 | | 10 | 10 | 10 | | J | 20 | 2 | | Q | 3 | 3 | | K | 4 | 4 | | A | 11 | 11 |"

    Given the contract is spades
    Then JS is worth 20 points
    And 9S is worth 14 points
    And AS is worth 11 points
    And 10S is worth 10 points
    And KS is worth 4 points
    And QS is worth 3 points
    And 8S is worth 0 points
    And 7S is worth 0 points

  Scenario: Cards of the other suits are worth 11 10 4 3 2 0 0 0
    Source BG: "| Card | Trump | Not a Trump |"
    Source BG: "| 7 | 0 | 0 | | 8 | 0 | 0 | | 9 | 14 | 0 | | 10 | 10 | 10 | | J | 20 | 2 | | Q | 3 | 3 | | K | 4 | 4 | | A | 11 | 11 |"

    Given the contract is spades
    Then AH is worth 11 points
    And 10H is worth 10 points
    And KH is worth 4 points
    And QH is worth 3 points
    And JH is worth 2 points
    And 9H is worth 0 points
    And 8H is worth 0 points
    And 7H is worth 0 points

  Scenario: The trump Jack and 9 are worth more than the plain Jack and 9
    Source BG: "| J | 20 | 2 |"
    Source BG: "| 9 | 14 | 0 |"

    Given the contract is diamonds
    Then JD is worth 20 points
    And 9D is worth 14 points
    And JC is worth 2 points
    And 9C is worth 0 points

  @source:S004
  Scenario: In a suit contract the cards are worth 152 points, 162 with the last trick
    Source BG: "162 (16) in the specific trump game"
    Source BG: "A bonus of 10 points is given to the team who won the last hand (final 10)."
    Source S004: "қарсылас(тар) 162 немесе 258 ұпай алады (барлық карталардың құнының қосындысы)"

    Given the contract is clubs
    Then the cards of the deck are worth 152 points in all

  Scenario: In No Trumps every suit ranks A 10 K Q J 9 8 7
    Source BG: "There is no trump in this game and the strengths of all the suits are as follows: A, 10, K, Q, J, 9 ,8 ,7."

    Given the contract is no trumps
    Then in hearts the ranks from strongest to weakest are A 10 K Q J 9 8 7
    And in spades the ranks from strongest to weakest are A 10 K Q J 9 8 7
    And in clubs the ranks from strongest to weakest are A 10 K Q J 9 8 7

  Scenario: In All Trumps every suit ranks J 9 A 10 K Q 8 7
    Source BG: "Here all the suits are trump suits i.e. the strengths of the cards is as follows: J,9,A,10,K,Q,8,7"

    Given the contract is all trumps
    Then in hearts the ranks from strongest to weakest are J 9 A 10 K Q 8 7
    And in spades the ranks from strongest to weakest are J 9 A 10 K Q 8 7
    And in diamonds the ranks from strongest to weakest are J 9 A 10 K Q 8 7

  Scenario: In All Trumps every card is worth its trump points
    Source BG: "Here all the suits are trump suits"
    Source BG: "| Card | Trump | Not a Trump |"

    Given the contract is all trumps
    Then JC is worth 20 points
    And 9C is worth 14 points
    And AC is worth 11 points
    And 10C is worth 10 points
    And KC is worth 4 points
    And QC is worth 3 points
    And 8C is worth 0 points
    And 7C is worth 0 points
    And JH is worth 20 points
    And 9S is worth 14 points

  @source:S004
  Scenario: In All Trumps the cards are worth 248 points, 258 with the last trick
    Source BG: "The total score with the final 10 bonus is 258 (26) in a "All Trumps" game"
    Source S004: "қарсылас(тар) 162 немесе 258 ұпай алады (барлық карталардың құнының қосындысы)"

    Given the contract is all trumps
    Then the cards of the deck are worth 248 points in all
