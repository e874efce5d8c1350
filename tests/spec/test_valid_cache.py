"""spec.valid_cache: a variant found valid is not validated again, in this process or the next, and nothing
else is ever taken for valid: not other data, not data with errors, not data under another schema."""

from __future__ import annotations

import copy
import dataclasses
import datetime
import hashlib
import os
import stat
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from belote_spec.cli import main
from belote_spec.spec import loader, valid_cache
from belote_spec.spec.loader import Resolved, find_variant_file, resolve, schema_errors


class _Counting:
    """The variant schema's validator, counting the variants it is asked to validate."""

    def __init__(self, real: Any) -> None:
        self.real, self.calls = real, 0

    def iter_errors(self, data: Any) -> Any:
        self.calls += 1
        return self.real.iter_errors(data)


@pytest.fixture
def counting(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> _Counting:
    monkeypatch.setenv(valid_cache.VARIABLE, str(tmp_path / "cache"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    valid_cache._secret.cache_clear()
    schema, validator, formats = loader._schema()
    wrapped = _Counting(validator)
    monkeypatch.setattr(loader, "_schema", lambda: (schema, wrapped, formats))
    return wrapped


def _french() -> Resolved:
    return resolve(find_variant_file("french"))


def _with(resolved: Resolved, pointer: tuple[str, ...], value: Any) -> Resolved:
    data = copy.deepcopy(resolved.data)
    at = data
    for part in pointer[:-1]:
        at = at[part]
    at[pointer[-1]] = value
    return dataclasses.replace(resolved, data=data)


def test_a_valid_variant_is_validated_once_then_known_by_its_content(counting: _Counting, tmp_path: Path) -> None:
    french = _french()
    assert schema_errors(french) == [] and counting.calls == 1
    assert schema_errors(french) == [] and counting.calls == 1
    assert schema_errors(_french()) == [] and counting.calls == 1  # the same content, read again
    assert len([p for p in (tmp_path / "cache" / "valid").rglob("*") if p.is_file()]) == 1
    other = _with(french, ("match", "target"), french.data["match"]["target"] + 1)  # still valid, other data
    assert schema_errors(other) == [] and counting.calls == 2


def test_data_with_errors_is_validated_every_time_and_never_kept(counting: _Counting, tmp_path: Path) -> None:
    broken = _with(_french(), ("match", "target"), 0)
    first = schema_errors(broken)
    assert first and counting.calls == 1
    assert schema_errors(broken) == first and counting.calls == 2
    assert not (tmp_path / "cache").exists()


@pytest.mark.parametrize("value", [float("nan"), float("inf"), datetime.date(2024, 5, 1)])
def test_data_another_text_could_stand_for_has_no_key(value: Any) -> None:
    """NaN and infinities are written null by orjson, and a date as its string: such data is never kept."""
    assert valid_cache.key({"a": [value]}, b"{}", ()) is None


@pytest.mark.parametrize("value", [True, 1.0, "1", None])
def test_values_python_calls_equal_are_other_json_values_with_other_keys(value: Any) -> None:
    found = valid_cache.key({"a": [value]}, b"{}", ())
    assert found is not None and found != valid_cache.key({"a": [1]}, b"{}", ())


def test_the_key_follows_the_schema_and_the_formats_checked() -> None:
    data = {"id": "x"}
    keys = {
        valid_cache.key(data, b'{"type": "object"}', ()),
        valid_cache.key(data, b'{"type": "array"}', ()),
        valid_cache.key(data, b'{"type": "object"}', ("uri",)),
    }
    assert len(keys) == 3 and None not in keys


@pytest.mark.parametrize("setting", ["off", "0", ""])
def test_keeping_can_be_turned_off(setting: str, monkeypatch: pytest.MonkeyPatch, counting: _Counting) -> None:
    monkeypatch.setenv(valid_cache.VARIABLE, setting)
    assert valid_cache.folder() is None
    french = _french()
    assert schema_errors(french) == [] == schema_errors(french) and counting.calls == 2


def test_a_folder_that_cannot_be_written_changes_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, counting: _Counting
) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    monkeypatch.setenv(valid_cache.VARIABLE, str(blocker / "cache"))
    french = _french()
    assert schema_errors(french) == [] == schema_errors(french) and counting.calls == 2


def test_the_default_folder_is_the_users_cache(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.delenv(valid_cache.VARIABLE, raising=False)
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    assert valid_cache.folder() == tmp_path / "belote-spec"
    monkeypatch.delenv("XDG_CACHE_HOME")
    assert valid_cache.folder() == Path.home() / ".cache" / "belote-spec"


def test_a_second_process_reads_what_the_first_kept(tmp_path: Path) -> None:
    """`belote-spec validate` in a fresh process keeps what it found valid; the next process validates nothing."""
    probe = (
        "import sys; from belote_spec.spec import loader; s, v, f = loader._schema(); calls = []\n"
        "class C:\n  def iter_errors(self, d): calls.append(1); return v.iter_errors(d)\n"
        "loader._schema = lambda: (s, C(), f)\n"
        "errors = [e for i in loader.shipped_variant_ids() for e in loader.check_resolved("
        "loader.resolve(loader.find_variant_file(i)))]\n"
        "print(len(calls), len(errors))"
    )
    env = {"BELOTE_SPEC_CACHE": str(tmp_path), "XDG_CONFIG_HOME": str(tmp_path / "config"), "PATH": "/usr/bin:/bin"}
    runs = [
        subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, env=env, check=True).stdout
        for _ in range(2)
    ]
    validated, errors = map(int, runs[0].split())
    assert validated == len(loader.shipped_variant_ids()) and errors == 0
    assert runs[1].split() == ["0", "0"]


def _rejected_variant(tmp_path: Path) -> tuple[Path, str]:
    """A variant file the schema rejects, and its content key as anyone can compute it."""
    path = tmp_path / "bad.yaml"
    path.write_text("id: bad\ntitle: Bad\nversion: 1.0.0\nextends: french\nmatch:\n  target: 0\n", encoding="utf-8")
    schema, _, formats = loader._schema()
    found = valid_cache.key(resolve(path).data, schema, formats)
    assert found is not None
    return path, found


def test_an_entry_planted_in_the_cache_folder_does_not_make_rejected_data_valid(
    counting: _Counting, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Whoever can write the cache folder, but not read the secret, cannot name an entry the loader trusts."""
    path, found = _rejected_variant(tmp_path)
    for name in (found, hashlib.sha256(found.encode()).hexdigest()):
        planted = tmp_path / "cache" / "valid" / name[:2] / name[2:]
        planted.parent.mkdir(parents=True, exist_ok=True)
        planted.touch()
    assert main(["validate", str(path)]) == 2
    assert "/match/target" in capsys.readouterr().err


def test_the_secret_is_the_owners_alone_and_outside_the_cache_folder(counting: _Counting, tmp_path: Path) -> None:
    assert schema_errors(_french()) == []
    secret = valid_cache.secret_path()
    assert secret is not None and secret.is_file() and tmp_path / "cache" not in secret.parents
    assert stat.S_IMODE(secret.stat().st_mode) == 0o600
    secret.chmod(0o644)  # readable by others: no longer a secret, so no entry is trusted or kept
    valid_cache._secret.cache_clear()
    assert schema_errors(_french()) == [] and counting.calls == 2


def test_a_link_planted_at_an_entry_is_never_followed(counting: _Counting, tmp_path: Path) -> None:
    """A link at the entry's name, or at its folder, neither counts as an entry nor gets a file made elsewhere."""
    schema, _, formats = loader._schema()
    found = valid_cache.key(_french().data, schema, formats)
    name = valid_cache.entry_name(found or "")
    assert found is not None and name is not None
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    (elsewhere / "target").touch()
    fanout = tmp_path / "cache" / "valid" / name[:2]
    fanout.mkdir(parents=True)
    (fanout / name[2:]).symlink_to(elsewhere / "target")
    assert not valid_cache.known_valid(found)
    valid_cache.remember_valid(found)
    assert (fanout / name[2:]).is_file() and not (fanout / name[2:]).is_symlink()
    assert (elsewhere / "target").stat().st_size == 0 and os.listdir(elsewhere) == ["target"]
    (fanout / name[2:]).unlink()
    fanout.rmdir()
    fanout.symlink_to(elsewhere, target_is_directory=True)
    valid_cache.remember_valid(found)
    assert not valid_cache.known_valid(found) and os.listdir(elsewhere) == ["target"]
