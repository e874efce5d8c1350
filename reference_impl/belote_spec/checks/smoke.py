"""`belote-spec smoke --engine CMD`: is this engine ready for a full conformance run? One screen.

It prints the engine's hello, then asks a handful of basic questions per declared variant (one
legal_cards, one trick_winner, one card_points, one score_deal where the variant's scenarios have one),
taken from the calls the scenarios make, and compares each answer with the reference engine's: no
answer is written down here. Exit 0 ready, 1 some answer wrong (or the engine failed on one), 2 the
engine cannot start or answer hello, 5 nothing checkable (no declared variant the spec knows, or every
probe skipped).
"""

from __future__ import annotations

import argparse
import json
import sys
from dataclasses import dataclass
from typing import Any

from belote_spec.base import exits
from belote_spec.base.text import shorten

PROBES = ("legal_cards", "trick_winner", "card_points", "score_deal")


def add_arguments(sub: Any) -> None:
    from belote_spec.base.cli_args import add_engine_arguments

    smoke = sub.add_parser(
        "smoke",
        help="a quick check that an engine starts, says hello and answers a few "
        "basic questions right, before a full conformance run",
    )
    add_engine_arguments(smoke)
    smoke.add_argument("--variant", action="append", help="only this declared variant (repeatable)")
    smoke.set_defaults(func=main)


@dataclass
class Probe:
    variant: str
    op: str
    args: dict[str, Any]
    expect: dict[str, Any]  # {"result": checked answer} or {"rejected": rule}
    source: str  # the scenario the call comes from


def probes_for(variant: str) -> list[Probe]:
    """One call per PROBES operation, the first the variant's scenarios make against the reference engine,
    with the reference's answer: chosen from the scenarios, so every probe is a cited rule."""
    from belote_spec.conformance.runner import run_case
    from belote_spec.conformance.scenarios import collect
    from belote_spec.conformance.vectors import _Recorder

    found: dict[str, Probe] = {}
    for case in collect():
        if case.variant != variant:
            continue
        recorder = _Recorder()
        if run_case(recorder, case).status != "passed":
            continue
        for call in recorder.calls:
            if call["op"] in PROBES and call["op"] not in found and _telling(call):
                found[call["op"]] = Probe(variant, call["op"], call["args"], call["expect"], case.id)
        if len(found) == len(PROBES):
            break
    return [found[op] for op in PROBES if op in found]


def _telling(call: dict[str, Any]) -> bool:
    """A legal_cards probe where the rules forbid some cards of the hand: one where every card is legal
    says nothing about following suit or trumping."""
    if call["op"] != "legal_cards":
        return True
    legal = call["expect"].get("result")
    return isinstance(legal, list) and len(legal) < len(call["args"].get("hand", []))


def ask(engine: Any, probe: Probe) -> tuple[str, str]:
    """("ok" | "wrong" | "skipped" | "failed", what was seen)."""
    from belote_spec.conformance.vectors import checked, same
    from belote_spec.protocol.interface import Rejected, Unsupported

    try:
        got = getattr(engine, probe.op)(**probe.args)
    except Rejected as r:
        if probe.expect.get("rejected") == r.rule:
            return "ok", f"rejected ({r.rule})"
        return "wrong", f"rejected it ({r.rule}: {r.message}); the reference answers {_short(probe.expect)}"
    except Unsupported as u:
        return "skipped", f"skipped: {u}"
    except KeyboardInterrupt:
        raise
    except BaseException as e:
        return "failed", f"{type(e).__name__}: {e}"
    if "result" in probe.expect and same(probe.op, got, probe.expect["result"]):
        return "ok", _short(checked(probe.op, got))
    return "wrong", f"answered {_short(checked(probe.op, got))}; the reference answers {_short(probe.expect)}"


def _short(value: Any, limit: int = 160) -> str:
    text = json.dumps(value, ensure_ascii=False, separators=(",", ":"))
    return shorten(text, limit, ellipsis_counts=False)


def main(args: argparse.Namespace) -> int:
    from belote_spec.conformance.select import canonical_variant
    from belote_spec.protocol.connect import engine_option
    from belote_spec.protocol.subprocess_engine import EngineFailure, SubprocessEngine
    from belote_spec.spec.loader import shipped_variant_ids

    engine = engine_option(args.engine, args.timeout)
    shipped = shipped_variant_ids()
    if isinstance(engine, SubprocessEngine):
        try:
            hello = engine.hello()
        except EngineFailure as e:
            raise exits.CommandError(f"the engine does not answer the handshake: {e}") from None
        declared = [str(v) for v in hello.get("variants", [])]
        print(
            f"engine: {hello.get('name', '?')} {hello.get('version', '')}".rstrip()
            + f", protocol {hello.get('protocol', '?')}"
        )
    else:
        declared = [v for v in shipped if engine.supports(v)]
        print(f"engine: {getattr(engine, 'name', type(engine).__name__)} (in process)")
    print(f"declares {len(declared)} variant(s): {', '.join(declared) or 'none'}")
    wanted = [canonical_variant(v) for v in args.variant or ()]
    missing = [v for v in wanted if v not in declared]
    if missing:
        raise exits.CommandError(f"the engine does not declare {', '.join(missing)}")
    unknown = [v for v in declared if v not in shipped]
    if unknown:
        print(f"not in the spec (not checked): {', '.join(unknown)}")
    counts = {"ok": 0, "wrong": 0, "failed": 0, "skipped": 0}
    for variant in [v for v in declared if v in shipped and (not wanted or v in wanted)]:
        probes = probes_for(variant)
        words = []
        for probe in probes:
            status, seen = ask(engine, probe)
            counts[status] += 1
            if status == "ok":
                words.append(f"{probe.op} ok")
            else:
                words.append(f"{probe.op} {status.upper()}")
                request = _short({"op": probe.op, "args": probe.args}, 400)
                words.append(f"\n    {probe.op}: {seen}\n    request: {request}\n    from: {probe.source}")
        print(
            f"{variant}: "
            + (", ".join(w for w in words if not w.startswith("\n")) or "no probe in its scenarios")
            + "".join(w for w in words if w.startswith("\n"))
        )
    bad = counts["wrong"] + counts["failed"]
    summary = f"{counts['ok']} right, {counts['wrong']} wrong, {counts['failed']} failed, {counts['skipped']} skipped"
    if bad:
        print(f"NOT READY: {summary}. Fix these first; `belote-spec conformance` lists every case")
        return exits.FAILED
    if counts["ok"] == 0:
        print(f"NOTHING CHECKABLE: {summary}: no declared variant of the spec answered a probe", file=sys.stdout)
        return exits.NOTHING
    import shlex

    then = f" --engine {shlex.quote(args.engine)}" if args.engine else ""
    print(f"READY for a full run: {summary}. Next: belote-spec conformance{then}")
    return exits.OK
