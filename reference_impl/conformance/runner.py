"""Runs every scenario against an engine and sums the results up by variant and rule area."""

from __future__ import annotations

import importlib
from collections import Counter, defaultdict
from collections.abc import Iterable
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from ..engine import Engine, ReferenceEngine
from ..loader import load_variant
from ..resources import features_dir
from .gherkin import Scenario, read_features
from .steps import Context, UndefinedStep, finish, run_step
from .subprocess_engine import Unsupported


@dataclass(frozen=True)
class Case:
    """One scenario run against one variant: the unit the runner reports."""

    id: str
    scenario: Scenario
    variant: str

    @property
    def areas(self) -> list[str]:
        return tag_values(self.scenario.tags, "area") or ["(none)"]

    @property
    def sources(self) -> list[str]:
        return tag_values(self.scenario.tags, "source")


@dataclass
class CaseResult:
    id: str
    variant: str
    area: str
    sources: list[str]
    status: str  # passed, failed, skipped
    message: str = ""
    step: str = ""
    location: str = ""


def tag_values(tags: Iterable[str], key: str) -> list[str]:
    out = []
    for t in tags:
        k, sep, v = t.partition(":")
        if sep and k == key and v not in out:
            out.append(v)
    return out


def collect(root: Path | None = None) -> list[Case]:
    """Every (scenario, variant) pair under `root`, with a stable id that does not move with line numbers."""
    root = root or features_dir()
    cases = []
    for feature in read_features(root):
        rel = Path(feature.path).resolve().relative_to(root.resolve()).as_posix()
        for sc in feature.scenarios:
            suffix = f"#{sc.example + 1}" if sc.example is not None else ""
            for variant in tag_values(sc.tags, "variant") or ["(none)"]:
                cases.append(Case(f"{rel}::{sc.name}{suffix}[{variant}]", sc, variant))
    return cases


def run_case(engine: Engine, case: Case) -> CaseResult:
    sc = case.scenario
    base = dict(id=case.id, variant=case.variant, area=case.areas[0], sources=case.sources,
                location=f"{sc.path}:{sc.line}")
    if case.variant == "(none)":
        return CaseResult(**base, status="failed", message="the scenario has no @variant: tag")
    try:
        spec = load_variant(case.variant)
    except Exception as e:
        return CaseResult(**base, status="failed", message=f"variant {case.variant!r} does not load: {e}")
    current = ""
    try:
        if not engine.supports(case.variant):
            return CaseResult(**base, status="skipped", message=f"the engine does not support {case.variant}")
        ctx = Context(engine=engine, variant=case.variant, spec=spec)
        for st in sc.steps:
            current = f"{st.keyword} {st.text} (line {st.line})"
            run_step(ctx, st.type, st.text, st.datatable)
        current = ""
        finish(ctx)
    except UndefinedStep as e:
        return CaseResult(**base, status="failed", message=str(e), step=current)
    except Unsupported as e:
        return CaseResult(**base, status="skipped", message=f"the engine does not support this: {e}", step=current)
    except AssertionError as e:
        return CaseResult(**base, status="failed", message=str(e), step=current)
    except KeyboardInterrupt:
        raise
    except BaseException as e:  # an engine that crashes, even with SystemExit, fails the case; the run goes on
        return CaseResult(**base, status="failed", message=f"{type(e).__name__}: {e}", step=current)
    return CaseResult(**base, status="passed")


def run(engine: Engine, cases: Iterable[Case]) -> list[CaseResult]:
    return [run_case(engine, c) for c in cases]


def load_engine(spec: str | None, timeout: float = 10.0) -> Engine:
    """`None` for the reference engine, `python:module:attribute` naming an engine object or factory
    in this process, or a command line starting an engine that speaks the protocol on stdin/stdout."""
    if not spec:
        return ReferenceEngine()
    kind, _, target = spec.partition(":")
    if kind != "python":
        from .subprocess_engine import SubprocessEngine

        return SubprocessEngine(spec, timeout=timeout)  # type: ignore[return-value]
    if ":" not in target:
        raise ValueError(f"an in-process engine is named as python:module:attribute, not {spec!r}")
    module, _, attr = target.partition(":")
    obj: Any = getattr(importlib.import_module(module), attr)
    if not isinstance(obj, Engine) and callable(obj):
        try:
            obj = obj()
        except TypeError as e:
            raise ValueError(f"{spec} is neither an engine nor a factory called with no argument: {e}") from None
    if not isinstance(obj, Engine):
        missing = [m for m in _ENGINE_METHODS if not callable(getattr(obj, m, None))]
        raise ValueError(f"{spec} is not an engine: it lacks {', '.join(missing)}")
    return obj


_ENGINE_METHODS = [name for name in dir(Engine) if not name.startswith("_") and name != "name"]


def summary(results: list[CaseResult]) -> dict[str, dict[str, Counter[str]]]:
    table: dict[str, dict[str, Counter[str]]] = defaultdict(lambda: defaultdict(Counter))
    for r in results:
        table[r.variant][r.area][r.status] += 1
    return table


def format_text(results: list[CaseResult], engine_name: str) -> str:
    lines = [f"belote-spec conformance: {engine_name}", ""]
    head = f"{'variant':<18} {'area':<10} {'passed':>7} {'failed':>7} {'skipped':>8}"
    lines += [head, "-" * len(head)]
    for variant, areas in sorted(summary(results).items()):
        for area, c in sorted(areas.items()):
            lines.append(f"{variant:<18} {area:<10} {c['passed']:>7} {c['failed']:>7} {c['skipped']:>8}")
    total = Counter(r.status for r in results)
    lines += ["-" * len(head), f"{'total':<29} {total['passed']:>7} {total['failed']:>7} {total['skipped']:>8}"]
    failed = [r for r in results if r.status == "failed"]
    if failed:
        lines += ["", "Failures:"]
        for r in failed:
            lines.append(f"- {r.id}  ({r.location})")
            if r.step:
                lines.append(f"    at {r.step}")
            lines.append(f"    {r.message}")
    lines.append("")
    lines.append(f"{total['passed']} passed, {total['failed']} failed, {total['skipped']} skipped")
    return "\n".join(lines)


def as_json(results: list[CaseResult], engine_name: str) -> dict[str, Any]:
    total = Counter(r.status for r in results)
    return {"engine": engine_name, "totals": {k: total[k] for k in ("passed", "failed", "skipped")},
            "results": [asdict(r) for r in results]}
