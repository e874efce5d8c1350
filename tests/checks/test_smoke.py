"""`belote-spec smoke`: one screen saying whether an engine is ready for a full run, from a few answers
compared with the reference engine's."""

from __future__ import annotations

from pathlib import Path
from typing import ClassVar

from belote_spec.base.json_text import Json
from belote_spec.checks.smoke import PROBES, STATEFUL, ask, probes_for, request_text, stateful_probe
from belote_spec.conformance.scenarios import collect
from belote_spec.conformance.vectors import checked
from belote_spec.protocol.interface import ReferenceEngine
from belote_spec.spec.loader import shipped_variant_ids
from tests.changes.test_fault_legality import TakesAnyCard
from tests.cli.test_conformance_cli import cli, engine


def test_the_reference_engine_is_ready() -> None:
    done = cli("smoke", "--engine", "belote-spec serve")
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout.startswith("engine: belote-spec reference engine") and "protocol 2" in done.stdout
    assert "READY for a full run" in done.stdout and "0 wrong" in done.stdout
    assert len(done.stdout.splitlines()) <= 24  # one screen


def test_variants_the_probes_find_right_share_a_line_and_a_wrong_one_has_its_own() -> None:
    done = cli(
        "smoke",
        "--engine",
        "belote-spec serve --mutant french-no-follow-suit",
        "--variant",
        "french",
        "--variant",
        "bela",
    )
    lines = done.stdout.splitlines()
    assert any(line.startswith("french: legal_cards WRONG") for line in lines)
    assert "legal_cards, trick_winner, card_points, score_deal, play ok: bela" in lines
    assert not any(line.startswith("bela:") for line in lines)


def test_an_engine_that_does_not_follow_suit_is_not_ready() -> None:
    done = cli("smoke", "--engine", "belote-spec serve --mutant french-no-follow-suit", "--variant", "french")
    assert done.returncode == 1
    assert "french: legal_cards WRONG" in done.stdout and "NOT READY" in done.stdout
    assert '"op":"legal_cards"' in done.stdout  # the request, to reproduce it


def test_a_wrong_in_process_engine_gets_every_probe_wrong() -> None:
    done = cli("smoke", "--engine", "python:tests.conformance.test_runner:_Perturbed", "--variant", "french")
    assert done.returncode == 1
    assert all(f"{op} WRONG" in done.stdout for op in PROBES)


def test_an_engine_that_cannot_start_is_exit_2() -> None:
    done = cli("smoke", "--engine", "no-such-engine-command")
    assert done.returncode == 2 and "not found" in done.stderr  # what the shell said, not just "exited"


def test_nothing_checkable_is_exit_5(tmp_path: Path) -> None:
    none = cli("smoke", "--engine", engine(tmp_path, "none", variants=[]))
    assert none.returncode == 5 and "declares 0 variant(s)" in none.stdout
    skips = cli("smoke", "--engine", engine(tmp_path, "skips", skip_all=True), "--variant", "french")
    assert skips.returncode == 5 and "skipped" in skips.stdout


def test_a_variant_the_engine_does_not_declare_is_exit_2(tmp_path: Path) -> None:
    done = cli("smoke", "--engine", engine(tmp_path, variants=["french"]), "--variant", "bela")
    assert done.returncode == 2 and "does not declare bela" in done.stderr


def test_probes_come_from_the_scenarios_and_their_answers_from_the_reference() -> None:
    reference = ReferenceEngine()
    for variant in ("french", "bela"):
        probes = probes_for(variant)
        assert [p.op for p in probes] == [*PROBES, STATEFUL]
        for p in probes:
            assert p.source.endswith(f"[{variant}]") and p.variant == variant
            if p.op != STATEFUL:
                assert checked(p.op, getattr(reference, p.op)(**p.args)) == p.expect["result"]
    assert set(shipped_variant_ids()) >= {"french", "bela"}


def test_every_variant_has_a_check_played_through_the_engines_own_deal() -> None:
    """Its scenarios deal, bid and play, then have a card not held refused, and a card that breaks an
    obligation, each with the deal unchanged: what an engine whose play takes any card gets wrong."""
    cases = collect()
    for variant in shipped_variant_ids():
        played = stateful_probe(variant, [c for c in cases if c.variant == variant])
        assert played is not None and played.op == STATEFUL and [c.variant for c in played.cases] == [variant, variant]
        first, second = ([st.text for st in c.scenario.steps] for c in played.cases)
        assert "the play is rejected citing card-not-in-hand" in first and "the state is unchanged" in first
        assert any(t.startswith("the play is rejected citing /play/obligations/") for t in second)
        assert ask(ReferenceEngine(), played)[0] == "ok"
        status, seen = ask(TakesAnyCard(), played)
        assert status == "wrong" and "the engine accepted the action" in seen, seen
        assert request_text(played).startswith(f"the steps of {variant}/actions.feature:")


def test_the_shipped_v2_example_is_judged_on_the_result_fields_its_hello_claims() -> None:
    """docs/examples/french-engine-v2.js claims only score_deal's outcome and scores: as conformance passes it,
    smoke does not hold the held points it never claimed against it."""
    example = Path(__file__).resolve().parents[2] / "docs" / "examples" / "french-engine-v2.js"
    done = cli("smoke", "--engine", f"node {example}", "--variant", "french")
    assert done.returncode == 0, done.stdout + done.stderr
    assert "score_deal ok" in done.stdout and "READY for a full run" in done.stdout


def test_a_field_the_engine_claims_is_still_compared() -> None:
    class Claims(ReferenceEngine):
        results: ClassVar[dict[str, list[str]]] = {"score_deal": ["outcome", "scores"]}

        def score_deal(self, variant: str, deal: Json) -> Json:
            return {**super().score_deal(variant, deal), "held": 999, "scores": {"NS": 0, "EW": 0}}

    class ClaimsNothing(ReferenceEngine):
        results: ClassVar[dict[str, list[str]]] = {"score_deal": ["breakdown"]}

    probe = next(p for p in probes_for("french") if p.op == "score_deal")
    assert ask(Claims(), probe)[0] == "wrong"
    assert ask(ClaimsNothing(), probe)[0] == "skipped"
    assert ask(ReferenceEngine(), probe)[0] == "ok"
