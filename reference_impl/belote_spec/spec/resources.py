"""Where the shipped rule data lives, whether belote-spec is installed or run from a checkout."""

from __future__ import annotations

import os
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from belote_spec.spec.errors import SpecErrors
from belote_spec.spec.yaml_source import MAX_BYTES, read_capped

_PACKAGE = Path(__file__).resolve().parents[1]  # the package folder, above spec/
_CHECKOUT = _PACKAGE.parents[1]  # a checkout: the folder above reference_impl/
_OVERRIDES: dict[str, Path] = {}

#: Folders of the user's own variants, each laid out as the package's data (variants/, sources/,
#: features/, clauses/), separated by os.pathsep. The `--spec-path` option sets it, so worker
#: processes and `belote-spec serve` engines see the same variants.
PATH_VARIABLE = "BELOTE_SPEC_PATH"


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
    """A wheel carries the data under belote_spec/_data; a checkout keeps it at the top level."""
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


def user_folders() -> list[Path]:
    """The user's variant folders (BELOTE_SPEC_PATH), in order, each made absolute."""
    value = os.environ.get(PATH_VARIABLE, "")
    return [Path(p).resolve() for p in value.split(os.pathsep) if p]


def variant_dirs() -> list[Path]:
    """Where a variant id is looked up: the user's folders first, then the shipped variants."""
    return [*(f / "variants" for f in user_folders() if (f / "variants").is_dir()), variants_dir()]


def source_dirs() -> list[Path]:
    """Where a source's text is read: the sources/ of the user's folders, then the shipped ones."""
    return [*(f / "sources" for f in user_folders() if (f / "sources").is_dir()), sources_dir()]


def _first_source(name: str) -> tuple[Path, Path] | None:
    """The first sources folder that has an entry of this name (even a link), and that entry."""
    for folder in source_dirs():
        if os.path.lexists(folder / name):
            return folder, folder / name
    return None


def source_problem(name: str) -> str | None:
    """Why a source's text is refused: a link out of its sources folder (whose text `docs` would publish),
    or a file bigger than a variant file may be (its quotes are searched in memory)."""
    found = _first_source(name)
    if found is None:
        return None
    folder, path = found
    try:
        real = path.resolve(strict=True)
        size = real.stat().st_size if real.is_file() else 0
    except (OSError, RuntimeError):
        return None
    if folder.resolve() not in real.parents:
        return f"source file {name!r} resolves outside its folder {folder}: a source must be a file of that folder"
    if size > MAX_BYTES:
        return f"source file {name!r} is {size} bytes, more than the {MAX_BYTES} bytes (1 MiB) allowed"
    return None


def source_file(name: str) -> Path | None:
    """The text of a source named by its plain file name, from the first folder that has it; None when there
    is none or it is refused (source_problem)."""
    found = _first_source(name)
    if found is None or not found[1].is_file() or source_problem(name) is not None:
        return None
    return found[1]


def read_source(name: str) -> str | None:
    """A source's text (at most MAX_BYTES read), or None when there is none, it is refused or unreadable."""
    path = source_file(name)
    if path is None:
        return None
    try:
        return read_capped(path, name).decode("utf-8-sig")
    except (SpecErrors, UnicodeDecodeError):
        return None


def feature_roots() -> list[Path]:
    """The shipped scenarios, then the features/ of the user's folders."""
    return [features_dir(), *(f / "features" for f in user_folders() if (f / "features").is_dir())]


def clause_dirs() -> list[Path]:
    return [spec_dir() / "clauses", *(f / "clauses" for f in user_folders() if (f / "clauses").is_dir())]
