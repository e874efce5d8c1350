"""The conformance runner: its steps really assert."""

from __future__ import annotations

import json
import textwrap
from pathlib import Path
from typing import Any

import pytest

from belote_spec.cli import main
from belote_spec.conformance.runner import run, run_case
from belote_spec.conformance.scenarios import collect
from belote_spec.protocol.interface import ReferenceEngine

SAMPLE = textwrap.dedent("""
    @variant:french @area:tricks @source:S001
    Feature: sample

      Scenario: trump beats a plain card
        Source S001: "A trump card is always stronger than a non-trump card."
        Given the contract is hearts
        And the trick so far is E AS, N 7H, W 8S, S 9S
        Then the trick is won by {winner}
""")


def _sample_case(tmp_path: Path, winner: str):
    (tmp_path / "s.feature").write_text(SAMPLE.format(winner=winner))
    (case,) = collect(tmp_path)
    return case


def test_a_correct_expectation_passes(tmp_path: Path) -> None:
    assert run_case(ReferenceEngine(), _sample_case(tmp_path, "N")).status == "passed"


def test_a_wrong_expected_outcome_fails(tmp_path: Path) -> None:
    result = run_case(ReferenceEngine(), _sample_case(tmp_path, "E"))
    assert result.status == "failed"
    assert "expected E, engine says N" in result.message


@pytest.mark.parametrize("case", collect(), ids=lambda c: c.id)
def test_every_shipped_scenario_fails_against_a_wrong_engine(case: Any) -> None:
    """A check on the scenarios themselves: run against an engine whose every answer is wrong, each
    must fail; one that still passes asserts nothing."""
    result = run_case(_Perturbed(), case)
    assert result.status == "failed", f"{case.id} passes even against a wrong engine"


class _Perturbed(ReferenceEngine):
    """Answers every query wrongly in a way a real assertion notices."""

    name = "perturbed"

    def legal_cards(self, *a: Any, **k: Any) -> list[str]:
        return [*super().legal_cards(*a, **k)[:-1], "7X"]

    def trick_winner(self, *a: Any, **k: Any) -> str:
        return "nobody"

    def card_points(self, *a: Any, **k: Any) -> int:
        return super().card_points(*a, **k) + 1

    def score_deal(self, *a: Any, **k: Any) -> dict[str, Any]:
        out = super().score_deal(*a, **k)
        return out | {"scores": {t: v + 1 for t, v in out["scores"].items()}, "outcome": "?", "held": out["held"] + 1}

    def declarations(self, *a: Any, **k: Any) -> list[dict[str, Any]]:
        return [*super().declarations(*a, **k), {"kind": "sequence", "seat": "N", "cards": [], "points": 7}]

    def declaration_scores(self, *a: Any, **k: Any) -> dict[str, int]:
        return {t: v + 1 for t, v in super().declaration_scores(*a, **k).items()}

    def discard(self, handle: str, seat: str, cards: list[str]) -> None:
        try:
            super().discard(handle, seat, cards)
        except Exception:
            return

    def exchange(self, handle: str, seat: str) -> None:
        try:
            super().exchange(handle, seat)
        except Exception:
            return

    def claim(self, handle: str, seat: str) -> None:
        try:
            super().claim(handle, seat)
        except Exception:
            return

    def next_dealer(self, *a: Any, **k: Any) -> str:
        return "nobody"

    def start_match(self, *a: Any, **k: Any) -> dict[str, Any]:
        return {"dealers": ["nobody"]}

    def cut(self, variant: str, dealer: str, seat: str, deck: list[str], packet: int) -> list[str]:
        return list(reversed(deck))  # any seat, any packet, and the pack upside down

    def bottom_card(self, handle: str) -> str | None:
        return "7X" if super().bottom_card(handle) is None else None

    def match_after_deal(self, *a: Any, **k: Any) -> dict[str, Any]:
        out = super().match_after_deal(*a, **k)
        return out | {"winner": "nobody" if out["winner"] is None else None}

    def bid(self, handle: str, seat: str, bid: dict[str, Any]) -> None:
        try:
            super().bid(handle, seat, bid)
        except Exception:  # the perturbed engine accepts what it should refuse
            return

    def play(self, handle: str, seat: str, card: str, say: str | None = None) -> None:
        try:
            super().play(handle, seat, card, say)
        except Exception:
            return

    def state(self, handle: str) -> dict[str, Any]:
        out = super().state(handle)
        result = out.get("result")
        wrong = result | {"match_winner": "nobody"} if result else {"match_winner": "nobody"}
        return out | {
            "turn": "nobody",
            "phase": "?",
            "next_dealer": "nobody",
            "contract": None,
            "hands": {k: v[1:] for k, v in out["hands"].items()},
            "result": wrong,
        }


def test_conformance_command_reports_and_exits_zero(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["conformance"]) == 0
    out = capsys.readouterr().out
    assert "failed" in out and " 0 failed" in out


def test_conformance_json_report(tmp_path: Path) -> None:
    report = tmp_path / "r.json"
    assert main(["conformance", "--format", "json", "--output", str(report)]) == 0
    data = json.loads(report.read_text())
    assert data["totals"]["failed"] == 0
    assert data["totals"]["passed"] == len(collect())


def test_conformance_exits_one_when_an_engine_departs(capsys: pytest.CaptureFixture[str]) -> None:
    """Every scenario of every variant against a wrong engine: exit 1 and the failures listed. The root-cause
    search is left out (--no-causes): on an engine that is wrong everywhere it is most of the run, and it is
    tested on its own (tests/diagnose/test_causes.py; test_the_json_report_matches_its_schema keeps it through main)."""
    assert main(["conformance", "--engine", "python:tests.conformance.test_runner:_Perturbed", "--no-causes"]) == 1
    out = capsys.readouterr().out
    assert "Failures:" in out and "Root causes:" not in out


def test_a_crashing_engine_is_a_failure_not_a_crash(tmp_path: Path) -> None:
    class Crashing(ReferenceEngine):
        def trick_winner(self, *a: Any, **k: Any) -> str:
            raise ZeroDivisionError("boom")

    (result,) = run(Crashing(), [_sample_case(tmp_path, "N")])
    assert result.status == "failed" and "ZeroDivisionError: boom" in result.message


@pytest.mark.parametrize("error", [RuntimeError("supports boom"), SystemExit(3), RecursionError("deep")])
def test_an_engine_crashing_anywhere_is_recorded_and_the_run_goes_on(tmp_path: Path, error: BaseException) -> None:
    class Broken(ReferenceEngine):
        def supports(self, variant: str) -> bool:
            raise error

    results = run(Broken(), [_sample_case(tmp_path, "N")] * 2)
    assert [r.status for r in results] == ["failed", "failed"]
    assert type(error).__name__ in results[0].message


@pytest.mark.parametrize(
    "argv",
    [
        ["conformance", "--engine", "python:os:path"],
        ["conformance", "--engine", "python:json:loads"],
        ["conformance", "--engine", "python:no_such_module:x"],
        ["conformance", "--engine", "nonsense"],
        ["conformance", "--variant", "no-such-variant"],
        ["conformance", "--area", "no-such-area"],
        ["conformance", "--output", "/nonexistent-dir/report.txt"],
    ],
)
def test_user_mistakes_exit_2_without_a_traceback(argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert "Traceback" not in err and err.startswith("belote-spec conformance:")


def test_every_step_matches_exactly_one_definition() -> None:
    """An ambiguous phrase would mean different things to pytest-bdd and to the runner."""
    from belote_spec.conformance.steps import REGISTRY

    problems = []
    for case in collect():
        for st in case.scenario.steps:
            matches = [sd.func.__name__ for sd in REGISTRY if sd.type == st.type and sd.pattern.fullmatch(st.text)]
            if len(matches) != 1:
                problems.append(f"{case.scenario.path}:{st.line}: {st.keyword} {st.text} -> {matches}")
    assert sorted(set(problems)) == []


def test_junit_and_markdown_reports(tmp_path: Path) -> None:
    import xml.etree.ElementTree as ET

    junit, md = tmp_path / "r.xml", tmp_path / "r.md"
    assert main(["conformance", "--variant", "french", "--format", "junit", "--output", str(junit)]) == 0
    suites = ET.parse(junit).getroot()
    (suite,) = suites.findall("testsuite")
    french = [c for c in collect() if c.variant == "french"]
    assert suite.get("name") == "french" and int(suite.get("tests")) == len(french)
    assert main(["conformance", "--variant", "french", "--format", "markdown", "--output", str(md)]) == 0
    assert "| french | play |" in md.read_text()


def test_known_failures_are_xfailed_and_a_fixed_one_is_reported(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    cases = [c for c in collect() if c.variant == "french"]
    listed = tmp_path / "known.txt"
    listed.write_text(f"# known failures\n{cases[0].id}\n", encoding="utf-8")
    # Against a wrong engine the listed scenario fails as expected; the others still count as failures.
    assert (
        main(
            [
                "conformance",
                "--variant",
                "french",
                "--engine",
                "python:tests.conformance.test_runner:_Perturbed",
                "--no-causes",
                "--xfail",
                str(listed),
                "--format",
                "json",
                "--output",
                str(tmp_path / "a.json"),
            ]
        )
        == 1
    )
    totals = json.loads((tmp_path / "a.json").read_text())["totals"]
    assert totals["xfailed"] == 1 and totals["failed"] == len(cases) - 1
    # Against the reference engine the listed scenario passes: reported, and the run fails so the list is fixed.
    assert main(["conformance", "--variant", "french", "--xfail", str(listed)]) == 1
    assert f"now passes: {cases[0].id}" in capsys.readouterr().out


class _LastTrick20(ReferenceEngine):
    """The reference with one rule changed (the last trick worth 20): failures with one root cause."""

    name = "last-trick-20"

    def __init__(self) -> None:
        from belote_spec.changes.perturb import with_value
        from belote_spec.engine.rules import Rules, rules_for

        spec = with_value(rules_for("french").spec, "/scoring/last_trick/bonus", 20)
        super().__init__(rules={"french": Rules(spec)})


@pytest.mark.parametrize(("engine", "causes"), [("_Perturbed", False), ("_LastTrick20", True)])
def test_the_json_report_matches_its_schema(tmp_path: Path, engine: str, causes: bool) -> None:
    """Every part of the report against schemas/report.schema.json: an engine wrong everywhere (its
    failures, requests and answers; no root-cause search, which finds nothing in garbage and would spend
    its whole budget), and one rule off (the root-cause section with its one cause)."""
    import jsonschema

    from belote_spec.spec.resources import schemas_dir

    report = tmp_path / "r.json"
    main(
        [
            "conformance",
            "--engine",
            f"python:tests.conformance.test_runner:{engine}",
            "--variant",
            "french",
            "--format",
            "json",
            "--output",
            str(report),
            *([] if causes else ["--no-causes"]),
        ]
    )
    data = json.loads(report.read_text())
    schema = json.loads((schemas_dir() / "report.schema.json").read_text())
    assert list(jsonschema.Draft202012Validator(schema).iter_errors(data)) == []
    assert data["totals"]["failed"] > 0
    if causes:
        assert [c["pointer"] for c in data["causes"]["causes"]] == ["/scoring/last_trick/bonus"], data["causes"]


def test_an_in_process_failure_carries_the_requests_and_answers(tmp_path: Path) -> None:
    """The recorder sits at the runner level: an engine in this process gets the same protocol lines."""
    result = run_case(_Perturbed(), _sample_case(tmp_path, "N"))
    assert result.status == "failed" and result.kind == "rule"
    request, answer = json.loads(result.calls[-1]["request"]), json.loads(result.calls[-1]["answer"])
    assert request["op"] == "trick_winner" and request["args"]["variant"] == "french"
    assert [c["card"] for c in request["args"]["trick"]] == ["AS", "7H", "8S", "9S"]
    assert answer == {"id": request["id"], "result": "nobody"}
    assert run_case(ReferenceEngine(), _sample_case(tmp_path, "N")).calls == []  # a pass keeps nothing


@pytest.mark.parametrize(
    ("command", "script"),
    [
        ("belote-spec serve", "exec belote-spec serve"),
        ("FOO=1 BAR='a b' ./engine --x 2>log", "FOO=1 BAR='a b' exec ./engine --x 2>log"),
        ("cd dir && ./engine", "cd dir && ./engine"),
        ("./engine | tee log", "./engine | tee log"),
        ("exec ./engine", "exec ./engine"),
        ("if true; then ./engine; fi", "if true; then ./engine; fi"),
    ],
)
def test_a_simple_command_line_is_execed_and_a_compound_one_runs_as_written(command: str, script: str) -> None:
    from belote_spec.protocol.subprocess_engine import shell_script

    assert shell_script(command) == script


def test_the_stderr_tail_keeps_the_last_bytes_and_says_how_many_it_dropped() -> None:
    import os
    import subprocess
    import sys

    from belote_spec.protocol.subprocess_engine import StderrTail

    tail = StderrTail(limit=1000)
    read, write = os.pipe()
    proc = subprocess.Popen([sys.executable, "-c", "import sys; sys.stderr.write('x' * 5000 + 'END')"], stderr=write)
    os.close(write)
    tail.follow(read, proc)
    proc.wait(timeout=60)
    tail.settle(10)
    text = tail.since(0)
    assert text.endswith("x" * 997 + "END") and "[... 4003 earlier bytes not kept]" in text
    assert tail.since(tail.mark()) == ""


SOFT = textwrap.dedent("""
    @variant:french @area:tricks @source:S001
    Feature: soft

      Scenario: several checks in one Then block
        Source S001: "A trump card is always stronger than a non-trump card."
        Given the contract is hearts
        And the trick so far is E AS, N 7H, W 8S, S 9S
        Then the trick is won by {first}
        And the trick is won by N
        But the trick is won by {third}
        Given the trick so far is E 7S, N 8S, W AS, S 9S
        Then the trick is won by {last}
""")


def _soft_case(tmp_path: Path, first: str, third: str, last: str = "W"):
    folder = tmp_path / f"{first}{third}{last}"
    folder.mkdir()
    (folder / "soft.feature").write_text(SOFT.format(first=first, third=third, last=last))
    (case,) = collect(folder)
    return case


def test_after_a_failed_then_step_the_rest_of_its_block_is_still_checked(tmp_path: Path) -> None:
    """Soft assertions: the first failure is the headline, every later failed Then step of the block is
    recorded after it, and a step that holds adds nothing."""
    result = run_case(ReferenceEngine(), _soft_case(tmp_path, "E", "S"))
    assert result.status == "failed" and result.kind == "rule"
    assert result.step.startswith("Then the trick is won by E") and "expected E, engine says N" in result.message
    assert [f.step.split(" (line")[0] for f in result.more_failures] == ["But the trick is won by S"]
    assert "expected S, engine says N" in result.more_failures[0].message
    assert [m for _, m in result.failures()] == [result.message, result.more_failures[0].message]
    facts = [f.failure for f in result.failed_steps()]
    assert [(f.check, f.expected, f.got) for f in facts if f is not None] == [
        ("trick winner", "E", "N"),
        ("trick winner", "S", "N"),
    ]


def test_a_given_or_when_after_a_failed_then_block_is_never_run(tmp_path: Path) -> None:
    """After the failed block the scenario sets up a trick W wins and checks E wins it: had the runner gone on
    past the block, that check would be recorded too."""
    result = run_case(ReferenceEngine(), _soft_case(tmp_path, "E", "N", last="E"))
    assert result.status == "failed" and "expected E, engine says N" in result.message
    assert result.more_failures == []
    late = run_case(ReferenceEngine(), _soft_case(tmp_path, "N", "N", last="E"))
    assert late.status == "failed" and "expected E, engine says W" in late.message and late.more_failures == []
    passing = run_case(ReferenceEngine(), _soft_case(tmp_path, "N", "N"))
    assert passing.status == "passed" and passing.more_failures == [] and passing.failures() == []


def test_soft_failures_reach_every_report_and_the_json_stays_valid(tmp_path: Path) -> None:
    from belote_spec.conformance.html_report import as_html
    from belote_spec.conformance.reports import as_json, as_junit, as_markdown, format_text, from_json, validate

    result = run_case(ReferenceEngine(), _soft_case(tmp_path, "E", "S"))
    data = json.loads(json.dumps(as_json([result], "ref")))
    assert validate(data) == []
    assert data["results"][0]["more_failures"] == [
        {"step": f.step, "message": f.message, "failure": {"check": "trick winner", "expected": "S", "got": "N"}}
        for f in result.more_failures
    ]
    assert data["results"][0]["failure"] == {"check": "trick winner", "expected": "E", "got": "N"}
    back = from_json(data)[0][0]
    assert back.more_failures == result.more_failures and back.failure == result.failure
    for text in (
        format_text([result], "ref"),
        as_markdown([result], "ref"),
        as_junit([result], "ref"),
        as_html([result], "ref"),
    ):
        assert "expected S, engine says N" in text
    single = run_case(ReferenceEngine(), _soft_case(tmp_path, "E", "N"))
    assert "more_failures" not in as_json([single], "ref")["results"][0]
