"""`belote-spec engine-report`: the docs/engines/ pages of the harnessed real engines, written again."""

from __future__ import annotations

import argparse
from pathlib import Path

from belote_spec.cli.args import Commands
from belote_spec.docs.engine_pages import PAGES_DIR


def add_arguments(sub: Commands) -> None:
    p = sub.add_parser("engine-report", help="regenerate docs/engines/ pages for the harnessed real engines")
    p.add_argument("engine", nargs="*", help="only these engines (page name or adapter module; default: every one)")
    p.add_argument(
        "--no-run",
        action="store_true",
        help="run no command: rebuild each page from the runs recorded in its .json and the current "
        "confirmed YAML (after editing the YAML or the page's layout)",
    )
    p.add_argument(
        "--dir",
        type=Path,
        default=PAGES_DIR,
        metavar="FOLDER",
        help="the folder of the *.confirmed.yaml files and the pages (default: docs/engines/)",
    )
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from belote_spec.docs.engine_pages import regenerate

    return regenerate(args.dir, args.engine, args.no_run)
