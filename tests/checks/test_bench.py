"""The benchmark runs, measures what it says and reports it in its schema; how fast is for the benchmark
itself to say (`belote-spec bench`), never for a test."""

from __future__ import annotations

import json
from itertools import islice
from pathlib import Path

import pytest
from jsonschema import Draft202012Validator

from belote_spec.checks import bench
from belote_spec.cli import main
from belote_spec.engine.rules import rules_for
from belote_spec.spec.resources import schemas_dir


def _schema() -> dict:
    return json.loads((schemas_dir() / "bench-report.schema.json").read_text(encoding="utf-8"))


def test_a_quick_bench_writes_a_report_in_its_schema(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "bench.json"
    code = main(
        ["bench", "--quick", "--metric", "deals", "--metric", "legal", "--metric", "perft", "--output", str(out)]
    )
    assert code == 0
    report = json.loads(out.read_text(encoding="utf-8"))
    Draft202012Validator(_schema()).validate(report)
    metrics = {f["metric"] for f in report["figures"]}
    assert metrics == {
        "deals_per_second",
        "legal_queries_per_second",
        "legal_interface_queries_per_second",
        "perft_nodes_per_second",
        "perft_interface_nodes_per_second",
        "deals_ratio_to_base",
    }
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
    assert bench.quick_variant() in {v for _, v, _ in targets}


@pytest.mark.parametrize("args", [["--seconds", "0"], ["--rounds", "0"], ["--variant", "no-such-variant"]])
def test_bad_bench_options_exit_2(args: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["bench", *args]) == 2
    assert "belote-spec bench:" in capsys.readouterr().err


def _quick_deals(tmp_path: Path, capsys: pytest.CaptureFixture[str], *variants: str) -> tuple[dict, str]:
    out = tmp_path / "bench.json"
    args = ["bench", "--metric", "deals", "--seconds", "0.1", "--rounds", "2", "--output", str(out)]
    for v in variants:
        args += ["--variant", v]
    assert main(args) == 0
    report = json.loads(out.read_text(encoding="utf-8"))
    Draft202012Validator(_schema()).validate(report)
    return report, capsys.readouterr().out


def test_every_variant_gets_its_ratio_to_the_base_from_the_same_run(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Issue 14: a ratio holds where absolute speeds drift. The base is measured even when not asked for,
    each ratio is the run's own two figures divided, and the ratio target (variant null) holds each."""
    report, text = _quick_deals(tmp_path, capsys, "coinche", "bulgarian")
    rate = {f["variant"]: f["value"] for f in report["figures"] if f["metric"] == "deals_per_second"}
    ratio = {f["variant"]: f for f in report["figures"] if f["metric"] == "deals_ratio_to_base"}
    base = bench.ratio_base()
    assert set(rate) == set(ratio) == {"coinche", "bulgarian", base}
    for v, f in ratio.items():
        assert f["value"] == pytest.approx(rate[v] / rate[base], rel=1e-2, abs=1e-3)
        assert f["target"]["value"] == pytest.approx(1 / 3, abs=0.001) and f["target"]["higher_is_better"]
    assert "deals/s ÷ the base variant's (ratio)" in text and "≥ 0.333" in text


def test_the_fuzz_memory_figures_come_from_real_fuzz_runs_in_one_bench() -> None:
    small, large, ratio = bench.fuzz_memory_figures("french", (4, 40))
    assert (small.metric, large.metric, ratio.metric) == (
        "fuzz_max_rss_small_mib",
        "fuzz_max_rss_large_mib",
        "fuzz_memory_ratio",
    )
    assert small.value > 10 and large.value > 10  # an interpreter that loaded and fuzzed French
    assert ratio.value == pytest.approx(large.value / small.value)
    assert "--deals N" in small.detail and "N = 4" in small.detail and "N = 40" in large.detail
    target = bench.target_for(bench.load_targets(), ratio)
    assert target is not None and not target.higher_is_better and target.value == 1.2
    assert bench.FUZZ_MEMORY_DEALS == (200, 2000)


def test_a_fuzz_run_that_does_not_pass_is_no_memory_figure() -> None:
    with pytest.raises(RuntimeError, match="--variant no-such-variant --deals 1 exited 2"):
        bench.fuzz_memory_figures("no-such-variant", (1, 2))


def test_a_paired_ratio_is_the_median_of_the_rounds_own_ratios() -> None:
    """The serve ratios pair each round's two runs. Work through serve 1.25 times as long, on a machine at full
    speed for the first run only and at half speed after: the best round of each way says 2.5 (a fast stretch
    against a slow one), the rounds' own ratios say 1.25 but for the round the machine slowed in."""
    in_process = [10.0, 5.0, 5.0, 5.0]  # runs per second, round by round
    through_serve = [4.0, 4.0, 4.0, 4.0]
    assert max(in_process) / max(through_serve) == pytest.approx(2.5)
    assert bench.paired_ratio(in_process, through_serve) == pytest.approx(1.25)
    assert bench.paired_ratio([3.0], [2.0]) == pytest.approx(1.5)
    with pytest.raises(ValueError):
        bench.paired_ratio([1.0], [1.0, 2.0])


def test_the_serve_figures_time_fuzz_and_identify_both_ways_in_one_run() -> None:
    """Issue 14: fuzz (both modes) and identify through `belote-spec serve` against in process, as ratios of one
    run, each with its target of 1.5 from the data; the bench checked that both ways found the same."""
    s = bench.Settings(seconds=0.1, rounds=1)
    figures = bench.serve_figures("french", s, deals=4)
    assert [f.metric for f in figures] == [
        "fuzz_stateful_serve_ratio",
        "fuzz_stateless_serve_ratio",
        "identify_serve_ratio",
    ]
    assert [f.variant for f in figures] == ["french", "french", None]
    assert all(f.value > 0 and "through serve ÷" in f.detail and "in process" in f.detail for f in figures)
    assert "4 deals" in figures[0].detail and "names" in figures[2].detail
    targets = bench.load_targets()
    for f in figures:
        f.target = bench.target_for(targets, f)
        assert f.target is not None and f.target.value == 1.5 and not f.target.higher_is_better
    Draft202012Validator(_schema()).validate(bench.report(figures, s))
    assert bench.format_table(figures).count("≤ 1.5") == 3
