"""The candidate causes of a diagnosis are both kinds of rule change: data perturbations and fault operators."""

from __future__ import annotations

from belote_spec.changes import faults
from belote_spec.changes.candidates import rule_changes
from belote_spec.engine.rules import Rules


def test_the_candidates_hold_every_fault_that_binds_and_each_compiles() -> None:
    found = rule_changes("french", extra=False)
    kinds = {c.kind for c in found}
    assert "value" in kinds
    fault_keys = [c.key for c in found if c.kind == "fault"]
    assert fault_keys == [faults.key(o, s) for o, s in faults.sites("french")]
    for c in found[:5] + [c for c in found if c.kind == "fault"][:20]:
        assert isinstance(c.make(), Rules) and c.words and c.rule.startswith(("/", "turn", "phase", "card"))
