"""Command-line arguments several commands share, declared once so they mean the same everywhere."""

from __future__ import annotations

import argparse
import math
from collections.abc import Sequence
from typing import TypeAlias

Commands: TypeAlias = "argparse._SubParsersAction[argparse.ArgumentParser]"
"""What a command's `add_arguments` adds its parser to (argparse names the type only privately)."""


def seconds(text: str) -> float:
    """`--timeout S`: a number of seconds above 0 (0, negatives, nan and inf are refused by argparse)."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a number of seconds, not {text!r}") from None
    if not math.isfinite(value) or value <= 0:
        raise argparse.ArgumentTypeError(f"expected a number of seconds above 0, not {text}")
    return value


def count(text: str) -> int:
    """A whole number from 1 (`--deals N`, `--maxfail N`)."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a whole number, not {text!r}") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"expected a whole number from 1, not {value}")
    return value


def add_engine_arguments(parser: argparse.ArgumentParser) -> None:
    """--engine and --timeout, as every command that drives an engine reads them."""
    parser.add_argument(
        "--engine",
        help="a command line starting an engine that speaks the protocol ('belote-spec serve'), or "
        "python:module:attribute for an engine object or class in this process (default: the reference engine)",
    )
    parser.add_argument(
        "--timeout",
        type=seconds,
        default=10.0,
        metavar="S",
        help="seconds a subprocess engine may take per request (default 10)",
    )


def jobs(text: str) -> int:
    """`--jobs N` (base.parallel.parse_jobs): its ValueError becomes argparse's error, in the same words."""
    from belote_spec.base.parallel import parse_jobs

    try:
        return parse_jobs(text)
    except ValueError as e:
        raise argparse.ArgumentTypeError(str(e)) from None


def add_jobs_argument(parser: argparse.ArgumentParser, help: str) -> None:
    """--jobs N, as every command that runs work in worker processes reads it: N >= 1, 0 or 'auto' one
    per core, default 1. `help` says what the workers do."""
    parser.add_argument("--jobs", type=jobs, default=1, metavar="N", help=help)


def shard(text: str) -> tuple[int, int]:
    """`--shard K/N`: this process takes part K of N (1 <= K <= N) of a campaign split over N processes."""
    k, sep, n = text.partition("/")
    try:
        part, parts = int(k), int(n)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected K/N (as 2/4), not {text!r}") from None
    if not sep or parts < 1 or not 1 <= part <= parts:
        raise argparse.ArgumentTypeError(f"expected K/N with 1 <= K <= N (as 2/4), not {text!r}")
    return part, parts


def variant_refs(refs: Sequence[str] | None) -> list[str]:
    """Shipped ids for ids and aliases, file paths as given; the shipped ids when none is given. An
    unknown name or a missing or invalid file is SpecErrors: one positioned line each, exit 2."""
    from belote_spec.spec.loader import variant_id_or_file, variant_ids

    return list(dict.fromkeys(variant_id_or_file(r) for r in refs)) if refs else variant_ids()
