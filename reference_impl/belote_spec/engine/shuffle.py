"""Shuffling from a seed and dealing by the variant's plan.

The shuffle is specified so any language can reproduce it: SplitMix64 from the seed, then a
Fisher-Yates pass from the last position down, swapping position i with ``next() % (i + 1)``.
The starting order is the deck's canonical order (``deck.suits`` × ``deck.ranks``); the first card
of the result is the top of the pack.
"""

from __future__ import annotations

import struct
from collections.abc import Callable
from functools import cache

from belote_spec.engine.rng import GAMMA, MASK, MIX_1, MIX_2, SplitMix64
from belote_spec.engine.rules import Rules


def shuffled(n: int, seed: int) -> list[int]:
    """Card ids 0..n-1 in the order the seed gives; the same seed gives the same order everywhere.

    Every random deal starts here, so the n-1 outputs of rng.SplitMix64 are computed all at once: the k-th
    state is seed + (k+1)·γ, and the mixing steps (xor-shift, multiply, mod 2^64) are applied to all
    states packed side by side in one integer, 128 bits apart so no lane spills into the next. A test
    keeps this equal to SplitMix64.next, the readable definition."""
    m = n - 1
    if m < 1:
        return list(range(n))
    ones, ramp, lanes, unpack = _lanes(m)
    z = ((seed & MASK) * ones + ramp) & lanes
    z = ((z ^ (z >> 30)) & lanes) * MIX_1 & lanes
    z = ((z ^ (z >> 27)) & lanes) * MIX_2 & lanes
    z = (z ^ (z >> 31)) & lanes
    outputs = unpack(z.to_bytes(16 * m, "little"))
    order = list(range(n))
    for k, i in enumerate(range(n - 1, 0, -1)):
        j = outputs[k] % (i + 1)
        order[i], order[j] = order[j], order[i]
    return order


@cache
def _lanes(m: int) -> tuple[int, int, int, Callable[[bytes], tuple[int, ...]]]:
    """For m packed 64-bit lanes: 1 in each lane, (k+1)·γ in lane k, 2^64-1 in each lane, and the unpacker."""
    ones = sum(1 << (128 * k) for k in range(m))
    ramp = sum((k + 1) << (128 * k) for k in range(m)) * GAMMA
    return ones, ramp, MASK * ones, struct.Struct("<" + "Q8x" * m).unpack


def derive_seed(seed: int, deal_number: int) -> int:
    """The seed of the n-th deal of a match, so a match replays from one seed."""
    return SplitMix64(seed ^ ((deal_number * 0xD1B54A32D192ED03) & MASK)).next()


NEXT_DEALER = "/dealing/next_dealer/rule"  # a fault may answer who deals next otherwise (Rules.seat_faults)


class DealPlanError(ValueError):
    """A deck that does not fit the dealing plan."""


def deal_before_bidding(
    rules: Rules, deck: list[int], dealer: int, checked: bool = True
) -> tuple[list[list[int]], int | None, int]:
    """Hands after the first packets, the turned card, and how many cards were used. `checked=False`
    skips checking the deck for a deck this package shuffled itself.

    The plan is walked once per dealer on the pack positions 0, 1, 2...; each deal then only reads
    its cards at those positions."""
    if checked and sorted(deck) != list(range(rules.deck.size)):
        raise DealPlanError(f"a deck must hold each of the {rules.deck.size} cards exactly once")
    where, turned_at, used = rules.memo(("dealing.before", dealer), lambda: _positions_before(rules, dealer))
    at = deck.__getitem__
    return [list(map(at, seat)) for seat in where], (deck[turned_at] if turned_at is not None else None), used


def deck_from_hands(
    rules: Rules, dealer: int, hands: list[list[int]], turned: int | None, stock: list[int]
) -> list[int]:
    """The pack (top first) whose first packets, dealt by this variant's plan, give each seat `hands[seat]`
    (after its held cards, a seat's list goes on with its face-down then its face-up table cards, where
    the plan deals some), turn up `turned`, and leave `stock` (top first) to deal after the bidding."""
    where, turned_at, used = rules.memo(("dealing.before", dealer), lambda: _positions_before(rules, dealer))
    table = rules.table
    if len(hands) != table.n:
        raise DealPlanError(f"hands for {table.n} seats are needed, not {len(hands)}")
    deck: list[int | None] = [None] * rules.deck.size
    for seat, positions in enumerate(where):
        if len(hands[seat]) != len(positions):
            raise DealPlanError(
                f"{table.seats[seat]} is dealt {len(positions)} cards before the bidding, not {len(hands[seat])}"
            )
        for i, card in zip(positions, hands[seat], strict=True):
            deck[i] = card
    if (turned_at is None) != (turned is None):
        raise DealPlanError(
            "this variant turns a card up: name it" if turned is None else "this variant turns no card up"
        )
    if turned_at is not None:
        deck[turned_at] = turned
    if len(stock) != rules.deck.size - used:
        raise DealPlanError(f"{rules.deck.size - used} cards are left to deal after the bidding, not {len(stock)}")
    deck[used:] = stock
    if sorted(c for c in deck if c is not None) != list(range(rules.deck.size)):
        raise DealPlanError(
            f"the hands, the turned card and the rest hold each of the {rules.deck.size} cards exactly once"
        )
    return [c for c in deck if c is not None]


def _positions_before(rules: Rules, dealer: int) -> tuple[tuple[tuple[int, ...], ...], int | None, int]:
    hands, turned, used = _walk_before(rules, list(range(rules.deck.size)), dealer)
    return tuple(map(tuple, hands)), turned, used


def deal_after_bidding(
    rules: Rules, deck: list[int], pos: int, hands: list[list[int]], dealer: int, taker: int, turned: int | None
) -> int:
    """Completes the hands once `taker` has taken: the turned card first if the plan says so, then the
    packets, then the taker's own extra cards. Returns how many cards of the pack are used."""
    turned_at = deck.index(turned, 0, pos) if turned is not None else None  # the turned card was dealt before pos
    added, used = rules.memo(
        ("dealing.after", dealer, taker, pos, turned_at),
        lambda: _positions_after(rules, pos, len(hands), dealer, taker, turned_at),
    )
    at = deck.__getitem__
    for seat, where in enumerate(added):
        hands[seat] += map(at, where)
    return used


def _positions_after(
    rules: Rules, pos: int, seats: int, dealer: int, taker: int, turned_at: int | None
) -> tuple[tuple[tuple[int, ...], ...], int]:
    added: list[list[int]] = [[] for _ in range(seats)]
    used = _walk_after(rules, list(range(rules.deck.size)), pos, added, dealer, taker, turned_at)
    return tuple(map(tuple, added)), used


def _walk_before(rules: Rules, deck: list[int], dealer: int) -> tuple[list[list[int]], int | None, int]:
    """Hands after the first packets, the turned card, and how many cards were used."""
    plan = rules.spec["dealing"]["before_bidding"]
    table = rules.table
    hands: list[list[int]] = [[] for _ in range(table.n)]
    pos = 0
    start = rules.position("/dealing/before_bidding/start", plan["start"], dealer)
    for packet in plan["packets"]:
        for k in range(table.n):
            seat = table.next(start, k)
            hands[seat].extend(deck[pos : pos + packet])
            pos += packet
    stacks = rules.spec["dealing"].get("table_cards", {}).get("stacks", 0)
    for _layer in range(2 * stacks):  # the face-down cards one at a time, then the face-up ones on top
        for k in range(table.n):
            hands[table.next(start, k)].append(deck[pos])
            pos += 1
    turned = None
    if plan["turn_up"]:
        turned = deck[pos]
        pos += 1
    return hands, turned, pos


def _walk_after(
    rules: Rules, deck: list[int], pos: int, hands: list[list[int]], dealer: int, taker: int, turned: int | None
) -> int:
    """Completes the hands once `taker` has taken: the turned card first if the plan says so, then the
    packets, then the taker's own extra cards. Returns how many cards of the pack are used."""
    plan = rules.spec["dealing"]["after_bidding"]
    table = rules.table
    owed = 0
    if turned is not None and plan["turn_up_to"] == "taker":
        hands[taker].append(turned)
        owed = 1
    start = rules.position("/dealing/after_bidding/start", plan["start"], dealer, taker)
    for packet in plan["packets"]:
        for k in range(table.n):
            seat = table.next(start, k)
            n = packet
            if seat == taker and owed:
                n -= owed
                owed = 0
            hands[seat].extend(deck[pos : pos + n])
            pos += n
    extra = plan.get("extra_to_taker", 0)
    hands[taker].extend(deck[pos : pos + extra])
    return pos + extra


def next_dealer(
    rules: Rules,
    dealer: int,
    taker: int | None = None,
    scores: list[int] | tuple[int, ...] | None = None,
    cancelled: bool = False,
) -> int:
    """Who deals after `dealer`: by the variant's rule, after a deal cancelled in the bidding by its own
    rule if it names one; a rule by score gives the deal to the first player after the dealer on the
    side that scored most, and falls back on the cancelled-deal rule when the scores are level."""
    fault = rules.seat_faults.get(NEXT_DEALER) if rules.seat_faults else None
    if fault is not None:
        return fault(dealer, taker, None)
    spec = rules.spec["dealing"]["next_dealer"]
    table = rules.table
    fallback = spec.get("after_cancelled", spec["rule"])
    if cancelled:
        return table.position(fallback, dealer)
    if spec["rule"] != "highest_scorer":
        return table.position(spec["rule"], dealer, taker)
    if scores is None:
        raise ValueError("in this variant the next dealer depends on the deal's scores")
    best = max(scores)
    if list(scores).count(best) > 1:
        return table.position(fallback, dealer)
    team = list(scores).index(best)
    return next(s for s in (table.next(dealer, k) for k in range(1, table.n + 1)) if table.team_of[s] == team)
