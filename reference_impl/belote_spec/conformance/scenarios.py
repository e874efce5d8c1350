"""The scenarios as cases to run: every (scenario, variant) pair under the feature folders, with a
stable id. Read by the runner, and by whatever lists scenarios without running them (identify,
vectors, coverage, the rulebooks, diff)."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from belote_spec.conformance.gherkin import Scenario, read_features
from belote_spec.spec.resources import feature_roots


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


def tag_values(tags: Iterable[str], key: str) -> list[str]:
    out = []
    for t in tags:
        k, sep, v = t.partition(":")
        if sep and k == key and v not in out:
            out.append(v)
    return out


def collect(root: Path | None = None) -> list[Case]:
    """Every (scenario, variant) pair under `root`, with a stable id that does not move with line numbers."""
    cases = []
    for folder in [root] if root else feature_roots():
        for feature in read_features(folder):
            rel = Path(feature.path).resolve().relative_to(folder.resolve()).as_posix()
            for sc in feature.scenarios:
                suffix = f"#{sc.example + 1}" if sc.example is not None else ""
                for variant in tag_values(sc.tags, "variant") or ["(none)"]:
                    cases.append(Case(f"{rel}::{sc.name}{suffix}[{variant}]", sc, variant))
    return cases
