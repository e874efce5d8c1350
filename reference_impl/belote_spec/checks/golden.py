"""Golden playthroughs: a few seeded complete deals per variant, as plain text under spec/playthroughs/.

A rule change shows up as a readable diff of these files; `belote-spec golden --update` writes them
again and `belote-spec golden` (or the test suite) reports the variants whose text has changed.
"""

from __future__ import annotations

import difflib
from pathlib import Path

from belote_spec.checks.transcript import format_deal
from belote_spec.engine.deal import Deal
from belote_spec.engine.match import play_deal, random_bidder, random_player
from belote_spec.engine.rng import SplitMix64
from belote_spec.engine.rules import Rules, rules_for
from belote_spec.spec.loader import is_variant_path, shipped_variant_ids
from belote_spec.spec.resources import spec_dir

# 189 is the first seed after 3 whose French deal is a capot (252): a capot's score is in the golden files.
SEEDS = (1, 2, 3, 189)


def playthrough_dir() -> Path:
    return spec_dir() / "playthroughs"


def render(variant: str, rules: Rules | None = None) -> str:
    """Deals from fixed seeds, each played with seeded random bids and cards until one is completed.
    `rules` plays them under other compiled rules than the variant's own (how `diff` compares)."""
    rules = rules if rules is not None else rules_for(variant)
    lines = [
        f"# Golden playthroughs of {variant}: seeded deals with random legal play.",
        "# Regenerate with `belote-spec golden --update`; review the diff like a rule change.",
        "",
    ]
    for seed in SEEDS:
        rng = SplitMix64(seed)
        dealer = seed % rules.table.n
        for attempt in range(20):
            deal = Deal(rules, dealer, seed=seed * 1000 + attempt)
            play_deal(deal, random_bidder(rng, take_chance=0.4), random_player(rng))
            lines += format_deal(deal, attempt + 1 if attempt else None)
            if deal.phase == "done":
                break
            dealer = deal.next_dealer()
        lines.append("")
    return "\n".join(lines)


def stored_path(variant: str) -> Path:
    """Where a variant's playthroughs are kept: spec/playthroughs/<id>.txt for a shipped id,
    <stem>.playthrough.txt beside a variant file (perft's counts go to <stem>.perft.txt)."""
    if is_variant_path(variant):
        path = Path(variant)
        return path.with_name(f"{path.stem}.playthrough.txt")
    return playthrough_dir() / f"{variant}.txt"


def stale(variants: list[str] | None = None) -> dict[str, str]:
    """Variant id -> unified diff, for every variant whose stored playthrough differs from a fresh one."""
    out = {}
    for v in variants or shipped_variant_ids():
        path = stored_path(v)
        old = path.read_text(encoding="utf-8") if path.is_file() else ""
        new = render(v)
        if old != new:
            out[v] = "".join(difflib.unified_diff(old.splitlines(True), new.splitlines(True), str(path), "regenerated"))
    return out


def update(variants: list[str] | None = None) -> list[Path]:
    written = []
    for v in variants or shipped_variant_ids():
        path = stored_path(v)
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(render(v), encoding="utf-8")
        written.append(path)
    return written
