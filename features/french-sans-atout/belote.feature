@variant:french-sans-atout @source:S001 @area:belote
Feature: Belote in No Trumps and All Trumps (S001, FFB)
  In All Trumps every suit is trump, so the King and the Queen of any suit held by one player are a
  belote, and a deal can hold up to four of them; each is worth 20 points when announced "belote" and
  "rebelote", counts toward the contract and stays with its side when the contract fails. In No Trumps
  there is no trump and no belote. A suit contract keeps French Belote's one belote, in the trump suit.

  In the trick tables each row lists the cards in the order played, from the player who led; the
  first trick is led by E, and the winner of each trick leads the next. Play goes E, N, W, S.

  # NS win 80 card and trick points, EW 82: the belote's 20 make the contract.
  @source:FFB
  Scenario: In All Trumps the King and Queen of any suit make a belote that counts toward the contract
    Source S001: "if a player has both the Queen and the King of the trump suit, he has what is called belote and rebelote"
    Source S001: "Those 20 points are counted to know if a team lose the contract or if there is a contention."
    Source FFB: "Lors d'un contrat à Tout Atout, toutes les couleurs sont définies comme atout."
    Source FFB: "puis rajouter les éventuelles belotes."

    Given the contract is all trumps taken by N
    And N played KC then QC announcing both
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | KH KC AH JH    | S      |
      | S      | AC 9C 10C QS   | E      |
      | E      | 9H AS 8H QH    | E      |
      | E      | JS KS 7S 9S    | E      |
      | E      | JC 8C 10S 7C   | E      |
      | E      | KD AD 9D JD    | S      |
      | S      | 10D 8D 7D QD   | S      |
      | S      | 8S 7H QC 10H   | S      |
    Then the contract is made
    And NS score 100 and EW score 82

  @source:FFB @variant:french-sans-atout-ffb
  Scenario: In All Trumps a belote announced without rebelote does not score
    Source S001: "When playing one of these card, he says"
    Source FFB: "En cas d'omission d'un de ces deux termes, la belote n'est pas prise en compte."

    Given the contract is all trumps taken by N
    And N played KC then QC announcing only the first
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | KH KC AH JH    | S      |
      | S      | AC 9C 10C QS   | E      |
      | E      | 9H AS 8H QH    | E      |
      | E      | JS KS 7S 9S    | E      |
      | E      | JC 8C 10S 7C   | E      |
      | E      | KD AD 9D JD    | S      |
      | S      | 10D 8D 7D QD   | S      |
      | S      | 8S 7H QC 10H   | S      |
    Then the contract is failed
    And NS score 0 and EW score 162

  # NS 88 and EW 74 card and trick points, each side 20 of belote.
  @source:FFB
  Scenario: In All Trumps two players may each score a belote in the same deal
    Source S001: "The corresponding team will have a bonus 20 points, in any case, even if those cards are captured by the opponents."
    Source FFB: "Il peut y avoir jusqu'à 4 belotes."

    Given the contract is all trumps taken by N
    And N played KH then QH announcing both
    And E played KS then QS announcing both
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | QD 9D JD 7D    | W      |
      | W      | AH 7H KS KH    | W      |
      | W      | JH 9S 8D 8H    | W      |
      | W      | 9H KC QS QH    | W      |
      | W      | KD AS 8C AD    | N      |
      | N      | JC QC 7C AC    | N      |
      | N      | 10H JS 10S 8S  | N      |
      | N      | 7S 10D 9C 10C  | N      |
    Then the contract is made
    And NS score 108 and EW score 94

  # NS 79 and EW 83 card and trick points, each side 40 of belote: N's two, E's and W's one each.
  @source:FFB @variant:french-sans-atout-ffb
  Scenario: In All Trumps there may be four belotes in one deal
    Source S001: "The corresponding team will have a bonus 20 points"
    Source FFB: "Il peut y avoir jusqu'à 4 belotes."

    Given the contract is all trumps taken by E
    And N played KH then QH announcing both
    And N played KS then QS announcing both
    And E played KD then QD announcing both
    And W played KC then QC announcing both
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | 7S KS 9S JS    | S      |
      | S      | AC JC 9C KC    | E      |
      | E      | KD 10D JD AD   | W      |
      | W      | 8S AS 10S QS   | S      |
      | S      | 8H 9H KH JH    | W      |
      | W      | 7H 10H QD QH   | S      |
      | S      | 7C 8C 10C QC   | N      |
      | N      | 7D AH 9D 8D    | S      |
    Then the contract is made
    And NS score 119 and EW score 123

  @source:FFB @variant:french-sans-atout-ffb
  Scenario: In All Trumps takers who fail keep their belote
    Source S001: "But this bonus of 20 points cannot be transferred to the other team in case of contract loss"
    Source FFB: "Il peut y avoir jusqu'à 4 belotes."

    Given the contract is all trumps taken by W
    And W played KD then QD announcing both
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | QS JS QH 9S    | N      |
      | N      | KS QC AD 7C    | N      |
      | N      | 7S 10H 9C 8D   | N      |
      | N      | 8S JC 8H 8C    | N      |
      | N      | AS KD JD 10C   | N      |
      | N      | 10S AC 7D 9H   | N      |
      | N      | 10D QD JH 9D   | E      |
      | E      | 7H KC AH KH    | W      |
    Then the contract is failed
    And NS score 162 and EW score 20

  # NS win 80 card and trick points, EW 82: a belote would have made the contract.
  @source:FFB @variant:french-sans-atout-ffb
  Scenario: In No Trumps a King and Queen played and announced score nothing
    Source S001: "if a player has both the Queen and the King of the trump suit, he has what is called belote and rebelote"
    Source FFB: "Lors d'un contrat à Sans Atout, il n'y a aucun atout. De fait, il est impossible de couper. Il n'y a pas de belote possible."

    Given the contract is no trumps taken by N
    And N played KH then QH announcing both
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | 10S 9S 7S QS   | E      |
      | E      | KC AD QC AC    | S      |
      | S      | 9C JC 10H 8C   | E      |
      | E      | 7H KH 8H JH    | N      |
      | N      | QH AH 9H 10D   | W      |
      | W      | AS JS 8S KS    | W      |
      | W      | QD KD 10C 9D   | S      |
      | S      | 7D 7C JD 8D    | N      |
    Then the contract is failed
    And NS score 0 and EW score 162

  # NS win 76 card and trick points, EW 86: the belote's 20 make the contract.
  @variant:french-sans-atout-ffb
  Scenario: In a suit contract the trump King and Queen still make a belote
    Source S001: "if a player has both the Queen and the King of the trump suit, he has what is called belote and rebelote"
    Source S001: "Those 20 points are counted to know if a team lose the contract or if there is a contention."

    Given the contract is hearts taken by N
    And N played KH then QH announcing both
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | 7H KH 9H JH    | S      |
      | S      | 9C JC AC 8C    | N      |
      | N      | QH QD 10C AH   | E      |
      | E      | 7C 10H QC 8D   | N      |
      | N      | 10D 9D 7D JD   | N      |
      | N      | JS AS 8S 10S   | W      |
      | W      | KS QS 8H 9S    | E      |
      | E      | KC KD 7S AD    | E      |
    Then the contract is made
    And NS score 96 and EW score 86

  # NS win 73 card and trick points, EW 89: a belote would have made the contract.
  @variant:french-sans-atout-ffb
  Scenario: In a suit contract the King and Queen of another suit are no belote
    Source S001: "if a player has both the Queen and the King of the trump suit, he has what is called belote and rebelote"

    Given the contract is hearts taken by N
    And N played KS then QS announcing both
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | AD JH QD 7D    | N      |
      | N      | 9C 10C 7C KC   | W      |
      | W      | 7S JS AS KS    | E      |
      | E      | AC QC 8S 8C    | E      |
      | E      | 8D 10H JD 10D  | N      |
      | N      | 9S QH 10S KH   | E      |
      | E      | JC 8H 9H AH    | W      |
      | W      | 9D 7H KD QS    | S      |
    Then the contract is failed
    And NS score 0 and EW score 162

  # E, void in clubs, throws the Queen of diamonds on a club lead (no suit is ruffed in All Trumps) and
  # later plays the King: nothing in the sources makes the belote depend on how its first card is played.
  @source:FFB
  Scenario: In All Trumps a belote begun by throwing its first card on another suit still scores
    Source FFB: "Il peut y avoir jusqu'à 4 belotes."
    Source FFB: "Pour être conforme, elle doit être annoncée en disant « belote » lorsqu'il joue la première de ces deux cartes"
    Source S001: "The corresponding team will have a bonus 20 points, in any case, even if those cards are captured by the opponents."

    Given S deals the deck 9S 8H 10D 9D JS 8C QC JC AC 7H 8D 10H KS QD KH 7C QH QS KC JD JH AH KD AD 10C AS 9C 7S 8S 10S 9H 7D
    When E takes all trumps
    And E plays 8H
    And N plays KH
    And W plays QH
    And S plays 9H
    And S plays JD
    And E plays 10D
    And N plays AD
    And W plays 8S
    And S plays 7H
    And E plays JH
    And N plays 7C
    And W plays AC
    And E plays AH
    And N plays JS
    And W plays 7S
    And S plays 10H
    And E plays KS
    And N plays AS
    And W plays QS
    And S plays 10S
    And N plays 10C
    And W plays 9C
    And S plays KC
    And E plays QD saying "belote"
    And W plays JC
    And S plays 7D
    And E plays 9S
    And N plays 8C
    And W plays QC
    And S plays 8D
    And E plays KD saying "rebelote"
    And N plays 9D
    Then the deal ends with NS 54 and EW 128
