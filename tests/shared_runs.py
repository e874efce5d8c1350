"""A command run that several tests read, run once per pytest session, across pytest-xdist workers.

`identify` on a real engine's harness is what docs/engines/ records (tests/docs/test_engine_pages.py checks the
recorded run is today's) and what tests/diagnose/test_identify.py reads departures from: the same command line,
the same answer, 7-12 s each; `validate` of the shipped data is read by the loader's and the fault catalog's
tests. The first test to ask runs it; the others, in any worker, wait for it and
read its recorded result (exit status, stdout, stderr) from the session's shared temp folder. A command
that raises (a timeout, exit 2 in pages._run) records nothing, so each asker meets the error itself.
"""

from __future__ import annotations

import fcntl
import hashlib
import json
import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest


def folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The session's folder every worker sees: the parent of a worker's basetemp is the run's own."""
    base = tmp_path_factory.getbasetemp()
    root = base.parent if os.environ.get("PYTEST_XDIST_WORKER") else base
    out = root / "shared-runs"
    out.mkdir(exist_ok=True)
    return out


def run_once(
    where: Path, argv: list[str], run: Callable[[list[str]], subprocess.CompletedProcess[str]]
) -> subprocess.CompletedProcess[str]:
    """`run(argv)`, or the result its first run in this session recorded under `where`."""
    key = hashlib.sha256(json.dumps(argv).encode("utf-8")).hexdigest()[:24]
    record = where / f"{key}.json"
    with open(where / f"{key}.lock", "w", encoding="utf-8") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)  # released when the file is closed, also if run() raises
        if record.exists():
            done = json.loads(record.read_text(encoding="utf-8"))
            assert done["argv"] == argv, (done["argv"], argv)
            return subprocess.CompletedProcess(argv, done["returncode"], done["stdout"], done["stderr"])
        proc = run(argv)
        tmp = record.with_suffix(".tmp")
        tmp.write_text(
            json.dumps({"argv": argv, "returncode": proc.returncode, "stdout": proc.stdout, "stderr": proc.stderr}),
            encoding="utf-8",
        )
        tmp.replace(record)
        return proc


VALIDATE = ["-m", "belote_spec", "validate"]  # after the interpreter: `belote-spec validate` of the shipped data


def validate_shipped(where: Path) -> subprocess.CompletedProcess[str]:
    """`belote-spec validate` of the shipped variants and fault catalog, in a fresh process, once per session: it
    checks every perturbation of every variant against the catalog (half a minute), and both the loader's tests
    and the catalog's read its verdict."""

    def run(argv: list[str]) -> subprocess.CompletedProcess[str]:
        return subprocess.run(argv, capture_output=True, text=True, timeout=600, check=False)

    return run_once(where, [sys.executable, *VALIDATE], run)
