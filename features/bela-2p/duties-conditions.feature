@variant:bela-2p @source:S002 @area:play
Feature: Bela's duties for two players hold on every trick (S002)
  The duties of play bind on the first trick, with ten cards in hand, as on the others, whether the
  player holds a trump or not; a player who cannot beat a led trump still plays one. S follows N's
  lead. Hearts are trump.

  Scenario: On the first trick a player without trumps must follow and beat the card led
    Source S002: "De exemplu, dacă primul jucător aruncă opt de pică, iar următorul jucător deține șapte de pică și zece de pică, el trebuie să arunce zece pe opt, nu pe șapte."

    Given the contract is hearts
    And S holds 7S 10S 7C 8C 9C AC 7D 8D 9D 10D
    And the trick so far is N 8S
    Then the legal cards for S are 10S

  Scenario: On the first trick a player must beat a led trump if he can
    Source S002: "Dacă prima carte este un atu, următorul jucător trebuie să arunce o carte mai puternică în atu, dacă are una."

    Given the contract is hearts
    And S holds 9H 8H 7C 8C AC 7D KD 7S 8S QS
    And the trick so far is N 10H
    Then the legal cards for S are 9H

  Scenario: When trump is led and cannot be beaten a player still plays a trump
    Source S002: "trebuie să respecte costumul care a fost aruncat"
    Source S002: "o carte mai puternică în atu, dacă are una."

    Given the contract is hearts
    And S holds 9H 7H AC
    And the trick so far is N JH
    Then the legal cards for S are 9H 7H

  Scenario: On the first trick a player without the led suit must trump
    Source S002: "Dacă jucătorul nu are culoarea inițială jucată, atunci el aruncă atuul."

    Given the contract is hearts
    And S holds 7H 8H 7D 8D 9D AD 7S 8S 9S KS
    And the trick so far is N AC
    Then the legal cards for S are 7H 8H
