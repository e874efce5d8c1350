"""README.md as a newcomer reads it: every shipped variant named, and the quick test subset it offers works."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from belote_spec.spec.loader import shipped_variant_ids

ROOT = Path(__file__).resolve().parents[2]


def test_the_readme_names_every_shipped_variant() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert [v for v in shipped_variant_ids() if f"`{v}`" not in readme] == []


def test_not_slow_leaves_out_the_slow_first_modules() -> None:
    """The quick subset README offers leaves out the SLOW_FIRST modules and the functions measured slow."""
    assert 'pytest -n auto -m "not slow"' in (ROOT / "README.md").read_text(encoding="utf-8")
    measured = next(
        line
        for line in (ROOT / "tests" / "slow_tests.txt").read_text(encoding="utf-8").splitlines()
        if line.startswith("tests/base/test_parallel.py::")
    )
    files = ["tests/base/test_pointer.py", "tests/base/test_parallel.py", "tests/changes/test_perturbation_kill.py"]
    done = subprocess.run(
        [sys.executable, "-m", "pytest", "--collect-only", "-q", "-p", "no:cacheprovider", "-m", "not slow", *files],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=300,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    collected = [line.partition("[")[0] for line in done.stdout.splitlines() if "::" in line]
    assert any(line.startswith("tests/base/test_pointer.py::") for line in collected)
    assert not any(line.startswith("tests/changes/test_perturbation_kill.py::") for line in collected)
    assert measured not in collected
