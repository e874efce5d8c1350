"""Scenarios that deal from a seed: the step sends the seed alone, so an engine's own deck order shows in
what it deals; an engine without `new_deal` skips them; and a scenario resting on the protocol's seeded
order (not on a source) says so with @protocol and a `Protocol:` line."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from belote_spec.changes.perturb import with_value
from belote_spec.conformance.runner import run_case
from belote_spec.conformance.scenarios import collect
from belote_spec.conformance.steps import REGISTRY
from belote_spec.engine.rules import Rules
from belote_spec.protocol.interface import ReferenceEngine
from belote_spec.spec.loader import load_variant, shipped_variant_ids

CASES = collect()
PROTOCOL_STEPS = [sd for sd in REGISTRY if sd.protocol]


def _uses_protocol_step(case) -> bool:
    return any(
        sd.type == st.type and sd.pattern.fullmatch(st.text) for st in case.scenario.steps for sd in PROTOCOL_STEPS
    )


def _seeded(variant: str):
    """The variant's seeded deal, in its own folder or tagged for it in a parent's file."""
    [case] = [c for c in CASES if c.variant == variant and c.id.split("::")[0].endswith("/seeded_deal.feature")]
    return case


def test_the_seeded_deal_step_is_marked_as_a_protocol_convention() -> None:
    assert [sd.func.__name__ for sd in PROTOCOL_STEPS] == ["given_deal_seeded"]


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.id)
def test_a_scenario_on_a_protocol_convention_carries_the_tag_and_says_so(case) -> None:
    """Both ways: a protocol step needs @protocol and a `Protocol:` line; @protocol without one is a lie."""
    uses = _uses_protocol_step(case)
    said = any(line.strip().startswith("Protocol: ") for line in case.scenario.description.splitlines())
    assert ("protocol" in case.scenario.tags) == uses, f"{case.id}: @protocol tag and steps disagree"
    assert said == uses, f"{case.id}: a protocol step needs a 'Protocol: ...' line in the description"


@pytest.mark.parametrize("variant", shipped_variant_ids())
def test_every_variant_has_a_seeded_deal_that_passes_on_the_reference(variant: str) -> None:
    assert run_case(ReferenceEngine(), _seeded(variant)).status == "passed"


def _reorderings(values: list) -> list[list]:
    """What the perturbation generator makes of an order: the reversed list and every adjacent swap."""
    swaps = [[*values[:i], values[i + 1], values[i], *values[i + 2 :]] for i in range(len(values) - 1)]
    return [list(reversed(values)), *swaps]


@pytest.mark.parametrize("variant", shipped_variant_ids())
def test_an_engine_whose_canonical_order_differs_fails_the_seeded_deal(variant: str) -> None:
    """The engine serves the variant with its suits (or ranks) in another order while the steps read the
    shipped data: the step sends only the seed, so the engine deals from its own order, and the hands show
    it, for every reordering the perturbation generator makes."""
    spec = load_variant(variant)
    passed = []
    for key in ("suits", "ranks"):
        for values in _reorderings(list(spec["deck"][key])):
            engine = ReferenceEngine({variant: Rules(with_value(spec, f"/deck/{key}", values))})
            result = run_case(engine, _seeded(variant))
            if result.status != "failed" or (" holds " not in result.message and "turned" not in result.message):
                passed.append((key, values, result.status))
    assert passed == []


ENGINES = textwrap.dedent('''
    from belote_spec.protocol.interface import ReferenceEngine
    from belote_spec.changes.perturb import with_value
    from belote_spec.spec.loader import load_variant
    from belote_spec.engine.rules import Rules

    class NoDeals(ReferenceEngine):
        """Offers the stateless queries only."""
        operations = ["card_points", "legal_cards", "trick_winner", "variant_info", "supports"]

    _french = load_variant("french")
    suits_reversed = ReferenceEngine({"french": Rules(with_value(_french, "/deck/suits", ["S", "H", "D", "C"]))})
''')


def _conformance(tmp_path: Path, engine: str, *extra: str) -> subprocess.CompletedProcess[str]:
    (tmp_path / "mech_engines.py").write_text(ENGINES)
    env = {**os.environ, "PYTHONPATH": f"{tmp_path}{os.pathsep}{os.environ.get('PYTHONPATH', '')}"}
    exe = Path(sys.executable).with_name("belote-spec")
    return subprocess.run(
        [
            str(exe),
            "conformance",
            "--engine",
            f"python:mech_engines:{engine}",
            "--variant",
            "french",
            "-k",
            "seeded_deal",
            *extra,
        ],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )


def test_conformance_fails_an_engine_that_deals_seeds_from_another_deck_order(tmp_path: Path) -> None:
    proc = _conformance(tmp_path, "suits_reversed")
    assert proc.returncode == 1, proc.stdout + proc.stderr
    assert "1 failed" in proc.stdout


def test_an_engine_without_new_deal_skips_the_seeded_deal_and_nothing_is_verified(tmp_path: Path) -> None:
    proc = _conformance(tmp_path, "NoDeals")
    assert proc.returncode == 5, proc.stdout + proc.stderr  # a skip is not a pass
    assert "0 passed, 0 failed, 1 skipped" in proc.stdout
    strict = _conformance(tmp_path, "NoDeals", "--strict")
    assert strict.returncode == 1, strict.stdout + strict.stderr
