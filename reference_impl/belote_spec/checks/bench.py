"""`belote-spec bench`: how fast the reference engine is, measured, with the targets it should meet.

Speed is measured here and only here: the tests check that the benchmark runs and reports sound
figures, never how fast anything is. Each figure is the best of several timed rounds (the machine's
other work only ever slows a round down), in one process unless it says otherwise, on the process's
CPU clock unless the work waits on another process. A ratio of work through `serve` to work in process
(wall clock, two processes) is the median of the rounds' own ratios instead (see paired_ratio).
"""

from __future__ import annotations

import json
import os
import platform
import statistics
import subprocess
import sys
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

from belote_spec._version import __version__
from belote_spec.engine.deal import Deal
from belote_spec.engine.match import lowest_discard, random_bidder
from belote_spec.engine.rng import SplitMix64
from belote_spec.engine.rules import Rules, rules_for


@dataclass(frozen=True)
class Target:
    value: float
    higher_is_better: bool = True

    def met(self, figure: float) -> bool:
        return figure >= self.value if self.higher_is_better else figure <= self.value


def targets_data() -> dict[str, Any]:
    with open(os.path.join(os.path.dirname(__file__), "bench_targets.json"), encoding="utf-8") as f:
        data: dict[str, Any] = json.load(f)
    return data


TargetKey = tuple[str, str | None, str | None]  # metric, variant, peer


def load_targets() -> dict[TargetKey, Target]:
    """The targets, kept as data beside this module (bench_targets.json). A target whose variant is null
    holds every variant's figure of its metric (and the figures over every variant); a peer figure's target
    names its peer."""
    out = {}
    for t in targets_data()["targets"]:
        key = (t["metric"], t["variant"], t.get("peer"))
        out[key] = Target(t["at_least"]) if "at_least" in t else Target(t["at_most"], higher_is_better=False)
    return out


def quick_variant() -> str:
    return str(targets_data()["quick_variant"])


def ratio_base() -> str:
    """The variant every variant's deals/s is divided by (bench_targets.json's `ratio_base`)."""
    return str(targets_data()["ratio_base"])


def target_for(targets: dict[TargetKey, Target], f: Figure) -> Target | None:
    return targets.get((f.metric, f.variant, f.peer), targets.get((f.metric, None, f.peer)))


UNITS = {
    "deals_per_second": "complete deals/s",
    "deals_ratio_to_base": "deals/s ÷ the base variant's (ratio)",
    "peer_deals_per_second": "complete deals/s by the peer engine's own code",
    "deals_ratio_to_peer": "deals/s, the reference's ÷ the peer's (ratio)",
    "legal_queries_per_second": "legal-card queries/s (compiled)",
    "legal_interface_queries_per_second": "legal_cards calls/s (engine interface)",
    "perft_nodes_per_second": "perft nodes/s (compiled)",
    "perft_interface_nodes_per_second": "perft nodes/s (engine interface)",
    "protocol_round_trips_per_second": "protocol round trips/s (subprocess)",
    "conformance_seconds_in_process": "s, full conformance run in process",
    "conformance_seconds_subprocess": "s, full conformance run through the subprocess",
    "peak_memory_loading_all_variants_mib": "MiB peak (tracemalloc) loading every shipped variant",
    "max_rss_loading_all_variants_mib": "MiB max RSS of a process that loads every shipped variant",
    "fuzz_max_rss_small_mib": "MiB max RSS of `belote-spec fuzz` over the fewer deals",
    "fuzz_max_rss_large_mib": "MiB max RSS of `belote-spec fuzz` over the more deals",
    "fuzz_memory_ratio": "max RSS of fuzz, the more deals ÷ the fewer (ratio)",
    "fuzz_stateful_serve_ratio": "time of stateful fuzz through `belote-spec serve` ÷ in process (ratio)",
    "fuzz_stateless_serve_ratio": "time of stateless fuzz through `belote-spec serve` ÷ in process (ratio)",
    "identify_serve_ratio": "time of identify through `belote-spec serve` ÷ in process (ratio)",
}


@dataclass
class Figure:
    metric: str
    variant: str | None
    value: float
    detail: str = ""
    target: Target | None = None
    peer: str | None = None  # the peer engine a peer figure is about
    spread: dict[str, float] | None = None  # min, median and max over the rounds, where the figure is a median

    def as_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "metric": self.metric,
            "variant": self.variant,
            "value": round(self.value, 3),
            "unit": UNITS[self.metric],
            "detail": self.detail,
        }
        if self.peer is not None:
            out["peer"] = self.peer
        if self.spread is not None:
            out["spread"] = {k: round(v, 3) for k, v in self.spread.items()}
        if self.target is not None:
            out["target"] = {
                "value": self.target.value,
                "higher_is_better": self.target.higher_is_better,
                "met": self.target.met(self.value),
            }
        return out


@dataclass
class Settings:
    seconds: float = 1.0  # timed work per figure, split into rounds
    rounds: int = 5
    variants: Sequence[str] = ()
    metrics: Sequence[str] = ()
    not_measured: list[str] = field(default_factory=list)  # what could not be measured, and why
    load_before: list[float] = field(default_factory=list)  # the machine's load when the run began


def load_average() -> list[float]:
    """The machine's load over the last 1, 5 and 15 minutes (none where the system does not say): ratios hold
    under load, absolute figures do not, and a report says which it had."""
    try:
        return [round(x, 2) for x in os.getloadavg()]
    except OSError:
        return []


def best_rate(
    work: Callable[[], int], seconds: float, rounds: int, clock: Callable[[], float] = time.process_time
) -> float:
    """Items per second of `work` (which returns how many items it did), best round of `rounds`.

    In-process work is timed on this process's own CPU clock, so other programs sharing the machine do
    not count against it; on an idle machine it equals the wall clock. Work that waits on another
    process (the protocol) passes the wall clock."""
    return best_rates([work], seconds, rounds, clock)[0]


def best_rates(
    works: Sequence[Callable[[], int]], seconds: float, rounds: int, clock: Callable[[], float] = time.process_time
) -> list[float]:
    """`best_rate` of several works measured in alternate rounds (one round of each in turn), so a
    slower or busier stretch of the machine falls on all of them alike: how a ratio is measured."""
    return [max(rates) for rates in round_rates(works, seconds, rounds, clock)]


def round_rates(
    works: Sequence[Callable[[], int]], seconds: float, rounds: int, clock: Callable[[], float] = time.process_time
) -> list[list[float]]:
    """Each work's items per second in each of `rounds` alternate rounds (one round of each in turn)."""
    out: list[list[float]] = [[] for _ in works]
    per_round = seconds / rounds
    for _ in range(rounds):
        for i, work in enumerate(works):
            done, start = 0, clock()
            while True:
                done += work()
                elapsed = clock() - start
                if elapsed >= per_round:
                    break
            out[i].append(done / elapsed)
    return out


def paired_ratio(base: Sequence[float], other: Sequence[float]) -> float:
    """How many times longer `other`'s work takes than `base`'s, from rates measured in alternate rounds: the
    median of the rounds' own ratios. Two processes on the wall clock meet a machine whose speed drifts within
    seconds (a neighbour's steal of a core), so the best round of each may come from a faster stretch than the
    other's; a round's two runs, one just after the other, share theirs."""
    return statistics.median(b / o for b, o in zip(base, other, strict=True))


# -- random complete deals -----------------------------------------------------------------------------
def random_card(legal: int, below: Callable[[int], int]) -> int:
    """A uniformly random card of a legal mask: its k-th set bit, found without building a list."""
    for _ in range(below(legal.bit_count())):
        legal &= legal - 1
    return (legal & -legal).bit_length() - 1


def bid_and_set_aside(deal: Deal, bidder: Callable[[Deal, int], dict[str, Any]]) -> None:
    """Bids with `bidder` until play can start; a taker who must discard puts aside its lowest cards."""
    while deal.phase == "bidding":
        deal.bid(deal.turn, bidder(deal, deal.turn))  # type: ignore[arg-type]
    if deal.phase == "discarding":
        deal.discard(deal.taker, lowest_discard(deal))  # type: ignore[arg-type]


def play_randomly(deal: Deal, bidder: Callable[[Deal, int], dict[str, Any]], below: Callable[[int], int]) -> Deal:
    """Bids with `bidder`, then plays a uniformly random legal card at every turn, announcing belote
    whenever it can: `match.play_deal` with the player written inline, so the harness costs as little
    as it can beside the engine it measures."""
    bid_and_set_aside(deal, bidder)
    legal_of, play, word = deal.legal, deal.play, deal.belote_word
    while deal.phase == "playing":
        seat = deal.turn
        card = random_card(legal_of(seat), below)  # type: ignore[arg-type]
        play(seat, card, word(seat, card))  # type: ignore[arg-type]
    return deal


def random_deals(rules: Rules, seed: int = 0) -> Iterator[Deal]:
    """Seeded deals, each dealt, bid with random legal bids, played with random legal cards and scored."""
    rng = SplitMix64(seed)
    bidder = random_bidder(rng, 0.5)
    number = 0
    while True:
        deal = Deal(rules, number % rules.table.n, seed=seed * 1_000_003 + number)
        play_randomly(deal, bidder, rng.below)
        number += 1
        yield deal


DEALS_DETAIL = "deal from a seed, random legal bids and cards, score; deals everyone passes are not counted"


DEAL_BATCH = 20  # deals played between two looks at the clock


def deal_batch(rules: Rules) -> Callable[[], int]:
    """Our work for a deals/s figure: DEAL_BATCH seeded random deals, counting the complete ones."""
    deals = random_deals(rules)

    def batch() -> int:
        return sum(next(deals).phase == "done" for _ in range(DEAL_BATCH))  # a deal all pass on is not complete

    return batch


def deals_per_second(rules: Rules, s: Settings) -> Figure:
    return Figure("deals_per_second", rules.id, best_rate(deal_batch(rules), s.seconds, s.rounds), DEALS_DETAIL)


def ratios_to_base(figures: Sequence[Figure], base: str) -> list[Figure]:
    """Each variant's deals/s over the base variant's, from the same run: a ratio holds where absolute
    speeds drift with the machine."""
    rate = {f.variant: f.value for f in figures if f.metric == "deals_per_second"}
    if base not in rate:
        return []
    return [
        Figure("deals_ratio_to_base", v, value / rate[base], f"{v} deals/s ÷ {base} deals/s, the same run")
        for v, value in rate.items()
    ]


# -- legal cards -------------------------------------------------------------------------------------
def positions(rules: Rules, count: int = 2000) -> list[tuple[Any, int, list[tuple[int, int]], int]]:
    """(contract, hand, trick, seat) at every card of random deals: the positions a player faces."""
    out: list[tuple[Any, int, list[tuple[int, int]], int]] = []
    rng = SplitMix64(1)
    bidder = random_bidder(rng, 0.5)
    number = 0
    while len(out) < count:
        deal = Deal(rules, number % rules.table.n, seed=10_000 + number)
        number += 1
        bid_and_set_aside(deal, bidder)
        while deal.phase == "playing" and len(out) < count:
            seat = deal.turn
            assert seat is not None and deal.contract is not None
            out.append((deal.contract, deal.hands[seat], list(deal.trick), seat))
            card = random_card(deal.legal(seat), rng.below)
            deal.play(seat, card, deal.belote_word(seat, card))
    return out


def as_requests(
    rules: Rules, found: Sequence[tuple[Any, int, list[tuple[int, int]], int]]
) -> list[tuple[dict[str, Any], list[str], list[dict[str, str]], str]]:
    """Positions as the engine interface's arguments: contract, hand, trick and seat by name."""
    deck, table = rules.deck, rules.table
    return [
        (
            contract.describe(rules),
            [deck.name(c) for c in deck.unmask(hand)],
            [{"seat": table.seats[p], "card": deck.name(c)} for p, c in trick],
            table.seats[seat],
        )
        for contract, hand, trick, seat in found
    ]


def legal_queries(rules: Rules, s: Settings) -> list[Figure]:
    from belote_spec.engine.tricks import legal_mask
    from belote_spec.protocol.interface import ReferenceEngine

    found = positions(rules)

    def compiled() -> int:
        for contract, hand, trick, seat in found:
            legal_mask(rules, contract, hand, trick, seat)
        return len(found)

    engine = ReferenceEngine()
    as_json = as_requests(rules, found[:500])

    def interface() -> int:
        for contract, hand, trick, seat in as_json:
            engine.legal_cards(rules.id, contract, hand, trick, seat)
        return len(as_json)

    return [
        Figure(
            "legal_queries_per_second",
            rules.id,
            best_rate(compiled, s.seconds, s.rounds),
            f"legal_mask on {len(found)} positions from random deals",
        ),
        Figure(
            "legal_interface_queries_per_second",
            rules.id,
            best_rate(interface, s.seconds, s.rounds),
            "ReferenceEngine.legal_cards with card and seat names, in process",
        ),
    ]


# -- perft -----------------------------------------------------------------------------------------------
def perft_figures(rules: Rules, s: Settings) -> list[Figure]:
    from belote_spec.checks import perft
    from belote_spec.protocol.interface import ReferenceEngine

    if perft.stateful(rules.id):
        return []  # cards on the table: counted only by replaying through the engine (see perft.py)
    start = perft.positions(rules.id)
    compiled = [perft.compiled_position(p) for p in start]
    depth = 5
    # As deep as keeps one pass over the positions under about a tenth of the time given.
    while depth < rules.hand_size * rules.table.n:
        t = time.perf_counter()
        for r, c, h, leader in compiled:
            perft.compiled_count(r, c, h, leader, depth + 1, bulk=False)
        if time.perf_counter() - t > s.seconds / 10:
            break
        depth += 1

    def walk() -> int:
        return sum(perft.compiled_count(r, c, h, leader, depth, bulk=False) for r, c, h, leader in compiled)

    engine = ReferenceEngine()

    def through_interface() -> int:
        return sum(perft.count(engine, p, perft.DEPTH) for p in start)

    return [
        Figure(
            "perft_nodes_per_second",
            rules.id,
            best_rate(walk, s.seconds, s.rounds),
            f"{len(compiled)} stored positions to depth {depth}, every card played and taken back "
            "(no bulk counting); nodes = card sequences counted",
        ),
        Figure(
            "perft_interface_nodes_per_second",
            rules.id,
            best_rate(through_interface, s.seconds, s.rounds),
            f"the stored positions to depth {perft.DEPTH} through legal_cards/trick_winner, in process",
        ),
    ]


# -- the protocol ------------------------------------------------------------------------------------
def round_trips(rules: Rules, s: Settings) -> Figure:
    from belote_spec.protocol.subprocess_engine import SubprocessEngine

    requests = as_requests(rules, positions(rules, 200))
    engine = SubprocessEngine([sys.executable, "-m", "belote_spec", "serve"], timeout=30)
    try:
        engine.hello()

        def batch() -> int:
            for contract, hand, trick, seat in requests:
                engine.legal_cards(rules.id, contract, hand, trick, seat)
            return len(requests)

        rate = best_rate(batch, s.seconds, s.rounds, clock=time.perf_counter)
    finally:
        engine.close()
    return Figure(
        "protocol_round_trips_per_second",
        rules.id,
        rate,
        "legal_cards requests one after another to `belote-spec serve`, each answered before the next",
    )


# -- conformance and memory --------------------------------------------------------------------------
def conformance_figures(s: Settings) -> list[Figure]:
    from belote_spec.conformance.runner import run
    from belote_spec.conformance.scenarios import collect
    from belote_spec.protocol.interface import ReferenceEngine
    from belote_spec.protocol.subprocess_engine import SubprocessEngine

    cases = collect()
    out = []
    start = time.perf_counter()
    results = run(ReferenceEngine(), cases)
    took = time.perf_counter() - start
    failed = sum(r.status == "failed" for r in results)
    out.append(
        Figure(
            "conformance_seconds_in_process",
            None,
            took,
            f"{len(cases)} scenario runs, {failed} failed; collecting the feature files not included",
        )
    )
    engine = SubprocessEngine([sys.executable, "-m", "belote_spec", "serve"], timeout=30)
    try:
        start = time.perf_counter()
        engine.hello()
        results = run(engine, cases)
        took = time.perf_counter() - start
    finally:
        engine.close()
    failed = sum(r.status == "failed" for r in results)
    out.append(
        Figure(
            "conformance_seconds_subprocess",
            None,
            took,
            f"{len(cases)} scenario runs, {failed} failed, including the engine's start",
        )
    )
    return out


_MEMORY_PROBE = """
import json, resource, tracemalloc
tracemalloc.start()
from belote_spec.spec.loader import shipped_variant_ids
from belote_spec.engine.rules import rules_for
ids = shipped_variant_ids()
for v in ids:
    rules_for(v)
current, peak = tracemalloc.get_traced_memory()
print(json.dumps({"peak": peak, "rss_kib": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss, "n": len(ids)}))
"""


def memory_figures() -> list[Figure]:
    """Measured in a fresh interpreter, so nothing this process loaded before counts."""
    done = subprocess.run(
        [sys.executable, "-c", _MEMORY_PROBE], capture_output=True, text=True, timeout=300, check=True
    )
    probe = json.loads(done.stdout)
    detail = f"{probe['n']} variants loaded, validated and compiled in a fresh interpreter (imports included)"
    return [
        Figure("peak_memory_loading_all_variants_mib", None, probe["peak"] / 2**20, detail),
        Figure("max_rss_loading_all_variants_mib", None, probe["rss_kib"] / 1024, detail),
    ]


_FUZZ_MEMORY_PROBE = """
import contextlib, io, json, resource, sys
from belote_spec.cli import main
with contextlib.redirect_stdout(io.StringIO()) as out:
    code = main(["fuzz", "--variant", sys.argv[1], "--deals", sys.argv[2]])
print(json.dumps({"code": code, "rss_kib": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss,
                  "last": out.getvalue().strip().splitlines()[-1:]}))
"""
FUZZ_MEMORY_DEALS = (200, 2000)  # issue 14: peak memory flat in the number of deals (2,000 within 20% of 200)


def fuzz_memory_figures(variant: str, deals: tuple[int, int] = FUZZ_MEMORY_DEALS) -> list[Figure]:
    """The peak RSS of `belote-spec fuzz` (in process) over `deals[0]` and `deals[1]` deals of a variant, each
    in a fresh interpreter of this run, and their ratio: memory that grows with the deals (deals never freed)
    shows as a ratio well above 1. A fuzz run that does not compare its deals is a failure of the bench."""
    rss = []
    for n in deals:
        done = subprocess.run(
            [sys.executable, "-c", _FUZZ_MEMORY_PROBE, variant, str(n)],
            capture_output=True,
            text=True,
            timeout=3600,
            check=True,
        )
        probe = json.loads(done.stdout)
        if probe["code"] != 0:
            raise RuntimeError(f"fuzz --variant {variant} --deals {n} exited {probe['code']}: {probe['last']}")
        rss.append(probe["rss_kib"] / 1024)
    detail = f"`belote-spec fuzz --variant {variant} --deals N`, in process, each in a fresh interpreter"
    return [
        Figure("fuzz_max_rss_small_mib", variant, rss[0], f"{detail}, N = {deals[0]}"),
        Figure("fuzz_max_rss_large_mib", variant, rss[1], f"{detail}, N = {deals[1]}"),
        Figure("fuzz_memory_ratio", variant, rss[1] / rss[0], f"max RSS at {deals[1]} deals ÷ at {deals[0]}"),
    ]


# -- fuzz and identify through serve -------------------------------------------------------------------
SERVE_DEALS = 100  # deals of each fuzz run timed through serve and in process
SERVE_ROUNDS_FACTOR = 2  # the serve figures take this many times the rounds (and seconds) of the others


def serve_figures(variant: str, s: Settings, deals: int = SERVE_DEALS) -> list[Figure]:
    """How much longer fuzz (stateful and stateless, `deals` deals of `variant`) and identify (every name) take
    through `belote-spec serve` than with the reference engine in process, on the same work, the six timed in
    alternate rounds of one run (wall clock: the work waits on the other process). The served engine is
    started and greeted before the clock starts (its start, reading every variant, is the same whatever the
    work). Each run must find what the in-process run finds, and find no divergence: else the bench fails."""
    from belote_spec.checks.fuzz import fuzz_variant
    from belote_spec.diagnose.identify.core import Reference, identify, supported_names
    from belote_spec.diagnose.identify.report import as_json
    from belote_spec.protocol.interface import ReferenceEngine
    from belote_spec.protocol.subprocess_engine import SubprocessEngine

    served = SubprocessEngine([sys.executable, "-m", "belote_spec", "serve"], timeout=30)
    inproc, ref = ReferenceEngine(), ReferenceEngine()
    seen: dict[tuple[str, bool], Any] = {}

    def fuzzing(mode: str, engine: Any) -> Callable[[], int]:
        def work() -> int:
            tally = fuzz_variant(engine, variant, deals, 0, ref, mode=mode)
            if tally.divergence is not None or not tally.compared:
                raise RuntimeError(
                    f"fuzz --mode {mode} of {variant} through {engine.name}: "
                    f"{tally.divergence.what if tally.divergence else 'no deal compared'}"
                )
            seen[(mode, engine is served)] = (tally.compared, tally.answers, dict(tally.not_compared), tally.unasked)
            return 1

        return work

    try:
        served.hello()
        reference = Reference()
        names = supported_names(inproc)

        def identifying(engine: Any) -> Callable[[], int]:
            def work() -> int:
                found = as_json(identify(engine, names, reference))
                if found["exit_code"] != 0:
                    raise RuntimeError(f"identify through {engine.name} exits {found['exit_code']}, not 0")
                seen[("identify", engine is served)] = {k: v for k, v in found.items() if k != "engine"}
                return 1

            return work

        works = [
            fuzzing("stateful", inproc),
            fuzzing("stateful", served),
            fuzzing("stateless", inproc),
            fuzzing("stateless", served),
            identifying(inproc),
            identifying(served),
        ]
        # Wall clock over two processes on a shared machine: a round is slowed by whatever slows either process
        # (on this project's 2-core machines, a neighbour's steal of one core), so twice the rounds, and the
        # ratio is taken round by round.
        rounds = s.rounds * SERVE_ROUNDS_FACTOR
        rates = round_rates(works, s.seconds * SERVE_ROUNDS_FACTOR, rounds, clock=time.perf_counter)
    finally:
        served.close()
    for what in ("stateful", "stateless", "identify"):
        if seen[(what, True)] != seen[(what, False)]:
            raise RuntimeError(f"{what} through serve does not find what it finds in process")
    out = []
    for k, (metric, what) in enumerate(
        (
            ("fuzz_stateful_serve_ratio", f"fuzz --mode stateful, {deals} deals"),
            ("fuzz_stateless_serve_ratio", f"fuzz --mode stateless, {deals} deals"),
            ("identify_serve_ratio", f"identify of all {len(names)} names"),
        )
    ):
        mine, theirs = rates[2 * k], rates[2 * k + 1]
        each = sorted(m / t for m, t in zip(mine, theirs, strict=True))
        out.append(
            Figure(
                metric,
                variant if k < 2 else None,
                paired_ratio(mine, theirs),
                f"{what}: the median of {rounds} alternate rounds' ratios (a run through serve ÷ the run "
                f"in process just before it; from {each[0]:.2f} to {each[-1]:.2f}); best rounds "
                f"{1 / max(theirs):.3f} s through serve and {1 / max(mine):.3f} s in process; "
                "the served engine started and greeted before timing; the same findings",
            )
        )
    return out


# -- the command -------------------------------------------------------------------------------------
METRICS = ("deals", "legal", "perft", "protocol", "conformance", "memory", "serve", "peers")
PER_VARIANT = ("deals", "legal", "perft", "protocol")


def run_bench(s: Settings, progress: Callable[[str], None] | None = None) -> list[Figure]:
    from belote_spec.spec.loader import shipped_variant_ids

    wanted = set(s.metrics or METRICS)
    variants = list(s.variants or shipped_variant_ids())
    base = ratio_base()
    if "deals" in wanted and base not in variants:
        variants.append(base)  # a ratio to the base needs the base measured in the same run
    figures: list[Figure] = []

    def say(text: str) -> None:
        if progress:
            progress(text)

    if not s.load_before:
        s.load_before = load_average()
    for v in variants if wanted.intersection(PER_VARIANT) else ():
        rules = rules_for(v)
        if "deals" in wanted:
            say(f"{v}: random deals")
            figures.append(deals_per_second(rules, s))
        if "legal" in wanted:
            say(f"{v}: legal-card queries")
            figures += legal_queries(rules, s)
        if "perft" in wanted:
            say(f"{v}: perft")
            figures += perft_figures(rules, s)
        if "protocol" in wanted:
            say(f"{v}: protocol round trips")
            figures.append(round_trips(rules, s))
    if "conformance" in wanted:
        say("conformance, in process and through the subprocess")
        figures += conformance_figures(s)
    if "memory" in wanted:
        say("memory")
        figures += memory_figures()
        fuzzed = s.variants[0] if s.variants else quick_variant()
        say(f"memory: fuzz of {fuzzed}, {FUZZ_MEMORY_DEALS[0]:,} and {FUZZ_MEMORY_DEALS[1]:,} deals")
        figures += fuzz_memory_figures(fuzzed)
    if "serve" in wanted:
        fuzzed = s.variants[0] if s.variants else quick_variant()
        say(f"fuzz of {fuzzed} and identify, through serve and in process")
        figures += serve_figures(fuzzed, s)
    if "peers" in wanted:
        from belote_spec.checks.bench_peers import peer_figures

        say("the reference beside its peers, each in a worker of its own")
        figures += peer_figures(s, progress)
    figures += ratios_to_base(figures, base)
    targets = load_targets()
    for f in figures:
        f.target = target_for(targets, f)
    return figures


def report(figures: list[Figure], s: Settings) -> dict[str, Any]:
    return {
        "belote_spec": __version__,
        "python": platform.python_version(),
        "implementation": platform.python_implementation(),
        "machine": platform.machine(),
        "cpus": os.cpu_count() or 1,
        "settings": {"seconds": s.seconds, "rounds": s.rounds},
        "load_average": {"before": s.load_before, "after": load_average()},
        "figures": [f.as_json() for f in figures],
        "not_measured": list(s.not_measured),
    }


def format_table(figures: list[Figure], not_measured: Sequence[str] = ()) -> str:
    """The figures as a table, then a line for each thing that could not be measured."""
    rows = [("metric", "variant", "value", "rounds", "target", "")]

    def number(x: float) -> str:
        return f"{x:,.2f}" if x < 100 else f"{x:,.0f}"

    for f in figures:
        value = number(f.value)
        rounds = f"{number(f.spread['min'])} to {number(f.spread['max'])}" if f.spread else ""
        target = ""
        mark = ""
        if f.target is not None:
            shown = f"{f.target.value:,.0f}" if f.target.value >= 100 else f"{f.target.value:g}"
            target = ("≥ " if f.target.higher_is_better else "≤ ") + shown
            mark = "met" if f.target.met(f.value) else "MISSED"
        variant = (f.variant or "all") + (f" vs {f.peer}" if f.peer else "")
        rows.append((UNITS[f.metric], variant, value, rounds, target, mark))
    widths = [max(len(r[i]) for r in rows) for i in range(6)]
    lines = [
        "  ".join(c.ljust(w) if i != 2 else c.rjust(w) for i, (c, w) in enumerate(zip(r, widths, strict=True)))
        for r in rows
    ]
    lines.insert(1, "  ".join("-" * w for w in widths))
    lines += list(not_measured)
    return "\n".join(line.rstrip() for line in lines)
