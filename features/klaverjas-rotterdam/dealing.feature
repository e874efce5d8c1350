@variant:klaverjas-rotterdam @variant:klaverjas-amsterdam @source:MKR @source:NKU @area:dealing
Feature: Dealing in Klaverjas (MKR, NKU, HUT)
  The dealer deals clockwise, from the player on his left: three cards each, then two, then three;
  every card is dealt before trump is made and none is turned. The deal passes to the left. S deals.

  The deck is in suit order (clubs, diamonds, hearts, spades) and rank order 7 to Ace, top card first.

  Scenario: Each player gets eight cards, dealt 3-2-3 clockwise from the dealer's left
    Source MKR: "Het delen van de kaarten geschiedt in de volgorde 3-2-3."
    Source NKU: "De kaarten worden met de klok mee gedeeld, iedere speler ontvangt er 8, er wordt 3-2-3 gedeeld"

    Given S deals the deck 7C 8C 9C 10C JC QC KC AC 7D 8D 9D 10D JD QD KD AD 7H 8H 9H 10H JH QH KH AH 7S 8S 9S 10S JS QS KS AS
    Then W holds 7C 8C 9C JD QD JH QH KH
    And N holds 10C JC QC KD AD AH 7S 8S
    And E holds KC AC 7D 7H 8H 9S 10S JS
    And S holds 8D 9D 10D 9H 10H QS KS AS

  Scenario: The deal passes to the left
    Source NKU: "Een complete wedstrijd bestaat uit 16 spellen (boompje) waarbij alle vier de spelers vier keer delen."

    Then after a deal dealt by S, W deals next
    And after a deal dealt by W, N deals next
