"""A match: deals one after another until a side wins by the variant's match rules."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from belote_spec.engine.deal import Deal
from belote_spec.engine.rng import SplitMix64
from belote_spec.engine.rules import Rules
from belote_spec.engine.shuffle import derive_seed

Player = Callable[[Deal, int, int], tuple[int, str | None]]  # (deal, seat, legal mask) -> (card, said)
Bidder = Callable[[Deal, int], dict[str, Any]]
Discarder = Callable[[Deal, int, int], list[int]]  # (deal, seat, how many) -> cards


def match_winner(
    rules: Rules,
    totals: Sequence[int],
    capot: bool = False,
    deals: int | None = None,
    scored: Sequence[int] | None = None,
) -> int | None:
    """The team that has won, or None while the match goes on (also after a capot deal, where the
    variant says a capot cannot end the match). `deals` is how many deals the match has had, this one
    included: a match of a fixed number of deals (`match.deals`) ends with the last of them, whatever
    the totals; unknown (None), only the target can end it. `scored` (what each side scored in the last
    deal, when known) is read only by a faulty Rules' end (Scoring.winner_scored_last)."""
    sc = rules.scoring
    if capot and sc.capot_cannot_win:
        return None
    target = rules.spec["match"].get("target") if sc.target_ends_match else None
    fixed = sc.match_deals
    last_deal = fixed is not None and deals is not None and deals >= fixed
    if sc.target_step and target is not None and not last_deal:
        # A faulty Rules': when several sides reach the target, it rises by a step and play goes on.
        while sum(pts >= target for pts in totals) > 1:
            target += sc.target_step
    reached = (
        list(range(len(totals)))
        if last_deal
        else [t for t, pts in enumerate(totals) if target is not None and pts >= target]
    )
    if not reached:
        return None
    if sc.both_reach == "first_side_wins":
        return reached[0]  # a faulty Rules': whatever the totals
    best = max(totals[t] for t in reached)
    leaders = [t for t in reached if totals[t] == best]
    if len(leaders) > 1 and sc.equal_totals != "first_side_wins":
        return None  # equal totals: another deal is played
    if sc.winner_scored_last and scored is not None and scored[leaders[0]] <= 0:
        return None  # a faulty Rules': the winner must have scored in the last deal
    return leaders[0]


@dataclass
class MatchRecord:
    totals: list[int]
    winner: int | None
    deals: list[Deal] = field(default_factory=list)


def random_player(rng: SplitMix64) -> Player:
    """Plays a uniformly random legal card and always announces belote when it can."""

    def play(deal: Deal, seat: int, legal: int) -> tuple[int, str | None]:
        cards = deal.rules.deck.unmask(legal)
        card = rng.choice(cards)
        return card, deal.belote_word(seat, card)

    return play


def random_bidder(rng: SplitMix64, take_chance: float = 0.3) -> Bidder:
    """Passes with some probability when it may, else takes one of the allowed contracts at random."""

    def bid(deal: Deal, seat: int) -> dict[str, Any]:
        may_pass, takes = deal.bidding.choices(seat)
        if not takes or (may_pass and not rng.chance(take_chance)):
            return {"action": "pass"}
        return dict(rng.choice(takes))

    return bid


def lowest_discard(deal: Deal) -> list[int]:
    """What the seeded tools (fuzz, perft, identify, bench) have a taker put aside when the variant says to
    discard: its lowest cards, by deck order."""
    assert deal.taker is not None
    count = deal.rules.spec["dealing"]["after_bidding"]["discard"]["count"]
    return sorted(deal.hands_list[deal.taker])[:count]


def random_discarder(rng: SplitMix64) -> Discarder:
    def discard(deal: Deal, seat: int, count: int) -> list[int]:
        return rng.sample(sorted(deal.hands_list[seat]), count)

    return discard


def play_deal(deal: Deal, bidder: Bidder, player: Player, discarder: Discarder | None = None) -> Deal:
    while deal.phase == "bidding":
        assert deal.turn is not None
        deal.bid(deal.turn, bidder(deal, deal.turn))
    if deal.phase == "discarding":
        assert deal.taker is not None
        count = deal.rules.spec["dealing"]["after_bidding"]["discard"]["count"]
        choose = discarder or random_discarder(SplitMix64(len(deal.deck) + deal.taker))
        deal.discard(deal.taker, choose(deal, deal.taker, count))
    while deal.phase == "playing":
        seat = deal.turn
        assert seat is not None
        card, said = player(deal, seat, deal.legal(seat))
        deal.play(seat, card, said)
    return deal


def play_match(
    rules: Rules,
    seed: int,
    dealer: int = 0,
    max_deals: int = 1000,
    bidder: Bidder | None = None,
    player: Player | None = None,
) -> MatchRecord:
    """A whole seeded match with random legal play; the same seed replays the same match."""
    rng = SplitMix64(seed)
    bidder = bidder or random_bidder(rng)
    player = player or random_player(rng)
    totals = [0] * len(rules.table.teams)
    record = MatchRecord(totals, None)
    held = 0
    for number in range(max_deals):
        deal = Deal(rules, dealer, seed=derive_seed(seed, number), held_in=held)
        play_deal(deal, bidder, player)
        record.deals.append(deal)
        if deal.score is not None:
            held = deal.score.held
            scored = deal.score.match_points or deal.score.scores
            for t, pts in enumerate(scored):
                totals[t] += pts
            record.winner = (
                deal.score.match_winner
                if deal.score.match_winner is not None
                else match_winner(rules, totals, deal.score.capot is not None, number + 1, scored)
            )
            if record.winner is not None:
                break
        dealer = deal.next_dealer()
    return record
