"""Reports an engine cannot bend: every artefact a verdict is read from says what ran, and no text an engine
sends (a lone surrogate, a JSON escape any engine may write) stops a report from being written or read."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from belote_spec.protocol.interface import ReferenceEngine
from tests.cli.test_conformance_cli import cli, engine, report

SURROGATE = "\udc80"


class Surrogate(ReferenceEngine):
    """Plays as the reference, under a name with a lone surrogate, and names a card with one."""

    name = f"lone{SURROGATE}surrogate"

    def legal_cards(self, *a: Any, **k: Any) -> list[str]:
        return [*super().legal_cards(*a, **k)[:-1], f"7{SURROGATE}"]


FEW = ["--variant", "french", "--area", "play", "--area", "tricks"]


def _written(folder: Path, stem: str) -> list[str]:
    """The four report files of a run, each first holding an earlier report."""
    paths = [str(folder / f"{stem}.{ext}") for ext in ("json", "xml", "md", "html")]
    for path in paths:
        Path(path).write_text("earlier report\n", encoding="utf-8")
    return ["--json", paths[0], "--junit-xml", paths[1], "--markdown", paths[2], "--html", paths[3]]


def test_a_lone_surrogate_in_an_engine_s_name_message_and_stderr_is_reported(tmp_path: Path) -> None:
    runs = {
        "name": "python:tests.cli.test_report_trust:Surrogate",
        "stderr": engine(tmp_path, on="trick_winner", do="error", message=f"no{SURROGATE}", say=f"log{SURROGATE}"),
    }
    for what, command in runs.items():
        done = cli("conformance", "--engine", command, *FEW, *_written(tmp_path, what))
        assert done.returncode == 1, done.stderr
        assert "\\udc80" in done.stdout and "internal error" not in done.stderr
        data = report(tmp_path / f"{what}.json")
        # the JSON report writes an engine's lone surrogate out as its escape, text a program can read
        assert any("\\udc80" in r.get("message", "") + r.get("stderr", "") for r in data["results"]), what
        for ext in ("xml", "md", "html"):
            assert "\\udc80" in (tmp_path / f"{what}.{ext}").read_text(encoding="utf-8"), (what, ext)
        again = cli("report", str(tmp_path / f"{what}.json"))
        assert (again.returncode, again.stdout) == (1, done.stdout)
        as_json = cli("report", str(tmp_path / f"{what}.json"), "--format", "json")
        assert as_json.returncode == 1 and json.loads(as_json.stdout) == data
    assert report(tmp_path / "name.json")["engine"] == Surrogate.name.replace(SURROGATE, "\\udc80")


def test_identify_prints_a_lone_surrogate_as_its_escape() -> None:
    command = "python:tests.cli.test_report_trust:Surrogate"
    done = cli("identify", "--engine", command, "--variant", "french", "--format", "json")
    assert done.returncode in (0, 1) and "internal error" not in done.stderr, done.stderr
    assert json.loads(done.stdout)["engine"] == Surrogate.name


def test_a_run_stopped_while_writing_its_reports_leaves_the_earlier_ones_whole(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from belote_spec.cli import main
    from belote_spec.conformance import reports

    rendered = reports.render

    def stopped(fmt: str, *args: Any) -> str:
        if fmt != "json":
            raise KeyboardInterrupt  # SIGINT (or SIGTERM's exception) while the report is being made
        return rendered(fmt, *args)

    monkeypatch.setattr(reports, "render", stopped)
    written = _written(tmp_path, "r")
    assert main(["conformance", "--variant", "french", "--area", "scoring", *written]) == 130
    capsys.readouterr()
    assert json.loads((tmp_path / "r.json").read_text(encoding="utf-8"))["totals"]["failed"] == 0
    for ext in ("xml", "md", "html"):
        assert (tmp_path / f"r.{ext}").read_text(encoding="utf-8") == "earlier report\n"
