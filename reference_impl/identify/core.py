"""Which shipped variant an engine plays, and on which rule parameters it departs from it.

For each variant name the engine is asked about, the stored positions go to the engine under that
name; its answers are compared with the reference engine playing each shipped variant's rules, so an
engine is recognised by what it does, not by the name it answers to. The variant agreeing on the most
positions is the closest; each disagreement is then explained, where one can be, by a single rule
parameter changed (see perturb.py), checked against every position.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from ..engine import Engine, ReferenceEngine
from ..loader import load_variant, shipped_variant_ids
from ..rules import Rules
from . import discriminate
from .perturb import Perturbation, describe, moved_numbers, perturbations
from .positions import Answer, Position, ask, first_difference

ALIAS = discriminate.ALIAS  # the reference answers no request with the variant's name: one alias serves all
HOW_ORDER = ("flipped", "enum", "other-variant", "removed", "added", "nudged", "shortened", "reversed", "swapped")
MAX_DELTAS = 8  # numeric differences seen in the answers, tried as changes of each number
SCREEN = 6  # disagreements each change is first tried on, per round
SCREEN_ROUNDS = 3  # rounds of screening: disagreements past them are left unexplained
# A name's verdict needs the engine to answer at least this share of the positions the closest variant
# counts; a declined position (skip) is unknown, so an engine that declines most of them is not
# recognised on the few it answered (exit 5: too little for a verdict). See the README, "Exit statuses".
MIN_ANSWERED = Fraction(1, 2)


@dataclass
class Evidence:
    """A position that shows a departure: the request as sent, what the variant answers, what the engine did."""

    position: Position
    name: str
    expected: Answer
    got: Answer

    @property
    def step(self) -> dict[str, Any] | None:
        return first_difference(self.position, self.expected, self.got)


@dataclass
class Departure:
    """One rule parameter on which the engine behaves otherwise than the variant."""

    perturbation: Perturbation
    description: str
    explains: int  # how many of the disagreeing positions it accounts for
    evidence: Evidence
    also: list[Perturbation] = field(default_factory=list)  # other single changes that explain the same


@dataclass
class Standing:
    variant: str
    agree: int
    counted: int  # positions the variant counts that the engine answered
    relevant: int = 0  # positions the variant counts (its reference answer is valid), answered or not

    @property
    def score(self) -> tuple[Fraction, int]:
        return (Fraction(self.agree, self.counted) if self.counted else Fraction(-1), self.agree)


@dataclass
class NameReport:
    """What the engine plays when asked under one variant name."""

    name: str
    ranking: list[Standing]  # best first
    tied: list[str]  # other variants exactly as close as the closest
    skipped: int  # positions the engine declined (skip): not counted for anyone
    departures: list[Departure]
    unexplained: list[Evidence]
    asked: int = 0  # positions sent under this name
    errors: int = 0  # positions the closest variant answers that the engine failed on (a crash, a hang, garbage)

    @property
    def closest(self) -> Standing:
        return self.ranking[0]

    @property
    def answered(self) -> int:
        return self.asked - self.skipped

    @property
    def enough(self) -> bool:
        """Whether the engine answered enough of the positions the closest variant counts for a verdict
        (MIN_ANSWERED of them). Positions that variant does not count (a 4-player deal for a 2-player
        variant) do not weigh: an engine may decline those."""
        best = self.closest
        return best.counted > 0 and Fraction(best.counted, best.relevant) >= MIN_ANSWERED

    @property
    def exact(self) -> bool:
        return self.enough and self.closest.agree == self.closest.counted

    @property
    def departs(self) -> bool:
        return self.enough and not self.exact


@dataclass
class Report:
    engine: str
    positions: int
    stale: bool  # the stored positions were chosen for rules that have changed since
    names: list[NameReport]

    @property
    def exit_code(self) -> int:
        """1 when the engine departs under some name (or fails on a position); else 5 when some name got
        too few answers for a verdict (or none was asked); 0 when under every name it plays a variant exactly."""
        if any(n.departs or n.errors for n in self.names):
            return 1
        return 0 if self.names and all(n.exact for n in self.names) else 5


def supported_names(engine: Engine) -> list[str]:
    """The variant names an engine answers to: its hello's list, or the shipped names it supports."""
    hello = getattr(engine, "hello", None)
    if callable(hello):
        listed = hello().get("variants", [])
        return [str(v) for v in listed] if isinstance(listed, list) else []
    return [v for v in shipped_variant_ids() if engine.supports(v)]


class Reference:
    """The reference side of identify, computed once and reusable across engines: each shipped
    variant's answers to the positions, and each variant's perturbations, compiled."""

    def __init__(self, positions: Sequence[Position] | None = None) -> None:
        self.stored_fingerprint: str | None = None
        if positions is None:
            positions, self.stored_fingerprint = discriminate.stored()
        self.positions = positions
        self.names = shipped_variant_ids()
        self.specs = {v: load_variant(v) for v in self.names}
        self.answers = {v: self.play(Rules(self.specs[v]), range(len(positions))) for v in self.names}
        self._perturbed: dict[str, tuple[list[Perturbation], list[Rules]]] = {}
        self._memo: dict[str, dict[int, Answer | None]] = {}

    def perturbed(self, variant: str) -> tuple[list[Perturbation], list[Rules]]:
        """Every single-parameter perturbation of a variant, with its compiled rules."""
        if variant not in self._perturbed:
            found = perturbations(self.specs[variant], {v: self.specs[v] for v in self.names if v != variant},
                                  extra=True)
            self._perturbed[variant] = (found, [Rules(q.spec) for q in found])
        return self._perturbed[variant]

    @property
    def stale(self) -> bool:
        """Whether the stored positions were chosen for rules other than the shipped ones now."""
        return self.stored_fingerprint is not None and self.stored_fingerprint != self.fingerprint()

    def play(self, rules: Rules, indices: Iterable[int], memo: dict[int, Answer | None] | None = None
             ) -> dict[int, Answer | None]:
        """The reference's answers with these rules (None where they do not count), kept in `memo`."""
        memo = {} if memo is None else memo
        engine = ReferenceEngine(rules={ALIAS: rules})
        for i in indices:
            if i not in memo:
                a = ask(engine, ALIAS, self.positions[i], trusted=True)
                memo[i] = a if discriminate.valid(self.positions[i], a) else None
        return memo

    def play_perturbed(self, variant: str, q: Perturbation, rules: Rules, indices: Iterable[int]
                       ) -> dict[int, Answer | None]:
        """As play, remembered per perturbation: engines identified one after another share the work."""
        return self.play(rules, indices, self._memo.setdefault(f"{variant} {q.key}", {}))

    def fingerprint(self) -> str:
        return discriminate.fingerprint({v: [a.text if a else None for a in self.answers[v].values()]
                                         for v in self.names})


def _standing(variant: str, want: dict[int, Answer | None], got: Sequence[Answer]) -> Standing:
    relevant = [i for i, a in want.items() if a is not None]
    counted = [i for i in relevant if got[i].kind != "skip"]
    return Standing(variant, sum(got[i].same(want[i]) for i in counted), len(counted),  # type: ignore[union-attr]
                    len(relevant))


def _numbers(a: Any, b: Any, out: Counter[int]) -> None:
    """Differences between the numbers at the same places of two answers."""
    if isinstance(a, bool) or isinstance(b, bool):
        return
    if isinstance(a, int) and isinstance(b, int) and a != b:
        out[b - a] += 1
    elif isinstance(a, dict) and isinstance(b, dict):
        for k in a.keys() & b.keys():
            _numbers(a[k], b[k], out)
    elif isinstance(a, list) and isinstance(b, list):
        for x, y in zip(a, b, strict=False):
            _numbers(x, y, out)


def _moves(deltas: Counter[int]) -> list[int]:
    """Changes of a number worth trying: the differences seen in the answers, and their fractions (a
    multiplier or a rounding may have scaled a difference on its way to a score)."""
    out: set[int] = set()
    for d, _ in deltas.most_common(MAX_DELTAS):
        out |= {sign * (d // f) for f in (1, 2, 4, 5, 10) if d % f == 0 for sign in (1, -1)}
    out.discard(0)
    return sorted(out)


def _explain(ref: Reference, variant: str, name: str, got: Sequence[Answer], want: dict[int, Answer | None],
             disagree: list[int]) -> tuple[list[Departure], list[int]]:
    """A small set of single-parameter changes that, each checked on every position, account for the
    disagreements (greedy set cover); and the disagreements none accounts for.

    Changes are screened on a few disagreements at a time (the cheapest first); only those that
    account for one of them are played on every position."""
    deltas: Counter[int] = Counter()
    for i in disagree:
        w = want[i]
        if w is not None and w.kind == got[i].kind == "result":
            _numbers(w.value, got[i].value, deltas)
    candidates, compiled = ref.perturbed(variant)
    known = {q.key for q in candidates}
    moved = [q for q in moved_numbers(ref.specs[variant], _moves(deltas)) if q.key not in known]
    candidates, compiled = [*candidates, *moved], [*compiled, *(Rules(q.spec) for q in moved)]
    agreeing = [i for i, w in want.items() if w is not None and got[i].kind != "skip" and i not in set(disagree)]
    explaining: list[tuple[Perturbation, frozenset[int]]] = []
    # An engine that failed on a position (an error) gave nothing a rule set could reproduce.
    left = sorted((i for i in disagree if got[i].counts), key=lambda i: (len(ref.positions[i].key), i))
    pending = list(range(len(candidates)))
    for _round in range(SCREEN_ROUNDS):
        screen = left[:SCREEN]
        if not screen:
            break
        passed = []
        for k in pending:
            mine = ref.play_perturbed(variant, candidates[k], compiled[k], screen)
            if any(mine[i] is not None and got[i].same(mine[i]) for i in screen):
                passed.append(k)
        pending = [k for k in pending if k not in set(passed)]
        for k in passed:
            mine = ref.play_perturbed(variant, candidates[k], compiled[k], disagree)
            explained = frozenset(i for i in disagree if mine[i] is not None and got[i].same(mine[i]))
            checked = ref.play_perturbed(variant, candidates[k], compiled[k], agreeing)
            if all(checked[i] is not None and got[i].same(checked[i]) for i in agreeing):  # nothing right spoilt
                explaining.append((candidates[k], explained))
        done = set(screen).union(*(e for _, e in explaining))
        left = [i for i in left if i not in done]
    rank = {how: k for k, how in enumerate(HOW_ORDER)}
    # Equal cover: the simplest kind of change first, then the most specific parameter, then generation order.
    explaining.sort(key=lambda e: (rank.get(e[0].how, len(rank)), -e[0].pointer.count("/")))
    uncovered = set(disagree)
    departures: list[Departure] = []
    while uncovered:
        best = max(explaining, key=lambda e: len(e[1] & uncovered), default=None)
        if best is None or not best[1] & uncovered:
            break
        q, covered = best
        shown = min(covered & uncovered, key=lambda i: (len(ref.positions[i].key), i))
        # Equally good alternatives, less the enclosing objects that merely restate the same change.
        also = [p for p, c in explaining if c == covered and p is not q and not q.pointer.startswith(p.pointer + "/")]
        departures.append(Departure(q, describe(q.pointer), len(covered),
                                    Evidence(ref.positions[shown], name, want[shown], got[shown]),  # type: ignore[arg-type]
                                    also))
        uncovered -= covered
    return departures, sorted(uncovered, key=lambda i: (len(ref.positions[i].key), i))


def identify(engine: Engine, names: Sequence[str] | None = None, reference: Reference | None = None,
             done: list[NameReport] | None = None) -> Report:
    """The report for `engine` asked under `names` (default: every name it supports); `reference`
    (default: the stored positions) can be shared between runs. Each name's report is appended to
    `done` as it is made, so an interrupted run can still show the names it finished."""
    ref = reference or Reference()
    positions = ref.positions
    out: list[NameReport] = done if done is not None else []
    for name in names if names is not None else supported_names(engine):
        got = [ask(engine, name, p) for p in positions]
        standings = sorted((_standing(v, ref.answers[v], got) for v in ref.names),
                           key=lambda s: (-s.score[0], -s.score[1], s.variant))
        best = standings[0]
        tied = [s.variant for s in standings[1:] if s.score == best.score]
        want = ref.answers[best.variant]
        disagree = [i for i, w in want.items() if w is not None and got[i].kind != "skip" and not got[i].same(w)]
        departures, left = _explain(ref, best.variant, name, got, want, disagree) if disagree else ([], [])
        out.append(NameReport(name, standings, tied, sum(a.kind == "skip" for a in got), departures,
                              [Evidence(positions[i], name, want[i], got[i]) for i in left],  # type: ignore[arg-type]
                              len(positions), sum(got[i].kind == "error" for i, w in want.items() if w is not None)))
    return Report(getattr(engine, "name", type(engine).__name__), len(positions), ref.stale, out)
