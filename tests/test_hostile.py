"""The hostile-input catalog (tests/hostile/): every entry gets its clear error, and nothing is lost or changed.

Loader entries run through `validate` (or `show`) in process, then all at once in a real subprocess; protocol
entries through protocol.answer() and through one real `belote-spec serve`; engine entries against the
ReferenceEngine; runner entries against tests/hostile/files/fake_engine.py through SubprocessEngine; report
entries, edits of a real run's JSON report (or of one of its shards), through `report`, `report diff` and
`report merge`.
"""

from __future__ import annotations

import base64
import copy
import hashlib
import io
import json
import os
import re
import shlex
import signal
import stat
import subprocess
import sys
from collections import Counter
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from functools import cache
from pathlib import Path
from typing import Any

import jsonschema
import pytest
import yaml

from belote_spec.base import pointer
from belote_spec.base.json_text import Json
from belote_spec.cli import validate as spec_commands
from belote_spec.conformance.runner import run
from belote_spec.conformance.scenarios import Case, collect
from belote_spec.protocol.definition import MAX_LINE, OPERATIONS
from belote_spec.protocol.interface import ReferenceEngine, Rejected
from belote_spec.protocol.server import answer, encode, serve
from belote_spec.protocol.subprocess_engine import SubprocessEngine
from belote_spec.spec.loader import shipped_variant_ids
from belote_spec.spec.resources import schemas_dir

HOSTILE = Path(__file__).parent / "hostile"
ROOT = Path(__file__).resolve().parents[1]
FAKE_ENGINE = HOSTILE / "files" / "fake_engine.py"
INJECTING_ENGINE = HOSTILE / "files" / "injecting_engine.py"
KINDS = ("loader", "protocol", "engine", "runner", "report", "injection")
EXPECT_LINE = re.compile(r"^# expect: (\d+):(\d+) (\S+) (.+)$")
ERROR_LINE = re.compile(r"^(?P<file>.+):(?P<line>\d+):(?P<col>\d+): (?P<pointer>/\S*): (?P<message>.+)$")
HANG_GUARD = 300  # seconds a subprocess may take before it counts as hung: a guard, not a speed assertion


# --- the catalog


def _catalogs() -> dict[Path, Json]:
    return {path: yaml.safe_load(path.read_text(encoding="utf-8")) for path in sorted(HOSTILE.glob("*.yaml"))}


CATALOGS = _catalogs()
ENTRIES: list[tuple[str, Json]] = [
    (catalog["kind"], entry)
    for catalog in CATALOGS.values()
    for group in catalog["groups"]
    for entry in group["entries"]
]


def _runnable(kind: str) -> list[Any]:
    """The entries of a kind that carry their own input, as pytest params named by id."""
    return [pytest.param(e, id=e["id"]) for k, e in ENTRIES if k == kind and "covered_by" not in e]


def _skip_unless_hostile_here(entry: Json) -> None:
    reason = entry.get("skip_if")
    if reason == "root" and hasattr(os, "geteuid") and os.geteuid() == 0:
        pytest.skip("root reads files without read permission")
    if reason == "not-linux" and sys.platform != "linux":
        pytest.skip("needs Linux paths (/proc, /dev, FIFOs)")


@contextmanager
def hang_guard(seconds: int, what: str) -> Iterator[None]:
    """Turns a hang into a test failure naming what hung (Unix; elsewhere no guard): not a speed assertion."""
    if not hasattr(signal, "SIGALRM"):
        yield
        return

    def hung(signum: int, frame: Any) -> None:
        raise TimeoutError(f"hung for {seconds} s: {what}")

    previous = signal.signal(signal.SIGALRM, hung)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)


def _env(**extra: str) -> dict[str, str]:
    """The environment for a subprocess that must import this checkout's reference_impl."""
    path = os.environ.get("PYTHONPATH")
    return os.environ | {"PYTHONPATH": f"{ROOT}{os.pathsep}{path}" if path else str(ROOT)} | extra


def test_the_catalog_matches_its_schema() -> None:
    schema = json.loads((HOSTILE / "catalog.schema.json").read_text(encoding="utf-8"))
    jsonschema.Draft202012Validator.check_schema(schema)
    validator = jsonschema.Draft202012Validator(schema)
    problems = {
        path.name: [f"{'/'.join(map(str, e.absolute_path))}: {e.message[:200]}" for e in validator.iter_errors(data)]
        for path, data in CATALOGS.items()
    }
    assert {name: found for name, found in problems.items() if found} == {}


def test_every_kind_has_entries_and_ids_are_unique() -> None:
    assert sorted(catalog["kind"] for catalog in CATALOGS.values()) == sorted(KINDS)  # one file per kind
    counts = Counter(kind for kind, entry in ENTRIES if "covered_by" not in entry)
    assert all(counts[kind] >= 10 for kind in KINDS), counts
    ids = Counter(entry["id"] for _, entry in ENTRIES)
    assert [i for i, n in ids.items() if n > 1] == []


def test_covered_by_names_a_test_that_exists() -> None:
    for _, entry in ENTRIES:
        if "covered_by" in entry:
            file, _, name = entry["covered_by"].partition("::")
            source = (ROOT / file).read_text(encoding="utf-8")
            assert re.search(rf"^def {re.escape(name.split('[')[0])}\(", source, re.M), entry["id"]


def test_every_regression_names_a_module_that_exists() -> None:
    for _, entry in ENTRIES:
        if "regression" in entry:
            modules = re.findall(r"reference_impl/[\w/]+\.py|schemas/[\w.-]+\.json", entry["regression"])
            assert modules and all((ROOT / m).is_file() for m in modules), (entry["id"], modules)


def test_every_operation_gets_a_wrong_typed_argument() -> None:
    [group] = [g for g in CATALOGS[HOSTILE / "protocol.yaml"]["groups"] if g["group"].startswith("wrong argument")]
    ops = {json.loads(_request_bytes(e["input"]))["op"] for e in group["entries"]}
    assert ops == {*OPERATIONS, "hello"}


def test_every_file_under_files_is_used() -> None:
    text = "\n".join(path.read_text(encoding="utf-8") for path in CATALOGS) + FAKE_ENGINE.name
    unused = [p.name for p in (HOSTILE / "files").iterdir() if p.name not in text and not p.name.startswith(".")]
    assert unused == []


# --- loader: inputs built at test time


def _write(target: Path, text: str) -> Path:
    target.write_text(text, encoding="utf-8")
    return target


def _fill(template: str, count: int) -> str:
    return template.replace("{}", "9" * count)


def _alias_bomb(target: Path, levels: int, width: int) -> Path:
    lines = [f"a0: &a0 [{', '.join(['lol'] * width)}]"]
    lines += [f"a{i}: &a{i} [{', '.join([f'*a{i - 1}'] * width)}]" for i in range(1, levels)]
    return _write(target, "\n".join(lines) + "\n")


def _extends_chain(target: Path, length: int) -> Path:
    """length files v0 -> v1 -> ... each extending the next, the last extending french."""
    for n in range(length):
        parent = f"v{n + 1}" if n < length - 1 else "french"
        _write(target.parent / f"v{n}.yaml", f"id: v{n}\ntitle: V{n}\nversion: 1.0.0\nextends: {parent}\n")
    return target.parent / "v0.yaml"


def _path(target: Path, kind: str) -> Path:
    """A path that is not a readable variant file."""
    if kind == "empty_directory":
        target.with_suffix("").mkdir()
        return target.with_suffix("")
    if kind == "directory_named_yaml":
        target.mkdir()
        return target
    if kind == "missing":
        return target
    if kind == "dangling_symlink":
        target.symlink_to(target.with_name("nowhere.yaml"))
        return target
    if kind == "symlink_loop":
        other = target.with_name("loop-b.yaml")
        target.symlink_to(other)
        other.symlink_to(target)
        return target
    if kind == "through_a_file":
        return _write(target.with_name("plain.yaml"), "id: x\n") / "x.yaml"
    if kind == "unreadable":
        _write(target, "id: x\n").chmod(0)
        return target
    if kind == "proc_mem":
        return Path("/proc/self/mem")
    if kind == "dev_zero":
        return Path("/dev/zero")
    if kind == "fifo":
        os.mkfifo(target)
        return target
    if kind == "nul_in_name":
        return Path(f"{target}\0.yaml")
    raise ValueError(f"no path kind {kind!r}")


LOADER_GENERATORS: dict[str, Callable[..., Path]] = {
    "long_key": lambda target, length: _write(target, "a" * length + ": 1\n"),
    "alias_bomb": _alias_bomb,
    "flow_nesting": lambda target, depth: _write(target, "a: " + "[" * depth + "]" * depth + "\n"),
    "alias_nesting": lambda target, anchored, outer: _write(
        target, f"a: &x {'[' * anchored}{']' * anchored}\nb: {'[' * outer}*x{']' * outer}\n"
    ),
    "digits": lambda target, template, count: _write(target, _fill(template, count)),
    "huge_list": lambda target, size: _write(target, "- x\n" * (size // 4 + 1)),
    "directory": lambda target: (target.mkdir(), target)[1],
    "extends_chain": _extends_chain,
    "path": _path,
}


def _make(target: Path, spec: Json) -> Path:
    """Writes an inline input (text, base64 or a generator) at target; the path to give the command."""
    if "text" in spec:
        target.write_bytes(spec["text"].encode("utf-8"))
        return target
    if "base64" in spec:
        target.write_bytes(base64.b64decode(spec["base64"]))
        return target
    arguments = dict(spec["generator"])
    return LOADER_GENERATORS[arguments.pop("name")](target, **arguments)


def _loader_input(entry: Json, folder: Path) -> tuple[Path, Path]:
    """The path to validate and the folder whose files must not change."""
    spec = entry["input"]
    if "file" in spec:
        path = (HOSTILE / spec["file"]).resolve()
        return path, path.parent
    for name, sibling in spec.get("siblings", {}).items():
        _make(folder / name, sibling)
    return _make(folder / spec.get("name", f"{entry['id']}.yaml"), spec), folder


def _fingerprint(folder: Path) -> dict[str, str]:
    """What is in a folder: each file's hash (or kind), without following links or opening FIFOs."""
    out: dict[str, str] = {}
    for parent, dirs, files in os.walk(folder, followlinks=False):
        for name in dirs + files:
            path = Path(parent) / name
            mode = os.lstat(path).st_mode
            if stat.S_ISREG(mode):
                try:
                    out[str(path)] = hashlib.sha256(path.read_bytes()).hexdigest()
                except OSError:
                    out[str(path)] = f"unreadable {stat.filemode(mode)} {os.lstat(path).st_size}"
            elif stat.S_ISLNK(mode):
                out[str(path)] = f"-> {os.readlink(path)}"
            else:
                out[str(path)] = stat.filemode(mode)
    return out


def _header_expectations(path: Path) -> list[Json]:
    text = path.read_bytes().decode("utf-8-sig", errors="replace")
    found = [EXPECT_LINE.match(line) for line in text.splitlines() if line.startswith("#")]
    return [{"at": f"{m[1]}:{m[2]}", "pointer": m[3], "message": m[4]} for m in found if m]


def _run_command(command: str, path: Path, capsys: pytest.CaptureFixture[str]) -> tuple[int, list[Json], str]:
    """The exit code, the errors as dicts, and everything printed."""
    if command == "show":
        code = spec_commands.show_main(str(path))
        out, err = capsys.readouterr()
        errors = [m.groupdict() for m in map(ERROR_LINE.match, err.splitlines())]
        assert all(errors), f"a line that is not file:line:col: /pointer: message in\n{err}"
        return code, [e | {"line": int(e["line"]), "col": int(e["col"])} for e in errors], out + err
    code = spec_commands.validate_main([str(path)], "json")
    out, err = capsys.readouterr()
    errors = json.loads(out)
    text_code = spec_commands.validate_main([str(path)])
    text_out, text_err = capsys.readouterr()
    assert text_code == code
    for error in errors:  # the text format says the same, one line each
        where = f"{error['file']}:{error['line']}:{error['col']}"
        assert f"{where}: {error['pointer'] or '/'}: {error['message']}" in text_err
    return code, errors, out + err + text_out + text_err


@pytest.mark.parametrize("entry", _runnable("loader"))
def test_loader_entry(entry: Json, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    _skip_unless_hostile_here(entry)
    path, watched = _loader_input(entry, tmp_path)
    before = _fingerprint(watched)
    expect = entry["expect"]
    code, errors, printed = _run_command(entry["input"].get("command", "validate"), path, capsys)
    assert "Traceback" not in printed
    assert code == expect["exit"], printed
    assert all(e["file"] and e["line"] >= 1 and e["col"] >= 1 and e["message"] for e in errors)
    if "count" in expect:
        assert len(errors) == expect["count"], printed
    wanted = _header_expectations(path) if expect.get("errors") == "header" else expect.get("errors", [])
    assert wanted or expect["exit"] == 0
    for want in wanted:
        line, col = (int(n) for n in want["at"].split(":"))
        hits = [
            e for e in errors
            if Path(e["file"]).name == want.get("file", path.name) and (e["line"], e["col"]) == (line, col)
            and (e["pointer"] or "/") == (want["pointer"] or "/") and want["message"] in e["message"]
        ]  # fmt: skip
        assert hits, f"expected {want}; got:\n{printed}"
    assert _fingerprint(watched) == before, "the input files changed"


def test_loader_entries_through_the_real_command(tmp_path: Path) -> None:
    """Every loader input at once, through `python -m belote_spec validate`: exit code 2, no traceback, every
    path reported, nothing changed."""
    paths, watched, marks = [], [], []
    for param in _runnable("loader"):
        entry = param.values[0]
        reason = entry.get("skip_if")
        if (
            entry["input"].get("command") == "show"
            or "nul_in_name" in json.dumps(entry["input"])
            or (reason == "root" and os.geteuid() == 0)
            or (reason == "not-linux" and sys.platform != "linux")
        ):
            continue
        folder = tmp_path / entry["id"]
        folder.mkdir()
        path, watch = _loader_input(entry, folder)
        paths.append(str(path))
        watched.append(watch)
        expect = entry["expect"]
        wanted = _header_expectations(path) if expect.get("errors") == "header" else expect.get("errors", [])
        marks += [f"{path.parent / w.get('file', path.name)}:{w['at']}: {w['pointer'] or '/'}: " for w in wanted]
        marks += [f"OK {path} "] if expect["exit"] == 0 else []
    before = [_fingerprint(w) for w in watched]
    done = subprocess.run(
        [sys.executable, "-m", "belote_spec", "validate", *paths],
        capture_output=True,
        text=True,
        timeout=HANG_GUARD,
        env=_env(),
        cwd=ROOT,
    )
    assert done.returncode == 2
    lines = done.stdout.splitlines() + done.stderr.splitlines()
    assert [mark for mark in marks if not any(line.startswith(mark) for line in lines)] == []
    assert all(line.startswith("OK ") for line in done.stdout.splitlines())  # the errors are stderr's
    assert all(ERROR_LINE.match(line) for line in done.stderr.splitlines())
    assert [_fingerprint(w) for w in watched] == before


# --- protocol


RESPONSE = jsonschema.Draft202012Validator(
    json.loads((schemas_dir() / "protocol-response.schema.json").read_text(encoding="utf-8"))
)
PREAMBLE = [
    {"id": 0, "op": "new_deal", "args": {"variant": "french", "dealer": "N", "seed": 1}},
    {"id": 1, "op": "state", "args": {"handle": "deal-1"}},
]
PROBE_ID = 100_000


def _probe(n: int) -> bytes:
    """A plain request sent after each hostile line: the server must still answer it."""
    return json.dumps({"id": PROBE_ID + n, "op": "supports", "args": {"variant": "french"}}).encode() + b"\n"


PROTOCOL_GENERATORS: dict[str, Callable[..., str]] = {
    "nesting": lambda depth: '{"id": 1, "op": "supports", "args": {"variant": ' + "[" * depth + "]" * depth + "}}",
    "digits": _fill,
    "oversized": lambda over: '{"id": 1, "op": "hello", "args": {"pad": "' + "x" * (MAX_LINE + over) + '"}}',
}


def _request_bytes(spec: Json) -> bytes:
    if "line" in spec:
        return spec["line"].encode("utf-8", "surrogatepass")
    if "base64" in spec:
        return base64.b64decode(spec["base64"])
    arguments = dict(spec["generator"])
    return PROTOCOL_GENERATORS[arguments.pop("name")](**arguments).encode("utf-8")


def _check_response(response: Json, expect: Json) -> None:
    assert list(RESPONSE.iter_errors(response)) == [], response
    assert response["id"] == expect["id"] and isinstance(response["id"], int | None)
    assert expect["outcome"] in response, response
    if "rule" in expect:
        assert response["rejected"]["rule"] == expect["rule"]
    if "message" in expect:
        said = response[expect["outcome"]]
        text = said.get("reason") if expect["outcome"] == "skip" else said.get("message")
        assert expect["message"] in text, response
    if "result" in expect:
        assert response["result"] == expect["result"]


@cache
def _variants() -> tuple[str, ...]:
    return tuple(shipped_variant_ids())


@pytest.fixture(scope="module")
def served() -> tuple[ReferenceEngine, Json]:
    """An engine that has made deal-1, and deal-1's state."""
    engine = ReferenceEngine()
    assert answer(engine, json.dumps(PREAMBLE[0]), _variants())["result"] == "deal-1"
    return engine, engine.state("deal-1")


@pytest.mark.parametrize("entry", _runnable("protocol"))
def test_protocol_entry_through_answer(entry: Json, served: tuple[ReferenceEngine, Json]) -> None:
    engine, deal = served
    line = _request_bytes(entry["input"]).decode("utf-8", "surrogateescape")  # as serve reads stdin
    if entry["expect"].get("responses", 1) == 0:
        out = io.StringIO()
        serve(engine, io.StringIO(line + "\n"), out)
        assert out.getvalue() == ""
        return
    written = encode(answer(engine, line, _variants()))
    assert "\n" not in written
    _check_response(json.loads(written), entry["expect"])
    assert engine.state("deal-1") == deal, "a hostile request changed the deal"


def _serve(data: bytes) -> list[Json]:
    """Everything a real `belote-spec serve` answers to data, under a strict UTF-8 locale; it must exit 0 quietly."""
    done = subprocess.run(
        [sys.executable, "-m", "belote_spec", "serve"],
        input=data,
        capture_output=True,
        timeout=HANG_GUARD,
        env=_env(PYTHONIOENCODING="utf-8:strict"),
        cwd=ROOT,
    )
    assert (done.returncode, done.stderr.decode("utf-8", "replace")) == (0, "")
    assert done.stdout.endswith(b"\n") or done.stdout == b""
    lines = [json.loads(line.decode("utf-8")) for line in done.stdout.split(b"\n")[:-1]]
    assert all(list(RESPONSE.iter_errors(line)) == [] for line in lines)
    return lines


def test_protocol_entries_through_a_real_server() -> None:
    """All entries down one `belote-spec serve`, each followed by a plain request that must be answered."""
    entries = [p.values[0] for p in _runnable("protocol") if not p.values[0]["input"].get("eof")]
    data = b"".join(json.dumps(r).encode() + b"\n" for r in PREAMBLE)
    for n, entry in enumerate(entries):
        data += _request_bytes(entry["input"]) + b"\n" + _probe(n)
    data += json.dumps({"id": 2, "op": "state", "args": {"handle": "deal-1"}}).encode() + b"\n"
    replies = iter(_serve(data))
    assert next(replies)["result"] == "deal-1"
    deal = next(replies)["result"]
    for n, entry in enumerate(entries):
        if entry["expect"].get("responses", 1):
            _check_response(next(replies), entry["expect"])
        assert next(replies) == {"id": PROBE_ID + n, "result": True}, entry["id"]
    assert next(replies) == {"id": 2, "result": deal}, "the hostile requests changed the deal"
    assert next(replies, None) is None


@pytest.mark.parametrize("entry", [p for p in _runnable("protocol") if p.values[0]["input"].get("eof")])
def test_protocol_last_line_without_newline(entry: Json) -> None:
    data = _probe(0) + _request_bytes(entry["input"])
    assert not data.endswith(b"\n")
    probe, last = _serve(data)
    assert probe == {"id": PROBE_ID, "result": True}
    _check_response(last, entry["expect"])


# --- engine


SEAT_WORDS = ("turn", "not_turn", "taker", "not_taker")


def _seat(state: Json, word: str) -> str:
    seats = list(state["hands"])
    seat = state["turn"] if word in ("turn", "not_turn") else (state["contract"] or {}).get("taker")
    assert seat is not None, f"no {word} seat in phase {state['phase']}"
    return seat if not word.startswith("not_") else seats[(seats.index(seat) + 1) % len(seats)]


def _legal(engine: ReferenceEngine, variant: str, state: Json) -> list[str]:
    turn = state["turn"]
    return engine.legal_cards(variant, state["contract"], state["hands"][turn], state["trick"], turn)


def _resolve(value: Any, engine: ReferenceEngine, variant: str, handle: str) -> Any:
    """A step's arguments with each $word read from the deal's state."""
    if isinstance(value, dict):
        return {k: _resolve(v, engine, variant, handle) for k, v in value.items()}
    if isinstance(value, list):
        return [_resolve(v, engine, variant, handle) for v in value]
    if not (isinstance(value, str) and value.startswith("$")):
        return value
    state = engine.state(handle)
    name, *params = value[1:].split(":")
    if name in SEAT_WORDS:
        return _seat(state, name)
    if name == "legal":
        return _legal(engine, variant, state)[0]
    if name == "illegal":
        legal = _legal(engine, variant, state)
        illegal = [c for c in state["hands"][state["turn"]] if c not in legal]
        assert illegal, "every card is legal here: the entry's setup does not reach its position"
        return illegal[0]
    if name == "card_of":
        return state["hands"][_seat(state, params[0])][0]
    if name == "cards_of":
        return state["hands"][_seat(state, params[0])][: int(params[1])]
    raise ValueError(f"unknown placeholder {value!r}")


def _step(engine: ReferenceEngine, variant: str, handle: str, step: Json) -> None:
    arguments = dict(step)
    op, repeat = arguments.pop("op"), arguments.pop("repeat", 1)
    for _ in range(repeat):
        if op == "play_out":
            while (state := engine.state(handle))["phase"] == "playing":
                engine.play(handle, state["turn"], _legal(engine, variant, state)[0])
            continue
        resolved = _resolve(arguments, engine, variant, handle)
        getattr(engine, op)(handle=resolved.pop("handle", handle), **resolved)


def _snapshot(value: Any, depth: int = 0) -> Any:
    """A deal's internals as plain data, compiled rules left out: a rejected action must not touch them."""
    if isinstance(value, int | str | float | bool | None):
        return value
    if isinstance(value, list | tuple):
        return [_snapshot(v, depth + 1) for v in value]
    if isinstance(value, set | frozenset):
        return sorted(repr(v) for v in value)
    if isinstance(value, dict):
        return {repr(k): _snapshot(v, depth + 1) for k, v in value.items()}
    fields = getattr(value, "__dict__", None)
    if fields is None or type(value).__name__ == "Rules" or depth > 20:
        return repr(value)
    derived = getattr(type(value), "CACHE_FIELDS", ())  # worked out from the state on demand, not state
    return {k: _snapshot(v, depth + 1) for k, v in fields.items() if k not in ("rules", "spec", *derived)}


def _all_deals(engine: ReferenceEngine) -> Iterator[tuple[str, Any]]:
    yield from getattr(engine, "_deals", {}).items()


@pytest.mark.parametrize("entry", _runnable("engine"))
def test_engine_entry(entry: Json) -> None:
    spec, expect = entry["input"], entry["expect"]
    variant, engine = spec["variant"], ReferenceEngine()
    handle = engine.new_deal(variant, **spec["deal"])
    for step in spec.get("setup", []):
        _step(engine, variant, handle, step)
    action = dict(spec["action"])
    op = action.pop("op")
    resolved = _resolve(action, engine, variant, handle)
    states = copy.deepcopy({h: engine.state(h) for h, _ in _all_deals(engine)})
    internals = {h: _snapshot(deal) for h, deal in _all_deals(engine)}
    assert states, "the entry made no deal"
    with pytest.raises(Rejected) as caught:
        getattr(engine, op)(handle=resolved.pop("handle", handle), **resolved)
    assert caught.value.rule == expect["rule"], caught.value
    assert expect.get("message", "") in caught.value.message
    assert {h: engine.state(h) for h, _ in _all_deals(engine)} == states, "a rejected action changed state()"
    assert {h: _snapshot(deal) for h, deal in _all_deals(engine)} == internals, "it changed the deal's internals"
    if "then" in spec:
        _step(engine, variant, handle, spec["then"])  # the deal goes on


# --- runner


@cache
def _cases() -> tuple[Case, ...]:
    return tuple(collect())


@pytest.mark.parametrize("entry", _runnable("runner"))
def test_runner_entry(entry: Json, tmp_path: Path) -> None:
    spec, expect = entry["input"], entry["expect"]
    cases = [
        case
        for want in spec["cases"]
        for case in [c for c in _cases() if c.variant == want["variant"]][: want["count"]]
    ]
    argv = spec.get("command") or [
        sys.executable,
        str(FAKE_ENGINE),
        spec["mode"],
        str(tmp_path / "fault-struck"),
        *spec.get("claims", []),
    ]
    engine = SubprocessEngine(argv, timeout=spec.get("timeout", 30), env=_env())
    try:
        with hang_guard(HANG_GUARD, f"the runner against {' '.join(argv)}"):
            results = run(engine, cases)
    finally:
        engine.close()
    assert [r.id for r in results] == [c.id for c in cases], "the run did not complete"
    statuses = Counter(r.status for r in results)
    shown = "\n".join(f"{r.status}: {r.id}: {r.message[:300]}" for r in results)
    for status in ("failed", "passed", "skipped"):
        assert statuses[status] == expect.get(status, statuses[status] if status != "failed" else 0), shown
    failed = [r for r in results if r.status == "failed"]
    if expect.get("first_failed"):
        assert results[: len(failed)] == failed, shown
    if "failed_variants" in expect:
        assert sorted({r.variant for r in failed}) == sorted(expect["failed_variants"]), shown
    if "message" in expect:
        assert all(expect["message"] in r.message for r in failed), shown


# --- report


def _patched(document: Json, patch: list[Json]) -> Json:
    """The document after the JSON Patch (RFC 6902) operations add, remove, replace and copy."""
    out = copy.deepcopy(document)
    for operation in patch:
        where, last = pointer.get(out, pointer.parent(operation["path"])), pointer.last(operation["path"])
        if operation["op"] == "copy":
            value = copy.deepcopy(pointer.get(out, operation["from"]))
        else:
            value = operation.get("value")
        if isinstance(where, list):
            if operation["op"] == "remove":
                del where[int(last)]
            elif last == "-":
                where.append(value)
            elif operation["op"] == "replace":
                where[int(last)] = value
            else:
                where.insert(int(last), value)
        elif operation["op"] == "remove":
            del where[last]
        else:
            where[last] = value
    return out


@pytest.fixture(scope="module")
def reports(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """The JSON report of the nine french trick scenarios on the reference engine, and of its three shards."""
    folder = tmp_path_factory.mktemp("reports")
    select = ["--variant", "french", "--area", "tricks"]
    out = {"whole": folder / "whole.json", **{str(k): folder / f"shard{k}.json" for k in (1, 2, 3)}}
    runs = [[*select, "--json", str(out["whole"])]]
    runs += [[*select, "--shard", f"{k}/3", "--json", str(out[str(k)])] for k in (1, 2, 3)]
    for argv in runs:
        done = subprocess.run(
            [sys.executable, "-m", "belote_spec", "conformance", *argv], capture_output=True, text=True, env=_env()
        )
        assert done.returncode == 0, done.stderr
    return out


@pytest.mark.parametrize("entry", _runnable("report"))
def test_report_entry(entry: Json, reports: dict[str, Path], tmp_path: Path) -> None:
    spec, expect = entry["input"], entry["expect"]

    def edited(source: Path) -> str:
        data = _patched(json.loads(source.read_text(encoding="utf-8")), spec["patch"])
        path = tmp_path / f"edited-{source.name}"
        path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
        return str(path)

    merged = tmp_path / "merged.json"
    if spec["command"] == "report":
        argv = [edited(reports["whole"])]
    elif spec["command"] == "diff":
        argv = ["diff", str(reports["whole"]), edited(reports["whole"])]
    else:
        files = [str(reports[str(k)]) for k in spec.get("shards", [1, 2, 3])]
        files[spec["patched"] - 1] = edited(Path(files[spec["patched"] - 1]))
        argv = ["merge", str(merged), *files]
    before = _fingerprint(tmp_path), {k: p.read_bytes() for k, p in reports.items()}
    with hang_guard(HANG_GUARD, f"report {' '.join(argv)}"):
        done = subprocess.run(
            [sys.executable, "-m", "belote_spec", "report", *argv], capture_output=True, text=True, env=_env()
        )
    assert done.returncode == expect["exit"], (done.stdout[-2000:], done.stderr)
    assert expect.get("stderr", "") in done.stderr and expect.get("stdout", "") in done.stdout, done.stderr
    assert "Traceback" not in done.stderr
    if expect["exit"] == 2:
        assert done.stdout == "" and len(done.stderr.strip().splitlines()) == 1, done.stderr
        assert not merged.exists(), "a refused merge wrote its output"
    assert (_fingerprint(tmp_path), {k: p.read_bytes() for k, p in reports.items()}) == before, "an input changed"


# --- injection: an engine's words into a report


# What a terminal acts on: the C0 controls but tab and newline, DEL and the C1 controls.
TERMINAL_CONTROL = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f]")


def _parses(fmt: str, report: str) -> None:
    """The report is still a document of its format."""
    if fmt == "json":
        json.loads(report)
    elif fmt == "junit":
        import xml.etree.ElementTree as ET

        ET.fromstring(report)


@pytest.mark.parametrize("entry", _runnable("injection"))
def test_injection_entry(entry: Json, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from belote_spec.cli import main

    spec, expect = entry["input"], entry["expect"]
    engine = shlex.join([sys.executable, str(INJECTING_ENGINE), json.dumps(spec["engine"])])
    out = tmp_path / "report"
    argv = ["conformance", "--engine", engine, "--variant", "french", "--no-causes", "--maxfail", "2"]
    with hang_guard(HANG_GUARD, f"conformance against {engine}"):
        code = main([*argv, "--format", spec["format"], "--output", str(out)])
    printed = capsys.readouterr()
    report = out.read_text(encoding="utf-8")
    assert code == 1, printed.err
    assert not TERMINAL_CONTROL.search(printed.out + printed.err)
    if spec["format"] != "json":  # JSON is data for a program, its controls written as \u escapes
        assert not TERMINAL_CONTROL.search(report), report[:2000]
    _parses(spec["format"], report)
    for text in expect.get("present", []):
        assert text in report, report[:3000]
    rendered = re.sub(r"(`{3,}).*?\1", "", report, flags=re.S) if spec["format"] == "markdown" else report
    for pattern in expect.get("absent", []):  # markup outside a Markdown code block, where it renders
        assert not re.search(pattern, rendered), report[:3000]
    assert len(report) <= expect.get("max_chars", len(report))
