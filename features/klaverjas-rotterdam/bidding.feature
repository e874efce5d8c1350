@variant:klaverjas-rotterdam @source:MKR @area:bidding
Feature: Making trump in Klaverjas, Rotterdam system (MKR)
  All eight cards are dealt and no card is turned. The dealer speaks first: he plays, naming the trump
  suit, or passes; then the player on his left, and so on clockwise. When all four have passed, the
  dealer must play. The player on the dealer's left leads the first trick. S deals in every scenario,
  so the order is S, W, N, E.

  The deck is in suit order (clubs, diamonds, hearts, spades) and rank order 7 to Ace, top card first.

  Scenario: The dealer speaks first
    Source MKR: "De gever is de eerste speler."

    Given S deals the deck 7C 8C 9C 10C JC QC KC AC 7D 8D 9D 10D JD QD KD AD 7H 8H 9H 10H JH QH KH AH 7S 8S 9S 10S JS QS KS AS
    Then it is S's turn to bid

  Scenario: When the dealer passes, the player on his left speaks, and so on
    Source MKR: "Wanneer de gever past, dan moet de speler links van de gever mededeling doen of hij speelt of past. Past ook de tweede speler, dan is de beurt aan de derde speler. Past ook de derde speler, dan is tenslotte de vierde speler aan de beurt."

    Given S deals the deck 7C 8C 9C 10C JC QC KC AC 7D 8D 9D 10D JD QD KD AD 7H 8H 9H 10H JH QH KH AH 7S 8S 9S 10S JS QS KS AS
    When S passes
    Then it is W's turn to bid
    When W passes
    Then it is N's turn to bid
    When N passes
    Then it is E's turn to bid

  Scenario: The player who plays names the trump suit
    Source MKR: "Bij “ik speel” dient de troeffiguur aan de mededeling te worden toegevoegd."

    Given S deals the deck 7C 8C 9C 10C JC QC KC AC 7D 8D 9D 10D JD QD KD AD 7H 8H 9H 10H JH QH KH AH 7S 8S 9S 10S JS QS KS AS
    When S passes
    And W takes diamonds
    Then the contract is diamonds taken by W

  Scenario: A bid out of turn is rejected
    Source MKR: "De gever is de eerste speler."

    Given S deals the deck 7C 8C 9C 10C JC QC KC AC 7D 8D 9D 10D JD QD KD AD 7H 8H 9H 10H JH QH KH AH 7S 8S 9S 10S JS QS KS AS
    When W takes hearts
    Then the bid is rejected citing turn
    And the state is unchanged

  Scenario: When all four have passed the dealer must play
    Source MKR: "Wanneer alle spelers gepast hebben is de gever verplicht tot spelen. Hij moet dit dan doen met de vermelding van de troeffiguur."

    Given S deals the deck 7C 8C 9C 10C JC QC KC AC 7D 8D 9D 10D JD QD KD AD 7H 8H 9H 10H JH QH KH AH 7S 8S 9S 10S JS QS KS AS
    When S passes
    And W passes
    And N passes
    And E passes
    Then it is S's turn to bid
    When S passes
    Then the bid is rejected citing /bidding/rounds/1
    And the state is unchanged
    When S takes spades
    Then the contract is spades taken by S

  Scenario: The player on the dealer's left leads the first trick, whoever plays
    Source MKR: "In alle gevallen komt de speler links van de gever als eerste uit."

    Given S deals the deck 7C 8C 9C 10C JC QC KC AC 7D 8D 9D 10D JD QD KD AD 7H 8H 9H 10H JH QH KH AH 7S 8S 9S 10S JS QS KS AS
    When S passes
    And W passes
    And N takes clubs
    Then it is W's turn to play
