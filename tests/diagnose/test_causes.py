"""Root causes: each deviation is named once, by the rule it changes, and nothing is made up."""

from __future__ import annotations

import copy
import re
import sys
from collections.abc import Callable
from typing import Any

import pytest

from belote_spec.changes.mutants import CATALOG
from belote_spec.conformance.reports import cause_lines
from belote_spec.conformance.runner import run
from belote_spec.conformance.scenarios import collect
from belote_spec.conformance.steps import StepFailure
from belote_spec.diagnose.causes import Causes, find_causes
from belote_spec.engine.rules import Rules
from belote_spec.protocol.interface import ReferenceEngine
from belote_spec.protocol.subprocess_engine import SubprocessEngine
from belote_spec.spec.loader import load_variant

CASES = collect()


def _text(found: Causes) -> str:
    return "\n".join(cause_lines(found.to_json()))


PATCHED = [m for m in CATALOG if m.patch is not None]


def _patched_pointers(m: Any) -> list[str]:
    """The rule values a patch mutant changes, read from its patched rules (not restated here)."""
    spec = load_variant(m.variant)
    after = copy.deepcopy(spec)
    m.patch(after)
    from belote_spec.changes.perturb import rule_nodes, rule_spec

    before, changed = dict(rule_nodes(rule_spec(spec))), dict(rule_nodes(rule_spec(after)))
    differ = sorted(p for p in before.keys() | changed.keys() if before.get(p) != changed.get(p))
    assert differ, m.name
    return differ


def _engine(variant: str, change: Any) -> ReferenceEngine:
    spec = copy.deepcopy(load_variant(variant))
    change(spec)
    return ReferenceEngine(rules={variant: Rules(spec)})


@pytest.mark.parametrize("mutant", PATCHED, ids=lambda m: m.name)
def test_a_patch_mutant_has_one_cause_its_own_rule(mutant: Any) -> None:
    engine = _engine(mutant.variant, mutant.patch)
    cases = [c for c in CASES if c.variant == mutant.variant]
    results = run(engine, cases)
    found = find_causes(results, cases, engine=engine)
    assert found.failed > 0
    assert len(found.causes) == 1 and not found.unexplained, _text(found)
    changed = _patched_pointers(mutant)
    named = found.causes[0].pointer
    assert any(named == p or p.startswith(named + "/") or named.startswith(p + "/") for p in changed), (named, changed)
    assert sorted(found.causes[0].explains) == sorted(r.id for r in results if r.status == "failed")


@pytest.mark.xfail(
    strict=True,
    reason="the capot bonus is fitted before the last trick's and read as 98, not 88, and the positions chosen "
    "for the 22 variants confirm it (issue 32)",
)
def test_four_departures_at_once_are_four_causes_with_the_engines_values() -> None:
    def change(spec: dict[str, Any]) -> None:
        spec["play"]["obligations"]["follow_suit"]["required"] = False
        spec["scoring"]["capot"]["bonus"] = 88
        spec["scoring"]["last_trick"]["bonus"] = 20
        spec["belote"]["order"] = "as_listed"

    engine = _engine("french", change)
    cases = [c for c in CASES if c.variant == "french"]
    found = find_causes(run(engine, cases), cases, engine=engine)
    assert {(c.pointer, str(c.value)) for c in found.causes} == {
        ("/play/obligations/follow_suit/required", "False"),
        ("/scoring/capot/bonus", "88"),
        ("/scoring/last_trick/bonus", "20"),
        ("/belote/order", "as_listed"),
    }, _text(found)
    assert not found.unexplained
    text = _text(found)
    assert "4 causes" in text and "S001:" in text


@pytest.mark.parametrize("name", [m.name for m in CATALOG if m.fault])
def test_a_fault_mutant_is_named_by_its_fault_not_a_made_up_value(name: str) -> None:
    """A change no rule value can express is named by the fault operator it is, found at the failing
    positions, never pinned on a value that matches by coincidence."""
    mutant = next(m for m in CATALOG if m.name == name)
    engine = SubprocessEngine([sys.executable, "-m", "belote_spec", "serve", "--mutant", name])
    try:
        cases = [c for c in CASES if c.variant == "french"]
        results = run(engine, cases)
        found = find_causes(results, cases, engine=engine)
    finally:
        engine.close()
    assert found.failed > 0
    assert [(c.kind, c.key) for c in found.causes] == [("fault", mutant.fault)], _text(found)
    assert not found.unexplained


def test_a_crashing_engine_is_unexplained() -> None:
    class Crashing(ReferenceEngine):
        def legal_cards(self, *args: Any, **kwargs: Any) -> list[str]:
            raise RuntimeError("boom")

    engine = Crashing()
    cases = [c for c in CASES if c.variant == "french"]
    results = run(engine, cases)
    found = find_causes(results, cases, engine=engine)
    assert found.failed > 0 and found.causes == [] and len(found.unexplained) == found.failed


def test_a_passing_engine_has_no_causes() -> None:
    cases = [c for c in CASES if c.variant == "bela"]
    found = find_causes(run(ReferenceEngine(), cases), cases)
    assert (found.failed, found.causes, found.unexplained) == (0, [], [])
    assert _text(found) == ""


def test_the_search_is_bounded_by_a_count_of_runs_and_says_where_it_stopped() -> None:
    def change(spec: dict[str, Any]) -> None:
        spec["play"]["obligations"]["follow_suit"]["required"] = False
        spec["scoring"]["last_trick"]["bonus"] = 20

    engine = _engine("french", change)
    cases = [c for c in CASES if c.variant == "french"]
    results = run(engine, cases)
    whole = find_causes(results, cases)
    cut = find_causes(results, cases, budget=50)
    assert not whole.incomplete and len(whole.causes) == 2
    assert cut.incomplete == ["french"] and len(cut.causes) < 2
    assert sorted(cut.unexplained) == sorted(
        set(r.id for r in results if r.status == "failed") - {i for c in cut.causes for i in c.explains}
    )
    assert " ended " in _text(cut) and "budget" not in _text(cut)
    # Where: one record of the variant, in the phase the runs ran out in, and its sentence in the report.
    assert [(x["variant"], x["phase"]) for x in cut.stops][:1] == [("french", cut.stops[0]["phase"])]
    assert cut.stops[0]["phase"] in ("changes", "greedy", "pair-pool", "pairs", "by-shape")
    assert not whole.stops and 0 < cut.runs <= 50 < whole.runs
    assert "In french, the root-cause search ended" in _text(cut) or "In french, trying two rule" in _text(cut)
    # A run of french alone is not told to run french alone.
    assert all(x.get("alone") for x in cut.stops) and "--variant french" not in _text(cut)


# -- what a reproduction is, and how the engine's answers decide ------------------------------------------
def _failure(step: str, facts: Any) -> Any:
    from belote_spec.conformance.runner import CaseResult

    return CaseResult(
        id="x",
        variant="french",
        area="play",
        sources=[],
        status="failed",
        step=step,
        message=facts.message,
        failure=facts,
    )


def test_an_unexpected_rejection_is_the_same_failure_when_it_cites_the_same_rule_whatever_its_words() -> None:
    from belote_spec.conformance.steps import StepFailure, unexpected_rejection
    from belote_spec.diagnose.causes import _reproduces
    from belote_spec.protocol.interface import Rejected

    def rejected(rule: str, words: str) -> Any:
        return unexpected_rejection(Rejected(rule, words), "previous")

    engine = _failure("And N plays 10H", rejected("card-not-in-hand", "E does not hold AC"))
    assert _reproduces(engine, _failure("And N plays 10H", rejected("card-not-in-hand", "AC is not in E's hand")))
    assert not _reproduces(engine, _failure("And N plays 10H", rejected("/play/obligations/follow_suit", "AC")))
    assert not _reproduces(engine, _failure("And W plays 7C", rejected("card-not-in-hand", "E does not hold AC")))
    bid = _failure("Then E takes", rejected("/bidding/rounds/1/may_take", "belote-cli offers no H in round 2"))
    assert _reproduces(bid, _failure("Then E takes", rejected("/bidding/rounds/1", "round 2 does not allow H")))
    assert not _reproduces(bid, _failure("Then E takes", rejected("/bidding/rounds/0", "round 1 does not allow H")))
    scores = _failure("Then NS score 1", StepFailure("scores", {"NS": 1}, {"NS": 2}))
    assert not _reproduces(scores, _failure("Then NS score 1", StepFailure("scores", {"NS": 1}, {"NS": 3})))


def test_the_engines_answer_decides_between_two_readings_only_where_they_differ() -> None:
    from belote_spec.diagnose.causes import _decides
    from belote_spec.diagnose.identify.positions import Answer
    from belote_spec.diagnose.search import is_borne_out as _borne_out

    old = Answer("result", {"steps": ["/bidding/rounds/1", "ok"], "hands": {"E": ["AC"]}})
    new = Answer("result", {"steps": ["ok", "ok"], "hands": {"E": ["AC"]}})
    # Its deal differs (another departure), yet its answer to the bid is the new reading's.
    assert _decides(Answer("result", {"steps": ["ok", "ok"], "hands": {"E": ["7D"]}}), old, new) == "new"
    assert (
        _decides(Answer("result", {"steps": ["/bidding/rounds/1/may_take", "ok"], "hands": {"E": ["7D"]}}), old, new)
        == "old"
    )
    assert _decides(Answer("result", {"steps": ["phase", "ok"], "hands": {"E": ["AC"]}}), old, new) is None
    assert _decides(Answer("skip", "no"), old, new) is None
    # Where the readings differ in both the answer to the bid and the deal that follows, an engine that
    # deals its own way (neither deal) still takes the new reading by its answer to the bid...
    old2 = Answer("result", {"steps": ["ok", "ok"], "hands": {"E": ["AC", "KC"]}})
    new2 = Answer("result", {"steps": ["ok", "/bidding/rounds/0"], "hands": {"E": ["AC"]}})
    assert (
        _decides(Answer("result", {"steps": ["ok", "/bidding/rounds/0/may_take"], "hands": {"E": ["7D"]}}), old2, new2)
        == "new"
    )
    # ...but parts that take opposite readings decide nothing.
    assert (
        _decides(Answer("result", {"steps": ["ok", "/bidding/rounds/0"], "hands": {"E": ["AC", "KC"]}}), old2, new2)
        is None
    )
    assert _borne_out((2, 3, 5)) and not _borne_out((1, 3, 0))
    assert _borne_out((0, 0, 0)), "no position tells it apart: it rests on the scenarios"
    assert not _borne_out((0, 0, 4)), "every answer is neither reading: the engine departs there, not this way"


def test_a_failure_no_value_reproduces_is_given_to_the_one_rule_whose_changes_fail_it_so() -> None:
    """An engine that declares in classic French, counting a card in a carré and a sequence at once (as
    belote-cli does): no single change reproduces its list, but only declaration rules fail the step that
    way, so the cause names /declarations and does not claim the engine's value."""
    cases = [c for c in CASES if c.variant == "french" and "cards.feature" in c.id]
    results = run(ReferenceEngine(), cases)
    one = next(r for r in results if "declares no combination" in r.id)
    [line] = [
        st.line for st in next(c for c in cases if c.id == one.id).scenario.steps if st.text == "N has no declaration"
    ]
    from belote_spec.conformance.steps import StepFailure

    found_by_engine = [
        {"kind": "sequence", "seat": "N", "cards": ["JS", "QS", "KS", "AS"], "points": 50, "suit": "S"},
        {"kind": "carre", "seat": "N", "cards": ["JC", "JD", "JH", "JS"], "points": 200},
    ]
    fake = _failure(
        f"Then N has no declaration (line {line})",
        StepFailure("no declaration", [], found_by_engine, details={"seat": "N"}),
    )
    fake.id = one.id
    found = find_causes([fake, *(r for r in results if r.id != one.id)], cases)
    assert [(c.pointer, c.pinned) for c in found.causes] == [("/declarations", False)], _text(found)
    assert "the engine departs on this rule" in _text(found) and "no change tried reproduces" in _text(found)


def test_colvers_coinched_scores_are_the_flat_and_the_multiplier_each_on_its_own_scenarios() -> None:
    """colver's coinche: a coinched contract scores its 162 once and only the bid twice (C2, with C1's
    162). The flat 162 alone reproduces the failed contracts that are not coinched; once it is chosen the
    screen is rebuilt, and `multiplied: contract` (with the capot's 252) on top of it reproduces the
    coinched ones word for word, so the flat and the multiplier are two causes, each with its own scenarios
    (no scenario given to both), not one pair (what the search reported while the flat was not chosen
    first). On top, the chute's belote
    handed over (C5) is one change, and the highest bid of 160 (C6), a rule no shipped variant sets, is
    found too: every confirmed deviation that fails a scenario is a cause.

    Read from the committed engine page's run: tests/docs/test_engine_pages.py runs the same conformance and
    root-cause search against colver and fails when the page differs from what it finds today, so the
    search (a minute on its own) is not made twice."""
    import json

    from belote_spec.docs import engine_pages as pages

    run = json.loads((pages.PAGES_DIR / "colver.json").read_text(encoding="utf-8"))["runs"]["coinche"]
    found = run["conformance"]["causes"]
    by = {(c["pointer"], str(c["engine_value"])): c for c in found["causes"]}
    flat = by.get(("/scoring/bid_contract/flat", "162"))
    multiplied = by.get(("/scoring/bid_contract/multiplied", "contract"))
    text = "\n".join(cause_lines(found))
    assert flat and multiplied, text
    assert flat["explains"] and multiplied["explains"] and not set(flat["explains"]) & set(multiplied["explains"])
    assert any("coinched" in i for i in multiplied["explains"]), multiplied["explains"]
    assert {
        ("/bidding/auction/points/max", "160"),
        ("/scoring/round_to", "(absent)"),
        ("/scoring/failure/to_defence", "['tricks', 'belote', 'declarations']"),
    } <= set(by), text
    assert not any(  # a rule object is never said to be a plain value (a rule departed on names no value)
        isinstance(c["variant_value"], dict)
        and c["engine_value"] is not None
        and not isinstance(c["engine_value"], dict)
        and str(c["engine_value"]) != "(absent)"
        for c in found["causes"]
    ), text
    # "The defence of a coinched contract made keeps only its belote" (C5 under a coinche, which no rule of the
    # language says) is paired only from the changes that alter it (`touches`): a few hundred pairs, within the
    # pair budget, all tried and none reproducing it. No failure is passed over nor left unsearched: it stays
    # unexplained and the search is complete.
    assert any("keeps only its belote" in i for i in found["unexplained"]), found["unexplained"]
    assert not [x for x in found["stops"] if x["phase"] == "pairs"], found["stops"]
    assert "candidate pairs, more than" not in text
    assert found["incomplete"] == [], found


def test_no_change_turns_a_rule_object_into_a_plain_value() -> None:
    """The whole `/dealing` replaced by "left_of_dealer" (a leaf's value at its parent's pointer) was once
    reported as belote-cli's cause: such a change is no rule set, whatever the engine makes of it."""
    from belote_spec.changes.perturb import Perturbation, applied, get, keeps_shape, rule_spec

    spec = rule_spec(load_variant("french"))
    whole = Perturbation("/dealing", get(spec, "/dealing"), "left_of_dealer", "enum", spec)
    assert not keeps_shape(whole.pointer, whole.was, whole.value)
    assert applied(spec, whole) is None
    leaf = Perturbation("/dealing/before_bidding/start", "right_of_dealer", "left_of_dealer", "enum", spec)
    assert keeps_shape(leaf.pointer, leaf.was, leaf.value) and applied(spec, leaf) is not None


def test_the_search_alone_tries_dealing_one_card_at_a_time_other_options_and_unset_rules() -> None:
    """Changes read off the schema that no variant's values reach: packets of one card each, one option of a
    set swapped for another, an optional rule no shipped variant sets. The gate's generator does not make
    them (the search tries them only to explain an engine's failures)."""
    from belote_spec.changes.perturb import perturbations
    from belote_spec.spec.loader import shipped_variant_ids

    def keys(variant: str, search: bool) -> set[str]:
        others = {v: load_variant(v) for v in shipped_variant_ids() if v != variant}
        return {q.key for q in perturbations(load_variant(variant), others, extra=True, search=search)}

    french, coinche = keys("french", True) - keys("french", False), keys("coinche", True) - keys("coinche", False)
    assert "/dealing/before_bidding/packets=[1, 1, 1, 1, 1]" in french
    assert '/bidding/rounds/1/may_take=["turned_suit"]' in french
    assert "/bidding/auction/points/max=160" in coinche
    assert '/scoring/bid_contract/multiplied="contract"' in keys("coinche", False)


def test_a_coinche_can_multiply_the_contracts_value_alone() -> None:
    """`/scoring/bid_contract/multiplied: contract` (colver's reading, C2): a coinched 80 made scores the
    160 once and the 80 twice, 320, where the FFB's whole deal doubled is 480."""
    [case] = [
        c
        for c in CASES
        if c.id == "coinche/scoring.feature::A coinched contract made scores 160 and the bid, doubled[coinche]"
    ]
    [whole] = run(ReferenceEngine(), [case])
    [alone] = run(_engine("coinche", lambda s: s["scoring"]["bid_contract"].update(multiplied="contract")), [case])
    assert whole.status == "passed"
    assert alone.status == "failed" and "engine says {'NS': 320, 'EW': 0}" in alone.message, alone.message


def test_a_redouble_scores_at_the_variants_own_level() -> None:
    """The protocol names a redoubled deal 4 (as state does), and the reference scores it at its own
    `doubling/levels`: with colver's surcoinche, levels [2, 3], the FFB's (160 + 80) × 4 = 960 becomes × 3."""
    [case] = [
        c
        for c in CASES
        if c.id == "coinche/scoring.feature::A surcoinched contract made scores 160 and the bid, times four[coinche]"
    ]
    [four] = run(ReferenceEngine(), [case])
    [three] = run(_engine("coinche", lambda s: s["bidding"]["auction"]["doubling"].update(levels=[2, 3])), [case])
    assert four.status == "passed"
    assert three.status == "failed" and "engine says {'NS': 720, 'EW': 0}" in three.message, three.message


def test_state_names_a_redouble_4_whatever_the_level() -> None:
    """A surcoinche bid through the auction: state reports the contract's doubling by its protocol name
    (4 redoubled), not the factor, so levels [2, 3] show in the score, not in the name."""
    for levels in ([2, 4], [2, 3]):
        engine = _engine("coinche", lambda s, lv=levels: s["bidding"]["auction"]["doubling"].update(levels=lv))
        hands = {
            "E": "7C 8C 9C JD QD JH QH KH",
            "N": "10C JC QC KD AD AH 7S 8S",
            "W": "KC AC 7D 7H 8H 9S 10S JS",
            "S": "8D 9D 10D 9H 10H QS KS AS",
        }
        h = engine.new_deal_from_hands("coinche", "S", {seat: cards.split() for seat, cards in hands.items()})
        engine.bid(h, "E", {"action": "bid", "kind": "suit", "suit": "H", "points": 80})
        engine.bid(h, "N", {"action": "double"})
        engine.bid(h, "W", {"action": "redouble"})
        assert engine.state(h)["contract"]["multiplier"] == 4, levels


def test_the_doubling_levels_are_nudged_one_at_a_time_where_the_variant_still_means_something() -> None:
    """Each number of a list of numbers moved alone to its neighbours (colver's surcoinche ×3 is one change
    of coinche's [2, 4]), within the schema's bounds for an item (no level of 1) and only where the meaning
    checks still hold: a points table or a dealing plan with one number moved is no rule set."""
    from belote_spec.changes.perturb import perturbations
    from belote_spec.spec.loader import shipped_variant_ids

    others = {v: load_variant(v) for v in shipped_variant_ids() if v != "coinche"}
    nudged = {
        q.key
        for q in perturbations(load_variant("coinche"), others, extra=True)
        if q.how == "nudged" and isinstance(q.value, list)
    }
    assert nudged == {f"/bidding/auction/doubling/levels={v}" for v in ("[3, 4]", "[2, 5]", "[2, 3]")}, nudged
    plain = {q.key for q in perturbations(load_variant("coinche"), others)}
    assert not any(k.startswith("/bidding/auction/doubling/levels=[2, ") for k in plain), "only when explaining"


def test_belote_clis_deal_is_named_at_the_first_packets_and_never_blamed_on_the_second() -> None:
    """B5: belote-cli deals its first five cards one at a time, always from South. The language cannot say
    "from South whoever deals": the packets dealt one by one from the dealer reproduce the scenarios (S
    deals in all of them) word for word, but the engine's own answers, with other dealers, refute that pair,
    so no value is claimed. With the headline alone, `/dealing/after_bidding/start` "taker" matched the
    first hand checked after the bidding by chance (a false alarm); with every Then step checked, a change
    must also reproduce the three other hands, which only a change of the first packets does: the failures
    are named at `/dealing/before_bidding`, the rule the engine departs on, without an engine value."""
    pytest.importorskip("belote")
    from belote_spec_harness_belote_cli import Engine

    engine = Engine()
    cases = [c for c in CASES if c.variant == "french" and ("/dealing.feature" in c.id or "seeded_deal" in c.id)]
    results = run(engine, cases)
    after = next(r for r in results if "After the bidding the rest is dealt" in r.id)
    assert after.status == "failed" and len(after.failures()) == 4, after.failures()  # E, N, W and S's hands
    found = find_causes(results, cases, engine=engine)
    assert found.causes, _text(found)
    assert [(c.pointer, c.pinned, c.also) for c in found.causes] == [("/dealing/before_bidding", False, [])], _text(
        found
    )
    assert after.id in found.causes[0].explains, _text(found)
    assert found.causes[0].value is None and "nearest" not in _text(found), _text(found)


def test_a_deal_in_other_packets_from_the_right_seat_is_never_blamed_on_its_start() -> None:
    """An engine that deals coinche's 8 cards in one packet each, from the dealer's right as the rules say
    (colver's adapter; Beljot deals bela 3-2 with a turned card): no single change reproduces its hands, and
    changes of the start fail the dealing scenarios as changes of the packets do. The failures single out
    neither, so the cause is their common rule, `/dealing/before_bidding`, with no value, never the start."""
    engine = _engine("coinche", lambda spec: spec["dealing"]["before_bidding"].update(packets=[8]))
    cases = [c for c in CASES if c.variant == "coinche" and ("dealing.feature" in c.id or "seeded_deal" in c.id)]
    found = find_causes(run(engine, cases), cases, engine=engine)
    assert [(c.pointer, c.pinned) for c in found.causes] == [("/dealing/before_bidding", False)], _text(found)
    cause = found.causes[0]
    assert {"/dealing/before_bidding/packets", "/dealing/before_bidding/start"} <= set(cause.near), cause.near
    assert cause.value is None and cause.to_json()["engine_value"] is None
    text = _text(found)
    assert "changes of packets, start come as near" in text and "nearest" not in text, text


def test_belote_clis_belote_held_over_is_its_own_cause_once_every_then_step_is_checked() -> None:
    """B4: in a contention belote-cli scores the takers' belote at once instead of holding it over. In the
    81-81 scenario its belote-left-out-of-the-contract (B3) makes a contention where the rules make the
    contract, so B3 alone fails the outcome step with the engine's very words; only the scores step, checked
    after it now, tells that B3 alone does not explain it, and `/scoring/tie/held` is then found on top."""
    pytest.importorskip("belote")
    from belote_spec_harness_belote_cli import Engine

    engine = Engine()
    cases = [c for c in CASES if c.variant == "french" and ("/scoring.feature" in c.id or "/belote.feature" in c.id)]
    results = run(engine, cases)
    tie = next(r for r in results if "breaks an equality of card points" in r.id)
    assert tie.status == "failed" and [s.split(" (line")[0] for s, _ in tie.failures()] == [
        "Then the contract is made",
        "And NS score 101 and EW score 81",
    ], tie.failures()
    found = find_causes(results, cases, engine=engine)
    by_pointer = {c.pointer: c for c in found.causes}
    assert "/scoring/tie/held" in by_pointer and tie.id in by_pointer["/scoring/tie/held"].explains, _text(found)
    assert by_pointer["/scoring/tie/held"].value == ["tricks"] and by_pointer["/scoring/tie/held"].pinned
    assert tie.id not in by_pointer["/belote/counts_toward_contract"].explains, _text(found)


def test_the_readme_states_the_budgets_the_search_has() -> None:
    from pathlib import Path

    from belote_spec.diagnose.causes import BUDGET, PAIR_BUDGET

    text = " ".join((Path(__file__).parents[2] / "README.md").read_text(encoding="utf-8").split())
    assert f"runs (at most {BUDGET:,})" in text and f"at most {PAIR_BUDGET:,} pairs a variant" in text


def test_the_readme_states_the_number_of_mutants() -> None:
    from pathlib import Path

    text = " ".join((Path(__file__).parents[2] / "README.md").read_text(encoding="utf-8").split())
    n = len(CATALOG)
    assert f"each rule mutant ({n} today)" in text and re.search(rf"the rule it mutates \(\d+ of {n} today\)", text)


def test_a_cause_beside_the_value_a_mutant_sets_is_not_its_rule() -> None:
    """A patch of /declarations/formed_by changes the /declarations object that holds it; a cause at
    /declarations/enabled, beside it, is another rule (it once passed as the mutant's own)."""
    from belote_spec.changes.mutants import BY_NAME, names_its_rule

    mutant = BY_NAME["klaverjas-rotterdam-roem-in-hands"]
    assert names_its_rule(mutant, ["/declarations/formed_by"]) and names_its_rule(mutant, ["/declarations"])
    assert not names_its_rule(mutant, ["/declarations/enabled"])
    assert names_its_rule(BY_NAME["bulgarian-double-not-all"], ["/scoring/doubled"])


# The root-cause search names "undertrump required" for klaverjas-amsterdam's undertrump ban turned round: it
# fits the two scenarios it explains and 8 further positions, yet a seeded deal tells the two apart (the witness
# search in the test finds it). A cause confirmed on too few positions: the diagnosis of issue 32.
_MISNAMED = {"klaverjas-amsterdam-invert-undertrump-ban"}


@pytest.mark.parametrize(
    "name",
    [
        pytest.param(
            m.name,
            marks=pytest.mark.xfail(strict=True, reason="a cause confirmed on too few positions (issue 32)"),
        )
        if m.name in _MISNAMED
        else m.name
        for m in CATALOG
        if m.units is not None
    ],
)
def test_a_unit_left_out_or_turned_round_in_legal_play_is_killed_and_blamed_on_nothing_else(name: str) -> None:
    """The mutants generated from the registry (one obligation unit's narrowing left out, or turned round,
    no attribute replaced): the scenarios catch each, and a cause, when one is found, is the unit's own
    rule."""
    from belote_spec.changes.mutants import BY_NAME, engine_for, names_its_rule
    from belote_spec.engine.units import OBLIGATIONS

    mutant = BY_NAME[name]
    [unit] = [u for u in OBLIGATIONS if u.pointer == mutant.rule]
    assert unit.engaged(load_variant(mutant.variant)["play"]["obligations"]), f"{name}: the rule does not bind there"
    engine = engine_for(name)
    cases = [c for c in CASES if c.variant == mutant.variant]
    results = run(engine, cases)
    assert any(r.status == "failed" for r in results), f"{name} survived"
    found = find_causes(results, cases, engine=engine)
    if names_its_rule(mutant, [c.pointer for c in found.causes]):
        return
    # Another rule named is right only when it is the same rule set in effect: the mutant and the named change
    # give the same answers on every seeded match the witness search plays (klaverjas-amsterdam's undertrump ban
    # turned round is exactly "undertrump when unable to overtrump", where that ban holds).
    from belote_spec.base.pointer import put
    from belote_spec.changes.witness import search

    assert found.causes, _text(found)
    for cause in found.causes:
        assert cause.pinned and not cause.also, _text(found)
        spec = copy.deepcopy(load_variant(mutant.variant))
        put(spec, cause.pointer, cause.value)
        mutated = Rules(load_variant(mutant.variant), play_units=mutant.units or OBLIGATIONS)
        same = search(mutated, Rules(spec), deals=400, names=False)
        assert same.witness is None, f"{_text(found)}\n{cause.pointer} is not the mutant: {same.evidence()}"


def test_of_two_rules_that_fail_the_same_scenarios_alike_the_one_the_engine_does_not_break_is_never_named() -> None:
    """klaverjas-amsterdam's undertrump ban turned round: a void player who cannot overtrump must undertrump.
    That fails "A player who cannot overtrump an opponent plays another suit" word for word as no duty to
    overtrump a ruff does, and as undertrumping required does; each passes every scenario the engine
    passes, and no position the search asks tells the two apart. The search once named the first, a rule
    the engine does not break; now that one is never named (nor a pair of them, nor a leaf of a whole
    `/play/obligations` that holds both), and undertrumping required only as the engine's answers bear it out.
    The suite has since grown scenarios that tell the two apart: the test plays the variant's scenarios on which
    they fail alike."""
    from belote_spec.diagnose.causes import Confirmer, _reproduces
    from belote_spec.engine import units

    variant, overtrump, undertrump = (
        "klaverjas-amsterdam",
        "/play/obligations/overtrump_on_ruff/required",
        "/play/obligations/undertrump_when_cannot_overtrump/required",
    )
    turned = units.inverted(units.OBLIGATIONS, "/play/obligations/undertrump_ban")
    engine = ReferenceEngine(rules={variant: Rules(load_variant(variant), play_units=turned)})

    def rules(pointer: str, value: bool) -> dict[str, Any]:
        spec = copy.deepcopy(load_variant(variant))
        *path, key = pointer.split("/")[1:]
        node = spec
        for token in path:
            node = node[token]
        assert node[key] is not value
        node[key] = value
        return spec

    off, on = rules(overtrump, False), rules(undertrump, True)
    # The premise, made to hold: the variant's scenarios on which the two changes fail alike (a scenario that tells
    # them apart would rightly let the search name one; the suite has such scenarios, so they are left out).
    every = [c for c in CASES if c.variant == variant]
    by_off = run(ReferenceEngine(rules={variant: Rules(off)}), every)
    by_on = run(ReferenceEngine(rules={variant: Rules(on)}), every)
    cases = [
        c
        for c, a, b in zip(every, by_off, by_on, strict=True)
        if a.status == b.status and (a.status != "failed" or _reproduces(a, b))
    ]
    results = run(engine, cases)
    [cannot] = [
        r
        for r in results
        if r.status == "failed"
        and r.id.endswith("plays another suit[klaverjas-amsterdam]")
        and "play_obligations" in r.id
    ]
    passed = [c for c, r in zip(cases, results, strict=True) if r.status == "passed"]
    for spec in (off, on):
        reference = ReferenceEngine(rules={variant: Rules(spec)})
        [mine] = run(reference, [c for c in cases if c.id == cannot.id])
        assert _reproduces(cannot, mine), mine.failures()
        assert all(r.status == "passed" for r in run(reference, passed))
    # Where the two differ, the engine never answers as "no duty to overtrump a ruff" (the suite's positions
    # now hold one where it answers as "undertrump required", which the search does not take as a fit).
    assert Confirmer(engine).tally(variant, on, off)[0] == 0
    found = find_causes(results, cases, engine=engine)
    named = {c.pointer for c in found.causes} | {x["pointer"] for c in found.causes for x in c.also}
    # The rule the engine does not break is never named. Undertrumping required may be: attribution at the
    # failing position finds it, and the engine answers as it predicts on further positions.
    assert overtrump not in named, _text(found)
    for c in found.causes:
        if c.pointer == undertrump:
            assert c.found_by == "attribution" and c.confirmed and c.confirmed[0] == c.confirmed[1] > 0, _text(found)
    assert cannot.id in found.unexplained or any(cannot.id in c.explains for c in found.causes), _text(found)


def test_a_plainer_change_that_the_engines_answers_do_not_take_is_not_named() -> None:
    """Roem formed in the hands fails Klaverjas's scenarios exactly as roem turned off does (a flag flipped,
    the plainer kind); the mutant's answers on a hand holding a run take the first, so it is named, and the
    mutant that does turn roem off is still named by its flag."""
    from belote_spec.changes.mutants import engine_for

    for name, rule in (
        ("klaverjas-rotterdam-roem-in-hands", "/declarations/formed_by"),
        ("klaverjas-rotterdam-no-roem", "/declarations/enabled"),
    ):
        engine = engine_for(name)
        cases = [c for c in CASES if c.variant == "klaverjas-rotterdam"]
        results = run(engine, cases)
        found = find_causes(results, cases, engine=engine)
        assert [c.pointer for c in found.causes] == [rule], (name, _text(found))


def test_a_reworded_failure_changes_no_diagnosis(monkeypatch: pytest.MonkeyPatch) -> None:
    """The search reads each failure's data, never its text: with every check worded otherwise (no "expected",
    no "engine says", no "no step expected that" left), an engine that rejects a round-2 take no step expected
    (the rule its rejection cites) and scores a capot 88 (a number moved by the differences seen) gets the
    same causes."""
    from belote_spec.conformance import steps

    def change(spec: dict[str, Any]) -> None:
        spec["bidding"]["rounds"][1]["may_take"] = ["other_suits"]
        spec["scoring"]["capot"]["bonus"] = 88

    engine = _engine("french", change)
    cases = [c for c in CASES if c.variant == "french"]

    def diagnosis() -> tuple[list[tuple[str, str]], dict[str, Any]]:
        results = run(engine, cases)
        found = find_causes(results, cases, engine=engine)
        return [m for r in results for m in r.failures()], found.to_json()

    failures, before = diagnosis()
    assert any(f.startswith("the engine rejected the previous action (/bidding/rounds/1") for _, f in failures)
    assert {c["pointer"] for c in before["causes"]} >= {"/bidding/rounds/1/may_take", "/scoring/capot/bonus"}

    def reworded_by(render: Callable[[StepFailure], str]) -> Callable[[StepFailure], str]:
        return lambda f: "reworded: " + render(f)[::-1]

    for check, render in list(steps.RENDER.items()):
        monkeypatch.setitem(steps.RENDER, check, reworded_by(render))
    reworded, after = diagnosis()
    assert [s for s, _ in reworded] == [s for s, _ in failures]
    assert not any("engine says" in m or "no step expected that" in m for _, m in reworded)
    assert after == before


def test_the_wording_of_a_failure_lives_in_the_steps_alone() -> None:
    """No module but conformance/steps.py holds the words of a failed check: a module that needs a failure's
    facts reads them as data (StepFailure), so no wording is parsed anywhere."""
    from pathlib import Path

    import belote_spec

    package = Path(belote_spec.__file__).parent
    found = [
        f"{path.relative_to(package)}: {phrase!r}"
        for path in sorted(package.rglob("*.py"))
        if path != package / "conformance" / "steps.py"
        for phrase in ("engine says", "no step expected that")
        if phrase in path.read_text(encoding="utf-8")
    ]
    assert found == []


def test_a_rule_departed_on_with_its_value_unknown_takes_only_failures_the_search_leaves(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Attribution may see the engine depart on a rule without telling its value (colver's unrounded Coinche
    scores, whose failures also carry a second departure). Such a cause must not take its failures from the
    search: the search names what reproduces them, and the rule keeps only the failures left unexplained."""
    from belote_spec.conformance.runner import CaseResult
    from belote_spec.diagnose import causes

    cases = [c for c in CASES if c.variant == "coinche"][:3]
    results = [CaseResult(c.id, c.variant, "scoring", [], "failed", "scores differ") for c in cases]
    ids = [c.id for c in cases]
    departed = causes.Cause("coinche", "/scoring/round_to", None, None, "removed", "", list(ids), ids[0], pinned=False)
    named = causes.Cause(
        "coinche", "/scoring/bid_contract/multiplied", "deal", "contract", "replaced", "", ids[:2], ids[0]
    )
    given: list[list[str]] = []

    def attribution(*_: Any) -> tuple[list[Any], list[Any], list[Any]]:
        return [], [departed], list(results)

    def search(variant: str, mine: list[Any], *_: Any) -> tuple[list[Any], list[str], bool]:
        given.append([r.id for r in mine])
        return [named], [i for i in ids if i not in named.explains], False

    monkeypatch.setattr(causes, "_by_attribution", attribution)
    monkeypatch.setattr(causes, "_variant_causes", search)
    found = find_causes(results, cases, engine=ReferenceEngine())
    assert given == [ids]  # the search was given every failure, those of the rule departed on as well
    assert [(c.pointer, c.explains) for c in found.causes] == [
        ("/scoring/bid_contract/multiplied", ids[:2]),
        ("/scoring/round_to", ids[2:]),
    ], _text(found)
    assert found.causes[1].smallest == ids[2] and not found.unexplained


def test_a_failure_joins_no_cause_for_a_request_the_engine_answers_as_the_variant() -> None:
    """An engine that leaves the belote out of the contract and counts a No Trumps Ace 11, as belote-cli does
    (B3, B8). The No Trumps card-points scenario checks ten cards and fails on the Ace, yet its last request (the
    Jack of hearts, 2 points) is answered as the variant answers it: every change that leaves that Jack alone gives
    the engine's answer there, so the scenario was filed under the belote's cause, whose change passes it. A
    failure joins only a cause whose change reproduces it: here the No Trumps table."""
    spec = copy.deepcopy(load_variant("french"))
    spec["belote"]["counts_toward_contract"] = False
    spec["contracts"]["no_trumps"]["plain_points"]["points"] = [11, 10, 4, 3, 2, 0, 0, 0]
    engine = ReferenceEngine(rules={"french": Rules(spec)})
    cases = [c for c in CASES if c.variant == "french" and ("/cards.feature" in c.id or "/belote.feature" in c.id)]
    results = run(engine, cases)
    nt = next(r for r in results if "No Trumps card points are 19" in r.id)
    assert nt.status == "failed" and nt.message == "AC: expected 19 points, engine says 11", nt.message
    found = find_causes(results, cases, engine=engine)
    owner = [c.pointer for c in found.causes if nt.id in c.explains]
    assert owner == ["/contracts/no_trumps/plain_points/points"], _text(found)
    belote = next(c for c in found.causes if c.pointer == "/belote/counts_toward_contract")
    assert belote.value is False and not [i for i in belote.explains if "/cards.feature" in i], _text(found)


def test_a_failures_candidate_pairs_are_counted_as_many_as_are_listed() -> None:
    """The pair search passes over a failure whose pairs outnumber its budget on their count alone, before
    listing them: the count must be the number listed, pairs of related rules left out of both."""
    from belote_spec.changes.perturb import perturbations
    from belote_spec.diagnose.causes import _pair_candidates

    pool = perturbations(load_variant("coinche"), {})[:120]
    failures = ["f1", "f2", "f3"]
    alters = {q.key: {f for k, f in enumerate(failures) if (i + k) % (k + 2) == 0} for i, q in enumerate(pool)}
    count, pairs_of = _pair_candidates(pool, alters, set(failures), {})
    assert count and any(
        a.pointer.startswith(b.pointer) or b.pointer.startswith(a.pointer) for a in pool for b in pool if a is not b
    )
    for f in failures:
        listed = pairs_of(f) if count[f] else []
        assert count[f] == len(listed), f


def test_naming_by_shape_plays_no_passed_scenario_for_a_failure_several_rules_fail_alike() -> None:
    """A failure is named by shape only when the changes that fail it so lie within one rule. Where changes of
    several rules do (french-sans-atout's four belotes: hundreds of score changes), nothing is named, so no change
    is checked against the scenarios the engine passed: that check made the search run out of runs there."""
    from belote_spec.changes.perturb import perturbations
    from belote_spec.conformance.runner import CaseResult
    from belote_spec.diagnose import causes

    spec = load_variant("french")
    changes = perturbations(spec, {})
    pair = [next(q for q in changes if q.pointer.startswith(top)) for top in ("/belote/", "/scoring/")]
    failed = CaseResult("x", "french", "scoring", [], "failed", "scores differ")
    passed = [CaseResult(f"p{i}", "french", "scoring", [], "passed") for i in range(20)]
    played: list[str] = []

    def play(rules_spec: dict[str, Any], rs: Any) -> dict[str, CaseResult]:
        rs = list(rs)
        played.extend(r.id for r in rs)
        return {r.id: r for r in rs}  # each change fails the failure as the engine did, and passes the rest

    left = causes._name_by_shape(
        "french", spec, spec, pair, [failed], passed, [], play, set(), {}, {q.key: {"x"} for q in pair}
    )
    assert left == ["x"]
    assert played == ["x", "x"], played
