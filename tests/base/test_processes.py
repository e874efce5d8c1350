"""The processes a command leaves behind: orphans re-parented to a subreaper are found and reaped."""

from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

import pytest

from belote_spec.base import processes

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="prctl and /proc are Linux's")

# A child that starts a grandchild in a session of its own and exits at once, orphaning it.
ORPHANING = (
    "import subprocess; print(subprocess.Popen(['sleep', '300'], start_new_session=True, "
    "stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL).pid)"
)


def test_an_orphan_that_left_its_session_is_re_parented_here_and_reaped() -> None:
    before = processes.children()
    was = processes.subreaper(True)
    try:
        out = subprocess.run([sys.executable, "-c", ORPHANING], capture_output=True, text=True, check=True).stdout
        orphan = int(out)
        deadline = time.monotonic() + 10
        while orphan not in processes.children() and time.monotonic() < deadline:
            time.sleep(0.05)
        assert orphan in processes.children()
        assert processes.reap_orphans(keep=before) >= 1
        assert not Path(f"/proc/{orphan}").exists()
        assert processes.children() - before == set()
    finally:
        processes.subreaper(was)


def test_subreaper_says_what_it_was_before() -> None:
    was = processes.subreaper(True)
    try:
        assert processes.subreaper(True) is True
    finally:
        processes.subreaper(was)
