"""Fuzz names a rule only where the changes that explain a divergence all sit under it, on an engine with
several faults, whose other departures show at the positions a candidate is checked on."""

from __future__ import annotations

from belote_spec.base.pointer import with_value
from belote_spec.checks.fuzz import fuzz_variant
from belote_spec.engine.rules import Rules
from belote_spec.protocol.interface import ReferenceEngine
from belote_spec.spec.loader import load_variant

OBLIGATIONS = "/play/obligations"
EXEMPTION = f"{OBLIGATIONS}/partner_winning_exemption"
OVERTRUMP = f"{OBLIGATIONS}/overtrump_when_trump_led"


def _engine(variant: str, changes: dict[str, object]) -> ReferenceEngine:
    """The reference engine serving `variant` with these values changed: an engine with several faults."""
    spec = load_variant(variant)
    for pointer, value in changes.items():
        spec = with_value(spec, pointer, value)
    return ReferenceEngine(rules={variant: Rules(spec)})


def test_a_refused_card_is_named_by_the_fault_that_predicts_the_probes_not_by_a_rank_change() -> None:
    """No partner exemption and no duty to overtrump when trump is led (a real engine's two faults): at deal
    7 a rank change where JH beats QH gives the same answer, and at one probe the other fault's answer
    too; the exemption's changes predict the engine's other departures, so the exemption is named."""
    variant = "french-sans-atout"
    engine = _engine(variant, {f"{EXEMPTION}/applies": False, f"{OVERTRUMP}/required": False})
    tally = fuzz_variant(engine, variant, deals=34, seed=0)
    named = {f.deal + 1: f.rule for f in tally.findings}
    assert named.get(31) == OVERTRUMP, named
    assert tally.seen[next(f.cause for f in tally.findings if f.rule == EXEMPTION)] >= 3, named
    assert set(named.values()) == {OVERTRUMP, EXEMPTION}, [f.what for f in tally.findings]
