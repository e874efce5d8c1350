"""The `validate` and `show` commands: user mistakes become positioned error lines, never tracebacks."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import yaml

from belote_spec.cli.args import Commands
from belote_spec.spec import citations, loader, resources
from belote_spec.spec.errors import SpecError, SpecErrors

EXIT_OK, EXIT_INVALID, EXIT_INTERNAL = 0, 2, 3


def _internal(exc: Exception) -> int:
    print(f"internal error: {type(exc).__name__}: {exc}", file=sys.stderr)
    return EXIT_INTERNAL


def validate_main(paths: Sequence[str], fmt: str = "text") -> int:
    """Check variant files (default: the shipped ones); 0 when all are valid, 2 when any is not."""
    try:
        folders = [] if paths else resources.user_folders()
        targets = list(paths) or [
            str(resources.variants_dir()),
            *(str(f / "variants") for f in folders if any((f / "variants").glob("*.yaml"))),
        ]
        errors: list[SpecError] = []
        for path, data, found in loader.iter_results(targets):
            errors += found
            ok = f"OK {path} ({(data or {}).get('id')})"
            for source in citations.unchecked_sources(data or {}):
                print(
                    f"note: {path}: source {source} has no text in the sources folder (only a url): "
                    f"its quotes were not checked",
                    file=sys.stderr,
                )
            if fmt == "text" and found:
                print("\n".join(str(e) for e in found), file=sys.stderr)
            elif fmt == "text":
                print(ok)
            elif not found:
                print(ok, file=sys.stderr)  # stdout stays one JSON document
        if not paths:
            errors += _catalog_errors(fmt)
        scenarios = _scenario_errors(folders)
        errors += scenarios
        if fmt == "text" and scenarios:
            print("\n".join(str(e) for e in scenarios))
        if fmt == "json":
            print(json.dumps([e.to_dict() for e in errors], indent=2, ensure_ascii=False))
    except Exception as exc:
        return _internal(exc)
    return EXIT_INVALID if errors else EXIT_OK


def _catalog_errors(fmt: str) -> list[SpecError]:
    """The shipped catalog of faults found in real engines (spec/faults/), checked against its schema and the
    fault operators: each error positioned; an OK line when it holds."""
    from belote_spec.changes.fault_catalog import catalog_dir, check_catalog

    faults, found = check_catalog()
    if found and fmt == "text":
        print("\n".join(str(e) for e in found), file=sys.stderr)
    elif faults:
        engines = len({f.file for f in faults})
        print(
            f"OK {catalog_dir()} ({len(faults)} faults of {engines} engines)",
            file=sys.stdout if fmt == "text" else sys.stderr,
        )
    return found


def _scenario_errors(folders: Sequence[Path]) -> list[SpecError]:
    """The mistakes of the scenarios in the features/ of the user's folders, as conformance would refuse them."""
    from belote_spec.conformance.gherkin import GherkinError
    from belote_spec.conformance.scenarios import collect
    from belote_spec.conformance.select import check_authored

    errors: list[SpecError] = []
    for folder in folders:
        if not (folder / "features").is_dir():
            continue
        try:
            check_authored(collect(folder / "features"))
        except SpecErrors as exc:
            errors += exc.errors
        except GherkinError as exc:
            errors.append(SpecError(exc.path, exc.line, exc.column or 1, "", exc.message))
    return errors


def show_main(ref: str, fmt: str = "yaml") -> int:
    """Print a variant as resolved (id, alias or path); errors go to stderr with exit code 2."""
    try:
        data: dict[str, Any] = loader.load_variant(ref)
    except SpecErrors as exc:
        print(str(exc), file=sys.stderr)
        return EXIT_INVALID
    except Exception as exc:
        return _internal(exc)
    if fmt == "json":
        print(json.dumps(data, indent=2, ensure_ascii=False, default=str))
    else:
        print(yaml.safe_dump(data, sort_keys=False, allow_unicode=True), end="")
    return EXIT_OK


def add_arguments(subparsers: Commands) -> None:
    """Register `validate` and `show`; both run through `run`."""
    check = subparsers.add_parser(
        "validate",
        help="check variant files: YAML, extends, schema and meaning",
        description="Check variant files and report every problem as file:line:col: /pointer: message.",
    )
    check.add_argument("paths", nargs="*", help="variant files or folders (default: the shipped variants)")
    check.add_argument("--format", choices=["text", "json"], default="text")
    check.set_defaults(func=run)
    show = subparsers.add_parser("show", help="print a variant with `extends` resolved")
    show.add_argument("variant", help="a variant id, an alias, or a .yaml file")
    show.add_argument("--format", choices=["yaml", "json"], default="yaml")
    show.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    if args.command == "show":
        return show_main(args.variant, args.format)
    return validate_main(args.paths, args.format)
