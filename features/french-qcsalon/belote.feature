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
      | winner | cards          |
      | N      | 10H JH 9H 7H   |
      | S      | 7C 9C 10C JC   |
      | S      | AH 9S KH QS    |
      | W      | 10S KS 8S AS   |
      | N      | JS JD 7S QH    |
      | N      | 8H 8D 7D 8C    |
      | N      | AC QD KC QC    |
      | W      | 10D AD 9D KD   |
    Then the contract is made
    And NS score 122 and EW score 60

  Scenario: Queen then King scores no belote
    Source S003: "Kralj i dama se moraju odigrati u tom redosledu; igranje dame a zatim kralja ne daje bonus."

    Given the contract is hearts taken by N
    And N played QH then KH announcing both
    When the deal is scored with these tricks:
      | winner | cards          |
      | S      | 10H QH 8S AH   |
      | E      | JS JH 9S 10S   |
      | E      | 9H 7H 7D 8H    |
      | E      | 10D 9D KS 8D   |
      | N      | 9C KH KC QC    |
      | S      | QS AC AS JC    |
      | N      | QD JD AD 10C   |
      | N      | 7S 7C KD 8C    |
    Then the contract is made
    And NS score 102 and EW score 60

  Scenario: Belote announced without rebelote does not score
    Source S003: "Naravno, bonus se gubi ako zaboravite da kažete jednu od ove dve reči."

    Given the contract is hearts taken by N
    And N played KH then QH announcing only the first
    When the deal is scored with these tricks:
      | winner | cards          |
      | N      | 10H JH 9H 7H   |
      | S      | 7C 9C 10C JC   |
      | S      | AH 9S KH QS    |
      | W      | 10S KS 8S AS   |
      | N      | JS JD 7S QH    |
      | N      | 8H 8D 7D 8C    |
      | N      | AC QD KC QC    |
      | W      | 10D AD 9D KD   |
    Then the contract is made
    And NS score 102 and EW score 60

  Scenario: Belote never announced does not score
    Source S003: "Naravno, bonus se gubi ako zaboravite da kažete jednu od ove dve reči."

    Given the contract is hearts taken by N
    And N played KH then QH announcing neither
    When the deal is scored with these tricks:
      | winner | cards          |
      | N      | 10H JH 9H 7H   |
      | S      | 7C 9C 10C JC   |
      | S      | AH 9S KH QS    |
      | W      | 10S KS 8S AS   |
      | N      | JS JD 7S QH    |
      | N      | 8H 8D 7D 8C    |
      | N      | AC QD KC QC    |
      | W      | 10D AD 9D KD   |
    Then the contract is made
    And NS score 102 and EW score 60

  Scenario: Takers who fail their contract keep their belote
    Source S003: "20 poena za Belote ili Rebelote se uvek računaju, bez obzira na rezultat uloga."
    Source S003: "Mogu da sačuvaju od nerešene ili neuspešne runde"

    Given the contract is hearts taken by N
    And N played KH then QH announcing both
    When the deal is scored with these tricks:
      | winner | cards          |
      | E      | 10D 7D 8D QD   |
      | E      | AC 8C 10C QC   |
      | E      | JH 8H JC 7H    |
      | N      | 9C 10H KC KD   |
      | E      | KH AS AH 9H    |
      | W      | QS 7S 10S 8S   |
      | N      | KS 9D 9S QH    |
      | S      | JD JS AD 7C    |
    Then the contract is failed
    And NS score 20 and EW score 162
