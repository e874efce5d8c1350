"""Where the shipped rule data lives, whether belote-spec is installed or run from a checkout."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent
_CHECKOUT = _PACKAGE.parent
_OVERRIDES: dict[str, Path] = {}


@contextmanager
def data_folder(name: str, folder: Path) -> Iterator[None]:
    """Read one data folder (`spec`, ...) from `folder` for a while: how `diff --rev` loads a variant
    with the parents and the sources of the same revision."""
    before = _OVERRIDES.get(name)
    _OVERRIDES[name] = folder
    try:
        yield
    finally:
        if before is None:
            del _OVERRIDES[name]
        else:
            _OVERRIDES[name] = before


def _find(name: str) -> Path:
    """A wheel carries the data under reference_impl/_data; a checkout keeps it at the top level."""
    if name in _OVERRIDES:
        return _OVERRIDES[name]
    for candidate in (_PACKAGE / "_data" / name, _CHECKOUT / name):
        if candidate.is_dir():
            return candidate
    raise FileNotFoundError(f"belote-spec data folder {name!r} is missing from this installation")


def spec_dir() -> Path:
    return _find("spec")


def variants_dir() -> Path:
    return spec_dir() / "variants"


def sources_dir() -> Path:
    return spec_dir() / "sources"


def schemas_dir() -> Path:
    return _find("schemas")


def features_dir() -> Path:
    return _find("features")
