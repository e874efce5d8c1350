"""The `belote-spec` command."""

from __future__ import annotations

import argparse
import importlib
import json
import os
import sys
from collections.abc import Sequence
from typing import Any, NoReturn

from belote_spec._version import __version__
from belote_spec.base.exits import Terminated as _Terminated  # no import inside the signal handler


def _play(args: argparse.Namespace) -> int:
    from belote_spec.checks.transcript import format_match
    from belote_spec.engine.match import play_match
    from belote_spec.engine.rules import Rules
    from belote_spec.spec.loader import load_variant

    rules = Rules(load_variant(args.variant))  # a variant that does not load: main says why (SpecErrors, exit 2)
    print(format_match(play_match(rules, seed=args.seed, max_deals=args.max_deals), args.seed))
    return 0


def _golden(args: argparse.Namespace) -> int:
    """Exit 0 when every playthrough is up to date, 1 when one changed; a bad name or file is exit 2."""
    from belote_spec.base import exits
    from belote_spec.checks import golden

    variants = _variant_refs(args.variant)
    if args.update:
        try:
            for path in golden.update(variants):
                print(f"wrote {path}")
        except OSError as e:
            raise exits.CommandError(f"cannot write the playthroughs: {e}") from None
        return exits.OK
    changed = golden.stale(variants)
    for diff in changed.values():
        print(diff)
    print(
        f"{len(changed)} of {len(variants)} variant(s) whose playthroughs changed"
        if changed
        else f"playthroughs are up to date for {len(variants)} variant(s)"
    )
    return exits.FAILED if changed else exits.OK


def _serve(args: argparse.Namespace) -> int:
    from belote_spec.protocol.server import serve

    if args.mutant:
        from belote_spec.changes.mutants import BY_NAME, engine_for

        if args.mutant not in BY_NAME:
            print(f"belote-spec serve: no mutant {args.mutant!r} (known: {', '.join(BY_NAME)})", file=sys.stderr)
            return 2
        return serve(engine_for(args.mutant))
    return serve()


def _mutants(args: argparse.Namespace) -> int:
    """Runs each rule mutant through the subprocess protocol against its variant's scenarios.

    Exit 0 when every mutant chosen was killed, 1 when one survived, 2 for an unknown mutant name;
    a run that tried no mutant is never a 100% kill rate."""
    from belote_spec.base import exits
    from belote_spec.changes.mutants import BY_NAME, CATALOG, names_its_rule
    from belote_spec.conformance.runner import run
    from belote_spec.conformance.scenarios import collect
    from belote_spec.diagnose.causes import find_causes
    from belote_spec.protocol.subprocess_engine import SubprocessEngine

    if args.perturbations:
        return _perturbation_kills(args)
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
    killed = tried = misnamed = 0
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
                verdict += f"; root cause {', '.join(pointers) or 'unexplained (no rule value expresses it)'}" + (
                    "" if named else " -- NOT the mutated rule"
                )
            print(f"{m.name:<40} {m.wrong:<55} {verdict}")
    except KeyboardInterrupt:  # main reports the interruption; say first what was tried
        print(f"\nkill rate so far: {killed}/{tried} of {len(chosen)} mutant(s) (interrupted)")
        raise
    print(f"\nkill rate: {killed}/{tried} = {100 * killed / tried:.0f}%")
    if args.causes:
        print(f"root causes naming the mutated rule: {killed - misnamed}/{killed}")
    return exits.OK if killed == tried and not misnamed else exits.FAILED


def _perturbation_kills(args: argparse.Namespace) -> int:
    """`mutants --perturbations`: every valid generated single-rule perturbation of each chosen variant,
    played by the in-process reference on that variant's scenarios. Exit 0 when each one is killed or
    listed as equivalent, 1 on a survivor (or an equivalent entry that is wrong), 5 when nothing ran."""
    from pathlib import Path

    from belote_spec.base import exits
    from belote_spec.changes.mutants import (
        default_equivalents_path,
        format_kills,
        kills_verdict,
        play_perturbations,
        read_equivalents,
    )
    from belote_spec.spec.loader import canonical_variant_id, shipped_variant_ids

    if args.name:
        raise exits.CommandError(
            "--perturbations plays the generated perturbations, not named mutants: "
            f"drop {' '.join(args.name)}, or use --variant"
        )
    if args.features and not Path(args.features).is_dir():
        raise exits.CommandError(f"--features {args.features}: no such folder")
    if args.equivalents and not Path(args.equivalents).is_file():
        raise exits.CommandError(f"--equivalents {args.equivalents}: no such file")
    variants = (
        list(dict.fromkeys(canonical_variant_id(v) for v in args.variant)) if args.variant else shipped_variant_ids()
    )
    equivalents = read_equivalents(args.equivalents or default_equivalents_path())
    progress = None
    if sys.stderr.isatty():

        def progress(k: int, n: int, item: Any) -> None:
            print(f"\r{k + 1}/{n} {item.variant:<20}", end="", file=sys.stderr, flush=True)

    results = play_perturbations(variants, args.jobs, args.features, equivalents, progress)
    if progress is not None:
        print(file=sys.stderr)
    if args.format == "json":
        status = kills_verdict(results)
        total = {
            k: sum(r.to_json()[k] for r in results)
            for k in ("generated", "invalid", "valid", "killed", "survived", "equivalent", "unspecified")
        }
        killable = total["killed"] + total["survived"]
        total["kill_rate"] = round(total["killed"] / killable, 4) if killable else None
        print(
            json.dumps(
                {"exit_status": status, "overall": total, "variants": [r.to_json() for r in results]},
                indent=2,
                ensure_ascii=False,
            )
        )
        return status
    print(format_kills(results))
    return kills_verdict(results)


def _variant_refs(refs: Sequence[str] | None) -> list[str]:
    """Shipped ids for ids and aliases, file paths as given; the shipped ids when none is given. An
    unknown name or a missing or invalid file is SpecErrors: one positioned line each, exit 2."""
    from belote_spec.spec.loader import variant_id_or_file, variant_ids

    return list(dict.fromkeys(variant_id_or_file(r) for r in refs)) if refs else variant_ids()


def _perft(args: argparse.Namespace) -> int:
    """Exit 0 when every position checked matched, 1 on a mismatch, 5 when nothing was checked."""
    from belote_spec.base import exits
    from belote_spec.checks import perft

    variants = _variant_refs(args.variant)
    if args.update:
        from belote_spec.protocol.interface import ReferenceEngine

        for v in variants:
            path = perft.stored_path(v)
            try:
                path.parent.mkdir(parents=True, exist_ok=True)
                path.write_text(perft.render(ReferenceEngine(), v), encoding="utf-8")
            except OSError as e:
                raise exits.CommandError(f"cannot write {path}: {e.strerror or e}") from None
            print(f"wrote {path}")
        return exits.OK
    from belote_spec.protocol.connect import declares, open_engine

    engine = open_engine(args.engine, args.timeout)
    outcome = perft.Outcome()
    try:
        perft.run_check(engine, variants, outcome, declared=lambda v: declares(engine, v))
    except KeyboardInterrupt:  # main reports the interruption; say first what was checked
        print(outcome.summary() + " (interrupted)")
        raise
    print(outcome.summary())
    return exits.verdict(outcome.matched, len(outcome.problems), len(outcome.skipped))


def _vectors(args: argparse.Namespace) -> int:
    from pathlib import Path

    from belote_spec.conformance.vectors import export

    try:
        written = export(Path(args.folder))
    except OSError as e:
        print(f"belote-spec vectors: cannot write {args.folder}: {e}", file=sys.stderr)
        return 2
    total = sum(len(json.loads(p.read_text(encoding="utf-8"))["vectors"]) for p in written)
    print(f"wrote {total} vectors in {len(written)} files under {args.folder}")
    return 0


def _fuzz_line(t: Any, deals: int) -> str:
    """One variant's line: what was compared and what the engine declined (and, stateless, skipped)."""
    if t.answers or t.not_compared:  # stateless: say how many answers were compared and what was not
        skipped = ", ".join(f"{op} {n}" for op, n in sorted(t.not_compared.items()))
        asked = f"{t.answers} answers compared" + (f"; not compared: {skipped} ({t.first_skip})" if skipped else "")
        if t.unasked:
            asked += f"; {t.unasked} cancelled in the bidding (nothing to ask)"
        if not t.compared:
            return f"{t.variant}: not checked: no answer compared in {deals} deals; {asked}"
        return f"{t.variant}: {deals} deals, {t.compared} compared with no divergence; {asked}"
    if not t.declined:
        return f"{t.variant}: {deals} deals, no divergence"
    first = t.declined[0]
    left = f"{len(t.declined)} not compared (the engine declined, first on deal {first.deal + 1}: {first.reason})"
    if not t.compared:
        return f"{t.variant}: not checked: {left}"
    return f"{t.variant}: {deals} deals, {t.compared} compared with no divergence; {left}"


def _fuzz(args: argparse.Namespace) -> int:  # noqa: C901 (the fuzz command's options and outputs, in order)
    """Exit 1 on a divergence, 0 when some deal was compared and none diverged, 5 when no deal was
    compared (every variant undeclared by the engine, or every deal declined); 2 when the engine
    cannot start or answer hello."""
    from belote_spec.base import exits
    from belote_spec.checks.fuzz import Tally, fuzz_jobs, fuzz_variant, mode_line, shard_deals
    from belote_spec.checks.fuzz_stateless import choose_mode
    from belote_spec.protocol.connect import close_engine, declares, open_engine, start_engine

    started = start_engine(args.engine, args.timeout) if args.jobs <= 1 else None  # it loads while we do
    variants = _variant_refs(args.variant)  # a mistyped --variant: said now, not from inside a worker
    engine = open_engine(args.engine, args.timeout, started)
    played = [v for v in variants if declares(engine, v)]
    for v in variants:
        if v not in played:
            print(f"{v}: not checked: the engine does not declare this variant")
    tallies: dict[str, Tally] = {v: Tally(v) for v in played}
    shard = args.shard or (1, 1)
    mine = len(shard_deals(args.deals, shard))  # the deals of each variant this process plays
    if args.shard:
        print(
            f"fuzz: shard {shard[0]}/{shard[1]}: {mine} of the {args.deals} deals of each variant "
            f"(deal numbers {shard[0]}, {shard[0] + shard[1]}, ...)",
            file=sys.stderr,
        )
        if not mine:  # N > deals: this part is legitimately empty; the campaign is not
            print(f"fuzz: shard {shard[0]}/{shard[1]} selected nothing ({args.deals} deals per variant)")
            close_engine(engine)
            return exits.OK
    mode, why = "", ""
    try:
        mode, why = choose_mode(engine, args.mode)
        if args.jobs > 1 and played:  # every worker loads its own engine (and probes, in auto mode)
            close_engine(engine)
            tallies = fuzz_jobs(args.engine, played, args.deals, args.seed, args.jobs, args.timeout, mode, shard)
        else:
            for v in played:
                if (
                    fuzz_variant(engine, v, args.deals, args.seed, tally=tallies[v], mode=mode, shard=shard).divergence
                    is not None
                ):
                    break
    except KeyboardInterrupt:  # main reports the interruption; say first how far the deals got
        done = [f"{t.variant} {t.compared}" for t in tallies.values() if t.compared]
        print(f"interrupted; deals compared with no divergence: {', '.join(done) or 'none'}")
        raise
    print(mode_line(mode, why, list(tallies.values())), file=sys.stderr)  # stdout keeps the verdict lines alone
    compared, dealt = 0, False
    for v in played:
        t = tallies[v]
        then = ""
        if t.dealing is not None:  # said first: the play below was compared on the reference's deal
            dealt = True
            print(f"{v}, deal {t.dealing.deal + 1} of seed {args.seed}: {t.dealing.what}")
            print("\n" + t.dealing.scenario + "\n")
            then = "the play, compared in stateless mode on the reference's deal: "
        found = t.divergence
        if found is not None:
            print(f"{then}{v}, deal {found.deal + 1} of seed {args.seed}: {found.what}")
            if found.scenario:
                print("\n" + found.scenario)
            if found.kind == "dealing":  # stateful mode as asked: no card play compared on another deal
                print(
                    "\nfuzz: the play was not compared, the engine having dealt another deal; --mode auto "
                    "compares it in stateless mode, on the reference's deal"
                )
            return exits.FAILED
        compared += t.compared
        print(then + _fuzz_line(t, mine))
    if dealt:
        return exits.FAILED
    if not compared:
        print("fuzz: nothing was compared: no deal of any chosen variant was played through the engine")
    return exits.verdict(compared, 0)


def _bench(args: argparse.Namespace) -> int:
    from pathlib import Path

    from belote_spec.base.exits import CommandError
    from belote_spec.checks.bench import Settings, format_table, quick_variant, report, run_bench
    from belote_spec.spec.errors import SpecErrors
    from belote_spec.spec.loader import canonical_variant_id

    try:
        variants = list(dict.fromkeys(canonical_variant_id(v) for v in args.variant or ()))  # aliases too
    except SpecErrors as e:
        raise CommandError(e.errors[0].message) from None
    if not 0 < args.seconds < float("inf") or args.rounds < 1:  # nan fails both comparisons: refused too
        raise CommandError("--seconds must be a finite number above 0 and --rounds at least 1")
    if args.output and not Path(args.output).parent.is_dir():  # said before the measuring, not after
        raise CommandError(f"cannot write {args.output}: no folder {Path(args.output).parent}")
    settings = Settings(seconds=args.seconds, rounds=args.rounds, variants=variants, metrics=args.metric or ())
    if args.quick:
        settings = Settings(seconds=0.2, rounds=2, variants=variants or [quick_variant()], metrics=args.metric or ())
    progress = (lambda text: print(f"  measuring {text}...", file=sys.stderr)) if sys.stderr.isatty() else None
    figures = run_bench(settings, progress)
    data = report(figures, settings)
    if args.output:
        try:
            with open(args.output, "w", encoding="utf-8") as f:
                json.dump(data, f, indent=2)
                f.write("\n")
        except OSError as e:
            print(f"belote-spec bench: cannot write {args.output}: {e}", file=sys.stderr)
            return 2
    print(json.dumps(data, indent=2) if args.format == "json" else format_table(figures, settings.not_measured))
    missed = [f for f in figures if f.target is not None and not f.target.met(f.value)]
    return 1 if args.check_targets and missed else 0


# Every command, registered one way and in the order the help lists them: the names a registrar adds and the
# registrar ("module:function", imported only when one of its commands is built), which adds each command's
# parser to the subparsers and sets its `func`. A command line naming one command gets a parser with that one
# only: building them all imports nearly every module, about 0.3 s of CPU at the start of each process (every
# `belote-spec serve` a conformance run or a test starts).
_REGISTRARS: tuple[tuple[tuple[str, ...], str], ...] = (
    (("conformance",), "belote_spec.cli.conformance:add_arguments"),
    (("play",), "belote_spec.cli:_add_play"),
    (("serve",), "belote_spec.cli:_add_serve"),
    (("perft",), "belote_spec.cli:_add_perft"),
    (("fuzz",), "belote_spec.cli:_add_fuzz"),
    (("vectors",), "belote_spec.cli:_add_vectors"),
    (("mutants",), "belote_spec.cli:_add_mutants"),
    (("golden",), "belote_spec.cli:_add_golden"),
    (("bench",), "belote_spec.cli:_add_bench"),
    (("validate", "show"), "belote_spec.cli.validate:add_arguments"),
    (("coverage",), "belote_spec.conformance.coverage:add_arguments"),
    (("diff",), "belote_spec.cli.diff:add_arguments"),
    (("docs",), "belote_spec.docs.rulebook:add_arguments"),
    (("identify",), "belote_spec.cli.identify:add_arguments"),
    (("report",), "belote_spec.cli.report:add_arguments"),
    (("smoke",), "belote_spec.checks.smoke:add_arguments"),
    (("engine-report",), "belote_spec.docs.engine_pages:add_arguments"),  # the docs/engines/ pages
)
_COMMANDS = tuple(name for names, _ in _REGISTRARS for name in names)


class _Unparsed(Exception):
    """The top-level parser built for one command met an error: the full parser parses again, so the usage
    it prints lists every command, as it always did."""


class _OneCommandParser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        raise _Unparsed(message)


def _named_command(argv: Sequence[str]) -> str | None:
    """The subcommand a command line plainly names (after any --spec-path DIR), or None (help, a mistake,
    an abbreviated option, a command not in _COMMANDS: the full parser)."""
    i = 0
    while i < len(argv):
        arg = argv[i]
        if arg == "--spec-path":
            i += 2
        elif arg.startswith("--spec-path="):
            i += 1
        else:
            return arg if arg in _COMMANDS else None
    return None


def parse_command_line(argv: Sequence[str] | None = None) -> argparse.Namespace:
    """What build_parser().parse_args(argv) gives, building only the parser of the command named when it can."""
    name = _named_command(sys.argv[1:] if argv is None else argv)
    if name is not None:
        try:
            return build_parser(only=name, parser_class=_OneCommandParser).parse_args(argv)
        except _Unparsed:
            pass
    return build_parser().parse_args(argv)


def build_parser(
    only: str | None = None, parser_class: type[argparse.ArgumentParser] = argparse.ArgumentParser
) -> argparse.ArgumentParser:
    """Every command's parser; with `only`, that command's alone (and what registers with it)."""

    def wanted(*names: str) -> bool:
        return only is None or only in names

    parser = parser_class(prog="belote-spec", description=__doc__)
    parser.add_argument("--version", action="version", version=f"belote-spec {__version__}")
    parser.add_argument(
        "--spec-path",
        metavar="DIR",
        action="append",
        default=[],
        help="a folder of your own variants laid out as the package's data (variants/, sources/, "
        "features/, clauses/), looked up before the shipped ones (repeatable; adds to "
        "$BELOTE_SPEC_PATH)",
    )
    # The commands' own parsers are plain: only a top-level error ("unrecognized arguments") shows the list of
    # every command, so only there does a one-command parser (parse_command_line) hand over to the full one.
    sub = parser.add_subparsers(dest="command", required=True, parser_class=argparse.ArgumentParser)
    for names, where in _REGISTRARS:
        if wanted(*names):
            module, _, function = where.partition(":")
            getattr(importlib.import_module(module), function)(sub)
    return parser


def _add_play(sub: Any) -> None:
    from belote_spec.base.cli_args import count

    play = sub.add_parser("play", help="play a seeded match with random legal cards and print it")
    play.add_argument("variant", help="a variant id or a variant file")
    play.add_argument("--seed", type=int, default=0, help="the match seed (default 0)")
    play.add_argument("--max-deals", type=count, default=200, help="stop after this many deals")
    play.set_defaults(func=_play)


def _add_serve(sub: Any) -> None:
    serve = sub.add_parser("serve", help="answer protocol requests on stdin/stdout with the reference engine")
    serve.add_argument("--mutant", help="serve a rule mutant of the reference engine instead (see `mutants`)")
    serve.set_defaults(func=_serve)


def _add_perft(sub: Any) -> None:
    from belote_spec.base.cli_args import add_engine_arguments

    pf = sub.add_parser("perft", help="count legal card-play sequences from fixed positions, compared with spec/perft/")
    pf.add_argument("variant", nargs="*", help="only these variants")
    add_engine_arguments(pf)
    pf.add_argument("--update", action="store_true", help="write the counts from the reference engine")
    pf.set_defaults(func=_perft)


def _add_fuzz(sub: Any) -> None:
    from belote_spec.base.cli_args import add_engine_arguments, add_jobs_argument, count, shard

    fz = sub.add_parser("fuzz", help="seeded random deals through an engine and the reference, side by side")
    add_engine_arguments(fz)
    fz.add_argument("--variant", action="append", help="only this variant (repeatable)")
    fz.add_argument("--deals", type=count, default=50, help="deals per variant")
    fz.add_argument("--seed", type=int, default=0)
    fz.add_argument(
        "--shard",
        type=shard,
        metavar="K/N",
        help="play only part K of N of the deals: deal numbers K, K+N, ... of each variant; the N "
        "parts together find the divergence one process finds (the lowest deal number reported)",
    )
    add_jobs_argument(
        fz,
        "play the deals in N worker processes; 0 or 'auto': one per core (default 1). "
        "Each deal depends only on the seed, the variant and its number: the same divergence is found",
    )
    fz.add_argument(
        "--mode",
        choices=["auto", "stateful", "stateless"],
        default="auto",
        help="stateful: play each deal on the engine (new_deal, bid, play, state); stateless: the "
        "reference plays it and the engine is asked legal_cards, trick_winner, declarations and "
        "score_deal; auto (default): stateful when the engine offers new_deal, bid, play and state",
    )
    fz.set_defaults(func=_fuzz)


def _add_vectors(sub: Any) -> None:
    vec = sub.add_parser("vectors", help="test vectors as plain JSON files")
    vsub = vec.add_subparsers(dest="vectors_command", required=True)
    exp = vsub.add_parser("export", help="write the vectors by variant and rule area under a folder")
    exp.add_argument("folder")
    exp.set_defaults(func=_vectors)


def _add_mutants(sub: Any) -> None:
    from belote_spec.base.cli_args import add_jobs_argument

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
        "variant's scenarios, and report the killed, the equivalent and the survivors",
    )
    mut.add_argument("--variant", action="append", help="with --perturbations: only this variant (repeatable)")
    mut.add_argument("--format", choices=["text", "json"], default="text", help="with --perturbations")
    add_jobs_argument(mut, "with --perturbations: N worker processes, 0 or 'auto' one per core (default 1)")
    mut.add_argument("--features", metavar="DIR", help="with --perturbations: the scenarios of this folder instead")
    mut.add_argument(
        "--equivalents",
        metavar="FILE",
        help="with --perturbations: the list of equivalent perturbations (default spec/mutants/equivalent.yaml)",
    )
    mut.set_defaults(func=_mutants)


def _add_golden(sub: Any) -> None:
    gold = sub.add_parser("golden", help="check the golden playthroughs (or write them again with --update)")
    gold.add_argument("variant", nargs="*", help="only these variants (default: every shipped variant)")
    gold.add_argument("--update", action="store_true", help="write the playthroughs from the current rules")
    gold.set_defaults(func=_golden)


def _add_bench(sub: Any) -> None:
    bench = sub.add_parser("bench", help="measure the reference engine's speed and memory against the targets")
    bench.add_argument("--variant", action="append", help="only this variant (repeatable; default: every one)")
    bench.add_argument(
        "--metric",
        action="append",
        choices=["deals", "legal", "perft", "protocol", "conformance", "memory", "serve"],
        help="only this measurement (repeatable)",
    )
    bench.add_argument("--seconds", type=float, default=1.0, help="timed work per figure (default 1)")
    bench.add_argument("--rounds", type=int, default=5, help="rounds per figure; the best counts (default 5)")
    bench.add_argument("--quick", action="store_true", help="a short run on one variant, to see that it works")
    bench.add_argument("--format", choices=["text", "json"], default="text")
    bench.add_argument("--output", help="also write the JSON report to this file")
    bench.add_argument("--check-targets", action="store_true", help="exit 1 when a figure misses its target")
    bench.set_defaults(func=_bench)


def main(argv: Sequence[str] | None = None) -> int:
    """Runs one command. Whatever happens, the answer is an exit status from `exits` and at most one
    line per problem on stderr: no traceback for a user's mistake, and no engine left running."""
    import signal

    from belote_spec.base import exits
    from belote_spec.protocol.subprocess_engine import EngineFailure, close_all
    from belote_spec.spec.errors import SpecErrors

    args = parse_command_line(argv)
    command = f"belote-spec {args.command}"
    if args.spec_path:
        from belote_spec.spec.resources import PATH_VARIABLE

        missing = [d for d in args.spec_path if not os.path.isdir(d)]
        if missing:
            print(f"{command}: --spec-path {missing[0]}: no such folder", file=sys.stderr)
            return exits.USAGE
        inherited = [p for p in os.environ.get(PATH_VARIABLE, "").split(os.pathsep) if p]
        os.environ[PATH_VARIABLE] = os.pathsep.join([os.path.abspath(d) for d in args.spec_path] + inherited)
    stdout = sys.stdout
    _pipe_safe_stdout()
    previous = signal.getsignal(signal.SIGTERM)
    if threading_is_main():
        signal.signal(signal.SIGTERM, _raise_terminated)
    try:
        return int(args.func(args))
    except exits.Terminated:
        print(f"{command}: stopped by SIGTERM", file=sys.stderr)
        return exits.TERMINATED
    except KeyboardInterrupt:
        print(f"{command}: interrupted", file=sys.stderr)
        return exits.INTERRUPTED
    except (exits.CommandError, SpecErrors) as e:
        print(f"{command}: {e}" if isinstance(e, exits.CommandError) else str(e), file=sys.stderr)
        return exits.USAGE
    except EngineFailure as e:
        print(f"{command}: the engine failed: {e}", file=sys.stderr)
        return exits.USAGE
    except Exception as e:
        import traceback

        if os.environ.get("BELOTE_SPEC_TRACEBACK"):
            traceback.print_exc()
        print(
            f"{command}: internal error: {type(e).__name__}: {e} (a bug in belote-spec; "
            "BELOTE_SPEC_TRACEBACK=1 shows the traceback)",
            file=sys.stderr,
        )
        return exits.INTERNAL
    finally:
        close_all()  # every engine subprocess this command started, whatever stopped it
        sys.stdout = stdout
        if threading_is_main():
            signal.signal(signal.SIGTERM, previous)


def threading_is_main() -> bool:
    import threading

    return threading.current_thread() is threading.main_thread()


def _raise_terminated(signum: int, frame: object) -> None:
    raise _Terminated()


class _PipeSafe:
    """stdout that goes quiet when its reader stops early (`| head`): the command still finishes and
    returns its real verdict, so `set -o pipefail` sees a failure as a failure."""

    def __init__(self, stream: object) -> None:
        self._stream = stream
        self.broken = False

    def write(self, text: str) -> int:
        if not self.broken:
            try:
                return int(self._stream.write(text))  # type: ignore[attr-defined]
            except BrokenPipeError:
                self._quiet()
        return len(text)

    def flush(self) -> None:
        if not self.broken:
            try:
                self._stream.flush()  # type: ignore[attr-defined]
            except BrokenPipeError:
                self._quiet()

    def _quiet(self) -> None:
        self.broken = True
        try:  # what is still buffered, and the interpreter's last flush, go nowhere
            devnull = os.open(os.devnull, os.O_WRONLY)
            os.dup2(devnull, self._stream.fileno())  # type: ignore[attr-defined]
            os.close(devnull)
        except (OSError, ValueError, AttributeError):
            pass

    def __getattr__(self, name: str) -> object:
        return getattr(self._stream, name)


def _pipe_safe_stdout() -> None:
    if not isinstance(sys.stdout, _PipeSafe) and sys.stdout is not None:
        sys.stdout = _PipeSafe(sys.stdout)


if __name__ == "__main__":
    sys.exit(main())
