"""Every rule value and every scenario names its source and quotes it; the quotes must be real."""

from __future__ import annotations

import copy
import json
import re
from typing import Any

import jsonschema
import pytest

from belote_spec.conformance.scenarios import collect, tag_values
from belote_spec.spec.citations import quote_found, walk_citations
from belote_spec.spec.loader import load_variant, shipped_variant_ids
from belote_spec.spec.resources import schemas_dir

VARIANTS = shipped_variant_ids()
CITE_LINE = re.compile(r'^Source (?P<source>[A-Za-z0-9-]+): "(?P<quote>.+)"$')


def _all_sources() -> dict[str, Any]:
    merged: dict[str, Any] = {}
    for v in VARIANTS:
        merged |= load_variant(v)["sources"]
    return merged


@pytest.mark.parametrize("variant", VARIANTS)
def test_every_quote_in_a_variant_stands_in_its_source(variant: str) -> None:
    spec = load_variant(variant)
    missing = [
        f"{ptr}: {c['source']}: {c['quote']!r}"
        for ptr, c in walk_citations(spec)
        if not quote_found(spec["sources"], c["source"], c["quote"])
    ]
    assert missing == []


def _require_cite(schema: Any) -> None:
    """Makes `cite` required wherever the schema allows it: the profile shipped variants must meet."""
    if isinstance(schema, dict):
        props = schema.get("properties")
        if isinstance(props, dict) and "cite" in props:
            schema["required"] = sorted(set(schema.get("required", [])) | {"cite"})
        for value in schema.values():
            _require_cite(value)
    elif isinstance(schema, list):
        for value in schema:
            _require_cite(value)


@pytest.mark.parametrize("variant", VARIANTS)
def test_every_rule_object_of_a_shipped_variant_is_cited(variant: str) -> None:
    schema = copy.deepcopy(json.loads((schemas_dir() / "variant.schema.json").read_text()))
    _require_cite(schema)
    errors = [
        f"/{'/'.join(map(str, e.absolute_path))}: {e.message}"
        for e in jsonschema.Draft202012Validator(schema).iter_errors(load_variant(variant))
    ]
    assert errors == []


CASES = collect()
SCENARIOS = {(c.scenario.path, c.scenario.line, c.scenario.example): c for c in CASES}


def _citations(description: str) -> list[tuple[str, str]]:
    return [(m["source"], m["quote"]) for line in description.splitlines() if (m := CITE_LINE.match(line.strip()))]


@pytest.mark.parametrize("case", list(SCENARIOS.values()), ids=lambda c: c.id)
def test_every_scenario_cites_a_real_quote(case: Any) -> None:
    cites = _citations(case.scenario.description)
    assert cites, f"{case.scenario.path}:{case.scenario.line}: no 'Source ID: \"quote\"' line in the description"
    sources = _all_sources()
    wrong = [f"{s}: {q!r}" for s, q in cites if not quote_found(sources, s, q)]
    assert wrong == [], f"{case.scenario.path}:{case.scenario.line}: quotes not found in their source"


@pytest.mark.parametrize("case", list(SCENARIOS.values()), ids=lambda c: c.id)
def test_every_scenario_names_variant_area_and_source(case: Any) -> None:
    tags = case.scenario.tags
    assert tag_values(tags, "variant"), "no @variant: tag"
    assert set(tag_values(tags, "variant")) <= set(VARIANTS)
    assert tag_values(tags, "area"), "no @area: tag"
    assert tag_values(tags, "source"), "no @source: tag"
    cited = {s for s, _ in _citations(case.scenario.description)}
    assert cited <= set(tag_values(tags, "source")), "a cited source missing from the @source: tags"


@pytest.mark.parametrize("variant", VARIANTS)
def test_every_shipped_variant_has_scenarios(variant: str) -> None:
    assert any(c.variant == variant for c in CASES), f"no scenario runs against {variant}"


def test_scenario_ids_are_unique() -> None:
    ids = [c.id for c in CASES]
    assert len(ids) == len(set(ids))
