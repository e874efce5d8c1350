"""Attribution at one position: which rule an engine's answer departs on, said before any search.

Every command that compares an engine with the reference (conformance causes, identify, fuzz, perft) meets
the same question at one position: the engine answered otherwise, so which rule? For a legal-cards answer the
reference's own obligation units name the rule that forbids each card the engine allows (`legal_cards`); the
rule that would forbid a card the engine refuses is told by the candidate changes (changes/candidates.py:
perturbations of the variant's data and fault operators) whose rules answer as the engine did there
(`consistent`). For a score, the components of the deal's score say which part differs (`score`). A search
then only has to combine what attribution could not settle.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from fractions import Fraction
from typing import Any

from belote_spec.base.pointer import has, meet, tokens
from belote_spec.changes.candidates import RuleChange
from belote_spec.engine import units
from belote_spec.engine.contracts import Contract
from belote_spec.engine.rules import Rules
from belote_spec.engine.tricks import Trick, broken_rule, legal_mask

# The facts of a turn (engine/units.Position properties) in a player's words, for the condition under which a
# unit applies at a position. The fault operators' conditions (changes/faults/obligations.py) say the same facts
# as "when ..."; these are the bare facts.
FACT_WORDS: dict[str, str] = {
    "holds_led": "holds the led suit",
    "void": "is void in the led suit",
    "trump_led": "trump was led",
    "plain_led": "a plain suit was led",
    "holds_trumps": "holds a trump",
    "holds_no_trumps": "holds no trump",
    "partner_holds": "the partner is winning the trick",
    "opponent_holds": "an opponent is winning the trick",
    "trumped": "the trick has been trumped",
    "second_to_play": "plays second to the trick",
    "last_to_play": "plays last to the trick",
    "first_trick": "it is the first trick",
}

# The components of a deal's score a `breakdown` gives per side (protocol score_deal), in the order a reader
# checks them; the match points are the result's own field.
COMPONENTS = ("card_points", "last_trick", "capot", "belote", "declarations", "multiplier", "held")
COMPONENT_WORDS = {
    "card_points": "card points won in tricks",
    "last_trick": "the last trick's bonus",
    "capot": "the capot bonus",
    "belote": "the belote",
    "declarations": "the declarations",
    "match_points": "the match points",
    "multiplier": "the multiplier",
    "held": "the points held over from earlier deals",
    "scores": "the deal's scores",
}


@dataclass(frozen=True)
class Finding:
    """What one answer departs on. `rule` is a pointer of the variant (or a generic id such as a score
    component's `/scoring`), `words` says it as a player would, `candidates` are the keys of the rule changes
    that reproduce the engine's answer at the position (possibly none), `kind` what was compared (allowed:
    cards the engine allows and the reference forbids; refused: the other way; score; answer), and `cards`,
    `component`, `expected`, `got` the detail a one-line report needs."""

    rule: str
    words: str
    kind: str
    candidates: tuple[str, ...] = ()
    cards: tuple[str, ...] = ()
    component: str = ""
    expected: Any = None
    got: Any = None
    ambiguous: tuple[str, ...] = field(default=())  # other components that account for the same difference
    near: tuple[str, ...] = field(default=())  # the rules that may each be the one departed on (`rule` holds them)
    detail: str = ""  # what the engine does at this position, in words, when more is told than `words`
    each: bool = False  # the engine departs on every rule of `near` (each shown apart), not on one of them

    def line(self) -> str:
        """The finding in one line of plain text."""
        what = {
            "allowed": f"the engine allows {', '.join(self.cards)}, which {self.rule} forbids",
            "refused": f"the engine refuses {', '.join(self.cards)}, which the rules allow",
            "score": f"{COMPONENT_WORDS.get(self.component, self.component)}: expected {_short(self.expected)}, "
            f"engine {_short(self.got)}",
        }.get(self.kind, f"expected {_short(self.expected)}, engine {_short(self.got)}")
        text = f"{what} ({self.words})"
        if self.detail:
            text += f": {self.detail}"
        if self.ambiguous:
            text += f"; or {', '.join(COMPONENT_WORDS.get(c, c) for c in self.ambiguous)}"
        if self.near:
            text += f"; {'rules' if self.each else 'candidates'}: {', '.join(self.near)}"
        if self.candidates:
            text += f"; consistent: {', '.join(self.candidates[:4])}"
            if len(self.candidates) > 4:
                text += f" and {len(self.candidates) - 4} more"
        return text

    def to_json(self) -> dict[str, Any]:
        return {
            "rule": self.rule,
            "words": self.words,
            "kind": self.kind,
            "candidates": list(self.candidates),
            "cards": list(self.cards),
            "component": self.component,
            "expected": self.expected,
            "got": self.got,
            "ambiguous": list(self.ambiguous),
            "near": list(self.near),
            "detail": self.detail,
            "each": self.each,
        }


def _short(value: Any, most: int = 60) -> str:
    text = str(value)
    return text if len(text) <= most else text[: most - 1] + "…"


# --- candidates evaluated at a position -----------------------------------------------------------------

_COMPILED: dict[tuple[str, str], Rules | None] = {}


def compiled(change: RuleChange, variant: str) -> Rules | None:
    """The change's rule set, compiled once per process (None: the change does not compile)."""
    key = (variant, change.key)
    if key not in _COMPILED:
        try:
            _COMPILED[key] = change.make()
        except Exception:  # a perturbation no rule set can hold is no candidate
            _COMPILED[key] = None
    return _COMPILED[key]


def consistent(
    changes: Iterable[RuleChange], variant: str, ask: Callable[[Rules], Any], answer: Any
) -> list[RuleChange]:
    """The changes whose rules give the engine's `answer` at one position: `ask` computes the answer under a
    rule set (legal cards, a trick's winner, an accepted bid, a score: any kind); a change whose rules cannot
    answer there (an exception) does not reproduce it."""
    out = []
    for change in changes:
        rules = compiled(change, variant)
        if rules is None:
            continue
        try:
            got = ask(rules)
        except Exception:  # the position means nothing under these rules
            continue
        if got == answer:
            out.append(change)
    return out


def asking(op: str, args: Mapping[str, Any]) -> Callable[[Rules], Any]:
    """An `ask` for `consistent` from a protocol request: the reference engine serving the rule set under the
    request's variant name answers it."""
    from belote_spec.protocol.interface import ReferenceEngine

    def ask(rules: Rules) -> Any:
        engine = ReferenceEngine(rules={args["variant"]: rules})
        return getattr(engine, op)(**args)

    return ask


# --- legal cards ----------------------------------------------------------------------------------------


def condition(rules: Rules, contract: Contract, hand: int, trick: Trick, seat: int, pointer: str) -> str:
    """The facts of this turn under which the unit at `pointer` applies, in words, with who holds the trick."""
    unit = units.BY_POINTER.get(pointer)
    if unit is None or not trick:
        return ""
    p = units.Position(rules, contract, hand, trick, seat)
    facts = [f for f in unit.narrows_when if f in FACT_WORDS and getattr(p, f)]
    facts += [f for f in ("partner_holds", "opponent_holds") if f not in facts and getattr(p, f)]
    return "the player " + " and ".join(FACT_WORDS[f] for f in facts) if facts else ""


def _unit_words(pointer: str) -> str:
    unit = units.BY_POINTER.get(pointer)
    return unit.label.lower() if unit is not None else pointer


def legal_cards(
    rules: Rules,
    contract: Contract,
    hand: int,
    trick: Trick,
    seat: int,
    engine_mask: int,
    changes: Sequence[RuleChange] = (),
) -> list[Finding]:
    """Where the engine's legal set (`engine_mask`) departs from the reference's at one turn. Cards the engine
    allows and the reference forbids are grouped by the obligation unit that removes them, with the condition
    that makes it apply here; cards the engine refuses are named by the changes among `changes` whose rules
    give the engine's set here (their common rule, when they share one). Every finding lists the consistent
    changes."""
    want = legal_mask(rules, contract, hand, trick, seat)
    if want == engine_mask:
        return []
    deck = rules.deck
    variant = rules.spec["id"]
    fits = consistent(changes, variant, _legal_ask(contract, hand, trick, seat), engine_mask)
    keys = tuple(c.key for c in fits)
    out = []
    by_rule: dict[str, list[int]] = {}
    for card in deck.unmask(engine_mask & ~want):
        rule = broken_rule(rules, contract, hand, trick, seat, card) or units.OBLIGATIONS_POINTER
        by_rule.setdefault(rule, []).append(card)
    for rule, cards in by_rule.items():
        when = condition(rules, contract, hand, trick, seat, rule)
        words = _unit_words(rule) + (f", which applies as {when}" if when else "")
        out.append(Finding(rule, words, "allowed", _narrowed(keys, fits, rule), tuple(map(deck.name, cards))))
    refused = deck.unmask(want & ~engine_mask)
    if refused:
        rules_of = {c.rule for c in fits}
        rule = rules_of.pop() if len(rules_of) == 1 else units.OBLIGATIONS_POINTER
        words = fits[0].words if len({c.words for c in fits}) == 1 and fits else _unit_words(rule)
        out.append(Finding(rule, words, "refused", keys, tuple(map(deck.name, refused))))
    return out


def _narrowed(keys: tuple[str, ...], fits: Sequence[RuleChange], rule: str) -> tuple[str, ...]:
    """The consistent changes, those of `rule` (or its exemptions and conditions) first."""
    near = tuple(c.key for c in fits if c.rule == rule)
    return near + tuple(k for k in keys if k not in near)


def _legal_ask(contract: Contract, hand: int, trick: Trick, seat: int) -> Callable[[Rules], int]:
    def ask(rules: Rules) -> int:
        return legal_mask(rules, rules.contract(contract.kind, contract.trump), hand, trick, seat)

    return ask


# --- scores -----------------------------------------------------------------------------------------------


def claims_breakdown(engine: object) -> bool:
    """Whether the engine's hello lists `breakdown` in results.score_deal: only then is its breakdown compared
    (an engine that says nothing of results may give a breakdown of its own categories)."""
    results = getattr(engine, "results", None)
    return isinstance(results, dict) and "breakdown" in (results.get("score_deal") or ())


def score(
    rules: Rules,
    expected_parts: Mapping[str, Any],
    got: Mapping[str, Any],
    breakdown: bool = True,
    multiplier: int = 0,
) -> list[Finding]:
    """Which component of a deal's score differs. `expected_parts` is the reference's score_deal result with
    its `breakdown` (per side, the components); `got` the engine's; `multiplier` the deal's (0: its breakdown's,
    else 1). Where the engine claims its own breakdown (`breakdown`: see claims_breakdown), component by
    component, and the match points: a part is named only where the parts that differ account for the scores'
    difference (the points a part adds, multiplied or not); where they do not, a part that is the other's
    times the deal's multiplier names the multiplier. Otherwise the difference of the scores is matched
    against each component dropped, doubled or given to the other side (multiplied or not), and the
    multiplier: the components that account for it, the first named and the others listed as `ambiguous`.
    None accounting for it: the deal's scores, with the parts that differ (which do not account for it) as
    `ambiguous`."""
    want, have = expected_parts.get("scores") or {}, got.get("scores") or {}
    parts = _by_component(expected_parts.get("breakdown"))
    theirs = _by_component(got.get("breakdown")) if breakdown else {}
    m = multiplier or max(parts.get("multiplier", {}).values(), default=1) or 1
    out = []
    if theirs:
        for comp in COMPONENTS:
            if comp in parts and comp in theirs and parts[comp] != theirs[comp]:
                out.append(_component(rules, comp, parts[comp], theirs[comp]))
    compared = isinstance(want, Mapping) and isinstance(have, Mapping) and bool(have) and want != have
    unaccounted: tuple[str, ...] = ()
    if out and compared and not _parts_account(rules, [f.component for f in out], parts, theirs, want, have, m):
        if any(f.component != "multiplier" and _times(parts[f.component], theirs[f.component], m) for f in out):
            return [_multiplier(rules, dict(want), dict(have), f"a part the engine gives times the multiplier ×{m}")]
        unaccounted, out = tuple(f.component for f in out), []
    mp_want, mp_got = expected_parts.get("match_points"), got.get("match_points")
    only_mp = want == have or not isinstance(have, Mapping) or not have  # the scores agree, or are not given
    if isinstance(mp_want, Mapping) and isinstance(mp_got, Mapping) and dict(mp_want) != dict(mp_got) and only_mp:
        out.append(_component(rules, "match_points", dict(mp_want), dict(mp_got)))
    if out or want == have or not isinstance(have, Mapping) or not have or not isinstance(want, Mapping):
        return out
    sides = list(want)
    delta = {s: _int(have.get(s)) - _int(want[s]) for s in sides}
    fitting = [c for c in COMPONENTS if c not in ("multiplier", "held") and _accounts(parts.get(c), delta, sides, m)]
    if _scaled(want, have, sides):
        fitting.append("multiplier")
    if _accounts(parts.get("held"), delta, sides):
        fitting.append("held")
    if not fitting:
        return [
            Finding(
                "/scoring", COMPONENT_WORDS["scores"], "score", (), (), "scores", dict(want), dict(have), unaccounted
            )
        ]
    if fitting[0] == "multiplier":
        return [replace(_multiplier(rules, dict(want), dict(have), "the whole score scaled"), ambiguous=())]
    first = _component(rules, fitting[0], dict(want), dict(have))
    return [replace(first, ambiguous=tuple(fitting[1:]))]


def _times(expected: Mapping[str, int], got: Mapping[str, int], m: int) -> bool:
    """Whether a part that differs is, on every side that has it, the other's times the multiplier `m` (> 1)."""
    pairs = [(expected.get(s, 0), got.get(s, 0)) for s in set(expected) | set(got)]
    pairs = [(a, b) for a, b in pairs if a or b]
    return m > 1 and bool(pairs) and all(a and b and (b == a * m or a == b * m) for a, b in pairs)


def _parts_account(
    rules: Rules,
    comps: Sequence[str],
    parts: Mapping[str, Mapping[str, int]],
    theirs: Mapping[str, Mapping[str, int]],
    want: Mapping[str, Any],
    have: Mapping[str, Any],
    m: int,
) -> bool:
    """Whether the points the differing parts add (all sides together, multiplied by the deal's multiplier or
    not) give the scores' difference, to within what rounding the scores may move (the variant's
    /scoring/round_to multiple, per side). A part given to the other side on the outcome moves no total."""
    if "multiplier" in comps:
        return True
    moved = sum(theirs[c].get(s, 0) - parts[c].get(s, 0) for c in comps for s in set(parts[c]) | set(theirs[c]))
    total = sum(_int(have.get(s)) - _int(want.get(s)) for s in want)
    rounding = (rules.spec.get("scoring") or {}).get("round_to")
    step = rounding.get("multiple", 1) if isinstance(rounding, Mapping) else 1
    slack = (step if isinstance(step, int) and step > 1 else 0) * m * len(want)
    return any(abs(total - k * moved) <= slack for k in {1, m})


MULTIPLIER_FACTOR = "/bidding/auction/doubling/levels"  # the factor each level of doubling multiplies by
MULTIPLIED = ("/scoring/bid_contract/multiplied", "/scoring/doubled")  # what a doubled deal's factor applies to


def _present(rules: Rules, pointers: Sequence[str]) -> list[str]:
    return [p for p in pointers if has(rules.spec, p)]


def _multiplier(
    rules: Rules, expected: Any, got: Any, detail: str, factor: bool = True, scope: bool = True, each: bool = False
) -> Finding:
    """The multiplier's finding: its factor (`factor`), what it multiplies (`scope`), either, or (`each`) both.
    One rule of the variant's for them is named; several are named where they meet, or not at all (the root),
    with their list."""
    near = _present(rules, [MULTIPLIER_FACTOR] if factor else []) + _present(rules, MULTIPLIED if scope else ())[:1]
    rule = near[0] if len(near) == 1 else meet(near) if near else "/scoring"
    what = (
        "what it multiplies and its factor"
        if factor and scope and each
        else "its factor"
        if factor and not scope
        else "what it multiplies"
        if scope and not factor
        else ""
    )
    words = f"{COMPONENT_WORDS['multiplier']}{f' ({what})' if what else ''}"
    return Finding(
        rule,
        words,
        "score",
        (),
        (),
        "multiplier",
        expected,
        got,
        near=tuple(near) if len(near) > 1 else (),
        detail=detail,
        each=each and len(near) > 1,
    )


def by_multiplier(
    rules: Rules, levels: Sequence[int], reference: Sequence[Mapping[str, Any]], engine: Sequence[Mapping[str, Any]]
) -> Finding | None:
    """The multiplier's part in a score's difference, from the same deal scored at each level of doubling
    (`levels`, 1 first; `reference` and `engine` the scores per level). Where the reference's scores lie on a
    line in the level (an unmultiplied part plus a multiplied one times the level), the engine's line through
    its first two levels tells what it multiplies (neither part the reference's), and its further levels the
    factor it multiplies by (the level its points there are on the line at). A departure unmultiplied alone is
    not the multiplier's (None)."""
    if len(levels) < 3 or len(reference) != len(levels) or len(engine) != len(levels):
        return None
    factor, scope, told = False, False, []
    for s in reference[0]:
        r = [_int(x.get(s)) for x in reference]
        e = [_int(x.get(s)) if isinstance(x, Mapping) else 0 for x in engine]
        if r == e:
            continue
        rb = Fraction(r[1] - r[0], levels[1] - 1)
        ra = r[0] - rb
        if any(ra + rb * k != x for k, x in zip(levels, r, strict=True)):
            return None  # the reference itself is no line in the level (a doubled deal scored otherwise)
        eb = Fraction(e[1] - e[0], levels[1] - 1)
        ea = e[0] - eb
        side = []
        if ea != ra and eb != rb:
            scope = True
            side.append(f"the engine multiplies {_num(eb)} of its {e[0]} points (the reference {_num(rb)} of {r[0]})")
        for k, x in zip(levels[2:], e[2:], strict=True):
            if eb and ea + eb * k != x:
                factor = True
                side.append(f"by {_num((x - ea) / eb)} where the reference multiplies by {k}")
        if e[0] != r[0]:
            side.append(f"undoubled it scores {e[0]}, the reference {r[0]}")
        told.append(f"{s}: {', '.join(side)}")
    if not (factor or scope):
        return None
    detail = "; ".join(told)
    return _multiplier(rules, dict(reference[-1]), dict(engine[-1]), detail, factor, scope, factor and scope)


def _num(x: Fraction) -> str:
    return str(x.numerator) if x.denominator == 1 else f"{float(x):.2f}"


def _int(value: Any) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) else 0


def _by_component(breakdown: Any) -> dict[str, dict[str, int]]:
    """A breakdown (per side, the components) turned round: per component, each side's value."""
    out: dict[str, dict[str, int]] = {}
    if not isinstance(breakdown, Mapping):
        return out
    for side, values in breakdown.items():
        if isinstance(values, Mapping):
            for comp, v in values.items():
                if comp in COMPONENTS:
                    out.setdefault(comp, {})[side] = _int(v)
    return out


def _accounts(values: Any, delta: Mapping[str, int], sides: Sequence[str], m: int = 1) -> bool:
    """Whether a per-side component, dropped, doubled or given to the other side (multiplied by the deal's
    multiplier `m` or not), gives the scores' difference."""
    if not isinstance(values, Mapping) or not any(values.get(s, 0) for s in sides):
        return False
    v = {s: int(values.get(s, 0)) for s in sides}
    total = sum(v.values())
    tries = [{s: -v[s] for s in sides}, {s: v[s] for s in sides}]
    if len(sides) == 2:
        tries.append({s: total - 2 * v[s] for s in sides})  # each side scored the other's
    return any(all(t[s] * k == delta[s] for s in sides) for t in tries for k in {1, m})


def _scaled(want: Mapping[str, int], have: Mapping[str, Any], sides: Sequence[str]) -> bool:
    """Whether one side's scores are the other's times a whole factor (a multiplier applied or left out)."""
    pairs = [(int(want[s]), int(have.get(s, 0))) for s in sides]
    if not any(a for a, _ in pairs) or not any(b for _, b in pairs):
        return False
    return any(all(b == a * k for a, b in pairs) or all(a == b * k for a, b in pairs) for k in (2, 3, 4))


SCORING_POINTERS = {
    "card_points": "/contracts",
    "last_trick": "/scoring/last_trick",
    "capot": "/scoring/capot",
    "belote": "/belote",
    "declarations": "/declarations",
    "match_points": "/scoring/match_points",
    "multiplier": "/scoring/doubled",
    "held": "/scoring/tie",
}


def _component(rules: Rules, comp: str, expected: Any, got: Any) -> Finding:
    """A score component's finding: the variant's own node for it where it has one."""
    pointer = SCORING_POINTERS.get(comp, "/scoring")
    node: Any = rules.spec
    for t in tokens(pointer):
        node = node.get(t) if isinstance(node, Mapping) else None
    rule = pointer if node is not None else "/scoring"
    return Finding(rule, COMPONENT_WORDS[comp], "score", (), (), comp, expected, got)
