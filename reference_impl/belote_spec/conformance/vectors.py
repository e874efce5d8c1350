"""Test vectors: the stateless engine calls the scenarios make, with their expected answers, as plain
JSON files by variant and rule area, for implementers who will not run Python.

Each vector is one call (operation and arguments, in protocol 2 form: `protocol` says so in every file)
and what a conforming engine answers: its result
(the part of it the scenarios check; see `checked`) or the rule it rejects. They are recorded while
the scenarios run against the reference engine, and every scenario passes with expectations computed
from the cited rules, not from the engine. The stateful steps (deals driven card by card) stay in the
Gherkin scenarios.
"""

from __future__ import annotations

import json
from collections import defaultdict
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from belote_spec.conformance.runner import run_case
from belote_spec.conformance.scenarios import collect
from belote_spec.engine.rules import Rules
from belote_spec.protocol.interface import ReferenceEngine, Rejected
from belote_spec.spec.loader import variant_view
from belote_spec.spec.resources import feature_roots

STATELESS = (
    "legal_cards",
    "trick_winner",
    "card_points",
    "declarations",
    "declaration_scores",
    "score_deal",
    "next_dealer",
    "match_after_deal",
)
FORMAT = "belote-spec/vectors/2"
PROTOCOL = 2  # the protocol version the calls are written in (score_deal's tricks with leaders and seats)


class _Recorder(ReferenceEngine):
    """The reference engine, writing down every stateless call and its answer."""

    def __init__(self, rules: Mapping[str, Rules] | None = None) -> None:
        super().__init__(rules)
        self.calls: list[dict[str, Any]] = []

    def __getattribute__(self, name: str) -> Any:
        attr = super().__getattribute__(name)
        if name not in STATELESS:
            return attr

        def recorded(*args: Any, **kwargs: Any) -> Any:
            import inspect

            bound = inspect.signature(attr).bind(*args, **kwargs)
            call = {"op": name, "args": json.loads(json.dumps(bound.arguments))}
            try:
                result = attr(*args, **kwargs)
            except Rejected as r:
                call["expect"] = {"rejected": r.rule}
                self.calls.append(call)
                raise
            call["expect"] = {"result": checked(name, json.loads(json.dumps(result)))}
            self.calls.append(call)
            return result

        return recorded


Vectors = dict[tuple[str, str], list[dict[str, Any]]]
_BUILT: list[tuple[tuple[Any, ...], list[Any], Vectors]] = []  # the last build: its inputs, and the vectors


def build() -> Vectors:
    """Vectors by (variant, area), from every scenario that passes against the reference engine. Shared, never to
    be written to: built once per process, again only when a feature file or a variant changes (the root-cause
    search asks for them at each run, and playing every scenario takes a second)."""
    cases = collect()
    files = tuple(
        (str(p), st.st_mtime_ns, st.st_size)
        for root in feature_roots()
        for p in sorted(root.rglob("*.feature"))
        for st in [p.stat()]
    )
    views = [_view(v) for v in sorted({c.variant for c in cases})]  # the loader's cache: the same object until
    # a file of the variant's chain changes (kept here, so the comparison by identity holds)
    if (
        _BUILT
        and _BUILT[0][0] == files
        and len(_BUILT[0][1]) == len(views)
        and all(a is b for a, b in zip(_BUILT[0][1], views, strict=True))
    ):
        return _BUILT[0][2]
    built = _build(cases)
    _BUILT[:] = [(files, views, built)]
    return built


def _view(variant: str) -> Any:
    try:
        return variant_view(variant)
    except Exception:  # a scenario of a variant that does not load fails: its vectors are none, whatever it says
        return None


def _build(cases: list[Any]) -> Vectors:
    out: Vectors = defaultdict(list)
    for case in cases:
        recorder = _Recorder()
        result = run_case(recorder, case)
        if result.status != "passed":
            continue
        for i, call in enumerate(recorder.calls, 1):
            out[(case.variant, result.area)].append({"id": f"{case.id}#{i}", "sources": case.sources, **call})
    return out


def export(folder: Path) -> list[Path]:
    written = []
    for (variant, area), vectors in sorted(build().items()):
        path = folder / variant / f"{area}.json"
        path.parent.mkdir(parents=True, exist_ok=True)
        doc = {"format": FORMAT, "protocol": PROTOCOL, "variant": variant, "area": area, "vectors": vectors}
        path.write_text(json.dumps(doc, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
        written.append(path)
    return written


SCORE_KEYS = ("outcome", "scores", "held", "match_points")  # what the scenario steps check of a score


def checked(op: str, result: Any) -> Any:
    """The part of an answer a conforming engine must match: all of it, except that a deal's score is
    judged on its outcome, scores, held points and match points, and a declaration on its kind and
    points."""
    if op == "score_deal" and isinstance(result, dict):
        return {k: result[k] for k in SCORE_KEYS if result.get(k) is not None}
    if op == "declarations" and isinstance(result, list):
        return sorted([d.get("kind"), d.get("points")] for d in result)
    return result


def same(op: str, got: Any, want: Any) -> bool:
    """Whether an engine's answer matches a vector: on its checked part, legal cards in any order."""
    got = checked(op, got)
    if op == "legal_cards" and isinstance(got, list) and isinstance(want, list):
        return sorted(got) == sorted(want)
    return bool(got == want)
