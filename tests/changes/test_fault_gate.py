"""The fault gate of issue 31: every fault operator, wherever it binds in a shipped variant, is killed by a
scenario of that variant, or listed as equivalent with a reason and no witness found by a search of seeded
matches in lock-step, or lies in a rule the variant's sources do not state. Anything else fails CI.
"""

from __future__ import annotations

import pytest

from belote_spec.changes.fault_gate import VariantFaults, default_equivalents_path, play_faults, read_equivalents
from belote_spec.spec.loader import shipped_variant_ids


def _played(variant: str) -> VariantFaults:
    """One variant's fault mutants, in this test's own process (pytest-xdist spreads the variants)."""
    [r] = play_faults([variant], jobs=1, equivalents=read_equivalents(default_equivalents_path()))
    assert r.variant == variant
    return r


@pytest.mark.parametrize("variant", shipped_variant_ids())
def test_every_observable_fault_of_the_variant_is_killed(variant: str) -> None:
    r = _played(variant)
    assert r.played, f"{variant}: no fault operator binds"
    assert r.listed_but_killed == [], f"{variant}: listed as equivalent, yet killed: {r.listed_but_killed}"
    assert r.listed_not_bound == [], f"{variant}: listed as equivalent, binds nowhere: {r.listed_not_bound}"
    for p in r.played:
        if p.status == "equivalent":
            assert p.reason and p.searched is not None and p.searched.witness is None, p.key
            assert p.searched.deals > 0 and p.searched.answers > 0, p.key
        if p.status == "unspecified":
            assert p.reason, p.key
    gaps = [f"{p.key}: {p.reason or p.words}" for p in r.played if p.status == "survived"]
    assert gaps == [], f"{variant}: {len(gaps)} fault(s) no scenario kills: {gaps[:10]}"
