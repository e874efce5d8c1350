"""The HTML conformance report and the badges: what a person reads, and what a README shows."""

from __future__ import annotations

import subprocess
from pathlib import Path
from typing import Any

from belote_spec.conformance.html_report import as_html, badge, badges
from belote_spec.conformance.reports import RunMeta, format_for
from belote_spec.conformance.runner import CaseResult


def _result(case: str, status: str, **extra: Any) -> CaseResult:
    return CaseResult(case, case.rsplit("[", 1)[1].rstrip("]"), "scoring", ["S001"], status, **extra)


RESULTS = [
    _result("french/scoring.feature::Made[french]", "passed"),
    _result(
        "french/scoring.feature::Fallen <b>[french]",
        "failed",
        message="expected 162, engine says 160",
        step="Then NS score 162",
        stderr="engine: warning <x>",
    ),
    _result("coinche/scoring.feature::Coinched[coinche]", "skipped", message="the engine skips score_deal"),
]


def test_the_page_gives_the_verdict_each_failure_with_its_stderr_and_the_causes_escaped() -> None:
    causes = {
        "failed": 1,
        "causes": [
            {
                "variant": "french",
                "pointer": "/scoring/capot/bonus",
                "variant_value": 90,
                "engine_value": 100,
                "description": "Bonus of a capot.",
                "cite": [{"source": "S001", "quote": "a bonus 90 points"}],
                "explains": ["french/scoring.feature::Fallen <b>[french]"],
                "smallest": "french/scoring.feature::Fallen <b>[french]",
            }
        ],
        "unexplained": [],
        "incomplete": [],
    }
    page = as_html(RESULTS, "my engine", RunMeta(causes=causes))
    assert '<p class="verdict bad">1 passed, 1 failed, 1 skipped</p>' in page
    assert "Root causes: 1 failed, 1 cause" in page and "“a bonus 90 points”" in page
    assert "Fallen &lt;b&gt;" in page and "<b>[french]" not in page
    assert "engine: warning &lt;x&gt;" in page and "expected 162, engine says 160" in page
    assert "the engine skips score_deal" in page
    assert page.count('href="#case-french-scoring-feature--Fallen--b--french"') == 1
    assert 'id="case-french-scoring-feature--Fallen--b--french"' in page


def test_the_page_says_where_the_search_ended_with_the_failure_as_code() -> None:
    stop = {
        "variant": "french",
        "phase": "pairs",
        "by": "pairs",
        "scenario": "french/scoring.feature::Fallen <b>[french]",
        "candidates": 5_000,
        "tried": 3_000,
        "pair_budget": 3_000,
        "unsearched": 1,
    }
    causes = {"failed": 1, "causes": [], "unexplained": [stop["scenario"]], "incomplete": ["french"], "stops": [stop]}
    page = as_html(RESULTS, "my engine", RunMeta(causes=causes))
    assert (
        "trying two rule changes at once ended on <code>french/scoring.feature::Fallen "
        "&lt;b&gt;[french]</code> after 3,000 of its 5,000 candidate pairs, as many as the search tries in a "
        "variant; 1 other failure was not tried so"
    ) in page


def test_a_run_that_verified_nothing_is_not_shown_green() -> None:
    page = as_html([RESULTS[2]], "my engine")
    assert 'class="verdict none"' in page and "nothing verified" in page
    svg = badge("coinche", [RESULTS[2]])
    assert "nothing verified" in svg and "#1a7f37" not in svg


def test_badges_say_passed_of_all_cases_per_variant_red_on_a_failure() -> None:
    found = badges(RESULTS)
    assert set(found) == {"belote-spec.svg", "french.svg", "coinche.svg"}
    assert ">1/2<" in found["french.svg"] and "#cf222e" in found["french.svg"]
    assert 'aria-label="belote-spec: 1/3, 1 skipped"' in found["belote-spec.svg"]


def _many(passed: int, skipped: int) -> list[CaseResult]:
    return [_result(f"french/s.feature::P{i}[french]", "passed") for i in range(passed)] + [
        _result(f"french/s.feature::S{i}[french]", "skipped", message="not covered") for i in range(skipped)
    ]


def test_an_interrupted_run_has_an_amber_banner_that_counts_the_cases_never_run() -> None:
    page = as_html(_many(118, 0), "my engine", RunMeta(selected=1710, interrupted="SIGINT"))
    assert '<p class="verdict partial">118 passed, 0 failed, 0 skipped; stopped by SIGINT; 1592 of 1710 cases' in page
    assert 'class="verdict ok"' not in page
    svg = badges(_many(118, 0), partial=True)["french.svg"]
    assert ">118/118<" in svg and "#9a6700" in svg and "#1a7f37" not in svg


def test_a_mostly_skipped_run_is_amber_and_its_badge_counts_the_skipped() -> None:
    page = as_html(_many(12, 1698), "my engine", RunMeta(selected=1710))
    assert 'class="verdict partial"' in page and "more cases skipped than ran" in page
    svg = badge("french", _many(44, 46))
    assert ">44/90<" in svg and "#9a6700" in svg and "#1a7f37" not in svg
    full = as_html(_many(44, 4), "my engine", RunMeta(selected=48))
    assert '<p class="verdict ok">44 passed, 0 failed, 4 skipped</p>' in full
    assert "#1a7f37" in badge("french", _many(44, 4)) and ">44/48<" in badge("french", _many(44, 4))


def test_the_command_writes_the_page_and_green_badges_for_the_reference(tmp_path: Path) -> None:
    run = subprocess.run(
        [
            "belote-spec",
            "conformance",
            "--variant",
            "french",
            "--area",
            "match",
            "--output",
            str(tmp_path / "r.html"),
            "--badges",
            str(tmp_path / "badges"),
        ],
        capture_output=True,
        text=True,
    )
    assert run.returncode == 0, run.stderr
    assert format_for("r.html") == "html"
    page = (tmp_path / "r.html").read_text(encoding="utf-8")
    passed = page.split('<p class="verdict ok">', 1)[1].split(" passed", 1)[0]
    assert int(passed) > 0
    svg = (tmp_path / "badges" / "french.svg").read_text(encoding="utf-8")
    assert f">{passed}/{passed}<" in svg and "#1a7f37" in svg
