@variant:french-qcsalon @source:S003 @area:belote
Feature: Belote and rebelote in QCSalon Belote (S003)
  A player holding the King and the Queen of trump scores 20 points for the side by saying "belote"
  on the King and "rebelote" on the Queen. The King must come first: Queen then King scores nothing.
  Forgetting either word loses the bonus. The 20 points always count, whatever the contract's result.

  In the trick tables each row lists the cards in the order played, from the player who led; the
  first trick is led by E, and the winner of each trick leads the next. Play goes E, N, W, S.

  Scenario: Belote played King then Queen and announced scores 20 points
    Source S003: "Ako igrač ima kralja i damu boje aduta, njegov tim može da dobije 20 bonus poena."
    Source S003: "Da bi ih dobili, mora da kaže « belote » kada igra kralja, i « rebelote » kada igra damu"

    Given the contract is hearts taken by N
    And N played KH then QH announcing both
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | 10S 8H QS AS   | N      |
      | N      | QD 9D KD JD    | S      |
      | S      | AD JH 8D 7D    | E      |
      | E      | 8C AC 9C 7C    | N      |
      | N      | KH 10H AH 7S   | S      |
      | S      | 7H KS 9H JS    | N      |
      | N      | QH 10C 9S 8S   | N      |
      | N      | JC QC 10D KC   | E      |
    Then the contract is made
    And NS score 122 and EW score 60

  Scenario: Queen then King scores no belote
    Source S003: "Kralj i dama se moraju odigrati u tom redosledu; igranje dame a zatim kralja ne daje bonus."

    Given the contract is hearts taken by N
    And N played QH then KH announcing both
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | AS 8S QS 9S    | E      |
      | E      | JS QH 10S JD   | N      |
      | N      | 9D AD 7D 7C    | W      |
      | W      | 10H 9H 7S 7H   | S      |
      | S      | 10C AC KH 8C   | N      |
      | N      | 8H JH AH KC    | W      |
      | W      | 8D QD 9C 10D   | N      |
      | N      | KD JC QC KS    | N      |
    Then the contract is made
    And NS score 102 and EW score 60

  Scenario: Belote announced without rebelote does not score
    Source S003: "Naravno, bonus se gubi ako zaboravite da kažete jednu od ove dve reči."

    Given the contract is hearts taken by N
    And N played KH then QH announcing only the first
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | 10S 8H QS AS   | N      |
      | N      | QD 9D KD JD    | S      |
      | S      | AD JH 8D 7D    | E      |
      | E      | 8C AC 9C 7C    | N      |
      | N      | KH 10H AH 7S   | S      |
      | S      | 7H KS 9H JS    | N      |
      | N      | QH 10C 9S 8S   | N      |
      | N      | JC QC 10D KC   | E      |
    Then the contract is made
    And NS score 102 and EW score 60

  Scenario: Belote never announced does not score
    Source S003: "Naravno, bonus se gubi ako zaboravite da kažete jednu od ove dve reči."

    Given the contract is hearts taken by N
    And N played KH then QH announcing neither
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | 10S 8H QS AS   | N      |
      | N      | QD 9D KD JD    | S      |
      | S      | AD JH 8D 7D    | E      |
      | E      | 8C AC 9C 7C    | N      |
      | N      | KH 10H AH 7S   | S      |
      | S      | 7H KS 9H JS    | N      |
      | N      | QH 10C 9S 8S   | N      |
      | N      | JC QC 10D KC   | E      |
    Then the contract is made
    And NS score 102 and EW score 60

  Scenario: Takers who fail their contract keep their belote
    Source S003: "20 poena za Belote ili Rebelote se uvek računaju, bez obzira na rezultat uloga."
    Source S003: "Mogu da sačuvaju od nerešene ili neuspešne runde"

    Given the contract is hearts taken by N
    And N played KH then QH announcing both
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | 10D 7D 8D QD   | E      |
      | E      | AC 8C 10C QC   | E      |
      | E      | JH 8H JC 7H    | E      |
      | E      | 9C 10H KD KC   | N      |
      | N      | KH AS AH 9H    | E      |
      | E      | QS 7S 10S 8S   | W      |
      | W      | KS 9D 9S QH    | N      |
      | N      | JD JS AD 7C    | S      |
    Then the contract is failed
    And NS score 20 and EW score 162
