"""A contract compiled into per-card tables: which cards are trump, how strong, how many points.

Everything the hot path asks about a card under a contract is one tuple lookup.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from belote_spec.engine.rules import Rules


class ContractError(ValueError):
    """A contract this variant does not know."""


@dataclass(frozen=True)
class Contract:
    kind: str  # a key of the variant's `contracts` (suit, no_trumps, all_trumps or a name of the variant's)
    trump: int | None  # the trump suit of a `trumps: one` contract
    trump_mask: int  # cards of the single trump suit (0 when no suit beats another)
    trump_ranked: tuple[bool, ...]  # per suit: ranked and counted by the trump tables
    strength: tuple[int, ...]  # per card: higher beats lower within a suit
    points: tuple[int, ...]  # per card
    total_card_points: int
    multiplier: int = 1  # card points and the last trick count this many times (by the trump suit, where a map)
    # the bonuses the multiplier and scale count besides the card points (last_trick, capot, declarations,
    # belote), where the kind says (`multiplies`); None: the rules' (Scoring.contract_multiplies)
    multiplies: frozenset[str] | None = None
    above: tuple[int, ...] = ()  # per card: the mask of the cards of its suit that beat it
    scale: tuple[int, int, str] | None = None  # numerator, denominator, rounding of a side's card points
    exempt: int = 0  # the cards that do not count as holding the led suit (follow_suit's exempt)

    def scaled(self, points: int) -> int:
        """A side's card points and last trick on the contract's scale (the FFB's 162/258), made whole
        by the contract's rounding; unchanged without a scale."""
        if self.scale is None:
            return points
        num, den, rounding = self.scale
        if rounding == "down":
            return points * num // den
        if rounding == "up":
            return -(-points * num // den)
        return (2 * points * num + den) // (2 * den)

    def describe(self, rules: Rules) -> dict[str, Any]:
        out: dict[str, Any] = {"kind": self.kind}
        if self.trump is not None:
            out["trump"] = rules.deck.suits[self.trump]
        return out


def multiplier_of(spec: dict[str, Any], trump: str | None) -> int:
    """A contract kind's `points_multiplier` for this trump suit (a letter): one integer, or a map by trump suit."""
    times = spec.get("points_multiplier", 1)
    if isinstance(times, dict):
        return int(times.get(trump, 1)) if trump is not None else 1
    return int(times)


def compile_contract(rules: Rules, kind: str, trump: int | None) -> Contract:
    spec = rules.spec["contracts"].get(kind)
    if spec is None:
        raise ContractError(f"this variant has no {kind!r} contract (it has {', '.join(rules.spec['contracts'])})")
    deck = rules.deck
    n_suits = len(deck.suits)
    trumps = spec["trumps"]
    if trumps == "one":
        if trump is None:
            raise ContractError("a suit contract needs a trump suit")
        ranked = tuple(s == trump for s in range(n_suits))
    else:
        trump = None
        ranked = tuple(trumps == "all" for _ in range(n_suits))

    def table(name: str) -> dict[int, int]:
        t = spec.get(name)
        return {deck.rank(r): p for r, p in zip(t["ranks"], t["points"], strict=True)} if t else {}

    trump_pts, plain_pts = table("trump_points"), table("plain_points")
    times = multiplier_of(spec, deck.suits[trump] if trump is not None else None)
    said = spec.get("multiplies")
    multiplies = frozenset(said) - {"cards"} if said is not None else None
    card_times = times if said is None or "cards" in said else 1
    sc = spec.get("points_scale")
    scale = (sc["numerator"], sc["denominator"], sc["rounding"]) if sc else None
    strength = []
    points = []
    trump_order, plain_order = rules.kind_strength(kind, "trump"), rules.kind_strength(kind, "plain")
    for card in range(deck.size):
        s, r = deck.suit_of[card], deck.rank_of[card]
        order = trump_order if ranked[s] else plain_order
        strength.append(order[r])
        points.append((trump_pts if ranked[s] else plain_pts).get(r, 0) * card_times)
    above = tuple(
        sum(1 << o for o in range(deck.size) if deck.suit_of[o] == deck.suit_of[c] and strength[o] > strength[c])
        for c in range(deck.size)
    )
    exempt = 0
    for rank, of_trump in rules.follow_exempt:
        r = deck.rank(rank)
        exempt |= sum(1 << c for c in range(deck.size) if deck.rank_of[c] == r and ranked[deck.suit_of[c]] == of_trump)
    return Contract(
        exempt=exempt,
        above=above,
        kind=kind,
        trump=trump,
        trump_mask=deck.suit_mask[trump] if trump is not None else 0,
        trump_ranked=ranked,
        strength=tuple(strength),
        points=tuple(points),
        total_card_points=sum(points),
        multiplier=times,
        multiplies=multiplies,
        scale=scale,
    )
