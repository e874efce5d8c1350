"""A report file is written whole or not at all: whatever stops the write, the earlier file stays."""

from __future__ import annotations

import os
import stat
from pathlib import Path

import pytest

from belote_spec.base.files import write_atomic


def test_a_write_stopped_midway_leaves_the_earlier_file_and_no_temporary(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    report = tmp_path / "report.json"
    report.write_text('{"earlier": true}\n', encoding="utf-8")

    def terminated(fd: int) -> None:  # as SIGTERM's handler raises while the text is being written
        raise KeyboardInterrupt

    monkeypatch.setattr(os, "fsync", terminated)
    with pytest.raises(KeyboardInterrupt):
        write_atomic(report, '{"later": true}\n' * 10_000)
    assert report.read_text(encoding="utf-8") == '{"earlier": true}\n'
    assert os.listdir(tmp_path) == ["report.json"]


def test_the_file_is_replaced_keeping_its_mode_or_made_as_open_would(tmp_path: Path) -> None:
    kept = tmp_path / "kept.md"
    kept.write_text("old", encoding="utf-8")
    kept.chmod(0o640)
    write_atomic(kept, "new")
    assert kept.read_text(encoding="utf-8") == "new" and stat.S_IMODE(kept.stat().st_mode) == 0o640
    fresh = tmp_path / "fresh.md"
    write_atomic(str(fresh), "x")
    mask = os.umask(0o022)
    os.umask(mask)
    assert stat.S_IMODE(fresh.stat().st_mode) == 0o666 & ~mask


def test_a_lone_surrogate_is_written_as_its_escape(tmp_path: Path) -> None:
    out = tmp_path / "r.json"
    write_atomic(out, '{"name": "e\udc80"}')
    assert out.read_text(encoding="utf-8") == '{"name": "e\\udc80"}'


def test_a_link_and_a_device_are_written_through(tmp_path: Path) -> None:
    real = tmp_path / "real.xml"
    real.write_text("old", encoding="utf-8")
    link = tmp_path / "link.xml"
    link.symlink_to(real)
    write_atomic(link, "new")
    assert link.is_symlink() and real.read_text(encoding="utf-8") == "new"
    write_atomic(os.devnull, "nothing")
    assert os.path.exists(os.devnull) and not stat.S_ISREG(os.stat(os.devnull).st_mode)
