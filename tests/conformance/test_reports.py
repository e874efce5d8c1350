"""`belote-spec report`: a JSON report reprinted or converted without a new run, and `report diff`
between two runs; and the pieces of the reports that must hold whatever an engine writes."""

from __future__ import annotations

import json
import re
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

import pytest

from belote_spec.conformance.reports import RunMeta, as_junit, xml_safe
from belote_spec.conformance.runner import CaseResult
from tests.cli.test_conformance_cli import cli, engine, report

MUTANT = "belote-spec serve --mutant french-no-follow-suit"


@pytest.fixture(scope="module")
def runs(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    """Two runs of the french scenarios: the reference engine's and a mutant's, each with every report."""
    d = tmp_path_factory.mktemp("runs")
    out: dict[str, Any] = {"dir": d}
    for name, argv in (("good", []), ("bad", ["--engine", MUTANT])):
        done = cli(
            "conformance",
            "--variant",
            "french",
            *argv,
            "--json",
            str(d / f"{name}.json"),
            "--junit-xml",
            str(d / f"{name}.xml"),
            "--markdown",
            str(d / f"{name}.md"),
        )
        out[name] = done
    return out


def test_report_reprints_the_run_s_text_and_keeps_its_verdict(runs: dict[str, Any]) -> None:
    d = runs["dir"]
    for name, code in (("good", 0), ("bad", 1)):
        assert runs[name].returncode == code
        again = cli("report", str(d / f"{name}.json"))
        assert again.returncode == code
        assert again.stdout == runs[name].stdout  # the same terminal report, failures and all, without a new run


@pytest.mark.parametrize(("fmt", "ext"), [("junit", "xml"), ("markdown", "md")])
def test_report_converts_to_the_other_formats_as_the_run_wrote_them(
    runs: dict[str, Any], fmt: str, ext: str, tmp_path: Path
) -> None:
    d = runs["dir"]
    out = tmp_path / f"again.{ext}"
    assert cli("report", str(d / "bad.json"), "--format", fmt, "--output", str(out)).returncode == 1
    assert out.read_text() == (d / f"bad.{ext}").read_text()


def test_report_to_json_gives_back_a_valid_report(runs: dict[str, Any], tmp_path: Path) -> None:
    out = tmp_path / "again.json"
    assert cli("report", str(runs["dir"] / "bad.json"), "--format", "json", "--output", str(out)).returncode == 1
    assert report(out) == report(runs["dir"] / "bad.json")


@pytest.mark.parametrize(
    ("content", "said"),
    [
        (None, "cannot read"),
        ("{not json", "is not JSON"),
        ('{"engine": "x", "totals": {}}', "is not a conformance report"),
    ],
)
def test_a_bad_report_file_is_exit_2_in_one_line(tmp_path: Path, content: str | None, said: str) -> None:
    path = tmp_path / "r.json"
    if content is not None:
        path.write_text(content)
    for argv in (["report", str(path)], ["report", "diff", str(path), str(path)]):
        done = cli(*argv)
        assert done.returncode == 2 and said in done.stderr and len(done.stderr.strip().splitlines()) == 1


def test_diff_says_what_got_worse_and_exits_1(runs: dict[str, Any]) -> None:
    d = runs["dir"]
    worse = cli("report", "diff", str(d / "good.json"), str(d / "bad.json"))
    assert worse.returncode == 1, worse.stderr
    failing = [r["id"] for r in report(d / "bad.json")["results"] if r["status"] == "failed"]
    assert f"newly failing ({len(failing)}):" in worse.stdout
    assert all(cid in worse.stdout for cid in failing) and "WORSE" in worse.stdout
    better = cli("report", "diff", str(d / "bad.json"), str(d / "good.json"))
    assert better.returncode == 0 and f"newly passing ({len(failing)}):" in better.stdout
    same = cli("report", "diff", str(d / "good.json"), str(d / "good.json"), "--format", "json")
    assert same.returncode == 0 and json.loads(same.stdout)["worse"] is False


def test_diff_sees_a_failure_that_changed_its_reason(runs: dict[str, Any], tmp_path: Path) -> None:
    data = report(runs["dir"] / "bad.json")
    first = next(r for r in data["results"] if r["status"] == "failed")
    first["message"] = "a different reason"
    changed = tmp_path / "changed.json"
    changed.write_text(json.dumps(data))
    done = cli("report", "diff", str(runs["dir"] / "bad.json"), str(changed), "--format", "json")
    assert done.returncode == 0  # failing before and after: not worse, but said
    (entry,) = json.loads(done.stdout)["changed_failures"]
    assert entry["id"] == first["id"] and entry["new"] == "a different reason"


def test_diff_counts_a_case_that_passed_and_is_now_skipped_as_worse(runs: dict[str, Any], tmp_path: Path) -> None:
    skipped = tmp_path / "skipped.json"
    assert (
        cli(
            "conformance", "--engine", engine(tmp_path, skip_all=True), "--variant", "french", "--json", str(skipped)
        ).returncode
        == 5
    )
    done = cli("report", "diff", str(runs["dir"] / "good.json"), str(skipped))
    assert done.returncode == 1 and "newly skipped" in done.stdout


def test_an_interrupted_report_reprints_as_interrupted(runs: dict[str, Any], tmp_path: Path) -> None:
    data = report(runs["dir"] / "good.json")
    data["run"]["interrupted"] = "SIGINT"
    path = tmp_path / "partial.json"
    path.write_text(json.dumps(data))
    done = cli("report", str(path))
    assert done.returncode == 130 and "INTERRUPTED by SIGINT" in done.stdout


def test_characters_xml_forbids_are_escaped_and_the_rest_kept() -> None:
    text = "é \t\n ok \x1b[31m \x00 \x7f \ufffe"
    safe = xml_safe(text)
    assert safe == "é \t\n ok \\x1b[31m \\x00 \\x7f \\ufffe"
    result = CaseResult(
        id="f::s[french]",
        variant="french",
        area="play",
        sources=[],
        status="failed",
        message=text,
        kind="engine",
        stderr=text,
    )
    root = ET.fromstring(as_junit([result], "e\x1b", RunMeta()).encode())
    case = next(root.iter("testcase"))
    message = case.find("error").get("message")
    assert message == safe and "\x1b" not in message
    assert "\\x1b[31m" in case.find("system-err").text


def test_a_stop_in_a_run_of_one_variant_does_not_say_to_run_that_variant_alone() -> None:
    from belote_spec.conformance.reports import stop_sentence

    stop = {"variant": "french-sans-atout", "phase": "greedy"}
    assert "(`--variant french-sans-atout`)" in stop_sentence(stop)
    alone = stop_sentence({**stop, "alone": True})
    assert "--variant" not in alone and alone.endswith("run one rule area at a time (`--area`).")


def test_a_stop_of_the_root_cause_search_says_where_in_one_sentence() -> None:
    """The pair search cut short names the failure it was on, its candidate pairs and how many were
    tried, and says every other failure was tried only when none was left untried (issue 11)."""
    from belote_spec.conformance.reports import cause_lines, stop_sentence

    stop = {
        "variant": "french-sans-atout",
        "phase": "pairs",
        "by": "pairs",
        "scenario": "x.feature::four belotes",
        "candidates": 258_700,
        "tried": 3_000,
        "pair_budget": 3_000,
        "unsearched": 0,
    }
    said = stop_sentence(stop)
    assert said.startswith(
        "In french-sans-atout, trying two rule changes at once ended on `x.feature::four belotes` after 3,000 "
        "of its 258,700 candidate pairs, as many as the search tries in a variant; every other failure was tried."
    ), said
    two = stop_sentence({**stop, "unsearched": 2})
    assert "every other failure" not in two and "2 other failures were not tried so" in two
    skipped = stop_sentence({**stop, "by": "skipped", "tried": 0, "left": 2_500})
    assert "`x.feature::four belotes` was not tried as two rule changes at once: it has 258,700 candidate" in skipped
    both = stop_sentence(
        {
            **stop,
            "by": "skipped",
            "tried": 0,
            "left": 2_500,
            "also": [{"scenario": "y.feature::failed", "candidates": 268_067}],
        }
    )
    assert (
        "more than the 2,500 left of the 3,000 the search tries, nor was 1 other failure "
        "(`y.feature::failed` 268,067); every failure besides these was tried."
    ) in both, both
    greedy = stop_sentence({"variant": "coinche", "phase": "greedy"})
    assert "coinche" in greedy and "choosing the causes one at a time" in greedy
    lines = cause_lines(
        {
            "failed": 1,
            "causes": [],
            "unexplained": ["x.feature::four belotes"],
            "incomplete": ["french-sans-atout"],
            "stops": [stop],
        }
    )
    assert sum("ended" in line for line in lines) == 1, lines


def test_where_the_search_ended_is_said_as_what_to_do_not_as_a_budget() -> None:
    """Each way the root-cause search can end early is said without its inner words (budget, spent) and
    with what a user can do: select less, run the scenario alone, or read its failure."""
    from belote_spec.conformance.reports import cause_lines, stop_sentence

    pairs: dict[str, Any] = {"variant": "coinche", "phase": "pairs", "scenario": "x", "candidates": 9, "tried": 3}
    pairs["pair_budget"] = 3
    stops: list[dict[str, Any]] = [
        {"variant": "coinche", "phase": phase} for phase in ("changes", "greedy", "pair-pool", "pairs", "by-shape")
    ]
    stops += [{**pairs, "by": by} for by in ("pairs", "runs", "skipped")]
    for stop in stops:
        said = stop_sentence(stop)
        assert not re.search(r"budget|spent|spend", said, re.I), said
        assert re.search(r"--variant coinche|`-k`|failure above shows", said), said
    old = cause_lines({"failed": 1, "causes": [], "unexplained": ["x"], "incomplete": ["coinche"]})
    assert not any(re.search(r"budget|spent", line) for line in old) and "`--variant`" in old[-1]


def _edited(path: Path, to: Path, edit: Any) -> str:
    data = report(path)
    edit(data)
    to.write_text(json.dumps(data), encoding="utf-8")
    return str(to)


def _recount(data: dict[str, Any]) -> None:
    """Totals and selected count set to agree with the results, as a careful forger would."""
    data["totals"] = {k: sum(r["status"] == k for r in data["results"]) for k in data["totals"]}
    data["run"]["selected"] = len(data["results"])


def test_report_takes_its_verdict_from_the_results_and_refuses_forged_totals(
    runs: dict[str, Any], tmp_path: Path
) -> None:
    def one_failed(data: dict[str, Any]) -> None:
        data["results"][0] |= {"status": "failed", "message": "forged"}

    def all_passed(data: dict[str, Any]) -> None:
        data["totals"] = {**data["totals"], "passed": len(data["results"]), "failed": 0}

    for source, edit, said in (
        ("good", one_failed, "/totals/failed: 0, but 1 result(s) are failed"),
        ("bad", all_passed, "/totals/failed: 0, but"),
    ):
        forged = _edited(runs["dir"] / f"{source}.json", tmp_path / f"{source}-forged.json", edit)
        done = cli("report", forged)
        assert (done.returncode, done.stdout) == (2, ""), done.stdout
        assert said in done.stderr and "contradicts itself" in done.stderr


def test_diff_counts_vanished_cases_as_worse_and_refuses_a_repeated_id(runs: dict[str, Any], tmp_path: Path) -> None:
    good, bad = runs["dir"] / "good.json", runs["dir"] / "bad.json"

    def emptied(data: dict[str, Any]) -> None:
        data["results"] = []
        _recount(data)

    gone = cli("report", "diff", str(good), _edited(good, tmp_path / "gone.json", emptied))
    ran = len(report(good)["results"])
    assert gone.returncode == 1 and f"no longer run ({ran}):" in gone.stdout and "WORSE" in gone.stdout

    def hidden(data: dict[str, Any]) -> None:  # a passing copy after the failure, which a dict keeps
        failure = next(r for r in data["results"] if r["status"] == "failed")
        data["results"].append({**failure, "status": "passed", "message": ""})
        _recount(data)

    done = cli("report", "diff", str(good), _edited(bad, tmp_path / "hidden.json", hidden))
    assert done.returncode == 2 and "is reported 2 times" in done.stderr


@pytest.fixture(scope="module")
def shards(tmp_path_factory: pytest.TempPathFactory) -> list[Path]:
    """The three shards of the nine french trick cases, three cases each."""
    d = tmp_path_factory.mktemp("shards")
    paths = [d / f"shard{k}.json" for k in (1, 2, 3)]
    for k, path in enumerate(paths, 1):
        select = ["--variant", "french", "--area", "tricks", "--shard", f"{k}/3"]
        assert cli("conformance", *select, "--json", str(path)).returncode == 0
    assert report(paths[0])["run"]["shard"]["of"] == 9
    return paths


def test_merge_takes_every_case_exactly_once(shards: list[Path], tmp_path: Path) -> None:
    one, two, three = map(str, shards)
    out = tmp_path / "merged.json"
    assert cli("report", "merge", str(out), one, two, three).returncode == 0

    def as_shard(k: int) -> Any:
        return lambda data: data["run"]["shard"].update(k=k)

    def one_case_less(data: dict[str, Any]) -> None:
        data["results"].pop()
        _recount(data)

    def stopped_early(data: dict[str, Any]) -> None:
        one_case_less(data)
        data["run"]["stopped_early"] = True
        data["run"]["selected"] = 3

    refused = {
        "relabelled": ((one, _edited(shards[0], tmp_path / "r.json", as_shard(2)), three), "in more than one shard"),
        "swapped": (
            (
                one,
                _edited(shards[1], tmp_path / "s2.json", as_shard(3)),
                _edited(shards[2], tmp_path / "s3.json", as_shard(2)),
            ),
            "are not the selection they were cut from",
        ),
        "a case removed": ((one, _edited(shards[1], tmp_path / "c.json", one_case_less), three), "runs 3 of them"),
        "stopped early": ((one, two, _edited(shards[2], tmp_path / "e.json", stopped_early)), "stopped early"),
    }
    out.unlink()
    for what, (files, said) in refused.items():
        done = cli("report", "merge", str(out), *files)
        assert done.returncode == 2 and said in done.stderr, (what, done.stderr)
        assert len(done.stderr.strip().splitlines()) == 1 and not out.exists(), what


def _longest_value(line: str) -> int:
    """The length of the longest bracketed value ({...} or [...]) in a line of text."""
    longest, opened = 0, []
    for i, ch in enumerate(line):
        if ch in "{[":
            opened.append(i)
        elif ch in "}]" and opened:
            longest = max(longest, i - opened.pop() + 1)
    return longest


def test_unexplained_failures_are_grouped_by_what_the_engine_got_wrong(tmp_path: Path) -> None:
    """An engine whose score_deal gives no `scores` fails every scoring scenario the same way: one line says
    how many, what they share and the smallest, rather than a line each (issue 32)."""
    from belote_spec.conformance.reports import cause_lines
    from belote_spec.conformance.runner import run
    from belote_spec.conformance.scenarios import collect
    from belote_spec.protocol.connect import open_engine

    cases = [c for c in collect() if c.variant == "french" and {"scoring", "belote"} & set(c.areas)]
    with open_engine(engine(tmp_path, drop={"score_deal": ["scores"]}), 10.0) as opened:
        results = run(opened.engine, cases)
    failed = [r.id for r in results if r.status == "failed"]
    assert len(failed) > 10
    lines = cause_lines({"failed": len(failed), "causes": [], "unexplained": failed}, results)
    groups = [line for line in lines if line.startswith("- ")]
    head = f"- {len(failed)} unexplained failures: the engine's score_deal has no `scores`; smallest: "
    assert len(groups) == 1 and groups[0].startswith(head), lines
    assert groups[0].removeprefix(head) in failed


def test_a_text_report_shows_where_long_values_differ_not_whole_blobs() -> None:
    """A rule value or an answer of hundreds of characters is shown as the keys where the two sides differ,
    cut after them when still long; the JSON report keeps every value whole (issue 32)."""
    from belote_spec.conformance.reports import as_json, cause_lines, format_text
    from belote_spec.conformance.steps import StepFailure
    from belote_spec.spec.loader import load_variant

    declarations = load_variant("bela")["declarations"]
    cause = {
        "variant": "french",
        "pointer": "/declarations",
        "variant_value": {"enabled": False},
        "engine_value": declarations,
        "how": "other-variant",
        "description": "Declared combinations.",
        "explains": ["a"],
        "smallest": "a",
        "pinned": False,
    }
    state = {"phase": "bidding", "turn": "E", "hands": {s: ["7C"] * 8 for s in "NESW"}, "bids": [], "dealer": "S"}
    after = {**state, "turn": "N", "bids": [{"seat": "E", "action": "pass"}]}
    failure = StepFailure("state unchanged", state, after)
    answer = json.dumps({"id": 9, "result": after})
    result = CaseResult(
        "a",
        "french",
        "bidding",
        [],
        "failed",
        failure.message,
        "And the state is unchanged",
        "x.feature:1",
        "rule",
        calls=[{"request": '{"id":9,"op":"state","args":{"handle":"$1"}}', "answer": answer}],
        failure=failure,
    )
    assert len(failure.message) > 300 and len(json.dumps(declarations)) > 300
    meta = RunMeta(causes={"failed": 1, "causes": [cause], "unexplained": []})
    text = format_text([result], "engine", meta)
    assert max(map(_longest_value, text.splitlines())) <= 125, text
    said = next(line for line in text.splitlines() if "the state changed" in line)
    assert "'turn': 'E'" in said and "'turn': 'N'" in said and "'hands'" not in said, said
    summary = cause_lines(meta.causes)[2]
    assert summary.index('"enabled": true') < summary.index("carre"), summary  # what differs comes first
    whole = as_json([result], "engine", meta)
    assert (
        whole["causes"]["causes"][0]["engine_value"] == declarations
        and whole["results"][0]["calls"][0]["answer"] == answer
    )


def test_the_header_s_time_is_the_whole_run_s_the_search_included(runs: dict[str, Any]) -> None:
    """The time a run reports is how long it took, the root-cause search with it, and how much of it the
    search took (issue 32: "116 cases in 1.6 s" for a run of 43 s)."""
    data = report(runs["dir"] / "bad.json")["run"]
    assert 0 < data["search_duration"] <= data["duration"]
    header = runs["bad"].stdout.splitlines()[1]
    assert f"cases in {data['duration']:.1f} s ({data['search_duration']:.1f} s of it looking for root causes" in header


def test_format_json_to_a_file_prints_one_line_not_the_text_report(tmp_path: Path) -> None:
    """--format json --output F writes the report to F; the terminal gets the counts, the time and the file
    in one line, as pytest's last line (issue 32)."""
    out = tmp_path / "r.json"
    done = cli("conformance", "--variant", "open-belot", "-k", "deal", "--format", "json", "--output", str(out))
    assert done.returncode == 0, done.stderr
    n = report(out)["totals"]["passed"]
    assert n > 0
    assert re.fullmatch(rf"{n} passed, 0 failed, 0 skipped in \d+\.\d s; report: {re.escape(str(out))}\n", done.stdout)


def test_failures_group_by_the_shape_of_their_difference_and_keep_their_own_words() -> None:
    """Outcomes wrong the same way group; the other way round, or a rule cited, stay apart; a group of
    values that are no dicts is said in its smallest case's own words."""
    from belote_spec.conformance.reports import failure_groups
    from belote_spec.conformance.steps import StepFailure

    def failed(cid: str, facts: StepFailure) -> CaseResult:
        return CaseResult(cid, "french", "scoring", [], "failed", facts.message, "Then x", "f:1", "rule", failure=facts)

    results = [
        failed("a", StepFailure("outcome", "made", "failed")),
        failed("bb", StepFailure("outcome", "made", "failed")),
        failed("c", StepFailure("outcome", "failed", "made")),
        failed("d", StepFailure("rejection", "/bidding/rounds/1", "/bidding", details={"words": "no"})),
        failed("e", StepFailure("scores", {"NS": 1, "EW": 2}, {"NS": 1})),
    ]
    groups = {words: [r.id for r in rs] for words, rs in failure_groups(results)}
    assert groups == {
        "contract: expected made, engine says failed": ["a", "bb"],
        "contract: expected failed, engine says made": ["c"],
        "rejection: expected /bidding/rounds/1, engine cites /bidding (no)": ["d"],
        "the engine's scores has no `EW`": ["e"],
    }
