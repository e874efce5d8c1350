"""Rule diffs: what changed between two versions of a variant's rules, and which outcomes that changes.

`compare` takes two resolved variants; `belote-spec diff` (see `command`) finds them in two files or at
two git revisions (`revisions`), and `report` writes the result as text or JSON.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from belote_spec.conformance.scenarios import Case
from belote_spec.docs.diff import outcomes
from belote_spec.docs.diff.rules_diff import RuleChange, diff_rules

FORMAT = "belote-spec/diff/1"
OUTCOME_KINDS = ("scenarios", "vectors", "perft", "golden")


@dataclass
class VariantDiff:
    """One variant's diff: `status` is changed, same (resolved rules equal), added or removed."""

    id: str
    status: str
    old_file: str | None
    new_file: str | None
    rules: list[RuleChange] = field(default_factory=list)
    citation_only: list[RuleChange] = field(default_factory=list)
    outcomes: dict[str, list[dict[str, Any]]] = field(default_factory=lambda: {k: [] for k in OUTCOME_KINDS})

    @property
    def changed(self) -> bool:
        """Whether an outcome changes: a variant that appears or disappears changes all of its own."""
        return self.status in ("added", "removed") or any(self.outcomes.values())

    def to_json(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "status": self.status,
            "old_file": self.old_file,
            "new_file": self.new_file,
            "rules": [c.to_json() for c in self.rules],
            "citation_only": [c.to_json() for c in self.citation_only],
            "outcomes": self.outcomes,
            "changed": self.changed,
        }


@dataclass
class Report:
    old: str
    new: str
    variants: list[VariantDiff]

    @property
    def changed(self) -> bool:
        return any(v.changed for v in self.variants)

    def to_json(self) -> dict[str, Any]:
        return {
            "format": FORMAT,
            "old": self.old,
            "new": self.new,
            "variants": [v.to_json() for v in self.variants],
            "changed": self.changed,
        }


def compare(
    old: dict[str, Any] | None,
    new: dict[str, Any] | None,
    cases: Sequence[Case],
    old_file: str | None = None,
    new_file: str | None = None,
) -> VariantDiff:
    """The rule changes between two resolved variants (None: the variant does not exist on that side) and,
    when both exist, every scenario, vector, perft count and golden deal whose outcome differs."""
    ids = sorted({str(side["id"]) for side in (old, new) if side is not None})
    name = " → ".join(dict.fromkeys(str(side["id"]) for side in (old, new) if side is not None))
    if old is None or new is None:
        return VariantDiff(name, "added" if old is None else "removed", old_file, new_file)
    rules, docs = diff_rules(old, new)
    out = VariantDiff(name, "same" if old == new else "changed", old_file, new_file, rules, docs)
    before, after = outcomes.RuleSet.of(old), outcomes.RuleSet.of(new)
    mine = [c for c in cases if c.variant in ids]
    out.outcomes["scenarios"], runs = outcomes.scenarios(mine, before, after, ids)
    out.outcomes["vectors"] = outcomes.vectors(runs, before, after, ids)
    variant = str(new["id"])
    out.outcomes["perft"] = outcomes.perft_counts(variant, before, after, ids)
    out.outcomes["golden"] = outcomes.golden_deals(variant, before, after)
    return out
