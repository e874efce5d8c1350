"""Test vectors: exported under their schema, and each one replayed against the engine it came from."""

from __future__ import annotations

import json
from pathlib import Path

import jsonschema

from belote_spec.cli import main
from belote_spec.conformance.vectors import same
from belote_spec.protocol.interface import ReferenceEngine, Rejected
from belote_spec.spec.loader import shipped_variant_ids
from belote_spec.spec.resources import schemas_dir


def test_vectors_export_validate_and_replay(tmp_path: Path) -> None:
    assert main(["vectors", "export", str(tmp_path)]) == 0
    schema = jsonschema.Draft202012Validator(json.loads((schemas_dir() / "vectors.schema.json").read_text()))
    engine = ReferenceEngine()
    per_variant: dict[str, int] = {}
    for path in sorted(tmp_path.rglob("*.json")):
        doc = json.loads(path.read_text(encoding="utf-8"))
        assert list(schema.iter_errors(doc)) == [], path
        per_variant[doc["variant"]] = per_variant.get(doc["variant"], 0) + len(doc["vectors"])
        for v in doc["vectors"]:
            try:
                got = getattr(engine, v["op"])(**v["args"])
            except Rejected as r:
                assert v["expect"] == {"rejected": r.rule}, v["id"]
                continue
            assert "result" in v["expect"] and same(v["op"], got, v["expect"]["result"]), v["id"]
    assert set(per_variant) == set(shipped_variant_ids())


def test_a_wrong_answer_does_not_match_a_vector() -> None:
    assert same("legal_cards", ["AS", "7S"], ["7S", "AS"])
    assert not same("legal_cards", ["AS"], ["7S", "AS"])
    assert not same(
        "score_deal",
        {"outcome": "made", "scores": {"NS": 100, "EW": 62}, "held": 0},
        {"outcome": "made", "scores": {"NS": 101, "EW": 61}, "held": 0},
    )
