@variant:french-annonces @source:BGF @area:scoring
Feature: Which side's annonces score in French Belote with annonces (BGF)
  Only the side holding the strongest annonce scores, and then all of its annonces; the other side's
  weaker annonces score nothing. Annonces are compared by their points alone: a carré of 100 and a
  cent are equal, and so are two tierces whatever their top cards. Between equal points the annonce in
  trump wins; failing that, the player nearest the dealer, the first after him in the order of play.
  S deals unless a scenario says otherwise, so E is nearest, then N, W and S.

  Scenario: The side with the strongest annonce scores all of its annonces
    Source BGF: "L'équipe avec l'annonce la plus forte totalise ses points"

    Given the contract is hearts
    And the dealer is S
    And N holds JD 10D 9D 8D 7S
    And S holds KC QC JC 7H 8H
    And E holds AS KS QS 7C
    Then the declarations score NS 70 and EW 0

  Scenario: One player's two annonces both score with his side's
    Source BGF: "L'équipe avec l'annonce la plus forte totalise ses points"

    Given the contract is hearts
    And the dealer is S
    And N holds JD 10D 9D 8D AS KS QS 7C
    And E holds AC KC QC 7H
    Then the declarations score NS 70 and EW 0

  Scenario: Two annonces of the same best value both score
    Source BGF: "L'équipe avec l'annonce la plus forte totalise ses points"

    Given the contract is hearts
    And the dealer is S
    And N holds KC QC JC 7S 8H
    And S holds 9D 8D 7D AS 10H
    Then the declarations score NS 40 and EW 0

  # Adding up a player's annonces would give E 120 against N's 100.
  Scenario: A player's annonces are not added up: a cent in trump beats four Queens and a tierce
    Source BGF: "L'équipe avec l'annonce la plus forte totalise ses points"
    Source BGF: "Simplement c'est celui qui a une annonce à l'atout qui gagne"

    Given the contract is spades
    And the dealer is S
    And E holds QC QD QH QS AC KC 7D 7H
    And N holds JS 10S 9S 8S 7S
    Then the declarations score NS 100 and EW 0

  Scenario: The other side's weaker annonces score nothing, even together worth as much
    Source BGF: "si dans l'autre équipe il y avait également une annonce de fait mais qu'elle est inférieure, aucun point ne lui sera attribué."

    Given the contract is hearts
    And the dealer is S
    And E holds KC QC JC 9S 8S 7S
    And W holds AD KD QD
    And N holds JD 10D 9D 8D AS
    Then the declarations score NS 50 and EW 0

  @source:RDJ
  Scenario: The stronger of two carrés wins: four Jacks beat four Aces held nearer the dealer
    Source BGF: "L'équipe avec l'annonce la plus forte totalise ses points"
    Source RDJ: "Le plus fort carré bat et annule tous les autres."

    Given the contract is hearts
    And the dealer is S
    And E holds AC AD AH AS 9S
    And N holds JC JD JH JS 7D
    Then the declarations score NS 200 and EW 0

  Scenario: A cinquante beats a tierce in trump held nearer the dealer
    Source BGF: "L'équipe avec l'annonce la plus forte totalise ses points"
    Source BGF: "Dans le cas d'une égalité d'annonces en termes de points"

    Given the contract is hearts
    And the dealer is S
    And E holds AH KH QH 7S
    And N holds JD 10D 9D 8D
    Then the declarations score NS 50 and EW 0

  # A carré that beat every suite would give NS the 100.
  Scenario: A carré of Kings and a cent are equal, and the player nearest the dealer wins
    Source BGF: "Dans le cas d'une égalité d'annonces en termes de points, comme par exemple un carré de 10 dans une équipe et une suite de 5 cartes dans l'autres, il n'y a pas litige."
    Source BGF: "si ce n'est pas le cas alors le joueur le plus proche de celui qui a distribué gagne."

    Given the contract is hearts
    And the dealer is S
    And E holds JS 10S 9S 8S 7S
    And N holds KC KD KH KS
    Then the declarations score NS 0 and EW 100

  Scenario: A cent in trump beats a carré of 100 held nearer the dealer
    Source BGF: "Simplement c'est celui qui a une annonce à l'atout qui gagne"

    Given the contract is spades
    And the dealer is S
    And E holds KC KD KH KS
    And N holds JS 10S 9S 8S 7S
    Then the declarations score NS 100 and EW 0

  Scenario: A tierce in trump beats a tierce in another suit held nearer the dealer
    Source BGF: "Simplement c'est celui qui a une annonce à l'atout qui gagne"

    Given the contract is hearts
    And the dealer is S
    And E holds AC KC QC 7S
    And N holds 9H 8H 7H 7D
    Then the declarations score NS 20 and EW 0

  # A higher top card deciding between suites of one length would give NS the 20.
  Scenario: Between two tierces outside trump the higher one does not decide, the player nearest the dealer does
    Source BGF: "Dans le cas d'une égalité d'annonces en termes de points"
    Source BGF: "si ce n'est pas le cas alors le joueur le plus proche de celui qui a distribué gagne."

    Given the contract is hearts
    And the dealer is S
    And E holds 9C 8C 7C 7S
    And N holds AD KD QD 8S
    Then the declarations score NS 0 and EW 20

  Scenario: With another dealer another player is nearest
    Source BGF: "si ce n'est pas le cas alors le joueur le plus proche de celui qui a distribué gagne."

    Given the contract is hearts
    And the dealer is E
    And E holds 9C 8C 7C 7S
    And N holds AD KD QD 8S
    Then the declarations score NS 20 and EW 0
