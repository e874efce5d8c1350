"""Variant files as written: the schema editors use for them, and cites a child's change leaves behind."""

from __future__ import annotations

import json
import shutil
import subprocess
import textwrap
from pathlib import Path

import pytest
import yaml
from jsonschema import Draft202012Validator

from belote_spec.spec import resources, written_schema

VARIANTS = sorted(resources.variants_dir().glob("*.yaml"))
WRITTEN = resources.schemas_dir() / "variant-file.schema.json"
HEADER = "# yaml-language-server: $schema=../../schemas/variant-file.schema.json"


def _written() -> dict:
    return json.loads(WRITTEN.read_text(encoding="utf-8"))


def test_the_committed_schema_is_the_one_derived_from_the_resolved_schema() -> None:
    resolved = json.loads((resources.schemas_dir() / "variant.schema.json").read_text(encoding="utf-8"))
    regenerate = "python -m belote_spec.spec.written_schema > schemas/variant-file.schema.json"
    assert _written() == written_schema.as_written(resolved), f"schemas/variant-file.schema.json is stale: {regenerate}"
    Draft202012Validator.check_schema(_written())


@pytest.mark.parametrize("path", VARIANTS, ids=lambda p: p.stem)
def test_every_shipped_file_names_the_schema_and_validates_against_it_as_written(path: Path) -> None:
    assert path.read_text(encoding="utf-8").splitlines()[0] == HEADER
    data = yaml.safe_load(path.read_text("utf-8"))
    errors = [e.message for e in Draft202012Validator(_written()).iter_errors(data)]
    assert errors == []


def _child(tmp_path: Path, body: str, name: str = "house") -> Path:
    path = tmp_path / f"{name}.yaml"
    path.write_text(
        textwrap.dedent(f"""\
        language: belote-spec/variant/1
        id: {name}
        extends: french
        title: House French
        version: 0.1.0
        """)
        + textwrap.dedent(body),
        encoding="utf-8",
    )
    return path


def test_a_partial_child_passes_and_a_wrong_value_in_it_is_pinned_to_its_place(tmp_path: Path) -> None:
    validator = Draft202012Validator(_written())
    good = yaml.safe_load(_child(tmp_path, "match:\n  target: 501\nplay:\n  first_lead: null\n").read_text())
    assert list(validator.iter_errors(good)) == []
    bad = yaml.safe_load(_child(tmp_path, "match:\n  target: x\n  nosuch: 1\n").read_text())
    found = sorted((e.json_path, e.validator) for e in validator.iter_errors(bad))
    assert found == [("$.match", "additionalProperties"), ("$.match.target", "type")]
    incomplete = {"language": "belote-spec/variant/1", "id": "solo", "title": "Solo"}
    assert "'deck' is a required property" in {e.message for e in validator.iter_errors(incomplete)}


@pytest.mark.skipif(shutil.which("check-jsonschema") is None, reason="check-jsonschema is not installed")
def test_check_jsonschema_accepts_every_shipped_file_and_a_child(tmp_path: Path) -> None:
    child = _child(tmp_path, "match:\n  target: 501\n")
    run = subprocess.run(
        ["check-jsonschema", "--schemafile", str(WRITTEN), *map(str, VARIANTS), str(child)],
        capture_output=True,
        text=True,
    )
    assert run.returncode == 0, run.stdout + run.stderr
    bad = _child(tmp_path, "match:\n  target: x\n", "bad")
    run = subprocess.run(["check-jsonschema", "--schemafile", str(WRITTEN), str(bad)], capture_output=True, text=True)
    assert run.returncode == 1 and "$.match.target: 'x' is not of type 'integer', 'null'" in run.stdout


def _validate(path: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(["belote-spec", "validate", str(path)], capture_output=True, text=True)


def test_a_value_changed_under_an_inherited_cite_is_an_error_with_the_place_and_the_quote(tmp_path: Path) -> None:
    run = _validate(_child(tmp_path, "match:\n  target: 501\n"))
    assert run.returncode == 2
    line = next(x for x in (run.stdout + run.stderr).splitlines() if "/match/target" in x)
    assert line.startswith(f"{tmp_path / 'house.yaml'}:7:11: /match/target: ")
    assert "inherited from french.yaml:" in line and "at least 1000" in line
    assert "Traceback" not in run.stderr


def test_a_changed_value_with_its_own_cite_or_an_unstated_mark_or_restated_is_valid(tmp_path: Path) -> None:
    cited = _child(
        tmp_path,
        """\
        match:
          target: 1000
          both_reach: higher_total_wins
          equal_totals: play_another_deal
          cite:
            - source: S001
              quote: "Belote usually plays in several hands, up until one team reach a total score of at least 1000."
        """,
        "cited",
    )
    assert _validate(cited).returncode == 0, _validate(cited).stdout
    restated = _child(tmp_path, "match:\n  target: 1000\n", "restated")
    assert _validate(restated).returncode == 0, _validate(restated).stdout
    marked = _child(tmp_path, "unstated:\n  /match/target: our club plays to 501\nmatch:\n  target: 501\n", "marked")
    assert _validate(marked).returncode == 0, _validate(marked).stdout


@pytest.mark.parametrize("path", VARIANTS, ids=lambda p: p.stem)
def test_no_shipped_rulebook_shows_a_quote_under_a_value_a_child_changed(path: Path) -> None:
    from belote_spec.spec import inherited_cites
    from belote_spec.spec.loader import resolve

    resolved = resolve(path)
    assert list(inherited_cites.findings(resolved.data, resolved.positions, resolved.chain)) == []


def test_an_invented_quote_is_an_error_placed_on_the_quote(tmp_path: Path) -> None:
    child = _child(
        tmp_path,
        """\
        match:
          target: 501
          cite:
            - source: S001
              quote: "house rule"
        """,
    )
    run = _validate(child)
    assert run.returncode == 2
    assert f"{child}:10:14: /match/cite/0/quote: source S001 " in run.stderr
    assert "does not contain this quote" in run.stderr


def test_a_source_with_no_text_says_its_quotes_were_not_checked(tmp_path: Path) -> None:
    child = _child(
        tmp_path,
        """\
        sources:
          CLUB:
            title: Our club's house rules
            language: en
            url: https://example.org/rules
        match:
          target: 501
          both_reach: higher_total_wins
          equal_totals: play_another_deal
          cite:
            - source: CLUB
              quote: "We play to 501."
        """,
    )
    run = _validate(child)
    assert run.returncode == 0, run.stdout + run.stderr
    assert "source CLUB has no text in the sources folder (only a url): its quotes were not checked" in run.stderr


def test_the_rulebook_of_a_child_that_changed_a_value_under_an_inherited_cite_is_refused(tmp_path: Path) -> None:
    (tmp_path / "variants").mkdir()
    (tmp_path / "variants" / "house.yaml").write_text(_child(tmp_path, "match:\n  target: 501\n").read_text())
    run = subprocess.run(
        ["belote-spec", "--spec-path", str(tmp_path), "docs", str(tmp_path / "out"), "--variant", "house"],
        capture_output=True,
        text=True,
    )
    assert run.returncode == 2
    assert "/match/target: this value is changed here but its cite is inherited from french.yaml" in run.stderr
    assert not (tmp_path / "out" / "house.md").exists()
