@variant:bela-3p @source:S002 @area:play
Feature: What a player may play in Bela for three players (S002)
  The same duties as at four: follow the led suit and beat the highest card of it if possible (iber),
  unless a player has trumped it; beat a led trump if possible; without the led suit, trump; with
  neither, play any card. Play goes counter-clockwise: E, W, S. Hearts are trump.

  Scenario: Holding a higher card of the led suit a player must beat the card led
    Source S002: "De exemplu, dacă primul jucător aruncă opt de pică, iar următorul jucător deține șapte de pică și zece de pică, el trebuie să arunce zece pe opt, nu pe șapte."

    Given the contract is hearts
    And W holds 7S 10S 9H
    And the trick so far is E 8S
    Then the legal cards for W are 10S

  Scenario: The last player must beat the highest card of the led suit so far
    Source S002: "dar trebuie și să arunce o carte mai mare decât cartea anterioară care a fost aruncată"

    Given the contract is hearts
    And S holds 9S AS 7D
    And the trick so far is E 8S, W 10S
    Then the legal cards for S are AS

  Scenario: After a ruff the next player follows suit but need not beat the card led
    Source S002: "Următorul jucător deține asul de pică și șapte de pică și este liber să arunce șapte de pică, deoarece regula cărții mai puternice nu se aplică atunci când un costum este tăiat de un atu."

    Given the contract is hearts
    And S holds AS 7S JH
    And the trick so far is E 8S, W 9H
    Then the legal cards for S are AS 7S

  Scenario: A player without the led suit must trump
    Source S002: "Dacă jucătorul nu are culoarea inițială jucată, atunci el aruncă atuul."

    Given the contract is hearts
    And S holds 8H AD
    And the trick so far is E AC, W 7C
    Then the legal cards for S are 8H

  Scenario: A player who cannot beat the led suit plays any card of it
    Source S002: "Ar trebui să aruncați întotdeauna cartea mai puternică, desigur, dacă jucătorul o are."

    Given the contract is hearts
    And S holds 7S KS 8H
    And the trick so far is E AS, W 10S
    Then the legal cards for S are 7S KS

  Scenario: When trump is led a player must beat the highest trump so far
    Source S002: "Dacă prima carte este un atu, următorul jucător trebuie să arunce o carte mai puternică în atu, dacă are una."

    Given the contract is hearts
    And S holds AH 8H KC
    And the trick so far is E 7H, W 10H
    Then the legal cards for S are AH

  Scenario: A player with neither the led suit nor a trump may play any card
    Source S002: "Dacă nici măcar nu are un atu, abia atunci poate arunca orice carte."

    Given the contract is hearts
    And S holds 7D 8S KD
    And the trick so far is E AC, W 7C
    Then S may play any card

  Scenario: The highest trump wins the trick
    Source S002: "Jucătorul care a aruncat cea mai puternică carte cumpără un truc"

    Given the contract is hearts
    And the trick so far is E AS, W 7H, S 9H
    Then the trick is won by S

  Scenario: The highest card of the led suit wins when nobody trumps
    Source S002: "Jucătorul care a aruncat cea mai puternică carte cumpără un truc"

    Given the contract is hearts
    And the trick so far is E KS, W 10S, S AD
    Then the trick is won by W

  Scenario: The winner of a trick leads the next one
    Source S002: "Jucătorul care a aruncat cea mai puternică carte cumpără un truc și joacă primul în următoarea aruncare."

    Given S deals the deck 7C 8C 9C 10C JC QC KC AC 7D 8D 9D 10D JD QD KD AD 7H 8H 9H 10H JH QH KH AH 7S 8S 9S 10S JS QS KS AS
    When E takes hearts
    And E discards 7C 8C
    And E plays 9C
    And W plays 10C
    And S plays AC
    Then it is S's turn to play

  Scenario: A player trumping after another player's trump may play any trump
    Source S002: "Dacă jucătorul nu are culoarea inițială jucată, atunci el aruncă atuul."

    Given the contract is hearts
    And S holds JH 7H KD
    And the trick so far is E AC, W 9H
    Then the legal cards for S are JH 7H
