"""Fault operators of the family dealing-bidding (changes/faults/model.py): the deal and the bidding as real
engines get them wrong. Cards dealt one at a time, or from the seat they start at when the first seat deals,
whoever deals; another first speaker; an auction that ends a pass (or a round) too early or too late; the
dealer leading the first trick; a deal that never passes on.

A position is put wrong through `Rules.seat_faults` (by the rule's pointer), a count through the compiled
rules' own copy of the variant's data."""

from __future__ import annotations

import copy
from typing import Any

from belote_spec.changes.faults.model import Operator, Site
from belote_spec.engine.deal import FIRST_LEAD
from belote_spec.engine.rules import Rules
from belote_spec.engine.shuffle import NEXT_DEALER

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
)
