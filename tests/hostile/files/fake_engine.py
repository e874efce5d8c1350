"""A misbehaving engine for tests/hostile/runner.yaml: it answers like `belote-spec serve`, except as MODE says.

usage: fake_engine.py MODE MARK [CLAIMED-VARIANT ...]

MODE is FAULT, FAULT@N (the fault strikes at the N-th request after hello, default the first) or FAULT-always.
A fault that is not -always strikes once: it creates the file MARK, and an engine started again finds it and
behaves, which is how the runner's recovery is seen. CLAIMED-VARIANT: variants hello claims besides french,
answered with an error (an engine that claims what it cannot do).

Faults: exit, hang, non-json, wrong-id, twice, partial-line, bad-utf8, huge-line, no-outcome, skip-not-object,
closes-stdout, stops-reading, junk-before-hello, wrong-type, error, hello-not-object, hello-variants-string,
stderr-flood (answers correctly, after 4 MiB on stderr), claims (only the claimed variants fail).
"""

from __future__ import annotations

import json
import os
import sys
import time
from collections.abc import Callable
from typing import Any

from belote_spec.protocol.definition import MAX_LINE, OPERATIONS
from belote_spec.protocol.interface import ReferenceEngine
from belote_spec.protocol.server import answer

WRONG = {list: "not a list", str: 42, int: "42", dict: ["not", "an", "object"], bool: "yes", type(None): 7}


def out(data: bytes) -> None:
    sys.stdout.buffer.write(data)
    sys.stdout.buffer.flush()


def reply(obj: Any) -> None:
    out(json.dumps(obj).encode() + b"\n")


def hello_result(result: dict[str, Any], fault: str, strike: Callable[[], bool]) -> Any:
    """hello's result, as the fault says: all operations claimed, the variants as one string, or not an object."""
    if fault == "claims":
        result["operations"] = OPERATIONS
    if fault == "hello-variants-string" and strike():
        result["variants"] = " ".join(result["variants"])
    return [result] if fault == "hello-not-object" and strike() else result


def misbehave(fault: str, rid: int, op: str, proper: dict[str, Any]) -> None:
    """Answers (or not) the request `rid` as the fault says."""
    if fault == "hang":
        time.sleep(3600)
    elif fault == "non-json":
        out(b"<<garbage>>\n")
    elif fault == "wrong-id":
        reply(proper | {"id": rid + 1000})
    elif fault == "twice":
        reply(proper)
        reply(proper)
    elif fault == "partial-line":
        out(b'{"id": ' + str(rid).encode())
        time.sleep(3600)
    elif fault == "bad-utf8":
        out(b'{"id": ' + str(rid).encode() + b', "result": "\xff\xfe"}\n')
    elif fault == "huge-line":
        out(b"x" * (MAX_LINE + 10))
        time.sleep(3600)
    elif fault == "no-outcome":
        reply({"id": rid})
    elif fault == "skip-not-object":
        reply({"id": rid, "skip": "not today"})
    elif fault == "closes-stdout":
        sys.stdout.close()
        os.close(1)
        time.sleep(3600)
    elif fault == "stops-reading":  # answers, but reads nothing more: the next request meets a closed pipe
        sys.stdin.close()
        os.close(0)
        reply(proper)
        time.sleep(3600)
    elif fault == "wrong-type":
        if "result" in proper:
            proper["result"] = WRONG[type(proper["result"])]
        reply(proper)
    elif fault == "error":
        reply({"id": rid, "error": {"message": f"{op} is listed in hello but not implemented"}})
    else:
        raise SystemExit(f"unknown fault {fault!r}")


def main() -> int:
    mode, mark, claimed = sys.argv[1], sys.argv[2], sys.argv[3:]
    fault, _, at = mode.partition("@")
    always = fault.endswith("-always")
    fault = fault.removesuffix("-always")
    strike_at = int(at) if at else 1
    armed = always or not os.path.exists(mark)
    engine, variants, count = ReferenceEngine(), ["french"], 0

    def strike() -> bool:
        if armed and not always:
            open(mark, "w").close()
        return armed

    if fault == "junk-before-hello" and strike():
        out(b'{"id": 0, "result": "I am ready"}\n')
    for raw in sys.stdin.buffer:
        request = json.loads(raw)
        rid, op, args = request["id"], request["op"], request.get("args", {})
        if op == "hello":
            result = answer(engine, raw.decode(), variants)["result"] | {"variants": variants + claimed}
            reply({"id": rid, "result": hello_result(result, fault, strike)})
            continue
        if fault == "stderr-flood":
            sys.stderr.write("log line\n" * (1 << 19))
            sys.stderr.flush()
        count += 1
        proper = answer(engine, raw.decode(), variants)
        if fault == "claims" and args.get("variant") in claimed:
            reply({"id": rid, "error": {"message": f"no rules for {args['variant']}"}})
            continue
        if (
            not armed
            or fault in ("stderr-flood", "claims", "hello-not-object", "hello-variants-string", "junk-before-hello")
            or (count != strike_at and not always)
        ):
            reply(proper)
            continue
        strike()
        if fault == "exit":
            return 3
        misbehave(fault, rid, op, proper)
    return 0


if __name__ == "__main__":
    sys.exit(main())
