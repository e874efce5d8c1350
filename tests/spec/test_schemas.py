"""Every JSON Schema the project ships is 2020-12, has an $id, describes every property and closes
every object."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import jsonschema
import pytest

from belote_spec.spec.resources import schemas_dir

SCHEMAS = sorted(schemas_dir().glob("*.json"))


@pytest.mark.parametrize("path", SCHEMAS, ids=lambda p: p.name)
def test_a_documented_closed_2020_12_schema(path: Path) -> None:
    schema = json.loads(path.read_text(encoding="utf-8"))
    assert schema["$schema"] == "https://json-schema.org/draft/2020-12/schema"
    assert schema["$id"]
    jsonschema.Draft202012Validator.check_schema(schema)
    problems: list[str] = []

    def walk(node: Any, where: str) -> None:
        if isinstance(node, dict):
            for name, sub in (node.get("properties") or {}).items():
                if "description" not in sub:
                    problems.append(f"{where}/properties/{name}: no description")
            if node.get("type") == "object" and "additionalProperties" not in node:
                problems.append(f"{where}: an object without additionalProperties")
            for key, value in node.items():
                if key != "allOf":  # if/then rules restate properties documented where they are defined
                    walk(value, f"{where}/{key}")
        elif isinstance(node, list):
            for i, value in enumerate(node):
                walk(value, f"{where}/{i}")

    walk(schema, "")
    assert problems == []


def test_there_are_schemas() -> None:
    assert {p.name for p in SCHEMAS} >= {"variant.schema.json", "clauses.schema.json"}
