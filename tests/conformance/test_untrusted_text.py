"""Engine text is data: an engine whose name, error messages and stderr carry terminal control, Markdown and
HTML (tests/hostile/files/injecting_engine.py), run through the real `conformance` command in every format,
and its words must come out visible, inert and bounded."""

from __future__ import annotations

import json
import re
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from belote_spec.cli import main

ENGINE = Path(__file__).parents[1] / "hostile" / "files" / "injecting_engine.py"
# Anything a terminal acts on: C0 controls but tab and newline, DEL, C1.
CONTROL = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f]")


def _run(fmt: str, tmp_path: Path, capsys: pytest.CaptureFixture[str], huge: bool = False) -> str:
    engine = f"{sys.executable} {ENGINE}" + (" huge" if huge else "")
    out = tmp_path / f"report.{fmt}"
    argv = ["conformance", "--engine", engine, "--variant", "french", "--no-causes", "--maxfail", "2"]
    assert main([*argv, "--format", fmt, "--output", str(out)]) == 1
    capsys.readouterr()
    return out.read_text(encoding="utf-8")


def test_engine_text_cannot_control_the_terminal(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    text = _run("text", tmp_path, capsys)
    assert not CONTROL.search(text)
    assert "evil\\r\\x1b[2J\\x1b[H0 failed\\n# heading" in text  # shown, on the line of the engine's name
    assert "| log\\r\\x1b[2K0 passed" in text  # stderr keeps its lines, not its controls
    assert text.splitlines()[-1] == "0 passed, 2 failed, 0 skipped"


def test_report_reprints_engine_text_visibly(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "report.json"
    path.write_text(_run("json", tmp_path, capsys), encoding="utf-8")
    assert main(["report", str(path)]) == 1
    out = capsys.readouterr().out
    assert not CONTROL.search(out) and "\\x1b[2K0 passed" in out


def test_engine_text_makes_no_markdown(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    md = _run("markdown", tmp_path, capsys)
    assert not CONTROL.search(md)
    title = md.splitlines()[0]
    assert title.startswith("# belote-spec conformance: evil") and "\\# heading" in title
    assert [line for line in md.splitlines() if line.startswith("#")] == [title, "## Failures"]
    outside_code = re.sub(r"(`{3,}).*?\1", "", md, flags=re.S)  # fenced blocks render nothing
    assert not re.search(r"(?<!\\)<(img|script)", outside_code)
    assert not re.search(r"(?<!\\)\]\(javascript", outside_code)
    assert "\\*bold\\*" in outside_code and "\\`code\\`" in outside_code


def test_engine_text_makes_no_html(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    page = _run("html", tmp_path, capsys)
    assert not CONTROL.search(page)
    assert "<img" not in page and "<script" not in page and "&lt;script&gt;" in page
    assert "<title>belote-spec conformance: evil\\r\\x1b[2J" in page


def test_engine_text_leaves_junit_readable(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    xml = _run("junit", tmp_path, capsys)
    assert not CONTROL.search(xml.replace("\r", ""))
    root = ET.fromstring(xml)
    assert root.get("name", "").startswith("evil\\r\\x1b[2J")


@pytest.mark.parametrize(
    ("fmt", "limit"), [("text", 40_000), ("markdown", 40_000), ("html", 40_000), ("junit", 40_000)]
)
def test_each_engine_field_is_bounded(fmt: str, limit: int, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Two failures of 300,000 characters each: a few KiB per field, and the cut said."""
    text = _run(fmt, tmp_path, capsys, huge=True)
    assert len(text) < limit
    assert re.search(r"… \[\d{3},\d{3} characters cut\]", text)


def test_json_fields_are_bounded_more_loosely(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    data = json.loads(_run("json", tmp_path, capsys, huge=True))
    message = data["results"][0]["message"]
    assert 65_536 < len(message) < 66_000 and re.search(r"\[\d{3},\d{3} characters cut\]$", message)
    assert len(json.dumps(data)) < 400_000


@pytest.mark.parametrize(
    ("argv", "shows"),
    [
        (["smoke"], "engine: evil\\r\\x1b[2J"),
        (["identify", "--variant", "french"], "belote-spec identify: evil\\r\\x1b[2J"),
        (["fuzz", "--variant", "french", "--deals", "1"], "answered an error: \\r\\x1b[2K0 passed"),
    ],
)
def test_other_commands_print_engine_text_visibly(
    argv: list[str], shows: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main([*argv, "--engine", f"{sys.executable} {ENGINE}"]) == 1
    out, err = capsys.readouterr()
    assert not CONTROL.search(out + err)
    assert shows in out


def test_report_diff_shows_engine_text_visibly(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    new = json.loads(_run("json", tmp_path, capsys))
    old = json.loads(json.dumps(new))
    for r in old["results"]:
        r.update(status="skipped", message="\x1b[2Jnot today")  # skipped then, failing now
    old["totals"].update(failed=0, skipped=len(old["results"]))
    # a run stopped with no failure is a forged stop: the old run was interrupted instead
    old["run"].update(stopped_early=False, interrupted="SIGINT")
    paths = [tmp_path / "old.json", tmp_path / "new.json"]
    for path, data in zip(paths, (old, new), strict=True):
        path.write_text(json.dumps(data), encoding="utf-8")
    main(["report", "diff", *map(str, paths)])
    out = capsys.readouterr().out
    assert not CONTROL.search(out) and "newly failing (2)" in out and "\\x1b[2K0 passed" in out
