@variant:klaverjas-rotterdam @variant:klaverjas-amsterdam @source:NKU @area:dealing @protocol
Feature: A seeded deal of Klaverjas (NKU rules): the source's deck in the protocol's order
  Source NKU gives the deck (the quote below) and the dealing, 3-2-3 clockwise; it says nothing of
  the order of the cards and knows no seed.
  The order of a seeded deck is belote-spec's protocol, not the source's (docs/implementers.md,
  "A seeded deck", and the README's "Determinism"): the canonical order, suit by suit in the
  variant's deck.suits (C D H S) and within each suit rank by rank in its deck.ranks
  (7 8 9 10 J Q K A), shuffled by SplitMix64 + Fisher-Yates from the seed. An engine deals these
  hands from this seed only if its deck holds these cards in that canonical order: with two suits
  or two ranks the other way round, the same seed deals other hands.

  Scenario: Seed 1 dealt by S gives these hands
    Source NKU: "Alleen de 32 kaarten van 7 en hoger, inclusief de Azen, worden gebruikt."
    Source NKU: "De kaarten worden met de klok mee gedeeld, iedere speler ontvangt er 8, er wordt 3-2-3 gedeeld"
    Protocol: the deck order from a seed is the protocol's (docs/implementers.md), not the source's.

    # Clockwise from S the first packet of three goes to W: the seeded deck's first cards 8S QD 9C.
    Given S deals from seed 1
    Then W holds 8S QD 9C JS KC 7H AC 9D
    And N holds JD 7S AS 10D 10C QS 7D 8H
    And E holds JH QH 8D 9H 10H KS QC AD
    And S holds KD 10S KH 9S JC 7C AH 8C
