"""Plain-text helpers: the rule phrases' words (in the engine's units and the rulebook alike), and texts
shortened for a message or a report."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any


def words(value: Any) -> str:
    """An enum value as words: right_of_dealer -> right of dealer."""
    return str(value).replace("_", " ")


def series(items: Iterable[str], last: str = "and") -> str:
    """a, b and c."""
    items = list(items)
    if len(items) <= 1:
        return "".join(items)
    return f"{', '.join(items[:-1])} {last} {items[-1]}"


def shorten(text: str, limit: int, ellipsis: str = "...", *, ellipsis_counts: bool = True) -> str:
    """`text` as it is when it has at most `limit` characters, else cut and marked with `ellipsis`: to
    `limit` characters in all, or with `ellipsis_counts=False` its first `limit` and the ellipsis after."""
    if len(text) <= limit:
        return text
    return text[: limit - len(ellipsis) if ellipsis_counts else limit] + ellipsis
