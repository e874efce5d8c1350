"""A user's spec folder (--spec-path, BELOTE_SPEC_PATH): what it may bring, and what it may not reach or hide."""

from __future__ import annotations

import hashlib
import json
import os
import subprocess
import textwrap
from pathlib import Path

from jsonschema import Draft202012Validator

from belote_spec.spec import resources
from belote_spec.spec.yaml_source import MAX_BYTES

HOUSE = """\
language: belote-spec/variant/1
id: house
extends: french
title: House French
version: 0.1.0
sources:
  CLUB:
    title: Our club's house rules
    language: en
    file: club.txt
match:
  target: 501
  both_reach: higher_total_wins
  equal_totals: play_another_deal
  cite:
    - source: CLUB
      quote: "We play to 501."
"""


def _folder(tmp_path: Path, variant: str = HOUSE) -> Path:
    """A spec folder with one variant of its own, citing sources/club.txt."""
    root = tmp_path / "club"
    (root / "variants").mkdir(parents=True)
    (root / "sources").mkdir()
    (root / "variants" / "house.yaml").write_text(textwrap.dedent(variant), encoding="utf-8")
    return root


def _belote_spec(*args: str | Path, cwd: Path | None = None) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k != "BELOTE_SPEC_PATH"}
    return subprocess.run(["belote-spec", *map(str, args)], capture_output=True, text=True, env=env, cwd=cwd)


def test_a_source_that_links_out_of_its_folder_is_refused_at_the_file_that_names_it(tmp_path: Path) -> None:
    root = _folder(tmp_path)
    secret = tmp_path / "secret.txt"
    secret.write_text("We play to 501. And the root password is hunter2.\n", encoding="utf-8")
    (root / "sources" / "club.txt").symlink_to(secret)
    run = _belote_spec("--spec-path", root, "validate", root / "variants" / "house.yaml")
    assert run.returncode == 2, run.stdout + run.stderr
    assert "/sources/CLUB/file: source file 'club.txt' resolves outside its folder" in run.stderr
    assert run.stderr.startswith(f"{root / 'variants' / 'house.yaml'}:")
    site = _belote_spec("--spec-path", root, "docs", tmp_path / "out", "--variant", "house", "--format", "html")
    assert not (tmp_path / "out" / "sources" / "club.txt.html").exists()
    assert "hunter2" not in "".join(p.read_text("utf-8") for p in (tmp_path / "out").rglob("*.html")), site.stderr


def test_a_source_bigger_than_a_variant_file_may_be_is_refused_unread(tmp_path: Path) -> None:
    root = _folder(tmp_path)
    with (root / "sources" / "club.txt").open("wb") as big:
        big.write(b"We play to 501.\n")
        big.truncate(MAX_BYTES + 1)  # sparse: nothing large is written
    run = _belote_spec("--spec-path", root, "validate", root / "variants" / "house.yaml")
    assert run.returncode == 2, run.stdout + run.stderr
    assert f"/sources/CLUB/file: source file 'club.txt' is {MAX_BYTES + 1} bytes, more than the" in run.stderr


def test_a_source_inside_its_folder_still_validates(tmp_path: Path) -> None:
    root = _folder(tmp_path)
    (root / "sources" / "real.txt").write_text("Rules.\nWe play to 501.\n", encoding="utf-8")
    (root / "sources" / "club.txt").symlink_to("real.txt")  # a link that stays inside the folder is fine
    run = _belote_spec("--spec-path", root, "validate", root / "variants" / "house.yaml")
    assert run.returncode == 0, run.stdout + run.stderr


def test_validate_with_a_spec_folder_checks_the_users_variants_too(tmp_path: Path) -> None:
    root = _folder(tmp_path, HOUSE.replace("target: 501", "target: 0"))
    (root / "sources" / "club.txt").write_text("We play to 501.\n", encoding="utf-8")
    run = _belote_spec("--spec-path", root, "validate")
    assert run.returncode == 2, run.stdout + run.stderr
    assert f"{root / 'variants' / 'house.yaml'}:" in run.stderr and "/match/target" in run.stderr
    assert "OK " in run.stdout  # the shipped variants are still checked


MISTAKES = """\
@variant:french @source:FFB @area:play
Feature: House checks

  Scenario: A typo in a step
    Source FFB: "this quote is in no source"
    Given N holds JH 9H
    When N plyas JH
    Then the trick is won by N

  @source:NOPE
  Scenario: No source line
    Given N holds JH 9H
"""


def test_a_users_scenario_mistakes_are_positioned_errors_not_engine_failures(tmp_path: Path) -> None:
    root = tmp_path / "club"
    (root / "features").mkdir(parents=True)
    feature = root / "features" / "house.feature"
    feature.write_text(MISTAKES, encoding="utf-8")
    expected = [
        f"{feature}:5:5: /: source FFB does not contain this quote",
        f"{feature}:7:10: /: no step definition matches When 'N plyas JH' (did you mean 'N plays JH'?)",
        f"{feature}:10:3: /: unknown source 'NOPE' in @source:",
        f"{feature}:11:3: /: no 'Source ID: \"quote\"' line in the description",
    ]
    for run, said in (
        (_belote_spec("--spec-path", root, "validate"), "stdout"),
        (_belote_spec("--spec-path", root, "conformance", "--variant", "french"), "stderr"),
    ):
        assert run.returncode == 2, run.stdout + run.stderr
        lines = getattr(run, said).splitlines()
        assert all(any(line.startswith(e) for line in lines) for e in expected), getattr(run, said)
        assert "Traceback" not in run.stderr


def test_a_folder_that_shadows_a_shipped_id_is_said_and_recorded_in_the_report(tmp_path: Path) -> None:
    root = tmp_path / "club"
    (root / "variants").mkdir(parents=True)
    mine = root / "variants" / "french.yaml"
    mine.write_bytes((resources.variants_dir() / "french.yaml").read_bytes())
    report = tmp_path / "report.json"
    run = _belote_spec(
        "--spec-path", root, "conformance", "--variant", "french", "-k", "trump", "--no-causes", "--json", report
    )
    assert run.returncode == 0, run.stdout + run.stderr
    warnings = [line for line in run.stderr.splitlines() if "warning" in line]
    assert warnings == [f"belote-spec: warning: variant 'french' is read from {mine}, not the shipped one"]
    data = json.loads(report.read_text(encoding="utf-8"))
    schema = json.loads((resources.schemas_dir() / "report.schema.json").read_text(encoding="utf-8"))
    assert list(Draft202012Validator(schema).iter_errors(data)) == []
    assert data["run"]["variant_files"] == [
        {"path": str(mine.resolve()), "sha256": hashlib.sha256(mine.read_bytes()).hexdigest()}
    ]
    shipped = _belote_spec("conformance", "--variant", "french", "-k", "trump", "--no-causes", "--format", "json")
    assert "variant_files" not in json.loads(shipped.stdout)["run"] and "warning" not in shipped.stderr


def test_inherited_runs_the_parents_scenarios_for_a_child_with_none_of_its_own(tmp_path: Path) -> None:
    root = tmp_path / "club"
    (root / "variants").mkdir(parents=True)
    (root / "variants" / "quiet.yaml").write_text(
        "language: belote-spec/variant/1\nid: quiet\nextends: french\ntitle: Quiet\nversion: 0.1.0\n", encoding="utf-8"
    )
    run = _belote_spec(
        "--spec-path", root, "conformance", "--inherited", "--variant", "quiet", "-k", "trump", "--no-causes", "--list"
    )
    assert run.returncode == 0, run.stdout + run.stderr
    ids = run.stdout.splitlines()
    assert ids and all(i.endswith("[quiet]") for i in ids)
    nothing = _belote_spec("--spec-path", root, "conformance", "--inherited", "--variant", "quiet", "-k", "no-such")
    assert nothing.returncode == 5 and "nothing selected" in nothing.stderr
