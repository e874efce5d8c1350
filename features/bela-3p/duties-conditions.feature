@variant:bela-3p @source:S002 @area:play
Feature: Bela's duties for three players hold on every trick, against the highest card (S002)
  The duties of play bind on the first trick, with ten cards in hand, as on the others, and for the
  second player as for the last. A player who must beat a card beats the highest one of the suit so far,
  not the last card played; one who cannot beat a led trump still plays one. Play goes counter-clockwise:
  E, W, S. Hearts are trump.

  Scenario: On the first trick the last player must beat the highest card of the led suit, not the last one
    Source S002: "dar trebuie și să arunce o carte mai mare decât cartea anterioară care a fost aruncată"
    Source S002: "Ar trebui să aruncați întotdeauna cartea mai puternică, desigur, dacă jucătorul o are."

    Given the contract is hearts
    And S holds AS 10S 9S 7C 8C 9C 7D 8D 9D 10D
    And the trick so far is E KS, W 8S
    Then the legal cards for S are AS 10S

  Scenario: On the first trick the second player must beat a led trump if he can
    Source S002: "Dacă prima carte este un atu, următorul jucător trebuie să arunce o carte mai puternică în atu, dacă are una."

    Given the contract is hearts
    And W holds 9H 8H 7C 8C AC 7D KD 7S 8S QS
    And the trick so far is E 10H
    Then the legal cards for W are 9H

  Scenario: When trump is led the last player must beat the highest trump, not the last one
    Source S002: "Dacă prima carte este un atu, următorul jucător trebuie să arunce o carte mai puternică în atu, dacă are una."
    Source S002: "Ar trebui să aruncați întotdeauna cartea mai puternică, desigur, dacă jucătorul o are."

    Given the contract is hearts
    And S holds 9H 8H KC
    And the trick so far is E 10H, W 7H
    Then the legal cards for S are 9H

  Scenario: When trump is led and cannot be beaten a player still plays a trump
    Source S002: "trebuie să respecte costumul care a fost aruncat"
    Source S002: "o carte mai puternică în atu, dacă are una."

    Given the contract is hearts
    And W holds 9H 7H AC
    And the trick so far is E JH
    Then the legal cards for W are 9H 7H

  Scenario: On the first trick the second player without the led suit must trump
    Source S002: "Dacă jucătorul nu are culoarea inițială jucată, atunci el aruncă atuul."

    Given the contract is hearts
    And W holds 7H 8H 7D 8D 9D AD 7S 8S 9S KS
    And the trick so far is E AC
    Then the legal cards for W are 7H 8H
