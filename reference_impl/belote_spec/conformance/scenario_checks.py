"""The checks every shipped scenario passes (tests/spec/test_citations.py), applied to a user's own scenarios
(the features/ of --spec-path folders): a `Source ID: "quote"` line, quotes their source contains, and
@variant and @source tags that name what exists. A scenario that cites nothing checks no rule anyone wrote."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

from belote_spec.conformance.coverage import citations
from belote_spec.conformance.scenarios import Case, tag_values
from belote_spec.conformance.steps import find_column
from belote_spec.spec import citations as quotes
from belote_spec.spec import resources
from belote_spec.spec.errors import SpecError, SpecErrors
from belote_spec.spec.loader import load_variant


def users(cases: Sequence[Case]) -> list[Case]:
    """The cases whose scenario comes from a user's folder, not from the shipped features."""
    if not resources.user_folders():
        return []
    shipped = resources.features_dir().resolve()
    mine = {path: shipped not in Path(path).resolve().parents for path in {c.scenario.path for c in cases}}
    return [c for c in cases if mine[c.scenario.path]]


def _sources(variant: str) -> dict[str, Any] | None:
    try:
        return dict(load_variant(variant).get("sources") or {})
    except SpecErrors:
        return None


def _at(path: str, lines: range, needle: str) -> tuple[int, int]:
    """The first of these lines (1-based) of the file that holds `needle`, and its column there."""
    for line in lines:
        column = find_column(path, line, needle)
        if column is not None:
            return line, column
    return lines.start, 1


def _problems(sc: Any) -> Iterator[tuple[int, int, str]]:
    """(line, column, message) for each way one scenario falls short of what a shipped one must be."""
    first_step = sc.steps[0].line if sc.steps else sc.line + 1
    tags_above, below = range(sc.line, 0, -1), range(sc.line, max(first_step, sc.line + 1))
    head = find_column(sc.path, sc.line, "Scenario") or 1
    variants = tag_values(sc.tags, "variant")
    known: dict[str, Any] = {}
    for variant in variants:
        found = _sources(variant)
        if found is None:
            yield *_at(sc.path, tags_above, f"@variant:{variant}"), f"unknown variant {variant!r} in @variant:"
        else:
            known.update(found)
    tagged = tag_values(sc.tags, "source")
    if not variants:
        yield sc.line, head, "no @variant: tag: the scenario runs against no variant"
    if not tagged:
        yield sc.line, head, "no @source: tag: name the source the scenario pins"
    for source in tagged:
        if variants and source not in known:
            yield (
                *_at(sc.path, tags_above, f"@source:{source}"),
                (f"unknown source {source!r} in @source: (the sources of {', '.join(variants)}: {', '.join(known)})"),
            )
    cited = citations(sc.description)
    if not cited:
        yield sc.line, head, "no 'Source ID: \"quote\"' line in the description: quote the rule the scenario pins"
    for source, quote in cited:
        line, column = _at(sc.path, below, f'Source {source}: "')
        if source not in tagged:
            yield line, column, f"source {source!r} is cited but missing from the @source: tags"
        elif source in known and quotes.source_files(known, source) and not quotes.quote_found(known, source, quote):
            yield line, column, f"source {source} does not contain this quote (compared with white space folded)"


def scenario_errors(cases: Sequence[Case]) -> list[SpecError]:
    """Every problem of the user's scenarios among these cases, positioned; the shipped ones are left out."""
    seen: set[tuple[str, int]] = set()
    out: list[SpecError] = []
    for case in users(cases):
        sc = case.scenario
        if (sc.path, sc.line) in seen:
            continue
        seen.add((sc.path, sc.line))
        out += [SpecError(sc.path, line, column, "", message) for line, column, message in _problems(sc)]
    return sorted(dict.fromkeys(out), key=lambda e: (e.file, e.line, e.col, e.message))
