"""belote-cli 4.9.6 (PyPI `belote-cli`, MIT) behind the engine interface.

belote-cli is a terminal game whose rules live in pure functions over a frozen `GameState`
(`belote.game`, `belote.scoring`, `belote.deck`). Every answer below comes from calling them; the
adapter translates cards (`Card(Suit, Rank)`), seats (`Seat.SOUTH=0, EAST, NORTH, WEST`: the same
S-E-N-W play order as the kit's counter-clockwise table, so seats map by name), contracts
(`trump` + `contract`: a suit, `sans_atout`, `tout_atout`) and errors.

Two rules belote-cli keeps outside its game layer are read from where it keeps them, with a comment
citing the line: which bids a round offers (`belote/ui/prompts.py`, the bid prompt) and the match
target (`belote/config.py`). Claimed variants: `french` and `french-sans-atout` (it has the classic
turned-card game with Sans Atout and Tout Atout in round 2). It has no auction in points (its coinche
is a ×2/×4 on a turned-card contract chosen by its UI), so it does not claim `coinche`.

    belote-spec conformance --engine python:belote_spec_harness_belote_cli:Engine --variant french
"""

from __future__ import annotations

import itertools
import random  # only for _DeckOrder: belote.game.start_round takes a random.Random
import secrets
from dataclasses import dataclass, field, replace
from pathlib import Path
from types import MappingProxyType
from typing import Any

from belote_spec.protocol.adapter import TrickIn, claimed_variants, read_deal, seeded_deck, split_card
from belote_spec.protocol.interface import Adapter, Rejected, Unsupported

try:  # a dependency of this package; a copy of the folder put on sys.path may lack it
    from belote import deck as bdeck
    from belote import game as bgame
    from belote import scoring as bscore
    from belote.config import GLOBAL_CONFIG
    from belote.deck import Card, Contract, Rank, Suit
    from belote.game import GameState, IllegalMoveError, Phase, Seat, TrickCard
except ImportError as e:  # pragma: no cover - exercised only without the engine
    raise ImportError("belote-cli is not installed: pip install -e harnesses/belote-cli") from e

Json = dict[str, Any]

_HERE = Path(__file__).resolve().parent
#: harnesses/claims.json: a wheel of this package carries it beside this module, a checkout two folders up.
CLAIMS = _HERE / "claims.json" if (_HERE / "claims.json").is_file() else _HERE.parents[1] / "claims.json"
VARIANTS = claimed_variants(CLAIMS, "belote_cli")
_SUITS = {"S": Suit.SPADES, "H": Suit.HEARTS, "D": Suit.DIAMONDS, "C": Suit.CLUBS}
_LETTER = {v: k for k, v in _SUITS.items()}
_RANKS = {r.value: r for r in Rank}
_SEATS = {"S": Seat.SOUTH, "E": Seat.EAST, "N": Seat.NORTH, "W": Seat.WEST}
_SEAT_NAME = {v: k for k, v in _SEATS.items()}
_TEAMS = ("NS", "EW")  # belote.game.team_of: 0 = NS, 1 = EW
_PHASES = {Phase.BIDDING: "bidding", Phase.PLAYING: "playing", Phase.SCORING: "done", Phase.DEAL: "cancelled"}


# -- translation: one function each way for cards, seats and contracts --------------------------------
def to_card(text: Any) -> Card:
    rank, suit = split_card(text)
    return Card(_SUITS[suit], _RANKS[rank])


def name(c: Card) -> str:
    return f"{c.rank.value}{_LETTER[c.suit]}"


def to_seat(text: Any) -> Seat:
    if text not in _SEATS:
        raise Rejected("seat", f"no seat {text!r}: belote-cli seats are S, E, N, W")
    return _SEATS[text]


def to_contract(c: Any) -> tuple[Suit | None, str]:
    """A kit contract as belote-cli's (`state.trump`, `state.contract`), as `place_bid` sets them
    (belote/game.py:423-432)."""
    kind = c.get("kind") if isinstance(c, dict) else None
    if kind == "suit" and c.get("trump") in _SUITS:
        return _SUITS[c["trump"]], Contract.NORMAL
    if kind == "no_trumps":
        return None, Contract.SANS_ATOUT
    if kind == "all_trumps":
        return Suit.TOUT_ATOUT, Contract.TOUT_ATOUT
    raise Rejected("input", f"belote-cli has no contract {c!r}")


def _contract_json(state: GameState) -> Json | None:
    if state.taker is None:
        return None
    if state.contract == Contract.SANS_ATOUT:
        out: Json = {"kind": "no_trumps"}
    elif state.contract == Contract.TOUT_ATOUT:
        out = {"kind": "all_trumps"}
    else:
        out = {"kind": "suit", "trump": _LETTER[state.trump]}
    return out | {"taker": _SEAT_NAME[state.taker]}


def _cards(texts: Any) -> tuple[Card, ...]:
    if not isinstance(texts, list):
        raise Rejected("input", f"cards come as a list, not {texts!r}")
    return tuple(to_card(t) for t in texts)


def _trick(plays: Any) -> tuple[TrickCard, ...]:
    if not isinstance(plays, list):
        raise Rejected("input", f"a trick is a list of {{seat, card}}, not {plays!r}")
    return tuple(TrickCard(to_seat(p.get("seat")), to_card(p.get("card"))) for p in plays)


def _playing_state(c: Json, hands: dict[Seat, tuple[Card, ...]], trick: tuple[TrickCard, ...] = ()) -> GameState:
    trump, kind = to_contract(c)
    return GameState(
        hands=tuple(hands.get(s, ()) for s in Seat),
        trump=trump,
        contract=kind,
        phase=Phase.PLAYING,
        current_trick=trick,
    )


# -- which rule a refused card breaks ----------------------------------------------------------------
def broken_duty(state: GameState, who: Seat, played: Card) -> str:
    """The obligation a card outside belote-cli's legal set breaks, named from the shape of that set:
    belote-cli's `play_card` only says "not a legal move" (belote/game.py:1052-1054)."""
    hand, trick = state.hand_of(who), state.current_trick
    led = trick[0].card.suit
    is_trump = (lambda c: True) if state.trump == Suit.TOUT_ATOUT else (lambda c: c.suit == state.trump)
    if played.suit != led and any(c.suit == led for c in hand):
        return "/play/obligations/follow_suit"
    if is_trump(trick[0].card):
        return "/play/obligations/overtrump_when_trump_led"
    legal = bgame.legal_cards(state, who)
    trumped = [tc for tc in trick if is_trump(tc.card)]
    if is_trump(played):
        return "/play/obligations/overtrump_on_ruff"
    if trumped and not any(
        bdeck.trick_rank(c, state.trump) > max(bdeck.trick_rank(t.card, state.trump) for t in trumped) for c in legal
    ):
        return "/play/obligations/undertrump_when_cannot_overtrump"
    return "/play/obligations/trump_when_void"


# -- a deal driven action by action ------------------------------------------------------------------
class _DeckOrder(random.Random):
    """An rng whose shuffle lays the pack out in a given order, so `belote.game.start_round` deals it."""

    def __init__(self, order: list[Card]) -> None:
        super().__init__(0)
        self.order = order

    def shuffle(self, x: list[Any]) -> None:  # type: ignore[override]
        x[:] = self.order


@dataclass
class _Deal:
    state: GameState
    dealer: Seat
    turned: Card | None  # place_bid forgets the up card once taken (game.py:475); the state still shows it
    bids: list[Json] = field(default_factory=list)
    result: Json | None = None


def _offered_bids(state: GameState) -> list[Any]:
    """The bids a round offers, as belote-cli's bid prompt lists them (belote/ui/prompts.py:218-223):
    round 1 the turned card's suit or pass; round 2 another suit, Tout Atout, Sans Atout or pass.
    `place_bid` itself only refuses Sans/Tout Atout in round 1 (belote/game.py:402-406)."""
    up = state.up_card.suit if state.up_card is not None else None
    if state.bidding_round == 1:
        return [up, None]
    others = [s for s in (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS) if s != up]
    return [*others, Suit.TOUT_ATOUT, bgame.SANS_ATOUT_BID, None]


class Engine(Adapter):
    """belote-cli 4.9.6, in process."""

    name = "belote-cli 4.9.6 (via belote_spec_harness_belote_cli)"
    engine = "belote-cli"
    variants = VARIANTS
    # claim and discard: the default reason ("belote-cli has no claim")
    skipped = MappingProxyType({"exchange": "belote-cli has no exchange of the turned card"})

    def __init__(self) -> None:
        self._deals: dict[str, _Deal] = {}
        self._ids = itertools.count(1)

    # -- stateless -----------------------------------------------------------------------------------
    def legal_cards(self, variant: str, contract: Json, hand: list[str], trick: list[Json], seat: str) -> list[str]:
        self._check(variant)
        who = to_seat(seat)
        state = _playing_state(contract, {who: _cards(hand)}, _trick(trick))
        return [name(c) for c in bgame.legal_cards(state, who)]

    def trick_winner(self, variant: str, contract: Json, trick: list[Json]) -> str:
        self._check(variant)
        trump, kind = to_contract(contract)
        won = bgame.trick_winner_seat(_trick(trick), trump, False, kind == Contract.SANS_ATOUT)
        if won is None:
            raise Rejected("input", "belote-cli names no winner for this trick")
        return _SEAT_NAME[won]

    def card_points(self, variant: str, contract: Json, card: str) -> int:
        self._check(variant)
        trump, _ = to_contract(contract)
        return bdeck.card_points(to_card(card), trump)

    def declarations(self, variant: str, contract: Json, hand: list[str], seat: str) -> list[Json]:
        """belote-cli finds sequences and carrés in every hand, under every contract
        (belote/scoring.py:1198-1209, 121-209), and scores them."""
        self._check(variant)
        to_seat(seat)
        cards = _cards(hand)
        out: list[Json] = []
        for s in bscore.detect_sequences(cards):
            out.append(
                {
                    "kind": "sequence",
                    "seat": seat,
                    "cards": [name(c) for c in s.cards],
                    "points": bscore._sequence_points(s),
                    "suit": _LETTER[s.suit],
                }
            )
        for k in bscore.detect_carres(cards):
            out.append(
                {"kind": "carre", "seat": seat, "cards": [name(c) for c in k.cards], "points": bscore._carre_points(k)}
            )
        return out

    def declaration_scores(
        self, variant: str, contract: Json, hands: dict[str, list[str]], dealer: str, taker: str | None = None
    ) -> dict[str, int]:
        """By `resolve_declarations` (the taker, given or named by the contract, breaks ties) and
        `_compute_declaration_points`, as `score_round` calls them (belote/scoring.py:1013-1029)."""
        self._check(variant)
        to_seat(dealer)
        state = _playing_state(contract, {to_seat(s): _cards(h) for s, h in hands.items()})
        if taker is None and isinstance(contract, dict) and "taker" in contract:
            taker = contract["taker"]
        seat = to_seat(taker) if taker is not None else None
        resolved = bscore.resolve_declarations(bscore._detect_all_declarations(state, state.trump), state.trump, seat)
        slot = seat or Seat.SOUTH  # which side is "taker" only labels the two sums below
        ctx = self._context(replace(state, taker=slot), [])
        mine, theirs = bscore._compute_declaration_points(ctx, resolved)
        team = bgame.team_of(slot)
        return {_TEAMS[team]: mine, _TEAMS[1 - team]: theirs}

    def _context(self, state: GameState, winners: list[Seat | None]) -> Any:
        team = bgame.team_of(state.taker)
        return bscore._ScoringContext(
            state=state,
            trump=state.trump,
            taker=state.taker,
            taker_team=team,
            defender_team=1 - team,
            is_sa=state.contract == Contract.SANS_ATOUT,
            winners=winners,
            tricks_ns=0,
            tricks_ew=0,
        )

    def score_deal(self, variant: str, deal: Json) -> Json:
        """The deal replayed into a finished `GameState` and scored by `score_round` and
        `coinche_adjusted_credits` (belote/scoring.py:955, 1078)."""
        self._check(variant)
        d = read_deal(deal)
        if d.penalties or d.set_aside:
            raise Unsupported("belote-cli has no penalties and sets no cards aside")
        trump, kind = to_contract(d.contract)
        tricks = tuple(self._seated(t, trump, kind) for t in d.tricks)
        hands: dict[Seat, list[Card]] = {s: [] for s in Seat}
        for t in tricks:
            for tc in t:
                hands[tc.seat].append(tc.card)
        levels = {1: 0, 2: 1, 4: 2}  # coinche_level: 0 normal, 1 coinched ×2, 2 surcoinched ×4 (game.py:235)
        if d.multiplier not in levels:
            raise Rejected("input", f"belote-cli multiplies by 2 or 4 only, not {d.multiplier}")
        state = GameState(
            hands=((),) * 4,
            initial_hands=tuple(tuple(hands[s]) for s in Seat),
            trump=trump,
            contract=kind,
            taker=to_seat(d.taker),
            phase=Phase.SCORING,
            completed_tricks=tricks,
            litige_points=d.held,
            coinche_level=levels[d.multiplier],
            belote_holders=self._belote_holders(trump, kind, hands),
        )
        winners = bgame.compute_trick_winners(state, trump, kind == Contract.SANS_ATOUT)
        state = replace(state, last_trick_winner=winners[-1] if winners else None)
        state = self._announce_belote(state, tricks)
        return self._result(state)

    def _seated(self, t: TrickIn, trump: Suit | None, kind: str) -> tuple[TrickCard, ...]:
        """Protocol 2 gives the seats. Protocol 1 gives the cards in the order played and the winner: the
        seats are those for which belote-cli's own trick winner is that winner, in play order."""
        cards = [to_card(c) for c in t.cards]
        if t.seats is not None:
            return tuple(TrickCard(to_seat(s), c) for s, c in zip(t.seats, cards, strict=True))
        if t.winner is None:
            raise Rejected("input", "a trick without seats names its winner")
        order = [Seat((i) % 4) for i in range(len(cards))]
        won = bgame.trick_winner_seat(
            tuple(TrickCard(s, c) for s, c in zip(order, cards, strict=True)), trump, False, kind == Contract.SANS_ATOUT
        )
        leader = to_seat(t.winner)
        for _ in range(order.index(won)):
            leader = leader.prev_seat()
        seats = [leader]
        while len(seats) < len(cards):
            seats.append(seats[-1].next_seat())
        return tuple(TrickCard(s, c) for s, c in zip(seats, cards, strict=True))

    @staticmethod
    def _belote_holders(trump: Suit | None, kind: str, hands: dict[Seat, list[Card]]) -> dict[Suit, Seat]:
        """Who holds King and Queen of trump, as `place_bid` records it (belote/game.py:440-452)."""
        holders: dict[Suit, Seat] = {}
        if kind == Contract.NORMAL and trump is not None:
            for s, h in hands.items():
                if Card(trump, Rank.KING) in h and Card(trump, Rank.QUEEN) in h:
                    holders[trump] = s
        return holders

    @staticmethod
    def _announce_belote(state: GameState, tricks: tuple[tuple[TrickCard, ...], ...]) -> GameState:
        """Each card passed through `_record_belote_announcement`, as `play_card` does (game.py:1074):
        belote-cli announces belote and rebelote by itself when the holder plays the cards."""
        for tc in (tc for t in tricks for tc in t):
            ctx = bgame._PlayContext(
                state=replace(state, turn=tc.seat),
                trump=state.trump,
                is_sa=state.contract == Contract.SANS_ATOUT,
                se_trump=False,
            )
            tracker, who, trump, _ = bgame._record_belote_announcement(ctx, tc.card)
            state = replace(state, belote_tracker=tracker, belote_announcer=who, belote_trump=trump)
        return state

    def _result(self, state: GameState) -> Json:
        b = bscore.score_round(state)
        taker_credit, defender_credit = bscore.coinche_adjusted_credits(b, state.coinche_level)
        taker, defence = _TEAMS[b.taker_team], _TEAMS[1 - b.taker_team]
        capot = None
        if b.is_capot:
            capot = defence if b.is_failed else taker
        return {
            "outcome": "tied" if b.is_litige else "failed" if b.is_failed else "made",
            "scores": {taker: taker_credit, defence: defender_credit},
            "held": b.litige_points_awarded if b.is_litige else 0,
            "capot": capot,
            "match_winner": None,
            "match_points": None,
            "breakdown": {
                taker: {"cards": b.table_taker_pts, "declarations": b.taker_declarations, "belote": b.taker_belote},
                defence: {
                    "cards": b.table_defender_pts,
                    "declarations": b.defender_declarations,
                    "belote": b.defender_belote,
                },
            },
        }

    def next_dealer(
        self, variant: str, dealer: str, scores: dict[str, int] | None = None, cancelled: bool = False
    ) -> str:
        """The seat after the dealer, played (belote/scoring.py:1191) or redealt (belote/game.py:496)."""
        self._check(variant)
        return _SEAT_NAME[to_seat(dealer).next_seat()]

    def match_after_deal(
        self,
        variant: str,
        totals: dict[str, int],
        deal_scores: dict[str, int],
        capot: str | None = None,
        deals: int | None = None,
    ) -> Json:
        """`apply_round_score` adds the deal and ends the game at the target unless the sides are level
        (belote/scoring.py:1175-1180); the winner is the side ahead (belote/main.py:226). belote-cli plays
        to a target only: `deals` is not passed on (the engine has no count of deals)."""
        self._check(variant)
        b = bscore._empty_breakdown()
        b = replace(
            b, taker_team=0, taker_total=int(deal_scores.get("NS", 0)), defender_total=int(deal_scores.get("EW", 0))
        )
        state = GameState(
            hands=((),) * 4,
            team_scores=(int(totals.get("NS", 0)), int(totals.get("EW", 0))),
            target=GLOBAL_CONFIG.TARGET_SCORE,
        )
        after = bscore.apply_round_score(state, b)
        ns, ew = after.team_scores
        winner = None
        if after.phase == Phase.GAME_OVER:
            winner = "NS" if ns > ew else "EW"
        return {"totals": {"NS": ns, "EW": ew}, "winner": winner}

    # -- stateful ------------------------------------------------------------------------------------
    def new_deal(
        self,
        variant: str,
        dealer: str,
        deck: list[str] | None = None,
        seed: int | None = None,
        match_score: dict[str, int] | None = None,
    ) -> str:
        """The pack laid out in the given order and dealt by `belote.game.start_round`."""
        self._check(variant)
        who = to_seat(dealer)
        if deck is None:
            deck = seeded_deck(seed) if seed is not None else list(seeded_deck(secrets.randbits(32)))
        try:
            order = [to_card(c) for c in deck] if isinstance(deck, list) else None
        except Rejected as r:
            raise Rejected("deck", r.message) from None
        if order is None or sorted(map(name, order)) != sorted(map(name, bdeck.make_deck())):
            raise Rejected("deck", "a deck is the 32 cards, each once")
        state = bgame.start_round(GameState(hands=((),) * 4, dealer=who), _DeckOrder(order))
        handle = f"belote-cli-{next(self._ids)}"
        self._deals[handle] = _Deal(state, who, state.up_card)
        return handle

    def new_deal_from_hands(
        self,
        variant: str,
        dealer: str,
        hands: dict[str, list[str]],
        turned: str | None = None,
        stock: list[str] | None = None,
        match_score: dict[str, int] | None = None,
    ) -> str:
        """The hands, up card and undealt cards set in belote-cli's own round state (`GameState.hands`,
        `up_card`, `remaining_cards`, which `start_round` fills from its pack): no pack layout involved."""
        self._check(variant)
        who = to_seat(dealer)
        try:
            held = {to_seat(s): tuple(to_card(c) for c in cards) for s, cards in hands.items()}
            up = to_card(turned) if turned is not None else None
            rest = tuple(to_card(c) for c in stock or [])
        except (Rejected, AttributeError, TypeError) as e:
            raise Rejected("deck", getattr(e, "message", str(e))) from None
        every = [c for cards in held.values() for c in cards] + ([up] if up else []) + list(rest)
        if (
            len(held) != 4
            or any(len(cards) != 5 for cards in held.values())
            or up is None
            or sorted(map(name, every)) != sorted(map(name, bdeck.make_deck()))
        ):
            raise Rejected("deck", "belote-cli deals 5 cards to each of the 4 seats, turns one up and keeps 11")
        first = bgame.start_round(GameState(hands=((),) * 4, dealer=who), _DeckOrder(list(bdeck.make_deck())))
        initial = tuple(held[s] for s in sorted(held, key=lambda s: s.value))
        state = replace(first, hands=initial, initial_hands=initial, up_card=up, remaining_cards=rest)
        handle = f"belote-cli-{next(self._ids)}"
        self._deals[handle] = _Deal(state, who, up)
        return handle

    def _deal(self, handle: str) -> _Deal:
        if handle not in self._deals:
            raise Rejected("handle", f"no deal {handle!r}")
        return self._deals[handle]

    def bid(self, handle: str, seat: str, bid: Json) -> None:
        d = self._deal(handle)
        state = d.state
        if state.phase != Phase.BIDDING:
            raise Rejected("phase", f"no bidding during belote-cli's {state.phase.value} phase")
        who = to_seat(seat)
        if who != bgame.bidding_turn(state):
            raise Rejected("turn", f"it is {bgame.bidding_turn(state).name}'s turn to bid")
        value = self._bid_value(state, bid)
        rule = f"/bidding/rounds/{state.bidding_round - 1}/may_take"
        if value not in _offered_bids(state):
            raise Rejected(rule, f"belote-cli offers no {bid} in round {state.bidding_round}")
        try:
            after = bgame.place_bid(state, value)
        except IllegalMoveError as e:
            raise Rejected(rule, str(e)) from None
        entry: Json = {"seat": seat, "action": "pass" if value is None else "take"}
        if value is not None:
            entry |= {k: v for k, v in (_contract_json(after) or {}).items() if k != "taker"}
        d.bids.append(entry)
        d.state = after

    @staticmethod
    def _bid_value(state: GameState, bid: Any) -> Any:
        action = bid.get("action") if isinstance(bid, dict) else None
        if action == "pass":
            return None
        if action != "take":
            raise Rejected("bid", f"belote-cli has no {action!r} bid: one takes or passes")
        kind = bid.get("kind")
        if kind is None:
            if state.bidding_round != 1 or state.up_card is None:
                raise Rejected("bid", "in round 2 a taker names the contract")
            return state.up_card.suit
        if kind == "suit" and bid.get("suit") in _SUITS:
            return _SUITS[bid["suit"]]
        if kind == "no_trumps":
            return bgame.SANS_ATOUT_BID
        if kind == "all_trumps":
            return Suit.TOUT_ATOUT
        raise Rejected("bid", f"cannot read the bid {bid!r}")

    def play(self, handle: str, seat: str, card: str, say: str | None = None) -> None:
        """`say` is not passed on: belote-cli announces belote and rebelote by itself (game.py:902-949)."""
        d = self._deal(handle)
        state = d.state
        if state.phase != Phase.PLAYING:
            raise Rejected("phase", f"no card can be played during belote-cli's {state.phase.value} phase")
        who = to_seat(seat)
        if who != state.turn:
            raise Rejected("turn", f"it is {state.turn.name}'s turn to play")
        c = to_card(card)
        if c not in state.hand_of(who):
            raise Rejected("card-not-in-hand", f"{seat} does not hold {card}")
        if c not in bgame.legal_cards(state, who):
            raise Rejected(broken_duty(state, who, c), f"belote-cli: {c} is not a legal move for {who.name}")
        try:
            d.state = bgame.play_card(state, c)
        except IllegalMoveError as e:
            raise Rejected("/play/obligations", str(e)) from None
        if d.state.phase == Phase.SCORING:
            d.result = self._result(d.state)

    def state(self, handle: str) -> Json:
        d = self._deal(handle)
        s = d.state
        phase = _PHASES.get(s.phase, s.phase.value.lower())
        turn = None
        if s.phase == Phase.BIDDING:
            turn = _SEAT_NAME[bgame.bidding_turn(s)]
        elif s.phase == Phase.PLAYING:
            turn = _SEAT_NAME[s.turn]
        winners = bgame.compute_trick_winners(s, s.trump, s.contract == Contract.SANS_ATOUT) if s.taker else []
        out: Json = {
            "phase": phase,
            "dealer": _SEAT_NAME[d.dealer],
            "turn": turn,
            "turned_card": name(d.turned) if d.turned is not None else None,
            "hands": {_SEAT_NAME[x]: [name(c) for c in s.hand_of(x)] for x in Seat},
            "bids": list(d.bids),
            "contract": _contract_json(s) if s.phase != Phase.DEAL else None,
            "trick": [{"seat": _SEAT_NAME[tc.seat], "card": name(tc.card)} for tc in s.current_trick],
            "tricks": [
                {"winner": _SEAT_NAME[w] if w else None, "cards": [name(tc.card) for tc in t]}
                for t, w in zip(s.completed_tricks, winners, strict=False)
            ],
            # after a redeal place_bid has already moved the dealer on (game.py:496); after a played deal
            # apply_round_score does (scoring.py:1191)
            "next_dealer": (
                _SEAT_NAME[s.dealer]
                if s.phase == Phase.DEAL
                else _SEAT_NAME[s.dealer.next_seat()]
                if s.phase == Phase.SCORING
                else None
            ),
        }
        if d.result is not None:
            out["result"] = d.result
        return out


__all__ = ["VARIANTS", "Engine"]
