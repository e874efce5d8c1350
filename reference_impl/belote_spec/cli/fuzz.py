"""`belote-spec fuzz`: seeded random deals through an engine and the reference, side by side."""

from __future__ import annotations

import argparse
import json
import sys
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from belote_spec.base.untrusted import shown, visible
from belote_spec.cli.args import Commands, add_engine_arguments, add_jobs_argument, count, shard, variant_refs

FINDINGS = 10  # checks.fuzz.FINDINGS, without importing the fuzzer to build the parser

if TYPE_CHECKING:
    from belote_spec.checks.fuzz import Tally
    from belote_spec.protocol.connect import Connection


def add_arguments(sub: Commands) -> None:
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
    fz.add_argument(
        "--max-findings",
        type=count,
        default=FINDINGS,
        metavar="N",
        help=f"report at most N distinct causes per variant (default {FINDINGS}); every deal is played, and the "
        "deals of causes past N are counted",
    )
    fz.add_argument(
        "--format",
        choices=["text", "json"],
        default="text",
        help="json: one object on stdout with the verdict's lines and the first divergence as data "
        "(variant, deal, seed, what, scenario), for programs that read fuzz's findings",
    )
    fz.set_defaults(func=run)


@dataclass
class _Verdict:
    """What fuzz says on stdout: its lines, printed as they come in text mode, and with `--format json`
    kept with every finding as data (a program reads that, never the lines)."""

    as_text: bool
    lines: list[str] = field(default_factory=list)
    findings: list[dict[str, Any]] = field(default_factory=list)

    def say(self, text: str) -> None:
        self.lines.append(text)
        if self.as_text:
            print(text)

    def diverged(self, finding: dict[str, Any], headline: str, scenario: str) -> None:
        self.findings.append(finding | {"scenario": scenario})
        self.say(headline)
        if scenario:
            self.say("\n" + visible(scenario, newlines=True) + "\n")

    def as_json(self, mode: str) -> str:
        first = self.findings[0] if self.findings else None
        lines = ("\n".join(self.lines) + "\n").splitlines()  # as the text prints them
        return json.dumps({"mode": mode, "divergence": first, "findings": self.findings, "lines": lines}, indent=2)


def run(args: argparse.Namespace) -> int:
    """Exit 1 on a divergence, 0 when some deal was compared and none diverged, 5 when no deal was
    compared (every variant undeclared by the engine, or every deal declined); 2 when the engine
    cannot start or answer hello."""
    from belote_spec.protocol.connect import open_engine

    with open_engine(args.engine, args.timeout, early=args.jobs <= 1) as opened:  # it starts while we load
        variants = variant_refs(args.variant)  # a mistyped --variant: said now, not from inside a worker
        return _played(args, opened, variants)


def _played(args: argparse.Namespace, opened: Connection, variants: list[str]) -> int:
    """The fuzz run proper, once the variants are known and the engine is open."""
    from belote_spec.base import exits
    from belote_spec.checks.fuzz import Tally, fuzz_jobs, fuzz_variant, mode_text, shard_deals
    from belote_spec.checks.fuzz_stateless import choose_mode

    engine = opened.engine
    verdict = _Verdict(as_text=args.format == "text")
    played = [v for v in variants if opened.declares(v)]
    for v in variants:
        if v not in played:
            verdict.say(f"{v}: not checked: the engine does not declare this variant")
    tallies: dict[str, Tally] = {v: Tally(v, limit=args.max_findings) for v in played}
    shard = args.shard or (1, 1)
    mine = len(shard_deals(args.deals, shard))  # the deals of each variant this process plays
    if args.shard:
        print(
            f"fuzz: shard {shard[0]}/{shard[1]}: {mine} of the {args.deals} deals of each variant "
            f"(deal numbers {shard[0]}, {shard[0] + shard[1]}, ...)",
            file=sys.stderr,
        )
        if not mine:  # N > deals: this part is legitimately empty; the campaign is not
            verdict.say(f"fuzz: shard {shard[0]}/{shard[1]} selected nothing ({args.deals} deals per variant)")
            if not verdict.as_text:
                print(verdict.as_json(""))
            return exits.OK
    mode, why = "", ""
    try:
        mode, why = choose_mode(engine, args.mode)
        if args.jobs > 1 and played:  # every worker loads its own engine (and probes, in auto mode)
            opened.close()
            tallies = fuzz_jobs(
                args.engine, played, args.deals, args.seed, args.jobs, args.timeout, mode, shard, args.max_findings
            )
        else:
            for v in played:
                fuzz_variant(engine, v, args.deals, args.seed, tally=tallies[v], mode=mode, shard=shard)
    except KeyboardInterrupt:  # main reports the interruption; say first how far the deals got
        done = [f"{t.variant} {t.compared}" for t in tallies.values() if t.compared]
        found = sum(len(t.findings) for t in tallies.values())
        said = f"interrupted; deals compared with no divergence: {', '.join(done) or 'none'}; causes found: {found}"
        print(said, file=sys.stdout if verdict.as_text else sys.stderr)
        raise
    said = mode_text(mode, why, list(tallies.values()))
    print(f"fuzz: {said}", file=sys.stderr)  # stdout keeps the verdict lines alone
    status = _verdict(args, played, tallies, mine, verdict)
    if not verdict.as_text:
        print(verdict.as_json(said))
    return status


def _verdict(args: argparse.Namespace, played: list[str], tallies: dict[str, Tally], mine: int, out: _Verdict) -> int:
    """Each variant's line, then each distinct cause with its witness scenario, and the exit status."""
    from belote_spec.base import exits

    compared, failed = 0, False
    for v in played:
        t = tallies[v]
        then = ""
        if t.dealing is not None:  # said first: the play below was compared on the reference's deal
            failed = True
            d = t.dealing
            headline = f"{v}, deal {d.deal + 1} of seed {args.seed}: {shown(d.what)}"
            out.diverged(_finding(d, args.seed, t.redealt), headline, d.scenario)
            then = (
                "the play, compared from the reference's hands (new_deal_from_hands) and in stateless mode: "
                if 0 < t.from_hands < t.redealt
                else "the play, compared from the reference's hands (new_deal_from_hands): "
                if t.from_hands
                else "the play, compared in stateless mode on the reference's deal: "
            )
        compared += t.compared
        out.say(then + _fuzz_line(t, mine))
        for k, found in enumerate(t.findings, 1):
            failed = True
            deals = t.seen[found.cause]
            headline = (
                f"{v}, cause {k} of {len(t.findings)} (on {deals} deal(s); witness: deal {found.deal + 1} of seed "
                f"{args.seed})\n  {shown(found.what)}"
            )
            out.diverged(_finding(found, args.seed, deals), headline, found.scenario)
            if found.kind == "dealing":  # stateful mode as asked: no card play compared on another deal
                out.say(
                    "fuzz: the play was not compared, the engine having dealt another deal; --mode auto "
                    "compares it on the reference's hands\n"
                )
        if t.beyond:
            out.say(
                f"{v}: {sum(t.beyond.values())} more deal(s) diverged on {len(t.beyond)} other cause(s), past the "
                f"first {t.limit} (--max-findings)"
            )
    if failed:
        return exits.FAILED
    if not compared:
        out.say("fuzz: nothing was compared: no deal of any chosen variant was played through the engine")
    return exits.verdict(compared, 0)


def _finding(found: Any, seed: int, deals: int) -> dict[str, Any]:
    """A finding as data, for --format json."""
    return {
        "variant": found.variant,
        "deal": found.deal + 1,
        "seed": seed,
        "what": found.what,
        "rule": found.rule,
        "words": found.words,
        "deals": deals,
    }


def _fuzz_line(t: Any, deals: int) -> str:
    """One variant's line: what was compared and what the engine declined (and, stateless, skipped)."""
    if t.answers or t.not_compared:  # stateless: say how many answers were compared and what was not
        skipped = ", ".join(f"{op} {n}" for op, n in sorted(t.not_compared.items()))
        asked = f"{t.answers} answers compared" + (
            f"; not compared: {skipped} ({shown(str(t.first_skip))})" if skipped else ""
        )
        if t.unasked:
            asked += f"; {t.unasked} cancelled in the bidding (nothing to ask)"
        if t.diverged:
            asked = f"{t.diverged} diverged ({len(t.findings) + len(t.beyond)} distinct cause(s)); {asked}"
        if not t.compared and not t.diverged:
            return f"{t.variant}: not checked: no answer compared in {deals} deals; {asked}"
        return f"{t.variant}: {deals} deals, {t.compared} compared with no divergence; {asked}"
    parts = [f"{t.compared} compared with no divergence"]
    if t.diverged:
        parts.append(f"{t.diverged} diverged ({len(t.findings) + len(t.beyond)} distinct cause(s))")
    if t.unasked:
        parts.append(f"{t.unasked} cancelled in the bidding")
    if t.declined:
        first = t.declined[0]
        why = shown(str(first.reason))
        parts.append(f"{len(t.declined)} not compared (the engine declined, first on deal {first.deal + 1}: {why})")
    if not t.compared and not t.diverged:
        return f"{t.variant}: not checked: {'; '.join(parts[1:]) or 'no deal compared'}"
    if not t.diverged and not t.declined and not t.unasked:
        return f"{t.variant}: {deals} deals, no divergence"
    return f"{t.variant}: {deals} deals, {'; '.join(parts)}"
