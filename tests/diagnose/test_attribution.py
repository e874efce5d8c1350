"""Attribution at one position: the rule an engine's answer departs on, named before any search."""

from __future__ import annotations

import re
from typing import Any, ClassVar

import pytest

from belote_spec.changes import faults
from belote_spec.changes.candidates import rule_changes
from belote_spec.conformance.reports import cause_lines
from belote_spec.conformance.runner import run
from belote_spec.conformance.scenarios import collect
from belote_spec.diagnose import attribution
from belote_spec.diagnose.causes import Causes, find_causes
from belote_spec.engine.rules import Rules, rules_for
from belote_spec.engine.tricks import legal_mask
from belote_spec.protocol.interface import ReferenceEngine
from belote_spec.spec.loader import load_variant

PARTNER_EXEMPT = "/play/obligations/partner_winning_exemption/applies=true"
WAIVED = "waived-when-partner-winning@/play/obligations/trump_when_void"


def _bulgarian_turn(rules: Rules) -> tuple[Any, int, list[tuple[int, int]], int]:
    """Hearts trump; N leads AS, W follows 7S; S, N's partner, holds no spade: 7H, 8C, 9C, AD."""
    deck, table = rules.deck, rules.table
    contract = rules.contract("suit", deck.suit("H"))
    hand = deck.mask(deck.cards(["7H", "8C", "9C", "AD"]))
    trick = [(table.seat("N"), deck.card("AS")), (table.seat("W"), deck.card("7S"))]
    return contract, hand, trick, table.seat("S")


def test_a_void_player_exempted_while_the_partner_wins_is_put_on_the_duty_to_trump_and_the_exemption() -> None:
    rules = rules_for("bulgarian")
    contract, hand, trick, seat = _bulgarian_turn(rules)
    engine = legal_mask(faults.faulty_rules("bulgarian", WAIVED), contract, hand, trick, seat)
    found = attribution.legal_cards(rules, contract, hand, trick, seat, engine, rule_changes("bulgarian"))
    assert [(f.kind, f.rule, set(f.cards)) for f in found] == [
        ("allowed", "/play/obligations/trump_when_void", {"8C", "9C", "AD"})
    ]
    assert {WAIVED, PARTNER_EXEMPT} <= set(found[0].candidates)
    assert "partner is winning the trick" in found[0].words
    assert found[0].candidates[0].endswith("/play/obligations/trump_when_void")  # its own rule's first


def test_cards_the_engine_refuses_are_named_by_the_changes_that_refuse_them() -> None:
    rules = rules_for("bulgarian-partner-exempt")
    contract, hand, trick, seat = _bulgarian_turn(rules)
    engine = legal_mask(rules_for("bulgarian"), contract, hand, trick, seat)
    found = attribution.legal_cards(rules, contract, hand, trick, seat, engine, rule_changes(rules.spec["id"]))
    assert [(f.kind, set(f.cards)) for f in found] == [("refused", {"8C", "9C", "AD"})]
    assert "/play/obligations/partner_winning_exemption/applies=false" in found[0].candidates
    assert found[0].rule.startswith("/play/obligations")


def test_the_same_answer_finds_no_departure() -> None:
    rules = rules_for("bulgarian")
    contract, hand, trick, seat = _bulgarian_turn(rules)
    same = legal_mask(rules, contract, hand, trick, seat)
    assert attribution.legal_cards(rules, contract, hand, trick, seat, same) == []


def test_consistent_takes_any_answer_kind_a_trick_winner() -> None:
    fault = "winner-ignores-trump@/play/trick_winner"
    args: dict[str, Any] = {
        "variant": "french",
        "contract": {"kind": "suit", "trump": "H"},
        "trick": [{"seat": s, "card": c} for s, c in (("N", "AS"), ("E", "7H"), ("S", "8S"), ("W", "9S"))],
    }
    answer = faults.fault_engine("french", fault).trick_winner(**args)
    assert answer != ReferenceEngine().trick_winner(**args)
    found = attribution.consistent(rule_changes("french"), "french", attribution.asking("trick_winner", args), answer)
    assert fault in {c.key for c in found}
    assert all(c.rule.startswith(("/play", "/orders", "/contracts")) for c in found), [c.key for c in found]


def _deal() -> dict[str, Any]:
    """N takes hearts and leads every trick (the score does not ask who led); E's 10D takes the last one."""
    cards = [
        ["JH", "9H", "AH", "10H"],
        ["AS", "7S", "8S", "9S"],
        ["AC", "7C", "8C", "9C"],
        ["AD", "7D", "8D", "9D"],
        ["KH", "QH", "8H", "7H"],
        ["10S", "JS", "QS", "KS"],
        ["10C", "JC", "QC", "KC"],
        ["JD", "10D", "QD", "KD"],
    ]
    tricks = [{"leader": "N", "plays": [{"seat": s, "card": c} for s, c in zip("NESW", t, strict=True)]} for t in cards]
    return {"contract": {"kind": "suit", "trump": "H", "taker": "N"}, "dealer": "S", "tricks": tricks}


def test_a_last_trick_worth_nothing_is_put_on_the_last_trick() -> None:
    rules = rules_for("french")
    want = ReferenceEngine().score_deal("french", _deal())
    got = faults.fault_engine("french", "drop-last-trick@/scoring/last_trick").score_deal("french", _deal())
    assert want["breakdown"]["EW"]["last_trick"] == 10 and got["scores"] != want["scores"]
    claimed = attribution.score(rules, want, got)
    assert [(f.component, f.rule, f.expected, f.got) for f in claimed] == [
        ("last_trick", "/scoring/last_trick", {"NS": 0, "EW": 10}, {"NS": 0, "EW": 0})
    ]
    bare = attribution.score(rules, want, {k: v for k, v in got.items() if k != "breakdown"})
    assert [(f.component, f.rule) for f in bare] == [("last_trick", "/scoring/last_trick")]
    assert "last trick" in bare[0].line()


def test_a_score_no_component_explains_is_said_of_the_scores() -> None:
    want = ReferenceEngine().score_deal("french", _deal())
    got = {"scores": {"NS": want["scores"]["NS"] + 7, "EW": want["scores"]["EW"]}}
    found = attribution.score(rules_for("french"), want, got)
    assert [(f.component, f.rule) for f in found] == [("scores", "/scoring")]


def test_a_breakdown_is_compared_only_when_claimed() -> None:
    class Claims(ReferenceEngine):
        results: ClassVar[dict[str, list[str]]] = {"score_deal": ["scores", "breakdown"]}

    assert attribution.claims_breakdown(Claims()) and not attribution.claims_breakdown(ReferenceEngine())
    want = ReferenceEngine().score_deal("french", _deal())
    got = {**want, "breakdown": {"NS": {"belote": 20}, "EW": {"belote": 0}}}
    assert attribution.score(rules_for("french"), want, got, breakdown=False) == []
    assert [f.component for f in attribution.score(rules_for("french"), want, got)] == ["belote"]


@pytest.fixture(scope="module")
def two_faults() -> tuple[Causes, list[str]]:
    """A Bulgarian engine that exempts a void player while the partner wins and breaks ties between equal
    declarations by who declares first: two departures, each at stateless positions."""
    rules = Rules(load_variant("bulgarian"))
    for fault in (WAIVED, "tie-break-seat-order@/declarations/compare"):
        next(s for o, s in faults.sites("bulgarian") if faults.key(o, s) == fault).apply(rules)
    engine = ReferenceEngine(rules={"bulgarian": rules})
    cases = [c for c in collect() if c.variant == "bulgarian"]
    found = find_causes(run(engine, cases), cases, engine=engine)
    return found, cause_lines(found.to_json())


def test_attribution_names_each_departure_without_searching_scenarios(two_faults: tuple[Causes, list[str]]) -> None:
    found, lines = two_faults
    by_rule = {c.pointer: c for c in found.causes}
    assert set(by_rule) == {"/play/obligations/partner_winning_exemption/applies", "/declarations/compare"}, lines
    assert not found.unexplained and found.runs == 0
    play = by_rule["/play/obligations/partner_winning_exemption/applies"]
    assert play.found_by == "attribution" and play.pinned and play.confirmed and play.confirmed[0] > 0
    assert "must trump even while the partner is winning" in play.smallest
    assert by_rule["/declarations/compare"].key == "tie-break-seat-order@/declarations/compare"


def test_a_cause_text_has_no_long_json(two_faults: tuple[Causes, list[str]]) -> None:
    _, lines = two_faults
    blobs = [m for line in lines for m in re.findall(r"[\[{].*[\]}]", line)]
    assert blobs and all(len(b) <= 120 for b in blobs), [b for b in blobs if len(b) > 120]
