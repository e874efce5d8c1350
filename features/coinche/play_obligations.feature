@variant:coinche @source:FFBC @area:play
Feature: What a player may play in Belote Coinchée (FFBC)
  Follow the led suit; when trump is led, beat the highest trump already played if possible. Void in
  the led suit: any card while the partner holds the trick; otherwise trump, beating every trump
  already played if possible. A player who cannot beat an opponent's ruff need not play a lower trump
  (« ne pas pisser »): any card will do. Holding neither the led suit nor trump, play any card.
  Play goes counter-clockwise: E, N, W, S. Partners are N and S, E and W. Hearts are trump throughout.

  The stateful scenarios deal this deck, dealt by S (3, 2 then 3 cards each from E); E bids 80 hearts,
  the three others pass, and E leads the first trick:
    E holds AC KC 10C AH 7H 7S 8S 9S
    N holds JH 10H 8D 9D 10D JD QD KD
    W holds 9H 8H AD 7D 10S JS QS KS
    S holds 7C 8C 9C JC QC KH QH AS

  Scenario: The player leading a trick may play any card
    Source FFBC: "Le joueur situé à droite du donneur joue la carte de son choix : c’est l’entame."

    Given the contract is hearts
    And N holds AS 7S JH 8C
    And no card has been played to the trick
    Then N may play any card

  Scenario: A player holding the led suit must follow it, even holding a trump
    Source FFBC: "On doit toujours fournir la couleur demandée à l'entame si l'on en possède."

    Given the contract is hearts
    And N holds AC 7C 8D JH
    And the trick so far is E KC
    Then the legal cards for N are AC 7C

  Scenario: A player following a plain suit need not beat the highest card
    Source FFBC: "On doit toujours fournir la couleur demandée à l'entame si l'on en possède."

    Given the contract is hearts
    And W holds AC 7C 9H AD
    And the trick so far is E QC, N KC
    Then the legal cards for W are AC 7C

  Scenario: When trump is led a player must beat the highest trump if possible
    Source FFBC: "Si la couleur demandée est l'atout, lorsque c'est possible, il faut en plus monter sur la carte la plus haute déjà posée."

    Given the contract is hearts
    And N holds 9H 8H AC
    And the trick so far is E 10H
    Then the legal cards for N are 9H

  Scenario: When trump is led a player must beat it even when the partner holds the trick
    Source FFBC: "Si la couleur demandée est l'atout, lorsque c'est possible, il faut en plus monter sur la carte la plus haute déjà posée."

    Given the contract is hearts
    And N holds 9H QH 8C
    And the trick so far is W 8H, S 10H, E 7H
    Then the legal cards for N are 9H

  Scenario: When trump is led and cannot be beaten a player may play a lower trump
    Source FFBC: "On doit toujours fournir la couleur demandée à l'entame si l'on en possède."
    Source FFBC: "Si cela s'avère impossible, on peut jouer un atout plus faible"

    Given the contract is hearts
    And N holds 9H 7H AC
    And the trick so far is E JH
    Then the legal cards for N are 9H 7H

  Scenario: When trump is led a player without trump may play any card
    Source FFBC: "sinon on se défausse en jouant n'importe quelle carte."

    Given the contract is hearts
    And N holds AC 7D 8S
    And the trick so far is E JH
    Then N may play any card

  Scenario: A player void in the led suit must trump before the partner has played
    Source FFBC: "Si l'on ne possède pas de carte dans la couleur demandée, et que notre partenaire n'est pas maître ou n'a pas encore joué : on est tenu de jouer un atout si l'on en possède (on dit que l’on « coupe »)"

    Given the contract is hearts
    And N holds 7H 8H AD 7S
    And the trick so far is E AC
    Then the legal cards for N are 7H 8H

  Scenario: A player void in the led suit must trump when the partner does not hold the trick
    Source FFBC: "et que notre partenaire n'est pas maître ou n'a pas encore joué : on est tenu de jouer un atout si l'on en possède"

    Given the contract is hearts
    And N holds 7H 8H AD 8S
    And the trick so far is S 10C, E AC
    Then the legal cards for N are 7H 8H

  Scenario: A player void in the led suit may play any card while the partner holds the trick
    Source FFBC: "Si l'on ne possède pas de carte dans la couleur demandée, et que notre partenaire est maître c’est-à-dire qu’il a joué la meilleure carte sur le tapis (on dit qu’il « tient le pli »): on peut alors jouer n'importe quelle carte"
    Source FFBC: "On peut également jouer atout si bon nous semble."

    Given the contract is hearts
    And N holds 7H AD 8S
    And the trick so far is S AC, E 7C
    Then N may play any card

  Scenario: A player void in the led suit may play any card, a lower trump too, while the partner's ruff holds the trick
    Source FFBC: "et que notre partenaire est maître c’est-à-dire qu’il a joué la meilleure carte sur le tapis"
    Source FFBC: "On peut également jouer atout si bon nous semble."

    Given the contract is hearts
    And N holds 9H 7H AD 8S
    And the trick so far is W AC, S 10H, E 8C
    Then N may play any card

  Scenario: A player holding only trumps need not beat the partner's ruff that holds the trick
    Source FFBC: "et que notre partenaire est maître c’est-à-dire qu’il a joué la meilleure carte sur le tapis (on dit qu’il « tient le pli »): on peut alors jouer n'importe quelle carte"

    Given the contract is hearts
    And N holds 9H 7H
    And the trick so far is W AC, S 10H, E 8C
    Then N may play any card

  Scenario: A player void in the led suit must overtrump an opponent's ruff
    Source FFBC: "Lorsque l’on est conduit à jouer atout, soit parce qu’il s’agit de la couleur demandée à l’entame, soit parce que l’on doit couper, on doit toujours jouer un atout plus fort que ceux déjà présents sur le tapis, même si cela est contraire à notre intérêt."

    Given the contract is hearts
    And W holds 9H 8H KD
    And the trick so far is E AC, N 10H
    Then the legal cards for W are 9H

  Scenario: The partner's ruff frees nobody once an opponent has overtrumped it
    Source FFBC: "et que notre partenaire n'est pas maître ou n'a pas encore joué : on est tenu de jouer un atout si l'on en possède"
    Source FFBC: "on doit toujours jouer un atout plus fort que ceux déjà présents sur le tapis"

    Given the contract is hearts
    And N holds JH 8H AD
    And the trick so far is W AC, S 10H, E 9H
    Then the legal cards for N are JH

  Scenario: A player unable to overtrump an opponent's ruff need not play a lower trump
    Source FFBC: "Précision : Si un adversaire a déjà coupé, et qu’il ne nous reste que des atouts inférieurs au sien, il n’est pas obligatoire d’en jouer un (on dit que l’on « ne pisse pas »), on peut se défausser"
    Source FFBC: "Si cela s'avère impossible, on peut jouer un atout plus faible"

    Given the contract is hearts
    And W holds 7H KD 8S
    And the trick so far is E AC, N JH
    Then W may play any card

  Scenario: A player unable to overtrump an opponent's overruff need not play a lower trump
    Source FFBC: "Si un adversaire a déjà coupé, et qu’il ne nous reste que des atouts inférieurs au sien, il n’est pas obligatoire d’en jouer un"

    Given the contract is hearts
    And N holds 8H AD 7S
    And the trick so far is W AC, S 10H, E 9H
    Then N may play any card

  Scenario: A player with neither the led suit nor trump may discard any card
    Source FFBC: "on est tenu de jouer un atout si l'on en possède (on dit que l’on « coupe »), sinon on se défausse en jouant n'importe quelle carte."

    Given the contract is hearts
    And N holds 7D 8S KD
    And the trick so far is E AC
    Then N may play any card

  Scenario: The player to the right of the dealer leads the first trick, whoever took
    Source FFBC: "Le joueur situé à droite du donneur joue la carte de son choix : c’est l’entame."

    Given S deals the deck AC KC 10C JH 10H 8D 9H 8H AD 7C 8C 9C AH 7H 9D 10D 7D 10S JC QC 7S 8S 9S JD QD KD JS QS KS KH QH AS
    When E passes
    And N bids 80 hearts
    And W passes
    And S passes
    And E passes
    Then the contract is hearts taken by N
    And it is E's turn to play

  Scenario: Not following the led suit is rejected
    Source FFBC: "On doit toujours fournir la couleur demandée à l'entame si l'on en possède."

    Given S deals the deck AC KC 10C JH 10H 8D 9H 8H AD 7C 8C 9C AH 7H 9D 10D 7D 10S JC QC 7S 8S 9S JD QD KD JS QS KS KH QH AS
    When E bids 80 hearts
    And N passes
    And W passes
    And S passes
    And E plays AC
    And N plays 10H
    And W plays 9H
    And S plays AS
    Then the play is rejected citing /play/obligations/follow_suit
    And the state is unchanged

  Scenario: Not beating a led trump when possible is rejected
    Source FFBC: "Si la couleur demandée est l'atout, lorsque c'est possible, il faut en plus monter sur la carte la plus haute déjà posée."

    Given S deals the deck AC KC 10C JH 10H 8D 9H 8H AD 7C 8C 9C AH 7H 9D 10D 7D 10S JC QC 7S 8S 9S JD QD KD JS QS KS KH QH AS
    When E bids 80 hearts
    And N passes
    And W passes
    And S passes
    And E plays AH
    And N plays 10H
    Then the play is rejected citing /play/obligations/overtrump_when_trump_led
    And the state is unchanged

  Scenario: Discarding instead of trumping when void is rejected
    Source FFBC: "on est tenu de jouer un atout si l'on en possède (on dit que l’on « coupe »)"

    Given S deals the deck AC KC 10C JH 10H 8D 9H 8H AD 7C 8C 9C AH 7H 9D 10D 7D 10S JC QC 7S 8S 9S JD QD KD JS QS KS KH QH AS
    When E bids 80 hearts
    And N passes
    And W passes
    And S passes
    And E plays AC
    And N plays 8D
    Then the play is rejected citing /play/obligations/trump_when_void
    And the state is unchanged

  Scenario: Not overtrumping an opponent's ruff when possible is rejected
    Source FFBC: "on doit toujours jouer un atout plus fort que ceux déjà présents sur le tapis, même si cela est contraire à notre intérêt."

    Given S deals the deck AC KC 10C JH 10H 8D 9H 8H AD 7C 8C 9C AH 7H 9D 10D 7D 10S JC QC 7S 8S 9S JD QD KD JS QS KS KH QH AS
    When E bids 80 hearts
    And N passes
    And W passes
    And S passes
    And E plays AC
    And N plays 10H
    And W plays 8H
    Then the play is rejected citing /play/obligations/overtrump_on_ruff
    And the state is unchanged

  Scenario: Discarding when unable to overtrump an opponent's ruff is accepted
    Source FFBC: "il n’est pas obligatoire d’en jouer un (on dit que l’on « ne pisse pas »), on peut se défausser"

    Given S deals the deck AC KC 10C JH 10H 8D 9H 8H AD 7C 8C 9C AH 7H 9D 10D 7D 10S JC QC 7S 8S 9S JD QD KD JS QS KS KH QH AS
    When E bids 80 hearts
    And N passes
    And W passes
    And S passes
    And E plays AC
    And N plays JH
    And W plays AD
    Then it is S's turn to play
