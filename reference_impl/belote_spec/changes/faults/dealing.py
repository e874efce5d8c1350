"""Fault operators of the family dealing-bidding (changes/faults/model.py): the deal and the bidding as real
engines get them wrong. Cards dealt one at a time, a phase's cards in one packet, every card before the
bidding; a deal started at a fixed seat, one seat too far, or after the taker; another first speaker; a first
round that offers one suit drawn from the pack; a take of a suit the round does not offer, a double by the
bidders' side or with nothing to double, accepted; an auction that ends a pass (or a round) too early or too
late; the first trick led by the dealer or by a fixed seat; a deal that never passes on.

A position is put wrong through `Rules.seat_faults` (by the rule's pointer), a count through the compiled
rules' own copy of the variant's data, a bid accepted that legal_bids does not offer through `Rules.bid_check`,
a drawn suit through `Rules.drawn_card`."""

from __future__ import annotations

import copy
from typing import Any

from belote_spec.changes.faults.model import Operator, Site
from belote_spec.engine.auction import Auction, AuctionBid
from belote_spec.engine.deal import FIRST_LEAD
from belote_spec.engine.illegal import Rejected
from belote_spec.engine.rules import Rules
from belote_spec.engine.shuffle import NEXT_DEALER
from belote_spec.engine.take_or_pass import Bid, Bidding

BEFORE, AFTER = "before_bidding", "after_bidding"
FIRST_SPEAKER = "/bidding/first_speaker"
PHASE_WORDS = {BEFORE: "before the bidding", AFTER: "after the bidding"}


def _packets(plan: dict[str, Any]) -> list[int]:
    return list(plan.get("packets", []))


def _one_at_a_time(rules: Rules) -> list[Site]:
    out = []
    for phase in (BEFORE, AFTER):
        packets = _packets(rules.spec["dealing"][phase])
        if any(p > 1 for p in packets):

            def apply(r: Rules, phase: str = phase) -> None:
                plan = r.spec["dealing"][phase]
                plan["packets"] = [1] * sum(plan["packets"])

            shown = " then ".join(map(str, packets))
            out.append(
                Site(
                    f"/dealing/{phase}/packets",
                    f"the cards {PHASE_WORDS[phase]} are dealt one at a time, not in packets of {shown}",
                    apply,
                )
            )
    return out


def _fixed_start(rules: Rules) -> list[Site]:
    """The seat a deal starts at, whoever deals: the one it starts at when the first seat deals (or the first
    seat itself, where the deal starts at the taker)."""
    out = []
    table = rules.table
    for phase in (BEFORE, AFTER):
        plan = rules.spec["dealing"][phase]
        if not _packets(plan):
            continue
        rule = plan["start"]
        fixed = 0 if rule in ("taker", "first_bidder") else table.position(rule, 0)
        pointer = f"/dealing/{phase}/start"

        def apply(r: Rules, pointer: str = pointer, fixed: int = fixed) -> None:
            r.seat_faults[pointer] = lambda _d, _t, _f: fixed

        out.append(
            Site(pointer, f"the cards {PHASE_WORDS[phase]} are dealt from {table.seats[fixed]} whoever deals", apply)
        )
    return out


def _first_speaker_dealer(rules: Rules) -> list[Site]:
    if rules.spec["bidding"]["first_speaker"] == "dealer":
        return []

    def apply(r: Rules) -> None:
        r.seat_faults[FIRST_SPEAKER] = lambda dealer, _t, _f: dealer

    return [Site(FIRST_SPEAKER, "the dealer speaks first in the bidding", apply)]


def _first_speaker_fixed(rules: Rules) -> list[Site]:
    fixed = rules.table.position(rules.spec["bidding"]["first_speaker"], 0)

    def apply(r: Rules) -> None:
        r.seat_faults[FIRST_SPEAKER] = lambda _d, _t, _f: fixed

    return [Site(FIRST_SPEAKER, f"{rules.table.seats[fixed]} speaks first in the bidding whoever deals", apply)]


def _auction(rules: Rules) -> dict[str, Any] | None:
    bidding = rules.spec["bidding"]
    return bidding.get("auction") if bidding["system"] == "auction" else None


def _ends_early(rules: Rules) -> list[Site]:
    auction = _auction(rules)
    if auction is not None:
        if auction["ends_after_passes"] <= 1:
            return []

        def apply(r: Rules) -> None:
            r.spec["bidding"]["auction"]["ends_after_passes"] = 1

        n = auction["ends_after_passes"]
        return [
            Site("/bidding/auction/ends_after_passes", f"the auction ends at the first pass, not {n} in a row", apply)
        ]
    if len(rules.spec["bidding"]["rounds"]) < 2:
        return []

    def cut(r: Rules) -> None:
        del r.spec["bidding"]["rounds"][1:]

    return [Site("/bidding/rounds", "the bidding stops after one round of passes: no second round", cut)]


def _ends_late(rules: Rules) -> list[Site]:
    auction = _auction(rules)
    if auction is not None:
        n = auction["ends_after_passes"]

        def apply(r: Rules) -> None:
            r.spec["bidding"]["auction"]["ends_after_passes"] = n + 1

        words = f"the auction goes on until {n + 1} passes in a row, not {n}"
        return [Site("/bidding/auction/ends_after_passes", words, apply)]
    rounds = rules.spec["bidding"]["rounds"]
    if rounds[-1].get("forced"):
        return []  # a seat must take in the last round: the bidding never runs out of rounds

    def more(r: Rules) -> None:
        r.spec["bidding"]["rounds"].append(copy.deepcopy(r.spec["bidding"]["rounds"][-1]))

    return [Site("/bidding/rounds", "when every round is passed, the bidding goes round once more", more)]


def _first_lead_dealer(rules: Rules) -> list[Site]:
    if rules.spec["play"]["first_lead"]["rule"] == "dealer":
        return []

    def apply(r: Rules) -> None:
        r.seat_faults[FIRST_LEAD] = lambda dealer, _t, _f: dealer

    return [Site(FIRST_LEAD, "the dealer leads to the first trick", apply)]


def _next_dealer_fixed(rules: Rules) -> list[Site]:
    def apply(r: Rules) -> None:
        r.seat_faults[NEXT_DEALER] = lambda dealer, _t, _f: dealer

    return [Site(NEXT_DEALER, "the deal never passes on: the same player deals again", apply)]


def _one_packet(rules: Rules) -> list[Site]:
    out = []
    for phase in (BEFORE, AFTER):
        packets = _packets(rules.spec["dealing"][phase])
        if len(packets) > 1:

            def apply(r: Rules, phase: str = phase) -> None:
                plan = r.spec["dealing"][phase]
                plan["packets"] = [sum(plan["packets"])]

            shown = " then ".join(map(str, packets))
            words = f"each player's cards {PHASE_WORDS[phase]} are dealt in one packet of {sum(packets)}, not {shown}"
            out.append(Site(f"/dealing/{phase}/packets", words, apply))
    return out


def _all_before_bidding(rules: Rules) -> list[Site]:
    """Where the cards after the bidding are only the packets round the table: no card turned up to take, none
    laid on the table, none dealt to the taker alone or set aside by him."""
    dealing = rules.spec["dealing"]
    before, after = dealing[BEFORE], dealing[AFTER]
    extras = dealing.get("table_cards") or after.get("extra_to_taker") or after.get("discard")
    if not _packets(after) or before["turn_up"] or extras:
        return []
    hand = sum(before["packets"]) + sum(after["packets"])

    def apply(r: Rules) -> None:
        r.spec["dealing"][BEFORE]["packets"] = [hand]
        r.spec["dealing"][AFTER]["packets"] = []

    words = f"each player is dealt his {hand} cards in one packet before the bidding, and none after it"
    return [Site(f"/dealing/{BEFORE}/packets", words, apply)]


def _start_shifted(rules: Rules) -> list[Site]:
    """The seat a deal starts at, one further round the table than the variant's."""
    out = []
    for phase in (BEFORE, AFTER):
        plan = rules.spec["dealing"][phase]
        if not _packets(plan):
            continue
        rule = plan["start"]
        pointer = f"/dealing/{phase}/start"

        def apply(r: Rules, rule: str = rule, pointer: str = pointer) -> None:
            table = r.table
            r.seat_faults[pointer] = lambda d, t, f: table.next(table.position(rule, d, t, f))

        words = f"the cards {PHASE_WORDS[phase]} are dealt from the player after the one they start with"
        out.append(Site(pointer, words, apply))
    return out


def _after_taker(rules: Rules) -> list[Site]:
    """Where the deal after the bidding starts at a seat counted from the dealer (from the taker, the mistake
    is a start one seat too far)."""
    plan = rules.spec["dealing"][AFTER]
    if not _packets(plan) or plan["start"] == "taker":
        return []
    pointer = f"/dealing/{AFTER}/start"

    def apply(r: Rules) -> None:
        table = r.table
        r.seat_faults[pointer] = lambda dealer, taker, _f: table.next(taker if taker is not None else dealer)

    return [Site(pointer, "the cards after the bidding are dealt from the player after the taker", apply)]


def _first_lead_fixed(rules: Rules) -> list[Site]:
    rule = rules.spec["play"]["first_lead"]["rule"]
    fixed = 0 if rule in ("taker", "first_bidder") else rules.table.position(rule, 0)

    def apply(r: Rules) -> None:
        r.seat_faults[FIRST_LEAD] = lambda _d, _t, _f: fixed

    return [Site(FIRST_LEAD, f"{rules.table.seats[fixed]} leads to the first trick whoever deals", apply)]


def _drawn_suit(rules: Rules) -> list[Site]:
    """Where a first round lets the speaker name any suit and no card is turned up to offer one."""
    bidding = rules.spec["bidding"]
    if bidding["system"] == "auction" or rules.spec["dealing"][BEFORE]["turn_up"]:
        return []
    if "any_suit" not in bidding["rounds"][0]["may_take"]:
        return []

    def apply(r: Rules) -> None:
        first = r.spec["bidding"]["rounds"][0]
        first["may_take"] = ["turned_suit" if m == "any_suit" else m for m in first["may_take"]]
        r.drawn_card = lambda deck: deck[-1]

    words = "in the first round only one suit, drawn from the pack, may be taken: no one names the trump he wants"
    return [Site("/bidding/rounds/0/may_take", words, apply)]


def _unoffered_suit(rules: Rules) -> list[Site]:
    """In every round that leaves a suit out, a take naming it is accepted though the legal bids leave it out."""
    if rules.spec["bidding"]["system"] == "auction":
        return []
    out = []
    for i, rnd in enumerate(rules.spec["bidding"]["rounds"]):
        if "any_suit" in rnd["may_take"]:
            continue

        def check(bidding: Bidding, seat: int, bid: Bid, i: int = i) -> tuple[str, int | None]:
            try:
                return bidding.check(seat, bid)
            except Rejected as refused:
                suit = bid.suit if bid.suit is not None else bidding.turned_suit
                named = bid.take and bid.kind == "suit" and suit is not None
                if named and bidding.round == i and refused.rule == f"/bidding/rounds/{i}":
                    return ("suit", suit)
                raise

        def apply(r: Rules, check: Any = check) -> None:
            r.bid_check = check

        words = f"a take in round {i + 1} naming a suit the round does not offer is accepted"
        out.append(Site(f"/bidding/rounds/{i}/may_take", words, apply))
    return out


DOUBLING = "/bidding/auction/doubling"


def _doubling(rules: Rules) -> list[int]:
    auction = _auction(rules)
    return list(auction.get("doubling", {}).get("levels", [])) if auction is not None else []


def _double_by_bidders(rules: Rules) -> list[Site]:
    """Where the bidder's side speaks again while its bid is the highest: the passes that end the auction leave
    it the time (not with two or three players alone, one or two passes ending it)."""
    if not _doubling(rules):
        return []
    table = rules.table
    team = table.team_of
    # How many seats on a bidder's side is from its next turn: a partner's, or his own round the table.
    back = min(next(k for k in range(1, table.n + 1) if team[table.next(s, k)] == team[s]) for s in range(table.n))
    if back > rules.spec["bidding"]["auction"]["ends_after_passes"]:
        return []

    def check(auction: Auction, seat: int, bid: AuctionBid) -> None:
        try:
            auction.check(seat, bid)
        except Rejected as refused:
            best, team_of = auction.best, auction.rules.table.team_of
            ours = best is not None and team_of[seat] == team_of[best[0]]
            if not (refused.rule == DOUBLING and bid.action == "double" and ours and auction.multiplier == 1):
                raise

    def apply(r: Rules) -> None:
        r.bid_check = check

    return [Site(DOUBLING, "the bidder or his partner may double his own side's contract", apply)]


def _invalid_double(rules: Rules) -> list[Site]:
    levels = _doubling(rules)
    if not levels:
        return []

    def check(auction: Auction, seat: int, bid: AuctionBid) -> None:
        try:
            auction.check(seat, bid)
        except Rejected as refused:
            if refused.rule != DOUBLING or bid.action not in ("double", "redouble"):
                raise
            step = 0 if bid.action == "double" else 1
            best, team_of = auction.best, auction.rules.table.team_of
            # Before any bid there is no side to double, and none to redouble.
            side_ok = step == 0 if best is None else (team_of[seat] == team_of[best[0]]) == (step == 1)
            if not side_ok or len(levels) <= step:
                raise

    def apply(r: Rules) -> None:
        r.bid_check = check

    words = "a double is accepted before any bid or of a doubled contract, a redouble with no double before it"
    return [Site(DOUBLING, words, apply)]


FAMILY = "dealing-bidding"
OPERATORS: tuple[Operator, ...] = (
    Operator("deal-one-card-at-a-time", FAMILY, "cards dealt one at a time, the packets ignored", _one_at_a_time),
    Operator("deal-from-fixed-seat", FAMILY, "the deal starts at the same seat whoever deals", _fixed_start),
    Operator("first-speaker-dealer", FAMILY, "the dealer speaks first in the bidding", _first_speaker_dealer),
    Operator("first-speaker-fixed", FAMILY, "the same seat speaks first whoever deals", _first_speaker_fixed),
    Operator("auction-ends-early", FAMILY, "the bidding ends a pass or a round too early", _ends_early),
    Operator("auction-ends-late", FAMILY, "the bidding goes on a pass or a round too long", _ends_late),
    Operator("first-lead-by-dealer", FAMILY, "the dealer leads to the first trick", _first_lead_dealer),
    Operator("next-dealer-fixed", FAMILY, "the deal never passes on", _next_dealer_fixed),
    Operator(
        "deal-phase-in-one-packet", FAMILY, "each player's cards of a dealing phase come in one packet", _one_packet
    ),
    Operator(
        "deal-all-before-bidding", FAMILY, "every card dealt before the bidding, in one packet", _all_before_bidding
    ),
    Operator("deal-start-shifted", FAMILY, "the deal starts one seat further than the variant's", _start_shifted),
    Operator(
        "second-deal-starts-after-taker", FAMILY, "the deal after the bidding starts after the taker", _after_taker
    ),
    Operator("first-lead-fixed", FAMILY, "the same seat leads to the first trick whoever deals", _first_lead_fixed),
    Operator(
        "first-round-drawn-suit-only", FAMILY, "the first round offers only a suit drawn from the pack", _drawn_suit
    ),
    Operator("accept-unoffered-suit", FAMILY, "a take of a suit the round does not offer is accepted", _unoffered_suit),
    Operator(
        "accept-double-by-bidders", FAMILY, "a double by the side holding the contract is accepted", _double_by_bidders
    ),
    Operator(
        "accept-invalid-double", FAMILY, "a double or redouble with nothing to double is accepted", _invalid_double
    ),
)
