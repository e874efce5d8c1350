"""Seed 000 records a deal's points as they are (no match points): the step `the deal's points go to the match
score as they are` is what lets a scenario say so, and it kills the perturbation that adds match points.

Driven through the real console script (`mutants --perturbations`) on a temp copy of spanish-belote's
scoring feature, with and without the scenario that uses the step.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from perturbation_runs import report, run, status

from belote_spec.spec.resources import features_dir

MATCH_POINTS = (
    '/scoring/match_points={"conflict": "lower_rounds_up", "divisor": 10, '
    '"round_up_from": {"all_trumps": 5, "no_trumps": 5, "suit": 6}}'
)
SCENARIO = "  # The first deal of this feature: S's 78 and N's 32 go to the match as they are, not divided.\n"
NAME = "The points of a deal are recorded as they are"


def _folder(tmp: Path, with_the_scenario: bool) -> Path:
    folder = tmp / ("with" if with_the_scenario else "without")
    (folder / "spanish-belote").mkdir(parents=True)
    text = (features_dir() / "spanish-belote" / "scoring.feature").read_text(encoding="utf-8")
    assert SCENARIO in text
    if not with_the_scenario:
        head, _, tail = text.partition(SCENARIO)
        after = re.search(r"^  (?:@|#|Scenario:)", tail.split("\n", 1)[1], re.M)  # the next scenario, if any
        text = head + (tail.split("\n", 1)[1][after.start() :] if after else "")
        assert NAME not in text
    (folder / "spanish-belote" / "scoring.feature").write_text(text, encoding="utf-8")
    return folder


def _status(features: Path) -> dict[str, Any]:
    return status(
        report(run("--variant", "spanish-belote", "--features", str(features), "--format", "json")), MATCH_POINTS
    )


@pytest.fixture(scope="module")
def folders(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    tmp = tmp_path_factory.mktemp("spanish")
    return _folder(tmp, False), _folder(tmp, True)


# Two items, without the scenario and with it (each a whole perturbation run of spanish-belote on one
# feature, 25 s each in one serial run), so pytest-xdist runs them on two workers instead of one 50 s item.
@pytest.mark.parametrize("with_the_scenario", [False, True], ids=["without", "with"])
def test_adding_match_points_survives_until_a_scenario_says_the_points_stay_as_they_are(
    folders: tuple[Path, Path], with_the_scenario: bool
) -> None:
    without, with_it = folders
    if not with_the_scenario:
        assert _status(without)["status"] == "survived"
        return
    got = _status(with_it)
    assert got["status"] == "killed"
    assert got["killed_by"] == f"spanish-belote/scoring.feature::{NAME}[spanish-belote]"
