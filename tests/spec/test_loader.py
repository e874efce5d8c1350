"""The spec loader: shipped variants load, `extends` merges as documented, and every bad spec is caught.

Each file in tests/bad_specs/ states what must be reported in its first lines:
    # expect: LINE:COL /json/pointer message substring
A file starting with `# helper:` is a valid base that other bad specs extend.
"""

from __future__ import annotations

import argparse
import json
import os
import re
from pathlib import Path

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from belote_spec.cli import validate as spec_commands
from belote_spec.spec import loader, resources
from belote_spec.spec.errors import SpecError, SpecErrors
from belote_spec.spec.loader import find_variant_file, load_variant, resolve, shipped_variant_ids, validate_paths
from belote_spec.spec.yaml_source import MAX_BYTES, load_yaml

BAD = Path(__file__).parents[1] / "bad_specs"
EXPECT = re.compile(r"^# expect: (\d+):(\d+) (\S+) (.+)$")
SCHEMA_PARTS = (
    "language", "id", "version", "sources", "errata", "deck", "table", "orders", "contracts",
    "dealing", "bidding", "play", "belote", "declarations", "scoring", "match",
)  # fmt: skip


def _header(path: Path) -> list[str]:
    text = path.read_bytes().decode("utf-8-sig", errors="replace")
    return [line for line in text.splitlines() if line.startswith("#")]


def _expectations(path: Path) -> list[tuple[int, int, str, str]]:
    found = [EXPECT.match(line) for line in _header(path)]
    return [(int(m[1]), int(m[2]), m[3], m[4]) for m in found if m]


BAD_SPECS = sorted(p for p in BAD.glob("*.yaml") if not _header(p)[0].startswith("# helper:"))
HELPERS = sorted(p for p in BAD.glob("*.yaml") if p not in BAD_SPECS)


def _display(pointer: str) -> str:
    return pointer or "/"


# --- the shipped variants


def test_shipped_ids() -> None:
    ids = shipped_variant_ids()
    assert {"french", "french-qcsalon"} <= set(ids)
    assert ids == sorted(ids)
    assert all((resources.variants_dir() / f"{i}.yaml").is_file() for i in ids)


@pytest.mark.parametrize("variant", ["french", "french-qcsalon"])
def test_shipped_variant_loads(variant: str) -> None:
    data = load_variant(variant)
    assert data["id"] == variant
    assert data["language"] == "belote-spec/variant/1"


def test_shipped_variants_validate() -> None:
    assert validate_paths([resources.variants_dir()]) == []


def test_qcsalon_inherits_and_overrides() -> None:
    french, salon = load_variant("french"), load_variant("french-qcsalon")
    assert salon["orders"]["sequence"] == french["orders"]["sequence"]
    assert salon["contracts"]["suit"]["trump_points"] == french["contracts"]["suit"]["trump_points"]
    assert salon["belote"]["order"] == "as_listed" and french["belote"]["order"] == "any"
    assert salon["bidding"]["system"] == "turned_card"  # merged into the child's own `bidding`
    assert salon["bidding"]["rounds"][1]["may_take"] == ["other_suits"]  # a list replaces
    assert set(salon["sources"]) == {"S001", "FFB", "S003"}
    assert salon["extends"] == "french"


def test_identity_keys_not_inherited(tmp_path: Path) -> None:
    child = tmp_path / "child.yaml"
    child.write_text("id: child\nextends: french\n", encoding="utf-8")
    data = resolve(child).data
    assert data["id"] == "child" and data["extends"] == "french"
    assert not {"title", "version", "aliases", "summary"} & set(data)
    assert data["region"] == "France" and data["language"] == "belote-spec/variant/1"
    messages = [e.message for e in validate_paths([child])]
    assert "missing required property 'title'" in messages
    assert "missing required property 'version'" in messages


def _line_of(path: Path, text: str) -> int:
    """The 1-based line holding this text, so position tests survive edits to the shipped files."""
    lines = path.read_text(encoding="utf-8").splitlines()
    [number] = [n for n, line in enumerate(lines, start=1) if line == text]
    return number


def test_positions_follow_the_file_a_value_came_from() -> None:
    french, salon = (resources.variants_dir() / f"{n}.yaml" for n in ("french", "french-qcsalon"))
    resolved = resolve(salon)
    sequence = _line_of(french, "  sequence:") + 1
    assert resolved.positions["/orders/sequence/ranks"] == (str(french), sequence, 12)  # inherited
    order = _line_of(salon, "  order: as_listed")
    assert resolved.positions["/belote/order"] == (str(salon), order, 10)  # overridden
    assert resolved.key_positions["/belote/order"] == (str(salon), order, 3)
    belote = _line_of(salon, "belote:") + 1
    assert resolved.positions["/belote"] == (str(salon), belote, 3)  # merged: the child's mapping
    system = _line_of(french, "  system: turned_card")
    assert resolved.positions["/bidding/system"] == (str(french), system, 11)  # inherited into a merged mapping
    assert resolved.locate("/belote/no/such") == (str(salon), belote, 3)  # nearest written ancestor
    assert resolved.chain == [salon, french]


def test_inherited_mistake_is_reported_in_the_parent(tmp_path: Path) -> None:
    text = (resources.variants_dir() / "french.yaml").read_text(encoding="utf-8")
    parent = tmp_path / "parent.yaml"
    parent.write_text(text.replace("id: french", "id: parent").replace("  target: 1000", "  target: 0"), "utf-8")
    child = tmp_path / "child.yaml"
    child.write_text("id: child\ntitle: Child\nversion: 1.0.0\nextends: parent\n", encoding="utf-8")
    [error] = validate_paths([child])
    assert (error.file, error.line, error.pointer) == (str(parent), _line_of(parent, "  target: 0"), "/match/target")


def test_extends_itself(tmp_path: Path) -> None:
    (tmp_path / "loop.yaml").write_text("id: loop\nextends: loop\n", encoding="utf-8")
    [error] = validate_paths([tmp_path / "loop.yaml"])
    assert (error.line, error.col, error.pointer, error.message) == (2, 10, "/extends", "extends cycle: loop → loop")


def test_extends_chain_too_long(tmp_path: Path) -> None:
    for n in range(20):
        parent = f"v{n + 1}" if n < 19 else "french"
        (tmp_path / f"v{n}.yaml").write_text(f"id: v{n}\nextends: {parent}\n", encoding="utf-8")
    [error] = validate_paths([tmp_path / "v0.yaml"])
    assert error.pointer == "/extends" and "longer than 16" in error.message


# --- lookup and caching


def test_find_variant_file() -> None:
    shipped = resources.variants_dir()
    assert find_variant_file("french") == shipped / "french.yaml"
    assert find_variant_file("belote-qcsalon") == shipped / "french-qcsalon.yaml"  # an alias
    assert find_variant_file(str(BAD / "schema-deck.yaml")) == BAD / "schema-deck.yaml"
    with pytest.raises(SpecErrors, match="unknown variant 'nope'"):
        find_variant_file("nope")
    with pytest.raises(SpecErrors, match="no such variant file"):
        find_variant_file("missing/file.yaml")


def test_load_variant_is_cached_until_the_file_changes(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    child = tmp_path / "child.yaml"
    child.write_text("id: child\ntitle: Child\nversion: 1.0.0\nextends: french\n", encoding="utf-8")
    calls: list[object] = []
    real = loader.resolve
    monkeypatch.setattr(loader, "resolve", lambda path: calls.append(path) or real(path))
    first = load_variant(str(child))
    first["match"]["target"] = -1  # callers get copies
    assert load_variant(str(child))["match"]["target"] == 1000
    assert len(calls) == 1
    child.write_text(child.read_text(encoding="utf-8") + "match:\n  target: 500\n", encoding="utf-8")
    stat = child.stat()
    os.utime(child, ns=(stat.st_atime_ns, stat.st_mtime_ns + 10**9))
    assert load_variant(str(child))["match"]["target"] == 500
    assert len(calls) == 2


def test_load_variant_raises_every_error() -> None:
    with pytest.raises(SpecErrors) as caught:
        load_variant(str(BAD / "several-errors.yaml"))
    assert len(caught.value.errors) == 3
    assert str(caught.value).count("\n") == 2


# --- bad specs


def test_bad_specs_cover_every_part_of_the_schema() -> None:
    pointers = {exp[2] for path in BAD_SPECS for exp in _expectations(path)}
    parts = {p.split("/")[1] for p in pointers if p != "/"}
    assert set(SCHEMA_PARTS) <= parts, set(SCHEMA_PARTS) - parts


@pytest.mark.parametrize("path", BAD_SPECS, ids=lambda p: p.stem)
def test_bad_spec_is_rejected(path: Path) -> None:
    expected = _expectations(path)
    assert expected, f"{path.name} has no '# expect:' line"
    errors = validate_paths([path])
    shown = "\n".join(str(e) for e in errors)
    for line, col, pointer, text in expected:
        hits = [
            e for e in errors
            if e.file == str(path) and (e.line, e.col, _display(e.pointer)) == (line, col, pointer)
            and text in e.message
        ]  # fmt: skip
        assert hits, f"expected {line}:{col} {pointer} {text!r}; got:\n{shown}"
        assert re.match(rf"^{re.escape(str(path))}:\d+:\d+: /\S*: .+", str(hits[0]))


@pytest.mark.parametrize("path", HELPERS, ids=lambda p: p.stem)
def test_helper_bases_are_valid(path: Path) -> None:
    assert validate_paths([path]) == []


def test_several_errors_reported_at_once() -> None:
    errors = validate_paths([BAD / "several-errors.yaml"])
    assert [e.pointer for e in errors] == ["/deck/suits/3", "/belote/bonnus", "/match/target"]


def test_oversized_file(tmp_path: Path) -> None:
    big = tmp_path / "big.yaml"
    big.write_bytes(b"# padding\n" * (MAX_BYTES // 10 + 1))
    [error] = validate_paths([big])
    assert (error.line, error.col, error.pointer) == (1, 1, "")
    assert "1 MiB" in error.message


def test_yaml_positions_and_pointer_escaping(tmp_path: Path) -> None:
    path = tmp_path / "x.yaml"
    path.write_text("a/b:\n  - x\n  - {c~d: 10}\n", encoding="utf-8")
    data, positions = load_yaml(path)
    assert data == {"a/b": ["x", {"c~d": 10}]}
    assert positions["/a~1b/1/c~0d"] == (3, 11)
    assert positions.key_positions["/a~1b"] == (1, 1)


def test_missing_path_and_empty_folder(tmp_path: Path) -> None:
    [missing] = validate_paths([tmp_path / "nope.yaml"])
    assert "cannot read file" in missing.message
    [empty] = validate_paths([tmp_path])
    assert "no .yaml files" in empty.message


def test_spec_error_format() -> None:
    assert str(SpecError("f.yaml", 3, 7, "", "bad")) == "f.yaml:3:7: /: bad"
    assert str(SpecErrors([SpecError("f", 1, 2, "/a", "x"), SpecError("f", 2, 1, "/b", "y")])) == (
        "f:1:2: /a: x\nf:2:1: /b: y"
    )


# --- the commands


def test_validate_main_rejects_without_traceback(capsys: pytest.CaptureFixture[str]) -> None:
    assert spec_commands.validate_main([str(BAD / "several-errors.yaml"), str(BAD / "yaml-tab.yaml")]) == 2
    out, err = capsys.readouterr()
    assert "Traceback" not in out + err
    lines = err.splitlines()
    assert len(lines) == 4 and out == ""  # errors are stderr's
    assert all(re.match(r"^\S+:\d+:\d+: /\S*: .+", line) for line in lines)


def test_validate_main_shipped(shared_runs: Path) -> None:
    from shared_runs import validate_shipped

    run = validate_shipped(shared_runs)
    assert run.returncode == 0, run.stderr
    out = run.stdout
    assert out.count("/variants/") == out.count("OK ") - 1 == len(shipped_variant_ids())
    assert re.search(r"^OK .*faults \(\d+ faults of \d+ engines\)$", out, re.M)  # and the catalog of faults
    assert re.search(r"^OK .*french\.yaml \(french\)$", out, re.M)
    assert re.search(r"^OK .*french-qcsalon\.yaml \(french-qcsalon\)$", out, re.M)


def test_validate_main_json(capsys: pytest.CaptureFixture[str]) -> None:
    assert spec_commands.validate_main([str(BAD / "schema-deck.yaml")], "json") == 2
    [error] = json.loads(capsys.readouterr().out)
    assert error["pointer"] == "/deck/suits/3" and error["line"] == 8


def test_validate_main_internal_error(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    def boom(path: object) -> None:
        raise RuntimeError("boom")

    monkeypatch.setattr(loader, "resolve", boom)
    assert spec_commands.validate_main([str(BAD / "schema-deck.yaml")]) == 3
    assert "internal error: RuntimeError: boom" in capsys.readouterr().err


@pytest.mark.parametrize("fmt", ["yaml", "json"])
def test_show_main(fmt: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert spec_commands.show_main("belote-qcsalon", fmt) == 0
    out = capsys.readouterr().out
    shown = json.loads(out) if fmt == "json" else yaml.safe_load(out)
    assert shown == load_variant("french-qcsalon")


def test_show_main_errors(capsys: pytest.CaptureFixture[str]) -> None:
    assert spec_commands.show_main(str(BAD / "schema-match.yaml")) == 2
    assert spec_commands.show_main("nope") == 2
    out, err = capsys.readouterr()
    assert out == "" and "/match/target" in err and "unknown variant 'nope'" in err


def test_add_arguments(capsys: pytest.CaptureFixture[str]) -> None:
    """The subcommands wired to their functions (what validate of the shipped data prints: test_validate_main_shipped,
    one run a session)."""
    parser = argparse.ArgumentParser()
    spec_commands.add_arguments(parser.add_subparsers(dest="command", required=True))
    french = resources.variants_dir() / "french.yaml"
    args = parser.parse_args(["validate", str(french)])
    assert args.func(args) == 0
    assert capsys.readouterr().out == f"OK {french} (french)\n"
    args = parser.parse_args(["show", "french", "--format", "json"])
    assert args.func(args) == 0
    assert json.loads(capsys.readouterr().out)["id"] == "french"


def test_null_in_a_child_removes_an_inherited_rule(tmp_path: Path) -> None:
    """extends merges as JSON Merge Patch: `key: null` deletes the parent's key."""
    child = tmp_path / "no-all-trumps.yaml"
    child.write_text(
        "language: belote-spec/variant/1\nid: no-all-trumps\nextends: french\ntitle: t\nversion: 1.0.0\n"
        "contracts:\n  all_trumps: null\nbelote:\n  contracts: [suit]\n",
        encoding="utf-8",
    )
    data = loader.load_variant(str(child))
    assert "all_trumps" not in data["contracts"]
    assert "no_trumps" in data["contracts"] and "suit" in data["contracts"]


def test_a_name_or_alias_or_shipped_file_is_a_variant_id(tmp_path: Path) -> None:
    from belote_spec.spec.loader import canonical_variant_id, variant_id_or_file

    assert [canonical_variant_id(n) for n in ("french", "belote", "contree", "belot")] == [
        "french",
        "french",
        "coinche",
        "bulgarian",
    ]
    assert variant_id_or_file(str(resources.variants_dir() / "bela.yaml")) == "bela"
    mine = tmp_path / "mine.yaml"
    mine.write_text("id: mine\ntitle: Mine\nversion: 1.0.0\nextends: french\n", encoding="utf-8")
    assert variant_id_or_file(str(mine)) == str(mine)
    for bad in ("nosuch", "french.yaml", str(tmp_path / "missing.yaml")):
        with pytest.raises(SpecErrors) as caught:
            variant_id_or_file(bad) if bad != "nosuch" else canonical_variant_id(bad)
        assert len(caught.value.errors) == 1


# --- libyaml composes what the pure-Python composer composes

REPO = Path(__file__).parents[2]
_CORPUS = sorted(
    p
    for pattern in ("*.yaml", "*.yml")
    for p in REPO.rglob(pattern)
    if not any(part.startswith(".") for part in p.relative_to(REPO).parts)
)


def _outcome(path: Path, libyaml: bool) -> tuple[object, ...]:
    """What load_yaml gives for a file, composed by libyaml where it can (or never): the data (by repr, so NaN
    equals itself) and every position, or the errors."""
    from belote_spec.spec import yaml_source

    before, yaml_source.USE_LIBYAML = yaml_source.USE_LIBYAML, libyaml
    try:
        data, positions = load_yaml(path)
        return "ok", repr(data), dict(positions), positions.key_positions
    except SpecErrors as e:
        return "errors", [str(x) for x in e.errors]
    finally:
        yaml_source.USE_LIBYAML = before


def _hostile_texts() -> list[str]:
    catalog = yaml.safe_load((Path(__file__).parents[1] / "hostile" / "loader.yaml").read_text(encoding="utf-8"))
    return [e["input"]["text"] for g in catalog["groups"] for e in g["entries"] if "text" in e.get("input", {})]


def test_libyaml_is_used_and_the_corpus_is_wide() -> None:
    from belote_spec.spec import yaml_source

    assert yaml_source._CLoader is not None, "PyYAML without libyaml: every file takes the slow composer"
    assert len(_CORPUS) > 100 and len(_hostile_texts()) > 10
    text = (REPO / "spec" / "variants" / "french.yaml").read_text(encoding="utf-8")
    assert yaml_source._libyaml_node(text) is not yaml_source._UNSURE
    assert yaml_source._libyaml_node("a: &x [1]\nb: *x\n") is yaml_source._UNSURE  # an alias: _Loader's copy
    assert yaml_source._libyaml_node("a:\n" + "".join(" " * i + "- \n" for i in range(1, 70))) is yaml_source._UNSURE


def test_every_yaml_file_loads_the_same_through_libyaml(tmp_path: Path) -> None:
    """Every YAML file of the repository and every hostile text of tests/hostile/loader.yaml: the same data and
    positions, or the same errors, whichever composer reads it."""
    paths = list(_CORPUS)
    for k, text in enumerate(_hostile_texts()):
        paths.append(tmp_path / f"hostile-{k}.yaml")
        paths[-1].write_bytes(text.encode("utf-8", "surrogateescape"))
    for path in paths:
        assert _outcome(path, True) == _outcome(path, False), path


_SCALARS = st.one_of(
    st.text(
        st.sampled_from([*"a:-#&*!|>'\"%@`{}[],? \n\t\\é", "\u2028", "\x85", "\ufeff", "0", "1", ".", "e"]), max_size=8
    ),
    st.integers(),
    st.floats(),
    st.booleans(),
    st.none(),
)
_DATA = st.recursive(
    _SCALARS,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=4), inner, max_size=4),
    max_leaves=16,
)


@given(
    _DATA,
    st.sampled_from([False, True, None]),
    st.booleans(),
    st.sampled_from([None, '"', "'", "|", ">"]),
    st.sampled_from(["\n", "\r\n", "\r"]),
    st.sampled_from([2, 4]),
    st.sampled_from([12, 80]),
)
@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
def test_generated_documents_load_the_same_through_libyaml(
    tmp_path: Path,
    data: object,
    flow: bool | None,
    unicode: bool,
    style: str | None,
    line_break: str,
    indent: int,
    width: int,
) -> None:
    path = tmp_path / "doc.yaml"
    text = yaml.safe_dump(
        {"doc": data},
        default_flow_style=flow,
        allow_unicode=unicode,
        default_style=style,
        line_break=line_break,
        indent=indent,
        width=width,
    )
    path.write_bytes(text.encode("utf-8"))
    assert _outcome(path, True) == _outcome(path, False)


_VARIANT_TEXT = (REPO / "spec" / "variants" / "bela.yaml").read_text(encoding="utf-8")


@given(
    st.lists(
        st.tuples(
            st.integers(0, len(_VARIANT_TEXT)),
            st.integers(0, 3),
            st.sampled_from(
                [
                    *":-#&*!|>'\"{}[],? \n\r%@`\\~=.0",
                    "\n  ",
                    "\n- ",
                    ": ",
                    "&a ",
                    "*a",
                    "é",
                    "? ",
                    "---",
                    "...",
                    "<<",
                    "\u2028",
                    "\x85",
                    "\ufeff",
                    "!!str ",
                    "!x ",
                ]
            ),
        ),
        min_size=1,
        max_size=4,
    )
)
@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
def test_broken_variants_load_the_same_through_libyaml(tmp_path: Path, edits: list[tuple[int, int, str]]) -> None:
    """A real variant with characters that matter to YAML put in and taken out anywhere: the same data or the same
    errors (libyaml refuses more, or less, than the pure-Python reader: either way the outcome is _Loader's)."""
    text = _VARIANT_TEXT
    for at, cut, put in edits:
        at = min(at, len(text))
        text = text[:at] + put + text[at + cut :]
    path = tmp_path / "broken.yaml"
    path.write_bytes(text.encode("utf-8"))
    assert _outcome(path, True) == _outcome(path, False)
