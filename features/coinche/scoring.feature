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
      | leader | cards          | winner |
      | E      | 7S JS 8S QC    | N      |
      | N      | JD 8D QD 7D    | S      |
      | S      | KH 8H AH 9H    | W      |
      | W      | QS JH 9S 10H   | S      |
      | S      | AC 10C 7C JC   | S      |
      | S      | 8C KC QH KS    | N      |
      | N      | 10D 9D KD AS   | N      |
      | N      | AD 7H 9C 10S   | W      |
    Then the contract is made
    And NS score 190 and EW score 60

  @area:scoring
  Scenario: Takers who reach exactly their bid make the contract
    Source FFBC: "Atteindre ou dépasser le nombre de points demandés lors de l’enchère"
    Source FFBC: "Les preneurs obtiennent un total supérieur ou égal à l’enchère demandée"

    Given the contract is 100 hearts taken by N
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | 10H JH 7H AH   | N      |
      | N      | 8S 9S KS AS    | E      |
      | E      | 7S 10S QS JS   | N      |
      | N      | 8D JD 7D 9D    | W      |
      | W      | KC AC 9C 10C   | S      |
      | S      | QD AD 10D 7C   | E      |
      | E      | 8H 9H JC QH    | N      |
      | N      | QC 8C KD KH    | E      |
    Then the contract is made
    And NS score 200 and EW score 60

  @area:scoring
  Scenario: Takers below their bid fail even with more points than the defence
    Source FFBC: "Le contrat est chuté si la défense obtient un total supérieur ou égal aux preneurs OU si les preneurs n’ont pas atteint leur contrat."
    Source FFBC: "Les défenseurs marquent 160 points de chute + Leurs annonces + Leur belote + Les annonces des preneurs qui changent de main + Le montant du contrat demandé"

    Given the contract is 110 hearts taken by N
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | 9D QD KD AD    | S      |
      | S      | 8D JD 8H 10D   | N      |
      | N      | AC QC KC 9C    | N      |
      | N      | KH JH 7H 10H   | W      |
      | W      | KS 8S 9S JS    | W      |
      | W      | 10C 10S JC 8C  | W      |
      | W      | 7C AS QH AH    | N      |
      | N      | 9H QS 7D 7S    | N      |
    Then the contract is failed
    And NS score 0 and EW score 270

  @area:scoring
  Scenario: Takers with as many points as the defence fail
    Source FFBC: "Réaliser plus de points que l’équipe adverse (la défense)"
    Source FFBC: "Le contrat est chuté si la défense obtient un total supérieur ou égal aux preneurs"

    Given the contract is 80 hearts taken by N
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | 9H QD JH QH    | W      |
      | W      | QC 9C 7C KC    | N      |
      | N      | 8D 9D JD 10D   | E      |
      | E      | KH KD AH 10H   | W      |
      | W      | 8C AC JC 7S    | S      |
      | S      | 8H 7H AS AD    | S      |
      | S      | 7D KS 8S 9S    | S      |
      | S      | JS QS 10S 10C  | N      |
    Then the contract is failed
    And NS score 0 and EW score 240

  @area:scoring
  Scenario: EW takers with fewer points than NS fail and NS score 160 and the bid
    Source FFBC: "Le contrat est chuté si la défense obtient un total supérieur ou égal aux preneurs"
    Source FFBC: "Les preneurs ne marquent rien"
    Source FFBC: "Les défenseurs marquent 160 points de chute"

    Given the contract is 80 spades taken by E
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | 10D QD KD 9D   | E      |
      | E      | AD 7S 8D JC    | N      |
      | N      | 8S KS 10S QS   | S      |
      | S      | QC 8C QH 9C    | S      |
      | S      | AS AC JS 9S    | N      |
      | N      | JH AH KH 8H    | W      |
      | W      | JD 7C 10C 7H   | W      |
      | W      | 7D 10H KC 9H   | W      |
    Then the contract is failed
    And NS score 240 and EW score 0

  # NS's 82 are 72 card points and the 10 of the last trick: without them NS would fall short of 80.
  @area:scoring
  Scenario: The last trick's 10 points count toward the bid (dix de der)
    Source FFBC: "L’équipe réalisant le dernier pli obtient un bonus de 10 points pour ce pli."
    Source FFBC: "Le total des points du jeu est donc de 162, en comptant le « dix de der »."

    Given the contract is 80 hearts taken by N
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | 8H 10H 7H 9H   | S      |
      | S      | 10C KH 8C QC   | E      |
      | E      | QD JD 7D QH    | S      |
      | S      | AS 8S 9S KS    | S      |
      | S      | KC JH AH 9C    | E      |
      | E      | 10S 10D 7S JS  | E      |
      | E      | 9D 8D KD JC    | W      |
      | W      | 7C AC QS AD    | S      |
    Then the contract is made
    And NS score 160 and EW score 80

  @area:scoring
  Scenario: Takers who win all eight tricks score 252 and their bid (capot)
    Source FFBC: "En cas de capot, c’est-à-dire les 8 plis remportés par la même équipe, le dix de der vaut 100 points, portant ainsi le total à 252 points."

    Given the contract is 80 hearts taken by N
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | QD AD KD 10D   | N      |
      | N      | JH QS 10H KS   | N      |
      | N      | 9H QC KH JC    | N      |
      | N      | AH 10C 7H 8C   | N      |
      | N      | QH 7S 9S JD    | N      |
      | N      | 8H KC AS 7C    | N      |
      | N      | AC 9C 8D 7D    | N      |
      | N      | 9D 10S 8S JS   | N      |
    Then the contract is made
    And NS score 330 and EW score 0

  @area:scoring
  Scenario: A capot bid made scores 252 and 250 for the bid
    Source FFBC: "En lieu et place d’un nombre de points, il est possible à tout moment de demander un capot, engageant alors l’équipe à remporter les huit plis."
    Source FFBC: "Les preneurs marquent : Leur total + Le montant du contrat demandé (250 points pour un capot demandé)."

    Given the contract is capot hearts taken by N
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | JS AS KS 9D    | N      |
      | N      | JH 10S AH 9S   | N      |
      | N      | 8H QS KH 7D    | S      |
      | S      | 10H 10D 9H JD  | N      |
      | N      | QH 8D 7H 10C   | N      |
      | N      | AD 7S 7C QD    | N      |
      | N      | KD 8S JC QC    | N      |
      | N      | KC 8C AC 9C    | S      |
    Then the contract is made
    And NS score 500 and EW score 0

  @area:scoring
  Scenario: A capot bid fails when the takers lose one trick
    Source FFBC: "ou huit plis si capot demandé"
    Source FFBC: "Le montant du contrat demandé (250 points pour un capot demandé)."

    Given the contract is capot hearts taken by N
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | 8S AS 7S 8H    | S      |
      | S      | 10H 10C JH KC  | N      |
      | N      | 9H QS KH 8C    | N      |
      | N      | QH 10S AD 9D   | N      |
      | N      | AH KS KD JS    | N      |
      | N      | 7H 9C AC JC    | N      |
      | N      | QC 10D 7C 9S   | N      |
      | N      | 7D JD 8D QD    | E      |
    Then the contract is failed
    And NS score 0 and EW score 410

  @area:scoring
  Scenario: When the defence wins every trick it scores 160 and the bid
    Source FFBC: "Les défenseurs marquent 160 points de chute + Leurs annonces + Leur belote + Les annonces des preneurs qui changent de main + Le montant du contrat demandé"

    Given the contract is 80 hearts taken by N
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | JH JD 10H 7H   | E      |
      | E      | 9H QD KH KC    | E      |
      | E      | AH 8C 8S 10D   | E      |
      | E      | QH JC QS 10C   | E      |
      | E      | 8H KS AS 9C    | E      |
      | E      | AC 7C QC 8D    | E      |
      | E      | AD 7D KD 10S   | E      |
      | E      | JS 9D 7S 9S    | E      |
    Then the contract is failed
    And NS score 0 and EW score 240

  @area:belote
  Scenario: The takers' belote counts toward their bid
    Source FFBC: "Lorsqu'un joueur détient ensemble le roi et la dame d’atout, on dit qu’il a la belote, ce qui offre à son équipe un bonus de 20 points."
    Source FFBC: "Les points de la belote éventuelle ainsi"

    Given the contract is 90 hearts taken by N
    And N played KH then QH announcing both
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | JS QS 10S AS   | S      |
      | S      | 10D AH QD 9D   | E      |
      | E      | 7S KH 9H 8S    | W      |
      | W      | JC QC 9C 8C    | S      |
      | S      | 8D 7H AD 7D    | E      |
      | E      | KS QH AC KD    | N      |
      | N      | JD 8H JH 9S    | S      |
      | S      | KC 10H 7C 10C  | E      |
    Then the contract is made
    And NS score 190 and EW score 90

  @area:belote
  Scenario: A belote announced without rebelote does not count
    Source FFBC: "puis obligatoirement « rebelote » lorsqu'il joue la seconde."
    Source FFBC: "En cas d'omission d'un de ces deux termes, la belote n'est pas prise en compte."

    Given the contract is 90 hearts taken by N
    And N played KH then QH announcing only the first
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | 9H KH AH 10H   | E      |
      | E      | 7D AD QD JD    | N      |
      | N      | QH KS 9S JH    | E      |
      | E      | 10D 8H 9D 8D   | N      |
      | N      | 10S 8S 7S AS   | E      |
      | E      | QS 7H KC 9C    | N      |
      | N      | 10C JC QC JS   | N      |
      | N      | 7C 8C AC KD    | S      |
    Then the contract is failed
    And NS score 0 and EW score 250

  @area:belote
  Scenario: A belote played Queen first and announced counts too
    Source FFBC: "Pour être conforme, elle doit être annoncée en disant « belote » lorsqu'il joue la première de ces deux cartes ( indifféremment la Dame ou le Roi), puis obligatoirement « rebelote » lorsqu'il joue la seconde."

    Given the contract is 80 hearts taken by N
    And N played QH then KH announcing both
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | 10D 7D JD KD   | E      |
      | E      | 8D 9D AD JH    | S      |
      | S      | 7H 8H QH 8C    | N      |
      | N      | 9S KS 9H 7S    | S      |
      | S      | 9C 7C KC 10C   | W      |
      | W      | QD QC 10S KH   | N      |
      | N      | AS 8S JC 10H   | E      |
      | E      | AH JS QS AC    | E      |
    Then the contract is made
    And NS score 170 and EW score 90

  @area:belote
  Scenario: Takers who fail keep their announced belote
    Source FFBC: "La belote annoncée de manière conforme est imprenable : le bonus de points est accordé même en cas de chute."
    Source FFBC: "Les preneurs ne marquent rien, à l’exception éventuelle des 20 points de belote qui sont réputés imprenables."

    Given the contract is 100 hearts taken by N
    And N played KH then QH announcing both
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | JH 10H 8H AH   | E      |
      | E      | 8C KH KC JC    | N      |
      | N      | 9H 8D 7C 7H    | N      |
      | N      | JS 8S 10S KS   | S      |
      | S      | KD 7D 10D 9D   | N      |
      | N      | 7S 10C 9S QS   | E      |
      | E      | 9C QH AC JD    | N      |
      | N      | QD AD AS QC    | W      |
    Then the contract is failed
    And NS score 20 and EW score 260

  @area:belote
  Scenario: The defence's belote can make the takers fail
    Source FFBC: "Le contrat est chuté si la défense obtient un total supérieur ou égal aux preneurs"
    Source FFBC: "Les défenseurs marquent 160 points de chute + Leurs annonces + Leur belote"

    Given the contract is 80 hearts taken by N
    And E played KH then QH announcing both
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | KC 7C 10C QC   | W      |
      | W      | 10D 9D KD 7D   | W      |
      | W      | 8D JD KH QD    | E      |
      | E      | 10S QS KS JS   | E      |
      | E      | QH 9H 8H 10H   | N      |
      | N      | 9C 7H JC AC    | W      |
      | W      | AH 8C 8S JH    | N      |
      | N      | AD 9S AS 7S    | N      |
    Then the contract is failed
    And NS score 0 and EW score 260

  # EW take 64 and their belote's 20: 84, rounded to 80 (a belote worth 21 would give 85, rounded to
  # 90); NS take 98 and bid 80: 178, rounded to 180.
  @area:belote
  Scenario: The defence scores its belote in its total when the contract is made
    Source FFBC: "Lorsqu'un joueur détient ensemble le roi et la dame d’atout, on dit qu’il a la belote, ce qui offre à son équipe un bonus de 20 points."
    Source FFBC: "Les défenseurs marquent : Leur total."

    Given the contract is 80 hearts taken by N
    And W played QH then KH announcing both
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | AD QD JD 9D    | E      |
      | E      | 8S 9S KS AS    | S      |
      | S      | AC 8H 10C 9C   | E      |
      | E      | 7D 8D QH 9H    | S      |
      | S      | QC JH 8C KC    | E      |
      | E      | KD 7H KH 10H   | S      |
      | S      | AH QS JC 7S    | S      |
      | S      | 7C 10D 10S JS  | S      |
    Then the contract is made
    And NS score 180 and EW score 80

  @area:scoring
  Scenario: The takers' declarations count toward their bid
    Source FFBC: "Les points des annonces éventuelles."

    Given the contract is 90 hearts taken by N
    And the dealer is S
    And N declared 7S 8S 9S
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | 7H JH 9H AH    | N      |
      | N      | 8S QS JS 10S   | E      |
      | E      | QH 10H KH 10C  | N      |
      | N      | JD QD 7D 9D    | W      |
      | W      | AS KS 8D 7S    | W      |
      | W      | 10D KD QC JC   | W      |
      | W      | 9C 8C KC 7C    | E      |
      | E      | 8H 9S AC AD    | E      |
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
      | leader | cards          | winner |
      | E      | 8D 8H QH 9D    | W      |
      | W      | 8C JC 10H AC   | E      |
      | E      | KD AH JH AD    | W      |
      | W      | QC KC JD 10C   | N      |
      | N      | 10S 7S JS KS   | N      |
      | N      | 8S AS KH 10D   | S      |
      | S      | 7H QD QS 9C    | S      |
      | S      | 9H 7D 7C 9S    | S      |
    Then the contract is failed
    And NS score 0 and EW score 290

  @area:scoring
  Scenario: The declarations of failed takers go to the defence
    Source FFBC: "Les défenseurs marquent 160 points de chute + Leurs annonces + Leur belote + Les annonces des preneurs qui changent de main + Le montant du contrat demandé"

    Given the contract is 80 hearts taken by N
    And the dealer is S
    And S declared QC KC AC
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | JC 7C 9C QC    | S      |
      | S      | AD 9D 7D KD    | S      |
      | S      | AC 10C 8C 9H   | W      |
      | W      | 8D JD 7H QD    | E      |
      | E      | JS 9S KS 10S   | S      |
      | S      | 10D AH 10H QS  | E      |
      | E      | AS 7S 8S QH    | S      |
      | S      | KC KH 8H JH    | W      |
    Then the contract is failed
    And NS score 0 and EW score 260

  @area:scoring
  Scenario: Takers who win every trick also score the defence's declarations
    Source FFBC: "Cas particulier : si un capot est réalisé par les preneurs, les annonces des défenseurs changent de main et sont marqués par les preneurs, et ce, que le capot ait été demandé lors des enchères ou non."

    Given the contract is 80 hearts taken by N
    And the dealer is S
    And E declared 7C 8C 9C
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | KS AS 9S QS    | N      |
      | N      | JH QD 9H JC    | N      |
      | N      | AH 7D QH 8C    | N      |
      | N      | 10H 9D 8H JS   | N      |
      | N      | KH KD 10S JD   | N      |
      | N      | AC KC 10C 7C   | N      |
      | N      | 7H 10D 7S 8D   | N      |
      | N      | 8S QC AD 9C    | N      |
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
      | leader | cards          | winner |
      | E      | 7D AD 10D JD   | N      |
      | N      | JH 9C 9H AC    | N      |
      | N      | AH KD QH 9S    | N      |
      | N      | 10H 9D 7H 7C   | N      |
      | N      | KH KS QS 10C   | N      |
      | N      | 8H 8D 8S QC    | N      |
      | N      | AS JS 7S 10S   | N      |
      | N      | JC QD KC 8C    | S      |
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
      | leader | cards          | winner |
      | E      | 8C AC KC JC    | N      |
      | N      | KD KH QD 7D    | W      |
      | W      | 10C 8S QC JH   | N      |
      | N      | QH 9H KS 8H    | W      |
      | W      | 7H 8D JD AH    | N      |
      | N      | QS 7S 10S 7C   | S      |
      | S      | 9D 10D 9S 10H  | W      |
      | W      | JS AD 9C AS    | N      |
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
      | leader | cards          | winner |
      | E      | 9D QD KD AD    | S      |
      | S      | 8D JD 8H 10D   | N      |
      | N      | AC QC KC 9C    | N      |
      | N      | KH JH 7H 10H   | W      |
      | W      | KS 8S 9S JS    | W      |
      | W      | 10C 10S JC 8C  | W      |
      | W      | 7C AS QH AH    | N      |
      | N      | 9H QS 7D 7S    | N      |
    Then the contract is made
    And NS score 480 and EW score 0

  @area:scoring
  Scenario: A surcoinched contract made scores 160 and the bid, times four
    Source FFBC: "Le score de la donne sera multiplié par 4."
    Source FFBC: "Si le contrat a été coinché (resp.surcoinché) :"

    Given the contract is 80 hearts taken by N
    And the contract is redoubled
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | 9D QD KD AD    | S      |
      | S      | 8D JD 8H 10D   | N      |
      | N      | AC QC KC 9C    | N      |
      | N      | KH JH 7H 10H   | W      |
      | W      | KS 8S 9S JS    | W      |
      | W      | 10C 10S JC 8C  | W      |
      | W      | 7C AS QH AH    | N      |
      | N      | 9H QS 7D 7S    | N      |
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
      | leader | cards          | winner |
      | E      | 7D 8D 10D AD   | S      |
      | S      | 10H 8H KH AH   | W      |
      | W      | JS KS AS QS    | E      |
      | E      | 9D QH KD JD    | N      |
      | N      | 7S 9H JH 10C   | S      |
      | S      | AC JC 10S 7C   | S      |
      | S      | 7H QD 9S 9C    | S      |
      | S      | 8C KC 8S QC    | E      |
    Then the contract is made
    And NS score 660 and EW score 0

  @area:belote
  Scenario: The defence of a coinched contract made keeps only its belote
    Source FFBC: "Les défenseurs ne marquent rien, à l’exception éventuelle des 20 points de belote qui sont réputés imprenables."

    Given the contract is 80 hearts taken by N
    And the contract is doubled
    And E played KH then QH announcing both
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | 10H JH 8H 10C  | N      |
      | N      | 9H 9S KD KH    | N      |
      | N      | QS 7S KS 8S    | S      |
      | S      | KC 8C 10S 7C   | S      |
      | S      | QC AC AH JC    | N      |
      | N      | JD AD 8D 7H    | E      |
      | E      | QH AS 9C 10D   | E      |
      | E      | JS 7D 9D QD    | E      |
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
      | leader | cards          | winner |
      | E      | 7S QS 9S AS    | S      |
      | S      | AH 9H JH 8H    | N      |
      | N      | QD 9D 8D 10D   | E      |
      | E      | 10S KS JS 7H   | S      |
      | S      | 10C JC KC QH   | W      |
      | W      | 8S 10H 8C QC   | S      |
      | S      | AC 9C AD 7D    | S      |
      | S      | KD 7C KH JD    | N      |
    Then the contract is made
    And NS score 520 and EW score 0

  @area:scoring
  Scenario: A coinched contract failed gives the defence 160 and the bid, doubled
    Source FFBC: "Si le contrat a été coinché (resp. surcoinché), les défenseurs doublent (resp. quadruplent) leurs points."

    Given the contract is 80 hearts taken by N
    And the contract is doubled
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | AS 8S JS 9H    | S      |
      | S      | KC AH 7C 10C   | E      |
      | E      | 8H KH 10H QH   | W      |
      | W      | AC JC 9S 9C    | W      |
      | W      | KD AD JD 7D    | S      |
      | S      | QD 8D 9D 8C    | S      |
      | S      | 10D JH KS QS   | E      |
      | E      | 10S 7S QC 7H   | S      |
    Then the contract is failed
    And NS score 0 and EW score 480

  @area:scoring
  Scenario: A surcoinched contract failed gives the defence four times 160 and the bid
    Source FFBC: "Si le contrat a été coinché (resp. surcoinché), les défenseurs doublent (resp. quadruplent) leurs points."

    Given the contract is 80 hearts taken by N
    And the contract is redoubled
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | AS 8S JS 9H    | S      |
      | S      | KC AH 7C 10C   | E      |
      | E      | 8H KH 10H QH   | W      |
      | W      | AC JC 9S 9C    | W      |
      | W      | KD AD JD 7D    | S      |
      | S      | QD 8D 9D 8C    | S      |
      | S      | 10D JH KS QS   | E      |
      | E      | 10S 7S QC 7H   | S      |
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
      | leader | cards          | winner |
      | E      | KS 8S 10C 7S   | E      |
      | E      | QS AS 10H 7H   | W      |
      | W      | 9H JD JH 8H    | E      |
      | E      | 10S 9S 9D 9C   | E      |
      | E      | QC KH AC 8C    | N      |
      | N      | QH AH 8D KC    | W      |
      | W      | 7D 10D 7C QD   | S      |
      | S      | AD JC JS KD    | S      |
    Then the contract is failed
    And NS score 20 and EW score 540

  @area:scoring
  Scenario: A coinched capot scores 250 instead of 160, even when not bid
    Source FFBC: "(160 points (ou 250 points si capot réalisé, même non demandé)"

    Given the contract is 80 hearts taken by N
    And the contract is doubled
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | 7C 10C QC AC   | S      |
      | S      | 8H 9S QH 8D    | N      |
      | N      | 9H 8C JH 9C    | S      |
      | S      | AH JS 7H 9D    | S      |
      | S      | 10H 7D AS JD   | S      |
      | S      | KH KS 7S 10S   | S      |
      | S      | QS KD AD QD    | S      |
      | S      | 8S KC 10D JC   | S      |
    Then the contract is made
    And NS score 660 and EW score 0

  @area:scoring
  Scenario: A coinched capot bid made scores twice 250 and 250
    Source FFBC: "(160 points (ou 250 points si capot réalisé, même non demandé)"
    Source FFBC: "Le montant du contrat demandé (250 points pour un capot demandé)) × 2 (resp.4)"

    Given the contract is capot hearts taken by N
    And the contract is doubled
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | 7C 8C QC AC    | S      |
      | S      | 10H KS JH KC   | N      |
      | N      | AH 9D KH KD    | N      |
      | N      | 9H 7D 8H 10D   | N      |
      | N      | QH 9S QS 9C    | N      |
      | N      | 7H 7S QD 10S   | N      |
      | N      | AD JD AS 8D    | N      |
      | N      | 8S 10C JS JC   | S      |
    Then the contract is made
    And NS score 1000 and EW score 0

  @area:scoring
  Scenario: A coinched capot bid failed gives the defence twice 160 and 250
    Source FFBC: "Les défenseurs marquent 160 points de chute + Leurs annonces + Leur belote + Les annonces des preneurs qui changent de main + Le montant du contrat demandé (250 points pour un capot demandé)."
    Source FFBC: "Si le contrat a été coinché (resp. surcoinché), les défenseurs doublent (resp. quadruplent) leurs points."

    Given the contract is capot hearts taken by N
    And the contract is doubled
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | KC AC 10C 9H   | S      |
      | S      | AH KD JH 7S    | N      |
      | N      | QH 10D 10H 10S | S      |
      | S      | KH QD 8H 9C    | S      |
      | S      | 7H 7D QC 7C    | S      |
      | S      | AS 9S KS JS    | S      |
      | S      | AD 8C JD 9D    | S      |
      | S      | 8S JC 8D QS    | W      |
    Then the contract is failed
    And NS score 0 and EW score 820

  # NS score 95 + 80 = 175, rounded up to 180; EW's 67 round up to 70.
  @area:scoring
  Scenario: Scores are rounded to the nearest ten, 5 rounding up
    Source FFBC: "À la coinche, les points de la partie sont arrondis à la dizaine la plus proche. Note : 85 est arrondi à 90"

    Given the contract is 80 hearts taken by N
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | 9C KC 8C QC    | N      |
      | N      | JD 9D KD 10D   | E      |
      | E      | 8S 7S 9S AS    | S      |
      | S      | JC 10C 7C KH   | W      |
      | W      | QS 10S KS 8D   | S      |
      | S      | 10H 7H AH 9H   | W      |
      | W      | AD 7D JS 8H    | N      |
      | N      | QH QD JH AC    | S      |
    Then the contract is made
    And NS score 180 and EW score 70
    And the deal's points go to the match score as they are

  # NS score 94 + 80 = 174, rounded down to 170; EW's 68 round up to 70.
  @area:scoring
  Scenario: Scores are rounded to the nearest ten, 4 rounding down
    Source FFBC: "tandis que 84 est arrondi à 80."

    Given the contract is 80 hearts taken by N
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | KS 8S JS 9S    | E      |
      | E      | 8C 7C KC 10C   | S      |
      | S      | 7S AH JH AS    | N      |
      | N      | QC 10H 10D AC  | W      |
      | W      | 9D 7D 8D QD    | N      |
      | N      | 9H AD QH 7H    | N      |
      | N      | JC JD QS 9C    | N      |
      | N      | 8H KD 10S KH   | E      |
    Then the contract is made
    And NS score 170 and EW score 70
