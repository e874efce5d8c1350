"""Rule mutants of the reference engine: each gets exactly one rule wrong. The suite must catch every
one of them through the real subprocess protocol (`belote-spec mutants`); one that survives marks a
rule no scenario pins.

Most are patch mutants: they change one value of the rules the served engine reads (a perturbation,
named and chosen by hand). The unit mutants leave one obligation unit out of legal play, or turn its
narrowing round; a fault mutant is one of the fault operators (changes/faults), a mistake no rule value
expresses (which side earns the last-trick bonus). The variant files are never touched, nor any module.
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Collection
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from belote_spec.base.pointer import REMOVED, join, put, related, tokens, within
from belote_spec.base.text import shorten
from belote_spec.changes.witness import DEFAULT_DEALS, DEFAULT_SEED, Searched

if TYPE_CHECKING:
    from belote_spec.engine.units import Unit

# A patch mutant's change to the rules, made in place: one value set (`_set`), a perturbation's pointer and value.
Patch = Callable[[dict[str, Any]], None]


@dataclass(frozen=True)
class Mutant:
    """The reference engine with one rule wrong, by name: a patch, a set of units, or a fault."""

    name: str
    variant: str
    wrong: str  # the one rule the mutant gets wrong, in words
    patch: Patch | None = None  # a change to the rules the engine reads
    fault: str = ""  # or a fault operator's binding in the variant, OPERATOR@RULE (changes/faults)
    # or the obligation units legal play runs, one left out or turned round, with `rule` that unit's pointer:
    # built from the registry's data, no module attribute replaced
    units: tuple[Unit, ...] | None = None
    rule: str = ""


def _set(path: str, value: Any) -> Patch:
    def patch(spec: dict[str, Any]) -> None:
        put(spec, path, value)

    return patch


def _unit_mutants() -> tuple[Mutant, ...]:
    """The rule units' mutants, read off their data (units.py): each sets one value of its unit. A unit no
    shipped variant applies yet has its mutant played by tests/engine/test_units.py on its test-only variant."""
    from belote_spec.engine import units

    return tuple(
        Mutant(m.name, m.variant, m.wrong, _set(join(u.pointer, m.key), m.value))
        for u in units.OBLIGATIONS
        if not u.not_in_shipped
        for m in u.mutants
    )


def _scoring_mutant(unit: Any, m: Any) -> Mutant:
    return Mutant(m.name, m.variant, m.wrong, _set(unit.at(m.key), m.value))


def _scored(name: str) -> Mutant:
    """A scoring unit's mutant by name, read off its data (scoring_units.py), where the catalog lists it."""
    from belote_spec.engine import scoring_units

    return next(_scoring_mutant(u, m) for u in scoring_units.SCORING for m in u.mutants if m.name == name)


def _unplaced(placed: tuple[Mutant, ...]) -> tuple[Mutant, ...]:
    """The scoring units' mutants the catalog does not list by name: a new unit's go last."""
    from belote_spec.engine import scoring_units

    names = {m.name for m in placed}
    return tuple(_scoring_mutant(u, m) for u in scoring_units.SCORING for m in u.mutants if m.name not in names)


def _binding(u: Unit) -> str | None:
    """The shipped variant where unit `u` binds: that of the unit's own mutant that turns the rule off (read
    off the data without loading a variant); None when it has none."""
    off = next((m for m in u.mutants if m.key == u.engaged_by and m.value is False), None)
    return None if off is None or u.not_in_shipped else off.variant


def _skipped() -> tuple[Mutant, ...]:
    """Per obligation unit, a mutant generated from the registry: legal play without the unit's narrowing, in a
    shipped variant where the rule binds. It pins the narrowing code itself, where the patch mutants pin the
    data it reads."""
    from belote_spec.engine import units

    out: list[Mutant] = []
    for u in units.OBLIGATIONS:
        if (variant := _binding(u)) is None:
            continue
        kept = tuple(x for x in units.OBLIGATIONS if x is not u)
        out.append(
            Mutant(
                f"{variant}-skip-{u.key.replace('_', '-')}",
                variant,
                f"{u.label}: the rule is not applied",
                units=kept,
                rule=u.pointer,
            )
        )
    return tuple(out)


def _inverted() -> tuple[Mutant, ...]:
    """Per obligation unit that keeps cards, a mutant generated from the registry: legal play with the unit's
    narrowing turned round (units.inverted: it keeps the cards it would drop), in a shipped variant where the
    rule binds. Where a skipped unit only lets more cards through, this one also forbids the cards the rule
    demands. An exemption only frees a player: it has nothing to turn round."""
    from belote_spec.engine import units

    out: list[Mutant] = []
    for u in units.OBLIGATIONS:
        if not u.keeps or (variant := _binding(u)) is None:
            continue
        out.append(
            Mutant(
                f"{variant}-invert-{u.key.replace('_', '-')}",
                variant,
                f"{u.label}: the rule turned round",
                units=units.inverted(units.OBLIGATIONS, u.pointer),
                rule=u.pointer,
            )
        )
    return tuple(out)


CATALOG: tuple[Mutant, ...] = (
    *_unit_mutants(),
    *_skipped(),
    *_inverted(),
    Mutant(
        "french-belote-king-first", "french", "belote counted only King then Queen", _set("/belote/order", "as_listed")
    ),
    Mutant(
        "qcsalon-belote-any-order", "french-qcsalon", "belote counted in either order", _set("/belote/order", "any")
    ),
    Mutant(
        "french-belote-one-word", "french", "belote without rebelote still counts", _set("/belote/announce", "first")
    ),
    _scored("french-capot-250"),
    _scored("french-tie-not-held"),
    _scored("french-tie-belote-not-held"),
    _scored("french-last-trick-20"),
    Mutant(
        "french-last-trick-wrong-side",
        "french",
        "the last-trick bonus to the wrong side",
        fault="last-trick-to-wrong-side@/scoring/last_trick",
    ),
    Mutant(
        "french-lowest-trump-wins",
        "french",
        "the lowest trump wins the trick",
        _set("/orders/trump/ranks", ["7", "8", "Q", "K", "10", "A", "9", "J"]),
    ),
    Mutant(
        "french-plain-order-reversed",
        "french",
        "plain cards ranked upside down",
        _set("/orders/plain/ranks", ["7", "8", "9", "J", "Q", "K", "10", "A"]),
    ),
    Mutant(
        "french-round-two-other-suits",
        "french",
        "round 2 limited to the other suits",
        _set("/bidding/rounds/1/may_take", ["other_suits"]),
    ),
    Mutant(
        "french-next-dealer-left", "french", "the deal passes left", _set("/dealing/next_dealer/rule", "left_of_dealer")
    ),
    Mutant(
        "spanish-no-trump-tiebreak",
        "spanish-belote",
        "the wrong declaration tie-break (no trump step)",
        _set("/declarations/compare", ["points", "length", "top_card", "first_in_order"]),
    ),
    Mutant(
        "spanish-carre-no-cancel",
        "spanish-belote",
        "a carré does not cancel the other's sequences",
        _set("/declarations/carre_cancels_opponent_sequences", False),
    ),
    _scored("spanish-capot-keeps-last-trick"),
    Mutant(
        "spanish-next-dealer-rotates",
        "spanish-belote",
        "the deal passes on instead of to the top scorer",
        _set("/dealing/next_dealer/rule", "after_dealer"),
    ),
    _scored("bela-declarations-without-trick"),
    Mutant(
        "bela-no-instant-win", "bela", "eight trumps do not win at once", _set("/declarations/instant_win", REMOVED)
    ),
    Mutant("bela-belote-both-words", "bela", "bela needs both words", _set("/belote/announce", "both")),
    _scored("bela-3p-beat-best-opponent"),
    Mutant(
        "bulgarian-no-trumps-single",
        "bulgarian",
        "No Trumps not doubled",
        _set("/contracts/no_trumps/points_multiplier", 1),
    ),
    _scored("bulgarian-rounding-from-5"),
    _scored("bulgarian-double-not-all"),
    Mutant(
        "french-sans-atout-ffb-unscaled",
        "french-sans-atout-ffb",
        "All Trumps points not scaled by 162/258",
        _set("/contracts/all_trumps/points_scale", REMOVED),
    ),
    _scored("bulgarian-valat-wins"),
    _scored("coinche-bid-not-added"),
    _scored("coinche-fall-162"),
    Mutant(
        "coinche-coinche-not-frozen",
        "coinche",
        "a coinched contract can be overbid",
        _set("/bidding/auction/doubling/double_freezes", False),
    ),
    Mutant(
        "klaverjas-rotterdam-no-roem", "klaverjas-rotterdam", "no roem is counted", _set("/declarations/enabled", False)
    ),
    _scored("klaverjas-rotterdam-no-stuk"),
    _scored("klaverjas-rotterdam-nat-keeps-roem"),
    _scored("klaverjas-rotterdam-nat-with-pit"),
    Mutant(
        "klaverjas-rotterdam-dealer-may-pass",
        "klaverjas-rotterdam",
        "the dealer may pass when all have passed",
        _set("/bidding/rounds/1/forced", REMOVED),
    ),
    _scored("klaverjas-rotterdam-no-boompje"),
    Mutant(
        "klaverjas-amsterdam-four-jacks-100",
        "klaverjas-amsterdam",
        "four Jacks are 100 roem, not 200",
        _set("/declarations/carres/3/points", 100),
    ),
    Mutant(
        "pilotta-first-lead-after-dealer",
        "pilotta",
        "the player after the dealer leads, not the first bidder",
        _set("/play/first_lead/rule", "after_dealer"),
    ),
    _scored("pilotta-failed-adds-bid"),
    Mutant(
        "pilotta-partner-exempt",
        "pilotta",
        "a void player need not trump the partner's trick",
        _set("/play/obligations/partner_winning_exemption/applies", True),
    ),
    Mutant(
        "pilotta-must-overtrump",
        "pilotta",
        "a higher trump is due on a trump lead",
        _set("/play/obligations/overtrump_when_trump_led/required", True),
    ),
)

CATALOG += _unplaced(CATALOG)
BY_NAME = {m.name: m for m in CATALOG}


def changed_pointers(mutant: Mutant) -> list[str]:
    """The rule values a patch mutant changes, read off its patched rules; a unit mutant's unit; [] for a fault
    mutant."""
    if mutant.rule:
        return [mutant.rule]
    if mutant.patch is None:
        return []
    from belote_spec.changes.perturb import rule_nodes, rule_spec
    from belote_spec.spec.loader import load_variant

    spec = load_variant(mutant.variant)
    after = copy.deepcopy(spec)
    mutant.patch(after)
    before, changed = dict(rule_nodes(rule_spec(spec))), dict(rule_nodes(rule_spec(after)))
    return sorted(p for p in before.keys() | changed.keys() if before.get(p) != changed.get(p))


def names_its_rule(mutant: Mutant, pointers: list[str]) -> bool:
    """Whether root causes at `pointers` are the mutant's own: exactly one, at (or inside, or holding)
    a value its patch sets; for a fault mutant, which no rule value expresses, none at all; for a unit
    left out or turned round, its unit's rule (or a value inside it), or none (a narrowing missing or
    reversed is not always one value changed): a rule that holds the unit and others, `/play/obligations`,
    is not the unit's."""
    changed = changed_pointers(mutant)
    if mutant.rule:
        return not pointers or (len(pointers) == 1 and within(pointers[0], mutant.rule))
    if not changed:
        return not pointers
    # The values the patch sets, not the objects that hold them: a patch of /declarations/formed_by changes
    # /declarations too, and /declarations/enabled, beside it, is not its rule.
    leaves = [p for p in changed if not any(q != p and within(q, p) for q in changed)]
    return len(pointers) == 1 and any(related(pointers[0], p) for p in leaves)


def engine_for(name: str) -> Any:
    """The reference engine as the mutant: a patch mutant is an engine given its variant's rules compiled
    with the one wrong value (under the variant's id and aliases; every other variant as shipped), no
    module attribute replaced; a fault mutant is the engine given the variant's rules with the fault in them."""
    from belote_spec.engine.rules import Rules
    from belote_spec.protocol.interface import ReferenceEngine
    from belote_spec.spec.loader import load_variant

    mutant = BY_NAME[name]
    if mutant.fault:
        from belote_spec.changes.faults import fault_engine

        return fault_engine(mutant.variant, mutant.fault)
    if mutant.patch is None and mutant.units is None:
        return ReferenceEngine()
    spec = load_variant(mutant.variant)
    if mutant.patch is not None:
        mutant.patch(spec)
    compiled = Rules(spec) if mutant.units is None else Rules(spec, play_units=mutant.units)
    return ReferenceEngine(rules={n: compiled for n in [spec["id"], *spec.get("aliases", [])]})


# -- every generated single-rule perturbation (`belote-spec mutants --perturbations`) ------------------
# The catalog above is read off the rule units and a short list of values; identify's generator makes
# thousands more from the data alone. Each valid one is played by the in-process reference engine, with
# that one change, on its own variant's scenarios (what `conformance --variant V` runs); the first failing
# scenario kills it. One no scenario kills is a rule the suite does not pin, unless it is listed, with the
# reason, as equivalent: a change no engine answer can show.


# What a perturbation can become, in the order the report counts them: "survived" is a gap.
STATUSES = ("killed", "equivalent", "not_modelled", "unspecified", "survived")


@dataclass(frozen=True)
class Played:
    """What became of one perturbation: killed (by `by`, the first scenario it fails); equivalent (listed
    with `reason`, not killed, and a witness search found nothing: `searched`); not modelled (a rule no
    operation of the protocol shows, with the reason); unspecified (a rule the sources leave open); or
    survived, a gap (with the witness when the search found one)."""

    variant: str
    key: str  # pointer=value, the perturbation's stable name
    pointer: str
    how: str
    status: str  # one of STATUSES
    by: str = ""
    reason: str = ""
    searched: Searched | None = None
    digest: str = ""  # the search's record key (search_digest), when a search was made or recorded

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"key": self.key, "pointer": self.pointer, "how": self.how, "status": self.status}
        if self.by:
            out["killed_by"] = self.by
        if self.reason:
            out["reason"] = self.reason
        if self.searched is not None:
            out["search"] = self.searched.to_json()
        return out


@dataclass
class VariantKills:
    """One variant's perturbations: how many were generated, how many are invalid specs, and what each
    valid one became. `listed_but_killed`: entries of the equivalent list a scenario kills after all."""

    variant: str
    generated: int
    invalid: int
    played: list[Played]
    seconds: float = 0.0
    listed_but_killed: list[str] = field(default_factory=list)
    listed_not_generated: list[str] = field(default_factory=list)
    record_differs: list[str] = field(default_factory=list)  # searched again, not as recorded
    unrecorded: int = 0  # witness searches made because the record had none for them (the record is behind)
    fails_unchanged: list[str] = field(default_factory=list)  # scenarios the unchanged variant fails: kill none

    def count(self, status: str) -> int:
        return sum(p.status == status for p in self.played)

    @property
    def rate(self) -> float | None:
        """Killed over the perturbations that could be killed (equivalent and unspecified ones left out)."""
        killable = self.count("killed") + self.count("survived")
        return None if not killable else self.count("killed") / killable

    def to_json(self) -> dict[str, Any]:
        rate = self.rate
        return {
            "variant": self.variant,
            "generated": self.generated,
            "invalid": self.invalid,
            "valid": len(self.played),
            **{s: self.count(s) for s in STATUSES},
            "kill_rate": None if rate is None else round(rate, 4),
            "seconds": round(self.seconds, 2),
            "listed_but_killed": self.listed_but_killed,
            "listed_not_generated": self.listed_not_generated,
            "record_differs": self.record_differs,
            "unrecorded": self.unrecorded,
            "fails_unchanged": self.fails_unchanged,
            "perturbations": [p.to_json() for p in self.played],
        }


def default_equivalents_path() -> Any:
    from belote_spec.spec.resources import spec_dir

    return spec_dir() / "mutants" / "equivalent.yaml"


@dataclass
class Equivalents:
    """The perturbations known to change nothing an engine can show, each with why: single ones by
    (variant, pointer=value), and every reordering of a list the engine reads as a set, by
    (variant or "*", pointer)."""

    exact: dict[tuple[str, str], str] = field(default_factory=dict)
    reorderings: dict[tuple[str, str], str] = field(default_factory=dict)

    def reason(self, variant: str, key: str, pointer: str, reordered: bool) -> str:
        if (variant, key) in self.exact:
            return self.exact[(variant, key)]
        if reordered:
            return self.reorderings.get((variant, pointer)) or self.reorderings.get(("*", pointer), "")
        return ""


def read_equivalents(path: Any) -> Equivalents:
    """The list of equivalent perturbations (`spec/mutants/equivalent.yaml`): entries of `variant` (an id,
    or `*` for a reordering), `perturbation` (pointer=value) or `reordering_of` (a pointer), and `reason`.
    A missing default file is an empty list; a malformed one is a CommandError (exit 2)."""
    import yaml

    from belote_spec.base.exits import CommandError

    try:
        with open(path, encoding="utf-8") as f:
            data = yaml.safe_load(f)
    except FileNotFoundError:
        return Equivalents()
    except (OSError, yaml.YAMLError) as e:
        raise CommandError(f"cannot read the equivalent perturbations {path}: {e}") from None
    out = Equivalents()
    for i, entry in enumerate(data or []):
        ok = isinstance(entry, dict) and all(isinstance(entry.get(k), str) and entry[k] for k in ("variant", "reason"))
        which = [k for k in ("perturbation", "reordering_of") if isinstance(entry, dict) and entry.get(k)]
        if not ok or len(which) != 1 or not isinstance(entry[which[0]], str):
            raise CommandError(
                f"{path}: entry {i + 1} needs a variant, a perturbation (pointer=value) or a "
                "reordering_of (pointer), and a reason"
            )
        if which == ["perturbation"]:
            out.exact[(entry["variant"], entry["perturbation"])] = entry["reason"]
        else:
            out.reorderings[(entry["variant"], entry["reordering_of"])] = entry["reason"]
    return out


def unstated_note(unstated: dict[str, str], pointer: str, was: Any, value: Any) -> str:
    """The variant's `unstated` notes that cover a change at `pointer` from `was` to `value` ("" when some
    part of it touches a rule the sources state): every leaf that differs lies at or under a pointer the
    variant marks as not stated. A killed change stays killed: the note only keeps a survivor from
    counting as a gap."""
    from belote_spec.changes.perturb import strip_docs

    def changed(a: Any, b: Any, at: str) -> list[str]:
        if isinstance(a, dict) and isinstance(b, dict):
            return [
                p for k in sorted(set(a) | set(b)) for p in changed(a.get(k, REMOVED), b.get(k, REMOVED), join(at, k))
            ]
        return [] if a == b else [at]

    leaves = changed(strip_docs(was), strip_docs(value), pointer)
    notes = [unstated_under(unstated, p) for p in leaves]
    return "" if not leaves or not all(notes) else " ".join(dict.fromkeys(notes))


def unstated_under(unstated: dict[str, str], pointer: str) -> str:
    """The note of the variant's `unstated` map that covers `pointer` (the most specific one), or ""."""
    return next((unstated[u] for u in sorted(unstated, key=len, reverse=True) if within(pointer, u)), "")


def _reordered(was: Any, value: Any) -> bool:
    """Whether `value` holds the items of the list `was` in another order."""
    from belote_spec.changes.perturb import canonical

    return (
        isinstance(was, list)
        and isinstance(value, list)
        and was != value
        and sorted(map(canonical, was)) == sorted(map(canonical, value))
    )


def valid_perturbations(variant: str) -> tuple[int, list[Any]]:
    """(how many single-rule perturbations the generator makes, the valid ones): those whose full spec
    (the variant with that one value changed, documentation kept) passes the schema and the meaning
    checks, as a variant file would have to. identify's generator, with its extra orders and numbers."""
    spec, generated, dropped = generated_perturbations(variant)
    files = source_files_valid(spec)
    valid = [p for p in generated if perturbation_valid(spec, p, files)]
    return len(generated) + dropped, valid


def generated_perturbations(
    variant: str, under: Collection[str] | None = None
) -> tuple[dict[str, Any], list[Any], int]:
    """The variant's rules, its single-rule perturbations (valid or not: perturbation_valid tells) and how
    many more the generator made that do not compile; with `under`, only those at or under these rules."""
    from belote_spec.changes.perturb import moved_points, perturbations
    from belote_spec.spec.loader import load_variant, shipped_variant_ids

    spec = load_variant(variant)
    others = {v: load_variant(v) for v in shipped_variant_ids() if v != variant}
    uncompiled: list[Any] = []
    generated = perturbations(spec, others, extra=True, dropped=uncompiled, under=under)
    known = {p.key for p in generated}
    moved = moved_points(spec)
    if under is not None:
        moved = [p for p in moved if any(within(p.pointer, rule) for rule in under)]
    generated += [p for p in moved if p.key not in known]
    return spec, generated, len(uncompiled)


def source_files_valid(spec: dict[str, Any]) -> bool:
    """Whether the source files the variant `spec` names pass the meaning checks (semantics.source_files): for
    perturbation_valid, which checks many perturbations of one spec, most of them with the spec's own sources."""
    from belote_spec.spec import semantics

    return not any(True for _ in semantics.source_files(spec))


def perturbation_valid(spec: dict[str, Any], p: Any, files: bool | None = None) -> bool:
    """Whether the variant `spec` with the perturbation's one value changed passes the schema and the meaning
    checks (nearly all the cost of valid_perturbations). `files`, when given, is source_files_valid(spec): the
    source files are looked up on disk again only when the perturbation changes /sources (most of the time
    of the meaning checks, for each of a variant's perturbations)."""
    from belote_spec.changes.perturb import with_value
    from belote_spec.spec import semantics
    from belote_spec.spec.loader import _validator

    full = with_value(spec, p.pointer, p.value)
    if not _schema_valid(_validator(), full, p.pointer):
        return False
    if files is None or full.get("sources") != spec.get("sources"):
        return not semantics.check(full)
    return files and not semantics.check(full, files=False)


def _schema_valid(validator: Any, full: dict[str, Any], pointer: str) -> bool:
    """Whether `full`, a valid variant changed below `pointer` only, still meets the schema. The schema's
    root only lists its top-level keys (no rule joins two of them), so below a top-level key it is
    enough to check that key's value against its own schema: a fifth of the time of the whole."""
    top, *below = tokens(pointer) or [""]
    props = validator.schema.get("properties", {})
    if not below or top not in props or top not in full or set(validator.schema) - _ROOT_WORDS:
        return not any(True for _ in validator.iter_errors(full))
    return not any(True for _ in validator.evolve(schema=props[top]).iter_errors(full[top]))


# What the variant schema's root may say for _schema_valid's shortcut to hold: nothing that relates keys.
_ROOT_WORDS = frozenset(
    {"$schema", "$id", "$defs", "title", "description", "type", "additionalProperties", "required", "properties"}
)


@dataclass(frozen=True)
class _Item:
    """One perturbation to play, as sent to a worker: its rules (documentation left out) and its name."""

    variant: str
    key: str
    pointer: str
    how: str
    rules: dict[str, Any]
    reordered: bool = False  # the same items of a list in another order
    unstated: str = ""  # the variant's note when the change lies wholly in rules its sources do not state
    search: tuple[int, int] | None = None  # (deals, seed) of the witness search to make if no scenario kills it


@dataclass
class _Worker:
    cases: dict[str, list[Any]]  # variant -> its scenarios, in collect order
    specs: dict[str, dict[str, Any]]
    unchanged: dict[str, frozenset[str]] = field(default_factory=dict)  # see failing_unchanged


def _setup(features: str | None) -> _Worker:
    from pathlib import Path

    from belote_spec.conformance.scenarios import collect

    by: dict[str, list[Any]] = {}
    for c in collect(Path(features) if features else None):
        by.setdefault(c.variant, []).append(c)
    return _Worker(by, {})


def _first_kill(state: _Worker, item: _Item) -> tuple[str, Searched | None, float]:
    """The id of the first scenario of the variant the perturbed reference fails ("" when none does), the
    witness search made when none does and the item asks for one, and the seconds both took. The steps read
    the shipped variant (the scenarios' expectations), the engine the changed rules."""
    import time

    from belote_spec.changes.witness import search
    from belote_spec.engine.rules import Rules, rules_for
    from belote_spec.protocol.interface import ReferenceEngine

    start = time.perf_counter()
    changed = Rules(item.rules)
    engine = ReferenceEngine(rules={item.variant: changed})
    by = first_failing(state, item.variant, engine)
    searched = None
    if not by and item.search is not None:
        deals, seed = item.search
        searched = search(rules_for(item.variant), changed, deals=deals, seed=seed)
    return by, searched, time.perf_counter() - start


def first_failing(state: _Worker, variant: str, engine: Any) -> str:
    """The id of the first scenario of `variant` that `engine` fails ("" when none does): the steps read the
    shipped variant (the scenarios' expectations), the engine its own rules. Both gates kill this way."""
    from belote_spec.conformance.runner import run_case

    spec = _spec_of(state, variant)
    broken = failing_unchanged(state, variant)
    for case in state.cases.get(variant, ()):
        if case.id not in broken and run_case(engine, case, spec, transcript=False).status == "failed":
            return case.id
    return ""


def failing_unchanged(state: _Worker, variant: str) -> frozenset[str]:
    """The ids of the variant's scenarios the reference fails with the variant's own rules. Such a scenario
    (written for another deck, say) would kill every change: it kills none, and both gates report it once."""
    from belote_spec.conformance.runner import run_case
    from belote_spec.protocol.interface import ReferenceEngine

    found = state.unchanged.get(variant)
    if found is None:
        spec, engine = _spec_of(state, variant), ReferenceEngine()
        cases = state.cases.get(variant, ())
        found = frozenset(c.id for c in cases if run_case(engine, c, spec, transcript=False).status == "failed")
        state.unchanged[variant] = found
    return found


def _spec_of(state: _Worker, variant: str) -> dict[str, Any]:
    """The shipped variant the scenarios' steps read, loaded once per worker."""
    from belote_spec.spec.loader import load_variant

    spec = state.specs.get(variant)
    if spec is None:
        spec = state.specs[variant] = load_variant(variant)
    return spec


def _lost(item: _Item, why: str) -> tuple[str, Searched | None, float]:
    """A perturbation whose worker failed is no verdict: it stops the command as a bug (exit 3)."""
    raise RuntimeError(f"playing {item.variant} {item.key} failed: {why}")


@dataclass
class Searching:
    """How the gate searches the perturbations listed as equivalent for a witness: `deals` and `seed` per
    search; `record` (digest -> a search's result, spec/mutants/searches.json) is trusted for a search whose
    digest it holds, unless `full`; `sample` recorded ones per variant are searched again all the same and
    must agree. None of it for a variant with no equivalent entry."""

    deals: int = DEFAULT_DEALS
    seed: int = DEFAULT_SEED
    record: dict[str, dict[str, Any]] = field(default_factory=dict)
    full: bool = False
    sample: int = 0


# Part of every search's digest: raised when the search plays or compares otherwise, so that a record made
# by another search counts for none.
SEARCH_FORM = 1


def search_digest(variant: str, rules: dict[str, Any], key: str, deals: int, seed: int) -> str:
    """The digest a search's result is recorded under: the changed rules (the variant's data with the one
    change, documentation left out), the change's key and the search's parameters."""
    import hashlib
    import json

    text = json.dumps([SEARCH_FORM, variant, key, deals, seed, rules], sort_keys=True, ensure_ascii=False)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:24]


def default_record_path() -> Any:
    from belote_spec.spec.resources import spec_dir

    return spec_dir() / "mutants" / "searches.json"


def read_record(path: Any) -> dict[str, dict[str, Any]]:
    """The recorded searches, digest -> {variant, key, search}; a missing file is none, a malformed one a
    CommandError (exit 2)."""
    import json

    from belote_spec.base.exits import CommandError

    try:
        with open(path, encoding="utf-8") as f:
            data = json.load(f)
    except FileNotFoundError:
        return {}
    except (OSError, ValueError) as e:
        raise CommandError(f"cannot read the recorded witness searches {path}: {e}") from None
    searches = data.get("searches") if isinstance(data, dict) else None
    if not isinstance(searches, dict) or not all(isinstance(v, dict) and "search" in v for v in searches.values()):
        raise CommandError(f"{path}: an object with `searches`, digest -> {{variant, key, search}}, is expected")
    return searches


def write_record(path: Any, results: list[VariantKills], searching: Searching) -> int:
    """The record with this run's searches put in (those of other variants kept, those of the variants
    played replaced); how many it holds."""
    import json

    played = {r.variant for r in results}
    kept = {d: e for d, e in searching.record.items() if e.get("variant") not in played}
    for r in results:
        for p in r.played:
            if p.searched is not None and p.digest:
                kept[p.digest] = {"variant": r.variant, "key": p.key, "search": p.searched.to_json()}
    data = {
        "about": "Witness searches of the perturbations listed as equivalent (belote-spec mutants "
        "--perturbations --write-record), by digest of the changed rules, the change and the search.",
        "searches": dict(sorted(kept.items(), key=lambda e: (e[1]["variant"], e[1]["key"]))),
    }
    with open(path, "w", encoding="utf-8") as f:
        json.dump(data, f, indent=1, ensure_ascii=False, sort_keys=False)
        f.write("\n")
    return len(kept)


def play_perturbations(
    variants: list[str],
    jobs: int = 1,
    features: str | None = None,
    equivalents: Equivalents | None = None,
    progress: Any = None,
    searching: Searching | None = None,
    not_modelled: dict[str, str] | None = None,
) -> list[VariantKills]:
    """Every valid perturbation of each variant played on its scenarios (under `features`, the shipped
    ones by default), over `jobs` worker processes; the same verdicts whatever the number of jobs. One no
    scenario kills that lies wholly in a rule no operation shows (`not_modelled`) is not modelled; one
    listed as equivalent is searched for a witness (`searching`) and is a gap when one is found."""
    import time
    from functools import partial

    from belote_spec.base.parallel import run_ordered
    from belote_spec.spec.loader import load_variant

    equivalents = equivalents or Equivalents()
    searching = searching or Searching()
    not_modelled = not_modelled or {}
    out: list[VariantKills] = []
    items: list[_Item] = []
    notes: list[tuple[str, str, str]] = []  # per item: its equivalent reason, not-modelled note, digest
    recorded: list[dict[str, Any] | None] = []
    for v in variants:
        start = time.perf_counter()
        generated, valid = valid_perturbations(v)
        out.append(VariantKills(v, generated, generated - len(valid), [], time.perf_counter() - start))
        unstated = load_variant(v).get("unstated", {})
        resampled = 0
        for p in valid:
            reordered = _reordered(p.was, p.value)
            reason = equivalents.reason(v, p.key, p.pointer, reordered)
            hidden = unstated_note(not_modelled, p.pointer, p.was, p.value)
            digest = search_digest(v, p.spec, p.key, searching.deals, searching.seed) if reason and not hidden else ""
            known = searching.record.get(digest) if digest and not searching.full else None
            # The sample: the first recorded searches of the variant whose digest starts with 0 (one in 16,
            # spread over the variant's rules and the same on every run).
            again = known is not None and resampled < searching.sample and digest.startswith("0")
            resampled += again
            fresh = digest and (known is None or again)
            item = _Item(
                v,
                p.key,
                p.pointer,
                p.how,
                p.spec,
                reordered,
                unstated_note(unstated, p.pointer, p.was, p.value),
                (searching.deals, searching.seed) if fresh else None,
            )
            items.append(item)
            notes.append((reason, hidden, digest))
            recorded.append(known)
    checked = _setup(features)  # also the one job's state
    if jobs <= 1:
        state = checked
        verdicts: list[tuple[str, Searched | None, float] | None] = []
        for i, item in enumerate(items):
            if progress is not None:
                progress(i, len(items), item)
            verdicts.append(_first_kill(state, item))
    else:
        verdicts = run_ordered(items, jobs, partial(_setup, features), _first_kill, _lost, progress=progress)
    by_variant = {k.variant: k for k in out}
    for k in out:
        k.fails_unchanged = sorted(failing_unchanged(checked, k.variant))
    for item, verdict, (reason, hidden, digest), known in zip(items, verdicts, notes, recorded, strict=True):
        assert verdict is not None  # no stop_at: every item has a result
        by, searched, seconds = verdict
        kills = by_variant[item.variant]
        kills.seconds += seconds
        kills.unrecorded += bool(digest and known is None and searched is not None and not searching.full)
        if known is not None and not by:
            was = Searched.from_json(known["search"])
            if searched is not None and searched.to_json() != was.to_json():
                kills.record_differs.append(item.key)
            searched = searched or was
        status, why = _status(by, reason, hidden, item.unstated, searched)
        if by and reason:
            kills.listed_but_killed.append(item.key)
        kills.played.append(
            Played(
                item.variant, item.key, item.pointer, item.how, status, by, why, searched, digest if searched else ""
            )
        )
    for kills in out:
        keys = {p.key for p in kills.played}
        kills.listed_not_generated = sorted(k for (v, k) in equivalents.exact if v == kills.variant and k not in keys)
    return out


def _status(by: str, reason: str, hidden: str, unstated: str, searched: Searched | None) -> tuple[str, str]:
    """A perturbation's status and the reason shown with it: killed by a scenario; equivalent (a reason
    listed, and a search that found no witness); unspecified (the sources leave the rule open); not modelled
    (no operation shows the rule, which a source states); else a gap, with the excuse a witness disproved
    when there is one."""
    if by:
        return "killed", ""
    if reason and not hidden:
        if searched is not None and searched.witness is not None:
            return "survived", f"listed as equivalent ({reason}), yet a witness shows it"
        return "equivalent", reason
    if unstated:
        return "unspecified", unstated
    if hidden:
        return "not_modelled", hidden
    return "survived", ""


def format_kills(results: list[VariantKills]) -> str:
    """A line per variant, the overall figure, then the gaps grouped by pointer, each disproved excuse with
    its witness as a scenario to write. Equivalent, not modelled and unspecified perturbations are counted
    here; `--format json` gives each with its reason and search."""
    lines = [
        f"{'variant':<26}{'generated':>10}{'invalid':>9}{'valid':>7}{'killed':>8}{'equiv.':>8}"
        f"{'not mod.':>10}{'unspec.':>9}{'gaps':>6}{'kill rate':>11}{'seconds':>9}"
    ]

    def row(name: str, rs: list[VariantKills]) -> str:
        k, e, n, u, s = (sum(r.count(x) for r in rs) for x in STATUSES)
        gen, inv = sum(r.generated for r in rs), sum(r.invalid for r in rs)
        val, secs = sum(len(r.played) for r in rs), sum(r.seconds for r in rs)
        rate = f"{100 * k / (k + s):.1f}%" if k + s else "-"
        return f"{name:<26}{gen:>10}{inv:>9}{val:>7}{k:>8}{e:>8}{n:>10}{u:>9}{s:>6}{rate:>11}{secs:>9.1f}"

    lines += [row(r.variant, [r]) for r in results]
    if len(results) > 1:
        lines.append(row("overall", results))
    searched = [p.searched for r in results for p in r.played if p.status == "equivalent" and p.searched]
    if searched:
        lines.append(
            f"equivalent after a witness search: {len(searched)}, {sum(x.deals for x in searched)} seeded deals, "
            f"{sum(x.answers for x in searched)} answers compared"
        )
    behind = sum(r.unrecorded for r in results)
    if behind:
        lines.append(f"searched because the record lacked them: {behind} (rewrite it with --record write)")
    for r in results:
        survivors = [p for p in r.played if p.status == "survived"]
        if survivors:
            lines.append(f"\n{r.variant}: {len(survivors)} gap(s), no scenario fails with:")
            by_pointer: dict[str, list[Played]] = {}
            for p in survivors:
                by_pointer.setdefault(p.pointer, []).append(p)
            for pointer, ps in sorted(by_pointer.items()):
                lines.append(f"  {pointer} ({len(ps)})")
                lines += [f"    {shorten(p.key[len(pointer) + 1 :], 100)}  [{p.how}]" for p in ps]
            for p in survivors:
                if p.searched is not None and p.searched.witness is not None:
                    lines.append(f"\n{r.variant}: {p.key}: {p.reason}; a witness ({p.searched.evidence()}):")
                    lines.append(p.searched.witness.scenario(f"{p.key} is caught"))
        lines += [
            f"{r.variant}: {case} fails on the unchanged variant, so it kills nothing" for case in r.fails_unchanged
        ]
        for key in r.listed_but_killed:
            lines.append(f"{r.variant}: {key} is listed as equivalent, yet a scenario kills it")
        for key in r.listed_not_generated:
            lines.append(f"{r.variant}: {key} is listed as equivalent, yet no longer generated")
        for key in r.record_differs:
            lines.append(f"{r.variant}: {key}: its witness search gives otherwise than recorded")
    return "\n".join(lines)


def kills_verdict(results: list[VariantKills]) -> int:
    """0 when every perturbation that could be killed was, 1 on a survivor or a wrong equivalent entry,
    5 when nothing was played (no variant, or only equivalent perturbations)."""
    from belote_spec.base import exits

    killed = sum(r.count("killed") for r in results)
    wrong = sum(
        r.count("survived")
        + len(r.listed_but_killed)
        + len(r.listed_not_generated)
        + len(r.record_differs)
        + len(r.fails_unchanged)
        for r in results
    )
    return exits.verdict(killed, wrong)
