"""The conformance reports: text for the terminal, JSON (the record every other format can be rebuilt
from, see `belote-spec report`), JUnit XML for CI and Markdown for a pull request.

Each report carries the run's metadata (`RunMeta`: belote-spec's version, the engine's hello, the
selection, counts, start and duration, and whether the run was interrupted) and, for every failure,
the requests the case sent with the answers it got and what the engine wrote to stderr meanwhile.
"""

from __future__ import annotations

import contextlib
import json
import re
from collections import Counter, defaultdict
from collections.abc import Callable, Iterable
from dataclasses import asdict, dataclass, field, fields
from typing import Any

from belote_spec._version import __version__
from belote_spec.base.text import BLOB, brief_pair, differing, shorten, tame_blobs
from belote_spec.base.untrusted import bounded, bounded_json, markdown, shown, visible
from belote_spec.conformance.runner import CaseResult, FailedStep, summary
from belote_spec.conformance.steps import StepFailure

STATUSES = ("passed", "failed", "skipped", "xfailed", "xpassed")
FORMATS = ("text", "json", "junit", "markdown", "html")
TEXT_STDERR = 2000  # characters of an engine's stderr shown per failure in the text and Markdown reports
TEXT_CALLS = 3  # the last requests and answers a failure shows in the text report (the others show them all)


@dataclass
class RunMeta:
    """What a report says about the run it reports."""

    engine: dict[str, Any] = field(default_factory=dict)  # name, version, protocol, command: from its hello
    selection: dict[str, Any] = field(default_factory=dict)  # variants, areas, k, tags
    options: dict[str, Any] = field(default_factory=dict)  # strict, maxfail, jobs
    selected: int = 0  # cases the selection took; fewer ran when the run was interrupted or stopped early
    start_time: str = ""  # ISO 8601, UTC
    duration: float = 0.0  # seconds the whole run took, the root-cause search included
    search_duration: float | None = None  # seconds of `duration` the root-cause search took, when it ran
    interrupted: str | None = None  # "SIGINT", "SIGTERM" or "SIGHUP" when the run was stopped: the report is partial
    stopped_early: bool = False  # --maxfail / -x reached
    belote_spec: str = __version__
    causes: dict[str, Any] | None = None  # the root causes of the failures (causes.Causes.to_json()), if sought
    siblings: list[dict[str, Any]] | None = None  # the sibling readings (diagnose/siblings.py), if sought
    shard: dict[str, Any] | None = None  # k, n, of, ids: this run is part k of n (conformance --shard K/N)
    variant_files: list[dict[str, str]] | None = None  # path, sha256: the files read, when a spec folder is in use

    def as_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> RunMeta:
        names = {f.name for f in fields(cls)}
        return cls(**{k: v for k, v in data.items() if k in names})


def totals(results: list[CaseResult]) -> dict[str, int]:
    c = Counter(r.status for r in results)
    return {k: c[k] for k in STATUSES}


def _header(meta: RunMeta | None, results: list[CaseResult], said: Callable[[str], str] = shown) -> list[str]:
    """The run's lines above the table; `said` makes the engine's own words safe for the format."""
    if meta is None:
        return []
    e = meta.engine
    who = f"engine {said(str(e.get('name', '?')))}"
    if e.get("version"):
        who += f" {said(str(e['version']))}"
    if e.get("protocol") is not None:
        who += f", protocol {said(str(e['protocol']))}"
    took = f"{len(results)} of {meta.selected} cases in {meta.duration:.1f} s"
    if meta.search_duration is not None:
        took += f" ({meta.search_duration:.1f} s of it looking for root causes, which --no-causes leaves out)"
    lines = [f"belote-spec {meta.belote_spec}; {who}; started {meta.start_time}, {took}"]
    chosen = [f"{k} {v!r}" if isinstance(v, str) else f"{k} {', '.join(v)}" for k, v in meta.selection.items() if v]
    if chosen:
        lines.append("selection: " + "; ".join(chosen))
    if meta.shard:
        lines.append(
            f"shard {meta.shard['k']}/{meta.shard['n']}: {meta.selected} of the {meta.shard['of']} cases "
            "selected (merge the shards with `belote-spec report merge`)"
        )
    if meta.interrupted:
        lines.append(
            f"INTERRUPTED by {meta.interrupted}: {len(results)} of {meta.selected} cases ran; this report is partial"
        )
    elif meta.stopped_early:
        lines.append(
            f"stopped after {meta.options.get('maxfail')} failure(s) (--maxfail): "
            f"{len(results)} of {meta.selected} cases ran"
        )
    return lines


def _cause_summary(cause: dict[str, Any]) -> str:
    """One cause on one line: the rule, the variant's value and the engine's, each reduced to where the two
    differ when either is long (the JSON report keeps both whole)."""
    n = len(cause["explains"])
    scenarios = f"{n} scenario{'s' if n != 1 else ''}"
    was, value = brief_pair(cause.get("variant_value"), cause.get("engine_value"))
    if not cause.get("pinned", True) and cause.get("near"):
        return (
            f"{cause['variant']} {cause['pointer']}: the engine departs on this rule ({scenarios}); no change "
            f"tried reproduces its answers, changes of {_parts(cause['pointer'], cause['near'])} come as near"
        )
    if not cause.get("pinned", True):
        return (
            f"{cause['variant']} {cause['pointer']}: the engine departs on this rule ({scenarios}); no change "
            f"tried reproduces its answers, the nearest is {value} (the variant has {was})"
        )
    if cause.get("kind") == "fault":
        return f"{cause['variant']} {cause['pointer']}: {cause['words']} ({scenarios})"
    both = ""
    for a in cause.get("also", []):
        a_was, a_value = brief_pair(a.get("variant_value"), a.get("engine_value"))
        both += f", together with {a['pointer']}: the variant has {a_was}, the engine behaves as {a_value}"
    if both:
        both += " (neither change alone reproduces these failures)"
    rule = f"{cause['variant']} {cause['pointer']}"
    return f"{rule}: the variant has {was}, the engine behaves as {value}{both} ({scenarios})"


NEAR_SHOWN = 4  # the rules a cause departed on lists as failing its scenarios alike; the JSON keeps them all


def _parts(pointer: str, near: list[str]) -> str:
    """The rules whose changes fail a cause's scenarios alike, each named within the rule the cause names."""
    names = [p[len(pointer) + 1 :] if p.startswith(pointer + "/") else p for p in near]
    shown = ", ".join(names[:NEAR_SHOWN])
    return shown + (f" and {len(names) - NEAR_SHOWN} more" if len(names) > NEAR_SHOWN else "")


_PHASES = {
    "changes": "trying each rule change alone on the failures",
    "greedy": "choosing the causes one at a time",
    "pair-pool": "choosing the rule changes to pair",
    "pairs": "trying two rule changes at once",
    "by-shape": "naming the rest by the rule that fails them the same way",
}


def stop_sentence(stop: dict[str, Any], code: Callable[[str], str] = lambda s: f"`{s}`") -> str:
    """One sentence saying where a variant's root-cause search ended before it was through (a record of the
    causes' `stops`) and what a user can do about it; `code` marks a scenario id up."""
    variant = stop.get("variant", "?")
    if stop.get("phase") == "pairs" and "scenario" in stop:
        on, n, tried = code(stop["scenario"]), stop.get("candidates", 0), stop.get("tried", 0)
        others = stop.get("unsearched", 0)
        rest = (
            "every other failure was tried"
            if not others
            else f"{others} other failure{'s were' if others != 1 else ' was'} not tried so"
        )
        if stop.get("by") == "skipped":
            also = stop.get("also", [])
            named = ", ".join(f"{code(a['scenario'])} {a['candidates']:,}" for a in also)
            many = len(also) != 1
            more = (
                ""
                if not also
                else f", nor {'were' if many else 'was'} {len(also)} other failure{'s' if many else ''} ({named})"
            )
            if also and not others:
                rest = "every failure besides these was tried"
            budget, left = stop.get("pair_budget", 0), stop.get("left", stop.get("pair_budget", 0))
            room = f"the {budget:,}" if left == budget else f"the {left:,} left of the {budget:,}"
            return (
                f"In {variant}, {on} was not tried as two rule changes at once: it has {n:,} candidate pairs, "
                f"more than {room} the search tries{more}; {rest}. "
                "Its failure above shows what the engine did."
            )
        if stop.get("by") == "pairs":
            why, then = "as many as the search tries in a variant", "its failure above shows what the engine did"
        else:
            why, then = (
                "when the search had played as many scenarios as it may",
                ("run that scenario alone (`-k`) to search it further"),
            )
        return (
            f"In {variant}, trying two rule changes at once ended on {on} after {tried:,} of its {n:,} "
            f"candidate pairs, {why}; {rest}. What was found stands; the rest is unexplained: {then}."
        )
    doing = _PHASES.get(stop.get("phase", ""), "searching")
    further = (
        "one rule area at a time (`--area`)"
        if stop.get("alone")
        else f"that variant alone (`--variant {variant}`) or one rule area at a time (`--area`)"
    )
    return (
        f"In {variant}, the root-cause search ended while {doing}, before it was through: what it found "
        f"stands, the rest is unexplained. To search further, run {further}."
    )


# A result that lacks a field (protocol/definition.py's result_problem): said as "the engine's OP has no `F`".
_LACKS = re.compile(r"(\w+) result at (\S+): no ([\w, ]+), which")


def failure_signature(r: CaseResult) -> tuple[Any, ...]:
    """What makes two failures the same for a reader: the check that failed and the shape of the difference
    (the keys the engine's answer lacks, adds or gets wrong; for legal cards, whether it allows more or
    fewer; a rule, an outcome or a seat by name; a number by its kind only), or for a failure that is no
    check (an error, a crash) its text with the numbers taken out."""
    f = r.failure
    if f is None or f.check in ("error", "scenario"):
        text = (r.message if f is None else f.message).split("; in answer to ", 1)[0]
        return ("text", re.sub(r"\d+", "#", tame_blobs(text, 0)))
    e, g = f.expected, f.got
    if isinstance(e, dict) and isinstance(g, dict):
        lacks = tuple(sorted(map(str, e.keys() - g.keys())))
        adds = tuple(sorted(map(str, g.keys() - e.keys())))
        wrong = tuple(sorted(str(k) for k in e.keys() & g.keys() if e[k] != g[k]))
        return ("keys", f.check, lacks, adds, wrong)
    if isinstance(e, list) and isinstance(g, list):
        more, fewer = set(map(str, g)) - set(map(str, e)), set(map(str, e)) - set(map(str, g))
        return ("items", f.check, bool(more), bool(fewer))
    if f.rejected_rule is not None or isinstance(e, str):  # a rule cited, an outcome or a seat: said by name
        named = (v if isinstance(v, str) else None for v in (e, g))
        return ("named", f.check, f.rejected_rule, *named)
    return ("value", f.check, type(e).__name__, type(g).__name__)


def _signature_words(key: tuple[Any, ...], r: CaseResult) -> str:
    """The shared difference of a group of failures in words, from its smallest case."""
    lacks = _LACKS.search(r.message)
    if key[0] == "text" and lacks:
        op, at, names = lacks.groups()
        where = "" if at == "/" else f" at {at}"
        return f"the engine's {op} has no " + ", ".join(f"`{n}`" for n in names.split(", ")) + where
    if key[0] == "keys" and (key[2] or key[3]):
        _, check, lacks, adds, wrong = key
        said = []
        if lacks:
            said.append("has no " + ", ".join(f"`{k}`" for k in lacks))
        if adds:
            said.append("has " + ", ".join(f"`{k}`" for k in adds) + " where the rules give none")
        if wrong:
            said.append("differs on " + ", ".join(f"`{k}`" for k in wrong))
        return f"the engine's {check} " + " and ".join(said)
    return tame_blobs(brief_message(r.message, r.failure).split("; in answer to ", 1)[0], BLOB // 2)


def failure_groups(results: Iterable[CaseResult]) -> list[tuple[str, list[CaseResult]]]:
    """Failed cases grouped by `failure_signature`, the largest group first: each group's words and its cases,
    the smallest first (fewest requests, then the shortest id)."""
    groups: dict[tuple[Any, ...], list[CaseResult]] = defaultdict(list)
    for r in results:
        groups[failure_signature(r)].append(r)
    out = []
    for key, rs in groups.items():
        rs.sort(key=lambda r: (len(r.calls), len(r.id), r.id))
        out.append((_signature_words(key, rs[0]), rs))
    out.sort(key=lambda g: (-len(g[1]), g[1][0].id))
    return out


def _unexplained_lines(ids: list[str], results: list[CaseResult] | None) -> list[str]:
    """The failures no cause explains, grouped by signature when the results are at hand: one line a group,
    with how many, what they share and the smallest case."""
    by_id = {r.id: r for r in results or []}
    known = [by_id[i] for i in ids if i in by_id]
    lines = []
    for words, rs in failure_groups(known):
        if len(rs) == 1:
            lines.append(f"- unexplained: {shown(words)}: {rs[0].id}")
        else:
            lines.append(f"- {len(rs)} unexplained failures: {shown(words)}; smallest: {rs[0].id}")
    lines += [f"- unexplained: {i}" for i in ids if i not in by_id]
    return lines


def cause_lines(causes: dict[str, Any], results: list[CaseResult] | None = None) -> list[str]:
    """The root-cause section: how many failures, how many causes, each cause once with the rule it
    changes, the source's words, its smallest failing scenario and how the engine bore it out; then the
    failures no cause explains, grouped by signature when the `results` are given."""
    if not causes["failed"]:
        return []
    found, left = causes["causes"], causes["unexplained"]
    head = f"{causes['failed']} failed, {len(found)} cause{'s' if len(found) != 1 else ''}"
    if left:
        head += f", {len(left)} unexplained"
    lines = ["", "Root causes: " + head]
    for c in found:
        lines.append("- " + _cause_summary(c))
        if c.get("description"):
            lines.append(f"    {c['description']}")
        for cite in c.get("cite", [])[:1]:
            lines.append(f'    {cite["source"]}: "{cite["quote"]}"')
        lines.append(f"    smallest failing scenario: {c['smallest']}")
        confirmed = c.get("confirmed")
        if confirmed is not None:
            lines.append(
                f"    the engine answered as this change predicts on {confirmed['agree']} of "
                f"{confirmed['asked']} further position(s)"
                if confirmed["asked"]
                else "    no further position tells this change apart: it rests on the scenarios alone"
            )
    lines += _unexplained_lines(left, results)
    told = {s.get("variant") for s in causes.get("stops", [])}
    for stop in causes.get("stops", []):
        lines.append(f"- {stop_sentence(stop)}")
    rest = [v for v in causes.get("incomplete", []) if v not in told]  # a report from before `stops`
    if rest:
        lines.append(
            f"- the root-cause search ended before it was through in {', '.join(rest)}: what it found stands, "
            "the rest is unexplained; to search further, run those variants one at a time (`--variant`)"
        )
    return lines


SHOWN = 3  # the scenarios a sibling reading lists where the engine departs from it; the JSON keeps them all


def reading_lines(found: list[dict[str, Any]]) -> list[str]:
    """The sibling readings (diagnose/siblings.py) as the text report says them: the sibling the engine
    plays, how far from each, the first scenarios where it departs from the sibling too, and how this was
    judged."""
    lines = []
    for r in found:
        n = len(r["departs_sibling"])
        how = f"plays {r['sibling']}'s reading" if not n else f"is closer to {r['sibling']}'s reading"
        line = (
            f"- {r['variant']}: the engine {how}: of {r['judged']} scenarios of "
            f"{r['variant']}, it departs from {r['sibling']} on {n} and from {r['variant']} on {r['departs_variant']}"
        )
        if n:
            shown = ", ".join(r["departs_sibling"][:SHOWN])
            line += f"; departs from it on {shown}" + (f" and {n - SHOWN} more" if n > SHOWN else "")
        lines.append(line)
    if lines:
        lines.insert(0, "")
        lines.insert(1, "Sibling readings (the reference playing each sibling's rules on the same scenarios, ")
        lines[1] += "compared with the engine's answers; the engine was not run again):"
    return lines


class _Brief:
    """A long value in a failure's text, cut to BLOB characters (str and repr alike, as messages use both)."""

    def __init__(self, value: Any) -> None:
        self.value = value

    def __repr__(self) -> str:
        return shorten(repr(self.value), BLOB, "…", ellipsis_counts=False)

    __str__ = __repr__


def brief_message(message: str, facts: StepFailure | None) -> str:
    """A failure's text for the terminal: where the expected value and the engine's are long, only the parts
    where they differ (the JSON report keeps both whole); and no bracketed value over BLOB characters."""
    if len(message) > BLOB and facts is not None:
        e, g = differing(facts.expected, facts.got)
        e, g = (_Brief(v) if isinstance(v, dict | list) else v for v in (e, g))
        with contextlib.suppress(TypeError, KeyError, ValueError, AttributeError):  # a check reading words
            message = StepFailure(facts.check, e, g, facts.rejected_rule, facts.details).message
    return tame_blobs(message)


def _tail(text: str, limit: int) -> str:
    return text if len(text) <= limit else "[...]" + text[-limit:]


def _stderr_lines(stderr: str) -> list[str]:
    """The end of an engine's stderr as the lines it wrote (a CR or a form feed ends no line here)."""
    return [line.removesuffix("\r") for line in _tail(stderr, TEXT_STDERR).rstrip("\n").split("\n")]


def count_line(results: list[CaseResult]) -> str:
    t = totals(results)
    line = f"{t['passed']} passed, {t['failed']} failed, {t['skipped']} skipped"
    if t["xfailed"] or t["xpassed"]:
        line += f", {t['xfailed']} xfailed, {t['xpassed']} xpassed"
    return line


def one_line(results: list[CaseResult], meta: RunMeta, paths: list[str]) -> str:
    """What the terminal gets when the report went to files (as pytest's last line): the counts, the time and
    where the reports are."""
    return f"{count_line(results)} in {meta.duration:.1f} s; report{'s' if len(paths) > 1 else ''}: {', '.join(paths)}"


def format_text(results: list[CaseResult], engine_name: str, meta: RunMeta | None = None) -> str:
    lines = [f"belote-spec conformance: {shown(engine_name)}", *_header(meta, results), ""]
    table = summary(results)
    w = max([18, *map(len, table)])  # the variant column fits the longest id
    head = f"{'variant':<{w}} {'area':<10} {'passed':>7} {'failed':>7} {'skipped':>8}"
    lines += [head, "-" * len(head)]
    for variant, areas in sorted(table.items()):
        for area, c in sorted(areas.items()):
            lines.append(f"{variant:<{w}} {area:<10} {c['passed']:>7} {c['failed']:>7} {c['skipped']:>8}")
    total = totals(results)
    lines += ["-" * len(head), f"{'total':<{w + 11}} {total['passed']:>7} {total['failed']:>7} {total['skipped']:>8}"]
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
            lines.append(f"    {shown(brief_message(r.message, r.failure))}")
            for more in r.more_failures:
                lines.append(f"    and at {more.step or 'the end'}: {shown(brief_message(more.message, more.failure))}")
            if len(r.calls) > TEXT_CALLS:
                lines.append(
                    f"    ({len(r.calls) - TEXT_CALLS} earlier requests and answers: in the JSON and HTML reports)"
                )
            for call in r.calls[-TEXT_CALLS:]:
                lines.append(f"    > {shown(tame_blobs(call['request']))}")
                lines.append(f"    < {shown(tame_blobs(call['answer']))}")
            if r.stderr.strip():
                lines.append("    engine stderr:")
                lines += [f"    | {visible(line)}" for line in _stderr_lines(r.stderr)]
    if meta is not None and meta.causes is not None:
        lines += cause_lines(meta.causes, results)
    if meta is not None and meta.siblings:
        lines += reading_lines(meta.siblings)
    lines.append("")
    lines.append(count_line(results))
    return "\n".join(lines)


def as_json(results: list[CaseResult], engine_name: str, meta: RunMeta | None = None) -> dict[str, Any]:
    """The JSON report (schemas/report.schema.json). Without `meta` (a report made in a program rather
    than by a run) it carries no timings, so two runs of the same cases give the same document."""
    timed = meta is not None
    meta = meta or RunMeta(engine={"name": engine_name}, selected=len(results))
    out = []
    for r in results:
        entry = asdict(r)
        entry.update(bounded_json({k: entry[k] for k in ("message", "calls", "stderr")}))
        if not timed:
            entry.pop("duration")
        entry["more_failures"] = [bounded_json(_failed_step_json(f)) for f in r.more_failures]
        if not entry["more_failures"]:
            del entry["more_failures"]  # a case that failed one step has no such key
        del entry["failure"]
        if r.failure is not None:
            entry["failure"] = bounded_json(r.failure.to_json())
        out.append(entry)
    run = meta.as_dict()
    run["engine"] = bounded_json(run["engine"])
    causes = run.pop("causes")
    siblings = run.pop("siblings")
    if run["shard"] is None:
        del run["shard"]  # a whole run's report has no shard key
    if run["search_duration"] is None:
        del run["search_duration"]  # no root-cause search ran
    if run["variant_files"] is None:
        del run["variant_files"]  # only a run with a spec folder says which files it read
    data = {"engine": bounded_json(engine_name), "run": run, "totals": totals(results), "results": out}
    if causes is not None:
        data["causes"] = causes
    if siblings is not None:
        data["siblings"] = siblings
    return data


def _failed_step_json(f: FailedStep) -> dict[str, Any]:
    out: dict[str, Any] = {"step": f.step, "message": f.message}
    if f.failure is not None:
        out["failure"] = f.failure.to_json()
    return out


def _facts(data: dict[str, Any] | None) -> StepFailure | None:
    return None if data is None else StepFailure.from_json(data)


def from_json(data: dict[str, Any]) -> tuple[list[CaseResult], str, RunMeta]:
    """A JSON report read back (already checked against its schema): what `report` reprints and converts."""
    names = {f.name for f in fields(CaseResult)} - {"more_failures", "failure"}
    results = [
        CaseResult(
            **{k: v for k, v in r.items() if k in names},
            more_failures=[
                FailedStep(m["step"], m["message"], _facts(m.get("failure"))) for m in r.get("more_failures", [])
            ],
            failure=_facts(r.get("failure")),
        )
        for r in data["results"]
    ]
    run = {**(data.get("run") or {}), "causes": data.get("causes"), "siblings": data.get("siblings")}
    return results, str(data["engine"]), RunMeta.from_dict(run)


# -- JUnit -------------------------------------------------------------------------------------------


def xml_safe(text: str) -> str:
    """`text` with its controls visible: an engine's ESC or NUL, which XML 1.0 does not allow even as
    &#..;, must not make the report unreadable, nor paint a terminal that shows it."""
    return visible(text, newlines=True)


def _attr(text: str) -> str:
    from xml.sax.saxutils import quoteattr

    return quoteattr(xml_safe(bounded(text)))


def _text(text: str) -> str:
    from xml.sax.saxutils import escape

    return escape(xml_safe(text))


def _detail(r: CaseResult) -> str:
    """The failure's text: where, each failed step's message and the exchange, each field bounded."""
    parts = [f"at {r.step}" if r.step else "", r.location, bounded(r.message)]
    parts += [f"and at {m.step or 'the end'}: {bounded(m.message)}" for m in r.more_failures]
    parts += [f"> {bounded(c['request'])}\n< {bounded(c['answer'])}" for c in r.calls]
    return "\n".join(p for p in parts if p)


def as_junit(results: list[CaseResult], engine_name: str, meta: RunMeta | None = None) -> str:
    """JUnit XML: one test suite per variant, one test case per scenario run. An answer the rules do not
    give is a <failure>; an engine that crashed, hung or left the protocol (or a scenario that cannot
    run) is an <error>, as JUnit tells an assertion from an exception. `time` attributes come with a run."""
    timed = meta is not None
    by_variant: dict[str, list[CaseResult]] = defaultdict(list)
    for r in results:
        by_variant[r.variant].append(r)

    def counts(rs: list[CaseResult]) -> str:
        failures = sum((r.status == "failed" and r.kind == "rule") or r.status == "xpassed" for r in rs)
        errors = sum(r.status == "failed" and r.kind != "rule" for r in rs)
        skipped = sum(r.status in ("skipped", "xfailed") for r in rs)
        text = f'tests="{len(rs)}" failures="{failures}" errors="{errors}" skipped="{skipped}"'
        return text + (f' time="{sum(r.duration for r in rs):.3f}"' if timed else "")

    lines = ['<?xml version="1.0" encoding="UTF-8"?>', f"<testsuites name={_attr(engine_name)} {counts(results)}>"]
    stamp = f" timestamp={_attr(meta.start_time)}" if meta is not None and meta.start_time else ""
    props: dict[str, str] = {}
    if meta is not None:
        props = {
            "belote_spec": meta.belote_spec,
            "interrupted": meta.interrupted or "",
            "start_time": meta.start_time,
            **{f"engine.{k}": str(v) for k, v in meta.engine.items()},
        }
        for i, cause in enumerate((meta.causes or {}).get("causes", []), 1):
            props[f"root_cause.{i}"] = _cause_summary(cause)
    for variant, rs in sorted(by_variant.items()):
        lines.append(f"  <testsuite name={_attr(variant)} {counts(rs)}{stamp}>")
        if props:
            lines.append("    <properties>")
            lines += [f"      <property name={_attr(k)} value={_attr(v)}/>" for k, v in props.items()]
            lines.append("    </properties>")
        for r in rs:
            name = r.id.split("::", 1)[-1]
            time_attr = f' time="{r.duration:.3f}"' if timed else ""
            lines.append(f"    <testcase classname={_attr(variant + '.' + r.area)} name={_attr(name)}{time_attr}>")
            if r.status == "failed":
                tag = "failure" if r.kind == "rule" else "error"
                kind = {"rule": "RuleFailure", "engine": "EngineFailure", "spec": "ScenarioError"}.get(r.kind, "Error")
                lines.append(f"      <{tag} message={_attr(r.message)} type={_attr(kind)}>{_text(_detail(r))}</{tag}>")
            elif r.status == "xpassed":
                lines.append(f'      <failure message={_attr(r.message)} type="XPass">{_text(r.location)}</failure>')
            elif r.status == "skipped":
                lines.append(f"      <skipped message={_attr(r.message)}/>")
            elif r.status == "xfailed":
                lines.append(f"      <skipped message={_attr('known failure: ' + r.message)}/>")
            if r.stderr:
                lines.append(f"      <system-err>{_text(_tail(r.stderr, TEXT_STDERR))}</system-err>")
            lines.append("    </testcase>")
        lines.append("  </testsuite>")
    lines.append("</testsuites>")
    return "\n".join(lines)


# -- Markdown ----------------------------------------------------------------------------------------


def _fenced(text: str) -> list[str]:
    """A code block no backtick run in `text` can close early."""
    longest = max((len(m) for m in re.findall(r"`+", text)), default=0)
    fence = "`" * max(3, longest + 1)
    return [f"  {fence}", *(f"  {line}" for line in text.rstrip("\n").splitlines()), f"  {fence}"]


def as_markdown(results: list[CaseResult], engine_name: str, meta: RunMeta | None = None) -> str:
    """A Markdown report: the summary table, then each failure with where and why."""
    lines = [f"# belote-spec conformance: {markdown(engine_name)}", ""]
    header = _header(meta, results, markdown)
    if header:
        lines += [*(f"> {h}  " for h in header), ""]
    lines += [
        f"**{count_line(results)}**",
        "",
        "| variant | area | passed | failed | skipped |",
        "|---|---|---:|---:|---:|",
    ]
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
            lines.append(f"  - {markdown(r.message)}")
            for more in r.more_failures:
                lines.append(f"  - and at {more.step or 'the end'}: {markdown(more.message)}")
            if r.calls:
                lines.append("  - requests (`>`) and answers (`<`):")
                lines += _fenced("\n".join(f"> {shown(c['request'])}\n< {shown(c['answer'])}" for c in r.calls))
            if r.stderr.strip():
                lines.append("  - engine stderr:")
                lines += _fenced("\n".join(map(visible, _stderr_lines(r.stderr))))
    if meta is not None and meta.causes is not None and meta.causes["failed"]:
        head, *rest = cause_lines(meta.causes, results)[1:]
        lines += ["", f"## {head}", ""]
        lines += [f"  {line.strip()}" if line.startswith("    ") else line for line in rest]
    if meta is not None and meta.siblings:
        head, *rest = reading_lines(meta.siblings)[1:]
        lines += ["", f"## {head.rstrip(':')}", "", *rest]
    return "\n".join(lines) + "\n"


def render(fmt: str, results: list[CaseResult], engine_name: str, meta: RunMeta | None) -> str:
    if fmt == "json":
        return json.dumps(as_json(results, engine_name, meta), indent=2, ensure_ascii=False)
    if fmt == "junit":
        return as_junit(results, engine_name, meta)
    if fmt == "markdown":
        return as_markdown(results, engine_name, meta)
    if fmt == "html":
        from belote_spec.conformance.html_report import as_html

        return as_html(results, engine_name, meta)
    return format_text(results, engine_name, meta)


def format_for(path: str) -> str:
    """The report format a file name asks for (`--output r.xml` with no --format)."""
    lower = path.lower()
    if lower.endswith(".json"):
        return "json"
    if lower.endswith(".xml"):
        return "junit"
    if lower.endswith((".md", ".markdown")):
        return "markdown"
    if lower.endswith((".html", ".htm")):
        return "html"
    return "text"


def check_writable(path: str) -> str | None:
    """Why a report cannot be written to `path`, or None: checked before the run, so a typo in a path
    does not cost the results of the whole run."""
    import os

    if os.path.isdir(path):
        return f"{path} is a folder"
    folder = os.path.dirname(os.path.abspath(path)) or "."
    if not os.path.isdir(folder):
        return f"no folder {folder}"
    if os.path.exists(path) and not os.access(path, os.W_OK):
        return f"{path} is not writable"
    regular = not os.path.exists(path) or os.path.isfile(path)  # a file is replaced from one made beside it
    if regular and not os.access(os.path.dirname(os.path.realpath(path)), os.W_OK):
        return f"cannot create files in {folder}"
    return None


def validate(data: Any) -> list[str]:
    """Problems of a JSON report against schemas/report.schema.json (empty when it is valid)."""
    import jsonschema

    from belote_spec.spec.resources import schemas_dir

    schema = json.loads((schemas_dir() / "report.schema.json").read_text(encoding="utf-8"))
    errors = sorted(jsonschema.Draft202012Validator(schema).iter_errors(data), key=lambda e: list(e.path))
    return [f"/{'/'.join(map(str, e.path))}: {e.message}" for e in errors]


def contradictions(data: dict[str, Any]) -> list[str]:
    """What a report (valid against its schema) says against itself: totals that are not the counts of its
    results, a case reported twice, fewer or more results than the cases selected in a run that neither was
    interrupted nor stopped early, a stop for --maxfail without that many failures, known failures without
    an --xfail list. Such a report was edited, and its verdict cannot be trusted."""
    results = data["results"]
    counted = Counter(r["status"] for r in results)
    problems = [
        f"/totals/{k}: {data['totals'].get(k, 0)}, but {counted[k]} result(s) are {k}"
        for k in STATUSES
        if data["totals"].get(k, 0) != counted[k]
    ]
    ids = Counter(r["id"] for r in results)
    problems += [f"/results: case {cid} is reported {n} times" for cid, n in ids.items() if n > 1]
    run = data.get("run") or {}
    options = run.get("options") or {}
    selected = run.get("selected")
    whole = not run.get("interrupted") and not run.get("stopped_early")
    if whole and isinstance(selected, int) and selected != len(results):
        problems.append(
            f"/run/selected: {selected} case(s) selected and the run was not stopped, but it has "
            f"{len(results)} result(s)"
        )
    maxfail = options.get("maxfail")
    if run.get("stopped_early") and not (isinstance(maxfail, int) and counted["failed"] >= maxfail >= 1):
        problems.append(
            f"/run/stopped_early: the run says it stopped early, but --maxfail was "
            f"{'not set' if maxfail is None else maxfail} and {counted['failed']} case(s) failed"
        )
    known = counted["xfailed"] + counted["xpassed"]
    if known and options.get("xfail") is None:
        problems.append(f"/results: {known} result(s) are xfailed or xpassed, but the run had no --xfail list")
    return problems


def ids_digest(ids: Iterable[str]) -> str:
    """A digest of a selection's case ids in order: the shards of one campaign share it, so a merge can tell
    them from shards of another run (another selection or other scenarios), and check it got every case."""
    import hashlib

    return hashlib.sha256("\n".join(ids).encode()).hexdigest()[:16]
