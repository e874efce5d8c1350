"""Scoring a finished deal: trick points, belote, the contract's outcome, and points held over."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from .belote import BelotePlay, belote_by_team
from .contracts import Contract
from .rules import Rules

CATEGORIES = ("tricks", "belote", "declarations")


@dataclass(frozen=True)
class DealScore:
    outcome: str  # made, failed, tied
    scores: tuple[int, ...]  # per team, what it marks for this deal
    held: int  # points held over for the next deal's winner
    breakdown: tuple[dict[str, int], ...] = field(default_factory=tuple)  # per team, before the outcome
    capot: int | None = None  # the team that took every trick


def trick_points(
    rules: Rules, contract: Contract, tricks: Sequence[tuple[int, Sequence[int]]]
) -> tuple[list[int], int | None]:
    """Card points, last trick and capot per team; and the capot team, if any."""
    team_of = rules.table.team_of
    points = contract.points
    out = [0] * len(rules.table.teams)
    won = [0] * len(out)
    for winner, cards in tricks:
        t = team_of[winner]
        won[t] += 1
        out[t] += sum(points[c] for c in cards)
    sc = rules.spec["scoring"]
    capot = None
    if tricks:
        last = team_of[tricks[-1][0]]
        capot_team = [t for t, n in enumerate(won) if n == len(tricks)]
        if capot_team and len(tricks) == rules.tricks_per_deal:
            capot = capot_team[0]
            out[capot] += sc["capot"]["bonus"]
            if not sc["capot"]["replaces_last_trick"]:
                out[last] += sc["last_trick"]["bonus"]
        else:
            out[last] += sc["last_trick"]["bonus"]
    return out, capot


def score_deal(
    rules: Rules,
    contract: Contract,
    taker: int,
    tricks: Sequence[tuple[int, Sequence[int]]],
    belote: Sequence[BelotePlay] = (),
    declarations: Sequence[int] | None = None,
    held_in: int = 0,
) -> DealScore:
    """The marks of each team for a deal, by the variant's contract, failure and tie rules."""
    sc = rules.spec["scoring"]
    n_teams = len(rules.table.teams)
    tricks_pts, capot = trick_points(rules, contract, tricks)
    parts = {
        "tricks": tricks_pts,
        "belote": belote_by_team(rules, contract, belote),
        "declarations": list(declarations) if declarations is not None else [0] * n_teams,
    }
    counted = ["tricks", "declarations"]
    if rules.spec["belote"]["counts_toward_contract"]:
        counted.append("belote")
    takers = rules.table.team_of[taker]

    def total(team: int, cats: Sequence[str]) -> int:
        return sum(parts[c][team] for c in cats)

    mine = total(takers, counted)
    theirs = max((total(t, counted) for t in range(n_teams) if t != takers), default=0)
    rule = sc["contract"]
    beats = {"more": mine > theirs, "at_least": mine >= theirs, "ignore": True}[rule["versus_defence"]]
    tie_rule = sc["tie"]["rule"]
    if mine == theirs and tie_rule == "hold_takers_points":
        outcome = "tied"
    elif mine == theirs and tie_rule == "success":
        outcome = "made"
    elif mine == theirs and tie_rule == "failure":
        outcome = "failed"
    else:
        outcome = "made" if beats and mine >= rule["min_points"] else "failed"

    scores = [total(t, CATEGORIES) for t in range(n_teams)]
    held = 0
    if outcome == "failed":
        for cat in sc["failure"]["to_defence"]:
            lost = parts[cat][takers]
            scores[takers] -= lost
            defenders = [t for t in range(n_teams) if t != takers]
            for t in defenders:  # with several defending sides each receives the takers' points
                scores[t] += lost
    elif outcome == "tied":
        for cat in sc["tie"]["held"]:
            held += parts[cat][takers]
            scores[takers] -= parts[cat][takers]
    if held_in:
        if outcome == "tied":
            held += held_in
        else:
            winner = takers if outcome == "made" else next(t for t in range(n_teams) if t != takers)
            scores[winner] += held_in
    breakdown = tuple({c: parts[c][t] for c in CATEGORIES} for t in range(n_teams))
    return DealScore(outcome, tuple(scores), held, breakdown, capot)
