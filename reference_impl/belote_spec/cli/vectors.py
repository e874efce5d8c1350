"""`belote-spec vectors export FOLDER`: the test vectors as plain JSON files."""

from __future__ import annotations

import argparse
import json
import sys

from belote_spec.cli.args import Commands


def add_arguments(sub: Commands) -> None:
    vec = sub.add_parser("vectors", help="test vectors as plain JSON files")
    vsub = vec.add_subparsers(dest="vectors_command", required=True)
    exp = vsub.add_parser("export", help="write the vectors by variant and rule area under a folder")
    exp.add_argument("folder")
    exp.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from pathlib import Path

    from belote_spec.conformance.vectors import export

    try:
        written = export(Path(args.folder))
    except OSError as e:
        print(f"belote-spec vectors: cannot write {args.folder}: {e}", file=sys.stderr)
        return 2
    total = sum(len(json.loads(p.read_text(encoding="utf-8"))["vectors"]) for p in written)
    print(f"wrote {total} vectors in {len(written)} files under {args.folder}")
    return 0
