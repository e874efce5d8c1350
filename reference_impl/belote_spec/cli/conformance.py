"""`belote-spec conformance`: run the scenarios against an engine and report, with a verdict a CI can
trust from the exit status alone (reference_impl/belote_spec/base/exits.py).

0 only when at least one check ran and passed and nothing failed; nothing selected or nothing run (all
skipped) is 5 with the reason; --strict makes a skip fail. Paths are checked before the engine starts,
so a typo does not cost a run. Ctrl-C, SIGTERM or SIGHUP write the report of what ran, marked as
interrupted, stop the engine and exit 130, 143 or 129.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

from belote_spec.base import exits
from belote_spec.cli.args import Commands, add_engine_arguments, add_jobs_argument, count, shard

if TYPE_CHECKING:
    from belote_spec.conformance.scenarios import Case
    from belote_spec.conformance.select import Selection
    from belote_spec.protocol.interface import Engine


def add_arguments(sub: Commands) -> None:
    from belote_spec.conformance.reports import FORMATS

    conf = sub.add_parser(
        "conformance", help="run every cited scenario against an engine (the reference engine by default)"
    )
    conf.set_defaults(func=run)
    add_engine_arguments(conf)
    conf.add_argument("--variant", action="append", help="only this variant: an id or an alias (repeatable)")
    conf.add_argument("--area", action="append", help="only this rule area (repeatable)")
    conf.add_argument(
        "-k",
        metavar="EXPR",
        help="only cases matching this expression, as pytest's -k: words joined by and/or/not and "
        "parentheses, each a case-insensitive substring of the case id, scenario name or a tag "
        "(-k 'capot and not coinche'); quote a phrase with spaces: -k '\"all eight tricks\"'",
    )
    conf.add_argument(
        "--tags",
        metavar="EXPR",
        help="only scenarios whose tags match this cucumber tag expression "
        "(--tags '@source:S002 and not @area:bidding')",
    )
    conf.add_argument(
        "-x",
        "--exitfirst",
        dest="maxfail",
        action="store_const",
        const=1,
        help="stop at the first failure (as --maxfail 1)",
    )
    conf.add_argument("--maxfail", type=count, metavar="N", help="stop after N failures")
    conf.add_argument("--strict", action="store_true", help="a skipped case counts as a failure (exit 1)")
    conf.add_argument(
        "--badges",
        metavar="DIR",
        help="also write SVG badges into DIR: belote-spec.svg for the run and one per variant "
        "(passed/ran, green when nothing failed)",
    )
    conf.add_argument(
        "--inherited",
        action="store_true",
        help="also run the scenarios of the variants each --variant extends, where they still hold "
        "under its rules; list those its changes make inapplicable",
    )
    conf.add_argument(
        "--no-causes",
        dest="causes",
        action="store_false",
        help="do not look for the root causes of the failures (the rule changes that explain them)",
    )
    conf.add_argument(
        "--format",
        action="append",
        choices=FORMATS,
        help="report format (default text); repeat with --output to write several: "
        "--format json --output r.json --format junit --output r.xml",
    )
    conf.add_argument(
        "--output",
        action="append",
        metavar="FILE",
        help="write the report to FILE (paired in order with --format; else the format is guessed "
        "from the extension .json/.xml/.md/.html); the terminal then gets one line: the counts and the files",
    )
    conf.add_argument("--json", dest="json_report", action="append", metavar="FILE", help="also write a JSON report")
    conf.add_argument(
        "--junit-xml",
        dest="junit_report",
        action="append",
        metavar="FILE",
        help="also write a JUnit XML report (as pytest's --junitxml)",
    )
    conf.add_argument(
        "--markdown", dest="markdown_report", action="append", metavar="FILE", help="also write a Markdown report"
    )
    conf.add_argument(
        "--html",
        dest="html_report",
        action="append",
        metavar="FILE",
        help="also write an HTML report: the verdict, the root causes, each variant and area, "
        "every failure with its requests, answers and the engine's stderr",
    )
    conf.add_argument("--xfail", help="a file of scenario ids (one per line) the engine is known to fail")
    conf.add_argument("--list", action="store_true", help="list the selected scenario ids and stop")
    conf.add_argument(
        "--shard",
        type=shard,
        metavar="K/N",
        help="run only part K of N of the selection: the cases whose index in it is K-1 modulo N "
        "(round robin, so the parts are balanced and disjoint); join the JSON reports of the N "
        "parts with `belote-spec report merge`. Root causes are sought by the merge, not by a shard",
    )
    add_jobs_argument(
        conf,
        "run the scenarios in N worker processes, each with its own engine; 0 or 'auto': one "
        "per core (default 1). The report is the same as with one job",
    )


def report_targets(args: argparse.Namespace) -> tuple[list[tuple[str, str]], str | None]:
    """The (format, file) pairs to write and the format for stdout (None: the text summary)."""
    from belote_spec.conformance.reports import check_writable, format_for

    formats: list[str] = list(args.format or [])
    outputs: list[str] = list(args.output or [])
    targets = [(formats[i] if i < len(formats) else format_for(path), path) for i, path in enumerate(outputs)]
    extra = formats[len(outputs) :]
    if len(extra) > 1:
        raise exits.CommandError(
            f"{len(formats)} --format for {len(outputs)} --output: each --format after the "
            "first needs its own --output (or use --json/--junit-xml/--markdown FILE)"
        )
    for option, fmt in (
        ("json_report", "json"),
        ("junit_report", "junit"),
        ("markdown_report", "markdown"),
        ("html_report", "html"),
    ):
        targets += [(fmt, path) for path in getattr(args, option) or []]
    for _, path in targets:
        problem = check_writable(path)
        if problem:
            raise exits.CommandError(f"cannot write the report {path}: {problem}")
    return targets, (extra[0] if extra else None)


def _engine_info(engine: Any, spec: str | None) -> dict[str, Any]:
    from belote_spec._version import __version__
    from belote_spec.protocol.subprocess_engine import SubprocessEngine

    if isinstance(engine, SubprocessEngine):
        hello = engine.hello()
        info: dict[str, Any] = {k: hello.get(k) for k in ("name", "version", "protocol") if k in hello}
        info["variants"] = list(hello.get("variants", []))
        info["command"] = spec
        return info
    name = getattr(engine, "name", type(engine).__name__)
    info = {"name": name, "command": spec or "(reference engine)"}
    version = getattr(engine, "version", None) if spec else __version__
    if version is not None:
        info["version"] = str(version)
    return info


def _root_causes(results: list[Any], cases: list[Any], engine: Any) -> dict[str, Any]:
    """The root causes of the failures, asked of the engine itself where it is still at hand."""
    from belote_spec.diagnose.causes import find_causes

    failed = sum(r.status == "failed" for r in results)
    if sys.stderr.isatty():
        print(f"looking for the root causes of {failed} failure(s)...", file=sys.stderr)
    return find_causes(results, cases, engine=engine).to_json()


def selection_digest(cases: list[Any]) -> str:
    """A digest of the full selection's case ids in order (reports.ids_digest), recorded by each shard."""
    from belote_spec.conformance.reports import ids_digest

    return ids_digest(c.id for c in cases)


def run(args: argparse.Namespace) -> int:
    from belote_spec.conformance.gherkin import GherkinError
    from belote_spec.conformance.runner import read_xfail
    from belote_spec.conformance.scenarios import collect
    from belote_spec.conformance.select import Selection, canonical_variant, select
    from belote_spec.protocol.connect import open_engine

    selection = Selection(
        tuple(canonical_variant(v) for v in args.variant or ()), tuple(args.area or ()), args.k, args.tags
    )
    targets, stdout_format = report_targets(args)
    expected: set[str] = set()
    if args.xfail:
        try:
            expected = read_xfail(args.xfail)
        except (OSError, UnicodeDecodeError) as e:
            raise exits.CommandError(f"cannot read the known failures {args.xfail}: {e}") from None
    try:
        every = collect()
    except GherkinError as e:
        raise exits.CommandError(str(e)) from None
    if args.inherited:
        if not selection.variants:
            raise exits.CommandError("--inherited needs --variant: the child whose parents' scenarios to run")
        from belote_spec.conformance.inherit import inherited

        extra, dropped = inherited(every, selection.variants)
        # A child with no scenario of its own is still a variant: it runs what it inherits.
        cases = select([*every, *extra], selection, known_variants=selection.variants)
        for d in dropped:
            print(
                f"belote-spec conformance: inapplicable under {d.case.rsplit('[', 1)[1].rstrip(']')}'s rules "
                f"(not run): {d.case}: {d.why}",
                file=sys.stderr,
            )
        print(
            f"belote-spec conformance: --inherited: {len(extra)} scenario(s) of the parents still hold, "
            f"{len(dropped)} do not",
            file=sys.stderr,
        )
    else:
        cases = select(every, selection)
    if not cases:
        print(
            f"belote-spec conformance: nothing selected: no case of {len(every)} matches {selection.describe()}",
            file=sys.stderr,
        )
        return exits.NOTHING
    shard_meta = None
    if args.shard:
        k, n = args.shard
        shard_meta = {"k": k, "n": n, "of": len(cases), "ids": selection_digest(cases)}
        cases = cases[k - 1 :: n]
        if not cases:  # N > cases: this part is legitimately empty; the campaign is not
            print(
                f"belote-spec conformance: shard {k}/{n} selected nothing (the selection has {shard_meta['of']} "
                "case(s)); its report still counts for the merge",
                file=sys.stderr,
            )
    if args.list:
        print("\n".join(c.id for c in cases))
        return exits.OK
    with open_engine(args.engine, args.timeout) as opened:  # a mistyped --engine: said, no traceback
        return _run_cases(args, opened.engine, _Chosen(selection, cases, expected, shard_meta), targets, stdout_format)


@dataclass
class _Chosen:
    """What the command line selected to run, worked out before the engine starts."""

    selection: Selection
    cases: list[Case]
    expected: set[str]  # the --xfail ids
    shard: dict[str, Any] | None


def _run_cases(
    args: argparse.Namespace,
    engine: Engine,
    chosen: _Chosen,
    targets: list[tuple[str, str]],
    stdout_format: str | None,
) -> int:
    """Runs the chosen cases on the open engine, writes the reports and says the verdict."""
    from belote_spec.base.files import write_atomic
    from belote_spec.conformance.reports import RunMeta, one_line, render, totals
    from belote_spec.conformance.runner import apply_xfail, execute, terminal_progress
    from belote_spec.spec import resources
    from belote_spec.spec.loader import files_read

    selection, cases, expected, shard_meta = chosen.selection, chosen.cases, chosen.expected, chosen.shard
    info = _engine_info(engine, args.engine)
    name = getattr(engine, "name", type(engine).__name__)
    started, clock = datetime.now(UTC), time.monotonic()
    progress = terminal_progress(sys.stderr) if sys.stderr.isatty() else None
    outcome = execute(engine, args.engine, cases, args.jobs, args.timeout, progress, args.maxfail, frozenset(expected))
    results = outcome.results
    unknown = apply_xfail(results, expected) if expected else []
    if outcome.interrupted or outcome.stopped_early:
        unknown = []  # a listed case that did not run is not a mistake in the list
    meta = RunMeta(
        engine=info,
        selection={
            "variants": list(selection.variants),
            "areas": list(selection.areas),
            "k": selection.keyword,
            "tags": selection.tags,
        },
        options={"strict": args.strict, "maxfail": args.maxfail, "xfail": args.xfail},
        selected=len(cases),
        start_time=started.isoformat(timespec="seconds"),
        duration=round(time.monotonic() - clock, 3),
        interrupted=outcome.interrupted,
        stopped_early=outcome.stopped_early,
        shard=shard_meta,
    )
    if resources.user_folders():  # a spec folder may stand in for a shipped variant: say which files ran
        meta.variant_files = files_read(dict.fromkeys(c.variant for c in cases))
    for sid in unknown:
        print(f"belote-spec conformance: {args.xfail}: no scenario {sid!r} ran", file=sys.stderr)
    if args.causes and not args.shard and not outcome.interrupted and any(r.status == "failed" for r in results):
        from belote_spec.diagnose.siblings import readings

        searching = time.monotonic()
        meta.causes = _root_causes(results, cases, engine)
        meta.siblings = [r.to_json() for r in readings(results, cases)]
        meta.search_duration = round(time.monotonic() - searching, 3)
    meta.duration = round(time.monotonic() - clock, 3)  # the run's time, the root-cause search included
    for fmt, path in targets:
        try:
            write_atomic(path, render(fmt, results, name, meta) + "\n")
        except OSError as e:
            print(f"belote-spec conformance: cannot write the report {path}: {e}", file=sys.stderr)
            return exits.USAGE
    if args.badges:
        from belote_spec.conformance.html_report import badges

        try:
            os.makedirs(args.badges, exist_ok=True)
            for file, svg in badges(results, partial=bool(outcome.interrupted)).items():
                write_atomic(os.path.join(args.badges, file), svg)
        except OSError as e:
            print(f"belote-spec conformance: cannot write the badges in {args.badges}: {e}", file=sys.stderr)
            return exits.USAGE
    if args.output and stdout_format is None:  # --format F --output FILE: the report is the file
        print(one_line(results, meta, [path for _, path in targets]))
    else:
        print(render(stdout_format or "text", results, name, meta))
    t = totals(results)
    if outcome.interrupted:
        print(
            f"belote-spec conformance: stopped by {outcome.interrupted} after {len(results)} of {len(cases)} "
            f"cases; the report{'s' if len(targets) > 1 else ''} cover{'' if len(targets) > 1 else 's'} "
            "what ran",
            file=sys.stderr,
        )
        return exits.stopped(outcome.interrupted)
    if args.shard and not cases:
        return exits.OK  # an empty part of a non-empty campaign: the merge gives the campaign's verdict
    code = exits.verdict(t["passed"], t["failed"] + t["xpassed"], t["skipped"], args.strict)
    if code == exits.NOTHING:
        ran = len(results)
        why = (
            f"all {ran} case(s) were skipped"
            if t["skipped"] == ran
            else f"no case passed ({t['skipped']} skipped, {t['xfailed']} known failures)"
        )
        declared = info.get("variants")
        hint = f" (the engine declares variants: {', '.join(declared) or 'none'})" if declared is not None else ""
        print(f"belote-spec conformance: nothing verified: {why}{hint}", file=sys.stderr)
    elif code == exits.FAILED and not (t["failed"] or t["xpassed"]):
        print(f"belote-spec conformance: --strict: {t['skipped']} skipped case(s) count as failures", file=sys.stderr)
    return code
