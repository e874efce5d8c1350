@variant:french-qcsalon @source:S003 @area:bidding
Feature: Bidding on the turned card in QCSalon Belote (S003)
  From the player after the dealer, each player in turn may take or pass. In the first round the trump
  is the suit of the turned card; in the second round the taker names one of the other three suits and
  may not name the turned suit again. If nobody takes in two rounds the next dealer deals again, and a
  player who takes ends the bidding. S deals in every scenario, so E speaks first.

  Scenario: The player after the dealer speaks first
    Source S003: "Kada je na potezu počevši od igrača nakon delitelja, svaki igrač može da izabere da li želi da uzme ili preskoči."

    Given S deals with JH turned up
    Then it is E's turn to bid

  Scenario: A bid out of turn is rejected
    Source S003: "Kada je na potezu počevši od igrača nakon delitelja, svaki igrač može da izabere da li želi da uzme ili preskoči."

    Given S deals with JH turned up
    When N takes
    Then the bid is rejected citing turn
    And the state is unchanged

  Scenario: In the first round the trump is the suit of the turned card
    Source S003: "U prvom krugu poteza, boja aduta je uvek boja prikazane karte."

    Given S deals with JH turned up
    When E passes
    And N takes
    Then the contract is hearts taken by N

  Scenario: Another suit cannot be named in the first round
    Source S003: "U prvom krugu poteza, boja aduta je uvek boja prikazane karte."

    Given S deals with JH turned up
    When E takes spades
    Then the bid is rejected citing /bidding/rounds/0
    And the state is unchanged

  Scenario: The taker ends the bidding and gets the turned card
    Source S003: "Po osnovnim pravilima, igrač koji uzme završava fazu ulaganja i druga faza deljenja počinje od njega (nije moguće da drugi igrač uzme ulog nakon njega)."
    Source S003: "Taj igrač će dakle imati kartu koja je prethodno pokazana u svojoj ruci."

    Given S deals with JH turned up
    When E passes
    And N takes
    And W takes
    Then the bid is rejected citing phase
    And the state is unchanged
    And the contract is hearts taken by N
    And N holds 8 cards including JH

  Scenario: In the second round the taker may name another suit
    Source S003: "Ako niko ne uzme u prvom krugu, druga boja se može izabrati kao adut"

    Given S deals with JH turned up
    When E passes
    And N passes
    And W passes
    And S passes
    And E passes
    And N takes spades
    Then the contract is spades taken by N
    And N holds 8 cards including JH

  Scenario: In the second round the turned suit cannot be named again
    Source S003: "Ako niko ne uzme u prvom krugu, druga boja se može izabrati kao adut ali nakon toga nije dozvoljeno da ponovo izaberete prvobitnu boju prikazane karte."

    Given S deals with JH turned up
    When E passes
    And N passes
    And W passes
    And S passes
    And E takes hearts
    Then the bid is rejected citing /bidding/rounds/1
    And the state is unchanged

  Scenario: When nobody takes in two rounds the deal is cancelled and the player to the dealer's left deals
    Source S003: "Ako niko nije uzeo nakon drugog kruga poteza, karte se vraćaju, mešaju i dele od strane sledećeg delitelja."
    Source S003: "igrač levo od trenutnog delitelja postaje delitelj u sledećoj rundi"

    Given S deals with JH turned up
    When E passes
    And N passes
    And W passes
    And S passes
    And E passes
    And N passes
    And W passes
    And S passes
    Then the deal is cancelled
    And W deals next
