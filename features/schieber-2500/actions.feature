@variant:schieber-2500
Feature: Actions the rules forbid are refused and change nothing: Schieber Jass to 2500 (Swisslos rules)
  Each scenario tries one action the rules forbid: the engine must refuse it, citing the rule it breaks, leave
  the deal exactly as it was, and still let the right player act. Every scenario deals the same deck, top card
  first, S dealing: suit order clubs, diamonds, hearts, spades, rank order six to Ace. E, forehand, names
  hearts; E leads and play goes E, N, W, S; the hands are E: 6C 7C 8C 9D 10D JD QH KH AH; N: 9C 10C JC QD
  KD AD 6S 7S 8S; W: QC KC AC 6H 7H 8H 9S 10S JS; S: 6D 7D 8D 9H 10H JH QS KS AS.

  @area:play @source:SWL
  Scenario: A card played during the bidding is rejected
    Source SWL: "Die Spielrunde startet, indem die Vorhand die erste Karte ablegt."

    Given S deals the deck 6C 7C 8C 9C 10C JC QC KC AC 6D 7D 8D 9D 10D JD QD KD AD 6H 7H 8H 9H 10H JH QH KH AH 6S 7S 8S 9S 10S JS QS KS AS
    When E plays 6C
    Then the play is rejected citing phase
    And the state is unchanged
    And it is E's turn to bid
    When E takes hearts
    Then it is E's turn to play

  @area:bidding @source:SWL
  Scenario: A bid out of turn is rejected
    Source SWL: "Direkt im Anschluss an das Austeilen der Karten muss die Vorhand (Spieler rechts vom Kartengeber) Trumpf wählen oder schieben."

    Given S deals the deck 6C 7C 8C 9C 10C JC QC KC AC 6D 7D 8D 9D 10D JD QD KD AD 6H 7H 8H 9H 10H JH QH KH AH 6S 7S 8S 9S 10S JS QS KS AS
    When N takes hearts
    Then the bid is rejected citing turn
    And the state is unchanged
    And it is E's turn to bid

  @area:bidding @source:SWL
  Scenario: A bid once trump is chosen is rejected
    Source SWL: "Direkt im Anschluss an das Austeilen der Karten muss die Vorhand (Spieler rechts vom Kartengeber) Trumpf wählen oder schieben."

    Given S deals the deck 6C 7C 8C 9C 10C JC QC KC AC 6D 7D 8D 9D 10D JD QD KD AD 6H 7H 8H 9H 10H JH QH KH AH 6S 7S 8S 9S 10S JS QS KS AS
    When E takes hearts
    And W takes spades
    Then the bid is rejected citing phase
    And the state is unchanged
    And it is E's turn to play

  @area:play @source:SWL
  Scenario: A card played before the leader's is rejected
    Source SWL: "Die Spielrunde startet, indem die Vorhand die erste Karte ablegt."

    Given S deals the deck 6C 7C 8C 9C 10C JC QC KC AC 6D 7D 8D 9D 10D JD QD KD AD 6H 7H 8H 9H 10H JH QH KH AH 6S 7S 8S 9S 10S JS QS KS AS
    When E takes hearts
    And N plays 9C
    Then the play is rejected citing turn
    And the state is unchanged
    And it is E's turn to play
    When E plays 6C
    Then it is N's turn to play

  @area:play @source:SWL
  Scenario: A second card from the same player in one trick is rejected
    Source SWL: "Die Spielrunde startet, indem die Vorhand die erste Karte ablegt."

    Given S deals the deck 6C 7C 8C 9C 10C JC QC KC AC 6D 7D 8D 9D 10D JD QD KD AD 6H 7H 8H 9H 10H JH QH KH AH 6S 7S 8S 9S 10S JS QS KS AS
    When E takes hearts
    And E plays 6C
    And E plays 7C
    Then the play is rejected citing turn
    And the state is unchanged
    And it is N's turn to play
    When N plays 9C
    Then it is W's turn to play

  @area:play @source:SWL
  Scenario: A card the player does not hold is rejected
    Source SWL: "Die Spielrunde startet, indem die Vorhand die erste Karte ablegt."

    Given S deals the deck 6C 7C 8C 9C 10C JC QC KC AC 6D 7D 8D 9D 10D JD QD KD AD 6H 7H 8H 9H 10H JH QH KH AH 6S 7S 8S 9S 10S JS QS KS AS
    When E takes hearts
    And E plays AS
    Then the play is rejected citing card-not-in-hand
    And the state is unchanged
    And it is E's turn to play
    When E plays 6C
    Then it is N's turn to play

  @area:play @source:SWL
  Scenario: A card of another suit is rejected from a player who holds the led suit and no trump
    Source SWL: "Wer eine Karte der ausgespielten Farbe besitzt, muss diese Farbe spielen."

    Given S deals the deck 6C 7C 8C 9C 10C JC QC KC AC 6D 7D 8D 9D 10D JD QD KD AD 6H 7H 8H 9H 10H JH QH KH AH 6S 7S 8S 9S 10S JS QS KS AS
    When E takes hearts
    And E plays 6C
    And N plays QD
    Then the play is rejected citing /play/obligations/follow_suit
    And the state is unchanged
    And it is N's turn to play
    When N plays 9C
    Then it is W's turn to play
