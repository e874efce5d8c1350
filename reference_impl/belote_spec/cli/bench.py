"""`belote-spec bench`: the reference engine's speed and memory, measured against the targets."""

from __future__ import annotations

import argparse
import json
import sys

from belote_spec.cli.args import Commands


def add_arguments(sub: Commands) -> None:
    bench = sub.add_parser("bench", help="measure the reference engine's speed and memory against the targets")
    bench.add_argument("--variant", action="append", help="only this variant (repeatable; default: every one)")
    bench.add_argument(
        "--metric",
        action="append",
        choices=["deals", "legal", "perft", "protocol", "conformance", "memory", "serve"],
        help="only this measurement (repeatable)",
    )
    bench.add_argument(
        "--peers",
        action="store_true",
        help="the reference beside belote-cli, colver and a hand-written French loop, as ratios of one run "
        "(with --metric, as well as those)",
    )
    bench.add_argument("--seconds", type=float, default=1.0, help="timed work per figure (default 1)")
    bench.add_argument(
        "--rounds",
        type=int,
        default=5,
        help="rounds per figure; the best counts, or for --peers the median of the rounds' ratios (default 5)",
    )
    bench.add_argument("--quick", action="store_true", help="a short run on one variant, to see that it works")
    bench.add_argument("--format", choices=["text", "json"], default="text")
    bench.add_argument("--output", help="also write the JSON report to this file")
    bench.add_argument("--check-targets", action="store_true", help="exit 1 when a figure misses its target")
    bench.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from pathlib import Path

    from belote_spec.base.exits import CommandError
    from belote_spec.checks.bench import Settings, format_table, quick_variant, report, run_bench
    from belote_spec.spec.errors import SpecErrors
    from belote_spec.spec.loader import canonical_variant_id

    try:
        variants = list(dict.fromkeys(canonical_variant_id(v) for v in args.variant or ()))  # aliases too
    except SpecErrors as e:
        raise CommandError(e.errors[0].message) from None
    if not 0 < args.seconds < float("inf") or args.rounds < 1:  # nan fails both comparisons: refused too
        raise CommandError("--seconds must be a finite number above 0 and --rounds at least 1")
    if args.output and not Path(args.output).parent.is_dir():  # said before the measuring, not after
        raise CommandError(f"cannot write {args.output}: no folder {Path(args.output).parent}")
    metrics = [*(args.metric or ()), *(["peers"] if args.peers else [])]
    settings = Settings(seconds=args.seconds, rounds=args.rounds, variants=variants, metrics=metrics)
    if args.quick:
        settings = Settings(seconds=0.2, rounds=2, variants=variants or [quick_variant()], metrics=metrics)
    progress = (lambda text: print(f"  measuring {text}...", file=sys.stderr)) if sys.stderr.isatty() else None
    figures = run_bench(settings, progress)
    data = report(figures, settings)
    if args.output:
        try:
            with open(args.output, "w", encoding="utf-8") as f:
                json.dump(data, f, indent=2)
                f.write("\n")
        except OSError as e:
            print(f"belote-spec bench: cannot write {args.output}: {e}", file=sys.stderr)
            return 2
    print(json.dumps(data, indent=2) if args.format == "json" else format_table(figures, settings.not_measured))
    if not args.check_targets:
        return 0
    missed = [f for f in figures if f.target is not None and not f.target.met(f.value)]
    if not any(f.target is not None for f in figures):
        print("belote-spec bench: no figure measured has a target: nothing was checked", file=sys.stderr)
        return 1
    return 1 if missed else 0
