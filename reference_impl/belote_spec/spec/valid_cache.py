"""The variant data found valid against the variant schema, remembered by content across processes.

Validating a variant with jsonschema is most of what every process that reads the variants spends before
its first answer (`belote-spec serve` reads all eighteen at hello). The verdict depends on nothing but the
data, the schema, the jsonschema release and the formats it can check, so it is kept under a hash of all
of them: a file edited, a schema changed or another jsonschema gives another key, never a stale verdict.
Only "valid" is kept; data with errors is validated every time, so its errors are always reported afresh.

An entry's name is an HMAC of the key under a secret kept outside the cache folder (in the user's config
home, readable by its owner only), so what can write the cache folder cannot make data pass for valid: it
would have to know the secret to name the entry. Entries are written atomically and a link is never
followed, neither to read an entry nor to write one.

The folder is `$BELOTE_SPEC_CACHE` when set (`off` or `0`: nothing is kept), else
`$XDG_CACHE_HOME/belote-spec`, else `~/.cache/belote-spec`; the secret is `$XDG_CONFIG_HOME/belote-spec/
cache.key`, else `~/.config/belote-spec/cache.key`. A folder that cannot be written, or a secret that cannot
be made or is not its owner's alone, leaves every verdict to the validator.
"""

from __future__ import annotations

import hashlib
import hmac
import os
import secrets
import stat
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from functools import cache
from importlib import metadata
from pathlib import Path
from typing import Any

from belote_spec.base.json_text import exact_text

VARIABLE = "BELOTE_SPEC_CACHE"
_KEY_FORMAT = b"belote-spec valid variant 1\n"
_SECRET_SIZE = 32
_NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)
_DIRECTORY = getattr(os, "O_DIRECTORY", 0)


def _home(variable: str, fallback: str) -> Path | None:
    base = os.environ.get(variable)
    if base:
        return Path(base)
    try:
        return Path.home() / fallback
    except (RuntimeError, KeyError):  # no home to be found
        return None


def folder() -> Path | None:
    """Where the verdicts are kept, or None when keeping them is off."""
    setting = os.environ.get(VARIABLE)
    if setting is not None:
        return None if setting.strip().lower() in ("", "0", "off", "no", "false") else Path(setting)
    base = _home("XDG_CACHE_HOME", ".cache")
    return None if base is None else base / "belote-spec"


def secret_path() -> Path | None:
    """Where the secret that names the entries is kept: the user's config home, never the cache folder."""
    base = _home("XDG_CONFIG_HOME", ".config")
    return None if base is None else base / "belote-spec" / "cache.key"


def _read_secret(path: Path) -> bytes | None:
    """The secret, when it is a regular file of the right size that only this user can read or write."""
    try:
        fd = os.open(path, os.O_RDONLY | _NOFOLLOW)
    except OSError:
        return None
    with os.fdopen(fd, "rb") as file:
        info = os.fstat(file.fileno())
        owner = getattr(os, "getuid", lambda: info.st_uid)()
        if not stat.S_ISREG(info.st_mode) or info.st_uid != owner or info.st_mode & 0o077:
            return None
        data = file.read(_SECRET_SIZE + 1)
    return data if len(data) == _SECRET_SIZE else None


def _make_secret(path: Path) -> None:
    """Creates the secret once, whole or not at all: written aside, then linked into place (never replaced)."""
    path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
    aside = path.with_name(f".{path.name}.{os.getpid()}.{secrets.token_hex(8)}")
    fd = os.open(aside, os.O_WRONLY | os.O_CREAT | os.O_EXCL | _NOFOLLOW, 0o600)
    try:
        with os.fdopen(fd, "wb") as file:
            file.write(secrets.token_bytes(_SECRET_SIZE))
        with suppress(FileExistsError):  # another process made it first: theirs is kept
            os.link(aside, path)
    finally:
        aside.unlink(missing_ok=True)


@cache
def _secret() -> bytes | None:
    path = secret_path()
    if path is None:
        return None
    found = _read_secret(path)
    if found is None and not os.path.lexists(path):
        with suppress(OSError):
            _make_secret(path)
        found = _read_secret(path)
    return found


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


def entry_name(found: str) -> str | None:
    """The entry's file name for a key: None without a secret (then nothing is kept or trusted)."""
    secret = _secret()
    return None if secret is None else hmac.new(secret, found.encode(), hashlib.sha256).hexdigest()


@contextmanager
def _entries(name: str, create: bool) -> Iterator[int]:
    """The folder of an entry, open without following a link at any of its own levels."""
    where = folder()
    if where is None:
        raise OSError("keeping verdicts is off")
    if create:
        where.mkdir(parents=True, exist_ok=True)
    fd = os.open(where, os.O_RDONLY | _DIRECTORY)
    try:
        for part in ("valid", name[:2]):
            if create:
                with suppress(FileExistsError):
                    os.mkdir(part, 0o700, dir_fd=fd)
            inner = os.open(part, os.O_RDONLY | _DIRECTORY | _NOFOLLOW, dir_fd=fd)
            os.close(fd)
            fd = inner
        yield fd
    finally:
        os.close(fd)


def known_valid(found: str | None) -> bool:
    """Whether data with this key was found valid before."""
    name = entry_name(found) if found else None
    if name is None:
        return False
    try:
        with _entries(name, create=False) as fd:
            return stat.S_ISREG(os.stat(name[2:], dir_fd=fd, follow_symlinks=False).st_mode)
    except OSError:
        return False


def remember_valid(found: str | None) -> None:
    """Keeps that data with this key is valid (silently not, where the folder cannot be written)."""
    name = entry_name(found) if found else None
    if name is None:
        return
    aside = f".{name[2:]}.{os.getpid()}.{secrets.token_hex(8)}"
    with suppress(OSError), _entries(name, create=True) as fd:
        os.close(os.open(aside, os.O_WRONLY | os.O_CREAT | os.O_EXCL | _NOFOLLOW, 0o600, dir_fd=fd))
        try:
            os.replace(aside, name[2:], src_dir_fd=fd, dst_dir_fd=fd)  # replaces a link, never follows it
        finally:
            with suppress(FileNotFoundError):
                os.unlink(aside, dir_fd=fd)
