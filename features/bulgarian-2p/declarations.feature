@variant:bulgarian-2p @source:BG @area:scoring
Feature: Declarations in Bulgarian Belot for two players (BG)
  The declarations of the four-player game, with 24 cards (9 to Ace): three in a row 20, four 50, five
  or more 100; four Jacks 200, four nines 150, four Aces, tens, Kings or Queens 100; none in No Trumps.
  The better run wins over the other player's runs. S deals, so N declares first.

  Scenario: Runs of three, four and five cards are worth 20, 50 and 100
    Source BG: "| 3 cards in a sequence from the same suit | triple | 20 |"
    Source BG: "| 5 or more cards in sequence from the same suit | quint | 100 |"
    Source BG: "The order of sequence of the cards when getting bonuses is 7,8,9,10,J,Q,K,A."

    Given the contract is hearts
    And N holds 9C 10C JC AD KS
    And S holds 10D JD QD KD AH 9S
    Then N's declarations are worth 20
    And S's declarations are worth 50

  Scenario: Four Jacks are worth 200 and a card counts in one declaration only
    Source BG: "| 4 Jacks | quad | 200 |"
    Source BG: "If a card participates in a quad and a sequential bonus (triple, 4 in a row, quint) the player can only declare one of the bonuses."

    Given the contract is hearts
    And N holds JC JD JH JS 10H QH 9C
    Then N's declarations are worth 200

  Scenario: Nobody declares in No Trumps
    Source BG: "When the game of No trumps is played the players cannot declare any combinations."

    Given the contract is no trumps
    And N holds JC JD JH JS AS KS QS
    Then N has no declaration

  Scenario: The longer run wins over the other player's run
    Source BG: "If two different teams declare a sequential bonus, the team that has the longest such sequence scores any points from that bonus."

    Given the contract is hearts
    And the dealer is S
    And N holds AS KS QS 9C 10D
    And S holds 9D JD QD KD 10C
    Then the declarations score N 20 and S 0

  Scenario: Equal best runs score for nobody
    Source BG: "If the highest bids of both teams are of equal strength then no team records sequential bonuses scores."
    Source BG: "When the sequential bonuses are of equal length the sequence which is considered higher is the one that starts with the highest card (in bonus sequence strength)."

    Given the contract is hearts
    And the dealer is S
    And N holds AS KS QS 9C 10D
    And S holds AD KD QD 10C 9H
    Then the declarations score N 0 and S 0

  Scenario: Four Aces beat four Kings
    Source BG: "If two different teams declare a quad bonus then the team that has the sequence from higher cards ( in trump suit order) scores the points."

    Given the contract is hearts
    And the dealer is S
    And N holds AC AD AH AS 9C
    And S holds KC KD KH KS 9D
    Then the declarations score N 100 and S 0

  Scenario: Between runs of the same length the one with the higher top card wins
    Source BG: "When the sequential bonuses are of equal length the sequence which is considered higher is the one that starts with the highest card (in bonus sequence strength)."

    Given the contract is hearts
    And the dealer is S
    And N holds 9D 10D JD AH QC
    And S holds QS KS AS 9C 10H
    Then the declarations score N 0 and S 20

  Scenario: Five cards in a row are worth 100, and six count like five
    Source BG: "| 5 or more cards in sequence from the same suit | quint | 100 |"

    Given the contract is hearts
    And N holds 10C JC QC KC AC 9D
    And S holds 9S 10S JS QS KS AS
    Then N's declarations are worth 100
    And S's declarations are worth 100

  Scenario: Queen, Jack and ten make a run, and so do King, Queen and Jack
    Source BG: "The order of sequence of the cards when getting bonuses is 7,8,9,10,J,Q,K,A."

    Given the contract is hearts
    And N holds QS JS 10S AC 9D
    And S holds KD QD JD 9C 10H
    Then N's declarations are worth 20
    And S's declarations are worth 20

  Scenario: Four nines are worth 150 and four Aces 100
    Source BG: "| 4 9's | quad | 150 |"
    Source BG: "| 4 equal cards (10,Q,K,A) | quad | 100 |"

    Given the contract is hearts
    And N holds 9C 9D 9H 9S AC AD AH AS JC
    Then N's declarations are worth 150 and 100

  Scenario: Four tens, four Kings and four Queens are worth 100
    Source BG: "| 4 equal cards (10,Q,K,A) | quad | 100 |"

    Given the contract is hearts
    And N holds 10C 10D 10H 10S KC KD KH KS 9D
    And S holds QC QD QH QS AD
    Then N's declarations are worth 100 and 100
    And S's declarations are worth 100

  Scenario: Declarations count in All Trumps
    Source BG: "When the game of No trumps is played the players cannot declare any combinations."
    Source BG: "| 4 Jacks | quad | 200 |"

    Given the contract is all trumps
    And N holds JC JD JH JS 9S 10S QS
    Then N's declarations are worth 200

  Scenario: Four tens beat four Kings by the trump order
    Source BG: "the team that has the sequence from higher cards ( in trump suit order) scores the points"

    Given the contract is hearts
    And the dealer is S
    And N holds KC KD KH KS 9C
    And S holds 10C 10D 10H 10S 9D
    Then the declarations score N 0 and S 100

  Scenario: Six cards in a row beat five to the same Ace
    Source BG: "If two different teams declare a sequential bonus, the team that has the longest such sequence scores any points from that bonus."
    Source BG: "| 5 or more cards in sequence from the same suit | quint | 100 |"

    Given the contract is hearts
    And the dealer is S
    And N holds 9C 10C JC QC KC AC 9D
    And S holds 10S JS QS KS AS 9H
    Then the declarations score N 100 and S 0

  Scenario: Five cards in a row beat four to a higher card
    Source BG: "If two different teams declare a sequential bonus, the team that has the longest such sequence scores any points from that bonus."

    Given the contract is hearts
    And the dealer is S
    And N holds 9C 10C JC QC KC 9D
    And S holds JS QS KS AS 9H
    Then the declarations score N 100 and S 0

  Scenario: Fours of a kind and runs are compared apart
    Source BG: "If two different teams declare a sequential bonus"
    Source BG: "If two different teams declare a quad bonus"

    Given the contract is hearts
    And the dealer is S
    And N holds AC AD AH AS 9C
    And S holds 9D 10D JD QD KD
    Then the declarations score N 100 and S 100
