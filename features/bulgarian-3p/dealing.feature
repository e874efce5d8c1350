@variant:bulgarian-3p @source:S004 @area:dealing
Feature: Dealing in Bulgarian Belot for three players (S004)
  Each player gets 3 cards face down, then 2, counter-clockwise from the player to the dealer's right;
  once a contract is bid, 3 more each, so that all 24 cards are in play. Seats S, W and E; play goes
  S, E, W.

  The deck below, top card first, is the 24-card deck in suit order (clubs, diamonds, hearts, spades)
  and rank order 9 to Ace. Dealt by S it gives E 9C 10C JC then QD KD, W QC KC AC then AD 9H,
  S 9D 10D JD then 10H JH; after the bidding E gets QH KH AH, W 9S 10S JS and S QS KS AS.

  Scenario: Each player first gets 5 cards, 3 then 2, from the dealer's right
    Source S004: "Әр ойыншыға 3 карта жабық түрде беріледі, содан кейін тағы 2 карта (барлығы 5)."

    Given S deals the deck 9C 10C JC QC KC AC 9D 10D JD QD KD AD 9H 10H JH QH KH AH 9S 10S JS QS KS AS
    Then E holds 9C 10C JC QD KD
    And W holds QC KC AC AD 9H
    And S holds 9D 10D JD 10H JH
    And it is E's turn to bid

  Scenario: After the bidding each player gets 3 more cards and all 24 are in play
    Source S004: "Егер келісімге келсе, тағы 3 карта беріледі."
    Source S004: "Барлығы 8x3=24 карта қолданылады"

    Given S deals the deck 9C 10C JC QC KC AC 9D 10D JD QD KD AD 9H 10H JH QH KH AH 9S 10S JS QS KS AS
    When E bids hearts
    And W passes
    And S passes
    Then the contract is hearts taken by E
    And E holds 9C 10C JC QD KD QH KH AH
    And W holds QC KC AC AD 9H 9S 10S JS
    And S holds 9D 10D JD 10H JH QS KS AS

  Scenario: The deal passes to the player on the right
    Source S004: "карталарды оң жақтағы ойыншы араластырып, жаңадан береді"

    Then after a deal dealt by S, E deals next
    And after a deal dealt by E, W deals next
    And after a deal dealt by W, S deals next

  Scenario: After the bidding the 3 more cards go first to the dealer's right, whoever bid
    The seed gives no order for the last 3 cards; they are dealt as the first 5 were, from the dealer's
    right.
    Source S004: "Әр ойыншыға 3 карта жабық түрде беріледі, содан кейін тағы 2 карта (барлығы 5)."
    Source S004: "Егер келісімге келсе, тағы 3 карта беріледі."

    Given S deals the deck 9C 10C JC QC KC AC 9D 10D JD QD KD AD 9H 10H JH QH KH AH 9S 10S JS QS KS AS
    When E passes
    And W bids hearts
    And S passes
    And E passes
    Then the contract is hearts taken by W
    And E holds 9C 10C JC QD KD QH KH AH
    And W holds QC KC AC AD 9H 9S 10S JS
    And S holds 9D 10D JD 10H JH QS KS AS
