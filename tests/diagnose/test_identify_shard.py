"""`identify --shard K/N` records answers and `identify --merge` identifies over them: N shards merged give
exactly the one-process report (ranking, departures and their confirmation, unexplained positions, exit
status), and shards that are not the N parts of one run are refused with one line, exit 2."""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
ENGINE = f"{sys.executable} -m belote_spec serve --mutant bela-no-iber"  # departs under bela, not french
NAMES = ["--variant", "bela", "--variant", "french"]


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(["belote-spec", "identify", *args], capture_output=True, text=True, timeout=600, cwd=ROOT)


@pytest.fixture(scope="module")
def runs(tmp_path_factory: pytest.TempPathFactory) -> dict[str, object]:
    folder = tmp_path_factory.mktemp("identify-shards")
    whole = _run("--engine", ENGINE, *NAMES, "--format", "json")
    text = _run("--engine", ENGINE, *NAMES)
    shards: dict[int, list[Path]] = {}
    for n in (1, 3):
        shards[n] = []
        for k in range(1, n + 1):
            out = folder / f"shard-{k}-of-{n}.json"
            done = _run("--engine", ENGINE, *NAMES, "--shard", f"{k}/{n}", "--output", str(out))
            assert done.returncode == 0, done.stderr
            assert f"shard {k}/{n}" in done.stdout and done.stderr == ""
            shards[n].append(out)
    return {"whole": whole, "text": text, "shards": shards, "folder": folder}


@pytest.mark.parametrize("n", [1, 3])
def test_n_shards_merged_give_the_one_process_report(runs: dict, n: int) -> None:
    whole = runs["whole"]
    assert whole.returncode == 1  # bela departs (iber), so the merge has departures to explain again
    files = [str(p) for p in reversed(runs["shards"][n])]  # in any order
    merged = _run("--merge", *files, "--format", "json")
    assert (merged.returncode, merged.stderr) == (whole.returncode, "")
    assert json.loads(merged.stdout) == json.loads(whole.stdout)
    report = json.loads(merged.stdout)
    bela = next(x for x in report["names"] if x["name"] == "bela")
    assert [d["pointer"] for d in bela["departures"]] == ["/play/obligations/beat_led_suit/required"]
    as_text = _run("--merge", *files)
    assert (as_text.returncode, as_text.stdout) == (runs["text"].returncode, runs["text"].stdout)


def test_each_shard_asks_its_own_positions(runs: dict) -> None:
    parts = [json.loads(p.read_text(encoding="utf-8")) for p in runs["shards"][3]]
    (one,) = [json.loads(p.read_text(encoding="utf-8")) for p in runs["shards"][1]]
    for j, name in enumerate(one["names"]):
        sent = [set(part["names"][j]["sent"]) for part in parts]
        assert set.union(*sent) == set(name["sent"]) and sum(map(len, sent)) == len(name["sent"])
        assert all(i % 3 == k for k, s in enumerate(sent) for i in s)


def _refused(*files: Path | str) -> str:
    done = _run("--merge", *map(str, files))
    assert done.returncode == 2 and done.stdout == "" and done.stderr.count("\n") == 1, done.stderr
    return done.stderr


def test_shards_that_are_not_one_run_are_refused(runs: dict) -> None:
    three, (one,) = runs["shards"][3], runs["shards"][1]
    folder: Path = runs["folder"]
    assert "missing shard(s) 2/3 of 3" in _refused(three[0], three[2])
    assert "given twice" in _refused(three[0], three[1], three[1], three[2])
    assert "another number of shards" in _refused(*three, one)
    other = json.loads(three[1].read_text(encoding="utf-8"))
    other["names"] = other["names"][:1]
    (folder / "other-names.json").write_text(json.dumps(other), encoding="utf-8")
    assert "other names" in _refused(three[0], folder / "other-names.json", three[2])
    stale = json.loads(three[1].read_text(encoding="utf-8"))
    stale["digest"] = "0" * 16
    (folder / "stale.json").write_text(json.dumps(stale), encoding="utf-8")
    assert "other positions" in _refused(three[0], folder / "stale.json", three[2])
    (folder / "report.json").write_text(runs["whole"].stdout, encoding="utf-8")
    assert "is not an identify shard" in _refused(folder / "report.json")
    assert "cannot read" in _refused(folder / "absent.json")


def test_merge_takes_no_engine_and_output_needs_a_shard() -> None:
    done = _run("--merge", "a.json", "--engine", "x")
    assert done.returncode == 2 and "--merge joins recorded answers" in done.stderr
    done = _run("--output", "a.json")
    assert done.returncode == 2 and "give --shard K/N" in done.stderr


def test_a_shard_must_answer_each_of_its_positions_once(runs: dict) -> None:
    three: list[Path] = runs["shards"][3]
    folder: Path = runs["folder"]

    def edited(name: str, edit: Callable[[dict], None]) -> Path:
        data = json.loads(three[1].read_text(encoding="utf-8"))
        edit(data)
        path = folder / f"{name}.json"
        path.write_text(json.dumps(data), encoding="utf-8")
        return path

    def emptied(data: dict) -> None:
        for entry in data["names"]:
            entry["sent"], entry["answers"] = [], []

    def halved(data: dict) -> None:
        for entry in data["names"]:
            entry["sent"], entry["answers"] = entry["sent"][::2], entry["answers"][::2]

    def repeated(data: dict) -> None:
        for entry in data["names"]:
            entry["sent"] += [entry["sent"][0]] * 2000
            entry["answers"] += [entry["answers"][0]] * 2000

    def retabled(data: dict) -> None:
        data["names"][0]["table"] = {"seats": ["N", "S"], "sides": ["NS"]}

    for name, edit, said in (
        ("empty", emptied, "but has the answers to 0"),
        ("half", halved, "missing)"),
        ("repeated", repeated, "more than once under bela"),
        ("retabled", retabled, "another table under bela"),
    ):
        assert said in _refused(three[0], edited(name, edit), three[2]), name
    old = json.loads(three[1].read_text(encoding="utf-8")) | {"format": "belote-spec/identify-shard/1"}
    (folder / "old.json").write_text(json.dumps(old), encoding="utf-8")
    assert "another format" in _refused(three[0], folder / "old.json", three[2])
