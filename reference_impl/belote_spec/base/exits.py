"""The exit statuses every `belote-spec` command shares, and the errors that map onto them.

A CI that reads only the exit status must never take "nothing was checked" for "everything passed":
0 is earned by at least one check that ran and passed, with nothing failed. The table is in the README
("Exit statuses").
"""

from __future__ import annotations

OK = 0  # at least one check ran, and every check passed
FAILED = 1  # a check failed (with --strict, a skip counts as a failure)
USAGE = 2  # the command could not run: bad arguments or files, a spec that does not load, an engine that cannot start
INTERNAL = 3  # a bug in belote-spec itself
NOTHING = 5  # nothing was verified: nothing selected, everything skipped, or too little for a verdict (as pytest's 5)
INTERRUPTED = 130  # stopped by SIGINT (Ctrl-C), after reporting what ran
TERMINATED = 143  # stopped by SIGTERM, after reporting what ran


class CommandError(Exception):
    """A user's mistake a command cannot go on with: printed as one line, exit status 2."""


class Terminated(KeyboardInterrupt):
    """SIGTERM, raised where the program is, so a command stops the way it does on Ctrl-C (exit 143)."""


def verdict(passed: int, failed: int, skipped: int = 0, strict: bool = False) -> int:
    """The exit status of a run that counted checks: failures first, then "nothing verified"."""
    if failed or (strict and skipped):
        return FAILED
    if passed == 0:
        return NOTHING
    return OK
