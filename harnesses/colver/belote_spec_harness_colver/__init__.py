"""colver 0.11.1 (PyPI `colver`, MIT; Rust core, PyO3 bindings) behind the engine interface.

colver plays Belote contrée. Its Python layer is the native `colver.Env` (type stubs in
`colver/_colver.pyi`): a deal is built with `Env.deal_with_hands(dealer, hands)`, a contract with
`set_contract(trump, value, team, coinche)` or by bidding, and every action is an integer passed to
`step` (0 pass, 1-36 bids, 37-40 capot, 41 coinche, 42 surcoinche; 0-31 a card). Every answer below is
read from such an `Env`: the adapter builds the position, asks the engine, and translates.

Translation. Cards are colver's indices (`Env.card_name`: spades 0-7, hearts 8-15, diamonds 16-23,
clubs 24-31). Seats are colver's indices 0-3, which play in the order 0, 1, 2, 3 and pair 0-2 and 1-3;
colver names them N, E, S, W (its CFN strings), which would be clockwise. It has no physical table, so
seats are mapped by position in the play order onto the kit's counter-clockwise table: 0 = N, 1 = W,
2 = S, 3 = E (N and S keep their names; colver's "E" is the kit's W).

Claimed variant: `coinche`. colver has no declarations (annonces), no match (the rotation of the dealer
and the running score live outside `Env`) and cannot deal a given pack (it takes hands): those raise
`Unsupported`, except that a deal started from a pack is split 8 cards a seat by the adapter (stated in
the findings, docs/engines/colver.md), so that the auction can still be driven.

    belote-spec conformance --engine python:belote_spec_harness_colver:Engine --variant coinche
"""

from __future__ import annotations

import itertools
import secrets
from dataclasses import dataclass, field
from pathlib import Path
from types import MappingProxyType
from typing import Any

from belote_spec.protocol.adapter import TrickIn, claimed_variants, read_deal, seeded_deck, split_card
from belote_spec.protocol.interface import Adapter, Rejected, Unsupported

try:  # a dependency of this package; a copy of the folder put on sys.path may lack it
    import colver as _colver
except ImportError as e:  # pragma: no cover - exercised only without the engine
    raise ImportError("colver is not installed: pip install -e harnesses/colver") from e

Json = dict[str, Any]
Env = _colver.Env

_HERE = Path(__file__).resolve().parent
#: harnesses/claims.json: a wheel of this package carries it beside this module, a checkout two folders up.
CLAIMS = _HERE / "claims.json" if (_HERE / "claims.json").is_file() else _HERE.parents[1] / "claims.json"
VARIANTS = claimed_variants(CLAIMS, "colver")
SEATS = ("N", "W", "S", "E")  # colver seat index -> kit seat, in colver's play order 0, 1, 2, 3
TEAMS = ("NS", "EW")  # colver's team of a seat is seat % 2
_SUIT_SYMBOL = {"♠": "S", "♥": "H", "♦": "D", "♣": "C"}
# colver's own card names ("10♥") read once into kit names ("10H") and back
_NAMES = [Env.card_name(i)[:-1] + _SUIT_SYMBOL[Env.card_name(i)[-1]] for i in range(32)]
_INDEX = {n: i for i, n in enumerate(_NAMES)}
_TRUMP = {"S": 0, "H": 1, "D": 2, "C": 3}  # set_contract's trump: the suit order of the card indices
_TRUMP_LETTER = {v: k for k, v in _TRUMP.items()}


# -- translation --------------------------------------------------------------------------------------
def to_card(text: Any) -> int:
    rank, suit = split_card(text)
    return _INDEX[rank + suit]


def name(c: int) -> str:
    return _NAMES[c]


def to_seat(text: Any) -> int:
    if text not in SEATS:
        raise Rejected("seat", f"no seat {text!r}: the seats are N, W, S, E")
    return SEATS.index(text)


def to_trump(c: Any) -> int:
    """colver knows suit contracts only (no Sans Atout or Tout Atout)."""
    if isinstance(c, dict) and c.get("kind") == "suit" and c.get("trump") in _TRUMP:
        return _TRUMP[c["trump"]]
    raise Unsupported(f"colver plays suit contracts only, not {c!r}")


def _read_action(a: int) -> Json:
    """colver's name for a bidding action (`Env.action_name`: "Pass", "90♥", "Capot♠", "Coinche",
    "Surcoinche") as a kit bid."""
    text = Env.action_name(a, 0)
    words = {"Pass": "pass", "Coinche": "double", "Surcoinche": "redouble"}
    if text in words:
        return {"action": words[text]}
    value, suit = text[:-1], _SUIT_SYMBOL[text[-1]]
    if value == "Capot":
        return {"action": "bid", "kind": "suit", "suit": suit, "capot": True}
    return {"action": "bid", "kind": "suit", "suit": suit, "points": int(value)}


def _key(bid: Json) -> tuple[Any, ...]:
    return (
        bid.get("action"),
        bid.get("kind"),
        bid.get("suit"),
        bid.get("points") if not bid.get("capot") else None,
        bool(bid.get("capot")),
    )


_ACTIONS = {a: _read_action(a) for a in range(43)}  # colver's 43 bidding actions (METADATA: Action Encoding)
_BY_BID = {_key(b): a for a, b in _ACTIONS.items()}
PASS, COINCHE, SURCOINCHE = (_BY_BID[_key({"action": w})] for w in ("pass", "double", "redouble"))


def bid_action(bid: Any) -> int | None:
    """A kit bid as colver's action number, or None when colver has no such action (read from colver's
    own names for its actions)."""
    return _BY_BID.get(_key(bid)) if isinstance(bid, dict) else None


def _action_json(seat: int, action: int) -> Json:
    return {"seat": SEATS[seat]} | _ACTIONS[action]


def _playing(trump: int, leader: int, hands: list[list[int]], value: int = 80, team: int = 0, coinche: int = 0) -> Any:
    """An Env in its play phase with `leader` to lead: colver's first leader is the dealer's next seat."""
    env = Env.deal_with_hands((leader - 1) % 4, hands)
    env.set_contract(trump, value, team, coinche)
    env.set_phase_playing()
    return env


def _trick_plays(trick: Any) -> list[tuple[int, int]]:
    if not isinstance(trick, list):
        raise Rejected("input", f"a trick is a list of {{seat, card}}, not {trick!r}")
    return [(to_seat(p.get("seat")), to_card(p.get("card"))) for p in trick]


def _position(contract: Json, plays: list[tuple[int, int]], leader: int, hand: dict[int, list[int]]) -> Any:
    """The Env after the cards of the trick so far, each seat holding its card and `hand`'s cards."""
    hands: list[list[int]] = [list(hand.get(s, [])) for s in range(4)]
    for s, c in plays:
        if c not in hands[s]:
            hands[s].append(c)
    return _after(_playing(to_trump(contract), leader, hands), plays)


def _after(env: Any, plays: list[tuple[int, int]]) -> Any:
    """`env` after these cards; colver plays seats in turn, so a trick out of that order cannot be built."""
    for s, c in plays:
        if env.current_player() != s:
            raise Unsupported(f"colver has {SEATS[env.current_player()]} play here, not {SEATS[s]}")
        env.step(c)
    return env


def _winner(trump: int, plays: list[tuple[int, int]]) -> int:
    """The seat colver makes lead after these four cards (`get_trick_lead`), on a fresh Env."""
    hands: list[list[int]] = [[] for _ in range(4)]
    for s, c in plays:
        hands[s].append(c)
    return _after(_playing(trump, plays[0][0], hands), plays).get_trick_lead()


def broken_duty(hand: list[int], plays: list[tuple[int, int]], trump: int, played: int) -> str:
    """The obligation a card outside colver's legal set breaks, named from the position: colver only
    reports a legal set (`Env.legal_actions`)."""

    def suit(c: int) -> int:
        return c // 8

    led = suit(plays[0][1])
    if suit(played) != led and any(suit(c) == led for c in hand):
        return "/play/obligations/follow_suit"
    if led == trump:
        return "/play/obligations/overtrump_when_trump_led"
    if suit(played) == trump or any(suit(c) == trump for _, c in plays):
        return "/play/obligations/overtrump_on_ruff"
    return "/play/obligations/trump_when_void"


@dataclass
class _Deal:
    env: Any
    dealer: int
    plays: list[tuple[int, int]] = field(default_factory=list)  # every card played, for the state's tricks


class Engine(Adapter):
    """colver 0.11.1, in process."""

    name = f"colver {_colver.__version__} (via belote_spec_harness_colver)"
    engine = "colver"
    variants = VARIANTS
    skipped = MappingProxyType(
        {
            "declarations": "colver has no declarations (annonces): its state tracks belote only",
            "declaration_scores": "colver has no declarations (annonces)",
            "next_dealer": "colver's Env plays one deal: who deals next is decided outside the engine",
            "match_after_deal": "colver's Env plays one deal: the match is kept outside the engine",
        }
    )  # claim, discard and exchange: "colver has no claim", ...

    def __init__(self) -> None:
        self._deals: dict[str, _Deal] = {}
        self._ids = itertools.count(1)

    # -- stateless -----------------------------------------------------------------------------------
    def legal_cards(self, variant: str, contract: Json, hand: list[str], trick: list[Json], seat: str) -> list[str]:
        self._check(variant)
        who, plays = to_seat(seat), _trick_plays(trick)
        cards = [to_card(c) for c in hand]
        env = _position(contract, plays, plays[0][0] if plays else who, {who: cards})
        if env.current_player() != who:
            raise Unsupported(f"colver has {SEATS[env.current_player()]} play after this trick, not {seat}")
        return [name(c) for c in env.legal_actions()]

    def trick_winner(self, variant: str, contract: Json, trick: list[Json]) -> str:
        """The seat colver makes lead the next trick (`get_trick_lead` after the fourth card)."""
        self._check(variant)
        plays = _trick_plays(trick)
        if len(plays) != 4:
            raise Unsupported("colver resolves a trick of four cards only")
        return SEATS[_winner(to_trump(contract), plays)]

    def card_points(self, variant: str, contract: Json, card: str) -> int:
        """The points colver gives a first trick of this card and three sevens and eights of the other
        suits (`get_points`, both sides added)."""
        self._check(variant)
        trump, c = to_trump(contract), to_card(card)
        fillers = [i for i in range(32) if i % 8 < 2 and i // 8 not in (c // 8, trump)][:3]
        if len(fillers) < 3:
            fillers += [i for i in range(32) if i % 8 < 2 and i != c and i not in fillers][: 3 - len(fillers)]
        plays = list(zip(range(4), [c, *fillers], strict=True))
        env = _position(contract, plays, 0, {})
        return sum(env.get_points())

    def score_deal(self, variant: str, deal: Json) -> Json:
        """The deal replayed card by card through an Env (`step`) and scored by colver at its end
        (`rewards`, `get_tricks_won`): colver finds the trick winners, the dix de der, the capot and the
        belote itself."""
        self._check(variant)
        d = read_deal(deal)
        if d.declarations:
            raise Unsupported("colver has no declarations (annonces)")
        if d.penalties or d.set_aside or d.held:
            raise Unsupported("colver has no penalties, set-aside cards or points held over")
        coinche = {1: 0, 2: 1, 4: 2}.get(d.multiplier)
        if coinche is None:
            raise Rejected("input", f"colver coinches (×2) and surcoinches only, not ×{d.multiplier}")
        trump = to_trump(d.contract)
        taker = to_seat(d.taker)
        value = 250 if d.contract.get("capot") else d.contract.get("points")
        if not isinstance(value, int) or value <= 0:
            raise Unsupported("colver scores a contract bid in points (80 to 160, or capot) only")
        tricks = [self._seated(t, trump) for t in d.tricks]
        if not tricks:
            raise Rejected("input", "a deal to score has its tricks")
        hands: list[list[int]] = [[] for _ in range(4)]
        for t in tricks:
            for s, c in t:
                hands[s].append(c)
        env = _playing(trump, tricks[0][0][0], hands, value, taker % 2, coinche)
        for k, t in enumerate(tricks):
            by_seat = dict(t)
            for _ in t:
                who = env.current_player()
                if who not in by_seat:
                    raise Unsupported(f"trick {k + 1} cannot be replayed: colver has {SEATS[who]} to play")
                env.step(by_seat.pop(who))
        if env.phase() != 2:
            raise Unsupported("colver scores a deal of eight tricks only")
        return self._result(env)

    @staticmethod
    def _seated(t: TrickIn, trump: int) -> list[tuple[int, int]]:
        """Protocol 2 gives the seats. Protocol 1 gives the cards in the order played and the winner: the
        seats are those for which colver's own trick winner is that winner, in play order."""
        cards = [to_card(c) for c in t.cards]
        if t.seats is not None:
            return [(to_seat(s), c) for s, c in zip(t.seats, cards, strict=True)]
        if t.winner is None or len(cards) != 4:
            raise Rejected("input", "a trick without seats has four cards and names its winner")
        leader = (to_seat(t.winner) - _winner(trump, list(enumerate(cards)))) % 4
        return [((leader + i) % 4, c) for i, c in enumerate(cards)]

    @staticmethod
    def _result(env: Any) -> Json:
        contract = env.get_contract()
        taker, defence = contract["team"], 1 - contract["team"]
        scores = [int(x) for x in env.rewards()]
        tricks = env.get_tricks_won()
        capot = next((TEAMS[t] for t in (0, 1) if tricks[t] == 8), None)
        return {
            "outcome": "made" if scores[taker] > 0 else "failed",
            "scores": {TEAMS[taker]: scores[taker], TEAMS[defence]: scores[defence]},
            "held": 0,
            "capot": capot,
            "match_winner": None,
            "match_points": None,
            "breakdown": {
                TEAMS[t]: {"cards": env.get_points()[t], "belote": 20 * (env.get_belote()[t] == 2)} for t in (0, 1)
            },
        }

    # -- stateful ------------------------------------------------------------------------------------
    def new_deal(
        self,
        variant: str,
        dealer: str,
        deck: list[str] | None = None,
        seed: int | None = None,
        match_score: dict[str, int] | None = None,
    ) -> str:
        """colver takes hands, not a pack (`Env.deal_with_hands`): the adapter gives each seat, from the
        one after the dealer in colver's order, the next 8 cards of the pack (its own convention)."""
        self._check(variant)
        who = to_seat(dealer)
        if deck is None:
            deck = seeded_deck(seed if seed is not None else secrets.randbits(32))
        try:
            cards = [to_card(c) for c in deck] if isinstance(deck, list) else []
        except Rejected as r:
            raise Rejected("deck", r.message) from None
        if sorted(cards) != list(range(32)):
            raise Rejected("deck", "a deck is the 32 cards, each once")
        hands: list[list[int]] = [[] for _ in range(4)]
        for k in range(4):
            hands[(who + 1 + k) % 4] = cards[8 * k : 8 * k + 8]
        handle = f"colver-{next(self._ids)}"
        self._deals[handle] = _Deal(Env.deal_with_hands(who, hands), who)
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
        """colver's own entry point, `Env.deal_with_hands`: each seat's 8 cards, nothing left to deal."""
        self._check(variant)
        who = to_seat(dealer)
        try:
            by_seat = {to_seat(s): [to_card(c) for c in cards] for s, cards in hands.items()}
        except (Rejected, AttributeError, TypeError) as e:
            raise Rejected("deck", getattr(e, "message", str(e))) from None
        if (
            len(by_seat) != 4
            or turned is not None
            or stock
            or sorted(c for cards in by_seat.values() for c in cards) != list(range(32))
        ):
            raise Rejected("deck", "colver deals all 32 cards, 8 to each seat, before the auction")
        handle = f"colver-{next(self._ids)}"
        self._deals[handle] = _Deal(Env.deal_with_hands(who, [by_seat[s] for s in range(4)]), who)
        return handle

    def _deal(self, handle: str) -> _Deal:
        if handle not in self._deals:
            raise Rejected("handle", f"no deal {handle!r}")
        return self._deals[handle]

    def bid(self, handle: str, seat: str, bid: Json) -> None:
        env = self._deal(handle).env
        if env.phase() != 0:
            raise Rejected("phase", "colver's auction is over")
        who = to_seat(seat)
        if who != env.current_player():
            raise Rejected("turn", f"it is {SEATS[env.current_player()]}'s turn to bid")
        if not isinstance(bid, dict) or bid.get("action") not in ("pass", "bid", "double", "redouble"):
            raise Rejected("bid", f"colver's auction has no {bid!r}: one passes, bids, coinches or surcoinches")
        action = bid_action(bid)
        legal = env.legal_actions()
        if action is None or action not in legal:
            raise Rejected(self._refused_bid(env, bid, action), f"colver does not allow {bid} now")
        env.step(action)

    @staticmethod
    def _refused_bid(env: Any, bid: Any, action: int | None) -> str:
        """Which auction rule a bid colver refuses breaks, from what colver allows instead."""
        what = bid.get("action") if isinstance(bid, dict) else None
        if what in ("double", "redouble"):
            return "/bidding/auction/doubling"
        if action is None:
            return (
                "/bidding/auction/points"
                if isinstance(bid, dict) and bid.get("kind") == "suit"
                else "/bidding/auction/contracts"
            )
        if any(a in (COINCHE, SURCOINCHE) for _, a in env.get_bid_history()):
            return "/bidding/auction/doubling"
        return "/bidding/auction/raise_by"

    def play(self, handle: str, seat: str, card: str, say: str | None = None) -> None:
        """`say` is not passed on: colver counts belote by itself when the holder plays both cards."""
        deal = self._deal(handle)
        env = deal.env
        if env.phase() != 1:
            raise Rejected("phase", "no card can be played outside colver's play phase")
        who, c = to_seat(seat), to_card(card)
        if who != env.current_player():
            raise Rejected("turn", f"it is {SEATS[env.current_player()]}'s turn to play")
        hand = env.get_hands()[who]
        if c not in hand:
            raise Rejected("card-not-in-hand", f"{seat} does not hold {card}")
        if c not in env.legal_actions():
            trick = env.get_current_trick()
            lead = env.get_trick_lead()
            plays = [((lead + i) % 4, trick[(lead + i) % 4]) for i in range(4) if trick[(lead + i) % 4] >= 0]
            raise Rejected(
                broken_duty(hand, plays, env.get_contract()["trump"], c), f"colver: {card} is not legal for {seat}"
            )
        env.step(c)
        deal.plays.append((who, c))

    def state(self, handle: str) -> Json:
        d = self._deal(handle)
        env = d.env
        phase = env.phase()
        history = env.get_bid_history()
        contract = env.get_contract() if phase > 0 else {}
        cancelled = phase == 2 and not contract.get("value")
        out: Json = {
            "phase": "cancelled" if cancelled else ("bidding", "playing", "done")[phase],
            "dealer": SEATS[d.dealer],
            "turn": SEATS[env.current_player()] if phase < 2 else None,
            "turned_card": None,
            "hands": {SEATS[s]: [name(c) for c in h] for s, h in enumerate(env.get_hands())},
            "bids": [_action_json(s, a) for s, a in history],
            "contract": None,
            "trick": [],
            "tricks": [],
            "next_dealer": None,
        }
        if contract.get("value"):
            bidders = [s for s, a in history if _ACTIONS[a]["action"] == "bid"]
            out["contract"] = {
                "kind": "suit",
                "trump": _TRUMP_LETTER[contract["trump"]],
                "taker": SEATS[bidders[-1]] if bidders else TEAMS[contract["team"]],
            }
            if contract["coinche"]:
                out["contract"]["multiplier"] = 2 * contract["coinche"]
            if contract["value"] >= 250:
                out["contract"]["capot"] = True
            else:
                out["contract"]["points"] = contract["value"]
        if phase == 1:
            trick, lead = env.get_current_trick(), env.get_trick_lead()
            out["trick"] = [
                {"seat": SEATS[(lead + i) % 4], "card": name(trick[(lead + i) % 4])}
                for i in range(4)
                if trick[(lead + i) % 4] >= 0
            ]
        done = d.plays[: len(d.plays) - len(d.plays) % 4]
        out["tricks"] = [
            {
                "winner": SEATS[_winner(contract["trump"], done[k : k + 4])],
                "cards": [name(c) for _, c in done[k : k + 4]],
            }
            for k in range(0, len(done), 4)
        ]
        if phase == 2 and not cancelled:
            out["result"] = self._result(env)
        return out


__all__ = ["VARIANTS", "Engine"]
