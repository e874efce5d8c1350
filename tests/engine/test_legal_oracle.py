"""An independent legal-card oracle, compared with the engine on random positions.

The engine narrows a hand obligation by obligation (tricks.py). The oracle instead asks, of each
card alone, whether any obligation forbids it, written from the rule text with card names and the
variant's orders: two readings of the same data that must agree.
"""

from __future__ import annotations

import contextlib
import os
import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from belote_spec.engine import units
from belote_spec.protocol.interface import ReferenceEngine
from belote_spec.spec.loader import load_variant, shipped_variant_ids


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


@dataclass
class Turn:
    """What the oracle's rules read of one turn, in card names and the variant's orders."""

    spec: dict
    trump: str
    hand: list[str]
    trick: list[tuple[str, str]]
    seat: str

    def ob(self, name: str, key: str) -> object:
        """A rule's value, the schema's default when the variant leaves the rule (or the key) out."""
        node = self.spec["play"]["obligations"].get(name, {})
        return node.get(key, DEFAULTS[name].get(key))

    def strength(self, card: str) -> int:
        return _strength(self.spec, self.trump, card)

    @property
    def led(self) -> str:
        return self.trick[0][1][-1]

    def is_exempt(self, card: str) -> bool:
        """Whether the variant exempts this card from following (it does not count as holding its suit)."""
        exempt: Any = self.ob("follow_suit", "exempt") or []
        return any(card[:-1] == str(e["rank"]) and (card[-1] == self.trump) == e["trump"] for e in exempt)

    @property
    def has_led(self) -> list[str]:
        """The cards of the led suit held, none when all of them are exempt from following."""
        held = [c for c in self.hand if c[-1] == self.led]
        return held if any(not self.is_exempt(c) for c in held) else []

    @property
    def trumps(self) -> list[str]:
        return [c for c in self.hand if c[-1] == self.trump]

    @property
    def instead(self) -> list[str]:
        """The trumps a player holding the led plain suit may play instead of following it, where the
        variant allows a trump instead ([] otherwise)."""
        allowed = bool(self.has_led) and self.led != self.trump and bool(self.ob("follow_suit", "trump_instead"))
        return self.trumps if allowed else []

    def partners(self, seat: str) -> list[str]:
        return next(t for t in self.spec["table"]["teams"].values() if seat in t)

    def top(self, suit: str) -> int | None:
        return max((self.strength(c) for _, c in self.trick if c[-1] == suit), default=None)

    @property
    def ruff_top(self) -> int | None:
        """The strongest trump this player is bound to overtrump (only the opponents', by the variant)."""
        only_opponents = self.ob("overtrump_on_ruff", "against") == "opponents"
        return max(
            (
                self.strength(c)
                for s, c in self.trick
                if c[-1] == self.trump and not (only_opponents and s in self.partners(self.seat))
            ),
            default=None,
        )

    @property
    def exempt(self) -> bool:
        return any(frees(self) for frees in EXEMPTIONS.values())

    @property
    def void_bound(self) -> bool:
        """Void in the led suit, not exempt, bound to trump and holding one."""
        bound = bool(self.ob("trump_when_void", "required"))
        return not self.has_led and not self.exempt and bound and bool(self.trumps)

    @property
    def over_ruff(self) -> list[str]:
        """The trumps that beat the ruff to be beaten, when the variant asks for it ([] otherwise)."""
        if self.ruff_top is None or not self.ob("overtrump_on_ruff", "required"):
            return []
        return [c for c in self.trumps if self.strength(c) > self.ruff_top]

    @property
    def cannot_overtrump(self) -> bool:
        return self.ruff_top is not None and bool(self.ob("overtrump_on_ruff", "required")) and not self.over_ruff


def _led_higher(t: Turn) -> list[str]:
    return [c for c in t.has_led if t.strength(c) > (t.top(t.led) or -99)]


def _only_lower_trumps_left(t: Turn) -> bool:
    """Whether the duties leave nothing but trumps under the trick's top trump (the undertrump duty): the
    duty then wins over the undertrump ban."""
    duties = [c for c in t.hand if not any(FORBIDS[p](t, c) for p in FORBIDS if p != OB + "undertrump_ban")]
    top = t.top(t.trump)
    return top is not None and all(c in t.trumps and t.strength(c) < top for c in duties)


def _beat_lapsed(t: Turn) -> bool:
    return bool(t.ob("beat_led_suit", "until_trumped")) and any(c[-1] == t.trump for _, c in t.trick)


OB = "/play/obligations/"
# Per rule unit's pointer: whether the rule forbids this card (written from the rule texts, one card at
# a time). tests/engine/test_units.py checks that every registered unit has its entry here or in EXEMPTIONS.
FORBIDS: dict[str, Callable[[Turn, str], bool]] = {
    OB + "follow_suit": lambda t, card: (
        bool(t.has_led) and bool(t.ob("follow_suit", "required")) and card[-1] != t.led and card not in t.instead
    ),
    OB + "overtrump_when_trump_led": lambda t, card: (
        bool(t.has_led)
        and t.led == t.trump
        and bool(t.ob("follow_suit", "required"))
        and bool(t.ob("overtrump_when_trump_led", "required"))
        and bool(_led_higher(t))
        and card not in _led_higher(t)
    ),
    OB + "beat_led_suit": lambda t, card: (
        bool(t.has_led)
        and t.led != t.trump
        and bool(t.ob("follow_suit", "required"))
        and bool(t.ob("beat_led_suit", "required"))
        and not _beat_lapsed(t)
        and bool(_led_higher(t))
        and card not in _led_higher(t)
        and card not in t.instead
    ),
    OB + "trump_when_void": lambda t, card: t.void_bound and not t.cannot_overtrump and card not in t.trumps,
    OB + "overtrump_on_ruff": lambda t, card: t.void_bound and bool(t.over_ruff) and card not in t.over_ruff,
    OB + "undertrump_when_cannot_overtrump": lambda t, card: (
        t.void_bound
        and t.cannot_overtrump
        and bool(t.ob("undertrump_when_cannot_overtrump", "required"))
        and card not in t.trumps
    ),
    OB + "undertrump_ban": lambda t, card: (
        (not t.has_led or bool(t.instead))
        and bool(t.ob("undertrump_ban", "applies"))
        and card in t.trumps
        and t.top(t.trump) is not None
        and t.strength(card) < t.top(t.trump)
        and any(c not in t.trumps for c in t.hand)
        and not _only_lower_trumps_left(t)
    ),
}
# Per exemption's pointer: whether it frees a void player from the duties to trump.
EXEMPTIONS: dict[str, Callable[[Turn], bool]] = {
    OB + "partner_winning_exemption": lambda t: (
        bool(t.ob("partner_winning_exemption", "applies"))
        and (w := t.trick[_winner(t.spec, t.trump, t.trick)][0]) != t.seat
        and w in t.partners(t.seat)
    ),
}
DEFAULTS = {u.key: u.default for u in units.OBLIGATIONS}


def oracle(spec: dict, trump: str, hand: list[str], trick: list[tuple[str, str]], seat: str) -> set[str]:
    """The cards no rule forbids: each rule a predicate over one candidate card."""
    if not trick:
        return set(hand)
    t = Turn(spec, trump, hand, trick, seat)
    return {card for card in hand if not any(forbids(t, card) for forbids in FORBIDS.values())}


FOUR_PLAYER = [v for v in shipped_variant_ids() if load_variant(v)["table"]["players"] == 4]
# Variants only the tests ship, for a unit no shipped variant applies yet (units' not_in_shipped).
TEST_FOLDER = Path(__file__).resolve().parents[1] / "units_club"
TEST_ONLY = ["undertrump-ban-test", "follow-jass-test"]


@contextlib.contextmanager
def with_test_folder() -> Iterator[None]:
    """The test-only variants' folder on BELOTE_SPEC_PATH for the duration."""
    was = os.environ.get("BELOTE_SPEC_PATH")
    os.environ["BELOTE_SPEC_PATH"] = str(TEST_FOLDER)
    try:
        yield
    finally:
        if was is None:
            del os.environ["BELOTE_SPEC_PATH"]
        else:
            os.environ["BELOTE_SPEC_PATH"] = was


@pytest.mark.parametrize("variant", FOUR_PLAYER + TEST_ONLY)
@settings(max_examples=400, deadline=None)
@given(seed=st.integers(0, 2**32))
def test_the_engine_agrees_with_the_oracle(variant: str, seed: int) -> None:
    with with_test_folder():
        _agrees(variant, seed)


def _agrees(variant: str, seed: int) -> None:
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
    got = ReferenceEngine().legal_cards(
        variant, {"kind": "suit", "trump": trump}, hand, [{"seat": s, "card": c} for s, c in trick], seat
    )
    assert set(got) == oracle(spec, trump, hand, trick, seat), (trump, trick, seat, hand)


@pytest.mark.parametrize("variant", shipped_variant_ids())
def test_the_fast_legal_set_agrees_with_the_step_by_step_one(variant: str) -> None:
    """legal_mask (the hot path), the contract's compiled play (play_kernel, what a deal asks at every card)
    and legal_steps (the rule units' narrowings, which name the broken rule) are three codings of the same
    obligations: on random positions, under combinations of every unit's switches (read from the registry,
    so a new unit's are tried too), they must give the same set, and the kernel the same trick winner. And the
    units wrapped by `units.within` (the inverted mutants' units after the one turned round) must narrow
    the same steps."""
    import copy
    import itertools

    from belote_spec.engine.rules import Rules
    from belote_spec.engine.tricks import legal_mask, legal_steps, play_kernel, winning_index

    base = load_variant(variant)
    rng = random.Random(variant)
    within = tuple(units.within(u) for u in units.OBLIGATIONS)
    switches = [(u.key, key, values) for u in units.OBLIGATIONS for key, values in u.switches.items()]
    combos = list(itertools.product(*(values for _, _, values in switches)))
    compared = 0
    for flags in random.Random(f"{variant} switches").sample(combos, min(64, len(combos))):
        spec = copy.deepcopy(base)
        obligations = spec["play"]["obligations"]
        for (name, key, _), value in zip(switches, flags, strict=True):
            obligations.setdefault(name, {})[key] = value
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
            trick = [(rules.table.next(leader, k), c) for k, c in enumerate(cards[rules.hand_size :][:n_trick])]
            seat = rules.table.next(leader, n_trick)
            steps = legal_steps(rules, contract, hand, trick, seat)
            assert legal_mask(rules, contract, hand, trick, seat) == steps[-1][1]
            legal_of, winner_of = play_kernel(rules, contract)
            assert legal_of(hand, trick, seat) == steps[-1][1]
            if trick:
                assert winner_of(trick) == winning_index(rules, contract, trick)
            # every unit's answer lies within what the units before it left: `within` changes nothing here
            assert units.steps(rules, contract, hand, trick, seat, within) == steps
            compared += 1
    assert compared >= 40 * 50


def _legal(variant: str, trump: str, hand: list[str], trick: list[tuple[str, str]], seat: str) -> set[str]:
    with with_test_folder():
        played = [{"seat": s, "card": c} for s, c in trick]
        return set(ReferenceEngine().legal_cards(variant, {"kind": "suit", "trump": trump}, hand, played, seat))


def test_a_player_holding_the_led_plain_suit_may_trump_instead() -> None:
    """follow_suit.trump_instead: E leads AC, hearts trump; N holds a club, a trump and a diamond."""
    assert _legal("follow-jass-test", "H", ["7C", "8H", "AD"], [("E", "AC")], "N") == {"7C", "8H"}
    assert _legal("french", "H", ["7C", "8H", "AD"], [("E", "AC")], "N") == {"7C"}


def test_a_trump_played_instead_of_following_may_not_undertrump() -> None:
    """The undertrump ban binds the player who trumps instead of following: after E's AC and N's QH, W
    holding 7C 8H 9H AD may follow or overtrump with 9H, not play 8H under the queen."""
    assert _legal("follow-jass-test", "H", ["7C", "8H", "9H", "AD"], [("E", "AC"), ("N", "QH")], "W") == {"7C", "9H"}


def test_a_trump_instead_is_no_choice_when_trump_is_led() -> None:
    assert _legal("follow-jass-test", "H", ["7H", "8C"], [("E", "QH")], "N") == {"7H"}


def test_the_trump_jack_need_not_follow_a_trump_lead() -> None:
    """follow_suit.exempt [{rank: J, trump: true}]: E leads 7H, hearts trump; N's only heart is the jack, so N
    counts as void and may play any card; holding another heart, N must follow, with the jack or that heart."""
    assert _legal("follow-jass-test", "H", ["JH", "AD", "7C"], [("E", "7H")], "N") == {"JH", "AD", "7C"}
    assert _legal("follow-jass-test", "H", ["JH", "8H", "AD"], [("E", "7H")], "N") == {"JH", "8H"}
    assert _legal("follow-jass-test", "S", ["JH", "AD", "7H"], [("E", "7H")], "N") == {"JH", "7H"}  # a plain jack


def test_the_exemption_is_of_the_trump_jack_alone() -> None:
    """A plain suit's jack counts as holding that suit: with spades trump, a club lead binds the club jack."""
    assert _legal("follow-jass-test", "S", ["JC", "AD"], [("E", "7C")], "N") == {"JC"}


def test_an_undertrump_instead_of_following_is_refused_citing_the_ban() -> None:
    """The rule a card breaks (tricks.broken_rule, the engine's rejection): W holds 7C 8H 9H AD after E's AC and
    N's QH; 8H breaks the undertrump ban, AD the duty to follow suit."""
    from belote_spec.engine.rules import Rules
    from belote_spec.engine.tricks import broken_rule

    with with_test_folder():
        rules = Rules(load_variant("follow-jass-test"))
    deck, table = rules.deck, rules.table
    card = {n: deck.card(n) for n in ("7C", "8H", "9H", "AD", "AC", "QH")}
    hand = deck.mask([card[n] for n in ("7C", "8H", "9H", "AD")])
    trick = [(table.seat("E"), card["AC"]), (table.seat("N"), card["QH"])]
    contract = rules.contract("suit", deck.suit("H"))
    seat = table.seat("W")
    assert broken_rule(rules, contract, hand, trick, seat, card["8H"]) == OB + "undertrump_ban"
    assert broken_rule(rules, contract, hand, trick, seat, card["AD"]) == OB + "follow_suit"
    assert broken_rule(rules, contract, hand, trick, seat, card["9H"]) is None


@pytest.mark.parametrize("variant", ["follow-jass-test", "schieben-test"])
def test_the_compiled_play_agrees_with_the_steps_under_exempt_cards_and_trumps_instead(variant: str) -> None:
    """The contract's compiled play (play_kernel) codes follow_suit's exempt cards and trump_instead as the
    units' steps do, with and without the undertrump ban: on random positions of a variant that sets them."""
    import copy

    from belote_spec.engine.rules import Rules
    from belote_spec.engine.tricks import legal_steps, play_kernel

    with with_test_folder():
        base = load_variant(variant)
    rng = random.Random(variant)
    for ban in (False, True):
        spec = copy.deepcopy(base)
        spec["play"]["obligations"].setdefault("undertrump_ban", {})["applies"] = ban
        rules = Rules(spec)
        for _ in range(400):
            trump = rng.randrange(len(rules.deck.suits))
            contract = rules.contract("suit", trump)
            cards = rng.sample(range(rules.deck.size), rules.hand_size + rules.table.n - 1)
            hand = rules.deck.mask(cards[: rules.hand_size])
            n_trick = rng.randrange(1, rules.table.n)
            leader = rng.randrange(rules.table.n)
            trick = [(rules.table.next(leader, k), c) for k, c in enumerate(cards[rules.hand_size :][:n_trick])]
            seat = rules.table.next(leader, n_trick)
            assert (
                play_kernel(rules, contract)[0](hand, trick, seat)
                == legal_steps(rules, contract, hand, trick, seat)[-1][1]
            )
