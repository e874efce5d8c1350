"""The exit statuses every `belote-spec` command shares, and the errors that map onto them.

A CI that reads only the exit status must never take "nothing was checked" for "everything passed":
0 is earned by at least one check that ran and passed, with nothing failed. The table is in the README
("Exit statuses").
"""

from __future__ import annotations

import signal

OK = 0  # at least one check ran, and every check passed
FAILED = 1  # a check failed (with --strict, a skip counts as a failure)
USAGE = 2  # the command could not run: bad arguments or files, a spec that does not load, an engine that cannot start
INTERNAL = 3  # a bug in belote-spec itself
NOTHING = 5  # nothing was verified: nothing selected, everything skipped, or too little for a verdict (as pytest's 5)
INTERRUPTED = 130  # stopped by SIGINT (Ctrl-C), after reporting what ran
TERMINATED = 143  # stopped by SIGTERM, after reporting what ran
HUNG_UP = 129  # stopped by SIGHUP (a closed terminal, a dropped SSH session), after reporting what ran

# 128 + the signal's number, as a shell reports a command the signal killed.
STOPPED_BY = {"SIGINT": INTERRUPTED, "SIGTERM": TERMINATED, "SIGHUP": HUNG_UP}


class CommandError(Exception):
    """A user's mistake a command cannot go on with: printed as one line, exit status 2."""


class Terminated(KeyboardInterrupt):
    """SIGTERM, raised where the program is, so a command stops the way it does on Ctrl-C (exit 143)."""

    signal_name = "SIGTERM"


class HungUp(Terminated):
    """SIGHUP: the terminal went away; a command stops as on SIGTERM, with exit 129."""

    signal_name = "SIGHUP"


# The signals that stop a command, each with what it raises where the program is. A worker process ignores
# them (its parent stops it), and so does a thread that must not take one from the main thread.
STOP_SIGNALS: dict[signal.Signals, type[KeyboardInterrupt]] = {
    signal.SIGINT: KeyboardInterrupt,
    signal.SIGTERM: Terminated,
    signal.SIGHUP: HungUp,
}


def stopped(signal_name: str) -> int:
    """The exit status of a run that the named signal stopped ("SIGINT", "SIGTERM", "SIGHUP")."""
    return STOPPED_BY.get(signal_name, INTERRUPTED)


def verdict(passed: int, failed: int, skipped: int = 0, strict: bool = False) -> int:
    """The exit status of a run that counted checks: failures first, then "nothing verified"."""
    if failed or (strict and skipped):
        return FAILED
    if passed == 0:
        return NOTHING
    return OK
