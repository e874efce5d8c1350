"""`belote-spec serve` and the runner under pipelining: serve answers a window of requests with one flush and
frames lines exactly as a text stdin does; the runner skips the schema check only for an answer that is the
reference's own JSON value, so a schema-invalid answer is still a recorded failure."""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
import textwrap
import threading
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from belote_spec.checks.fuzz import fuzz_variant
from belote_spec.protocol import server as protocol
from belote_spec.protocol import subprocess_engine
from belote_spec.protocol.definition import MAX_LINE, NO_EXPECTATION, result_problem, same_json
from belote_spec.protocol.interface import ReferenceEngine
from belote_spec.protocol.server import serve
from belote_spec.protocol.subprocess_engine import EngineFailure, SubprocessEngine

ROOT = Path(__file__).resolve().parents[2]
SERVE = [sys.executable, "-m", "belote_spec", "serve"]
VARIANTS = ("french",)


def _supports(n: int, end: str = "\n") -> bytes:
    return (json.dumps({"id": n, "op": "supports", "args": {"variant": "french"}}) + end).encode()


# -- serve: framing and flushing ----------------------------------------------------------------------------------
STREAMS = [
    _supports(1) + _supports(2, "\r\n") + _supports(3, "\r") + _supports(4),  # LF, CR LF, a lone CR
    _supports(5, "\r") + b"\n" + b"  \t \n\n" + _supports(6, ""),  # CR then LF: one break; blanks; no last newline
    b'{"id": 7, "op": "supports", "args": {"variant": "fr\xe9nch"}}\n' + _supports(8, "\r"),  # a bad byte; CR at EOF
    b'{"id": 9, "op": "sup' + b"\r\r\n" + b"x" * 2000 + b"\n" + _supports(10),  # garbage, an empty line after CR
]


def _through_text_stdin(data: bytes) -> str:
    """What serve answers reading a text stream: the framing the byte reader must reproduce."""
    text = io.TextIOWrapper(io.BytesIO(data), encoding="utf-8", errors="surrogateescape")
    out = io.StringIO()
    serve(ReferenceEngine(), io.StringIO(text.read()), out)
    return out.getvalue()


@pytest.mark.parametrize("data", STREAMS)
def test_the_real_server_frames_lines_as_a_text_stdin_does(data: bytes) -> None:
    done = subprocess.run(
        SERVE,
        input=data,
        capture_output=True,
        timeout=120,
        cwd=ROOT,
        env={**os.environ, "PYTHONIOENCODING": "utf-8:strict"},
    )
    assert done.returncode == 0 and done.stderr == b""
    assert done.stdout.decode("utf-8") == _through_text_stdin(data)
    assert done.stdout.count(b"\n") >= 2


def test_an_overlong_line_is_refused_and_dropped_as_it_comes() -> None:
    """Past four times MAX_LINE bytes the line is refused before its end arrives; the next line is served."""
    data = b'{"id": 1, "op": "x' + b"y" * (4 * MAX_LINE + 10) + b'"}\n' + _supports(2)
    done = subprocess.run(SERVE, input=data, capture_output=True, timeout=120, cwd=ROOT)
    first, second = (json.loads(line) for line in done.stdout.splitlines())
    assert first == {"id": None, "error": {"message": f"a request line is at most {MAX_LINE} bytes"}}
    assert second == {"id": 2, "result": True}


class _CountingOut(io.StringIO):
    flushes = 0

    def flush(self) -> None:
        self.flushes += 1
        super().flush()


def _serve_from_pipe(data: bytes, monkeypatch: pytest.MonkeyPatch) -> _CountingOut:
    read, write = os.pipe()
    os.write(write, data)
    os.close(write)
    stdin = io.TextIOWrapper(io.FileIO(read, closefd=True), encoding="utf-8")
    monkeypatch.setattr(sys, "stdin", stdin)
    monkeypatch.setattr("belote_spec.spec.loader.shipped_variant_ids", lambda: list(VARIANTS))
    out = _CountingOut()
    assert serve(ReferenceEngine(), None, out) == 0
    stdin.close()
    return out


def test_a_window_of_requests_is_answered_with_one_flush(monkeypatch: pytest.MonkeyPatch) -> None:
    out = _serve_from_pipe(b"".join(_supports(n) for n in range(100)), monkeypatch)
    answers = [json.loads(line) for line in out.getvalue().splitlines()]
    assert answers == [{"id": n, "result": True} for n in range(100)]
    # One per WRITE_EVERY answers (the runner reads the first while the rest are worked out), per read that found
    # lines, and at the end; a flush per line made it 100.
    assert out.flushes <= 100 // protocol.WRITE_EVERY + 3


def test_an_answer_is_flushed_before_serve_waits_for_the_rest_of_a_line() -> None:
    """A runner that has written a request and half of the next must get the first answer without the rest."""
    proc = subprocess.Popen(SERVE, stdin=subprocess.PIPE, stdout=subprocess.PIPE, cwd=ROOT)
    assert proc.stdin is not None and proc.stdout is not None
    try:
        proc.stdin.write(_supports(1) + b'{"id": 2, "op": "supp')
        proc.stdin.flush()
        got: list[bytes] = []
        reader = threading.Thread(target=lambda: got.append(proc.stdout.readline()), daemon=True)
        reader.start()
        reader.join(60)
        assert got == [b'{"id": 1, "result": true}\n']
        proc.stdin.write(b'orts", "args": {"variant": "french"}}\n')
        proc.stdin.close()
        assert json.loads(proc.stdout.readline()) == {"id": 2, "result": True}
    finally:
        proc.kill()
        proc.wait(10)


# -- the runner: the schema check skipped only for the reference's own JSON value -------------------------------------
def test_the_schemas_verdict_on_a_result_is_kept_by_its_exact_text() -> None:
    """An engine's same result, asked again, is not validated again: the verdict is kept by the result's text, so
    values Python calls equal but JSON does not (1 and true) keep their own."""
    from belote_spec.protocol import definition

    info = ReferenceEngine().variant_info("french")
    assert result_problem("variant_info", info, None) == "" == result_problem("variant_info", dict(info), None)
    said = result_problem("variant_info", {**info, "players": True}, None)
    assert said.startswith("variant_info result at /players:") and "schemas/protocol-results.schema.json" in said
    assert result_problem("variant_info", {**info, "players": True}, None) == said
    assert result_problem("variant_info", {**info, "players": 1}, None) != said  # 1 == True, another JSON value
    assert "minimum of 2" in result_problem("variant_info", {**info, "players": 1}, None)
    nan = {**info, "players": float("nan")}  # written null by orjson: never kept under null's text
    assert result_problem("variant_info", nan, None).startswith("variant_info result at /players:")
    assert ("variant_info", json.dumps(nan).encode()) not in definition._SCHEMA_SAID


def test_same_json_tells_apart_what_python_calls_equal() -> None:
    assert same_json({"a": [1, "x", None, 2.5], "b": {}}, {"a": [1, "x", None, 2.5], "b": {}})
    assert not same_json({"b": 1, "a": 2}, {"a": 2, "b": 1})  # written otherwise: not vouched for, checked
    assert not same_json({"held": False}, {"held": 0}) and {"held": False} == {"held": 0}
    assert not same_json(1.0, 1) and not same_json(True, 1) and not same_json(1, True)
    assert not same_json({"a": 1, "b": 2}, {"a": 1}) and not same_json([1], [1, 2])


def test_an_answer_that_is_the_reference_value_is_not_checked_again(monkeypatch: pytest.MonkeyPatch) -> None:
    checked: list[str] = []

    def counting(op: str, result: Any, claimed: Any, valid: bool = False) -> str:
        if not valid:
            checked.append(op)
        return result_problem(op, result, claimed, valid)

    monkeypatch.setattr(subprocess_engine, "result_problem", counting)
    engine = SubprocessEngine(SERVE)
    try:
        handle = engine.new_deal("french", "S", seed=3)
        want = ReferenceEngine()
        assert want.new_deal("french", "S", seed=3) == handle
        checked.clear()
        same, other = want.state(handle), dict(want.state(handle), phase="elsewhere")
        got = engine.many([("state", {"handle": handle})] * 3, expected=[same, other, NO_EXPECTATION])
    finally:
        engine.close()
    assert got == [same, same, same]
    assert checked == ["state", "state"]  # the two that are not the expected value


HOSTILE = """
    import json, sys
    from belote_spec.protocol.interface import ReferenceEngine
    from belote_spec.spec.loader import shipped_variant_ids
    from belote_spec.protocol.server import answer
    engine, variants = ReferenceEngine(), shipped_variant_ids()
    for line in sys.stdin:
        if not line.strip():
            continue
        reply = answer(engine, line, variants)
        result = reply.get("result")
        if isinstance(result, dict) and result.get("phase") == "done" and isinstance(result.get("result"), dict):
            result["dealer"] = 42  # the scores are right: only the schema finds this state wrong
        sys.stdout.write(json.dumps(reply) + "\\n")
        sys.stdout.flush()
"""


def test_a_schema_invalid_final_state_is_a_divergence_though_its_scores_agree(tmp_path: Path) -> None:
    script = tmp_path / "held_as_a_boolean.py"
    script.write_text(textwrap.dedent(HOSTILE), encoding="utf-8")
    done = subprocess.run(
        ["belote-spec", "fuzz", "--variant", "french", "--deals", "3", "--engine", f"{sys.executable} {script}"],
        capture_output=True,
        text=True,
        timeout=300,
        cwd=ROOT,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
    )
    assert done.returncode == 1, done.stdout + done.stderr
    assert "final score" in done.stdout and "state result at /dealer" in done.stdout, done.stdout


def test_the_reference_answers_it_vouches_for_are_schema_valid() -> None:
    """The premise of skipping the check: every state (and every answer fuzz compares) of the reference is
    valid, in every shipped variant, at every point of seeded deals."""
    from belote_spec.spec.loader import shipped_variant_ids

    seen: dict[str, int] = {}

    class Checking(ReferenceEngine):
        def state(self, handle: str) -> dict[str, Any]:
            found = super().state(handle)
            assert result_problem("state", json.loads(json.dumps(found)), None) == "", found
            seen[found["phase"]] = seen.get(found["phase"], 0) + 1
            return found

    for variant in shipped_variant_ids():
        assert fuzz_variant(Checking(), variant, 3, 0, reference=Checking()).divergence is None
    assert {"bidding", "playing", "done"} <= set(seen)


def test_a_failed_write_fails_each_request_of_the_batch(tmp_path: Path) -> None:
    script = tmp_path / "gone.py"
    script.write_text(
        'import sys\nsys.stdin.readline()\nprint(\'{"id": 1, "result": {"name": "x", '
        '"protocol": 2, "variants": ["french"], "operations": ["legal_cards"]}}\', flush=True)\n'
        "sys.stdin.close()\n",
        encoding="utf-8",
    )
    engine = SubprocessEngine([sys.executable, str(script)])
    try:
        engine.hello()
        got = engine.many(
            [
                (
                    "legal_cards",
                    {
                        "variant": "french",
                        "contract": {"kind": "suit", "trump": "H"},
                        "hand": ["7S"] * 400,
                        "trick": [],
                        "seat": "N",
                    },
                )
            ]
            * 40
        )
    finally:
        engine.close()
    assert got and all(isinstance(x, EngineFailure) for x in got)


FAILING = """
    import json, sys
    from belote_spec.protocol.interface import ReferenceEngine
    from belote_spec.spec.loader import shipped_variant_ids
    from belote_spec.protocol.server import answer
    engine, variants = ReferenceEngine(), shipped_variant_ids()
    for line in sys.stdin:
        request = json.loads(line)
        args = request.get("args", {})
        if request["op"] == "play" and args.get("card") == "JH":
            sys.exit(3)  # a crash, mid-window: the requests after it are lost
        if request["op"] == "claim":
            reply = {"id": request["id"], "error": {"message": "no claims here"}}
        elif request["op"] == "bid" and args.get("bid", {}).get("action") == "take" and args.get("seat") == "W":
            reply = {"id": request["id"], "skip": {"reason": "W never takes"}}
        else:
            reply = answer(engine, line, variants)
        sys.stdout.write(json.dumps(reply) + "\\n")
        sys.stdout.flush()
"""


def test_pipelined_probes_answer_as_probes_asked_one_request_at_a_time(tmp_path: Path) -> None:
    """Crashes, errors and skips inside pipelined probes: each probe's answer is the sequential one."""
    from belote_spec.diagnose.identify.core import Reference
    from belote_spec.diagnose.identify.positions import PROBE, ask, ask_many

    script = tmp_path / "failing.py"
    script.write_text(textwrap.dedent(FAILING), encoding="utf-8")
    ref = Reference()
    probes = [p for p in ref.positions if p.op == PROBE and p.args["dealer"] in ("N", "E", "S", "W")][:40]
    plain = [p for p in ref.positions if p.op != PROBE][:10]
    positions = [x for pair in zip(probes[:10], plain, strict=True) for x in pair] + probes[10:]

    def answers(piped: bool) -> list[tuple[str, Any]]:
        engine = SubprocessEngine([sys.executable, str(script)], timeout=60)
        try:
            engine.hello()
            got = (
                ask_many(engine, "french", positions, (ReferenceEngine(), "french"))
                if piped
                else [ask(engine, "french", p) for p in positions]
            )
        finally:
            engine.close()
        return [(a.kind, a.value if a.kind != "error" else a.value.split(":")[0]) for a in got]

    piped, one_by_one = answers(True), answers(False)
    assert piped == one_by_one
    kinds = {k for k, _ in piped}
    assert {"result", "error", "skip"} <= kinds, kinds  # the test meets each case


def test_the_encoder_made_once_writes_what_json_writes_and_fails_as_it_fails() -> None:
    """serve's replies and the runner's requests go through an encoder made once (wire.Encoder): each value,
    even after one that failed half-way (a NaN, a set, a cycle, a 5000-digit number), is written as
    json.JSONEncoder writes it, or fails with the same exception and message."""
    from belote_spec.protocol.wire import Encoder

    loop: list[Any] = []
    loop.append(loop)
    inner: dict[str, Any] = {}
    inner["self"] = inner
    values: list[Any] = [
        {"a": [1, 2.5, None, True, "é\ud800"], "b": {"c": "x"}},
        [],
        {},
        "s",
        1,
        1e300,
        {"x": float("nan")},
        {"x": {1, 2}},
        {1: 2, None: 3, 2.5: 1},
        [10**5000],
        loop,
        {"ok": [1], "loop": inner},
        {"ok": [1], "after": "a failure"},
    ]
    every: list[dict[str, Any]] = [{"ensure_ascii": False, "allow_nan": False}, {"ensure_ascii": False}]
    for options in every:
        ours, theirs = Encoder(**options), json.JSONEncoder(**options).encode
        for value in values + values:
            assert _outcome(ours, value) == _outcome(theirs, value)
        mended = [[float("inf")]]  # fails inside the lists (without allow_nan), then is written once mended
        assert _outcome(ours, mended) == _outcome(theirs, mended)
        mended[0][0] = 1.0
        assert ours(mended) == "[[1.0]]"


def _outcome(encode: Any, value: Any) -> tuple[str, str]:
    try:
        return "text", encode(value)
    except Exception as e:
        return type(e).__name__, str(e)


_PIECES = [b"a", b"{}", b" ", b"\t", b"\r", b"\n", b"\r\n", b"\xc3\xa9", b"\xe9", b"\x00", b"\xe2\x80\xa8", b"\x0c"]


@given(st.lists(st.sampled_from(_PIECES), max_size=60), st.lists(st.integers(1, 7), min_size=1, max_size=8))
@settings(max_examples=300, deadline=None)
def test_the_line_reader_frames_any_bytes_in_any_reads_as_a_text_stdin_does(
    pieces: list[bytes], sizes: list[int]
) -> None:
    """serve's own line reader, fed the bytes in reads of any size (a CR LF split between two reads, a CR last),
    gives the lines a text stdin gives (universal newlines, bad bytes as surrogates), blank ones left out, and
    flushes before each read. An ASCII line comes as its bytes (answer() reads them without decoding)."""
    data = b"".join(pieces)
    read, write = os.pipe()
    chunks, k, at = [], 0, 0
    while at < len(data):
        chunks.append(data[at : at + sizes[k % len(sizes)]])
        at += sizes[k % len(sizes)]
        k += 1

    def feed() -> None:
        for chunk in chunks:
            os.write(write, chunk)
        os.close(write)

    flushes: list[int] = []
    got: list[str | bytes] = []
    feeder = threading.Thread(target=feed)
    feeder.start()
    try:
        for line in protocol._lines(read, lambda: flushes.append(len(got))):
            got.append(line)
    finally:
        feeder.join()
        os.close(read)
    text = io.TextIOWrapper(io.BytesIO(data), encoding="utf-8", errors="surrogateescape")
    assert [line.decode("ascii") if isinstance(line, bytes) else line for line in got] == [
        line for line in text.readlines() if line.strip()
    ]
    assert all(isinstance(line, bytes) == line.isascii() for line in got)
    assert flushes and flushes[-1] == len(got)
