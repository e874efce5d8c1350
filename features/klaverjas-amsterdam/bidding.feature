@variant:klaverjas-amsterdam @source:HUT @source:KDH @source:KJO @area:bidding
Feature: Making trump in Klaverjas, Amsterdam system (HUT, KJO)
  All eight cards are dealt and no card is turned. The dealer looks at his cards first and plays,
  naming trump, or passes; then the next player, clockwise. When everyone has passed the dealer must
  play. The player on the dealer's left always leads. S deals in every scenario: S, W, N, E.

  The deck is in suit order (clubs, diamonds, hearts, spades) and rank order 7 to Ace, top card first.

  Scenario: The dealer speaks first, then the next player
    Source HUT: "De deler neemt zijn kaarten als eerste op en kijkt of hij aanneemt of past."
    Source HUT: "Past hij dan legt hij zijn kaarten weer op tafel en bekijkt de volgende speler zijn kaarten, etc."

    Given S deals the deck 7C 8C 9C 10C JC QC KC AC 7D 8D 9D 10D JD QD KD AD 7H 8H 9H 10H JH QH KH AH 7S 8S 9S 10S JS QS KS AS
    Then it is S's turn to bid
    When S passes
    Then it is W's turn to bid

  Scenario: The player whose turn it is chooses the trump suit
    Source HUT: "Degene die aan de beurt is mag zelf bepalen welke kleur troef hij kiest."

    Given S deals the deck 7C 8C 9C 10C JC QC KC AC 7D 8D 9D 10D JD QD KD AD 7H 8H 9H 10H JH QH KH AH 7S 8S 9S 10S JS QS KS AS
    When S passes
    And W passes
    And N takes spades
    Then the contract is spades taken by N

  @source:KDH
  Scenario: A player may make trump of a suit he does not hold
    Source KDH: "Het is toegestaan om troef te maken van een kleur die men zelf niet in de hand heeft."

    # W holds 7C 8C 9C JD QD JH QH KH: no spade.
    Given S deals the deck 7C 8C 9C 10C JC QC KC AC 7D 8D 9D 10D JD QD KD AD 7H 8H 9H 10H JH QH KH AH 7S 8S 9S 10S JS QS KS AS
    When S passes
    And W takes spades
    Then the contract is spades taken by W

  @source:KJO
  Scenario: When everyone has passed the dealer must play
    Source HUT: "Past iedereen dan is de eerste speler (gever) alsnog verplicht te spelen."
    Source KJO: "Verder is de gever tijdens het Amsterdams klaverjassen verplicht om troef te maken."

    Given S deals the deck 7C 8C 9C 10C JC QC KC AC 7D 8D 9D 10D JD QD KD AD 7H 8H 9H 10H JH QH KH AH 7S 8S 9S 10S JS QS KS AS
    When S passes
    And W passes
    And N passes
    And E passes
    Then it is S's turn to bid
    When S passes
    Then the bid is rejected citing /bidding/rounds/1
    When S takes hearts
    Then the contract is hearts taken by S

  Scenario: The player on the dealer's left always leads
    Source HUT: "Degene die links van de gever zit komt altijd uit!"

    Given S deals the deck 7C 8C 9C 10C JC QC KC AC 7D 8D 9D 10D JD QD KD AD 7H 8H 9H 10H JH QH KH AH 7S 8S 9S 10S JS QS KS AS
    When S takes diamonds
    Then it is W's turn to play
