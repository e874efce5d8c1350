"""`belote-spec perft`: legal card-play sequences counted from fixed positions, compared with spec/perft/."""

from __future__ import annotations

import argparse

from belote_spec.cli.args import Commands, add_engine_arguments, variant_refs


def add_arguments(sub: Commands) -> None:
    pf = sub.add_parser("perft", help="count legal card-play sequences from fixed positions, compared with spec/perft/")
    pf.add_argument("variant", nargs="*", help="only these variants")
    add_engine_arguments(pf)
    pf.add_argument("--update", action="store_true", help="write the counts from the reference engine")
    pf.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    """Exit 0 when every position checked matched, 1 on a mismatch, 5 when nothing was checked."""
    from belote_spec.base import exits
    from belote_spec.checks import perft

    variants = variant_refs(args.variant)
    if args.update:
        from belote_spec.protocol.interface import ReferenceEngine

        for v in variants:
            path = perft.stored_path(v)
            try:
                path.parent.mkdir(parents=True, exist_ok=True)
                path.write_text(perft.render(ReferenceEngine(), v), encoding="utf-8")
            except OSError as e:
                raise exits.CommandError(f"cannot write {path}: {e.strerror or e}") from None
            print(f"wrote {path}")
        return exits.OK
    from belote_spec.protocol.connect import open_engine

    with open_engine(args.engine, args.timeout) as opened:
        engine = opened.engine
        outcome = perft.Outcome()
        try:
            perft.run_check(engine, variants, outcome, declared=opened.declares)
        except KeyboardInterrupt:  # main reports the interruption; say first what was checked
            print(outcome.summary() + " (interrupted)")
            raise
    print(outcome.summary())
    return exits.verdict(outcome.matched, len(outcome.problems), len(outcome.skipped))
