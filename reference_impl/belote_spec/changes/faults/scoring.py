"""Fault operators of the family scoring (changes/faults/model.py): a part of a deal's score dropped, counted
twice or credited to the wrong side, kept or lost on a failed contract against the rules, a multiplier applied
to the wrong parts, another rounding, a tie scored otherwise; a capot told otherwise, a contract judged against
the wrong side or total, the match ended otherwise.

Each site replaces one field of the faulty Rules' `scoring` (engine/scoring_units.py `Scoring`): a value the
units compile (`to_defence`, `tie_rule`, `round_to` ...) or one of the seams that say how the engine puts a
deal's parts together and ends the match (`credit`, `contract_multiplies`, `doubled_multiplies`,
`failure_moves`, `capot_by`, `takers_shifted_at`, `both_reach` ...). An operator binds only where its fault can
show: the belote's where belote scores, "lost on failure" where the variant keeps the part, a rounding where the
variant rounds otherwise, a capot told by points where a trick of cards worth nothing can be followed."""

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
CONTRACT = "/scoring/contract"
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
        if key == "points_multiplier" and isinstance(value, dict):  # by trump suit: above 1 where a suit's is
            value = max(value.values())
        if value is not None and (key != "points_multiplier" or value > 1):
            out.append((kind, spec))
    return out


def _times_said(value: int | dict[str, int]) -> str:
    """A `points_multiplier` in words: the integer, or the largest of a multiplier by trump suit."""
    return f"up to {max(value.values())}" if isinstance(value, dict) else str(value)


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
            times = _times_said(spec["points_multiplier"])
            words = f"{KIND_WORDS.get(kind, kind)} multiplies the card points by {times} but not the last trick"
            out.append(Site(f"/contracts/{kind}/points_multiplier", words, _bonuses_of(kind, spec, frozenset())))
        for kind, spec in _kinds(rules, "points_scale"):
            last = sc.last_trick_bonus
            words = f"{KIND_WORDS.get(kind, kind)} scales the card points but adds the last trick's {last} unscaled"
            out.append(Site(f"/contracts/{kind}/points_scale", words, _bonuses_of(kind, spec, frozenset())))
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
        for kind, spec in _kinds(rules, key):
            said = spec.get("multiplies", ["cards", "last_trick"])
            extra = [p for p in ("capot", "belote", "declarations") if _kind_has(rules, kind, p) and p not in said]
            if not extra:
                continue
            words = (
                f"{KIND_WORDS.get(kind, kind)} {verb} the {' and '.join(extra)} bonus too, not only the trick points"
            )
            out.append(Site(f"/contracts/{kind}/{key}", words, _bonuses_of(kind, spec, BONUSES)))
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


def _levels(rules: Rules) -> list[int]:
    """The doubling multipliers a deal can be scored at (none where nobody doubles)."""
    return list(rules.spec["bidding"].get("auction", {}).get("doubling", {}).get("levels", []))


def _target(rules: Rules) -> int | None:
    return rules.spec["match"].get("target")


def _failure_plus_belote(rules: Rules) -> list[Site]:
    """Where a failed contract gives the defence the tricks' points as they count: a belote's worth more."""
    sc, bonus = rules.scoring, _belote(rules)
    if not bonus or not _can_fail(sc) or "tricks" not in sc.to_defence or sc.failure_flat is not None:
        return []
    if sc.bid_contract is not None:
        return []
    words = f"a failed contract gives the defence the deal's points and a belote's {bonus} more, belote or not"
    return [Site(FAILURE, words, _scoring(failure_bonus=bonus))]


def _tie_off_by_one(rules: Rules) -> list[Site]:
    if not (_holds(rules.scoring) and _belote(rules)) or len(rules.table.teams) != 2:
        return []
    words = (
        "with a belote in the deal the tie falls one point above half the points: the takers tie with two "
        "points more than the defence, and equal totals fail"
    )
    return [Site(TIE, words, _scoring(tie_margin_with_belote=2))]


def _belote_also_to_defence(rules: Rules) -> list[Site]:
    if not _belote(rules):
        return []
    words = "in a made contract the defence scores the deal's belote too, besides the side that held it"
    return [Site(BELOTE, words, _scoring(belote_to_defence_when_made=True))]


def _belote_for_defence(rules: Rules) -> list[Site]:
    sc = rules.scoring
    if not (_belote(rules) and sc.belote_counts and _can_fail(sc)) or len(rules.table.teams) != 2:
        return []
    words = "the contract is judged with the belote counted for the defence, whichever side holds it"
    return [Site("/belote/counts_toward_contract", words, _scoring(belote_judged_for_defence=True))]


def _capot_lost_with_belote(rules: Rules) -> list[Site]:
    bonus = rules.scoring.capot_bonus
    if not bonus or not _belote(rules):
        return []
    words = f"takers who win every trick in a deal with a belote score no capot and no bonus of {bonus}"
    return [Site(CAPOT, words, _scoring(capot_voided_by_belote=True))]


def _worthless_tricks(rules: Rules) -> bool:
    """Whether a trick of cards worth nothing can be followed in suit: some plain suit of a suit contract
    holds two such cards (a 24-card deck has only its Nine)."""
    if "suit" not in rules.spec["contracts"]:
        return False
    contract = rules.contract("suit", 0)
    deck = rules.deck
    return any(
        sum(1 for c in range(deck.size) if deck.suit_of[c] == s and not contract.points[c]) >= 2
        for s in range(1, len(deck.suits))
    )


def _capot_by_points(rules: Rules) -> list[Site]:
    """Where a side can take a trick of cards worth nothing and lose every other one."""
    if not rules.scoring.capot_bonus or not _worthless_tricks(rules):
        return []
    words = "a side is capot when the other side has no points, though it took a trick of cards worth nothing"
    return [Site(CAPOT, words, _scoring(capot_by="points"))]


def _capot_takers_only(rules: Rules) -> list[Site]:
    """Where the defence's capot counts: its bonus on a failure scored as counted (not a flat value), or the
    match's end (a capot cannot win)."""
    sc = rules.scoring
    if not sc.capot_bonus or not _can_fail(sc):
        return []
    if (sc.bid_contract is not None or sc.failure_flat is not None) and not sc.capot_cannot_win:
        return []
    words = f"only the takers can be capot: a defence that wins every trick scores no bonus of {sc.capot_bonus}"
    return [Site(CAPOT, words, _scoring(capot_sides="takers"))]


def _fixed_threshold(rules: Rules) -> list[Site]:
    """Where more than the defence is not more than half the trick points: belote or declarations count."""
    sc = rules.scoring
    extra = (_belote(rules) and sc.belote_counts) or _declares(rules)
    if sc.versus_defence != "more" or sc.min_points or sc.bid_contract is not None or not extra:
        return []
    words = (
        "the takers make their contract with more than half the trick points (82 of 162), whatever the "
        "defence has with its belote and declarations"
    )
    return [Site(CONTRACT, words, _scoring(half_total_threshold=True))]


def _belote_with_declarations(rules: Rules) -> list[Site]:
    d = rules.spec["declarations"]
    if not (_belote(rules) and _declares(rules)) or d.get("formed_by", "hand") != "hand":
        return []
    words = "a belote counts as a declaration: it is lost when the other side's declarations score"
    return [Site(BELOTE, words, _scoring(belote_needs_declarations=True))]


def _takers_swapped(rules: Rules) -> list[Site]:
    if not _can_fail(rules.scoring):
        return []
    words = f"the contract is judged and scored as if {_other(rules)} had taken it"
    return [Site(CONTRACT, words, _scoring(takers_shifted_at=frozenset({1, *_levels(rules)})))]


def _doubler_as_taker(rules: Rules) -> list[Site]:
    levels = _levels(rules)
    if not levels or not _can_fail(rules.scoring) or len(rules.table.teams) != 2:
        return []
    words = "after a double the doubling side is judged and scored as the side that must make the contract"
    return [Site(CONTRACT, words, _scoring(takers_shifted_at=frozenset({levels[0]})))]


def _belote_late(rules: Rules) -> list[Site]:
    """Where declarations are announced in the first trick and a belote once, with its first card: a belote
    taken for one of them."""
    d = rules.spec["declarations"]
    if not (_belote(rules) and _declares(rules)) or d.get("formed_by", "hand") != "hand":
        return []
    if rules.spec["belote"]["announce"] != "first":
        return []
    words = "a belote scores only when its first card is played in the first trick"
    return [Site(BELOTE, words, _scoring(belote_first_trick_only=True))]


def _capot_undoubled(rules: Rules) -> list[Site]:
    sc = rules.scoring
    if not _levels(rules) or not (sc.capot_bonus or sc.doubled):
        return []
    if sc.doubled:
        rule = "/scoring/doubled"
    elif sc.bid_contract is not None:
        rule = "/scoring/bid_contract/multiplied"
    else:
        return []
    words = "a doubled deal won with every trick is scored without the double's multiplier"
    return [Site(rule, words, _scoring(capot_unmultiplied=True))]


def _round_first(rules: Rules) -> list[Site]:
    sc = rules.scoring
    if sc.match_points is None or not (_levels(rules) or _kinds(rules, "points_multiplier")):
        return []
    words = "match points are rounded from the points before the contract's and the double's multipliers"
    return [Site(MATCH_POINTS, words, _scoring(round_before_multiplier=True))]


def _doubled_own(rules: Rules) -> list[Site]:
    if rules.scoring.doubled != "winner_takes_all" or not _levels(rules):
        return []
    words = "a doubled deal is scored as any other, each side's own points times the multiplier"
    return [Site("/scoring/doubled", words, _scoring(doubled="each_side_own"))]


def _doubled_suit_rounding(rules: Rules) -> list[Site]:
    mp = rules.scoring.match_points
    if mp is None or not _levels(rules):
        return []
    suit = mp.round_up_from.get("suit")
    if suit is None or all(mp.round_up_from[k] == suit for k in rules.spec["contracts"] if k in mp.round_up_from):
        return []
    words = f"a doubled deal's match points round as a suit contract's, up from a last digit of {suit}"
    return [Site(f"{MATCH_POINTS}/round_up_from", words, _scoring(doubled_round_kind="suit"))]


def _multiplier_ignored(rules: Rules) -> list[Site]:
    out = []
    for kind, spec in _kinds(rules, "points_multiplier"):
        times = _times_said(spec["points_multiplier"])
        words = f"{KIND_WORDS.get(kind, kind)} counts the card points once, not {times} times"
        out.append(Site(f"/contracts/{kind}/points_multiplier", words, _once(kind)))
    return out


def _bonuses_of(kind: str, spec: dict[str, Any], bonuses: frozenset[str]) -> Callable[[Rules], None]:
    """The bonuses a contract's multiplier and scale count besides the card points, as `bonuses`: in the
    rules' scoring, or in the kind's own `multiplies` where it says them (its data, as `_once` changes it)."""
    if "multiplies" not in spec:
        return _scoring(contract_multiplies=bonuses)

    def apply(rules: Rules) -> None:
        cards = ["cards"] if "cards" in spec["multiplies"] else []
        rules.spec["contracts"][kind]["multiplies"] = cards + sorted(bonuses)

    return apply


def _once(kind: str) -> Callable[[Rules], None]:
    """The contract's card points counted once. Contracts compile from the rules' data when first asked for,
    and a faulty Rules is fresh: its data is its own to change."""

    def apply(rules: Rules) -> None:
        rules.spec["contracts"][kind]["points_multiplier"] = 1

    return apply


def _floor_plus_one(rules: Rules) -> list[Site]:
    if rules.scoring.match_points is None:
        return []

    def apply(rules: Rules) -> None:
        _digits(0)(rules)
        _no_conflict(rules)

    words = "match points are each side's whole tens plus one, whatever the last digit (160 makes 17, 0 makes 1)"
    return [Site(MATCH_POINTS, words, apply)]


def _ignores_defence(rules: Rules) -> list[Site]:
    sc = rules.scoring
    if sc.bid_contract is None or not sc.meet_bid or sc.versus_defence == "ignore":
        return []
    words = "a contract is made as soon as the takers reach their bid, whatever the defence scored"
    return [Site(f"{CONTRACT}/versus_defence", words, _scoring(versus_defence="ignore", tie_rule="success"))]


def _belote_to_doubled_winner(rules: Rules) -> list[Site]:
    if rules.scoring.bid_contract is None or not _levels(rules) or not _belote(rules):
        return []
    words = "in a doubled deal the side that wins it scores every belote, the losing side's too"
    return [Site("/scoring/bid_contract", words, _scoring(belote_to_doubled_winner=True))]


def _zero_penalty(rules: Rules) -> list[Site]:
    if rules.scoring.match_points is None:
        return []
    words = "a side that scores nothing in a deal loses a match point"
    return [Site("/scoring/penalties", words, _scoring(zero_score_penalty=1))]


def _held_both(rules: Rules) -> list[Site]:
    if not _holds(rules.scoring):
        return []
    words = "a tie holds the points of both sides for the next deal's winner, though the defence scores its own now"
    return [Site(TIE, words, _scoring(tie_holds_both_sides=True))]


def _held_rescaled(rules: Rules) -> list[Site]:
    if not _holds(rules.scoring) or not (_levels(rules) or _kinds(rules, "points_multiplier")):
        return []
    words = "points held over from a tie lose the tied deal's multipliers and take those of the deal that pays them"
    return [Site(TIE, words, _scoring(held_unscaled=True))]


def _no_target(rules: Rules) -> list[Site]:
    target = _target(rules)
    if target is None:
        return []
    words = f"no total ends the match: a side reaching {target} plays on"
    return [Site("/match/target", words, _scoring(target_ends_match=False))]


def _first_side_reaching(rules: Rules) -> list[Site]:
    if _target(rules) is None:
        return []
    first = rules.table.teams[0]
    words = f"when several sides reach the target after one deal, {first} wins whatever the totals"
    return [Site("/match/both_reach", words, _scoring(both_reach="first_side_wins"))]


def _equal_totals_end(rules: Rules) -> list[Site]:
    first = rules.table.teams[0]
    words = f"equal totals that end the match give it to {first} instead of another deal"
    return [Site("/match/equal_totals", words, _scoring(equal_totals="first_side_wins"))]


def _needs_deal_points(rules: Rules) -> list[Site]:
    """Where a side can be past the target and ahead before a deal: a capot cannot end the match."""
    if _target(rules) is None or not rules.scoring.capot_cannot_win:
        return []
    words = "a side past the target and ahead wins only if it scored in the last deal"
    return [Site("/match/target", words, _scoring(winner_scored_last=True))]


def _target_raised(rules: Rules) -> list[Site]:
    if _target(rules) is None:
        return []
    words = "when several sides reach the target after one deal nobody wins: the target rises by 50"
    return [Site("/match/both_reach", words, _scoring(target_step=50))]


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
    Operator(
        "failure-total-includes-belote",
        "scoring",
        "a failed contract gives the defence a belote's points more, whether or not one was held",
        _failure_plus_belote,
    ),
    Operator(
        "tie-point-off-by-one",
        "scoring",
        "with a belote in the deal the tie is declared one point above the true tie",
        _tie_off_by_one,
    ),
    Operator(
        "belote-also-to-defence",
        "scoring",
        "in a made contract the deal's belote is scored by the defence as well as by its holder",
        _belote_also_to_defence,
    ),
    Operator(
        "belote-counted-for-defence",
        "scoring",
        "the belote counted for the defence when the contract is judged",
        _belote_for_defence,
    ),
    Operator(
        "capot-bonus-dropped-with-belote",
        "scoring",
        "the takers' capot scores nothing in a deal where a belote was held",
        _capot_lost_with_belote,
    ),
    Operator("capot-by-points", "scoring", "capot told by points instead of tricks", _capot_by_points),
    Operator("capot-bonus-takers-only", "scoring", "only the takers' capot scores its bonus", _capot_takers_only),
    Operator(
        "fixed-contract-threshold",
        "scoring",
        "the contract judged against half the trick points, not against the defence's total",
        _fixed_threshold,
    ),
    Operator(
        "belote-compared-with-declarations",
        "scoring",
        "the belote taken for a declaration, lost when the other side's declarations score",
        _belote_with_declarations,
    ),
    Operator(
        "takers-swapped",
        "scoring",
        "the contract judged and scored as if the other side had taken it",
        _takers_swapped,
    ),
    Operator(
        "doubler-scored-as-taker",
        "scoring",
        "after a double the doubling side is judged as the takers",
        _doubler_as_taker,
    ),
    Operator(
        "belote-only-in-first-trick",
        "scoring",
        "a belote scores only when its first card is played in the first trick",
        _belote_late,
    ),
    Operator(
        "multiplier-dropped-on-capot",
        "scoring",
        "a doubled capot scored without the multiplier",
        _capot_undoubled,
    ),
    Operator(
        "round-before-multiplier",
        "scoring",
        "match points rounded before the multipliers, then multiplied",
        _round_first,
    ),
    Operator(
        "doubled-each-side-keeps-own",
        "scoring",
        "a doubled deal scored as any other, each side's points multiplied",
        _doubled_own,
    ),
    Operator(
        "doubled-uses-suit-rounding",
        "scoring",
        "a doubled deal's match points rounded as a suit contract's",
        _doubled_suit_rounding,
    ),
    Operator(
        "points-multiplier-ignored",
        "scoring",
        "a contract's card points counted once where the rules multiply them",
        _multiplier_ignored,
    ),
    Operator(
        "round-floor-plus-one",
        "scoring",
        "match points are the whole tens plus one, whatever the last digit",
        _floor_plus_one,
    ),
    Operator(
        "contract-ignores-defence",
        "scoring",
        "a contract bid in points made on reaching the bid, whatever the defence scored",
        _ignores_defence,
    ),
    Operator(
        "belote-to-winner-when-doubled",
        "scoring",
        "in a doubled deal the winner scores every belote",
        _belote_to_doubled_winner,
    ),
    Operator(
        "zero-score-penalty",
        "scoring",
        "a side that scores nothing in a deal loses a match point",
        _zero_penalty,
    ),
    Operator(
        "held-points-include-both-sides",
        "scoring",
        "a tie holds both sides' points, the defence's counted twice",
        _held_both,
    ),
    Operator(
        "held-points-rescaled-by-next-deal",
        "scoring",
        "held points take the multipliers of the deal that pays them, not of the tied deal",
        _held_rescaled,
    ),
    Operator("no-match-target", "scoring", "no total ends the match", _no_target),
    Operator(
        "both-reach-first-side-wins",
        "scoring",
        "when several sides reach the target together, the first listed wins whatever the totals",
        _first_side_reaching,
    ),
    Operator(
        "equal-totals-end-match",
        "scoring",
        "equal totals at the end give the match to a fixed side instead of another deal",
        _equal_totals_end,
    ),
    Operator(
        "match-end-needs-deal-points",
        "scoring",
        "a side past the target wins only if it scored in the last deal",
        _needs_deal_points,
    ),
    Operator(
        "both-reach-raises-target",
        "scoring",
        "when several sides reach the target together nobody wins and the target rises",
        _target_raised,
    ),
)
