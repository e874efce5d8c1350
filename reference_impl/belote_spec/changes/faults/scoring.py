"""Fault operators of the family scoring (changes/faults/model.py): a part of a deal's score dropped, counted
twice or credited to the wrong side, kept or lost on a failed contract against the rules, a multiplier applied
to the wrong parts, another rounding, a tie scored otherwise.

Each site replaces one field of the faulty Rules' `scoring` (engine/scoring_units.py `Scoring`): a value the
units compile (`to_defence`, `tie_rule`, `round_to` ...) or one of the seams that say how the engine puts a
deal's parts together (`credit`, `contract_multiplies`, `doubled_multiplies`, `failure_moves`). An operator
binds only where its fault can show: the belote's where belote scores, "lost on failure" where the variant
keeps the part, a rounding where the variant rounds otherwise."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

from belote_spec.changes.faults.model import Operator, Site
from belote_spec.engine.scoring_units import DOUBLED_PARTS, Credit, Scoring

if TYPE_CHECKING:
    from belote_spec.engine.rules import Rules

LAST, CAPOT, FAILURE, TIE = "/scoring/last_trick", "/scoring/capot", "/scoring/failure", "/scoring/tie"
ROUND_TO, MATCH_POINTS = "/scoring/round_to", "/scoring/match_points"
BELOTE, DECLARATIONS = "/belote/bonus", "/declarations"
BONUSES = frozenset({"last_trick", "capot", "belote", "declarations"})


# --- how a site changes the faulty Rules ----------------------------------------------------------------


def _scoring(**changes: Any) -> Callable[[Rules], None]:
    def apply(rules: Rules) -> None:
        rules.scoring = dataclasses.replace(rules.scoring, **changes)

    return apply


def _credit(part: str, times: int = 1, shift: int = 0) -> Callable[[Rules], None]:
    def apply(rules: Rules) -> None:
        credit = MappingProxyType({**rules.scoring.credit, part: Credit(times, shift)})
        rules.scoring = dataclasses.replace(rules.scoring, credit=credit)

    return apply


def _failure(cat: str, lost: bool) -> Callable[[Rules], None]:
    def apply(rules: Rules) -> None:
        kept = tuple(c for c in rules.scoring.to_defence if c != cat)
        rules.scoring = dataclasses.replace(rules.scoring, to_defence=(*kept, cat) if lost else kept)

    return apply


def _scale_rounding(kind: str, rounding: str) -> Callable[[Rules], None]:
    """The contract's scale made whole another way. Contracts compile from the rules' data when first asked
    for, and a faulty Rules is fresh: its data is its own to change."""

    def apply(rules: Rules) -> None:
        rules.spec["contracts"][kind]["points_scale"]["rounding"] = rounding

    return apply


def _digits(digit: int) -> Callable[[Rules], None]:
    def apply(rules: Rules) -> None:
        mp = rules.scoring.match_points
        assert mp is not None
        digits = MappingProxyType(dict.fromkeys(mp.round_up_from, digit))
        rules.scoring = dataclasses.replace(rules.scoring, match_points=dataclasses.replace(mp, round_up_from=digits))

    return apply


def _no_conflict(rules: Rules) -> None:
    mp = rules.scoring.match_points
    assert mp is not None
    rules.scoring = dataclasses.replace(rules.scoring, match_points=dataclasses.replace(mp, conflict=""))


# --- what the variant has --------------------------------------------------------------------------------


def _other(rules: Rules) -> str:
    """The side a part goes to when credited one side on: the other side, or the next one round the table."""
    return "the other side" if len(rules.table.teams) == 2 else "the next side round the table"


def _can_fail(sc: Scoring) -> bool:
    """Whether some deal can fail its contract."""
    return (
        sc.versus_defence != "ignore"
        or sc.min_points > 0
        or sc.tie_rule == "failure"
        or (sc.bid_contract is not None and sc.meet_bid)
    )


def _belote(rules: Rules) -> int:
    """The belote's points, 0 where it does not score."""
    b = rules.spec["belote"]
    return int(b["bonus"]) if b["enabled"] else 0


def _declares(rules: Rules) -> bool:
    return bool(rules.spec["declarations"]["enabled"])


def _holds(sc: Scoring) -> bool:
    return sc.tie_rule == "hold_takers_points"


def _doubles(rules: Rules) -> bool:
    """Whether a deal can be doubled (a multiplier above 1 reaches the scoring)."""
    return bool(rules.spec["bidding"].get("auction", {}).get("doubling", {}).get("levels"))


def _kinds(rules: Rules, key: str) -> list[tuple[str, dict[str, Any]]]:
    """The contract kinds with a points multiplier above 1 (`points_multiplier`) or a scale (`points_scale`)."""
    out = []
    for kind, spec in rules.spec["contracts"].items():
        value = spec.get(key)
        if value is not None and (key != "points_multiplier" or value > 1):
            out.append((kind, spec))
    return out


def _kind_has(rules: Rules, kind: str, part: str) -> bool:
    """Whether a bonus can be scored in a contract of `kind`."""
    sc = rules.scoring
    if part == "capot":
        return sc.capot_bonus > 0
    if part == "belote":
        return _belote(rules) > 0 and kind in rules.spec["belote"]["contracts"]
    if part == "declarations":
        d = rules.spec["declarations"]
        return _declares(rules) and kind in d.get("contracts", [kind])
    return sc.last_trick_bonus > 0


KIND_WORDS = {"suit": "a suit contract", "no_trumps": "No Trumps", "all_trumps": "All Trumps"}


# --- the sites of each operator --------------------------------------------------------------------------


def _last_trick(times: int, shift: int, words: str) -> Callable[[Rules], list[Site]]:
    def sites(rules: Rules) -> list[Site]:
        bonus = rules.scoring.last_trick_bonus
        if not bonus:
            return []
        return [Site(LAST, words.format(bonus=bonus, other=_other(rules)), _credit("last_trick", times, shift))]

    return sites


def _belote_sites(times: int, shift: int, words: str) -> Callable[[Rules], list[Site]]:
    def sites(rules: Rules) -> list[Site]:
        bonus = _belote(rules)
        if not bonus:
            return []
        return [Site(BELOTE, words.format(bonus=bonus, other=_other(rules)), _credit("belote", times, shift))]

    return sites


def _declaration_sites(times: int, shift: int, words: str) -> Callable[[Rules], list[Site]]:
    def sites(rules: Rules) -> list[Site]:
        if not _declares(rules):
            return []
        return [Site(DECLARATIONS, words.format(other=_other(rules)), _credit("declarations", times, shift))]

    return sites


def _on_failure(cat: str, lost: bool, words: str) -> Callable[[Rules], list[Site]]:
    """Where a failed contract keeps `cat` with the takers (lost: it goes to the defence), or the reverse."""

    def sites(rules: Rules) -> list[Site]:
        sc = rules.scoring
        scores = _belote(rules) > 0 if cat == "belote" else _declares(rules)
        if not scores or not _can_fail(sc) or (cat in sc.to_defence) == lost:
            return []
        return [Site(FAILURE, words, _failure(cat, lost))]

    return sites


def _drop_capot(rules: Rules) -> list[Site]:
    bonus = rules.scoring.capot_bonus
    if not bonus:
        return []
    return [Site(CAPOT, f"a capot (every trick) scores no bonus of {bonus}", _credit("capot", 0))]


def _capot_plus_last(rules: Rules) -> list[Site]:
    sc = rules.scoring
    if not (sc.capot_replaces_last_trick and sc.capot_bonus and sc.last_trick_bonus):
        return []
    words = f"a capot scores the last trick's {sc.last_trick_bonus} on top of its bonus of {sc.capot_bonus}"
    return [Site(CAPOT, words, _scoring(capot_replaces_last_trick=False))]


def _capot_replaces_last(rules: Rules) -> list[Site]:
    sc = rules.scoring
    if sc.capot_replaces_last_trick or not (sc.capot_bonus and sc.last_trick_bonus):
        return []
    words = f"a capot scores its bonus of {sc.capot_bonus} instead of the last trick's {sc.last_trick_bonus}"
    return [Site(CAPOT, words, _scoring(capot_replaces_last_trick=True))]


def _drop_held(rules: Rules) -> list[Site]:
    if not _holds(rules.scoring):
        return []
    return [Site(TIE, "the points held over from a tie are never paid out: they are lost", _credit("held", 0))]


def _held_wrong_side(rules: Rules) -> list[Site]:
    if not _holds(rules.scoring):
        return []
    words = (
        "the points held over from a tie go to the side that loses the next deal, not to its winner"
        if len(rules.table.teams) == 2
        else "the points held over from a tie go to the next side round the table from the next deal's winner"
    )
    return [Site(TIE, words, _credit("held", 1, 1))]


def _card_points_only(rules: Rules) -> list[Site]:
    """A contract's multiplier or scale not applied to the last trick; a double applied to the trick points
    alone (not to belote, declarations and the contract's value)."""
    sc = rules.scoring
    out = []
    if sc.last_trick_bonus:
        for kind, spec in _kinds(rules, "points_multiplier"):
            times = spec["points_multiplier"]
            words = f"{KIND_WORDS.get(kind, kind)} multiplies the card points by {times} but not the last trick"
            out.append(Site(f"/contracts/{kind}/points_multiplier", words, _scoring(contract_multiplies=frozenset())))
        for kind, _spec in _kinds(rules, "points_scale"):
            last = sc.last_trick_bonus
            words = f"{KIND_WORDS.get(kind, kind)} scales the card points but adds the last trick's {last} unscaled"
            out.append(Site(f"/contracts/{kind}/points_scale", words, _scoring(contract_multiplies=frozenset())))
    if _doubles(rules) and sc.doubled_multiplies - {"tricks"} and (sc.doubled or sc.bid_contract):
        rule = "/scoring/doubled" if sc.doubled else "/scoring/bid_contract/multiplied"
        words = "a double multiplies the points for the tricks only, not the belote, declarations or contract"
        out.append(Site(rule, words, _scoring(doubled_multiplies=frozenset({"tricks"}))))
    return out


def _on_everything(rules: Rules) -> list[Site]:
    """A contract's multiplier or scale applied to every bonus (capot, belote, declarations); a double to
    every part where the variant's multiplies only some."""
    sc = rules.scoring
    out = []
    for key, verb in (("points_multiplier", "multiplies"), ("points_scale", "scales")):
        for kind, _spec in _kinds(rules, key):
            extra = [p for p in ("capot", "belote", "declarations") if _kind_has(rules, kind, p)]
            if not extra:
                continue
            words = (
                f"{KIND_WORDS.get(kind, kind)} {verb} the {' and '.join(extra)} bonus too, not only the trick points"
            )
            out.append(Site(f"/contracts/{kind}/{key}", words, _scoring(contract_multiplies=BONUSES)))
    if _doubles(rules) and sc.bid_contract is not None and sc.doubled_multiplies != DOUBLED_PARTS:
        words = "a double multiplies the whole score, not only the contract's value"
        out.append(Site("/scoring/bid_contract/multiplied", words, _scoring(doubled_multiplies=DOUBLED_PARTS)))
    return out


def _half_up(rules: Rules) -> list[Site]:
    sc = rules.scoring
    out = []
    if sc.round_to is not None and sc.round_to[1] != -(-sc.round_to[0] // 2):
        m = sc.round_to[0]
        out.append(Site(ROUND_TO, f"scores round up from half of {m}", _scoring(round_to=(m, -(-m // 2)))))
    if sc.match_points is not None and set(sc.match_points.round_up_from.values()) != {5}:
        out.append(Site(MATCH_POINTS, "match points round up from a last digit of 5 in every contract", _digits(5)))
    for kind, spec in _kinds(rules, "points_scale"):
        if spec["points_scale"]["rounding"] != "nearest":
            words = f"{KIND_WORDS.get(kind, kind)}'s scaled points round to the nearest whole point"
            out.append(Site(f"/contracts/{kind}/points_scale", words, _scale_rounding(kind, "nearest")))
    return out


def _down(rules: Rules) -> list[Site]:
    sc = rules.scoring
    out = []
    if sc.round_to is not None:
        m = sc.round_to[0]
        out.append(Site(ROUND_TO, f"scores round down to a multiple of {m}", _scoring(round_to=(m, m))))
    if sc.match_points is not None:
        out.append(Site(MATCH_POINTS, "match points are rounded down, whatever the last digit", _digits(10)))
    for kind, spec in _kinds(rules, "points_scale"):
        if spec["points_scale"]["rounding"] != "down":
            words = f"{KIND_WORDS.get(kind, kind)}'s scaled points round down"
            out.append(Site(f"/contracts/{kind}/points_scale", words, _scale_rounding(kind, "down")))
    return out


def _to_tens(rules: Rules) -> list[Site]:
    """Scores rounded to tens where the variant does not round (or rounds to another multiple)."""
    sc = rules.scoring
    if sc.match_points is not None or (sc.round_to is not None and sc.round_to[0] == 10):
        return []
    return [Site(ROUND_TO, "scores are rounded to the nearest ten", _scoring(round_to=(10, 5)))]


def _no_rounding(rules: Rules) -> list[Site]:
    sc = rules.scoring
    out = []
    if sc.round_to is not None:
        out.append(Site(ROUND_TO, "scores are not rounded", _scoring(round_to=None)))
    if sc.match_points is not None:
        words = "deal points go to the match score as they are, not divided and rounded into match points"
        out.append(Site(MATCH_POINTS, words, _scoring(match_points=None)))
    return out


def _mismatch_kept(rules: Rules) -> list[Site]:
    mp = rules.scoring.match_points
    if mp is None or not mp.conflict:
        return []
    words = "rounded match points that do not add up to the rounded total are left so"
    return [Site(f"{MATCH_POINTS}/conflict", words, _no_conflict)]


def _takers_keep(rules: Rules) -> list[Site]:
    sc = rules.scoring
    if not sc.to_defence or not _can_fail(sc):
        return []
    words = "a failed contract gives the defence the takers' points, but the takers keep them too"
    return [Site(FAILURE, words, _scoring(failure_moves=False))]


def _tie_not_held(rules: Rules) -> list[Site]:
    if not _holds(rules.scoring):
        return []
    words = "equal totals are not held over: the takers lose their points as on a failed contract"
    return [Site(TIE, words, _scoring(tie_rule="failure"))]


def _tie_made(rules: Rules) -> list[Site]:
    sc = rules.scoring
    if sc.tie_rule == "success" or sc.versus_defence == "ignore":
        return []
    words = "equal totals count as a made contract: the takers keep their points"
    return [Site(TIE, words, _scoring(tie_rule="success"))]


OPERATORS: tuple[Operator, ...] = (
    Operator(
        "drop-last-trick",
        "scoring",
        "the last-trick bonus is not counted",
        _last_trick(0, 0, "the last trick's {bonus} points are not counted"),
    ),
    Operator(
        "double-last-trick",
        "scoring",
        "the last-trick bonus is counted twice",
        _last_trick(2, 0, "the last-trick bonus counted twice ({bonus} points twice over)"),
    ),
    Operator(
        "last-trick-to-wrong-side",
        "scoring",
        "the last-trick bonus goes to a side that did not win the last trick",
        _last_trick(1, 1, "the last trick's {bonus} points go to {other}, not to the side that won it"),
    ),
    Operator(
        "drop-belote",
        "scoring",
        "the belote bonus is not counted",
        _belote_sites(0, 0, "the belote's {bonus} points are not counted"),
    ),
    Operator(
        "belote-to-wrong-side",
        "scoring",
        "the belote bonus goes to a side that did not hold it",
        _belote_sites(1, 1, "the belote's {bonus} points go to {other}, not to the side that held it"),
    ),
    Operator(
        "belote-lost-on-failure",
        "scoring",
        "failed takers lose their belote to the defence, where the rules let them keep it",
        _on_failure("belote", True, "failed takers lose their belote to the defence"),
    ),
    Operator(
        "belote-kept-on-failure",
        "scoring",
        "failed takers keep their belote, where the rules give it to the defence",
        _on_failure("belote", False, "failed takers keep their belote"),
    ),
    Operator(
        "drop-declarations",
        "scoring",
        "declarations score nothing",
        _declaration_sites(0, 0, "declarations are not counted"),
    ),
    Operator(
        "declarations-to-wrong-side",
        "scoring",
        "declarations score for a side that did not make them",
        _declaration_sites(1, 1, "declarations score for {other}, not for the side that made them"),
    ),
    Operator(
        "declarations-kept-on-failure",
        "scoring",
        "failed takers keep their declarations, where the rules give them to the defence",
        _on_failure("declarations", False, "failed takers keep their declarations"),
    ),
    Operator("drop-capot-bonus", "scoring", "a capot (every trick) scores no bonus", _drop_capot),
    Operator(
        "capot-bonus-plus-last-trick",
        "scoring",
        "a capot scores the last-trick bonus on top, where its bonus replaces it",
        _capot_plus_last,
    ),
    Operator(
        "capot-replaces-last-trick",
        "scoring",
        "a capot's bonus replaces the last-trick bonus, where it comes on top of it",
        _capot_replaces_last,
    ),
    Operator("drop-held-points", "scoring", "points held over from a tie are lost", _drop_held),
    Operator(
        "held-points-to-wrong-side",
        "scoring",
        "points held over from a tie go to a side that did not win the next deal",
        _held_wrong_side,
    ),
    Operator(
        "multiplier-on-card-points-only",
        "scoring",
        "a multiplier, scale or double applied to the card points alone",
        _card_points_only,
    ),
    Operator(
        "multiplier-on-everything",
        "scoring",
        "a multiplier, scale or double applied to every bonus too",
        _on_everything,
    ),
    Operator("round-half-up", "scoring", "scores round up from a half", _half_up),
    Operator("round-down", "scoring", "scores round down", _down),
    Operator("round-to-tens", "scoring", "scores rounded to tens where the variant does not round", _to_tens),
    Operator("no-rounding", "scoring", "scores not rounded where the variant rounds", _no_rounding),
    Operator(
        "rounding-mismatch-kept",
        "scoring",
        "rounded match points that do not add up are not adjusted",
        _mismatch_kept,
    ),
    Operator(
        "failure-takers-keep-points",
        "scoring",
        "a failed contract's points go to the defence and stay with the takers too",
        _takers_keep,
    ),
    Operator("tie-not-held", "scoring", "equal totals are not held over but lost", _tie_not_held),
    Operator("tie-counts-as-made", "scoring", "equal totals count as a made contract", _tie_made),
)
