"""`belote-spec bench`: how fast the reference engine is, measured, with the targets it should meet.

Speed is measured here and only here: the tests check that the benchmark runs and reports sound
figures, never how fast anything is. Each figure is the best of several timed rounds (the machine's
other work only ever slows a round down), in one process unless it says otherwise, on the process's
CPU clock unless the work waits on another process.
"""

from __future__ import annotations

import json
import os
import platform
import subprocess
import sys
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

from . import __version__
from .deal import Deal
from .match import lowest_discard, random_bidder
from .rng import SplitMix64
from .rules import Rules, rules_for


@dataclass(frozen=True)
class Target:
    value: float
    higher_is_better: bool = True

    def met(self, figure: float) -> bool:
        return figure >= self.value if self.higher_is_better else figure <= self.value


def _targets_file() -> dict[str, Any]:
    with open(os.path.join(os.path.dirname(__file__), "bench_targets.json"), encoding="utf-8") as f:
        data: dict[str, Any] = json.load(f)
    return data


def load_targets() -> dict[tuple[str, str | None], Target]:
    """The targets, kept as data beside this module (bench_targets.json)."""
    out = {}
    for t in _targets_file()["targets"]:
        if "at_least" in t:
            out[(t["metric"], t["variant"])] = Target(t["at_least"])
        else:
            out[(t["metric"], t["variant"])] = Target(t["at_most"], higher_is_better=False)
    return out


def quick_variant() -> str:
    return str(_targets_file()["quick_variant"])


UNITS = {
    "deals_per_second": "complete deals/s",
    "legal_queries_per_second": "legal-card queries/s (compiled)",
    "legal_interface_queries_per_second": "legal_cards calls/s (engine interface)",
    "perft_nodes_per_second": "perft nodes/s (compiled)",
    "perft_interface_nodes_per_second": "perft nodes/s (engine interface)",
    "protocol_round_trips_per_second": "protocol round trips/s (subprocess)",
    "conformance_seconds_in_process": "s, full conformance run in process",
    "conformance_seconds_subprocess": "s, full conformance run through the subprocess",
    "peak_memory_loading_all_variants_mib": "MiB peak (tracemalloc) loading every shipped variant",
    "max_rss_loading_all_variants_mib": "MiB max RSS of a process that loads every shipped variant",
}


@dataclass
class Figure:
    metric: str
    variant: str | None
    value: float
    detail: str = ""
    target: Target | None = None

    def as_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"metric": self.metric, "variant": self.variant, "value": round(self.value, 3),
                               "unit": UNITS[self.metric], "detail": self.detail}
        if self.target is not None:
            out["target"] = {"value": self.target.value, "higher_is_better": self.target.higher_is_better,
                             "met": self.target.met(self.value)}
        return out


@dataclass
class Settings:
    seconds: float = 1.0  # timed work per figure, split into rounds
    rounds: int = 5
    variants: Sequence[str] = ()
    metrics: Sequence[str] = ()
    figures: list[Figure] = field(default_factory=list)


def best_rate(work: Callable[[], int], seconds: float, rounds: int, clock: Callable[[], float] = time.process_time
              ) -> float:
    """Items per second of `work` (which returns how many items it did), best round of `rounds`.

    In-process work is timed on this process's own CPU clock, so other programs sharing the machine do
    not count against it; on an idle machine it equals the wall clock. Work that waits on another
    process (the protocol) passes the wall clock."""
    best = 0.0
    per_round = seconds / rounds
    for _ in range(rounds):
        done, start = 0, clock()
        while True:
            done += work()
            elapsed = clock() - start
            if elapsed >= per_round:
                break
        best = max(best, done / elapsed)
    return best


# -- random complete deals -----------------------------------------------------------------------------
def random_card(legal: int, below: Callable[[int], int]) -> int:
    """A uniformly random card of a legal mask: its k-th set bit, found without building a list."""
    for _ in range(below(legal.bit_count())):
        legal &= legal - 1
    return (legal & -legal).bit_length() - 1


def bid_and_set_aside(deal: Deal, bidder: Callable[[Deal, int], dict]) -> None:
    """Bids with `bidder` until play can start; a taker who must discard puts aside its lowest cards."""
    while deal.phase == "bidding":
        deal.bid(deal.turn, bidder(deal, deal.turn))  # type: ignore[arg-type]
    if deal.phase == "discarding":
        deal.discard(deal.taker, lowest_discard(deal))  # type: ignore[arg-type]


def play_randomly(deal: Deal, bidder: Callable[[Deal, int], dict], below: Callable[[int], int]) -> Deal:
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


def deals_per_second(rules: Rules, s: Settings) -> Figure:
    deals = random_deals(rules)

    def batch() -> int:
        return sum(next(deals).phase == "done" for _ in range(20))  # a deal all pass on is not complete

    return Figure("deals_per_second", rules.id, best_rate(batch, s.seconds, s.rounds),
                  "deal from a seed, random legal bids and cards, score; deals everyone passes are not counted")


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


def as_requests(rules: Rules, found: Sequence[tuple[Any, int, list[tuple[int, int]], int]]
                ) -> list[tuple[dict[str, Any], list[str], list[dict[str, str]], str]]:
    """Positions as the engine interface's arguments: contract, hand, trick and seat by name."""
    deck, table = rules.deck, rules.table
    return [(contract.describe(rules), [deck.name(c) for c in deck.unmask(hand)],
             [{"seat": table.seats[p], "card": deck.name(c)} for p, c in trick], table.seats[seat])
            for contract, hand, trick, seat in found]


def legal_queries(rules: Rules, s: Settings) -> list[Figure]:
    from .engine import ReferenceEngine
    from .tricks import legal_mask

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

    return [Figure("legal_queries_per_second", rules.id, best_rate(compiled, s.seconds, s.rounds),
                   f"legal_mask on {len(found)} positions from random deals"),
            Figure("legal_interface_queries_per_second", rules.id, best_rate(interface, s.seconds, s.rounds),
                   "ReferenceEngine.legal_cards with card and seat names, in process")]


# -- perft -----------------------------------------------------------------------------------------------
def perft_figures(rules: Rules, s: Settings) -> list[Figure]:
    from . import perft
    from .engine import ReferenceEngine

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

    return [Figure("perft_nodes_per_second", rules.id, best_rate(walk, s.seconds, s.rounds),
                   f"{len(compiled)} stored positions to depth {depth}, every card played and taken back "
                   "(no bulk counting); nodes = card sequences counted"),
            Figure("perft_interface_nodes_per_second", rules.id, best_rate(through_interface, s.seconds, s.rounds),
                   f"the stored positions to depth {perft.DEPTH} through legal_cards/trick_winner, in process")]


# -- the protocol ------------------------------------------------------------------------------------
def round_trips(rules: Rules, s: Settings) -> Figure:
    from .conformance.subprocess_engine import SubprocessEngine

    requests = as_requests(rules, positions(rules, 200))
    engine = SubprocessEngine([sys.executable, "-m", "reference_impl", "serve"], timeout=30)
    try:
        engine.hello()

        def batch() -> int:
            for contract, hand, trick, seat in requests:
                engine.legal_cards(rules.id, contract, hand, trick, seat)
            return len(requests)

        rate = best_rate(batch, s.seconds, s.rounds, clock=time.perf_counter)
    finally:
        engine.close()
    return Figure("protocol_round_trips_per_second", rules.id, rate,
                  "legal_cards requests one after another to `belote-spec serve`, each answered before the next")


# -- conformance and memory --------------------------------------------------------------------------
def conformance_figures(s: Settings) -> list[Figure]:
    from .conformance.runner import collect, run
    from .conformance.subprocess_engine import SubprocessEngine
    from .engine import ReferenceEngine

    cases = collect()
    out = []
    start = time.perf_counter()
    results = run(ReferenceEngine(), cases)
    took = time.perf_counter() - start
    failed = sum(r.status == "failed" for r in results)
    out.append(Figure("conformance_seconds_in_process", None, took,
                      f"{len(cases)} scenario runs, {failed} failed; collecting the feature files not included"))
    engine = SubprocessEngine([sys.executable, "-m", "reference_impl", "serve"], timeout=30)
    try:
        start = time.perf_counter()
        engine.hello()
        results = run(engine, cases)
        took = time.perf_counter() - start
    finally:
        engine.close()
    failed = sum(r.status == "failed" for r in results)
    out.append(Figure("conformance_seconds_subprocess", None, took,
                      f"{len(cases)} scenario runs, {failed} failed, including the engine's start"))
    return out


_MEMORY_PROBE = """
import json, resource, tracemalloc
tracemalloc.start()
from reference_impl.loader import shipped_variant_ids
from reference_impl.rules import rules_for
ids = shipped_variant_ids()
for v in ids:
    rules_for(v)
current, peak = tracemalloc.get_traced_memory()
print(json.dumps({"peak": peak, "rss_kib": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss, "n": len(ids)}))
"""


def memory_figures() -> list[Figure]:
    """Measured in a fresh interpreter, so nothing this process loaded before counts."""
    done = subprocess.run([sys.executable, "-c", _MEMORY_PROBE], capture_output=True, text=True, timeout=300,
                          check=True)
    probe = json.loads(done.stdout)
    detail = f"{probe['n']} variants loaded, validated and compiled in a fresh interpreter (imports included)"
    return [Figure("peak_memory_loading_all_variants_mib", None, probe["peak"] / 2**20, detail),
            Figure("max_rss_loading_all_variants_mib", None, probe["rss_kib"] / 1024, detail)]


# -- the command -------------------------------------------------------------------------------------
METRICS = ("deals", "legal", "perft", "protocol", "conformance", "memory")


def run_bench(s: Settings, progress: Callable[[str], None] | None = None) -> list[Figure]:
    from .loader import shipped_variant_ids

    wanted = set(s.metrics or METRICS)
    variants = list(s.variants or shipped_variant_ids())
    figures: list[Figure] = []

    def say(text: str) -> None:
        if progress:
            progress(text)

    for v in variants:
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
    targets = load_targets()
    for f in figures:
        f.target = targets.get((f.metric, f.variant))
    return figures


def report(figures: list[Figure], s: Settings) -> dict[str, Any]:
    return {
        "belote_spec": __version__,
        "python": platform.python_version(),
        "implementation": platform.python_implementation(),
        "machine": platform.machine(),
        "cpus": os.cpu_count() or 1,
        "settings": {"seconds": s.seconds, "rounds": s.rounds},
        "figures": [f.as_json() for f in figures],
    }


def format_table(figures: list[Figure]) -> str:
    rows = [("metric", "variant", "value", "target", "")]
    for f in figures:
        value = f"{f.value:,.2f}" if f.value < 100 else f"{f.value:,.0f}"
        target = ""
        mark = ""
        if f.target is not None:
            target = ("≥ " if f.target.higher_is_better else "≤ ") + f"{f.target.value:,.0f}"
            mark = "met" if f.target.met(f.value) else "MISSED"
        rows.append((UNITS[f.metric], f.variant or "all", value, target, mark))
    widths = [max(len(r[i]) for r in rows) for i in range(5)]
    lines = ["  ".join(c.ljust(w) if i != 2 else c.rjust(w) for i, (c, w) in enumerate(zip(r, widths, strict=True)))
             for r in rows]
    lines.insert(1, "  ".join("-" * w for w in widths))
    return "\n".join(line.rstrip() for line in lines)
