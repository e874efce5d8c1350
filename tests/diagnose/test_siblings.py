"""Sibling readings: an engine that fails a variant's scenarios as another shipped variant of its family would
is told so, "plays bulgarian-partner-exempt's reading", judged without running the engine again (issue 32)."""

from __future__ import annotations

import copy

from belote_spec.conformance.reports import RunMeta, as_json, format_text, from_json, validate
from belote_spec.conformance.runner import run
from belote_spec.conformance.scenarios import collect
from belote_spec.diagnose.siblings import readings, siblings
from belote_spec.engine.rules import Rules, rules_for
from belote_spec.protocol.interface import ReferenceEngine
from belote_spec.spec.loader import load_variant

CASES = collect()


def test_an_engine_playing_a_sibling_s_rules_is_told_which_sibling() -> None:
    """A Bulgarian engine that exempts a void player while the partner is winning fails bulgarian's scenarios
    exactly as bulgarian-partner-exempt's rules do: the report names that sibling and departs from it on none."""
    assert "bulgarian-partner-exempt" in siblings("bulgarian") and "bulgarian-2p" not in siblings("bulgarian")
    cases = [c for c in CASES if c.variant == "bulgarian"]
    results = run(ReferenceEngine(rules={"bulgarian": rules_for("bulgarian-partner-exempt")}), cases)
    failed = sum(r.status == "failed" for r in results)
    assert failed > 0
    [found] = readings(results, cases)
    assert (found.variant, found.sibling, found.departs_sibling, found.departs_variant) == (
        "bulgarian",
        "bulgarian-partner-exempt",
        [],
        failed,
    )
    meta = RunMeta(siblings=[found.to_json()])
    text = format_text(results, "engine", meta)
    assert (
        f"- bulgarian: the engine plays bulgarian-partner-exempt's reading: of {found.judged} scenarios of "
        f"bulgarian, it departs from bulgarian-partner-exempt on 0 and from bulgarian on {failed}"
    ) in text
    assert "the engine was not run again" in text
    data = as_json(results, "engine", meta)
    assert validate(data) == [] and from_json(data)[2].siblings == data["siblings"]


def test_no_sibling_is_named_for_a_departure_no_sibling_makes() -> None:
    """A French engine whose last trick is worth 20 plays no sibling's rules more closely than French's own."""
    spec = copy.deepcopy(load_variant("french"))
    spec["scoring"]["last_trick"]["bonus"] = 20
    cases = [c for c in CASES if c.variant == "french"]
    results = run(ReferenceEngine(rules={"french": Rules(spec)}), cases)
    assert any(r.status == "failed" for r in results)
    assert readings(results, cases) == []
