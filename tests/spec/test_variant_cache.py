"""A variant is parsed, resolved and checked once per process, and the scenarios share one read-only
view of it instead of a deep copy each (issue 14: copying and parsing were most of a conformance run)."""

from __future__ import annotations

import copy
import json
import os
import pickle
from pathlib import Path

import pytest

from belote_spec.conformance import runner
from belote_spec.conformance.runner import run
from belote_spec.conformance.scenarios import collect
from belote_spec.conformance.steps import Context
from belote_spec.engine.rules import rules_for
from belote_spec.protocol.connect import load_engine
from belote_spec.spec import loader
from belote_spec.spec.loader import load_variant, resolve, variant_view
from belote_spec.spec.yaml_source import load_yaml


def test_the_view_is_shared_and_read_only() -> None:
    view = variant_view("french")
    assert variant_view("french") is view
    assert variant_view("belote") is view  # an alias is the same variant
    assert view == load_variant("french")
    assert json.loads(json.dumps(view)) == load_variant("french")
    for change in (
        lambda: view.__setitem__("id", "x"),
        lambda: view["match"].update(target=1),
        lambda: view["match"].pop("target"),
        lambda: view["deck"]["suits"].append("Z"),
        lambda: view["deck"]["suits"].__setitem__(0, "Z"),
        lambda: view["deck"]["suits"].sort(),
    ):
        with pytest.raises(TypeError, match="read-only"):
            change()
    assert view == load_variant("french")


def test_a_copy_of_the_view_is_plain_and_changeable() -> None:
    view = variant_view("french")
    mine = copy.deepcopy(view)
    assert type(mine) is dict and type(mine["deck"]["suits"]) is list
    mine["match"]["target"] = -1
    mine["deck"]["suits"].append("Z")
    assert view["match"]["target"] == 1000 and "Z" not in view["deck"]["suits"]
    assert load_variant("french")["match"]["target"] == 1000
    assert pickle.loads(pickle.dumps(view)) == view  # what a worker process receives


def test_the_compiled_rules_read_the_shared_view() -> None:
    assert rules_for("french").spec is variant_view("french")


def test_scenarios_share_one_view_without_copying(monkeypatch: pytest.MonkeyPatch) -> None:
    cases = [c for c in collect() if c.variant == "french"][:20]
    assert len(cases) == 20
    variant_view("french")  # loaded once, before the run
    seen: list[int] = []
    real_context = Context

    def context(**kwargs: object) -> object:
        seen.append(id(kwargs["spec"]))
        return real_context(**kwargs)  # type: ignore[arg-type]

    copies: list[object] = []
    real_copy = copy.deepcopy
    monkeypatch.setattr(runner, "Context", context)
    monkeypatch.setattr(copy, "deepcopy", lambda *a, **k: copies.append(a[0]) or real_copy(*a, **k))
    results = run(load_engine(None), cases)
    assert [r.status for r in results] == ["passed"] * 20
    assert set(seen) == {id(variant_view("french"))}
    assert copies == []


def test_a_parent_file_is_parsed_once_for_all_its_children(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    base = tmp_path / "base.yaml"
    base.write_text(
        Path(loader.find_variant_file("french")).read_text(encoding="utf-8").replace("id: french\n", "id: base\n", 1),
        encoding="utf-8",
    )
    for name in ("one", "two"):
        (tmp_path / f"{name}.yaml").write_text(
            f"id: {name}\ntitle: T\nversion: 1.0.0\nextends: base\n", encoding="utf-8"
        )
    parsed: list[str] = []
    real = load_yaml
    monkeypatch.setattr(loader, "load_yaml", lambda path: parsed.append(Path(path).name) or real(path))
    one, two = resolve(tmp_path / "one.yaml"), resolve(tmp_path / "two.yaml")
    assert sorted(parsed) == ["base.yaml", "one.yaml", "two.yaml"]
    assert one.data["match"] == two.data["match"]
    one.data["match"]["target"] = -1  # each resolution has its own data
    assert resolve(tmp_path / "two.yaml").data["match"]["target"] != -1
    assert one.locate("/match/target")[0] == str(base)  # positions still name the parent file
    base.write_text(base.read_text(encoding="utf-8").replace("target: 1000", "target: 700"), encoding="utf-8")
    stat = base.stat()
    os.utime(base, ns=(stat.st_atime_ns, stat.st_mtime_ns + 10**9))
    assert resolve(tmp_path / "two.yaml").data["match"]["target"] == 700
    assert parsed.count("base.yaml") == 2


def test_the_view_follows_a_changed_file(tmp_path: Path) -> None:
    child = tmp_path / "child.yaml"
    child.write_text("id: child\ntitle: Child\nversion: 1.0.0\nextends: french\n", encoding="utf-8")
    first = variant_view(str(child))
    assert first["match"]["target"] == 1000
    child.write_text(child.read_text(encoding="utf-8") + "match:\n  target: 500\n", encoding="utf-8")
    stat = child.stat()
    os.utime(child, ns=(stat.st_atime_ns, stat.st_mtime_ns + 10**9))
    assert variant_view(str(child))["match"]["target"] == 500
    assert first["match"]["target"] == 1000  # a reader holding the old view keeps a consistent one


def test_listing_the_shipped_ids_parses_each_file_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """Test modules list the shipped ids when they are collected: it must not parse every file each time."""
    loader.shipped_variant_ids()
    parsed: list[str] = []
    real = load_yaml
    monkeypatch.setattr(loader, "load_yaml", lambda path: parsed.append(str(path)) or real(path))
    ids = loader.shipped_variant_ids()
    assert loader.shipped_variant_ids() == ids and "french" in ids
    assert loader.canonical_variant_id("belote") == "french"  # the aliases read the same parse
    assert parsed == []
