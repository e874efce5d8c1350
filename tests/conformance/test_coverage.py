"""Every statement of a source is a clause, every testable clause is pinned by a scenario, and every
quote a scenario cites is traced to a clause (spec/clauses/, docs/traceability.md)."""

from __future__ import annotations

import argparse
import json
import re
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from belote_spec.base import pointer
from belote_spec.cli import coverage as coverage_command
from belote_spec.conformance import coverage
from belote_spec.conformance.scenarios import collect
from belote_spec.spec.citations import fold, quote_found, source_files, source_text
from belote_spec.spec.loader import load_variant, shipped_variant_ids

VARIANTS = shipped_variant_ids()
CASES = collect()
FILES = coverage.clause_files()
CLAUSES, LOAD_ERRORS = coverage.read_clauses()
INDEX = coverage.scenario_index(CASES)


def _all_sources() -> dict[str, Any]:
    merged: dict[str, Any] = {}
    for v in VARIANTS:
        merged |= load_variant(v)["sources"]
    return merged


def _where(c: coverage.Clause) -> str:
    return f"{c.path}: {c.pointer} ({c.id})"


# -- the clause files ---------------------------------------------------------------------------------


def test_the_seeds_001_and_003_and_the_ffb_have_clause_files() -> None:
    assert {"S001", "S003", "FFB"} <= {c.source for c in CLAUSES}


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_a_clause_file_validates(path: Path) -> None:  # (a)
    _, errors = coverage.check_file(path)
    assert errors == []


def test_the_clause_files_load_without_error() -> None:  # (a), (b): duplicates, id prefixes, one file a source
    assert LOAD_ERRORS == []


def test_clause_ids_are_unique() -> None:  # (b)
    ids = []
    for path in FILES:
        data, _ = coverage.check_file(path)
        ids += [c.get("id") for c in (data or {}).get("clauses", [])]
    assert [i for i, n in Counter(ids).items() if n > 1] == []


def test_every_clause_quote_stands_in_its_source() -> None:  # (c)
    sources = _all_sources()
    wrong = [f"{_where(c)}: {c.source} {c.quote!r}" for c in CLAUSES if not quote_found(sources, c.source, c.quote)]
    assert wrong == []


def test_every_clause_file_reads_a_file_of_its_source() -> None:  # (c)
    sources = _all_sources()
    wrong = {
        f"{c.path}: {c.source} has no file {c.file}" for c in CLAUSES if c.file not in source_files(sources, c.source)
    }
    missing = [f"{_where(c)}: not in {c.file}" for c in CLAUSES if fold(c.quote) not in source_text(c.file)]
    assert sorted(wrong) + missing == []


def test_clauses_follow_the_order_of_their_source() -> None:
    out_of_order = []
    position: dict[str, int] = {}
    for c in CLAUSES:
        text = source_text(c.file)
        at = text.find(fold(c.quote), position.get(c.path, 0))
        if at < 0:
            out_of_order.append(_where(c))
        else:
            position[c.path] = at
    assert out_of_order == []


def test_every_testable_clause_has_a_scenario() -> None:  # (d)
    uncovered = [
        f"{_where(c)}: {c.quote!r}"
        for c in CLAUSES
        if c.status == "testable" and not any(s in INDEX for s in c.scenarios)
    ]
    assert not uncovered, "testable clauses with no scenario:\n" + "\n".join(uncovered)


def test_every_scenario_a_clause_names_exists() -> None:  # (e)
    unknown = [f"{_where(c)}: {s}" for c in CLAUSES for s in c.scenarios if s not in INDEX]
    assert not unknown, "scenario ids that do not exist:\n" + "\n".join(unknown)


def test_every_pointer_a_clause_sets_resolves_in_the_variants_it_names() -> None:  # (f)
    specs = {v: load_variant(v) for v in VARIANTS}
    wrong = []
    for c in CLAUSES:
        for v in c.variants:
            if v not in specs:
                wrong.append(f"{_where(c)}: {v} is not a shipped variant")
                continue
            wrong += [
                f"{_where(c)}: {p} does not resolve in {v}" for p in c.sets if not pointer.resolve(specs[v], p)[0]
            ]
    assert wrong == []


def test_a_clause_that_is_not_testable_says_why() -> None:  # (g)
    silent = [_where(c) for c in CLAUSES if c.status in coverage.NEEDS_REASON and not c.reason.strip()]
    assert silent == []


def test_every_scenario_citation_is_traced_to_a_clause() -> None:  # (h)
    untraced = [f"{u['scenario']}: {u['source']}: {u['quote']!r}" for u in coverage.untraced_citations(CLAUSES, CASES)]
    assert not untraced, "scenario citations no clause holds:\n" + "\n".join(untraced)


@pytest.mark.parametrize("variant", VARIANTS)
def test_every_shipped_variant_has_a_scenario(variant: str) -> None:  # (i)
    assert any(c.variant == variant for c in CASES), f"no scenario runs against {variant}"


# -- the helpers and the report ---------------------------------------------------------------------------


def test_a_scenario_quote_and_a_clause_quote_trace_when_one_holds_the_other() -> None:
    clause = coverage.Clause(
        "S9-x",
        "S9",
        "f.txt",
        "If one player takes it, the bidding ends",
        "g",
        "testable",
        ("/a",),
        ("v",),
        (),
        "",
        "S9.yaml",
        "/clauses/0",
    )
    assert coverage.traced_by([clause], "S9", "the bidding\n  ends") == ["S9-x"]
    assert coverage.traced_by([clause], "S9", "Yes. If one player takes it, the bidding ends, and more") == ["S9-x"]
    assert coverage.traced_by([clause], "S9", "the bidding goes on") == []
    assert coverage.traced_by([clause], "S8", "the bidding ends") == []


def test_the_report_has_a_line_per_source_with_its_counts() -> None:
    text, ok = coverage.coverage_report("text", cases=CASES)
    data = json.loads(coverage.coverage_report("json", cases=CASES)[0])
    assert ok is data["ok"]
    assert [s["source"] for s in data["sources"]] == list(dict.fromkeys(c.source for c in CLAUSES))
    for s in data["sources"]:
        counts = [s["clauses"], s["testable"], s["covered"], *(s["status"][k] for k in coverage.STATUSES[1:])]
        line = re.compile(rf"^{re.escape(s['source'])}\s+" + r"\s+".join(map(str, counts)) + r"\s", re.M)
        assert line.search(text), f"no line for {s['source']} with {counts}"
    for v in VARIANTS:
        assert re.search(rf"^{re.escape(v)}\s+\d+", text, re.M), f"no line for variant {v}"


def test_the_json_report_sums_up_the_clauses() -> None:
    text, ok = coverage.coverage_report("json", cases=CASES)
    data = json.loads(text)
    assert data["totals"]["clauses"] == len(CLAUSES)
    assert sum(s["clauses"] for s in data["sources"]) == len(CLAUSES)
    for s in data["sources"]:
        assert sum(s["status"].values()) == s["clauses"]
        assert s["covered"] + len(s["uncovered"]) == s["testable"] == s["status"]["testable"]
    assert ok == all(s["covered"] == s["testable"] for s in data["sources"])


def _write(folder: Path, name: str, text: str) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / name
    path.write_text(text, encoding="utf-8")
    return path


SCENARIO = "french/bidding.feature::The player to the right of the dealer speaks first"
GOOD = f"""\
source: S001
file: 001_6d7e3533ed7b38e4.latin.txt
clauses:
  - id: S001-first-speaker
    quote: "Starting from the player to the right of the dealer"
    gloss: The player to the dealer's right speaks first.
    status: testable
    sets: [/bidding/first_speaker]
    variants: [french]
    scenarios: ["{SCENARIO}"]
"""


def test_the_command_exits_0_when_every_testable_clause_is_covered(tmp_path: Path, capsys: Any) -> None:
    _write(tmp_path, "S001.yaml", GOOD)
    assert coverage.coverage_main("json", tmp_path) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["ok"] is True and data["totals"] == {
        "clauses": 1,
        "testable": 1,
        "covered": 1,
        "status": {"testable": 1, "untestable": 0, "unclear": 0, "erratum": 0},
    }


def test_the_command_exits_1_and_lists_a_testable_clause_with_no_scenario(tmp_path: Path, capsys: Any) -> None:
    _write(tmp_path, "S001.yaml", GOOD.replace(f'["{SCENARIO}"]', '["french/bidding.feature::No such scenario"]'))
    assert coverage.coverage_main("text", tmp_path) == 1
    out = capsys.readouterr().out
    assert "Testable clauses with no scenario:\n- S001-first-speaker: " in out
    assert "Scenario ids that do not exist:\n- S001-first-speaker: french/bidding.feature::No such scenario" in out


def test_the_command_exits_2_on_a_broken_clause_file(tmp_path: Path, capsys: Any) -> None:
    path = _write(tmp_path, "S001.yaml", GOOD.replace("    status: testable\n", "    status: maybe\n"))
    _write(tmp_path, "S003.yaml", GOOD.replace("S001", "S003").replace("S003-first", "S001-first"))
    _write(tmp_path, "FFB.yaml", GOOD.replace("S001", "FFB").replace("    status: testable\n", "    status: unclear\n"))
    assert coverage.coverage_main("text", tmp_path) == 2
    err = capsys.readouterr().err.splitlines()
    statuses = "['testable', 'untestable', 'unclear', 'erratum']"
    assert f"{path}:7:13: /clauses/0/status: 'maybe' is not one of {statuses}" in err
    assert any(e.endswith("/clauses/0/id: 'S001-first-speaker' does not start with the source id S003-") for e in err)
    assert any(e.startswith(str(tmp_path / "FFB.yaml")) and "'reason' is a required property" in e for e in err)
    with pytest.raises(coverage.ClauseFileError):
        coverage.coverage_report("text", tmp_path)


def test_a_bad_clause_id_is_placed_and_said_in_words_not_as_a_regex(tmp_path: Path) -> None:
    path = _write(tmp_path, "S001.yaml", GOOD.replace("id: S001-first-speaker", "id: S001 first speaker"))
    _, errors = coverage.read_clauses(tmp_path)
    assert errors == [
        f"{path}:4:9: /clauses/0/id: expected the source id, a hyphen, then lower-case words joined by hyphens, "
        "got 'S001 first speaker'"
    ]


def test_a_duplicate_clause_id_breaks_the_clause_files(tmp_path: Path) -> None:
    _write(tmp_path, "S001.yaml", GOOD)
    _write(tmp_path, "S001b.yaml", GOOD)
    _, errors = coverage.read_clauses(tmp_path)
    assert any("duplicate clause id 'S001-first-speaker'" in e for e in errors)
    assert any("/source: source S001 already has a clause file" in e for e in errors)


def test_bad_yaml_is_an_error_line_not_a_traceback(tmp_path: Path) -> None:
    path = _write(tmp_path, "S001.yaml", "source: [S001\n")
    _, errors = coverage.read_clauses(tmp_path)
    assert errors and all(e.startswith(f"{path}: /") for e in errors)


def test_the_coverage_subcommand_registers_with_one_call(capsys: Any) -> None:
    parser = argparse.ArgumentParser(prog="belote-spec")
    coverage_command.add_arguments(parser.add_subparsers(dest="command", required=True))
    args = parser.parse_args(["coverage", "--format", "json"])
    code = args.func(args)
    data = json.loads(capsys.readouterr().out)
    assert code == (0 if data["ok"] else 1)
    with pytest.raises(SystemExit):
        parser.parse_args(["coverage", "--format", "xml"])
