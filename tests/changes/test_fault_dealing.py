"""The fault operators of the family dealing-bidding (changes/faults/dealing.py): where they bind, what each
does to a deal, and that an engine written with such a fault by hand fails the variant's scenarios at the
rule it breaks."""

from __future__ import annotations

from typing import Any

import pytest
from fault_family import bound, failures, has_rule

from belote_spec.changes import faults
from belote_spec.engine.illegal import Rejected
from belote_spec.engine.rules import rules_for
from belote_spec.protocol.interface import ReferenceEngine
from belote_spec.spec.loader import load_variant

FAMILY = "dealing-bidding"
BOUND = bound(FAMILY)
DECK = [f"{r}{s}" for s in "CDHS" for r in ("7", "8", "9", "10", "J", "Q", "K", "A")]


def test_the_family_has_the_operators_of_the_plan() -> None:
    assert set(BOUND) >= {
        "deal-one-card-at-a-time",
        "deal-from-fixed-seat",
        "first-speaker-dealer",
        "first-speaker-fixed",
        "auction-ends-early",
        "auction-ends-late",
        "first-lead-by-dealer",
        "next-dealer-fixed",
        "deal-phase-in-one-packet",
        "deal-all-before-bidding",
        "deal-start-shifted",
        "second-deal-starts-after-taker",
        "first-lead-fixed",
        "first-round-drawn-suit-only",
        "accept-unoffered-suit",
        "accept-double-by-bidders",
        "accept-invalid-double",
    }


@pytest.mark.parametrize("operator", sorted(BOUND))
def test_every_operator_binds_in_a_shipped_variant(operator: str) -> None:
    assert BOUND[operator], f"{operator} binds in no shipped variant"


@pytest.mark.parametrize("operator", sorted(BOUND))
def test_each_site_breaks_a_rule_of_its_variant_and_says_so_in_words(operator: str) -> None:
    for variant, site in BOUND[operator]:
        assert has_rule(variant, site.rule), f"{variant}: {operator} names {site.rule}, not a rule of the variant"
        assert site.words and "_" not in site.words and "/" not in site.words, site.words


def test_no_fault_binds_where_it_cannot_happen() -> None:
    where = {op: {v for v, _ in sites} for op, sites in BOUND.items()}
    assert "klaverjas-rotterdam" not in where["first-speaker-dealer"]  # the dealer speaks first there
    assert "bela" not in where["auction-ends-late"]  # the dealer must call: the bidding never runs out
    assert "bulgarian-2p" not in where["auction-ends-early"]  # one pass already ends it
    assert "coinche" in where["auction-ends-late"] and "french" in where["auction-ends-early"]
    one_packet = {site.rule for v, site in BOUND["deal-one-card-at-a-time"] if v == "coinche"}
    assert one_packet == {"/dealing/before_bidding/packets"}  # coinche deals nothing after the auction
    assert "french" not in where["deal-all-before-bidding"]  # the turned card goes to the taker after
    assert "bela-3p" not in where["deal-all-before-bidding"]  # the caller's own cards come after the call
    assert "french-qcsalon" not in where["second-deal-starts-after-taker"]  # it starts at the taker: shifted
    assert "french" not in where["first-round-drawn-suit-only"]  # a turned card offers the suit already
    assert "coinche" not in where["accept-unoffered-suit"]  # an auction has no rounds of offered suits
    # Alone or with one pass ending it, the bidder's side never speaks again over its own undoubled bid.
    assert {"bulgarian-2p", "bulgarian-3p", "open-belot"}.isdisjoint(where["accept-double-by-bidders"])
    assert {"bulgarian", "coinche"} <= where["accept-double-by-bidders"] & where["accept-invalid-double"]


def _engine(variant: str, fault: str | None) -> ReferenceEngine:
    return faults.fault_engine(variant, fault) if fault else ReferenceEngine()


def _deal(engine: ReferenceEngine, variant: str, dealer: str, *bids: tuple[str, dict[str, Any]]) -> dict[str, Any]:
    handle = engine.new_deal(variant, dealer, deck=DECK)
    for seat, bid in bids:
        engine.bid(handle, seat, bid)
    return engine.state(handle)


PASS: dict[str, Any] = {"action": "pass"}
TAKE: dict[str, Any] = {"action": "take"}
BID_80 = {"action": "bid", "kind": "suit", "suit": "S", "points": 80}
DOUBLE: dict[str, Any] = {"action": "double"}


@pytest.mark.parametrize("fault", [None, "deal-one-card-at-a-time@/dealing/before_bidding/packets"])
def test_one_card_at_a_time_deals_the_same_pack_round_the_table(fault: str | None) -> None:
    east = _deal(_engine("french", fault), "french", "S")["hands"]["E"]
    assert east == (["7C", "JC", "7D", "JD", "7H"] if fault else ["7C", "8C", "9C", "JD", "QD"])


def test_a_fixed_seat_deals_as_if_the_first_seat_dealt() -> None:
    fault = "deal-from-fixed-seat@/dealing/before_bidding/start"
    right = _deal(ReferenceEngine(), "french", "W")["hands"]
    wrong = _deal(_engine("french", fault), "french", "W")["hands"]
    assert right["S"] == wrong["E"] == ["7C", "8C", "9C", "JD", "QD"]
    assert _deal(_engine("french", fault), "french", "S")["hands"] == _deal(ReferenceEngine(), "french", "S")["hands"]


@pytest.mark.parametrize(
    ("variant", "fault", "dealer", "bids", "turn", "phase"),
    [
        ("french", "first-speaker-dealer@/bidding/first_speaker", "S", [], "S", "bidding"),
        ("french", "first-speaker-fixed@/bidding/first_speaker", "W", [], "E", "bidding"),
        ("french", "first-speaker-fixed@/bidding/first_speaker", "S", [], "E", "bidding"),
        ("french", "first-lead-by-dealer@/play/first_lead/rule", "S", [("E", TAKE)], "S", "playing"),
        ("french", "auction-ends-early@/bidding/rounds", "S", [(s, PASS) for s in "ENWS"], None, "cancelled"),
        ("french", "auction-ends-late@/bidding/rounds", "S", [(s, PASS) for s in "ENWSENWS"], "E", "bidding"),
        (
            "coinche",
            "auction-ends-early@/bidding/auction/ends_after_passes",
            "S",
            [("E", BID_80), ("N", PASS)],
            "E",
            "playing",
        ),
        (
            "coinche",
            "auction-ends-late@/bidding/auction/ends_after_passes",
            "S",
            [("E", BID_80)] + [(s, PASS) for s in "NWS"],
            "E",
            "bidding",
        ),
    ],
)
def test_each_fault_changes_whose_turn_it_is(
    variant: str, fault: str, dealer: str, bids: list[tuple[str, dict[str, Any]]], turn: str | None, phase: str
) -> None:
    state = _deal(_engine(variant, fault), variant, dealer, *bids)
    assert (state["turn"], state["phase"]) == (turn, phase)


@pytest.mark.parametrize(
    ("variant", "fault", "seat", "hand"),
    [
        ("french", None, "E", ["7C", "8C", "9C", "JD", "QD"]),
        ("french", "deal-phase-in-one-packet@/dealing/before_bidding/packets", "E", ["7C", "8C", "9C", "10C", "JC"]),
        (
            "klaverjas-rotterdam",
            "deal-phase-in-one-packet@/dealing/before_bidding/packets",
            "W",
            ["7C", "8C", "9C", "10C", "JC", "QC", "KC", "AC"],
        ),
        (
            "bulgarian",
            "deal-all-before-bidding@/dealing/before_bidding/packets",
            "E",
            ["7C", "8C", "9C", "10C", "JC", "QC", "KC", "AC"],
        ),
        ("french", "deal-start-shifted@/dealing/before_bidding/start", "N", ["7C", "8C", "9C", "JD", "QD"]),
    ],
)
def test_each_dealing_fault_changes_the_hands_before_the_bidding(
    variant: str, fault: str | None, seat: str, hand: list[str]
) -> None:
    assert _deal(_engine(variant, fault), variant, "S")["hands"][seat] == hand


def test_the_deal_after_the_bidding_starting_after_the_taker() -> None:
    fault = "second-deal-starts-after-taker@/dealing/after_bidding/start"
    right = _deal(ReferenceEngine(), "french", "S", ("E", PASS), ("N", TAKE))["hands"]
    wrong = _deal(_engine("french", fault), "french", "S", ("E", PASS), ("N", TAKE))["hands"]
    assert right["E"][5:] == ["QH", "KH", "AH"] and right["W"][5:] == ["9S", "10S", "JS"]
    assert wrong["W"][5:] == ["QH", "KH", "AH"] and wrong["N"][5:] == ["JH", "KS", "AS"]  # W first, after N


def test_a_fixed_first_leader_leads_whoever_deals() -> None:
    fault = "first-lead-fixed@/play/first_lead/rule"
    assert _deal(ReferenceEngine(), "french", "W", ("S", TAKE))["turn"] == "S"
    assert _deal(_engine("french", fault), "french", "W", ("S", TAKE))["turn"] == "E"


def _legal_bids(engine: ReferenceEngine, variant: str, seat: str) -> list[dict[str, Any]]:
    handle = engine.new_deal(variant, "S", deck=DECK)
    deal = engine._deals[handle]
    return deal.bidding.legal_bids(deal.rules.table.seat(seat))


def test_a_drawn_suit_is_the_only_one_the_first_round_offers() -> None:
    fault = "first-round-drawn-suit-only@/bidding/rounds/0/may_take"
    assert len(_legal_bids(ReferenceEngine(), "klaverjas-rotterdam", "S")) == 5
    drawn = _legal_bids(_engine("klaverjas-rotterdam", fault), "klaverjas-rotterdam", "S")
    assert drawn == [PASS, {"action": "take", "kind": "suit", "suit": "S"}]  # AS, the pack's last card


@pytest.mark.parametrize(
    ("variant", "fault", "bids", "offered"),
    [
        (
            "french",
            "accept-unoffered-suit@/bidding/rounds/0/may_take",
            [("E", {"action": "take", "suit": "S"})],
            [PASS, {"action": "take", "kind": "suit", "suit": "H"}],
        ),
        (
            "coinche",
            "accept-double-by-bidders@/bidding/auction/doubling",
            [("E", BID_80), ("N", PASS), ("W", DOUBLE)],
            None,
        ),
        ("coinche", "accept-invalid-double@/bidding/auction/doubling", [("E", DOUBLE)], None),
        ("bulgarian", "accept-invalid-double@/bidding/auction/doubling", [("E", DOUBLE)], None),
    ],
)
def test_an_accepting_fault_takes_a_bid_the_legal_bids_leave_out(
    variant: str, fault: str, bids: list[tuple[str, dict[str, Any]]], offered: list[dict[str, Any]] | None
) -> None:
    with pytest.raises(Rejected):
        _deal(ReferenceEngine(), variant, "S", *bids)
    state = _deal(_engine(variant, fault), variant, "S", *bids)
    assert state["bids"][-1]["seat"] == bids[-1][0]
    if offered is not None:
        assert _legal_bids(_engine(variant, fault), variant, "E") == offered


def test_next_dealer_fixed_keeps_the_deal_with_the_dealer() -> None:
    engine = _engine("spanish-belote", "next-dealer-fixed@/dealing/next_dealer/rule")
    assert engine.next_dealer("spanish-belote", "S", {"S": 40, "N": 90}) == "S"
    assert engine.next_dealer("spanish-belote", "S", cancelled=True) == "S"
    assert ReferenceEngine().next_dealer("spanish-belote", "S", {"S": 40, "N": 90}) == "N"


def test_a_fault_stays_in_its_own_rules() -> None:
    faults.fault_engine("french", "deal-one-card-at-a-time@/dealing/before_bidding/packets")
    assert rules_for("french").spec["dealing"]["before_bidding"]["packets"] == [3, 2]
    assert load_variant("french")["dealing"]["before_bidding"]["packets"] == [3, 2]
    assert not rules_for("french").seat_faults
    faults.fault_engine("french", "accept-unoffered-suit@/bidding/rounds/0/may_take")
    assert rules_for("french").bid_check is None and rules_for("french").drawn_card is None


class DealsOneCardAtATime(ReferenceEngine):
    """French Belote dealt the way a hurried programmer deals it: the first 20 cards of the pack one at a time
    round the table from the dealer's right (the packets of 3 and 2 forgotten), the 21st turned up; the rest
    of the deal is the reference's."""

    SEATS = ("S", "E", "N", "W")  # the order of play, counter-clockwise

    def new_deal(
        self,
        variant: str,
        dealer: str,
        deck: list[str] | None = None,
        seed: int | None = None,
        match_score: dict[str, int] | None = None,
    ) -> str:
        if deck is None:
            return super().new_deal(variant, dealer, deck, seed, match_score)
        first = (self.SEATS.index(dealer) + 1) % 4
        hands: dict[str, list[str]] = {s: [] for s in self.SEATS}
        for i, card in enumerate(deck[:20]):
            hands[self.SEATS[(first + i) % 4]].append(card)
        return self.new_deal_from_hands(variant, dealer, hands, deck[20], deck[21:], match_score)

    def new_deal_from_hands(
        self,
        variant: str,
        dealer: str,
        hands: dict[str, list[str]],
        turned: str | None = None,
        stock: list[str] | None = None,
        match_score: dict[str, int] | None = None,
    ) -> str:
        """Hands as given: laid out for the reference's own deal, which then deals them as they are."""
        from belote_spec.engine.shuffle import deck_from_hands

        rules = rules_for(variant)
        pack = deck_from_hands(
            rules,
            rules.table.seat(dealer),
            [rules.deck.cards(hands[s]) for s in rules.table.seats],
            rules.deck.card(turned) if turned is not None else None,
            rules.deck.cards(stock or []),
        )
        return super().new_deal(variant, dealer, [rules.deck.name(c) for c in pack], None, match_score)


def test_an_engine_dealing_one_card_at_a_time_fails_the_dealing_scenarios() -> None:
    failed = failures(DealsOneCardAtATime(), "french")
    assert failed, "an engine that ignores the packets passes every french scenario"
    for r in failed:
        assert r.area == "dealing", f"{r.id} fails outside the dealing rules: {r.message}"
        assert r.failure is not None and r.failure.check == "hand", f"{r.id}: {r.message}"
    assert any("3 then 2" in r.id for r in failed)


class DealerKeepsTheDeal(ReferenceEngine):
    """An engine that never passes the deal on: the one who dealt deals again."""

    def next_dealer(
        self, variant: str, dealer: str, scores: dict[str, int] | None = None, cancelled: bool = False
    ) -> str:
        return dealer


def test_an_engine_that_never_passes_the_deal_fails_at_the_next_dealer() -> None:
    failed = failures(DealerKeepsTheDeal(), "coinche")
    assert failed
    for r in failed:
        assert r.failure is not None and r.failure.check.startswith("next dealer"), f"{r.id}: {r.message}"
