"""The engine protocol: `belote-spec serve` answers it, and the runner drives any engine through it,
recording an engine that crashes, hangs or prints garbage as a failure while the run goes on."""

from __future__ import annotations

import json
import sys
import textwrap
from pathlib import Path

import pytest

from belote_spec.conformance.runner import run
from belote_spec.conformance.scenarios import collect
from belote_spec.protocol.definition import MAX_LINE, OPERATIONS
from belote_spec.protocol.interface import ReferenceEngine
from belote_spec.protocol.server import answer
from belote_spec.protocol.subprocess_engine import SubprocessEngine

SERVE = [sys.executable, "-m", "belote_spec", "serve"]
VARIANTS = ["french"]


def test_every_scenario_gives_the_same_result_through_the_subprocess() -> None:
    cases = collect()
    engine = SubprocessEngine(SERVE, timeout=30)
    try:
        through = {r.id: (r.status, r.message) for r in run(engine, cases)}
    finally:
        engine.close()
    direct = {r.id: (r.status, r.message) for r in run(ReferenceEngine(), cases)}
    assert through == direct
    assert all(status == "passed" for status, _ in through.values())


@pytest.mark.parametrize(
    "line, expected",
    [
        ("not json", "not JSON"),
        ("[1, 2]", "a JSON object"),
        ('{"op": "hello"}', "integer id"),
        ('{"id": 1, "op": "fly"}', "unknown operation"),
        ('{"id": 1, "op": "card_points", "args": {"variant": "french"}}', "needs"),
        (
            '{"id": 1, "op": "card_points", "args": {"variant": "french", "contract": {}, "card": "JH", "x": 1}}',
            "no argument x",
        ),
        ('{"id": 1, "op": "state", "args": {"handle": "deal-99"}}', None),
    ],
)
def test_the_server_answers_bad_requests_without_failing(line: str, expected: str | None) -> None:
    out = answer(ReferenceEngine(), line, VARIANTS)
    assert set(out) >= {"id"} and len(set(out) & {"result", "rejected", "skip", "error"}) == 1
    if expected is None:
        assert out["rejected"]["rule"] == "handle"
    else:
        assert expected in out["error"]["message"]


def test_oversized_lines_and_unsupported_variants() -> None:
    assert "at most" in answer(ReferenceEngine(), "x" * (MAX_LINE + 1), VARIANTS)["error"]["message"]
    out = answer(
        ReferenceEngine(),
        json.dumps(
            {
                "id": 5,
                "op": "card_points",
                "args": {"variant": "no-such-variant", "contract": {"kind": "suit", "trump": "H"}, "card": "JH"},
            }
        ),
        VARIANTS,
    )
    assert out == {"id": 5, "skip": {"reason": "variant 'no-such-variant' is not supported"}}


def test_hello_names_the_engine_and_what_it_supports() -> None:
    out = answer(ReferenceEngine(), '{"id": 1, "op": "hello", "args": {"protocol": 1}}', VARIANTS)["result"]
    assert out["protocol"] == 1 and out["variants"] == VARIANTS and out["operations"] == OPERATIONS


FAKE = textwrap.dedent("""
    import json, os, sys, time
    from belote_spec.protocol.definition import OPERATIONS
    MODE = sys.argv[1]
    MARK = sys.argv[2]
    for line in sys.stdin:
        request = json.loads(line)
        if request["op"] == "hello":
            reply = {"id": request["id"], "result": {"name": "fake", "protocol": 1, "variants": ["french"],
                                                      "operations": OPERATIONS}}
            print(json.dumps(reply), flush=True)
            continue
        if MODE == "flaky" and os.path.exists(MARK):  # crashed once already: now answer properly
            from belote_spec.protocol.interface import ReferenceEngine
            from belote_spec.protocol.server import answer
            print(json.dumps(answer(ReferenceEngine(), line, ["french"])), flush=True)
            continue
        open(MARK, "w").close()
        if MODE in ("crash", "flaky"):
            sys.exit(3)
        if MODE == "hang":
            time.sleep(60)
        if MODE == "garbage":
            print("<<garbage>>", flush=True)
""")


def _fake(tmp_path: Path, mode: str) -> SubprocessEngine:
    """Only the hanging engine needs a short timeout; the others answer or fail at once, and the flaky one's
    honest answers load the rules first, which on a machine busy with parallel test workers takes over 1 s."""
    script = tmp_path / "fake_engine.py"
    script.write_text(FAKE, encoding="utf-8")
    return SubprocessEngine(
        [sys.executable, str(script), mode, str(tmp_path / "mark")], timeout=1.0 if mode == "hang" else 60.0
    )


@pytest.mark.parametrize("mode, message", [("crash", "exited"), ("hang", "no answer within"), ("garbage", "not JSON")])
def test_a_misbehaving_engine_is_a_recorded_failure_and_the_run_completes(
    tmp_path: Path, mode: str, message: str
) -> None:
    cases = [c for c in collect() if c.variant == "french"][:3]
    engine = _fake(tmp_path, mode)
    try:
        results = run(engine, cases)
    finally:
        engine.close()
    assert [r.status for r in results] == ["failed"] * 3
    assert all(message in r.message for r in results)


def test_a_crashed_engine_is_started_again_for_the_next_case(tmp_path: Path) -> None:
    cases = [c for c in collect() if c.variant == "french" and "cards.feature" in c.id][:2]
    engine = _fake(tmp_path, "flaky")
    try:
        first, second = run(engine, cases)
    finally:
        engine.close()
    assert first.status == "failed" and "exited" in first.message
    assert second.status == "passed"


def test_an_engine_without_the_variant_is_skipped_not_failed(tmp_path: Path) -> None:
    cases = [c for c in collect() if c.variant == "bela"][:2]
    engine = _fake(tmp_path, "garbage")
    try:
        assert [r.status for r in run(engine, cases)] == ["skipped", "skipped"]
    finally:
        engine.close()


def test_real_traffic_matches_the_protocol_schemas() -> None:
    import jsonschema

    from belote_spec.spec.resources import schemas_dir

    def validator(name: str) -> jsonschema.Draft202012Validator:
        return jsonschema.Draft202012Validator(json.loads((schemas_dir() / f"{name}.schema.json").read_text()))

    request, response = validator("protocol-request"), validator("protocol-response")
    hello = validator("protocol-hello")
    sent: list[dict] = []
    engine = ReferenceEngine()

    class Recording(SubprocessEngine):
        def _round_trip(self, proc, op, args):
            sent.append({"id": self._ids + 1, "op": op, "args": args})
            return super()._round_trip(proc, op, args)

    recording = Recording(SERVE, timeout=30)
    try:
        every = collect()
        counted = [c for c in every if c.variant == "klaverjas-rotterdam" and "match" in c.areas]  # deals: N
        run(recording, [c for c in every if c.variant in ("french", "coinche")][:40] + counted)
        replies = [answer(engine, json.dumps(r), VARIANTS) for r in sent]
    finally:
        recording.close()
    assert any("deals" in r["args"] for r in sent if r["op"] == "match_after_deal")  # as the kit sends it
    assert sent and [r for r in sent if list(request.iter_errors(r))] == []
    assert all(not list(response.iter_errors(r)) for r in replies)
    assert not list(hello.iter_errors(recording.hello()))


EXAMPLES = Path(__file__).resolve().parents[2] / "docs" / "examples"


def test_the_javascript_example_engine_passes_what_it_implements_and_skips_the_rest() -> None:
    cases = [c for c in collect() if c.variant in ("french", "bela")]
    engine = SubprocessEngine(["node", str(EXAMPLES / "french-engine.js")], timeout=10)
    try:
        results = run(engine, cases)
    finally:
        engine.close()
    statuses = {r.status for r in results}
    assert statuses <= {"passed", "skipped"}, [r for r in results if r.status == "failed"][:3]
    passed = [r for r in results if r.status == "passed"]
    assert passed and all(r.variant == "french" for r in passed)
    assert all(r.status == "skipped" for r in results if r.variant == "bela")


def test_the_python_adapter_example_passes_what_it_implements_and_skips_the_rest(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from belote_spec.protocol.connect import load_engine

    monkeypatch.syspath_prepend(str(EXAMPLES))
    engine = load_engine("python:python_adapter:Adapter")
    results = run(engine, [c for c in collect() if c.variant == "french"])
    assert {r.status for r in results} == {"passed", "skipped"}
    assert not [r for r in results if r.status == "failed"]


def test_the_python_adapter_example_runs_from_the_command_line_as_its_docstring_says() -> None:
    """The way a reader runs it, closing included (a catch-all `__getattr__` once answered `close` with a skip)."""
    import os
    import subprocess

    env = {**os.environ, "PYTHONPATH": str(EXAMPLES)}
    p = subprocess.run(
        [
            sys.executable,
            "-m",
            "belote_spec",
            "conformance",
            "--engine",
            "python:python_adapter:Adapter",
            "--variant",
            "french",
        ],
        capture_output=True,
        text=True,
        cwd=EXAMPLES,
        env=env,
        timeout=300,
    )
    assert p.returncode == 0 and " 0 failed" in p.stdout, (p.stdout[-1500:], p.stderr[-1500:])


def test_a_signal_another_thread_takes_still_stops_a_wait_for_an_answer(tmp_path: Path) -> None:
    """The kernel may hand a process's SIGTERM to any thread that does not block it; the main thread,
    asleep waiting for a hung engine, must still see it promptly, not when the engine's timeout is up."""
    import signal
    import threading
    import time

    hang = tmp_path / "hang.py"
    hang.write_text("import sys, time\nfor line in sys.stdin:\n    time.sleep(60)\n", encoding="utf-8")
    engine = SubprocessEngine([sys.executable, str(hang)], timeout=30)

    class Stop(Exception):
        pass

    def stop(signum: int, frame: object) -> None:
        raise Stop()

    previous = signal.signal(signal.SIGUSR1, stop)
    # Not the main thread: a thread-directed signal runs Python's C handler on this thread, and the main
    # thread's handler only when it next runs Python code.
    other = threading.Thread(
        target=lambda: (time.sleep(1.0), signal.pthread_kill(threading.get_ident(), signal.SIGUSR1))
    )
    started = time.monotonic()
    try:
        other.start()
        with pytest.raises(Stop):
            engine.request("legal_cards", variant="french", contract="hearts", hand=[], trick=[])
        assert time.monotonic() - started < 10, "the wait outlasted the signal by the engine's whole timeout"
    finally:
        other.join()
        signal.signal(signal.SIGUSR1, previous)
        engine.close()


def test_the_stderr_reader_leaves_stop_signals_to_the_main_thread() -> None:
    """The reader thread blocks SIGINT and SIGTERM, so the kernel hands them to the main thread, whose wait
    they interrupt (read off the thread's signal mask in /proc)."""
    import signal
    import threading
    import time

    engine = SubprocessEngine([sys.executable, "-c", "import time; time.sleep(30)"], timeout=5)
    try:
        engine.start_greeting()
        readers = [t for t in threading.enumerate() if t.name == "belote-spec-engine-stderr"]
        assert readers and readers[-1].native_id is not None
        status = Path(f"/proc/self/task/{readers[-1].native_id}/status")
        deadline = time.monotonic() + 5
        blocked = 0
        while time.monotonic() < deadline:  # the thread sets its mask as its first step
            line = next(ln for ln in status.read_text().splitlines() if ln.startswith("SigBlk:"))
            blocked = int(line.split()[1], 16)
            if blocked:
                break
            time.sleep(0.01)
        for sig in (signal.SIGINT, signal.SIGTERM):
            assert blocked >> (sig - 1) & 1, f"the stderr reader takes {sig.name}: {blocked:#x}"
    finally:
        engine.close()
