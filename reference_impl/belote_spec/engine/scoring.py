"""Scoring a finished deal: trick points, belote, the contract's outcome, and points held over."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from belote_spec.engine.belote import BelotePlay, belote_by_team
from belote_spec.engine.contracts import Contract
from belote_spec.engine.declarations import formed_in_tricks, trick_roem
from belote_spec.engine.rules import Rules
from belote_spec.engine.scoring_units import CATEGORIES, ROUND_UP_DEFAULT, Scoring


@dataclass(frozen=True)
class DealScore:
    outcome: str  # made, failed, tied
    scores: tuple[int, ...]  # per team, what it marks for this deal
    held: int  # points held over for the next deal's winner
    breakdown: tuple[dict[str, int], ...] = field(default_factory=tuple)  # per team, before the outcome
    capot: int | None = None  # the team that took every trick
    match_winner: int | None = None  # a team that won the whole match in this deal (an instant-win hand)
    match_points: tuple[int, ...] | None = None  # the scores turned into match points, where the variant does


def _share(scores: list[int], sides: list[int], points: int, how: str) -> None:
    """Gives points to several sides: each the whole, or split evenly (the first sides get any remainder)."""
    if how == "each":
        for t in sides:
            scores[t] += points
        return
    base, extra = divmod(points, len(sides))
    for i, t in enumerate(sides):
        scores[t] += base + (1 if i < extra else 0)


def trick_points(
    rules: Rules,
    contract: Contract,
    tricks: Sequence[tuple[int, Sequence[int]]],
    set_aside: Sequence[tuple[int, Sequence[int]]] = (),
    takers: int | None = None,
    belote_held: bool = False,
    given: dict[str, list[int]] | None = None,
) -> tuple[list[int], int | None]:
    """Card points, last trick and capot per team; and the capot team, if any. Cards set aside count
    for their player's side; a contract's multiplier and scale apply to card points and the last trick,
    not to the capot bonus. `takers` (their side) and `belote_held` (a belote scores in the deal) are read
    only by a faulty Rules' capot (Scoring.capot_sides, capot_voided_by_belote). `given`, when passed, gets
    each bonus by side as credited, before the contract's scale (a score's breakdown reads it)."""
    team_of = rules.table.team_of
    out = [0] * len(rules.table.teams)
    won = [0] * len(out)
    worth = contract.points.__getitem__
    for winner, cards in tricks:
        t = team_of[winner]
        won[t] += 1
        out[t] += sum(map(worth, cards))
    for seat, cards in set_aside:
        out[team_of[seat]] += sum(map(worth, cards))
    sc = rules.scoring
    capot = None
    apart: list[tuple[int, int]] = []  # (side, points) of bonuses outside the contract's multiplier and scale
    if tricks:
        n_tricks = len(tricks)
        last = team_of[tricks[-1][0]]
        if sc.capot_by == "tricks":  # one side at most took every trick
            capot_team = [won.index(n_tricks)] if n_tricks in won else []
        else:
            capot_team = _capot_by_points(sc, out, last)
        if capot_team and n_tricks == rules.tricks_per_deal:
            capot = capot_team[0]
            if takers is not None and _no_capot(sc, capot, takers, belote_held):
                capot = None
        if capot is not None:
            _bonus(sc, contract, "capot", capot, sc.capot_bonus, out, apart, given)
        if capot is None or not sc.capot_replaces_last_trick:
            _bonus(sc, contract, "last_trick", last, sc.last_trick_bonus, out, apart, given)
    if contract.scale is not None:
        out = [contract.scaled(p) for p in out]
    for side, bonus in apart:
        out[side] += bonus
    return out, capot


def _capot_by_points(sc: Scoring, card_points: list[int], last: int) -> list[int]:
    """A faulty Rules' capot (Scoring.capot_by points): the side whose opponents won no card points and not the
    last trick's bonus, whatever tricks of worthless cards they took."""
    sides = range(len(card_points))
    return [
        t for t in sides if all(card_points[u] == 0 and (u != last or not sc.last_trick_bonus) for u in sides if u != t)
    ]


def _no_capot(sc: Scoring, capot: int, takers: int, belote_held: bool) -> bool:
    """Whether a faulty Rules denies this side its capot: only the takers' counts (Scoring.capot_sides), or
    none with a belote in the deal (Scoring.capot_voided_by_belote)."""
    return (sc.capot_sides == "takers" and capot != takers) or (
        sc.capot_voided_by_belote and belote_held and capot == takers
    )


def _bonus(
    sc: Scoring,
    contract: Contract,
    part: str,
    side: int,
    points: int,
    inside: list[int],
    apart: list[tuple[int, int]],
    given: dict[str, list[int]] | None = None,
) -> None:
    """A bonus for `side`: with the card points, under the contract's multiplier and scale, when
    Scoring.contract_multiplies names it (the last trick), else apart from them (the capot); as credited."""
    credit = sc.credit.get(part) if sc.credit else None
    if credit is not None:
        points *= credit.times
        side = (side + credit.shift) % len(inside)
    if part in multiplied(sc, contract):
        points *= contract.multiplier
        inside[side] += points
    else:
        apart.append((side, points))
    if given is not None:
        given.setdefault(part, [0] * len(inside))[side] += points


def multiplied(sc: Scoring, contract: Contract) -> frozenset[str]:
    """The bonuses a contract's multiplier and scale count besides the card points: its kind's `multiplies`,
    else the rules' (the last trick)."""
    return contract.multiplies if contract.multiplies is not None else sc.contract_multiplies


def score_deal(  # noqa: C901 (a deal's scoring rules in the order they apply)
    rules: Rules,
    contract: Contract,
    taker: int,
    tricks: Sequence[tuple[int, Sequence[int]]],
    *,
    belote: Sequence[BelotePlay] = (),
    declarations: Sequence[int] | None = None,
    held_in: int = 0,
    set_aside: Sequence[tuple[int, Sequence[int]]] = (),
    penalties: Sequence[tuple[int, str]] = (),
    multiplier: int = 1,
    bid_points: int = 0,
    capot_bid: bool = False,
    declared_total: int | None = None,
) -> DealScore:
    """The marks of each team for a deal, by the variant's contract, failure and tie rules. What the
    deal holds besides its tricks is passed by name: eleven values of like types in a row were one slip
    from a wrong score.

    `set_aside` are cards a player put aside (a taker's discards) that count for that player's side;
    `penalties` are (seat, offence) pairs priced by the variant's penalty list; `multiplier` is 2 or 4
    for a doubled or redoubled contract; `declared_total` is every declaration announced in the deal,
    whichever side's counted (a forfeit gives them all to the other side).
    """
    sc = rules.scoring
    n_teams = len(rules.table.teams)
    team_of = rules.table.team_of
    takers = team_of[taker]
    if multiplier in sc.takers_shifted_at:
        takers = (takers + 1) % n_teams  # a faulty Rules' (changes/faults/scoring.py): the wrong side judged
    belote_pts = belote_by_team(rules, contract, belote) if belote else [0] * n_teams
    tricks_pts, capot = trick_points(rules, contract, tricks, set_aside, takers, any(belote_pts))
    if capot is not None and sc.capot_unmultiplied:
        multiplier = 1  # a faulty Rules': a capot scored undoubled
    parts = {
        "tricks": tricks_pts,
        "belote": belote_pts,
        "declarations": list(declarations) if declarations is not None else [0] * n_teams,
    }
    if sc.roem_in_tricks and formed_in_tricks(rules, contract):
        # Roem: combinations form on the table, so the tricks themselves say who scores them.
        parts["declarations"] = trick_roem(rules, contract, tricks)
        declared_total = sum(parts["declarations"])
    if sc.credit or not multiplied(sc, contract).isdisjoint(_CREDITED):
        _credited(sc, contract, parts)  # a kind's `multiplies`, or a faulty Rules' (changes/faults/scoring.py)
    held_to = 0  # the pot goes to the deal's winner, or this many sides after
    if "held" in sc.credit:
        held_in *= sc.credit["held"].times
        held_to = sc.credit["held"].shift
    if sc.require_trick:
        # A side that took no trick keeps neither declarations nor belote.
        won = {team_of[w] for w, _ in tricks}
        for cat in ("declarations", "belote"):
            parts[cat] = [v if t in won else 0 for t, v in enumerate(parts[cat])]
    if sc.belote_needs_declarations:
        # A faulty Rules': a belote lost to another side's declarations, as if it were one of them.
        decl = parts["declarations"]
        parts["belote"] = [0 if any(decl[:t] + decl[t + 1 :]) else b for t, b in enumerate(parts["belote"])]
    prices = sc.penalties
    forfeit = (
        next((seat for seat, offence in penalties if prices[offence].applies == "forfeit"), None) if penalties else None
    )
    if forfeit is not None:
        # The deal ends: every other side scores all the contract's points and every declaration.
        last = sc.last_trick_bonus * (contract.multiplier if "last_trick" in multiplied(sc, contract) else 1)
        whole = contract.scaled(contract.total_card_points + last)
        everyone = whole + (declared_total if declared_total is not None else sum(parts["declarations"]))
        forfeited = tuple(0 if t == team_of[forfeit] else everyone for t in range(n_teams))
        bd = _breakdown(parts)
        return DealScore("forfeit", forfeited, held_in, bd, capot, None, _match_points(rules, contract, forfeited))
    if sc.bid_contract is not None:
        return _bid_contract(rules, contract, parts, takers, capot, multiplier, bid_points, capot_bid, held_in)
    factor = contract.multiplier * multiplier if sc.held_unscaled else 1
    held_in *= factor  # a faulty Rules' held points take this deal's multipliers (1: as the rules)
    whole_by_team = list(map(_sum3, *map(parts.__getitem__, CATEGORIES)))
    outcome = _outcome(rules, parts, takers)

    scores = list(whole_by_team)
    held = 0
    defenders = [t for t in range(n_teams) if t != takers]
    if outcome == "failed":
        for cat in sc.to_defence:
            lost = parts[cat][takers]
            scores[takers] -= lost if sc.failure_moves else 0
            if cat == "tricks" and sc.failure_flat is not None:
                # failure.flat: the defence scores a flat value for every trick, not what the tricks count.
                for t in defenders:
                    scores[t] -= parts["tricks"][t]
                lost = sc.failure_flat
            _share(scores, defenders, lost, sc.failure_shared)
        if sc.failure_bonus and capot is None:
            _share(scores, defenders, sc.failure_bonus, sc.failure_shared)  # a faulty Rules'
    elif outcome == "tied":
        for cat in sc.tie_held:
            held += parts[cat][takers]
            scores[takers] -= parts[cat][takers]
            if sc.tie_holds_both_sides:
                held += sum(parts[cat][t] for t in defenders)  # a faulty Rules': the defence's counted twice
    elif sc.belote_to_defence_when_made:
        for t in defenders:
            scores[t] += sum(parts["belote"])  # a faulty Rules': the deal's belote to the defence as well
    if multiplier > 1 and sc.doubled == "each_side_own":
        # A faulty Rules': a doubled deal scored as any other, each side's points times the multiplier.
        scores = [s * multiplier for s in scores]
        held *= multiplier
    if held_in:
        if outcome == "tied":
            held += held_in
        elif outcome == "made":
            scores[(takers + held_to) % n_teams] += held_in
        else:
            _share(scores, [(t + held_to) % n_teams for t in defenders], held_in, sc.failure_shared)
    if multiplier > 1 and sc.doubled == "winner_takes_all":
        everything = _times({c: sum(parts[c]) for c in CATEGORIES}, multiplier, sc.doubled_multiplies)
        if outcome == "tied":
            held = everything + held_in  # every point of the deal waits for the next winner
            scores = [0] * n_teams
        else:
            # "The team with more points records all points": the takers, or the best of the defence.
            winner = takers if outcome == "made" else max(defenders, key=lambda t: whole_by_team[t])
            scores = [everything + held_in if t == winner else 0 for t in range(n_teams)]
    for seat, offence in penalties:
        price = prices[offence]
        if price.applies == "offender_loses":
            scores[team_of[seat]] -= price.points
        else:
            for t in range(n_teams):
                if t != team_of[seat]:
                    scores[t] += price.points
    breakdown = _breakdown(parts)
    scores = _rounded(rules, scores)
    held //= factor
    mp = _match_points(rules, contract, scores, multiplier)
    return DealScore(outcome, tuple(scores), held, breakdown, capot, None, mp)


_CREDITED = ("belote", "declarations")  # what _credited may multiply and credit besides the tricks


def _sum3(a: int, b: int, c: int) -> int:
    return a + b + c


def _breakdown(parts: dict[str, list[int]]) -> tuple[dict[str, int], ...]:
    """Per team, its points in each category."""
    tricks, belote, declarations = CATEGORIES
    return tuple(
        [
            {tricks: t, belote: b, declarations: d}
            for t, b, d in zip(parts[tricks], parts[belote], parts[declarations], strict=True)
        ]
    )


def _outcome(rules: Rules, parts: dict[str, list[int]], takers: int) -> str:
    """The contract's outcome by _judged; a faulty Rules may tie it off the true tie with a belote in the deal
    (Scoring.tie_margin_with_belote), or make it with half the deal's trick points and one
    (Scoring.half_total_threshold)."""
    sc = rules.scoring
    counted = _counted(rules, parts, takers)
    margin = sc.tie_margin_with_belote if any(parts["belote"]) else 0
    if sc.half_total_threshold and counted[takers] > sum(parts["tricks"]) // 2:
        return "made"
    return _judged(rules, counted, takers, margin)


def _credited(sc: Scoring, contract: Contract, parts: dict[str, list[int]]) -> None:
    """The belote and the declarations under the contract's multiplier and scale where
    Scoring.contract_multiplies names them (the rules: nowhere), and as Scoring.credit credits them (the
    rules: each once to its own side)."""
    inside = multiplied(sc, contract)
    for cat in ("belote", "declarations"):
        values = parts[cat]
        if cat in inside:
            values = [contract.scaled(v * contract.multiplier) for v in values]
        credit = sc.credit.get(cat)
        if credit is not None:
            values = [values[(t - credit.shift) % len(values)] * credit.times for t in range(len(values))]
        parts[cat] = values


def _times(parts: dict[str, int], multiplier: int, multiplied: frozenset[str]) -> int:
    """The sum of `parts` (categories, and the bid), those a double multiplies taken `multiplier` times."""
    return sum(v * multiplier if k in multiplied else v for k, v in parts.items())


def _counted(rules: Rules, parts: dict[str, list[int]], takers: int) -> list[int]:
    """Each side's points as the contract is judged: tricks and declarations, and the belote when
    belote.counts_toward_contract says so (a faulty Rules counts every belote for the defence)."""
    sc = rules.scoring
    tricks, declarations = parts["tricks"], parts["declarations"]
    if sc.belote_counts and not sc.belote_judged_for_defence:
        out = [t + d + b for t, d, b in zip(tricks, declarations, parts["belote"], strict=True)]
    else:
        out = [t + d for t, d in zip(tricks, declarations, strict=True)]
    if sc.belote_judged_for_defence:
        out = [v + (sum(parts["belote"]) if t != takers else 0) for t, v in enumerate(out)]
    return out


def _judged(rules: Rules, counted_by_team: Sequence[int], takers: int, margin: int = 0) -> str:
    """made, failed or tied by scoring.contract (min_points, versus_defence) and scoring.tie (rule):
    one judgement for every scoring, so a contract bid in points reads the same rules. `margin`: a faulty
    Rules' takers need this much more than the defence to tie."""
    sc = rules.scoring
    mine = counted_by_team[takers]
    others = [v for t, v in enumerate(counted_by_team) if t != takers]
    versus = sc.versus_defence
    theirs = (sum(others) if versus == "more_than_combined" else max(others, default=0)) + margin
    beats = mine >= theirs if versus == "at_least" else (versus == "ignore" or mine > theirs)
    tie_rule = sc.tie_rule
    if mine == theirs and tie_rule == "hold_takers_points":
        return "tied"
    if mine == theirs and tie_rule == "success":
        return "made"
    if mine == theirs and tie_rule == "failure":
        return "failed"
    return "made" if beats and mine >= sc.min_points else "failed"


def _rounded(rules: Rules, scores: Sequence[int]) -> list[int]:
    if rules.scoring.round_to is None:
        return list(scores)
    m, up = rules.scoring.round_to
    return [s // m * m + (m if s % m >= up else 0) for s in scores]


def _bid_contract(
    rules: Rules,
    contract: Contract,
    parts: dict[str, list[int]],
    takers: int,
    capot: int | None,
    multiplier: int,
    bid_points: int,
    capot_bid: bool,
    held_in: int = 0,
) -> DealScore:
    """A contract bid in points: the takers must reach their bid (every trick for a capot bid, when
    contract.meet_bid) and pass the general judgement (contract, tie, belote.counts_toward_contract).
    Made: each side its total, the takers plus the bid. Doubled, or failed: the winning side scores a
    flat value for the tricks, its declarations and belote and those failure.to_defence hands over,
    plus the bid, times the multiplier; the losing side keeps what is not handed over (its belote).
    A tie under hold_takers_points holds the takers' tie.held points over, as in the other scorings."""
    sc = rules.scoring
    bc = sc.bid_contract
    assert bc is not None
    n = len(rules.table.teams)
    defence = next(t for t in range(n) if t != takers)
    counted = _counted(rules, parts, takers)
    totals = [parts["tricks"][t] + parts["belote"][t] + parts["declarations"][t] for t in range(n)]
    meet = sc.meet_bid
    reached = (capot == takers if capot_bid else counted[takers] >= bid_points) or not meet
    judged = _judged(rules, counted, takers)
    outcome = judged if reached else "failed"
    value = bc.capot_bid_value if capot_bid else bid_points
    scores = [0] * n
    held = 0
    if outcome == "tied":
        scores = list(totals)
        for cat in sc.tie_held:
            held += parts[cat][takers]
            scores[takers] -= parts[cat][takers]
        held += held_in
    elif outcome == "made" and multiplier == 1:
        scores = list(totals)
        if bc.made_adds_bid:
            scores[takers] += value
        if sc.belote_to_defence_when_made:
            scores[defence] += sum(parts["belote"])  # a faulty Rules': the deal's belote to the defence as well
        if capot == takers and bc.capot_takes_declarations:
            scores[takers] += parts["declarations"][defence]
            scores[defence] -= parts["declarations"][defence]
        scores[takers] += held_in
    elif outcome == "made":
        flat = bc.flat_on_capot if capot == takers else bc.flat
        # A faulty Rules' winner of a doubled deal takes the losing side's belote (Scoring.belote_to_doubled_winner).
        taken = sc.belote_to_doubled_winner
        won = {
            "tricks": flat,
            "declarations": sum(parts["declarations"]),
            "belote": sum(parts["belote"]) if taken else parts["belote"][takers],
        }
        # A coinche multiplies the whole score, or (multiplied: contract) the contract's value alone.
        scores[takers] = _times({**won, "bid": value}, multiplier, sc.doubled_multiplies) + held_in
        scores[defence] = 0 if taken else parts["belote"][defence]
    else:
        handed = set(sc.to_defence)
        if multiplier > 1 and sc.belote_to_doubled_winner:
            handed.add("belote")
        won = {c: parts[c][defence] + (parts[c][takers] if c in handed else 0) for c in CATEGORIES}
        if "tricks" in handed:
            won["tricks"] = bc.flat
        if not bc.failed_adds_bid:
            value = 0  # the defence wins the points, not the bid on top (bid_contract.failed_adds_bid)
        scores[defence] = _times({**won, "bid": value}, multiplier, sc.doubled_multiplies) + held_in
        kept = CATEGORIES if not sc.failure_moves else [c for c in CATEGORIES if c not in handed]
        scores[takers] = sum(parts[c][takers] for c in kept)
    scores = _rounded(rules, scores)
    breakdown = _breakdown(parts)
    mp = _match_points(rules, contract, scores, multiplier)
    return DealScore(outcome, tuple(scores), held, breakdown, capot, None, mp)


def _match_points(
    rules: Rules, contract: Contract, scores: Sequence[int], multiplier: int = 1
) -> tuple[int, ...] | None:
    """Scores divided into match points, rounding up from the variant's digit for this contract kind;
    when the rounded scores do not add up to the rounded total, the side with fewer points rounds up
    (or the side with more rounds down). `multiplier` (the double's) is read by a faulty Rules only."""
    sc = rules.scoring
    spec = sc.match_points
    if spec is None:
        return None
    kind = sc.doubled_round_kind if multiplier > 1 and sc.doubled_round_kind else contract.kind
    div, up = spec.divisor, spec.round_up_from.get(kind, ROUND_UP_DEFAULT)
    # A faulty Rules rounds the points before the multipliers, then multiplies (1: as the rules).
    factor = contract.multiplier * multiplier if sc.round_before_multiplier else 1

    def rounded(x: int) -> int:
        whole, rest = divmod(x // factor, div)
        return whole + (1 if rest * 10 // div >= up else 0)

    out = [rounded(max(s, 0)) for s in scores]
    target = rounded(sum(max(s, 0) for s in scores))
    # Only sides that scored take part in the adjustment: a side with nothing keeps nothing.
    order = sorted((t for t in range(len(out)) if scores[t] > 0), key=lambda t: scores[t])  # fewest points first
    # No conflict rule: a faulty Rules' (changes/faults), leaving them so.
    if order and spec.conflict and sum(out) < target:
        out[order[0]] += target - sum(out)
    elif order and spec.conflict and sum(out) > target:
        out[order[-1]] -= sum(out) - target
    if factor > 1 or sc.zero_score_penalty:
        # A faulty Rules': the rounded points multiplied; a side that scored nothing loses match points.
        out = [o * factor - (sc.zero_score_penalty if scores[t] == 0 else 0) for t, o in enumerate(out)]
    return tuple(out)
