"""An independent legal-card oracle, compared with the engine on random positions.

The engine narrows a hand obligation by obligation (tricks.py). The oracle instead asks, of each
card alone, whether any obligation forbids it, written from the rule text with card names and the
variant's orders: two readings of the same data that must agree.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from reference_impl.engine import ReferenceEngine
from reference_impl.loader import load_variant, shipped_variant_ids


def _strength(spec: dict, trump: str | None, card: str) -> int:
    order = spec["orders"]["trump" if card[-1] == trump else "plain"]["ranks"]
    return -[str(r) for r in order].index(card[:-1])


def _winner(spec: dict, trump: str | None, trick: list[tuple[str, str]]) -> int:
    led = trick[0][1][-1]
    best = 0
    for i, (_, card) in enumerate(trick):
        b = trick[best][1]
        if card[-1] == b[-1]:
            if _strength(spec, trump, card) > _strength(spec, trump, b):
                best = i
        elif card[-1] == trump or (b[-1] != trump and card[-1] == led):
            best = i
    return best


def oracle(spec: dict, trump: str, hand: list[str], trick: list[tuple[str, str]], seat: str) -> set[str]:
    """The cards no obligation forbids: each obligation is a predicate over one candidate card."""
    ob = {k: v.get("required", v.get("applies")) for k, v in spec["play"]["obligations"].items()}
    teams = spec["table"]["teams"]
    partner_of = {s: t for t in teams.values() for s in t}
    if not trick:
        return set(hand)
    led = trick[0][1][-1]
    has_led = [c for c in hand if c[-1] == led]
    trumps = [c for c in hand if c[-1] == trump]
    top_of = lambda suit: max((_strength(spec, trump, c) for _, c in trick if c[-1] == suit), default=None)  # noqa: E731
    only_opponents = spec["play"]["obligations"]["overtrump_on_ruff"].get("against") == "opponents"
    ruff_top = max((_strength(spec, trump, c) for s, c in trick
                    if c[-1] == trump and not (only_opponents and s in partner_of[seat])), default=None)
    legal = set()
    for card in hand:
        if has_led:
            if ob["follow_suit"] and card[-1] != led:
                continue
            if led == trump and ob["overtrump_when_trump_led"]:
                higher = [c for c in has_led if _strength(spec, trump, c) > top_of(trump)]
                if higher and card not in higher:
                    continue
            legal.add(card)
            continue
        winner_seat = trick[_winner(spec, trump, trick)][0]
        if ob["partner_winning_exemption"] and winner_seat in partner_of[seat] and winner_seat != seat:
            legal.add(card)
            continue
        if ob["trump_when_void"] and trumps:
            ruffed = ruff_top is not None
            higher = [c for c in trumps if ruffed and _strength(spec, trump, c) > ruff_top]
            if ruffed and ob["overtrump_on_ruff"] and higher:
                if card in higher:
                    legal.add(card)
                continue
            if ruffed and ob["overtrump_on_ruff"] and not ob["undertrump_when_cannot_overtrump"]:
                legal.add(card)
                continue
            if card in trumps:
                legal.add(card)
            continue
        legal.add(card)
    return legal


FOUR_PLAYER = [v for v in shipped_variant_ids() if load_variant(v)["table"]["players"] == 4
               and not load_variant(v)["play"]["obligations"]["beat_led_suit"]["required"]]


@pytest.mark.parametrize("variant", FOUR_PLAYER)
@settings(max_examples=400, deadline=None)
@given(seed=st.integers(0, 2**32))
def test_the_engine_agrees_with_the_oracle(variant: str, seed: int) -> None:
    spec = load_variant(variant)
    rng = random.Random(seed)
    deck = [f"{r}{s}" for s in spec["deck"]["suits"] for r in spec["deck"]["ranks"]]
    rng.shuffle(deck)
    seats = list(spec["table"]["seats"])
    order = [seats[0], *reversed(seats[1:])] if spec["table"]["direction"] == "counter-clockwise" else seats
    trump = rng.choice(spec["deck"]["suits"])
    leader = rng.randrange(4)
    n_played = rng.randrange(4)
    trick = [(order[(leader + i) % 4], deck.pop()) for i in range(n_played)]
    seat = order[(leader + n_played) % 4]
    hand = [deck.pop() for _ in range(rng.randrange(1, 9))]
    got = ReferenceEngine().legal_cards(variant, {"kind": "suit", "trump": trump}, hand,
                                        [{"seat": s, "card": c} for s, c in trick], seat)
    assert set(got) == oracle(spec, trump, hand, trick, seat), (trump, trick, seat, hand)


@pytest.mark.parametrize("variant", shipped_variant_ids())
def test_the_fast_legal_set_agrees_with_the_step_by_step_one(variant: str) -> None:
    """legal_mask (the hot path) and legal_steps (which names the broken rule) are two codings of the
    same obligations: on random positions, under every combination of the obligation switches, they
    must give the same set."""
    import copy
    import itertools

    from reference_impl.rules import Rules
    from reference_impl.tricks import legal_mask, legal_steps

    base = load_variant(variant)
    rng = random.Random(variant)
    switches = [("follow_suit", "required"), ("overtrump_when_trump_led", "required"), ("beat_led_suit", "required"),
                ("beat_led_suit", "until_trumped"), ("trump_when_void", "required"),
                ("partner_winning_exemption", "applies"), ("overtrump_on_ruff", "required"),
                ("undertrump_when_cannot_overtrump", "required")]
    compared = 0
    for flags in itertools.islice(itertools.product((False, True), repeat=len(switches)), 0, None, 5):
        spec = copy.deepcopy(base)
        for (name, key), value in zip(switches, flags, strict=True):
            spec["play"]["obligations"][name][key] = value
        spec["play"]["obligations"]["overtrump_on_ruff"]["against"] = rng.choice(["any", "opponents"])
        rules = Rules(spec)
        kinds = list(spec["contracts"])
        for _ in range(40):
            kind = rng.choice(kinds)
            trump = rng.randrange(len(rules.deck.suits)) if spec["contracts"][kind]["trumps"] == "one" else None
            contract = rules.contract(kind, trump)
            cards = rng.sample(range(rules.deck.size), rules.hand_size + rules.table.n - 1)
            hand = rules.deck.mask(cards[: rules.hand_size])
            n_trick = rng.randrange(rules.table.n)
            leader = rng.randrange(rules.table.n)
            trick = [(rules.table.next(leader, k), c) for k, c in enumerate(cards[rules.hand_size:][:n_trick])]
            seat = rules.table.next(leader, n_trick)
            steps = legal_steps(rules, contract, hand, trick, seat)
            assert legal_mask(rules, contract, hand, trick, seat) == steps[-1][1]
            compared += 1
    assert compared >= 40 * 50
