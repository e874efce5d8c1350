"""`belote-spec play VARIANT`: a seeded match of random legal cards, printed."""

from __future__ import annotations

import argparse

from belote_spec.cli.args import Commands


def add_arguments(sub: Commands) -> None:
    from belote_spec.cli.args import count

    play = sub.add_parser("play", help="play a seeded match with random legal cards and print it")
    play.add_argument("variant", help="a variant id or a variant file")
    play.add_argument("--seed", type=int, default=0, help="the match seed (default 0)")
    play.add_argument("--max-deals", type=count, default=200, help="stop after this many deals")
    play.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from belote_spec.checks.transcript import format_match
    from belote_spec.engine.match import play_match
    from belote_spec.engine.rules import Rules
    from belote_spec.spec.loader import load_variant

    rules = Rules(load_variant(args.variant))  # a variant that does not load: main says why (SpecErrors, exit 2)
    print(format_match(play_match(rules, seed=args.seed, max_deals=args.max_deals), args.seed))
    return 0
