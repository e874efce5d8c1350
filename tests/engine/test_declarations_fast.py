"""`find_declarations` reads carrés and runs from tables built once per rule set; the card-by-card scan
(`find_declarations_by_scan`) is its oracle: the two must find the same declarations, in the same order,
in every shipped variant with declarations, for every contract kind and many hands."""

from __future__ import annotations

import random

import pytest

from belote_spec.engine.contracts import Contract, compile_contract
from belote_spec.engine.declarations import find_declarations, find_declarations_by_scan
from belote_spec.engine.rules import rules_for
from belote_spec.spec.loader import shipped_variant_ids

# Roem formed in tricks (formed_by: trick) is read by combination_points with the scan itself: no hand
# ever holds a declaration there, so there is no table to check.
WITH_DECLARATIONS = [
    v
    for v in shipped_variant_ids()
    if rules_for(v).spec["declarations"].get("enabled")
    and rules_for(v).spec["declarations"].get("formed_by", "hand") == "hand"
]


def _contracts(variant: str) -> list[Contract]:
    rules = rules_for(variant)
    out = []
    for kind in rules.spec["contracts"]:
        trumps = range(len(rules.deck.suits)) if kind == "suit" else [None]
        out += [compile_contract(rules, kind, t) for t in trumps]
    return out


@pytest.mark.parametrize("variant", WITH_DECLARATIONS)
def test_the_tables_find_what_the_scan_finds(variant: str) -> None:
    rules = rules_for(variant)
    rng = random.Random(11)
    size, hand_size = rules.deck.size, rules.hand_size
    found = 0
    for number in range(600):
        # Mostly dealt hands, some larger ones (carrés and long runs together), and whole suits.
        k = hand_size if number % 3 else min(size, hand_size + rng.randrange(1, 8))
        hand = sum(1 << c for c in rng.sample(range(size), k))
        if number % 50 == 0:
            hand = (1 << size) - 1 if number % 100 == 0 else (1 << rules.deck.n_ranks) - 1
        seat = number % rules.table.n
        for contract in _contracts(variant):
            fast = find_declarations(rules, contract, hand, seat)
            assert fast == find_declarations_by_scan(rules, contract, hand, seat), (hand, contract)
            found += len(fast)
    assert found > 100, "the hands held declarations to compare"
