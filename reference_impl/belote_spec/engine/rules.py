"""A resolved variant compiled once into the tables the engine reads.

The engine never looks at a variant's name: everything it does is read from here.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from belote_spec.engine.cards import Deck
from belote_spec.engine.contracts import Contract, ContractError, compile_contract
from belote_spec.engine.scoring_units import Scoring, compile_scoring
from belote_spec.engine.table import Table
from belote_spec.engine.units import OBLIGATIONS, Unit, compile_obligations
from belote_spec.spec import resources
from belote_spec.spec.loader import still_current, variant_files, variant_key, variant_view


class Rules:
    # The obligation units' compiled fields (units.OBLIGATIONS sets them from the variant's data).
    follow_suit: bool
    follow_trump_instead: bool
    follow_exempt: tuple[tuple[str, bool], ...]  # follow_suit's exempt cards: rank, and whether of the trump suit
    overtrump_when_trump_led: bool
    beat_led_suit: bool
    beat_led_suit_until_trumped: bool
    partner_exemption: bool
    trump_when_void: bool
    overtrump_on_ruff: bool
    overtrump_opponents_only: bool
    undertrump: bool
    undertrump_ban: bool
    plain_legal: bool
    # Who wins a trick, where a fault mutant judges it otherwise (tricks.winning_index); None: the variant's rule.
    trick_judge: Callable[[Rules, Contract, Sequence[tuple[int, int]]], int] | None
    # The checks of an action this rule set leaves out (illegal.py names them): a fault mutant's
    # (changes/faults/legality.py). Read only once an action has failed a check, so it costs nothing.
    skipped_checks: frozenset[str] = frozenset()

    def __init__(self, spec: dict[str, Any], play_units: tuple[Unit, ...] = OBLIGATIONS) -> None:
        """`play_units`: the obligation units legal play runs, in order; a mutant's differ from the
        registry's (`units.OBLIGATIONS`), and legal play then takes the readable path."""
        self.spec = spec
        self.play_units = play_units
        self.id: str = spec["id"]
        self.deck = Deck(spec["deck"]["suits"], spec["deck"]["ranks"])
        self.table = Table(spec["table"])
        n = self.deck.n_ranks
        self.trump_strength = self._strength(spec["orders"]["trump"]["ranks"], n)
        self.plain_strength = self._strength(spec["orders"]["plain"]["ranks"], n)
        self.sequence_index = self._sequence_index(spec["orders"]["sequence"]["ranks"])  # 0 = top of the order
        # Each contract kind's trump shape (one, none, all): the engine asks a kind this, never its name.
        self.kind_trumps: dict[str, str] = {k: c["trumps"] for k, c in spec["contracts"].items()}
        # The kind a take or bid naming a suit makes when it names no kind: the first with one trump suit.
        self.suit_kind: str = next((k for k, t in self.kind_trumps.items() if t == "one"), "suit")
        # The kinds with orders of their own (`contracts.<kind>.orders`), and the sequence order of each that
        # has its own (`contracts.<kind>.orders.sequence`).
        self.kinds_with_orders = frozenset(k for k, c in spec["contracts"].items() if "orders" in c)
        self.kind_sequence_index: dict[str, tuple[int, ...]] = {
            k: self._sequence_index(c["orders"]["sequence"]["ranks"])
            for k, c in spec["contracts"].items()
            if "sequence" in c.get("orders", {})
        }
        # The play obligations, one rule unit each (units.py), defaults from their schema fragments.
        for name, value in compile_obligations(spec["play"]["obligations"]).items():
            setattr(self, name, value)
        # legal_mask's shortcut: the registry's units, and none of those its bitmask duties leave out
        self.plain_legal = play_units is OBLIGATIONS and not self.undertrump_ban
        self.trick_judge = None
        # The scoring rules, one unit each (scoring_units.py), typed once.
        self.scoring: Scoring = compile_scoring(spec)
        self.hand_size = self._hand_size()
        self._contracts: dict[tuple[str, int | None], Contract] = {}
        self._memo: dict[object, Any] = {}
        # Where a fault mutant (changes/faults/) puts its mistake; empty or None: the rules as written.
        # A position rule answered otherwise, by the rule's pointer: seat from (dealer, taker, first bidder).
        self.seat_faults: dict[str, Callable[[int, int | None, int | None], int]] = {}
        # Which sides' declarations score, from each side's best comparison key (declarations.scoring_teams).
        self.declaration_winners: Callable[[dict[int, tuple[int, ...]]], list[int]] | None = None
        # A player's comparison key from his declarations and each one's key; None: his best one's.
        self.declarer_key: Callable[[Sequence[Any], list[tuple[int, ...]]], tuple[int, ...]] | None = None
        # The declarations each seat is credited with, from those found and the taker's seat (declaration_points).
        self.declarations_credited: (
            Callable[[Mapping[int, Sequence[Any]], int | None], Mapping[int, Sequence[Any]]] | None
        ) = None
        # What the declarations a side scores in one comparison are worth; None: their sum.
        self.declarations_worth: Callable[[Sequence[Any]], int] | None = None
        # The roem of one trick from its cards in the order played; None: declarations.combination_points.
        self.trick_roem_judge: Callable[[Rules, Contract, Sequence[int]], int] | None = None
        # How a bid is checked when it is made, (bidding, seat, bid) -> the system's check's answer: a mutant's
        # accepts bids the system's legal_bids does not offer.
        self.bid_check: Callable[[Any, int, Any], Any] | None = None
        # The card whose suit the bidding offers, drawn from the pack (top first) where no card is turned up.
        self.drawn_card: Callable[[list[int]], int] | None = None

    def memo(self, key: object, build: Callable[[], Any]) -> Any:
        """A table derived from these rules, built the first time a module asks for it: how modules
        keep their own compiled views (bidding rounds, belote pairs) without each deal rebuilding them. A fault
        mutant may put its own table under a module's key before the engine first asks (changes/faults/)."""
        found = self._memo.get(key, _MISSING)
        if found is _MISSING:
            found = self._memo[key] = build()
        return found

    def position(
        self, pointer: str, rule: str, dealer: int, taker: int | None = None, first_bidder: int | None = None
    ) -> int:
        """The seat the position rule `rule` (the value at `pointer`) names for this dealer (taker, first
        bidder): read once per deal, never per card."""
        fault = self.seat_faults.get(pointer) if self.seat_faults else None
        if fault is not None:
            return fault(dealer, taker, first_bidder)
        return self.table.position(rule, dealer, taker, first_bidder)

    def kind_strength(self, kind: str, name: str) -> tuple[int, ...]:
        """Per rank index, the strength in the `name` order (trump or plain) of contract kind `kind`: the kind's
        own order where it gives one, else the variant's (read from this object, so a view with another
        order compiles contracts by it)."""
        own = self.spec["contracts"].get(kind, {}).get("orders", {}).get(name)
        if own is not None:
            return self._strength(own["ranks"], self.deck.n_ranks)
        return self.trump_strength if name == "trump" else self.plain_strength

    def sequence_index_of(self, kind: str) -> tuple[int, ...]:
        """Per rank index, its place in contract kind `kind`'s sequence order (0 = top)."""
        return self.kind_sequence_index.get(kind, self.sequence_index)

    def _sequence_index(self, order: list[object]) -> tuple[int, ...]:
        n = self.deck.n_ranks
        return tuple(n - 1 - s for s in self._strength(order, n))

    def _strength(self, order: list[object], n: int) -> tuple[int, ...]:
        """Per rank index: n for the strongest rank of `order`, down to 1."""
        out = [0] * n
        for pos, rank in enumerate(order):
            out[self.deck.rank(rank)] = n - pos
        return tuple(out)

    def _hand_size(self) -> int:
        d = self.spec["dealing"]
        table_cards = 2 * d.get("table_cards", {}).get("stacks", 0)
        return sum(d["before_bidding"]["packets"]) + sum(d["after_bidding"]["packets"]) + table_cards

    @property
    def tricks_per_deal(self) -> int:
        return self.hand_size

    def put_contract(self, contract: Contract) -> None:
        """A contract compiled otherwise, served for its kind and trump from now on: where a fault mutant
        (changes/faults/) puts its own tables, before the engine first asks."""
        self._contracts[(contract.kind, contract.trump)] = contract

    def contract(self, kind: str, trump: int | None = None) -> Contract:
        key = (kind, trump)
        found = self._contracts.get(key)
        if found is None:
            found = self._contracts[key] = compile_contract(self, kind, trump)
        return found

    def contract_from(self, spec: dict[str, Any]) -> Contract:
        """A contract from its JSON form: {"kind": "suit", "trump": "H"}; a bare suit means a contract of the
        variant's first kind with one trump suit."""
        kind = spec.get("kind", self.suit_kind)
        trump = spec.get("trump")
        if self.kind_trumps.get(kind) == "one" and trump is None:
            raise ContractError(f"a {kind!r} contract needs a trump suit")
        return self.contract(kind, self.deck.suit(trump) if trump is not None else None)


_MISSING = object()
_COMPILED: dict[tuple[str, tuple[int, ...]], Rules] = {}


_BY_REF: dict[str, tuple[Rules, list[tuple[str, int]]]] = {}
_BATCH: dict[str, Rules] | None = None  # while batches are on (see Batches): what this batch found current


def rules_for(variant: str) -> Rules:
    """The compiled rules of a shipped variant (by id or alias) or of a variant file, compiled once
    and compiled again when one of its files changes.

    Every engine call starts here, so a name seen before costs a stat of each file of its chain; in
    batches (`Batches`), only the first time in each batch."""
    # A file is remembered by its absolute path (the working folder may change); nothing is remembered
    # while a data folder is swapped in (`resources.data_folder`), where a name means other files.
    ref = os.path.abspath(variant) if variant.endswith((".yaml", ".yml")) or os.sep in variant else variant
    swapped = bool(resources._OVERRIDES)
    batch = None if swapped else _BATCH
    if batch is not None:
        seen = batch.get(ref)
        if seen is not None:
            return seen
    hit = None if swapped else _BY_REF.get(ref)
    if hit is not None and still_current(hit[1]):
        found = hit[0]
    else:
        key = variant_key(variant)
        compiled = _COMPILED.get(key)
        if compiled is None:
            compiled = _COMPILED[key] = Rules(variant_view(variant))
        found = compiled
        if not swapped:
            _BY_REF[ref] = (found, variant_files(key))
    if batch is not None:
        batch[ref] = found
    return found


class Batches:
    """Within it, rules_for checks a variant's files once per batch, not at every call: `next_batch()` starts
    the next batch, which checks them again. serve's batch is the requests it read at once, answered before it
    reads more: a file changed between two requests of one batch is read at the next (two stats a request were
    a tenth of serve's own time answering identify's)."""

    def __enter__(self) -> Batches:
        global _BATCH
        self._was, _BATCH = _BATCH, {}
        return self

    def next_batch(self) -> None:
        global _BATCH
        _BATCH = {}

    def __exit__(self, *_exc: object) -> None:
        global _BATCH
        _BATCH = self._was
