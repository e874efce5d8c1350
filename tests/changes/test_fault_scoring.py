"""The scoring fault operators (changes/faults/scoring.py): each binds somewhere, each site names a scoring rule,
and a fault is put into a fresh Rules only; engines written by hand with a scoring fault fail conformance on the
scenarios of the rule they break, and only there."""

from __future__ import annotations

from typing import Any

import pytest

from belote_spec.base.pointer import lookup, within
from belote_spec.changes import faults
from belote_spec.changes.faults import scoring
from belote_spec.conformance.runner import CaseResult, run
from belote_spec.conformance.scenarios import collect
from belote_spec.engine.rules import rules_for
from belote_spec.engine.scoring_units import SCORING
from belote_spec.protocol.interface import ReferenceEngine
from belote_spec.spec.loader import shipped_variant_ids

VARIANTS = shipped_variant_ids()
CASES = collect()
MISSING = object()


def _sites(variant: str) -> list[tuple[faults.Operator, faults.Site]]:
    return [(o, s) for o, s in faults.sites(variant) if o.family == "scoring"]


def test_every_scoring_operator_binds_in_a_shipped_variant() -> None:
    bound = {o.id for v in VARIANTS for o, _ in _sites(v)}
    assert [o.id for o in scoring.OPERATORS if o.id not in bound] == []
    assert all(o.family == "scoring" for o in scoring.OPERATORS)


@pytest.mark.parametrize("variant", VARIANTS)
def test_each_site_names_a_scoring_rule_of_the_variant_in_words(variant: str) -> None:
    """A site's rule is a scoring unit's pointer (a rule the variant may leave to the schema's default) or a
    value the variant states; its words are a sentence a player reads, not an id."""
    spec = rules_for(variant).spec
    for op, site in _sites(variant):
        unit = any(within(site.rule, u.pointer) for u in SCORING)
        assert unit or lookup(spec, site.rule, MISSING) is not MISSING, (op.id, site.rule)
        assert " " in site.words and op.id not in site.words, (op.id, site.words)


@pytest.mark.parametrize("variant", ["french", "coinche", "bulgarian", "french-sans-atout-ffb"])
def test_a_fault_changes_a_fresh_rules_and_leaves_the_shipped_one_alone(variant: str) -> None:
    shipped = rules_for(variant)
    before, contracts = shipped.scoring, dict(shipped.spec["contracts"])
    for op, site in _sites(variant):
        faulty = faults.faulty_rules(variant, faults.key(op, site))
        assert faulty is not shipped
        changed = faulty.scoring != before or faulty.spec["contracts"] != contracts
        assert changed, f"{faults.key(op, site)} changes nothing"
    assert shipped.scoring == before and shipped.spec["contracts"] == contracts


def test_the_old_code_mutant_is_the_operator_without_a_module_patched() -> None:
    """french-last-trick-wrong-side is the fault operator's site: the served engine's rules carry it."""
    from belote_spec.changes.mutants import BY_NAME, engine_for
    from belote_spec.engine import scoring as scoring_module

    mutant = BY_NAME["french-last-trick-wrong-side"]
    assert mutant.fault == "last-trick-to-wrong-side@/scoring/last_trick"
    original = scoring_module.trick_points
    engine = engine_for(mutant.name)
    assert scoring_module.trick_points is original
    assert engine._rules("french").scoring.credit["last_trick"].shift == 1


# --- engines written by hand -----------------------------------------------------------------------------

TRUMP = {"J": 20, "9": 14, "A": 11, "10": 10, "K": 4, "Q": 3}
PLAIN = {"A": 11, "10": 10, "K": 4, "Q": 3, "J": 2}
SIDE = {"N": "NS", "S": "NS", "E": "EW", "W": "EW"}
OTHER = {"NS": "EW", "EW": "NS"}


class PlainFrench(ReferenceEngine):
    """French Belote's suit contracts scored by plain code of its own, the last trick's 10 given to the side
    that won it or (`wrong_side`) to the other; every other question is the reference's."""

    def __init__(self, wrong_side: bool) -> None:
        super().__init__()
        self.wrong_side = wrong_side

    def score_deal(self, variant: str, deal: dict[str, Any]) -> dict[str, Any]:
        contract = deal["contract"]
        if variant != "french" or contract.get("kind", "suit") != "suit":
            return super().score_deal(variant, deal)
        trump = contract["trump"]
        points = {"NS": 0, "EW": 0}
        won = {"NS": 0, "EW": 0}
        for trick in deal["tricks"]:
            side = SIDE[trick["winner"]]
            won[side] += 1
            for play in trick["plays"]:
                rank, suit = play["card"][:-1], play["card"][-1]
                points[side] += (TRUMP if suit == trump else PLAIN).get(rank, 0)
        last = SIDE[deal["tricks"][-1]["winner"]]
        capot = next((s for s, n in won.items() if n == 8), None)
        points[OTHER[last] if self.wrong_side else last] += 10
        if capot:
            points[capot] += 90
        belote = {"NS": 0, "EW": 0}
        for b in deal.get("belote", []):
            if sorted(b["cards"]) == sorted([f"K{trump}", f"Q{trump}"]) and all(b["announced"]):
                belote[SIDE[b["seat"]]] += 20
        takers = SIDE[contract["taker"]]
        defence = OTHER[takers]
        mine, theirs = points[takers] + belote[takers], points[defence] + belote[defence]
        held_in = deal.get("held", 0)
        held = 0
        if mine > theirs:
            outcome, scores = "made", {takers: mine + held_in, defence: theirs}
        elif mine == theirs:
            outcome, scores, held = "tied", {takers: 0, defence: theirs}, mine + held_in
        else:
            outcome = "failed"
            scores = {takers: belote[takers], defence: points[takers] + theirs + held_in}
        return {"outcome": outcome, "scores": scores, "held": held, "capot": capot, "match_points": None}


class HalfUpMatchPoints(ReferenceEngine):
    """Bulgarian match points computed by plain code of its own: each score divided by ten and rounded half
    up in every contract, then the side with fewer points rounding up (or the other down) when the rounded
    scores miss the rounded total. The deal's scores are the reference's."""

    def score_deal(self, variant: str, deal: dict[str, Any]) -> dict[str, Any]:
        out = super().score_deal(variant, deal)
        if variant != "bulgarian":
            return out
        scores = out["scores"]

        def rounded(x: int) -> int:
            return (x + 5) // 10

        points = {t: rounded(max(s, 0)) for t, s in scores.items()}
        target = rounded(sum(max(s, 0) for s in scores.values()))
        scored = sorted((t for t in scores if scores[t] > 0), key=lambda t: scores[t])
        if scored and sum(points.values()) < target:
            points[scored[0]] += target - sum(points.values())
        elif scored and sum(points.values()) > target:
            points[scored[-1]] -= sum(points.values()) - target
        return {**out, "match_points": points}


def _run(engine: ReferenceEngine, variant: str) -> list[CaseResult]:
    return run(engine, [c for c in CASES if c.variant == variant])


def _failed(results: list[CaseResult]) -> list[CaseResult]:
    return [r for r in results if r.status == "failed"]


def test_a_hand_written_engine_crediting_the_last_trick_to_the_wrong_side_fails_on_that_rule() -> None:
    # Its plain scoring is right with the last trick where it belongs: every failure below is the last trick's.
    assert _failed(_run(PlainFrench(wrong_side=False), "french")) == []
    failed = _failed(_run(PlainFrench(wrong_side=True), "french"))
    assert any(r.id.startswith("french/scoring.feature::The last trick earns 10 points (Dix de Der)") for r in failed)
    assert all(r.kind == "rule" and r.area in ("scoring", "belote") for r in failed), [r.id for r in failed]
    # What fails is the deal's score: its points, hence some outcomes and points held over; nothing else.
    steps = [step for r in failed for step, _ in r.failures()]
    assert all(any(w in step for w in (" score ", "contract is", "held over")) for step in steps), steps


def test_a_hand_written_engine_rounding_match_points_half_up_fails_on_the_rounding_rule() -> None:
    failed = _failed(_run(HalfUpMatchPoints(), "bulgarian"))
    assert any("A suit score ending in 5 rounds down" in r.id for r in failed), [r.id for r in failed]
    # Only the match points are wrong: every failing step is one that reads them.
    steps = [step for r in failed for step, _ in r.failures()]
    assert all(" in match points (line " in step for step in steps), steps


# --- the operators the catalog of real engines asked for ----------------------------------------------------

# Each operator with a variant where a catalogued engine makes its mistake (spec/faults/): it must bind there.
CATALOGUED = {
    "failure-total-includes-belote": "french",
    "tie-point-off-by-one": "french",
    "belote-also-to-defence": "french",
    "belote-counted-for-defence": "french",
    "capot-bonus-dropped-with-belote": "french",
    "capot-by-points": "french",
    "capot-bonus-takers-only": "french",
    "fixed-contract-threshold": "french",
    "belote-compared-with-declarations": "bela",
    "takers-swapped": "bela",
    "doubler-scored-as-taker": "bulgarian",
    "belote-only-in-first-trick": "bulgarian-partner-exempt",
    "multiplier-dropped-on-capot": "bulgarian-partner-exempt",
    "round-before-multiplier": "bulgarian-partner-exempt",
    "doubled-each-side-keeps-own": "bulgarian-partner-exempt",
    "doubled-uses-suit-rounding": "bulgarian",
    "points-multiplier-ignored": "bulgarian",
    "round-floor-plus-one": "bulgarian",
    "contract-ignores-defence": "coinche",
    "belote-to-winner-when-doubled": "coinche",
    "zero-score-penalty": "bulgarian",
    "held-points-include-both-sides": "bulgarian-partner-exempt",
    "held-points-rescaled-by-next-deal": "bulgarian-partner-exempt",
    "no-match-target": "french",
    "both-reach-first-side-wins": "french",
    "equal-totals-end-match": "bela",
    "match-end-needs-deal-points": "bulgarian-partner-exempt",
    "both-reach-raises-target": "bulgarian",
}


def scoring_ids() -> set[str]:
    return {o.id for o in scoring.OPERATORS}


@pytest.mark.parametrize(("operator", "variant"), sorted(CATALOGUED.items()))
def test_a_catalogued_operator_binds_in_the_variant_its_engine_claims(operator: str, variant: str) -> None:
    assert operator in scoring_ids()
    assert any(o.id == operator for o, _ in _sites(variant)), (operator, variant)


def test_a_forced_first_belote_card_is_no_operator_the_trump_orders_allow() -> None:
    """The King and Queen of trump are neighbours in every shipped trump order, so whenever one is a legal play
    so is the other: the first belote card is never a player's only legal card, and no operator loses the
    belote then (nik-belote-lost-forced-card stays without one)."""
    for v in VARIANTS:
        spec = rules_for(v).spec
        if not spec["belote"]["enabled"]:
            continue
        order = [str(r) for r in spec["orders"]["trump"]["ranks"]]
        at = sorted(order.index(str(c)) for c in spec["belote"]["cards"])
        assert at[1] - at[0] == 1, v


def _winner(variant: str, fault: str | None, totals: list[int], scored: list[int] | None = None) -> int | None:
    from belote_spec.engine.match import match_winner

    rules = faults.faulty_rules(variant, fault) if fault else rules_for(variant)
    return match_winner(rules, totals, scored=scored)


def test_the_match_faults_end_the_match_otherwise() -> None:
    # Both past 1000, EW higher: the variant gives it to EW.
    assert _winner("french", None, [1010, 1030]) == 1
    assert _winner("french", "both-reach-first-side-wins@/match/both_reach", [1010, 1030]) == 0
    assert _winner("french", "both-reach-raises-target@/match/both_reach", [1010, 1030]) is None
    assert _winner("french", "both-reach-raises-target@/match/both_reach", [1060, 1030]) == 0
    # Equal totals past the target: another deal, or the first side.
    assert _winner("french", None, [1020, 1020]) is None
    assert _winner("french", "equal-totals-end-match@/match/equal_totals", [1020, 1020]) == 0
    # No target: nobody wins however far past it.
    assert _winner("french", None, [1500, 200]) == 0
    assert _winner("french", "no-match-target@/match/target", [1500, 200]) is None
    # Past 151 after a valat, nothing scored in the next deal: the variant ends the match.
    assert _winner("bulgarian", None, [160, 116], [0, 16]) == 0
    assert _winner("bulgarian", "match-end-needs-deal-points@/match/target", [160, 116], [0, 16]) is None
    assert _winner("bulgarian", "match-end-needs-deal-points@/match/target", [160, 116], [5, 16]) == 0


def test_capot_by_points_makes_a_capot_of_every_card_point_without_every_trick() -> None:
    from belote_spec.engine.scoring import score_deal

    rows = [
        ("AS QH 10S 7S", "N"),
        ("JH KH 7H 9H", "N"),
        ("AH 10D 8H 10H", "N"),
        ("9C JC QC QS", "S"),
        ("7C AD AC 10C", "N"),
        ("8C QD KC JD", "S"),
        ("7D 8S 8D 9D", "W"),
        ("9S KS JS KD", "S"),
    ]

    def scored(rules: Any) -> Any:
        tricks = [(rules.table.seat(w), rules.deck.cards(c.split())) for c, w in rows]
        return score_deal(rules, rules.contract_from({"kind": "suit", "trump": "H"}), rules.table.seat("N"), tricks)

    shipped = scored(rules_for("french"))
    faulty = scored(faults.faulty_rules("french", "capot-by-points@/scoring/capot"))
    assert (shipped.capot, shipped.scores) == (None, (162, 0))
    assert (faulty.capot, faulty.scores) == (0, (252, 0))
