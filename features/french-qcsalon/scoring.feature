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
      | leader | cards          | winner |
      | E      | KC QC 7C 10C   | S      |
      | S      | 10S QS AD 7S   | S      |
      | S      | AS 9H 10H 9S   | E      |
      | E      | 7D 9D JD AH    | S      |
      | S      | 8S QD QH JS    | N      |
      | N      | 8C 8H 9C JC    | W      |
      | W      | 8D JH KD 10D   | S      |
      | S      | KS AC 7H KH    | W      |
    Then the contract is made
    And NS score 96 and EW score 66

  # The last trick holds no card points: EW's 52 are 42 card points and the 10 of the last trick.
  Scenario: The last trick earns 10 points
    Source S003: "Poslednji trik daje 10 poena."

    Given the contract is hearts taken by N
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | 10H JH QH 8H   | N      |
      | N      | KS 8S 10S 7S   | S      |
      | S      | AS 7H KH QS    | N      |
      | N      | QD JD 7D 10D   | E      |
      | E      | 9H 9C AH JC    | E      |
      | E      | 8D KD 10C AD   | S      |
      | S      | KC QC AC JS    | N      |
      | N      | 7C 9S 9D 8C    | E      |
    Then the contract is made
    And NS score 110 and EW score 52

  Scenario: Winning all the tricks scores 252
    Source S003: "Meč, što je osvajanje svih 162 poena uzimanjem svih trikova, daje bonus od 90 poena, što ukupno čini 252."

    Given the contract is hearts taken by N
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | JD 8D 9D 10H   | S      |
      | S      | KH QH 9H 7H    | N      |
      | N      | AC 8C 10C KC   | N      |
      | N      | JC 9C 7C KD    | N      |
      | N      | JH 8H 10S 7S   | N      |
      | N      | AH 8S AS 10D   | N      |
      | N      | AD QC KS 7D    | N      |
      | N      | QD QS 9S JS    | N      |
    Then the contract is made
    And NS score 252 and EW score 0

  Scenario: The defence wins every trick while the takers keep their belote
    Source S003: "Meč, što je osvajanje svih 162 poena uzimanjem svih trikova, daje bonus od 90 poena, što ukupno čini 252."
    Source S003: "20 poena za Belote ili Rebelote se uvek računaju, bez obzira na rezultat uloga."

    Given the contract is hearts taken by N
    And N played KH then QH announcing both
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | JH KH 9H 8H    | E      |
      | E      | 9S QS AS JS    | W      |
      | W      | 10D 7D KD 8D   | W      |
      | W      | 9C 10C AC JC   | E      |
      | E      | AH 7H KC KS    | E      |
      | E      | 10H QH 7C 8C   | E      |
      | E      | QD 9D AD JD    | W      |
      | W      | 10S 7S QC 8S   | W      |
    Then the contract is failed
    And NS score 20 and EW score 252

  Scenario: Takers with 82 points against 80 make their contract
    Source S003: "U standardnoj igri Belote, minimalan neophodan broj poena je uvek 82, što je bar više od polovine ukupnog broja od 162."

    Given the contract is hearts taken by N
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | AC JH 7C 8C    | N      |
      | N      | 8D 7D QD JD    | S      |
      | S      | QH 10H 7H KH   | E      |
      | E      | 10D 9D 9C AD   | S      |
      | S      | KS AH 10S 9S   | E      |
      | E      | 8H 8S AS 9H    | S      |
      | S      | JC KC KD QC    | E      |
      | E      | 10C JS 7S QS   | E      |
    Then the contract is made
    And NS score 82 and EW score 80

  Scenario: Takers with 80 points against 82 fail: the defence scores 162 and the takers 0
    Source S003: "Tim koji je uložio nije dobio dovoljno poena ili je protivnički tim dobio više poena, ulog je dakle neuspešan. Tim koji nije uložio u tom slučaju dobija 162 poena, a tim koji je uložio 0."

    Given the contract is hearts taken by N
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | 7S 8S QS 9S    | W      |
      | W      | KS KH AS 10S   | S      |
      | S      | AD JD 7D QD    | S      |
      | S      | QC JC 9C 10C   | W      |
      | W      | KC 8C KD 7C    | W      |
      | W      | 10H 8H AH 9H   | N      |
      | N      | JS QH 9D JH    | E      |
      | E      | 8D 10D 7H AC   | W      |
    Then the contract is failed
    And NS score 0 and EW score 162

  Scenario: EW takers with fewer points than NS fail: NS score 162 and EW 0
    Source S003: "Tim koji nije uložio u tom slučaju dobija 162 poena, a tim koji je uložio 0."

    Given the contract is hearts taken by E
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | KC QC 7C 10C   | S      |
      | S      | 10S QS AD 7S   | S      |
      | S      | AS 9H 10H 9S   | E      |
      | E      | 7D 9D JD AH    | S      |
      | S      | 8S QD QH JS    | N      |
      | N      | 8C 8H 9C JC    | W      |
      | W      | 8D JH KD 10D   | S      |
      | S      | KS AC 7H KH    | W      |
    Then the contract is failed
    And NS score 162 and EW score 0

  Scenario: Equal points: the defence scores now and the takers' 81 are held over
    Source S003: "Dva tima su dobila isti broj poena, nerešena runda (obično: 81). U tom slučaju, tim koji nije uložio odmah dobija svoje poene, dok se poeni tima koji je uložio čuvaju; oni će biti dodeljeni pobedniku sledeće runde."

    Given the contract is hearts taken by N
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | 7D KD 10D JH   | S      |
      | S      | 8C KC AC QC    | N      |
      | N      | KS AS JS 9S    | W      |
      | W      | 10C 7C 9C KH   | N      |
      | N      | JD QH 10H 9D   | S      |
      | S      | 7H JC 7S 9H    | W      |
      | W      | 8H QS 10S 8D   | W      |
      | W      | AH 8S QD AD    | W      |
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
      | leader | cards          | winner |
      | E      | 10S 7S 9S QS   | E      |
      | E      | 10D KH 7D JD   | N      |
      | N      | 7C JC 8C 10C   | E      |
      | E      | QC 9C KC JH    | S      |
      | S      | 9D AH 9H QD    | N      |
      | N      | AC 8H 7H JS    | W      |
      | W      | 10H KD 8S QH   | W      |
      | W      | AD 8D AS KS    | W      |
    Then the contract is tied
    And NS score 20 and EW score 91
    And 71 points are held over

  Scenario: Points held over go to the takers who make the next contract
    Source S003: "oni će biti dodeljeni pobedniku sledeće runde"

    Given 81 points are held over from the previous deal
    And the contract is hearts taken by N
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | 7S KS JS QS    | N      |
      | N      | 10S 9S 8S 10H  | E      |
      | E      | 7D 9H JD QD    | N      |
      | N      | KH 8H 9D JH    | E      |
      | E      | AD AH KD 10D   | N      |
      | N      | AS QH KC 8C    | W      |
      | W      | 7C AC QC JC    | S      |
      | S      | 10C 8D 7H 9C   | N      |
    Then the contract is made
    And NS score 181 and EW score 62

  Scenario: Points held over go to the defence when the next contract fails
    Source S003: "oni će biti dodeljeni pobedniku sledeće runde"

    Given 81 points are held over from the previous deal
    And the contract is hearts taken by N
    When the deal is scored with these tricks:
      | leader | cards          | winner |
      | E      | 9D KD QD AD    | S      |
      | S      | 10D 7D 8C JD   | S      |
      | S      | 10H KH 9H JH   | W      |
      | W      | JC QC 7C AC    | N      |
      | N      | QH 7H AH 9S    | S      |
      | S      | QS 10S AS 8H   | W      |
      | W      | 10C KS 9C JS   | W      |
      | W      | 8D 8S KC 7S    | W      |
    Then the contract is failed
    And NS score 0 and EW score 243
