"""Belote and rebelote: the trump King and Queen played by one player, announced as the variant asks."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .contracts import Contract
from .rules import Rules

WORDS = ("belote", "rebelote")


@dataclass(frozen=True)
class BelotePlay:
    """What one player did with the two belote cards: the cards in the order played and the words said."""

    seat: int
    cards: tuple[int, ...]
    said: tuple[str | None, ...]


def belote_cards(rules: Rules, contract: Contract) -> tuple[int, ...]:
    """The belote cards under this contract, in the variant's listed order (none without a trump suit)."""
    spec = rules.spec["belote"]
    if not spec["enabled"] or contract.trump is None:
        return ()
    n = rules.deck.n_ranks
    return tuple(contract.trump * n + rules.deck.rank(r) for r in spec["cards"])


def belote_points(rules: Rules, contract: Contract, play: BelotePlay) -> int:
    """The bonus this play earns: both cards from one hand, in an allowed order, announced enough."""
    spec = rules.spec["belote"]
    wanted = belote_cards(rules, contract)
    if not wanted or sorted(play.cards) != sorted(wanted):
        return 0
    if spec["order"] == "as_listed" and tuple(play.cards) != wanted:
        return 0
    said = [(w or "").strip().lower() for w in play.said] + [""] * 2
    needed = {"both": 2, "first": 1, "none": 0}[spec["announce"]]
    if any(said[i] != WORDS[i] for i in range(needed)):
        return 0
    return int(spec["bonus"])


def belote_by_team(rules: Rules, contract: Contract, plays: Sequence[BelotePlay]) -> list[int]:
    out = [0] * len(rules.table.teams)
    for p in plays:
        out[rules.table.team_of[p.seat]] += belote_points(rules, contract, p)
    return out
