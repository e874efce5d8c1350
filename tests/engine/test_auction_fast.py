"""`Auction.legal_bids` works the bids out from the auction's state; `legal_bids_by_trying` (every
candidate through `parse` and `check`) is its oracle. The two must list the same bids in the same order at
every step of seeded auctions in every shipped variant, and `check` must still refuse what is left out."""

from __future__ import annotations

import copy
import random
from typing import Any

import pytest

from belote_spec.engine.auction import Auction
from belote_spec.engine.deal import Deal
from belote_spec.engine.illegal import Rejected
from belote_spec.engine.rules import Rules, rules_for
from belote_spec.spec.loader import shipped_variant_ids


def _walk(rules: Rules, deals: int, seed: int) -> int:
    """Plays seeded auctions, comparing the fast list with the oracle's before every bid; returns the
    number of steps compared. Bids are drawn from the list, favouring raises so auctions run long."""
    rng = random.Random(seed)
    steps = 0
    for number in range(deals):
        deal = Deal(rules, number % rules.table.n, seed=seed * 1000 + number)
        while deal.phase == "bidding":
            bidding, seat = deal.bidding, deal.turn
            assert seat is not None
            fast = bidding.legal_bids(seat)
            slow = (
                bidding.legal_bids_by_trying(seat)
                if isinstance(bidding, Auction)
                else list(bidding._try_every_bid(seat))
            )
            assert fast == slow, (rules.id, number, bidding.history_json())
            for other in range(rules.table.n):
                if other != seat:
                    assert bidding.legal_bids(other) == [], "only the speaker has bids"
            steps += 1
            takes = [b for b in fast if b["action"] != "pass"]
            choice = takes[rng.randrange(len(takes))] if takes and rng.random() < 0.6 else fast[0]
            deal.bid(seat, choice)
            if deal.phase == "discarding":
                break
        if isinstance(deal.bidding, Auction) and deal.phase != "bidding":
            assert deal.bidding.legal_bids(0) == [] == deal.bidding.legal_bids_by_trying(0)
    return steps


@pytest.mark.parametrize("variant", shipped_variant_ids())
def test_the_fast_bids_equal_the_oracles_at_every_step(variant: str) -> None:
    assert _walk(rules_for(variant), 60, 3) >= 60  # at least one step a deal


def _with(variant: str, **auction: Any) -> Rules:
    spec = copy.deepcopy(rules_for(variant).spec)
    for key, value in auction.items():
        target = spec["bidding"]["auction"]
        *path, last = key.split("__")
        for p in path:
            target = target[p]
        target[last] = value
    return Rules(spec)


@pytest.mark.parametrize(
    "rules",
    [
        pytest.param(lambda: _with("coinche", points__max=160), id="points-max"),
        pytest.param(
            lambda: _with("coinche", doubling__double_freezes=False, doubling__redouble_ends=False),
            id="double-does-not-freeze",
        ),
        pytest.param(lambda: _with("coinche", capot_bid=False, points__step=20), id="no-capot-step-20"),
        pytest.param(lambda: _with("bulgarian", capot_bid=True), id="capot-by-contract"),
        pytest.param(lambda: _with("bulgarian", doubling__levels=[2]), id="no-redouble"),
        pytest.param(lambda: _with("bulgarian", doubling__levels=[]), id="no-doubling"),
    ],
)
def test_the_fast_bids_follow_rules_no_variant_ships(rules: Any) -> None:
    """The shape of each step comes from the data (range, step, capot, doubling levels), not the names."""
    assert _walk(rules(), 40, 7) > 50


def test_check_still_refuses_each_bid_left_out_naming_its_rule() -> None:
    """Each candidate missing from the fast list is refused by `check`, with the rule and message pinned."""
    rules = rules_for("coinche")
    deal = Deal(rules, 0, seed=2)
    auction, east = deal.bidding, deal.turn
    assert isinstance(auction, Auction) and east is not None
    deal.bid(east, {"action": "bid", "kind": "suit", "suit": "H", "points": 100})
    north = deal.turn
    assert north is not None
    listed = auction.legal_bids(north)
    refused: dict[str, tuple[str, str]] = {}
    assert listed == auction.legal_bids_by_trying(north)
    for bid in (
        {"action": "redouble"},
        {"action": "bid", "kind": "suit", "suit": "S", "points": 100},
        {"action": "bid", "kind": "suit", "suit": "S", "points": 105},
    ):
        assert bid not in listed
        with pytest.raises(Rejected) as err:
            auction.check(north, auction.parse(bid))
        refused[str(bid)] = (err.value.rule, err.value.message)
    assert refused == {
        "{'action': 'redouble'}": ("/bidding/auction/doubling", "there is nothing to redouble now"),
        "{'action': 'bid', 'kind': 'suit', 'suit': 'S', 'points': 100}": (
            "/bidding/auction/raise_by",
            "a bid must be higher than the one before",
        ),
        "{'action': 'bid', 'kind': 'suit', 'suit': 'S', 'points': 105}": (
            "/bidding/auction/points",
            "a bid is 80 or more in steps of 10, not 105",
        ),
    }
    assert {"action": "double"} in listed
    deal.bid(north, {"action": "double"})
    west = deal.turn
    assert west is not None
    # Doubled: frozen, so no bid; West is East's partner, so it may redouble.
    assert auction.legal_bids(west) == [{"action": "pass"}, {"action": "redouble"}]
    with pytest.raises(Rejected) as err:
        auction.check(west, auction.parse({"action": "bid", "kind": "suit", "suit": "S", "points": 160}))
    assert (err.value.rule, err.value.message) == (
        "/bidding/auction/doubling",
        "a doubled contract can no longer be overbid",
    )
