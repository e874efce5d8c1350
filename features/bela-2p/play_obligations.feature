@variant:bela-2p @source:S002 @area:play
Feature: What a player may play in Bela for two players (S002)
  The same duties as at four: follow the led suit and beat the card led if possible (iber); beat a led
  trump if possible; without the led suit, trump; with neither, play any card. The player who did not
  deal leads the first trick. Hearts are trump in the scenarios with a given hand.

  Scenario: Holding a higher card of the led suit a player must beat the card led
    Source S002: "De exemplu, dacă primul jucător aruncă opt de pică, iar următorul jucător deține șapte de pică și zece de pică, el trebuie să arunce zece pe opt, nu pe șapte."

    Given the contract is hearts
    And S holds 7S 10S 9H KD
    And the trick so far is N 8S
    Then the legal cards for S are 10S

  Scenario: When trump is led a player must beat it if he can
    Source S002: "Dacă prima carte este un atu, următorul jucător trebuie să arunce o carte mai puternică în atu, dacă are una."

    Given the contract is hearts
    And S holds 9H 8H AC
    And the trick so far is N 10H
    Then the legal cards for S are 9H

  Scenario: A player without the led suit must trump
    Source S002: "Dacă jucătorul nu are culoarea inițială jucată, atunci el aruncă atuul."

    Given the contract is hearts
    And S holds 7H 8H AD 7S
    And the trick so far is N AC
    Then the legal cards for S are 7H 8H

  Scenario: A player with neither the led suit nor a trump may play any card
    Source S002: "Dacă nici măcar nu are un atu, abia atunci poate arunca orice carte."

    Given the contract is hearts
    And S holds 7D 8S KD
    And the trick so far is N AC
    Then S may play any card

  Scenario: A player who cannot beat the led suit plays any card of it
    Source S002: "Ar trebui să aruncați întotdeauna cartea mai puternică, desigur, dacă jucătorul o are."

    Given the contract is hearts
    And S holds 7S KS 8H
    And the trick so far is N AS
    Then the legal cards for S are 7S KS

  Scenario: The higher card of the led suit wins the trick
    Source S002: "Jucătorul care a aruncat cea mai puternică carte cumpără un truc"

    Given the contract is hearts
    And the trick so far is N KS, S 10S
    Then the trick is won by S

  Scenario: A trump wins the trick over the suit led
    Source S002: "Jucătorul care a aruncat cea mai puternică carte cumpără un truc"

    Given the contract is hearts
    And the trick so far is N AS, S 7H
    Then the trick is won by S

  Scenario: A card of another plain suit does not win the trick
    Source S002: "Jucătorul care a aruncat cea mai puternică carte cumpără un truc"

    Given the contract is hearts
    And the trick so far is N 7S, S AD
    Then the trick is won by N

  Scenario: The player who did not deal leads the first trick
    Source S002: "Jocul începe cu primul jucător de la dreapta la dealer."

    Given S deals with JH turned up
    When N passes
    And S takes
    Then the contract is hearts taken by S
    And it is N's turn to play
