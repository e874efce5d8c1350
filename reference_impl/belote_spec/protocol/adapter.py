"""What every Python adapter shares that is protocol, not rules: reading the `score_deal` input
(protocol 1 and 2), the canonical order of a seeded deck, the cards' names, and the claims file.

An adapter puts an engine with its own API behind the engine interface (`Adapter` in
protocol/interface.py); the harnesses in the checkout's harnesses/ folder are such adapters,
each its own installable package:

    belote-spec conformance --engine python:belote_spec_harness_belote_cli:Engine --variant french
    belote-spec conformance --engine python:belote_spec_harness_colver:Engine --variant coinche
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from belote_spec.engine.shuffle import shuffled
from belote_spec.protocol.interface import Rejected


@dataclass(frozen=True)
class Claim:
    """The variants an adapter claims, and why those."""

    variants: tuple[str, ...]
    why: str


#: The kit's canonical deck order (suits C D H S, ranks 7 to A), which a seed shuffles.
CANONICAL_DECK = [f"{r}{s}" for s in "CDHS" for r in ["7", "8", "9", "10", "J", "Q", "K", "A"]]


def read_claims(claims: Path) -> dict[str, Claim]:
    """A claims file: `{adapter: {"variants": [...], "why": "..."}}`, the shipped variants each
    adapter claims and why, kept as data beside the adapters."""
    data = json.loads(claims.read_text(encoding="utf-8"))
    return {name: Claim(tuple(c["variants"]), c["why"]) for name, c in data.items()}


def claimed_variants(claims: Path, adapter: str) -> tuple[str, ...]:
    """The variants one adapter claims in a claims file (KeyError when it claims none there)."""
    return read_claims(claims)[adapter].variants


def seeded_deck(seed: int) -> list[str]:
    """The deck a seed gives by the protocol (SplitMix64 + Fisher-Yates over the canonical order)."""
    if not isinstance(seed, int) or isinstance(seed, bool) or seed < 0:
        raise Rejected("input", f"a seed is a whole number from 0, not {seed!r}")
    return [CANONICAL_DECK[i] for i in shuffled(len(CANONICAL_DECK), seed)]


@dataclass
class TrickIn:
    """One trick of a deal to score: the cards in the order played, with their seats when known.

    Protocol 1 gives `{winner, cards}` (no seats); protocol 2 gives `{leader, plays: [{seat, card}]}`."""

    cards: list[str]
    seats: list[str] | None = None
    winner: str | None = None


@dataclass
class DealIn:
    """A `score_deal` argument, read once so each adapter only translates it."""

    contract: dict[str, Any]
    taker: str
    tricks: list[TrickIn]
    belote: list[dict[str, Any]] = field(default_factory=list)
    declarations: list[dict[str, Any]] = field(default_factory=list)
    dealer: str | None = None
    held: int = 0
    multiplier: int = 1
    penalties: list[dict[str, Any]] = field(default_factory=list)
    set_aside: list[dict[str, Any]] = field(default_factory=list)


def read_deal(deal: Any) -> DealIn:
    """Reads a deal in protocol 1 (`tricks: [{winner, cards}]`) or 2 (`tricks: [{leader, plays}]`)."""
    if not isinstance(deal, dict) or not isinstance(deal.get("contract"), dict):
        raise Rejected("input", "a deal is an object with a contract")
    contract = deal["contract"]
    taker = contract.get("taker")
    if not isinstance(taker, str):
        raise Rejected("input", "scoring needs the contract's taker")
    tricks = []
    for t in deal.get("tricks", []):
        if not isinstance(t, dict):
            raise Rejected("input", f"a trick is an object, not {t!r}")
        if "plays" in t:
            plays = t["plays"]
            if not isinstance(plays, list) or not all(isinstance(p, dict) for p in plays) or not plays:
                raise Rejected("input", f"plays is a list of {{seat, card}}, not {plays!r}")
            if "leader" in t and t["leader"] != plays[0].get("seat"):
                raise Rejected("input", f"the trick's leader {t['leader']!r} does not play its first card")
            tricks.append(
                TrickIn([str(p.get("card")) for p in plays], [str(p.get("seat")) for p in plays], t.get("winner"))
            )
        else:
            cards = t.get("cards")
            if not isinstance(cards, list):
                raise Rejected("input", f"a trick lists its cards, not {cards!r}")
            tricks.append(TrickIn([str(c) for c in cards], None, t.get("winner")))
    multiplier = deal.get("multiplier", 1)
    if not isinstance(multiplier, int) or multiplier < 1:
        raise Rejected("input", f"a multiplier is a whole number from 1, not {multiplier!r}")
    return DealIn(
        contract,
        taker,
        tricks,
        list(deal.get("belote", [])),
        list(deal.get("declarations", [])),
        deal.get("dealer"),
        int(deal.get("held", 0)),
        multiplier,
        list(deal.get("penalties", [])),
        list(deal.get("set_aside", [])),
    )


def split_card(text: Any) -> tuple[str, str]:
    """`10H` -> ("10", "H"); anything else is refused with the generic rule `card`."""
    if not isinstance(text, str) or len(text) < 2:
        raise Rejected("card", f"cannot read the card {text!r}")
    rank, suit = text[:-1].upper(), text[-1].upper()
    if suit not in "CDHS" or rank not in ("7", "8", "9", "10", "J", "Q", "K", "A"):
        raise Rejected("card", f"cannot read the card {text!r}")
    return rank, suit
