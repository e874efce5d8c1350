"""A rule diff as text for a reviewer, or as JSON for CI (schemas/diff-report.schema.json)."""

from __future__ import annotations

import json
from typing import Any

from belote_spec.base.text import shorten
from belote_spec.docs.diff import Report, VariantDiff
from belote_spec.docs.diff.rules_diff import RuleChange, show

QUOTE_WIDTH = 110
NAMES = {
    "scenarios": ("scenario", "scenarios"),
    "vectors": ("vector", "vectors"),
    "perft": ("perft position", "perft positions"),
    "golden": ("golden deal", "golden deals"),
}


def as_json(report: Report) -> str:
    return json.dumps(report.to_json(), indent=2, ensure_ascii=False)


def _score(score: dict[str, Any] | None) -> str:
    """A deal score as a line: outcome, each side's points, points held over, match points."""
    if not score:
        return "no score"
    text = ", ".join([str(score.get("outcome", "?")), *(f"{t} {p}" for t, p in score.get("scores", {}).items())])
    if score.get("held"):
        text += f", {score['held']} held over"
    if score.get("match_points"):
        text += "; match points " + ", ".join(f"{t} {p}" for t, p in score["match_points"].items())
    return text


def _answer(op: str, answer: dict[str, Any]) -> str:
    if "rejected" in answer:
        return f"rejected ({answer['rejected']})"
    if "error" in answer:
        return f"error ({answer['error']})"
    result = answer.get("result")
    return _score(result) if op == "score_deal" and isinstance(result, dict) else show(result)


def _cites(cite: dict[str, Any] | None) -> list[str]:
    if not cite:
        return ["(no citation)"]
    out = []
    for c in cite["citations"]:
        quote = shorten(c["quote"], QUOTE_WIDTH)
        out.append(f'{c["source"]} "{quote}"')
    return out


def _rule(change: RuleChange, lines: list[str]) -> None:
    lines.append(f"    {change.pointer}: {change.words}")
    if change.meaning:
        lines.append(f"        ({change.meaning})")
    if change.cite_old == change.cite_new:
        where = change.cite_old["at"] if change.cite_old else ""
        lines += [f"        cite {where}: {c}" for c in _cites(change.cite_old)]
    else:
        for when, cite in (("old", change.cite_old), ("new", change.cite_new)):
            where = cite["at"] if cite else ""
            lines += [f"        cite {where} ({when}): {c}" for c in _cites(cite)]


def _played(side: dict[str, Any]) -> str:
    status = side["status"]
    text = f"{status}: {side['message']}" if side["message"] else status
    return f"{text}; score {_score(side['score'])}" if side.get("score") else text


def _count(items: list[Any], what: str) -> str:
    return (
        f"{len(items)} {what}{'s' if len(items) > 1 else ''} change{'' if len(items) > 1 else 's'}"
        if items
        else "no change"
    )


def _summary(v: VariantDiff) -> str:
    if v.status in ("added", "removed"):
        return f"{v.id}: the variant is {v.status}"
    counts = [f"{len(items)} {NAMES[kind][len(items) > 1]}" for kind, items in v.outcomes.items() if items]
    rules = f"{len(v.rules)} rule change(s)" if v.rules else "no rule changes"
    rules += f", {len(v.citation_only)} citation-only change(s)" if v.citation_only else ""
    rules = "the resolved rules are the same" if v.status == "same" else rules
    return f"{v.id}: {rules}; " + (f"outcomes that change: {', '.join(counts)}" if counts else "no outcome changes")


def _variant(v: VariantDiff) -> list[str]:
    lines = [_summary(v)]
    if v.old_file or v.new_file:
        lines.append(f"  files: {v.old_file or '(none)'} → {v.new_file or '(none)'}")
    if v.status in ("added", "removed"):
        return lines
    if v.rules:
        lines.append("  rules:")
        for change in v.rules:
            _rule(change, lines)
    if v.citation_only:
        lines.append("  citation only (no rule changes):")
        lines += [f"    {c.pointer}: {c.words}" for c in v.citation_only]
    scenarios, vectors, perft, golden = (v.outcomes[k] for k in ("scenarios", "vectors", "perft", "golden"))
    lines.append(f"  scenarios: {_count(scenarios, 'scenario')}")
    for s in scenarios:
        lines.append(f"    {s['id']}  ({s['location']})")
        lines.append(f"      before: {_played(s['before'])}")
        lines.append(f"      after:  {_played(s['after'])}")
    lines.append(f"  vectors: {_count(vectors, 'vector')}")
    for vec in vectors:
        before, after = _answer(vec["op"], vec["before"]), _answer(vec["op"], vec["after"])
        lines.append(f"    {vec['id']} {vec['op']}: {before} → {after}")
    lines.append(f"  perft: {_count(perft, 'position')}")
    for p in perft:
        moved = " (the position itself changes)" if p["position_changed"] else ""
        counts = [" ".join(map(str, p[side]["counts"])) or "none" for side in ("before", "after")]
        lines.append(f"    seed {p['seed']}: counts {counts[0]} → {counts[1]}{moved}")
    lines.append(f"  golden playthroughs: {_count(golden, 'deal')}")
    for g in golden:
        notes = [
            n
            for n, on in (
                ("the cards played change", g["play_changed"]),
                ("the deal's result changes", g["outcome_changed"]),
            )
            if on
        ]
        lines.append(
            f"    seed {g['seed']}: {g['before']['result'] or '(no result)'} → "
            f"{g['after']['result'] or '(no result)'}" + (f"  [{'; '.join(notes)}]" if notes else "")
        )
    if v.rules and not v.changed:
        lines.append("  note: no scenario, vector, perft count or playthrough pins these rule changes")
    return lines


def as_text(report: Report) -> str:
    lines = [f"belote-spec diff: {report.old} → {report.new}", ""]
    if not report.variants:
        lines.append("no variant's resolved rules differ")
    for v in report.variants:
        lines += [*_variant(v), ""]
    changed = sum(v.changed for v in report.variants)
    lines.append(f"{changed} variant(s) with outcomes that change" if changed else "no outcome changes")
    return "\n".join(lines)
