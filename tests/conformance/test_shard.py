"""A campaign split with --shard K/N and joined with `report merge` gives what one process gives."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

BELOTE_SPEC = str(Path(sys.executable).with_name("belote-spec"))
MUTANT = f"{sys.executable} -m belote_spec serve --mutant french-no-follow-suit"
FEW = ["--variant", "french", "--variant", "coinche", "--variant", "belote-contree", "--area", "scoring"]


def _cli(*args: str, cwd: Path | None = None, timeout: float = 300) -> subprocess.CompletedProcess:
    return subprocess.run([BELOTE_SPEC, *args], capture_output=True, text=True, timeout=timeout, cwd=cwd)


def _untimed(path: Path) -> dict[str, Any]:
    """A JSON report without what changes from run to run: the start time and the durations."""
    data = json.loads(path.read_text(encoding="utf-8"))
    data["run"].pop("start_time")
    data["run"].pop("duration")
    data["run"].pop("search_duration", None)
    for r in data["results"]:
        r.pop("duration")
    return data


def _shards(tmp_path: Path, n: int, *args: str, total: int | None = None) -> list[str]:
    """Shards 1..n of `total` (default n)."""
    total = total or n
    paths = []
    for k in range(1, n + 1):
        out = tmp_path / f"shard{k}of{total}.json"
        proc = _cli("conformance", *args, "--shard", f"{k}/{total}", "--json", str(out))
        assert proc.returncode in (0, 1), proc.stderr
        paths.append(str(out))
    return paths


@pytest.mark.parametrize("value", ["0/2", "3/2", "2", "a/b", "1/0", "-1/2", "2/"])
def test_a_bad_shard_is_one_line_and_exit_2(value: str) -> None:
    for command in (["conformance", "--list"], ["fuzz", "--deals", "1"]):
        proc = _cli(*command, f"--shard={value}")
        assert proc.returncode == 2, proc.stderr
        assert "argument --shard: expected K/N" in proc.stderr and "Traceback" not in proc.stderr


def test_shards_are_disjoint_round_robin_and_cover_the_selection() -> None:
    whole = _cli("conformance", *FEW, "--list").stdout.split("\n")
    parts = [_cli("conformance", *FEW, "--list", "--shard", f"{k}/3").stdout.split("\n") for k in (1, 2, 3)]
    assert [parts[i % 3][i // 3] for i in range(len(whole))] == whole


@pytest.fixture(scope="module")
def one_process(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The one-process report of FEW, run once for the three shard counts that compare with it."""
    one = tmp_path_factory.mktemp("one") / "one.json"
    assert _cli("conformance", *FEW, "--json", str(one)).returncode == 0
    return one


@pytest.mark.parametrize("n", [1, 2, 3])
def test_merged_shards_are_the_report_of_one_process(tmp_path: Path, n: int, one_process: Path) -> None:
    merged = tmp_path / "merged.json"
    shards = _shards(tmp_path, n, *FEW)
    proc = _cli("report", "merge", str(merged), *reversed(shards))  # any order
    assert proc.returncode == 0, proc.stderr
    assert _untimed(merged) == _untimed(one_process)
    junit = tmp_path / "merged.xml"
    assert _cli("report", "merge", str(junit), *shards, "--format", "junit").returncode == 0  # the same shards
    assert _cli("report", str(one_process), "--format", "junit").stdout.count("<testcase ") == junit.read_text(
        encoding="utf-8"
    ).count("<testcase ")


def test_merged_failures_get_the_root_causes_one_process_finds(tmp_path: Path) -> None:
    """Shards do not seek causes (they need every failure); the merge does, confirmed with --engine."""
    args = ["--engine", MUTANT, "--variant", "french", "--area", "play"]
    one = tmp_path / "one.json"
    assert _cli("conformance", *args, "--json", str(one)).returncode == 1
    paths = _shards(tmp_path, 2, *args)
    assert all("causes" not in json.loads(Path(p).read_text()) for p in paths)
    merged = tmp_path / "merged.json"
    proc = _cli("report", "merge", str(merged), *paths, "--engine", MUTANT)
    assert proc.returncode == 1, proc.stderr
    expected = _untimed(one)
    assert "causes" in expected and _untimed(merged) == expected


def test_merge_refuses_shards_of_other_runs_duplicates_and_missing_shards(tmp_path: Path) -> None:
    a = _shards(tmp_path, 2, "--variant", "french", "--area", "scoring")
    other = tmp_path / "other"
    other.mkdir()
    b = _shards(other, 2, "--variant", "coinche", "--area", "scoring")
    out = str(tmp_path / "m.json")
    cases = {
        (a[0], b[1]): "is a shard of another run than",
        (a[0], a[0]): "shard 1/2 is given twice",
        (a[1],): "missing shard 1/2",
    }
    for files, why in cases.items():
        proc = _cli("report", "merge", out, *files)
        assert proc.returncode == 2 and why in proc.stderr, proc.stderr
        assert len(proc.stderr.strip().splitlines()) == 1
    whole = tmp_path / "whole.json"
    _cli("conformance", "--variant", "french", "--area", "scoring", "--json", str(whole))
    proc = _cli("report", "merge", out, str(whole), a[1])
    assert proc.returncode == 2 and "is not the report of a shard" in proc.stderr
    assert not Path(out).exists()


def test_a_shard_beyond_the_cases_is_empty_and_the_merge_still_gives_the_whole_run(tmp_path: Path) -> None:
    select = ["--variant", "french", "-k", '"all 8 tricks"']  # one case: shards 2.. of 3 are empty
    count = len(_cli("conformance", *select, "--list").stdout.splitlines())
    assert count == 1
    n = count + 2
    empty = _cli("conformance", *select, "--shard", f"{n}/{n}", "--json", str(tmp_path / f"shard{n}of{n}.json"))
    assert empty.returncode == 0 and f"shard {n}/{n} selected nothing" in empty.stderr
    one = tmp_path / "one.json"
    _cli("conformance", *select, "--json", str(one))
    merged = tmp_path / "merged.json"
    shards = [*_shards(tmp_path, n - 1, *select, total=n), str(tmp_path / f"shard{n}of{n}.json")]  # n/n: above
    assert _cli("report", "merge", str(merged), *shards).returncode == 0
    assert _untimed(merged) == _untimed(one)
    nothing = _cli("conformance", "--variant", "french", "-k", "nosuchcaseatall", "--shard", "1/2")
    assert nothing.returncode == 5  # an empty selection is empty in every shard: nothing to verify


def test_fuzz_shards_find_the_causes_one_process_finds() -> None:
    args = ["fuzz", "--engine", MUTANT, "--variant", "french", "--mode", "stateless", "--deals", "6", "--seed", "3"]
    one = _cli(*args)
    assert one.returncode == 1
    shards = [_cli(*args, "--shard", f"{k}/3") for k in (1, 2, 3)]
    assert all(s.returncode == 1 for s in shards)

    def rules(text: str) -> set[str]:
        return {x for x in text.splitlines() if x.startswith("  # The rule: ")}

    def diverged(text: str) -> int:
        return int(text.split(" diverged (", 1)[0].rsplit(" ", 1)[1])

    assert rules(one.stdout) == set().union(*(rules(s.stdout) for s in shards)) != set()
    assert diverged(one.stdout) == sum(diverged(s.stdout) for s in shards)


def test_fuzz_shards_of_an_engine_without_divergence_compare_every_deal_once() -> None:
    args = ["fuzz", "--variant", "french", "--deals", "5"]
    lines = [_cli(*args, "--shard", f"{k}/2").stdout.strip() for k in (1, 2)]
    assert lines == ["french: 3 deals, no divergence", "french: 2 deals, no divergence"]
    empty = _cli(*args, "--shard", "7/7")
    assert empty.returncode == 0 and "shard 7/7 selected nothing" in empty.stdout
