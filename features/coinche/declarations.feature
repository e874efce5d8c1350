@variant:coinche @source:FFBC @area:scoring
Feature: Declarations in Belote Coinchée (FFBC)
  Coinche is always played with declarations: carrés (four cards of a rank: Jacks 200, nines 150, Aces,
  tens, Kings and Queens 100; sevens and eights nothing) and runs of 3, 4 or 5 cards of a suit in the
  order 7 8 9 10 J Q K A (20, 50 and 100, the "cent"). A card counts in one declaration only. Only one
  side's declarations count: the side with the best one, which then scores all of its declarations.
  Between equal declarations the higher top card wins, then the one in trump; if still equal, nobody
  scores any declaration. A carré of 100 beats a cent.

  The FFB excerpts name the runs without their values; the values are those of the FFB's full rules
  (tierce 20, cinquante 50, cent 100). Hearts are trump throughout; S deals, so E declares first.

  Scenario: Coinche is played with declarations: a carré of Jacks is worth 200
    Source FFBC: "La coinche se joue toujours avec les annonces."
    Source FFBC: "| *4 Valet* | 200 points |"

    Given the contract is hearts
    And N holds JC JD JH JS 7C 9D QH AS
    Then N's declarations are worth 200

  Scenario: A carré of nines is worth 150
    Source FFBC: "| *4 Neuf* | 150 points |"

    Given the contract is hearts
    And N holds 9C 9D 9H 9S 7C JD QH AS
    Then N's declarations are worth 150

  Scenario: Carrés of Aces, tens, Kings and Queens are worth 100
    Source FFBC: "| *4 As* | 100 points | | *4 Dix* | 100 points | | *4 Roi* | 100 points | | *4 Dame* | 100 points |"

    Given the contract is hearts
    And N holds AC AD AH AS 7C 9D JH 8S
    And E holds 10C 10D 10H 10S 7D 9H JS 8C
    And W holds KC KD KH KS 8D 7H 9S JC
    And S holds QC QD QH QS 9C 8H 7S JD
    Then N's declarations are worth 100
    And E's declarations are worth 100
    And W's declarations are worth 100
    And S's declarations are worth 100

  Scenario: Carrés of sevens and eights count nothing
    Source FFBC: "Remarquue : les carrés de 7 et 8 ne comptent pas."

    Given the contract is hearts
    And N holds 7C 7D 7H 7S 8C 8D 8H 8S
    Then N has no declaration

  Scenario: Three cards in a row of a suit are a declaration, the 10 coming between the 9 and the Jack
    Source FFBC: "3 cartes qui se suivent de la même couleur."
    Source FFBC: "7 8 9 10 Valet Dame Roi As."

    Given the contract is hearts
    And N holds 9S 10S JS 7C 9D QH AC 8H
    And E holds QD KD AD 7S 8C 10H JC 9C
    Then N's declarations are worth 20
    And E's declarations are worth 20

  Scenario: The Queen comes between the Jack and the King: 10, Jack and Queen make a run without the King
    Source FFBC: "7 8 9 10 Valet Dame Roi As."

    Given the contract is hearts
    And N holds 10S JS QS 7C 9D KH AC 8H
    Then N's declarations are worth 20

  Scenario: Four cards in a row of a suit are worth 50
    Source FFBC: "4 cartes qui se suivent dans la même couleur."

    Given the contract is hearts
    And N holds 10H JH QH KH 7C 9D 8S AC
    Then N's declarations are worth 50

  Scenario: Five cards in a row of a suit are worth 100
    Source FFBC: "5 cartes qui se suivent dans la même couleur en respectant l'ordre suivant : > 7 8 9 10 Valet Dame Roi As."

    Given the contract is hearts
    And N holds 7D 8D 9D 10D JD AS KC 9H
    Then N's declarations are worth 100

  Scenario: A run does not go round from the Ace to the 7
    Source FFBC: "en respectant l'ordre suivant : > 7 8 9 10 Valet Dame Roi As."

    Given the contract is hearts
    And N holds KC AC 7C 8D 10H QS 9S JD
    Then N has no declaration

  Scenario: A card counts in one declaration only
    Source FFBC: "Important : une carte ne peut compter que pour une seule annonce à la fois"

    Given the contract is hearts
    And N holds JC JD JH JS 9H 10H 7S 8C
    Then N's declarations are worth 200

  Scenario: Only the side with the higher declaration scores: a fifty beats a tierce to the Ace
    Source FFBC: "En effet, les annonces d'un seul camp peuvent être prises en compte : celui qui montre l'annonce la plus haute."

    Given the dealer is S
    And the contract is hearts
    And N holds 7S 8S 9S 10S JC 9D KH 8C
    And E holds QC KC AC 7D 10H JS 9H 8D
    Then the declarations score NS 50 and EW 0

  Scenario: A carré of Jacks beats a carré of nines
    Source FFBC: "celui qui montre l'annonce la plus haute."

    Given the dealer is S
    And the contract is hearts
    And N holds 9C 9D 9H 9S 7C KD 8H AS
    And E holds JC JD JH JS AC 7D 10H QS
    Then the declarations score NS 0 and EW 200

  Scenario: A carré of 100 beats a cent, even a cent in trump
    Source FFBC: "Un carré de 100 points est plus fort qu'un cent."

    Given the dealer is S
    And the contract is hearts
    And N holds QC QD QH QS 7C 8D 9S AS
    And E holds 7H 8H 9H 10H JH AC KD 10S
    Then the declarations score NS 100 and EW 0

  Scenario: Between equal declarations the higher top card wins: a tierce to the Ace beats a tierce to the Queen
    Source FFBC: "En cas d'égalité ( Exemple : tierce contre tierce) c'est l'annonce qui possède la carte la plus élevée qui l'emporte : Une tierce à l'as bat une tierce à la dame."

    Given the dealer is S
    And the contract is hearts
    And N holds QS KS AS 7C 9D JH 8D 10C
    And E holds 10D JD QD 7H 9S 8C AC KH
    Then the declarations score NS 20 and EW 0

  Scenario: The higher top card wins before the trump: a tierce to the Ace beats a tierce to the Queen in trump
    Source FFBC: "c'est l'annonce qui possède la carte la plus élevée qui l'emporte : Une tierce à l'as bat une tierce à la dame."
    Source FFBC: "En cas de nouvelle égalité, une annonce dans la couleur de l'atout est supérieure."

    Given the dealer is S
    And the contract is hearts
    And N holds QS KS AS 7C 9D JD 8D 10C
    And E holds 10H JH QH 7D 9S 8C AC KD
    Then the declarations score NS 20 and EW 0

  Scenario: Between equal carrés the higher rank wins: Aces beat Kings
    Source FFBC: "c'est l'annonce qui possède la carte la plus élevée qui l'emporte"

    Given the dealer is S
    And the contract is hearts
    And N holds KC KD KH KS 7C 9D JH 8S
    And E holds AC AD AH AS 8C 10D QH 7S
    Then the declarations score NS 0 and EW 100

  Scenario: Between equal declarations with the same top card the one in trump wins
    Source FFBC: "En cas de nouvelle égalité, une annonce dans la couleur de l'atout est supérieure."

    Given the dealer is S
    And the contract is hearts
    And N holds QS KS AS 7C 9D JH 8D 10C
    And E holds QH KH AH 7D 9S 8C 10S JC
    Then the declarations score NS 0 and EW 20

  Scenario: Declarations still equal cancel each other, lower ones too
    Source FFBC: "Si on ne peut toujours pas départager les deux camps sur leur meilleure annonce, il y a "égalité" et aucune annonce ne compte, et ce, même si un camp bénéficie d’autres annonces inférieures."

    Given the dealer is S
    And the contract is hearts
    And N holds QS KS AS 10C 8H JH 10D JD
    And S holds 7D 8D 9D 7S JS 9H 10H 8C
    And E holds QC KC AC 7H 9S 8S KD QD
    Then the declarations score NS 0 and EW 0

  Scenario: The winning side scores all its declarations, even one below the other side's best
    Source FFBC: "S’il y a un vainqueur, son camp voit toutes ses annonces validées, y compris celles qui étaient inférieures à la meilleure annonce adverse"

    Given the dealer is S
    And the contract is hearts
    And N holds 7D 8D 9D 10D JD AS KH 8H
    And S holds 7C 8C 9C JH QH AH 8S 7S
    And E holds 10S JS QS KS AC 7H 9H QD
    Then the declarations score NS 120 and EW 0

  # A carré of Queens is the defence's best and the winners' tierce is below it: the tierce still counts.
  Scenario: The winning side's tierce counts even though the other side holds a carré
    Source FFBC: "S’il y a un vainqueur, son camp voit toutes ses annonces validées, y compris celles qui étaient inférieures à la meilleure annonce adverse"

    Given the dealer is S
    And the contract is hearts
    And N holds JC JD JH JS 7S 8S 9S AD
    And E holds QC QD QH QS 7C 8D 10H KC
    Then the declarations score NS 220 and EW 0

  # The FFB values runs of three, four and five cards; six cards in a row hold five that follow each
  # other, a cent (the variant's notes at /declarations).
  Scenario: Six cards in a row count as a cent
    Source FFBC: "5 cartes qui se suivent dans la même couleur en respectant l'ordre suivant :"
    Source FFBC: "Valeur : 100 points."

    Given the contract is hearts
    And N holds 7D 8D 9D 10D JD QD AS KC
    Then N's declarations are worth 100
