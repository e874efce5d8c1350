@variant:bela @source:S002 @area:play
Feature: Bela's duties hold whoever wins the trick, on every trick (S002)
  The duties of play bind at every turn: on the first trick as on the others, for the last player as
  for the second, and whoever holds the trick, the player's partner included. A player who must beat a
  card beats the highest one of the suit so far, not the card led nor the last card played. Play goes
  counter-clockwise: E, N, W, S. Partners are N and S, E and W. Hearts are trump; a hand of eight cards
  is a hand on the first trick.

  Scenario: On the first trick the last player must beat the highest led trump, his partner's too
    Source S002: "Dacă prima carte este un atu, următorul jucător trebuie să arunce o carte mai puternică în atu, dacă are una."
    Source S002: "Ar trebui să aruncați întotdeauna cartea mai puternică, desigur, dacă jucătorul o are."

    Given the contract is hearts
    And S holds 9H 10H 7C 8C AD KD 9S QS
    And the trick so far is E 8H, N AH, W 7H
    Then the legal cards for S are 9H

  Scenario: The last player must beat the highest card of the led suit, his partner's too
    Source S002: "dar trebuie și să arunce o carte mai mare decât cartea anterioară care a fost aruncată"
    Source S002: "Ar trebui să aruncați întotdeauna cartea mai puternică, desigur, dacă jucătorul o are."

    Given the contract is hearts
    And S holds AC 10C 8C 7D
    And the trick so far is E 9C, N KC, W 7C
    Then the legal cards for S are AC 10C

  Scenario: A player trumping after his partner's trump may play any trump
    Source S002: "Dacă jucătorul nu are culoarea inițială jucată, atunci el aruncă atuul."

    Given the contract is hearts
    And S holds 7H AH KD
    And the trick so far is E AC, N QH, W 7C
    Then the legal cards for S are 7H AH
