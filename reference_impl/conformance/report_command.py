"""`belote-spec report FILE`: reprint or convert a JSON conformance report without running anything
again (as Bowtie's `summary`), and `belote-spec report diff OLD NEW`: what changed between two runs.

`report FILE` exits with the verdict of the run it reads (0, 1 or 5, as `conformance` did; 130/143 for
an interrupted run); `report diff` exits 1 when something got worse (a case newly failing, or passing
before and skipped now), 0 otherwise; a file that is not a valid report is exit 2.
"""

from __future__ import annotations

import argparse
import json
from dataclasses import dataclass, field
from typing import Any

from .. import exits


def add_arguments(sub: Any) -> None:
    from .reports import FORMATS

    rep = sub.add_parser("report", help="reprint or convert a JSON conformance report; `report diff OLD NEW` "
                         "compares two runs",
                         description="belote-spec report FILE [--format F] [--output OUT] | "
                         "belote-spec report diff OLD NEW [--format text|json]")
    rep.add_argument("file", help="a JSON report (conformance --format json), or `diff`")
    rep.add_argument("new", nargs="*", help="with `diff`: OLD NEW, two JSON reports")
    rep.add_argument("--format", choices=FORMATS, default="text")
    rep.add_argument("--output", metavar="FILE", help="write to FILE instead of stdout")
    rep.set_defaults(func=main)


def load_report(path: str) -> dict[str, Any]:
    """A JSON report, checked against schemas/report.schema.json; CommandError (exit 2) otherwise."""
    from .reports import validate

    try:
        with open(path, encoding="utf-8") as f:
            data = json.load(f)
    except OSError as e:
        raise exits.CommandError(f"cannot read {path}: {e.strerror or e}") from None
    except (ValueError, UnicodeDecodeError) as e:
        raise exits.CommandError(f"{path} is not JSON: {e}") from None
    problems = validate(data)
    if problems:
        more = f" (and {len(problems) - 1} more)" if len(problems) > 1 else ""
        raise exits.CommandError(f"{path} is not a conformance report: {problems[0]}{more}")
    return data


def _verdict(data: dict[str, Any]) -> int:
    run = data.get("run") or {}
    if run.get("interrupted"):
        return exits.TERMINATED if run["interrupted"] == "SIGTERM" else exits.INTERRUPTED
    t = data["totals"]
    strict = bool((run.get("options") or {}).get("strict"))
    return exits.verdict(t["passed"], t["failed"] + t["xpassed"], t["skipped"], strict)


def _write(text: str, output: str | None) -> None:
    if output is None:
        print(text)
        return
    from .reports import check_writable

    problem = check_writable(output)
    if problem:
        raise exits.CommandError(f"cannot write {output}: {problem}")
    with open(output, "w", encoding="utf-8") as f:
        f.write(text + "\n")


def main(args: argparse.Namespace) -> int:
    if args.file == "diff":
        if len(args.new) != 2:
            raise exits.CommandError("report diff takes two JSON reports: OLD NEW")
        return diff_main(args.new[0], args.new[1], args.format, args.output)
    if args.new:
        raise exits.CommandError(f"report takes one file (got {1 + len(args.new)}); "
                                 "to compare two: report diff OLD NEW")
    from .reports import from_json, render

    data = load_report(args.file)
    results, engine, meta = from_json(data)
    _write(render(args.format, results, engine, meta), args.output)
    return _verdict(data)


# -- diff --------------------------------------------------------------------------------------------


@dataclass
class Changes:
    newly_failing: list[tuple[str, str, str]] = field(default_factory=list)  # id, old status, new message
    newly_passing: list[tuple[str, str]] = field(default_factory=list)  # id, old status
    newly_skipped: list[tuple[str, str, str]] = field(default_factory=list)  # id, old status, reason
    changed_failures: list[tuple[str, str, str]] = field(default_factory=list)  # id, old message, new message
    added: list[tuple[str, str]] = field(default_factory=list)  # id, status: cases only the new run has
    removed: list[tuple[str, str]] = field(default_factory=list)  # id, status: cases only the old run has

    @property
    def worse(self) -> bool:
        return bool(self.newly_failing) or any(old == "passed" for _, old, _ in self.newly_skipped)


_BAD = ("failed", "xpassed")
_GOOD = ("passed", "xfailed")


def root_cause(result: dict[str, Any]) -> str:
    """What a failure comes down to: its message, without the request ids and numbers that change from
    run to run, plus the last line the engine wrote to stderr."""
    import re

    message = re.sub(r'"id":\s*\d+', '"id":N', result.get("message", ""))
    stderr = [line for line in result.get("stderr", "").splitlines() if line.strip()]
    return message + (f" [stderr: {stderr[-1].strip()}]" if stderr else "")


def compare(old: dict[str, Any], new: dict[str, Any]) -> Changes:
    before = {r["id"]: r for r in old["results"]}
    after = {r["id"]: r for r in new["results"]}
    out = Changes()
    for cid, r in after.items():
        was = before.get(cid)
        if was is None:
            out.added.append((cid, r["status"]))
            if r["status"] in _BAD:
                out.newly_failing.append((cid, "(not run)", r.get("message", "")))
            continue
        a, b = was["status"], r["status"]
        if b in _BAD and a not in _BAD:
            out.newly_failing.append((cid, a, r.get("message", "")))
        elif a in _BAD and b in _GOOD:
            out.newly_passing.append((cid, a))
        elif b == "skipped" and a != "skipped":
            out.newly_skipped.append((cid, a, r.get("message", "")))
        elif a in _BAD and b in _BAD and root_cause(was) != root_cause(r):
            out.changed_failures.append((cid, was.get("message", ""), r.get("message", "")))
        elif a == "skipped" and b == "passed":
            out.newly_passing.append((cid, a))
    out.removed = [(cid, r["status"]) for cid, r in before.items() if cid not in after]
    return out


def format_changes(c: Changes, old_path: str, new_path: str) -> str:
    lines = [f"belote-spec report diff: {old_path} -> {new_path}", ""]
    sections = [
        ("newly failing", [f"- {cid} (was {was}): {msg}" for cid, was, msg in c.newly_failing]),
        ("newly passing", [f"- {cid} (was {was})" for cid, was in c.newly_passing]),
        ("newly skipped", [f"- {cid} (was {was}): {why}" for cid, was, why in c.newly_skipped]),
        ("failing for another reason", [f"- {cid}\n    was: {a}\n    now: {b}" for cid, a, b in c.changed_failures]),
        ("only in the new run", [f"- {cid} ({st})" for cid, st in c.added]),
        ("no longer run", [f"- {cid} (was {st})" for cid, st in c.removed]),
    ]
    for title, items in sections:
        if items:
            lines += [f"{title} ({len(items)}):", *items, ""]
    counts = (f"{len(c.newly_failing)} newly failing, {len(c.newly_passing)} newly passing, "
              f"{len(c.newly_skipped)} newly skipped, {len(c.changed_failures)} failing for another reason")
    lines.append(("WORSE: " if c.worse else "not worse: ") + counts)
    return "\n".join(lines)


def diff_main(old_path: str, new_path: str, fmt: str, output: str | None) -> int:
    if fmt not in ("text", "json"):
        raise exits.CommandError(f"report diff writes text or json, not {fmt}")
    old, new = load_report(old_path), load_report(new_path)
    changes = compare(old, new)
    if fmt == "json":
        text = json.dumps({"old": old_path, "new": new_path, "worse": changes.worse,
                           "newly_failing": [{"id": i, "was": w, "message": m} for i, w, m in changes.newly_failing],
                           "newly_passing": [{"id": i, "was": w} for i, w in changes.newly_passing],
                           "newly_skipped": [{"id": i, "was": w, "reason": m} for i, w, m in changes.newly_skipped],
                           "changed_failures": [{"id": i, "old": a, "new": b} for i, a, b in changes.changed_failures],
                           "added": [{"id": i, "status": s} for i, s in changes.added],
                           "removed": [{"id": i, "status": s} for i, s in changes.removed]},
                          indent=2, ensure_ascii=False)
    else:
        text = format_changes(changes, old_path, new_path)
    _write(text, output)
    return exits.FAILED if changes.worse else exits.OK
