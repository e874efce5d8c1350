"""`belote-spec smoke --engine CMD`: is this engine ready for a full conformance run? One screen.

It prints the engine's hello, then asks each declared variant the probes of checks/smoke.py. Exit 0
ready, 1 some answer wrong (or the engine failed on one), 2 the engine cannot start or answer hello, 5
nothing checkable (no declared variant the spec knows, or every probe skipped).
"""

from __future__ import annotations

import argparse
import sys
from typing import TYPE_CHECKING

from belote_spec.base import exits
from belote_spec.base.untrusted import shown
from belote_spec.cli.args import Commands, add_engine_arguments

if TYPE_CHECKING:
    from belote_spec.protocol.connect import Connection


def add_arguments(sub: Commands) -> None:
    smoke = sub.add_parser(
        "smoke",
        help="a quick check that an engine starts, says hello and answers a few "
        "basic questions right, before a full conformance run",
    )
    add_engine_arguments(smoke)
    smoke.add_argument("--variant", action="append", help="only this declared variant (repeatable)")
    smoke.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from belote_spec.protocol.connect import open_engine

    with open_engine(args.engine, args.timeout, early=True) as opened:  # it starts while the variants load
        return _probed(args, opened)


def _probed(args: argparse.Namespace, opened: Connection) -> int:
    from belote_spec.checks.smoke import ask, probes_for, request_text
    from belote_spec.conformance.select import canonical_variant
    from belote_spec.spec.loader import shipped_variant_ids

    shipped = shipped_variant_ids()
    engine = opened.engine
    hello = opened.hello
    if hello is not None:
        declared = [str(v) for v in hello.get("variants", [])]
        print(
            f"engine: {shown(str(hello.get('name', '?')))} {shown(str(hello.get('version', '')))}".rstrip()
            + f", protocol {shown(str(hello.get('protocol', '?')))}"
        )
    else:
        declared = [v for v in shipped if engine.supports(v)]
        print(f"engine: {getattr(engine, 'name', type(engine).__name__)} (in process)")
    print(f"declares {len(declared)} variant(s): {shown(', '.join(declared)) or 'none'}")
    wanted = [canonical_variant(v) for v in args.variant or ()]
    missing = [v for v in wanted if v not in declared]
    if missing:
        raise exits.CommandError(f"the engine does not declare {', '.join(missing)}")
    unknown = [v for v in declared if v not in shipped]
    if unknown:
        print(f"not in the spec (not checked): {shown(', '.join(unknown))}")
    counts = {"ok": 0, "wrong": 0, "failed": 0, "skipped": 0}
    # Variants every probe finds right share a line per set of probes, so the screen lists what needs work.
    right: dict[tuple[str, ...], list[str]] = {}
    for variant in [v for v in declared if v in shipped and (not wanted or v in wanted)]:
        probes = probes_for(variant)
        words = []
        statuses = set()
        for probe in probes:
            status, seen = ask(engine, probe)
            counts[status] += 1
            statuses.add(status)
            if status == "ok":
                words.append(f"{probe.op} ok")
            else:
                words.append(f"{probe.op} {status.upper()}")
                request = request_text(probe)
                words.append(f"\n    {probe.op}: {shown(seen)}\n    request: {request}\n    from: {probe.source}")
        if statuses == {"ok"}:
            right.setdefault(tuple(p.op for p in probes), []).append(variant)
            continue
        print(
            f"{variant}: "
            + (", ".join(w for w in words if not w.startswith("\n")) or "no probe in its scenarios")
            + "".join(w for w in words if w.startswith("\n"))
        )
    for ops, variants in right.items():
        print(f"{', '.join(ops)} ok: {', '.join(variants)}")
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
