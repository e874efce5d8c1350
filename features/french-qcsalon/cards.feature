@variant:french-qcsalon @source:S003 @area:cards
Feature: Card order and card points in QCSalon Belote (S003)
  Seed 003 lists the cards of the trump suit and of the other suits from strongest to weakest, each
  with its points; the last trick adds 10, for 162 in a deal.

  Scenario: Trump cards rank J 9 A 10 K Q 8 7
    Source S003: "U boji aduta, redosled i vrednosti karata su sledeće"
    Source S003: "Žandar, 20 poena."
    Source S003: "9, 14 poena; Ova karta se često zove « četrnaestica »."

    Given the contract is hearts
    Then in hearts the ranks from strongest to weakest are J 9 A 10 K Q 8 7

  Scenario: Non-trump cards rank A 10 K Q J 9 8 7
    Source S003: "U boji koja nije adut, redosled i vrednosti karata su sledeće"
    Source S003: "Obratite pažnju na posebnu vrednost desetke, koja je odmah nakon keca i pobeđuje sve ostale karte lica."

    Given the contract is hearts
    Then in spades the ranks from strongest to weakest are A 10 K Q J 9 8 7
    And in clubs the ranks from strongest to weakest are A 10 K Q J 9 8 7
    And in diamonds the ranks from strongest to weakest are A 10 K Q J 9 8 7

  Scenario: Trump card points are 20 14 11 10 4 3 0 0
    Source S003: "Žandar, 20 poena."
    Source S003: "9, 14 poena"
    Source S003: "Kec, 11 poena"
    Source S003: "10, 10 poena"
    Source S003: "Kralj, 4 poena"
    Source S003: "Dama, 3 poena"
    Source S003: "8 i 7 ne donose poene"

    Given the contract is spades
    Then JS is worth 20 points
    And 9S is worth 14 points
    And AS is worth 11 points
    And 10S is worth 10 points
    And KS is worth 4 points
    And QS is worth 3 points
    And 8S is worth 0 points
    And 7S is worth 0 points

  Scenario: Non-trump card points are 11 10 4 3 2 0 0 0
    Source S003: "Kec, 11 poena"
    Source S003: "10, 10 poena."
    Source S003: "Kralj, 4 poena"
    Source S003: "Dama, 3 poena"
    Source S003: "Žandar, 2 poena"
    Source S003: "9, 8 i 7 ne donose poene."

    Given the contract is spades
    Then AH is worth 11 points
    And 10H is worth 10 points
    And KH is worth 4 points
    And QH is worth 3 points
    And JH is worth 2 points
    And 9H is worth 0 points
    And 8H is worth 0 points
    And 7H is worth 0 points

  Scenario: The cards are worth 152 points, 162 with the last trick
    Source S003: "Poslednji trik daje 10 poena. Runda ima tačno 162 poena."

    Given the contract is hearts
    Then the cards of the deck are worth 152 points in all
