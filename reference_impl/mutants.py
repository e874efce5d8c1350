"""Rule mutants of the reference engine: each gets exactly one rule wrong. The suite must catch every
one of them through the real subprocess protocol (`belote-spec mutants`); one that survives marks a
rule no scenario pins.

Most mutants change one value of the rules the served engine reads; the rest patch one engine
function. The variant files are never touched.
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

Patch = Callable[[dict[str, Any]], None]


@dataclass(frozen=True)
class Mutant:
    name: str
    variant: str
    wrong: str  # the one rule the mutant gets wrong, in words
    patch: Patch | None = None  # a change to the rules the engine reads
    code: Callable[[], None] | None = None  # or a change to one engine function


def _set(path: str, value: Any) -> Patch:
    def patch(spec: dict[str, Any]) -> None:
        node = spec
        keys = path.strip("/").split("/")
        for k in keys[:-1]:
            node = node[int(k)] if isinstance(node, list) else node[k]
        if value is _DELETE:
            del node[keys[-1]]
        else:
            node[keys[-1]] = value

    return patch


_DELETE = object()
OB = "/play/obligations/"


def _last_trick_to_the_other_side() -> None:
    from . import scoring

    original = scoring.trick_points

    def wrong(rules: Any, contract: Any, tricks: Any) -> Any:
        out, capot = original(rules, contract, tricks)
        if tricks and capot is None and len(out) == 2:
            bonus = rules.spec["scoring"]["last_trick"]["bonus"] * contract.multiplier
            last = rules.table.team_of[tricks[-1][0]]
            out[last] -= bonus
            out[1 - last] += bonus
        return out, capot

    scoring.trick_points = wrong


def _lowest_trump_wins() -> None:
    from . import tricks

    original = tricks.winning_index

    def wrong(rules: Any, contract: Any, trick: Any) -> int:
        trumps = [i for i, (_, c) in enumerate(trick) if rules.deck.suit_of[c] == contract.trump]
        if len(trumps) > 1:
            return min(trumps, key=lambda i: contract.strength[trick[i][1]])
        return original(rules, contract, trick)

    tricks.winning_index = wrong


CATALOG: tuple[Mutant, ...] = (
    Mutant("french-no-follow-suit", "french", "no duty to follow suit", _set(OB + "follow_suit/required", False)),
    Mutant("french-no-overtrump-on-trump-lead", "french", "no overtrump when trump is led",
           _set(OB + "overtrump_when_trump_led/required", False)),
    Mutant("french-no-partner-exemption", "french", "no partner-winning exemption",
           _set(OB + "partner_winning_exemption/applies", False)),
    Mutant("french-no-trump-when-void", "french", "no duty to trump when void",
           _set(OB + "trump_when_void/required", False)),
    Mutant("french-no-overtrump-on-ruff", "french", "no duty to overtrump a ruff",
           _set(OB + "overtrump_on_ruff/required", False)),
    Mutant("french-no-undertrump", "french", "undertrump not required",
           _set(OB + "undertrump_when_cannot_overtrump/required", False)),
    Mutant("coinche-undertrump-required", "coinche", "undertrump wrongly required",
           _set(OB + "undertrump_when_cannot_overtrump/required", True)),
    Mutant("french-belote-king-first", "french", "belote counted only King then Queen",
           _set("/belote/order", "as_listed")),
    Mutant("qcsalon-belote-any-order", "french-qcsalon", "belote counted in either order",
           _set("/belote/order", "any")),
    Mutant("french-belote-one-word", "french", "belote without rebelote still counts",
           _set("/belote/announce", "first")),
    Mutant("french-capot-250", "french", "capot worth 250", _set("/scoring/capot/bonus", 88)),
    Mutant("french-tie-not-held", "french", "the tie not held over", _set("/scoring/tie/rule", "failure")),
    Mutant("french-tie-belote-not-held", "french", "the takers' belote not held in a tie",
           _set("/scoring/tie/held", ["tricks"])),
    Mutant("french-last-trick-20", "french", "last trick worth 20", _set("/scoring/last_trick/bonus", 20)),
    Mutant("french-last-trick-wrong-side", "french", "the last-trick bonus to the wrong side",
           code=_last_trick_to_the_other_side),
    Mutant("french-lowest-trump-wins", "french", "the lowest trump wins the trick", code=_lowest_trump_wins),
    Mutant("french-plain-order-reversed", "french", "plain cards ranked upside down",
           _set("/orders/plain/ranks", ["7", "8", "9", "J", "Q", "K", "10", "A"])),
    Mutant("french-round-two-other-suits", "french", "round 2 limited to the other suits",
           _set("/bidding/rounds/1/may_take", ["other_suits"])),
    Mutant("french-next-dealer-left", "french", "the deal passes left",
           _set("/dealing/next_dealer/rule", "left_of_dealer")),
    Mutant("spanish-no-trump-tiebreak", "spanish-belote", "the wrong declaration tie-break (no trump step)",
           _set("/declarations/compare", ["points", "length", "top_card", "first_in_order"])),
    Mutant("spanish-carre-no-cancel", "spanish-belote", "a carré does not cancel the other's sequences",
           _set("/declarations/carre_cancels_opponent_sequences", False)),
    Mutant("spanish-must-trump", "spanish-belote", "trumping wrongly required when void",
           _set(OB + "trump_when_void/required", True)),
    Mutant("spanish-capot-keeps-last-trick", "spanish-belote", "capot also counts the last trick",
           _set("/scoring/capot/replaces_last_trick", False)),
    Mutant("spanish-next-dealer-rotates", "spanish-belote", "the deal passes on instead of to the top scorer",
           _set("/dealing/next_dealer/rule", "after_dealer")),
    Mutant("bela-no-iber", "bela", "no duty to beat the led suit", _set(OB + "beat_led_suit/required", False)),
    Mutant("bela-iber-after-ruff", "bela", "the duty to beat lasts after a ruff",
           _set(OB + "beat_led_suit/until_trumped", False)),
    Mutant("bela-partner-exemption", "bela", "a partner-winning exemption that Bela does not have",
           _set(OB + "partner_winning_exemption/applies", True)),
    Mutant("bela-declarations-without-trick", "bela", "declarations count without a trick",
           _set("/declarations/require_trick", False)),
    Mutant("bela-no-instant-win", "bela", "eight trumps do not win at once",
           _set("/declarations/instant_win", _DELETE)),
    Mutant("bela-belote-both-words", "bela", "bela needs both words", _set("/belote/announce", "both")),
    Mutant("bela-3p-beat-best-opponent", "bela-3p", "the caller need only beat the best opponent",
           _set("/scoring/contract/versus_defence", "more")),
    Mutant("bulgarian-no-trumps-single", "bulgarian", "No Trumps not doubled",
           _set("/contracts/no_trumps/points_multiplier", 1)),
    Mutant("bulgarian-rounding-from-5", "bulgarian", "suit scores round up from 5",
           _set("/scoring/match_points/round_up_from/suit", 5)),
    Mutant("bulgarian-double-not-all", "bulgarian", "a doubled deal not winner-takes-all",
           _set("/scoring/doubled", _DELETE)),
    Mutant("bulgarian-overtrump-ruff", "bulgarian", "must beat a ruff (the BG's rule in seed 004's reading)",
           _set(OB + "overtrump_on_ruff/required", True)),
    Mutant("bulgarian-partner-exempt-must-trump", "bulgarian-partner-exempt",
           "must trump while the partner wins (seed 004's rule)",
           _set(OB + "partner_winning_exemption/applies", False)),
    Mutant("bulgarian-valat-wins", "bulgarian", "a valat can end the match", _set("/match/capot_cannot_win", False)),
    Mutant("coinche-bid-not-added", "coinche", "a made contract does not add its value",
           _set("/scoring/bid_contract/made_adds_bid", False)),
    Mutant("coinche-fall-162", "coinche", "a failed contract gives 162, not 160",
           _set("/scoring/bid_contract/flat", 162)),
    Mutant("coinche-coinche-not-frozen", "coinche", "a coinched contract can be overbid",
           _set("/bidding/auction/doubling/double_freezes", False)),
)

BY_NAME = {m.name: m for m in CATALOG}


def changed_pointers(mutant: Mutant) -> list[str]:
    """The rule values a patch mutant changes, read off its patched rules; [] for a code mutant."""
    if mutant.patch is None:
        return []
    from .identify.perturb import rule_nodes, rule_spec
    from .loader import load_variant

    spec = load_variant(mutant.variant)
    after = copy.deepcopy(spec)
    mutant.patch(after)
    before, changed = dict(rule_nodes(rule_spec(spec))), dict(rule_nodes(rule_spec(after)))
    return sorted(p for p in before.keys() | changed.keys() if before.get(p) != changed.get(p))


def names_its_rule(mutant: Mutant, pointers: list[str]) -> bool:
    """Whether root causes at `pointers` are the mutant's own: exactly one, at (or inside, or around)
    the value its patch changes; for a code mutant, which no rule value expresses, none at all."""
    changed = changed_pointers(mutant)
    if not changed:
        return not pointers
    return len(pointers) == 1 and any(pointers[0] == p or p.startswith(pointers[0] + "/")
                                      or pointers[0].startswith(p + "/") for p in changed)


def install(name: str) -> Mutant:
    """Makes this process's reference engine the mutant: its variant's rules are read with the one
    wrong value, or one engine function is replaced."""
    from . import engine, rules

    mutant = BY_NAME[name]
    if mutant.code is not None:
        mutant.code()
    if mutant.patch is not None:
        original = rules.rules_for
        cache: dict[str, rules.Rules] = {}

        def mutated(variant: str) -> rules.Rules:
            compiled = original(variant)
            if compiled.id != mutant.variant:
                return compiled
            if variant not in cache:
                spec = copy.deepcopy(compiled.spec)
                mutant.patch(spec)  # type: ignore[misc]
                cache[variant] = rules.Rules(spec)
            return cache[variant]

        rules.rules_for = mutated
        engine.rules_for = mutated  # type: ignore[attr-defined]
    return mutant
