"""Checking citations: a quoted phrase must really stand in the source file it names."""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import cache
from pathlib import Path
from typing import Any

from .resources import sources_dir
from .variant_keys import CITATION_KEYS

_SPACE = re.compile(r"\s+")


def fold(text: str) -> str:
    """White space folded to single spaces, so a quote may be wrapped differently from its source."""
    return _SPACE.sub(" ", text).strip()


@cache
def source_text(file_name: str) -> str:
    return fold(Path(sources_dir(), file_name).read_text(encoding="utf-8-sig"))


def source_files(sources: dict[str, Any], source_id: str) -> list[str]:
    src = sources.get(source_id) or {}
    return [f for f in [src.get("file"), *src.get("also", [])] if f]


def quote_found(sources: dict[str, Any], source_id: str, quote: str) -> bool:
    wanted = fold(quote)
    return any(wanted in source_text(f) for f in source_files(sources, source_id))


def walk_citations(data: Any, pointer: str = "") -> Iterator[tuple[str, dict[str, Any]]]:
    """Every citation in a variant, with the JSON pointer of the rule object that carries it."""
    if isinstance(data, dict):
        for key, value in data.items():
            if key in CITATION_KEYS and isinstance(value, list):
                for c in value:
                    if isinstance(c, dict):
                        yield pointer, c
            else:
                yield from walk_citations(value, f"{pointer}/{key}")
        if "quote" in data and "source" in data and "problem" in data:
            yield pointer, {"source": data["source"], "quote": data["quote"]}
    elif isinstance(data, list):
        for i, value in enumerate(data):
            yield from walk_citations(value, f"{pointer}/{i}")
