@variant:schieber @variant:schieber-turnier @variant:schieber-2500 @source:SWL @area:bidding
Feature: Choosing trump in Schieber Jass (Swisslos)
  All nine cards are dealt and no card is turned. Forehand, on the dealer's right, names trump (a suit,
  Obenabe or Undenufe) or pushes the choice to the partner ("schieben"), who must then name it. Forehand
  leads the first trick either way. S deals in every scenario, so E is forehand and W his partner.

  The deck is in suit order (clubs, diamonds, hearts, spades) and rank order six to Ace, top card first.

  Scenario: Forehand, on the dealer's right, chooses first
    Source SWL: "Direkt im Anschluss an das Austeilen der Karten muss die Vorhand (Spieler rechts vom Kartengeber) Trumpf wählen oder schieben."

    Given S deals the deck 6C 7C 8C 9C 10C JC QC KC AC 6D 7D 8D 9D 10D JD QD KD AD 6H 7H 8H 9H 10H JH QH KH AH 6S 7S 8S 9S 10S JS QS KS AS
    Then it is E's turn to bid

  Scenario: Forehand may name any of the four suits
    Source SWL: "In jeder Runde kann zwischen den vier Trumpffarben, Obenabe und Undenufe gewählt werden."

    Given S deals the deck 6C 7C 8C 9C 10C JC QC KC AC 6D 7D 8D 9D 10D JD QD KD AD 6H 7H 8H 9H 10H JH QH KH AH 6S 7S 8S 9S 10S JS QS KS AS
    When E takes spades
    Then the contract is spades taken by E

  Scenario: When forehand pushes, his partner chooses
    Source SWL: "Schiebt sie, so muss der Partner Trumpf bestimmen."

    Given S deals the deck 6C 7C 8C 9C 10C JC QC KC AC 6D 7D 8D 9D 10D JD QD KD AD 6H 7H 8H 9H 10H JH QH KH AH 6S 7S 8S 9S 10S JS QS KS AS
    When E passes
    Then it is W's turn to bid
    When W takes clubs
    Then the contract is clubs taken by W

  Scenario: The partner may not push the choice on
    Source SWL: "Schiebt sie, so muss der Partner Trumpf bestimmen."

    Given S deals the deck 6C 7C 8C 9C 10C JC QC KC AC 6D 7D 8D 9D 10D JD QD KD AD 6H 7H 8H 9H 10H JH QH KH AH 6S 7S 8S 9S 10S JS QS KS AS
    When E passes
    And W passes
    Then the bid is rejected citing /bidding/rounds/0
    And the state is unchanged
    And it is W's turn to bid

  Scenario: Forehand leads the first trick when his partner chose trump
    Source SWL: "Die Spielrunde startet, indem die Vorhand die erste Karte ablegt."

    Given S deals the deck 6C 7C 8C 9C 10C JC QC KC AC 6D 7D 8D 9D 10D JD QD KD AD 6H 7H 8H 9H 10H JH QH KH AH 6S 7S 8S 9S 10S JS QS KS AS
    When E passes
    And W takes clubs
    Then it is E's turn to play

  Scenario: Forehand leads the first trick when he chose trump
    Source SWL: "Die Spielrunde startet, indem die Vorhand die erste Karte ablegt."

    Given S deals the deck 6C 7C 8C 9C 10C JC QC KC AC 6D 7D 8D 9D 10D JD QD KD AD 6H 7H 8H 9H 10H JH QH KH AH 6S 7S 8S 9S 10S JS QS KS AS
    When E takes hearts
    Then it is E's turn to play

  Scenario: Forehand may name Obenabe
    Source SWL: "In jeder Runde kann zwischen den vier Trumpffarben, Obenabe und Undenufe gewählt werden."

    Given S deals the deck 6C 7C 8C 9C 10C JC QC KC AC 6D 7D 8D 9D 10D JD QD KD AD 6H 7H 8H 9H 10H JH QH KH AH 6S 7S 8S 9S 10S JS QS KS AS
    When E takes obenabe
    Then the contract is obenabe taken by E

  Scenario: Forehand may name Undenufe
    Source SWL: "In jeder Runde kann zwischen den vier Trumpffarben, Obenabe und Undenufe gewählt werden."

    Given S deals the deck 6C 7C 8C 9C 10C JC QC KC AC 6D 7D 8D 9D 10D JD QD KD AD 6H 7H 8H 9H 10H JH QH KH AH 6S 7S 8S 9S 10S JS QS KS AS
    When E takes undenufe
    Then the contract is undenufe taken by E

  @source:PGS
  Scenario: Dealt by E, N chooses first and leads
    Source PGS: "Bei den zweiten und den folgenden Blättern ist der Spieler rechts vom Geber die Vorhand."

    Given E deals the deck 6C 7C 8C 9C 10C JC QC KC AC 6D 7D 8D 9D 10D JD QD KD AD 6H 7H 8H 9H 10H JH QH KH AH 6S 7S 8S 9S 10S JS QS KS AS
    Then it is N's turn to bid
    When N takes hearts
    Then it is N's turn to play
