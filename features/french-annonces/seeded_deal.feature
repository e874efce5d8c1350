@variant:french-annonces @source:S001 @area:dealing @protocol
Feature: A seeded deal of French Belote with annonces: the source's deck in the protocol's order
  Source S001 gives the deck (the quote below); it says nothing of the order of its cards
  and knows no seed.
  The order of a seeded deck is belote-spec's protocol, not the source's (docs/implementers.md,
  "A seeded deck", and the README's "Determinism"): the canonical order, suit by suit in the
  variant's deck.suits (C D H S) and within each suit rank by rank in its deck.ranks
  (7 8 9 10 J Q K A), shuffled by SplitMix64 + Fisher-Yates from the seed. An engine deals these
  hands from this seed only if its deck holds these cards in that canonical order: with two suits
  or two ranks the other way round, the same seed deals other hands.

  Scenario: Seed 1 dealt by S gives these hands
    Source S001: "played with a 32 card deck (7, 8, 9, 10, J, Q, K, A for each 4 suits)"
    Protocol: the deck order from a seed is the protocol's (docs/implementers.md), not the source's.

    Given S deals from seed 1
    Then S holds KD 10S KH 9S JC
    And E holds 8S QD 9C JS KC
    And N holds JD 7S AS 10D 10C
    And W holds JH QH 8D 9H 10H
    And the card turned up is 7H
