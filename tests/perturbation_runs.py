"""Running `belote-spec mutants --perturbations` as a subprocess and reading one perturbation's verdict:
shared by the tests that play a trimmed copy of a features folder with and without one scenario or step."""

from __future__ import annotations

import json
import subprocess
import sys
from typing import Any


def run(*args: str, timeout: float = 300) -> subprocess.CompletedProcess[str]:
    """The command with the recorded witness searches trusted (`--record use`): what these tests change is the
    scenarios, which a search does not read."""
    return subprocess.run(
        [sys.executable, "-m", "belote_spec", "mutants", "--perturbations", "--record", "use", *args],
        capture_output=True,
        text=True,
        timeout=timeout,
    )


def report(proc: subprocess.CompletedProcess[str]) -> dict[str, Any]:
    assert proc.stdout, proc.stderr
    return json.loads(proc.stdout)


def status(data: dict[str, Any], key: str) -> dict[str, Any]:
    """The one variant's entry for the perturbation named `key` (pointer=value)."""
    [variant] = data["variants"]
    found = [p for p in variant["perturbations"] if p["key"] == key]
    assert found, f"{key} not generated"
    return found[0]
