"""Checking citations: a quoted phrase must really stand in the source file it names."""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import cache
from typing import Any

from belote_spec.spec.resources import read_source
from belote_spec.spec.variant_keys import CITATION_KEYS

_SPACE = re.compile(r"\s+")


def fold(text: str) -> str:
    """White space folded to single spaces, so a quote may be wrapped differently from its source."""
    return _SPACE.sub(" ", text).strip()


@cache
def source_text(file_name: str) -> str:
    return fold(read_source(file_name) or "")


def source_files(sources: dict[str, Any], source_id: str) -> list[str]:
    src = sources.get(source_id) or {}
    return [f for f in [src.get("file"), *src.get("also", [])] if f]


def quote_found(sources: dict[str, Any], source_id: str, quote: str) -> bool:
    wanted = fold(quote)
    return any(wanted in source_text(f) for f in source_files(sources, source_id))


def _walk(data: Any, pointer: str = "") -> Iterator[tuple[str, str, dict[str, Any]]]:
    """Every citation in a variant: the pointer of the rule object that carries it, the pointer of its own
    `quote` (where an error about the words goes), and the citation (an erratum's source and quote too)."""
    if isinstance(data, dict):
        for key, value in data.items():
            here = f"{pointer}/{key}"
            if key in CITATION_KEYS and isinstance(value, list):
                for i, c in enumerate(value):
                    if isinstance(c, dict):
                        yield pointer, f"{here}/{i}/quote", c
            else:
                yield from _walk(value, here)
        if "quote" in data and "source" in data and "problem" in data:
            yield pointer, f"{pointer}/quote", {"source": data["source"], "quote": data["quote"]}
    elif isinstance(data, list):
        for i, value in enumerate(data):
            yield from _walk(value, f"{pointer}/{i}")


def walk_citations(data: Any, pointer: str = "") -> Iterator[tuple[str, dict[str, Any]]]:
    """Every citation in a variant, with the JSON pointer of the rule object that carries it."""
    for rule, _, c in _walk(data, pointer):
        yield rule, c


def _quotes(data: Any) -> Iterator[tuple[str, dict[str, Any]]]:
    """Every citation that has a quote, with the pointer of its own `quote` (for an error placed on the words)."""
    for _, at, c in _walk(data):
        if isinstance(c.get("quote"), str):
            yield at, c


def unfound_quotes(data: dict[str, Any]) -> Iterator[tuple[str, str]]:
    """(pointer, message) for each quote its source's text does not contain, where there is a text."""
    sources = data.get("sources") or {}
    for pointer, c in _quotes(data):
        files = source_files(sources, c.get("source", ""))
        if files and not quote_found(sources, c["source"], c["quote"]):
            named = ", ".join(files)
            yield (
                pointer,
                (
                    f"source {c['source']} ({named}) does not contain this quote (compared with white "
                    f"space folded): quote the source's own words, in the original"
                ),
            )


def unchecked_sources(data: dict[str, Any]) -> list[str]:
    """Sources quoted in the variant that have no text here to check their quotes against."""
    sources = data.get("sources") or {}
    quoted = {str(c.get("source")) for _, c in _quotes(data)}
    return sorted(s for s in quoted if s in sources and not source_files(sources, s))
