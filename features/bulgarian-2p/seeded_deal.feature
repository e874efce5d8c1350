@variant:bulgarian-2p @source:S004 @area:dealing @protocol
Feature: A seeded deal of Bulgarian Belot (two players): the source's deck in the protocol's order
  Source S004 gives the deck (the quote below); it says nothing of the order of its cards
  and knows no seed.
  The order of a seeded deck is belote-spec's protocol, not the source's (docs/implementers.md,
  "A seeded deck", and the README's "Determinism"): the canonical order, suit by suit in the
  variant's deck.suits (C D H S) and within each suit rank by rank in its deck.ranks
  (9 10 J Q K A), shuffled by SplitMix64 + Fisher-Yates from the seed. An engine deals these
  hands from this seed only if its deck holds these cards in that canonical order: with two suits
  or two ranks the other way round, the same seed deals other hands.

  Scenario: Seed 1 dealt by S gives these hands
    Source S004: "Барлығы 18 карта қолданылады, ал қалған 6 карта қажет емес, оларды ешкім қарамайды."
    Protocol: the deck order from a seed is the protocol's (docs/implementers.md), not the source's.

    Given S deals from seed 1
    Then S holds 9H AS KS KH 9S QH
    And N holds 10D JS QS AD QC AC
