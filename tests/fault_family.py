"""Helpers the fault family tests share: where a family's operators bind, and a variant's scenarios played in
process against an engine."""

from __future__ import annotations

from functools import cache
from typing import Any

from belote_spec.base import pointer
from belote_spec.changes import faults
from belote_spec.conformance.runner import CaseResult, run_case
from belote_spec.conformance.scenarios import Case, collect
from belote_spec.spec.loader import load_variant, shipped_variant_ids


@cache
def cases() -> tuple[Case, ...]:
    return tuple(collect())


def bound(family: str) -> dict[str, list[tuple[str, faults.Site]]]:
    """Per operator id of the family, the (variant, site) pairs where it binds among the shipped variants."""
    out: dict[str, list[tuple[str, faults.Site]]] = {o.id: [] for o in faults.OPERATORS if o.family == family}
    for v in shipped_variant_ids():
        for op, site in faults.sites(v):
            if op.family == family:
                out[op.id].append((v, site))
    return out


def has_rule(variant: str, rule: str) -> bool:
    """Whether the variant's resolved data holds the rule at this pointer, or says its source leaves it unstated
    (the default it then plays by is still a rule of the variant)."""
    spec = load_variant(variant)
    return pointer.has(spec, rule) or rule in (spec.get("unstated") or {})


def failures(engine: Any, variant: str) -> list[CaseResult]:
    """The variant's scenarios the engine fails, played in process as `conformance --variant` plays them."""
    spec = load_variant(variant)
    results = [run_case(engine, c, spec, transcript=False) for c in cases() if c.variant == variant]
    return [r for r in results if r.status == "failed"]
