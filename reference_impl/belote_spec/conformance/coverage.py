"""Rule-clause traceability: every statement of a source, and the scenarios that pin each testable one.

The clause files in spec/clauses/ (one per source, schemas/clauses.schema.json) list the statements of a
source in its order, each with a status (testable, untestable, unclear, erratum), the variant rules it
sets and the scenarios that pin it. `coverage_report` sums them up per source and per variant; the
`coverage` command prints that report (exit 0 when every testable clause has a scenario, 1 when one has
none, 2 when a clause file is broken).
"""

from __future__ import annotations

import json
import re
import sys
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from jsonschema import Draft202012Validator
from jsonschema.exceptions import ValidationError

from belote_spec.base.pointer import from_tokens, parent, within
from belote_spec.base.text import shorten
from belote_spec.spec import resources
from belote_spec.spec.citations import fold
from belote_spec.spec.errors import SpecErrors
from belote_spec.spec.variant_keys import RECORD_KEYS
from belote_spec.spec.yaml_source import Positions, load_yaml

STATUSES = ("testable", "untestable", "unclear", "erratum")
NEEDS_REASON = ("untestable", "unclear", "erratum")
EXIT_OK, EXIT_UNCOVERED, EXIT_BROKEN = 0, 1, 2
SCHEMA_FILE = "clauses.schema.json"
CITE_LINE = re.compile(r'^Source (?P<source>[A-Za-z0-9-]+): "(?P<quote>.+)"$')


@dataclass(frozen=True)
class Clause:
    """One statement of a source, as its clause file gives it."""

    id: str
    source: str
    file: str  # the source file the quote is read from
    quote: str
    gloss: str
    status: str
    sets: tuple[str, ...]
    variants: tuple[str, ...]
    scenarios: tuple[str, ...]
    reason: str
    path: str  # the clause file
    pointer: str  # where the clause stands in it: /clauses/N
    reading: str = ""  # what belote-spec reads into the statement beyond its translation (the gloss)


class ClauseFileError(Exception):
    """Broken clause files: every problem, one `file: /pointer: message` line each."""

    def __init__(self, errors: Iterable[str]) -> None:
        self.errors = list(errors)
        super().__init__("\n".join(self.errors))


def clauses_dir() -> Path:
    return resources.spec_dir() / "clauses"


@cache
def schema() -> dict[str, Any]:
    return json.loads((resources.schemas_dir() / SCHEMA_FILE).read_text(encoding="utf-8"))


def clause_files(folder: str | Path | None = None) -> list[Path]:
    root = Path(folder) if folder is not None else clauses_dir()
    if not root.is_dir():
        return []
    return sorted(p for p in root.iterdir() if p.is_file() and p.suffix in (".yaml", ".yml"))


def _pointer(path: Iterable[Any]) -> str:
    return from_tokens(path) or "/"


def check_file(path: str | Path) -> tuple[dict[str, Any] | None, list[str]]:
    """One clause file read and validated against the schema: (data or None, errors)."""
    data, _, errors = _checked(path)
    return data, errors


def _checked(path: str | Path) -> tuple[dict[str, Any] | None, Positions, list[str]]:
    """check_file, with where each value of the file was written."""
    name = str(path)
    try:
        data, positions = load_yaml(path)
    except SpecErrors as e:
        return (
            None,
            Positions(),
            [f"{name}: {x.pointer or '/'}: {x.message} (line {x.line}, col {x.col})" for x in e.errors],
        )
    except OSError as e:
        return None, Positions(), [f"{name}: /: cannot read the file: {e}"]
    validator = Draft202012Validator(schema())
    found = sorted(validator.iter_errors(data), key=lambda e: (list(map(str, e.absolute_path)), e.message))
    errors = [_at(name, positions, _pointer(e.absolute_path), _said(e)) for e in found]
    return (None if errors else data), positions, errors


def _said(error: ValidationError) -> str:
    """The schema's message; a pattern is said in the words of the property's description, not as a regex."""
    described = error.schema.get("description") if isinstance(error.schema, dict) else None
    if error.validator == "pattern" and described:
        what = described.split(": ", 1)[-1].rstrip(".")
        return f"expected {what[0].lower()}{what[1:]}, got {shorten(repr(error.instance), 80)}"
    return error.message


def _at(name: str, positions: Positions, pointer: str, message: str) -> str:
    """One error line, `file:line:col: /pointer: message`, at the value (or the nearest written parent)."""
    here = pointer
    while here not in positions and here not in ("", "/"):
        here = parent(here)
    line, col = positions.get(here, (1, 1))
    return f"{name}:{line}:{col}: {pointer}: {message}"


def load_clauses(folder: str | Path | None = None) -> list[Clause]:
    """Every clause of every clause file, in file then source order; ClauseFileError lists all problems."""
    clauses, errors = read_clauses(folder)
    if errors:
        raise ClauseFileError(errors)
    return clauses


def read_clauses(folder: str | Path | None = None) -> tuple[list[Clause], list[str]]:
    """The clauses of the files that validate, and every problem found (schema, duplicate ids, id prefixes)."""
    errors: list[str] = []
    clauses: list[Clause] = []
    first_id: dict[str, str] = {}
    first_source: dict[str, str] = {}
    folders = [folder] if folder is not None else resources.clause_dirs()
    files = [p for d in folders for p in clause_files(d)]
    for path in files:
        data, positions, found = _checked(path)
        errors += found
        if data is None:
            continue
        name, source = str(path), data["source"]
        if source in first_source:
            errors.append(
                _at(name, positions, "/source", f"source {source} already has a clause file: {first_source[source]}")
            )
        first_source.setdefault(source, name)
        for index, c in enumerate(data["clauses"]):
            where = f"/clauses/{index}"
            if not c["id"].startswith(f"{source}-"):
                errors.append(
                    _at(name, positions, f"{where}/id", f"{c['id']!r} does not start with the source id {source}-")
                )
            if c["id"] in first_id:
                said = f"duplicate clause id {c['id']!r} (first in {first_id[c['id']]})"
                errors.append(_at(name, positions, f"{where}/id", said))
            first_id.setdefault(c["id"], f"{name}: {where}")
            clauses.append(
                Clause(
                    id=c["id"],
                    source=source,
                    file=data["file"],
                    quote=c["quote"],
                    gloss=c["gloss"],
                    status=c["status"],
                    sets=tuple(c["sets"]),
                    variants=tuple(c["variants"]),
                    scenarios=tuple(c["scenarios"]),
                    reason=c.get("reason", ""),
                    path=name,
                    pointer=where,
                    reading=c.get("reading", ""),
                )
            )
    return clauses, errors


def scenario_index(cases: Iterable[Any] | None = None) -> dict[str, set[str]]:
    """Every id a clause may name (with and without the `[variant]` suffix) -> the variants it runs against."""
    if cases is None:
        from belote_spec.conformance.scenarios import collect

        cases = collect()
    index: dict[str, set[str]] = {}
    for case in cases:
        index.setdefault(case.id, set()).add(case.variant)
        index.setdefault(case.id.removesuffix(f"[{case.variant}]"), set()).add(case.variant)
    return index


def citations(description: str) -> list[tuple[str, str]]:
    """The `Source ID: "quote"` lines of a scenario description."""
    return [(m["source"], m["quote"]) for line in description.splitlines() if (m := CITE_LINE.match(line.strip()))]


def traced_by(clauses: Iterable[Clause], source: str, quote: str) -> list[str]:
    """Ids of the clauses of `source` a quote belongs to: one quote contains the other, white space folded."""
    wanted = fold(quote)
    return [c.id for c in clauses if c.source == source and (wanted in fold(c.quote) or fold(c.quote) in wanted)]


def untraced_citations(clauses: Sequence[Clause], cases: Iterable[Any]) -> list[dict[str, str]]:
    """Scenario citations that no clause holds (a source without a clause file holds none)."""
    out: list[dict[str, str]] = []
    seen: set[tuple[str, str, str]] = set()
    for case in cases:
        scenario = case.id.removesuffix(f"[{case.variant}]")
        for source, quote in citations(case.scenario.description):
            key = (scenario, source, quote)
            if key not in seen and not traced_by(clauses, source, quote):
                seen.add(key)
                out.append({"scenario": scenario, "source": source, "quote": quote})
    return out


PROVENANCE = ("stated", "read", "borrowed", "unstated")
_KIND_RANK = {"stated": 0, "read": 1, "borrowed": 2}


def rule_values(spec: dict[str, Any]) -> dict[str, str]:
    """Every rule value of a resolved variant -> its kind of provenance.

    A rule value is a rule object that carries citations (a mapping with `cite`: what a shipped variant must
    cite, tests/spec/test_citations.py), plus each `unstated` mark that names no such object (an optional rule
    left out, or a value inside an object). Its kind is `unstated` when the variant marks it or a rule above
    it as not stated by the sources; otherwise the strongest kind among its citations: stated (the default)
    over read over borrowed."""
    from belote_spec.spec.citations import walk_citations

    marks = list(spec.get("unstated", {}))
    kinds: dict[str, str] = {}
    for pointer, cite in walk_citations({k: v for k, v in spec.items() if k not in RECORD_KEYS}):
        kind = cite.get("kind", "stated")
        if pointer not in kinds or _KIND_RANK.get(kind, 0) < _KIND_RANK.get(kinds[pointer], 0):
            kinds[pointer] = kind
    out = {}
    for pointer, kind in kinds.items():
        unstated = any(within(pointer, m) for m in marks)
        out[pointer] = "unstated" if unstated else kind
    for mark in marks:
        if mark not in out and not any(p != mark and within(p, mark) for p in kinds):
            out[mark] = "unstated"
    return out


def provenance_counts(spec: dict[str, Any]) -> dict[str, int]:
    """The rule values of a resolved variant counted by kind of provenance (see `rule_values`)."""
    kinds = list(rule_values(spec).values())
    return {k: kinds.count(k) for k in PROVENANCE}


def _counts(clauses: Sequence[Clause]) -> dict[str, int]:
    return {s: sum(c.status == s for c in clauses) for s in STATUSES}


def _brief(c: Clause) -> dict[str, str]:
    return {"id": c.id, "quote": c.quote}


def coverage(
    clauses: Sequence[Clause] | None = None, cases: Iterable[Any] | None = None, variants: Sequence[str] | None = None
) -> dict[str, Any]:
    """The coverage data `coverage_report` prints.

    Per source: clauses by status, testable ones covered (naming at least one scenario that exists) and
    the uncovered ones. Per variant: the clauses naming it, and a testable one counts as covered for the
    variant only when one of its scenarios runs against that variant.
    """
    from belote_spec.conformance.scenarios import collect
    from belote_spec.spec import not_modelled
    from belote_spec.spec.loader import load_variant, shipped_variant_ids

    hidden = not_modelled.read()
    clauses = load_clauses() if clauses is None else list(clauses)
    cases = collect() if cases is None else list(cases)
    index = scenario_index(cases)
    shipped = list(shipped_variant_ids()) if variants is None else list(variants)

    runs_on: dict[str, set[str]] = {}
    unknown: list[dict[str, str]] = []
    for c in clauses:
        runs_on[c.id] = set()
        for s in c.scenarios:
            if s in index:
                runs_on[c.id] |= index[s]
            else:
                unknown.append({"clause": c.id, "scenario": s})
    covered = {c.id for c in clauses if any(s in index for s in c.scenarios)}

    sources = []
    for source in dict.fromkeys(c.source for c in clauses):
        mine = [c for c in clauses if c.source == source]
        testable = [c for c in mine if c.status == "testable"]
        sources.append(
            {
                "source": source,
                "file": mine[0].file,
                "clauses": len(mine),
                "status": _counts(mine),
                "testable": len(testable),
                "covered": sum(c.id in covered for c in testable),
                "uncovered": [_brief(c) for c in testable if c.id not in covered],
            }
        )

    per_variant = []
    for variant in dict.fromkeys([*shipped, *sorted({v for c in clauses for v in c.variants})]):
        mine = [c for c in clauses if variant in c.variants]
        testable = [c for c in mine if c.status == "testable"]
        per_variant.append(
            {
                "variant": variant,
                "shipped": variant in shipped,
                "clauses": len(mine),
                "status": _counts(mine),
                "testable": len(testable),
                "covered": sum(variant in runs_on[c.id] for c in testable),
                "uncovered": [_brief(c) for c in testable if variant not in runs_on[c.id]],
                "provenance": provenance_counts(load_variant(variant)) if variant in shipped else None,
                "not_modelled": sorted(not_modelled.set_by(load_variant(variant), hidden))
                if variant in shipped
                else [],
            }
        )

    testable_all = [c for c in clauses if c.status == "testable"]
    totals = {
        "clauses": len(clauses),
        "status": _counts(clauses),
        "testable": len(testable_all),
        "covered": sum(c.id in covered for c in testable_all),
    }
    return {
        "ok": totals["covered"] == totals["testable"],
        "totals": totals,
        "sources": sources,
        "variants": per_variant,
        "unknown_scenarios": unknown,
        "untraced_citations": untraced_citations(clauses, cases),
        "clauses": [
            {
                "id": c.id,
                "source": c.source,
                "status": c.status,
                "covered": c.id in covered,
                "variants": list(c.variants),
                "runs_on": sorted(runs_on[c.id]),
                "scenarios": list(c.scenarios),
                **({"reading": c.reading} if c.reading else {}),
            }
            for c in clauses
        ],
    }


def _short(text: str, width: int = 100) -> str:
    return shorten(fold(text), width)


def format_text(data: dict[str, Any]) -> str:
    cols = ["clauses", "testable", "covered", *STATUSES[1:]]
    head = f"{'source':<8}" + "".join(f"{c:>11}" for c in cols) + "  file"
    lines = ["belote-spec coverage: source clauses traced to scenarios", "", head, "-" * len(head)]

    def row(label: str, width: int, d: dict[str, Any]) -> str:
        values = [d["clauses"], d["testable"], d["covered"], *(d["status"][s] for s in STATUSES[1:])]
        return f"{label:<{width}}" + "".join(f"{v:>11}" for v in values)

    for s in data["sources"]:
        lines.append(row(s["source"], 8, s) + f"  {s['file']}")
    lines += ["-" * len(head), row("total", 8, data["totals"]), ""]
    width = max([len("variant"), *(len(v["variant"]) for v in data["variants"])]) + 2
    vhead = f"{'variant':<{width}}" + "".join(f"{c:>11}" for c in cols)
    lines += [vhead, "-" * len(vhead)]
    for v in data["variants"]:
        lines.append(row(v["variant"], width, v) + ("" if v["shipped"] else "  (not a shipped variant)"))
    lines.append("(a variant's covered clauses are those with a scenario that runs against that variant)")
    phead = f"{'variant':<{width}}" + "".join(f"{c:>11}" for c in [*PROVENANCE, "values"])
    lines += ["", "Rule values by provenance", "", phead, "-" * len(phead)]
    for v in data["variants"]:
        if v["provenance"] is not None:
            counts = [v["provenance"][k] for k in PROVENANCE]
            lines.append(f"{v['variant']:<{width}}" + "".join(f"{n:>11}" for n in [*counts, sum(counts)]))
    lines.append(
        "(a rule value is a cited rule object of the resolved variant, or an unstated mark that names "
        "none; stated, read and borrowed by the kind of its citations)"
    )
    hidden = [(v["variant"], v["not_modelled"]) for v in data["variants"] if v["not_modelled"]]
    if hidden:
        lines += ["", "Rules not modelled (no operation shows them; spec/mutants/not-modelled.yaml)", ""]
        lines += [f"{name:<{width}}{len(rules):>3}  {', '.join(rules)}" for name, rules in hidden]

    uncovered = [(s["source"], u) for s in data["sources"] for u in s["uncovered"]]
    if uncovered:
        lines += ["", "Testable clauses with no scenario:"]
        lines += [f'- {u["id"]}: "{_short(u["quote"])}"' for _, u in uncovered]
    if data["unknown_scenarios"]:
        lines += ["", "Scenario ids that do not exist:"]
        lines += [f"- {u['clause']}: {u['scenario']}" for u in data["unknown_scenarios"]]
    gaps = [(v["variant"], v["uncovered"]) for v in data["variants"] if v["uncovered"]]
    if gaps:
        lines += ["", "Testable clauses with no scenario running against a variant they name:"]
        lines += [f"- {name}: {', '.join(u['id'] for u in items)}" for name, items in gaps]
    if data["untraced_citations"]:
        lines += ["", "Scenario citations no clause holds:"]
        lines += [f'- {u["scenario"]}: {u["source"]}: "{_short(u["quote"])}"' for u in data["untraced_citations"]]
    t = data["totals"]
    missing = t["testable"] - t["covered"]
    lines += ["", f"{t['covered']} of {t['testable']} testable clauses covered, {missing} uncovered"]
    return "\n".join(lines)


def coverage_report(
    fmt: str = "text", folder: str | Path | None = None, cases: Iterable[Any] | None = None
) -> tuple[str, bool]:
    """(the report as text or JSON, ok): ok when every testable clause names a scenario that exists.

    Raises ClauseFileError when a clause file is broken.
    """
    if fmt not in ("text", "json"):
        raise ValueError(f"the report format is text or json, not {fmt!r}")
    data = coverage(load_clauses(folder), cases)
    text = json.dumps(data, indent=2, ensure_ascii=False) if fmt == "json" else format_text(data)
    return text, data["ok"]


def coverage_main(fmt: str = "text", folder: str | Path | None = None) -> int:
    """The `coverage` command: 0 when every testable clause is covered, 1 when not, 2 on a broken file."""
    from belote_spec.conformance.gherkin import GherkinError

    try:
        text, ok = coverage_report(fmt, folder)
    except ClauseFileError as e:
        print(str(e), file=sys.stderr)
        return EXIT_BROKEN
    except GherkinError as e:
        print(f"belote-spec coverage: {e}", file=sys.stderr)
        return EXIT_BROKEN
    print(text)
    return EXIT_OK if ok else EXIT_UNCOVERED
