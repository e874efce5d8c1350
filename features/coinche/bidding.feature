@variant:coinche @source:FFBC @area:bidding
Feature: The auction in Belote Coinchée (FFBC)
  From the player to the dealer's right, each player in turn passes or bids a number of points (80 or
  more, a multiple of ten, higher than the bid before) and a trump suit, or a capot (every trick),
  above every points bid. An opponent of the last bidder may coinche it, in turn, which freezes the
  contract and doubles the deal; the bidder's side may then surcoinche, which ends the auction and
  quadruples it. The auction ends when the three players after a bid or a coinche pass; if all four
  pass without a bid the deal is over and the next player deals.

  S deals in every scenario, so E speaks first, then N, W and S. N and S are partners, as are E and W.

  Scenario: The player to the right of the dealer speaks first
    Source FFBC: "Les joueurs s'expriment chacun à leur tour en commençant par le joueur placé à droite du donneur."

    When S deals
    Then it is E's turn to bid

  Scenario: The turn to speak goes counter-clockwise
    Source FFBC: "Les joueurs s'expriment chacun à leur tour en commençant par le joueur placé à droite du donneur."

    When S deals
    And E passes
    Then it is N's turn to bid
    When N bids 80 hearts
    Then it is W's turn to bid
    When W passes
    Then it is S's turn to bid

  Scenario: A bid out of turn is rejected
    Source FFBC: "Les joueurs s'expriment chacun à leur tour"

    When S deals
    And N bids 80 hearts
    Then the bid is rejected citing turn
    And the state is unchanged

  Scenario: A bid names its points and its trump suit
    Source FFBC: "Un joueur fait une enchère en désignant clairement le nombre de points qu’il engage son équipe à obtenir, et la couleur de l'atout qu'il choisit."

    When S deals
    And E bids 80 hearts
    And N passes
    And W passes
    And S passes
    Then the contract is hearts taken by E

  Scenario: Any suit may be bid, each bid higher than the one before
    Source FFBC: "la couleur de l'atout qu'il choisit"
    Source FFBC: "L’enchère doit être de 80 au minimum, doit être un multiple de 10 et doit être supérieure à l'enchère précédente."

    When S deals
    And E bids 80 clubs
    And N bids 90 diamonds
    And W bids 100 spades
    And S bids 110 hearts
    And E bids 120 clubs
    And N passes
    And W passes
    And S passes
    Then the contract is clubs taken by E

  Scenario: A bid below 80 is rejected
    Source FFBC: "L’enchère doit être de 80 au minimum"

    When S deals
    And E bids 70 hearts
    Then the bid is rejected citing /bidding/auction/points
    And the state is unchanged

  Scenario: A bid that is not a multiple of 10 is rejected
    Source FFBC: "doit être un multiple de 10"

    When S deals
    And E bids 85 hearts
    Then the bid is rejected citing /bidding/auction/points
    And the state is unchanged

  Scenario: A bid equal to the one before is rejected, even in another suit
    Source FFBC: "doit être supérieure à l'enchère précédente."

    When S deals
    And E bids 90 hearts
    And N bids 90 spades
    Then the bid is rejected citing /bidding/auction/raise_by
    And the state is unchanged

  Scenario: A bid lower than the one before is rejected
    Source FFBC: "doit être supérieure à l'enchère précédente."

    When S deals
    And E bids 100 hearts
    And N bids 80 clubs
    Then the bid is rejected citing /bidding/auction/raise_by
    And the state is unchanged

  # The FFB sets a minimum but no maximum for a bid in points, and neither does the variant (see its notes).
  Scenario: A bid above 160 in points is allowed
    Source FFBC: "L’enchère doit être de 80 au minimum, doit être un multiple de 10 et doit être supérieure à l'enchère précédente."

    When S deals
    And E bids 160 hearts
    And N bids 170 spades
    And W passes
    And S passes
    And E passes
    Then the contract is spades taken by N

  # The FFB names no highest bid in points: only the capot is above every bid. 260 is more than a deal's
  # 162 card points and more than the 250 a capot bid is worth.
  Scenario: A bid above 250 in points is allowed
    Source FFBC: "L’enchère doit être de 80 au minimum, doit être un multiple de 10 et doit être supérieure à l'enchère précédente."

    When S deals
    And E bids 250 hearts
    And N bids 260 spades
    And W passes
    And S passes
    And E passes
    Then the contract is spades taken by N

  # Nor is there a ceiling further up: a bid that is at least 80, a multiple of 10 and higher than the one
  # before is a bid, however many points it engages.
  Scenario: A bid in points has no ceiling: 1010 is a bid
    Source FFBC: "L’enchère doit être de 80 au minimum, doit être un multiple de 10 et doit être supérieure à l'enchère précédente."

    When S deals
    And E bids 1000 hearts
    And N bids 1010 spades
    And W passes
    And S passes
    And E passes
    Then the contract is spades taken by N

  Scenario: A player who passed may bid later
    Source FFBC: "Un joueur qui a passé une fois pourra enchérir par la suite s’il en a l’opportunité."

    When S deals
    And E passes
    And N bids 80 hearts
    And W passes
    And S passes
    And E bids 90 spades
    And N passes
    And W passes
    And S passes
    Then the contract is spades taken by E

  Scenario: The three players after a bid passing end the auction, even after passing before
    Source FFBC: "le tour de d’enchère s’achève lorsqu'après une enchère ou une coinche, les trois joueurs suivants passent."

    When S deals
    And E passes
    And N passes
    And W passes
    And S bids 80 clubs
    And E passes
    And N passes
    And W passes
    Then the contract is clubs taken by S

  Scenario: Two passes after a bid do not end the auction
    Source FFBC: "les trois joueurs suivants passent."

    When S deals
    And E bids 80 hearts
    And N passes
    And W passes
    Then it is S's turn to bid

  Scenario: A bidder cannot overbid himself once the three others have passed
    Source FFBC: "Il est impossible de surenchérir sur soi-même : le tour de d’enchère s’achève lorsqu'après une enchère ou une coinche, les trois joueurs suivants passent."

    When S deals
    And E bids 80 hearts
    And N passes
    And W passes
    And S passes
    And E bids 90 hearts
    Then the bid is rejected citing phase
    And the state is unchanged
    And the contract is hearts taken by E

  Scenario: The partner of the last bidder may bid higher
    Source FFBC: "doit être supérieure à l'enchère précédente."
    Source FFBC: "les trois joueurs suivants passent."

    When S deals
    And E bids 80 hearts
    And N passes
    And W bids 100 spades
    And S passes
    And E passes
    And N passes
    Then the contract is spades taken by W

  Scenario: When all four pass without a bid the deal is over and the next player deals
    Source FFBC: "Si les 4 joueurs passent sans enchérir, la donne est terminée sans points marqués."
    Source FFBC: "Le donneur rassemble les cartes et les fait passer au joueur à sa droite qui sera le nouveau donneur."

    When S deals
    And E passes
    And N passes
    And W passes
    And S passes
    Then the deal is cancelled
    And E deals next
    And after a deal dealt by S is cancelled, E deals next

  Scenario: A capot may be bid as the first bid
    Source FFBC: "En lieu et place d’un nombre de points, il est possible à tout moment de demander un capot"

    When S deals
    And E bids capot spades
    And N passes
    And W passes
    And S passes
    Then the contract is spades taken by E

  Scenario: A capot may be bid over the highest bid in points
    Source FFBC: "il est possible à tout moment de demander un capot, engageant alors l’équipe à remporter les huit plis."

    When S deals
    And E bids 160 hearts
    And N bids capot diamonds
    And W passes
    And S passes
    And E passes
    Then the contract is diamonds taken by N

  Scenario: No bid in points is higher than a capot
    Source FFBC: "Il n’existe pas d’enchère supérieure au capot ; dès lors l’équipe adverse ne peut plus que passer ou coincher."

    When S deals
    And E bids capot hearts
    And N bids 160 spades
    Then the bid is rejected citing /bidding/auction/raise_by
    And the state is unchanged

  Scenario: A capot cannot be overbid by another capot
    Source FFBC: "Il n’existe pas d’enchère supérieure au capot"

    When S deals
    And E bids capot hearts
    And N bids capot spades
    Then the bid is rejected citing /bidding/auction/raise_by
    And the state is unchanged

  Scenario: A capot bid may still be coinched
    Source FFBC: "dès lors l’équipe adverse ne peut plus que passer ou coincher."

    When S deals
    And E bids capot hearts
    And N doubles
    And W passes
    And S passes
    And E passes
    Then the contract is hearts taken by E doubled

  Scenario: An opponent may coinche a bid, and three passes then end the auction
    Source FFBC: "Un joueur peut coincher une enchère adverse, mettant ainsi en doute la capacité de son adversaire à réaliser son contrat, en disant « Coinché »."
    Source FFBC: "Le score de la donne sera multiplié par 2."
    Source FFBC: "le tour de d’enchère s’achève lorsqu'après une enchère ou une coinche, les trois joueurs suivants passent."

    When S deals
    And E bids 80 hearts
    And N doubles
    And W passes
    And S passes
    And E passes
    Then the contract is hearts taken by E doubled

  Scenario: The opponent further round may coinche too
    Source FFBC: "Un joueur peut coincher une enchère adverse"

    When S deals
    And E bids 80 hearts
    And N passes
    And W passes
    And S doubles
    And E passes
    And N passes
    And W passes
    Then the contract is hearts taken by E doubled

  Scenario: The partner of the bidder cannot coinche
    Source FFBC: "Un joueur peut coincher une enchère adverse"

    When S deals
    And E bids 80 hearts
    And N passes
    And W doubles
    Then the bid is rejected citing /bidding/auction/doubling
    And the state is unchanged

  Scenario: Nobody can coinche before a bid
    Source FFBC: "Un joueur peut coincher une enchère adverse"

    When S deals
    And E doubles
    Then the bid is rejected citing /bidding/auction/doubling
    And the state is unchanged

  Scenario: A coinche out of turn is rejected
    Source FFBC: "On ne peut coincher que lorsque c’est à son tour de parler (on ne coinche pas « à la volée »)."

    When S deals
    And E bids 80 hearts
    And S doubles
    Then the bid is rejected citing turn
    And the state is unchanged

  Scenario: After a coinche the bidder's partner cannot bid higher
    Source FFBC: "Le fait de coincher fige le contrat, empêchant ainsi toute possibilité de surenchère."

    When S deals
    And E bids 80 hearts
    And N doubles
    And W bids 90 hearts
    Then the bid is rejected citing /bidding/auction/doubling
    And the state is unchanged

  Scenario: After a coinche the opponents cannot bid higher
    Source FFBC: "Le fait de coincher fige le contrat, empêchant ainsi toute possibilité de surenchère."

    When S deals
    And E bids 80 hearts
    And N doubles
    And W passes
    And S bids 90 spades
    Then the bid is rejected citing /bidding/auction/doubling
    And the state is unchanged

  Scenario: A surcoinche ends the auction at once
    Source FFBC: "Lorsqu'une équipe a coinché, l’équipe adverse a la possibilité de surcoincher en disant « Surcoinché ». Le tour d’enchères s’arrête alors immédiatement."
    Source FFBC: "Le score de la donne sera multiplié par 4."

    When S deals
    And E bids 80 hearts
    And N doubles
    And W redoubles
    Then the contract is hearts taken by E redoubled
    And it is E's turn to play
    When S passes
    Then the bid is rejected citing phase
    And the state is unchanged

  Scenario: The bidder himself may surcoinche
    Source FFBC: "Lorsqu'une équipe a coinché, l’équipe adverse a la possibilité de surcoincher"

    When S deals
    And E bids 80 hearts
    And N doubles
    And W passes
    And S passes
    And E redoubles
    Then the contract is hearts taken by E redoubled

  Scenario: The side that coinched cannot surcoinche
    Source FFBC: "Lorsqu'une équipe a coinché, l’équipe adverse a la possibilité de surcoincher"

    When S deals
    And E bids 80 hearts
    And N doubles
    And W passes
    And S redoubles
    Then the bid is rejected citing /bidding/auction/doubling
    And the state is unchanged

  Scenario: Nobody can surcoinche a bid that was not coinched
    Source FFBC: "Lorsqu'une équipe a coinché, l’équipe adverse a la possibilité de surcoincher"

    When S deals
    And E bids 80 hearts
    And N passes
    And W redoubles
    Then the bid is rejected citing /bidding/auction/doubling
    And the state is unchanged
