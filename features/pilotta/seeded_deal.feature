@variant:pilotta @source:KYP @area:dealing @protocol
Feature: A seeded deal of Pilotta (kypros.org): the source's deck in the protocol's order
  Source KYP gives the deck (the quote below); it says nothing of the order of its cards, of how
  they are dealt, and knows no seed. The variant deals 3, 2 then 3 cards from the player after the
  dealer (marked unstated).
  The order of a seeded deck is belote-spec's protocol, not the source's (docs/implementers.md,
  "A seeded deck", and the README's "Determinism"): the canonical order, suit by suit in the
  variant's deck.suits (C D H S) and within each suit rank by rank in its deck.ranks
  (7 8 9 10 J Q K A), shuffled by SplitMix64 + Fisher-Yates from the seed. An engine deals these
  hands from this seed only if its deck holds these cards in that canonical order: with two suits
  or two ranks the other way round, the same seed deals other hands.

  Scenario: Seed 1 dealt by S gives these hands
    Source KYP: "Pilotta is played with a pack of 32 cards, 7 to A, hearts, diamonds, clubs and spades."
    Protocol: the deck order from a seed is the protocol's (docs/implementers.md), not the source's.

    Given S deals from seed 1
    Then S holds KD 10S KH 9S JC 7C AH 8C
    And E holds 8S QD 9C JS KC 7H AC 9D
    And N holds JD 7S AS 10D 10C QS 7D 8H
    And W holds JH QH 8D 9H 10H KS QC AD
