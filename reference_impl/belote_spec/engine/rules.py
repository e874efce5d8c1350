"""A resolved variant compiled once into the tables the engine reads.

The engine never looks at a variant's name: everything it does is read from here.
"""

from __future__ import annotations

import os
from collections.abc import Callable
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
        self.sequence_index = tuple(
            n - 1 - s for s in self._strength(spec["orders"]["sequence"]["ranks"], n)
        )  # 0 = top of the sequence order
        # The play obligations, one rule unit each (units.py), defaults from their schema fragments.
        for name, value in compile_obligations(spec["play"]["obligations"]).items():
            setattr(self, name, value)
        # legal_mask's shortcut: the registry's units, and none of those its bitmask duties leave out
        self.plain_legal = play_units is OBLIGATIONS and not self.undertrump_ban
        # The scoring rules, one unit each (scoring_units.py), typed once.
        self.scoring: Scoring = compile_scoring(spec)
        self.hand_size = self._hand_size()
        self._contracts: dict[tuple[str, int | None], Contract] = {}
        self._memo: dict[object, Any] = {}

    def memo(self, key: object, build: Callable[[], Any]) -> Any:
        """A table derived from these rules, built the first time a module asks for it: how modules
        keep their own compiled views (bidding rounds, belote pairs) without each deal rebuilding them."""
        found = self._memo.get(key, _MISSING)
        if found is _MISSING:
            found = self._memo[key] = build()
        return found

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

    def contract(self, kind: str, trump: int | None = None) -> Contract:
        key = (kind, trump)
        found = self._contracts.get(key)
        if found is None:
            found = self._contracts[key] = compile_contract(self, kind, trump)
        return found

    def contract_from(self, spec: dict[str, Any]) -> Contract:
        """A contract from its JSON form: {"kind": "suit", "trump": "H"}; a bare suit means a suit contract."""
        kind = spec.get("kind", "suit")
        trump = spec.get("trump")
        if kind == "suit" and trump is None:
            raise ContractError("a suit contract needs a trump suit")
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
