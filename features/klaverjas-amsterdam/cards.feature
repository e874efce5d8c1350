@variant:klaverjas-amsterdam @variant:klaverjas-rotterdam @source:KDH @source:HUT @area:cards
Feature: Cards, their order and their points in Klaverjas (KDH, HUT)
  Thirty-two cards, Ace down to seven in each suit. In trump the Jack is highest, then the nine (nel),
  Ace, ten, King, Queen, eight, seven; in the other suits Ace, ten, King, Queen, Jack, nine, eight,
  seven. Trump points are 20, 14, 11, 10, 4, 3, 0, 0 and the others' 11, 10, 4, 3, 2, 0, 0, 0: 62 in
  trump and 30 in each other suit, 152 in all, 162 with the last trick.

  Scenario: In trump the ranks are Jack, nine, Ace, ten, King, Queen, eight, seven
    Source KDH: "De rangorder is bij troef: Boer–Negen-Aas-Tien-Heer-Vrouw-Acht-Zeven"

    Given the contract is hearts
    Then in hearts the ranks from strongest to weakest are J 9 A 10 K Q 8 7

  Scenario: In the other suits the ranks are Ace, ten, King, Queen, Jack, nine, eight, seven
    Source KDH: "Bij geen troef: Aas –Tien-Heer-Vrouw-Boer–Negen-Acht-Zeven"

    Given the contract is hearts
    Then in spades the ranks from strongest to weakest are A 10 K Q J 9 8 7
    And in clubs the ranks from strongest to weakest are A 10 K Q J 9 8 7

  Scenario: Trump cards are worth 20, 14, 11, 10, 4 and 3
    Source KDH: "Bij troef: Boer = 20 punten, Negen = 14 punten, Aas = 11 punten, 10 = 10 punten, Heer = 4 punten, Vrouw =3 punten, (Acht en zeven zijn 0 punten),"

    Given the contract is spades
    Then JS is worth 20 points
    And 9S is worth 14 points
    And AS is worth 11 points
    And 10S is worth 10 points
    And KS is worth 4 points
    And QS is worth 3 points
    And 8S is worth 0 points
    And 7S is worth 0 points

  Scenario: Other cards are worth 11, 10, 4, 3 and 2
    Source KDH: "Bij geen troef: Aas = 11 punten, 10 = 10 punten, Heer = 4 punten, Vrouw =3 punten, Boer = 2 punten, (Negen. Acht en zeven zijn 0 punten)"

    Given the contract is spades
    Then AH is worth 11 points
    And 10H is worth 10 points
    And KH is worth 4 points
    And QH is worth 3 points
    And JH is worth 2 points
    And 9H is worth 0 points
    And 8H is worth 0 points
    And 7H is worth 0 points

  @source:HUT
  Scenario: The cards are worth 152 points, 62 in trump and 30 in each other suit
    Source HUT: "3x 30 punten (geen troefkleur) - totaal 90 punten 1 x 62 punten (troefkleur) - totaal 62 punten"

    Given the contract is diamonds
    Then the cards of the deck are worth 152 points in all

  Scenario: The highest trump wins the trick
    Source KDH: "De rangorder is bij troef: Boer–Negen-Aas-Tien-Heer-Vrouw-Acht-Zeven"

    Given the contract is hearts
    And the trick so far is W AC, N 9H, E JH, S 7H
    Then the trick is won by E
