@variant:open-belot @source:S004 @area:dealing
Feature: Dealing in Open Belot when N deals (S004)
  The player who does not deal is served first and bids first, whoever deals: here N deals, so S comes
  first. The deck below, top card first, is the deck in suit order (clubs, diamonds, hearts, spades)
  and rank order 7 to Ace. Dealt by N it gives S 7C 8C 9C then KC AC and N 10C JC QC then 7D 8D; on
  the table S gets 9D JD KD 7H face down and 9H JH KH 7S face up on them, N 10D QD AD 8H face down and
  10H QH AH 8S face up; after the bidding S gets 9S 10S JS and N QS KS AS. A player's cards, as the
  engine reports them, are the cards in hand and the face-up cards on the table.

  Scenario: Dealt by N, the cards go first to S, who does not deal
    Source S004: "Ойын әр ойыншыға алғашқы үш картаны, содан кейін тағы екеуін тарату арқылы басталады."
    Source S004: "Содан кейін, саудадан бұрын, әр ойыншыға үстелге 4 қосымша карта төмен қаратылып қойылады, ал олардың үстіне 4 карта ашық жайылған күйде қойылады."
    Source S004: "Бұл карталарды тарату тәсілі покердегідей (әр ойыншыға бірден бір карта таратылады)."

    Given N deals the deck 7C 8C 9C 10C JC QC KC AC 7D 8D 9D 10D JD QD KD AD 7H 8H 9H 10H JH QH KH AH 7S 8S 9S 10S JS QS KS AS
    Then S holds 7C 8C 9C KC AC 9H JH KH 7S
    And N holds 10C JC QC 7D 8D 10H QH AH 8S

  Scenario: Dealt by N, S, who does not deal, bids first
    Source S004: "Ойнау және есептеу ережелері стандартты 4 ойыншылық белотқа ұқсас"

    Given N deals the deck 7C 8C 9C 10C JC QC KC AC 7D 8D 9D 10D JD QD KD AD 7H 8H 9H 10H JH QH KH AH 7S 8S 9S 10S JS QS KS AS
    Then it is S's turn to bid

  Scenario: Dealt by N, the 6 cards left after the bidding go first to S, who does not deal
    Source S004: "Барлық карталар таратылғаннан кейін, саудадан кейін таратылатын 6 карта қалады, егер екі ойыншы да «өткізуге» келіспесе."

    Given N deals the deck 7C 8C 9C 10C JC QC KC AC 7D 8D 9D 10D JD QD KD AD 7H 8H 9H 10H JH QH KH AH 7S 8S 9S 10S JS QS KS AS
    When S bids hearts
    And N passes
    Then the contract is hearts taken by S
    And S holds 7C 8C 9C KC AC 9S 10S JS 9H JH KH 7S
    And N holds 10C JC QC 7D 8D QS KS AS 10H QH AH 8S
