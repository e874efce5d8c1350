@variant:coinche @source:FFBC
Feature: Scoring a deal in Belote Coinchée (FFBC)
  Each side's total is its trick points (152 in the cards and 10 for the last trick, the dix de der; a
  side taking all eight tricks has 100 for the last trick instead, 252 in all), its announced belote
  and its declarations. The takers make their contract when their total reaches their bid (wins every
  trick, for a capot bid) and is more than the defence's. Made: the takers score their total and the
  bid (250 for a capot bid), the defence its total; takers who win every trick also score the
  defence's declarations. Failed (an equal total fails): the takers keep only their belote and the
  defence scores 160, every declaration, its belote and the bid. A coinched (surcoinched) contract
  scores for the side that wins it 160 (250 for the takers' capot), every declaration, its belote and
  the bid, times 2 (4); the other side keeps only its belote. Every score is rounded to the nearest
  ten, 5 rounding up.

  In the trick tables each row lists the cards in the order played, from the player who led; S deals,
  so the first trick is led by E, and the winner of each trick leads the next. Play goes E, N, W, S.
  Hearts are trump unless the contract says otherwise; N and S are partners, as are E and W.

  # NS take 102 points and bid 90: 192, rounded to 190.
  @area:scoring
  Scenario: A made contract scores the takers' total plus their bid, the defence its total
    Source FFBC: "Les preneurs obtiennent un total supérieur ou égal à l’enchère demandée"
    Source FFBC: "Les preneurs obtiennent un total supérieur à celui de la défense."
    Source FFBC: "Les preneurs marquent : Leur total + Le montant du contrat demandé"
    Source FFBC: "Les défenseurs marquent : Leur total."

    Given the contract is 90 hearts taken by N
    When the deal is scored with these tricks:
      | winner | cards          |
      | N      | 8S JS 7S QC    |
      | S      | JD 8D QD 7D    |
      | W      | KH 8H AH 9H    |
      | S      | QS JH 9S 10H   |
      | S      | AC 10C 7C JC   |
      | N      | 8C KC QH KS    |
      | N      | 10D 9D KD AS   |
      | W      | AD 7H 9C 10S   |
    Then the contract is made
    And NS score 190 and EW score 60

  @area:scoring
  Scenario: Takers who reach exactly their bid make the contract
    Source FFBC: "Atteindre ou dépasser le nombre de points demandés lors de l’enchère"
    Source FFBC: "Les preneurs obtiennent un total supérieur ou égal à l’enchère demandée"

    Given the contract is 100 hearts taken by N
    When the deal is scored with these tricks:
      | winner | cards          |
      | S      | 9D QD KD AD    |
      | N      | 8D JD 8H 10D   |
      | N      | AC QC KC 9C    |
      | W      | 7H JH KH 10H   |
      | W      | KS 8S 9S JS    |
      | W      | 10C 10S JC 8C  |
      | N      | 7C AS QH AH    |
      | N      | 9H QS 7D 7S    |
    Then the contract is made
    And NS score 200 and EW score 60

  @area:scoring
  Scenario: Takers below their bid fail even with more points than the defence
    Source FFBC: "Le contrat est chuté si la défense obtient un total supérieur ou égal aux preneurs OU si les preneurs n’ont pas atteint leur contrat."
    Source FFBC: "Les défenseurs marquent 160 points de chute + Leurs annonces + Leur belote + Les annonces des preneurs qui changent de main + Le montant du contrat demandé"

    Given the contract is 110 hearts taken by N
    When the deal is scored with these tricks:
      | winner | cards          |
      | S      | 9D QD KD AD    |
      | N      | 8D JD 8H 10D   |
      | N      | AC QC KC 9C    |
      | W      | 7H JH KH 10H   |
      | W      | KS 8S 9S JS    |
      | W      | 10C 10S JC 8C  |
      | N      | 7C AS QH AH    |
      | N      | 9H QS 7D 7S    |
    Then the contract is failed
    And NS score 0 and EW score 270

  @area:scoring
  Scenario: Takers with as many points as the defence fail
    Source FFBC: "Réaliser plus de points que l’équipe adverse (la défense)"
    Source FFBC: "Le contrat est chuté si la défense obtient un total supérieur ou égal aux preneurs"

    Given the contract is 80 hearts taken by N
    When the deal is scored with these tricks:
      | winner | cards          |
      | W      | 9H QD JH QH    |
      | N      | QC 9C 7C KC    |
      | E      | 8D 9D JD 10D   |
      | W      | KH KD AH 10H   |
      | S      | 8C AC JC 7S    |
      | S      | 8H 7H AS 8S    |
      | N      | 7D KS AD 9S    |
      | S      | JS QS 10S 10C  |
    Then the contract is failed
    And NS score 0 and EW score 240

  @area:scoring
  Scenario: EW takers with fewer points than NS fail and NS score 160 and the bid
    Source FFBC: "Le contrat est chuté si la défense obtient un total supérieur ou égal aux preneurs"
    Source FFBC: "Les preneurs ne marquent rien"
    Source FFBC: "Les défenseurs marquent 160 points de chute"

    Given the contract is 80 spades taken by E
    When the deal is scored with these tricks:
      | winner | cards          |
      | E      | 10D QD KD 9D   |
      | N      | AD 7S 8D JD    |
      | S      | 8S KS 10S QS   |
      | S      | QC 8C QH 9C    |
      | N      | AS AC JS 9S    |
      | W      | JH AH KH 8H    |
      | E      | JC 7C 10C 7H   |
      | E      | 7D 10H KC 9H   |
    Then the contract is failed
    And NS score 240 and EW score 0

  # NS's 82 are 72 card points and the 10 of the last trick: without them NS would fall short of 80.
  @area:scoring
  Scenario: The last trick's 10 points count toward the bid (dix de der)
    Source FFBC: "L’équipe réalisant le dernier pli obtient un bonus de 10 points pour ce pli."
    Source FFBC: "Le total des points du jeu est donc de 162, en comptant le « dix de der »."

    Given the contract is 80 hearts taken by N
    When the deal is scored with these tricks:
      | winner | cards          |
      | S      | 8H 10H 7H 9H   |
      | E      | 10C KH 8C QC   |
      | S      | QD JD 7D QH    |
      | S      | AS 8S 9S KS    |
      | E      | KC JH AH 9C    |
      | E      | 10S 10D 7S JS  |
      | W      | 9D 8D KD JC    |
      | S      | 7C AC QS AD    |
    Then the contract is made
    And NS score 160 and EW score 80

  @area:scoring
  Scenario: Takers who win all eight tricks score 252 and their bid (capot)
    Source FFBC: "En cas de capot, c’est-à-dire les 8 plis remportés par la même équipe, le dix de der vaut 100 points, portant ainsi le total à 252 points."

    Given the contract is 80 hearts taken by N
    When the deal is scored with these tricks:
      | winner | cards          |
      | N      | QD AD KD 10D   |
      | N      | JH QS 10H KS   |
      | N      | 9H QC KH JC    |
      | N      | AH 10C 7H 8C   |
      | N      | QH 7S 9S JD    |
      | N      | 8H KC AS 7C    |
      | N      | AC 9C 8D 7D    |
      | N      | 9D 10S 8S JS   |
    Then the contract is made
    And NS score 330 and EW score 0

  @area:scoring
  Scenario: A capot bid made scores 252 and 250 for the bid
    Source FFBC: "En lieu et place d’un nombre de points, il est possible à tout moment de demander un capot, engageant alors l’équipe à remporter les huit plis."
    Source FFBC: "Les preneurs marquent : Leur total + Le montant du contrat demandé (250 points pour un capot demandé)."

    Given the contract is capot hearts taken by N
    When the deal is scored with these tricks:
      | winner | cards          |
      | N      | JS AS KS 7S    |
      | N      | JH 10C 9H 9S   |
      | N      | AH QS KH 7D    |
      | N      | 10H 10D 8H JD  |
      | N      | QH 8D 7H 10S   |
      | N      | AD 9D 7C QD    |
      | N      | KD 8S JC QC    |
      | S      | KC 8C AC 9C    |
    Then the contract is made
    And NS score 500 and EW score 0

  @area:scoring
  Scenario: A capot bid fails when the takers lose one trick
    Source FFBC: "ou huit plis si capot demandé"
    Source FFBC: "Le montant du contrat demandé (250 points pour un capot demandé)."

    Given the contract is capot hearts taken by N
    When the deal is scored with these tricks:
      | winner | cards          |
      | S      | 8S AS 7S AH    |
      | N      | 10H 10C JH KC  |
      | N      | 9H QS KH 8C    |
      | N      | QH 10S AD 9D   |
      | N      | 8H KS KD JS    |
      | N      | 7H 9C AC JC    |
      | N      | QC 10D 7C 9S   |
      | E      | 7D JD 8D QD    |
    Then the contract is failed
    And NS score 0 and EW score 410

  @area:scoring
  Scenario: When the defence wins every trick it scores 160 and the bid
    Source FFBC: "Les défenseurs marquent 160 points de chute + Leurs annonces + Leur belote + Les annonces des preneurs qui changent de main + Le montant du contrat demandé"

    Given the contract is 80 hearts taken by N
    When the deal is scored with these tricks:
      | winner | cards          |
      | E      | JH JD 10H 8S   |
      | E      | 9H QD KH KC    |
      | E      | AH 8C 7H 10D   |
      | E      | QH JC QS 10C   |
      | E      | 8H KS AS 9C    |
      | E      | AC 7C QC 8D    |
      | E      | AD 7D KD 10S   |
      | E      | JS 9D 7S 9S    |
    Then the contract is failed
    And NS score 0 and EW score 240

  @area:belote
  Scenario: The takers' belote counts toward their bid
    Source FFBC: "Lorsqu'un joueur détient ensemble le roi et la dame d’atout, on dit qu’il a la belote, ce qui offre à son équipe un bonus de 20 points."
    Source FFBC: "Les points de la belote éventuelle ainsi"

    Given the contract is 90 hearts taken by N
    And N played KH then QH announcing both
    When the deal is scored with these tricks:
      | winner | cards          |
      | E      | 9H KH AH 10H   |
      | N      | 7D AD QD JD    |
      | E      | QH KD 9S JH    |
      | N      | 10D 8H 9D 8D   |
      | E      | 10S 8S 7S AS   |
      | N      | QS 7H KC 9C    |
      | N      | 10C JC QC JS   |
      | S      | 7C 8C AC KS    |
    Then the contract is made
    And NS score 190 and EW score 90

  @area:belote
  Scenario: A belote announced without rebelote does not count
    Source FFBC: "puis obligatoirement « rebelote » lorsqu'il joue la seconde."
    Source FFBC: "En cas d'omission d'un de ces deux termes, la belote n'est pas prise en compte."

    Given the contract is 90 hearts taken by N
    And N played KH then QH announcing only the first
    When the deal is scored with these tricks:
      | winner | cards          |
      | E      | 9H KH AH 10H   |
      | N      | 7D AD QD JD    |
      | E      | QH KD 9S JH    |
      | N      | 10D 8H 9D 8D   |
      | E      | 10S 8S 7S AS   |
      | N      | QS 7H KC 9C    |
      | N      | 10C JC QC JS   |
      | S      | 7C 8C AC KS    |
    Then the contract is failed
    And NS score 0 and EW score 250

  @area:belote
  Scenario: A belote played Queen first and announced counts too
    Source FFBC: "Pour être conforme, elle doit être annoncée en disant « belote » lorsqu'il joue la première de ces deux cartes ( indifféremment la Dame ou le Roi), puis obligatoirement « rebelote » lorsqu'il joue la seconde."

    Given the contract is 80 hearts taken by N
    And N played QH then KH announcing both
    When the deal is scored with these tricks:
      | winner | cards          |
      | E      | AD JD 9D 7D    |
      | W      | 7H 10H AH QS   |
      | W      | JH KD 8H 9H    |
      | N      | 7C QC 9C KC    |
      | N      | QH 8C 8S JS    |
      | E      | 7S KS 9S AS    |
      | N      | 10S KH JC QD   |
      | N      | AC 10D 10C 8D  |
    Then the contract is made
    And NS score 170 and EW score 90

  @area:belote
  Scenario: Takers who fail keep their announced belote
    Source FFBC: "La belote annoncée de manière conforme est imprenable : le bonus de points est accordé même en cas de chute."
    Source FFBC: "Les preneurs ne marquent rien, à l’exception éventuelle des 20 points de belote qui sont réputés imprenables."

    Given the contract is 100 hearts taken by N
    And N played KH then QH announcing both
    When the deal is scored with these tricks:
      | winner | cards          |
      | E      | JH AH 8H 10H   |
      | N      | 8C KH KC JC    |
      | N      | 9H 8D 7C 7H    |
      | S      | JS 8S 10S KS   |
      | N      | KD 7D 10D 9D   |
      | E      | 7S 10C 9S QS   |
      | N      | 9C QH AC JD    |
      | W      | QD AD AS QC    |
    Then the contract is failed
    And NS score 20 and EW score 260

  @area:belote
  Scenario: The defence's belote can make the takers fail
    Source FFBC: "Le contrat est chuté si la défense obtient un total supérieur ou égal aux preneurs"
    Source FFBC: "Les défenseurs marquent 160 points de chute + Leurs annonces + Leur belote"

    Given the contract is 80 hearts taken by N
    And E played KH then QH announcing both
    When the deal is scored with these tricks:
      | winner | cards          |
      | N      | KH JH 10H 8H   |
      | S      | 7C AC 7H 10C   |
      | E      | 7S JS 8S 9S    |
      | S      | JC QC 9C 9H    |
      | S      | 10D JD 7D KD   |
      | E      | 8D AD 9D QD    |
      | E      | QH 8C KC KS    |
      | E      | AH 10S QS AS   |
    Then the contract is failed
    And NS score 0 and EW score 260

  @area:belote
  Scenario: The defence scores its belote in its total when the contract is made
    Source FFBC: "Lorsqu'un joueur détient ensemble le roi et la dame d’atout, on dit qu’il a la belote, ce qui offre à son équipe un bonus de 20 points."
    Source FFBC: "Les défenseurs marquent : Leur total."

    Given the contract is 80 hearts taken by N
    And W played QH then KH announcing both
    When the deal is scored with these tricks:
      | winner | cards          |
      | E      | AD 8D JD 9D    |
      | S      | 8S 9S KS AS    |
      | E      | AC 8H JC 9C    |
      | S      | 7D QD QH 9H    |
      | E      | 7C JH 8C KC    |
      | S      | KD 7H KH 10H   |
      | S      | AH QS 10C 7S   |
      | S      | QC 10D 10S JS  |
    Then the contract is made
    And NS score 190 and EW score 70

  @area:scoring
  Scenario: The takers' declarations count toward their bid
    Source FFBC: "Les points des annonces éventuelles."

    Given the contract is 90 hearts taken by N
    And the dealer is S
    And N declared 7S 8S 9S
    When the deal is scored with these tricks:
      | winner | cards          |
      | N      | 7H JH 9H AH    |
      | E      | 8S QS JS 10S   |
      | N      | QH 10H KH 10C  |
      | W      | JD QD 7D 9D    |
      | W      | AS AC 8D 7S    |
      | W      | 10D KD QC JC   |
      | E      | 9C 8C KC 7C    |
      | E      | 8H 9S KS AD    |
    Then the contract is made
    And NS score 180 and EW score 90

  @area:scoring
  Scenario: The defence's better declaration counts against the takers
    Source FFBC: "Les points des annonces éventuelles."
    Source FFBC: "Les défenseurs marquent 160 points de chute + Leurs annonces"

    Given the contract is 80 hearts taken by N
    And the dealer is S
    And E declared 10D JD QD KD
    When the deal is scored with these tricks:
      | winner | cards          |
      | W      | 8D 8H QH 9D    |
      | E      | 8C JC 10H AC   |
      | W      | KD AH JH AD    |
      | N      | QC KC JD 10C   |
      | N      | 10S 7S JS KS   |
      | S      | 8S AS KH 10D   |
      | S      | 7H QD QS 9C    |
      | S      | 9H 7D 9S 7C    |
    Then the contract is failed
    And NS score 0 and EW score 290

  @area:scoring
  Scenario: The declarations of failed takers go to the defence
    Source FFBC: "Les défenseurs marquent 160 points de chute + Leurs annonces + Leur belote + Les annonces des preneurs qui changent de main + Le montant du contrat demandé"

    Given the contract is 80 hearts taken by N
    And the dealer is S
    And S declared QC KC AC
    When the deal is scored with these tricks:
      | winner | cards          |
      | S      | JC 7C 9C QC    |
      | S      | AD 9D 7D KD    |
      | W      | AC 10C 8C 9H   |
      | E      | 8D JD 7H QD    |
      | S      | JS 9S KS 10S   |
      | E      | 10D AH 10H QS  |
      | S      | AS 7S 8S QH    |
      | W      | KC KH 8H JH    |
    Then the contract is failed
    And NS score 0 and EW score 260

  @area:scoring
  Scenario: Takers who win every trick also score the defence's declarations
    Source FFBC: "Cas particulier : si un capot est réalisé par les preneurs, les annonces des défenseurs changent de main et sont marqués par les preneurs, et ce, que le capot ait été demandé lors des enchères ou non."

    Given the contract is 80 hearts taken by N
    And the dealer is S
    And E declared 7C 8C 9C
    When the deal is scored with these tricks:
      | winner | cards          |
      | N      | KS AS 9S QS    |
      | N      | JH QD 9H JC    |
      | N      | AH 7D QH 8C    |
      | N      | 10H 9D 8H JS   |
      | N      | KH KD 7H JD    |
      | N      | AC KC 10C 7C   |
      | N      | 10S 10D 7S 8D  |
      | N      | 8S QC AD 9C    |
    Then the contract is made
    And NS score 350 and EW score 0

  @area:scoring
  Scenario: A capot bid made also takes the defence's declarations
    Source FFBC: "si un capot est réalisé par les preneurs, les annonces des défenseurs changent de main et sont marqués par les preneurs, et ce, que le capot ait été demandé lors des enchères ou non."
    Source FFBC: "(250 points pour un capot demandé)"

    Given the contract is capot hearts taken by N
    And the dealer is S
    And W declared 8D 9D 10D
    When the deal is scored with these tricks:
      | winner | cards          |
      | N      | 7D AD 10D JD   |
      | N      | JH 7C 9H JC    |
      | N      | AH KD QH 9S    |
      | N      | 10H 9D 7H 9C   |
      | N      | KH KS QS 10C   |
      | N      | 8H 8D 8S QC    |
      | N      | AS JS 7S 10S   |
      | N      | AC QD KC 8C    |
    Then the contract is made
    And NS score 520 and EW score 0

  @area:scoring
  Scenario: The defence scores its declarations in its total when the contract is made
    Source FFBC: "S’il y a un vainqueur, son camp voit toutes ses annonces validées"
    Source FFBC: "Les défenseurs marquent : Leur total."

    Given the contract is 80 hearts taken by N
    And the dealer is S
    And E declared 7C 8C 9C
    When the deal is scored with these tricks:
      | winner | cards          |
      | N      | 8C AC KC JC    |
      | W      | KD KH QD 7D    |
      | N      | 10C 8S QC JH   |
      | W      | QH 9H 9S 10H   |
      | N      | 7H 8D JD AH    |
      | S      | QS 7S 10S 7C   |
      | W      | 9D 10D KS 8H   |
      | N      | JS AD 9C AS    |
    Then the contract is made
    And NS score 190 and EW score 70

  @area:scoring
  Scenario: A coinched contract made scores 160 and the bid, doubled
    Source FFBC: "Le score de la donne sera multiplié par 2."
    Source FFBC: "Les preneurs marquent : (160 points (ou 250 points si capot réalisé, même non demandé) + Leurs annonces + Leur belote + Les annonces des défenseurs qui changent de main + Le montant du contrat demandé (250 points pour un capot demandé)) × 2 (resp.4)"
    Source FFBC: "Les défenseurs ne marquent rien, à l’exception éventuelle des 20 points de belote qui sont réputés imprenables."

    Given the contract is 80 hearts taken by N
    And the contract is doubled
    When the deal is scored with these tricks:
      | winner | cards          |
      | S      | 9D QD KD AD    |
      | N      | 8D JD 8H 10D   |
      | N      | AC QC KC 9C    |
      | W      | 7H JH KH 10H   |
      | W      | KS 8S 9S JS    |
      | W      | 10C 10S JC 8C  |
      | N      | 7C AS QH AH    |
      | N      | 9H QS 7D 7S    |
    Then the contract is made
    And NS score 480 and EW score 0

  @area:scoring
  Scenario: A surcoinched contract made scores 160 and the bid, times four
    Source FFBC: "Le score de la donne sera multiplié par 4."
    Source FFBC: "Si le contrat a été coinché (resp.surcoinché) :"

    Given the contract is 80 hearts taken by N
    And the contract is redoubled
    When the deal is scored with these tricks:
      | winner | cards          |
      | S      | 9D QD KD AD    |
      | N      | 8D JD 8H 10D   |
      | N      | AC QC KC 9C    |
      | W      | 7H JH KH 10H   |
      | W      | KS 8S 9S JS    |
      | W      | 10C 10S JC 8C  |
      | N      | 7C AS QH AH    |
      | N      | 9H QS 7D 7S    |
    Then the contract is made
    And NS score 960 and EW score 0

  @area:scoring
  Scenario: A coinched contract made doubles the takers' declarations and belote
    Source FFBC: "Les preneurs marquent : (160 points (ou 250 points si capot réalisé, même non demandé) + Leurs annonces + Leur belote + Les annonces des défenseurs qui changent de main + Le montant du contrat demandé (250 points pour un capot demandé)) × 2 (resp.4)"

    Given the contract is 100 hearts taken by N
    And the contract is doubled
    And the dealer is S
    And N declared 7S 8S 9S 10S
    And N played KH then QH announcing both
    When the deal is scored with these tricks:
      | winner | cards          |
      | S      | 7D 8D 10D AD   |
      | W      | 10H 8H KH AH   |
      | E      | JS KS AS QS    |
      | N      | 9D QH KD JD    |
      | S      | 7S 9H JH 10C   |
      | S      | AC JC 10S 7C   |
      | S      | 7H QD 9S 9C    |
      | W      | 8C QC 8S KC    |
    Then the contract is made
    And NS score 660 and EW score 0

  @area:belote
  Scenario: The defence of a coinched contract made keeps only its belote
    Source FFBC: "Les défenseurs ne marquent rien, à l’exception éventuelle des 20 points de belote qui sont réputés imprenables."

    Given the contract is 80 hearts taken by N
    And the contract is doubled
    And E played KH then QH announcing both
    When the deal is scored with these tricks:
      | winner | cards          |
      | N      | AH JH 8H AC    |
      | N      | 9H 9S KD KH    |
      | S      | QS 7S KS 8S    |
      | S      | KC 8C 10S 7C   |
      | N      | QC 10C 10H JC  |
      | E      | JD AD 8D 7H    |
      | E      | QH AS 9C 10D   |
      | E      | JS 7D 9D QD    |
    Then the contract is made
    And NS score 480 and EW score 20

  # The takers score every declaration of the deal: this reads "les annonces des défenseurs qui changent
  # de main" as the defence's declarations, which the defence does not keep in a coinched deal.
  @area:scoring
  Scenario: Takers who make a coinched contract also score the defence's declarations
    Source FFBC: "Les annonces des défenseurs qui changent de main"

    Given the contract is 80 hearts taken by N
    And the contract is doubled
    And the dealer is S
    And E declared 7C 8C 9C
    When the deal is scored with these tricks:
      | winner | cards          |
      | N      | 7S QS 9S AD    |
      | S      | AH 9H JH 8H    |
      | W      | QD 8C 8D 10D   |
      | S      | 10S KH AS 7H   |
      | W      | 10C JC KC QH   |
      | S      | 8S 10H KS QC   |
      | S      | JD 9C 9D 7D    |
      | S      | KD 7C AC JS    |
    Then the contract is made
    And NS score 520 and EW score 0

  @area:scoring
  Scenario: A coinched contract failed gives the defence 160 and the bid, doubled
    Source FFBC: "Si le contrat a été coinché (resp. surcoinché), les défenseurs doublent (resp. quadruplent) leurs points."

    Given the contract is 80 hearts taken by N
    And the contract is doubled
    When the deal is scored with these tricks:
      | winner | cards          |
      | S      | KS 8S JS AS    |
      | E      | 9C AC 7C 10C   |
      | E      | JH 7H QH AH    |
      | S      | QS 7S 9S 8H    |
      | E      | 9D AD JD JC    |
      | S      | 7D 8D 8C 10D   |
      | E      | KH 10H KD KC   |
      | S      | 10S QD QC 9H   |
    Then the contract is failed
    And NS score 0 and EW score 480

  @area:scoring
  Scenario: A surcoinched contract failed gives the defence four times 160 and the bid
    Source FFBC: "Si le contrat a été coinché (resp. surcoinché), les défenseurs doublent (resp. quadruplent) leurs points."

    Given the contract is 80 hearts taken by N
    And the contract is redoubled
    When the deal is scored with these tricks:
      | winner | cards          |
      | S      | KS 8S JS AS    |
      | E      | 9C AC 7C 10C   |
      | E      | JH 7H QH AH    |
      | S      | QS 7S 9S 8H    |
      | E      | 9D AD JD JC    |
      | S      | 7D 8D 8C 10D   |
      | E      | KH 10H KD KC   |
      | S      | 10S QD QC 9H   |
    Then the contract is failed
    And NS score 0 and EW score 960

  @area:scoring
  Scenario: Coinched takers who fail keep only their belote while the defence doubles its declarations
    Source FFBC: "Les preneurs ne marquent rien, à l’exception éventuelle des 20 points de belote qui sont réputés imprenables."
    Source FFBC: "Si le contrat a été coinché (resp. surcoinché), les défenseurs doublent (resp. quadruplent) leurs points."

    Given the contract is 90 hearts taken by N
    And the contract is doubled
    And the dealer is S
    And E declared JC QC KC
    And N played KH then QH announcing both
    When the deal is scored with these tricks:
      | winner | cards          |
      | E      | KS 8S 10C 7S   |
      | W      | QS AS 10H 7H   |
      | E      | 9H JD JH 8H    |
      | E      | 10S 9S 9D 9C   |
      | N      | QC KH AC 8C    |
      | W      | QH AH 7C KC    |
      | S      | 7D 10D 8D QD   |
      | S      | AD JC JS KD    |
    Then the contract is failed
    And NS score 20 and EW score 540

  @area:scoring
  Scenario: A coinched capot scores 250 instead of 160, even when not bid
    Source FFBC: "(160 points (ou 250 points si capot réalisé, même non demandé)"

    Given the contract is 80 hearts taken by N
    And the contract is doubled
    When the deal is scored with these tricks:
      | winner | cards          |
      | S      | 7C 10C QC AC   |
      | S      | JH 9S QH 8D    |
      | S      | 9H 8C 8H 9C    |
      | S      | AH JS 7H 9D    |
      | S      | 10H 7D AS JD   |
      | S      | KH KS 7S 10S   |
      | S      | QS KD AD QD    |
      | S      | 8S KC 10D JC   |
    Then the contract is made
    And NS score 660 and EW score 0

  @area:scoring
  Scenario: A coinched capot bid made scores twice 250 and 250
    Source FFBC: "(160 points (ou 250 points si capot réalisé, même non demandé)"
    Source FFBC: "Le montant du contrat demandé (250 points pour un capot demandé)) × 2 (resp.4)"

    Given the contract is capot hearts taken by N
    And the contract is doubled
    When the deal is scored with these tricks:
      | winner | cards          |
      | S      | 7C 8C QC AC    |
      | N      | 9H KS JH KC    |
      | N      | AH 9D KH KD    |
      | N      | 10H 7D 8H 10D  |
      | N      | QH 9S QS 9C    |
      | N      | 7H 7S QD 10S   |
      | N      | AD JD AS 8D    |
      | S      | 8S 10C JS JC   |
    Then the contract is made
    And NS score 1000 and EW score 0

  @area:scoring
  Scenario: A coinched capot bid failed gives the defence twice 160 and 250
    Source FFBC: "Les défenseurs marquent 160 points de chute + Leurs annonces + Leur belote + Les annonces des preneurs qui changent de main + Le montant du contrat demandé (250 points pour un capot demandé)."
    Source FFBC: "Si le contrat a été coinché (resp. surcoinché), les défenseurs doublent (resp. quadruplent) leurs points."

    Given the contract is capot hearts taken by N
    And the contract is doubled
    When the deal is scored with these tricks:
      | winner | cards          |
      | S      | KC AC 10C 9H   |
      | N      | AH KD JH 7S    |
      | S      | QH 10D 10H 10S |
      | S      | KH QC 8H 9C    |
      | S      | 7H 7D QD 7C    |
      | S      | AS 9S KS JS    |
      | S      | AD 8C JD 9D    |
      | W      | 8S JC 8D QS    |
    Then the contract is failed
    And NS score 0 and EW score 820

  # NS score 95 + 80 = 175, rounded up to 180; EW's 67 round up to 70.
  @area:scoring
  Scenario: Scores are rounded to the nearest ten, 5 rounding up
    Source FFBC: "À la coinche, les points de la partie sont arrondis à la dizaine la plus proche. Note : 85 est arrondi à 90"

    Given the contract is 80 hearts taken by N
    When the deal is scored with these tricks:
      | winner | cards          |
      | W      | 8S 7S QS 9S    |
      | N      | JS QH KS AH    |
      | N      | AC 8C JC 7C    |
      | E      | 9H 10S JD JH   |
      | N      | KH 10H AD 9C   |
      | E      | 10C KD KC 7H   |
      | N      | 10D 8H 7D QD   |
      | N      | QC AS 8D 9D    |
    Then the contract is made
    And NS score 180 and EW score 70

  # NS score 94 + 80 = 174, rounded down to 170; EW's 68 round up to 70.
  @area:scoring
  Scenario: Scores are rounded to the nearest ten, 4 rounding down
    Source FFBC: "tandis que 84 est arrondi à 80."

    Given the contract is 80 hearts taken by N
    When the deal is scored with these tricks:
      | winner | cards          |
      | E      | KS 8S JS 9S    |
      | S      | 8C 7C KC 10C   |
      | N      | 7S AH JH AS    |
      | W      | QC 10H 10D AC  |
      | N      | 9D 7D 8D QD    |
      | N      | 9H AD QH 7H    |
      | N      | JC JD QS 9C    |
      | E      | 8H KD 10S KH   |
    Then the contract is made
    And NS score 170 and EW score 70
