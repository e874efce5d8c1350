"""Runs every scenario against an engine and sums the results up by variant and rule area."""

from __future__ import annotations

import itertools
import time
from collections import Counter, defaultdict
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import IO, TYPE_CHECKING, Any

from belote_spec.conformance.gherkin import Step
from belote_spec.conformance.recorder import Recorder
from belote_spec.conformance.scenarios import Case
from belote_spec.conformance.steps import CheckFailed, Context, StepFailure, UndefinedStep, error, finish, run_step
from belote_spec.protocol.connect import close_engine, load_engine
from belote_spec.protocol.interface import Engine, Tracked, Unsupported
from belote_spec.spec.loader import variant_view

if TYPE_CHECKING:
    from belote_spec.conformance.reports import RunMeta


@dataclass
class FailedStep:
    """A failed step of a case: the step (empty for the check made when the scenario ends), its text, and its
    facts as data (None for a failure that is no check of the steps: a plain assertion)."""

    step: str
    message: str
    failure: StepFailure | None = None


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
    # what failed: "rule" (an answer the rules do not give: an assertion), "engine" (it crashed, hung or
    # answered outside the protocol) or "spec" (the scenario itself cannot run)
    kind: str = ""
    stderr: str = ""  # what the engine wrote to stderr while this case ran (failures only)
    calls: list[dict[str, str]] = field(default_factory=list)  # the last requests and answers (failures only)
    # The further failed steps after the headline (`step`, `message`): after a Then step fails, the rest of
    # its Then block is still checked (soft assertions), so one scenario can show two departures of an
    # engine. Empty when only the headline failed.
    more_failures: list[FailedStep] = field(default_factory=list)
    failure: StepFailure | None = None  # the headline's facts, as data (None when no check failed)

    def failures(self) -> list[tuple[str, str]]:
        """Every failed step as (step, message), the headline first; empty unless the case failed."""
        return [(f.step, f.message) for f in self.failed_steps()]

    def failed_steps(self) -> list[FailedStep]:
        """Every failed step with its facts, the headline first; empty unless the case failed."""
        if self.status != "failed":
            return []
        return [FailedStep(self.step, self.message, self.failure), *self.more_failures]

    duration: float = field(default=0.0, compare=False)  # seconds; differs between two runs of the same case


def _base(case: Case) -> dict[str, Any]:
    return dict(
        id=case.id,
        variant=case.variant,
        area=case.areas[0],
        sources=case.sources,
        location=f"{case.scenario.path}:{case.scenario.line}",
    )


def run_case(engine: Engine, case: Case, spec: dict[str, Any] | None = None, transcript: bool = True) -> CaseResult:
    """`spec`, when given, is the resolved variant the steps read instead of the shipped one: how `diff`
    runs the scenarios under an altered rule set. The engine is wrapped in a Recorder, so a failure
    carries the requests it made, the answers, and what the engine wrote to stderr meanwhile; without a
    `transcript` (the root-cause search plays thousands of rule sets and reads only the verdicts) it is not."""
    recorder = None if not transcript else engine if isinstance(engine, Recorder) else Recorder(engine)
    mark = 0
    if recorder is not None:
        recorder.reset()
        mark = recorder.stderr_mark()
    start = time.perf_counter()
    # The case's deals, ended once it is over (end_deal, when the engine offers it).
    tracked = Tracked(engine if recorder is None else recorder)
    result = _run_case(tracked, case, spec)
    result.duration = time.perf_counter() - start
    if recorder is not None and result.status == "failed":
        result.calls = recorder.protocol()
        result.stderr = recorder.stderr_since(mark)
    tracked.end_all()
    return result


def _run_case(engine: Engine, case: Case, spec: dict[str, Any] | None) -> CaseResult:
    from belote_spec.protocol.subprocess_engine import EngineFailure

    sc = case.scenario
    base = _base(case)
    if case.variant == "(none)":
        return CaseResult(**base, status="failed", message="the scenario has no @variant: tag", kind="spec")
    try:
        spec = spec if spec is not None else variant_view(case.variant)
    except Exception as e:
        return CaseResult(**base, status="failed", message=f"variant {case.variant!r} does not load: {e}", kind="spec")
    current = ""
    steps = sc.steps
    try:
        if not engine.supports(case.variant):
            return CaseResult(**base, status="skipped", message=f"the engine does not support {case.variant}")
        ctx = Context(engine=engine, variant=case.variant, spec=spec, areas=tuple(case.areas))
        for k, st in enumerate(steps):
            current = f"{st.keyword} {st.text} (line {st.line})"
            try:
                run_step(ctx, st.type, st.text, st.datatable)
            except AssertionError as e:
                if st.type != "then":
                    raise
                return _soft(ctx, base, FailedStep(current, str(e), _facts(e)), steps[k + 1 :])
        current = ""
        finish(ctx)
    except UndefinedStep as e:
        return CaseResult(**base, status="failed", message=str(e), step=current, kind="spec")
    except Unsupported as e:
        return CaseResult(**base, status="skipped", message=f"the engine does not support this: {e}", step=current)
    except AssertionError as e:
        return _failed(base, FailedStep(current, str(e), _facts(e)))
    except EngineFailure as e:
        return _broke(base, current, error("EngineFailure", str(e)))
    except KeyboardInterrupt:
        raise
    except BaseException as e:  # an engine that crashes, even with SystemExit, fails the case; the run goes on
        return _broke(base, current, error(type(e).__name__, str(e)))
    return CaseResult(**base, status="passed")


def _facts(e: AssertionError) -> StepFailure | None:
    return e.failure if isinstance(e, CheckFailed) else None


def _broke(base: dict[str, Any], step: str, failure: StepFailure) -> CaseResult:
    """A case the engine failed by an error, not by an answer: it crashed, hung or left the protocol."""
    return CaseResult(**base, status="failed", message=failure.message, step=step, kind="engine", failure=failure)


def _failed(base: dict[str, Any], headline: FailedStep, more: list[FailedStep] | None = None) -> CaseResult:
    """A case failed on a check: the headline, and the further failed steps of its Then block."""
    return CaseResult(
        **base,
        status="failed",
        message=headline.message,
        step=headline.step,
        kind="rule",
        more_failures=more or [],
        failure=headline.failure,
    )


def _soft(ctx: Context, base: dict[str, Any], headline: FailedStep, rest: list[Step]) -> CaseResult:
    """A Then step failed: the Then steps right after it (its And/But, the rest of its block) are still
    checked, as pytest-check and cucumber's soft assertions do, and each one that fails is recorded. A
    When or Given after it is never run, since the state it would act on may already be wrong; when the
    block ends the scenario, `finish`'s check of an unexpected last rejection is made too. The first failure
    stays the headline; anything but a failed check (the engine crashed, a step it does not cover) ends
    the checking there and changes nothing of the verdict."""
    from belote_spec.protocol.subprocess_engine import EngineFailure

    more: list[FailedStep] = []
    block = list(itertools.takewhile(lambda st: st.type == "then", rest))
    current = headline.step
    try:
        for st in block:
            current = f"{st.keyword} {st.text} (line {st.line})"
            try:
                run_step(ctx, st.type, st.text, st.datatable)
            except AssertionError as e:
                more.append(FailedStep(current, str(e), _facts(e)))
        if len(block) == len(rest):
            current = ""
            try:
                finish(ctx)
            except AssertionError as e:
                more.append(FailedStep(current, str(e), _facts(e)))
    except KeyboardInterrupt:
        raise
    except EngineFailure as e:
        broke = error("EngineFailure", str(e))
        more.append(FailedStep(current, broke.message, broke))
    except BaseException:  # the verdict is the first failure's; what is not a check is not one
        pass
    return _failed(base, headline, more)


def run(
    engine: Engine,
    cases: Iterable[Case],
    progress: Callable[[int, int, Case], None] | None = None,
    stop: Callable[[CaseResult], bool] | None = None,
) -> list[CaseResult]:
    """Every case in order in this process; `stop(result)` true ends the run after that result."""
    cases = list(cases)
    out = []
    recorder = Recorder(engine)
    for i, case in enumerate(cases):
        if progress is not None:
            progress(i, len(cases), case)
        out.append(run_case(recorder, case))
        if stop is not None and stop(out[-1]):
            break
    return out


def run_jobs(
    engine_spec: str | None,
    cases: Iterable[Case],
    jobs: int,
    timeout: float = 10.0,
    progress: Callable[[int, int, Case], None] | None = None,
    stop: Callable[[CaseResult], bool] | None = None,
) -> list[CaseResult]:
    """`run` over `jobs` worker processes, each with its own engine loaded from `engine_spec` (one
    subprocess per worker for a command). Results come back in case order, so every report is the same
    as with one job; a worker that dies fails the case it was running and the run goes on. `stop(result)`
    is called on every result as it arrives (in whatever order): once it is true, cases after that one
    are no longer started."""
    from functools import partial

    from belote_spec.base.parallel import run_ordered

    results = run_ordered(
        list(cases),
        jobs,
        partial(load_engine, engine_spec, timeout),
        run_case,
        _lost,
        teardown=close_engine,
        progress=progress,
        stop_at=stop,
    )
    return [r for r in results if r is not None]


def _lost(case: Case, why: str) -> CaseResult:
    return CaseResult(**_base(case), status="failed", message=why, kind="engine")


@dataclass
class Outcome:
    """What a command's run gave: the results in case order, and why it ended early if it did."""

    results: list[CaseResult]
    interrupted: str | None = None  # "SIGINT", "SIGTERM" or "SIGHUP"
    stopped_early: bool = False  # --maxfail reached


def execute(
    engine: Engine | None,
    engine_spec: str | None,
    cases: list[Case],
    jobs: int = 1,
    timeout: float = 10.0,
    progress: Callable[[int, int, Case], None] | None = None,
    maxfail: int | None = None,
    expected: frozenset[str] = frozenset(),
) -> Outcome:
    """The run of the `conformance` command. An in-process `python:` engine runs in worker processes
    even with one job, so one that kills its process (os._exit) fails its case instead of ending the run
    as if it had passed; the reference engine and a subprocess engine run here with one job. Ctrl-C or
    SIGTERM end the run with what ran so far, and say which stopped it."""
    from belote_spec.base.exits import Terminated

    index = {c.id: i for i, c in enumerate(cases)}
    arrived: dict[int, CaseResult] = {}
    failures = 0

    def stop(result: CaseResult) -> bool:
        nonlocal failures
        arrived[index.get(result.id, len(arrived))] = result
        if result.status == "failed" and result.id not in expected:
            failures += 1
        return maxfail is not None and failures >= maxfail

    in_workers = jobs > 1 or (engine_spec or "").startswith("python:")
    interrupted = None
    try:
        if in_workers:
            if engine is not None:
                close_engine(engine)  # every worker loads its own; this one has served (name, handshake)
            run_jobs(engine_spec, cases, jobs, timeout, progress, stop)
        else:
            assert engine is not None
            run(engine, cases, progress, stop)
    except KeyboardInterrupt as e:
        interrupted = e.signal_name if isinstance(e, Terminated) else "SIGINT"
    results = [arrived[i] for i in sorted(arrived)]
    stopped = maxfail is not None and failures >= maxfail
    if stopped:  # with several workers a few cases past the Nth failure may have run: report as one job would
        seen, cut = 0, len(results)
        for k, r in enumerate(results):
            if r.status == "failed" and r.id not in expected:
                seen += 1
                if seen == maxfail:
                    cut = k + 1
                    break
        results = results[:cut]
    return Outcome(results, interrupted, stopped and len(results) < len(cases))


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


def summary(results: list[CaseResult]) -> dict[str, dict[str, Counter[str]]]:
    table: dict[str, dict[str, Counter[str]]] = defaultdict(lambda: defaultdict(Counter))
    for r in results:
        table[r.variant][r.area][r.status] += 1
    return table


# The report formats live in reports.py; these names stay for the callers that import them from here.


def format_text(results: list[CaseResult], engine_name: str, meta: RunMeta | None = None) -> str:
    from belote_spec.conformance.reports import format_text as text

    return text(results, engine_name, meta)


def as_json(results: list[CaseResult], engine_name: str, meta: RunMeta | None = None) -> dict[str, Any]:
    from belote_spec.conformance.reports import as_json as to_json

    return to_json(results, engine_name, meta)


def as_junit(results: list[CaseResult], engine_name: str, meta: RunMeta | None = None) -> str:
    from belote_spec.conformance.reports import as_junit as junit

    return junit(results, engine_name, meta)


def as_markdown(results: list[CaseResult], engine_name: str, meta: RunMeta | None = None) -> str:
    from belote_spec.conformance.reports import as_markdown as markdown

    return markdown(results, engine_name, meta)


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
