@variant:schieber @variant:schieber-turnier @variant:schieber-2500 @source:PGS @area:dealing @protocol
Feature: A seeded deal of Schieber Jass (pagat.com, German): the source's deck in the protocol's order
  Source PGS gives the deck (the quotes below) and the dealing, three at a time counter-clockwise from
  the dealer's right; it says nothing of the order of the cards and knows no seed.
  The order of a seeded deck is belote-spec's protocol, not the source's (docs/implementers.md,
  "A seeded deck", and the README's "Determinism"): the canonical order, suit by suit in the
  variant's deck.suits (C D H S) and within each suit rank by rank in its deck.ranks
  (6 7 8 9 10 J Q K A), shuffled by SplitMix64 + Fisher-Yates from the seed. An engine deals these
  hands from this seed only if its deck holds these cards in that canonical order: with two suits
  or two ranks the other way round, the same seed deals other hands.

  Scenario: Seed 1 dealt by S gives these hands
    Source PGS: "Das Kartenspiel hat 36 Karten."
    Source PGS: "Der Geber teilt alle Karten aus, je drei auf einmal, beginnend mit dem Spieler rechts von ihm."
    Protocol: the deck order from a seed is the protocol's (docs/implementers.md), not the source's.

    # Counter-clockwise from S the first packet of three goes to E, on the dealer's right.
    Given S deals from seed 1
    Then E holds 9H 10D AS 6H QH 6D 8H KC 7H
    And N holds 9D JH 10C QC QS 8C AC 7D QD
    And W holds KD 10S AD 9S JS 8D 7C KH 8S
    And S holds KS AH 9C 7S 10H 6S 6C JD JC
