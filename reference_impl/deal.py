"""One deal as a state machine: deal, bid, complete the deal, play eight tricks, score.

Every action is checked in full before anything changes, so a rejected action leaves the deal exactly
as it was.
"""

from __future__ import annotations

from typing import Any

from .belote import WORDS, BelotePlay, belote_cards
from .bidding import Bid, Bidding
from .contracts import Contract
from .dealing import deal_after_bidding, deal_before_bidding, shuffled
from .declarations import Declaration, declaration_points, find_declarations
from .illegal import IllegalAction
from .rules import Rules
from .scoring import DealScore, score_deal
from .tricks import broken_rule, legal_mask, trick_winner


class Deal:
    def __init__(self, rules: Rules, dealer: int, deck: list[int] | None = None, seed: int | None = None,
                 held_in: int = 0) -> None:
        if deck is None:
            deck = shuffled(rules.deck.size, seed if seed is not None else 0)
        self.rules = rules
        self.dealer = dealer
        self.deck = list(deck)
        self.held_in = held_in
        hands, self.turned, self._pos = deal_before_bidding(rules, self.deck, dealer)
        self.hands_list = hands
        self.bidding = Bidding(rules, dealer, self.turned)
        self.phase = "bidding"
        self.contract: Contract | None = None
        self.taker: int | None = None
        self.hands: list[int] = [rules.deck.mask(h) for h in hands]
        self.trick: list[tuple[int, int]] = []
        self.tricks: list[tuple[int, list[int]]] = []
        self.leader: int | None = None
        self.turn: int | None = self.bidding.speaker
        self._belote: dict[int, list[tuple[int, str | None]]] = {}
        self._belote_cards: tuple[int, ...] = ()
        self._belote_holder: int | None = None
        self.declared: dict[int, list[Declaration]] = {}
        self.score: DealScore | None = None

    # -- bidding -------------------------------------------------------------------------------
    def bid(self, seat: int, spec: dict[str, Any]) -> None:
        if self.phase != "bidding":
            raise IllegalAction("phase", f"no bidding during the {self.phase} phase")
        bid = Bid.parse(self.rules, spec)
        self.bidding.apply(seat, bid)  # checks before it changes anything
        if self.bidding.all_passed:
            self.phase = "cancelled"
            self.turn = None
        elif self.bidding.result is not None:
            taker, kind, trump = self.bidding.result
            self._start_play(taker, kind, trump)
        else:
            self.turn = self.bidding.speaker

    def _start_play(self, taker: int, kind: str, trump: int | None) -> None:
        rules = self.rules
        self.contract = rules.contract(kind, trump)
        self.taker = taker
        deal_after_bidding(rules, self.deck, self._pos, self.hands_list, self.dealer, taker, self.turned)
        self.hands = [rules.deck.mask(h) for h in self.hands_list]
        self.phase = "playing"
        self.leader = rules.table.position(rules.spec["play"]["first_lead"]["rule"], self.dealer, taker)
        self.turn = self.leader
        self.declared = {s: found for s in range(rules.table.n)
                         if (found := find_declarations(rules, self.contract, self.hands[s], s))}
        self._belote_cards = belote_cards(rules, self.contract)
        if self._belote_cards:
            both = sum(1 << c for c in self._belote_cards)
            self._belote_holder = next((s for s, h in enumerate(self.hands) if h & both == both), None)

    # -- play ----------------------------------------------------------------------------------
    def legal(self, seat: int) -> int:
        if self.phase != "playing" or seat != self.turn or self.contract is None:
            return 0
        return legal_mask(self.rules, self.contract, self.hands[seat], self.trick, seat)

    def check_play(self, seat: int, card: int) -> None:
        if self.phase != "playing" or self.contract is None:
            raise IllegalAction("phase", f"no card can be played during the {self.phase} phase")
        if seat != self.turn:
            raise IllegalAction("turn", f"it is {self.rules.table.seats[self.turn]}'s turn to play")
        if not self.hands[seat] >> card & 1:
            name, who = self.rules.deck.name(card), self.rules.table.seats[seat]
            raise IllegalAction("card-not-in-hand", f"{name} is not in {who}'s hand")
        rule = broken_rule(self.rules, self.contract, self.hands[seat], self.trick, seat, card)
        if rule:
            legal = self.rules.deck.format(self.rules.deck.unmask(self.legal(seat)))
            raise IllegalAction(rule, f"{self.rules.deck.name(card)} breaks {rule.rsplit('/', 1)[-1]}; legal: {legal}")

    def play(self, seat: int, card: int, say: str | None = None) -> None:
        self.check_play(seat, card)
        if say is not None and say.strip().lower() not in WORDS:
            raise IllegalAction("say", f"only {' or '.join(WORDS)} can be said with a card, not {say!r}")
        assert self.contract is not None
        self.hands[seat] &= ~(1 << card)
        self.hands_list[seat].remove(card)
        if card in self._belote_cards and seat == self._belote_holder:
            self._belote.setdefault(seat, []).append((card, say))
        self.trick.append((seat, card))
        if len(self.trick) < self.rules.table.n:
            self.turn = self.rules.table.next(seat)
            return
        winner = trick_winner(self.rules, self.contract, self.trick)
        self.tricks.append((winner, [c for _, c in self.trick]))
        self.trick = []
        self.turn = self.leader = winner
        if not any(self.hands):
            self._finish()

    def _finish(self) -> None:
        assert self.contract is not None and self.taker is not None
        plays = [BelotePlay(s, tuple(c for c, _ in v), tuple(w for _, w in v)) for s, v in self._belote.items()]
        first = self.rules.table.position(self.rules.spec["bidding"]["first_speaker"], self.dealer)
        declared = declaration_points(self.rules, self.contract, self.declared, first)
        self.score = score_deal(self.rules, self.contract, self.taker, self.tricks, plays, declared, self.held_in)
        self.phase = "done"
        self.turn = None

    def next_dealer(self) -> int:
        return self.rules.table.position(self.rules.spec["dealing"]["next_dealer"]["rule"], self.dealer, self.taker)

    # -- views ---------------------------------------------------------------------------------
    def state(self) -> dict[str, Any]:
        """The deal as JSON: what an engine reports through the protocol."""
        deck, table = self.rules.deck, self.rules.table
        out: dict[str, Any] = {
            "phase": self.phase,
            "dealer": table.seats[self.dealer],
            "turn": table.seats[self.turn] if self.turn is not None else None,
            "turned_card": deck.name(self.turned) if self.turned is not None else None,
            "hands": {table.seats[s]: [deck.name(c) for c in self.hands_list[s]] for s in range(table.n)},
            "bids": [
                {"seat": table.seats[s], "action": "take" if b.take else "pass"}
                | ({"kind": b.kind} if b.take else {})
                | ({"suit": deck.suits[b.suit]} if b.take and b.suit is not None else {})
                for s, b in self.bidding.history
            ],
            "contract": None,
            "trick": [{"seat": table.seats[s], "card": deck.name(c)} for s, c in self.trick],
            "tricks": [{"winner": table.seats[w], "cards": [deck.name(c) for c in cs]} for w, cs in self.tricks],
            "next_dealer": table.seats[self.next_dealer()] if self.phase in ("done", "cancelled") else None,
        }
        if self.contract is not None and self.taker is not None:
            out["contract"] = self.contract.describe(self.rules) | {"taker": table.seats[self.taker]}
        if self.score is not None:
            out["result"] = score_json(self.rules, self.score)
        return out


def score_json(rules: Rules, score: DealScore) -> dict[str, Any]:
    teams = rules.table.teams
    return {
        "outcome": score.outcome,
        "scores": {teams[t]: score.scores[t] for t in range(len(teams))},
        "held": score.held,
        "capot": teams[score.capot] if score.capot is not None else None,
        "breakdown": {teams[t]: score.breakdown[t] for t in range(len(teams))},
    }
