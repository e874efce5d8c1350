"""`belote-spec docs FOLDER`: a rulebook per shipped variant and a comparison, as Markdown and/or HTML."""

from __future__ import annotations

import argparse

from belote_spec.cli.args import Commands
from belote_spec.docs.rulebook import FORMATS


def add_arguments(subparsers: Commands) -> None:
    cmd = subparsers.add_parser(
        "docs",
        help="generate a rulebook per variant and a comparison, as Markdown and/or a static HTML site",
        description="Generate, from the variant YAML (extends resolved), the clause files and the scenarios, a "
        "rulebook per shipped variant, an index and a comparison of the variants. Markdown links are relative "
        "to docs/rulebooks/ of the repository; the HTML site is self-contained.",
    )
    cmd.add_argument("folder", help="the output folder (created if missing)")
    cmd.add_argument("--format", choices=FORMATS, default="both", help="markdown, html or both (default)")
    cmd.add_argument(
        "--variant",
        action="append",
        metavar="VARIANT",
        help="only this variant's rulebook, and a comparison of the variants chosen (repeatable)",
    )
    cmd.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from belote_spec.docs.rulebook import docs_main

    return docs_main(args.folder, args.format, args.variant)
