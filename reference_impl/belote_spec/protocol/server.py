"""`belote-spec serve`: the reference engine (or any Engine object) behind the protocol, which
belote_spec.protocol.definition defines. It reads request lines from stdin, has the engine answer each and writes
the replies to stdout, the frequent ones (a step's bare answer, a rejection) worked out without json's encoder.
"""

from __future__ import annotations

import codecs
import inspect
import io
import json
import os
import re
import sys
from collections.abc import Callable, Iterable
from functools import cache
from typing import IO, Any

import orjson

from belote_spec._version import __version__
from belote_spec.base.json_text import STRICT
from belote_spec.base.text import shorten
from belote_spec.protocol import wire
from belote_spec.protocol.definition import (
    MAX_LINE,
    OPERATIONS,
    PROTOCOL_VERSION,
    VERSIONS,
    negotiate,
    schema_pointer,
    schema_validator,
)
from belote_spec.protocol.interface import Engine, ReferenceEngine, Rejected, Unsupported
from belote_spec.protocol.wire import reply_text


def hello(engine: Engine, variants: Iterable[str], version: int = PROTOCOL_VERSION) -> dict[str, Any]:
    """What `serve` says of the engine it serves. Protocol 1 has no `results`; an engine object may narrow
    `operations`, `results` and `limits` with attributes of those names."""
    ops = getattr(engine, "operations", None)
    if not isinstance(ops, (list, tuple, set, frozenset)):
        ops = None
    out: dict[str, Any] = {
        "name": getattr(engine, "name", type(engine).__name__),
        "version": __version__,
        "language": "python",
        "protocol": version,
        "variants": [v for v in variants if engine.supports(v)],
        "operations": [o for o in OPERATIONS if o in ops] if ops is not None else OPERATIONS,
    }
    results = getattr(engine, "results", None)
    if version >= 2 and isinstance(results, dict):
        out["results"] = results
    limits = getattr(engine, "limits", None)
    if isinstance(limits, (list, tuple, set, frozenset)):
        out["limits"] = sorted(limits)
    return out


_PARAMETERS: dict[tuple[type, str], tuple[frozenset[str], tuple[str, ...], frozenset[str]]] = {}


def _parameters(kind: type, op: str, method: Any) -> tuple[frozenset[str], tuple[str, ...], frozenset[str]]:
    """An operation's argument names, the required ones in the signature's order, and those as a set, read from
    its signature once per class."""
    found = _PARAMETERS.get((kind, op))
    if found is None:
        params = inspect.signature(method).parameters
        required = tuple(p for p, v in params.items() if v.default is inspect.Parameter.empty)
        found = _PARAMETERS[(kind, op)] = (frozenset(params), required, frozenset(required))
    return found


_ANNOTATIONS = frozenset({"description", "examples", "title"})


@cache
def _variant_is_any_name() -> bool:
    """Whether the request schema accepts args.variant as any non-empty string, whatever the rest of the request:
    every schema that applies to `args` lists variant (if at all) as $defs/variant, itself just a non-empty string,
    and nothing else there looks at it. Then two requests that differ only in their variant name (and id) are
    schema-valid alike, and identify's positions, sent under each name in turn, are validated once."""
    schema = schema_validator("protocol-request").schema
    if {k: v for k, v in schema["$defs"].get("variant", {}).items() if k not in _ANNOTATIONS} != {
        "type": "string",
        "minLength": 1,
    }:
        return False
    applying = [schema.get("properties", {}).get("args", {})]
    for branch in schema.get("allOf", []):
        then = branch.get("then", {})
        if (
            set(branch) - {"if", "then"}
            or set(branch.get("if", {}).get("properties", {})) - {"op"}
            or set(then) - {"properties"}
            or set(then.get("properties", {})) - {"args"}
        ):
            return False
        applying.append(then.get("properties", {}).get("args", {}))
    for args in applying:
        if set(args) - _ANNOTATIONS - {"type", "additionalProperties", "required", "properties"}:
            return False
        listed = args.get("properties", {}).get("variant")
        if listed is None and not isinstance(args.get("additionalProperties", True), bool):
            return False
        if listed is not None and {k: v for k, v in listed.items() if k not in _ANNOTATIONS} != {
            "$ref": "#/$defs/variant"
        }:
            return False
    return True


# Requests, less their id and variant name, found schema-valid (True), or what their departure from the schema is
# (see _unreadable).
_VALID: dict[str, bool | str] = {}
_VALID_KEPT = 1 << 14


def _unreadable(request: dict[str, Any], error: Exception) -> str:
    """Why a request failed: where it departs from the request schema (`/args/contract: 'hearts' is not of type
    'object'`), else the exception. Only failed requests pay for the schema, and a request found valid under one
    variant name is not validated again under another (see _variant_is_any_name)."""
    from jsonschema.exceptions import best_match

    key = None
    args = request.get("args")
    if isinstance(args, dict) and isinstance(args.get("variant"), str) and args["variant"] and _variant_is_any_name():
        try:
            key = json.dumps(
                {**{k: v for k, v in request.items() if k != "id"}, "args": {**args, "variant": ""}}, sort_keys=True
            )
        except (TypeError, ValueError, RecursionError):
            key = None
    if key is not None and key in _VALID:
        kept = _VALID[key]
        return kept if isinstance(kept, str) else f"{type(error).__name__}: {error}"
    try:
        found = best_match(schema_validator("protocol-request").iter_errors(request))
    except Exception:  # a schema that cannot judge this request still leaves the exception to report
        found = None
    if found is None:
        _keep(key, True)
        return f"{type(error).__name__}: {error}"
    said = f"{schema_pointer(found)}: {shorten(found.message, 200)}"
    # The same departure under another variant name is said alike, unless the words quote the name (a message that
    # shows the whole args): where they do not, the part of the request they show holds no name.
    if key is not None and args["variant"] not in said:  # type: ignore[index]
        _keep(key, said)
    return said


def _keep(key: str | None, said: bool | str) -> None:
    if key is not None:
        if len(_VALID) >= _VALID_KEPT:
            _VALID.clear()
        _VALID[key] = said


def _not_json(name: str) -> Any:
    raise ValueError(f"{name} is not a JSON value")


# Made once: json.loads with options builds a new decoder on every call.
_DECODE = json.JSONDecoder(parse_constant=_not_json).decode


def answer(engine: Engine, line: str | bytes, variants: Iterable[str]) -> dict[str, Any]:
    """The answer to one request line (text, or ASCII bytes as serve reads them); never raises."""
    call = _call_of(engine, line, variants)
    if isinstance(call, dict):
        return call
    rid, method, args, request = call
    try:
        return {"id": rid, "result": method(**args)}
    except Rejected as r:
        return {"id": rid, "rejected": {"rule": r.rule, "message": r.message}}
    except Unsupported as u:
        return {"id": rid, "skip": {"reason": str(u)}}
    except Exception as e:  # input the engine cannot read (1e400, an empty trick...): an answer, never a dead server
        return {"id": rid, "error": {"message": _unreadable(request, e)}}


def answer_text(engine: Engine, line: str | bytes, variants: Iterable[str]) -> str:
    """`encode(answer(engine, line, variants))`, the line serve writes: a step's bare answer and a rejection, most
    of a run's, written without the reply's dict being made and read again."""
    call = _call_of(engine, line, variants)
    if isinstance(call, dict):
        return encode(call)
    rid, method, args, request = call
    try:
        result = method(**args)
    except Rejected as r:
        text = _rejection_text(rid, r.rule, r.message)
        if text is not None and _utf8(text):
            return text
        return encode({"id": rid, "rejected": {"rule": r.rule, "message": r.message}})
    except Unsupported as u:
        return encode({"id": rid, "skip": {"reason": str(u)}})
    except Exception as e:  # input the engine cannot read (1e400, an empty trick...): an answer, never a dead server
        return encode({"id": rid, "error": {"message": _unreadable(request, e)}})
    if result is None and _plain_id(rid):
        return _NULL_RESULT.format(rid)
    return encode({"id": rid, "result": result})


_ABSENT: Any = object()
_BIG = 1 << 63  # ids `encode` writes itself: within 64 bits
_NULL_RESULT = '{{"id": {}, "result": null}}'  # a step's bare answer, as reply_text writes it


def _plain_id(rid: Any) -> bool:
    """An id reply_text writes as Python writes the int (not a bool, nor past 64 bits, where json's text is its own)."""
    return type(rid) is int and -_BIG < rid < _BIG


def _rejection_text(rid: Any, rule: Any, message: Any) -> str | None:
    """A rejection's reply as reply_text writes it, where the id is plain and the rule and message are strings."""
    if not (_plain_id(rid) and type(rule) is str and type(message) is str):
        return None
    return f'{{"id": {rid}, "rejected": {{"rule": {wire.quote(rule)}, "message": {wire.quote(message)}}}}}'


def _utf8(text: str) -> bool:
    """Whether a reply's text can be written as UTF-8 (a lone surrogate, echoed from a request, cannot)."""
    if text.isascii():
        return True
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def _call_of(  # noqa: C901 (one dispatch over the protocol's operations)
    engine: Engine, line: str | bytes, variants: Iterable[str]
) -> dict[str, Any] | tuple[Any, Callable[..., Any], dict[str, Any], dict[str, Any]]:
    """The engine call a request line asks for (its id, the method, its arguments, the request), or the reply
    when the line asks for none: an error, a skip, or hello's."""
    if len(line) > MAX_LINE:
        return {"id": None, "error": {"message": f"a request line is at most {MAX_LINE} bytes"}}
    if isinstance(line, bytes):
        if not line.isascii():
            return _call_of(engine, line.decode("utf-8", "surrogateescape"), variants)
    elif not line.isascii():
        try:
            line.encode("utf-8")
        except UnicodeEncodeError as e:  # bytes serve could not decode arrive as lone surrogates
            return {"id": None, "error": {"message": f"not UTF-8: a byte that is not UTF-8 at character {e.start}"}}
    try:
        request = wire.loads(line, _DECODE)
    except (ValueError, RecursionError) as e:  # also NaN, 5000-digit numbers, nesting deeper than Python recurses
        return {"id": None, "error": {"message": f"not JSON: {e}"}}
    if not isinstance(request, dict):
        return {"id": None, "error": {"message": "a request is a JSON object"}}
    rid, op, args = request.get("id"), request.get("op"), request.get("args", {})
    if not isinstance(rid, int) or isinstance(rid, bool):
        return {"id": None, "error": {"message": "a request has an integer id"}}
    if not isinstance(args, dict):
        return {"id": rid, "error": {"message": "args is a JSON object"}}
    if op == "hello":
        version = negotiate(args)
        if version is None:
            return {
                "id": rid,
                "error": {
                    "message": f"no protocol version in common: this engine speaks {', '.join(map(str, VERSIONS))}"
                },
            }
        return {"id": rid, "result": hello(engine, variants, version)}
    if op not in OPERATIONS:
        return {"id": rid, "error": {"message": f"unknown operation {op!r}; known: {', '.join(OPERATIONS)}"}}
    method = getattr(engine, op, None)
    if method is None:
        return {"id": rid, "skip": {"reason": f"this engine has no {op}"}}
    known, required, needed = _parameters(type(engine), op, method)
    if not known.issuperset(args):
        unknown = sorted(set(args) - known)
        return {"id": rid, "error": {"message": f"{op} takes no argument {', '.join(unknown)}"}}
    if not needed.issubset(args):
        missing = [p for p in required if p not in args]
        return {"id": rid, "error": {"message": f"{op} needs {', '.join(missing)}"}}
    variant = args.get("variant")
    if isinstance(variant, str) and op != "supports" and not engine.supports(variant):
        return {"id": rid, "skip": {"reason": f"variant {variant!r} is not supported"}}
    return rid, method, args, request


def serve(engine: Engine | None = None, stdin: IO[str] | None = None, stdout: IO[str] | None = None) -> int:
    """Answers requests until stdin closes: `belote-spec serve`. On the real stdin (UTF-8, a file
    descriptor) the answers are flushed only when no whole request is left to read, so a runner that
    pipelines a window of requests gets its answers in one write, not one system call and wake-up each."""
    from belote_spec.spec.loader import shipped_variant_ids

    engine = engine or ReferenceEngine()
    stdout = stdout or sys.stdout
    variants = shipped_variant_ids()
    if stdin is None:
        stdin = sys.stdin
        fd = _utf8_fd(stdin)
        if fd is not None:
            # The answers are kept here and written together at each flush: one system call per window even
            # when stdout writes through (PYTHONUNBUFFERED, python -u), where each write would be its own.
            held: list[str] = []
            from belote_spec.engine.rules import Batches

            with Batches() as batches:  # a variant's files are checked once per batch read, not per request

                def write_out() -> None:
                    if held:
                        stdout.write("".join(held))
                        held.clear()
                    stdout.flush()

                def flush() -> None:
                    write_out()
                    batches.next_batch()

                for line in _lines(fd, flush):
                    held.append(answer_text(engine, line, variants) + "\n")
                    if len(held) >= WRITE_EVERY:
                        write_out()
            return 0
        if isinstance(stdin, io.TextIOWrapper):  # a bad byte is answered as such, not a UnicodeDecodeError
            stdin.reconfigure(errors="surrogateescape")
    while line := stdin.readline(MAX_LINE + 1):
        if len(line) > MAX_LINE and not line.endswith("\n"):
            while (rest := stdin.readline(MAX_LINE + 1)) and not rest.endswith("\n"):
                pass  # the rest of an overlong line is dropped as it comes, never held whole
        if not line.strip():
            continue
        stdout.write(encode(answer(engine, line, variants)) + "\n")
        stdout.flush()
    return 0


def _utf8_fd(stream: Any) -> int | None:
    """The descriptor of a UTF-8 text stdin nothing has read from yet, or None (a test's StringIO)."""
    try:
        if not isinstance(stream, io.TextIOWrapper) or codecs.lookup(stream.encoding).name != "utf-8":
            return None
        return stream.fileno()
    except (OSError, ValueError, LookupError):
        return None


READ_SIZE = 1 << 16
# Answers written at a time while more requests are in hand: the runner reads the first while the rest are worked
# out, rather than waiting for a whole window's answers (a write is a few microseconds; an answer, tens).
WRITE_EVERY = 16


_ASCII_SPACE = bytes(c for c in range(128) if chr(c).isspace())  # what str.isspace() calls space, of ASCII


def _lines(fd: int, flush: Callable[[], None]) -> Iterable[str | bytes]:  # noqa: C901 (serve's read loop over its input, on the hot path)
    """The request lines read from `fd` as a text stdin reads them (universal newlines: LF, CR LF or CR;
    UTF-8 with bad bytes as lone surrogates; blank lines left out; an ASCII line as its bytes), `flush` called
    whenever no whole line is left in hand, that is before every read that may wait (and at the end). A line
    longer than MAX_LINE characters is given cut (answer() refuses it by its length) and its rest dropped as it
    comes, never held whole.

    The lines of a read are cut from where the last one ended (`start`), each searched for its end over its own
    bytes only, and the buffer is compacted once per read: not searched to its end for a CR and shifted once per
    line, which cost more than answering the request."""
    buf = bytearray()
    start = 0  # where the next line begins in buf
    dropping = False  # inside an overlong line already given
    eof = False
    while True:
        while True:
            cut = _line_end(buf, start, eof)
            if cut is None:
                break
            raw, end = buf[start:cut], cut + (2 if buf[cut : cut + 2] == b"\r\n" else 1)
            start = end
            if dropping:
                dropping = False
                continue
            if raw.isascii():  # most lines: given as bytes, which answer() reads without decoding
                if raw.strip(_ASCII_SPACE):
                    yield bytes(raw + b"\n")
                continue
            line = raw.decode("utf-8", "surrogateescape") + "\n"
            if not line.isspace():
                yield line
        if eof:
            if start < len(buf) and not dropping:
                rest = bytes(buf[start:])
                if rest.isascii():
                    if rest.strip(_ASCII_SPACE):
                        yield rest
                elif (line := rest.decode("utf-8", "surrogateescape")).strip():
                    yield line
            flush()
            return
        del buf[:start]
        start = 0
        if len(buf) > 4 * (MAX_LINE + 1):  # more than MAX_LINE characters whatever they are: refused now
            if not dropping:
                yield buf[: 4 * (MAX_LINE + 1)].decode("utf-8", "surrogateescape")
            dropping = True
            del buf[:-1]  # a CR kept may be the first half of a CR LF
        flush()
        chunk = os.read(fd, READ_SIZE)
        if chunk:
            buf += chunk
        else:
            eof = True


def _line_end(buf: bytearray, start: int, eof: bool) -> int | None:
    """Where the first line of `buf` from `start` ends (the index of its LF, CR or CR LF), or None when it has none
    yet. A CR at the very end waits for the next byte, which may make it a CR LF, unless the input is over."""
    lf = buf.find(b"\n", start)
    cr = buf.find(b"\r", start, len(buf) if lf == -1 else lf)  # a CR past the LF ends no earlier line
    if cr == -1:
        return lf if lf != -1 else None
    if cr == len(buf) - 1 and not eof:
        return None
    return cr


def encode(reply: dict[str, Any]) -> str:
    """A reply as one JSON line, whatever it holds: a lone surrogate echoed from a request is escaped, and
    a reply JSON cannot carry (NaN, an integer past Python's 4300 digits) becomes an error."""
    text = _quick_text(reply)
    if text is None:
        try:
            text = reply_text(reply)
        except (ValueError, TypeError, RecursionError) as e:
            rid = reply.get("id")
            error = {"message": f"the answer cannot be written as JSON: {e}"}
            return json.dumps({"id": rid if isinstance(rid, int) else None, "error": error})
    return text if _utf8(text) else json.dumps(reply, allow_nan=False)


_MAY_HOLD_A_FLOAT = re.compile(rb"[0-9][.eE]")  # orjson writes no float without one (nor as json writes it)


def _quick_text(reply: dict[str, Any]) -> str | None:
    """The text reply_text gives a reply to a request (its id, then a result or a rejection), worked out faster where
    that is sure to be the same; None elsewhere. Most of a run's replies are a step's bare answer or a rejection,
    whose text is written here, and a result is orjson's text spaced as json spaces it: kept only when nothing
    but the spacing can differ (no float, no type orjson would write otherwise or json not at all) and reading it
    back gives the result (a comma or colon inside a string, spaced too, does not)."""
    if len(reply) != 2 or not _plain_id(rid := reply.get("id")) or next(iter(reply)) != "id":
        return None
    result = reply.get("result", _ABSENT)
    if result is None:
        return _NULL_RESULT.format(rid)
    if result is _ABSENT:
        rejected = reply.get("rejected")
        if type(rejected) is dict and len(rejected) == 2 and next(iter(rejected)) == "rule":
            return _rejection_text(rid, rejected.get("rule"), rejected.get("message"))
        return None
    try:
        raw = orjson.dumps(result, option=STRICT)
    except TypeError:  # a type orjson does not write as json does, a lone surrogate, nesting past its limit
        return None
    if _MAY_HOLD_A_FLOAT.search(raw):
        return None
    spaced = raw.replace(b",", b", ").replace(b":", b": ")
    if orjson.loads(spaced) != result:  # also NaN and infinities, written null, and tuples, read back as lists
        return None
    return f'{{"id": {rid}, "result": {spaced.decode()}}}'
