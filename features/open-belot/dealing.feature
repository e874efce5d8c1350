@variant:open-belot @source:S004 @area:dealing
Feature: Dealing in Open Belot (S004)
  Two players share the full 32-card deck. The dealer gives each player 3 cards, then 2 more, starting
  with the player who does not deal. Then, before the bidding, 4 cards go face down on the table before
  each player and 4 face up on top of them, one card at a time as in poker: first a round of face-down
  cards, then the face-up ones on the same stacks in the same order. The 6 cards left are dealt after the
  bidding, 3 to each player, unless both players pass. A player's cards, as the engine reports them, are
  the cards in hand and the face-up cards on the table; the face-down cards show only when turned up.

  The deck below, top card first, is the deck in suit order (clubs, diamonds, hearts, spades) and rank
  order 7 to Ace. Dealt by S it gives N 7C 8C 9C then KC AC and S 10C JC QC then 7D 8D; on the table N
  gets 9D JD KD 7H face down and 9H JH KH 7S face up on them, S 10D QD AD 8H face down and 10H QH AH 8S
  face up; after the bidding N gets 9S 10S JS and S QS KS AS.

  Scenario: Each player first gets 3 cards then 2, and 4 face-up cards on the table
    Source S004: "Ойын әр ойыншыға алғашқы үш картаны, содан кейін тағы екеуін тарату арқылы басталады."
    Source S004: "Содан кейін, саудадан бұрын, әр ойыншыға үстелге 4 қосымша карта төмен қаратылып қойылады, ал олардың үстіне 4 карта ашық жайылған күйде қойылады."
    Source S004: "Бұл карталарды тарату тәсілі покердегідей (әр ойыншыға бірден бір карта таратылады)."

    Given S deals the deck 7C 8C 9C 10C JC QC KC AC 7D 8D 9D 10D JD QD KD AD 7H 8H 9H 10H JH QH KH AH 7S 8S 9S 10S JS QS KS AS
    Then N holds 7C 8C 9C KC AC 9H JH KH 7S
    And S holds 10C JC QC 7D 8D 10H QH AH 8S
    And it is N's turn to bid

  Scenario: The face-down cards, dealt one at a time, lie under the face-up ones in the same order
    Source S004: "Мұнда 32 карталық толық колода қолданылады."
    Source S004: "әр ойыншыға үстелге 4 қосымша карта төмен қаратылып қойылады, ал олардың үстіне 4 карта ашық жайылған күйде қойылады."
    Source S004: "Бұл карталарды тарату тәсілі покердегідей (әр ойыншыға бірден бір карта таратылады)."
    Source S004: "Ойыншы үстелден ашық картаны ойнағаннан кейін (сол арқылы төмендегі картаны ашады), ашылған картаны да ашық жайылған күйде бұрады."

    Given S deals the deck 7C 8C 9C 10C JC QC KC AC 7D 8D 9D 10D JD QD KD AD 7H 8H 9H 10H JH QH KH AH 7S 8S 9S 10S JS QS KS AS
    When N bids hearts
    And S passes
    And N plays 9H
    Then N holds 7C 8C 9C KC AC 9S 10S JS 9D JH KH 7S
    When S plays 10H
    Then S holds 10C JC QC 7D 8D QS KS AS 10D QH AH 8S
    When N plays JH
    Then N holds 7C 8C 9C KC AC 9S 10S JS 9D JD KH 7S
    When S plays QH
    Then S holds 10C JC QC 7D 8D QS KS AS 10D QD AH 8S
    When N plays KH
    Then N holds 7C 8C 9C KC AC 9S 10S JS 9D JD KD 7S
    When S plays AH
    Then S holds 10C JC QC 7D 8D QS KS AS 10D QD AD 8S
    When S plays 8S
    Then S holds 10C JC QC 7D 8D QS KS AS 10D QD AD 8H
    When N plays 7S
    Then N holds 7C 8C 9C KC AC 9S 10S JS 9D JD KD 7H
    And it is S's turn to play

  Scenario: After the bidding the 6 cards left are dealt, 3 to each player
    Source S004: "Барлық карталар таратылғаннан кейін, саудадан кейін таратылатын 6 карта қалады, егер екі ойыншы да «өткізуге» келіспесе."

    Given S deals the deck 7C 8C 9C 10C JC QC KC AC 7D 8D 9D 10D JD QD KD AD 7H 8H 9H 10H JH QH KH AH 7S 8S 9S 10S JS QS KS AS
    When N bids hearts
    And S passes
    Then the contract is hearts taken by N
    And N holds 7C 8C 9C KC AC 9S 10S JS 9H JH KH 7S
    And S holds 10C JC QC 7D 8D QS KS AS 10H QH AH 8S
    And it is N's turn to play

  Scenario: When both players pass the 6 cards left are not dealt
    Source S004: "Барлық карталар таратылғаннан кейін, саудадан кейін таратылатын 6 карта қалады, егер екі ойыншы да «өткізуге» келіспесе."

    Given S deals the deck 7C 8C 9C 10C JC QC KC AC 7D 8D 9D 10D JD QD KD AD 7H 8H 9H 10H JH QH KH AH 7S 8S 9S 10S JS QS KS AS
    When N passes
    And S passes
    Then the deal is cancelled
    And N holds 7C 8C 9C KC AC 9H JH KH 7S
    And S holds 10C JC QC 7D 8D 10H QH AH 8S

  Scenario: The deal passes to the other player
    Source S004: "Ойнау және есептеу ережелері стандартты 4 ойыншылық белотқа ұқсас"

    Then after a deal dealt by S, N deals next
    And after a deal dealt by N, S deals next
    And after a deal dealt by S is cancelled, N deals next
