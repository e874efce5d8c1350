@variant:french-annonces @source:BGF @area:scoring
Feature: The annonces of French Belote with annonces and what each is worth (BGF, RDJ)
  An annonce is a combination in a player's hand that brings extra points. Carrés: Jacks 200, nines
  150, Aces, tens, Kings or Queens 100; four eights or four sevens nothing. Suites of one suit: three
  cards in a row (tierce) 20, four (cinquante) 50, five (cent) 100, and a longer run 100 like five. For
  suites the cards go A K Q J 10 9 8 7. One card may count in two annonces. Hearts are trump in every
  scenario.

  Scenario: Four Jacks are worth 200
    Source BGF: "Les carrés : 200 points pour un carré de valets, 150 points pour un de 9, 100 points pour un de rois, de dames ou de 10."

    Given the contract is hearts
    And S holds JC JD JH JS 7C 9D
    Then S's declarations are worth 200

  Scenario: Four nines are worth 150
    Source BGF: "150 points pour un de 9"

    Given the contract is hearts
    And S holds 9C 9D 9H 9S 7C JD
    Then S's declarations are worth 150

  Scenario: Four tens, four Kings and four Queens are worth 100 each
    Source BGF: "100 points pour un de rois, de dames ou de 10."

    Given the contract is hearts
    And S holds 10C 10D 10H 10S KC KD KH KS
    Then S's declarations are worth 100 and 100

  Scenario: Four Queens are worth 100
    Source BGF: "100 points pour un de rois, de dames ou de 10."

    Given the contract is hearts
    And S holds QC QD QH QS 7C 9D
    Then S's declarations are worth 100

  @source:RDJ
  Scenario: Four Aces are worth 100
    Source RDJ: "4 as dans la même main valent 100 points."

    Given the contract is hearts
    And S holds AC AD AH AS 7C 9D
    Then S's declarations are worth 100

  Scenario: Four eights and four sevens are worth nothing
    Source BGF: "Les carrés de 8 et de 7 n’ont aucune valeur."

    Given the contract is hearts
    And S holds 8C 8D 8H 8S 7C 7D 7H 7S
    Then S has no declaration

  Scenario: Three cards in a row of one suit are a tierce worth 20
    Source BGF: "20 pour une de 3 cartes consécutives couleur identique (Tierce)"

    Given the contract is hearts
    And S holds KS QS JS 7C 9D AH
    Then S's declarations are worth 20

  Scenario: Four cards in a row are a cinquante worth 50
    Source BGF: "50 points pour une suite de 4 (Cinquante)"

    Given the contract is hearts
    And S holds JD 10D 9D 8D AC 7S
    Then S's declarations are worth 50

  Scenario: Five cards in a row are a cent worth 100
    Source BGF: "100 points pour une suite de 5 cartes de même couleur (Le cent)"

    Given the contract is hearts
    And S holds AC KC QC JC 10C 8D 9H 7S
    Then S's declarations are worth 100

  @source:RDJ
  Scenario: Six cards in a row are worth 100 like five
    Source RDJ: "La quinte majeure (5 cartes qui se suivent) est la plus forte séquence, elle vaut 100 points (comme toutes les quintes)."

    Given the contract is hearts
    And S holds AC KC QC JC 10C 9C 7D 8H
    Then S's declarations are worth 100

  @source:RDJ
  Scenario: Eight cards in a row are worth 100 like five
    Source RDJ: "La quinte majeure (5 cartes qui se suivent) est la plus forte séquence, elle vaut 100 points (comme toutes les quintes)."

    Given the contract is hearts
    And S holds AC KC QC JC 10C 9C 8C 7C
    Then S's declarations are worth 100

  Scenario: Ace, ten and King of one suit are no suite
    Source BGF: "Pour les suites les cartes se classent de la manière suivante : l’as, le roi, la dame, le valet, le 10, le 9, le 8 et le 7."

    Given the contract is hearts
    And S holds AD 10D KD 9C 7S QH
    Then S has no declaration

  Scenario: Queen, Jack and ten of one suit are a tierce
    Source BGF: "Pour les suites les cartes se classent de la manière suivante : l’as, le roi, la dame, le valet, le 10, le 9, le 8 et le 7."

    Given the contract is hearts
    And S holds QC JC 10C 8D 7H AS
    Then S's declarations are worth 20

  Scenario: Jack, ten and nine of one suit are a tierce
    Source BGF: "Pour les suites les cartes se classent de la manière suivante : l’as, le roi, la dame, le valet, le 10, le 9, le 8 et le 7."

    Given the contract is hearts
    And S holds JD 10D 9D 7C AS KH
    Then S's declarations are worth 20

  Scenario: Two tierces in one suit both count
    Source BGF: "Il y a plusieurs types d’annonces"
    Source BGF: "20 pour une de 3 cartes consécutives couleur identique (Tierce)"

    Given the contract is hearts
    And S holds AC KC QC 9C 8C 7C JD 7S
    Then S's declarations are worth 20 and 20

  # Unstated in BGF (see the variant's `unstated`): the King of clubs counts in the carré and the tierce.
  Scenario: Four Kings and a tierce to the King both count
    Source BGF: "Il y a plusieurs types d’annonces"

    Given the contract is hearts
    And S holds KC KD KH KS QC JC 7D 8S
    Then S's declarations are worth 100 and 20
