"""A parent's scenarios played under a child variant's rules: which still hold, which the child changes.

A child written with `extends` has few scenarios of its own; most of its parent's still describe it. Each
ancestor's case is re-aimed at the child and first played by the reference engine under the child's
rules: one that passes still holds and joins the run; one that fails is one the child's changes make
inapplicable, reported with the step that no longer holds, and not run on the engine.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from belote_spec.conformance.runner import run_case
from belote_spec.conformance.scenarios import Case
from belote_spec.protocol.interface import ReferenceEngine
from belote_spec.spec.loader import find_variant_file, resolve


@dataclass(frozen=True)
class Inapplicable:
    case: str  # the re-aimed case id
    parent: str
    why: str  # the reference's failure under the child's rules


def ancestors(variant: str) -> list[str]:
    """The variants a variant extends, nearest first."""
    return [path.stem for path in resolve(find_variant_file(variant)).chain[1:]]


def inherited(every: Sequence[Case], variants: Sequence[str]) -> tuple[list[Case], list[Inapplicable]]:
    """The ancestors' cases that still hold under each variant's rules, and those that do not."""
    own = {c.id for c in every}
    keep: list[Case] = []
    dropped: list[Inapplicable] = []
    reference = ReferenceEngine()
    for variant in variants:
        seen: set[str] = set()
        for parent in ancestors(variant):
            for case in every:
                if case.variant != parent:
                    continue
                aimed = Case(case.id.removesuffix(f"[{parent}]") + f"[{variant}]", case.scenario, variant)
                if aimed.id in own or aimed.id in seen:
                    continue  # the scenario already runs for the child, or came from a nearer parent
                seen.add(aimed.id)
                result = run_case(reference, aimed)
                if result.status == "passed":
                    keep.append(aimed)
                elif result.status == "failed":
                    dropped.append(
                        Inapplicable(
                            aimed.id,
                            parent,
                            result.message.splitlines()[0] if result.message else "fails on the reference engine",
                        )
                    )
    return keep, dropped
