"""`belote-spec identify` never names a wrong rule for a change it chose: equal fits are named at the rule that
holds them (the rule a score's difference is about preferred), another variant's whole object by the parts the
engine's answers need, and a number read off the answers only where it predicts more than it was read from.
Each case is the reference engine with rules changed, on the operations a real engine offered (issue 32)."""

from __future__ import annotations

import copy
import json
from typing import Any

import jsonschema
import pytest

from belote_spec.diagnose.identify import as_json, as_text, identify
from belote_spec.diagnose.identify.core import NameReport, Reference
from belote_spec.engine.rules import Rules, rules_for
from belote_spec.protocol.interface import ReferenceEngine, Unsupported
from belote_spec.spec.resources import schemas_dir
from tests.diagnose.test_identify import _answers_of, _Lookup


@pytest.fixture(scope="module")
def reference() -> Reference:
    return Reference()


@pytest.fixture(scope="module")
def report_schema() -> jsonschema.Draft202012Validator:
    return jsonschema.Draft202012Validator(json.loads((schemas_dir() / "identify-report.schema.json").read_text()))


_OPS: tuple[str, ...] = ("legal_cards", "trick_winner", "card_points", "declarations", "declaration_scores")
_OPS += ("score_deal",)
_OPS += ("next_dealer", "match_after_deal", "new_deal")


class _CardsAndScores(ReferenceEngine):
    """The reference engine offering what manvel-khnkoyan/belote-engine's adapter does: legal cards, trick
    winners, card points and scores (the scores only claimed); every other position is declined."""

    results = {"score_deal": ["scores"]}  # noqa: RUF012 (hello's results, read as an attribute)
    keep = ("legal_cards", "trick_winner", "card_points", "score_deal")

    def __getattribute__(self, op: str) -> Any:
        if op in _OPS and op not in type(self).keep:

            def declined(*args: Any, **kwargs: Any) -> Any:
                raise Unsupported(f"{op} is not implemented")

            return declined
        return object.__getattribute__(self, op)


def _playing(variant: str, change: Any) -> tuple[dict[str, Any], _CardsAndScores]:
    spec = copy.deepcopy(rules_for(variant).spec)
    change(spec)
    return spec, _CardsAndScores(rules={variant: Rules(spec)})


def _named(n: NameReport) -> list[tuple[str, Any]]:
    return [(d.pointer, None if d.near else d.perturbation.value) for d in n.departures]


def test_equal_fits_name_the_rule_a_score_is_about_or_the_rule_that_holds_them(
    reference: Reference, report_schema: jsonschema.Draft202012Validator
) -> None:
    """No capot bonus and no belote (belote-engine's mk-no-capot-bonus and mk-no-belote). A capot scored 162
    is also what a deal of 3-3 gives (no capot at all), and the engine deals nothing it could be asked: the
    capot's score is about /scoring/capot, so the bonus 0 is named, never the packets. The belote gone fits
    `enabled` false as well as `bonus` 0: /belote is named, with both as near and no value."""

    def change(spec: dict[str, Any]) -> None:
        spec["scoring"]["capot"].update(bonus=0, total=162)
        spec["belote"]["enabled"] = False

    _spec, engine = _playing("french-sans-atout", change)
    report = identify(engine, ["french-sans-atout"], reference=reference)
    (n,) = report.names
    named = _named(n)
    assert ("/scoring/capot/bonus", 0) in named and ("/belote", None) in named, named
    assert not any(p.startswith("/dealing") for p, _ in named) and not n.unexplained, named
    belote = next(d for d in n.departures if d.pointer == "/belote")
    assert {"/belote/bonus", "/belote/enabled"} <= set(belote.near)
    assert "departs on /belote: changes of /belote/bonus, " in as_text(report)
    data = as_json(report)
    report_schema.validate(data)
    (shown,) = [d for d in data["names"][0]["departures"] if d["pointer"] == "/belote"]
    assert (shown["change"], shown["engine"], shown["near"]) == ("departs", None, belote.near)


def test_another_variants_object_is_named_by_the_parts_the_answers_need(reference: Reference) -> None:
    """No overtrump of a led trump and no partner exemption (belote-engine's two obligation faults): another
    variant's whole `/play/obligations` fits both at once, and also drops the overtrump on a ruff the engine
    keeps (an undertrump ban then made up for it). The parts it needs are named, nothing else."""

    def change(spec: dict[str, Any]) -> None:
        spec["play"]["obligations"]["overtrump_when_trump_led"]["required"] = False
        spec["play"]["obligations"]["partner_winning_exemption"]["applies"] = False

    _spec, engine = _playing("french-sans-atout", change)
    (n,) = identify(engine, ["french-sans-atout"], reference=reference).names
    assert sorted(_named(n)) == [
        ("/play/obligations/overtrump_when_trump_led/required", False),
        ("/play/obligations/partner_winning_exemption/applies", False),
    ]
    assert not n.unexplained and n.closest.rules == 1  # one change of the rules (that object), two parts named


@pytest.mark.parametrize(("shown", "named"), [(2, False), (4, True)])
def test_a_number_read_off_the_answers_is_named_only_where_it_predicts_more(
    reference: Reference, shown: int, named: bool
) -> None:
    """French with a capot worth 50, shown on `shown` positions only (the others where it shows declined):
    the bonus moved by the -40 read from one of them reproduces it by construction. On two positions alike it
    predicts one (colver's coinched capot, 412 read as (126 + 80) × 2): not named, left unexplained. On four it
    predicts three: named."""
    spec = copy.deepcopy(rules_for("french").spec)
    spec["scoring"]["capot"].update(bonus=50, total=212)
    french, mine = _answers_of(reference, rules_for("french")), _answers_of(reference, Rules(spec))
    differ = sorted(i for i in french if french[i] is not None and mine[i] is not None and french[i] != mine[i])
    assert len(differ) > shown
    answers = {
        reference.positions[i].key: mine[i] if i in differ[:shown] else None if i in differ else french[i]
        for i in french
    }
    (n,) = identify(_Lookup(answers), ["french"], reference=reference).names
    capot = [(p, v) for p, v in _named(n) if p.startswith("/scoring/capot")]
    if named:
        assert capot == [("/scoring/capot/bonus", 50)] and not n.unexplained, _named(n)
    else:
        assert capot == [] and len(n.unexplained) == shown, _named(n)
