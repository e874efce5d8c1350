@variant:bulgarian-3p @source:BG @area:scoring
Feature: Declarations in Bulgarian Belot for three players (BG)
  The declarations of the four-player game, with 24 cards (9 to Ace), each player for himself: the
  player with the best run scores his runs, the one with the best four of a kind his. S deals, so E
  declares first.

  Scenario: Runs and fours of a kind keep their values
    Source BG: "| 3 cards in a sequence from the same suit | triple | 20 |"
    Source BG: "| 4 9's | quad | 150 |"
    Source BG: "The order of sequence of the cards when getting bonuses is 7,8,9,10,J,Q,K,A."

    Given the contract is hearts
    And E holds 10C JC QC AD KS
    And W holds 9C 9D 9H 9S AH
    Then E's declarations are worth 20
    And W's declarations are worth 150

  Scenario: Nobody declares in No Trumps
    Source BG: "When the game of No trumps is played the players cannot declare any combinations."

    Given the contract is no trumps
    And E holds QC KC AC 9D 10D JD
    Then E has no declaration

  Scenario: The longest run of the three wins
    Source BG: "If two different teams declare a sequential bonus, the team that has the longest such sequence scores any points from that bonus."

    Given the contract is hearts
    And the dealer is S
    And E holds 9C 10C JC AS QS
    And W holds QD KD AD 9H 10S
    And S holds 10H JH QH KH 9D
    Then the declarations score S 50 and W 0
    And the declarations score E 0 and S 50

  Scenario: Between the other two runs of the same length the higher top card wins
    Source BG: "When the sequential bonuses are of equal length the sequence which is considered higher is the one that starts with the highest card (in bonus sequence strength)."

    Given the contract is hearts
    And the dealer is S
    And E holds 9C 10C JC AS QS
    And W holds QD KD AD 9H 10S
    Then the declarations score W 20 and E 0

  Scenario: A card counts in a four of a kind or in a run, not in both
    Source BG: "If a card participates in a quad and a sequential bonus (triple, 4 in a row, quint) the player can only declare one of the bonuses."

    Given the contract is hearts
    And E holds JC JD JH JS 10H QH 9C AD
    Then E's declarations are worth 200

  Scenario: Equal best runs score for nobody
    Source BG: "If the highest bids of both teams are of equal strength then no team records sequential bonuses scores."

    Given the contract is hearts
    And the dealer is S
    And E holds AS KS QS 9C 10D
    And W holds AD KD QD 10C 9H
    Then the declarations score E 0 and W 0

  Scenario: Four tens beat four Kings by the trump order
    Source BG: "If two different teams declare a quad bonus then the team that has the sequence from higher cards ( in trump suit order) scores the points."

    Given the contract is hearts
    And the dealer is S
    And E holds KC KD KH KS 9C
    And W holds 10C 10D 10H 10S 9D
    Then the declarations score E 0 and W 100

  Scenario: Five cards in a row are worth 100, and six count like five
    Source BG: "| 5 or more cards in sequence from the same suit | quint | 100 |"

    Given the contract is hearts
    And E holds 10C JC QC KC AC 9D
    And W holds 9S 10S JS QS KS AS
    Then E's declarations are worth 100
    And W's declarations are worth 100

  Scenario: Queen, Jack and ten make a run, and so do King, Queen and Jack
    Source BG: "The order of sequence of the cards when getting bonuses is 7,8,9,10,J,Q,K,A."

    Given the contract is hearts
    And E holds QS JS 10S AC 9D
    And W holds KD QD JD 9C 10H
    Then E's declarations are worth 20
    And W's declarations are worth 20

  Scenario: Four Aces, tens, Kings and Queens are worth 100
    Source BG: "| 4 equal cards (10,Q,K,A) | quad | 100 |"

    Given the contract is hearts
    And E holds AC AD AH AS 10C 10D 10H 10S
    And W holds KC KD KH KS 9D
    And S holds QC QD QH QS 9C
    Then E's declarations are worth 100 and 100
    And W's declarations are worth 100
    And S's declarations are worth 100

  Scenario: Declarations count in All Trumps
    Source BG: "When the game of No trumps is played the players cannot declare any combinations."
    Source BG: "| 4 Jacks | quad | 200 |"

    Given the contract is all trumps
    And E holds JC JD JH JS 9S 10S QS
    Then E's declarations are worth 200

  Scenario: Six cards in a row beat five to the same Ace
    Source BG: "If two different teams declare a sequential bonus, the team that has the longest such sequence scores any points from that bonus."
    Source BG: "| 5 or more cards in sequence from the same suit | quint | 100 |"

    Given the contract is hearts
    And the dealer is S
    And E holds 9C 10C JC QC KC AC 9D
    And W holds 10S JS QS KS AS 9H
    Then the declarations score E 100 and W 0

  Scenario: Five cards in a row beat four to a higher card
    Source BG: "If two different teams declare a sequential bonus, the team that has the longest such sequence scores any points from that bonus."

    Given the contract is hearts
    And the dealer is S
    And E holds 9C 10C JC QC KC 9D
    And W holds JS QS KS AS 9H
    Then the declarations score E 100 and W 0

  Scenario: Fours of a kind and runs are compared apart
    Source BG: "If two different teams declare a sequential bonus"
    Source BG: "If two different teams declare a quad bonus"

    Given the contract is hearts
    And the dealer is S
    And E holds AC AD AH AS 9C
    And W holds 9D 10D JD QD KD
    Then the declarations score E 100 and W 100
