"""`belote-spec mutants`: the scenarios must catch every rule mutant, and every generated perturbation."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable
from typing import Any

from belote_spec.cli.args import Commands, add_jobs_argument

_DEFAULT_DEALS = 120  # changes.witness.DEFAULT_DEALS, not imported: the parser is built without the engine


def add_arguments(sub: Commands) -> None:
    mut = sub.add_parser("mutants", help="check that the scenarios catch every rule mutant (through the subprocess)")
    mut.add_argument("name", nargs="*", help="only these mutants")
    mut.add_argument(
        "--no-causes",
        dest="causes",
        action="store_false",
        help="do not check that each killed mutant's root cause is the rule it mutates",
    )
    mut.add_argument(
        "--perturbations",
        action="store_true",
        help="instead: play every valid single-rule perturbation identify generates, in process, on its "
        "variant's scenarios; search each one listed as equivalent for a witness; report killed, equivalent, "
        "not modelled, unspecified and gaps",
    )
    mut.add_argument(
        "--faults",
        action="store_true",
        help="instead: play every fault operator (the mistakes real engines make) wherever it binds, in process, "
        "on its variant's scenarios; search each one no scenario kills for a witness; report killed, "
        "equivalent, unspecified and gaps",
    )
    mut.add_argument(
        "--variant", action="append", help="with --perturbations or --faults: only this variant (repeatable)"
    )
    mut.add_argument("--family", action="append", help="with --faults: only the operators of this family (repeatable)")
    mut.add_argument(
        "--deals",
        type=int,
        metavar="N",
        help="with --perturbations or --faults: the deals each witness search plays (default %(const)s)".replace(
            "%(const)s", str(_DEFAULT_DEALS)
        ),
    )
    mut.add_argument("--format", choices=["text", "json"], default="text", help="with --perturbations or --faults")
    add_jobs_argument(mut, "with --perturbations or --faults: N worker processes, 0 or 'auto' one per core (default 1)")
    mut.add_argument(
        "--features", metavar="DIR", help="with --perturbations or --faults: the scenarios of this folder instead"
    )
    mut.add_argument(
        "--equivalents",
        metavar="PATH",
        help="with --perturbations: the list of equivalent perturbations (default spec/mutants/equivalent.yaml); "
        "with --faults: a file or folder of equivalent faults (default spec/mutants/fault-equivalents/)",
    )
    mut.add_argument(
        "--record",
        choices=["use", "write"],
        help="with --perturbations: trust the recorded witness searches (spec/mutants/searches.json) and search "
        "only what they lack ('use'), or search every one and write the record ('write'); by default every one "
        "is searched and the record left as it is",
    )
    mut.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    """Runs each rule mutant through the subprocess protocol against its variant's scenarios.

    Exit 0 when every mutant chosen was killed, 1 when one survived, 2 for an unknown mutant name;
    a run that tried no mutant is never a 100% kill rate."""
    from belote_spec.base import exits
    from belote_spec.changes.mutants import BY_NAME, CATALOG, names_its_rule
    from belote_spec.conformance.runner import run
    from belote_spec.conformance.scenarios import collect
    from belote_spec.diagnose.causes import find_causes
    from belote_spec.protocol.subprocess_engine import SubprocessEngine

    if args.perturbations and args.faults:
        raise exits.CommandError("--perturbations and --faults are two gates: run one at a time")
    if args.perturbations:
        return _perturbation_kills(args)
    if args.faults:
        return _fault_kills(args)
    if args.family or args.deals is not None or args.record:
        raise exits.CommandError("--family, --deals and --record go with --faults or --perturbations")
    if args.variant or args.format != "text" or args.jobs != 1 or args.features or args.equivalents:
        raise exits.CommandError("--variant, --format, --jobs, --features and --equivalents go with --perturbations")
    unknown = [n for n in args.name or () if n not in BY_NAME]
    if unknown:
        raise exits.CommandError(f"no mutant {', '.join(map(repr, unknown))} (known: {', '.join(BY_NAME)})")
    chosen = [m for m in CATALOG if not args.name or m.name in args.name]
    if not chosen:
        print("belote-spec mutants: no mutant to run", file=sys.stderr)
        return exits.NOTHING
    cases = collect()
    killed = tried = misnamed = unexplained = 0
    try:
        for m in chosen:
            engine = SubprocessEngine([sys.executable, "-m", "belote_spec", "serve", "--mutant", m.name], timeout=30)
            mine = [c for c in cases if c.variant == m.variant]
            try:
                results = run(engine, mine)
                caught = [r for r in results if r.status == "failed"]
                found = find_causes(results, mine, engine=engine) if caught and args.causes else None
            finally:
                engine.close()
            killed += bool(caught)
            tried += 1
            verdict = f"killed by {len(caught)} scenario(s)" if caught else "SURVIVED"
            if found is not None:
                pointers = [c.pointer for c in found.causes]
                named = names_its_rule(m, pointers)
                misnamed += not named
                unexplained += named and not pointers
                verdict += f"; root cause {', '.join(pointers) or 'unexplained (no rule value expresses it)'}" + (
                    "" if named else " -- NOT the mutated rule"
                )
            print(f"{m.name:<40} {m.wrong:<55} {verdict}")
    except KeyboardInterrupt:  # main reports the interruption; say first what was tried
        print(f"\nkill rate so far: {killed}/{tried} of {len(chosen)} mutant(s) (interrupted)")
        raise
    print(f"\nkill rate: {killed}/{tried} = {100 * killed / tried:.0f}%")
    if args.causes:
        print(causes_line(killed, misnamed, unexplained))
    return exits.OK if killed == tried and not misnamed else exits.FAILED


def causes_line(killed: int, misnamed: int, unexplained: int) -> str:
    """The root-cause tally: a mutant no rule value expresses is rightly unexplained, and is counted as such,
    not as one naming its rule, so the line agrees with the per-mutant lines."""
    named = killed - misnamed - unexplained
    line = f"root causes as expected: {killed - misnamed}/{killed} ({named} naming the mutated rule"
    line += f", {unexplained} unexplained, as no rule value expresses the mutation)" if unexplained else ")"
    return line + (f"; {misnamed} NOT the mutated rule" if misnamed else "")


def _perturbation_kills(args: argparse.Namespace) -> int:
    """`mutants --perturbations`: every valid generated single-rule perturbation of each chosen variant,
    played by the in-process reference on that variant's scenarios. Exit 0 when each one is killed or
    listed as equivalent, 1 on a survivor (or an equivalent entry that is wrong), 5 when nothing ran."""
    from pathlib import Path

    from belote_spec.base import exits
    from belote_spec.changes.mutants import (
        STATUSES,
        Searching,
        default_equivalents_path,
        default_record_path,
        format_kills,
        kills_verdict,
        play_perturbations,
        read_equivalents,
        read_record,
        write_record,
    )
    from belote_spec.changes.witness import DEFAULT_DEALS
    from belote_spec.spec import not_modelled

    if args.family:
        raise exits.CommandError("--family goes with --faults")
    if args.deals is not None and args.deals < 1:
        raise exits.CommandError("--deals must be at least 1")
    if args.name:
        raise exits.CommandError(
            "--perturbations plays the generated perturbations, not named mutants: "
            f"drop {' '.join(args.name)}, or use --variant"
        )
    if args.features and not Path(args.features).is_dir():
        raise exits.CommandError(f"--features {args.features}: no such folder")
    if args.equivalents and not Path(args.equivalents).is_file():
        raise exits.CommandError(f"--equivalents {args.equivalents}: no such file")
    variants = _variants(args)
    equivalents = read_equivalents(args.equivalents or default_equivalents_path())
    record_path = default_record_path()
    searching = Searching(
        args.deals if args.deals is not None else DEFAULT_DEALS,
        record=read_record(record_path),
        full=args.record != "use",
    )
    progress = _progress()
    results = play_perturbations(
        variants,
        args.jobs,
        args.features,
        equivalents,
        progress,
        searching,
        not_modelled.read(),
    )
    if progress is not None:
        print(file=sys.stderr)
    if args.record == "write":
        held = write_record(record_path, results, searching)
        print(f"belote-spec mutants: {held} witness search(es) recorded in {record_path}", file=sys.stderr)
    if args.format == "json":
        status = kills_verdict(results)
        total = {k: sum(r.to_json()[k] for r in results) for k in ("generated", "invalid", "valid", *STATUSES)}
        killable = total["killed"] + total["survived"]
        total["kill_rate"] = round(total["killed"] / killable, 4) if killable else None
        return _print_json(status, total, results)
    print(format_kills(results))
    return kills_verdict(results)


def _fault_kills(args: argparse.Namespace) -> int:
    """`mutants --faults`: every fault operator wherever it binds in each chosen variant, played by the
    in-process reference on that variant's scenarios, and a witness search for each one none kills. Exit 0
    when each is killed, or equivalent (listed, and no witness found), or unspecified; 1 on a gap or a wrong
    list entry; 5 when nothing ran."""
    from pathlib import Path

    from belote_spec.base import exits
    from belote_spec.changes.fault_gate import (
        default_equivalents_path,
        faults_verdict,
        format_faults,
        play_faults,
        read_equivalents,
    )
    from belote_spec.changes.faults import FAMILIES
    from belote_spec.changes.witness import DEFAULT_DEALS

    if args.name:
        raise exits.CommandError(f"--faults plays the fault operators, not named mutants: drop {' '.join(args.name)}")
    if args.record:
        raise exits.CommandError("--record goes with --perturbations")
    if args.features and not Path(args.features).is_dir():
        raise exits.CommandError(f"--features {args.features}: no such folder")
    if args.equivalents and not Path(args.equivalents).exists():
        raise exits.CommandError(f"--equivalents {args.equivalents}: no such file or folder")
    unknown = [f for f in args.family or () if f not in FAMILIES]
    if unknown:
        raise exits.CommandError(f"no family {', '.join(map(repr, unknown))} (known: {', '.join(FAMILIES)})")
    if args.deals is not None and args.deals < 1:
        raise exits.CommandError("--deals must be at least 1")
    variants = _variants(args)
    equivalents = read_equivalents(Path(args.equivalents) if args.equivalents else default_equivalents_path())
    progress = _progress()
    deals = args.deals if args.deals is not None else DEFAULT_DEALS
    families = tuple(args.family) if args.family else None
    results = play_faults(variants, args.jobs, args.features, equivalents, deals, families, progress)
    if progress is not None:
        print(file=sys.stderr)
    status = faults_verdict(results)
    if args.format == "json":
        overall = {
            k: sum(r.to_json()[k] for r in results)
            for k in ("faults", "killed", "equivalent", "unspecified", "survived")
        }
        return _print_json(status, overall, results)
    print(format_faults(results))
    return status


def _variants(args: argparse.Namespace) -> list[str]:
    """The variants a gate plays: those named (each once, aliases resolved), else every shipped one."""
    from belote_spec.spec.loader import canonical_variant_id, shipped_variant_ids

    return list(dict.fromkeys(canonical_variant_id(v) for v in args.variant)) if args.variant else shipped_variant_ids()


def _progress() -> Callable[[int, int, Any], None] | None:
    """A gate's progress line on a terminal's stderr, or None when stderr is not one."""
    if not sys.stderr.isatty():
        return None

    def progress(k: int, n: int, item: Any) -> None:
        print(f"\r{k + 1}/{n} {item.variant:<20}", end="", file=sys.stderr, flush=True)

    return progress


def _print_json(status: int, overall: dict[str, Any], results: list[Any]) -> int:
    """A gate's JSON report on stdout: its exit status, the overall counts and each variant's results."""
    report = {"exit_status": status, "overall": overall, "variants": [r.to_json() for r in results]}
    print(json.dumps(report, indent=2, ensure_ascii=False))
    return status
