"""Root causes of a conformance run: the fewest rule changes that make the reference fail as the engine did.

Twenty failures are often three deviations. For each variant with failures, every single-parameter
perturbation of its rules (identify's generator: booleans flipped, other enum values, other variants'
values, numbers nudged, lists reordered, optional rules removed or borrowed) is played by the reference
engine on that variant's scenarios. A perturbation *explains* a failed scenario when the perturbed
reference fails it with the very same message (the same step, the same wrong answer), and it is
*contradicted* by a scenario the engine passed and the perturbed reference fails. Causes are then chosen
greedily, most failures explained first, each on top of those chosen before it (engines depart on
several rules at once), never contradicted, and only when no change of another rule fits as well (the
engine's answers may choose between two; otherwise neither is named). With the engine at hand, each
chosen cause is then asked of the engine itself on further positions, the other causes applied: one it
does not bear out is refused and the choice made again. What is left is reported as unexplained: an
engine crash, say, is never dressed up as a rule.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from collections.abc import Callable, Collection, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from functools import partial
from typing import Any

from belote_spec.base.json_text import exact_text
from belote_spec.base.pointer import from_tokens, join, meet, related
from belote_spec.base.pointer import tokens as tokens_of
from belote_spec.changes.perturb import (
    REMOVED,
    Perturbation,
    applied,
    canonical,
    compiled,
    describe,
    get,
    has,
    moved_numbers,
    perturbations,
    with_changes,
)
from belote_spec.conformance.runner import CaseResult, FailedStep, run_case
from belote_spec.conformance.scenarios import Case
from belote_spec.conformance.steps import StepFailure
from belote_spec.diagnose.identify.positions import Answer, Position
from belote_spec.diagnose.search import TWICE, Spent, borne_out_on, is_borne_out, moves
from belote_spec.engine.rules import Rules
from belote_spec.protocol.definition import CARD_NAME
from belote_spec.protocol.interface import Engine, ReferenceEngine
from belote_spec.spec.loader import load_variant, shipped_variant_ids
from belote_spec.spec.variant_keys import ANNOTATION_KEYS, strip_annotations

HOW_ORDER = (
    "flipped",
    "enum",
    "other-variant",
    "removed",
    "added",
    "unset",
    "option",
    "nudged",
    "shortened",
    "reversed",
    "swapped",
    "split",
)


@dataclass
class Cause:
    """One rule the engine departs on, with the failures it accounts for."""

    variant: str
    pointer: str
    was: Any
    value: Any
    how: str
    description: str
    explains: list[str]  # ids of the failed scenarios this change reproduces
    smallest: str  # the failed scenario with the fewest steps among them
    cite: list[dict[str, str]] = field(default_factory=list)  # the variant's cites for the rule
    # (positions where the engine answered as this change predicts, positions asked), when it was asked
    confirmed: tuple[int, int] | None = None
    # Whether the engine's value is known: some failure is reproduced word for word, or the engine's own
    # answers bore the value out. Otherwise the change only fails the same steps the same way, and the
    # report names the rule without claiming the engine's value.
    pinned: bool = True
    # Further changes of a cause that only reproduces its failures with two changes at once (colver's
    # chute: 162, not 160, and the belote handed to the defence): each {pointer, variant_value,
    # engine_value, description, cite}. Empty for a single change.
    also: list[dict[str, Any]] = field(default_factory=list)
    kind: str = "value"  # "value": a value of the variant's data; "fault": a mistake of code (changes/faults)
    words: str = ""  # the change in a player's words (a fault's site words; a value's description and value)
    key: str = ""  # the candidate change's key (changes/candidates.RuleChange.key)
    found_by: str = "search"  # "attribution": settled at the failing positions; "search": by playing scenarios
    # For a rule departed on (pinned false) where changes of several of its rules fail its failures alike:
    # those rules. The cause is then named at the rule that holds them all, with no engine value.
    near: list[str] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        out = {
            "variant": self.variant,
            "pointer": self.pointer,
            "variant_value": _plain(self.was),
            "engine_value": _plain(self.value),
            "how": self.how,
            "description": self.description,
            "cite": self.cite,
            "explains": self.explains,
            "smallest": self.smallest,
            "confirmed": None if self.confirmed is None else {"agree": self.confirmed[0], "asked": self.confirmed[1]},
            "pinned": self.pinned,
            "kind": self.kind,
            "words": self.words,
            "key": self.key,
            "found_by": self.found_by,
        }
        if self.also:
            out["also"] = self.also
        if self.near:
            out["near"] = self.near
        return out


@dataclass
class Causes:
    """The root causes of one run: per variant, the chosen causes and the failures left unexplained."""

    causes: list[Cause]
    unexplained: list[str]
    failed: int
    incomplete: list[str] = field(default_factory=list)  # variants whose search stopped at the budget
    # Where the budget cut each variant's search (or made it pass over a failure): one record each,
    # {"variant", "phase", ...}; for the pair search, the failure it was on and its pairs (see stop_sentence).
    stops: list[dict[str, Any]] = field(default_factory=list)
    runs: int = 0  # scenario runs of the reference the search made (counted: the same on every machine)

    def to_json(self) -> dict[str, Any]:
        return {
            "failed": self.failed,
            "causes": [c.to_json() for c in self.causes],
            "unexplained": self.unexplained,
            "incomplete": self.incomplete,
            "stops": self.stops,
            "runs": self.runs,
        }


BUDGET = 100_000  # scenario runs of the reference the whole search may make (a minute or two here)
PAIR_BUDGET = 3_000  # pairs of changes the search for two-change causes may try in one variant


@dataclass
class _Runs:
    left: int
    floor: int = 0  # runs kept back for a later step of the search: spending into them raises Spent

    def spend(self, n: int) -> None:
        if n > self.left - self.floor:
            raise Spent
        self.left -= n


def _plain(value: Any) -> Any:
    return "(absent)" if value is REMOVED else value


def _cites(spec: Mapping[str, Any], pointer: str, was: Any = None) -> list[dict[str, str]]:
    """The cites of the rule at `pointer`, or of the nearest enclosing rule that has one; those whose
    quote states the variant's value (a number, say) first."""
    found = _all_cites(spec, pointer)
    if isinstance(was, int | str) and not isinstance(was, bool):
        found.sort(key=lambda c: str(was) not in c["quote"])
    return found


def _all_cites(spec: Mapping[str, Any], pointer: str) -> list[dict[str, str]]:
    tokens = tokens_of(pointer)
    while tokens:
        node = get(spec, from_tokens(tokens)) if has(spec, from_tokens(tokens)) else None
        if isinstance(node, dict) and node.get("cite"):
            cite = node["cite"]
            items = cite if isinstance(cite, list) else [cite]
            return [
                {"source": str(c.get("source", "")), "quote": str(c.get("quote", ""))}
                for c in items
                if isinstance(c, dict)
            ]
        tokens.pop()
    return []


def _rejected_rule(failed: FailedStep) -> str | None:
    """The rule the engine cited when it rejected an action no step expected, before a later step (one found
    when the scenario ends is compared word for word, the engine's words included)."""
    facts = failed.failure
    if facts is None or facts.check != "unexpected rejection" or facts.details.get("when") != "previous":
        return None
    return facts.rejected_rule


class _Masked:
    """A value of a failure with what it holds masked: shown as "…", listed as one "…" unless it is empty (an
    empty answer is not the same failure as a wrong one)."""

    def __init__(self, empty: bool) -> None:
        self.empty = empty

    def __str__(self) -> str:
        return "…"

    __repr__ = __str__

    def __iter__(self) -> Iterator[str]:
        return iter(() if self.empty else ("…",))

    def __len__(self) -> int:
        return 0


_NUMBER = re.compile(r"-?\d+")


def _masked(value: Any) -> Any:
    """A value with what an engine may answer otherwise masked: numbers, cards, lists and mappings (the answers
    themselves), and the numbers in a text (a round in a rule's pointer, in an engine's words); a seat, a phase,
    a flag or null stay."""
    if value is None or isinstance(value, bool):
        return value
    if isinstance(value, int | float):
        return _Masked(False)
    if isinstance(value, list | tuple | dict):
        return _Masked(not value)
    if isinstance(value, str):
        cards = value.replace(",", " ").split()
        if cards and all(CARD_NAME.match(c) for c in cards):
            return _Masked(False)
        return _NUMBER.sub("…", " ".join("…" if CARD_NAME.match(w) else w for w in value.split(" ")))
    return _Masked(False)


def _shape(failed: FailedStep) -> tuple[str, ...]:
    """A failure without its values: two failures of one step have the same shape when the step went wrong the
    same way (the same check, the same seats and words), whatever the wrong answer: the failure's text with its
    values masked, rendered from its data. An unexpected rejection is the rule it cites, whatever the engine's
    words (belote-cli says "E does not hold AC")."""
    facts = failed.failure
    if facts is None:
        return (failed.message,)
    rule = _rejected_rule(failed)
    if rule is not None:
        return (facts.check, rule)
    masked = StepFailure(
        facts.check,
        _masked(facts.expected),
        _masked(facts.got),
        facts.rejected_rule,
        {k: _masked(v) for k, v in facts.details.items()},
    )
    return (facts.check, masked.message, *_direction(facts.expected, facts.got))


def _direction(expected: Any, got: Any) -> tuple[str, ...]:
    """For two sets of cards, which way the answer went wrong: more cards allowed than the rules allow, fewer,
    or some of each. A rule that forbids cards cannot be why an engine allows more, nor one that frees them why
    it allows fewer: two such failures are not the same shape."""
    if not (isinstance(expected, list) and isinstance(got, list)):
        return ()
    want, have = {str(c).upper() for c in expected}, {str(c).upper() for c in got}
    return ("more",) if have > want else ("fewer",) if have < want else ("other",) if have != want else ()


def _all_alike(engine_result: CaseResult, mine: CaseResult, alike: Callable[[FailedStep, FailedStep], bool]) -> bool:
    """Whether the reference failed every step the engine failed, and no other, each message `alike`:
    with soft assertions a scenario lists every failed Then step of its block, so a change that gets
    the outcome wrong the same way, but not the scores the engine also got wrong, does not explain it."""
    theirs, ours = engine_result.failed_steps(), mine.failed_steps()
    return (
        mine.status == "failed"
        and len(theirs) == len(ours)
        and all(a.step == b.step and alike(a, b) for a, b in zip(theirs, ours, strict=True))
    )


def _same_shape(engine_result: CaseResult, mine: CaseResult) -> bool:
    """The same failed steps, each gone wrong the same way whatever the values; a rejection the same as
    `_reproduces` judges it (belote-cli cites `/bidding/rounds/0/may_take` where the reference cites
    `/bidding/rounds/0`)."""

    def alike(theirs: FailedStep, ours: FailedStep) -> bool:
        if _rejected_rule(theirs) is not None and _rejected_rule(ours) is not None:
            return _same_failure(theirs, ours)
        return _shape(theirs) == _shape(ours)

    return _all_alike(engine_result, mine, alike)


def _word_for_word(engine_result: CaseResult, mine: CaseResult) -> bool:
    return _all_alike(engine_result, mine, lambda a, b: a.message == b.message)


def _reproduces(engine_result: CaseResult, mine: CaseResult) -> bool:
    """The same failures: at each failed step the same message, or a rejection citing the same rule or
    one part of the other (`/bidding/rounds/1` and `/bidding/rounds/1/may_take`)."""
    return _all_alike(engine_result, mine, _same_failure)


def _same_failure(theirs_failed: FailedStep, our_failed: FailedStep) -> bool:
    """The same failure: two unexpected rejections citing related rules, or else the same text word for word."""
    theirs, ours = _rejected_rule(theirs_failed), _rejected_rule(our_failed)
    if theirs is not None and ours is not None:
        return theirs == ours or (theirs.startswith("/") and ours.startswith("/") and _related(theirs, ours))
    return our_failed.message == theirs_failed.message


def _pool() -> list[Position]:
    """identify's stored positions and every stateless call the scenarios make, each once."""
    from belote_spec.diagnose.identify import discriminate
    from belote_spec.diagnose.identify.positions import vector_positions

    out: dict[str, Position] = {}
    for p in [*discriminate.stored()[0], *vector_positions()]:
        out.setdefault(p.key, p)
    return list(out.values())


_NOT_ASKED = Answer("skip", "not asked")  # a position the Confirmer has not asked under some rules yet


class Confirmer:
    """Asks the engine itself, on identify's stored positions, whether it behaves as a proposed cause says.

    A change that reproduces some failures may still be a coincidence (an engine that gives the last
    trick to the wrong side also fails, by chance, like one that does not count the defence's belote).
    Where the variant with and without the change answer a position differently, the engine's own
    answer decides: a cause the engine contradicts more often than it bears out is not reported."""

    MAX_ASKED = 16

    def __init__(self, engine: Engine, positions: Sequence[Position] | None = None) -> None:
        self.engine = engine
        self.positions = list(positions) if positions is not None else _pool()
        self._asked: dict[tuple[str, int], Answer] = {}
        # The reference's answers per rule set: the causes chosen so far are the `before` of every
        # change tried on top of them.
        self._answers: dict[tuple[str, bytes | str], list[Answer]] = {}

    def _reference(self, spec: dict[str, Any], variant: str) -> list[Answer]:
        key = (variant, _spec_text(spec))
        if key not in self._answers:
            self._answers[key] = self._answered(compiled(spec), variant)
        return self._answers[key]

    def _answered(self, rules: Rules, variant: str) -> list[Answer]:
        from belote_spec.diagnose.identify.positions import ask

        ref = ReferenceEngine(rules={variant: rules})
        return [ask(ref, variant, p, trusted=True) for p in self.positions]

    def tally(self, variant: str, before: dict[str, Any], after: dict[str, Any]) -> tuple[int, int, int]:
        """(positions where the engine answers as `after`, positions where it answers as `after` or as
        `before`, positions where it answers neither) among those where the two differ; a skip is not
        counted."""
        return self._tally(variant, self._reference(before, variant), self._reference(after, variant))

    def tally_rules(
        self,
        variant: str,
        before: tuple[str, Rules],
        after: tuple[str, Rules],
        fitted: Collection[str] = (),
        ops: Collection[str] = (),
    ) -> tuple[int, int, int]:
        """`tally` for compiled rule sets named by a key (a fault is no change of the variant's data), leaving
        out the positions whose key is in `fitted` (those a cause was found on: it must predict others) and,
        with `ops`, asking only positions of those operations (the kind of answer the failures gave)."""
        keep = [i for i, p in enumerate(self.positions) if p.key not in fitted and (not ops or p.op in ops)]
        old, new = (self._compiled(variant, key, rules, keep) for key, rules in (before, after))
        return self._tally(variant, old, new, keep)

    def _compiled(self, variant: str, key: str, rules: Rules, keep: Sequence[int]) -> list[Answer]:
        """The reference's answers under `rules` at the positions `keep` (others: a skip), remembered by key."""
        from belote_spec.diagnose.identify.positions import ask

        memo = (variant, "rules:" + key)
        have = self._answers.setdefault(memo, [_NOT_ASKED] * len(self.positions))
        ref = ReferenceEngine(rules={variant: rules})
        for i in keep:
            if have[i] is _NOT_ASKED:
                have[i] = ask(ref, variant, self.positions[i], trusted=True)
        return have

    def _tally(
        self, variant: str, old: list[Answer], new: list[Answer], keep: Sequence[int] | None = None
    ) -> tuple[int, int, int]:
        from belote_spec.diagnose.identify.positions import ask

        differ = [
            i
            for i in (range(len(old)) if keep is None else keep)
            if old[i].counts and new[i].counts and not old[i].same(new[i])
        ]
        agree = asked = neither = 0
        for i in differ[: self.MAX_ASKED]:
            key = (variant, i)
            if key not in self._asked:
                self._asked[key] = ask(self.engine, variant, self.positions[i])
            got = self._asked[key]
            # Only an answer that is one of the two readings decides between them: one that is neither
            # shows some other departure of the engine at that position, and says nothing of this one.
            side = _decides(got, old[i], new[i])
            if side == "new":
                agree += 1
                asked += 1
            elif side == "old":
                asked += 1
            elif got.counts:
                neither += 1
        return agree, asked, neither


def _agrees(got: Answer, want: Answer) -> bool:
    """Whether an engine's answer is the reference's, a rule it cites being the same rule when one is
    part of the other (belote-cli cites `/bidding/rounds/1/may_take` where the reference cites
    `/bidding/rounds/1`)."""
    return got.counts and got.kind == want.kind and _alike(got.value, want.value)


def _decides(got: Answer, old: Answer, new: Answer) -> str | None:
    """Which reading the engine's answer takes, judged only on the parts where the two readings differ
    (a position's state may differ elsewhere through another departure: belote-cli's deal differs, yet
    its answer to a round-2 bid still tells the two rules apart): "new", "old" or None. Parts where the
    engine gives neither reading are left out, as long as the others agree on one."""
    if not got.counts or got.kind != new.kind or old.kind != new.kind:
        return "new" if _agrees(got, new) else "old" if _agrees(got, old) else None
    return _side(got.value, old.value, new.value)


def _side(got: Any, old: Any, new: Any) -> str | None:
    if isinstance(old, dict) and isinstance(new, dict) and old.keys() == new.keys() and isinstance(got, dict):
        parts = [(got.get(k), old[k], new[k], k in got) for k in old if not _alike(old[k], new[k])]
    elif isinstance(old, list) and isinstance(new, list) and isinstance(got, list) and len(old) == len(new) == len(got):
        parts = [(g, o, n, True) for g, o, n in zip(got, old, new, strict=True) if not _alike(o, n)]
    else:
        return "new" if _alike(got, new) else "old" if _alike(got, old) else None
    sides = [(_side(g, o, n) if present else None, o, n) for g, o, n, present in parts]
    # Cards that are neither reading (the deal of another departure, as belote-cli's) do not outvote a
    # part that decides; any other part that is neither reading (a score, an outcome) leaves it undecided.
    decided = {side for side, o, n in sides if side is not None or not (_cards(o) and _cards(n))}
    return decided.pop() if len(decided) == 1 else None


def _cards(value: Any) -> bool:
    """Whether a value holds only cards: a hand, or hands by seat."""
    if isinstance(value, dict):
        return bool(value) and all(_cards(v) for v in value.values())
    return isinstance(value, list) and all(isinstance(c, str) and CARD_NAME.match(c) for c in value)


def _alike(a: Any, b: Any) -> bool:
    if isinstance(a, str) and isinstance(b, str) and a.startswith("/") and b.startswith("/"):
        return _related(a, b)
    if isinstance(a, dict) and isinstance(b, dict):
        return a.keys() == b.keys() and all(_alike(a[k], b[k]) for k in a)
    if isinstance(a, list) and isinstance(b, list):
        return len(a) == len(b) and all(_alike(x, y) for x, y in zip(a, b, strict=True))
    return bool(a == b) and type(a) is type(b)


def find_causes(
    results: Sequence[CaseResult],
    cases: Iterable[Case],
    progress: Callable[[str], None] | None = None,
    engine: Engine | None = None,
    budget: int = BUDGET,
) -> Causes:
    """The root causes of the failures in `results` (a run of `cases` against `engine`). With the
    engine at hand, each proposed cause is also checked against the engine's own answers (Confirmer).
    `budget` bounds the scenario runs of the whole search, counted, not timed, so the answer is the same
    on any machine; a variant whose search it cuts short is listed as incomplete."""
    runs = _Runs(budget)
    by_id = {c.id: c for c in cases}
    failed = [r for r in results if r.status == "failed" and r.id in by_id]
    out = Causes([], [], len(failed))
    names = shipped_variant_ids()
    # A scenario on which the engine crashed, hung or left the protocol gave nothing a rule set could reproduce:
    # it is left unexplained at once, neither attributed (asking the engine again) nor searched.
    crashed = {r.id for r in failed if not _reproducible(r)}
    confirmer = Confirmer(engine) if engine is not None and len(crashed) < len(failed) else None
    for variant in sorted({r.variant for r in failed}):
        if variant not in names:
            out.unexplained += [r.id for r in failed if r.variant == variant]
            continue
        if progress is not None:
            progress(variant)
        died = [r.id for r in failed if r.variant == variant and r.id in crashed]
        mine = [r for r in failed if r.variant == variant and r.id not in crashed]
        passed = [r for r in results if r.variant == variant and r.status == "passed" and r.id in by_id]
        stops: list[dict[str, Any]] = []
        fallback: list[Cause] = []
        if engine is not None and confirmer is not None and mine:
            settled, fallback, mine = _by_attribution(variant, mine, passed, by_id, names, engine, confirmer)
            out.causes += settled
            # The search starts from the values attribution pinned, as the engine plays them.
            base = with_changes(
                load_variant(variant),
                [Perturbation(c.pointer, c.was, c.value, c.how, {}) for c in settled if c.kind == "value" and c.pinned],
            )
        else:
            base = None
        causes, left, cut = (
            _variant_causes(variant, mine, passed, by_id, names, confirmer, runs, stops, base)
            if mine
            else ([], [], False)
        )
        out.causes += causes
        left = sorted([*left, *died])
        # A rule attribution saw the engine depart on, its value unknown, only takes failures the search
        # left unexplained: the search may name values, alone or together, that reproduce them.
        for c in fallback:
            c.explains = [i for i in c.explains if i in left]
            if c.explains:
                c.smallest = _smallest(c.explains, by_id)
                out.causes.append(c)
                left = [i for i in left if i not in c.explains]
        out.unexplained += left
        alone = {"alone": True} if len({r.variant for r in results}) == 1 else {}
        out.stops += [{"variant": variant, **s, **alone} for s in stops]
        if cut:
            out.incomplete.append(variant)
    out.runs = budget - runs.left
    return out


ATTRIBUTION_TRIED = 12  # candidates tried on further positions for one set of failures they all reproduce


def _failing_positions(r: CaseResult) -> list[Position]:
    """The stateless requests a failed scenario made (legal cards, a trick's winner, a score ...), each once, in
    the order made: where its failure may be the engine's answer. A deal's state or a bid is none of them."""
    from belote_spec.conformance.vectors import STATELESS

    out: dict[str, Position] = {}
    for call in r.calls:
        try:
            request = json.loads(call.get("request", ""))
        except (ValueError, TypeError):
            continue
        args = request.get("args") if isinstance(request, dict) else None
        if request.get("op") not in STATELESS or not isinstance(args, dict) or "variant" not in args:
            continue
        p = Position(request["op"], {k: v for k, v in args.items() if k != "variant"})
        out.setdefault(p.key, p)
    return list(out.values())


def _claimed_answer(engine: Engine, op: str, answer: Answer) -> Answer:
    """An answer cut to what the engine claims to compute (hello's results): the part two answers are compared on."""
    from belote_spec.protocol.interface import computes

    if answer.kind == "result" and isinstance(answer.value, dict) and op == "score_deal":
        return Answer("result", {k: v for k, v in answer.value.items() if computes(engine, op, k)})
    return answer


def _at_positions(
    variant: str, failed: Sequence[CaseResult], engine: Engine, reference: Engine
) -> tuple[dict[str, list[Position]], dict[str, list[Answer]], dict[str, list[Position]]]:
    """Per failure, its stateless requests, the engine's answers there and those it answers otherwise than the
    variant, in the order asked. A failure is settled at its requests only where the engine departs on one of them
    (a scenario that checks ten cards' points fails on the Ace, not on the Jack it asks last); a change then
    reproduces it where it gives the engine's answer at every one of them, those the engine answers as the
    variant does included. Failures with no such request are left out."""
    from belote_spec.diagnose.identify.positions import ask

    at: dict[str, list[Position]] = {}
    want: dict[str, list[Answer]] = {}
    departs: dict[str, list[Position]] = {}
    for r in failed:
        mine, answers, ops = [], [], []
        for p in _failing_positions(r):
            got = _claimed_answer(engine, p.op, ask(engine, variant, p))
            if not got.counts:
                continue
            mine.append(p)
            answers.append(got)
            if not _agrees(got, _claimed_answer(engine, p.op, ask(reference, variant, p, trusted=True))):
                ops.append(p)
        if ops:
            at[r.id], want[r.id], departs[r.id] = mine, answers, ops
    return at, want, departs


def _by_attribution(
    variant: str,
    failed: Sequence[CaseResult],
    passed: Sequence[CaseResult],
    by_id: Mapping[str, Case],
    names: Sequence[str],
    engine: Engine,
    confirmer: Confirmer,
) -> tuple[list[Cause], list[Cause], list[CaseResult]]:
    """Causes settled at the failing positions, before any scenario is searched: every candidate change
    (changes/candidates.py: the data's perturbations and the fault operators) is asked the stateless requests
    each failure made (`_at_positions`: only failures where the engine departs on one of them), and the changes
    that give the engine's answers at all of them are kept. The largest set of failures some changes all
    reproduce is taken first; a change is named only when the engine's answers bear it out on positions it was
    not found on (Confirmer, each failure's first departing request left out) and it fails no scenario the
    engine passed. When none is borne out but all of them change one rule, the
    engine departs on that rule, its value unknown (pinned false): such a cause settles nothing, the search
    still takes its failures (a value it cannot bear out may be one of two departures the search names
    together). Returns the causes borne out, the rules departed on and the failures left to the search."""
    from belote_spec.changes.candidates import RuleChange, rule_changes
    from belote_spec.diagnose import attribution
    from belote_spec.diagnose.identify.positions import ask

    spec = load_variant(variant)
    shipped = ("", Rules(spec))
    at, want, departing = _at_positions(variant, failed, engine, ReferenceEngine(rules={variant: shipped[1]}))
    if not want:
        return [], [], list(failed)
    changes = rule_changes(variant, {v: load_variant(v) for v in names if v != variant})
    known = {c.key for c in changes}
    changes += [  # numbers moved by the differences the failures show (a capot of 88 where 90 is written)
        RuleChange(q.key, q.pointer, describe(q.pointer), "value", q.how, partial(Rules, q.spec), q.was, q.value)
        for q in moved_numbers(spec, _moves(failed))
        if q.key not in known
    ]

    def reproduces(ref: Engine, rid: str) -> bool:
        return all(
            _agrees(_claimed_answer(engine, p.op, ask(ref, variant, p, trusted=True)), got)
            for p, got in zip(at[rid], want[rid], strict=True)
        )

    fits: dict[str, frozenset[str]] = {}
    for c in changes:
        rules = attribution.compiled(c, variant)
        if rules is not None:
            ref = ReferenceEngine(rules={variant: rules})
            fits[c.key] = frozenset(rid for rid in want if reproduces(ref, rid))
    by_key = {c.key: c for c in changes}
    # A failure is found at the first request the engine departs on: its other requests are further positions.
    fitted = {departing[rid][0].key for rid in want}
    left = set(want)
    out: list[Cause] = []
    departs: list[Cause] = []
    rules_of: dict[str, Rules | None] = {}
    while left:
        sets = Counter(f & left for f in fits.values() if f & left)
        if not sets:
            break
        best = max(sets, key=lambda f: (len(f), -sets[f]))
        group = sorted((by_key[k] for k, f in fits.items() if f & left == best), key=_attribution_order)
        left -= best
        ops = {p.op for rid in best for p in departing[rid]}
        chosen, untold = _borne_out(variant, group, shipped, fitted, ops, passed, by_id, spec, confirmer)
        ids = sorted(best)
        if chosen is not None:
            c, tally = chosen
            out.append(_attributed(variant, spec, c, ids, by_id, tally, pinned=True))
            rules_of[c.key] = attribution.compiled(c, variant)
        elif untold and len({c.rule for c in group}) == 1:
            departs.append(_attributed(variant, spec, group[0], ids, by_id, None, pinned=False))
    settled = {i for c in out for i in c.explains}
    # A cause found at stateless positions also accounts for the failures of whole deals it reproduces.
    for cause in out:
        rules = rules_of.get(cause.key)
        if rules is None:
            continue
        ref = ReferenceEngine(rules={variant: rules})
        more = [
            r.id
            for r in failed
            if r.id not in settled and _reproduces(r, run_case(ref, by_id[r.id], spec, transcript=False))
        ]
        cause.explains = sorted([*cause.explains, *more])
        cause.smallest = _smallest(cause.explains, by_id)
        settled.update(more)
    return out, departs, [r for r in failed if r.id not in settled]


WORDS_VALUE = 100  # the most characters of a value a cause's words show


def _value_words(pointer: str, value: Any, was: Any = None) -> str:
    """A value change in a player's words: the rule's description and the engine's value; of two objects only
    the keys that differ, and never a value longer than WORDS_VALUE characters (the JSON report has it whole)."""
    if isinstance(value, dict) and isinstance(was, dict):
        value = {
            k: _plain(value.get(k, REMOVED)) for k in sorted(value.keys() | was.keys()) if value.get(k) != was.get(k)
        }
    text = json.dumps(_plain(value), ensure_ascii=False, default=str)
    if len(text) > WORDS_VALUE:
        text = text[: WORDS_VALUE - 1] + "…"
    return f"{describe(pointer)} The engine plays it as {text}."


def _attribution_order(c: Any) -> tuple[int, int, str]:
    """A value of the data before a fault of code, then the plainest change of a value."""
    how = HOW_ORDER.index(c.how) if c.how in HOW_ORDER else len(HOW_ORDER)
    return (c.kind != "value", how, c.key)


def _borne_out(
    variant: str,
    group: Sequence[Any],
    shipped: tuple[str, Rules],
    fitted: Collection[str],
    ops: Collection[str],
    passed: Sequence[CaseResult],
    by_id: Mapping[str, Case],
    spec: dict[str, Any],
    confirmer: Confirmer,
) -> tuple[tuple[Any, tuple[int, int]] | None, bool]:
    """The change of `group` the engine's answers bear out on further positions and that fails no scenario the
    engine passed, with its tally; and whether no further position told any of them from the variant (the
    engine then departs on their rule, its value unknown). Two borne-out changes of different rules are put to
    the engine where they differ; where nothing tells them apart, a value of the data is named before a fault
    that plays the same, and two of a kind are named neither."""
    from belote_spec.diagnose import attribution

    ranked = []
    untold = True
    for c in group[:ATTRIBUTION_TRIED]:
        rules = attribution.compiled(c, variant)
        if rules is None:
            continue
        agree, asked, neither = confirmer.tally_rules(variant, shipped, (c.key, rules), fitted, ops)
        untold = untold and not asked
        # A number moved to fit the failures fits some by construction: it must be borne out on two positions.
        if asked and borne_out_on((agree, asked, neither), TWICE if c.how == "nudged" else 0):
            ref = ReferenceEngine(rules={variant: rules})
            if all(run_case(ref, by_id[r.id], spec, transcript=False).status != "failed" for r in passed):
                ranked.append((c, rules, (agree, asked)))
    ranked.sort(key=lambda e: (-e[2][0] / e[2][1], -e[2][1], _attribution_order(e[0])))
    if not ranked:
        return None, untold
    best, best_rules, tally = ranked[0]
    tally_of = {c.key: t for c, _, t in ranked}
    for c, rules, _ in ranked[1:]:
        if c.rule == best.rule or _related(c.rule, best.rule):
            continue
        agree, asked, neither = confirmer.tally_rules(variant, (best.key, best_rules), (c.key, rules), fitted, ops)
        if asked and is_borne_out((agree, asked, neither)):
            return None, False  # the engine takes another rule's reading as well: the search settles it
        if not asked and best.kind == c.kind:
            return None, False  # nothing tells the two apart
        if not asked and c.kind == "value":
            best, best_rules, tally = c, rules, tally_of[c.key]  # the same reading, stated by the data
    return (best, tally), False


def _attributed(
    variant: str,
    spec: dict[str, Any],
    c: Any,
    ids: list[str],
    by_id: Mapping[str, Case],
    tally: tuple[int, int] | None,
    pinned: bool,
) -> Cause:
    """A cause from a candidate change found by attribution: a value's was and value, a fault's words."""
    was = c.was if c.kind == "value" else (get(spec, c.rule) if has(spec, c.rule) else None)
    words = c.words if c.kind == "fault" else _value_words(c.rule, c.value, c.was)
    return Cause(
        variant,
        c.rule,
        was,
        c.value if c.kind == "value" else c.words,
        c.how,
        describe(c.rule),
        ids,
        _smallest(ids, by_id),
        _cites(spec, c.rule, was),
        tally,
        pinned,
        kind=c.kind,
        words=words if pinned else f"the engine departs on {c.rule}",
        key=c.key if pinned else "",
        found_by="attribution",
    )


def _spec_text(spec: dict[str, Any]) -> bytes | str:
    """A rule set as text, the same for equal rule sets: what the search remembers its runs by (it plays some ten
    thousand; orjson writes one in a tenth of json's time, and json takes what orjson cannot write as one rule set
    alone: an integer past 64 bits, a key that is no string, NaN, which orjson writes as null)."""
    text = exact_text(spec, sort_keys=True)
    return text if text is not None else json.dumps(spec, sort_keys=True, default=repr)


def _variant_causes(  # noqa: C901 (one search over a variant's causes within its budget)
    variant: str,
    failed: Sequence[CaseResult],
    passed: Sequence[CaseResult],
    by_id: Mapping[str, Case],
    names: Sequence[str],
    confirmer: Confirmer | None,
    runs: _Runs,
    stops: list[dict[str, Any]] | None = None,
    base: dict[str, Any] | None = None,
) -> tuple[list[Cause], list[str], bool]:
    """One variant's causes, what is left unexplained and whether the budget cut the search; where it
    cut it (or made the pair search pass over a failure) is appended to `stops`. `base`: the variant with
    the causes found before the search applied (the search's starting rule set)."""
    stops = [] if stops is None else stops
    spec = base if base is not None else load_variant(variant)
    others = {v: load_variant(v) for v in names if v != variant}
    candidates = perturbations(spec, others, extra=True, search=True)
    known = {q.key for q in candidates}
    moved = [q for q in moved_numbers(spec, _moves(failed)) if q.key not in known]
    candidates += moved
    candidates.sort(key=lambda q: HOW_ORDER.index(q.how))
    fitted = {q.key for q in moved}

    memo: dict[tuple[bytes | str, str], CaseResult] = {}  # (rule set, scenario) -> its run: the greedy search
    # is made again after a refusal, and most of what it plays then it has played before

    # The reference claims the result fields the engine claims (hello's `results`): a step the engine is not
    # checked on is not checked on the reference either, or a change that gets such a field wrong as well would
    # never fail a scenario as the engine did (a contention's outcome and held points, when the engine gives
    # only the scores).
    claims = getattr(confirmer.engine, "results", None) if confirmer is not None else None

    def play(rules_spec: dict[str, Any], rs: Iterable[CaseResult]) -> dict[str, CaseResult]:
        key = _spec_text(rules_spec)
        todo = [r for r in rs if (key, r.id) not in memo]
        if todo:
            runs.spend(len(todo))
            engine = ReferenceEngine(rules={variant: compiled(rules_spec)})
            if isinstance(claims, dict):
                engine.results = claims  # type: ignore[attr-defined]
            for r in todo:
                memo[key, r.id] = run_case(engine, by_id[r.id], spec, transcript=False)
        return {r.id: memo[key, r.id] for r in rs}

    refused: set[str] = set()  # changes the engine's own answers did not bear out
    by_result = {r.id: r for r in failed}
    try:
        touches = _touches(spec, candidates, failed, play, fitted)
    except Spent:
        stops.append({"phase": "changes", "budget": runs.left})
        return [], sorted(r.id for r in failed), True
    while True:

        def bears_out(before: dict[str, Any], after: dict[str, Any], q: Perturbation) -> bool:
            if confirmer is None:
                return True
            tally = confirmer.tally(variant, before, after)
            # A number moved to fit the failures fits some of them by construction: where positions tell
            # it apart, it must be borne out on two of them (a rounding to 11 matched colver's exact
            # scores on one position and seventeen scenarios, by chance).
            return borne_out_on(tally, TWICE if q.how == "nudged" else 0)

        def prefers(before: dict[str, Any], after: dict[str, Any]) -> str | None:
            """Which of two rule sets the engine's answers take where they differ: "new" (`after`), "old" or
            None (none asked tells them apart, or no engine at hand)."""
            if confirmer is None:
                return None
            agree, asked, neither = confirmer.tally(variant, before, after)
            if asked and is_borne_out((agree, asked, neither)):
                return "new"
            return "old" if asked and is_borne_out((asked - agree, asked, neither)) else None

        # The screen as the greedy search makes it again on the model after each cause: the pair search and the
        # naming by shape screen by it, so a change that alters a failure only on top of the causes is tried.
        screen = {k: set(v) for k, v in touches.items()}
        chosen, left, cut, tied = _greedy(
            spec, candidates, failed, passed, play, refused, screen, bears_out, fitted, prefers
        )
        if cut:
            stops.append({"phase": "greedy"})
        whole = with_changes(spec, [c for c, _ in chosen])
        exact = []  # whether each cause, on top of those before it, reproduces one of its failures word for word
        for k, (_, hits) in enumerate(chosen):
            got = play(with_changes(spec, [c for c, _ in chosen[: k + 1]]), [by_result[i] for i in sorted(hits)])
            exact.append(any(_word_for_word(by_result[i], m) for i, m in got.items()))
        if confirmer is None:
            tallies: list[tuple[int, int, int] | None] = [None] * len(chosen)
        else:
            # Each cause judged with the others applied, so another deviation of the engine does not blur it.
            tallies = [
                confirmer.tally(variant, with_changes(spec, [c for j, (c, _) in enumerate(chosen) if j != i]), whole)
                for i in range(len(chosen))
            ]
            doubtful = {q.key for (q, _), t in zip(chosen, tallies, strict=True) if not is_borne_out(t)}
            if doubtful:
                refused |= doubtful
                continue
        chosen = [(_narrow(spec, chosen, k, by_result, play), hits) for k, (_, hits) in enumerate(chosen)]
        causes = [
            _cause(
                variant, spec, q, hits, by_id, None if t is None else t[:2], pinned=e or (t is not None and t[0] > 0)
            )
            for (q, hits), t, e in zip(chosen, tallies, exact, strict=True)
        ]
        pair_cut = False
        # Two changes that reproduce a failure word for word are sought before one rule that fails it the
        # same way is named by shape: belote-cli's deal, one card at a time from the dealer, is two changes
        # of `/dealing/before_bidding`, and the by-shape step then gives its other failures to that cause.
        if left and not cut:
            # The pair search may spend half the runs left: a failure that hundreds of thousands of pairs
            # of score rules alter (french-sans-atout's four belotes) must not leave nothing for naming the
            # other failures by their rule.
            runs.floor = runs.left // 2
            try:
                left, pair_cut, whole = _pairs(
                    variant,
                    spec,
                    whole,
                    candidates,
                    [by_result[i] for i in left],
                    passed,
                    [by_result[i] for c in causes for i in c.explains if i in by_result],
                    causes,
                    play,
                    refused | tied | {q.key for q, _ in chosen},
                    by_id,
                    screen,
                    confirmer,
                    stops=stops,
                )
            except Spent:  # spent on the pool of changes to pair, before any pair was tried
                pair_cut = True
                stops.append({"phase": "pair-pool"})
            finally:
                runs.floor = 0
        # A pair search cut by its own budget still leaves the runs for naming the rest by shape.
        if left and not cut:
            try:
                left = _by_shape(
                    variant,
                    spec,
                    whole,
                    candidates,
                    [by_result[i] for i in left],
                    passed,
                    chosen,
                    causes,
                    play,
                    refused | tied | {q.key for q, _ in chosen},
                    by_id,
                    screen,
                )
            except _SpentWith as e:
                left, cut = e.left, True
                stops.append({"phase": "by-shape"})
            except Spent:
                cut = True
                stops.append({"phase": "by-shape"})
        return causes, sorted(left), cut or pair_cut


def _pairs(
    variant: str,
    spec: dict[str, Any],
    model: dict[str, Any],
    candidates: Sequence[Perturbation],
    left: Sequence[CaseResult],
    passed: Sequence[CaseResult],
    kept: Sequence[CaseResult],
    causes: list[Cause],
    play: Callable[[dict[str, Any], Iterable[CaseResult]], dict[str, CaseResult]],
    tried_out: set[str],
    by_id: Mapping[str, Case],
    touches: Mapping[str, set[str]],
    confirmer: Confirmer | None,
    budget: int = PAIR_BUDGET,
    stops: list[dict[str, Any]] | None = None,
) -> tuple[list[str], bool, dict[str, Any]]:
    """Causes of two changes: failures no single change reproduces, reproduced word for word by two changes
    of different rules applied together on top of the causes found (colver's chute scores 162 and gives
    the defence the takers' belote; either change alone still fails the step with another score). Only
    changes that alter one of those failures alone are paired, at most `budget` pairs, best first; a pair
    must spoil no passed scenario, keep every failure already reproduced and, with the engine at hand, be
    borne out by its answers. The failure with the fewest pairs is searched first, its pairs most shared
    failures first (those touching a rule the failures name, as a rejection does, first among equals),
    until no pair left could explain more than the best found. Returns what is still unexplained, whether
    the budget cut the search, and the model with the pairs found applied."""
    left = [r for r in left if _reproducible(r)] + [r for r in left if not _reproducible(r)]
    ids = {r.id for r in left if _reproducible(r)}
    taken = {c.pointer for c in causes}
    # Only failures the causes reproduce must stay reproduced: those a cause holds by shape alone (a
    # coinched score no rule reaches) do not bind a pair.
    kept = [r for r, m in zip(kept, play(model, kept).values(), strict=True) if _reproduces(r, m)]
    # A change worth pairing fails one of those failures alone, on top of the causes found, at the very
    # step and the same way (a score, another score): one that breaks the scenario elsewhere (another
    # table) cannot be half of its cause. Judged on the model, not on the variant: the causes found can
    # unmask a change (162 for 160 shows only once nothing is rounded). Only on the failures the change
    # alters (`touches`, made again on the model after each cause found): one that leaves a failure as it is
    # cannot be half of what changes it, and the greedy search has played those already.
    pool: list[Perturbation] = []
    alters: dict[str, set[str]] = {}
    todo = [r for r in left if r.id in ids]
    for q in candidates:
        if q.key in tried_out or any(_related(q.pointer, t) for t in taken):
            continue
        mine = [r for r in todo if r.id in touches.get(q.key, ())]
        if not mine:
            continue
        trial = applied(model, q)
        if trial is None:
            continue
        got = play(trial, mine)
        alters[q.key] = {r.id for r in mine if _same_shape(r, got[r.id])}
        if alters[q.key]:
            pool.append(q)
    state: dict[str, Any] = {"left": left, "model": model, "on": None}
    stops = [] if stops is None else stops
    try:
        return _pair_rounds(
            variant, spec, state, pool, alters, ids, passed, kept, causes, play, by_id, confirmer, budget, stops
        )
    except Spent:  # the pair search's share of the runs is spent: the pairs found stand
        stops.append({"phase": "pairs", "by": "runs", **(state["on"] or {})})
        return [r.id for r in state["left"]], True, state["model"]


def _pair_rounds(
    variant: str,
    spec: dict[str, Any],
    state: dict[str, Any],
    pool: list[Perturbation],
    alters: Mapping[str, set[str]],
    ids: set[str],
    passed: Sequence[CaseResult],
    kept: Sequence[CaseResult],
    causes: list[Cause],
    play: Callable[[dict[str, Any], Iterable[CaseResult]], dict[str, CaseResult]],
    by_id: Mapping[str, Case],
    confirmer: Confirmer | None,
    budget: int,
    stops: list[dict[str, Any]],
) -> tuple[list[str], bool, dict[str, Any]]:
    """The rounds of `_pairs`, keeping what is unexplained, the model and the failure it is on (with its
    candidate pairs and how many were tried) in `state` as it goes."""
    left: list[CaseResult] = state["left"]
    model: dict[str, Any] = state["model"]
    tried = 0
    paired = False  # once a pair is applied, a single change on top of it may explain what is left
    hopeless: set[str] = set()  # failures no pair reproduces
    while True:
        state["left"], state["model"] = left, model
        todo = [r for r in left if r.id in ids]
        if paired:
            single = _single(variant, model, pool, todo, passed, kept, play, alters, confirmer)
            if single is not None:
                q, model, hits, tally = single
                causes.append(_cause(variant, spec, q, hits, by_id, tally))
                kept = [*kept, *(r for r in left if r.id in hits)]
                left = [r for r in left if r.id not in hits]
                ids -= hits
                pool = [p for p in pool if not _related(p.pointer, q.pointer)]
                if not ids:
                    return [r.id for r in left], False, model
                continue
        named = {r.id: rule for r in todo if (rule := _rejected_rule(r.failed_steps()[0])) and rule.startswith("/")}
        best: tuple[Perturbation, Perturbation, dict[str, Any], set[str], tuple[int, int] | None] | None = None
        # The failure with the fewest pairs to try first (belote-cli's deal: a handful), and among the pairs
        # that could reproduce it, the best: a failure that many pairs of score rules alter is searched
        # last, so it cannot spend the budget before the others are found.
        count, pairs_of = _pair_candidates(pool, alters, {r.id for r in todo} - hopeless, named)
        if not count:
            return [r.id for r in left], False, model
        rarest = min(count, key=lambda x: (count[x], x))
        on = state["on"] = {
            "scenario": rarest,
            "candidates": count[rarest],
            "tried": 0,
            "pair_budget": budget,
            "unsearched": len(set(count) - {rarest}),
        }
        # Counted before they are listed: a failure with hundreds of thousands of pairs (french-sans-atout's four
        # belotes) is passed over without making them.
        if count[rarest] > budget - tried:
            # More candidate pairs than the budget has left: trying them would spend the rest of it on this
            # one failure (french-sans-atout's four belotes against belote-cli, ~590,000 pairs) and end the
            # pair search. Every other failure has at least as many (it is the rarest), so none is starved: all
            # are passed over without a try, in one record, which saves the runs, and said so.
            others = sorted((x for x in count if x != rarest), key=lambda x: (count[x], x))
            stops.append(
                {
                    "phase": "pairs",
                    "by": "skipped",
                    **on,
                    "unsearched": 0,
                    "left": budget - tried,
                    "also": [{"scenario": x, "candidates": count[x]} for x in others],
                }
            )
            return [r.id for r in left], False, model
        mine = pairs_of(rarest)
        for size, _, a, b, shared in mine:
            if best is not None and len(best[3]) >= -size:
                break  # no pair left can explain more than the best found
            screen = [r for r in todo if r.id in shared]
            one = applied(model, a)
            trial = None if one is None else applied(one, b)
            if trial is None:
                continue
            tried += 1
            if tried > budget:
                stops.append({"phase": "pairs", "by": "pairs", **on})
                return [r.id for r in left], True, model
            on["tried"] += 1
            got = play(trial, screen)
            hits = {r.id for r in screen if _word_for_word(r, got[r.id])}
            if rarest not in hits or (best is not None and len(hits) <= len(best[3])):
                continue
            stands, t = _stands(variant, model, trial, passed, kept, play, confirmer)
            if not stands:
                continue
            best = (a, b, trial, hits, None if t is None else t[:2])
        if best is None:
            hopeless.add(rarest)
            continue
        a, b, model, hits, tally = best
        paired = True
        cause = _cause(variant, spec, a, hits, by_id, tally)
        cause.also = [
            {
                "pointer": b.pointer,
                "variant_value": _plain(b.was),
                "engine_value": _plain(b.value),
                "description": describe(b.pointer),
                "cite": _cites(spec, b.pointer, b.was),
            }
        ]
        causes.append(cause)
        kept = [*kept, *(r for r in left if r.id in hits)]
        left = [r for r in left if r.id not in hits]
        ids -= hits
        pool = [q for q in pool if not _related(q.pointer, a.pointer) and not _related(q.pointer, b.pointer)]
        if not ids:
            return [r.id for r in left], False, model


_Pair = tuple[int, int, Perturbation, Perturbation, set[str]]  # (-failures shared, -near, a, b, failures shared)


def _pair_candidates(
    pool: Sequence[Perturbation], alters: Mapping[str, set[str]], open_ids: set[str], named: Mapping[str, str]
) -> tuple[Counter[str], Callable[[str], list[_Pair]]]:
    """The candidate pairs of a round of `_pair_rounds`: two unrelated changes of the pool that both alter an open
    failure. Per failure, how many pairs may reproduce it (a pair counts for each failure it shares), and for one
    failure its pairs best first: those that share the most failures, then those near a failure they share (a
    change touches the rule its rejection names), then in the pool's order.

    Counted, not listed: a failure's pairs are the two-change sets of the changes that alter it, less the related
    ones (few: one pointer part of the other). Listing every pair of a pool of hundreds, round after round, was
    most of the search against an engine far from its variant (belote-cli's french-sans-atout: some 590,000 pairs
    for one failure)."""
    reach = [alters[q.key] & open_ids for q in pool]
    by_failure: dict[str, list[int]] = {}
    for i, got in enumerate(reach):
        for x in got:
            by_failure.setdefault(x, []).append(i)
    count: Counter[str] = Counter({x: len(at) * (len(at) - 1) // 2 for x, at in by_failure.items()})
    for i, j in _related_pairs(pool):
        for x in reach[i] & reach[j]:
            count[x] -= 1
    count = Counter({x: n for x, n in count.items() if n > 0})
    near_of = [{x for x, rule in named.items() if _related(q.pointer, rule)} for q in pool]

    def mine(failure: str) -> list[_Pair]:
        out = []
        at = by_failure[failure]
        for k, i in enumerate(at):
            a = pool[i]
            for j in at[k + 1 :]:
                b = pool[j]
                if _related(a.pointer, b.pointer):
                    continue
                shared = reach[i] & reach[j]
                near = (not near_of[i].isdisjoint(shared)) + (not near_of[j].isdisjoint(shared))
                out.append((-len(shared), -near, i, j, a, b, shared))
        out.sort(key=lambda e: e[:4])
        return [(size, near, a, b, shared) for size, near, _, _, a, b, shared in out]

    return count, mine


def _related_pairs(pool: Sequence[Perturbation]) -> list[tuple[int, int]]:
    """The pairs (i < j) of the pool whose changes are related (`_related`): found through each pointer's
    ancestors, not by comparing every two."""
    at: dict[str, list[int]] = {}
    for i, q in enumerate(pool):
        at.setdefault(q.pointer, []).append(i)
    out = set()
    for i, q in enumerate(pool):
        pointer = q.pointer
        ancestors = [pointer[:k] for k in range(len(pointer)) if pointer[k] == "/"]  # "" (the root) included
        for other in [pointer, *ancestors]:
            for j in at.get(other, ()):
                if j != i:
                    out.add((min(i, j), max(i, j)))
    return sorted(out)


def _single(
    variant: str,
    model: dict[str, Any],
    pool: Sequence[Perturbation],
    todo: Sequence[CaseResult],
    passed: Sequence[CaseResult],
    kept: Sequence[CaseResult],
    play: Callable[[dict[str, Any], Iterable[CaseResult]], dict[str, CaseResult]],
    alters: Mapping[str, set[str]],
    confirmer: Confirmer | None,
) -> tuple[Perturbation, dict[str, Any], set[str], tuple[int, int] | None] | None:
    """The one change that, on top of a pair found, reproduces the most of the failures left word for word
    (colver's chute hands the belote over, once its 162 is in): judged as a pair is."""
    best = None
    for q in pool:
        screen = [r for r in todo if r.id in alters[q.key]]
        if not screen or (best is not None and len(screen) <= len(best[2])):
            continue
        trial = applied(model, q)
        if trial is None:
            continue
        got = play(trial, screen)
        hits = {r.id for r in screen if _word_for_word(r, got[r.id])}
        if not hits or (best is not None and len(hits) <= len(best[2])):
            continue
        stands, t = _stands(variant, model, trial, passed, kept, play, confirmer)
        if not stands:
            continue
        best = (q, trial, hits, None if t is None else t[:2])
    return best


def _stands(
    variant: str,
    model: dict[str, Any],
    trial: dict[str, Any],
    passed: Sequence[CaseResult],
    kept: Sequence[CaseResult],
    play: Callable[[dict[str, Any], Iterable[CaseResult]], dict[str, CaseResult]],
    confirmer: Confirmer | None,
) -> tuple[bool, tuple[int, int, int] | None]:
    """Whether a trial that reproduces failures may stand as a cause (a pair, or a single change on top of
    one): it spoils no passed scenario, keeps every failure already reproduced and, with the engine at hand,
    is borne out by its answers; with the engine's tally."""
    # The engine's answers first: they cost no scenario run of the budget (belote-cli's deal one card at a
    # time from the dealer reproduces three failures, and each time the engine's answers refuse it).
    t = None if confirmer is None else confirmer.tally(variant, model, trial)
    # A trial is chosen to fit the failures among up to hundreds of thousands: where positions tell it apart, it
    # must be borne out on two of them (belote-cli's deal matched a pair on the one position, dealt by South, that
    # told the pair apart).
    if not borne_out_on(t):
        return False, t
    if _spoils(play, trial, passed):
        return False, None
    if any(not _reproduces(r, m) for r, m in zip(kept, play(trial, kept).values(), strict=True)):
        return False, None
    return True, t


def _spoils(
    play: Callable[[dict[str, Any], Iterable[CaseResult]], dict[str, CaseResult]],
    trial: dict[str, Any],
    passed: Sequence[CaseResult],
) -> bool:
    """Whether a rule set fails a scenario the engine passed: played a few scenarios at a time, doubling, and
    stopped at the first that fails (most changes tried spoil one, and a hundred scenarios were played for it)."""
    start, size = 0, 4
    while start < len(passed):
        chunk = passed[start : start + size]
        if any(m.status == "failed" for m in play(trial, chunk).values()):
            return True
        start, size = start + size, size * 2
    return False


def _narrow(
    spec: dict[str, Any],
    chosen: Sequence[tuple[Perturbation, set[str]]],
    k: int,
    by_result: Mapping[str, CaseResult],
    play: Callable[[dict[str, Any], Iterable[CaseResult]], dict[str, CaseResult]],
) -> Perturbation:
    """The cause named by the one entry of a rule that differs, when a change of the whole rule (another
    variant's `/belote`) reproduces its failures only through that entry: a report of `/belote/contracts`
    says what to fix, one of `/belote` does not."""
    q, hits = chosen[k]
    if not (isinstance(q.was, dict) and isinstance(q.value, dict)):
        return q
    others = [c for j, (c, _) in enumerate(chosen) if j != k]
    keys = sorted({*q.was, *q.value} - ANNOTATION_KEYS, key=str)
    differ = [key for key in keys if canonical(q.was.get(key, REMOVED)) != canonical(q.value.get(key, REMOVED))]
    if len(differ) < 2:
        return q
    wanted = [by_result[i] for i in sorted(hits)]
    for key in differ:
        leaf = Perturbation(join(q.pointer, key), q.was.get(key, REMOVED), q.value.get(key, REMOVED), q.how, q.spec)
        trial = applied(with_changes(spec, others), leaf)
        if trial is not None and all(
            _reproduces(r, m) for r, m in zip(wanted, play(trial, wanted).values(), strict=True)
        ):
            return leaf
    return q


def _related(a: str, b: str) -> bool:
    """Whether one rule is part of the other (`/dealing` and `/dealing/before_bidding/start`): the tokens of
    one begin the other's, read on the text (a token's own "/" is escaped, so a text that goes on past the
    other with a "/" goes on with a token). The pair search asks it of every two candidates of its pool."""
    return related(a, b)


def _holds(outer: str, inner: str) -> bool:
    """Whether rule `outer` holds rule `inner` (`/dealing` holds `/dealing/before_bidding/start`)."""
    return outer != inner and _related(outer, inner) and len(tokens_of(outer)) < len(tokens_of(inner))


def _by_shape(
    variant: str,
    spec: dict[str, Any],
    model: dict[str, Any],
    candidates: Sequence[Perturbation],
    left: Sequence[CaseResult],
    passed: Sequence[CaseResult],
    chosen: Sequence[tuple[Perturbation, set[str]]],
    causes: list[Cause],
    play: Callable[[dict[str, Any], Iterable[CaseResult]], dict[str, CaseResult]],
    tried_out: set[str],
    by_id: Mapping[str, Case],
    touches: Mapping[str, set[str]],
) -> list[str]:
    """The failures no change reproduces word for word, given to the one rule whose changes fail the same
    step the same way (a different deal, another declaration found): an engine's value is often one no
    single change reaches (belote-cli deals one card at a time from South), yet the rule is plain. Only
    when every change that fails the step so lies within one rule (those that spoil a passed scenario
    included): a score that many rules could make wrong stays unexplained. The rule named is where the changes
    that spoil none meet (trump_when_void off fails a discard's rejection as undertrumping unrequired does, and
    the scenarios the engine passed rule it out). Such a failure joins a cause already
    found at that rule, or makes one that names the rule without claiming the engine's value. Returns
    what is still unexplained."""
    left = list(left)
    # A failure the causes found already fail the same way belongs to the one whose removal undoes it.
    base = play(model, left)
    for r in [r for r in left if _same_shape(r, base[r.id])]:
        for k, cause in enumerate(causes[: len(chosen)]):
            without = with_changes(spec, [c for j, (c, _) in enumerate(chosen) if j != k])
            if not _same_shape(r, play(without, [r])[r.id]):
                cause.explains = sorted({*cause.explains, r.id})
                cause.smallest = _smallest(cause.explains, by_id)
                left.remove(r)
                break
    try:
        return _name_by_shape(variant, spec, model, candidates, left, passed, causes, play, tried_out, by_id, touches)
    except Spent:  # the failures joined to a cause above stay with it; the rest is unexplained
        raise _SpentWith([r.id for r in left]) from None


class _SpentWith(Spent):
    """The runs ran out after some failures were explained: `left` is what is still unexplained."""

    def __init__(self, left: list[str]) -> None:
        super().__init__()
        self.left = left


def _name_by_shape(
    variant: str,
    spec: dict[str, Any],
    model: dict[str, Any],
    candidates: Sequence[Perturbation],
    left: list[CaseResult],
    passed: Sequence[CaseResult],
    causes: list[Cause],
    play: Callable[[dict[str, Any], Iterable[CaseResult]], dict[str, CaseResult]],
    tried_out: set[str],
    by_id: Mapping[str, Case],
    touches: Mapping[str, set[str]],
) -> list[str]:
    """`_by_shape`'s naming of a rule for the failures no cause found fails the same way."""
    fits: dict[str, list[Perturbation]] = {r.id: [] for r in left}
    shaped_by: dict[str, set[str]] = {r.id: set() for r in left}  # every change's rule that fails it so
    # the rules of those changes that no scenario the engine passed rules out: where the failure is named
    standing: dict[str, set[str]] = {r.id: set() for r in left}
    may_fit: list[tuple[Perturbation, dict[str, Any], list[str]]] = []
    for q in candidates:
        mine = [r for r in left if r.id in touches.get(q.key, ())]
        if not mine:
            continue
        trial = applied(model, q)
        if trial is None:
            continue
        got = play(trial, mine)
        shaped = [r.id for r in mine if _same_shape(r, got[r.id])]
        # A change refused (the engine's answers did not bear it out, or another rule fitted as well) still
        # comes as near: its rule is among those the failure does not tell apart, though it is never named.
        for i in shaped:
            shaped_by[i].add(q.pointer)
            if q.key in tried_out:
                standing[i].add(q.pointer)
        if shaped and q.key not in tried_out:
            may_fit.append((q, trial, shaped))
    # Only a failure whose changes that fail it so all lie within one rule may be named: the passed scenarios
    # are played only for the changes that fail such a failure (a score that changes of many rules alter, as
    # french-sans-atout's four belotes, made hundreds of changes each play every passed scenario for nothing).
    one_rule = {i for i, every in shaped_by.items() if len({tokens_of(p)[0] for p in every}) == 1}
    # A change that fails a scenario the engine passed is no longer near: the rule named is where the changes
    # left standing meet (a duty the engine keeps elsewhere is not where it departs).
    for q, trial, shaped in may_fit:
        mine_ids = [i for i in shaped if i in one_rule]
        if mine_ids and not _spoils(play, trial, passed):
            for i in mine_ids:
                fits[i].append(q)
                standing[i].add(q.pointer)
    homes: dict[str, set[str]] = {}
    near: dict[str, set[str]] = {}  # per rule named, the rules whose standing changes fail its failures alike
    for r in left:
        if not fits[r.id]:
            continue  # no change fails it so (and passes what the engine passed), or changes of several rules do
        every = sorted(standing[r.id])
        # A change of a whole rule (another variant's `/dealing`) is several changes at once: where changes of
        # its parts fail the failure alike, the parts are what the failure singles out.
        parts = [p for p in every if not any(_holds(p, o) for o in every)]
        pointer = meet(parts) or parts[0]
        homes.setdefault(pointer, set()).add(r.id)
        near.setdefault(pointer, set()).update(parts)
    made: list[Cause] = []  # the rules departed on named here
    # The narrowest rules first. A cause at this rule or at one that holds it takes these failures in; a cause
    # found before at a part of it does not (`/dealing/before_bidding/packets`, its value borne out, where start
    # changes fail these as well: it would name what they do not single out). A rule departed on named here at
    # a part of it does: the failures that single out the part show where the engine departs.
    for pointer, ids in sorted(homes.items(), key=lambda e: (-len(tokens_of(e[0])), e[0])):
        home = next(
            (
                c
                for c in causes
                if c.pointer == pointer or _holds(c.pointer, pointer) or (c in made and _holds(pointer, c.pointer))
            ),
            None,
        )
        if home is not None:
            home.explains = sorted(set(home.explains) | ids)
            home.smallest = _smallest(home.explains, by_id)
            continue
        fitting = [q for r in sorted(ids) for q in fits[r] if _related(q.pointer, pointer)]
        if near[pointer] != {pointer}:
            # Changes of several rules fail them alike and none reproduces them: the rule that holds them all
            # is the one named, with those rules and no value (any of theirs would be a guess).
            made.append(_departs(variant, spec, pointer, sorted(near[pointer]), ids, by_id))
            causes.append(made[-1])
            continue
        # Every change that fails them so is of this one rule: the nearest is the fitting change that fits
        # the most of these failures.
        example = min(fitting, key=lambda q: (-sum(q in fits[r] for r in ids), HOW_ORDER.index(q.how)))
        made.append(_cause(variant, spec, example, ids, by_id, None, pinned=False))
        causes.append(made[-1])
    explained = set().union(*homes.values()) if homes else set()
    return [r.id for r in left if r.id not in explained]


def _touches(
    spec: dict[str, Any],
    candidates: Sequence[Perturbation],
    failed: Sequence[CaseResult],
    play: Callable[[dict[str, Any], Iterable[CaseResult]], dict[str, CaseResult]],
    fitted: Collection[str] = frozenset(),
) -> dict[str, set[str]]:
    """For each change, the failures it alters on its own (the reference then fails them some way). The
    search tries a change only on those: most changes touch none of a run's failures, and a change that
    alters a failure only in company of another is rare enough to leave to the report's unexplained.
    A number fitted to the failures (`fitted`, hundreds of them) is tried only on the failures that the
    generated changes of the same number alter: a number no failure reads is not played at all."""
    out: dict[str, set[str]] = {}
    todo = [r for r in failed if _reproducible(r)]
    at: dict[str, set[str]] = {}
    for q in sorted(candidates, key=lambda q: q.key in fitted):
        trial = applied(spec, q)
        if trial is None:
            continue
        mine = [r for r in todo if r.id in at.get(q.pointer, ())] if q.key in fitted and q.pointer in at else todo
        got = play(trial, mine)
        out[q.key] = {r.id for r in mine if got[r.id].status == "failed"}
        if q.key not in fitted:
            at.setdefault(q.pointer, set()).update(out[q.key])
    return out


def _greedy(
    spec: dict[str, Any],
    candidates: Sequence[Perturbation],
    failed: Sequence[CaseResult],
    passed: Sequence[CaseResult],
    play: Callable[[dict[str, Any], Iterable[CaseResult]], dict[str, CaseResult]],
    refused: set[str],
    touches: dict[str, set[str]],
    bears_out: Callable[[dict[str, Any], dict[str, Any], Perturbation], bool] = lambda before, after, q: True,
    fitted: Collection[str] = frozenset(),
    prefers: Callable[[dict[str, Any], dict[str, Any]], str | None] = lambda before, after: None,
) -> tuple[list[tuple[Perturbation, set[str]]], list[str], bool, set[str]]:
    """Causes chosen one at a time, each on top of those before it: the change reproducing the most
    of the failures still unexplained, that spoils no scenario the engine passed and keeps every
    failure already reproduced, and the only rule that does so (`_ties`; `prefers` asks the engine's
    answers to choose between two). Returns the causes with the failures each explains, the rest,
    whether the budget of runs cut the search short, and the changes refused as tied (which the later
    steps must not name either, alone or as half of a pair). `touches`, the screen, is made again on the
    model after each cause, in place (`_retouch`): the later steps screen by it as the model stands."""
    model = spec  # the variant with the causes chosen so far applied together
    chosen: list[tuple[Perturbation, set[str]]] = []
    kept: list[CaseResult] = []  # failures the model already reproduces: a new cause must keep them
    left = sorted((r for r in failed if _reproducible(r)), key=lambda r: r.id)
    tried_out = set(refused)
    tied: set[str] = set()
    cut = False
    try:
        while left:
            ranked = []
            for q in candidates:
                if q.key in tried_out or any(c.pointer == q.pointer for c, _ in chosen):
                    continue
                # A change is tried, on top of the others, on the failures it alters alone.
                screen = [r for r in left if r.id in touches.get(q.key, ())]
                if not screen:
                    continue
                trial = applied(model, q)
                if trial is None:
                    continue
                got = play(trial, screen)
                hits = {r.id for r in screen if _reproduces(r, got[r.id])}
                if hits:
                    ranked.append((q, trial, hits))
            # On a tie between changes of one kind the narrowest rule is named: another variant's
            # `/contracts/all_trumps/trump_points`, not its whole `/contracts/all_trumps`.
            ranked.sort(key=lambda e: (-len(e[2]), HOW_ORDER.index(e[0].how), -e[0].pointer.count("/"), e[0].pointer))

            def fits(
                q: Perturbation, trial: dict[str, Any], model: dict[str, Any] = model, kept: Sequence[CaseResult] = kept
            ) -> bool:
                spoilt = _spoils(play, trial, passed)
                lost = any(not _reproduces(r, m) for r, m in zip(kept, play(trial, kept).values(), strict=True))
                # The engine's own answers are asked at once, with the causes so far applied, so that a
                # change they do not bear out is passed over here rather than after the whole search.
                if spoilt or lost or not bears_out(model, trial, q):
                    tried_out.add(q.key)
                    return False
                return True

            pick = None
            tied_now: set[str] = set()  # on this model: a change that fits fewer of their failures ties with them
            for q, trial, hits in ranked:
                if q.key in tried_out or not fits(q, trial):
                    continue
                if _outranked(q, trial, hits, ranked, tried_out, fits, prefers):
                    tried_out.add(q.key)  # the engine's answers take a less plain change of another rule
                    continue
                ties = _ties(q, trial, hits, ranked, tried_out, tied_now, fits, prefers)
                if ties:  # another rule fits these failures as well, and nothing tells the two apart
                    tried_out.update(ties)
                    tied_now.update(ties)
                    tied.update(ties)
                    continue
                pick = (q, trial, hits)
                break
            if pick is None:
                break
            q, trial, hits = pick
            previous, model = model, trial
            chosen.append((q, hits))
            kept += [r for r in left if r.id in hits]
            left = [r for r in left if r.id not in hits]
            _retouch(
                model,
                q.pointer,
                candidates,
                left,
                play,
                touches,
                tried_out | {c.key for c, _ in chosen},
                fitted,
                previous,
            )
    except Spent:
        cut = True
    return chosen, sorted({r.id for r in left} | {r.id for r in failed if not _reproducible(r)}), cut, tied


def _ties(
    q: Perturbation,
    trial: dict[str, Any],
    hits: set[str],
    ranked: Sequence[tuple[Perturbation, dict[str, Any], set[str]]],
    tried_out: Collection[str],
    tied: Collection[str],
    fits: Callable[[Perturbation, dict[str, Any]], bool],
    prefers: Callable[[dict[str, Any], dict[str, Any]], str | None],
) -> set[str]:
    """The changes `q` ties with, itself among them, when a change of another rule (neither a part of the
    other), of a kind at least as plain (HOW_ORDER: a flag flipped before a number fitted), reproduces
    the same failures or more, fits as well (`fits`, or was `tied` already) and the engine's answers do
    not prefer `q` to it (`prefers(rival, q)` is "new" when they do); empty when `q` is the one rule that
    fits. Naming either would be a guess: klaverjas-amsterdam's undertrump ban turned round (a void player
    who cannot overtrump must undertrump) fails its scenario as `overtrump_on_ruff/required` false does
    and as `undertrump_when_cannot_overtrump/required` true does, and no position tells the two apart,
    so naming the first would name a rule the engine does not break. The tie is refused whole, every
    change reproducing those failures (a whole `/play/obligations` that holds both, too): what is left is
    then named by shape, or unexplained. (A plainer kind still wins a tie: Spanish capot counting the last
    trick too, rather than a capot worth 110.)"""
    plain = HOW_ORDER.index(q.how)
    rivals = [
        (r, t)
        for r, t, h in ranked
        if h >= hits
        and r.key != q.key
        and not _related(r.pointer, q.pointer)
        and HOW_ORDER.index(r.how) <= plain
        and (r.key in tied or r.key not in tried_out)
    ]
    if not any((r.key in tied or fits(r, t)) and prefers(t, trial) != "new" for r, t in rivals):
        return set()
    return {q.key} | {r.key for r, _, h in ranked if h == hits}


def _outranked(
    q: Perturbation,
    trial: dict[str, Any],
    hits: set[str],
    ranked: Sequence[tuple[Perturbation, dict[str, Any], set[str]]],
    tried_out: Collection[str],
    fits: Callable[[Perturbation, dict[str, Any]], bool],
    prefers: Callable[[dict[str, Any], dict[str, Any]], str | None],
) -> bool:
    """Whether a change of another rule, of a less plain kind, reproduces the same failures or more, fits as
    well, and the engine's answers take it over `q` where the two differ: that change, not `q`, is then the
    engine's rule. Roem formed in the hands fails Klaverjas's scenarios as roem turned off does, and the
    plainer flag was named; a hand holding a run tells the two apart. A plainer kind wins only where nothing
    does (a capot worth 110 and a capot counting the last trick score alike on every deal)."""
    plain = HOW_ORDER.index(q.how)
    return any(
        prefers(trial, t) == "new" and fits(r, t)
        for r, t, h in ranked
        if h >= hits
        and r.key != q.key
        and not _related(r.pointer, q.pointer)
        and HOW_ORDER.index(r.how) > plain
        and r.key not in tried_out
    )


def _tokens_of(pointer: str) -> list[str]:
    return tokens_of(pointer)


def _retouch(
    model: dict[str, Any],
    chosen: str,
    candidates: Sequence[Perturbation],
    left: Sequence[CaseResult],
    play: Callable[[dict[str, Any], Iterable[CaseResult]], dict[str, CaseResult]],
    touches: dict[str, set[str]],
    skip: Collection[str],
    fitted: Collection[str] = frozenset(),
    previous: dict[str, Any] | None = None,
) -> None:
    """The screen made again, on the model, after the cause `chosen`: a change that alters a failure
    still unexplained only on top of the causes (162 for 160 once nothing is rounded: 242 where the
    variant rounds back to 240) is then tried on it, and one that no longer alters it is not. Changes of
    the same part of the rules as `chosen` (`/scoring` for `/scoring/round_to`) are played again on every
    such failure, and every change on a failure whose first failed step the cause reproduces, but not the
    steps checked after it (`previous` is the model before the cause): belote-cli's takers' belote, left
    out of the contract (B3), turns an 81-81 made contract into a contention, which only then shows its
    belote scored at once (B4, `/scoring/tie/held`). The others keep their screen (played again on every
    change after every cause, the search ran out of runs in french-sans-atout)."""
    now = play(model, left)
    moved: set[str] = set()
    if previous is not None:
        before = play(previous, left)
        moved = {r.id for r in left if _headline(r, now[r.id]) and not _headline(r, before[r.id])}
    part = _tokens_of(chosen)[:1]
    at: dict[str, set[str]] = {}  # as in _touches: a fitted number only where a generated one shows
    for q in sorted(candidates, key=lambda q: q.key in fitted):
        if q.key in skip:
            continue
        near = _tokens_of(q.pointer)[:1] == part
        mine = list(left) if near else [r for r in left if r.id in moved]
        if q.key in fitted:
            mine = [r for r in mine if r.id in at.get(q.pointer, ())]
        if not mine:
            continue
        trial = applied(model, q)
        if trial is None:
            continue
        got = play(trial, mine)
        touches[q.key] = touches.get(q.key, set()) - {r.id for r in mine}
        alters = {r.id for r in mine if got[r.id].status == "failed" and got[r.id].failures() != now[r.id].failures()}
        touches.setdefault(q.key, set()).update(alters)
        if q.key not in fitted:
            at.setdefault(q.pointer, set()).update(alters)


def _headline(engine_result: CaseResult, mine: CaseResult) -> bool:
    """Whether the reference failed the engine's first failed step the same way (whatever came after)."""
    return (
        mine.status == "failed"
        and mine.step == engine_result.step
        and _same_failure(engine_result.failed_steps()[0], mine.failed_steps()[0])
    )


def _reproducible(r: CaseResult) -> bool:
    """Whether a rule set could make the reference fail this way: a subprocess engine that crashed, hung
    or left the protocol is left unexplained without a search (the reference never does that)."""
    facts = r.failure
    return facts is None or facts.check != "error" or facts.details.get("error") != "EngineFailure"


# The checks whose numbers the search reads: an answer expected and the engine's to the same request. A deck's
# total (a sum of the engine's card points) and a seat's declarations (points expected, declarations found)
# are left out.
_NUMBERED = frozenset(
    {
        "card points",
        "contract",
        "contract multiplier",
        "deal result",
        "declaration scores",
        "held over",
        "legal cards",
        "match goes on",
        "match points",
        "match points as scores",
        "match winner",
        "match won at once",
        "next dealer",
        "next dealer after",
        "next dealer after cancelled",
        "outcome",
        "phase",
        "scores",
        "trick winner",
        "turn",
        "turned card",
    }
)


def _numbers(value: Any) -> list[int]:
    """The numbers of an answer in the order it lists them, a card's rank among them (10H: 10)."""
    if isinstance(value, bool) or value is None:
        return []
    if isinstance(value, int):
        return [value]
    if isinstance(value, str):
        return [int(value[:-1])] if CARD_NAME.match(value) and value[:-1].isdigit() else []
    if isinstance(value, dict):
        return [n for v in value.values() for n in _numbers(v)]
    if isinstance(value, list | tuple):
        return [n for v in value for n in _numbers(v)]
    return []


def _moves(failed: Sequence[CaseResult]) -> list[int]:
    """Changes of a rule number worth trying: the differences between the numbers a failure expected and
    those the engine gave, place by place when the two have as many ({'NS': 252 ...} expected, {'NS': 250 ...}
    given), and their fractions (search.moves)."""
    deltas: Counter[int] = Counter()
    for r in failed:  # the headlines only: the numbers worth trying do not change with soft assertions
        if r.failure is None or r.failure.check not in _NUMBERED:
            continue
        a, b = _numbers(r.failure.expected), _numbers(r.failure.got)
        if len(a) == len(b):
            deltas.update(y - x for x, y in zip(a, b, strict=True) if x != y)
    return moves(deltas)


def _smallest(ids: Sequence[str], by_id: Mapping[str, Case]) -> str:
    return min(ids, key=lambda i: (len(by_id[i].scenario.steps), i))


def _departs(
    variant: str,
    spec: dict[str, Any],
    pointer: str,
    near: list[str],
    ids: set[str],
    by_id: Mapping[str, Case],
) -> Cause:
    """A rule the engine departs on, named where the changes that fail these failures alike meet (`near`, their
    rules): no value is claimed, not even a nearest one."""
    was = strip_annotations(get(spec, pointer)) if has(spec, pointer) else REMOVED
    names = sorted(ids)
    return Cause(
        variant,
        pointer,
        was,
        None,
        "departs",
        describe(pointer),
        names,
        _smallest(names, by_id),
        _cites(spec, pointer),
        None,
        False,
        words=f"the engine departs on {pointer}",
        near=near,
    )


def _cause(
    variant: str,
    spec: dict[str, Any],
    q: Perturbation,
    hits: set[str],
    by_id: Mapping[str, Case],
    tally: tuple[int, int] | None = None,
    pinned: bool = True,
) -> Cause:
    ids = sorted(hits)
    return Cause(
        variant,
        q.pointer,
        q.was,
        q.value,
        q.how,
        describe(q.pointer),
        ids,
        _smallest(ids, by_id),
        _cites(spec, q.pointer, q.was),
        tally,
        pinned,
        words=_value_words(q.pointer, q.value, q.was) if pinned else f"the engine departs on {q.pointer}",
        key=q.key if pinned else "",
    )
