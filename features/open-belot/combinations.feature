@variant:open-belot @source:S004 @source:BG @area:scoring
Feature: Which declarations Open Belot scores and which one wins (S004, BG)
  Open Belot plays and scores as four-player Bulgarian Belot (S004), whose declarations the Bulgarian
  rules (BG) list: three cards in a row of one suit 20, four 50, five or more 100; four Jacks 200, four
  nines 150, four Aces, tens, Kings or Queens 100; runs follow the order 7 8 9 10 J Q K A; none in No
  Trumps. A card counts in a four of a kind or in a run, not both. Runs are compared with runs, the
  longest first, then the highest top card, and equal best runs score for nobody; fours of a kind are
  compared with fours of a kind by the trump order J 9 A 10 K Q. The hands below are the cards a
  player holds and has face up on the table. S deals, so N declares first.

  Scenario: Three cards in a row are worth 20, four 50 and five 100
    Source S004: "Ойнау және есептеу ережелері стандартты 4 ойыншылық белотқа ұқсас"
    Source BG: "| 3 cards in a sequence from the same suit | triple | 20 |"
    Source BG: "| 4 cards in a sequence from the same suit | 4 in a row | 50 |"
    Source BG: "| 5 or more cards in sequence from the same suit | quint | 100 |"

    Given the contract is hearts
    And N holds 7C 8C 9C AH KS 10D JD QD KD 7H
    And S holds 8S 9S 10S JS QS AC
    Then N's declarations are worth 20 and 50
    And S's declarations are worth 100

  Scenario: Six or more cards in a row are worth 100 like five
    Source BG: "| 5 or more cards in sequence from the same suit | quint | 100 |"

    Given the contract is hearts
    And N holds 7C 8C 9C 10C JC QC KH AS
    And S holds 7D 8D 9D 10D JD QD KD AD
    Then N's declarations are worth 100
    And S's declarations are worth 100

  Scenario: Runs follow the order 7 8 9 10 J Q K A
    Source BG: "The order of sequence of the cards when getting bonuses is 7,8,9,10,J,Q,K,A."

    Given the contract is hearts
    And N holds 9S 10S JS 7C 9D QC KC AC 8D 9H
    And S holds 10D JD QD 8C 8H
    Then N's declarations are worth 20 and 20
    And S's declarations are worth 20

  Scenario: Cards in a row in the trump order only make no run
    Source BG: "The order of sequence of the cards when getting bonuses is 7,8,9,10,J,Q,K,A."

    Given the contract is hearts
    And N holds JH 9H AH 7C 9D
    Then N has no declaration

  Scenario: Four Jacks are worth 200 and four nines 150
    Source BG: "| 4 9's | quad | 150 |"
    Source BG: "| 4 Jacks | quad | 200 |"

    Given the contract is hearts
    And N holds JC JD JH JS 7C 8D
    And S holds 9C 9D 9H 9S 7D 8S
    Then N's declarations are worth 200
    And S's declarations are worth 150

  Scenario: Four Aces or four tens are worth 100
    Source BG: "| 4 equal cards (10,Q,K,A) | quad | 100 |"

    Given the contract is hearts
    And N holds AC AD AH AS 8C 9D
    And S holds 10C 10D 10H 10S 7C 8D
    Then N's declarations are worth 100
    And S's declarations are worth 100

  Scenario: Four Kings or four Queens are worth 100
    Source BG: "| 4 equal cards (10,Q,K,A) | quad | 100 |"

    Given the contract is hearts
    And N holds KC KD KH KS 9C 7D
    And S holds QC QD QH QS 7H 8S
    Then N's declarations are worth 100
    And S's declarations are worth 100

  Scenario: Four eights or four sevens are worth nothing
    Source BG: "| 4 equal cards (10,Q,K,A) | quad | 100 | | 4 9's | quad | 150 | | 4 Jacks | quad | 200 |"

    Given the contract is hearts
    And N holds 8C 8D 8H 8S JC AD
    And S holds 7C 7D 7H 7S QC AS
    Then N has no declaration
    And S has no declaration

  Scenario: Nobody declares in No Trumps
    Source BG: "When the game of No trumps is played the players cannot declare any combinations."

    Given the contract is no trumps
    And N holds JC JD JH JS AS KS QS
    Then N has no declaration

  Scenario: Declarations count in All Trumps
    Source BG: "When the game of No trumps is played the players cannot declare any combinations."
    Source BG: "| 4 Jacks | quad | 200 |"

    Given the contract is all trumps
    And N holds JC JD JH JS 7S 8S 9S 8D
    Then N's declarations are worth 200 and 20

  Scenario: A card counts in a four of a kind or in a run, not in both
    Source BG: "If a card participates in a quad and a sequential bonus (triple, 4 in a row, quint) the player can only declare one of the bonuses."

    Given the contract is hearts
    And N holds JC JD JH JS 10H QH 7C 8D
    Then N's declarations are worth 200

  Scenario: A run that shares no card with a four of a kind counts beside it
    Source BG: "If a card participates in a quad and a sequential bonus (triple, 4 in a row, quint) the player can only declare one of the bonuses."

    Given the contract is hearts
    And N holds JC JD JH JS QH KH AH 7C
    Then N's declarations are worth 200 and 20

  Scenario: All eight cards of a suit in a row are worth 100, like five
    Source BG: "| 5 or more cards in sequence from the same suit | quint | 100 |"

    Given the contract is hearts
    And N holds 7H 8H 9H 10H JH QH KH AH
    And S holds 7C 8C 9C 10C JC QC KC AC
    Then N's declarations are worth 100
    And S's declarations are worth 100

  Scenario: The longer run wins
    Source BG: "If two different teams declare a sequential bonus, the team that has the longest such sequence scores any points from that bonus."

    Given the contract is hearts
    And the dealer is S
    And N holds AS KS QS 7C 9H
    And S holds 7D 8D 9D 10D 8C
    Then the declarations score N 0 and S 50

  Scenario: The longer run wins before the top card: six cards to the King beat five to the Ace
    Source BG: "If two different teams declare a sequential bonus, the team that has the longest such sequence scores any points from that bonus."
    Source BG: "| 5 or more cards in sequence from the same suit | quint | 100 |"

    Given the contract is hearts
    And the dealer is S
    And N holds 8C 9C 10C JC QC KC 7D 9S
    And S holds 10D JD QD KD AD 8S
    Then the declarations score N 100 and S 0

  Scenario: Between runs of the same length the one with the higher top card wins
    Source BG: "When the sequential bonuses are of equal length the sequence which is considered higher is the one that starts with the highest card (in bonus sequence strength)."

    Given the contract is hearts
    And the dealer is S
    And N holds 8C 9C 10C 7D 9S
    And S holds QD KD AD 7S 8H
    Then the declarations score N 0 and S 20

  Scenario: Equal best runs score for nobody, even one in trump
    Source BG: "If the highest bids of both teams are of equal strength then no team records sequential bonuses scores."

    Given the contract is spades
    And the dealer is S
    And N holds AS KS QS 7C 9D
    And S holds AD KD QD 7H 8C
    Then the declarations score N 0 and S 0

  Scenario: The player with the best run scores all of his runs
    Source BG: "the team that has the longest such sequence scores any points from that bonus"

    Given the contract is hearts
    And the dealer is S
    And N holds 7C 8C 9C 10C 8S QD KD AD
    And S holds 9S 10S JS 7H 8D
    Then the declarations score N 70 and S 0

  Scenario: Four Aces beat four Kings
    Source BG: "If two different teams declare a quad bonus then the team that has the sequence from higher cards ( in trump suit order) scores the points."

    Given the contract is hearts
    And the dealer is S
    And N holds AC AD AH AS 7C
    And S holds KC KD KH KS 7D
    Then the declarations score N 100 and S 0

  Scenario: Four tens beat four Kings by the trump order
    Source BG: "the team that has the sequence from higher cards ( in trump suit order) scores the points"

    Given the contract is hearts
    And the dealer is S
    And N holds KC KD KH KS 7C
    And S holds 10C 10D 10H 10S 7D
    Then the declarations score N 0 and S 100

  Scenario: Four nines beat four Aces
    Source BG: "If two different teams declare a quad bonus then the team that has the sequence from higher cards ( in trump suit order) scores the points."

    Given the contract is hearts
    And the dealer is S
    And N holds AC AD AH AS 7C
    And S holds 9C 9D 9H 9S 7D
    Then the declarations score N 0 and S 150

  Scenario: Fours of a kind and runs are compared apart
    Source BG: "If two different teams declare a sequential bonus"
    Source BG: "If two different teams declare a quad bonus"

    Given the contract is hearts
    And the dealer is S
    And N holds AC AD AH AS 7C
    And S holds 8D 9D 10D JD QD
    Then the declarations score N 100 and S 100
