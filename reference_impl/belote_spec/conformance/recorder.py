"""The last calls a case made to its engine, kept so a failure shows what was asked and what came back.

The runner wraps every engine (in process or subprocess) in a `Recorder`: a failure's report then
carries the requests as protocol lines (`{"id":..,"op":..,"args":..}`) and the answers, which an
implementer can replay against their engine. Calls are kept as given and turned into text only when a
case fails, so a passing run pays next to nothing. A deal handle an engine chose is written `$1`,
`$2`... (the answer of the case's first, second new_deal): an engine numbers its deals across the
cases it served, so the raw handle would make the same failure read differently with --jobs 2.
"""

from __future__ import annotations

import functools
import inspect
import json
from collections import deque
from functools import cache
from typing import Any

from belote_spec.base.text import shorten
from belote_spec.protocol.definition import OPERATIONS as PROTOCOL_OPERATIONS
from belote_spec.protocol.interface import MAKES_DEAL, Engine, ReferenceEngine, Rejected, Unsupported

OPERATIONS = frozenset(PROTOCOL_OPERATIONS) - {"supports", "end_deal"}  # the calls worth keeping: supports
# asks no rule, end_deal (after the case) only frees memory
HEAD, TAIL = 12, 36  # calls kept per case: the first ones (the deal set up) and the last ones (the failure)
LINE_LIMIT = 4000  # characters of one request or answer line in a report


@cache
def _signature(op: str) -> inspect.Signature:
    return inspect.signature(getattr(Engine, op, None) or getattr(ReferenceEngine, op))


def _json(value: Any) -> str:
    text = json.dumps(value, ensure_ascii=False, default=repr, separators=(",", ":"))
    return shorten(text, LINE_LIMIT, f"... ({len(text)} characters)", ellipsis_counts=False)


class Recorder:
    """An engine that passes every call through and remembers the first HEAD of them and the last TAIL."""

    def __init__(self, engine: Any) -> None:
        self.engine = engine
        self.head: list[list[Any]] = []
        self.tail: deque[list[Any]] = deque(maxlen=TAIL)
        self.count = 0
        self.handles: dict[str, str] = {}

    def __getattr__(self, name: str) -> Any:
        attr = getattr(self.engine, name)
        if name not in OPERATIONS or not callable(attr):
            return attr

        @functools.wraps(attr)  # the engine's own signature shows through (steps read it: `taker`)
        def recorded(*args: Any, **kwargs: Any) -> Any:
            self.count += 1
            entry: list[Any] = [self.count, name, args, kwargs, None]
            (self.head if len(self.head) < HEAD else self.tail).append(entry)
            try:
                out = attr(*args, **kwargs)
            except Rejected as r:
                entry[4] = {"rejected": {"rule": r.rule, "message": r.message}}
                raise
            except Unsupported as u:
                entry[4] = {"skip": {"reason": str(u)}}
                raise
            except BaseException as e:
                entry[4] = {"raised": f"{type(e).__name__}: {e}"}
                raise
            entry[4] = {"result": out}
            if name in MAKES_DEAL and isinstance(out, str):
                self.handles.setdefault(out, f"${len(self.handles) + 1}")
            return out

        return recorded

    def reset(self) -> None:
        self.head.clear()
        self.tail.clear()
        self.count = 0
        self.handles.clear()

    def _named(self, args: dict[str, Any]) -> dict[str, Any]:
        handle = args.get("handle")
        return args | {"handle": self.handles[handle]} if isinstance(handle, str) and handle in self.handles else args

    def protocol(self) -> list[dict[str, str]]:
        """The kept calls as protocol lines: the request, and the answer (or what was raised instead)."""
        out = []
        kept = [*self.head, *self.tail]
        for k, (n, op, args, kwargs, answer) in enumerate(kept):
            if k == len(self.head) and n > k + 1:
                out.append({"request": f"({n - k - 1} calls not kept)", "answer": ""})
            try:
                bound = _signature(op).bind(None, *args, **kwargs).arguments
                bound.pop("self", None)
            except TypeError:
                bound = {"args": list(args), **kwargs}
            request = _json({"id": n, "op": op, "args": self._named(dict(bound))})
            if op in MAKES_DEAL and answer is not None and isinstance(answer.get("result"), str):
                answer = {"result": self.handles.get(answer["result"], answer["result"])}
            if answer is None:
                reply = "(no answer: the case stopped in this call)"
            elif "raised" in answer:  # the failure's message says it all; a reminder is enough here
                raised = answer["raised"]
                reply = f"(no answer: {shorten(raised, 120, ellipsis_counts=False)})"
            else:
                reply = _json({"id": n, **answer})
            out.append({"request": request, "answer": reply})
        return out

    # Looked up on the class: an engine's own __getattr__ may answer anything it lacks (with Unsupported, say).
    def stderr_mark(self) -> int:
        mark = getattr(type(self.engine), "stderr_mark", None)
        return int(mark(self.engine)) if callable(mark) else 0

    def stderr_since(self, mark: int) -> str:
        since = getattr(type(self.engine), "stderr_since", None)
        return str(since(self.engine, mark)) if callable(since) else ""
