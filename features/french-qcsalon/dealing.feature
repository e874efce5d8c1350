@variant:french-qcsalon @source:S003 @area:dealing
Feature: Dealing in QCSalon Belote (S003)
  The dealer gives 5 cards to each player and shows the next card. After the bidding the rest of the
  cards (3 each) are dealt starting from the taker, who thus gets the card shown. The player to the
  left of the dealer deals the next deal. Seed 003 allows 2 then 3 or 3 then 2; belote-spec deals
  3 then 2 from the player after the dealer (the variant's reading), so that a deck order fixes the hands.

  The deck below, top card first, is the deck in suit order (clubs, diamonds, hearts, spades) and rank
  order 7 to Ace. Dealt by S it gives E 7C 8C 9C then JD QD, N 10C JC QC then KD AD, W KC AC 7D then
  7H 8H, S 8D 9D 10D then 9H 10H, and shows JH.

  Scenario: Each player first gets 5 cards
    Source S003: "Delitelj deli 5 karata svakom igraču, po dve a zatim po tri ili po tri a zatim po dve."

    Given S deals the deck 7C 8C 9C 10C JC QC KC AC 7D 8D 9D 10D JD QD KD AD 7H 8H 9H 10H JH QH KH AH 7S 8S 9S 10S JS QS KS AS
    Then E holds 7C 8C 9C JD QD
    And N holds 10C JC QC KD AD
    And W holds KC AC 7D 7H 8H
    And S holds 8D 9D 10D 9H 10H

  Scenario: The next card is shown and proposes the trump suit
    Source S003: "Pokazuje sledeću kartu koja nije deljena. Boja ove karte se predlaže kao boja aduta za prvu fazu ulaganja"

    Given S deals the deck 7C 8C 9C 10C JC QC KC AC 7D 8D 9D 10D JD QD KD AD 7H 8H 9H 10H JH QH KH AH 7S 8S 9S 10S JS QS KS AS
    When E takes
    Then the contract is hearts taken by E
    And E holds 8 cards including JH

  Scenario: After the bidding the rest is dealt starting from the taker, who gets the card shown
    Source S003: "deljenje ostatka karata (3 za svakog igrača) se nastavlja počevši od igrača koji je uzeo ulog. Taj igrač će dakle imati kartu koja je prethodno pokazana u svojoj ruci."

    Given S deals the deck 7C 8C 9C 10C JC QC KC AC 7D 8D 9D 10D JD QD KD AD 7H 8H 9H 10H JH QH KH AH 7S 8S 9S 10S JS QS KS AS
    When E passes
    And N takes
    Then the contract is hearts taken by N
    And N holds 10C JC QC KD AD JH QH KH
    And W holds KC AC 7D 7H 8H AH 7S 8S
    And S holds 8D 9D 10D 9H 10H 9S 10S JS
    And E holds 7C 8C 9C JD QD QS KS AS

  Scenario: The player to the left of the dealer deals next
    Source S003: "Na kraju runde, računaju se poeni i igrač levo od trenutnog delitelja postaje delitelj u sledećoj rundi."

    Then after a deal dealt by S, W deals next
    And after a deal dealt by W, N deals next
    And after a deal dealt by N, E deals next
    And after a deal dealt by E, S deals next

  Scenario: No card is played before the rest of the deal
    Source S003: "Zatim, nakon što su sve karte podeljene, igranje karata može da počne"

    Given S deals the deck 7C 8C 9C 10C JC QC KC AC 7D 8D 9D 10D JD QD KD AD 7H 8H 9H 10H JH QH KH AH 7S 8S 9S 10S JS QS KS AS
    When E plays 7C
    Then the play is rejected citing phase
    And the state is unchanged
    When E passes
    And N takes
    Then it is E's turn to play
