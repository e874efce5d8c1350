"""The fault operators: every mistake the catalog of real engines (spec/faults/) shows, as a mutant of the
reference engine wherever it binds. `belote-spec mutants --faults` plays each against its variant's scenarios.

A fault is named `OPERATOR@RULE` within its variant; `faulty_rules` rebuilds it from that name alone, which
is how worker processes get it."""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING

from belote_spec.changes.faults import dealing, declarations, legality, obligations, scoring
from belote_spec.changes.faults.model import FAMILIES, Operator, Site

if TYPE_CHECKING:
    from belote_spec.engine.rules import Rules
    from belote_spec.protocol.interface import ReferenceEngine

OPERATORS: tuple[Operator, ...] = (
    *obligations.OPERATORS,
    *legality.OPERATORS,
    *scoring.OPERATORS,
    *declarations.OPERATORS,
    *dealing.OPERATORS,
)
BY_ID: dict[str, Operator] = {o.id: o for o in OPERATORS}

__all__ = ["BY_ID", "FAMILIES", "OPERATORS", "Operator", "Site", "fault_engine", "faulty_rules", "key", "sites"]


def _fresh(variant: str) -> Rules:
    from belote_spec.engine.rules import Rules
    from belote_spec.spec.loader import load_variant

    return Rules(load_variant(variant))


@cache
def sites(variant: str) -> tuple[tuple[Operator, Site], ...]:
    """Every (operator, site) that binds in `variant`, in the registry's order; a fault's key is unique."""
    rules = _fresh(variant)
    out = [(o, s) for o in OPERATORS for s in o.sites(rules)]
    keys = [f"{o.id}@{s.rule}" for o, s in out]
    dup = sorted({k for k in keys if keys.count(k) > 1})
    assert not dup, f"two sites of one operator break the same rule in {variant}: {dup}"
    return tuple(out)


def key(operator: Operator, site: Site) -> str:
    return f"{operator.id}@{site.rule}"


def faulty_rules(variant: str, fault: str) -> Rules:
    """The compiled rules of `variant` with the fault named `OPERATOR@RULE` in them (KeyError: no such fault)."""
    found = next((s for o, s in sites(variant) if key(o, s) == fault), None)
    if found is None:
        raise KeyError(f"no fault {fault} binds in {variant}")
    rules = _fresh(variant)
    found.apply(rules)
    return rules


def fault_engine(variant: str, fault: str) -> ReferenceEngine:
    """The reference engine with one fault, serving `variant` (by its id and aliases); every other variant
    as shipped."""
    from belote_spec.protocol.interface import ReferenceEngine

    rules = faulty_rules(variant, fault)
    return ReferenceEngine(rules={n: rules for n in [rules.spec["id"], *rules.spec.get("aliases", [])]})
