"""`belote-spec mutants --perturbations`: every valid generated single-rule perturbation of a variant is
played on that variant's scenarios, and one no scenario fails is reported as a survivor (exit 1) unless
the equivalent list gives the reason no engine answer can show it.

Driven through the real console script, on temp copies of a feature folder, so that a survivor that
one scenario kills is seen both ways.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from perturbation_runs import report as _report
from perturbation_runs import run as _run
from perturbation_runs import status as _status

from belote_spec.spec.resources import features_dir

TARGET = "/match/target=150"  # bulgarian plays to 151: a match at 150 must go on
NOT_ENOUGH = "  @source:BG\n  Scenario: 150 match points are not enough\n"


def _match_only(tmp: Path, with_the_scenario: bool) -> Path:
    """A features folder holding bulgarian's match.feature alone, with or without the 150 scenario."""
    folder = tmp / ("with" if with_the_scenario else "without")
    (folder / "bulgarian").mkdir(parents=True)
    text = (features_dir() / "bulgarian" / "match.feature").read_text(encoding="utf-8")
    assert NOT_ENOUGH in text
    if not with_the_scenario:
        head, _, tail = text.partition(NOT_ENOUGH)
        after = re.search(r"^  (?:@|Scenario:)", tail, re.M)  # the scenario runs to the next one
        assert after is not None
        text = head + tail[after.start() :]
        assert "150 match points are not enough" not in text and text.count("Scenario:") == 8
    (folder / "bulgarian" / "match.feature").write_text(text, encoding="utf-8")
    return folder


@pytest.fixture(scope="module")
def trimmed(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    tmp = tmp_path_factory.mktemp("features")
    return _match_only(tmp, False), _match_only(tmp, True)


@pytest.fixture(scope="module")
def one_job(trimmed: tuple[Path, Path]) -> subprocess.CompletedProcess[str]:
    """The folder without the scenario played in one job: read by two tests, played once."""
    return _run("--variant", "bulgarian", "--features", str(trimmed[0]), "--format", "json", "--jobs", "1")


def test_a_survivor_is_reported_until_its_scenario_is_added(
    trimmed: tuple[Path, Path], one_job: subprocess.CompletedProcess[str]
) -> None:
    _, with_it = trimmed
    before = one_job
    assert before.returncode == 1, before.stderr
    assert _status(_report(before), TARGET)["status"] == "survived"
    after = _run("--variant", "bulgarian", "--features", str(with_it), "--format", "json")
    got = _status(_report(after), TARGET)
    assert got["status"] == "killed"
    assert got["killed_by"] == "bulgarian/match.feature::150 match points are not enough[bulgarian]"
    # The figures add up: every generated perturbation is invalid or played, and 151 is the only
    # change this one scenario adds to the kills.
    b, a = _report(before)["variants"][0], _report(after)["variants"][0]
    assert b["generated"] == b["invalid"] + b["valid"] == a["generated"]
    assert b["valid"] == b["killed"] + b["survived"] + b["equivalent"] + b["not_modelled"] + b["unspecified"]
    assert a["killed"] > b["killed"]


def test_the_text_report_lists_the_survivors_by_pointer(trimmed: tuple[Path, Path]) -> None:
    without, _ = trimmed
    proc = _run("--variant", "bulgarian", "--features", str(without))
    assert proc.returncode == 1
    lines = proc.stdout.splitlines()
    assert lines[0].split()[:3] == ["variant", "generated", "invalid"]
    assert lines[1].split()[0] == "bulgarian"
    at = lines.index("  /match/target (1)")
    assert lines[at + 1].split() == ["150", "[nudged]"]


def test_an_equivalent_entry_is_reported_as_equivalent_never_as_killed(
    trimmed: tuple[Path, Path], tmp_path: Path
) -> None:
    without, with_it = trimmed
    listed = tmp_path / "equivalent.yaml"
    listed.write_text(
        f"- variant: bulgarian\n  perturbation: '{TARGET}'\n  reason: made up for the test\n", encoding="utf-8"
    )
    survived = _run(
        "--variant", "bulgarian", "--features", str(without), "--format", "json", "--equivalents", str(listed)
    )
    got = _status(_report(survived), TARGET)
    assert got == {**got, "status": "equivalent", "reason": "made up for the test"}
    # Listed as equivalent yet killed: the list is wrong, and the run says so and fails.
    killed = _run("--variant", "bulgarian", "--features", str(with_it), "--equivalents", str(listed))
    assert killed.returncode == 1
    assert f"bulgarian: {TARGET} is listed as equivalent, yet a scenario kills it" in killed.stdout


def test_a_scenario_the_unchanged_variant_fails_is_reported_once_and_kills_nothing(
    trimmed: tuple[Path, Path], tmp_path: Path
) -> None:
    """A scenario wrong for its own variant would fail under every change: it must not make them all killed
    (a green gate that checked nothing), nor every equivalent entry "killed"; it is said once, and fails."""
    _, with_it = trimmed
    broken = tmp_path / "broken"
    shutil.copytree(with_it, broken)
    feature = broken / "bulgarian" / "match.feature"
    text = feature.read_text(encoding="utf-8")
    wrong = text.replace(
        "When NS score 10 and EW score 6 in the deal\n    Then the match goes on",
        "When NS score 10 and EW score 6 in the deal\n    Then NS win the match",
        1,
    )
    assert wrong != text
    feature.write_text(wrong, encoding="utf-8")
    listed = tmp_path / "equivalent.yaml"
    listed.write_text(
        f"- variant: bulgarian\n  perturbation: '{TARGET}'\n  reason: made up for the test\n", encoding="utf-8"
    )
    proc = _run("--variant", "bulgarian", "--features", str(broken), "--equivalents", str(listed))
    assert proc.returncode == 1, proc.stderr
    case = "bulgarian/match.feature::150 match points are not enough[bulgarian]"
    assert proc.stdout.count(f"bulgarian: {case} fails on the unchanged variant, so it kills nothing") == 1
    assert "yet a scenario kills it" not in proc.stdout
    data = _report(_run("--variant", "bulgarian", "--features", str(broken), "--format", "json"))
    assert data["variants"][0]["fails_unchanged"] == [case]
    assert all(p.get("killed_by") != case for p in data["variants"][0]["perturbations"])


def test_the_verdicts_do_not_depend_on_the_number_of_jobs(
    trimmed: tuple[Path, Path], one_job: subprocess.CompletedProcess[str]
) -> None:
    without, _ = trimmed
    one, two = (
        _report(one_job),
        _report(_run("--variant", "bulgarian", "--features", str(without), "--format", "json", "--jobs", "2")),
    )
    assert one["variants"][0]["perturbations"] == two["variants"][0]["perturbations"]
    assert one["exit_status"] == two["exit_status"] == 1


@pytest.mark.parametrize(
    "args, words",
    [
        (["french-no-follow-suit"], "not named mutants"),
        (["--variant", "no-such-variant"], "unknown variant"),
        (["--features", "/no/such/folder"], "no such folder"),
        (["--equivalents", "/no/such/file.yaml"], "no such file"),
    ],
)
def test_bad_arguments_are_one_line_and_exit_2(args: list[str], words: str) -> None:
    proc = _run(*args, timeout=60)
    assert proc.returncode == 2
    assert words in proc.stderr and len(proc.stderr.strip().splitlines()) == 1 and not proc.stdout


def test_the_perturbation_options_need_perturbations() -> None:
    proc = subprocess.run(
        [sys.executable, "-m", "belote_spec", "mutants", "--variant", "french"],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert proc.returncode == 2 and "--perturbations" in proc.stderr


def test_a_malformed_equivalent_list_is_exit_2(tmp_path: Path, trimmed: tuple[Path, Path]) -> None:
    bad = tmp_path / "bad.yaml"
    bad.write_text("- variant: bulgarian\n  perturbation: '/match/target=150'\n", encoding="utf-8")
    proc = _run("--variant", "bulgarian", "--features", str(trimmed[0]), "--equivalents", str(bad), timeout=60)
    assert proc.returncode == 2 and "needs a variant, a perturbation (pointer=value) or a reordering_of" in proc.stderr


def test_nothing_to_kill_is_not_a_pass(tmp_path: Path) -> None:
    """A folder with no scenario of the variant kills nothing: every perturbation survives, exit 1,
    never a 100% that nobody checked."""
    (tmp_path / "empty").mkdir()
    shutil.copy(features_dir() / "french" / "cards.feature", tmp_path / "empty" / "cards.feature")
    proc = _run("--variant", "open-belot", "--features", str(tmp_path / "empty"), "--format", "json")
    report = _report(proc)
    assert proc.returncode == 1
    total = report["overall"]
    assert total["killed"] == 0 and total["survived"] > 0
    # A change wholly inside the variant's `unstated` rules is unspecified, neither survived nor equivalent.
    assert total["survived"] + total["equivalent"] + total["unspecified"] + total["not_modelled"] == total["valid"]


def test_a_change_wholly_inside_rules_the_sources_do_not_state_is_unspecified_not_a_gap() -> None:
    """bela marks /dealing/first_dealer as not stated by seed 002: adding any first-dealer rule survives
    every scenario, and the report says unspecified, with the variant's note, and counts no gap for it."""
    from belote_spec.spec.loader import load_variant

    note = load_variant("bela")["unstated"]["/dealing/first_dealer"]
    proc = _run("--variant", "bela", "--format", "json", "--jobs", "2")
    [variant] = _report(proc)["variants"]
    added = [p for p in variant["perturbations"] if p["pointer"] == "/dealing/first_dealer"]
    assert added and all(p == {**p, "status": "unspecified", "reason": note} for p in added)
    assert variant["unspecified"] >= len(added)
    assert variant["valid"] == sum(
        variant[s] for s in ("killed", "survived", "equivalent", "unspecified", "not_modelled")
    )


def test_the_unstated_note_covers_a_change_only_when_every_leaf_it_changes_is_unstated() -> None:
    from belote_spec.changes.mutants import unstated_note
    from belote_spec.changes.perturb import REMOVED

    marks = {"/dealing/first_dealer": "not said", "/match/claim": "silent"}
    was = {"first_dealer": {"method": "agreed"}, "next_dealer": {"rule": "left_of_dealer"}}
    assert unstated_note(marks, "/dealing/first_dealer", REMOVED, {"method": "lowest_card"}) == "not said"
    assert unstated_note(marks, "/dealing/first_dealer/method", "agreed", "lowest_card") == "not said"
    # A whole-object change that also touches a stated rule is not covered.
    assert (
        unstated_note(
            marks, "/dealing", was, {**was, "next_dealer": {"rule": "dealer"}, "first_dealer": {"method": "x"}}
        )
        == ""
    )
    assert unstated_note(marks, "/dealing", was, {**was, "first_dealer": {"method": "x"}}) == "not said"
    assert unstated_note(marks, "/match/target", 1000, 1001) == ""


def test_a_point_moves_between_neighbouring_cards_with_the_total_kept_and_uncompilable_changes_are_counted() -> None:
    from belote_spec.changes.mutants import valid_perturbations
    from belote_spec.changes.perturb import moved_points, perturbations
    from belote_spec.spec.loader import load_variant

    spec = load_variant("french")
    moved = moved_points(spec)
    pointers = {p.pointer for p in moved}
    assert "/contracts/suit/trump_points/points" in pointers
    for p in moved:
        assert sum(p.value) == sum(p.was) and sum(a != b for a, b in zip(p.value, p.was, strict=True)) == 2
        assert min(p.value) >= 0
    dropped: list[tuple[str, Any, str]] = []
    made = perturbations(spec, {}, extra=True, dropped=dropped)
    generated, valid = valid_perturbations("french")
    assert generated >= len(made) + len(dropped) and len(valid) <= generated
