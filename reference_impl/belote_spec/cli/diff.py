"""The `belote-spec diff` command: two variant files, or variants at two git revisions.

Exit status: 0 when no outcome changes, 1 when some outcome changes, 2 on an error (an unreadable file,
a bad revision, an invalid spec), said in one message without a traceback.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from belote_spec.cli.args import Commands
from belote_spec.conformance.gherkin import GherkinError
from belote_spec.conformance.scenarios import Case, collect
from belote_spec.docs.diff import Report, compare
from belote_spec.docs.diff.report import as_json, as_text
from belote_spec.docs.diff.revisions import Revision, RevisionError, revisions
from belote_spec.spec.errors import SpecErrors
from belote_spec.spec.loader import find_variant_file, load_variant

EXIT_SAME, EXIT_CHANGED, EXIT_ERROR = 0, 1, 2


class UsageError(Exception):
    """Arguments that do not make a diff."""


def diff_files(old_ref: str, new_ref: str, cases: list[Case]) -> Report:
    """Two variant files (or ids): the new one against the old one."""
    old, new = load_variant(old_ref), load_variant(new_ref)
    files = [str(find_variant_file(ref)) for ref in (old_ref, new_ref)]
    return Report(old_ref, new_ref, [compare(old, new, cases, *files)])


def _side(rev: Revision, ref: str) -> tuple[dict[str, Any] | None, str | None]:
    path = rev.file(ref)
    if path is None:
        return None, None
    shown = f"{rev.label}:{path.relative_to(rev.spec.parent).as_posix()}" if rev.temporary else str(path)
    return rev.load(path), shown


def diff_revisions(refs: list[str], range_text: str, repo: str | None, cases: list[Case]) -> Report:
    """Variants at two revisions; with no refs, every variant whose resolved rules differ (a parent's
    change shows in each child that inherits it)."""
    for ref in refs:
        if "/" in ref or ref.endswith((".yaml", ".yml")):
            raise UsageError(f"with --rev, name variants by id, not by file: {ref!r}")
    with revisions(range_text, repo) as (old_rev, new_rev):
        wanted = refs or sorted(set(old_rev.ids()) | set(new_rev.ids()))
        found = []
        for ref in wanted:
            (old, old_file), (new, new_file) = _side(old_rev, ref), _side(new_rev, ref)
            if old is None and new is None:
                known = ", ".join(sorted(set(old_rev.ids()) | set(new_rev.ids())))
                raise UsageError(f"no variant {ref!r} at {old_rev.label} nor at {new_rev.label} (known: {known})")
            if refs or old != new:
                found.append(compare(old, new, cases, old_file, new_file))
        return Report(old_rev.label, new_rev.label, found)


def run(args: argparse.Namespace) -> int:
    def fail(message: str) -> int:
        print(f"belote-spec diff: {message}", file=sys.stderr)
        return EXIT_ERROR

    try:
        cases = collect()
        if args.rev:
            report = diff_revisions(args.variants, args.rev, args.repo, cases)
        elif len(args.variants) == 2:
            report = diff_files(args.variants[0], args.variants[1], cases)
        else:
            return fail("give OLD and NEW variant files, or variant ids with --rev A..B")
    except SpecErrors as e:
        print(str(e), file=sys.stderr)
        return EXIT_ERROR
    except (RevisionError, UsageError, GherkinError) as e:
        return fail(str(e))
    text = as_json(report) if args.format == "json" else as_text(report)
    if args.output:
        try:
            Path(args.output).write_text(text + "\n", encoding="utf-8")
        except OSError as e:
            return fail(f"cannot write {args.output}: {e}")
    else:
        print(text)
    return EXIT_CHANGED if report.changed else EXIT_SAME


def add_arguments(subparsers: Commands) -> None:
    """Register `diff`; it sets `func(args) -> exit code`."""
    diff = subparsers.add_parser(
        "diff",
        help="what changes between two versions of a variant's rules, and which outcomes that changes",
        description="Compare the resolved rules of OLD and NEW (files or ids), or of variants at two git "
        "revisions (--rev A..B; A.. for the working tree), and list every scenario, vector, perft count and "
        "golden playthrough whose outcome changes. Exit 0: no outcome changes; 1: some do; 2: an error.",
    )
    diff.add_argument(
        "variants",
        nargs="*",
        metavar="VARIANT",
        help="OLD NEW (variant files or ids); with --rev, variant ids (default: every variant "
        "whose resolved rules differ)",
    )
    diff.add_argument(
        "--rev", metavar="A..B", help="compare the variants at git revisions A and B (B left out: the working tree)"
    )
    diff.add_argument("--repo", help="the git repository for --rev (default: the one holding the current folder)")
    diff.add_argument("--format", choices=["text", "json"], default="text")
    diff.add_argument("--output", help="write the report to this file")
    diff.set_defaults(func=run)
