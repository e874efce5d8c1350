"""Which scenarios pin a rule: from the clause files (`sets`, `variants`, `scenarios`) and from the
scenarios' own rejection steps (`... is rejected citing /play/obligations/follow_suit`).

A rulebook shows a rule as a block at a JSON pointer (a rule object with its citations). A clause whose
`sets` holds a pointer inside that block (the block itself, or a value of it that is no block of its own)
pins the block for the variants it names; so does a scenario whose rejection step cites such a pointer.
A clause that sets a broad pointer above every block (say `/play`) only pins the blocks under it that
nothing pins more precisely. Only scenarios that run against the variant count.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from belote_spec.base.pointer import within
from belote_spec.conformance.coverage import Clause
from belote_spec.conformance.gherkin import Step
from belote_spec.conformance.steps import find_step, then_rejected
from belote_spec.spec import resources

_SLUG = re.compile(r"[^a-z0-9]+")


@dataclass(frozen=True, order=True)
class ScenarioRef:
    """A scenario by feature file (relative to features/), with its name, line and in-page anchor."""

    feature: str
    line: int
    name: str
    anchor: str


def slug(text: str) -> str:
    return _SLUG.sub("-", text.lower()).strip("-") or "x"


def feature_folder(feature: str) -> str:
    """The folder of a feature file under features/ (a variant's scenarios): one HTML page shows them all."""
    folder = Path(feature).parent.as_posix()
    return folder if folder != "." else "features"


def file_anchor(feature: str) -> str:
    """The id of a feature file's part of its folder's page."""
    return f"file-{slug(Path(feature).stem)}"


def owner(pointer: str, blocks: Iterable[str]) -> str | None:
    """The innermost block at or above `pointer` (None when the pointer is above every block)."""
    found = [b for b in blocks if within(pointer, b)]
    return max(found, key=len) if found else None


def _rejection_cited(step: Step) -> str | None:
    """The rule a rejection step cites, when it is one of the variant's (a pointer): the step read by its own
    definition (conformance/steps.py), so the scenario language is parsed in one place."""
    found = find_step(step.type, step.text)
    if found is None or found[0].func is not then_rejected:
        return None
    rule = found[1]["rule"]
    return rule if rule.startswith("/") else None


def _relative(path: Path, roots: Sequence[Path]) -> str:
    """A feature's name under the scenario folder that holds it (the shipped one or a user's)."""
    for root in roots:
        if path.is_relative_to(root):
            return path.relative_to(root).as_posix()
    raise ValueError(f"{path} is in none of the scenario folders {', '.join(map(str, roots))}")


class Pins:
    """Scenarios and the rules they pin, read once for every rulebook."""

    def __init__(self, clauses: Sequence[Clause], cases: Iterable[Any], features_root: Path) -> None:
        self.clauses = list(clauses)
        self.refs: dict[str, ScenarioRef] = {}  # a scenario id, with or without [variant] -> the scenario
        self.runs_on: dict[ScenarioRef, set[str]] = {}
        self.rejections: list[tuple[ScenarioRef, str]] = []  # (scenario, the pointer its step cites)
        self.anchors: dict[str, dict[int, str]] = {}  # feature -> line of a Scenario -> its anchor
        taken: dict[str, set[str]] = {}  # folder -> the anchors given on its page
        roots = [features_root.resolve(), *(r.resolve() for r in resources.feature_roots())]
        for case in cases:
            sc = case.scenario
            feature = _relative(Path(sc.path).resolve(), roots)
            lines = self.anchors.setdefault(feature, {})
            if sc.line not in lines:
                used = taken.setdefault(feature_folder(feature), set())
                base, n = f"{slug(Path(feature).stem)}-{slug(sc.name)}", 1  # unique in the folder's page
                anchor = base
                while anchor in used:
                    n += 1
                    anchor = f"{base}-{n}"
                used.add(anchor)
                lines[sc.line] = anchor
            ref = ScenarioRef(feature, sc.line, sc.name, lines[sc.line])
            bare = case.id.removesuffix(f"[{case.variant}]")
            for key in (case.id, bare, bare.split("#", 1)[0]):
                self.refs.setdefault(key, ref)
            if ref not in self.runs_on:
                self.runs_on[ref] = set()
                self.rejections += [(ref, rule) for step in sc.steps if (rule := _rejection_cited(step))]
            self.runs_on[ref].add(case.variant)

    def _runs(self, ref: ScenarioRef, variant: str) -> bool:
        return variant in self.runs_on.get(ref, set())

    def pinning(self, variant: str, blocks: Sequence[str]) -> dict[str, list[ScenarioRef]]:
        """Every block of a variant -> the scenarios that pin it, in file and line order."""
        strong: dict[str, set[ScenarioRef]] = {b: set() for b in blocks}
        broad: dict[str, set[ScenarioRef]] = {b: set() for b in blocks}
        for clause in self.clauses:
            if variant not in clause.variants:
                continue
            refs = [r for s in clause.scenarios if (r := self.refs.get(s)) and self._runs(r, variant)]
            if not refs:
                continue
            for pointer in clause.sets:
                home = owner(pointer, blocks)
                if home is not None:
                    strong[home].update(refs)
                else:
                    for block in blocks:
                        if within(block, pointer):
                            broad[block].update(refs)
        for ref, pointer in self.rejections:
            home = owner(pointer, blocks)
            if home is not None and self._runs(ref, variant):
                strong[home].add(ref)
        return {b: sorted(strong[b] or broad[b]) for b in blocks}
