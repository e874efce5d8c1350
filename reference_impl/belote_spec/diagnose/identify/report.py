"""The identify report as text for a reader and as JSON (schemas/identify-report.schema.json)."""

from __future__ import annotations

import json
from typing import Any

from belote_spec.base.text import brief_pair, json_brief, shorten
from belote_spec.base.untrusted import shown, visible
from belote_spec.changes.perturb import REMOVED
from belote_spec.diagnose.identify.core import BUDGET, MIN_ANSWERED, Departure, Evidence, NameReport, Report, Standing
from belote_spec.diagnose.identify.positions import PROBE

FORMAT = "belote-spec/identify-report/1"
SHOWN = 5  # unexplained positions written out in the text report, per name
LISTED = 50  # and in the JSON report


def _short(value: Any, limit: int = 300) -> str:
    text = "(absent)" if value is REMOVED else json.dumps(value, ensure_ascii=False, sort_keys=True)
    return shorten(text, limit, "…")


def _evidence_json(e: Evidence) -> dict[str, Any]:
    out: dict[str, Any] = {
        "position": e.position.id,
        "request": e.position.request(e.name),
        "expected": e.expected.to_json(),
        "got": e.got.to_json(),
    }
    if e.step is not None:
        out["difference"] = e.step
    return out


def _evidence_text(e: Evidence) -> str:
    """A position in one line: the request (a probe by its id and where the answers part), what the
    variant expects and what the engine answered, each long value cut to where the two answers differ
    (the JSON report keeps them whole)."""
    if e.position.op != PROBE:
        args = json_brief(e.position.request(e.name)["args"])
        return f"{e.position.op} {args} {_pair(e.expected.to_json(), e.got.to_json())}"
    head = (
        f"deal {e.position.id} (dealt by {e.position.args['dealer']} from a fixed deck, "
        f"{len(e.position.args['steps'])} actions)"
    )
    step = e.step
    if step is None:
        return f"{head} {_pair(e.expected.to_json(), e.got.to_json())}"
    if step["step"] == "state":
        return f"{head}: in the final state, {_pair(step['expected'], step['got'])}"
    action = {k: v for k, v in step["action"].items() if v is not None}
    return f"{head}: at action {step['step']}, {json_brief(action)}: {_pair(step['expected'], step['got'])}"


def _values(was: Any, value: Any) -> tuple[str, str]:
    """A rule's value in the variant and in the engine, long ones cut to where they differ."""
    if was is REMOVED or value is REMOVED:
        return _short(was, 120), _short(value, 120)
    return brief_pair(was, value)


def _pair(expected: Any, got: Any) -> str:
    want, answer = brief_pair(expected, got)
    return f"expected {want} got {answer}"


def _value_json(value: Any) -> dict[str, Any]:
    return {"absent": True} if value is REMOVED else {"value": value}


def _departure_json(d: Departure) -> dict[str, Any]:
    q = d.perturbation
    out: dict[str, Any] = {
        "pointer": d.pointer,
        "description": d.description,
        "change": "departs" if d.near else q.how,
        "variant": _value_json(d.was if d.near else q.was),
        "engine": None if d.near else _value_json(q.value),
        "explains": d.explains,
        "shown_by": _evidence_json(d.evidence),
        "also": [{"pointer": a.pointer, "engine": _value_json(a.value)} for a in ([q, *d.also] if d.near else d.also)],
        "confirmed": None if d.confirmed is None else {"agree": d.confirmed[0], "asked": d.confirmed[1]},
    }
    if d.near:
        out["near"] = d.near
    return out


def _name_json(n: NameReport) -> dict[str, Any]:
    best = n.closest
    return {
        "name": n.name,
        "closest": best.variant,
        "agree": best.agree,
        "counted": best.counted,
        "rules": best.rules,
        "exact": n.exact,
        "tied": n.tied,
        "skipped": n.skipped,
        "answered": n.answered,
        "asked": n.asked,
        "relevant": best.relevant,
        "enough": n.enough,
        "errors": n.errors,
        "claimed": n.claimed,
        "departs_from": n.against,
        "withheld": n.withheld,
        "incomplete": n.incomplete,
        "ranking": [
            {
                "variant": s.variant,
                "agree": s.agree,
                "counted": s.counted,
                "relevant": s.relevant,
                "rules": s.rules,
                "at_least": s.cut,
            }
            for s in n.ranking
        ],
        "departures": [_departure_json(d) for d in n.departures],
        "unexplained": len(n.unexplained),
        "unexplained_positions": [_evidence_json(e) for e in n.unexplained[:LISTED]],
    }


def as_json(report: Report) -> dict[str, Any]:
    return {
        "format": FORMAT,
        "engine": report.engine,
        "positions": report.positions,
        "stale": report.stale,
        "exit_code": report.exit_code,
        "names": [_name_json(n) for n in report.names],
    }


def rules_text(s: Standing) -> str:
    """A variant's rule distance in words: '2 rules', 'at least 3 rules'."""
    if s.rules is None:
        return "rules not counted"
    count = f"{s.rules} rule" + ("" if s.rules == 1 else "s")
    return f"at least {count}" if s.cut else count


def _versus(n: NameReport) -> str | None:
    """Why another variant than the claimed one is named: it departs on fewer rules."""
    mine, best = n.claimed_standing, n.closest
    if not n.misnamed or mine is None:
        return None
    return (
        f"claims {n.claimed}; closest {best.variant} (departs on {rules_text(best)}, {n.claimed} on "
        f"{rules_text(mine)}; {best.agree:,} positions agree, {n.claimed}'s {mine.agree:,}, of the "
        f"{n.answered:,} answered)"
    )


def _distances(n: NameReport) -> str | None:
    """The variants ranked by rule distance, each with its rules then its disagreeing positions."""
    ranked = [s for s in n.ranking if s.rules is not None]
    if len(ranked) < 2:
        return None
    line = "by rules departed on: " + "; ".join(
        f"{s.variant} {rules_text(s)} ({s.disagree:,} position(s) disagree)" for s in ranked
    )
    if any(s.cut for s in ranked[1:]):
        line += " (at least: its search stopped early, so it is not ranked before a variant counted in full)"
    return line


def _departure_lines(d: Departure, against: str) -> list[str]:
    """One rule the engine departs on: the two values, how many positions it explains, and one of them."""
    q = d.perturbation
    was, value = _values(q.was, q.value)
    line = f"  departs on {q.pointer}: {against} has {was}, the engine behaves as {value} ({d.explains} position(s)"
    if d.near:
        line = (
            f"  departs on {d.pointer}: changes of {', '.join(d.near)} fit its answers alike, none singled out "
            f"({d.explains} position(s)"
        )
    if d.confirmed is not None and d.confirmed[1]:
        line += f"; confirmed with the others applied on {d.confirmed[0]} of {d.confirmed[1]}"
    lines = [line + ")"]
    if d.description:
        lines.append(f"    {d.description}")
    for a in [] if d.near else d.also:
        lines.append(f"    or equally: {a.pointer} as {_short(a.value, 120)}")
    lines.append(f"    position: {_evidence_text(d.evidence)}")
    return lines


def _name_text(n: NameReport) -> list[str]:
    best = n.closest
    agree = f"{best.agree:,}/{n.answered:,} positions agree"
    if n.answered == 0:
        return [f"{n.name}: nothing to compare (the engine declined all {n.skipped:,} positions)"]
    coverage = (
        f"the engine answered {n.answered:,} of the {n.asked:,} positions asked; {best.variant} has an "
        f"opinion on {best.counted:,} of those ({best.relevant:,} of the positions sent)"
    )
    if not n.enough:
        lines = [
            f"{n.name}: no verdict: {coverage} (at least {float(MIN_ANSWERED):.0%} of those asked needed; a "
            f"declined position is unknown); on those it answered, closest is {best.variant} ({agree})"
        ]
    else:
        rules = "" if n.exact or best.rules is None else f"departs on {rules_text(best)}; "
        lines = [
            f"{n.name}: closest variant: {best.variant} ({rules}{agree})" + (" — exactly" if n.exact else ""),
            f"  {coverage}",
        ]
    for extra in (_versus(n), _distances(n)):
        if extra is not None:
            lines.append(f"  {extra}")
    if n.withheld:
        lines.append(f"  {n.withheld:,} stored position(s) not sent: they cannot be played at {n.name}'s table")
    if n.tied:
        lines.append(f"  tied with: {', '.join(n.tied)} (the claimed one, else the first by name, is named)")
    elif len(n.ranking) > 1:
        nxt = n.ranking[1]
        lines.append(f"  next: {nxt.variant} ({nxt.agree:,}/{n.answered:,}; an opinion on {nxt.counted:,})")
    if n.errors:
        lines.append(f"  the engine failed on {n.errors:,} position(s) (a crash, a hang or garbage)")
    if n.skipped:
        lines.append(f"  the engine declined {n.skipped:,} position(s) (skip): unknown, counted for no variant")
    if n.departures or n.unexplained:
        lines.append(f"  departs from {n.against} on {len(n.departures)} rule(s), changes applied together:")
    for d in n.departures:
        lines += _departure_lines(d, n.against)
    if n.incomplete:
        lines.append(
            f"  the search for rule changes was cut short (its budget of {BUDGET:,} reference answers "
            "spent): the changes above stand, and the rest may be explained by changes not tried"
        )
    if n.unexplained:
        lines.append(f"  {len(n.unexplained):,} disagreement(s) no set of rule changes explains:")
        lines += [f"    position: {_evidence_text(e)}" for e in n.unexplained[:SHOWN]]
        if len(n.unexplained) > SHOWN:
            lines.append(f"    … and {len(n.unexplained) - SHOWN:,} more (--format json lists them)")
    return lines


def as_text(report: Report) -> str:
    lines = [
        f"belote-spec identify: {shown(report.engine)}",
        f"{report.positions:,} stored positions; under each of {len(report.names)} variant name(s), those "
        "its table can play are asked",
    ]
    if report.stale:
        lines.append(
            "note: the stored positions were chosen for rules that have changed since; "
            "`belote-spec identify --update` chooses them again"
        )
    for n in report.names:
        lines += ["", *_name_text(n)]
    exact = sum(n.exact for n in report.names)
    lines += ["", f"{exact} of {len(report.names)} name(s) play a shipped variant exactly"]
    unknown = [n.name for n in report.names if not n.enough]
    if unknown:
        lines.append(f"no verdict for {', '.join(unknown)}: too few positions answered")
    return visible("\n".join(lines), newlines=True)  # positions and names quote the engine's answers
