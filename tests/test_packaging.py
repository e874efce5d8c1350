"""An installed belote-spec finds its variants, schemas and features without a checkout."""

from __future__ import annotations

import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    from hatchling.builders.wheel import WheelBuilder

    out = tmp_path_factory.mktemp("wheel")
    (path,) = list(WheelBuilder(str(ROOT)).build(directory=str(out), versions=["standard"]))
    return Path(path)


def test_the_wheel_carries_the_rule_data(wheel: Path) -> None:
    names = set(zipfile.ZipFile(wheel).namelist())
    for f in (ROOT / "spec").rglob("*"):
        if f.is_file():
            assert f"belote_spec/_data/spec/{f.relative_to(ROOT / 'spec').as_posix()}" in names
    assert "belote_spec/_data/schemas/variant.schema.json" in names
    assert any(n.startswith("belote_spec/_data/features/") and n.endswith(".feature") for n in names)
    assert any(n.endswith("entry_points.txt") for n in names)


def test_the_unpacked_wheel_runs_without_the_checkout(wheel: Path, tmp_path: Path) -> None:
    zipfile.ZipFile(wheel).extractall(tmp_path / "site")
    code = (
        "from belote_spec.spec import resources, loader;"
        "from belote_spec.conformance.scenarios import collect; from belote_spec.conformance.runner import run;"
        "from belote_spec.protocol.interface import ReferenceEngine;"
        "print(resources.variants_dir());"
        "loader.load_variant('french');"
        "r = run(ReferenceEngine(), collect());"
        "print(sum(x.status == 'passed' for x in r), sum(x.status != 'passed' for x in r))"
    )
    done = subprocess.run(
        [sys.executable, "-c", code],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        env={"PYTHONPATH": str(tmp_path / "site"), "PATH": "/usr/bin:/bin"},
        timeout=300,
    )
    assert done.returncode == 0, done.stderr
    where, counts = done.stdout.splitlines()
    assert where.startswith(str(tmp_path / "site"))
    passed, other = map(int, counts.split())
    assert passed > 0 and other == 0
