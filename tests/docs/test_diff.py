"""`belote-spec diff`: a rule change lists exactly the rule values and the outcomes it changes, no others.

The expected outcomes below were built by reading the scenarios, not by running the command: a capot
appears only where one side wins all 8 tricks, and a strict belote order matters only where the Queen is
played before the King and both words are said.
"""

from __future__ import annotations

import contextlib
import io
import json
import os
import shutil
import subprocess
from pathlib import Path
from typing import Any

import jsonschema
import pytest

from belote_spec.cli import main
from belote_spec.docs.diff.rules_diff import diff_rules, label, meaning, nearest_cite
from belote_spec.spec.errors import SpecErrors
from belote_spec.spec.loader import load_variant
from belote_spec.spec.resources import schemas_dir, spec_dir

FRENCH = spec_dir() / "variants" / "french.yaml"
SCHEMA = json.loads((schemas_dir() / "diff-report.schema.json").read_text(encoding="utf-8"))

# The two French scoring scenarios in which one side wins all 8 tricks (read from features/french/).
CAPOT_SCENARIOS = {
    "french/scoring.feature::Winning all 8 tricks scores 252 (Capot)[french]",
    "french/scoring.feature::The defence wins a Capot while the takers keep their belote[french]",
    "french/scores2-capot.feature::"
    "Takers who win all eight tricks with a belote score the capot and the belote[french]",
}
QUEEN_THEN_KING = "french/belote.feature::Belote played Queen then King and announced scores 20 points too[french]"
# Queen then King too, but never announced: no belote under either order rule, so its outcome stays.
QUEEN_THEN_KING_UNSAID = "french/belote.feature::Belote never announced does not score[french]"


def _edited(tmp_path: Path, name: str, *replacements: tuple[str, str], source: Path = FRENCH) -> Path:
    text = source.read_text(encoding="utf-8")
    for old, new in replacements:
        assert text.count(old) == 1, old
        text = text.replace(old, new)
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def _capot_250(tmp_path: Path, source: Path = FRENCH) -> Path:
    # `total` restates the bonus (the loader checks 162 + 10 + bonus == total), so it changes with it.
    return _edited(
        tmp_path,
        "french.yaml",
        ("    bonus: 90\n", "    bonus: 88\n"),
        ("    total: 252\n", "    total: 250\n"),
        source=source,
    )


def _run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(["diff", *args])
    out, err = capsys.readouterr()
    return code, out, err


def _json(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, dict[str, Any]]:
    code, out, err = _run(capsys, *args, "--format", "json")
    assert code in (0, 1), err
    report = json.loads(out)
    jsonschema.Draft202012Validator(SCHEMA).validate(report)
    return code, report


def _only(report: dict[str, Any]) -> dict[str, Any]:
    assert len(report["variants"]) == 1
    return report["variants"][0]


@pytest.fixture(scope="module")
def capot(tmp_path_factory: pytest.TempPathFactory) -> tuple[int, dict[str, Any], str]:
    """The capot change run once, as JSON and as text (a module fixture cannot use capsys)."""
    new = _capot_250(tmp_path_factory.mktemp("capot"))
    runs = []
    for fmt in (["--format", "json"], []):
        out, errors = io.StringIO(), io.StringIO()
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(errors):
            code = main(["diff", str(FRENCH), str(new), *fmt])
        runs.append((code, out.getvalue(), errors.getvalue()))
    (code, text_json, err), (code_text, text, _) = runs
    assert code == code_text, err
    report = json.loads(text_json)
    jsonschema.Draft202012Validator(SCHEMA).validate(report)
    return code, report, text


def test_capot_250_names_the_bonus_and_the_total_it_restates(capot: tuple[int, dict[str, Any], str]) -> None:
    code, report, _ = capot
    variant = _only(report)
    assert code == 1 and report["changed"] is True and variant["status"] == "changed"
    assert [(r["pointer"], r["old"], r["new"]) for r in variant["rules"]] == [
        ("/scoring/capot/bonus", 90, 88),
        ("/scoring/capot/total", 252, 250),
    ]
    bonus = variant["rules"][0]
    assert bonus["words"] == "capot bonus 90 → 88"
    assert bonus["meaning"] == "Bonus for the side that wins every trick."
    assert bonus["cite_old"]["at"] == "/scoring/capot"
    assert bonus["cite_old"]["citations"][0] == {
        "source": "S001",
        "quote": "If a team wins all 8 tricks of a hand, they get a bonus 90 points (for a total of 252). "
        "This is called Capot.",
    }
    assert variant["citation_only"] == []


def test_capot_250_changes_exactly_the_capot_scenarios_and_vectors(capot: tuple[int, dict[str, Any], str]) -> None:
    outcomes = _only(capot[1])["outcomes"]
    scenarios = {s["id"]: s for s in outcomes["scenarios"]}
    assert set(scenarios) == CAPOT_SCENARIOS
    won = scenarios["french/scoring.feature::Winning all 8 tricks scores 252 (Capot)[french]"]
    assert (won["before"]["status"], won["after"]["status"]) == ("passed", "failed")
    assert won["location"] == "features/french/scoring.feature:48"
    assert won["before"]["score"]["scores"] == {"NS": 252, "EW": 0}
    assert won["after"]["score"]["scores"] == {"NS": 250, "EW": 0}
    assert "engine says {'NS': 250, 'EW': 0}" in won["after"]["message"]
    defence = scenarios["french/scoring.feature::The defence wins a Capot while the takers keep their belote[french]"]
    assert (defence["before"]["score"]["scores"], defence["after"]["score"]["scores"]) == (
        {"NS": 20, "EW": 252},
        {"NS": 20, "EW": 250},
    )
    # Each of them scores its deal once: one vector each, the same score change.
    assert {v["id"] for v in outcomes["vectors"]} == {f"{s}#1" for s in CAPOT_SCENARIOS}
    assert {v["op"] for v in outcomes["vectors"]} == {"score_deal"}
    assert sorted(v["after"]["result"]["scores"]["NS"] for v in outcomes["vectors"]) == [20, 250, 270]


def test_capot_250_changes_the_one_golden_capot_and_no_perft_count(capot: tuple[int, dict[str, Any], str]) -> None:
    outcomes = _only(capot[1])["outcomes"]
    assert outcomes["perft"] == []  # a bonus changes no legal card
    # The golden changes are exactly the stored french deals scored 252 (a capot), the score only. Which
    # seeds those are depends on the seeded draws.
    stored = (spec_dir() / "playthroughs" / "french.txt").read_text(encoding="utf-8")
    capots = [line for line in stored.splitlines() if line.strip().startswith("result:") and "252" in line]
    assert capots, "golden.SEEDS holds a French capot (seed 189): the check below must not pass on nothing"
    assert len(outcomes["golden"]) == len(capots)
    for change in outcomes["golden"]:
        assert not change["play_changed"] and not change["outcome_changed"]
        assert change["after"]["result"] == change["before"]["result"].replace("252", "250")


def test_capot_250_as_text(capot: tuple[int, dict[str, Any], str]) -> None:
    text = capot[2]
    assert "/scoring/capot/bonus: capot bonus 90 → 88" in text
    assert 'cite /scoring/capot: S001 "If a team wins all 8 tricks' in text
    assert "before: passed; score made, NS 252, EW 0" in text
    assert "perft: no change" in text and text.rstrip().endswith("1 variant(s) with outcomes that change")


def test_a_strict_belote_order_changes_only_the_announced_queen_then_king(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    new = _edited(tmp_path, "french.yaml", ("  order: any\n", "  order: as_listed\n"))
    code, report = _json(capsys, str(FRENCH), str(new))
    assert _json(capsys, str(FRENCH), str(new)) == (code, report)  # deterministic: the same report again
    variant = _only(report)
    assert code == 1
    assert [(r["pointer"], r["words"]) for r in variant["rules"]] == [("/belote/order", "belote order any → as_listed")]
    quotes = [c["quote"] for c in variant["rules"][0]["cite_old"]["citations"]]
    assert "regardless of whether he starts by the Queen or the King" in quotes
    outcomes = variant["outcomes"]
    assert [s["id"] for s in outcomes["scenarios"]] == [QUEEN_THEN_KING]
    assert QUEEN_THEN_KING_UNSAID not in {s["id"] for s in outcomes["scenarios"]}
    changed = outcomes["scenarios"][0]
    assert (changed["before"]["score"]["scores"], changed["after"]["score"]["scores"]) == (
        {"NS": 122, "EW": 60},
        {"NS": 102, "EW": 60},
    )
    assert [v["id"] for v in outcomes["vectors"]] == [f"{QUEEN_THEN_KING}#1"]
    assert outcomes["perft"] == [] and outcomes["golden"] == []


def test_an_identical_copy_changes_nothing(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    copy = tmp_path / "french.yaml"
    shutil.copy(FRENCH, copy)
    code, report = _json(capsys, str(FRENCH), str(copy))
    variant = _only(report)
    assert code == 0 and report["changed"] is False
    assert (variant["status"], variant["rules"], variant["citation_only"]) == ("same", [], [])
    assert variant["outcomes"] == {"scenarios": [], "vectors": [], "perft": [], "golden": []}
    code, out, _ = _run(capsys, str(FRENCH), str(copy))
    assert code == 0 and "the resolved rules are the same" in out and out.rstrip().endswith("no outcome changes")


def test_a_notes_change_is_citation_only(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    new = _edited(tmp_path, "french.yaml", ("belote-spec deals 3 then 2", "belote-spec always deals 3 then 2"))
    code, report = _json(capsys, str(FRENCH), str(new))
    variant = _only(report)
    assert code == 0 and variant["rules"] == []
    assert [c["pointer"] for c in variant["citation_only"]] == ["/dealing/before_bidding/notes"]


def test_a_broken_new_file_exits_2_with_the_loaders_message(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    broken = _edited(tmp_path, "broken.yaml", ("    bonus: 90\n", "    bonus: ninety\n"))
    with pytest.raises(SpecErrors) as loader_says:
        load_variant(str(broken))
    code, out, err = _run(capsys, str(FRENCH), str(broken))
    assert (code, out) == (2, "")
    assert err.strip() == str(loader_says.value)
    assert f"{broken}:" in err and "/scoring/capot/bonus: expected integer" in err and "Traceback" not in err
    code, _, err = _run(capsys, str(FRENCH), str(tmp_path / "missing.yaml"))
    assert code == 2 and "no such variant file" in err
    code, _, err = _run(capsys, str(FRENCH))
    assert code == 2 and "give OLD and NEW" in err


# --- revisions -------------------------------------------------------------------------------------------

GIT_ENV = {
    "GIT_AUTHOR_NAME": "t",
    "GIT_AUTHOR_EMAIL": "t@example.org",
    "GIT_COMMITTER_NAME": "t",
    "GIT_COMMITTER_EMAIL": "t@example.org",
    "GIT_CONFIG_GLOBAL": os.devnull,
    "GIT_CONFIG_SYSTEM": os.devnull,
}


def _git(repo: Path, *args: str) -> None:
    subprocess.run(["git", "-C", str(repo), *args], check=True, capture_output=True, env={**os.environ, **GIT_ENV})


@pytest.fixture(scope="module")
def repo(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A repository whose first commit is spec/ with French's FFB source renamed (so its variants load only
    with the sources of that repository), and whose second commit sets the capot to 250 in french."""
    root = tmp_path_factory.mktemp("repo")
    shutil.copytree(spec_dir(), root / "spec")
    sources = root / "spec" / "sources"
    (sources / "ffb-belote-2016-excerpts.md").rename(sources / "ffb-renamed.md")
    french = root / "spec" / "variants" / "french.yaml"
    french.write_text(
        french.read_text(encoding="utf-8").replace("file: ffb-belote-2016-excerpts.md", "file: ffb-renamed.md"),
        encoding="utf-8",
    )
    _git(root, "init", "-q")
    _git(root, "add", "-A")
    _git(root, "commit", "-qm", "spec")
    _capot_250(french.parent, source=french)
    _git(root, "commit", "-qam", "capot 250")
    return root


def test_the_repository_needs_its_own_sources(repo: Path) -> None:
    """Without the revision's own spec/sources the variants of the fixture do not load: the next tests
    only pass if `diff --rev` reads the sources of the revision."""
    with pytest.raises(SpecErrors, match=r"ffb-renamed\.md"):
        load_variant(str(repo / "spec" / "variants" / "french.yaml"))


def test_rev_lists_every_variant_a_parent_change_reaches(repo: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, report = _json(capsys, "--rev", "HEAD~1..HEAD", "--repo", str(repo))
    assert code == 1 and (report["old"], report["new"]) == ("HEAD~1", "HEAD")
    # french-sans-atout (and its child french-sans-atout-ffb) and french-annonces inherit French's capot;
    # french-qcsalon and coinche state their own.
    by_id = {v["id"]: v for v in report["variants"]}
    assert set(by_id) == {"french", "french-annonces", "french-sans-atout", "french-sans-atout-ffb"}
    for variant in by_id.values():
        assert [r["pointer"] for r in variant["rules"]] == ["/scoring/capot/bonus", "/scoring/capot/total"]
    assert {s["id"] for s in by_id["french"]["outcomes"]["scenarios"]} == CAPOT_SCENARIOS
    assert by_id["french"]["old_file"] == "HEAD~1:spec/variants/french.yaml"
    # its own two capot scenarios and the three French ones it runs too (it inherits French's capot)
    assert len(by_id["french-sans-atout"]["outcomes"]["scenarios"]) == 5


def test_rev_of_named_variants_and_of_the_working_tree(repo: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, report = _json(capsys, "french-qcsalon", "--rev", "HEAD~1..HEAD", "--repo", str(repo))
    assert code == 0 and [(v["id"], v["status"]) for v in report["variants"]] == [("french-qcsalon", "same")]
    code, report = _json(capsys, "--rev", "HEAD~1", "--repo", str(repo))  # no B: the working tree, here HEAD
    assert code == 1 and report["new"] == "working tree"
    assert {v["id"] for v in report["variants"]} == {
        "french",
        "french-annonces",
        "french-sans-atout",
        "french-sans-atout-ffb",
    }
    code, report = _json(capsys, "--rev", "HEAD..", "--repo", str(repo))
    assert code == 0 and report["variants"] == []


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--rev", "no-such-rev..HEAD"], "unknown revision 'no-such-rev'"),
        (["--rev", "..HEAD"], "expected a range A..B"),
        (["nowhere", "--rev", "HEAD~1..HEAD"], "no variant 'nowhere'"),
        (["spec/variants/french.yaml", "--rev", "HEAD~1..HEAD"], "name variants by id"),
    ],
)
def test_rev_errors_exit_2(repo: Path, capsys: pytest.CaptureFixture[str], args: list[str], message: str) -> None:
    code, out, err = _run(capsys, *args, "--repo", str(repo))
    assert (code, out) == (2, "") and message in err and "Traceback" not in err


def test_rev_outside_a_repository_exits_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = _run(capsys, "--rev", "HEAD~1..HEAD", "--repo", str(tmp_path))
    assert code == 2 and "not in a git repository" in err


# --- the rules diff alone ---------------------------------------------------------------------------------


def test_added_and_removed_values_keep_their_citations() -> None:
    old = load_variant("french")
    new = json.loads(json.dumps(old))
    del new["scoring"]["capot"]["total"]
    new["belote"]["cards"] = ["Q", "K"]
    new["bidding"]["rounds"][1]["cite"][0]["quote"] = "changed words"
    rules, docs = diff_rules(old, new)
    assert [(r.pointer, r.change, r.words) for r in rules] == [
        ("/belote/cards", "changed", "belote cards [K, Q] → [Q, K]"),
        ("/scoring/capot/total", "removed", "capot total removed (was 252)"),
    ]
    assert rules[1].cite_new is not None and rules[1].cite_new["at"] == "/scoring/capot"
    assert [d.pointer for d in docs] == ["/bidding/rounds/1/cite/0/quote"]
    assert nearest_cite(new, "/bidding/rounds/1/may_take")["citations"][0]["quote"] == "changed words"


def test_labels_and_meanings_come_from_the_pointer_and_the_schema() -> None:
    assert label("/bidding/rounds/1/may_take") == "rounds[1] may take"
    assert meaning("/bidding/rounds/1/may_take") == "What a player may name when taking in this round."
    # A terse description is said with the rule it belongs to.
    assert meaning("/play/obligations/follow_suit/required").endswith("Whether the rule binds.")
    assert meaning("/play/obligations/follow_suit/required") != "Whether the rule binds."
