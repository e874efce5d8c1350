"""The report pages of the harnessed engines (docs/engines/): each JSON is what the commands measure
today, each page is the rendering of its JSON, the hand-confirmed data agrees with the variants, and
root causes are matched to confirmed deviations by rule pointer, false alarms shown as such.

Regenerating a page runs conformance, identify and fuzz against the real engine, through its harness
package (`pip install -e harnesses/<engine>`): without it those tests are skipped, unless
BELOTE_SPEC_REQUIRE_HARNESSES=1, where a missing engine is a failure.
"""

from __future__ import annotations

import copy
import importlib
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from shared_runs import run_once

from belote_spec.docs import engine_pages as pages
from belote_spec.protocol.adapter import read_claims

ROOT = Path(__file__).resolve().parents[2]
CONFIRMED = pages.confirmed_files()
NAMES = [p.name.removesuffix(".confirmed.yaml") for p in CONFIRMED]


def need_engine(harness: str) -> None:
    """A skip (a failure when BELOTE_SPEC_REQUIRE_HARNESSES=1) when the harness's engine is not installed."""
    try:
        importlib.import_module(pages.harness_module(harness))
    except ImportError as e:
        if os.environ.get("BELOTE_SPEC_REQUIRE_HARNESSES") == "1":
            pytest.fail(f"{harness}: {e} (BELOTE_SPEC_REQUIRE_HARNESSES=1)")
        pytest.skip(f"{harness}: {e}")


def committed(name: str) -> dict[str, Any]:
    return json.loads((pages.PAGES_DIR / f"{name}.json").read_text(encoding="utf-8"))


def differences(old: Any, new: Any, where: str = "") -> list[str]:
    """The JSON pointers where two pages differ (the first few), for a readable failure."""
    if isinstance(old, dict) and isinstance(new, dict):
        out: list[str] = []
        for k in sorted(set(old) | set(new)):
            out += differences(old.get(k), new.get(k), f"{where}/{k}") if k in old and k in new else [f"{where}/{k}"]
        return out
    if isinstance(old, list) and isinstance(new, list) and len(old) == len(new):
        return [d for i, (a, b) in enumerate(zip(old, new, strict=True)) for d in differences(a, b, f"{where}/{i}")]
    return [] if old == new else [where or "/"]


def test_there_is_a_page_for_each_harness() -> None:
    claims = read_claims(pages.CLAIMS)
    assert sorted(pages.load_confirmed(p)["harness"] for p in CONFIRMED) == sorted(claims)


STEPS = {"conformance": "run_conformance", "identify": "run_identify", "fuzz": "run_fuzz"}
# One item per command run a page records (conformance, identify and a 200-deal stateless fuzz per claimed
# variant), so that the workers share them: a whole page in one item was the suite's longest test.
RUNS = [
    (name, variant, command)
    for name in NAMES
    for variant in read_claims(pages.CLAIMS)[pages.load_confirmed(pages.find_harness(name))["harness"]].variants
    for command in STEPS
]


def _stale(name: str, where: list[str]) -> str:
    return (
        f"docs/engines/{name}.json is stale (differs at {', '.join(where[:8])}{' ...' if len(where) > 8 else ''}): "
        f"regenerate with `belote-spec engine-report {name}` (`--no-run` when only {name}.confirmed.yaml changed)"
    )


@pytest.mark.parametrize(("name", "variant", "command"), RUNS, ids=["-".join(r) for r in RUNS])
def test_each_committed_run_is_what_its_command_finds_today(
    name: str, variant: str, command: str, shared_runs: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The slow ones: each runs one command against the real engine, as `engine-report` does. identify's
    run is the one tests/diagnose/test_identify.py reads too: run once in the session (tests/shared_runs.py)."""
    confirmed = pages.load_confirmed(pages.find_harness(name))
    need_engine(confirmed["harness"])
    if command == "identify":
        real = pages._run
        monkeypatch.setattr(pages, "_run", lambda argv: run_once(shared_runs, argv, real))
    fresh = getattr(pages, STEPS[command])(confirmed["harness"], variant)
    old = committed(name)["runs"].get(variant, {}).get(command)
    where = differences(old, fresh, f"/runs/{variant}/{command}")
    assert not where, _stale(name, where)


@pytest.mark.parametrize("name", NAMES)
def test_the_committed_json_is_what_its_runs_give(name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """The whole page as `engine-report` builds it, each command's run being the committed one (each is
    checked fresh above): with those, the page is what the commands find today."""
    confirmed = pages.load_confirmed(pages.find_harness(name))
    old = committed(name)
    claimed = read_claims(pages.CLAIMS)[confirmed["harness"]].variants
    assert sorted(old["runs"]) == sorted(claimed), _stale(name, ["/runs"])
    for command, step in STEPS.items():
        monkeypatch.setattr(pages, step, lambda harness, variant, c=command: copy.deepcopy(old["runs"][variant][c]))
    fresh = pages.build(confirmed)
    where = differences(old, fresh)
    assert not where, _stale(name, where)


@pytest.mark.parametrize("name", NAMES)
def test_the_page_is_the_rendering_of_its_json(name: str) -> None:
    md = (pages.PAGES_DIR / f"{name}.md").read_text(encoding="utf-8")
    assert md == pages.render(committed(name)), (
        f"docs/engines/{name}.md is not the rendering of {name}.json: "
        f"`belote-spec engine-report {name} --no-run` rewrites it"
    )


def test_the_index_lists_every_page_with_its_badges() -> None:
    index = (pages.PAGES_DIR / "index.md").read_text(encoding="utf-8")
    assert index == pages.render_index(pages.committed_pages()), "`belote-spec engine-report --no-run`"
    for name in NAMES:
        for line in committed(name)["badges"].values():
            assert line in index


@pytest.mark.parametrize("name", NAMES)
def test_the_confirmed_json_carries_the_confirmed_yaml(name: str) -> None:
    """An edit of the YAML makes the page stale even before the engines are run again."""
    assert committed(name)["confirmed"] == pages.load_confirmed(pages.find_harness(name))


@pytest.mark.parametrize("name", NAMES)
def test_the_committed_json_follows_its_schema(name: str) -> None:
    import jsonschema

    from belote_spec.spec.resources import schemas_dir

    schema = json.loads((schemas_dir() / "engine-page.schema.json").read_text(encoding="utf-8"))
    jsonschema.validate(committed(name), schema)


def _subset(expected: Any, actual: Any) -> bool:
    if isinstance(expected, dict):
        return isinstance(actual, dict) and all(k in actual and _subset(v, actual[k]) for k, v in expected.items())
    return bool(expected == actual)


@pytest.mark.parametrize("path", CONFIRMED, ids=lambda p: p.name)
def test_each_confirmed_rule_value_is_the_variants(path: Path) -> None:
    """A pointer or a value copied wrong from the drafts would match the wrong causes: the values
    stated are those of the resolved variants, and every pointer names a rule they have."""
    confirmed = pages.load_confirmed(path)
    claimed = read_claims(pages.CLAIMS)
    problems = []
    for d in confirmed["deviations"]:
        for rule in d["rules"]:
            for v in rule["variants"]:
                if v not in claimed[confirmed["harness"]].variants:
                    problems.append(f"{d['id']}: {v} is not a claimed variant")
                    continue
                actual = pages._resolved_value(v, rule["pointer"])
                if actual == pages.ABSENT:
                    problems.append(f"{d['id']}: {v} has no {rule['pointer']}")
                elif "variant_value" in rule and not _subset(rule["variant_value"], actual):
                    problems.append(f"{d['id']}: {v} {rule['pointer']} is {actual!r}, not {rule['variant_value']!r}")
    assert not problems


@pytest.mark.parametrize("path", CONFIRMED, ids=lambda p: p.name)
def test_scenarios_named_by_hand_exist(path: Path) -> None:
    """The ids in the confirmed file are the ids conformance reports (a renamed scenario is caught here)."""
    from belote_spec.conformance.scenarios import collect

    ids = {c.id for c in collect()}
    confirmed = pages.load_confirmed(path)
    named = [d["smallest_scenario"] for d in confirmed["deviations"] if d["smallest_scenario"]]
    named += [s for d in confirmed["deviations"] for s in d.get("through", {}).get("scenarios", [])]
    named += [s for lim in confirmed["limits"] for s in lim.get("scenarios", [])]
    assert [s for s in named if s not in ids] == []


# -- the matching, on a synthetic engine ----------------------------------------------------------------
CONFIRMED_SYNTHETIC: dict[str, Any] = {
    "engine": "toy",
    "version": "1",
    "harness": "toy",
    "header": [],
    "sections": [],
    "limits": [
        {"id": "A1", "what": "dealing a pack", "why": "no pack", "scenarios": ["v/d.feature::pack[v]"]},
        {"what": "the match", "why": "one deal", "skips": ["plays one deal"]},
    ],
    "deviations": [
        {
            "id": "T1",
            "summary": "no rounding",
            "text": "",
            "evidence": [{"where": "a.py:1"}],
            "source": "",
            "smallest_scenario": "v/s.feature::round[v]",
            "rules": [{"pointer": "/scoring/round_to", "variants": ["v"]}],
        },
        {
            "id": "T2",
            "summary": "round 2 other suits",
            "text": "",
            "evidence": [{"where": "b.py:2"}],
            "source": "",
            "smallest_scenario": None,
            "rules": [{"pointer": "/bidding/rounds/1/may_take", "variants": ["v"], "engine_value": ["other_suits"]}],
        },
        {
            "id": "T3",
            "summary": "round 2 offers No Trumps",
            "text": "",
            "evidence": [{"where": "b.py:3"}],
            "source": "",
            "smallest_scenario": None,
            "rules": [{"pointer": "/bidding/rounds/1/may_take", "variants": ["v"], "engine_value": ["no_trumps"]}],
        },
        {
            "id": "T4",
            "summary": "never found",
            "text": "",
            "evidence": [{"where": "c.py:4"}],
            "source": "",
            "smallest_scenario": None,
            "rules": [{"pointer": "/belote/announce", "variants": ["v"]}],
            "skips": ["no declarations"],
        },
    ],
}


def cause(pointer: str, engine_value: Any = 1) -> dict[str, Any]:
    return {
        "variant": "v",
        "pointer": pointer,
        "variant_value": 0,
        "engine_value": engine_value,
        "how": "nudged",
        "description": "",
        "cite": [],
        "explains": ["v/x.feature::x[v]"],
        "smallest": "v/x.feature::x[v]",
        "confirmed": None,
    }


def departure(pointer: str, variant_value: Any, engine: Any) -> dict[str, Any]:
    return {
        "pointer": pointer,
        "description": "",
        "change": "flipped",
        "variant": {"value": variant_value},
        "engine": {"value": engine},
        "explains": 3,
        "shown_by": {},
        "also": [],
    }


def synthetic_runs(closest: str = "v") -> dict[str, Any]:
    return {
        "v": {
            "conformance": {
                "exit_code": 1,
                "totals": {"passed": 1, "failed": 5, "skipped": 2, "xfailed": 0, "xpassed": 0},
                "failed": [
                    {"id": i, "kind": "rule", "message": "m"}
                    for i in ("v/x.feature::x[v]", "v/d.feature::pack[v]", "v/s.feature::round[v]", "v/u.feature::u[v]")
                ],
                "skipped": [
                    {"id": "v/m.feature::m[v]", "message": "the engine does not support this: plays one deal"},
                    {"id": "v/z.feature::z[v]", "message": "the engine does not support this: who knows"},
                ],
                "causes": {
                    "failed": 5,
                    "incomplete": [],
                    "unexplained": ["v/d.feature::pack[v]", "v/s.feature::round[v]", "v/u.feature::u[v]"],
                    "causes": [
                        cause("/scoring/round_to/multiple"),  # a child of T1's pointer: T1 found
                        cause("/bidding/rounds/1/may_take", ["other_suits"]),  # T2's value, not T3's
                        cause("/play/obligations/overtrump"),  # no deviation there: a false alarm
                    ],
                },
            },
            "identify": {
                "exit_code": 1,
                "positions": 10,
                "stale": False,
                "name": {
                    "name": "v",
                    "closest": closest,
                    "agree": 5,
                    "counted": 8,
                    "exact": False,
                    "tied": [],
                    "skipped": 0,
                    "answered": 10,
                    "asked": 10,
                    "relevant": 8,
                    "enough": True,
                    "errors": 0,
                    "ranking": [],
                    "unexplained": 0,
                    "departures": [
                        departure("/scoring/round_to", {"multiple": 10}, None),
                        departure("/declarations/enabled", True, False),
                    ],
                },
            },
        }
    }


def values_of_v(variant: str, pointer: str) -> Any:
    return {"/scoring/round_to": {"multiple": 10}, "/declarations/enabled": False}.get(pointer, pages.ABSENT)


def test_matching_finds_a_cause_flags_a_false_alarm_and_lists_a_missed_deviation() -> None:
    m = pages.match(CONFIRMED_SYNTHETIC, synthetic_runs(), values_of_v)
    found = {d["id"]: [(f["command"], f["pointer"]) for f in d["found"]] for d in m["deviations"]}
    assert found["T1"] == [("conformance", "/scoring/round_to/multiple"), ("identify", "/scoring/round_to")]
    assert found["T2"] == [("conformance", "/bidding/rounds/1/may_take")]  # the stated engine value decides
    assert found["T3"] == [] and found["T4"] == []
    assert m["missed"] == ["T3", "T4"]
    assert [(a["command"], a["pointer"]) for a in m["false_alarms"]] == [
        ("conformance", "/play/obligations/overtrump"),
        ("identify", "/declarations/enabled"),
    ]
    by_hand = {u["id"]: u["by_hand"] for u in m["unexplained"]}
    assert by_hand == {"v/d.feature::pack[v]": ["A1"], "v/s.feature::round[v]": ["T1"], "v/u.feature::u[v]": []}
    assert [(len(g["ids"]), g["owner"]) for g in m["skipped"]] == [(1, "adapter limit: the match"), (1, None)]


def test_an_identify_departure_from_another_variant_counts_only_where_the_claimed_variant_agrees() -> None:
    """Closest `w`: a departure at a rule where `v` has w's value is v's departure too (/scoring/round_to,
    T1); where `v` has another value it is a difference between w and v, neither found nor a false alarm."""
    resolved = {"/scoring/round_to": {"multiple": 10, "cite": [{"source": "S", "quote": "q"}], "notes": "n"}}
    m = pages.match(
        CONFIRMED_SYNTHETIC, synthetic_runs(closest="w"), lambda variant, pointer: resolved.get(pointer, pages.ABSENT)
    )  # cites and notes aside
    assert [f["command"] for f in m["deviations"][0]["found"]] == ["conformance", "identify"]
    assert [o["pointer"] for o in m["identify_other"]] == ["/declarations/enabled"]
    assert [a["command"] for a in m["false_alarms"]] == ["conformance"]


def _toy_page(runs: dict[str, Any], fuzz_lines: list[str]) -> dict[str, Any]:
    """The page of the toy engine claiming `v` with these runs and a fuzz run that diverged nowhere, matched
    against CONFIRMED_SYNTHETIC and badged."""
    fuzz = {"exit_code": 5, "mode": "stateless mode", "deals": 200, "seed": 0, "divergence": None, "lines": fuzz_lines}
    page: dict[str, Any] = {
        "format": pages.FORMAT,
        "engine": "toy",
        "version": "1",
        "harness": "toy",
        "engine_option": "x",
        "claims": ["v"],
        "claims_why": "",
        "commands": {"v": {}},
        "confirmed": CONFIRMED_SYNTHETIC,
        "runs": runs | {"v": runs["v"] | {"fuzz": fuzz}},
        "matching": pages.match(CONFIRMED_SYNTHETIC, runs, values_of_v),
    }
    page["badges"] = {"v": pages.badge(page, "v")}
    return page


def test_the_page_shows_a_false_alarm_loudly_and_the_badge_counts_it() -> None:
    page = _toy_page(synthetic_runs(), ["v: not checked"])
    assert page["badges"]["v"] == (
        "v: 1/6 passed, 2 skipped, 2 of 4 confirmed deviations found as root causes, 1 FALSE ALARM(S)"
    )
    md = pages.render(page)
    assert "**FALSE ALARM** (conformance, v): root cause `/play/obligations/overtrump`" in md
    assert "**FALSE ALARM** (identify, v): departure `/declarations/enabled`" in md
    assert "- **T4** never found" in md


def test_a_rule_identify_names_without_a_value_shows_the_rules_that_fit_alike() -> None:
    """identify names /belote, no value, where changes of /belote/bonus and /belote/enabled fit alike."""
    runs = synthetic_runs()
    near = departure("/belote", {"bonus": 20}, None) | {
        "change": "departs",
        "engine": None,
        "near": ["/belote/bonus", "/belote/enabled"],
    }
    runs["v"]["identify"]["name"]["departures"] = [near]
    md = pages.render(_toy_page(runs, []))
    assert '| `/belote` | {"bonus": 20} | none named: `/belote/bonus`, `/belote/enabled` fit alike | 3 |' in md


def test_related_pointers_are_whole_segments() -> None:
    assert pages.related("/scoring/bid_contract", "/scoring/bid_contract/flat")
    assert not pages.related("/scoring/bid", "/scoring/bid_contract")
    assert not pages.related("", "/scoring")


# -- the command -------------------------------------------------------------------------------------------
def belote_spec(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "belote_spec", *args], cwd=ROOT, capture_output=True, text=True, timeout=120
    )


def test_no_run_rebuilds_the_committed_pages_from_their_recorded_runs(tmp_path: Path) -> None:
    for name in NAMES:
        for suffix in (".confirmed.yaml", ".json"):
            shutil.copy(pages.PAGES_DIR / f"{name}{suffix}", tmp_path)
    done = belote_spec("engine-report", "--no-run", "--dir", str(tmp_path))
    assert done.returncode == 0, done.stderr
    for name in NAMES:
        assert (tmp_path / f"{name}.md").read_text() == (pages.PAGES_DIR / f"{name}.md").read_text()
    assert (tmp_path / "index.md").read_text() == (pages.PAGES_DIR / "index.md").read_text()


def test_an_unknown_engine_or_a_broken_confirmed_file_is_one_line_and_exit_2(tmp_path: Path) -> None:
    done = belote_spec("engine-report", "no-such-engine")
    assert done.returncode == 2
    assert done.stderr.strip().splitlines() == [
        f"belote-spec engine-report: no harness 'no-such-engine' (known: {', '.join(NAMES)})"
    ]
    broken = copy.deepcopy(pages.load_confirmed(CONFIRMED[0]))
    del broken["deviations"][0]["rules"]
    (tmp_path / CONFIRMED[0].name).write_text(json.dumps(broken), encoding="utf-8")  # JSON is YAML
    done = belote_spec("engine-report", "--no-run", "--dir", str(tmp_path))
    assert done.returncode == 2
    assert len(done.stderr.strip().splitlines()) == 1
    assert "/deviations/0: 'rules' is a required property" in done.stderr
    assert not list(tmp_path.glob("*.md"))


def test_a_fuzz_divergence_it_cannot_read_stops_the_page(monkeypatch: pytest.MonkeyPatch) -> None:
    """fuzz exit 1 is a divergence, read from fuzz's JSON: output in another form, or an exit 1 naming no
    divergence, must not become "no divergence" on the page."""
    from belote_spec.base.exits import CommandError

    def answers(status: int, stdout: str) -> None:
        monkeypatch.setattr(pages, "_run", lambda argv: subprocess.CompletedProcess(argv, status, stdout, ""))

    answers(1, "Divergence in deal 3\n")
    with pytest.raises(CommandError, match="cannot read fuzz's JSON: 'Divergence in deal 3"):
        pages.run_fuzz("toy", "french")
    answers(1, json.dumps({"mode": "stateless mode (as asked)", "divergence": None, "lines": []}))
    with pytest.raises(CommandError, match="fuzz exited 1 and named no divergence"):
        pages.run_fuzz("toy", "french")
    found = {"variant": "french", "deal": 7, "seed": 0, "what": "trick winner: engine N, reference S"}
    found["scenario"] = "@variant:french\nScenario: x"
    answers(1, json.dumps({"mode": "stateless mode (as asked)", "divergence": found, "lines": ["..."]}))
    read = pages.run_fuzz("toy", "french")
    assert read["divergence"] == {
        "deal": 7,
        "what": "trick winner: engine N, reference S",
        "scenario": "@variant:french\nScenario: x",
    }
    assert read["mode"] == "stateless mode (as asked)" and read["lines"] == []


def test_fuzz_json_gives_the_divergence_its_text_shows() -> None:
    """`fuzz --format json` carries the same verdict as the text: the first divergence's headline as data,
    the scenario after it, and the lines."""
    argv = ["fuzz", "--engine", "belote-spec serve --mutant french-lowest-trump-wins", "--variant", "french"]
    argv += ["--deals", "20", "--mode", "stateless"]
    text = belote_spec(*argv)
    data = belote_spec(*argv, "--format", "json")
    assert text.returncode == data.returncode == 1
    said = json.loads(data.stdout)
    lines = text.stdout.splitlines()
    assert said["lines"] == lines
    found = said["divergence"]
    assert found == said["findings"][0]
    at = lines.index(
        f"{found['variant']}, cause 1 of {len(said['findings'])} (on {found['deals']} deal(s); "
        f"witness: deal {found['deal']} of seed {found['seed']})"
    )
    assert lines[at + 1] == f"  {found['what']}"
    assert found["scenario"] and found["scenario"] == "\n".join(
        lines[at + 3 : at + 3 + len(found["scenario"].splitlines())]
    )
    assert f"fuzz: {said['mode']}" in data.stderr.splitlines()


def test_no_absolute_path_of_the_checkout_reaches_a_page() -> None:
    assert (
        pages._clean(f"cannot read {pages._CHECKOUT}/spec/x.yaml in {pages._CHECKOUT}")
        == "cannot read spec/x.yaml in ."
    )
    for name in NAMES:
        text = (pages.PAGES_DIR / f"{name}.json").read_text(encoding="utf-8")
        assert str(pages._CHECKOUT) not in text and '"duration"' not in text and '"start_time"' not in text


def test_a_cause_that_took_in_a_deviations_smallest_scenario_finds_it_too() -> None:
    """Two deviations at one rule (belote-cli's B6 and B7 at /bidding/rounds/1/may_take): the cause's value
    is B6's, but it also explains B7's smallest scenario, so both are found; a third at the rule whose
    scenario it does not explain is not."""
    confirmed = {
        "deviations": [
            {
                "id": "D6",
                "rules": [{"pointer": "/r/may_take", "variants": ["v"], "engine_value": ["other"]}],
                "smallest_scenario": "v/b.feature::six[v]",
            },
            {
                "id": "D7",
                "rules": [{"pointer": "/r/may_take", "variants": ["v"], "engine_value": ["other", "nt"]}],
                "smallest_scenario": "v/b.feature::seven[v]",
            },
            {
                "id": "D8",
                "rules": [{"pointer": "/r/may_take", "variants": ["v"], "engine_value": ["x"]}],
                "smallest_scenario": "v/b.feature::eight[v]",
            },
        ]
    }
    found = pages.deviations_at(
        confirmed, "v", ["/r/may_take"], ["other"], ["v/b.feature::six[v]", "v/b.feature::seven[v]"]
    )
    assert found == ["D6", "D7"]
    assert pages.deviations_at(confirmed, "v", ["/r/may_take"], ["other"]) == ["D6"]
