@variant:coinche
Feature: Actions the rules forbid are refused and change nothing: Belote Coinchée (FFB rules)
  Each scenario tries one action the rules forbid: the engine must refuse it, citing the rule it breaks, leave
  the deal exactly as it was, and still let the right player act. Every scenario deals the same deck, top card
  first, S dealing. The bidding that ends it: E bids 80 diamonds; N passes; W passes; S passes. Then diamonds
  are trump, E leads and play goes E, N, W, S; the hands are S: AC QC JC QD 9H JS 9S 7S; E: 8C 8D 10H QH JH AS
  KS 8S; N: 7C JD AD 10D KD 7D KH 8H; W: 10C KC 9C 9D AH 7H 10S QS.

  @area:play @source:FFBC
  Scenario: A card played during the bidding is rejected
    Source FFBC: "avec un jeu de la carte basé sur la couleur d’atout qu’il a désignée"

    Given S deals the deck AS QH KS JD AD 7C 7H 10S KC AC JC JS 8D JH 8H 7D 9D QS 9H QC 10H 8C 8S KD KH 10D 9C 10C AH 7S QD 9S
    When E plays AS
    Then the play is rejected citing phase
    And the state is unchanged
    And it is E's turn to bid
    When E bids 80 diamonds
    And N passes
    And W passes
    And S passes
    Then it is E's turn to play

  @area:bidding @source:FFBC
  Scenario: A bid out of turn is rejected
    Source FFBC: "Les joueurs s'expriment chacun à leur tour en commençant par le joueur placé à droite du donneur."

    Given S deals the deck AS QH KS JD AD 7C 7H 10S KC AC JC JS 8D JH 8H 7D 9D QS 9H QC 10H 8C 8S KD KH 10D 9C 10C AH 7S QD 9S
    When E passes
    And E passes
    Then the bid is rejected citing turn
    And the state is unchanged
    And it is N's turn to bid

  @area:bidding @source:FFBC
  Scenario: A bid once the bidding is over is rejected
    Source FFBC: "le tour de d’enchère s’achève lorsqu'après une enchère ou une coinche, les trois joueurs suivants passent."

    Given S deals the deck AS QH KS JD AD 7C 7H 10S KC AC JC JS 8D JH 8H 7D 9D QS 9H QC 10H 8C 8S KD KH 10D 9C 10C AH 7S QD 9S
    When E bids 80 diamonds
    And N passes
    And W passes
    And S passes
    And E passes
    Then the bid is rejected citing phase
    And the state is unchanged
    And it is E's turn to play

  @area:bidding @source:FFBC
  Scenario: A bid no higher than the one before is rejected
    Source FFBC: "doit être supérieure à l'enchère précédente"

    Given S deals the deck AS QH KS JD AD 7C 7H 10S KC AC JC JS 8D JH 8H 7D 9D QS 9H QC 10H 8C 8S KD KH 10D 9C 10C AH 7S QD 9S
    When E bids 90 hearts
    And N bids 90 spades
    Then the bid is rejected citing /bidding/auction/raise_by
    And the state is unchanged
    And it is N's turn to bid
    When N bids 100 spades
    Then it is W's turn to bid

  @area:bidding @source:FFBC
  Scenario: A doubled bid cannot be overbid
    Source FFBC: "Le fait de coincher fige le contrat, empêchant ainsi toute possibilité de surenchère."

    Given S deals the deck AS QH KS JD AD 7C 7H 10S KC AC JC JS 8D JH 8H 7D 9D QS 9H QC 10H 8C 8S KD KH 10D 9C 10C AH 7S QD 9S
    When E bids 80 hearts
    And N doubles
    And W bids 90 hearts
    Then the bid is rejected citing /bidding/auction/doubling
    And the state is unchanged
    And it is W's turn to bid
    When W passes
    Then it is S's turn to bid

  @area:play @source:FFBC
  Scenario: A card played before the leader's is rejected
    Source FFBC: "Le joueur situé à droite du donneur joue la carte de son choix : c’est l’entame."

    Given S deals the deck AS QH KS JD AD 7C 7H 10S KC AC JC JS 8D JH 8H 7D 9D QS 9H QC 10H 8C 8S KD KH 10D 9C 10C AH 7S QD 9S
    When E bids 80 diamonds
    And N passes
    And W passes
    And S passes
    And N plays 7D
    Then the play is rejected citing turn
    And the state is unchanged
    And it is E's turn to play
    When E plays 8D
    Then it is N's turn to play

  @area:play @source:S001
  Scenario: A second card from the same player in one trick is rejected
    Source S001: "During the playing phase, each player plays a card, one after the other."

    Given S deals the deck AS QH KS JD AD 7C 7H 10S KC AC JC JS 8D JH 8H 7D 9D QS 9H QC 10H 8C 8S KD KH 10D 9C 10C AH 7S QD 9S
    When E bids 80 diamonds
    And N passes
    And W passes
    And S passes
    And E plays QH
    And E plays 10H
    Then the play is rejected citing turn
    And the state is unchanged
    And it is N's turn to play
    When N plays 8H
    Then it is W's turn to play

  @area:play @source:FFBC
  Scenario: A card the player does not hold is rejected
    Source FFBC: "Le donneur distribue 8 cartes à chaque joueur"
    Source FFBC: "joue la carte de son choix"

    Given S deals the deck AS QH KS JD AD 7C 7H 10S KC AC JC JS 8D JH 8H 7D 9D QS 9H QC 10H 8C 8S KD KH 10D 9C 10C AH 7S QD 9S
    When E bids 80 diamonds
    And N passes
    And W passes
    And S passes
    And E plays 8S
    And N plays KD
    And W plays 10S
    And S plays 9S
    Then it is N's turn to play
    When N plays AH
    Then the play is rejected citing card-not-in-hand
    And the state is unchanged
    And it is N's turn to play
    When N plays JD
    Then it is W's turn to play

  @area:play @source:FFBC
  Scenario: A card of another suit is rejected from a player who holds the led suit
    Source FFBC: "On doit toujours fournir la couleur demandée à l'entame si l'on en possède."

    Given S deals the deck AS QH KS JD AD 7C 7H 10S KC AC JC JS 8D JH 8H 7D 9D QS 9H QC 10H 8C 8S KD KH 10D 9C 10C AH 7S QD 9S
    When E bids 80 diamonds
    And N passes
    And W passes
    And S passes
    And E plays 8C
    And N plays 7D
    Then the play is rejected citing /play/obligations/follow_suit
    And the state is unchanged
    And it is N's turn to play
    When N plays 7C
    Then it is W's turn to play

  @area:play @source:FFBC
  Scenario: A lower trump is rejected on a trump lead from a player who holds a higher one
    Source FFBC: "Si la couleur demandée est l'atout, lorsque c'est possible, il faut en plus monter sur la carte la plus haute déjà posée."

    Given S deals the deck AS QH KS JD AD 7C 7H 10S KC AC JC JS 8D JH 8H 7D 9D QS 9H QC 10H 8C 8S KD KH 10D 9C 10C AH 7S QD 9S
    When E bids 80 diamonds
    And N passes
    And W passes
    And S passes
    And E plays 8D
    And N plays 7D
    Then the play is rejected citing /play/obligations/overtrump_when_trump_led
    And the state is unchanged
    And it is N's turn to play
    When N plays 10D
    Then it is W's turn to play

  @area:play @source:FFBC
  Scenario: A plain card is rejected from a player void in the led suit who holds a trump
    Source FFBC: "on est tenu de jouer un atout si l'on en possède (on dit que l’on « coupe »), sinon on se défausse en jouant n'importe quelle carte."

    Given S deals the deck AS QH KS JD AD 7C 7H 10S KC AC JC JS 8D JH 8H 7D 9D QS 9H QC 10H 8C 8S KD KH 10D 9C 10C AH 7S QD 9S
    When E bids 80 diamonds
    And N passes
    And W passes
    And S passes
    And E plays 8S
    And N plays 7C
    Then the play is rejected citing /play/obligations/trump_when_void
    And the state is unchanged
    And it is N's turn to play
    When N plays 7D
    Then it is W's turn to play

  @area:play @source:FFBC
  Scenario: A lower trump is rejected over a ruff from a player who holds a higher one
    Source FFBC: "on doit toujours jouer un atout plus fort que ceux déjà présents sur le tapis, même si cela est contraire à notre intérêt."

    Given S deals the deck AS QH KS JD AD 7C 7H 10S KC AC JC JS 8D JH 8H 7D 9D QS 9H QC 10H 8C 8S KD KH 10D 9C 10C AH 7S QD 9S
    When E bids 80 diamonds
    And N passes
    And W passes
    And S passes
    And E plays 8C
    And N plays 7C
    And W plays 9C
    And S plays JC
    And S plays AC
    And E plays 8D
    And N plays 7D
    Then the play is rejected citing /play/obligations/overtrump_on_ruff
    And the state is unchanged
    And it is N's turn to play
    When N plays KD
    Then it is W's turn to play
