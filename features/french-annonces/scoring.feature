@variant:french-annonces @source:BGF @area:scoring
Feature: Annonces in the score of a deal of French Belote with annonces (BGF, S001)
  The annonces of the side that scores them are added to its trick points and count toward the
  contract. Takers who fail add nothing but their belote: their annonces, like their tricks, go to the
  defence.

  In the trick tables each row lists the cards in the order played, from the player who led; the
  first trick is led by E, and the winner of each trick leads the next. Play goes E, N, W, S.

  # NS take 74 trick points and EW 88: the tierce's 20 make the contract.
  Scenario: The takers' annonces are added to their trick points and make their contract
    Source BGF: "Toutes les annonces se comptabilisent et s'ajoutent également aux plis en cas de victoire"

    Given the contract is hearts taken by N
    And the dealer is S
    And N declared KS QS JS
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | KH 9D AH JH    | S      |
      | S      | 10S 9S KS 9H   | W      |
      | W      | 7C AC JC QC    | S      |
      | S      | QD JD KD 10D   | W      |
      | W      | QH 10H 7H 10C  | S      |
      | S      | 8S AS JS KC    | E      |
      | E      | 8C QS 9C 8D    | W      |
      | W      | AD 7D 8H 7S    | E      |
    Then the contract is made
    And NS score 94 and EW score 88

  # NS take 50 trick points and a tierce, 70 in all, against EW's 112.
  @source:S001
  Scenario: Takers who fail lose their annonces to the defence
    Source BGF: "en cas de défaite pas de points ajoutés"
    Source S001: "If this happens, they end up with 0 points, and the other team gets all the 162 points for this hand."

    Given the contract is hearts taken by N
    And the dealer is S
    And N declared KS QS JS
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | AH 9H JH QH    | W      |
      | W      | KH KD 10H JS   | E      |
      | E      | 10C 9C 7C QC   | E      |
      | E      | AS 9S 7S 8D    | E      |
      | E      | KC 8S 8H 8C    | W      |
      | W      | 7H JD AC QD    | W      |
      | W      | 7D AD 9D QS    | S      |
      | S      | JC 10S KS 10D  | S      |
    Then the contract is failed
    And NS score 0 and EW score 182

  # NS take 40 trick points, the belote and a tierce, 80 in all, against EW's 122.
  Scenario: Takers who fail keep their belote but not their annonces
    Source BGF: "en cas de défaite pas de points ajoutés sauf celui de la belote-rebelote qui prend effet même en cas de chute."

    Given the contract is hearts taken by N
    And the dealer is S
    And N declared 9C 8C 7C
    And N played QH then KH announcing both
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | JS QH QS 7S    | N      |
      | N      | JD 8D 10D AD   | E      |
      | E      | 10S KH AH 9S   | W      |
      | W      | AC 10C KD 7C   | W      |
      | W      | JC JH 10H 9C   | S      |
      | S      | AS KS 8C 7H    | W      |
      | W      | 9D QD 9H 8H    | E      |
      | E      | 8S QC KC 7D    | E      |
    Then the contract is failed
    And NS score 20 and EW score 182

  # NS take 89 trick points and the belote, EW 73 and the best annonce, a tierce.
  Scenario: The defence scores its own annonces, and the takers keep their belote beside them
    Source BGF: "L'équipe avec l'annonce la plus forte totalise ses points"
    Source BGF: "La belote rebelote signifie que vous avez dans votre jeu la dame et le roi dans la couleur de l’atout."

    Given the contract is hearts taken by N
    And the dealer is S
    And E declared 9C 8C 7C
    And N played KH then QH announcing both
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | 9C KH KC JC    | N      |
      | N      | 10S 9S AS 8S   | S      |
      | S      | AD KD QD 10D   | S      |
      | S      | AC 8C 7S 10C   | S      |
      | S      | JD 7H 8D AH    | W      |
      | W      | QS 7D JS KS    | N      |
      | N      | QH 10H 9D 9H   | E      |
      | E      | 7C 8H JH QC    | W      |
    Then the contract is made
    And NS score 109 and EW score 93
