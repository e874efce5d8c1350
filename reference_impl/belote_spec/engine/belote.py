"""Belote and rebelote: the trump King and Queen played by one player, announced as the variant asks."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from belote_spec.engine.contracts import Contract
from belote_spec.engine.rules import Rules

WORDS = ("belote", "rebelote")


@dataclass(frozen=True)
class BelotePlay:
    """What one player did with the two belote cards: the cards in the order played and the words said."""

    seat: int
    cards: tuple[int, ...]
    said: tuple[str | None, ...]


def belote_pairs(rules: Rules, contract: Contract) -> list[tuple[int, ...]]:
    """The belote pairs under this contract, each in the variant's listed order: the trump suit's, or
    every suit's when all suits are trump; none in a contract kind the variant does not list."""
    return rules.memo(("belote_pairs", contract.kind, contract.trump), lambda: _pairs(rules, contract))


def _pairs(rules: Rules, contract: Contract) -> list[tuple[int, ...]]:
    spec = rules.spec["belote"]
    if not spec["enabled"] or contract.kind not in spec["contracts"]:
        return []
    n = rules.deck.n_ranks
    ranks = [rules.deck.rank(r) for r in spec["cards"]]
    suits = [s for s, ranked in enumerate(contract.trump_ranked) if ranked]
    return [tuple(s * n + r for r in ranks) for s in suits]


def belote_points(rules: Rules, contract: Contract, play: BelotePlay) -> int:
    """The bonus this play earns: both cards of one pair from one hand, in an allowed order, announced enough."""
    spec = rules.spec["belote"]
    wanted = next((p for p in belote_pairs(rules, contract) if sorted(p) == sorted(play.cards)), None)
    if wanted is None:
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
