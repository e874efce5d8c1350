"""An engine under test run as a subprocess that speaks the JSON-lines protocol (belote_spec.protocol.definition).

Every call is one request and one answer, within a timeout. A crash, a hang or an answer that is not
the protocol is raised as EngineFailure (the runner records the case as failed, with the request and
the reply) and the engine is started afresh for the next call. `many` sends independent requests
pipelined (the protocol answers in order), so a batch pays one round trip per window, not per request.
"""

from __future__ import annotations

import collections
import contextlib
import gc
import json
import os
import re
import selectors
import shlex
import signal
import subprocess
import threading
import time
import weakref
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from belote_spec.base import exits
from belote_spec.protocol import wire
from belote_spec.protocol.definition import (
    HELLO_ARGS,
    MAX_LINE,
    NO_EXPECTATION,
    V2_OPERATIONS,
    VERSIONS,
    deal_to_v1,
    deal_to_v2,
    hello_problem,
    result_problem,
    same_json,
)
from belote_spec.protocol.interface import NotCovered, Rejected, Unsupported, Wait, kept

_ENCODE = wire.Encoder(ensure_ascii=False)  # made once, not per request


def _text(value: Any) -> str:
    """A value's text as _ENCODE writes it; a string's without the encoder's call."""
    return wire.quote(value) if type(value) is str else _ENCODE(value)


def request_line(rid: int, op: str, args: dict[str, Any]) -> str:
    """A request as its line (without the newline); arguments that carry their text (wire.Encoded) are not encoded
    again: the line is the same."""
    if type(args) is wire.Encoded:
        return f'{{"id": {rid}, "op": {_text(op)}, "args": {args.text}}}'
    return _ENCODE({"id": rid, "op": op, "args": args})


def with_handle(handle: str, more: dict[str, Any], rest: str) -> wire.Encoded:
    """The arguments {"handle": handle, **more} with their text, `rest` being `handle_rest(more)`: the text of a
    deal's step but for its handle, worked out once however many deals the step is played in."""
    return with_first("handle", handle, more, rest)


def with_first(key: str, value: str, more: dict[str, Any], rest: str) -> wire.Encoded:
    """The arguments {key: value, **more} (`more` without `key`) with their text, `rest` being `handle_rest(more)`:
    a question asked under every variant name, its text worked out once but for the name."""
    return wire.Encoded({key: value, **more}, f"{{{_text(key)}: {_text(value)}{rest}")


def handle_rest(more: dict[str, Any]) -> str:
    """The text that follows the handle in the arguments {"handle": ..., **more}, as the runner's encoder writes it."""
    return ", " + _ENCODE(more)[1:] if more else "}"


def _quoted(reply: str | bytes) -> str:
    """The start of an answer line, quoted in a failure's message (as text, however it was read)."""
    text = reply.decode("ascii") if isinstance(reply, bytes) else reply
    return repr(text[:200])


class EngineFailure(RuntimeError):
    """The engine under test crashed, hung or answered outside the protocol."""


class Unanswered(EngineFailure):
    """A request of a pipelined batch that got no answer because the engine failed on an earlier one (it was not
    sent, or was in flight when the engine went): nothing is known of its own answer, so it may be asked again."""


_LIVE: weakref.WeakSet[SubprocessEngine] = weakref.WeakSet()


def close_all() -> None:
    """Stops every engine subprocess still running in this process: how a command that is interrupted,
    or fails, leaves no orphan behind."""
    for engine in list(_LIVE):
        engine.close()


# Operations `many` pipelines: their arguments go as the caller gives them (every argument the method would send:
# play's say, new_deal's seed and match_score), or as `_prepare` rewrites them, as the method does.
PIPELINED = frozenset(
    {
        "legal_cards",
        "trick_winner",
        "card_points",
        "declarations",
        "declaration_scores",
        "score_deal",
        "next_dealer",
        "match_after_deal",
        "new_deal",
        "new_deal_from_hands",
        "bid",
        "play",
        "discard",
        "exchange",
        "claim",
        "state",
        "end_deal",
        "variant_info",
        "start_match",
        "cut",
        "bottom_card",
    }
)
_REWRITTEN = frozenset(
    {"declaration_scores", "score_deal", "variant_info", "start_match", "cut", "bottom_card"}
)  # see _prepare
WINDOW = 256  # requests `many` keeps in flight at once
WINDOW_BYTES = 1 << 15  # and request text in flight: well under a pipe's buffer, so neither side blocks writing
WAIT_SLICE = 0.5  # seconds: the longest an answer is waited for before a pending signal is handled
STDERR_LIMIT = 1 << 16  # the last 64 KiB of what an engine writes to stderr are kept
_COMPOUND = {";", "&", "&&", "|", "||", "(", ")", ";;", "|&"}
_RESERVED = {
    "if",
    "then",
    "else",
    "elif",
    "fi",
    "while",
    "until",
    "for",
    "do",
    "done",
    "case",
    "esac",
    "{",
    "}",
    "!",
    "function",
    "exec",
    "select",
    "time",
}
_ASSIGNMENTS = re.compile(r"""\s*(?:[A-Za-z_][A-Za-z0-9_]*=(?:'[^']*'|"(?:[^"\\]|\\.)*"|\\.|[^\s'"\\])*\s+)*""")


def shell_script(command: str) -> str:
    """The `sh -c` script for a command line: `exec` in front of a simple command (after its leading
    VAR=value assignments), so the engine is the shell's own process and its exit status or the signal
    that killed it is seen as is; a compound command (`a && b`, `a | b`, `if ...`) runs as written."""
    try:
        lexer = shlex.shlex(command, posix=True, punctuation_chars=True)
        lexer.whitespace_split = True
        tokens = list(lexer)
    except ValueError:  # an unclosed quote: the shell says what is wrong
        return command
    words = [t for t in tokens if "=" not in t or not re.match(r"[A-Za-z_][A-Za-z0-9_]*=", t)]
    if "\n" in command or any(t in _COMPOUND for t in tokens) or not words or words[0] in _RESERVED:
        return command
    prefix = _ASSIGNMENTS.match(command)
    cut = prefix.end() if prefix else 0
    return f"{command[:cut]}exec {command[cut:]}"


@dataclass
class _Pipe:
    fd: int
    proc: subprocess.Popen[Any]
    reader: threading.Thread | None = None
    closed: bool = False


class StderrTail:
    """What an engine writes to stderr, kept bounded (the last STDERR_LIMIT bytes) and read by a thread
    so a chatty engine never blocks on a full pipe. `mark()` and `since(mark)` give what was written
    between two moments (while one case ran). Every read and append happens under one lock, so `drain()`
    can take, from the caller's thread, whatever is in the pipe right now: what the engine wrote before
    its answer is then certain to be in, not left to the reader thread's timing."""

    def __init__(self, limit: int = STDERR_LIMIT) -> None:
        self.limit = limit
        self._buf = bytearray()
        self._total = 0
        self._lock = threading.Lock()
        self._pipes: list[_Pipe] = []

    def follow(self, fd: int, proc: subprocess.Popen[Any]) -> None:
        os.set_blocking(fd, False)
        pipe = _Pipe(fd, proc)
        pipe.reader = threading.Thread(target=self._follow, args=(pipe,), name="belote-spec-engine-stderr", daemon=True)
        with self._lock:
            self._pipes = [p for p in self._pipes if not p.closed] + [pipe]
        pipe.reader.start()

    def _take(self, pipe: _Pipe, reader: bool = False) -> bool:
        """Reads what the pipe holds now (the lock held); False at end of file. Only its reader thread
        closes the pipe, so that thread is never left waiting on a descriptor closed under it."""
        while not pipe.closed:
            try:
                chunk = os.read(pipe.fd, 1 << 16)
            except BlockingIOError:
                return True
            except OSError:
                chunk = b""
            if not chunk:
                if reader:
                    pipe.closed = True
                    with contextlib.suppress(OSError):
                        os.close(pipe.fd)
                return False
            self._buf += chunk
            self._total += len(chunk)
            if len(self._buf) > self.limit:
                del self._buf[: len(self._buf) - self.limit]
        return False

    def _follow(self, pipe: _Pipe) -> None:
        # The stop signals are the main thread's: blocked here, the kernel cannot hand one to this thread
        # while the main thread sleeps in a wait that would then not be interrupted.
        signal.pthread_sigmask(signal.SIG_BLOCK, exits.STOP_SIGNALS)
        with selectors.DefaultSelector() as sel:
            sel.register(pipe.fd, selectors.EVENT_READ)
            while True:
                sel.select()
                with self._lock:
                    if not self._take(pipe, reader=True):
                        return

    def drain(self) -> None:
        with self._lock:
            for pipe in self._pipes:
                self._take(pipe)

    def settle(self, timeout: float = 1.0) -> None:
        """Takes what is in the pipes now, and waits (briefly) for the pipes of processes that are gone to
        reach end of file, so the last words of an engine that crashed are in."""
        self.drain()
        deadline = time.monotonic() + timeout
        for pipe in list(self._pipes):
            if not pipe.closed and pipe.proc.poll() is not None and pipe.reader is not None:
                pipe.reader.join(max(0.0, deadline - time.monotonic()))

    def mark(self) -> int:
        """Where the tail stands now. Taken before every request a runner sends, so without the lock: reading one
        int is atomic, and a mark taken just before or just after an append is as good a moment."""
        return self._total

    def since(self, mark: int) -> str:
        with self._lock:
            n = self._total - mark
            data = bytes(self._buf[-n:]) if n > 0 else b""
            lost = n - len(data)
        text = data.decode("utf-8", errors="replace")
        return f"[... {lost} earlier bytes not kept]\n{text}" if lost > 0 else text


def exit_description(proc: subprocess.Popen[Any], wait: float = 1.0) -> str:
    """How the engine stopped, in words: an engine that closed stdout may still run, and a shell's 137 or
    a negative return code is a signal, not a status."""
    try:
        code = proc.wait(timeout=wait)
    except subprocess.TimeoutExpired:
        return "closed its output but is still running"
    if code < 0:
        try:
            name = signal.Signals(-code).name
        except ValueError:
            name = "?"
        return f"was killed by signal {-code} ({name})"
    return f"exited with status {code}"


class SubprocessEngine:
    streams = True  # `many` takes waits and `into` (see _many)
    decodes_json = True  # every result is read from a JSON line: plain JSON data, no copy needed to make it so

    def __init__(self, command: str | list[str], timeout: float = 10.0, env: dict[str, str] | None = None) -> None:
        """`command` as a string is a command line, run by `/bin/sh -c` (environment assignments,
        redirections and quotes mean what they mean in a shell); as a list it is an argv, run as is."""
        if isinstance(command, str):
            self.argv = ["/bin/sh", "-c", shell_script(command)]
            self.name = command
        else:
            self.argv = list(command)
            self.name = " ".join(self.argv)
        self.timeout = timeout
        self.env = env
        self._proc: subprocess.Popen[str] | None = None
        self._ids = 0
        self._hello: dict[str, Any] | None = None
        self._offered_set: frozenset[str] | None = None
        self._offered_for: dict[str, Any] | None = None
        self._pending = b""  # what the engine wrote after the last whole answer line
        self._ready: collections.deque[bytes] = collections.deque()  # whole answer lines read, not yet taken
        self.stderr = StderrTail()
        self._start_mark, self._fresh = 0, False
        self._selector: selectors.BaseSelector | None = None
        self._selector_of: subprocess.Popen[str] | None = None
        self._greeting: tuple[subprocess.Popen[str], int, str, int] | None = None  # a hello sent, not yet read
        self._results: dict[str, list[str]] | None = None
        self._results_for: dict[str, Any] | None = None
        _LIVE.add(self)

    # -- the process ---------------------------------------------------------------------------
    def _start(self) -> subprocess.Popen[str]:
        self._start_mark, self._fresh = self.stderr.mark(), True  # what it says while starting is its own too
        read_err, write_err = os.pipe()
        try:
            # Its own session (and process group): Ctrl-C on the terminal reaches belote-spec only, which
            # reports and then stops the engine, and closing kills the whole group, grandchildren included.
            self._proc = subprocess.Popen(
                self.argv,
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                stderr=write_err,
                text=True,
                bufsize=1,
                start_new_session=True,
                env=self.env if self.env is not None else os.environ.copy(),
            )
        except OSError as e:
            os.close(read_err)
            raise EngineFailure(f"cannot start {self.name!r}: {e}") from None
        finally:
            os.close(write_err)
        self.stderr.follow(read_err, self._proc)
        self._pending = b""
        self._ready.clear()
        return self._proc

    def close(self) -> None:
        self._close_selector()
        proc, self._proc = self._proc, None
        if proc is not None:
            with contextlib.suppress(OSError):
                os.killpg(proc.pid, signal.SIGKILL)
            with contextlib.suppress(OSError):
                proc.kill()
            for stream in (proc.stdin, proc.stdout):
                try:
                    if stream is not None:
                        stream.close()
                except OSError:
                    pass
            with contextlib.suppress(OSError, subprocess.TimeoutExpired):
                proc.wait(timeout=5)

    def stderr_mark(self) -> int:
        return self.stderr.mark()

    def stderr_since(self, mark: int) -> str:
        """What the engine wrote to stderr since `mark` (the last STDERR_LIMIT bytes of it), everything it
        wrote before its last answer included."""
        self.stderr.settle(0.5)
        return self.stderr.since(mark)

    def _said(self, mark: int) -> str:
        text = self.stderr_since(mark).strip()
        if not text:
            return ""
        tail = text[-500:]
        return f"; its stderr: {tail!r}" if len(tail) == len(text) else f"; its stderr ends: {tail!r}"

    def __del__(self) -> None:
        self.close()

    def _read_line(self, proc: subprocess.Popen[str], deadline: float) -> bytes | None:
        """The next answer line, as the engine wrote it; None at the deadline, b"" at end of output. Read from the
        pipe in pieces, so an engine that writes half a line and hangs times out instead of blocking a readline
        forever."""
        assert proc.stdout is not None
        fd = proc.stdout.fileno()
        # One selector per process, made on first use: opening one per request cost more than the
        # round trip itself.
        if self._selector is None or self._selector_of is not proc:
            self._close_selector()
            self._selector = selectors.DefaultSelector()
            self._selector.register(fd, selectors.EVENT_READ)
            self._selector_of = proc
        sel = self._selector
        # A read brings a window's answers at once: they are cut into lines together, not the rest of the
        # buffer copied again after each line.
        while not self._ready:
            if len(self._pending) > MAX_LINE:
                raise EngineFailure(f"an answer line longer than {MAX_LINE} bytes: {self._pending[:200]!r}")
            left = deadline - time.monotonic()
            if left <= 0:
                return None
            # In slices: a signal some other thread took is then handled (by the main thread) within one.
            if not sel.select(min(left, WAIT_SLICE)):
                continue
            chunk = os.read(fd, 1 << 16)
            if not chunk:
                line, self._pending = self._pending, b""
                break
            *whole, self._pending = (self._pending + chunk).split(b"\n")
            self._ready.extend(whole)
        else:
            line = self._ready.popleft() + b"\n"
        return line

    def _close_selector(self) -> None:
        if self._selector is not None:
            self._selector.close()
        self._selector, self._selector_of = None, None

    def start_greeting(self) -> None:
        """Starts the engine and sends hello without waiting for the answer, which `hello()` reads: the
        engine starts up (serve reads every variant) while the caller does its own loading. Never raises:
        an engine that cannot start fails in `hello()`, as it would have without this."""
        if self._hello is not None or self._greeting is not None or self._proc is not None:
            return
        try:
            proc = self._start()
            self._greeting = (proc, *self._send(proc, "hello", HELLO_ARGS))
        except EngineFailure:
            self.close()

    def _greeted(self) -> None:
        """Reads the answer to a hello `start_greeting` sent, before anything else is sent."""
        if self._greeting is not None:
            self.hello()

    def request(self, op: str, **args: Any) -> Any:
        """One round trip; the result, or Rejected / Unsupported / EngineFailure. A process started
        afresh after a failure is greeted with hello first, as the protocol asks."""
        if op != "hello":
            self._greeted()
        proc = self._proc if self._proc is not None and self._proc.poll() is None else None
        if proc is None:
            proc = self._start()
            if op != "hello" and self._hello is not None:
                self._round_trip(proc, "hello", HELLO_ARGS)
        if op != "hello" and self._hello is not None and not self.offers(op):
            raise NotCovered(f"not covered: the engine's hello does not list {op}")  # never sent
        return self._round_trip(proc, op, args)

    def _send(
        self, proc: subprocess.Popen[str], op: str, args: dict[str, Any], queue: list[str] | None = None
    ) -> tuple[int, str, int]:
        """Writes one request (or, given a `queue`, adds its line to those `_write` sends together); its id,
        its line and the stderr mark its failures quote from."""
        self._ids += 1
        line = request_line(self._ids, op, args)
        mark = self._start_mark if self._fresh else self.stderr.mark()
        self._fresh = False
        if queue is not None:
            queue.append(line + "\n")
        else:
            self._write(proc, line + "\n", line, mark)
        return self._ids, line, mark

    def _write(self, proc: subprocess.Popen[str], text: str, line: str, mark: int) -> None:
        """Writes request text (one line, or a window's lines at once: one system call, not one per request);
        an engine that stopped reading is an EngineFailure naming `line`, the first request of the text."""
        try:
            assert proc.stdin is not None
            proc.stdin.write(text)
            proc.stdin.flush()
        except (BrokenPipeError, OSError):
            how = exit_description(proc)
            self.close()
            raise EngineFailure(f"the engine stopped reading: it {how} (request {line}){self._said(mark)}") from None

    def _round_trip(self, proc: subprocess.Popen[str], op: str, args: dict[str, Any]) -> Any:
        rid, line, mark = self._send(proc, op, args)
        return self._receive(proc, op, rid, line, mark)

    def _receive(
        self, proc: subprocess.Popen[str], op: str, rid: int, line: str, mark: int, expected: Any = NO_EXPECTATION
    ) -> Any:
        """The answer to request `rid` (the next line the engine writes), as `request` gives it: its result, or
        Rejected, Unsupported or EngineFailure raised."""
        got = self._answer(proc, op, rid, line, mark, expected)
        if isinstance(got, (Rejected, Unsupported)):
            raise got
        return got

    def _answer(
        self, proc: subprocess.Popen[str], op: str, rid: int, line: str, mark: int, expected: Any = NO_EXPECTATION
    ) -> Any:
        """`_receive`'s answer with a rejection or skip given back, not raised (`_many` keeps it as the request's
        answer: most of identify's are rejections); EngineFailure raised. A result that is the same JSON value
        as `expected` (the reference's own answer, schema-valid by test) is valid by construction and skips the
        schema check, the costliest part of a round trip for a deal's state."""
        try:
            raw = self._read_line(proc, time.monotonic() + self.timeout)
        except EngineFailure:
            self.close()
            raise
        if raw is None:
            self.close()
            raise EngineFailure(f"no answer within {self.timeout} s to {line}{self._said(mark)}")
        if raw == b"":
            how = exit_description(proc)
            self.close()
            raise EngineFailure(f"the engine {how}, with no answer to {line}{self._said(mark)}")
        # An ASCII line (most) is read as its bytes; the text is made only to quote it.
        reply: str | bytes = raw
        if not raw.isascii():
            try:
                reply = raw.decode("utf-8")
            except UnicodeDecodeError:
                self.close()
                raise EngineFailure(f"an answer that is not UTF-8: {raw[:200]!r}") from None
        try:
            answer = wire.loads(reply, json.loads)
        except (ValueError, RecursionError):  # also 5000-digit numbers and nesting deeper than Python recurses
            self.close()
            raise EngineFailure(f"not JSON: {_quoted(reply)} in answer to {line}") from None
        if not isinstance(answer, dict) or answer.get("id") != rid:
            self.close()
            raise EngineFailure(f"an answer that is not the protocol's: {_quoted(reply)} to {line}")
        if "result" in answer:
            problem = (
                ""
                if op == "hello"
                else result_problem(
                    op,
                    answer["result"],
                    self._claimed(op),
                    valid=expected is not NO_EXPECTATION and same_json(answer["result"], expected),
                )
            )
            if problem:
                raise EngineFailure(f"{problem}; in answer to {line[:300]}")
            return answer["result"]
        if "rejected" in answer and isinstance(answer["rejected"], dict):
            return Rejected(str(answer["rejected"].get("rule")), str(answer["rejected"].get("message", "")))
        if "skip" in answer and isinstance(answer["skip"], dict):
            return Unsupported(str(answer["skip"].get("reason", "")))
        if "error" in answer:
            error = answer["error"]
            said = error.get("message", error) if isinstance(error, dict) else error
            raise EngineFailure(f"the engine answered an error: {str(said)[:500]} (to {line}){self._said(mark)}")
        self.close()
        raise EngineFailure(f"an answer with no result, rejection, skip or error: {_quoted(reply)}")

    def many(
        self,
        requests: Iterable[tuple[Any, ...] | Wait],
        expected: list[Any] | None = None,
        push_every: int = WINDOW,
        into: list[Any] | None = None,
    ) -> list[Any]:
        """`_many` with Python's cyclic garbage collector paused. A batch keeps every decoded answer alive until
        it returns, so the collector, counting them as survivors, would run again and again over the caller's
        whole heap (identify's reference answers: some 50 ms a full pass) for cycles a batch does not make; it
        runs as usual once the batch is over (a cycle the caller's generator makes waits that long)."""
        paused = gc.isenabled()
        if paused:
            gc.disable()
        try:
            return self._many(requests, expected, push_every, into)
        finally:
            if paused:
                gc.enable()

    def _many(
        self,
        requests: Iterable[tuple[Any, ...] | Wait],
        expected: list[Any] | None,
        push_every: int,
        into: list[Any] | None = None,
    ) -> list[Any]:
        """Independent requests pipelined, so that neither side pays a system call and a wake-up per request:
        up to WINDOW requests (and WINDOW_BYTES of text) in flight, written a batch at a time, the answers read
        in order. Each entry is the request's result or the exception `request` would have raised, so a failure
        stays with its request; once the engine dies or leaves the protocol, every request not yet answered is
        an EngineFailure (with its stderr), and the engine starts afresh next.

        `expected` holds per request the reference's own answer (or NO_EXPECTATION), unless the request carries
        it as a third member: an answer with the same JSON value skips the schema check. `requests` may be a
        generator working out each request as it goes (fuzz plays the reference's deal); a small `push_every`
        sends its lines a few at a time, so the engine answers while the caller works. It yields `Wait(k)` when
        it needs the answer to its k-th request (waits not counted) to go on, and reads it in `into`, the list
        the answers go to as they come: the stream stays in flight, not drained."""
        self._greeted()
        batch = _Batch(self, [] if into is None else into)
        out = batch.out
        try:
            for request in requests:
                if isinstance(request, Wait):
                    batch.wait(request.index)
                    continue
                i = len(out)
                op, args = request[0], request[1]
                out.append(None)
                want = request[2] if len(request) > 2 else expected[i] if expected is not None else NO_EXPECTATION
                if batch.dead is not None:
                    out[i] = _not_sent(batch.dead)
                elif op in PIPELINED:
                    batch.send(i, op, args, want, push_every)
                else:  # hello, or a name that is no operation: asked as the method asks
                    batch.ask_alone(i, op, args)
        except BaseException:
            # The caller's generator failed (or Ctrl-C came): the answers still in flight would be read as the
            # answers to whatever is asked next, so the engine is stopped (it starts afresh on the next request).
            if batch.flight or batch.queue:
                self.close()
            raise
        batch.settle(0, 0)
        return out

    # -- the engine interface ------------------------------------------------------------------
    def hello(self) -> dict[str, Any]:
        """The handshake: the versions this runner speaks are offered, the engine names one. Anything but 1 or
        2 is an EngineFailure saying what was offered and what came back (the CLI's exit 2)."""
        if self._hello is None:
            greeting, self._greeting = self._greeting, None
            if greeting is not None and self._proc is greeting[0]:
                hello = self._receive(greeting[0], "hello", *greeting[1:])
            else:
                hello = self.request("hello", **HELLO_ARGS)
            if not isinstance(hello, dict) or not isinstance(hello.get("variants", []), list):
                self.close()  # a string of variants would make `supports` match substrings
                raise EngineFailure(f"a hello that is not an object with a list of variants: {str(hello)[:200]}")
            version = hello.get("protocol")
            if not isinstance(version, int) or isinstance(version, bool) or version not in VERSIONS:
                self.close()
                raise EngineFailure(
                    f"hello offered protocol versions {', '.join(map(str, VERSIONS))}; the engine "
                    f"answered protocol {json.dumps(version)}, which this runner does not speak"
                )
            problem = hello_problem(hello)
            if problem:
                self.close()
                raise EngineFailure(f"a hello that is not the protocol's: {problem}")
            self._hello = hello
            self.name = f"{hello.get('name', self.name)} (subprocess, protocol {version})"
        return self._hello

    @property
    def protocol(self) -> int:
        """The version the engine answered hello with: what its requests are written in."""
        return int(self.hello()["protocol"])

    @property
    def operations(self) -> list[str] | None:
        """hello's operations, binding from protocol 2: an operation not listed is never sent. A protocol 1
        engine's list stays what protocol 1 made it, information (it answers what it lacks with a skip, and
        engines written against it often list nothing): None, every operation is asked."""
        ops = self.hello().get("operations")
        return list(ops) if isinstance(ops, list) and self.protocol >= 2 else None

    def _offered(self) -> frozenset[str] | None:
        """`operations` as a set, made once per hello: it is read before every request."""
        hello = self.hello()
        if self._offered_for is not hello:
            ops = self.operations
            self._offered_set, self._offered_for = (frozenset(ops) if ops is not None else None), hello
        return self._offered_set

    @property
    def results(self) -> dict[str, list[str]] | None:
        """hello's results (protocol 2): per operation, the result fields the engine computes; absent, all."""
        results = self.hello().get("results") if self.protocol >= 2 else None
        return results if isinstance(results, dict) else None

    @property
    def limits(self) -> list[str] | None:
        """hello's limits: what the engine declares it does not do (protocol/definition.py LIMITS)."""
        limits = self.hello().get("limits")
        return limits if isinstance(limits, list) else None

    def offers(self, op: str) -> bool:
        ops = self._offered()
        return ops is None or op in ops

    def _claimed(self, op: str) -> list[str] | None:
        """hello's results for `op` (read for every answer: the results are taken from hello once)."""
        if self._hello is None:
            return None
        if self._results_for is not self._hello:
            self._results, self._results_for = self.results, self._hello
        return self._results.get(op) if self._results is not None else None

    def supports(self, variant: str) -> bool:
        return variant in self.hello().get("variants", [])

    def _prepare(self, op: str, args: dict[str, Any]) -> dict[str, Any]:
        """The arguments `op` goes out with, rewritten for the engine's protocol version where its method says
        so (one place, so `many` pipelines what the method would send); NotCovered when they cannot be carried."""
        if op in V2_OPERATIONS and self.protocol < 2:
            raise NotCovered(f"not covered: {op} is protocol 2")
        # Arguments that stay as they are are passed on as they came: a caller's wire.Encoded keeps its text.
        if op == "declaration_scores" and "taker" in args and (args["taker"] is None or self.protocol < 2):
            return {k: v for k, v in args.items() if k != "taker"}
        if op == "score_deal":
            deal = self._deal_for(args["variant"], args["deal"])
            return args if deal is args["deal"] else {**args, "deal": deal}
        return args

    def variant_info(self, variant: str) -> dict[str, Any]:
        return self.request("variant_info", **self._prepare("variant_info", {"variant": variant}))

    def start_match(
        self,
        variant: str,
        seed: int | None = None,
        draw: dict[str, str] | None = None,
        previous_winner: str | None = None,
    ) -> dict[str, Any]:
        args = {"variant": variant, "seed": seed, "draw": draw, "previous_winner": previous_winner}
        return self.request(
            "start_match",
            **self._prepare("start_match", {k: v for k, v in args.items() if v is not None or k == "variant"}),
        )

    def cut(self, variant: str, dealer: str, seat: str, deck: list[str], packet: int) -> list[str]:
        args = {"variant": variant, "dealer": dealer, "seat": seat, "deck": deck, "packet": packet}
        return self.request("cut", **self._prepare("cut", args))

    def bottom_card(self, handle: str) -> str | None:
        return self.request("bottom_card", **self._prepare("bottom_card", {"handle": handle}))

    def legal_cards(
        self, variant: str, contract: dict[str, Any], hand: list[str], trick: list[dict[str, Any]], seat: str
    ) -> list[str]:
        return self.request("legal_cards", variant=variant, contract=contract, hand=hand, trick=trick, seat=seat)

    def trick_winner(self, variant: str, contract: dict[str, Any], trick: list[dict[str, Any]]) -> str:
        return self.request("trick_winner", variant=variant, contract=contract, trick=trick)

    def card_points(self, variant: str, contract: dict[str, Any], card: str) -> int:
        return self.request("card_points", variant=variant, contract=contract, card=card)

    def declarations(self, variant: str, contract: dict[str, Any], hand: list[str], seat: str) -> list[dict[str, Any]]:
        return self.request("declarations", variant=variant, contract=contract, hand=hand, seat=seat)

    def declaration_scores(
        self, variant: str, contract: dict[str, Any], hands: dict[str, list[str]], dealer: str, taker: str | None = None
    ) -> dict[str, Any]:
        """Protocol 1 has no taker here: it is left out (the steps count it not covered where the rules need it)."""
        return self.request(
            "declaration_scores",
            **self._prepare(
                "declaration_scores",
                {"variant": variant, "contract": contract, "hands": hands, "dealer": dealer, "taker": taker},
            ),
        )

    def score_deal(self, variant: str, deal: dict[str, Any]) -> dict[str, Any]:
        return self.request("score_deal", **self._prepare("score_deal", {"variant": variant, "deal": deal}))

    def _deal_for(self, variant: str, deal: dict[str, Any]) -> dict[str, Any]:
        """A protocol 2 deal goes as it is to a protocol 2 engine and in protocol 1 form (tricks as {winner, cards},
        belote as the words said) to a protocol 1 engine; a stored protocol 1 deal goes to a protocol 2 engine with
        each trick's leader and seats derived from the variant's rules."""
        if self.protocol < 2:
            try:
                deal = deal_to_v1(deal)
            except ValueError as e:
                raise NotCovered(f"not covered: protocol 1 cannot carry this deal: {e}") from None
        elif any("plays" not in t for t in deal.get("tricks", [])):
            from belote_spec.engine.rules import rules_for

            try:
                deal = deal_to_v2(rules_for(variant), deal)
            except (ValueError, KeyError) as e:
                raise NotCovered(f"not covered: a protocol 1 deal that cannot be given its leaders: {e}") from None
        return deal

    def next_dealer(
        self, variant: str, dealer: str, scores: dict[str, Any] | None = None, cancelled: bool = False
    ) -> str:
        return self.request("next_dealer", variant=variant, dealer=dealer, scores=scores, cancelled=cancelled)

    def match_after_deal(
        self,
        variant: str,
        totals: dict[str, Any],
        deal_scores: dict[str, Any],
        capot: str | None = None,
        deals: int | None = None,
    ) -> dict[str, Any]:
        if deals is None:  # the request stays the one engines have always been sent
            return self.request(
                "match_after_deal", variant=variant, totals=totals, deal_scores=deal_scores, capot=capot
            )
        return self.request(
            "match_after_deal", variant=variant, totals=totals, deal_scores=deal_scores, capot=capot, deals=deals
        )

    def new_deal(
        self,
        variant: str,
        dealer: str,
        deck: list[str] | None = None,
        seed: int | None = None,
        match_score: dict[str, Any] | None = None,
    ) -> str:
        return self.request("new_deal", variant=variant, dealer=dealer, deck=deck, seed=seed, match_score=match_score)

    def new_deal_from_hands(
        self,
        variant: str,
        dealer: str,
        hands: dict[str, Any],
        turned: str | None = None,
        stock: list[str] | None = None,
        match_score: dict[str, Any] | None = None,
    ) -> str:
        return self.request(
            "new_deal_from_hands",
            variant=variant,
            dealer=dealer,
            hands=hands,
            turned=turned,
            stock=stock,
            match_score=match_score,
        )

    def bid(self, handle: str, seat: str, bid: dict[str, Any]) -> None:
        self.request("bid", handle=handle, seat=seat, bid=bid)

    def play(self, handle: str, seat: str, card: str, say: str | None = None) -> None:
        self.request("play", handle=handle, seat=seat, card=card, say=say)

    def discard(self, handle: str, seat: str, cards: list[str]) -> None:
        self.request("discard", handle=handle, seat=seat, cards=cards)

    def exchange(self, handle: str, seat: str) -> None:
        self.request("exchange", handle=handle, seat=seat)

    def claim(self, handle: str, seat: str) -> None:
        self.request("claim", handle=handle, seat=seat)

    def end_deal(self, handle: str) -> None:
        """Not sent to an engine that is not running: its deals went with it, and starting it afresh only to
        forget a deal would cost a start and a hello."""
        if self._proc is not None and self._proc.poll() is None:
            self.request("end_deal", handle=handle)

    def state(self, handle: str) -> dict[str, Any]:
        return self.request("state", handle=handle)


def _not_sent(cause: EngineFailure | None) -> Unanswered:
    return Unanswered(f"not sent: the engine failed earlier in the window ({cause})")


# A request in flight: its index in the answers, its operation, id, line, stderr mark, bytes and expected result.
_InFlight = tuple[int, str, int, str, int, int, Any]


class _Batch:
    """One call of `SubprocessEngine.many`: the answers so far, the requests in flight (in the order they were
    sent, so in the order of their answers), the lines queued to go out together, and the failure that ended the
    engine, if it did."""

    __slots__ = ("dead", "engine", "flight", "inflight_bytes", "offered", "offered_by", "out", "proc", "queue")

    def __init__(self, engine: SubprocessEngine, out: list[Any]) -> None:
        self.engine = engine
        self.out = out
        self.flight: collections.deque[_InFlight] = collections.deque()
        self.queue: list[str] = []  # the lines of the last len(queue) requests of `flight`, not written yet
        self.inflight_bytes = 0
        self.offered: frozenset[str] | None = None
        self.offered_by: dict[str, Any] | None = None  # the hello `offered` was read from
        self.dead: EngineFailure | None = None
        self.proc: subprocess.Popen[str] | None = None

    def push(self) -> None:
        """Writes the queued lines, in one system call."""
        queue = self.queue
        if not queue:
            return
        unsent = list(self.flight)[-len(queue) :]
        text = "".join(queue)
        queue.clear()
        try:
            self.engine._write(self.proc, text, unsent[0][3], unsent[0][4])  # type: ignore[arg-type]
        except EngineFailure as e:
            self.dead = e
            for _ in unsent:
                self.flight.pop()
            self.out[unsent[0][0]] = kept(e)
            for entry in unsent[1:]:
                self.out[entry[0]] = _not_sent(e)

    def land(self) -> None:
        """Reads the answer to the first request in flight."""
        i, op, rid, line, mark, size, want = self.flight.popleft()
        self.inflight_bytes -= size
        dead = self.dead
        if dead is not None:
            self.out[i] = Unanswered(f"no answer to {line[:300]}: the engine failed earlier in the window ({dead})")
            return
        engine = self.engine
        try:
            self.out[i] = engine._answer(self.proc, op, rid, line, mark, want)  # type: ignore[arg-type]
        except EngineFailure as e:
            self.out[i] = kept(e)
            if engine._proc is None:  # closed: the engine is gone, and the rest of the window with it
                self.dead = e

    def settle(self, keep: int, keep_bytes: int) -> None:
        """Writes what is queued, then reads answers until at most `keep` requests (and `keep_bytes` of request
        text) are in flight."""
        self.push()
        flight = self.flight
        while flight and (len(flight) > keep or self.inflight_bytes > keep_bytes):
            self.land()

    def wait(self, index: int) -> None:
        """Reads the answers up to the `index`-th request's; those behind it stay in flight."""
        self.push()
        flight = self.flight
        while flight and flight[0][0] <= index:
            self.land()

    def ask_alone(self, i: int, op: str, args: dict[str, Any]) -> None:
        """Asks a request that is not pipelined as its method asks it, with nothing else in flight."""
        self.settle(0, 0)
        if self.dead is not None:
            self.out[i] = _not_sent(self.dead)
            return
        try:
            self.out[i] = getattr(self.engine, op)(**args)
        except (Rejected, Unsupported, EngineFailure) as e:
            self.out[i] = kept(e)
        self.proc = None

    def send(self, i: int, op: str, args: dict[str, Any], want: Any, push_every: int) -> None:
        """Puts a request in flight: its line queued (written once `push_every` are), after half the window is read
        back when it is full. Refused before it goes (not covered, not carried by the engine's version), the
        refusal is its answer; the engine failing to start or to read ends the batch."""
        try:
            proc = self._running()
            args = self._outgoing(op, args)
            flight = self.flight
            if flight and (len(flight) >= WINDOW or self.inflight_bytes >= WINDOW_BYTES):
                self.settle(WINDOW // 2, WINDOW_BYTES // 2)
            if self.dead is not None:
                self.out[i] = _not_sent(self.dead)
                return
            rid, line, mark = self.engine._send(proc, op, args, self.queue)
        except (Rejected, Unsupported) as e:
            self.out[i] = kept(e)
            return
        except EngineFailure as e:
            self.out[i] = self.dead = kept(e)
            return
        self.flight.append((i, op, rid, line, mark, len(line) + 1, want))
        self.inflight_bytes += len(line) + 1
        if len(self.queue) >= push_every:
            self.push()

    def _running(self) -> subprocess.Popen[str]:
        """The engine's process: the one the batch writes to while it runs, else one started (and greeted)."""
        engine, proc = self.engine, self.proc
        if proc is None or engine._proc is not proc:
            proc = self.proc = engine._proc if engine._proc is not None and engine._proc.poll() is None else None
            if proc is None:
                proc = self.proc = engine._start()
                if engine._hello is not None:
                    engine._round_trip(proc, "hello", HELLO_ARGS)
        return proc

    def _outgoing(self, op: str, args: dict[str, Any]) -> dict[str, Any]:
        """The arguments `op` goes out with, as its method would send them (see SubprocessEngine._prepare);
        NotCovered when the engine's hello does not list the operation."""
        engine = self.engine
        if op in _REWRITTEN:
            if engine._hello is None:  # the version is asked first (hello), with nothing in flight
                self.settle(0, 0)
            args = engine._prepare(op, args)
        hello = engine._hello
        if hello is not None:
            if hello is not self.offered_by:  # the operations, read once per hello
                self.offered, self.offered_by = engine._offered(), hello
            if self.offered is not None and op not in self.offered:
                raise NotCovered(f"not covered: the engine's hello does not list {op}")
        return args
