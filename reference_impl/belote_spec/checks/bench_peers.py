"""`belote-spec bench --peers`: the reference engine beside other engines on the same random deals, as ratios.

Each engine plays in a worker process of its own (this module run as `python -m belote_spec.checks.bench_peers
NAME VARIANT`), started once and kept for the whole run: imports, compiled rules and warm caches are no
engine's burden in the rounds, and no engine's garbage slows another. The workers are timed in interleaved
rounds, one worker at a time, each on its own CPU clock, so a slower stretch of the machine falls on every
engine alike; a figure is the median of the rounds' own ratios (the reference's round against the peer's
round just after it), with the lowest and highest round beside it. Absolute speeds drift with the machine and
its load; a ratio of two engines measured in one run does not, which is why only ratios have floors.

The peers: belote-cli (pure Python) and colver (a Rust core stepped from Python), each through its own game
functions on the variant its harness claims (harnesses/claims.json), and a minimal hand-written French loop,
the ceiling of what pure Python does with these rules (`hand_written_deal`).
"""

from __future__ import annotations

import json
import statistics
import subprocess
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType
from typing import Any

from belote_spec.checks.bench import DEAL_BATCH, Figure, Settings, deal_batch, random_card, targets_data
from belote_spec.engine.rng import SplitMix64
from belote_spec.engine.shuffle import shuffled

REFERENCE = "reference"


@dataclass(frozen=True)
class Peer:
    """An engine the reference is measured against, playing whole random deals with its own code.

    `play(harness, number, rng)` plays deal `number` (the protocol's seeded pack for that number, as the
    reference's) with random legal bids and cards drawn from `rng` as the reference's player draws them, scores
    it with the engine's own scoring, and says whether it was complete (not passed out); `harness` is what
    `load()` gave (the harness module, which lends only its translation of cards and seats)."""

    name: str
    variant: str  # the variant it plays: the first its harness claims (harnesses/claims.json), data not code
    load: Callable[[], Any]  # raises ImportError when the engine is not installed
    play: Callable[[Any, int, SplitMix64], bool]


def _take_or_pass(rng: SplitMix64, options: Sequence[Any], passes: Sequence[Any]) -> Any:
    """`match.random_bidder`'s choice (take chance 0.5) over an engine's own options."""
    takes = [o for o in options if o not in passes]
    if not takes or (len(takes) < len(options) and not rng.chance(0.5)):
        return passes[0]
    return rng.choice(takes)


def _peer_deck(number: int) -> list[str]:
    from belote_spec.protocol.adapter import seeded_deck

    return seeded_deck(number)  # the pack `bench.random_deals` (seed 0) deals for the same deal number


def _belote_cli_deal(h: Any, number: int, rng: SplitMix64) -> bool:
    from belote import game, scoring

    order = [h.to_card(c) for c in _peer_deck(number)]
    state = game.start_round(game.GameState(hands=((),) * 4, dealer=h.to_seat("SENW"[number % 4])), h._DeckOrder(order))
    while state.phase == game.Phase.BIDDING:
        state = game.place_bid(state, _take_or_pass(rng, h._offered_bids(state), [None]))
    if state.phase != game.Phase.PLAYING:
        return False
    while state.phase == game.Phase.PLAYING:
        legal = game.legal_cards(state, state.turn)
        state = game.play_card(state, rng.choice(legal))
    scoring.score_round(state)
    return True


def _colver_deal(h: Any, number: int, rng: SplitMix64) -> bool:
    cards = [h.to_card(c) for c in _peer_deck(number)]
    dealer = h.to_seat("SENW"[number % 4])
    hands: list[list[int]] = [[] for _ in range(4)]
    for k in range(4):
        hands[(dealer + 1 + k) % 4] = cards[8 * k : 8 * k + 8]
    env = h.Env.deal_with_hands(dealer, hands)
    while env.phase() == 0:
        env.step(_take_or_pass(rng, env.legal_actions(), [h.PASS]))
    if env.phase() != 1:
        return False
    while env.phase() == 1:
        legal = env.legal_actions()
        env.step(rng.choice(legal))
    env.rewards()
    return True


# -- the hand-written French loop -----------------------------------------------------------------------------
# French Belote as spec/variants/french.yaml writes it, coded by hand for this one variant over bitmasks (card id =
# suit * 8 + rank, ranks 7 8 9 10 J Q K A, seats in playing order S E N W, sides NS EW): what pure Python does
# without the generality. It draws exactly as the reference's random player does, so it plays the same deals
# to the same scores (tests/checks/test_bench_peers.py holds it to the reference's).
_TRUMP_STRENGTH = (1, 2, 7, 5, 8, 3, 4, 6)  # by rank: J 9 A 10 K Q 8 7
_PLAIN_STRENGTH = (1, 2, 3, 7, 4, 5, 6, 8)  # A 10 K Q J 9 8 7
_TRUMP_POINTS = (0, 0, 14, 10, 20, 3, 4, 11)
_PLAIN_POINTS = (0, 0, 0, 10, 2, 3, 4, 11)
_SIDE = (0, 1, 0, 1)
_KING, _QUEEN = 6, 5


def _french_tables(trump: int) -> tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]]:
    """Per card under this trump suit: its strength, its points, the mask of the cards of its suit above it."""
    strength = tuple((_TRUMP_STRENGTH if c >> 3 == trump else _PLAIN_STRENGTH)[c & 7] for c in range(32))
    points = tuple((_TRUMP_POINTS if c >> 3 == trump else _PLAIN_POINTS)[c & 7] for c in range(32))
    above = tuple(sum(1 << o for o in range(32) if o >> 3 == c >> 3 and strength[o] > strength[c]) for c in range(32))
    return strength, points, above


_FRENCH = tuple(_french_tables(t) for t in range(4))


def hand_written_deal(number: int, rng: SplitMix64) -> tuple[int, int, int] | None:
    """Deal `number` of the reference's random French deals, dealt, bid, played and scored: each side's score
    and the points held over, or None when all four pass twice."""
    dealt = _deal_and_bid(number, rng)
    if dealt is None:
        return None
    hands, first, taker, trump = dealt
    won, tricks, belote, last = _play_out(hands, first, trump, rng)
    won[_SIDE[last]] += 10  # the last trick
    for side in (0, 1):
        if tricks[side] == 8:
            won[side] += 90  # capot
    scores = list(won)
    if belote >= 0:
        scores[_SIDE[belote]] += 20
    takers = _SIDE[taker]
    mine, theirs = scores[takers], scores[1 - takers]
    if mine == theirs:  # a tie: the takers' points wait for the next deal's winner
        scores[takers] = 0
        return scores[0], scores[1], mine
    if mine < theirs:  # failed: the takers' card points go to the defence
        scores[1 - takers] += won[takers]
        scores[takers] -= won[takers]
    return scores[0], scores[1], 0


def _deal_and_bid(number: int, rng: SplitMix64) -> tuple[list[int], int, int, int] | None:
    """The hands of deal `number` once someone took (and who leads, who took, the trump), or None."""
    deck = shuffled(32, number)
    first = (number + 1) & 3  # the dealer is seat number % 4; dealing, bidding and the first lead start right of him
    hands = [0, 0, 0, 0]
    for k in range(4):
        for c in (*deck[3 * k : 3 * k + 3], *deck[12 + 2 * k : 14 + 2 * k]):
            hands[(first + k) & 3] |= 1 << c
    turned = deck[20]
    taker = trump = -1
    for rnd in (0, 1):
        for k in range(4):
            if rng.chance(0.5):  # round 1 offers the turned suit, round 2 any suit
                taker, trump = (first + k) & 3, rng.choice((turned >> 3,) if rnd == 0 else (0, 1, 2, 3))
                break
        if taker >= 0:
            break
    else:
        return None
    hands[taker] |= 1 << turned
    pos = 21
    for k in range(4):
        seat = (first + k) & 3
        n = 2 if seat == taker else 3
        for c in deck[pos : pos + n]:
            hands[seat] |= 1 << c
        pos += n
    return hands, first, taker, trump


def _play_out(hands: list[int], leader: int, trump: int, rng: SplitMix64) -> tuple[list[int], list[int], int, int]:
    """The eight tricks played with random legal cards: each side's card points and tricks, the belote holder
    (-1: none scored) and the last trick's winner."""
    strength, points, above = _FRENCH[trump]
    trumps_of = 0xFF << (8 * trump)
    pair = 1 << (8 * trump + _KING) | 1 << (8 * trump + _QUEEN)
    belote = next((s for s in range(4) if hands[s] & pair == pair), -1)
    below = rng.below
    won, tricks = [0, 0], [0, 0]
    for number_of_trick in range(8):
        seat = leader
        card = random_card(hands[seat], below)
        hands[seat] ^= 1 << card
        if number_of_trick == 0 and pair >> card & 1:
            belote = -1  # the reference's player names belote from the second card on: none said, none scored
        led = card >> 3
        best, best_card, trick_points = seat, card, points[card]
        ruff = card if led == trump else -1  # the highest trump in the trick
        for _ in range(3):
            seat = (seat + 1) & 3
            hand = hands[seat]
            in_suit = hand & (0xFF << (8 * led))
            trumps = hand & trumps_of
            if in_suit:
                legal = in_suit & above[best_card] or in_suit if led == trump else in_suit
            elif _SIDE[best] == _SIDE[seat] or not trumps:
                legal = hand  # the partner holds the trick, or no trump to play
            else:
                legal = trumps & above[ruff] or trumps if ruff >= 0 else trumps
            card = random_card(legal, below)
            hands[seat] = hand ^ 1 << card
            trick_points += points[card]
            suit = card >> 3
            if (suit == best_card >> 3 and strength[card] > strength[best_card]) or (
                suit == trump and best_card >> 3 != trump
            ):
                best, best_card = seat, card
            if suit == trump and (ruff < 0 or strength[card] > strength[ruff]):
                ruff = card
        side = _SIDE[best]
        won[side] += trick_points
        tricks[side] += 1
        leader = best
    return won, tricks, belote, leader


def _hand_written_play(_harness: None, number: int, rng: SplitMix64) -> bool:
    return hand_written_deal(number, rng) is not None


#: The harnesses' claims, in a checkout; without one no harnessed peer claims a variant, and none is measured.
CLAIMS = Path(__file__).resolve().parents[3] / "harnesses" / "claims.json"


def _claimed(harness: str) -> str:
    from belote_spec.protocol.adapter import claimed_variants

    return claimed_variants(CLAIMS, harness)[0] if CLAIMS.is_file() else ""


def hand_written_variant() -> str:
    """The variant the hand-written loop plays, as data (bench_targets.json), as a harness's are (claims.json)."""
    return str(targets_data()["hand_written_variant"])


def _harness(spec: str) -> Callable[[], ModuleType]:
    """A loader of the module of the engine a harness's spec string (python:module:attribute) names."""

    def load() -> ModuleType:
        from belote_spec.protocol.connect import load_engine

        return sys.modules[type(load_engine(spec)).__module__]

    return load


PEERS = (
    Peer(
        "belote-cli", _claimed("belote_cli"), _harness("python:belote_spec_harness_belote_cli:Engine"), _belote_cli_deal
    ),
    Peer("colver", _claimed("colver"), _harness("python:belote_spec_harness_colver:Engine"), _colver_deal),
    Peer("hand-written", hand_written_variant(), lambda: None, _hand_written_play),
)


def peer_named(name: str) -> Peer:
    return next(p for p in PEERS if p.name == name)


# -- the workers --------------------------------------------------------------------------------------------
def work_of(name: str, variant: str) -> Callable[[], int]:
    """A batch of one engine's deals, counting the complete ones: the reference's as `bench` times it, or a
    peer's from deal 0 on (ImportError when the peer is not installed)."""
    if name == REFERENCE:
        from belote_spec.engine.rules import rules_for

        return deal_batch(rules_for(variant))
    peer = peer_named(name)
    harness = peer.load()
    rng = SplitMix64(0)
    numbers = iter(range(10**12))
    return lambda: sum(peer.play(harness, next(numbers), rng) for _ in range(DEAL_BATCH))


def serve_worker(name: str, variant: str) -> int:
    """A worker's loop: one line `{"ready": true}` (or `{"not_measured": why}`), then for each line of seconds read, as
    many batches as fill that much of this process's CPU time, answered `{"deals": n, "seconds": s}`."""
    try:
        work = work_of(name, variant)
        work()  # warm: first calls, caches, compiled tables
    except ImportError as e:
        print(json.dumps({"not_measured": f"{name} on {variant}: not measured ({e})"}), flush=True)
        return 0
    print(json.dumps({"ready": True}), flush=True)
    for line in sys.stdin:
        seconds = float(line)
        done, start = 0, time.process_time()
        while True:
            done += work()
            elapsed = time.process_time() - start
            if elapsed >= seconds:
                break
        print(json.dumps({"deals": done, "seconds": elapsed}), flush=True)
    return 0


class Worker:
    """One engine's worker process, answering rounds."""

    def __init__(self, name: str, variant: str) -> None:
        self.name, self.variant = name, variant
        self.rates: list[float] = []
        self.process = subprocess.Popen(
            [sys.executable, "-m", __name__, name, variant],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )

    def _answer(self) -> dict[str, Any]:
        assert self.process.stdout is not None
        line = self.process.stdout.readline()
        if not line:
            raise RuntimeError(f"the {self.name} worker on {self.variant} stopped (exit {self.process.wait()})")
        answer: dict[str, Any] = json.loads(line)
        return answer

    def ready(self) -> str | None:
        """None once the worker is ready, else why it measures nothing."""
        answer = self._answer()
        return None if answer.get("ready") else str(answer["not_measured"])

    def round(self, seconds: float) -> None:
        assert self.process.stdin is not None
        self.process.stdin.write(f"{seconds!r}\n")
        self.process.stdin.flush()
        answer = self._answer()
        self.rates.append(answer["deals"] / answer["seconds"])

    def close(self) -> None:
        if self.process.stdin is not None:
            self.process.stdin.close()
        try:
            self.process.wait(timeout=30)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()


def spread(values: Sequence[float]) -> dict[str, float]:
    return {"min": min(values), "median": statistics.median(values), "max": max(values)}


def peer_figures(s: Settings, progress: Callable[[str], None] | None = None) -> list[Figure]:
    """The reference against every peer playing one of the variants asked (all, when none is), in one run."""
    peers = [p for p in PEERS if p.variant and (not s.variants or p.variant in s.variants)]
    variants = list(dict.fromkeys(p.variant for p in peers))
    workers = [Worker(REFERENCE, v) for v in variants] + [Worker(p.name, p.variant) for p in peers]
    try:
        ready = []
        for w in workers:
            why = w.ready()
            if why is None:
                ready.append(w)
            else:
                s.not_measured.append(why)
        per_round = s.seconds / s.rounds
        for r in range(s.rounds):
            if progress:
                progress(f"peers: round {r + 1} of {s.rounds}")
            for w in ready[r % len(ready) :] + ready[: r % len(ready)]:  # each round starts with another worker
                w.round(per_round)
    finally:
        for w in workers:
            w.close()
    ours = {w.variant: w.rates for w in ready if w.name == REFERENCE}
    out: list[Figure] = []
    for w in ready:
        if w.name == REFERENCE:
            continue
        mine = ours[w.variant]
        ratios = [a / b for a, b in zip(mine, w.rates, strict=True)]
        each = spread(ratios)
        how = f"{s.rounds} interleaved rounds of {per_round:g} s CPU time, each engine in a worker process of its own"
        out += [
            Figure(
                "peer_deals_per_second",
                w.variant,
                statistics.median(w.rates),
                f"{w.name}'s own code, the same seeded packs, random legal bids and cards, scored: the median of {how}",
                peer=w.name,
                spread=spread(w.rates),
            ),
            Figure(
                "deals_ratio_to_peer",
                w.variant,
                each["median"],
                f"the reference's deals/s ÷ {w.name}'s, round by round (ours {statistics.median(mine):,.0f}, "
                f"theirs {statistics.median(w.rates):,.0f} deals/s): the median of {how}",
                peer=w.name,
                spread=each,
            ),
        ]
    return out


if __name__ == "__main__":
    sys.exit(serve_worker(sys.argv[1], sys.argv[2]))
