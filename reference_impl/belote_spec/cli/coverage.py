"""`belote-spec coverage`: the clauses of each source traced to the scenarios that pin them."""

from __future__ import annotations

import argparse

from belote_spec.cli.args import Commands


def add_arguments(subparsers: Commands) -> None:
    cmd = subparsers.add_parser(
        "coverage",
        help="trace the clauses of each source to the scenarios that pin them",
        description="Count the clauses of each source (spec/clauses/) by status and list the testable ones "
        "no scenario pins; then count each variant's rule values by kind of provenance. A rule value is a rule "
        "object of the resolved variant that carries citations (`cite`), or an `unstated` mark that names no "
        "such object; it is unstated when the variant marks it (or a rule above it) as not stated by the "
        "sources, else stated, read or borrowed by the kind of its citations (stated first); then the rules each "
        "variant sets that no operation shows (not modelled: spec/mutants/not-modelled.yaml). Exit 0 when "
        "every testable clause is covered, 1 when one is not, 2 when a clause file is broken.",
    )
    cmd.add_argument("--format", choices=["text", "json"], default="text")
    cmd.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from belote_spec.conformance.coverage import coverage_main

    return coverage_main(args.format)
