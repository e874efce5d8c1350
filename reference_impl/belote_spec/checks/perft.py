"""Perft for Belote: how many legal card-play sequences of each length start from fixed positions.

The counts are stored as plain text in spec/perft/<variant>.txt and computed only through the engine
interface (legal_cards and trick_winner), so any engine can be checked against them; on a mismatch
the count is broken down by first card, to show where the engine departs.

A position is the start of play of a seeded deal: the contract and every hand. Variants whose cards
lie on the table (Open Belot) change what a player holds as cards are played, which the stateless
queries cannot follow: they are counted by replaying the deal through the stateful operations.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from belote_spec.base.untrusted import shown
from belote_spec.checks.fuzz_stateless import brief
from belote_spec.engine.contracts import Contract
from belote_spec.engine.deal import Deal
from belote_spec.engine.match import lowest_discard, random_bidder
from belote_spec.engine.rng import SplitMix64
from belote_spec.engine.rules import Rules, rules_for
from belote_spec.engine.tricks import legal_mask, winning_index
from belote_spec.protocol.interface import Engine, ReferenceEngine, Rejected, Unsupported
from belote_spec.spec.loader import is_variant_path, shipped_variant_ids
from belote_spec.spec.resources import spec_dir

SEEDS = tuple(range(1, 9))  # eight positions: with three, whether a wrong exemption shows is luck of the draws
DEPTH = 4


@dataclass(frozen=True)
class Position:
    variant: str
    seed: int
    contract: dict[str, Any]
    leader: str
    order: tuple[str, ...]  # seats in playing order
    hands: dict[str, tuple[str, ...]]
    # How to reach the position through a stateful deal: dealer, deck (top first), bids in order.
    dealer: str = ""
    deck: tuple[str, ...] = ()
    bids: tuple[tuple[str, Any], ...] = ()

    def line(self) -> str:
        contract = self.contract.get("trump") or self.contract["kind"]
        hands = "; ".join(f"{s} {' '.join(self.hands[s])}" for s in self.order)
        return f"position seed {self.seed}: contract {contract}, {self.leader} leads; {hands}"


def perft_dir() -> Path:
    return spec_dir() / "perft"


def positions(variant: str, rules: Rules | None = None) -> list[Position]:
    """The start of play of the first deal each seed leads to (under `rules` when given, as `diff` does)."""
    rules = rules if rules is not None else rules_for(variant)
    out = []
    for seed in SEEDS:
        rng = SplitMix64(seed)
        dealer = seed % rules.table.n
        for attempt in range(50):
            deal = Deal(rules, dealer, seed=seed * 100 + attempt)
            bidder = random_bidder(rng, 0.5)
            while deal.phase == "bidding":
                assert deal.turn is not None
                deal.bid(deal.turn, bidder(deal, deal.turn))
            if deal.phase == "discarding":
                assert deal.taker is not None
                deal.discard(deal.taker, lowest_discard(deal))
                break
            if deal.phase == "playing":
                break
            dealer = deal.next_dealer()
        if deal.phase != "playing" or deal.contract is None or deal.taker is None or deal.turn is None:
            continue
        state = deal.state()
        bids = tuple((b["seat"], {k: v for k, v in b.items() if k != "seat"}) for b in state["bids"])
        out.append(
            Position(
                variant,
                seed,
                dict(state["contract"]),
                state["turn"],
                rules.table.seats,
                {s: tuple(sorted(h, key=rules.deck.card)) for s, h in state["hands"].items()},
                state["dealer"],
                tuple(rules.deck.name(c) for c in deal.deck),
                bids,
            )
        )
    return out


def count(engine: Engine, pos: Position, depth: int, rules: Rules | None = None) -> int:
    if stateful(pos.variant, rules):
        return count_replayed(engine, pos, depth)
    return sum(divide(engine, pos, depth, rules).values()) if depth else 1


def divide(engine: Engine, pos: Position, depth: int, rules: Rules | None = None) -> dict[str, int]:
    """The count at `depth` for each legal first card."""
    if stateful(pos.variant, rules):
        first = engine.legal_cards(pos.variant, pos.contract, list(pos.hands[pos.leader]), [], pos.leader)
        return {c: count_replayed(engine, pos, depth - 1, (c,)) for c in first}
    hands = {s: list(h) for s, h in pos.hands.items()}
    out: dict[str, int] = {}
    seat = pos.leader
    for card in engine.legal_cards(pos.variant, pos.contract, hands[seat], [], seat):
        out[card] = _walk(engine, pos, hands, [{"seat": seat, "card": card}], seat, card, depth - 1)
    return out


def _walk(
    engine: Engine,
    pos: Position,
    hands: dict[str, list[str]],
    trick: list[dict[str, str]],
    seat: str,
    card: str,
    depth: int,
) -> int:
    hands[seat].remove(card)
    try:
        if depth == 0:
            return 1
        if len(trick) == len(pos.order):
            nxt, trick = engine.trick_winner(pos.variant, pos.contract, trick), []
        else:
            nxt = pos.order[(pos.order.index(seat) + 1) % len(pos.order)]
        if not hands[nxt]:
            return 1
        total = 0
        for c in engine.legal_cards(pos.variant, pos.contract, hands[nxt], trick, nxt):
            total += _walk(engine, pos, hands, [*trick, {"seat": nxt, "card": c}], nxt, c, depth - 1)
        return total
    finally:
        hands[seat].append(card)


def stateful(variant: str, rules: Rules | None = None) -> bool:
    """Cards on the table change what a player holds as cards are played: such variants are counted by
    replaying the deal through the stateful operations, one path at a time."""
    rules = rules if rules is not None else rules_for(variant)
    return bool(rules.spec["dealing"].get("table_cards"))


def supported(variant: str) -> bool:
    return True


def depth_for(variant: str, rules: Rules | None = None) -> int:
    return 3 if stateful(variant, rules) else DEPTH


def count_replayed(engine: Engine, pos: Position, depth: int, path: tuple[str, ...] = ()) -> int:
    """Perft through new_deal, bid, play and state: each node replays the deal from the start."""
    if depth == 0:
        return 1
    handle = engine.new_deal(pos.variant, pos.dealer, list(pos.deck))
    for seat, bid in pos.bids:
        engine.bid(handle, seat, bid)
    for card in path:
        engine.play(handle, engine.state(handle)["turn"], card)
    state = engine.state(handle)
    seat = state["turn"]
    legal = engine.legal_cards(
        pos.variant,
        {k: v for k, v in state["contract"].items() if k != "taker"},
        state["hands"][seat],
        state["trick"],
        seat,
    )
    return sum(count_replayed(engine, pos, depth - 1, (*path, card)) for card in legal)


def compiled_count(
    rules: Rules, contract: Contract, hands: list[int], leader: int, depth: int, bulk: bool = True
) -> int:
    """The same count as `count`, on the compiled tables instead of through the engine interface: hands
    are bitmasks, a card is played and taken back in place. With `bulk`, the last card of a sequence
    is not played: the size of the legal set is the number of sequences (perft's bulk counting). This
    is what the benchmark measures; the stored counts are always checked through the interface."""
    if depth <= 0:
        return 1
    hands = list(hands)
    after = tuple(rules.table.next(s) for s in range(rules.table.n))
    n = rules.table.n
    trick: list[tuple[int, int]] = []

    def walk(seat: int, depth: int) -> int:
        legal = legal_mask(rules, contract, hands[seat], trick, seat)
        if depth == 1 and bulk:
            return legal.bit_count()
        total = 0
        while legal:
            low = legal & -legal
            legal ^= low
            if depth == 1:
                total += 1
                continue
            hands[seat] ^= low
            trick.append((seat, low.bit_length() - 1))
            done = trick[:] if len(trick) == n else None  # a whole trick: its winner leads an empty one
            if done is not None:
                nxt = done[winning_index(rules, contract, done)][0]
                trick.clear()
            else:
                nxt = after[seat]
            total += walk(nxt, depth - 1) if hands[nxt] else 1
            if done is not None:
                trick.extend(done)
            trick.pop()
            hands[seat] ^= low
        return total

    return walk(leader, depth)


def compiled_position(pos: Position) -> tuple[Rules, Contract, list[int], int]:
    """A stored position as the compiled tables `compiled_count` walks."""
    rules = rules_for(pos.variant)
    contract = rules.contract_from(pos.contract)
    hands = [rules.deck.mask(rules.deck.cards(pos.hands[s])) for s in rules.table.seats]
    return rules, contract, hands, rules.table.seat(pos.leader)


def render(engine: Engine, variant: str, rules: Rules | None = None) -> str:
    """The perft file's text; `rules` (with an engine serving them) counts under other rules, as `diff` does."""
    depth = depth_for(variant, rules)
    lines = [
        f"# perft {variant}: legal card-play sequences of 1..{depth} cards from the start of play",
        "# Regenerate with `belote-spec perft --update`.",
    ]
    if stateful(variant, rules):
        lines.append("# Counted by replaying the deal through new_deal, bid, play and state (cards on the table).")
    for pos in positions(variant, rules):
        lines.append(pos.line())
        lines.append("counts " + " ".join(str(count(engine, pos, d, rules)) for d in range(1, depth + 1)))
    return "\n".join(lines) + "\n"


def stored_path(variant: str) -> Path:
    """Where a variant's counts are kept: spec/perft/<id>.txt for a shipped id, <stem>.perft.txt beside
    a variant file (never the golden playthrough's <stem>.playthrough.txt)."""
    if is_variant_path(variant):
        path = Path(variant)
        return path.with_name(f"{path.stem}.perft.txt")
    return perft_dir() / f"{variant}.txt"


@dataclass
class Outcome:
    """What a perft check found: the positions whose counts matched, the mismatches, and what was not
    checked and why (a variant the engine does not declare, a position it declined)."""

    matched: int = 0
    problems: list[str] = field(default_factory=list)
    skipped: list[str] = field(default_factory=list)  # one line per variant or position not checked

    def summary(self) -> str:
        lines = list(self.problems)
        lines += [f"not checked: {s}" for s in self.skipped]
        lines.append(
            f"perft: {self.matched} position(s) matched, {len(self.problems)} mismatch(es), "
            f"{len(self.skipped)} not checked"
        )
        return "\n".join(lines)


def run_check(
    engine: Engine,
    variants: list[str] | None = None,
    outcome: Outcome | None = None,
    declared: Callable[[str], bool] | None = None,
) -> Outcome:
    """Checks the engine against the stored counts, filling `outcome` as it goes (so an interrupted
    run can still say what it checked). A variant `declared` says the engine does not play, and a
    position on which the engine answers skip (Unsupported), are not checked, never passed."""
    out = outcome if outcome is not None else Outcome()
    for variant in variants or shipped_variant_ids():
        path = stored_path(variant)
        if not path.is_file():
            out.problems.append(f"{variant}: no perft file {path} (belote-spec perft --update {variant})")
            continue
        stored = [ln for ln in path.read_text(encoding="utf-8").splitlines() if ln.startswith("counts ")]
        if not supported(variant):
            continue
        if declared is not None and not declared(variant):
            out.skipped.append(f"{variant}: the engine does not declare this variant")
            continue
        pos_list = positions(variant)
        if len(stored) != len(pos_list) or not stored:
            out.problems.append(
                f"{variant}: {len(stored)} stored count lines for {len(pos_list)} positions "
                f"(belote-spec perft --update {variant})"
            )
            continue
        for pos, line in zip(pos_list, stored, strict=True):
            want = [int(x) for x in line.split()[1:]]
            try:
                problem = _check_position(engine, pos, want)
            except Unsupported as e:
                out.skipped.append(f"{variant} seed {pos.seed}: the engine declined ({e})")
                continue
            except Rejected as e:
                problem = f"{variant} seed {pos.seed}: the engine rejected a legal step: {e}"
            except Exception as e:  # a crash, a hang or garbage from the engine under test fails the position
                problem = f"{variant} seed {pos.seed}: the engine failed: {type(e).__name__}: {e}"
            if problem is None:
                out.matched += 1
            else:
                out.problems.append(problem)
    return out


def _check_position(engine: Engine, pos: Position, want: list[int]) -> str | None:
    for depth, expected in enumerate(want, 1):
        got = count(engine, pos, depth)
        if got != expected:
            lines = [f"{pos.variant} seed {pos.seed} depth {depth}: expected {expected}, engine {got}"]
            lines += _splits(divide(ReferenceEngine(), pos, depth), divide(engine, pos, depth))
            if not stateful(pos.variant):
                lines += descend(engine, pos, depth).lines()
            return "\n".join(lines)
    return None


def _splits(mine: dict[str, int], theirs: dict[str, int]) -> list[str]:
    """Both counts by first card, one line each, the cards in the reference's order then the engine's extra."""
    cards = [*mine, *(c for c in theirs if c not in mine)]
    width = max((len(c) for c in cards), default=0)

    def row(split: dict[str, int]) -> str:  # an engine's card names are its text: shown, never run
        return shown(" ".join(f"{c.rjust(width)} {split.get(c, '-')}" for c in cards), 400)

    return [f"  by first card, reference: {row(mine)}", f"  by first card, engine:    {row(theirs)}"]


@dataclass
class Node:
    """A position inside a perft walk: the hands, the trick so far, who plays next, and the cards played
    from the stored position to reach it."""

    hands: dict[str, list[str]]
    trick: list[dict[str, str]]
    seat: str
    path: tuple[str, ...] = ()

    def child(self, pos: Position, card: str, winner: str | None) -> Node:
        """The node after `seat` plays `card` (`winner`: who takes the trick it completes, else None)."""
        hands = {s: [c for c in h if c != card] if s == self.seat else list(h) for s, h in self.hands.items()}
        trick = [*self.trick, {"seat": self.seat, "card": card}]
        if winner is not None:
            return Node(hands, [], winner, (*self.path, card))
        return Node(hands, trick, pos.order[(pos.order.index(self.seat) + 1) % len(pos.order)], (*self.path, card))


@dataclass
class Departure:
    """Where a perft walk of the engine first parts from the reference's: the node, both answers there and
    the rule named by attribution at that node ("" when it cannot be told, with `words` saying so)."""

    node: Node
    what: str  # "legal cards" or "trick winner"
    mine: Any
    theirs: Any
    rule: str = ""
    words: str = ""

    def lines(self) -> list[str]:
        n = self.node
        where = "from the stored position" if not n.path else f"after {' '.join(n.path)}"
        trick = ", ".join(f"{p['seat']} {p['card']}" for p in n.trick) or "none"
        out = [
            f"  first position where they differ ({where}): {n.seat} holds {' '.join(n.hands[n.seat])}; "
            f"trick so far: {trick}",
            f"  {self.what}: reference {brief(self.mine, 120)}, engine {shown(brief(self.theirs, 120))}",
        ]
        if self.rule:
            out.append(f"  the rule: {self.rule}")
        if self.words:
            out.append(f"  {self.words}")
        return out


def descend(engine: Engine, pos: Position, depth: int) -> Departure:
    """From the stored position, down the first child whose counts differ, to the node where the engine's
    legal cards (or a trick's winner) differ from the reference's; the rule is named there. Only the
    stateless walk descends (a table-cards variant's counts replay whole deals)."""
    ref = ReferenceEngine()
    node = Node({s: list(h) for s, h in pos.hands.items()}, [], pos.leader)
    for left in range(depth, 0, -1):
        mine = ref.legal_cards(pos.variant, pos.contract, node.hands[node.seat], node.trick, node.seat)
        theirs = engine.legal_cards(pos.variant, pos.contract, node.hands[node.seat], node.trick, node.seat)
        if sorted(mine) != sorted(theirs):
            return _named(engine, pos, node, mine, theirs)
        if left == 1:
            break
        for card in mine:
            whole = len(node.trick) + 1 == len(pos.order)
            trick = [*node.trick, {"seat": node.seat, "card": card}]
            wins = ref.trick_winner(pos.variant, pos.contract, trick) if whole else None
            said = engine.trick_winner(pos.variant, pos.contract, trick) if whole else None
            if wins != said:
                return Departure(node.child(pos, card, None), "trick winner", wins, said)
            child = node.child(pos, card, wins)
            if not child.hands[child.seat]:
                continue
            if _count_at(ref, pos, child, left - 1) != _count_at(engine, pos, child, left - 1):
                node = child
                break
        else:  # no child differs: the difference is not in the walk from here (an engine that is not a function)
            break
    return Departure(node, "legal cards", "", "", "", "the counts differ, but no single position shows why")


def _named(engine: Engine, pos: Position, node: Node, mine: list[str], theirs: list[str]) -> Departure:
    """The departure at a node whose legal sets differ, its rule named by attribution."""
    from belote_spec.checks.fuzz import legal_rule

    hand = node.hands[node.seat]
    rule, words, _ = legal_rule(ReferenceEngine(), pos.variant, pos.contract, hand, node.trick, node.seat, engine)
    order = rules_for(pos.variant).deck.card
    return Departure(node, "legal cards", sorted(mine, key=order), sorted(theirs, key=order), rule, words)


def _count_at(engine: Engine, pos: Position, node: Node, depth: int) -> int:
    """The count from an inner node, as `_walk` counts from the stored position."""
    if depth == 0:
        return 1
    hands = {s: list(h) for s, h in node.hands.items()}
    total = 0
    for c in engine.legal_cards(pos.variant, pos.contract, hands[node.seat], node.trick, node.seat):
        total += _walk(engine, pos, hands, [*node.trick, {"seat": node.seat, "card": c}], node.seat, c, depth - 1)
    return total


def check(engine: Engine, variants: list[str] | None = None) -> list[str]:
    """Every mismatch against the stored counts, each with the first-card breakdown."""
    return run_check(engine, variants).problems
