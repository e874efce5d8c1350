"""`new_deal_from_hands`: a deal given by each seat's first cards rather than a pack, so that a scenario
about bidding or play does not also test how an engine lays out a pack (one deviation, one failure)."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from belote_spec.conformance.runner import run_case
from belote_spec.conformance.scenarios import collect
from belote_spec.engine.rules import Rules, rules_for
from belote_spec.engine.shuffle import deal_before_bidding, deck_from_hands, shuffled
from belote_spec.protocol.interface import ReferenceEngine, Rejected
from belote_spec.spec.loader import load_variant, shipped_variant_ids


@pytest.mark.parametrize("variant", shipped_variant_ids())
def test_the_pack_laid_out_from_the_hands_deals_those_hands(variant: str) -> None:
    rules = rules_for(variant)
    for seed in range(5):
        deck = shuffled(rules.deck.size, seed)
        for dealer in range(rules.table.n):
            hands, turned, used = deal_before_bidding(rules, deck, dealer)
            assert deck_from_hands(rules, dealer, hands, turned, deck[used:]) == deck


def _hands(variant: str, dealer: str = "S") -> dict[str, Any]:
    rules = rules_for(variant)
    deck = list(range(rules.deck.size))
    hands, turned, used = deal_before_bidding(rules, deck, rules.table.seat(dealer))
    name = rules.deck.name
    return {
        "hands": {rules.table.seats[i]: [name(c) for c in h] for i, h in enumerate(hands)},
        "turned": name(turned) if turned is not None else None,
        "stock": [name(c) for c in deck[used:]],
    }


def test_the_reference_engine_deals_what_it_is_given() -> None:
    engine = ReferenceEngine()
    given = _hands("french")
    handle = engine.new_deal_from_hands("french", "S", **given)
    state = engine.state(handle)
    assert {s: sorted(h) for s, h in state["hands"].items()} == {s: sorted(h) for s, h in given["hands"].items()}
    assert state["turned_card"] == given["turned"]


@pytest.mark.parametrize(
    ("change", "says"),
    [
        (lambda g: g["hands"]["S"].pop(), "S is dealt 5 cards before the bidding, not 4"),
        (lambda g: g.update(turned=None), "this variant turns a card up"),
        (lambda g: g["stock"].pop(), "11 cards are left to deal after the bidding, not 10"),
        (lambda g: g["stock"].__setitem__(0, g["hands"]["N"][0]), "exactly once"),
        (lambda g: g["hands"].pop("W"), "no hand for W"),
        (lambda g: g["hands"]["E"].__setitem__(0, "1Z"), "1Z"),
    ],
)
def test_hands_that_do_not_fit_the_plan_are_rejected_and_no_deal_is_made(change: Any, says: str) -> None:
    engine = ReferenceEngine()
    given = copy.deepcopy(_hands("french"))
    change(given)
    with pytest.raises(Rejected) as e:
        engine.new_deal_from_hands("french", "S", **given)
    assert says in e.value.message and not engine._deals


class _Dealer:
    """The reference engine dealing the pack another way (its first packets start from the dealer's left),
    with or without the operation that takes hands."""

    def __init__(self, offers_hands: bool) -> None:
        spec = copy.deepcopy(load_variant("french"))
        spec["dealing"]["before_bidding"]["start"] = "left_of_dealer"
        self._engine = ReferenceEngine(rules={"french": Rules(spec)})
        from belote_spec.protocol.definition import OPERATIONS

        self.operations = [o for o in OPERATIONS if offers_hands or o != "new_deal_from_hands"]

    def __getattr__(self, name: str) -> Any:
        return getattr(self._engine, name)


def test_a_dealing_deviation_fails_the_dealing_scenarios_only_when_the_engine_takes_hands() -> None:
    cases = [c for c in collect() if c.variant == "french"]
    spec = load_variant("french")

    def failed(engine: Any) -> set[tuple[str, str]]:
        return {(c.id, c.areas[0]) for c in cases if run_case(engine, c, spec).status == "failed"}

    with_hands, with_pack = failed(_Dealer(True)), failed(_Dealer(False))
    assert with_hands and {area for _, area in with_hands} == {"dealing"}
    # Given the pack, the same engine also fails scenarios about the play of the cards.
    assert with_hands < with_pack and {area for _, area in with_pack - with_hands} - {"dealing"}
