"""The probes of `belote-spec smoke` (cli/smoke.py runs them): a handful of basic questions per declared
variant (one legal_cards, one trick_winner, one card_points, one score_deal where the variant's scenarios
have one), taken from the calls the scenarios make and compared with the reference engine's answers: no
answer is written down here. And one check played through the engine's own deal (`STATEFUL`): the
variant's scenarios that deal, bid, play and then have a card the player does not hold refused, and a card
that breaks an obligation, each leaving the deal as it was: questions asked one by one never show an
engine whose `play` takes any card.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from belote_spec.base.text import shorten

if TYPE_CHECKING:
    from belote_spec.conformance.scenarios import Case

PROBES = ("legal_cards", "trick_winner", "card_points", "score_deal")
STATEFUL = "play"
# What the stateful check's scenarios refuse, in the order they are played: a card not held, then a card
# that breaks an obligation (each scenario also checks that the deal is unchanged).
REFUSED = ("the play is rejected citing card-not-in-hand", "the play is rejected citing /play/obligations/")


@dataclass
class Probe:
    variant: str
    op: str
    args: dict[str, Any]
    expect: dict[str, Any]  # {"result": checked answer} or {"rejected": rule}
    source: str  # the scenario the call comes from
    cases: tuple[Case, ...] = ()  # the stateful check: the scenarios it plays, whose steps are its answers


def probes_for(variant: str) -> list[Probe]:
    """One call per PROBES operation, the first the variant's scenarios make against the reference engine,
    with the reference's answer: chosen from the scenarios, so every probe is a cited rule."""
    from belote_spec.conformance.runner import run_case
    from belote_spec.conformance.scenarios import collect
    from belote_spec.conformance.vectors import _Recorder

    found: dict[str, Probe] = {}
    mine = [c for c in collect() if c.variant == variant]
    stateful = stateful_probe(variant, mine)
    for case in mine:
        recorder = _Recorder()
        if run_case(recorder, case).status != "passed":
            continue
        for call in recorder.calls:
            if call["op"] in PROBES and call["op"] not in found and _telling(call):
                found[call["op"]] = Probe(variant, call["op"], call["args"], call["expect"], case.id)
        if len(found) == len(PROBES):
            break
    return [found[op] for op in PROBES if op in found] + ([stateful] if stateful else [])


def stateful_probe(variant: str, cases: list[Case]) -> Probe | None:
    """The stateful check of a variant: for each of REFUSED, the first of its scenarios that deals, refuses
    that play and checks the deal unchanged (None when it has none)."""
    picked = [c for wanted in REFUSED if (c := next((c for c in cases if _refuses(c, wanted)), None))]
    if not picked:
        return None
    return Probe(variant, STATEFUL, {}, {}, ", ".join(c.id for c in picked), tuple(picked))


def _refuses(case: Case, wanted: str) -> bool:
    texts = [st.text for st in case.scenario.steps]
    return (
        any(st.type == "given" and " deals" in st.text for st in case.scenario.steps)
        and any(t.startswith(wanted) for t in texts)
        and "the state is unchanged" in texts
    )


def _telling(call: dict[str, Any]) -> bool:
    """A legal_cards probe where the rules forbid some cards of the hand: one where every card is legal
    says nothing about following suit or trumping."""
    if call["op"] != "legal_cards":
        return True
    legal = call["expect"].get("result")
    return isinstance(legal, list) and len(legal) < len(call["args"].get("hand", []))


def ask(engine: Any, probe: Probe) -> tuple[str, str]:
    """("ok" | "wrong" | "skipped" | "failed", what was seen)."""
    from belote_spec.conformance.vectors import checked, same
    from belote_spec.protocol.interface import Rejected, Unsupported

    if probe.cases:
        return _played(engine, probe)
    try:
        got = getattr(engine, probe.op)(**probe.args)
    except Rejected as r:
        if probe.expect.get("rejected") == r.rule:
            return "ok", f"rejected ({r.rule})"
        return "wrong", f"rejected it ({r.rule}: {r.message}); the reference answers {_short(probe.expect)}"
    except Unsupported as u:
        return "skipped", f"skipped: {u}"
    except KeyboardInterrupt:
        raise
    except BaseException as e:
        return "failed", f"{type(e).__name__}: {e}"
    if "result" not in probe.expect:
        return "wrong", f"answered {_short(checked(probe.op, got))}; the reference answers {_short(probe.expect)}"
    want = _claimed(engine, probe.op, probe.expect["result"])
    if want is None:
        return "skipped", f"not covered: the engine claims no field of {probe.op}"
    seen = _claimed(engine, probe.op, checked(probe.op, got))
    seen = {} if seen is None else seen
    if same(probe.op, seen, want):
        return "ok", _short(seen)
    return "wrong", f"answered {_short(seen)}; the reference answers {_short({'result': want})}"


def _played(engine: Any, probe: Probe) -> tuple[str, str]:
    """The stateful check: its scenarios played on the engine as conformance plays them, the first that
    does not pass being the answer."""
    from belote_spec.conformance.runner import run_case

    for case in probe.cases:
        result = run_case(engine, case, transcript=False)
        if result.status == "skipped":
            return "skipped", f"skipped: {result.message}"
        if result.status == "failed":
            return ("wrong" if result.kind == "rule" else "failed"), f"{result.step}: {result.message}"
    return "ok", "the deal played, each action refused and the deal left as it was"


def _claimed(engine: Any, op: str, result: Any) -> Any:
    """The fields of a checked result the engine claims in its hello's `results` (as the conformance steps
    judge them): a field it leaves out is not its answer to get wrong. None when it claims none of them."""
    from belote_spec.protocol.interface import computes

    if not isinstance(result, dict):
        return result
    kept = {k: v for k, v in result.items() if computes(engine, op, k)}
    return kept if kept or not result else None


def _short(value: Any, limit: int = 160) -> str:
    text = json.dumps(value, ensure_ascii=False, separators=(",", ":"))
    return shorten(text, limit, ellipsis_counts=False)


def request_text(probe: Probe) -> str:
    """The request a probe sends, as one short line for a report (the stateful check: where its steps are)."""
    if probe.cases:
        return "the steps of " + ", ".join(f"{c.id.split('::')[0]}:{c.scenario.line}" for c in probe.cases)
    return _short({"op": probe.op, "args": probe.args}, 400)
