"""Root causes: each deviation is named once, by the rule it changes, and nothing is made up."""

from __future__ import annotations

import copy
import sys
from typing import Any

import pytest

from reference_impl.conformance.causes import Causes, find_causes
from reference_impl.conformance.reports import cause_lines
from reference_impl.conformance.runner import collect, run
from reference_impl.conformance.subprocess_engine import SubprocessEngine
from reference_impl.engine import ReferenceEngine
from reference_impl.loader import load_variant
from reference_impl.mutants import CATALOG
from reference_impl.rules import Rules

CASES = collect()


def _text(found: Causes) -> str:
    return "\n".join(cause_lines(found.to_json()))
PATCHED = [m for m in CATALOG if m.patch is not None]


def _patched_pointers(m: Any) -> list[str]:
    """The rule values a patch mutant changes, read from its patched rules (not restated here)."""
    spec = load_variant(m.variant)
    after = copy.deepcopy(spec)
    m.patch(after)
    from reference_impl.identify.perturb import rule_nodes, rule_spec

    before, changed = dict(rule_nodes(rule_spec(spec))), dict(rule_nodes(rule_spec(after)))
    differ = sorted(p for p in before.keys() | changed.keys() if before.get(p) != changed.get(p))
    assert differ, m.name
    return differ


def _engine(variant: str, change: Any) -> ReferenceEngine:
    spec = copy.deepcopy(load_variant(variant))
    change(spec)
    return ReferenceEngine(rules={variant: Rules(spec)})


@pytest.mark.parametrize("mutant", PATCHED, ids=lambda m: m.name)
def test_a_patch_mutant_has_one_cause_its_own_rule(mutant: Any) -> None:
    engine = _engine(mutant.variant, mutant.patch)
    cases = [c for c in CASES if c.variant == mutant.variant]
    results = run(engine, cases)
    found = find_causes(results, cases, engine=engine)
    assert found.failed > 0
    assert len(found.causes) == 1 and not found.unexplained, _text(found)
    changed = _patched_pointers(mutant)
    named = found.causes[0].pointer
    assert any(named == p or p.startswith(named + "/") or named.startswith(p + "/") for p in changed), (named, changed)
    assert sorted(found.causes[0].explains) == sorted(r.id for r in results if r.status == "failed")


def test_four_departures_at_once_are_four_causes_with_the_engines_values() -> None:
    def change(spec: dict[str, Any]) -> None:
        spec["play"]["obligations"]["follow_suit"]["required"] = False
        spec["scoring"]["capot"]["bonus"] = 88
        spec["scoring"]["last_trick"]["bonus"] = 20
        spec["belote"]["order"] = "as_listed"

    engine = _engine("french", change)
    cases = [c for c in CASES if c.variant == "french"]
    found = find_causes(run(engine, cases), cases, engine=engine)
    assert {(c.pointer, str(c.value)) for c in found.causes} == {
        ("/play/obligations/follow_suit/required", "False"), ("/scoring/capot/bonus", "88"),
        ("/scoring/last_trick/bonus", "20"), ("/belote/order", "as_listed")}, _text(found)
    assert not found.unexplained
    text = _text(found)
    assert "4 causes" in text and "S001:" in text


@pytest.mark.parametrize("name", [m.name for m in CATALOG if m.code is not None])
def test_a_code_mutant_gets_no_made_up_cause(name: str) -> None:
    """A change no rule value can express is left unexplained, not pinned on a coincidence."""
    engine = SubprocessEngine([sys.executable, "-m", "reference_impl", "serve", "--mutant", name])
    try:
        cases = [c for c in CASES if c.variant == "french"]
        results = run(engine, cases)
        found = find_causes(results, cases, engine=engine)
    finally:
        engine.close()
    assert found.failed > 0
    assert found.causes == [], _text(found)
    assert len(found.unexplained) == found.failed


def test_a_crashing_engine_is_unexplained() -> None:
    class Crashing(ReferenceEngine):
        def legal_cards(self, *args: Any, **kwargs: Any) -> list[str]:
            raise RuntimeError("boom")

    engine = Crashing()
    cases = [c for c in CASES if c.variant == "french"]
    results = run(engine, cases)
    found = find_causes(results, cases, engine=engine)
    assert found.failed > 0 and found.causes == [] and len(found.unexplained) == found.failed


def test_a_passing_engine_has_no_causes() -> None:
    cases = [c for c in CASES if c.variant == "bela"]
    found = find_causes(run(ReferenceEngine(), cases), cases)
    assert (found.failed, found.causes, found.unexplained) == (0, [], [])
    assert _text(found) == ""


def test_the_search_is_bounded_by_a_count_of_runs_and_says_where_it_stopped() -> None:
    def change(spec: dict[str, Any]) -> None:
        spec["play"]["obligations"]["follow_suit"]["required"] = False
        spec["scoring"]["last_trick"]["bonus"] = 20

    engine = _engine("french", change)
    cases = [c for c in CASES if c.variant == "french"]
    results = run(engine, cases)
    whole = find_causes(results, cases)
    cut = find_causes(results, cases, budget=50)
    assert not whole.incomplete and len(whole.causes) == 2
    assert cut.incomplete == ["french"] and len(cut.causes) < 2
    assert sorted(cut.unexplained) == sorted(set(r.id for r in results if r.status == "failed")
                                             - {i for c in cut.causes for i in c.explains})
    assert "stopped at its budget" in _text(cut)
