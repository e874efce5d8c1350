@variant:bulgarian-3p @source:S004 @area:dealing
Feature: Dealing in Bulgarian Belot for three players when W deals (S004)
  Who is served first and who speaks first are counted from the dealer, whoever deals: here W deals,
  so S, on his right, comes first. Play goes S, E, W. The deck below, top card first, is the 24-card
  deck in suit order (clubs, diamonds, hearts, spades) and rank order 9 to Ace. Dealt by W it gives
  S 9C 10C JC then QD KD, E QC KC AC then AD 9H, W 9D 10D JD then 10H JH; after the bidding S gets
  QH KH AH, E 9S 10S JS and W QS KS AS.

  Scenario: Dealt by W, the first 5 cards go first to S, on the dealer's right
    Source S004: "Әр ойыншыға 3 карта жабық түрде беріледі, содан кейін тағы 2 карта (барлығы 5)."
    Source S004: "Дилердің оң жағында отырған ойыншы козырды таңдайды немесе өтеді."

    Given W deals the deck 9C 10C JC QC KC AC 9D 10D JD QD KD AD 9H 10H JH QH KH AH 9S 10S JS QS KS AS
    Then S holds 9C 10C JC QD KD
    And E holds QC KC AC AD 9H
    And W holds 9D 10D JD 10H JH

  Scenario: Dealt by W, S, on the dealer's right, speaks first
    Source S004: "Дилердің оң жағында отырған ойыншы козырды таңдайды немесе өтеді. Келесі ойыншыға оны қабылдау немесе өту мүмкіндігі бар."

    Given W deals the deck 9C 10C JC QC KC AC 9D 10D JD QD KD AD 9H 10H JH QH KH AH 9S 10S JS QS KS AS
    Then it is S's turn to bid

  Scenario: Dealt by W, the 3 more cards after the bidding go first to S, on the dealer's right
    The seed gives no order for the last 3 cards; they are dealt as the first 5 were, from the dealer's
    right.
    Source S004: "Әр ойыншыға 3 карта жабық түрде беріледі, содан кейін тағы 2 карта (барлығы 5)."
    Source S004: "Егер келісімге келсе, тағы 3 карта беріледі."

    Given W deals the deck 9C 10C JC QC KC AC 9D 10D JD QD KD AD 9H 10H JH QH KH AH 9S 10S JS QS KS AS
    When S bids spades
    And E passes
    And W passes
    Then the contract is spades taken by S
    And S holds 9C 10C JC QD KD QH KH AH
    And E holds QC KC AC AD 9H 9S 10S JS
    And W holds 9D 10D JD 10H JH QS KS AS
