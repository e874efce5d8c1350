"""Fuzz names a rule only where the changes that explain a divergence all sit under it, on an engine with
several faults, whose other departures show at the positions a candidate is checked on."""

from __future__ import annotations

from belote_spec.base.pointer import with_value
from belote_spec.checks.fuzz import Divergence, fuzz_variant, play_deal
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


LEVELS = "/bidding/auction/doubling/levels"
MULTIPLIED = "/scoring/bid_contract/multiplied"


def test_a_doubled_deal_names_the_multiplier_where_the_part_that_differs_does_not_account_for_it() -> None:
    """Surcoinche ×3 and a belote worth 40: on a surcoinched deal the belote differs, but by 20 where the
    score differs by hundreds; the deal scored at each level shows the factor. A coinched deal whose score
    differs by the belote times 2 is the belote's (not a part multiplied), the factor being right at ×2."""
    variant = "coinche"
    engine = _engine(variant, {LEVELS: [2, 3], "/belote/bonus": 40})
    surcoinched = play_deal(engine, ReferenceEngine(), variant, 0, 55, "stateful")
    assert isinstance(surcoinched, Divergence), surcoinched
    assert (surcoinched.rule, surcoinched.words) == (LEVELS, "the multiplier (its factor)"), surcoinched.what
    assert "by 3 where the reference multiplies by 4" in surcoinched.what
    assert "undoubled it scores 40, the reference 20" in surcoinched.what
    coinched = play_deal(engine, ReferenceEngine(), variant, 0, 29, "stateful")
    assert isinstance(coinched, Divergence) and coinched.rule == "/belote", coinched


def test_a_multiplier_wrong_in_both_its_factor_and_what_it_multiplies_names_both_rules_and_no_one() -> None:
    """Surcoinche ×3 on the bid alone (a real engine's two faults): both shown apart, at no common rule."""
    variant = "coinche"
    engine = _engine(variant, {LEVELS: [2, 3], MULTIPLIED: "contract"})
    found = play_deal(engine, ReferenceEngine(), variant, 0, 4, "stateful")
    assert isinstance(found, Divergence), found
    assert (found.rule, found.words) == ("", "the multiplier (what it multiplies and its factor)"), found.what
    assert f"rules: {LEVELS}, {MULTIPLIED}" in found.what
    assert "the engine multiplies 250 of its 410 points (the reference 410 of 410)" in found.what


def test_a_score_no_part_accounts_for_is_named_by_the_rule_borne_out_on_the_deal_scored_otherwise() -> None:
    """No rounding of scores, and a failed contract giving the defence 162 (colver's two faults): on deal 26
    only the rounding departs, and no part of the score accounts for a difference of a few points; the changes
    that score the deal as the engine does are tried on the same tricks scored otherwise (another taker,
    higher bids, doubled): the other seats' failed contracts show the flat fault too, the higher bids only the
    rounding, and the changes borne out all sit under /scoring/round_to."""
    variant = "coinche"
    engine = _engine(variant, {"/scoring/round_to/multiple": 1, "/scoring/bid_contract/flat": 162})
    found = play_deal(engine, ReferenceEngine(), variant, 0, 25, "stateful")
    assert isinstance(found, Divergence), found
    assert found.rule == "/scoring/round_to", found.what
