"""`belote-spec serve`: the reference engine (or one of its rule mutants) over the protocol on stdin/stdout."""

from __future__ import annotations

import argparse
import sys

from belote_spec.cli.args import Commands


def add_arguments(sub: Commands) -> None:
    serve = sub.add_parser(
        "serve",
        help="answer protocol requests on stdin/stdout with the reference engine",
        description="Answer the protocol's requests with the reference engine: one JSON request per line on "
        "stdin, one JSON reply per line on stdout, until stdin closes. `--engine 'belote-spec serve'` runs the "
        "reference through the same pipe as any engine under test; --mutant serves a rule mutant instead.",
    )
    serve.add_argument("--mutant", help="serve a rule mutant of the reference engine instead (see `mutants`)")
    serve.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from belote_spec.protocol.server import serve

    if args.mutant:
        from belote_spec.changes.mutants import BY_NAME, engine_for

        if args.mutant not in BY_NAME:
            print(f"belote-spec serve: no mutant {args.mutant!r} (known: {', '.join(BY_NAME)})", file=sys.stderr)
            return 2
        return serve(engine_for(args.mutant))
    return serve()
