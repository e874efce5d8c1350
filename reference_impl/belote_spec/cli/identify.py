"""`belote-spec identify`: the command line around identify(); usage mistakes exit 2, never a traceback."""

from __future__ import annotations

import argparse
import json
import os
import sys
from typing import Any

from belote_spec.cli.args import Commands, add_engine_arguments, shard


def add_arguments(sub: Commands) -> None:
    p = sub.add_parser("identify", help="which shipped variant an engine plays, and where it departs from it")
    add_engine_arguments(p)
    p.add_argument(
        "--variant",
        action="append",
        metavar="NAME",
        help="ask the engine under this variant name (repeatable; default: every name it supports)",
    )
    p.add_argument("--format", choices=["text", "json"], default="text")
    p.add_argument(
        "--update",
        action="store_true",
        help="choose the discriminating positions again from the current rules and store them",
    )
    p.add_argument(
        "--shard",
        type=shard,
        metavar="K/N",
        help="ask only the positions whose index is K-1 modulo N and record the answers (JSON, to "
        "--output or stdout) for --merge: a shard gives no verdict",
    )
    p.add_argument("--output", metavar="FILE", help="with --shard: write the shard's answers here")
    p.add_argument(
        "--merge",
        nargs="+",
        metavar="SHARD",
        help="the report of the N shards of one run (their --output files, in any order), "
        "identified here over all their answers",
    )
    p.set_defaults(func=run)


def _fail(message: str) -> int:
    from belote_spec.base.untrusted import visible

    print(f"belote-spec identify: {visible(message)}", file=sys.stderr)  # it may quote the engine's hello
    return 2


def _named(name: str, declared: list[str]) -> str:
    """The name to ask under: as given when the engine declares it, else the shipped id it is an
    alias of when the engine declares that (`--variant belote` for an engine declaring french)."""
    from belote_spec.spec.errors import SpecErrors
    from belote_spec.spec.loader import canonical_variant_id

    if name in declared:
        return name
    try:
        canonical = canonical_variant_id(name)
    except SpecErrors:
        return name
    return canonical if canonical in declared else name


def run(args: argparse.Namespace) -> int:
    from belote_spec.diagnose.identify import discriminate
    from belote_spec.diagnose.identify.core import NameReport, Reference, Report, identify, supported_names
    from belote_spec.diagnose.identify.report import as_json, as_text
    from belote_spec.protocol.connect import open_engine

    if args.update:
        path = discriminate.write(discriminate.build(lambda text: print(text, file=sys.stderr)))
        print(f"wrote {path}")
        return 0
    if args.merge and (args.shard or args.engine or args.variant or args.output):
        return _fail("--merge joins recorded answers: it takes no --shard, --engine, --variant or --output")
    if args.output and not args.shard:
        return _fail("--output is where a shard's answers go: give --shard K/N")
    if args.output and not os.path.isdir(os.path.dirname(os.path.abspath(args.output))):
        return _fail(f"cannot write {args.output}: no folder {os.path.dirname(os.path.abspath(args.output))}")
    if args.merge:
        from belote_spec.diagnose.identify.shard import merge

        report = merge(args.merge, Reference())
        print(json.dumps(as_json(report), indent=2, ensure_ascii=False) if args.format == "json" else as_text(report))
        return report.exit_code
    with open_engine(args.engine, args.timeout, early=True) as opened:  # it starts while the reference loads
        reference = Reference()
        engine = opened.engine  # CommandError: main says it, exit 2
        names = supported_names(engine)
        if not names:
            return _fail("the engine supports no variant")
        asked = [_named(v, names) for v in args.variant or ()]
        unknown = [v for v in asked if v not in names and not engine.supports(v)]
        if unknown:
            return _fail(f"the engine does not support {', '.join(unknown)} (it supports: {', '.join(names)})")
        if args.shard:
            return _write_shard(engine, reference, asked or names, args.shard, args.output)
        done: list[NameReport] = []
        try:
            report = identify(engine, asked or names, reference, done=done)
        except KeyboardInterrupt:  # main reports the interruption; first the names finished, if any
            if done:
                print(as_text(Report(getattr(engine, "name", type(engine).__name__), done[0].asked, False, done)))
            print(f"interrupted after {len(done)} of {len(asked or names)} name(s)")
            raise
    if args.format == "json":
        print(json.dumps(as_json(report), indent=2, ensure_ascii=False))
    else:
        print(as_text(report))
    return report.exit_code


def _write_shard(engine: Any, reference: Any, names: list[str], part: tuple[int, int], output: str | None) -> int:
    """Records shard K/N's answers (to `output`, else stdout): exit 0, the verdict being the merge's."""
    from belote_spec.base.files import write_atomic
    from belote_spec.diagnose.identify.shard import record

    data = record(engine, reference, names, part)
    text = json.dumps(data, ensure_ascii=False) + "\n"
    if output is None:
        sys.stdout.write(text)
        return 0
    try:
        write_atomic(output, text)
    except OSError as e:
        return _fail(f"cannot write {output}: {e.strerror or e}")
    answers = sum(len(n["sent"]) for n in data["names"])
    print(
        f"identify: shard {part[0]}/{part[1]}: {answers} answers under {len(names)} name(s) written to {output}; "
        "the verdict is identify --merge's"
    )
    return 0
