"""The fault gate (`belote-spec mutants --faults`): every fault operator, wherever it binds, is a mutant of the
reference engine played on its variant's scenarios. A scenario that fails kills it. One that no scenario kills
is searched for a witness (changes/witness.py: seeded matches in lock-step with the variant): a witness makes
it a gap, printed as a scenario to write; no witness makes it equivalent only when the list of equivalent
faults (spec/mutants/fault-equivalents/) gives the reason, or unspecified when the variant marks its rule as
one its sources do not state. Anything else is a gap too: nobody said why the suite cannot catch it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from belote_spec.base.text import shorten
from belote_spec.changes.witness import DEFAULT_DEALS, Searched

STATUSES = ("killed", "equivalent", "unspecified", "survived")


@dataclass(frozen=True)
class FaultPlayed:
    """What became of one fault mutant: killed (by `by`, the first scenario it fails), equivalent or
    unspecified (with `reason` and the search that found no witness), or survived (a gap)."""

    variant: str
    key: str  # OPERATOR@RULE
    family: str
    rule: str
    words: str
    status: str
    by: str = ""
    reason: str = ""
    searched: Searched | None = None

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "fault": self.key,
            "family": self.family,
            "rule": self.rule,
            "words": self.words,
            "status": self.status,
        }
        if self.by:
            out["killed_by"] = self.by
        if self.reason:
            out["reason"] = self.reason
        if self.searched is not None:
            out["search"] = self.searched.to_json()
        return out


@dataclass
class VariantFaults:
    """One variant's fault mutants. `listed_but_killed` and `listed_not_bound`: entries of the equivalent list
    that a scenario kills after all, or that name no fault binding in the variant (both wrong lists)."""

    variant: str
    played: list[FaultPlayed]
    seconds: float = 0.0
    listed_but_killed: list[str] = field(default_factory=list)
    fails_unchanged: list[str] = field(default_factory=list)  # scenarios the unchanged variant fails: kill none
    listed_not_bound: list[str] = field(default_factory=list)

    def count(self, status: str, family: str | None = None) -> int:
        return sum(p.status == status and (family is None or p.family == family) for p in self.played)

    def to_json(self) -> dict[str, Any]:
        return {
            "variant": self.variant,
            "faults": len(self.played),
            **{s: self.count(s) for s in STATUSES},
            "seconds": round(self.seconds, 2),
            "listed_but_killed": self.listed_but_killed,
            "fails_unchanged": self.fails_unchanged,
            "listed_not_bound": self.listed_not_bound,
            "mutants": [p.to_json() for p in self.played],
        }


def default_equivalents_path() -> Path:
    from belote_spec.spec.resources import spec_dir

    return spec_dir() / "mutants" / "fault-equivalents"


def read_equivalents(path: Path) -> dict[tuple[str, str], str]:
    """The listed faults no scenario kills, by (variant or "*", OPERATOR@RULE) -> the reason: every YAML file of
    the folder `path` (or the one file), entries of `variant`, `fault`, `reason`, and `unstated: true` for a
    fault at a rule the variant's sources do not state under the fault's condition (its reason then starts
    with UNSTATED). Missing: none. Malformed: CommandError (exit 2)."""
    import yaml

    from belote_spec.base.exits import CommandError

    files = sorted(path.glob("*.yaml")) if path.is_dir() else [path] if path.exists() else []
    out: dict[tuple[str, str], str] = {}
    for f in files:
        try:
            data = yaml.safe_load(f.read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError, yaml.YAMLError) as e:
            raise CommandError(f"cannot read the equivalent faults {f}: {e}") from None
        if data is not None and not isinstance(data, list):
            raise CommandError(f"{f}: a list of entries (variant, fault, reason) is expected")
        for i, entry in enumerate(data or []):
            if not (isinstance(entry, dict) and all(isinstance(entry.get(k), str) and entry[k] for k in _KEYS)):
                raise CommandError(f"{f}: entry {i + 1} needs a variant (or *), a fault (OPERATOR@RULE) and a reason")
            if entry.get("unstated", False) not in (True, False) or set(entry) - {*_KEYS, "unstated"}:
                raise CommandError(f"{f}: entry {i + 1} has keys other than variant, fault, reason and unstated")
            reason = entry["reason"].strip()
            out[(entry["variant"], entry["fault"])] = f"{UNSTATED}{reason}" if entry.get("unstated") else reason
    return out


UNSTATED = "Unstated by the sources: "
_KEYS = ("variant", "fault", "reason")


@dataclass(frozen=True)
class _Item:
    variant: str
    key: str
    family: str
    rule: str
    words: str
    search: bool = True  # searched for a witness when no scenario kills it (not for a rule the sources leave open)


def _task(deals: int, state: Any, item: _Item) -> tuple[str, Searched | None, float]:
    """The first scenario of the variant the fault mutant fails ("" when none), the witness search made when
    none does, and the seconds both took."""
    import time

    from belote_spec.changes import faults
    from belote_spec.changes.mutants import first_failing
    from belote_spec.changes.witness import search
    from belote_spec.engine.rules import rules_for
    from belote_spec.protocol.interface import ReferenceEngine

    start = time.perf_counter()
    changed = faults.faulty_rules(item.variant, item.key)
    spec = changed.spec
    engine = ReferenceEngine(rules={n: changed for n in [spec["id"], *spec.get("aliases", [])]})
    by = first_failing(state, item.variant, engine)
    if by:
        return by, None, time.perf_counter() - start
    searched = search(rules_for(item.variant), changed, deals=deals) if item.search else None
    return "", searched, time.perf_counter() - start


def _lost(item: _Item, why: str) -> tuple[str, Searched | None, float]:
    raise RuntimeError(f"playing {item.variant} {item.key} failed: {why}")


def _unstated_note(variant: str, rule: str) -> str:
    """The variant's note when `rule` lies in what its sources do not state (its `unstated:` map), else ""."""
    from belote_spec.changes.mutants import unstated_under
    from belote_spec.spec.loader import load_variant

    unstated = load_variant(variant).get("unstated", {})
    if not isinstance(unstated, dict) or not rule.startswith("/"):
        return ""
    return unstated_under(unstated, rule)


def play_faults(
    variants: list[str],
    jobs: int = 1,
    features: str | None = None,
    equivalents: dict[tuple[str, str], str] | None = None,
    deals: int = DEFAULT_DEALS,
    families: tuple[str, ...] | None = None,
    progress: Any = None,
) -> list[VariantFaults]:
    """Every fault binding in each variant played on its scenarios (under `features`, the shipped ones by
    default), over `jobs` worker processes; the same verdicts whatever the number of jobs."""
    from functools import partial

    from belote_spec.base.parallel import run_ordered
    from belote_spec.changes import faults
    from belote_spec.changes.mutants import _setup, failing_unchanged

    equivalents = equivalents or {}
    items: list[_Item] = []
    for v in variants:
        for op, site in faults.sites(v):
            if families and op.family not in families:
                continue
            key = faults.key(op, site)
            listed = (v, key) in equivalents or ("*", key) in equivalents
            items.append(_Item(v, key, op.family, site.rule, site.words, listed or not _unstated_note(v, site.rule)))
    checked = _setup(features)  # also the one job's state
    if jobs <= 1:
        state = checked
        verdicts: list[tuple[str, Searched | None, float] | None] = []
        for i, item in enumerate(items):
            if progress is not None:
                progress(i, len(items), item)
            verdicts.append(_task(deals, state, item))
    else:
        verdicts = run_ordered(items, jobs, partial(_setup, features), partial(_task, deals), _lost, progress=progress)
    out = {v: VariantFaults(v, []) for v in variants}
    for v, result in out.items():
        result.fails_unchanged = sorted(failing_unchanged(checked, v))
    for item, verdict in zip(items, verdicts, strict=True):
        assert verdict is not None
        by, searched, seconds = verdict
        result = out[item.variant]
        result.seconds += seconds
        reason = equivalents.get((item.variant, item.key)) or equivalents.get(("*", item.key), "")
        note = _unstated_note(item.variant, item.rule)
        if by:
            status = "killed"
            if reason:
                result.listed_but_killed.append(item.key)
            reason = ""
        elif reason.startswith(UNSTATED) or note:
            status, reason = "unspecified", reason or note
        elif reason:
            found = searched is not None and searched.witness is not None
            status = "survived" if found else "equivalent"
            reason = f"listed as equivalent ({reason}), yet a witness shows it" if found else reason
        else:
            status = "survived"
        result.played.append(
            FaultPlayed(item.variant, item.key, item.family, item.rule, item.words, status, by, reason, searched)
        )
    for v, result in out.items():
        bound = {faults.key(o, s) for o, s in faults.sites(v)}
        result.listed_not_bound = sorted(k for (lv, k) in equivalents if lv == v and k not in bound)
    return list(out.values())


def format_faults(results: list[VariantFaults]) -> str:
    """A line per variant, the overall figure, then each gap with its witness as a scenario to write."""
    lines = [
        f"{'variant':<26}{'faults':>8}{'killed':>8}{'equiv.':>8}{'unspec.':>9}{'gaps':>6}{'kill rate':>11}"
        f"{'seconds':>9}"
    ]

    def row(name: str, rs: list[VariantFaults]) -> str:
        k, e, u, s = (sum(r.count(x) for r in rs) for x in STATUSES)
        rate = f"{100 * k / (k + s):.1f}%" if k + s else "-"
        n, secs = sum(len(r.played) for r in rs), sum(r.seconds for r in rs)
        return f"{name:<26}{n:>8}{k:>8}{e:>8}{u:>9}{s:>6}{rate:>11}{secs:>9.1f}"

    lines += [row(r.variant, [r]) for r in results]
    if len(results) > 1:
        lines.append(row("overall", results))
    from belote_spec.changes.faults import FAMILIES

    def family(f: str) -> str:
        mine = [p for r in results for p in r.played if p.family == f]
        return f"{f} {sum(p.status == 'killed' for p in mine)}/{len(mine)}"

    fam = [family(f) for f in FAMILIES]
    lines.append("killed by family: " + ", ".join(fam))
    for r in results:
        for p in r.played:
            if p.status != "survived":
                continue
            lines.append(f"\n{r.variant}: gap: {p.words} [{p.key}]")
            if p.reason:
                lines.append(f"  {p.reason}")
            if p.searched is not None and p.searched.witness is not None:
                lines.append(f"  no scenario fails; a witness ({p.searched.evidence()}):")
                lines.append(p.searched.witness.scenario(f"{p.words[:1].upper()}{p.words[1:]} is caught"))
            elif p.searched is not None:
                lines.append(
                    f"  no scenario fails and no excuse is listed; {shorten(p.searched.evidence(), 200)}: "
                    "write a scenario, or list it as equivalent with the reason no answer can show it"
                )
        lines += [
            f"{r.variant}: {case} fails on the unchanged variant, so it kills nothing" for case in r.fails_unchanged
        ]
        for key in r.listed_but_killed:
            lines.append(f"{r.variant}: {key} is listed as equivalent, yet a scenario kills it")
        for key in r.listed_not_bound:
            lines.append(f"{r.variant}: {key} is listed as equivalent, yet no such fault binds there")
    return "\n".join(lines)


def faults_verdict(results: list[VariantFaults]) -> int:
    """0 when every fault that could be killed was, 1 on a gap or a wrong list entry, 5 when none was played."""
    from belote_spec.base import exits

    killed = sum(r.count("killed") for r in results)
    wrong = sum(
        r.count("survived") + len(r.listed_but_killed) + len(r.listed_not_bound) + len(r.fails_unchanged)
        for r in results
    )
    return exits.verdict(killed, wrong)
