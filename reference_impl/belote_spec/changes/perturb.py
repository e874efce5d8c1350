"""Single-parameter perturbations of a variant's resolved spec, generated from the data alone.

A perturbation changes one rule value: a boolean flipped, an enum value swapped for another the schema
allows, a number or list taken from another shipped variant (or nudged), an optional rule removed or
borrowed from another variant. `identify` plays them to say which rule parameter an engine departs on,
the root-cause search to say which change makes the reference fail as an engine did, and
`belote-spec mutants --perturbations` to find the rules no scenario pins; the schema supplies the words
describing each parameter.
"""

from __future__ import annotations

import functools
import json
from collections import OrderedDict
from collections.abc import Callable, Collection, Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

from belote_spec.base import pointer as pointers
from belote_spec.engine.rules import Rules
from belote_spec.spec import schema as variant_schema
from belote_spec.spec import semantics
from belote_spec.spec.variant_keys import DOCUMENTATION_KEYS, strip_annotations

# The value of a perturbation that takes an optional rule out.
REMOVED: Any = pointers.REMOVED


@dataclass(frozen=True)
class Perturbation:
    """One rule value changed: `pointer` into the resolved spec, `value` (or REMOVED) in place of `was`."""

    pointer: str
    was: Any
    value: Any
    how: str  # flipped, enum, other-variant, nudged, reversed, swapped, shortened, removed, added
    spec: dict[str, Any] = field(compare=False, repr=False)

    @cached_property
    def key(self) -> str:
        """The change as text, computed once (identify looks every change up at every step)."""
        return f"{self.pointer}={canonical(self.value)}"


def canonical(value: Any) -> str:
    """A stable text of a rule value (documentation left out), to compare and dedupe values."""
    if value is REMOVED:
        return "(absent)"
    return json.dumps(strip_docs(value), sort_keys=True, ensure_ascii=False)


def strip_docs(value: Any) -> Any:
    return strip_annotations(value, DOCUMENTATION_KEYS)


def rule_spec(spec: dict[str, Any]) -> dict[str, Any]:
    """The spec without its documentation (which no engine reads), cheaper to copy; it keeps its id."""
    return {"id": spec["id"], **strip_docs(spec)}


# -- the schema --------------------------------------------------------------------------------------


def describe(pointer: str) -> str:
    """The schema's description of a rule parameter, with its parent's when the leaf says little."""
    words = [n["description"] for n in variant_schema.nodes(pointer) if isinstance(n.get("description"), str)]
    text = words[0] if words else ""
    parent = pointers.parent(pointer)
    if parent and len(text) < 40:
        above = [n["description"] for n in variant_schema.nodes(parent) if isinstance(n.get("description"), str)]
        if above and above[0] != text:
            text = f"{above[0]} {text}".strip()
    return text


def enum_values(pointer: str) -> list[Any]:
    out: list[Any] = []
    for n in variant_schema.nodes(pointer):
        for v in [*n.get("enum", ()), *([n["const"]] if "const" in n else [])]:
            if v not in out:
                out.append(v)
    return out


def _required(pointer: str) -> bool:
    parent, key = pointers.parent(pointer), pointers.last(pointer)
    return any(key in n.get("required", ()) for n in variant_schema.nodes(parent))


def _minimum(pointer: str) -> int | None:
    found = [n["minimum"] for n in variant_schema.nodes(pointer) if isinstance(n.get("minimum"), int)]
    return max(found) if found else None


def _unique(pointer: str) -> bool:
    """A list of distinct options (a set written as a list), as opposed to an order or a table."""
    return any(n.get("uniqueItems") is True for n in variant_schema.nodes(pointer))


def _min_items(pointer: str) -> int:
    return max([n["minItems"] for n in variant_schema.nodes(pointer) if isinstance(n.get("minItems"), int)] or [0])


# -- pointers (the project's one pointer module; re-exported, as callers read them here) -----------------
# with_value: a copy of a spec with the value at a pointer replaced, added or (REMOVED) taken out.
get, has, with_value = pointers.get, pointers.has, pointers.with_value


def keeps_shape(pointer: str, was: Any, value: Any) -> bool:
    """Whether a change keeps the kind of value the schema has at `pointer`: a rule object never becomes a
    plain value (the whole `/dealing` replaced by "left_of_dealer" is no rule set, whatever the engine
    makes of it), unless the schema allows a plain value there."""
    if not isinstance(was, dict) or isinstance(value, dict) or value is REMOVED:
        return True
    return any(
        n.get("type") in ("string", "integer", "boolean", "array") or "enum" in n or "const" in n
        for n in variant_schema.nodes(pointer)
    )


RECENT = 256  # rule sets whose compiled rules are kept (`compiled`): a search plays a trial just after making it


_RECENT: OrderedDict[int, tuple[dict[str, Any], Rules]] = OrderedDict()


def compiled(spec: dict[str, Any]) -> Rules:
    """The rules of a rule set, compiled once while it is among the RECENT last asked for (by the object, which the
    entry keeps alive, so its id names no other): `applied` compiles a trial to check it, and the search then plays
    that very object; the Rules keep the contracts compiled on the way."""
    key = id(spec)
    hit = _RECENT.get(key)
    if hit is not None and hit[0] is spec:
        _RECENT.move_to_end(key)
        return hit[1]
    rules = Rules(spec)
    _RECENT[key] = (spec, rules)
    if len(_RECENT) > RECENT:
        _RECENT.popitem(last=False)
    return rules


def applied(model: dict[str, Any], q: Perturbation) -> dict[str, Any] | None:
    """The model with one more change, or None when the two do not make a rule set together."""
    if has(model, q.pointer) and not keeps_shape(q.pointer, get(model, q.pointer), q.value):
        return None
    try:
        trial = with_value(model, q.pointer, q.value)
        compiled(trial)
    except Exception:  # a combination the engine cannot compile is no rule set at all
        return None
    return trial


def with_changes(spec: dict[str, Any], chosen: Iterable[Perturbation]) -> dict[str, Any]:
    """The variant with these changes applied (each was checked to compile with those before it)."""
    out = spec
    for q in chosen:
        out = with_value(out, q.pointer, q.value)
    return out


def borne_out(agree: int, asked: int, neither: int = 0) -> bool:
    """The rule identify and the root-cause search judge a change by, on the positions that tell it apart:
    it stands when the engine answers as it predicts on at least two thirds of those where it answers as
    the change or as the variant (`asked`), or when no position tells it apart. A bare majority is not
    enough: another departure can agree with a wrong change by chance on half of them. Answers that are
    neither reading (`neither`) decide nothing, unless every answer is such: then the engine departs where
    the rule matters, but not this way."""
    if asked == 0:
        return neither == 0
    return 3 * agree >= 2 * asked


def _flat(value: Any) -> bool:
    """A list of plain values, or an object whose rule values are all plain or lists of plain values."""
    if isinstance(value, list):
        return all(not isinstance(v, dict | list) for v in value)
    if isinstance(value, dict):
        return all(
            not isinstance(v, dict) and (not isinstance(v, list) or _flat(v))
            for k, v in value.items()
            if k not in DOCUMENTATION_KEYS
        )
    return True


def rule_nodes(spec: Any, pointer: str = "") -> Iterator[tuple[str, Any]]:
    """Every rule value below the root (documentation left out): objects, lists and plain values."""
    if isinstance(spec, dict):
        for k, v in spec.items():
            if k in DOCUMENTATION_KEYS:
                continue
            here = pointers.join(pointer, k)
            yield here, v
            yield from rule_nodes(v, here)
    elif isinstance(spec, list) and any(isinstance(v, dict) for v in spec):
        for i, v in enumerate(spec):
            here = pointers.join(pointer, i)
            yield here, v
            yield from rule_nodes(v, here)


def numeric_pointers(spec: dict[str, Any]) -> list[str]:
    """Where a variant sets a number."""
    return [p for p, v in rule_nodes(rule_spec(spec)) if isinstance(v, int) and not isinstance(v, bool)]


# -- the perturbations ------------------------------------------------------------------------------
# Amounts a number is nudged by when identify chooses and explains positions: a rule number moved by 2
# (a failed contract giving 162, not 160) can hide behind a rounding that a move by 1 shows through, and
# the other way round; each needs positions of its own where the number shows.
SMALL_NUDGES = (1, 2)


def _candidates(
    spec: dict[str, Any],
    others: Mapping[str, dict[str, Any]],
    extra: bool,
    nudges: Iterable[int] = (1,),
    kept: Callable[[str], bool] | None = None,
) -> Iterator[tuple[str, Any, str]]:
    """The changes of each rule value, each at the value's own pointer; with `kept`, only at the pointers it keeps
    (the others are not worked out: a list of numbers nudged item by item runs the meaning checks on each)."""
    nodes = dict(rule_nodes(spec))
    for pointer, value in nodes.items():
        if kept is not None and not kept(pointer):
            continue
        if isinstance(value, bool):
            yield pointer, not value, "flipped"
        for alt in enum_values(pointer):
            if type(alt) is type(value) and alt != value:
                yield pointer, alt, "enum"
        if _flat(value) or (extra and isinstance(value, dict)):
            # A whole rule object from another variant (a declarations table with its switch on) only
            # when explaining: a departure that takes several values at once, none of which shows alone.
            for other in others.values():
                if has(other, pointer) and canonical(get(other, pointer)) != canonical(value):
                    yield pointer, get(other, pointer), "other-variant"
        if isinstance(value, int) and not isinstance(value, bool):
            yield from _nudged_number(pointer, value, extra, nudges)
        if isinstance(value, list) and len(value) > 1 and _flat(value):
            yield from _reordered(pointer, value, extra)
        if extra and _numbers(value):
            yield from _nudged_items(spec, pointer, value, nudges)
        parent = get(spec, pointers.parent(pointer))
        if (isinstance(parent, list) and len(parent) > 1) or (isinstance(parent, dict) and not _required(pointer)):
            yield pointer, REMOVED, "removed"
    yield from (c for c in _added(spec, nodes, others) if kept is None or kept(c[0]))


def _nudged_number(pointer: str, value: int, extra: bool, nudges: Iterable[int]) -> Iterator[tuple[str, Any, str]]:
    """A number moved by each nudge both ways, not below the schema's minimum; doubled and halved too when
    explaining."""
    low = _minimum(pointer)
    steps = [value + sign * d for d in nudges for sign in (1, -1)]
    if extra:
        steps += [value * 2, *([value // 2] if value % 2 == 0 else [])]
    for v in steps:
        if v != value and (low is None or v >= low):
            yield pointer, v, "nudged"


def _reordered(pointer: str, value: list[Any], extra: bool) -> Iterator[tuple[str, Any, str]]:
    """A list of plain values with one item left out (where its items are a set, or when explaining), and
    when explaining reversed and with each pair of neighbours swapped."""
    unique = _unique(pointer)
    if (unique or extra) and len(value) > _min_items(pointer):
        for i in range(len(value)):
            yield pointer, value[:i] + value[i + 1 :], "shortened"
    if extra:
        yield pointer, value[::-1], "reversed"
        for i in range(len(value) - 1):
            yield pointer, [*value[:i], value[i + 1], value[i], *value[i + 2 :]], "swapped"


def _added(
    spec: dict[str, Any], nodes: dict[str, Any], others: Mapping[str, dict[str, Any]]
) -> Iterator[tuple[str, Any, str]]:
    """An optional rule another variant has, where this one has its parent."""
    for other in others.values():
        for pointer, value in rule_nodes(other):
            parent = pointers.parent(pointer)
            if (
                pointer not in nodes
                and (not parent or parent in nodes)
                and isinstance(get(spec, parent), dict)
                and not _required(pointer)
            ):
                yield pointer, value, "added"


def _item_nodes(pointer: str) -> list[dict[str, Any]]:
    items = [n["items"] for n in variant_schema.nodes(pointer) if isinstance(n.get("items"), dict)]
    return [i for item in items for i in variant_schema.alternatives(item)]


def _numbers(value: Any) -> bool:
    """A non-empty list of plain numbers (the doubling levels, a dealing plan, a points table)."""
    return (
        isinstance(value, list) and bool(value) and all(isinstance(v, int) and not isinstance(v, bool) for v in value)
    )


def _nudged_items(
    spec: dict[str, Any], pointer: str, value: list[int], nudges: Iterable[int]
) -> Iterator[tuple[str, Any, str]]:
    """Each number of a list of numbers nudged alone to its neighbours, within the schema's bounds for an
    item: colver's surcoinche multiplies by 3 where coinche's `doubling/levels` say [2, 4]: one change
    of this kind, where the other kinds take two. Only where the variant still means something: a
    points table must keep its deal's total (moved_points moves a point between two cards instead) and
    a dealing plan must still deal the whole deck, so a number of those moved alone is no rule set."""
    items = _item_nodes(pointer)
    lows = [n["minimum"] for n in items if isinstance(n.get("minimum"), int)]
    highs = [n["maximum"] for n in items if isinstance(n.get("maximum"), int)]
    for i, number in enumerate(value):
        for d in nudges:
            for v in (number + d, number - d):
                if (lows and v < max(lows)) or (highs and v > min(highs)):
                    continue
                moved = [*value[:i], v, *value[i + 1 :]]
                # The meaning checks read the sources the citations name; the rule spec has none left.
                if not semantics.check({**with_value(spec, pointer, moved), "sources": {}}):
                    yield pointer, moved, "nudged"


def _split(nodes: dict[str, Any]) -> Iterator[tuple[str, Any, str]]:
    """Each list of card counts dealt one card at a time, where the schema allows a count of 1."""
    for pointer, value in nodes.items():
        if not (
            isinstance(value, list) and value and all(isinstance(v, int) and not isinstance(v, bool) for v in value)
        ):
            continue
        lows = [low for i in _item_nodes(pointer) if isinstance(low := i.get("minimum"), int)]
        if lows and max(lows) == 1 and any(v > 1 for v in value):
            yield pointer, [1] * sum(value), "split"


def _other_options(nodes: dict[str, Any]) -> Iterator[tuple[str, Any, str]]:
    """Each option of a set of options swapped for another the schema allows."""
    for pointer, value in nodes.items():
        if isinstance(value, list) and value and _flat(value) and _unique(pointer):
            allowed = [a for i in _item_nodes(pointer) for a in i.get("enum", ())]
            for k in range(len(value)):
                for alt in allowed:
                    if alt not in value and type(alt) is type(value[k]):
                        yield pointer, [*value[:k], alt, *value[k + 1 :]], "option"


def _unset_numbers(key: str, kinds: list[dict[str, Any]], every: list[dict[str, Any]], numbers: list[int]) -> list[int]:
    """The numbers an unset number rule is tried with: the values the same key has in the shipped variants,
    else the variant's own numbers; either within the schema's range."""
    same = sorted(
        {
            v
            for o in every
            for p, v in rule_nodes(o)
            if pointers.last(p) == key and isinstance(v, int) and not isinstance(v, bool)
        }
    )
    low = max(
        [n["minimum"] for n in kinds if isinstance(n.get("minimum"), int)] or [None],
        key=lambda x: -1 if x is None else x,
    )
    high = min(
        [n["maximum"] for n in kinds if isinstance(n.get("maximum"), int)] or [None],
        key=lambda x: float("inf") if x is None else x,
    )
    return [v for v in same or numbers if (low is None or v >= low) and (high is None or v <= high)]


def _searched(spec: dict[str, Any], others: Mapping[str, dict[str, Any]]) -> Iterator[tuple[str, Any, str]]:
    """Changes only the root-cause search tries, each read off the schema: a list of card counts dealt
    one card at a time ("split": belote-cli deals its first five cards so); one option of a set of
    options swapped for another the schema allows ("enum": round 2 offering the other suits, and still
    No and All Trumps); and an optional rule no shipped variant sets ("unset": colver's highest bid),
    with its schema default, each enum value, both booleans, or a number: the values the same key has
    elsewhere in the shipped variants, else the variant's own numbers within the schema's range."""
    nodes = dict(rule_nodes(spec))
    every = [spec, *others.values()]
    yield from _split(nodes)
    yield from _other_options(nodes)
    numbers = sorted({v for _, v in rule_nodes(spec) if isinstance(v, int) and not isinstance(v, bool)})
    for pointer, value in [("", spec), *nodes.items()]:
        if not isinstance(value, dict):
            continue
        props: dict[str, Any] = {}
        for n in variant_schema.nodes(pointer):
            props.update(n.get("properties", {}))
        for key in props:
            here = pointers.join(pointer, key)
            if key in value or key in DOCUMENTATION_KEYS or _required(here) or any(has(o, here) for o in every):
                continue
            kinds = variant_schema.nodes(here)
            types = {t for n in kinds for t in (n["type"] if isinstance(n.get("type"), list) else [n.get("type")])}
            values: list[Any] = [n["default"] for n in kinds if "default" in n]
            values += [v for v in enum_values(here) if not isinstance(v, dict | list)]
            if "boolean" in types:
                values += [True, False]
            if "integer" in types:
                values += _unset_numbers(key, kinds, every, numbers)
            for v in dict.fromkeys(json.dumps(v) for v in values):
                yield here, json.loads(v), "unset"


def perturbations(
    spec: dict[str, Any],
    others: Mapping[str, dict[str, Any]],
    extra: bool = False,
    nudges: Iterable[int] = (1,),
    dropped: list[tuple[str, Any, str]] | None = None,
    search: bool = False,
    under: Collection[str] | None = None,
) -> list[Perturbation]:
    """The single-parameter perturbations of `spec` that still compile, each once, in a stable order.

    `others` are the other shipped variants (their values at the same pointers are candidates).
    `extra` adds the many that are tried only when explaining a departure: orders and tables
    reversed, shortened or with two neighbours swapped, numbers doubled or halved, whole rule objects
    taken from another variant. `nudges` are the amounts each number is moved by, up and down.
    `dropped`, when given, collects the candidates the engine cannot compile (no rule set at all).
    `search` adds the changes only the root-cause search tries (`_searched`).
    `under`, when given, keeps only the changes at or under one of these rules (the others are not compiled).
    """
    spec = rule_spec(spec)
    others = {name: rule_spec(o) for name, o in others.items()}
    said: dict[tuple[int, str], tuple[Any, str]] = {}
    seen: dict[str, int] = {_said(spec, "", said): -1}  # resulting spec -> its place in `out`
    out: list[Perturbation] = []

    def kept(pointer: str) -> bool:
        return any(pointers.within(pointer, rule) for rule in under or ())

    generated: Iterable[tuple[str, Any, str]] = _candidates(
        spec, others, extra, tuple(nudges), None if under is None else kept
    )
    if search:
        generated = [*generated, *(c for c in _searched(spec, others) if under is None or kept(c[0]))]
    for pointer, value, how in generated:
        changed = with_value(spec, pointer, value)
        text = _said(changed, "", said)
        place = seen.get(text)
        if place is not None and (
            place < 0 or len(pointers.tokens(out[place].pointer)) >= len(pointers.tokens(pointer))
        ):
            continue  # the same rule set again: the most specific pointer names it
        try:
            Rules(changed)
        except Exception:  # a combination the engine cannot compile is no rule set at all
            if dropped is not None:
                dropped.append((pointer, value, how))
            continue
        was = get(spec, pointer) if has(spec, pointer) else REMOVED
        found = Perturbation(pointer, was, value, how, changed)
        if place is None:
            seen[text] = len(out)
            out.append(found)
        else:
            out[place] = found
    return out


def _said(spec: Any, pointer: str = "", memo: dict[tuple[int, str], tuple[Any, str]] | None = None) -> str:
    """The canonical text of `spec` without the values that say what leaving them out says (the schema's
    defaults): a change that only writes out a default, or takes one away, is no change of rule.

    A perturbed spec shares every object off its changed path with the spec it came from (`with_value`), so
    `memo`, kept across the candidates of one spec, gives each shared object's text without walking it again.
    The text is the one `canonical` gives the same value (json.dumps with sorted keys), built from its parts."""
    if memo is None:
        memo = {}
    key = (id(spec), pointer)
    found = memo.get(key)
    if found is not None and found[0] is spec:
        return found[1]
    if isinstance(spec, dict):
        parts = []
        for k, v in sorted(spec.items(), key=lambda item: item[0]):
            if k in DOCUMENTATION_KEYS:
                continue
            here, name, default = _child(pointer, k)
            if default is not None and canonical(v) == default:
                continue
            known = memo.get((id(v), here))
            parts.append(f"{name}: {known[1] if known is not None and known[0] is v else _said(v, here, memo)}")
        text = "{" + ", ".join(parts) + "}"
    elif isinstance(spec, list) and any(isinstance(v, dict) for v in spec):
        text = "[" + ", ".join(_said(v, _child(pointer, i)[0], memo) for i, v in enumerate(spec)) + "]"
    else:
        text = canonical(spec)
    memo[key] = (spec, text)  # the object itself is kept, so that its id is not reused by another
    return text


_NO_DEFAULT = object()


@functools.cache
def _child(pointer: str, key: object) -> tuple[str, str, str | None]:
    """A child's pointer, its key as canonical JSON writes it, and the schema's default there (`_default_at`)."""
    here = pointers.join(pointer, key)
    name = key if isinstance(key, str) else json.dumps(key)
    return here, json.dumps(name, ensure_ascii=False), _default_at(here)


@functools.cache
def _default_at(pointer: str) -> str | None:
    """The schema's default at `pointer`, as canonical JSON (None: it has none)."""
    found = variant_schema.default(pointer, _NO_DEFAULT)
    return None if found is _NO_DEFAULT else canonical(found)


def moved_points(spec: dict[str, Any]) -> list[Perturbation]:
    """A point moved from one card of a points table to its neighbour, the table's total kept: a single
    card's points cannot change alone, since the deal's total must still add up (the meaning checks)."""
    spec = rule_spec(spec)
    out = []
    for pointer, table in rule_nodes(spec):
        points = table.get("points") if isinstance(table, dict) else None
        if not (
            isinstance(points, list)
            and isinstance(table.get("ranks"), list)
            and len(points) > 1
            and all(isinstance(p, int) and not isinstance(p, bool) for p in points)
        ):
            continue
        for i in range(len(points) - 1):
            for give, take in ((i, i + 1), (i + 1, i)):
                if points[take] < 1:
                    continue
                moved = list(points)
                moved[give] += 1
                moved[take] -= 1
                changed = with_value(spec, f"{pointer}/points", moved)
                try:
                    Rules(changed)
                except Exception:  # a combination the engine cannot compile is no rule set at all
                    continue
                out.append(Perturbation(f"{pointer}/points", points, moved, "moved", changed))
    return out


def moved_numbers(spec: dict[str, Any], moves: Iterable[int]) -> list[Perturbation]:
    """Each number of the variant moved by each of `moves` (differences seen in an engine's answers),
    where the result still compiles."""
    spec = rule_spec(spec)
    out = []
    for pointer in numeric_pointers(spec):
        value, low = get(spec, pointer), _minimum(pointer)
        for d in moves:
            if d and (low is None or value + d >= low):
                changed = with_value(spec, pointer, value + d)
                try:
                    Rules(changed)
                except Exception:  # a combination the engine cannot compile is no rule set at all
                    continue
                out.append(Perturbation(pointer, value, value + d, "nudged", changed))
    return out
