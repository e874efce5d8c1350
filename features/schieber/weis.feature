@variant:schieber @variant:schieber-2500 @source:JCH @area:scoring
Feature: The Weis of Schieber Jass and what each is worth (jassen.ch, Spotlight on Games)
  A Weis is a combination in a player's hand that brings extra points: three cards of a suit in a row
  20, four 50, five or more 100; four tens, Queens (Ober), Kings or Aces 100, four nines 150, four Jacks
  (Unter) 200. Runs follow the order Ace, King, Queen, Jack, ten down to six. Hearts are trump.

  Scenario: Three cards of a suit in a row are worth 20
    Source JCH: "3 Karten gleicher Farbe in Reihe: 20 Punkte"

    Given the contract is hearts
    And S holds 8C 9C 10C 6D AS
    Then S's declarations are worth 20

  Scenario: Four cards of a suit in a row are worth 50
    Source JCH: "4 Karten gleicher Farbe in Reihe: 50 Punkte"

    Given the contract is hearts
    And S holds JD QD KD AD 7S 9C
    Then S's declarations are worth 50

  Scenario: Five cards of a suit in a row are worth 100
    Source JCH: "5 Karten gleicher Farbe in Reihe: 100 Punkte"

    Given the contract is hearts
    And S holds 9S 10S JS QS KS 7C 6D
    Then S's declarations are worth 100

  @source:SOG
  Scenario: Six cards of a suit in a row are worth 100, as five
    Source SOG: "sequence of five or more cards in suit 100"

    Given the contract is hearts
    And S holds 6S 7S 8S 9S 10S JS AC 8D
    Then S's declarations are worth 100

  Scenario: Four tens, four Queens, four Kings and four Aces are worth 100 each
    Source JCH: "4 10er, 4 Ober, 4 Könige, 4 Asse: 100 Punkte"

    Given the contract is hearts
    And S holds 10C 10D 10H 10S AC AD AH AS 6C
    Then S's declarations are worth 100 and 100

  Scenario: Four Kings are worth 100
    Source JCH: "4 10er, 4 Ober, 4 Könige, 4 Asse: 100 Punkte"

    Given the contract is hearts
    And S holds KC KD KH KS 7C 9D
    Then S's declarations are worth 100

  Scenario: Four Queens are worth 100
    Source JCH: "4 10er, 4 Ober, 4 Könige, 4 Asse: 100 Punkte"

    Given the contract is hearts
    And S holds QC QD QH QS 7C 9D
    Then S's declarations are worth 100

  Scenario: Four nines are worth 150
    Source JCH: "4 9er: 150 Punkte"

    Given the contract is hearts
    And S holds 9C 9D 9H 9S 6C JD
    Then S's declarations are worth 150

  Scenario: Four Jacks are worth 200
    Source JCH: "4 Unter: 200 Punkte"

    Given the contract is hearts
    And S holds JC JD JH JS 7C 9D
    Then S's declarations are worth 200

  @source:SOG
  Scenario: Eight trumps in a row are worth 100, as five
    Source SOG: "sequence of five or more cards in suit 100"

    Given the contract is hearts
    And S holds 6H 7H 8H 9H 10H JH QH KH 6C
    Then S's declarations are worth 100

  @source:SOG @area:match
  Scenario: Eight trumps in a row do not win the game at once
    Source SOG: "sequence of five or more cards in suit 100"

    # E, forehand, is dealt 6H to KH, eight hearts in a row, and 6C; he names hearts and leads.
    Given S deals the deck 6H 7H 8H 7C 8C 9C 10C JC QC KC AC 6D 9H 10H JH 7D 8D 9D 10D JD QD KD AD AH QH KH 6C 6S 7S 8S 9S 10S JS QS KS AS
    When E takes hearts
    And E plays 6C
    Then it is N's turn to play

  @source:JOW
  Scenario: All nine cards of a suit are worth 100
    Source JOW: "Beim einfachen Weis zählt ein Sechs-, Sieben-, Acht- oder Neunblatt nur Hundert."

    Given the contract is hearts
    And S holds 6S 7S 8S 9S 10S JS QS KS AS
    Then S's declarations are worth 100

  @source:JCH
  Scenario: Four sixes are no Weis
    Source JCH: "Weis: Folgende Kartenkombinationen können gemeldet werden:"

    Given the contract is hearts
    And S holds 6C 6D 6H 6S AC
    Then S has no declaration
