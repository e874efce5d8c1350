"""Properties of seeded random deals with random legal play, for every shipped variant.

Expected values are derived from the variant's data (orders and point tables), never from the
engine's compiled tables and never written as literals.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from belote_spec.engine.deal import Deal
from belote_spec.engine.match import play_deal, random_bidder, random_player
from belote_spec.engine.rng import SplitMix64
from belote_spec.engine.rules import Rules
from belote_spec.engine.shuffle import shuffled
from belote_spec.spec.loader import load_variant, shipped_variant_ids

VARIANTS = shipped_variant_ids()
SEEDS = st.integers(min_value=0, max_value=2**64 - 1)


def rules_of(variant: str) -> Rules:
    return Rules(load_variant(variant))


def played_deal(rules: Rules, seed: int) -> Deal:
    """A deal played to its end (re-dealing after an all-pass) with seeded random bids and cards."""
    rng = SplitMix64(seed)
    dealer = seed % rules.table.n
    for attempt in range(50):
        deal = Deal(rules, dealer, seed=seed + attempt)
        play_deal(deal, random_bidder(rng, take_chance=0.5), random_player(rng))
        if deal.phase == "done":
            return deal
        dealer = deal.next_dealer()
    raise AssertionError("fifty deals in a row were passed out")


def spec_points(spec: dict, kind: str, trumps_suit: str | None, card: str) -> int:
    """A card's points read straight from the variant's point tables."""
    rank, suit = card[:-1], card[-1]
    c = spec["contracts"][kind]
    table = c["trump_points"] if (c["trumps"] == "all" or suit == trumps_suit) else c["plain_points"]
    return dict(zip(map(str, table["ranks"]), table["points"], strict=True))[rank]


def spec_order(spec: dict, kind: str, name: str) -> list[str]:
    """The `name` order (trump or plain) of contract kind `kind`: the kind's own where it gives one
    (`contracts.<kind>.orders`, Obenabe and Undenufe), else the variant's."""
    own = spec["contracts"][kind].get("orders", {}).get(name)
    return [str(r) for r in (own if own is not None else spec["orders"][name])["ranks"]]


def spec_beats(spec: dict, kind: str, trump: str | None, led: str, a: str, b: str) -> bool:
    """Whether card a beats card b in a trick led in `led` under contract kind `kind`, by the variant's orders."""
    sa, sb = a[-1], b[-1]
    if sa != sb:
        if sa == trump:
            return True
        if sb == trump:
            return False
        return sa == led
    all_trumps = spec["contracts"][kind]["trumps"] == "all"
    ranks = spec_order(spec, kind, "trump" if (all_trumps or sa == trump) else "plain")
    return ranks.index(a[:-1]) < ranks.index(b[:-1])


@pytest.mark.parametrize("variant", VARIANTS)
@settings(max_examples=60, deadline=None)
@given(seed=SEEDS)
def test_every_card_is_played_exactly_once(variant: str, seed: int) -> None:
    rules = rules_of(variant)
    deal = played_deal(rules, seed)
    played = [c for _, cards in deal.tricks for c in cards]
    assert len(played) == len(set(played)) == rules.tricks_per_deal * rules.table.n
    assert len(deal.tricks) == rules.tricks_per_deal
    # What was not played was set aside by the taker, or never dealt: together, the whole deck once.
    undealt = deal.deck[deal._pos :]
    turned = [deal.turned] if deal.turned is not None and deal.turned not in played + deal.discards else []
    assert sorted(played + deal.discards + undealt + turned) == list(range(rules.deck.size))


@pytest.mark.parametrize("variant", VARIANTS)
@settings(max_examples=40, deadline=None)
@given(seed=SEEDS)
def test_legal_set_is_never_empty_and_inside_the_hand(variant: str, seed: int) -> None:
    rules = rules_of(variant)
    rng = SplitMix64(seed)
    deal = Deal(rules, seed % rules.table.n, seed=seed)
    while deal.phase == "bidding":
        deal.bid(deal.turn, random_bidder(rng, 0.5)(deal, deal.turn))
    while deal.phase == "playing":
        seat = deal.turn
        legal = deal.legal(seat)
        assert legal, "no legal card"
        assert legal & ~deal.hands[seat] == 0, "a legal card outside the hand"
        cards = rules.deck.unmask(legal)
        deal.play(seat, rng.choice(cards))


@pytest.mark.parametrize("variant", VARIANTS)
@settings(max_examples=60, deadline=None)
@given(seed=SEEDS)
def test_trick_goes_to_the_highest_card_by_the_orders(variant: str, seed: int) -> None:
    rules = rules_of(variant)
    spec = rules.spec
    deal = played_deal(rules, seed)
    contract = deal.contract
    trump = spec["deck"]["suits"][contract.trump] if contract.trump is not None else None
    leader = rules.table.position(spec["play"]["first_lead"]["rule"], deal.dealer, deal.taker, deal.first_bidder)
    for winner, cards in deal.tricks:
        names = [rules.deck.name(c) for c in cards]
        best = 0
        for i in range(1, len(names)):
            if spec_beats(spec, contract.kind, trump, names[0][-1], names[i], names[best]):
                best = i
        assert winner == rules.table.next(leader, best), f"{names}: expected the card {names[best]} to win"
        leader = winner


def spec_times(contract: dict, trump: str | None) -> int:
    """A kind's `points_multiplier` under this trump suit: one integer, or a map by trump suit."""
    times = contract.get("points_multiplier", 1)
    return times[trump] if isinstance(times, dict) else times


def spec_multiplied(contract: dict) -> set[str]:
    """What a kind's multiplier and scale count (`multiplies`): the card points and the last trick when unsaid."""
    return set(contract.get("multiplies", ["cards", "last_trick"]))


@pytest.mark.parametrize("variant", VARIANTS)
@settings(max_examples=60, deadline=None)
@given(seed=SEEDS)
def test_card_points_and_last_trick_add_up_to_the_total(variant: str, seed: int) -> None:
    rules = rules_of(variant)
    spec = rules.spec
    deal = played_deal(rules, seed)
    kind = deal.contract.kind
    contract = spec["contracts"][kind]
    trump = spec["deck"]["suits"][deal.contract.trump] if deal.contract.trump is not None else None
    multiplied = spec_multiplied(contract)
    last = spec["scoring"]["last_trick"]["bonus"]
    cards = [f"{r}{s}" for s in spec["deck"]["suits"] for r in spec["deck"]["ranks"]]
    # total_points counts an integer multiplier; a map by trump suit applies on top of it.
    base = 1 if isinstance(contract.get("points_multiplier"), dict) else spec_times(contract, None)
    whole = sum(spec_points(spec, kind, trump, c) for c in cards)
    whole *= base if "cards" in multiplied else 1
    assert whole + last * (base if "last_trick" in multiplied else 1) == contract["total_points"]
    # In a deal only the cards played or set aside by the taker count. A bonus the kind's multiplier counts
    # is multiplied (and scaled) with the card points; any other is added apart, as it is.
    times = spec_times(contract, trump)
    in_play = [rules.deck.name(c) for _, cs in deal.tricks for c in cs] + [rules.deck.name(c) for c in deal.discards]
    card_points = sum(spec_points(spec, kind, trump, c) for c in in_play)
    capot = spec["scoring"]["capot"]
    bonuses = {} if deal.score.capot is not None and capot["replaces_last_trick"] else {"last_trick": last}
    if deal.score.capot is not None:
        bonuses["capot"] = capot["bonus"]
    inside = card_points * (times if "cards" in multiplied else 1)
    inside += sum(points * times for part, points in bonuses.items() if part in multiplied)
    apart = sum(points for part, points in bonuses.items() if part not in multiplied)
    tricks_total = sum(b["tricks"] for b in deal.score.breakdown)
    scale = contract.get("points_scale")
    if scale is not None:
        # Each side's points are scaled and made whole on their own (the FFB's 162/258): the sides' sum
        # lies within one point per side of the scaled total.
        scaled = inside * scale["numerator"] / scale["denominator"]
        assert abs(tricks_total - apart - scaled) < len(deal.score.breakdown)
    else:
        assert tricks_total == inside + apart


@settings(max_examples=50, deadline=None)
@given(seed=SEEDS)
def test_the_same_seed_gives_the_same_deal(seed: int) -> None:
    """Two engines built independently from one seed deal the same hands, turned card and all."""
    one, two = Deal(rules_of("french"), 0, seed=seed), Deal(rules_of("french"), 0, seed=seed)
    assert one.state() == two.state()
    assert sorted(one.deck) == list(range(32))


def test_splitmix64_matches_its_reference_outputs() -> None:
    """The first outputs of SplitMix64 from seed 0, as published with its reference implementation."""
    from belote_spec.engine.rng import SplitMix64

    rng = SplitMix64(0)
    assert [rng.next() for _ in range(3)] == [0xE220A8397B1DCDAF, 0x6E789E6AA1B965F4, 0x06C45D188009454F]


def test_the_shuffle_is_pinned() -> None:
    """The documented SplitMix64 + Fisher-Yates shuffle, pinned so every implementation can check itself."""
    rules = rules_of("french")
    assert rules.deck.format(shuffled(32, 0)[:8]) == PINNED_SEED_0


PINNED_SEED_0 = "QD 8H AC 9S QH KD 9H 8C"


@pytest.mark.parametrize("seed", [0, 1, 7, 2**63 + 5, 2**64 - 1])
def test_the_inlined_shuffle_is_fisher_yates_over_splitmix64(seed: int) -> None:
    """shuffled() computes the generator's outputs all at once for speed; here it is against SplitMix64.next."""
    from belote_spec.engine.rng import SplitMix64

    for n in (1, 2, 24, 32, 36, 52):
        order, rng = list(range(n)), SplitMix64(seed)
        for i in range(n - 1, 0, -1):
            j = rng.next() % (i + 1)
            order[i], order[j] = order[j], order[i]
        assert shuffled(n, seed) == order
