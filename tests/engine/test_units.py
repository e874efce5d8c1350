"""Every rule unit is complete: a phrase, a label, a mutant that the scenarios kill, an oracle case, and a
scenario that exercises its pointer in a variant where the rule applies; and the schema's obligations
section is the one the units write.

A new play obligation is one unit in reference_impl/belote_spec/engine/units.py plus its data; this test names each
part it still lacks.
"""

from __future__ import annotations

import copy
import json
import re
from typing import Any

import pytest
import yaml

from belote_spec.changes import mutants
from belote_spec.conformance.runner import run_case
from belote_spec.conformance.scenarios import Case, collect
from belote_spec.docs.rulebook import compare, model, phrases
from belote_spec.engine import units
from belote_spec.engine.rules import Rules
from belote_spec.protocol.interface import ReferenceEngine
from belote_spec.spec.loader import load_variant, shipped_variant_ids
from belote_spec.spec.resources import features_dir, schemas_dir, spec_dir
from tests.engine.test_legal_oracle import EXEMPTIONS, FORBIDS, TEST_FOLDER, with_test_folder

UNITS = {u.pointer: u for u in units.OBLIGATIONS}
REJECTED = re.compile(r"the (?:bid|play|discard|exchange|claim) is rejected citing (?P<rule>\S+)")


def _clause_pointers() -> dict[str, set[str]]:
    """Scenario id (without its [variant]) -> the pointers of the clauses that list it."""
    out: dict[str, set[str]] = {}
    for path in sorted((spec_dir() / "clauses").glob("*.yaml")):
        for clause in yaml.safe_load(path.read_text(encoding="utf-8")).get("clauses", []):
            for scenario in clause.get("scenarios", []) or []:
                out.setdefault(scenario, set()).update(clause.get("sets", []) or [])
    return out


def _exercised(case: Case, by_clause: dict[str, set[str]]) -> set[str]:
    """The pointers a scenario exercises: those its steps cite as broken, and those its clauses set."""
    cited = {m["rule"] for step in case.scenario.steps if (m := REJECTED.fullmatch(step.text))}
    return cited | by_clause.get(case.id.rpartition("[")[0], set())


def _scenarios(unit: units.Unit) -> list[Case]:
    """The scenarios that exercise the unit's pointer (or a leaf of it) in a variant where it applies:
    the shipped ones, or, for a unit that says no shipped variant applies it, the test-only ones."""
    if unit.not_in_shipped:
        with with_test_folder():
            cases = collect(TEST_FOLDER / "features")
            specs = {c.variant: load_variant(c.variant) for c in cases}
    else:
        cases = collect(features_dir())
        specs = {v: load_variant(v) for v in shipped_variant_ids()}
    by_clause = _clause_pointers()
    return [
        c
        for c in cases
        if c.variant in specs
        and unit.engaged(specs[c.variant]["play"]["obligations"])
        and any(p == unit.pointer or p.startswith(unit.pointer + "/") for p in _exercised(c, by_clause))
    ]


@pytest.mark.parametrize("pointer", UNITS)
def test_each_unit_has_a_phrase_for_both_of_its_values(pointer: str) -> None:
    unit = UNITS[pointer]
    registered = [fn for pattern, fn in phrases.PHRASES if phrases.matches(pattern, pointer)]
    assert registered and registered[0] is unit.phrase, f"{pointer}: no phrase registered in the rulebook"
    texts = set()
    for engaged in (False, True):
        node = {**unit.default, unit.engaged_by: engaged}
        said = unit.phrase(phrases.Node(node, pointer, {}))
        assert said and all(s.endswith(".") for s in said), (pointer, engaged, said)
        texts.add(" ".join(said))
    assert len(texts) == 2, f"{pointer}: the phrase says the same whether the rule binds or not"


@pytest.mark.parametrize("pointer", UNITS)
def test_each_unit_has_a_title_and_comparison_labels(pointer: str) -> None:
    unit = UNITS[pointer]
    assert unit.label and model._title(pointer, {}) == unit.label
    assert set(unit.labels) == set(unit.switches), f"{pointer}: a switch without a comparison label"
    for key, label in unit.labels.items():
        assert label and compare.label(f"{pointer}/{key}") == label


@pytest.mark.parametrize("pointer", UNITS)
def test_each_unit_has_an_oracle_case(pointer: str) -> None:
    assert pointer in FORBIDS or pointer in EXEMPTIONS, (
        f"{pointer}: tests/engine/test_legal_oracle.py has no oracle case for this unit"
    )


@pytest.mark.parametrize("pointer", UNITS)
def test_each_unit_has_its_mutants_in_the_catalog(pointer: str) -> None:
    unit = UNITS[pointer]
    assert unit.mutants, f"{pointer}: no mutant"
    shipped = set(shipped_variant_ids())
    for m in unit.mutants:
        if unit.not_in_shipped:
            assert m.variant not in shipped and m.name not in mutants.BY_NAME
        else:
            assert m.variant in shipped, f"{m.name}: no shipped variant {m.variant}"
            assert mutants.BY_NAME[m.name].wrong == m.wrong, f"{m.name} is not in the mutant catalog"
            leaf = f"{pointer}/{m.key}"
            changed = mutants.changed_pointers(mutants.BY_NAME[m.name])
            assert leaf in changed and all(leaf == p or leaf.startswith(p + "/") for p in changed), changed


@pytest.mark.parametrize("pointer", UNITS)
def test_each_unit_has_a_scenario_where_it_applies(pointer: str) -> None:
    unit = UNITS[pointer]
    found = _scenarios(unit)
    where = "the test-only features (tests/units_club)" if unit.not_in_shipped else "features/"
    assert found, f"{pointer}: no scenario in {where} exercises it in a variant where it applies"


@pytest.mark.parametrize("pointer", [p for p, u in UNITS.items() if u.not_in_shipped])
def test_a_unit_no_shipped_variant_applies_says_so_and_its_mutant_is_killed(pointer: str) -> None:
    """Its catalog is the test-only folder: each of its mutants fails one of its test-only scenarios
    there, played in process on the reference with the mutant's one value."""
    unit = UNITS[pointer]
    assert "no shipped variant" in unit.not_in_shipped
    assert not any(unit.engaged(load_variant(v)["play"]["obligations"]) for v in shipped_variant_ids())
    with with_test_folder():
        cases = collect(TEST_FOLDER / "features")
        for m in unit.mutants:
            spec = load_variant(m.variant)
            wrong: dict[str, Any] = copy.deepcopy(spec)
            wrong["play"]["obligations"].setdefault(unit.key, {})[m.key] = m.value
            right_engine = ReferenceEngine(rules={m.variant: Rules(spec)})
            wrong_engine = ReferenceEngine(rules={m.variant: Rules(wrong)})
            mine = [c for c in cases if c.variant == m.variant]
            assert mine and all(run_case(right_engine, c, spec).status == "passed" for c in mine)
            assert any(run_case(wrong_engine, c, spec).status == "failed" for c in mine), f"{m.name} survives"


def test_the_schema_obligations_are_the_units() -> None:
    """schemas/variant.schema.json's obligations section is written from the units (title, description,
    default, the required list, their own $defs shapes): `python -m belote_spec.engine.units` regenerates it."""
    on_disk = json.loads((schemas_dir() / units.SCHEMA_FILE).read_text(encoding="utf-8"))
    assert on_disk == units.with_units(on_disk), (
        "schemas/variant.schema.json is stale: python -m belote_spec.engine.units"
    )
    section = on_disk["properties"]["play"]["properties"]["obligations"]
    assert set(section["properties"]) == {u.key for u in units.OBLIGATIONS}
    for u in units.OBLIGATIONS:
        assert {"title", "description", "default"} <= set(u.schema), u.pointer
        assert (u.key in section["required"]) == (not u.optional)


def test_rules_take_a_left_out_unit_from_its_schema_default() -> None:
    """A variant that leaves out an optional unit (every shipped one leaves out undertrump_ban) and an
    optional key (until_trumped, against) compiles them to the schema's default."""
    spec = load_variant("french")
    assert "undertrump_ban" not in spec["play"]["obligations"]
    rules = Rules(spec)
    assert rules.undertrump_ban is False
    ruff = spec["play"]["obligations"]["overtrump_on_ruff"]
    ruff.pop("against", None)
    assert units.BY_POINTER["/play/obligations/overtrump_on_ruff"].default["against"] == "any"
    assert Rules(spec).overtrump_opponents_only is False
    ruff["against"] = "opponents"
    assert Rules(spec).overtrump_opponents_only is True


def test_units_are_the_only_obligations_the_engine_reads() -> None:
    """Every obligation a variant may hold is a unit, and every unit's pointer is a real key of it."""
    data = load_variant("french")["play"]["obligations"]
    assert set(data) <= {u.key for u in units.OBLIGATIONS}


def test_a_unit_turned_round_keeps_what_it_would_drop_and_the_units_after_it_stay_within() -> None:
    """units.inverted, the inverted mutants' legal play, in French with hearts trump: follow suit turned round
    forbids the led suit to a player who holds other cards, and does not apply to one who holds nothing
    else; trump when void turned round forbids the trumps, and the duty to overtrump a ruff, after it,
    cannot put them back."""
    spec = load_variant("french")

    def legal(pointer: str | None, hand: str, trick: list[tuple[str, str]], seat: str) -> set[str]:
        rules = Rules(spec) if pointer is None else Rules(spec, play_units=units.inverted(units.OBLIGATIONS, pointer))
        engine = ReferenceEngine(rules={"french": rules})
        return set(
            engine.legal_cards(
                "french", {"kind": "suit", "trump": "H"}, hand.split(), [{"seat": s, "card": c} for s, c in trick], seat
            )
        )

    follow, void = units.OB + "follow_suit", units.OB + "trump_when_void"
    assert legal(None, "7C AH 7D", [("W", "KC")], "N") == {"7C"}
    assert legal(follow, "7C AH 7D", [("W", "KC")], "N") == {"AH", "7D"}
    assert legal(follow, "7C 8C", [("W", "KC")], "N") == {"7C", "8C"}
    assert legal(None, "7H AH 7D", [("W", "KC")], "N") == {"7H", "AH"}
    assert legal(void, "7H AH 7D", [("W", "KC")], "N") == {"7D"}
    assert legal(None, "7H AH 7D", [("W", "KC"), ("N", "8H")], "E") == {"AH"}
    assert legal(void, "7H AH 7D", [("W", "KC"), ("N", "8H")], "E") == {"7D"}
    assert legal(void, "7H AH", [("W", "KC"), ("N", "8H")], "E") == {"AH"}  # nothing to turn round to


def test_an_exemption_has_no_inverted_mutant_and_every_other_unit_has() -> None:
    """An exemption only frees a player (`keeps` False): turned round it would be the unit left out, which
    its skip mutant already is. Every unit that keeps cards has its inverted mutant, in a shipped variant
    where the rule binds, blamed (if at all) on its own rule."""
    inverted = {m.rule: m for m in mutants.CATALOG if m.units is not None and "-invert-" in m.name}
    for u in units.OBLIGATIONS:
        if not u.keeps:
            assert u.pointer not in inverted, u.pointer
        elif not u.not_in_shipped:
            m = inverted[u.pointer]
            assert u.engaged(load_variant(m.variant)["play"]["obligations"]), m.name
            turned = [x for x in m.units or () if x.pointer == u.pointer]
            assert len(m.units or ()) == len(units.OBLIGATIONS) and turned and turned[0].narrow is not u.narrow
