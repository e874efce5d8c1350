"""The variant data found valid against the variant schema, remembered by content across processes.

Validating a variant with jsonschema is most of what every process that reads the variants spends before
its first answer (`belote-spec serve` reads all eighteen at hello). The verdict depends on nothing but the
data, the schema, the jsonschema release and the formats it can check, so it is kept under a hash of all
of them: a file edited, a schema changed or another jsonschema gives another key, never a stale verdict.
Only "valid" is kept; data with errors is validated every time, so its errors are always reported afresh.

The folder is `$BELOTE_SPEC_CACHE` when set (`off` or `0`: nothing is kept), else
`$XDG_CACHE_HOME/belote-spec`, else `~/.cache/belote-spec`. A folder that cannot be written leaves every
verdict to the validator.
"""

from __future__ import annotations

import hashlib
import os
from functools import cache
from importlib import metadata
from pathlib import Path
from typing import Any

from belote_spec.base.json_text import exact_text

VARIABLE = "BELOTE_SPEC_CACHE"
_KEY_FORMAT = b"belote-spec valid variant 1\n"


def folder() -> Path | None:
    """Where the verdicts are kept, or None when keeping them is off."""
    setting = os.environ.get(VARIABLE)
    if setting is not None:
        return None if setting.strip().lower() in ("", "0", "off", "no", "false") else Path(setting)
    base = os.environ.get("XDG_CACHE_HOME")
    if not base:
        try:
            base = str(Path.home() / ".cache")
        except (RuntimeError, KeyError):  # no home to be found: nothing is kept
            return None
    return Path(base) / "belote-spec"


@cache
def _salt(schema: bytes, formats: tuple[str, ...]) -> bytes:
    try:
        release = metadata.version("jsonschema")
    except metadata.PackageNotFoundError:
        release = "unknown"
    return hashlib.sha256(_KEY_FORMAT + release.encode() + b"\n" + ",".join(formats).encode() + b"\n" + schema).digest()


def key(data: Any, schema: bytes, formats: tuple[str, ...]) -> str | None:
    """The data's key under the schema (the bytes its validator was made from) and the format checkers the
    validator has: None for data whose text could stand for other data (NaN and infinities, which orjson
    writes as null; types JSON does not have)."""
    text = exact_text(data, sort_keys=True)
    return None if text is None else hashlib.sha256(_salt(schema, formats) + text).hexdigest()


def _path(found: str) -> Path | None:
    where = folder()
    return None if where is None else where / "valid" / found[:2] / found[2:]


def known_valid(found: str | None) -> bool:
    """Whether data with this key was found valid before."""
    path = _path(found) if found else None
    return path is not None and path.is_file()


def remember_valid(found: str | None) -> None:
    """Keeps that data with this key is valid (silently not, where the folder cannot be written)."""
    path = _path(found) if found else None
    if path is None:
        return
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.touch()
    except OSError:
        pass
