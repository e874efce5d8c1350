"""Every scoring rule unit is complete: a phrase that says different things for different values, a label,
mutants in the catalog, an oracle case the engine passes and a mutant fails, its quote in the variant's
citations, and a scenario that exercises its pointer; and the schema's parts for these rules are the
ones the units write.

A new scoring rule is one unit in reference_impl/belote_spec/engine/scoring_units.py plus its data; this test names each
part it still lacks.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from belote_spec.base.pointer import REMOVED, lookup, with_value
from belote_spec.changes import mutants
from belote_spec.conformance.scenarios import collect
from belote_spec.docs.rulebook import compare, model, phrases
from belote_spec.engine import scoring_units
from belote_spec.engine.belote import BelotePlay
from belote_spec.engine.match import match_winner
from belote_spec.engine.rules import Rules
from belote_spec.engine.scoring import score_deal
from belote_spec.engine.scoring_units import MatchOracle, Oracle, ScoringUnit
from belote_spec.spec.citations import walk_citations
from belote_spec.spec.loader import load_variant, shipped_variant_ids
from belote_spec.spec.resources import features_dir, schemas_dir
from tests.engine.test_units import _clause_pointers, _exercised

UNITS = {u.pointer: u for u in scoring_units.SCORING}


def _with(spec: dict[str, Any], unit: ScoringUnit, key: str, value: Any) -> dict[str, Any]:
    return with_value(spec, unit.at(key), value)


def _played(spec: dict[str, Any], oracle: Oracle | MatchOracle) -> Any:
    """What the engine gives for the oracle's deal (or match) under `spec`."""
    rules = Rules(spec)
    if isinstance(oracle, MatchOracle):
        return match_winner(rules, oracle.totals, oracle.capot, oracle.deals)
    deck, seat = rules.deck, rules.table.seat
    k = len(rules.table.team_of)
    layout = [deck.cards(t.split()) for t in oracle.tricks] or [
        list(range(i * k, i * k + k)) for i in range(len(oracle.winners))
    ]
    tricks = [(seat(w), cards) for w, cards in zip(oracle.winners, layout, strict=True)]
    contract = rules.contract_from({"kind": "suit", "trump": oracle.trump})
    belote = (
        [
            BelotePlay(
                seat(oracle.belote),
                (deck.card("Q" + oracle.trump), deck.card("K" + oracle.trump)),
                ("belote", "rebelote"),
            )
        ]
        if oracle.belote
        else []
    )
    score = score_deal(
        rules,
        contract,
        seat(oracle.taker),
        tricks,
        belote=belote,
        declarations=list(oracle.declarations) if oracle.declarations is not None else None,
        penalties=[(seat(s), o) for s, o in oracle.penalties],
        multiplier=oracle.multiplier,
        bid_points=oracle.bid_points,
    )
    return score.outcome, score.scores, score.held, score.match_points


def _expected(oracle: Oracle | MatchOracle) -> Any:
    if isinstance(oracle, MatchOracle):
        return oracle.winner
    return oracle.outcome, oracle.expect, oracle.held, oracle.match_points


@pytest.mark.parametrize("pointer", UNITS)
def test_each_unit_has_a_phrase_that_tells_its_values_apart(pointer: str) -> None:
    """The rulebook registers the unit's own phrase (for its block, or its block's phrase says the
    unit's sentences), and what it says under the unit's variant differs from what it says under each
    mutant."""
    unit = UNITS[pointer]
    if not unit.phrase_at:
        registered = [fn for pattern, fn in phrases.PHRASES if phrases.matches(pattern, pointer)]
        assert registered and registered[0] is unit.phrase, f"{pointer}: no phrase registered in the rulebook"
    assert unit.mutants, f"{pointer}: no mutant to tell the phrase's values apart by"
    for m in unit.mutants:
        spec = load_variant(m.variant)
        wrong = _with(spec, unit, m.key, m.value)
        block = unit.block.removesuffix("/*") + ("/0" if unit.block.endswith("/*") else "")
        said = []
        for data in (spec, wrong):
            node = lookup(data, block, None)
            value = node if isinstance(node, dict) else {}
            if unit.phrase_at and not unit.phrase_at.endswith("/*"):
                whole = phrases.sentences(phrases.Node(value, block, data))
                own = [s for s in unit.phrase(phrases.Node(value, block, data)) if s]
                assert all(s in whole for s in own), f"{pointer}: the {block} phrase does not say {own}"
                said.append(own)
            else:
                said.append(unit.phrase(phrases.Node(value, block, data)) if node is not None else [])
        assert said[0] != said[1], f"{m.name}: the phrase says the same for the right and the wrong value"


@pytest.mark.parametrize("pointer", UNITS)
def test_each_unit_has_titles_and_comparison_labels(pointer: str) -> None:
    unit = UNITS[pointer]
    if unit.label:
        assert model._title(pointer, {}) == unit.label
    assert unit.labels, f"{pointer}: no comparison label"
    for key, label in unit.labels.items():
        assert label and compare.label(unit.at(key)) == label
    leaves = set(unit.schema.get("properties", {})) - {"cite", "notes"}
    labelled = {k.partition("/")[0] for k in unit.labels}
    assert "" in unit.labels or leaves <= labelled, f"{pointer}: no label for {sorted(leaves - labelled)}"


@pytest.mark.parametrize("pointer", UNITS)
def test_each_unit_has_an_oracle_case_that_the_engine_passes_and_a_mutant_fails(pointer: str) -> None:
    """The oracle's deal, worked by hand from the source's words, scores as worked; with the value of
    one of the unit's mutants put into the oracle's variant it scores otherwise (the case pins the rule)."""
    unit = UNITS[pointer]
    oracle = unit.oracle
    spec = load_variant(oracle.variant)
    assert _played(spec, oracle) == _expected(oracle), f"{pointer}: the engine does not score its oracle case"
    wrong = [m.name for m in unit.mutants if _played(_with(spec, unit, m.key, m.value), oracle) != _expected(oracle)]
    assert wrong, f"{pointer}: no mutant of the unit changes the oracle case's result"


@pytest.mark.parametrize("pointer", UNITS)
def test_each_oracle_quotes_its_variants_citation(pointer: str) -> None:
    unit = UNITS[pointer]
    spec = load_variant(unit.oracle.variant)
    node = lookup(
        spec,
        unit.pointer.rpartition("/")[0] if not isinstance(lookup(spec, unit.pointer, None), dict) else unit.pointer,
        None,
    )
    assert unit.oracle.quote and any(unit.oracle.quote in str(c.get("quote", "")) for _, c in walk_citations(node)), (
        f"{pointer}: the oracle's quote is not cited in {unit.oracle.variant}"
    )


@pytest.mark.parametrize("pointer", UNITS)
def test_each_unit_has_its_mutants_in_the_catalog(pointer: str) -> None:
    """Each of the unit's mutants is in the catalog under its name, changes the unit's own value in a
    shipped variant, and nothing else (the kills are `belote-spec mutants`' and test_causes' to prove)."""
    unit = UNITS[pointer]
    assert unit.mutants, f"{pointer}: no mutant"
    shipped = set(shipped_variant_ids())
    for m in unit.mutants:
        assert m.variant in shipped, f"{m.name}: no shipped variant {m.variant}"
        assert mutants.BY_NAME[m.name].wrong == m.wrong, f"{m.name} is not in the mutant catalog"
        changed = mutants.changed_pointers(mutants.BY_NAME[m.name])
        leaf = unit.at(m.key)
        assert leaf in changed and all(
            leaf == p or leaf.startswith(p + "/") or p.startswith(leaf + "/") for p in changed
        ), changed
        if m.value is not REMOVED:
            assert lookup(load_variant(m.variant), unit.at(m.key), None) != m.value, (
                f"{m.name} does not change its variant"
            )


@pytest.mark.parametrize("pointer", UNITS)
def test_each_unit_has_a_scenario_that_exercises_it(pointer: str) -> None:
    by_clause = _clause_pointers()
    variants = {m.variant for m in UNITS[pointer].mutants}
    found = [
        c.id
        for c in collect(features_dir())
        if c.variant in variants and any(p == pointer or p.startswith(pointer + "/") for p in _exercised(c, by_clause))
    ]
    assert found, f"{pointer}: no scenario of {sorted(variants)} exercises it"


def test_the_schema_parts_of_the_scoring_rules_are_the_units() -> None:
    """schemas/variant.schema.json's fragments at the units' pointers are the units' (title, description,
    defaults): `python -m belote_spec.engine.units` regenerates them."""
    on_disk = json.loads((schemas_dir() / "variant.schema.json").read_text(encoding="utf-8"))
    assert on_disk == scoring_units.with_units(on_disk), (
        "schemas/variant.schema.json is stale: python -m belote_spec.engine.units"
    )
    section = on_disk["properties"]["scoring"]
    for u in scoring_units.SCORING:
        if u.pointer.startswith("/scoring/"):
            assert "title" in u.schema and "description" in u.schema, u.pointer
            assert (u.key in section["required"]) == (not u.optional), u.pointer
    assert set(section["properties"]) == {u.key for u in scoring_units.SCORING if u.pointer.startswith("/scoring/")}


def test_the_engine_reads_scoring_only_through_the_units() -> None:
    """scoring.py and match.py's rules come compiled (`Rules.scoring`): no raw read of the scoring data."""
    from pathlib import Path

    import belote_spec.engine as engine

    folder = Path(engine.__file__).parent
    for name in ("scoring.py", "match.py"):
        text = (folder / name).read_text(encoding="utf-8")
        assert 'spec["scoring"]' not in text and 'spec["belote"]' not in text, name


def test_a_left_out_rule_compiles_to_its_schema_default() -> None:
    spec = load_variant("french")
    assert "shared" not in spec["scoring"]["failure"] and "meet_bid" not in spec["scoring"]["contract"]
    sc = Rules(spec).scoring
    assert (sc.failure_shared, sc.meet_bid, sc.require_trick, sc.capot_cannot_win) == ("split", True, False, False)
    assert sc.penalties == {} and sc.doubled is None and sc.round_to is None and sc.bid_contract is None
    mp = Rules(load_variant("bulgarian")).scoring.match_points
    assert mp is not None and dict(mp.round_up_from) == {"suit": 6, "no_trumps": 5, "all_trumps": 5}
    spec["scoring"]["match_points"] = {"divisor": 10, "round_up_from": {}, "conflict": "lower_rounds_up"}
    mp = Rules(spec).scoring.match_points
    assert mp is not None and set(mp.round_up_from.values()) == {5}


def test_a_trump_pair_in_a_variant_forming_combinations_in_hands_is_a_validation_error() -> None:
    """In a hand the King and Queen of trump are belote: the stuk counts only in tricks. The loader's
    meaning checks say so at the pointer (the engine no longer raises on it; a mutant that moves roem
    into the hands plays, with the pair unused)."""
    from belote_spec.spec import semantics

    spec = load_variant("french")
    spec["declarations"]["trump_pair"] = {"ranks": ["K", "Q"], "points": 20}
    found = [f for f in semantics.check(spec) if f[0] == "/declarations/trump_pair"]
    assert found and "formed_by: trick" in found[0][1]
    assert not [f for f in semantics.check(load_variant("klaverjas-rotterdam")) if f[0].startswith("/declarations")]
    assert Rules(with_value(load_variant("klaverjas-rotterdam"), "/declarations/formed_by", "hand")).scoring.trump_pair


def test_a_contract_bid_in_points_between_more_than_two_sides_is_a_validation_error() -> None:
    """The scoring of a points contract knows one defending side (no source scores more): three sides
    with bid_contract are refused at the pointer rather than scored by a guess."""
    from belote_spec.spec import semantics

    spec = load_variant("bela-3p")
    spec["scoring"]["bid_contract"] = load_variant("coinche")["scoring"]["bid_contract"]
    assert [f for f in semantics.check(spec) if f[0] == "/scoring/bid_contract"]
    assert not [f for f in semantics.check(load_variant("coinche")) if f[0] == "/scoring/bid_contract"]
