"""The rule changes a diagnosis may name, of both kinds: a value of the variant's data changed (a perturbation,
changes/perturb.py) and a mistake real engines make in code (a fault operator, changes/faults). Each is a
candidate cause with its rule, its words and the rule set that makes it, so a root-cause search can play
either kind the same way."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from functools import partial
from typing import Any

from belote_spec.engine.rules import Rules


@dataclass(frozen=True)
class RuleChange:
    """One candidate: `key` names it (pointer=value, or OPERATOR@RULE), `rule` is the pointer it changes,
    `words` says it as a player would, `kind` is "value" or "fault"; `make` compiles the rule set with it."""

    key: str
    rule: str
    words: str
    kind: str
    how: str  # a perturbation's how (flipped, enum ...), a fault's family
    make: Callable[[], Rules] = field(compare=False, repr=False)
    was: Any = field(default=None, compare=False)  # a value change's: the variant's value and the changed one
    value: Any = field(default=None, compare=False)


def rule_changes(
    variant: str, others: Mapping[str, dict[str, Any]] | None = None, extra: bool = True
) -> list[RuleChange]:
    """Every candidate change of `variant`: its single-value perturbations (against `others`, the other
    variants' values), then every fault operator that binds in it."""
    from belote_spec.changes import faults
    from belote_spec.changes.perturb import describe, perturbations
    from belote_spec.spec.loader import load_variant

    spec = load_variant(variant)
    out = [
        RuleChange(p.key, p.pointer, describe(p.pointer), "value", p.how, partial(Rules, p.spec), p.was, p.value)
        for p in perturbations(spec, others or {}, extra=extra)
    ]
    for op, site in faults.sites(variant):
        key = faults.key(op, site)
        out.append(
            RuleChange(key, site.rule, site.words, "fault", op.family, partial(faults.faulty_rules, variant, key))
        )
    return out
