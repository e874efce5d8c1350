"""The auction (Bulgarian Belot) through the engine interface, and match points rounded as the
Bulgarian rules' own examples show."""

from __future__ import annotations

import pytest

from belote_spec.engine.rules import rules_for
from belote_spec.engine.scoring import _match_points
from belote_spec.protocol.interface import ReferenceEngine, Rejected

DECK = [f"{r}{s}" for s in "CDHS" for r in ("7", "8", "9", "10", "J", "Q", "K", "A")]


@pytest.fixture
def deal() -> tuple[ReferenceEngine, str]:
    engine = ReferenceEngine()
    return engine, engine.new_deal("bulgarian", "S", deck=DECK)


def bid(engine: ReferenceEngine, handle: str, seat: str, **kw: object) -> None:
    engine.bid(handle, seat, {"action": "bid", **kw} if kw else {"action": "pass"})


def test_bids_rise_through_the_contracts_and_three_passes_end_it(deal: tuple[ReferenceEngine, str]) -> None:
    engine, h = deal
    bid(engine, h, "E", kind="suit", suit="D")
    with pytest.raises(Rejected) as low:
        bid(engine, h, "N", kind="suit", suit="C")
    assert low.value.rule == "/bidding/auction/raise_by"
    bid(engine, h, "N", kind="no_trumps")
    for seat in ("W", "S", "E"):
        bid(engine, h, seat)
    state = engine.state(h)
    assert state["contract"] == {"kind": "no_trumps", "taker": "N"}
    assert state["phase"] == "playing" and all(len(cards) == 8 for cards in state["hands"].values())


def test_only_opponents_double_and_only_bidders_redouble(deal: tuple[ReferenceEngine, str]) -> None:
    engine, h = deal
    bid(engine, h, "E", kind="suit", suit="H")
    before = engine.state(h)
    with pytest.raises(Rejected) as wrong:
        engine.bid(h, "N", {"action": "redouble"})
    assert wrong.value.rule == "/bidding/auction/doubling" and engine.state(h) == before
    engine.bid(h, "N", {"action": "double"})
    with pytest.raises(Rejected):
        engine.bid(h, "W", {"action": "double"})
    engine.bid(h, "W", {"action": "redouble"})
    for seat in ("S", "E", "N"):
        bid(engine, h, seat)
    assert engine.state(h)["contract"] == {"kind": "suit", "trump": "H", "taker": "E", "multiplier": 4}


def test_four_passes_cancel_the_deal(deal: tuple[ReferenceEngine, str]) -> None:
    engine, h = deal
    for seat in ("E", "N", "W", "S"):
        bid(engine, h, seat)
    assert engine.state(h)["phase"] == "cancelled"
    assert engine.state(h)["next_dealer"] == "E"


@pytest.mark.parametrize(
    "kind, scores, expected",
    [
        ("suit", (56, 106), (6, 10)),  # "Example with 56-106 you score 6-10"
        ("suit", (6, 156), (1, 15)),  # "and 6-156 the teams score 1-15"
        ("all_trumps", (34, 224), (4, 22)),  # "e.g. 4-22"
        ("all_trumps", (164, 194), (17, 19)),  # "and 17-19"
        ("suit", (81, 81), (8, 8)),
        ("no_trumps", (130, 130), (13, 13)),
    ],
)
def test_match_points_round_as_the_bulgarian_examples(
    kind: str, scores: tuple[int, int], expected: tuple[int, int]
) -> None:
    rules = rules_for("bulgarian")
    contract = rules.contract(kind, 0 if kind == "suit" else None)
    assert _match_points(rules, contract, scores) == expected


def test_a_bid_that_is_not_a_contract_is_refused_and_changes_nothing(deal: tuple[ReferenceEngine, str]) -> None:
    engine, h = deal
    before = engine.state(h)
    for wrong in ({"kind": "C"}, {"kind": "no_trumps", "suit": "H"}, {"kind": "suit"}):
        with pytest.raises(Rejected) as err:
            bid(engine, h, "E", **wrong)
        assert err.value.rule == "/bidding/auction/contracts"
        assert engine.state(h) == before


def test_nothing_is_above_a_capot_bid() -> None:
    engine = ReferenceEngine()
    h = engine.new_deal("coinche", "S", deck=DECK)
    bid(engine, h, "E", kind="suit", suit="H", capot=True)
    for wrong in ({"kind": "suit", "suit": "S", "capot": True}, {"kind": "suit", "suit": "S", "points": 500}):
        with pytest.raises(Rejected):
            bid(engine, h, "N", **wrong)
    fresh = engine.new_deal("coinche", "S", deck=DECK)
    with pytest.raises(Rejected) as err:
        bid(engine, fresh, "E", kind="suit", suit="H", capot=True, points=10)
    assert err.value.rule == "/bidding/auction/capot_bid"


@pytest.mark.parametrize("variant", ["coinche", "bulgarian"])
def test_the_listed_bids_are_exactly_the_bids_the_auction_accepts(variant: str) -> None:
    """legal_bids skips point bids at or below the highest bid without trying them; every bid it lists
    must be accepted, and every candidate it leaves out refused, all through random auctions."""
    import random

    from belote_spec.engine.auction import Auction
    from belote_spec.engine.deal import Deal

    rules = rules_for(variant)
    spec = rules.spec["bidding"]["auction"]
    rng = random.Random(5)
    compared = 0
    for number in range(40):
        deal = Deal(rules, number % rules.table.n, seed=number)
        while deal.phase == "bidding":
            auction, seat = deal.bidding, deal.turn
            assert isinstance(auction, Auction)
            listed = auction.legal_bids(seat)
            points = range(spec["points"]["min"], 400, spec["points"]["step"]) if spec["raise_by"] == "points" else [0]
            every = [{"action": a} for a in ("pass", "double", "redouble")]
            for name in spec["contracts"]:
                base = (
                    {"action": "bid", "kind": "suit", "suit": name}
                    if name in rules.deck.suits
                    else {"action": "bid", "kind": name}
                )
                every += [base | ({"points": v} if spec["raise_by"] == "points" else {}) for v in points]
                if spec.get("capot_bid"):
                    every.append(base | {"capot": True})
            for bid in every:
                try:
                    auction.check(seat, auction.parse(bid))
                    accepted = True
                except Rejected:
                    accepted = False
                assert (bid in listed) == accepted, bid
                compared += 1
            deal.bid(seat, listed[rng.randrange(len(listed))])
    assert compared > 1000


def test_a_highest_bid_bounds_the_listed_bids_and_a_bid_above_it_is_refused_naming_it() -> None:
    """bidding.auction.points.max is one general rule: with it set, legal_bids stop at it, a bid above
    it is refused citing /bidding/auction/points/max (so a report names the rule), and a capot bid
    stays above it; without it (coinche as the FFB states it) a higher bid is accepted."""
    import copy

    from belote_spec.engine.auction import Auction
    from belote_spec.engine.deal import Deal
    from belote_spec.engine.rules import Rules

    above = {"action": "bid", "kind": "suit", "suit": "H", "points": 170}
    plain = Deal(rules_for("coinche"), 0, seed=1)
    assert isinstance(plain.bidding, Auction)
    plain.bidding.check(plain.bidding.speaker, plain.bidding.parse(above))
    spec = copy.deepcopy(rules_for("coinche").spec)
    spec["bidding"]["auction"]["points"]["max"] = 160
    deal = Deal(Rules(spec), 0, seed=1)
    auction, seat = deal.bidding, deal.bidding.speaker
    assert isinstance(auction, Auction)
    listed = auction.legal_bids(seat)
    assert max(b.get("points", 0) for b in listed) == 160
    assert any(b.get("capot") for b in listed)
    with pytest.raises(Rejected) as err:
        auction.check(seat, auction.parse(above))
    assert err.value.rule == "/bidding/auction/points/max"


def test_points_on_a_bid_of_an_auction_by_contract_are_refused_not_ignored() -> None:
    """Bulgarian bids contracts, not points: a bid that names points was accepted and its points dropped
    (the state unchanged is what an illegal action must leave)."""
    from belote_spec.protocol.interface import ReferenceEngine, Rejected

    engine = ReferenceEngine()
    handle = engine.new_deal("bulgarian", "S", seed=1)
    before = engine.state(handle)
    with pytest.raises(Rejected) as e:
        engine.bid(handle, before["turn"], {"action": "bid", "kind": "suit", "suit": "H", "points": 90})
    assert e.value.rule == "/bidding/auction/raise_by" and engine.state(handle) == before


def test_auction_points_without_raising_by_points_is_a_meaning_error() -> None:
    import copy

    from belote_spec.spec import semantics
    from belote_spec.spec.loader import load_variant

    spec = copy.deepcopy(load_variant("bulgarian"))
    spec["bidding"]["auction"]["points"] = {"min": 80, "step": 10}
    assert ("/bidding/auction/points", "auction.points is read only when bids raise by points (raise_by: points)") in [
        tuple(f) for f in semantics.check(spec)
    ]
