"""`belote-spec report FILE`: reprint or convert a JSON conformance report without running anything
again (as Bowtie's `summary`), `belote-spec report diff OLD NEW`: what changed between two runs, and
`belote-spec report merge OUT A B ...`: the shards of one run (conformance --shard K/N) joined into the
report one process would have written.

`report FILE` exits with the verdict of the results it reads (0, 1 or 5, as `conformance` did; 130/143/129
for an interrupted run); `report diff` exits 1 when something got worse (a case newly failing, passing
before and skipped now, or no longer run), 0 otherwise; a file that is not a valid report, or contradicts
itself, is exit 2.
"""

from __future__ import annotations

import argparse
import json
import time
from dataclasses import dataclass, field
from typing import Any

from belote_spec.base import exits
from belote_spec.base.untrusted import shown
from belote_spec.cli.args import Commands, add_engine_arguments


def add_arguments(sub: Commands) -> None:
    from belote_spec.conformance.reports import FORMATS

    rep = sub.add_parser(
        "report",
        help="reprint or convert a JSON conformance report; `report diff OLD NEW` "
        "compares two runs; `report merge OUT SHARD...` joins the shards of one run",
        description="belote-spec report FILE [--format F] [--output OUT] | "
        "belote-spec report diff OLD NEW [--format text|json] | "
        "belote-spec report merge OUT.json SHARD.json... [--format json|junit] [--engine E]",
    )
    rep.add_argument("file", help="a JSON report (conformance --format json), or `diff`")
    rep.add_argument("new", nargs="*", help="with `diff`: OLD NEW, two JSON reports")
    rep.add_argument("--format", choices=FORMATS, default="text")
    rep.add_argument("--output", metavar="FILE", help="write to FILE instead of stdout")
    add_engine_arguments(rep)  # report merge --engine: confirm the root causes with the engine, as one run does
    rep.add_argument(
        "--no-causes",
        dest="causes",
        action="store_false",
        help="report merge: do not look for the root causes of the merged failures",
    )
    rep.set_defaults(func=run)


def load_report(path: str) -> dict[str, Any]:
    """A JSON report, checked against schemas/report.schema.json and against itself (its totals, its case
    ids, its count of results); CommandError (exit 2) otherwise."""
    from belote_spec.conformance.reports import contradictions, validate

    try:
        with open(path, encoding="utf-8") as f:
            data = json.load(f)
    except OSError as e:
        raise exits.CommandError(f"cannot read {path}: {e.strerror or e}") from None
    except (ValueError, UnicodeDecodeError) as e:
        raise exits.CommandError(f"{path} is not JSON: {e}") from None
    except RecursionError:
        raise exits.CommandError(f"{path} is not a conformance report: nested too deep") from None
    try:
        problems = validate(data)
    except RecursionError:
        raise exits.CommandError(f"{path} is not a conformance report: nested too deep") from None
    if problems:
        more = f" (and {len(problems) - 1} more)" if len(problems) > 1 else ""
        raise exits.CommandError(f"{path} is not a conformance report: {problems[0]}{more}")
    contradicted = contradictions(data)
    if contradicted:
        raise exits.CommandError(f"{path} contradicts itself: {'; '.join(contradicted)}")
    return data


def _verdict(data: dict[str, Any]) -> int:
    run = data.get("run") or {}
    if run.get("interrupted"):
        return exits.stopped(run["interrupted"])
    from collections import Counter

    t = Counter(r["status"] for r in data["results"])  # the results, never the totals an edit can change
    strict = bool((run.get("options") or {}).get("strict"))
    return exits.verdict(t["passed"], t["failed"] + t["xpassed"], t["skipped"], strict)


def _write(text: str, output: str | None) -> None:
    if output is None:
        print(text)
        return
    from belote_spec.base.files import write_atomic
    from belote_spec.conformance.reports import check_writable

    problem = check_writable(output)
    if problem:
        raise exits.CommandError(f"cannot write {output}: {problem}")
    write_atomic(output, text + "\n")


def run(args: argparse.Namespace) -> int:
    if args.file == "merge":
        if len(args.new) < 2:
            raise exits.CommandError(
                "report merge takes the output file then the JSON reports of the shards: OUT.json A.json B.json ..."
            )
        return merge_main(args)
    if args.file == "diff":
        if len(args.new) != 2:
            raise exits.CommandError("report diff takes two JSON reports: OLD NEW")
        return diff_main(args.new[0], args.new[1], args.format, args.output)
    if args.new:
        raise exits.CommandError(
            f"report takes one file (got {1 + len(args.new)}); to compare two: report diff OLD NEW"
        )
    from belote_spec.conformance.reports import from_json, render

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
        skipped_now = any(old == "passed" for _, old, _ in self.newly_skipped)
        return bool(self.newly_failing) or skipped_now or bool(self.removed)  # a vanished case hides its verdict


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
        ("newly failing", [f"- {cid} (was {was}): {shown(msg)}" for cid, was, msg in c.newly_failing]),
        ("newly passing", [f"- {cid} (was {was})" for cid, was in c.newly_passing]),
        ("newly skipped", [f"- {cid} (was {was}): {shown(why)}" for cid, was, why in c.newly_skipped]),
        (
            "failing for another reason",
            [f"- {cid}\n    was: {shown(a)}\n    now: {shown(b)}" for cid, a, b in c.changed_failures],
        ),
        ("only in the new run", [f"- {cid} ({st})" for cid, st in c.added]),
        ("no longer run", [f"- {cid} (was {st})" for cid, st in c.removed]),
    ]
    for title, items in sections:
        if items:
            lines += [f"{title} ({len(items)}):", *items, ""]
    counts = (
        f"{len(c.newly_failing)} newly failing, {len(c.newly_passing)} newly passing, "
        f"{len(c.newly_skipped)} newly skipped, {len(c.changed_failures)} failing for another reason"
    )
    lines.append(("WORSE: " if c.worse else "not worse: ") + counts)
    return "\n".join(lines)


def diff_main(old_path: str, new_path: str, fmt: str, output: str | None) -> int:
    if fmt not in ("text", "json"):
        raise exits.CommandError(f"report diff writes text or json, not {fmt}")
    old, new = load_report(old_path), load_report(new_path)
    changes = compare(old, new)
    if fmt == "json":
        text = json.dumps(
            {
                "old": old_path,
                "new": new_path,
                "worse": changes.worse,
                "newly_failing": [{"id": i, "was": w, "message": m} for i, w, m in changes.newly_failing],
                "newly_passing": [{"id": i, "was": w} for i, w in changes.newly_passing],
                "newly_skipped": [{"id": i, "was": w, "reason": m} for i, w, m in changes.newly_skipped],
                "changed_failures": [{"id": i, "old": a, "new": b} for i, a, b in changes.changed_failures],
                "added": [{"id": i, "status": s} for i, s in changes.added],
                "removed": [{"id": i, "status": s} for i, s in changes.removed],
            },
            indent=2,
            ensure_ascii=False,
        )
    else:
        text = format_changes(changes, old_path, new_path)
    _write(text, output)
    return exits.FAILED if changes.worse else exits.OK


# -- merge -------------------------------------------------------------------------------------------

# What every shard of one campaign shares: a shard that differs in one of these is from another run.
_SAME = (
    ("kit version", lambda run: run.get("belote_spec")),
    ("engine", lambda run: run.get("engine")),
    ("selection", lambda run: run.get("selection")),
    ("options", lambda run: run.get("options")),
    ("number of shards", lambda run: run["shard"]["n"]),
    ("selected cases", lambda run: run["shard"]["of"]),
    ("case ids (scenarios)", lambda run: run["shard"]["ids"]),
)


def merge(reports: list[tuple[str, dict[str, Any]]]) -> dict[str, Any]:
    """The shards joined: results back in the order of the full selection (shard k ran its cases
    k-1, k-1+n, ...), counts and metadata as one process gives them. CommandError (exit 2) for shards
    of different runs, a shard given twice or a shard missing."""
    from belote_spec.conformance.reports import RunMeta, as_json, from_json

    for path, data in reports:
        if not (data.get("run") or {}).get("shard"):
            raise exits.CommandError(f"{path} is not the report of a shard (run conformance with --shard K/N)")
    first_path, first = reports[0]
    for path, data in reports[1:]:
        for what, get in _SAME:
            if get(data["run"]) != get(first["run"]):
                raise exits.CommandError(
                    f"{path} is a shard of another run than {first_path}: its {what} differs "
                    f"({json.dumps(get(data['run']))} vs {json.dumps(get(first['run']))})"
                )
    n = first["run"]["shard"]["n"]
    by_k: dict[int, str] = {}
    for path, data in reports:
        k = data["run"]["shard"]["k"]
        if k in by_k:
            raise exits.CommandError(f"shard {k}/{n} is given twice: {by_k[k]} and {path}")
        by_k[k] = path
    missing = [f"{k}/{n}" for k in range(1, n + 1) if k not in by_k]
    if missing:
        raise exits.CommandError(
            f"missing shard{'s' if len(missing) > 1 else ''} {', '.join(missing)} (got {len(reports)} of {n})"
        )
    for path, data in reports:
        _whole_shard(path, data)
    parts = {data["run"]["shard"]["k"]: from_json(data) for _, data in reports}
    results = []
    longest = max(len(parts[k][0]) for k in parts)
    for i in range(longest):  # case index i * n + (k - 1) of the full selection
        results += [parts[k][0][i] for k in range(1, n + 1) if i < len(parts[k][0])]
    _every_case_once(results, by_k, first["run"]["shard"])
    metas: list[RunMeta] = [parts[k][2] for k in range(1, n + 1)]
    head = metas[0]
    meta = RunMeta(
        engine=head.engine,
        selection=head.selection,
        options=head.options,
        selected=first["run"]["shard"]["of"],
        start_time=min(m.start_time for m in metas),
        duration=max(m.duration for m in metas),  # the shards ran side by side: the longest one
        interrupted=next((m.interrupted for m in metas if m.interrupted), None),
        stopped_early=any(m.stopped_early for m in metas),
        belote_spec=head.belote_spec,
    )
    return as_json(results, str(first["engine"]), meta)


def _whole_shard(path: str, data: dict[str, Any]) -> None:
    """CommandError unless the shard ran every case of its part: as many results as part K of N takes of
    the selection, the run neither interrupted nor stopped early."""
    run, shard = data["run"], data["run"]["shard"]
    k, n, of = shard["k"], shard["n"], shard["of"]
    part = len(range(k - 1, of, n))
    ran = len(data["results"])
    if run.get("interrupted") or run.get("stopped_early"):
        why = f"interrupted by {run['interrupted']}" if run.get("interrupted") else "stopped early (--maxfail)"
        raise exits.CommandError(
            f"{path}: shard {k}/{n} was {why} after {ran} of its {part} cases; a merge needs every case: "
            "run that shard again"
        )
    if run.get("selected") != part or ran != part:
        raise exits.CommandError(
            f"{path}: shard {k}/{n} of {of} cases runs {part} of them, but it says {run.get('selected')} "
            f"selected and has {ran} result(s)"
        )


def _every_case_once(results: list[Any], by_k: dict[int, str], shard: dict[str, Any]) -> None:
    """CommandError unless the shards' results, in the selection's order, are its cases each once: the
    digest of their ids is the one every shard recorded of the selection."""
    from collections import Counter

    from belote_spec.conformance.reports import ids_digest

    n = shard["n"]
    twice = [cid for cid, times in Counter(r.id for r in results).items() if times > 1]
    if twice:
        where = [by_k[i % n + 1] for i, r in enumerate(results) if r.id == twice[0]]  # i * n + k - 1: shard k
        raise exits.CommandError(
            f"case {twice[0]} is in more than one shard ({', '.join(where)})"
            + (f", and {len(twice) - 1} more case(s)" if len(twice) > 1 else "")
        )
    if ids_digest(r.id for r in results) != shard["ids"]:
        raise exits.CommandError(
            "the shards' case ids are not the selection they were cut from (its digest "
            f"{shard['ids']}): a shard's results were edited, or relabelled as another shard's"
        )


def merge_main(args: argparse.Namespace) -> int:
    from belote_spec.base.files import write_atomic
    from belote_spec.conformance.reports import as_json, check_writable, from_json, one_line, render

    out, paths = args.new[0], args.new[1:]
    if args.format not in ("json", "junit", "text"):
        raise exits.CommandError(f"report merge writes json or junit, not {args.format}")
    fmt = "json" if args.format == "text" else args.format  # the default: the merged JSON report
    problem = check_writable(out)
    if problem:
        raise exits.CommandError(f"cannot write {out}: {problem}")
    results, engine_name, meta = from_json(merge([(p, load_report(p)) for p in paths]))
    if args.causes and not meta.interrupted and any(r.status == "failed" for r in results):
        from belote_spec.conformance.scenarios import collect
        from belote_spec.diagnose.siblings import readings

        searching = time.monotonic()
        meta.causes = _merged_causes(results, args)
        meta.siblings = [r.to_json() for r in readings(results, collect())]
        meta.search_duration = round(time.monotonic() - searching, 3)
        meta.duration = round(meta.duration + meta.search_duration, 3)  # the longest shard's, then the search
    write_atomic(out, render(fmt, results, engine_name, meta) + "\n")
    print(one_line(results, meta, [out]))  # the merged report is the file; `report OUT` prints it as text
    return _verdict(as_json(results, engine_name, meta))


def _merged_causes(results: list[Any], args: argparse.Namespace) -> dict[str, Any]:
    """The root causes over every shard's failures, as one process finds them: the search needs the whole
    failure set, so it runs here, not in the shards; with --engine each cause is confirmed by the engine."""
    from belote_spec.conformance.scenarios import collect
    from belote_spec.diagnose.causes import find_causes
    from belote_spec.protocol.connect import open_engine

    if not args.engine:
        return find_causes(results, collect(), engine=None).to_json()
    with open_engine(args.engine, args.timeout) as opened:
        engine = opened.engine
        return find_causes(results, collect(), engine=engine).to_json()
