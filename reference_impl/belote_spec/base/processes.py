"""The processes a command leaves behind, found and stopped.

An engine's descendants may leave its process group (setsid, setpgid), so killing the group misses them.
On Linux a command makes itself a child subreaper: a descendant whose parent dies is re-parented to the
command instead of to init, so at the end every child it did not start on purpose is such an orphan, and
is killed and reaped. Elsewhere (no prctl, no /proc) these functions do nothing.
"""

from __future__ import annotations

import contextlib
import ctypes
import os
import signal
import sys
from collections.abc import Collection

_PR_SET_PDEATHSIG = 1
_PR_SET_CHILD_SUBREAPER = 36
_PR_GET_CHILD_SUBREAPER = 37


def _prctl(option: int, arg: int | ctypes.c_int = 0) -> bool:
    if not sys.platform.startswith("linux"):
        return False
    try:
        libc = ctypes.CDLL(None, use_errno=True)
        arg2 = ctypes.byref(arg) if isinstance(arg, ctypes.c_int) else ctypes.c_ulong(arg)
        return bool(libc.prctl(option, arg2, ctypes.c_ulong(0), ctypes.c_ulong(0), ctypes.c_ulong(0)) == 0)
    except (OSError, AttributeError):
        return False


def subreaper(on: bool) -> bool:
    """Makes this process a child subreaper (or no longer one); returns whether it was one before."""
    before = ctypes.c_int(0)
    _prctl(_PR_GET_CHILD_SUBREAPER, before)
    _prctl(_PR_SET_CHILD_SUBREAPER, int(on))
    return bool(before.value)


def die_with_parent(signum: int) -> None:
    """Asks the kernel to send `signum` to this process when its parent dies."""
    _prctl(_PR_SET_PDEATHSIG, int(signum))


def children() -> set[int]:
    """The processes whose parent is this one, read from /proc (none where there is no /proc)."""
    me, found = os.getpid(), set[int]()
    try:
        entries = os.listdir("/proc")
    except OSError:
        return found
    for name in entries:
        if not name.isdigit():
            continue
        try:
            with open(f"/proc/{name}/stat", "rb") as f:
                fields = f.read().rsplit(b")", 1)[-1].split()  # after the command name, which may hold anything
        except OSError:
            continue
        if len(fields) > 1 and fields[1] == str(me).encode():
            found.add(int(name))
    return found


def _resource_tracker() -> int | None:
    """multiprocessing's resource tracker, a child this process keeps for as long as it runs."""
    tracker = sys.modules.get("multiprocessing.resource_tracker")
    pid = getattr(getattr(tracker, "_resource_tracker", None), "_pid", None)
    return pid if isinstance(pid, int) else None


def reap_orphans(keep: Collection[int], rounds: int = 50) -> int:
    """Kills and reaps every child of this process but those in `keep` (and the resource tracker), then
    the children of those re-parented in turn, for at most `rounds` rounds; returns how many."""
    keep = {*keep, _resource_tracker() or 0}
    reaped = 0
    for _ in range(rounds):
        strays = children() - keep
        if not strays:
            break
        for pid in strays:
            with contextlib.suppress(OSError):
                os.kill(pid, signal.SIGKILL)
        for pid in strays:
            with contextlib.suppress(OSError):
                os.waitpid(pid, 0)
        reaped += len(strays)
    return reaped
