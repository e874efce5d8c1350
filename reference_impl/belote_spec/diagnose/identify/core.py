"""Which shipped variant an engine plays, and on which rule parameters it departs from it.

For each variant name the engine is asked about, the stored positions that can be played at that
name's table (its seats and sides, from the engine's `variant_info` or the shipped variant's data) go
to the engine under that name; its answers are compared with the reference engine playing each shipped
variant's rules, so an engine is recognised by what it does, not by the name it answers to. Every
variant is judged on the same positions, those the engine answered: a declined one is unknown for all,
and one a variant has no opinion on is no agreement for it, so a variant cannot win on the few
positions the engine happened to answer. The disagreements with the claimed variant (the name asked)
are then explained by a set of rule changes chosen together (greedy, each on top of those before it,
then each confirmed with the others applied: conformance/causes.py's approach), checked on every position.
The closest variant is the fewest rules away (`rank`): one rule flips every position it touches.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from functools import cache, cached_property
from typing import Any

from belote_spec.base.pointer import get, meet, related, with_value, within
from belote_spec.changes.perturb import (
    SMALL_NUDGES,
    Perturbation,
    applied,
    canonical,
    describe,
    moved_numbers,
    perturbations,
    with_changes,
)
from belote_spec.diagnose.identify import discriminate, naming
from belote_spec.diagnose.identify.positions import (
    Answer,
    Asked,
    Claims,
    Position,
    Table,
    ask,
    ask_all,
    first_difference,
    fits,
    same_text,
)
from belote_spec.diagnose.search import Spent, borne_out_on, moves, number_deltas
from belote_spec.engine.rules import Rules
from belote_spec.protocol.interface import Engine, ReferenceEngine
from belote_spec.spec.errors import SpecErrors
from belote_spec.spec.loader import canonical_variant_id, load_variant, shipped_variant_ids

ALIAS = discriminate.ALIAS  # the reference answers no request with the variant's name: one alias serves all
HOW_ORDER = ("flipped", "enum", "other-variant", "removed", "added", "nudged", "shortened", "reversed", "swapped")
SCREEN = 6  # disagreements a change is tried on at a time: it is played on all only once one is reproduced
# Windows of SCREEN tried at each step before the rest is left unexplained: colver's unrounded scores show on the
# last of its score_deal disagreements, the 26th to 30th in screen order on the positions kept for 22 variants.
SCREEN_ROUNDS = 6
MAX_CHANGES = 12  # rule changes chosen together at most, per name
# What a Reference remembers, in bounds: the perturbations of so many variants (the last asked, with their answers;
# one variant's take tens of megabytes) and the answers of so many combined rule sets (see Reference).
KEPT_VARIANTS = 2
KEPT_SPECS = 64
# Reference answers the search for changes may need, per name (each rule set and position counted once,
# remembered or not, so the answer is the same on every machine and in every order of names): an engine
# far from the variant it claims (another variant altogether) leaves its search cut short, said so. With 18
# variants' candidates and 456 positions, colver's coinche needed more than 50,000 (9 s for 150,000).
BUDGET = 150_000


class _Budget:
    """Reference answers one search needs, each (rule set, position) counted once whether or not an
    earlier search already computed it: the same count on every machine and in every order of names."""

    def __init__(self, limit: int) -> None:
        self.left = limit
        self.seen: set[tuple[Any, int]] = set()
        self.cut = False

    def spend(self, rule_set: Any, indices: Iterable[int]) -> None:
        self.seen.update((rule_set, i) for i in indices)
        if len(self.seen) > self.left:
            self.cut = True
            raise Spent


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
    # (positions where the engine answers as this change predicts, positions that tell it apart), the
    # other changes applied: how the change was confirmed
    confirmed: tuple[int, int] | None = None
    # Changes of several rules fit the same positions alike (the change and `also`): none is named with its
    # value; `near` lists their rules and `at` is the rule that holds them all, the one named.
    near: list[str] = field(default_factory=list)
    at: str = ""
    was: Any = None  # with `near`: the variant's value of the rule named

    @property
    def pointer(self) -> str:
        """The rule named: the change's, or where the changes that fit alike meet."""
        return self.at if self.near else self.perturbation.pointer


@dataclass
class Standing:
    """How one shipped variant fares on the positions the engine answered (the same for every variant)."""

    variant: str
    agree: int
    counted: int  # of the positions the engine answered, those this variant has an opinion on
    relevant: int = 0  # positions sent that the variant has an opinion on, answered or not
    # The rule distance, for the variants it is worked out for (see `rank`): the rules the engine departs on
    # from this variant, each counted once however many positions flip with it; disagreements no change
    # explains count as one rule more. None where it was not worked out.
    rules: int | None = None
    cut: bool = False  # the search that counted `rules` was cut short: the engine departs on at least as many

    @property
    def disagree(self) -> int:
        return self.counted - self.agree

    @property
    def score(self) -> tuple[int, int]:
        """Agreements on the common positions first (a position a variant has no opinion on is no
        agreement), then fewer disagreements."""
        return (self.agree, -self.disagree)

    @property
    def distance(self) -> tuple[int, int]:
        """Fewer rules departed on first, then fewer disagreeing positions (a tiebreak)."""
        return (self.rules if self.rules is not None else 0, self.disagree)


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
    claimed: str | None = None  # the shipped variant the name is (an id or an alias), if any
    withheld: int = 0  # stored positions not sent: they cannot be played at the name's table
    against: str = ""  # the variant the departures are from: the claimed one, else the closest
    incomplete: bool = False  # the search for changes was cut short by its budget (BUDGET)
    # Misnamed: the departures from the closest variant (it was counted in full), and its disagreements left.
    closest_departures: list[Departure] = field(default_factory=list)
    closest_unexplained: int = 0

    @property
    def closest(self) -> Standing:
        return self.ranking[0]

    @property
    def claimed_standing(self) -> Standing | None:
        return next((s for s in self.ranking if s.variant == self.claimed), None)

    @property
    def misnamed(self) -> bool:
        """The engine answers to a shipped variant's name but another variant fits it better."""
        return self.claimed is not None and self.closest.variant != self.claimed

    @property
    def answered(self) -> int:
        return self.asked - self.skipped

    @property
    def enough(self) -> bool:
        """Whether the engine answered enough of the positions the closest variant counts for a verdict
        (MIN_ANSWERED of them). Positions that variant does not count (a 4-player deal for a 2-player
        variant) do not weigh: an engine may decline those; nor do those of operations its hello does not
        list, never sent."""
        best = self.closest
        return best.counted > 0 and Fraction(best.counted, best.relevant) >= MIN_ANSWERED

    @property
    def exact(self) -> bool:
        return self.enough and self.closest.agree == self.closest.counted

    @property
    def departs(self) -> bool:
        """With enough answers, the engine plays no variant exactly, or not the one it claims."""
        return self.enough and (not self.exact or self.misnamed)


@dataclass
class Report:
    engine: str
    positions: int
    stale: bool  # the stored positions were chosen for rules that have changed since
    names: list[NameReport]

    @property
    def exit_code(self) -> int:
        """1 when the engine departs under some name (from every variant, or from the one it claims; or
        fails on a position); else 5 when some name got too few answers for a verdict (or none was
        asked); 0 when under every name it plays a variant exactly (the claimed one, for a shipped name)."""
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
        # Each shipped variant's own results too, as the reference gave them: they vouch for an engine's equal
        # answers under that variant's name (no schema check needed), without playing the positions again.
        self.raw: dict[str, dict[int, Any]] = {v: {} for v in self.names}
        self.answers = {v: self.play(Rules(self.specs[v]), range(len(positions)), raw=self.raw[v]) for v in self.names}
        self._perturbed: dict[str, tuple[list[Perturbation], list[Rules]]] = {}
        self._memo: dict[str, dict[int, Answer | None]] = {}
        self._by_spec: dict[str, dict[int, Answer | None]] = {}
        self._spec_keys: dict[int, tuple[dict[str, Any], str]] = {}  # by id: each spec with its key

    def perturbed(self, variant: str) -> tuple[list[Perturbation], list[Rules]]:
        """Every single-parameter perturbation of a variant, with its compiled rules. Kept for the KEPT_VARIANTS
        variants asked last, with their answers: one variant's hundreds of rule sets (each with the tables its
        play built) and their answers take tens of megabytes, and a Reference shared by a whole run, or by a test
        module, is asked of every variant (tests/diagnose/test_identify.py's worker peaked at 1.9 GB)."""
        found = self._perturbed.pop(variant, None)
        if found is None:
            q = perturbations(
                self.specs[variant],
                {v: self.specs[v] for v in self.names if v != variant},
                extra=True,
                nudges=SMALL_NUDGES,
            )
            found = (q, [Rules(p.spec) for p in q])
            while len(self._perturbed) >= KEPT_VARIANTS:
                oldest = next(iter(self._perturbed))
                del self._perturbed[oldest]
                self._memo = {k: v for k, v in self._memo.items() if not k.startswith(f"{oldest} ")}
        self._perturbed[variant] = found  # last: the variant asked most recently
        return found

    @property
    def stale(self) -> bool:
        """Whether the stored positions were chosen for rules other than the shipped ones now."""
        return self.stored_fingerprint is not None and self.stored_fingerprint != self._fingerprint

    @cached_property
    def _fingerprint(self) -> str:
        """The answers' fingerprint: they are worked out once, at the start, so it is too, not at every report."""
        return self.fingerprint()

    def play(
        self,
        rules: Rules,
        indices: Iterable[int],
        memo: dict[int, Answer | None] | None = None,
        raw: dict[int, Any] | None = None,
    ) -> dict[int, Answer | None]:
        """The reference's answers with these rules (None where they do not count), kept in `memo`; `raw`, when
        given, keeps each result as the reference gave it (see positions.ask)."""
        memo = {} if memo is None else memo
        engine = ReferenceEngine(rules={ALIAS: rules})
        kept: list[Any] | None = [] if raw is not None else None
        for i in indices:
            if i not in memo:
                a = ask(engine, ALIAS, self.positions[i], trusted=True, raw=kept)
                memo[i] = a if discriminate.valid(self.positions[i], a) else None
                if raw is not None and kept:
                    raw[i] = kept.pop()
        return memo

    def play_perturbed(
        self, variant: str, q: Perturbation, rules: Rules, indices: Iterable[int]
    ) -> dict[int, Answer | None]:
        """As play, remembered per perturbation: engines identified one after another share the work."""
        return self.play(rules, indices, self._memo.setdefault(f"{variant} {q.key}", {}))

    def play_spec(
        self, spec: dict[str, Any], indices: Iterable[int], rules: Rules | None = None
    ) -> dict[int, Answer | None]:
        """As play, for a resolved spec (a variant with changes applied), remembered per rule set: the
        same combination of changes comes back in the confirmation and in each new choice."""
        known = self._spec_keys.get(id(spec))
        if known is not None and known[0] is spec:  # a spec is never changed once made: its key is kept with it
            key = known[1]
        else:
            key = canonical(spec)
            while len(self._spec_keys) >= 4 * KEPT_SPECS:
                del self._spec_keys[next(iter(self._spec_keys))]
            self._spec_keys[id(spec)] = (spec, key)
        memo = self._by_spec.pop(key, None)
        if memo is None:
            memo = {}
            while len(self._by_spec) >= KEPT_SPECS:
                del self._by_spec[next(iter(self._by_spec))]  # the rule set asked longest ago
        self._by_spec[key] = memo
        todo = [i for i in indices if i not in memo]
        if todo:
            self.play(rules if rules is not None else Rules(spec), todo, memo)
        return memo

    def fingerprint(self) -> str:
        return discriminate.fingerprint(
            {v: [a.text if a else None for a in self.answers[v].values()] for v in self.names}
        )


# -- the table a name is played at -----------------------------------------------------------------
def table_of(engine: Engine, name: str) -> Table | None:
    """The table the engine plays under `name`: its `variant_info` where it answers one, else the
    shipped variant the name is (an id or an alias); None when neither says."""
    info = getattr(engine, "variant_info", None)
    if callable(info):
        try:
            data = info(name)
            seats, teams = data["seats"], data["teams"]
            if isinstance(seats, list) and isinstance(teams, dict):
                deck = data.get("deck")
                return Table(
                    tuple(str(x) for x in seats),
                    tuple(str(t) for t in teams),
                    frozenset(map(str, deck)) if isinstance(deck, list) and deck else None,
                )
        except KeyboardInterrupt:
            raise
        except BaseException:  # an engine that cannot say (protocol 1, not covered, garbage): the data then
            pass
    variant = claimed_variant(name)
    if variant is None:
        return None
    rules = Rules(load_variant(variant))
    return Table(tuple(rules.table.seats), tuple(rules.table.teams), frozenset(rules.deck.names))


def claimed_variant(name: str) -> str | None:
    """The shipped variant a name is (its id or one of its aliases), or None."""
    try:
        variant = canonical_variant_id(name)
    except SpecErrors:
        return None
    return variant if variant in _shipped() else None


@cache
def _shipped() -> frozenset[str]:
    """The shipped variant ids, read once (each read parses every variant file)."""
    return frozenset(shipped_variant_ids())


# -- standings -------------------------------------------------------------------------------------
def _standing(variant: str, want: dict[int, Answer | None], got: dict[int, Answer]) -> Standing:
    relevant = [i for i in got if want[i] is not None and not got[i].unlisted]
    counted = [i for i in relevant if got[i].kind != "skip"]
    return Standing(
        variant,
        sum(got[i].same(want[i]) for i in counted),  # type: ignore[arg-type]
        len(counted),
        len(relevant),
    )


# Variants whose rule distance is worked out besides the claimed one: those closer on agreeing positions, the
# closest first, at most this many. Their searches for changes are cut at RIVAL_BUDGET reference answers (a
# tenth of BUDGET): a rival is ranked by the rules it was found to differ on, at least that many.
RIVALS = 2
RIVAL_BUDGET = 15_000
# Reference answers the last tier of a greedy search may spend (changes inert alone, tried on top of those chosen):
# its own budget, so the search's (BUDGET) is not spent on it.
INERT_BUDGET = 20_000

Explained = tuple[list["Departure"], list[int], bool]


def rank(
    ref: Reference, name: str, claimed: str | None, got: dict[int, Answer]
) -> tuple[list[Standing], dict[str, Explained]]:
    """Every shipped variant's standing, the closest first, and the departures found from each whose rule
    distance was worked out. An engine with one rule more than its variant flips every position that rule
    touches (annonces scored in classic French: dozens of declaration positions), so it can agree on fewer
    positions with its variant than with another that shares that rule; it is still one rule from its
    variant and several from the other. So the claimed variant, and the few variants that agree on more
    positions than it (RIVALS; without a claimed variant, the closest ones), are ranked by rule distance
    (Standing.distance; the claimed variant first among those as many rules away, then fewer disagreements),
    ahead of the rest, ranked by agreeing positions. A rival is first searched on a small budget
    (RIVAL_BUDGET), its count a lower bound; whichever comes first on such a bound is searched in full and
    ranked again, until the first is counted in full: a cheap bound never names the closest, and never hides it."""
    by_score = sorted(
        (_standing(v, ref.answers[v], got) for v in ref.names),
        key=lambda s: (-s.score[0], -s.score[1], s.variant != claimed, s.variant),
    )
    mine = next((s for s in by_score if s.variant == claimed and s.counted), None)
    # A variant with no opinion on any answered position departs on nothing it could show: never a rival.
    ahead = [s for s in (by_score[: by_score.index(mine)] if mine is not None else by_score) if s.counted]
    shortlist = [*ahead[:RIVALS], *([mine] if mine is not None else [])] or by_score[:1]
    explained: dict[str, Explained] = {}
    full: set[str] = set()  # the variants searched on the shipped budget

    def search(s: Standing, limit: int | None, most: int = 0) -> None:
        want = ref.answers[s.variant]
        disagree = [i for i in got if (w := want[i]) is not None and got[i].kind != "skip" and not got[i].same(w)]
        found = _explain(ref, s.variant, name, got, want, disagree, limit, most) if disagree else ([], [], False)
        explained[s.variant] = found
        if limit is None:
            full.add(s.variant)
        # The parts of one variant's whole object are one change of the rules: they count as one rule.
        s.rules, s.cut = _rule_count([d.perturbation for d in found[0]]) + bool(found[1]), found[2]

    if mine is not None:
        search(mine, None)
    for s in shortlist:
        if s is not mine:  # past the claimed variant's count of rules, a rival is farther: no need to go on
            search(s, RIVAL_BUDGET, mine.rules if mine is not None and mine.rules else 0)

    def order(s: Standing) -> tuple[int, bool, int, int, str]:
        # As many rules away: the engine's own word, then the fewer disagreeing positions, break the tie.
        return (s.distance[0], s.variant != claimed, s.distance[1], -s.agree, s.variant)

    ranked = sorted(shortlist, key=order)
    while ranked[0].cut and ranked[0].variant not in full:
        # Those a bound puts ahead of every variant counted in full are counted in full (with the shipped budget),
        # the one with the fewest disagreeing positions first: likely the closest, it sets the count past which
        # the others need no more changes to be known farther.
        counted = [s for s in ranked if s.variant in full and not s.cut]
        ahead = ranked[: ranked.index(counted[0])] if counted else ranked
        s = min((s for s in ahead if s.cut and s.variant not in full), key=lambda s: (s.disagree, order(s)))
        most = counted[0].rules or 0 if counted else 0
        if most > 1 and order(s)[1:] > order(counted[0])[1:]:
            most -= 1  # as many rules away, it would come after on its ties: one rule fewer must be shown
        search(s, None, most)
        ranked.sort(key=order)
    standings = ranked + [s for s in by_score if s not in ranked]
    return standings, explained


def _rule_count(changes: Iterable[Perturbation]) -> int:
    """How many rules these changes make: the parts of one variant's whole object are one change of the rules."""
    return len({q.block if isinstance(q, naming.Leaf) else q.key for q in changes})


class Fitted(Perturbation):
    """A number moved by a difference read from the engine's answers: it reproduces the position it was
    read from by construction, so it is chosen only where it reproduces another one too, and named only where,
    with the other changes applied, the engine bears it out on FITTED_MIN positions past that one (colver's
    coinched capot, 412 = 252 + 2 × 80, read as (126 + 80) × 2 on two positions alike: no rule of the engine)."""

    def __init__(self, q: Perturbation) -> None:
        super().__init__(q.pointer, q.was, q.value, q.how, q.spec)


FITTED_MIN = 2  # positions a fitted number must reproduce (and predict, past the one it was read from)


def _candidates(
    ref: Reference, variant: str, got: dict[int, Answer], want: dict[int, Answer | None], disagree: Sequence[int]
) -> list[tuple[Perturbation, Rules]]:
    """Every single change of the variant worth trying, the simplest kind first: the generated
    perturbations, and each number moved by the differences seen in the answers."""
    deltas: Counter[int] = Counter()
    for i in disagree:
        w = want[i]
        if w is not None and w.kind == got[i].kind == "result":
            number_deltas(w.value, got[i].value, deltas)
    found, compiled = ref.perturbed(variant)
    known = {q.key for q in found}
    moved = [q for q in moved_numbers(ref.specs[variant], moves(deltas)) if q.key not in known]
    pairs = [*zip(found, compiled, strict=True), *((Fitted(q), Rules(q.spec)) for q in moved)]
    rank = {how: k for k, how in enumerate(HOW_ORDER)}
    # Equal cover: the simplest kind of change first, then the most specific parameter, then generation order.
    # Another variant's whole mapping in place of this one's changes several rules at once: it comes after
    # every single-rule change, so a mapping that only lacks one key is reported as that key removed.
    return sorted(
        pairs,
        key=lambda e: (
            e[0].how == "other-variant" and isinstance(e[0].value, dict),
            rank.get(e[0].how, len(rank)),
            -e[0].pointer.count("/"),
        ),
    )


def _cheapest(ref: Reference, indices: Iterable[int]) -> list[int]:
    return sorted(indices, key=lambda i: (len(ref.positions[i].key), i))


def _differs(want: Answer | None, got: Answer) -> tuple[str, ...]:
    """The fields of an object result where the two answers part (() for other answers)."""
    if want is None or want.kind != "result" or got.kind != "result" or not isinstance(want.value, dict):
        return ()
    theirs = got.value if isinstance(got.value, dict) else {}
    return tuple(sorted(str(k) for k, v in want.value.items() if k not in theirs or not same_text(v, theirs[k])))


def _screen_order(
    ref: Reference,
    indices: Iterable[int],
    want: dict[int, Answer | None] | None = None,
    got: dict[int, Answer] | None = None,
) -> list[int]:
    """Disagreements in the order changes are screened on: the cheapest of each operation in turn, so the
    first few windows hold every kind of request (colver's unrounded scores show only on score_deal
    positions, which a cheapest-first order puts past the windows screened); within an operation, the
    cheapest of each way its answers part in turn (a score whose outcome differs beside one whose points only do:
    belote-cli's belote left out of the contract hid behind its doubled scores)."""
    by_op: dict[str, dict[tuple[str, ...], list[int]]] = {}
    for i in _cheapest(ref, indices):
        parted = _differs(want[i], got[i]) if want is not None and got is not None else ()
        by_op.setdefault(ref.positions[i].op, {}).setdefault(parted, []).append(i)
    return _in_turn([_in_turn(list(ways.values())) for _, ways in sorted(by_op.items())])


def _in_turn(queues: list[list[int]]) -> list[int]:
    """The first of each queue, then the second of each, and so on."""
    out: list[int] = []
    for k in range(max((len(q) for q in queues), default=0)):
        out += [q[k] for q in queues if k < len(q)]
    return out


def _explain(
    ref: Reference,
    variant: str,
    name: str,
    got: dict[int, Answer],
    want: dict[int, Answer | None],
    disagree: list[int],
    limit: int | None = None,
    most: int = 0,
) -> tuple[list[Departure], list[int], bool]:
    """A set of rule changes that, applied together, account for the disagreements; the
    disagreements none accounts for; and whether the budget (BUDGET, or `limit`) cut the search short, or
    `most` changes were chosen (when given: a rival in `rank` needs no more to be known farther).

    Changes are chosen greedily, each on top of those chosen before it (an engine departing on
    several rules at once shows some departures only with the others applied): the one reproducing
    the most disagreements still unexplained, screened first on a few, that spoils no position the
    engine agrees on and keeps every one already reproduced. Each chosen change is then confirmed with
    the others applied (causes.py's rule: the engine answers as it predicts on two thirds of the
    positions that tell it apart); one that is not is refused and the choice made again."""
    pairs = _candidates(ref, variant, got, want, disagree)
    compared = [i for i in got if want[i] is not None and got[i].kind != "skip"]
    agreeing = [i for i in compared if i not in set(disagree)]
    # An engine that failed on a position (an error) gave nothing a rule set could reproduce.
    target = _screen_order(ref, (i for i in disagree if got[i].counts), want, got)
    base = ref.specs[variant]

    def matches(answers: dict[int, Answer | None], indices: Iterable[int]) -> set[int]:
        return {i for i in indices if answers[i] is not None and got[i].same(answers[i])}  # type: ignore[arg-type]

    refused: set[str] = set()
    made_on: dict[tuple[str, ...], dict[str, tuple[dict[str, Any], Rules] | None]] = {}
    budget = _Budget(BUDGET if limit is None else limit)
    most = most or MAX_CHANGES
    chosen = _greedy(ref, variant, pairs, target, agreeing, matches, refused, made_on, budget, got, most)
    while True:
        whole = with_changes(base, [q for q, _, _ in chosen])
        after = ref.play_spec(whole, compared)
        tallies = []
        doubtful = set()
        for k, (q, _, _) in enumerate(chosen):
            before = ref.play_spec(_without(base, [c for c, _, _ in chosen], k), compared)
            differ = [
                i
                for i in compared
                if before[i] is not None and after[i] is not None and not before[i].same(after[i])  # type: ignore[union-attr, arg-type]
            ]
            agree = matches(after, differ)
            tallies.append((len(agree), len(differ)))
            # A fitted number, past the position it was read from, must predict FITTED_MIN more (some must tell it).
            fitted = isinstance(q, Fitted)
            if not borne_out_on(tallies[-1], FITTED_MIN + 1 if fitted else 0) or (fitted and not differ):
                doubtful.add(q.key)
        if not doubtful:
            break
        refused |= doubtful
        if budget.cut:  # no budget left to choose again: the doubtful ones are only left out
            chosen = [c for c in chosen if c[0].key not in doubtful]
        else:
            chosen = _greedy(ref, variant, pairs, target, agreeing, matches, refused, made_on, budget, got, most)
    departures = []
    covered_all: set[int] = set()
    for (q, covered, also), tally in zip(chosen, tallies, strict=True):
        # Changes of rules neither of which holds the other fit alike: none is named with its value, the rule that
        # holds them all is (their values of one rule are one rule's values: the plainest is named).
        group = [q, *also]
        unrelated = any(not related(a.pointer, b.pointer) for a in group for b in group)
        near = sorted({c.pointer for c in group}) if unrelated else []
        at = meet(near)
        if near and not at:
            continue  # they meet only at the root: no rule is named, their positions stay unexplained
        shown = _cheapest(ref, covered)[0]
        departures.append(
            Departure(
                q,
                describe(at if near else q.pointer),
                len(covered),
                Evidence(ref.positions[shown], name, want[shown], got[shown]),  # type: ignore[arg-type]
                also,
                tally,
                near,
                at,
                naming.variant_value(base, at) if near else None,
            )
        )
        covered_all |= covered
    left = _cheapest(ref, (i for i in disagree if i not in covered_all))
    return (
        departures,
        left,
        budget.cut or bool(left and most < MAX_CHANGES and _rule_count([c for c, _, _ in chosen]) >= most),
    )


def _without(base: dict[str, Any], changes: Sequence[Perturbation], k: int) -> dict[str, Any]:
    """The variant with every change but the k-th; where a part of another variant's object cannot be left out
    alone (the rules do not compile: a table's seats without its teams), with its whole object left out."""
    spec = with_changes(base, [c for j, c in enumerate(changes) if j != k])
    q = changes[k]
    if isinstance(q, naming.Leaf):
        try:
            Rules(spec)
        except Exception:  # the parts of its object hold together: they are left out together
            spec = with_changes(base, [c for c in changes if not (isinstance(c, naming.Leaf) and c.block == q.block)])
    return spec


def _altering(mine: dict[int, Answer | None], want: dict[int, Answer | None], indices: Sequence[int]) -> list[int]:
    """The positions among these where two rule sets' answers differ (one of them having none is a difference)."""
    return [i for i in indices if (a := mine[i]) is not (b := want[i]) and (a is None or b is None or not a.same(b))]


def _greedy(  # noqa: C901 (one greedy search whose steps share its state)
    ref: Reference,
    variant: str,
    pairs: Sequence[tuple[Perturbation, Rules]],
    target: Sequence[int],
    agreeing: Sequence[int],
    matches: Any,
    refused: set[str],
    made_on: dict[tuple[str, ...], dict[str, tuple[dict[str, Any], Rules] | None]],
    budget: _Budget,
    got: dict[int, Answer],
    most: int = MAX_CHANGES,
) -> list[tuple[Perturbation, set[int], list[Perturbation]]]:
    """The changes chosen one at a time on top of each other, with the disagreements each reproduces
    and the other changes that would do exactly as well in its place.

    Each step screens every change on a window of SCREEN disagreements left (SCREEN_ROUNDS windows at
    most, the first with a change reproducing one of them wins), plays only those on
    all that are left, and takes the one with the largest net gain: positions it makes the model answer
    as the engine, less those the model answered so and no longer does. On top of other changes, a
    change is tried only when alone it alters the variant's answer on one of the window's positions, and
    never within or around a rule already changed (a rule object taken out beside a part of it changed: the
    confirmation could then bear out neither, and both stay refused for the rest of the search).
    An engine departing on several rules can agree with the variant by coincidence (two departures
    cancelling out on one position), so a change that spoils such a position is not refused outright;
    the confirmation afterwards weeds out a change the engine does not bear out."""
    base = ref.specs[variant]
    want = ref.answers[variant]
    model = base
    chosen: list[tuple[Perturbation, set[int], list[Perturbation]]] = []
    matched = set(agreeing)  # positions the model (the variant with the changes so far) answers as the engine
    pool = list(target)
    left = [i for i in pool if i not in matched]
    tried_out = set(refused)
    generated = [(k, q, r) for k, (q, r) in enumerate(pairs) if not isinstance(q, Fitted)]
    # The generated changes, then the fitted numbers, then (on top of other changes) the generated changes that
    # alone alter none of the window's answers, tried on the model itself: a rule that matters only with a change
    # chosen before it (annonces given to the defence of a failed contract, once annonces are scored at all).
    tiers: list[tuple[list[tuple[int, Perturbation, Rules]], bool]] = [
        (generated, False),
        ([(k, q, r) for k, (q, r) in enumerate(pairs) if isinstance(q, Fitted)], False),
        (generated, True),
    ]

    # The last tier spends a budget of its own (INERT_BUDGET, per greedy search): spent, that tier stops and what
    # the search chose stands, not cut short.
    inert_budget = _Budget(INERT_BUDGET)

    def altered(q: Perturbation, rules: Rules, indices: Sequence[int], purse: _Budget = budget) -> list[int]:
        """The positions among these where the change alone alters the variant's answer (remembered)."""
        purse.spend(q.key, indices)
        return _altering(ref.play_perturbed(variant, q, rules, indices), want, indices)

    def altered_by_model(
        prefix: tuple[str, ...], model: dict[str, Any], indices: Sequence[int], purse: _Budget
    ) -> list[int]:
        """The positions among these where the model (the changes chosen so far) alters the variant's answer."""
        purse.spend(prefix, indices)
        return _altering(ref.play_spec(model, indices), want, indices)

    try:
        while left and _rule_count([c for c, _, _ in chosen]) < most:
            on_base = model is base
            # The model with each change applied, compiled once: a refused change has the choice made again.
            prefix = tuple(c.key for c, _, _ in chosen)
            trials = made_on.setdefault(prefix, {})

            def run(
                q: Perturbation,
                rules: Rules,
                indices: Iterable[int],
                on_base: bool = on_base,
                trials: dict[str, tuple[dict[str, Any], Rules] | None] = trials,
                prefix: tuple[str, ...] = prefix,
                purse: _Budget = budget,
            ) -> dict[int, Answer | None]:
                indices = list(indices)
                purse.spend(q.key if on_base else (prefix, q.key), indices)
                if on_base:  # a single change of the variant: remembered across names and engines
                    return ref.play_perturbed(variant, q, rules, indices)
                trial = trials[q.key]
                assert trial is not None
                return ref.play_spec(trial[0], indices, trial[1])

            best: tuple[int, Perturbation, Rules, set[int], set[int]] | None = None
            also: list[Perturbation] = []
            rules_of: dict[str, Rules] = {}  # the compiled rules of the changes fitting alike
            # The generated changes first; a number fitted to the answers only where none of them does.
            for tier, inert in tiers:
                if inert and on_base:
                    continue  # on the variant itself, a change that alters no answer reproduces none
                screened = left
                if inert:
                    # A change inert alone can matter only where the changes chosen alter the variant's answer.
                    try:
                        screened = altered_by_model(prefix, model, left, inert_budget)
                    except Spent:
                        continue
                purse = inert_budget if inert else budget
                rounds = 1 if inert else SCREEN_ROUNDS  # the last tier costs a rule set a change: one window
                try:
                    for start in range(0, min(len(screened), SCREEN * rounds), SCREEN):
                        screen = screened[start : start + SCREEN]
                        ranked: list[tuple[int, int, Perturbation, Rules, set[int]]] = []
                        for order, q, rules in tier:
                            if q.key in tried_out or any(related(c.pointer, q.pointer) for c, _, _ in chosen):
                                continue
                            tried = screen
                            if not on_base:
                                # On top of other changes, a change is tried where alone it alters the variant's
                                # answer (time); one that alters none of the window's only in the last tier, on all.
                                tried = altered(q, rules, screen, purse)
                                if inert == bool(tried):
                                    continue
                                tried = tried or screen
                                if q.key not in trials:
                                    made = applied(model, q)
                                    trials[q.key] = None if made is None else (made, Rules(made))
                                if trials[q.key] is None:
                                    continue
                            if matches(run(q, rules, tried, purse=purse), tried):
                                hits = matches(run(q, rules, left, purse=purse), left)
                                ranked.append((len(hits), order, q, rules, hits))
                        ranked.sort(key=lambda e: (-e[0], e[1]))
                        for n_hits, _order, q, rules, hits in ranked:
                            if best is not None and n_hits < best[0]:
                                break  # the gain is at most the hits: none further can do better
                            if best is not None and n_hits == best[0] and hits != best[3]:
                                continue  # it cannot gain more, nor do exactly as well in its place
                            lost = matched - matches(run(q, rules, sorted(matched), purse=purse), matched)
                            gain = n_hits - len(lost)
                            if gain <= 0 or (isinstance(q, Fitted) and n_hits < FITTED_MIN):
                                continue
                            if best is None or gain > best[0]:
                                best, also, rules_of = (gain, q, rules, hits, lost), [], {q.key: rules}
                            elif (gain, hits, lost) == (best[0], best[3], best[4]) and not (
                                best[1].pointer != q.pointer and within(best[1].pointer, q.pointer)
                            ):
                                also.append(
                                    q
                                )  # as good in its place (an enclosing object merely restates it: left out)
                                rules_of[q.key] = rules
                        if best is not None:
                            break  # else the next window: what this one shows no change reproduces with a gain
                except Spent:
                    if not inert:
                        raise  # the search's own budget: cut short
                if best is not None:
                    break
            if best is None:
                break
            _gain, q, _rules, hits, lost = best
            if also:
                # Equal fits: those that give the engine's values rather than fall silent on them, then the
                # changes of the rule the positions are about, less objects restating a part.
                again = _Budget(1 << 62)  # answers the screen above already paid for
                fitted = {c.key: run(c, rules_of[c.key], sorted(hits), purse=again) for c in [q, *also]}
                group = _least_silent([q, *also], fitted, got, hits)
                rules = Rules(model)
                abouts = [naming.about(rules, ref.positions[i], got[i], ALIAS) for i in sorted(hits)]
                group = naming.restating_dropped(naming.preferred(group, abouts))
                q, also = group[0], group[1:]
            kept = trials.get(q.key)
            made = q.spec if on_base else kept[0]  # type: ignore[index]
            fit = (matched - lost) | hits
            parts = None
            if not also and naming.is_block(model, q):  # another variant's whole object: the parts it needs
                every = sorted({*pool, *agreeing})
                parts = _needed(ref, base, model, q, matched, every, matches, tried_out, budget, prefix)
            if parts == []:
                tried_out.add(q.key)  # no part the answers bear out gains anything: refused whole
                continue
            if parts:
                model = parts[0][0].spec
                fit = matches(ref.play_spec(model, every), every)
                chosen += [(part, covered, []) for part, covered in parts]
            else:
                model = made
                chosen.append((q, hits, also))
            matched = fit
            left = [i for i in pool if i not in matched]
    except Spent:
        pass  # the changes chosen so far stand; the rest is left unexplained, the search said cut short
    return chosen


def _least_silent(
    group: Sequence[Perturbation],
    answers_of: Mapping[str, dict[int, Answer | None]],
    got: Mapping[int, Answer],
    hits: Iterable[int],
) -> list[Perturbation]:
    """Of changes that fit the same positions alike (`answers_of`: each one's answers there, by its key),
    those whose answers leave out the fewest of the engine's fields there (`got`). A rule taken out whole (no
    match points at all) agrees with an engine's match points only because an engine's extra fields are not
    compared; the change that gives the engine's own values (the rounding it applies) fits by what it says."""
    unsaid = []
    for c in group:
        answers = answers_of[c.key]
        unsaid.append(sum(got[i].unsaid_in(a) for i in hits if (a := answers[i]) is not None))
    least = min(unsaid)
    return [c for c, n in zip(group, unsaid, strict=True) if n == least]


def _needed(
    ref: Reference,
    base: dict[str, Any],
    model: dict[str, Any],
    q: Perturbation,
    matched: set[int],
    every: Sequence[int],
    matches: Any,
    refused: set[str],
    budget: _Budget,
    prefix: tuple[str, ...],
) -> list[tuple[naming.Leaf, set[int]]] | None:
    """Another variant's whole object (`q`) on top of `model`, as the parts of it the engine's answers need:
    its parts not `refused`, each left out in turn where the model still answers as the engine on every
    position of `every` it did with them all (until none can be). Each kept part comes with the positions not
    `matched` before that it alone keeps answered as the engine (the first also with those no single part
    keeps), its value from the variant (`base`). Empty when the parts gain nothing; None when the object
    differs in one part only, at its own pointer (it is that change)."""
    diff = naming.leaves(q.pointer, get(model, q.pointer), q.value)
    if len(diff) == 1 and diff[0][0] == q.pointer:
        return None
    diff = [d for d in diff if f"{d[0]}={canonical(d[2])}" not in refused]

    def fit_of(kept: Sequence[tuple[str, Any, Any]]) -> tuple[dict[str, Any], set[int]] | None:
        spec = model
        for pointer, _was, value in kept:
            spec = with_value(spec, pointer, value)
        try:
            Rules(spec)
        except Exception:  # parts that do not make a rule set together
            return None
        budget.spend((prefix, canonical([[p, canonical(v)] for p, _, v in kept])), every)
        return spec, matches(ref.play_spec(spec, every), every)

    whole = fit_of(diff) if diff else None
    if whole is None or len(whole[1] - matched) <= len(matched - whole[1]):
        return []
    target = whole[1]
    kept = list(diff)
    dropping = True
    while dropping and len(kept) > 1:
        dropping = False
        for part in list(kept):
            rest = [p for p in kept if p is not part]
            found = fit_of(rest)
            if found is not None and target <= found[1]:
                kept, dropping = rest, True
    final = fit_of(kept)
    assert final is not None  # the kept parts were played together above
    spec, now = final
    gained = now - matched  # without the parts left out, more positions may be answered as the engine
    out = []
    for part in kept:
        pointer, _was, value = part
        without = fit_of([p for p in kept if p is not part]) if len(kept) > 1 else None
        lost = now - without[1] if without is not None else now
        # The disagreements it alone keeps explained; else the positions it alone keeps answered as the engine.
        mine = (lost & gained) or lost or gained
        out.append((naming.Leaf(pointer, naming.variant_value(base, pointer), value, spec, q.key), mine))
    out[0] = (out[0][0], out[0][1] | (gained - set().union(*(c for _, c in out))))
    return out


def identify(
    engine: Engine,
    names: Sequence[str] | None = None,
    reference: Reference | None = None,
    done: list[NameReport] | None = None,
) -> Report:
    """The report for `engine` asked under `names` (default: every name it supports); `reference`
    (default: the stored positions) can be shared between runs. Each name's report is appended to
    `done` as it is made, so an interrupted run can still show the names it finished. Every name is asked in
    one stream (`collect_all`), each judged as soon as its answers are in, while the engine works on the next."""
    ref = reference or Reference()
    out: list[NameReport] = done if done is not None else []
    asked = list(names if names is not None else supported_names(engine))
    results = claimed_results(engine)
    collect_all(engine, ref, asked, done=lambda k, sent, got: out.append(judge(ref, asked[k], sent, got, results)))
    return Report(getattr(engine, "name", type(engine).__name__), len(ref.positions), ref.stale, out)


def collect(
    engine: Engine, ref: Reference, name: str, shard: tuple[int, int] = (1, 1)
) -> tuple[list[int], dict[int, Answer]]:
    """The engine side of identify for one name (`collect_all` of that one)."""
    return collect_all(engine, ref, [name], shard)[0]


def collect_all(
    engine: Engine,
    ref: Reference,
    names: Sequence[str],
    shard: tuple[int, int] = (1, 1),
    done: Callable[[int, list[int], dict[int, Answer]], None] | None = None,
) -> list[tuple[list[int], dict[int, Answer]]]:
    """The engine side of identify for each name: the positions sent (those that fit the name's table, and
    of them, with `shard` K/N, the ones whose index is K-1 modulo N) and the engine's answer to each, all the
    names asked in one stream (positions.ask_all); each name's, as soon as it is in, also handed to `done`
    (with the name's place in `names`)."""
    positions = ref.positions
    asked, sents = [], []
    for name in names:
        claimed = claimed_variant(name)
        table = table_of(engine, name)
        sent = [i for i, p in enumerate(positions) if i % shard[1] == shard[0] - 1 and fits(p, table)]
        # The claimed variant's own answers (kept by the Reference) vouch for the engine's equal ones (no schema
        # check).
        vouched = [ref.raw[claimed][i] for i in sent] if claimed is not None and claimed in ref.raw else None
        asked.append(Asked(name, [positions[i] for i in sent], vouched))
        sents.append(sent)

    def got_of(k: int, answers: list[Answer]) -> dict[int, Answer]:
        return dict(zip(sents[k], answers, strict=True))

    def handed(k: int, answers: list[Answer]) -> None:
        if done is not None:
            done(k, sents[k], got_of(k, answers))

    return [(sents[k], got_of(k, a)) for k, a in enumerate(ask_all(engine, asked, done=handed))]


def claimed_results(engine: Engine) -> dict[str, list[str]] | None:
    """hello's `results` (or an in-process engine's attribute of that name): per operation, the fields it computes."""
    results = getattr(engine, "results", None)
    return results if isinstance(results, dict) else None


def judge(
    ref: Reference, name: str, sent: Sequence[int], got: dict[int, Answer], results: dict[str, Any] | None = None
) -> NameReport:
    """The reference side of identify for one name: the engine's answers to the positions sent, weighed
    against every shipped variant, and the departures from the claimed (else the closest) one explained;
    each answer compared only on the fields `results` (hello's) claims, an extra field ignored (Claims).
    It reads nothing but the answers, so the answers of several shards, joined, give one process's report."""
    positions = ref.positions
    claims = {op: Claims.of(op, results) for op in {positions[i].op for i in got}}
    got = {i: a.claiming(claims[positions[i].op]) if a.kind == "result" else a for i, a in got.items()}
    claimed = claimed_variant(name)
    standings, explained = rank(ref, name, claimed, got)
    best = standings[0]
    # As close: as many rules and agreeing positions (a variant not ranked by rules is so only when none is needed).
    tied = [
        s.variant
        for s in standings[1:]
        if s.score == best.score and (s.rules == best.rules or (s.rules is None and best.rules == 0))
    ]
    mine = next((s for s in standings if s.variant == claimed and s.counted), None)
    against = mine.variant if mine is not None else best.variant  # the claimed one, when it counted
    departures, left, cut = explained[against]
    skipped = sum(a.kind == "skip" for a in got.values())
    closest = explained.get(best.variant, ([], [], False)) if best.variant != against else ([], [], False)
    return NameReport(
        name,
        standings,
        tied,
        skipped,
        departures,
        [Evidence(positions[i], name, ref.answers[against][i], got[i]) for i in left],  # type: ignore[arg-type]
        len(sent),
        sum(got[i].kind == "error" for i in got if ref.answers[best.variant][i]),
        claimed,
        len(positions) - len(sent),
        against,
        cut,
        closest[0],
        len(closest[1]),
    )
