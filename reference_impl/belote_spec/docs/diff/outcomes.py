"""What a rule change does: the outcomes that differ between two rule sets of one variant.

Both rule sets are served by the reference engine under the variant's own name, so the current scenarios,
the vectors they record, the perft positions and the golden playthroughs all run unchanged against each,
and only their answers are compared.
"""

from __future__ import annotations

import json
import os
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import partial

from belote_spec.base.json_text import Json
from belote_spec.checks import golden, perft
from belote_spec.conformance.runner import CaseResult, run_case
from belote_spec.conformance.scenarios import Case
from belote_spec.conformance.vectors import _Recorder, checked
from belote_spec.engine.rules import Rules
from belote_spec.protocol.interface import ReferenceEngine, Rejected
from belote_spec.spec.resources import features_dir


@dataclass(frozen=True)
class RuleSet:
    """One side of the diff: the resolved variant and its compiled rules."""

    spec: Json
    rules: Rules

    @classmethod
    def of(cls, spec: Json) -> RuleSet:
        return cls(spec, Rules(spec))

    def engine(self, names: Sequence[str]) -> ReferenceEngine:
        """The reference engine serving these rules under each of the given variant names."""
        return ReferenceEngine(rules=dict.fromkeys(names, self.rules))


class _Watcher(_Recorder):
    """The vectors' recorder, also keeping every deal score the scenario saw (scored or played out)."""

    def __init__(self, rules: dict[str, Rules]) -> None:
        super().__init__(rules)
        self.scores: list[Json] = []

    def _saw(self, score: Json) -> None:
        shown = checked("score_deal", json.loads(json.dumps(score)))
        if not self.scores or self.scores[-1] != shown:
            self.scores.append(shown)

    def score_deal(self, variant: str, deal: Json) -> Json:
        out = super().score_deal(variant, deal)
        self._saw(out)
        return out

    def state(self, handle: str) -> Json:
        out = super().state(handle)
        if out.get("result"):
            self._saw(out["result"])
        return out


@dataclass
class Played:
    """One scenario run under one rule set: its result, the stateless calls it made, the last score seen."""

    result: CaseResult
    calls: list[Json] = field(default_factory=list)
    score: Json | None = None

    def to_json(self) -> Json:
        return {
            "status": self.result.status,
            "message": self.result.message,
            "step": self.result.step,
            "score": self.score,
        }


def play(case: Case, side: RuleSet, names: Sequence[str]) -> Played:
    watcher = _Watcher(dict.fromkeys(names, side.rules))
    result = run_case(watcher, case, spec=side.spec)
    return Played(result, watcher.calls, watcher.scores[-1] if watcher.scores else None)


def _location(location: str) -> str:
    """A scenario's file:line from the features folder's parent (features/x/y.feature:12), the same on
    every machine."""
    root = str(features_dir().resolve().parent) + os.sep
    return location.removeprefix(root)


def scenarios(
    cases: Sequence[Case], old: RuleSet, new: RuleSet, names: Sequence[str]
) -> tuple[list[Json], list[tuple[Case, Played, Played]]]:
    """The scenarios whose status or failure message differs, and every run (the vectors come from them)."""
    runs = [(case, play(case, old, names), play(case, new, names)) for case in cases]
    changed = []
    for case, before, after in runs:
        if (before.result.status, before.result.message) != (after.result.status, after.result.message):
            changed.append(
                {
                    "id": case.id,
                    "location": _location(before.result.location),
                    "area": before.result.area,
                    "before": before.to_json(),
                    "after": after.to_json(),
                }
            )
    return changed, runs


def _answer(engine: ReferenceEngine, op: str, args: Json) -> Json:
    """What an engine answers to one vector: the checked part of its result, or the rule it rejects."""
    try:
        result = getattr(engine, op)(**args)
    except Rejected as r:
        return {"rejected": r.rule}
    except Exception as e:  # a rule set the engine cannot play is an answer too, and it differs
        return {"error": f"{type(e).__name__}: {e}"}
    got = checked(op, json.loads(json.dumps(result)))
    if op == "legal_cards" and isinstance(got, list):
        got = sorted(got)
    return {"result": got}


def vectors(
    runs: Sequence[tuple[Case, Played, Played]], old: RuleSet, new: RuleSet, names: Sequence[str]
) -> list[Json]:
    """The vectors (stateless calls of the scenarios that pass under either rule set) whose answer differs."""
    seen: dict[tuple[str, str, str], Json] = {}
    for case, before, after in runs:
        for played in (before, after):
            if played.result.status != "passed":
                continue
            for i, call in enumerate(played.calls, 1):
                key = (case.id, call["op"], json.dumps(call["args"], sort_keys=True))
                seen.setdefault(key, {"id": f"{case.id}#{i}", "op": call["op"], "args": call["args"]})
    engines = old.engine(names), new.engine(names)
    out = []
    for vector in seen.values():
        was, now = (_answer(e, vector["op"], vector["args"]) for e in engines)
        if was != now:
            out.append({**vector, "before": was, "after": now})
    return out


def _perft_text(side: RuleSet, variant: str, names: Sequence[str]) -> str:
    return perft.render(side.engine(names), variant, side.rules)


def _safely(render: Callable[[], str]) -> str:
    try:
        return render()
    except Exception as e:  # the rules cannot be played: say so in place of the text
        return f"error: {type(e).__name__}: {e}"


_SEED = re.compile(r"^position seed (\d+):")


def _perft_table(text: str) -> dict[int, tuple[str, list[int]]]:
    """seed -> (position line, counts by depth) from a perft file's text."""
    out: dict[int, tuple[str, list[int]]] = {}
    lines = text.splitlines()
    for line, nxt in zip(lines, [*lines[1:], ""], strict=True):
        found = _SEED.match(line)
        if found and nxt.startswith("counts "):
            out[int(found.group(1))] = (line, [int(n) for n in nxt.split()[1:]])
    return out


def perft_counts(variant: str, old: RuleSet, new: RuleSet, names: Sequence[str]) -> list[Json]:
    """Per perft position: the counts by depth before and after, where the position or a count differs."""
    texts = [_safely(partial(_perft_text, side, variant, names)) for side in (old, new)]
    if texts[0] == texts[1]:
        return []
    tables = [_perft_table(t) for t in texts]
    if not tables[0] and not tables[1]:
        return [
            {
                "seed": None,
                "position_changed": True,
                "before": {"position": texts[0], "counts": []},
                "after": {"position": texts[1], "counts": []},
            }
        ]
    out = []
    for seed in sorted(set(tables[0]) | set(tables[1])):
        (line_a, counts_a), (line_b, counts_b) = (t.get(seed, ("(no position)", [])) for t in tables)
        if (line_a, counts_a) != (line_b, counts_b):
            out.append(
                {
                    "seed": seed,
                    "position_changed": line_a != line_b,
                    "before": {"position": line_a, "counts": counts_a},
                    "after": {"position": line_b, "counts": counts_b},
                }
            )
    return out


def _golden_blocks(text: str) -> list[list[str]]:
    """The seeds' blocks of a playthrough text, in the order of golden.SEEDS."""
    blocks: list[list[str]] = [[]]
    for line in text.splitlines():
        if line.startswith("#"):
            continue
        if line.strip():
            blocks[-1].append(line)
        elif blocks[-1]:
            blocks.append([])
    return [b for b in blocks if b]


def _deal_summary(block: list[str]) -> Json:
    def last(prefix: str) -> str:
        found = [ln.strip().removeprefix(prefix) for ln in block if ln.strip().startswith(prefix)]
        return found[-1] if found else ""

    result = last("result: ") or (block[0] if block and block[0].startswith("error:") else "")
    outcome = re.match(r"contract (\w+)", result)
    return {"result": result, "points": last("points: "), "outcome": outcome.group(1) if outcome else ""}


def _play_lines(block: list[str]) -> list[str]:
    """A deal's text without its score: what was dealt, bid and played."""
    return [ln for ln in block if not ln.strip().startswith(("points: ", "result: "))]


def golden_deals(variant: str, old: RuleSet, new: RuleSet) -> list[Json]:
    """Per golden seed whose playthrough differs: the deal's score before and after, whether the cards
    played differ, and whether the deal's result (made, failed, tied...) changes."""
    texts = [_safely(partial(golden.render, variant, side.rules)) for side in (old, new)]
    if texts[0] == texts[1]:
        return []
    blocks = [_golden_blocks(t) for t in texts]
    out = []
    for i in range(max(len(blocks[0]), len(blocks[1]))):
        a, b = (bs[i] if i < len(bs) else [] for bs in blocks)
        if a == b:
            continue
        before, after = _deal_summary(a), _deal_summary(b)
        out.append(
            {
                "seed": golden.SEEDS[i] if i < len(golden.SEEDS) else None,
                "play_changed": _play_lines(a) != _play_lines(b),
                "outcome_changed": before["outcome"] != after["outcome"],
                "before": before,
                "after": after,
            }
        )
    return out
