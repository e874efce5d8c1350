"""The catalog of faults found in real engines (spec/faults/<owner>+<repository>.yaml, one file an engine): each a
fact about public code (where, what it does, which rule of ours it breaks) and the operator that makes the same
mistake in the reference engine. The checks here keep the facts and the registry together: the operator exists,
and `binds` lists exactly the shipped variants where it binds at the rule the fault breaks."""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from belote_spec.spec.errors import SpecError

SCHEMA_FILE = "fault-catalog.schema.json"
# The operator of a fault that is another value of one rule of the variant's data (other packets, another point
# table): no code-shaped operator, the perturbations at that pointer (`mutants --perturbations`) are its mutants.
CHANGED_VALUE = "changed-value"


@dataclass(frozen=True)
class CatalogFault:
    """One fault of one engine, as the catalog states it."""

    file: str
    engine: str
    source: str  # owner/repository@commit or package==version
    claims: str
    id: str
    location: str
    does: str
    breaks: str
    operator: str
    binds: tuple[str, ...]


def catalog_dir() -> Path:
    from belote_spec.spec.resources import spec_dir

    return spec_dir() / "faults"


@cache
def _validator() -> Any:
    from jsonschema import Draft202012Validator

    from belote_spec.spec.resources import schemas_dir

    schema = json.loads((schemas_dir() / SCHEMA_FILE).read_text(encoding="utf-8"))
    return Draft202012Validator(schema)


@cache
def where_it_binds() -> dict[tuple[str, str], tuple[str, ...]]:
    """(operator, rule) -> the shipped variants where that operator binds at that rule, in the shipped order;
    for `changed-value`, the variants where some valid perturbation changes the rule at that pointer."""
    from belote_spec.changes import faults
    from belote_spec.spec.loader import shipped_variant_ids

    out: dict[tuple[str, str], list[str]] = {}
    for v in shipped_variant_ids():
        for op, site in faults.sites(v):
            out.setdefault((op.id, site.rule), []).append(v)
    return {k: tuple(v) for k, v in out.items()}


def changed_value_binds(rules: frozenset[str]) -> dict[str, tuple[str, ...]]:
    """rule -> the shipped variants where some valid perturbation changes a value at or under that rule: where a
    `changed-value` fault at it binds. All rules at once, so each variant's perturbations are generated once."""
    from belote_spec.base.pointer import within
    from belote_spec.changes.mutants import generated_perturbations, perturbation_valid, source_files_valid
    from belote_spec.spec.loader import shipped_variant_ids

    out: dict[str, list[str]] = {r: [] for r in rules}
    for v in shipped_variant_ids() if rules else ():
        spec, generated, _ = generated_perturbations(v, under=rules)
        files = source_files_valid(spec)
        pending = set(rules)
        for p in generated:
            under = {r for r in pending if within(p.pointer, r)}
            if under and perturbation_valid(spec, p, files):
                pending -= under
                for r in under:
                    out[r].append(v)
            if not pending:
                break
    return {r: tuple(vs) for r, vs in out.items()}


def binds(operator: str, rule: str, changed: dict[str, tuple[str, ...]] | None = None) -> tuple[str, ...]:
    """The shipped variants where a catalog fault with this operator binds at `rule` (`changed`: what
    changed_value_binds gave for the catalog's rules, else worked out for this rule alone)."""
    if operator == CHANGED_VALUE:
        return (changed or changed_value_binds(frozenset({rule})))[rule]
    return where_it_binds().get((operator, rule), ())


@dataclass
class _Placer:
    """Adds an error at a pointer of one file, placed where its value was written."""

    name: str
    positions: Any
    errors: list[SpecError]

    def __call__(self, pointer: str, message: str) -> None:
        line, col = self.positions.get(pointer) or self.positions.get("") or (1, 1)
        self.errors.append(SpecError(self.name, line, col, pointer, message))


def _source(engine: dict[str, Any]) -> str:
    src = engine.get("source", {})
    if "repository" in src:
        return f"{src['repository']}@{src['commit']}"
    return f"{src.get('package')}=={src.get('version')}"


def check_catalog(folder: Path | None = None) -> tuple[list[CatalogFault], list[SpecError]]:
    """Every fault of the catalog under `folder` (the shipped one by default), and every error found in it at
    once, each at file:line:col with its JSON pointer."""
    from belote_spec.changes.faults import BY_ID
    from belote_spec.spec.errors import SpecErrors
    from belote_spec.spec.loader import shipped_variant_ids
    from belote_spec.spec.yaml_source import load_yaml

    folder = folder or catalog_dir()
    faults: list[CatalogFault] = []
    errors: list[SpecError] = []
    seen: dict[str, str] = {}
    shipped = shipped_variant_ids()
    loaded = []  # each file's name, data, positions and schema errors
    for path in sorted(folder.glob("*.yaml")):
        try:
            data, positions = load_yaml(path)
        except SpecErrors as unreadable:
            errors += unreadable.errors
            continue
        by_path = sorted(_validator().iter_errors(data), key=lambda err: list(map(str, err.absolute_path)))
        loaded.append((str(path), data, positions, by_path))
    changed = changed_value_binds(
        frozenset(
            f["breaks"]
            for _, data, _, schema_errors in loaded
            if not schema_errors
            for f in data["faults"]
            if f["operator"] == CHANGED_VALUE
        )
    )
    for name, data, positions, schema_errors in loaded:
        at = _Placer(name, positions, errors)

        for problem in schema_errors:
            at("".join(f"/{p}" for p in problem.absolute_path), problem.message)
        if schema_errors:
            continue
        engine = data["engine"]
        if engine["claims"] not in shipped:
            at("/engine/claims", f"{engine['claims']!r} is not a shipped variant (known: {', '.join(shipped)})")
            continue
        for i, f in enumerate(data["faults"]):
            here = f"/faults/{i}"
            if f["id"] in seen:
                at(f"{here}/id", f"the id {f['id']!r} is also used in {seen[f['id']]}")
            seen[f["id"]] = name
            if f["operator"] not in BY_ID and f["operator"] != CHANGED_VALUE:
                at(f"{here}/operator", f"no fault operator {f['operator']!r} (changes/faults, or {CHANGED_VALUE})")
                continue
            bound = binds(f["operator"], f["breaks"], changed)
            if engine["claims"] not in bound:
                at(
                    f"{here}/breaks",
                    f"{f['operator']} does not bind at {f['breaks']} in {engine['claims']}, "
                    "the variant the engine claims" + (f" (it binds there in: {', '.join(bound)})" if bound else ""),
                )
            elif list(f["binds"]) != list(bound):
                at(f"{here}/binds", f"the operator binds at {f['breaks']} in exactly {list(bound)}")
            faults.append(
                CatalogFault(
                    name,
                    engine["name"],
                    _source(engine),
                    engine["claims"],
                    f["id"],
                    f["location"],
                    f["does"],
                    f["breaks"],
                    f["operator"],
                    tuple(f["binds"]),
                )
            )
    return faults, sorted(errors, key=lambda e: (e.file, e.line, e.col))
