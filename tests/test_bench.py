"""The benchmark runs, measures what it says and reports it in its schema; how fast is for the benchmark
itself to say (`belote-spec bench`), never for a test."""

from __future__ import annotations

import json
from itertools import islice
from pathlib import Path

import pytest
from jsonschema import Draft202012Validator

from reference_impl import bench
from reference_impl.cli import main
from reference_impl.resources import schemas_dir
from reference_impl.rules import rules_for


def _schema() -> dict:
    return json.loads((schemas_dir() / "bench-report.schema.json").read_text(encoding="utf-8"))


def test_a_quick_bench_writes_a_report_in_its_schema(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "bench.json"
    code = main(["bench", "--quick", "--metric", "deals", "--metric", "legal", "--metric", "perft",
                 "--output", str(out)])
    assert code == 0
    report = json.loads(out.read_text(encoding="utf-8"))
    Draft202012Validator(_schema()).validate(report)
    metrics = {f["metric"] for f in report["figures"]}
    assert metrics == {"deals_per_second", "legal_queries_per_second", "legal_interface_queries_per_second",
                       "perft_nodes_per_second", "perft_interface_nodes_per_second"}
    assert all(f["value"] > 0 for f in report["figures"])
    targeted = {f["metric"] for f in report["figures"] if "target" in f}
    assert {"deals_per_second", "perft_nodes_per_second"} <= targeted
    assert "complete deals/s" in capsys.readouterr().out


def test_the_memory_and_conformance_figures_come_from_real_runs() -> None:
    memory = bench.memory_figures()
    assert [f.metric for f in memory] == ["peak_memory_loading_all_variants_mib", "max_rss_loading_all_variants_mib"]
    assert all(f.value > 1 for f in memory)  # loading fourteen validated variants takes more than a MiB
    conformance = bench.conformance_figures(bench.Settings())
    assert [f.metric for f in conformance] == ["conformance_seconds_in_process", "conformance_seconds_subprocess"]
    assert all(", 0 failed" in f.detail for f in conformance)


@pytest.mark.parametrize("variant", ["french", "bela-3p", "open-belot", "coinche"])
def test_the_benchmark_deals_are_complete_seeded_and_scored(variant: str) -> None:
    rules = rules_for(variant)
    first = list(islice(bench.random_deals(rules, seed=3), 30))
    again = list(islice(bench.random_deals(rules, seed=3), 30))
    assert [d.state() for d in first] == [d.state() for d in again]
    done = [d for d in first if d.phase == "done"]
    assert done and all(d.phase in ("done", "cancelled") for d in first)
    for d in done:
        if d.score.outcome in ("made", "failed", "tied"):
            assert len(d.tricks) == rules.tricks_per_deal


def test_the_targets_are_read_from_data() -> None:
    targets = bench.load_targets()
    assert all(t.value > 0 for t in targets.values())
    assert bench.quick_variant() in {v for _, v in targets}


@pytest.mark.parametrize("args", [["--seconds", "0"], ["--rounds", "0"], ["--variant", "no-such-variant"]])
def test_bad_bench_options_exit_2(args: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["bench", *args]) == 2
    assert "belote-spec bench:" in capsys.readouterr().err
