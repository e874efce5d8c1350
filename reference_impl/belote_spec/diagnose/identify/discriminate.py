"""Choosing a compact discriminating set of positions, stored so identify runs in seconds.

Every candidate position (the test vectors and the seeded probes) is played by the reference engine
under every shipped variant's rules and under every single-parameter perturbation of them. The kept
set tells apart every two rule sets the whole set tells apart, separates every two variants on several
positions, and keeps each perturbation closer to its own variant than to any other (so a departure of
one parameter is still recognised as its variant). `belote-spec identify --update` writes it.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from belote_spec.changes.perturb import SMALL_NUDGES, perturbations
from belote_spec.diagnose.identify.positions import (
    PROBE,
    Answer,
    Position,
    Table,
    ask,
    fits,
    probe_positions,
    vector_positions,
)
from belote_spec.engine.rules import Rules
from belote_spec.protocol.interface import ReferenceEngine
from belote_spec.spec.loader import load_variant, shipped_variant_ids

FORMAT = "belote-spec/identify-positions/1"
PAIR_SPREAD = 4  # positions kept, where there are that many, to separate each two variants
OP_SPREAD = 2  # and of each operation on its own
ALIAS = "identify"  # the name rule sets are served under while positions are chosen


def stored_path() -> Path:
    return Path(__file__).with_name("positions.json")


def valid(position: Position, answer: Answer) -> bool:
    """Whether a reference answer counts: one it could read, and for a probe, a deal it could deal."""
    return answer.counts and not (position.op == PROBE and answer.kind == "rejected")


def answers(rules: Rules, positions: Sequence[Position], table: Table | None = None) -> list[str | None]:
    """The reference's answer to each position under these rules, as text (None where it does not count,
    and, given a `table`, where the position cannot be played at it: identify never sends it there)."""
    engine = ReferenceEngine(rules={ALIAS: rules})
    out: list[str | None] = []
    for p in positions:
        if not fits(p, table):
            out.append(None)
            continue
        a = ask(engine, ALIAS, p, trusted=True)
        out.append(a.text if valid(p, a) else None)
    return out


def table(rules: Rules) -> Table:
    """A variant's table as its data gives it."""
    return Table(tuple(rules.table.seats), tuple(rules.table.teams))


def fingerprint(variant_answers: dict[str, list[str | None]]) -> str:
    """What the shipped rules answer on the kept positions: it changes when the rules do."""
    text = json.dumps([variant_answers[v] for v in sorted(variant_answers)], ensure_ascii=False)
    return hashlib.sha256(text.encode()).hexdigest()[:16]


@dataclass
class _Model:
    base: int  # index of the variant it perturbs (itself for a variant)
    answers: list[str | None]


def _ratio(model: _Model, variant: _Model, kept: Sequence[int]) -> tuple[int, int]:
    agree = counted = 0
    for i in kept:
        want = variant.answers[i]
        if want is not None:
            counted += 1
            agree += model.answers[i] == want
    return agree, counted


def _better(a: tuple[int, int], b: tuple[int, int]) -> bool:
    """Whether agreement a/na is strictly higher than b/nb (a rule set with nothing counted scores 0)."""
    return a[0] * max(b[1], 1) > b[0] * max(a[1], 1) if a[1] else False


def _refine(order: Sequence[int], models: Sequence[_Model], chosen: set[int]) -> None:
    """Adds positions (in `order`) until every two rule sets these positions tell apart are told apart."""
    classes = [0] * len(models)
    n_classes = 1
    for i in order:
        refined: dict[tuple[int, str], int] = {}
        new = [refined.setdefault((c, m.answers[i] or "-"), len(refined)) for c, m in zip(classes, models, strict=True)]
        if len(refined) > n_classes:
            chosen.add(i)
            classes, n_classes = new, len(refined)


def _spread(order: Sequence[int], variants: Sequence[_Model], chosen: set[int], wanted: int) -> None:
    """Adds positions (in `order`) until each two variants are told apart `wanted` times, where they can be."""
    for a in range(len(variants)):
        for b in range(a + 1, len(variants)):
            x, y = variants[a].answers, variants[b].answers
            apart = [i for i in order if x[i] is not None and y[i] is not None and x[i] != y[i]]
            have = sum(i in chosen for i in apart)
            for i in apart:
                if have >= wanted:
                    break
                if i not in chosen:
                    chosen.add(i)
                    have += 1


def select(positions: Sequence[Position], models: Sequence[_Model], n_variants: int) -> list[int]:
    """Indices of the kept positions. Each operation on its own tells apart what it can (an engine may
    implement only some operations), then the variants are spread and each perturbation kept closest
    to its own variant."""
    power = {i: len({m.answers[i] for m in models}) for i in range(len(positions))}
    order = sorted(range(len(positions)), key=lambda i: (-power[i], positions[i].id))
    variants = models[:n_variants]
    chosen: set[int] = set()
    for op in sorted({p.op for p in positions}):
        mine = [i for i in order if positions[i].op == op]
        _refine(mine, models, chosen)
        _spread(mine, variants, chosen, OP_SPREAD)
    _spread(order, variants, chosen, PAIR_SPREAD)
    everything = range(len(positions))
    for m in models:  # each rule set closest to its own variant, wherever the whole set says so
        own = variants[m.base]
        for v, other in enumerate(variants):
            if v == m.base:
                continue
            mine_, theirs = _ratio(m, own, sorted(chosen)), _ratio(m, other, sorted(chosen))
            if _better(mine_, theirs) or not _better(_ratio(m, own, everything), _ratio(m, other, everything)):
                continue
            for i in order:
                if _better(mine_, theirs):
                    break
                if (
                    i not in chosen
                    and own.answers[i] is not None
                    and other.answers[i] is not None
                    and m.answers[i] == own.answers[i] != other.answers[i]
                ):
                    chosen.add(i)
                    mine_, theirs = (mine_[0] + 1, mine_[1] + 1), (theirs[0], theirs[1] + 1)
    return sorted(chosen, key=lambda i: (positions[i].op == PROBE, positions[i].id))


def evaluate(progress: Callable[[str], None] | None = None) -> tuple[list[str], list[Position], list[_Model]]:
    """Every candidate position played under every shipped variant and every perturbation (slow)."""
    say = progress or (lambda _text: None)
    names = shipped_variant_ids()
    specs = {v: load_variant(v) for v in names}
    rules = {v: Rules(specs[v]) for v in names}
    # Variants dealt from the same seed can make the very same probe: each position once.
    unique: dict[str, Position] = {}
    for p in vector_positions() + list(probe_positions(rules)):
        unique.setdefault(p.key, p)
    positions = list(unique.values())
    say(f"{len(positions)} candidate positions")
    # Each rule set is judged only on the positions its variant's table can play: those identify sends there.
    models = [_Model(k, answers(rules[v], positions, table(rules[v]))) for k, v in enumerate(names)]
    for k, v in enumerate(names):
        perturbed = perturbations(specs[v], {o: specs[o] for o in names if o != v}, nudges=SMALL_NUDGES)
        say(f"{v}: {len(perturbed)} perturbations")
        models += [_Model(k, answers(Rules(p.spec), positions, table(rules[v]))) for p in perturbed]
    return names, positions, models


def choose(names: Sequence[str], positions: Sequence[Position], models: Sequence[_Model]) -> dict[str, Any]:
    """The discriminating set, with the fingerprint of the rules it was chosen for."""
    kept = select(positions, models, len(names))
    # The fingerprint is of every shipped variant's answers on every kept position, as identify computes it.
    variant_answers = {v: answers(Rules(load_variant(v)), [positions[i] for i in kept]) for v in names}
    return {
        "format": FORMAT,
        "fingerprint": fingerprint(variant_answers),
        "positions": [positions[i].to_json() for i in kept],
    }


def build(progress: Callable[[str], None] | None = None) -> dict[str, Any]:
    """The discriminating set chosen from the current rules (minutes: every candidate is played by
    every perturbation)."""
    data = choose(*evaluate(progress))
    (progress or (lambda _text: None))(f"kept {len(data['positions'])} positions")
    return data


def write(data: dict[str, Any], path: Path | None = None) -> Path:
    """One position per line, so a regenerated file diffs readably."""
    path = path or stored_path()
    lines = [json.dumps(p, ensure_ascii=False, sort_keys=True) for p in data["positions"]]
    head = json.dumps({k: v for k, v in data.items() if k != "positions"}, ensure_ascii=False)[:-1]
    path.write_text(head + ', "positions": [\n' + ",\n".join(lines) + "\n]}\n", encoding="utf-8")
    return path


def stored() -> tuple[list[Position], str | None]:
    """The stored positions and their fingerprint; without a stored file, every candidate (slower)."""
    path = stored_path()
    if path.is_file():
        data = json.loads(path.read_text(encoding="utf-8"))
        if data.get("format") == FORMAT:
            return [Position.from_json(p) for p in data["positions"]], data.get("fingerprint")
    names = shipped_variant_ids()
    return vector_positions() + list(probe_positions({v: Rules(load_variant(v)) for v in names})), None
