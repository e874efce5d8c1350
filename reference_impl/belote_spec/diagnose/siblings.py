"""Sibling readings: whether an engine that fails a variant's scenarios plays another shipped variant of the
same family (the same root of `extends`, at the same table) more closely, as an engine that exempts a void
player while the partner is winning plays bulgarian-partner-exempt, not bulgarian.

The engine is not run again. Each sibling's rules are played by the reference under the variant's name on the
scenarios the engine ran, and the engine's recorded outcome is compared with the sibling's, scenario by
scenario: the same status, and for a failure the same failed steps with the same words. A scenario either side
skipped is not judged. A sibling is named only when the engine departs from it on fewer of the judged
scenarios than from the variant itself.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import asdict, dataclass, field
from typing import Any

from belote_spec.conformance.runner import CaseResult, run_case
from belote_spec.conformance.scenarios import Case
from belote_spec.engine.rules import rules_for
from belote_spec.protocol.interface import ReferenceEngine
from belote_spec.spec.loader import load_variant, shipped_variant_ids


@dataclass
class Reading:
    """An engine's outcomes on `variant`'s scenarios are closer to `sibling`'s rules than to the variant's."""

    variant: str
    sibling: str
    judged: int  # the scenarios both the engine and the sibling's reference ran (not skipped)
    departs_variant: int  # of those, how many the engine failed
    departs_sibling: list[str] = field(default_factory=list)  # ids where the engine's outcome is not the sibling's

    def to_json(self) -> dict[str, Any]:
        return asdict(self)


def family(variant: str) -> str:
    """The root of a variant's `extends` chain: the variant its family grew from."""
    seen = {variant}
    while (parent := load_variant(variant).get("extends")) and parent not in seen:
        seen.add(parent)
        variant = parent
    return variant


def siblings(variant: str) -> list[str]:
    """The shipped variants of `variant`'s family played at the same table (the same seats): those whose rules
    can be played on its scenarios."""
    root, seats = family(variant), rules_for(variant).table.seats
    return [
        v for v in shipped_variant_ids() if v != variant and family(v) == root and rules_for(v).table.seats == seats
    ]


def _agree(engine: CaseResult, sibling: CaseResult) -> bool:
    return engine.status == sibling.status and engine.failures() == sibling.failures()


def readings(results: Iterable[CaseResult], cases: Iterable[Case]) -> list[Reading]:
    """For each variant the engine failed, the sibling it departs from least, when that is fewer than the
    variant itself."""
    by_id = {c.id: c for c in cases}
    ran: dict[str, list[CaseResult]] = {}
    for r in results:
        if r.status in ("passed", "failed") and r.id in by_id:
            ran.setdefault(r.variant, []).append(r)
    out = []
    for variant, rs in sorted(ran.items()):
        if not any(r.status == "failed" for r in rs):
            continue
        best: Reading | None = None
        for sibling in siblings(variant):
            reference = ReferenceEngine(rules={variant: rules_for(sibling)})
            theirs = {r.id: run_case(reference, by_id[r.id], transcript=False) for r in rs}
            judged = [r for r in rs if theirs[r.id].status in ("passed", "failed")]
            reading = Reading(
                variant,
                sibling,
                len(judged),
                sum(r.status == "failed" for r in judged),
                [r.id for r in judged if not _agree(r, theirs[r.id])],
            )
            if len(reading.departs_sibling) < reading.departs_variant and (
                best is None or len(reading.departs_sibling) < len(best.departs_sibling)
            ):
                best = reading
        if best is not None:
            out.append(best)
    return out
