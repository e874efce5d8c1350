"""`belote-spec bench --peers`: the reference and its peers play the same deals, each in a worker of its own, and
the figures are ratios with their spread; how fast anything is stays for the benchmark to say."""

from __future__ import annotations

import io
import json
from itertools import islice
from pathlib import Path

import pytest
from jsonschema import Draft202012Validator

from belote_spec.checks import bench, bench_peers
from belote_spec.checks.bench_peers import Peer
from belote_spec.cli import main
from belote_spec.engine.rng import SplitMix64
from belote_spec.engine.rules import rules_for
from belote_spec.spec.resources import schemas_dir


def _schema() -> dict:
    return json.loads((schemas_dir() / "bench-report.schema.json").read_text(encoding="utf-8"))


def test_the_hand_written_loop_plays_the_reference_deals_to_the_same_scores() -> None:
    """The ceiling is only a ceiling if it does the reference's work: the same 400 seeded deals, bids and cards
    drawn alike, every score and held-over total the reference's."""
    variant = bench_peers.hand_written_variant()
    rng = SplitMix64(0)
    mine = [bench_peers.hand_written_deal(n, rng) for n in range(400)]
    ours = [
        (*d.score.scores, d.score.held) if d.phase == "done" and d.score is not None else None
        for d in islice(bench.random_deals(rules_for(variant)), 400)
    ]
    assert mine == ours
    assert sum(m is not None for m in mine) > 300  # most are bid and played out
    assert any(m is not None and 0 in m[:2] for m in mine)  # failed contracts (or capots) among them


def test_a_worker_answers_each_round_with_its_deals_and_cpu_seconds(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr("sys.stdin", io.StringIO("0.01\n0.01\n"))
    assert bench_peers.serve_worker("hand-written", bench_peers.hand_written_variant()) == 0
    lines = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert lines[0] == {"ready": True}
    assert len(lines) == 3
    assert all(a["deals"] > 0 and a["seconds"] >= 0.01 for a in lines[1:])


def test_a_worker_whose_engine_is_not_installed_says_so_and_measures_nothing(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    def missing() -> None:
        raise ImportError("No module named 'no_such_engine'")

    monkeypatch.setattr(bench_peers, "PEERS", (Peer("no-such-engine", "french", missing, bench_peers._colver_deal),))
    monkeypatch.setattr("sys.stdin", io.StringIO("0.01\n"))
    assert bench_peers.serve_worker("no-such-engine", "french") == 0
    (line,) = capsys.readouterr().out.splitlines()
    assert json.loads(line) == {
        "not_measured": "no-such-engine on french: not measured (No module named 'no_such_engine')"
    }


@pytest.mark.parametrize("name", ["belote-cli", "colver"])
def test_a_peer_deal_is_seeded_complete_and_played_by_its_own_engine(name: str) -> None:
    peer = bench_peers.peer_named(name)
    try:
        harness = peer.load()
    except ImportError:
        pytest.skip(f"{name} is not installed")
    first = [peer.play(harness, n, SplitMix64(n)) for n in range(20)]
    assert first == [peer.play(harness, n, SplitMix64(n)) for n in range(20)]
    assert sum(first) >= 10, "most random deals are bid and played to the end"


def test_a_peers_run_reports_each_ratio_with_its_spread_in_the_schema(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The French peers (the hand-written loop, and belote-cli where installed) against the reference, two rounds
    in worker processes: one ratio per peer, the median of the rounds' own, between their lowest and highest."""
    out = tmp_path / "bench.json"
    args = ["bench", "--peers", "--variant", bench_peers.hand_written_variant(), "--seconds", "0.2", "--rounds", "2"]
    assert main([*args, "--output", str(out)]) == 0
    report = json.loads(out.read_text(encoding="utf-8"))
    Draft202012Validator(_schema()).validate(report)
    ratios = {f["peer"]: f for f in report["figures"] if f["metric"] == "deals_ratio_to_peer"}
    rates = {f["peer"]: f for f in report["figures"] if f["metric"] == "peer_deals_per_second"}
    measured = set(ratios)
    assert "hand-written" in measured and measured == set(rates)
    assert measured | {n.split(" ")[0] for n in report["not_measured"]} >= {"hand-written", "belote-cli"}
    for f in ratios.values():
        spread = f["spread"]
        assert 0 < spread["min"] <= spread["median"] == f["value"] <= spread["max"]
        assert "2 interleaved rounds" in f["detail"]
    assert len(report["load_average"]["before"]) in (0, 3)
    text = capsys.readouterr().out
    assert "vs hand-written" in text and " to " in text  # the rounds' spread beside each figure


def test_the_peer_floors_are_data_and_a_figure_finds_its_own() -> None:
    targets = bench.load_targets()
    floors = {(v, p): t for (m, v, p), t in targets.items() if m == "deals_ratio_to_peer"}
    assert {p for _, p in floors} >= {"belote-cli", "colver", "hand-written"}
    assert all(t.higher_is_better and t.value > 0 for t in floors.values())
    figure = bench.Figure("deals_ratio_to_peer", "french", 1.0, peer="hand-written")
    assert bench.target_for(targets, figure) is floors[("french", "hand-written")]
    assert bench.target_for(targets, bench.Figure("deals_ratio_to_peer", "french", 1.0, peer="nobody")) is None


def test_checking_targets_when_no_figure_has_one_is_no_pass(capsys: pytest.CaptureFixture[str]) -> None:
    """No false green: `--check-targets` over figures without targets checked nothing, and says so."""
    assert main(["bench", "--metric", "legal", "--variant", "bela", "--quick", "--check-targets"]) == 1
    assert "nothing was checked" in capsys.readouterr().err
