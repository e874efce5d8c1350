"""Which rule identify names for a change it chose: never a guess among changes that fit alike.

A change that explains disagreements is not yet the engine's rule. Several changes can fit the same
positions equally (a capot scored 162: the capot bonus 0, or a deal that gives no capot at all); another
variant's whole object changes parts no position tested; a number read off the answers reproduces the
positions it was read from by construction. So the search's choice is named as root causes name theirs
(diagnose/causes.py, `_name_by_shape`): equal fits at the rule that holds them all, with those rules as
`near` and no value, the ones whose rule the positions' operation is about preferred; a whole object by
the parts it needs (core.Fitted says when a fitted number is named).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from belote_spec.base.pointer import get, has, join, within
from belote_spec.changes.perturb import REMOVED, Perturbation, canonical, strip_docs
from belote_spec.diagnose import attribution
from belote_spec.diagnose.identify.positions import Answer, Position
from belote_spec.engine.rules import Rules


class Leaf(Perturbation):
    """One part of another variant's whole object (`block`, its key) that the engine's answers need."""

    def __init__(self, pointer: str, was: Any, value: Any, spec: dict[str, Any], block: str) -> None:
        super().__init__(pointer, was, value, _how(was, value), spec)
        object.__setattr__(self, "block", block)

    block: str


def _how(was: Any, value: Any) -> str:
    if was is REMOVED:
        return "added"
    if value is REMOVED:
        return "removed"
    if isinstance(was, bool) and isinstance(value, bool):
        return "flipped"
    return "other-variant"


def leaves(pointer: str, was: Any, value: Any) -> list[tuple[str, Any, Any]]:
    """Where two values of one rule differ, part by part: (pointer, old, new), REMOVED where a part is absent.
    Objects are compared key by key, lists of objects of one length item by item; anything else is one part.
    Documentation (cites, notes) is no part."""
    was, value = strip_docs(was), strip_docs(value)
    if isinstance(was, dict) and isinstance(value, dict):
        out = []
        for k in sorted(set(was) | set(value)):
            if k not in value:
                out.append((join(pointer, k), was[k], REMOVED))
            elif k not in was:
                out.append((join(pointer, k), REMOVED, value[k]))
            else:
                out += leaves(join(pointer, k), was[k], value[k])
        return out
    if (
        isinstance(was, list)
        and isinstance(value, list)
        and len(was) == len(value)
        and any(isinstance(x, dict) for x in was)
    ):
        return [p for i, (x, y) in enumerate(zip(was, value, strict=True)) for p in leaves(join(pointer, i), x, y)]
    return [] if canonical(was) == canonical(value) else [(pointer, was, value)]


def is_block(model: dict[str, Any], q: Perturbation) -> bool:
    """Whether the change puts a whole object in place of another (several parts may differ)."""
    return has(model, q.pointer) and isinstance(get(model, q.pointer), dict) and isinstance(q.value, dict)


def variant_value(spec: dict[str, Any], pointer: str) -> Any:
    return strip_docs(get(spec, pointer)) if has(spec, pointer) else REMOVED


def restating_dropped(group: Sequence[Perturbation]) -> list[Perturbation]:
    """The changes, less the whole objects that hold another of them (an enclosing object restating a part; a
    rule taken out whole is no restatement)."""

    def restates(q: Perturbation) -> bool:
        return isinstance(q.value, dict) and any(o.pointer != q.pointer and within(o.pointer, q.pointer) for o in group)

    return [q for q in group if not restates(q)]


def about(rules: Rules, position: Position, got: Answer, alias: str) -> set[str]:
    """The rules a disagreement at this position is about, where its operation says: for a deal's score, the
    rule of each score component that accounts for the difference (attribution.score: a capot scored 162 is
    about `/scoring/capot`, whatever else could deny the capot). Empty where that is not known."""
    if position.op != "score_deal" or got.kind != "result" or not isinstance(got.value, Mapping):
        return set()
    from belote_spec.protocol.interface import ReferenceEngine

    try:
        want = ReferenceEngine(rules={alias: rules}).score_deal(variant=alias, **position.args)
    except Exception:  # a deal these rules cannot score says nothing of what it is about
        return set()
    out: set[str] = set()
    for f in attribution.score(rules, want, got.value, breakdown=False):
        if f.component == "scores":
            continue  # no component accounts for it
        out.add(f.rule)
        out.update(attribution.SCORING_POINTERS.get(c, "/scoring") for c in f.ambiguous)
    return out


def preferred(group: Sequence[Perturbation], abouts: Sequence[set[str]]) -> list[Perturbation]:
    """Among changes that fit alike, those whose rule is what every disagreement it fits is about (where that
    is known); all of them when none is, or when that tells none apart."""
    known = [a for a in abouts if a]
    if not known:
        return list(group)
    mine = [q for q in group if all(any(within(q.pointer, r) for r in a) for a in known)]
    return mine if mine and len(mine) < len(group) else list(group)
