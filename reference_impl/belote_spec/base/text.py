"""Plain-text helpers the rule phrases share, in the engine's units and in the rulebook alike."""

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
