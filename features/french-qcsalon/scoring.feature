@variant:french-qcsalon @source:S003 @area:scoring
Feature: Scoring a deal in QCSalon Belote (S003)
  The takers make their contract with at least 82 points and more than the defence, and each side then
  scores what it won; otherwise the defence scores 162 and the takers 0. With equal points the defence
  scores its points now and the takers' points go to the winner of the next deal; belote is never held
  over. The last trick is worth 10, and winning every trick (Meč) 90 more, 252 in all.

  In the trick tables each row lists the cards in the order played, from the player who led; the
  first trick is led by E, and the winner of each trick leads the next. Play goes E, N, W, S.

  Scenario: When the contract is made each side scores the points it won
    Source S003: "u tom slučaju je ulog uspešan i svaki tim dobija onoliko poena koliko je osvojio u rundi."

    Given the contract is hearts taken by N
    When the deal is scored with these tricks:
      | winner | cards          |
      | S      | KC QC 7C 10C   |
      | S      | 10S QS AC 7S   |
      | E      | AS 9H 10H 9S   |
      | S      | 7D 9D JD AH    |
      | N      | 8S QD QH JS    |
      | W      | 8C 8H 9C JC    |
      | S      | 8D JH KD 10D   |
      | W      | KS AD 7H KH    |
    Then the contract is made
    And NS score 96 and EW score 66

  # The last trick holds no card points: EW's 52 are 42 card points and the 10 of the last trick.
  Scenario: The last trick earns 10 points
    Source S003: "Poslednji trik daje 10 poena."

    Given the contract is hearts taken by N
    When the deal is scored with these tricks:
      | winner | cards          |
      | N      | 10H JH QH 7H   |
      | S      | KS 8S 10S 7S   |
      | N      | AS 8H KH QS    |
      | E      | QD JD 7D 10D   |
      | E      | 9H 9C AH JC    |
      | S      | 8D KD 10C AD   |
      | N      | KC QC AC JS    |
      | E      | 7C 9S 9D 8C    |
    Then the contract is made
    And NS score 110 and EW score 52

  Scenario: Winning all the tricks scores 252
    Source S003: "Meč, što je osvajanje svih 162 poena uzimanjem svih trikova, daje bonus od 90 poena, što ukupno čini 252."

    Given the contract is hearts taken by N
    When the deal is scored with these tricks:
      | winner | cards          |
      | S      | JD 8D 9D 10D   |
      | N      | KH QH 9H 7H    |
      | N      | AC 8C 10C KC   |
      | N      | JC 9C 7C KD    |
      | N      | JH 8H 10S 7S   |
      | N      | AH 8S AS QD    |
      | N      | AD QC KS 7D    |
      | N      | 10H QS 9S JS   |
    Then the contract is made
    And NS score 252 and EW score 0

  Scenario: The defence wins every trick while the takers keep their belote
    Source S003: "Meč, što je osvajanje svih 162 poena uzimanjem svih trikova, daje bonus od 90 poena, što ukupno čini 252."
    Source S003: "20 poena za Belote ili Rebelote se uvek računaju, bez obzira na rezultat uloga."

    Given the contract is hearts taken by N
    And N played KH then QH announcing both
    When the deal is scored with these tricks:
      | winner | cards          |
      | E      | 9H 7H 10S 8H   |
      | W      | 9S QS AS JS    |
      | W      | 10D 7D KD 8D   |
      | E      | 7C 8C AC JC    |
      | E      | AH KH KC KS    |
      | E      | 10H QH 9C QC   |
      | W      | QD 9D AD JD    |
      | E      | 10C 7S JH 8S   |
    Then the contract is failed
    And NS score 20 and EW score 252

  Scenario: Takers with 82 points against 80 make their contract
    Source S003: "U standardnoj igri Belote, minimalan neophodan broj poena je uvek 82, što je bar više od polovine ukupnog broja od 162."

    Given the contract is hearts taken by N
    When the deal is scored with these tricks:
      | winner | cards          |
      | N      | 7C AC KC QC    |
      | E      | KD 10D AH JH   |
      | E      | KS 8S QD 7S    |
      | E      | AS 9S JD QS    |
      | S      | 8H 10H KH 9H   |
      | E      | JC 7H 8D 10C   |
      | S      | JS 9D 7D QH    |
      | S      | 9C 10S AD 8C   |
    Then the contract is made
    And NS score 82 and EW score 80

  Scenario: Takers with 80 points against 82 fail: the defence scores 162 and the takers 0
    Source S003: "Tim koji je uložio nije dobio dovoljno poena ili je protivnički tim dobio više poena, ulog je dakle neuspešan. Tim koji nije uložio u tom slučaju dobija 162 poena, a tim koji je uložio 0."

    Given the contract is hearts taken by N
    When the deal is scored with these tricks:
      | winner | cards          |
      | W      | 7S 9S QS 8S    |
      | S      | KS KH AS 10S   |
      | S      | AD JD 7D QD    |
      | W      | QC JC 9C 10C   |
      | W      | KC 8C KD 7C    |
      | N      | 10H 8H AH 9H   |
      | E      | JS QH 9D JH    |
      | W      | 8D 10D 7H AC   |
    Then the contract is failed
    And NS score 0 and EW score 162

  Scenario: EW takers with fewer points than NS fail: NS score 162 and EW 0
    Source S003: "Tim koji nije uložio u tom slučaju dobija 162 poena, a tim koji je uložio 0."

    Given the contract is hearts taken by E
    When the deal is scored with these tricks:
      | winner | cards          |
      | S      | KC QC 7C 10C   |
      | S      | 10S QS AC 7S   |
      | E      | AS 9H 10H 9S   |
      | S      | 7D 9D JD AH    |
      | N      | 8S QD QH JS    |
      | W      | 8C 8H 9C JC    |
      | S      | 8D JH KD 10D   |
      | W      | KS AD 7H KH    |
    Then the contract is failed
    And NS score 162 and EW score 0

  Scenario: Equal points: the defence scores now and the takers' 81 are held over
    Source S003: "Dva tima su dobila isti broj poena, nerešena runda (obično: 81). U tom slučaju, tim koji nije uložio odmah dobija svoje poene, dok se poeni tima koji je uložio čuvaju; oni će biti dodeljeni pobedniku sledeće runde."

    Given the contract is hearts taken by N
    When the deal is scored with these tricks:
      | winner | cards          |
      | S      | 7D KD 10D JH   |
      | N      | 8C KC AC QC    |
      | W      | KS AS JS 9S    |
      | N      | 10C 7C 9C KH   |
      | S      | JD QH 10H 9D   |
      | W      | 7H AH 7S 9H    |
      | W      | 8H QS 10S 8D   |
      | W      | JC 8S QD AD    |
    Then the contract is tied
    And NS score 0 and EW score 81
    And 81 points are held over

  # The takers' 71 trick points and 20 of belote make 91, as many as the defence's 91; only the 71
  # are held over, the takers score their belote now.
  Scenario: In a tie the takers keep their belote and only their trick points are held over
    Source S003: "Mogu da sačuvaju od nerešene ili neuspešne runde i nikada se ne čuvaju za sledeću rundu."
    Source S003: "20 poena za Belote ili Rebelote se uvek računaju, bez obzira na rezultat uloga."

    Given the contract is hearts taken by N
    And N played KH then QH announcing both
    When the deal is scored with these tricks:
      | winner | cards          |
      | E      | 10S 7S 8S QS   |
      | N      | 10D KH 7D JD   |
      | E      | 7C JC 8C 10C   |
      | S      | QC 9C KC 9H    |
      | N      | 9D AH JH QD    |
      | W      | AC 8H 7H JS    |
      | W      | 10H KD 9S QH   |
      | W      | AD 8D AS KS    |
    Then the contract is tied
    And NS score 20 and EW score 91
    And 71 points are held over

  Scenario: Points held over go to the takers who make the next contract
    Source S003: "oni će biti dodeljeni pobedniku sledeće runde"

    Given 81 points are held over from the previous deal
    And the contract is hearts taken by N
    When the deal is scored with these tricks:
      | winner | cards          |
      | N      | 7S KS JS QS    |
      | E      | 10S 9S 8S 10H  |
      | N      | 7D 9H JD QD    |
      | E      | KH 8H 9D JH    |
      | N      | AD AH KD 10D   |
      | W      | AS QH KC 8C    |
      | S      | 7C AC 10C JC   |
      | N      | QC 8D 7H 9C    |
    Then the contract is made
    And NS score 181 and EW score 62

  Scenario: Points held over go to the defence when the next contract fails
    Source S003: "oni će biti dodeljeni pobedniku sledeće runde"

    Given 81 points are held over from the previous deal
    And the contract is hearts taken by N
    When the deal is scored with these tricks:
      | winner | cards          |
      | S      | 9D KD QD AD    |
      | S      | 10D 7D 9S JD   |
      | W      | 10H KH 9H JH   |
      | N      | JC QC 7C AC    |
      | S      | QH 7H AH 8C    |
      | W      | QS 10S AS 8H   |
      | W      | 10C KS 9C JS   |
      | W      | 8D 8S KC 7S    |
    Then the contract is failed
    And NS score 0 and EW score 243
