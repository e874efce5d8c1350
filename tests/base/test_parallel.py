"""`--jobs N`: several worker processes give the same reports and find the same divergences as one.

Every run here spawns real worker processes (the engines named below are imported again inside them),
so the subsets of variants are kept small.
"""

from __future__ import annotations

import json
import os
import shlex
import sys
import textwrap
from pathlib import Path
from typing import Any

import pytest

from belote_spec.base.parallel import parse_jobs, run_ordered
from belote_spec.cli import build_parser, main
from belote_spec.conformance.runner import as_json, as_junit, as_markdown, format_text, run, run_jobs
from belote_spec.conformance.scenarios import collect
from belote_spec.protocol.interface import ReferenceEngine

SERVE = shlex.join([sys.executable, "-m", "belote_spec", "serve"])
SUBSET = ["--variant", "open-belot", "--variant", "bela-3p"]  # small, and from both ends of the case order


def _without_timings(data: Any) -> Any:
    """The report minus anything that measures time, which may differ between two runs."""
    if isinstance(data, dict):
        return {
            k: _without_timings(v)
            for k, v in data.items()
            if not any(w in k.lower() for w in ("time", "duration", "elapsed", "seconds"))
        }
    if isinstance(data, list):
        return [_without_timings(v) for v in data]
    return data


def _conformance(tmp_path: Path, jobs: int, *argv: str, fmt: str = "json") -> tuple[int, str]:
    """A report of the run with `jobs` workers; the root-cause search, which runs in this process after
    the workers are done whatever their number, is left out (tests/diagnose/test_causes.py covers it)."""
    out = tmp_path / f"report-{jobs}.{fmt}"
    code = main(["conformance", *argv, "--format", fmt, "--output", str(out), "--jobs", str(jobs), "--no-causes"])
    assert out.is_file(), f"conformance --jobs {jobs} exited {code} without a report"
    return code, out.read_text(encoding="utf-8")


def _json_report(tmp_path: Path, jobs: int, *argv: str) -> tuple[int, Any]:
    code, text = _conformance(tmp_path, jobs, *argv)
    return code, _without_timings(json.loads(text))


# -- conformance ------------------------------------------------------------------------------------


def test_two_jobs_give_the_same_json_report_as_one_in_process(tmp_path: Path) -> None:
    one, two = _json_report(tmp_path, 1, *SUBSET), _json_report(tmp_path, 2, *SUBSET)
    assert one == two
    assert one[0] == 0 and one[1]["totals"]["passed"] == len([c for c in collect() if c.variant in SUBSET])


def test_results_in_worker_processes_are_those_of_one_process_so_every_report_format_is_the_same() -> None:
    cases = [c for c in collect() if c.variant == "open-belot"]
    one, two = run(ReferenceEngine(), cases), run_jobs(None, cases, 2)
    assert one == two
    for report in (format_text, as_junit, as_markdown, as_json):
        assert report(one, "reference") == report(two, "reference")


def test_two_jobs_give_the_same_json_report_as_one_through_a_subprocess_engine(tmp_path: Path) -> None:
    argv = ["--engine", SERVE, "--timeout", "120", "--variant", "open-belot"]  # a generous timeout: busy CI
    one, two = _json_report(tmp_path, 1, *argv), _json_report(tmp_path, 2, *argv)
    assert one == two
    assert one[0] == 0 and one[1]["engine"].endswith("(subprocess, protocol 2)") and one[1]["totals"]["failed"] == 0


def test_a_wrong_engine_fails_the_same_scenarios_with_one_two_or_three_jobs(tmp_path: Path) -> None:
    argv = ["--engine", "python:tests.conformance.test_runner:_Perturbed", "--variant", "french-qcsalon"]
    one = _json_report(tmp_path, 1, *argv)
    assert one[0] == 1 and one[1]["totals"]["failed"] == len([c for c in collect() if c.variant == "french-qcsalon"])
    assert "TypeError" not in json.dumps(one[1])  # failed on its wrong answers, not on being misloaded
    assert _json_report(tmp_path, 2, *argv) == one
    assert _json_report(tmp_path, 3, *argv) == one


class _Dying(ReferenceEngine):
    """Kills its own process when asked who wins a trick led with the ace of spades: no `except` catches it."""

    def trick_winner(self, variant: str, contract: dict, trick: list[dict]) -> str:
        if trick and trick[0]["card"] == "AS":
            os._exit(7)
        return super().trick_winner(variant, contract, trick)


TRICKS = textwrap.dedent("""
    @variant:french @area:tricks @source:S001
    Feature: tricks

      Scenario: a trump wins
        Given the contract is hearts
        And the trick so far is E KS, N 7H, W 8S, S 9S
        Then the trick is won by N

      Scenario: the ace led wins
        Given the contract is hearts
        And the trick so far is E AS, N 7S, W 8S, S 9S
        Then the trick is won by E

      Scenario: the highest of the suit led wins
        Given the contract is hearts
        And the trick so far is E 7S, N KS, W 8S, S 9S
        Then the trick is won by N
""")


def test_a_worker_that_dies_fails_its_case_and_the_run_goes_on(tmp_path: Path) -> None:
    (tmp_path / "t.feature").write_text(TRICKS, encoding="utf-8")
    cases = collect(tmp_path)
    seen: list[tuple[int, int]] = []
    results = run_jobs(
        "python:tests.base.test_parallel:_Dying", cases, 2, progress=lambda k, n, case: seen.append((k, n))
    )
    assert [r.status for r in results] == ["passed", "failed", "passed"]
    assert "worker process died (exit code 7)" in results[1].message
    assert [r.id for r in results] == [c.id for c in cases]
    assert seen == [(0, 3), (1, 3), (2, 3)]  # progress reported once per case as results arrive
    assert [r.status for r in run(ReferenceEngine(), cases)] == ["passed"] * 3


def test_a_mistyped_engine_in_a_worker_fails_its_cases_instead_of_stopping_the_runner() -> None:
    cases = [c for c in collect() if c.variant == "open-belot"][:2]
    results = run_jobs("python:no_such_module_here:Engine", cases, 2)
    assert [r.status for r in results] == ["failed", "failed"]
    assert all("could not set up" in r.message and "no_such_module_here" in r.message for r in results)


# -- fuzz -------------------------------------------------------------------------------------------


class _NoExemption(ReferenceEngine):
    """A player void in the suit led must always trump, even when the partner is winning the trick."""

    def legal_cards(self, variant: str, contract: dict, hand: list[str], trick: list[dict], seat: str) -> list[str]:
        legal = super().legal_cards(variant, contract, hand, trick, seat)
        trump = contract.get("trump")
        if trick and trump and not any(c[-1] == trick[0]["card"][-1] for c in hand):
            return [c for c in hand if c[-1] == trump] or legal
        return legal


def _fuzz(capsys: pytest.CaptureFixture[str], jobs: int, *argv: str) -> tuple[int, str]:
    code = main(["fuzz", *argv, "--jobs", str(jobs)])
    return code, capsys.readouterr().out


def test_fuzz_finds_the_same_causes_with_any_number_of_jobs(capsys: pytest.CaptureFixture[str]) -> None:
    # Seed 7: french departs on five deals of eight, all on the one rule. With 2 jobs the workers' results
    # arrive out of order; every deal is counted in deal order, so the cause keeps the witness one process keeps.
    argv = ["--engine", "python:tests.base.test_parallel:_NoExemption", "--variant", "french", "--deals", "8"]
    argv += ["--seed", "7"]
    one = _fuzz(capsys, 1, *argv)
    assert one[0] == 1 and one[1].startswith("french: 8 deals, 3 compared with no divergence; 5 diverged"), one[1][:80]
    assert "french, cause 1 of 1 (on 5 deal(s); witness: deal 6 of seed 7)\n  legal cards" in one[1]
    assert "(rule /play/obligations/partner_winning_exemption:" in one[1]
    assert _fuzz(capsys, 2, *argv) == one


def test_fuzz_of_the_reference_finds_no_divergence_with_two_jobs(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["--variant", "french", "--variant", "bela-3p", "--deals", "4", "--seed", "5"]
    one = _fuzz(capsys, 1, *argv)
    assert one == (0, "french: 4 deals, no divergence\nbela-3p: 4 deals, no divergence\n")
    assert _fuzz(capsys, 2, *argv) == one


# -- the machinery ----------------------------------------------------------------------------------


def _setup() -> str:
    return "ready"


def _broken_setup() -> str:
    raise RuntimeError("no engine today")


def _square(state: str, item: int) -> int:
    assert state == "ready"
    if item == 4:
        raise ValueError("four is unlucky")
    return item * item


def _hit(state: str, item: int) -> int | None:
    return item if item in (3, 5, 11, 12) else None


def _lost(item: int, why: str) -> str:
    return f"lost {item}: {why}"


def test_results_come_back_in_item_order_and_a_raising_item_is_lost_alone() -> None:
    out = run_ordered(list(range(9)), 3, _setup, _square, _lost)
    assert out == [0, 1, 4, 9, "lost 4: ValueError: four is unlucky", 25, 36, 49, 64]


def test_a_setup_that_fails_loses_every_item_of_that_worker_with_the_reason() -> None:
    out = run_ordered([1, 2, 3], 2, _broken_setup, _square, _lost)
    assert out == [f"lost {i}: a worker process could not set up: RuntimeError: no engine today" for i in (1, 2, 3)]


@pytest.mark.parametrize("jobs", [2, 3])
def test_stopping_keeps_every_item_before_the_first_hit(jobs: int) -> None:
    out = run_ordered(list(range(16)), jobs, _setup, _hit, _lost, stop_at=lambda r: r is not None)
    assert out[:4] == [None, None, None, 3]  # all run; 3 is the first hit, whatever the later workers found
    assert next(r for r in out if r is not None) == 3


@pytest.mark.parametrize(
    "text, jobs",
    [("1", 1), ("3", 3), ("0", os.cpu_count() or 1), ("auto", os.cpu_count() or 1), ("AUTO", os.cpu_count() or 1)],
)
def test_jobs_values(text: str, jobs: int) -> None:
    assert parse_jobs(text) == jobs


@pytest.mark.parametrize("command", [["conformance", "--list"], ["fuzz", "--deals", "1"]])
@pytest.mark.parametrize("value", ["-1", "two", "1.5", ""])
def test_a_bad_jobs_value_exits_2_with_a_message(
    command: list[str], value: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as exit_:
        main([*command, "--jobs", value])
    assert exit_.value.code == 2
    err = capsys.readouterr().err
    assert "--jobs" in err and "worker processes" in err and "Traceback" not in err


def test_auto_is_one_job_per_core_for_both_commands() -> None:
    for command in (["conformance"], ["fuzz"]):
        assert build_parser().parse_args([*command, "--jobs", "auto"]).jobs == (os.cpu_count() or 1)
        assert build_parser().parse_args(command).jobs == 1
