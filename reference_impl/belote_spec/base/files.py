"""Files the package writes for its readers (reports, badges, shards): whole or not at all."""

from __future__ import annotations

import contextlib
import os
import stat
import tempfile


def write_atomic(path: str | os.PathLike[str], text: str) -> None:
    """Writes `text` to `path` as UTF-8 through a temporary file in the same folder, renamed over it once
    complete: a signal or a full disk mid-write leaves the earlier file as it was, never a truncated one.
    A lone surrogate (a JSON escape such as \\udc80 read from an engine) is written as that escape rather
    than failing the whole write. Anything but a regular file (a terminal, a pipe, /dev/null) is written
    in place, as it cannot be renamed over."""
    target = os.path.realpath(path)  # a link to a report keeps pointing at the written report
    try:
        mode: int | None = os.stat(target).st_mode
    except FileNotFoundError:
        mode = None
    if mode is not None and not stat.S_ISREG(mode):
        with open(target, "w", encoding="utf-8", errors="backslashreplace") as f:
            f.write(text)
        return
    folder, name = os.path.split(target)
    fd, temporary = tempfile.mkstemp(prefix=f".{name}.", suffix=".tmp", dir=folder)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", errors="backslashreplace") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        os.chmod(temporary, stat.S_IMODE(mode) if mode is not None else 0o666 & ~_umask())
        os.replace(temporary, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temporary)
        raise


def _umask() -> int:
    """The process's umask (read by setting it, the only way POSIX offers, and setting it back)."""
    mask = os.umask(0o022)
    os.umask(mask)
    return mask
