"""Positioned spec errors: every user mistake is reported as file:line:col: /pointer: message."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import asdict, dataclass
from typing import Any


@dataclass(frozen=True)
class SpecError:
    """One problem, placed where an editor can jump to it (line and col are 1-based)."""

    file: str
    line: int
    col: int
    pointer: str
    message: str

    def __str__(self) -> str:
        return f"{self.file}:{self.line}:{self.col}: {self.pointer or '/'}: {self.message}"

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


class SpecErrors(Exception):
    """Raised with every problem found, so a user fixes them all in one round."""

    def __init__(self, errors: Iterable[SpecError]) -> None:
        self.errors: list[SpecError] = list(errors)
        super().__init__("\n".join(str(e) for e in self.errors))

    def __str__(self) -> str:
        return "\n".join(str(e) for e in self.errors)
