"""An engine under test run as a subprocess that speaks the JSON-lines protocol (reference_impl.protocol).

Every call is one request and one answer, within a timeout. A crash, a hang or an answer that is not
the protocol is raised as EngineFailure (the runner records the case as failed, with the request and
the reply) and the engine is started afresh for the next call.
"""

from __future__ import annotations

import json
import os
import selectors
import shlex
import subprocess
import time
import weakref
from typing import Any

from ..engine import NotCovered, Rejected, Unsupported
from ..protocol import HELLO_ARGS, MAX_LINE, VERSIONS, deal_to_v1, deal_to_v2, hello_problem, result_problem

_ENCODE = json.JSONEncoder(ensure_ascii=False).encode  # made once, not per request


class EngineFailure(RuntimeError):
    """The engine under test crashed, hung or answered outside the protocol."""


_LIVE: weakref.WeakSet[SubprocessEngine] = weakref.WeakSet()


def close_all() -> None:
    """Stops every engine subprocess still running in this process: how a command that is interrupted,
    or fails, leaves no orphan behind."""
    for engine in list(_LIVE):
        engine.close()


class SubprocessEngine:
    def __init__(self, command: str | list[str], timeout: float = 10.0, env: dict[str, str] | None = None) -> None:
        self.argv = shlex.split(command) if isinstance(command, str) else list(command)
        self.timeout = timeout
        self.env = env
        self._proc: subprocess.Popen[str] | None = None
        self._ids = 0
        self._hello: dict[str, Any] | None = None
        self._offered_set: frozenset[str] | None = None
        self._offered_for: dict[str, Any] | None = None
        self._pending = b""  # what the engine wrote after the last whole answer line
        self.name = " ".join(self.argv)
        self._selector: selectors.BaseSelector | None = None
        self._selector_of: subprocess.Popen[str] | None = None
        _LIVE.add(self)

    # -- the process ---------------------------------------------------------------------------
    def _start(self) -> subprocess.Popen[str]:
        try:
            self._proc = subprocess.Popen(self.argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                          stderr=subprocess.DEVNULL, text=True, bufsize=1,
                                          env=self.env if self.env is not None else os.environ.copy())
        except OSError as e:
            raise EngineFailure(f"cannot start {' '.join(self.argv)!r}: {e}") from None
        self._pending = b""
        return self._proc

    def close(self) -> None:
        self._close_selector()
        if self._proc is not None:
            try:
                self._proc.kill()
                self._proc.wait(timeout=5)
            except (OSError, subprocess.TimeoutExpired):
                pass
            self._proc = None

    def __del__(self) -> None:
        self.close()

    def _read_line(self, proc: subprocess.Popen[str], deadline: float) -> str | None:
        """The next answer line; None at the deadline, "" at end of output. Read from the pipe in pieces, so an
        engine that writes half a line and hangs times out instead of blocking a readline forever."""
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
        while b"\n" not in self._pending:
            if len(self._pending) > MAX_LINE:
                raise EngineFailure(f"an answer line longer than {MAX_LINE} bytes: {self._pending[:200]!r}")
            left = deadline - time.monotonic()
            if left <= 0 or not sel.select(left):
                return None
            chunk = os.read(fd, 1 << 16)
            if not chunk:
                line, self._pending = self._pending, b""
                break
            self._pending += chunk
        else:
            line, _, self._pending = self._pending.partition(b"\n")
            line += b"\n"
        try:
            return line.decode("utf-8")
        except UnicodeDecodeError:
            raise EngineFailure(f"an answer that is not UTF-8: {line[:200]!r}") from None

    def _close_selector(self) -> None:
        if self._selector is not None:
            self._selector.close()
        self._selector, self._selector_of = None, None

    def request(self, op: str, **args: Any) -> Any:
        """One round trip; the result, or Rejected / Unsupported / EngineFailure. A process started
        afresh after a failure is greeted with hello first, as the protocol asks."""
        proc = self._proc if self._proc is not None and self._proc.poll() is None else None
        if proc is None:
            proc = self._start()
            if op != "hello" and self._hello is not None:
                self._round_trip(proc, "hello", HELLO_ARGS)
        if op != "hello" and self._hello is not None and not self.offers(op):
            raise NotCovered(f"not covered: the engine's hello does not list {op}")  # never sent
        return self._round_trip(proc, op, args)

    def _round_trip(self, proc: subprocess.Popen[str], op: str, args: dict[str, Any]) -> Any:
        self._ids += 1
        line = _ENCODE({"id": self._ids, "op": op, "args": args})
        try:
            assert proc.stdin is not None
            proc.stdin.write(line + "\n")
            proc.stdin.flush()
        except (BrokenPipeError, OSError) as e:
            self.close()
            raise EngineFailure(f"the engine stopped reading (request {line}): {e}") from None
        try:
            reply = self._read_line(proc, time.monotonic() + self.timeout)
        except EngineFailure:
            self.close()
            raise
        if reply is None:
            self.close()
            raise EngineFailure(f"no answer within {self.timeout} s to {line}")
        if reply == "":
            code = proc.poll()
            self.close()
            raise EngineFailure(f"the engine exited (code {code}) on {line}")
        try:
            answer = json.loads(reply)
        except (ValueError, RecursionError):  # also 5000-digit numbers and nesting deeper than Python recurses
            self.close()
            raise EngineFailure(f"not JSON: {reply[:200]!r} in answer to {line}") from None
        if not isinstance(answer, dict) or answer.get("id") != self._ids:
            self.close()
            raise EngineFailure(f"an answer that is not the protocol's: {reply[:200]!r} to {line}")
        if "result" in answer:
            problem = result_problem(op, answer["result"], self._claimed(op)) if op != "hello" else ""
            if problem:
                raise EngineFailure(f"{problem}; in answer to {line[:300]}")
            return answer["result"]
        if "rejected" in answer and isinstance(answer["rejected"], dict):
            raise Rejected(str(answer["rejected"].get("rule")), str(answer["rejected"].get("message", "")))
        if "skip" in answer and isinstance(answer["skip"], dict):
            raise Unsupported(str(answer["skip"].get("reason", "")))
        if "error" in answer:
            raise EngineFailure(f"the engine could not read {line}: {answer['error']}")
        self.close()
        raise EngineFailure(f"an answer with no result, rejection, skip or error: {reply[:200]!r}")

    # -- the engine interface ------------------------------------------------------------------
    def hello(self) -> dict[str, Any]:
        """The handshake: the versions this runner speaks are offered, the engine names one. Anything but 1 or
        2 is an EngineFailure saying what was offered and what came back (the CLI's exit 2)."""
        if self._hello is None:
            hello = self.request("hello", **HELLO_ARGS)
            if not isinstance(hello, dict) or not isinstance(hello.get("variants", []), list):
                self.close()  # a string of variants would make `supports` match substrings
                raise EngineFailure(f"a hello that is not an object with a list of variants: {str(hello)[:200]}")
            version = hello.get("protocol")
            if not isinstance(version, int) or isinstance(version, bool) or version not in VERSIONS:
                self.close()
                raise EngineFailure(f"hello offered protocol versions {', '.join(map(str, VERSIONS))}; the engine "
                                    f"answered protocol {json.dumps(version)}, which this runner does not speak")
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

    def offers(self, op: str) -> bool:
        ops = self._offered()
        return ops is None or op in ops

    def _claimed(self, op: str) -> list[str] | None:
        results = self.results if self._hello is not None else None
        return results.get(op) if results is not None else None

    def supports(self, variant: str) -> bool:
        return variant in self.hello().get("variants", [])

    def variant_info(self, variant: str) -> dict:
        if self.protocol < 2:
            raise NotCovered("not covered: variant_info is protocol 2")
        return self.request("variant_info", variant=variant)

    def legal_cards(self, variant: str, contract: dict, hand: list[str], trick: list[dict], seat: str) -> list[str]:
        return self.request("legal_cards", variant=variant, contract=contract, hand=hand, trick=trick, seat=seat)

    def trick_winner(self, variant: str, contract: dict, trick: list[dict]) -> str:
        return self.request("trick_winner", variant=variant, contract=contract, trick=trick)

    def card_points(self, variant: str, contract: dict, card: str) -> int:
        return self.request("card_points", variant=variant, contract=contract, card=card)

    def declarations(self, variant: str, contract: dict, hand: list[str], seat: str) -> list[dict]:
        return self.request("declarations", variant=variant, contract=contract, hand=hand, seat=seat)

    def declaration_scores(self, variant: str, contract: dict, hands: dict[str, list[str]], dealer: str,
                           taker: str | None = None) -> dict:
        """Protocol 1 has no taker here: it is left out (the steps count it not covered where the rules need it)."""
        if taker is not None and self.protocol >= 2:
            return self.request("declaration_scores", variant=variant, contract=contract, hands=hands, dealer=dealer,
                                taker=taker)
        return self.request("declaration_scores", variant=variant, contract=contract, hands=hands, dealer=dealer)

    def score_deal(self, variant: str, deal: dict) -> dict:
        """A protocol 2 deal goes as it is to a protocol 2 engine and in protocol 1 form (tricks as {winner, cards},
        belote as the words said) to a protocol 1 engine; a stored protocol 1 deal goes to a protocol 2 engine with
        each trick's leader and seats derived from the variant's rules."""
        if self.protocol < 2:
            try:
                deal = deal_to_v1(deal)
            except ValueError as e:
                raise NotCovered(f"not covered: protocol 1 cannot carry this deal: {e}") from None
        elif any("plays" not in t for t in deal.get("tricks", [])):
            from ..rules import rules_for

            try:
                deal = deal_to_v2(rules_for(variant), deal)
            except (ValueError, KeyError) as e:
                raise NotCovered(f"not covered: a protocol 1 deal that cannot be given its leaders: {e}") from None
        return self.request("score_deal", variant=variant, deal=deal)

    def next_dealer(self, variant: str, dealer: str, scores: dict | None = None, cancelled: bool = False) -> str:
        return self.request("next_dealer", variant=variant, dealer=dealer, scores=scores, cancelled=cancelled)

    def match_after_deal(self, variant: str, totals: dict, deal_scores: dict, capot: str | None = None) -> dict:
        return self.request("match_after_deal", variant=variant, totals=totals, deal_scores=deal_scores, capot=capot)

    def new_deal(self, variant: str, dealer: str, deck: list[str] | None = None, seed: int | None = None,
                 match_score: dict | None = None) -> str:
        return self.request("new_deal", variant=variant, dealer=dealer, deck=deck, seed=seed, match_score=match_score)

    def bid(self, handle: str, seat: str, bid: dict) -> None:
        self.request("bid", handle=handle, seat=seat, bid=bid)

    def play(self, handle: str, seat: str, card: str, say: str | None = None) -> None:
        self.request("play", handle=handle, seat=seat, card=card, say=say)

    def discard(self, handle: str, seat: str, cards: list[str]) -> None:
        self.request("discard", handle=handle, seat=seat, cards=cards)

    def exchange(self, handle: str, seat: str) -> None:
        self.request("exchange", handle=handle, seat=seat)

    def claim(self, handle: str, seat: str) -> None:
        self.request("claim", handle=handle, seat=seat)

    def state(self, handle: str) -> dict:
        return self.request("state", handle=handle)
