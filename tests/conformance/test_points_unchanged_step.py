"""The step `the deal's points go to the match score as they are`: where a source adds a deal's points to
the match unchanged (seed 002: "punctele ... se adaugă la fiecare pereche"), an engine that turns them
into match points (Bulgarian-style, divided by 10) fails the scenario.

Driven through the real console script (`mutants --perturbations` on a one-file features folder), both
with the step and without it, so the perturbation is seen killed by the step and surviving without it.
"""

from __future__ import annotations

from pathlib import Path

from perturbation_runs import report, run

from belote_spec.spec.resources import features_dir

STEP = "    And the deal's points go to the match score as they are\n"
SCENARIO = "bela/scoring.feature::Callers who pass score their points and so do the opponents[bela]"


def _match_points_status(tmp: Path, with_step: bool) -> dict:
    folder = tmp / ("with" if with_step else "without")
    (folder / "bela").mkdir(parents=True)
    text = (features_dir() / "bela" / "scoring.feature").read_text(encoding="utf-8")
    assert text.count(STEP) == 1
    (folder / "bela" / "scoring.feature").write_text(text if with_step else text.replace(STEP, ""), encoding="utf-8")
    proc = run("--variant", "bela", "--features", str(folder), "--format", "json")
    assert proc.returncode in (0, 1), proc.stderr
    found = [p for p in report(proc)["variants"][0]["perturbations"] if p["pointer"] == "/scoring/match_points"]
    assert len(found) == 1, found
    return found[0]


def test_converting_the_points_into_match_points_fails_the_step(tmp_path: Path) -> None:
    got = _match_points_status(tmp_path, with_step=True)
    assert got["status"] == "killed" and got["killed_by"] == SCENARIO


def test_without_the_step_the_conversion_goes_unseen(tmp_path: Path) -> None:
    assert _match_points_status(tmp_path, with_step=False)["status"] == "survived"
