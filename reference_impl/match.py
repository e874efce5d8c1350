"""A match: deals one after another until a side wins by the variant's match rules."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from .deal import Deal
from .dealing import derive_seed
from .rules import Rules

Player = Callable[[Deal, int, int], tuple[int, str | None]]  # (deal, seat, legal mask) -> (card, said)
Bidder = Callable[[Deal, int], dict]


def match_winner(rules: Rules, totals: Sequence[int]) -> int | None:
    """The team that has won, or None while the match goes on."""
    spec = rules.spec["match"]
    reached = [t for t, pts in enumerate(totals) if pts >= spec["target"]]
    if not reached:
        return None
    best = max(totals[t] for t in reached)
    leaders = [t for t in reached if totals[t] == best]
    return leaders[0] if len(leaders) == 1 else None  # equal totals: another deal is played


@dataclass
class MatchRecord:
    totals: list[int]
    winner: int | None
    deals: list[Deal] = field(default_factory=list)


def random_player(rng: random.Random) -> Player:
    """Plays a uniformly random legal card and always announces belote when it can."""

    def play(deal: Deal, seat: int, legal: int) -> tuple[int, str | None]:
        cards = deal.rules.deck.unmask(legal)
        card = cards[rng.randrange(len(cards))]
        return card, deal.belote_word(seat, card)

    return play


def random_bidder(rng: random.Random, take_chance: float = 0.3) -> Bidder:
    """Takes with some probability, naming a suit the current round allows."""

    def bid(deal: Deal, seat: int) -> dict:
        if rng.random() >= take_chance:
            return {"action": "pass"}
        rnd = deal.rules.spec["bidding"]["rounds"][deal.bidding.round]
        options = []
        for suit in deal.rules.deck.suits:
            try:
                deal.bidding.check(seat, _take(deal, suit))
                options.append(suit)
            except Exception:
                continue
        kinds = [k for k in rnd["may_take"] if k in ("no_trumps", "all_trumps")]
        choices = [{"action": "take", "kind": "suit", "suit": s} for s in options]
        choices += [{"action": "take", "kind": k} for k in kinds]
        return choices[rng.randrange(len(choices))] if choices else {"action": "pass"}

    return bid


def _take(deal: Deal, suit: str):
    from .bidding import Bid

    return Bid(True, "suit", deal.rules.deck.suit(suit))


def play_deal(deal: Deal, bidder: Bidder, player: Player) -> Deal:
    while deal.phase == "bidding":
        assert deal.turn is not None
        deal.bid(deal.turn, bidder(deal, deal.turn))
    while deal.phase == "playing":
        seat = deal.turn
        assert seat is not None
        card, said = player(deal, seat, deal.legal(seat))
        deal.play(seat, card, said)
    return deal


def play_match(rules: Rules, seed: int, dealer: int = 0, max_deals: int = 1000,
               bidder: Bidder | None = None, player: Player | None = None) -> MatchRecord:
    """A whole seeded match with random legal play; the same seed replays the same match."""
    rng = random.Random(seed)
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
            for t, pts in enumerate(deal.score.scores):
                totals[t] += pts
            record.winner = deal.score.match_winner if deal.score.match_winner is not None else match_winner(
                rules, totals)
            if record.winner is not None:
                break
        dealer = deal.next_dealer()
    return record
