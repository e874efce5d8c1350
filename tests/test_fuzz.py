"""Differential fuzzing finds where an engine departs, shrinks the position and prints a scenario."""

from __future__ import annotations

import sys
from pathlib import Path

from reference_impl.conformance.runner import collect, run_case
from reference_impl.conformance.subprocess_engine import SubprocessEngine
from reference_impl.engine import ReferenceEngine
from reference_impl.fuzz import fuzz
from reference_impl.loader import shipped_variant_ids


def test_the_reference_engine_does_not_diverge_from_itself() -> None:
    for variant in shipped_variant_ids():
        assert fuzz(ReferenceEngine(), variant, deals=5, seed=11) is None, variant


def test_a_mutant_is_found_and_its_scenario_pins_the_rule(tmp_path: Path) -> None:
    mutant = SubprocessEngine([sys.executable, "-m", "reference_impl", "serve", "--mutant",
                               "french-no-partner-exemption"], timeout=30)
    try:
        found = fuzz(mutant, "french", deals=50, seed=3)
        assert found is not None and "legal cards" in found.what
        feature = tmp_path / "found.feature"
        feature.write_text("Feature: found by fuzzing\n\n" + found.scenario + "\n", encoding="utf-8")
        (case,) = collect(tmp_path)
        assert run_case(ReferenceEngine(), case).status == "passed"
        assert run_case(mutant, case).status == "failed"
        hand = next(line for line in found.scenario.splitlines() if " holds " in line)
        assert len(hand.split(" holds ")[1].split()) <= 3  # shrunk from a full hand
    finally:
        mutant.close()


class _NoTrickWinner(ReferenceEngine):
    """Plays the deals, but declines (skip) the trick-winner query: those deals cannot be compared."""

    def trick_winner(self, variant: str, contract: dict, trick: list[dict]) -> str:
        from reference_impl.engine import Unsupported

        raise Unsupported("trick_winner is not implemented")


def test_a_declined_deal_is_counted_as_not_compared_never_as_passed_or_diverged() -> None:
    from reference_impl.fuzz import fuzz_variant

    tally = fuzz_variant(_NoTrickWinner(), "french", deals=3, seed=1)
    assert (tally.compared, tally.divergence) == (0, None)
    assert [d.deal for d in tally.declined] == [0, 1, 2] and "trick_winner" in tally.declined[0].reason
    assert fuzz_variant(ReferenceEngine(), "french", deals=3, seed=1).compared == 3
