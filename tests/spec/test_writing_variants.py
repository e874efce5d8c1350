"""docs/writing-variants.md, followed word for word from an empty folder outside the repository.

Each fenced block with `file=PATH` is written as shown (a later block for the same file replaces it, as
the guide says to edit it); each `console` block's `$` lines are run in that folder with the installed
console scripts, in order, and must exit as the block's `# exit N` says (0 otherwise) and print every
other line of the block.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

GUIDE = Path(__file__).resolve().parents[2] / "docs" / "writing-variants.md"
BLOCK = re.compile(r"^```(\w+)(?: file=(\S+))?\n(.*?)^```\n", re.S | re.M)
BIN = Path(sys.executable).parent


def _steps() -> list[tuple[str, str | None, str]]:
    return [(m[1], m[2], m[3]) for m in BLOCK.finditer(GUIDE.read_text(encoding="utf-8"))]


def test_the_guide_has_files_and_commands() -> None:
    steps = _steps()
    assert {f for _, f, _ in steps if f} >= {
        "club/variants/house.yaml",
        "club/sources/club-rules.txt",
        "club/features/house/match.feature",
        "club/clauses/CLUB.yaml",
    }
    commands = " ".join(body for kind, _, body in steps if kind == "console")
    for command in ("validate", "show", "diff", "conformance", "docs"):
        assert f"belote-spec --spec-path club {command}" in commands


def test_following_the_guide_from_an_empty_folder_works(tmp_path: Path) -> None:
    if not (BIN / "check-jsonschema").exists():
        pytest.skip("check-jsonschema is not installed (pip install -e '.[test]')")
    env = {k: v for k, v in os.environ.items() if k != "BELOTE_SPEC_PATH"}
    env["PATH"] = f"{BIN}{os.pathsep}{env.get('PATH', '')}"
    ran = 0
    for kind, file, body in _steps():
        if file:
            path = tmp_path / file
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(body, encoding="utf-8")
            continue
        if kind != "console":
            continue
        lines = body.splitlines()
        command = next(line[2:] for line in lines if line.startswith("$ "))
        status = next((int(line.split()[-1]) for line in lines if line.startswith("# exit")), 0)
        expected = [line for line in lines if not line.startswith(("$ ", "# exit")) and line.strip()]
        run = subprocess.run(
            ["bash", "-c", command], cwd=tmp_path, env=env, capture_output=True, text=True, timeout=600
        )
        said = run.stdout + run.stderr
        assert run.returncode == status, f"{command}: exit {run.returncode}, not {status}\n{said}"
        assert "Traceback" not in said, said
        for want in expected:
            assert want.strip() in said, f"{command}: the guide says {want!r}; it printed:\n{said}"
        ran += 1
    assert ran >= 9
    page = (tmp_path / "out" / "house.md").read_text(encoding="utf-8")
    assert "The match ends when a side reaches 501 points." in page
    assert "A side reaching 501 points wins the match" in page  # pinned through the clause file
    assert str(tmp_path) in page and "../../spec/variants/house.yaml" not in page


def test_a_spec_path_that_is_no_folder_is_exit_2_in_one_line(tmp_path: Path) -> None:
    run = subprocess.run(
        [str(BIN / "belote-spec"), "--spec-path", str(tmp_path / "nowhere"), "validate"], capture_output=True, text=True
    )
    assert run.returncode == 2
    assert run.stderr.strip() == f"belote-spec validate: --spec-path {tmp_path / 'nowhere'}: no such folder"


def test_the_environment_variable_finds_a_variant_as_the_option_does(tmp_path: Path) -> None:
    (tmp_path / "variants").mkdir()
    (tmp_path / "variants" / "quiet.yaml").write_text(
        "language: belote-spec/variant/1\nid: quiet\nextends: french\ntitle: Quiet\nversion: 0.1.0\n", encoding="utf-8"
    )
    env = {**os.environ, "BELOTE_SPEC_PATH": str(tmp_path)}
    run = subprocess.run([str(BIN / "belote-spec"), "show", "quiet"], capture_output=True, text=True, env=env)
    assert run.returncode == 0 and "id: quiet" in run.stdout, run.stderr
    run = subprocess.run(
        [str(BIN / "belote-spec"), "show", "quiet"],
        capture_output=True,
        text=True,
        env={k: v for k, v in env.items() if k != "BELOTE_SPEC_PATH"},
    )
    assert run.returncode == 2 and "unknown variant 'quiet'" in run.stderr
