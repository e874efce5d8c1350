"""end_deal: the kit ends the deals it is done with, and the reference engine frees them and bounds the rest."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from belote_spec.checks.fuzz import fuzz_variant
from belote_spec.conformance.runner import run
from belote_spec.conformance.scenarios import collect
from belote_spec.protocol import interface as engine_module
from belote_spec.protocol.definition import OPTIONAL_OPERATIONS
from belote_spec.protocol.interface import ReferenceEngine, Rejected
from belote_spec.protocol.server import answer


def test_end_deal_frees_the_deal_and_forgets_its_handle() -> None:
    ref = ReferenceEngine()
    handles = [ref.new_deal("french", "S", seed=n) for n in range(3)]
    assert len(ref._deals) == 3
    ref.end_deal(handles[1])
    assert len(ref._deals) == 2
    with pytest.raises(Rejected, match="no deal"):
        ref.state(handles[1])
    ref.state(handles[0])  # the others stay


def test_the_bound_rejects_new_deal_naming_it_and_end_deal_and_changes_nothing(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(engine_module, "MAX_LIVE_DEALS", 3)
    ref = ReferenceEngine()
    handles = [ref.new_deal("french", "S", seed=n) for n in range(3)]
    before = {h: ref.state(h) for h in handles}
    with pytest.raises(Rejected) as refused:
        ref.new_deal("french", "S", seed=9)
    assert "3" in refused.value.message and "end_deal" in refused.value.message
    assert set(ref._deals) == set(handles) and {h: ref.state(h) for h in handles} == before
    ref.end_deal(handles[0])
    assert ref.new_deal("french", "S", seed=9) not in handles  # room again


def test_over_the_protocol_the_bound_is_a_rejection_not_a_crash(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(engine_module, "MAX_LIVE_DEALS", 1)
    ref = ReferenceEngine()
    line = json.dumps({"id": 1, "op": "new_deal", "args": {"variant": "french", "dealer": "S", "seed": 1}})
    first = answer(ref, line, ["french"])
    second = answer(ref, line.replace('"id": 1', '"id": 2'), ["french"])
    assert "result" in first
    assert second["rejected"]["rule"] == "handle" and "end_deal" in second["rejected"]["message"]
    ended = answer(ref, json.dumps({"id": 3, "op": "end_deal", "args": {"handle": first["result"]}}), ["french"])
    assert ended == {"id": 3, "result": None}


def test_serve_lists_end_deal_in_hello() -> None:
    out = subprocess.run(
        [sys.executable, "-m", "belote_spec", "serve"],
        input='{"id": 1, "op": "hello"}\n',
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert "end_deal" in json.loads(out.stdout)["result"]["operations"]


def test_fuzz_ends_every_deal_it_plays_on_both_engines() -> None:
    test, ref = ReferenceEngine(), ReferenceEngine()
    tally = fuzz_variant(test, "french", 20, 7, ref)
    assert tally.divergence is None
    assert test._deals == {} and ref._deals == {}  # before end_deal, 20 deals each stayed


def test_fuzz_stateless_ends_the_reference_deals() -> None:
    test, ref = ReferenceEngine(), ReferenceEngine()
    fuzz_variant(test, "french", 10, 7, ref, mode="stateless")
    assert ref._deals == {}


def test_conformance_ends_the_deals_of_each_case() -> None:
    cases = [c for c in collect() if c.variant == "french"][:60]
    engine = ReferenceEngine()
    results = run(engine, cases)
    assert any(r.status == "passed" for r in results)
    assert engine._deals == {}


def test_an_engine_without_end_deal_is_never_sent_it() -> None:
    class Keeper(ReferenceEngine):
        operations = [o for o in OPTIONAL_OPERATIONS if o != "end_deal"] + [
            "new_deal",
            "bid",
            "play",
            "state",
            "legal_cards",
            "trick_winner",
            "discard",
            "supports",
        ]

        def end_deal(self, handle: str) -> None:
            raise AssertionError("sent end_deal to an engine whose operations leave it out")

    test = Keeper()
    assert fuzz_variant(test, "french", 3, 7, ReferenceEngine()).divergence is None
    assert len(test._deals) == 3
