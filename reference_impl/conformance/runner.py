"""Runs every scenario against an engine and sums the results up by variant and rule area."""

from __future__ import annotations

import importlib
from collections import Counter, defaultdict
from collections.abc import Callable, Iterable
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import IO, Any

from ..engine import Engine, ReferenceEngine, Unsupported
from ..loader import load_variant
from ..resources import features_dir
from .gherkin import Scenario, read_features
from .steps import Context, UndefinedStep, finish, run_step


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


def _base(case: Case) -> dict[str, Any]:
    return dict(id=case.id, variant=case.variant, area=case.areas[0], sources=case.sources,
                location=f"{case.scenario.path}:{case.scenario.line}")


def run_case(engine: Engine, case: Case, spec: dict[str, Any] | None = None) -> CaseResult:
    """`spec`, when given, is the resolved variant the steps read instead of the shipped one: how `diff`
    runs the scenarios under an altered rule set."""
    sc = case.scenario
    base = _base(case)
    if case.variant == "(none)":
        return CaseResult(**base, status="failed", message="the scenario has no @variant: tag")
    try:
        spec = spec if spec is not None else load_variant(case.variant)
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


def run(engine: Engine, cases: Iterable[Case], progress: Callable[[int, int, Case], None] | None = None
        ) -> list[CaseResult]:
    cases = list(cases)
    out = []
    for i, case in enumerate(cases):
        if progress is not None:
            progress(i, len(cases), case)
        out.append(run_case(engine, case))
    return out


def run_jobs(engine_spec: str | None, cases: Iterable[Case], jobs: int, timeout: float = 10.0,
             progress: Callable[[int, int, Case], None] | None = None) -> list[CaseResult]:
    """`run` over `jobs` worker processes, each with its own engine loaded from `engine_spec` (one
    subprocess per worker for a command). Results come back in case order, so every report is the same
    as with one job; a worker that dies fails the case it was running and the run goes on."""
    from functools import partial

    from ..parallel import run_ordered

    def lost(case: Case, why: str) -> CaseResult:
        return CaseResult(**_base(case), status="failed", message=why)

    results = run_ordered(list(cases), jobs, partial(load_engine, engine_spec, timeout), run_case, lost,
                          teardown=close_engine, progress=progress)
    return [r for r in results if r is not None]


def close_engine(engine: Engine) -> None:
    """Stops a subprocess engine; an in-process engine has nothing to close."""
    close = getattr(engine, "close", None)
    if callable(close):
        close()


def terminal_progress(stream: IO[str]) -> Callable[[int, int, Case], None]:
    """A one-line progress indicator, rewritten in place."""

    def show(i: int, n: int, case: Case) -> None:
        width = 30
        done = width * (i + 1) // n
        stream.write(f"\r[{'#' * done}{'.' * (width - done)}] {i + 1}/{n} {case.variant:<18}")
        if i + 1 == n:
            stream.write("\r" + " " * (width + 30) + "\r")
        stream.flush()

    return show


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
    if isinstance(obj, type) or (not isinstance(obj, Engine) and callable(obj)):  # a class has the methods too
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
    if total["xfailed"] or total["xpassed"]:
        lines.append(f"known failures: {total['xfailed']} still failing, {total['xpassed']} now passing")
    for r in (r for r in results if r.status == "xpassed"):
        lines.append(f"- now passes: {r.id}")
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
    return {"engine": engine_name,
            "totals": {k: total[k] for k in ("passed", "failed", "skipped", "xfailed", "xpassed")},
            "results": [asdict(r) for r in results]}


def as_junit(results: list[CaseResult], engine_name: str) -> str:
    """JUnit XML: one test suite per variant, one test case per scenario run."""
    from xml.sax.saxutils import quoteattr

    by_variant: dict[str, list[CaseResult]] = defaultdict(list)
    for r in results:
        by_variant[r.variant].append(r)
    lines = ['<?xml version="1.0" encoding="UTF-8"?>', f"<testsuites name={quoteattr(engine_name)}>"]
    for variant, rs in sorted(by_variant.items()):
        c = Counter(r.status for r in rs)
        lines.append(f'  <testsuite name={quoteattr(variant)} tests="{len(rs)}" failures="{c["failed"]}" '
                     f'skipped="{c["skipped"]}">')
        for r in rs:
            name = r.id.split("::", 1)[-1]
            lines.append(f"    <testcase classname={quoteattr(variant + '.' + r.area)} name={quoteattr(name)}>")
            if r.status == "failed":
                detail = f"{r.step}\n{r.location}" if r.step else r.location
                lines.append(f"      <failure message={quoteattr(r.message)}>{_xml_text(detail)}</failure>")
            elif r.status == "skipped":
                lines.append(f"      <skipped message={quoteattr(r.message)}/>")
            lines.append("    </testcase>")
        lines.append("  </testsuite>")
    lines.append("</testsuites>")
    return "\n".join(lines)


def _xml_text(text: str) -> str:
    from xml.sax.saxutils import escape

    return escape(text)


def as_markdown(results: list[CaseResult], engine_name: str) -> str:
    """A Markdown report: the summary table, then each failure with where and why."""
    total = Counter(r.status for r in results)
    lines = [f"# belote-spec conformance: {engine_name}", "",
             f"**{total['passed']} passed, {total['failed']} failed, {total['skipped']} skipped**", "",
             "| variant | area | passed | failed | skipped |", "|---|---|---:|---:|---:|"]
    for variant, areas in sorted(summary(results).items()):
        for area, c in sorted(areas.items()):
            lines.append(f"| {variant} | {area} | {c['passed']} | {c['failed']} | {c['skipped']} |")
    failed = [r for r in results if r.status == "failed"]
    if failed:
        lines += ["", "## Failures", ""]
        for r in failed:
            lines.append(f"- `{r.id}` ({r.location})")
            if r.step:
                lines.append(f"  - at: {r.step}")
            lines.append(f"  - {r.message}")
    return "\n".join(lines) + "\n"


def read_xfail(path: str) -> set[str]:
    """Scenario ids, one per line; blank lines and # comments are ignored."""
    with open(path, encoding="utf-8") as f:
        return {line.split("#", 1)[0].strip() for line in f} - {""}


def apply_xfail(results: list[CaseResult], expected: set[str]) -> list[str]:
    """Marks known failures xfailed and listed scenarios that now pass xpassed; returns unknown ids."""
    for r in results:
        if r.id in expected:
            if r.status == "failed":
                r.status = "xfailed"
            elif r.status == "passed":
                r.status, r.message = "xpassed", "listed as a known failure but passes: take it off the list"
    return sorted(expected - {r.id for r in results})
