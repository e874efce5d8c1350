"""jass-kit 2.0.5 (PyPI `jass-kit`, HSLU; pure Python over numpy) behind the engine interface.

jass-kit is the Schieber rules engine a university teaches game AI with. Its rules are
`jass.game.rule_schieber.RuleSchieber` (legal cards, trick winner, trick points) and its deal is
`jass.game.game_sim.GameSim` (trump chosen or pushed by forehand, cards played one by one, points kept
per team). Every answer below is one of those calls: the adapter builds the position, asks, and
translates.

Translation. Cards are jass-kit's ids 0..35 (`jass.game.const.card_ids`: "DA", "H10", "S6"; suit first,
the kit writes rank first). Seats are jass-kit's NORTH=0, EAST=1, SOUTH=2, WEST=3; it plays
counter-clockwise (`next_player = [3, 0, 1, 2]`: N, W, S, E), the kit's own table, so seats map by name.
Teams: jass-kit's team 0 is N and S, 1 is E and W. Contracts: a suit (jass-kit's D=0, H=1, S=2, C=3),
`obenabe` (OBE_ABE=4) and `undenufe` (UNE_UFE=5); schieben is jass-kit's PUSH, a pass in the kit's call.

Claimed variant: `schieber`. jass-kit has no Weis, no Stöck, no Match bonus and no match target, and it
deals only at random (`game_util.deal_random_hand`): `declarations`, `declaration_scores`,
`match_after_deal` and `new_deal` from a pack are not offered (`operations`), and a deal's result
gives the scores only (`results`). Scores are jass-kit's own: card points and 5 for the last trick.

    belote-spec conformance --engine python:belote_spec_harness_jass_kit:Engine --variant schieber
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field
from pathlib import Path
from types import MappingProxyType
from typing import Any, ClassVar

from belote_spec.base.json_text import Json
from belote_spec.protocol.adapter import TrickIn, claimed_variants, read_deal
from belote_spec.protocol.interface import Adapter, Rejected, Unsupported

try:  # a dependency of this package; a copy of the folder put on sys.path may lack it
    import numpy as np
    from jass.game import const as jconst
    from jass.game.game_sim import GameSim
    from jass.game.game_util import trump_to_full
    from jass.game.rule_schieber import RuleSchieber
except ImportError as e:  # pragma: no cover - exercised only without the engine
    raise ImportError("jass-kit is not installed: pip install -e harnesses/jass-kit") from e

_HERE = Path(__file__).resolve().parent
#: harnesses/claims.json: a wheel of this package carries it beside this module, a checkout two folders up.
CLAIMS = _HERE / "claims.json" if (_HERE / "claims.json").is_file() else _HERE.parents[1] / "claims.json"
VARIANTS = claimed_variants(CLAIMS, "jass_kit")
VERSION = "2.0.5"
SEATS = ("N", "E", "S", "W")  # jass-kit's NORTH=0, EAST=1, SOUTH=2, WEST=3 (const.py:25-28)
TEAMS = ("NS", "EW")  # jass-kit's team of a seat (const.team: N and S 0, E and W 1)
_SUITS = "DHSC"  # jass-kit's suit order: the ids 0-8 are diamonds, 9-17 hearts, 18-26 spades, 27-35 clubs
_RANKS = ("6", "7", "8", "9", "10", "J", "Q", "K", "A")
_KINDS = {"obenabe": jconst.OBE_ABE, "undenufe": jconst.UNE_UFE}
_KIND_OF = {v: k for k, v in _KINDS.items()}
RULE = RuleSchieber()


# -- translation --------------------------------------------------------------------------------------
def to_card(text: Any) -> int:
    """A kit card ("10H", "6S") as jass-kit's id, through jass-kit's own names (`card_ids`: "H10")."""
    if isinstance(text, str) and len(text) >= 2:
        rank, suit = text[:-1].upper(), text[-1].upper()
        if rank in _RANKS and suit in _SUITS:
            return int(jconst.card_ids[suit + rank])
    raise Rejected("card", f"cannot read the card {text!r}")


def name(c: int) -> str:
    text = str(jconst.card_strings[c])
    return text[1:] + text[0]


def to_seat(text: Any) -> int:
    if text not in SEATS:
        raise Rejected("seat", f"no seat {text!r}: the seats are N, E, S, W")
    return SEATS.index(text)


def to_trump(c: Any) -> int:
    """A kit contract as jass-kit's trump: a suit's index, OBE_ABE or UNE_UFE."""
    kind = c.get("kind") if isinstance(c, dict) else None
    if kind == "suit" and c.get("trump") in tuple(_SUITS):
        return _SUITS.index(c["trump"])
    if kind in _KINDS:
        return _KINDS[kind]
    raise Unsupported(f"jass-kit plays a trump suit, Obenabe or Undenufe, not {c!r}")


def contract_json(trump: int) -> Json:
    if trump in _KIND_OF:
        return {"kind": _KIND_OF[trump]}
    return {"kind": "suit", "trump": _SUITS[trump]}


def one_hot(cards: list[int]) -> Any:
    hand = np.zeros(36, np.int32)
    hand[cards] = 1
    return hand


def _cards(texts: Any) -> list[int]:
    if not isinstance(texts, list):
        raise Rejected("input", f"cards come as a list, not {texts!r}")
    return [to_card(t) for t in texts]


def _trick_plays(trick: Any) -> list[tuple[int, int]]:
    if not isinstance(trick, list) or not all(isinstance(p, dict) for p in trick):
        raise Rejected("input", f"a trick is a list of {{seat, card}}, not {trick!r}")
    return [(to_seat(p.get("seat")), to_card(p.get("card"))) for p in trick]


def winner(trump: int, plays: list[tuple[int, int]]) -> int:
    """The seat `RuleSchieber.calc_winner` gives a trick of four led by its first seat."""
    return int(RULE.calc_winner(np.array([c for _, c in plays], np.int32), plays[0][0], trump))


def _suit(c: int) -> int:
    return int(jconst.color_of_card[c])


def broken_duty(hand: list[int], trick: list[int], trump: int, played: int) -> str:
    """The obligation a card outside jass-kit's legal set breaks, named from the position: jass-kit only
    gives the legal set (`get_valid_cards`)."""
    led = _suit(trick[0])
    jack = trump * 9 + jconst.J_offset if trump < 4 else -1
    holds_led = any(_suit(c) == led and c != jack for c in hand) if led == trump else any(_suit(c) == led for c in hand)
    if _suit(played) != led and holds_led and (trump >= 4 or _suit(played) != trump or led == trump):
        return "/play/obligations/follow_suit"
    return "/play/obligations/undertrump_ban"


@dataclass
class _Deal:
    sim: Any  # a GameSim
    dealer: int
    bids: list[Json] = field(default_factory=list)


class Engine(Adapter):
    """jass-kit 2.0.5, in process."""

    name = f"jass-kit {VERSION} (via belote_spec_harness_jass_kit)"
    engine = "jass-kit"
    variants = VARIANTS
    # What hello claims: the operations jass-kit answers, and the result fields it computes.
    operations = (
        "card_points",
        "end_deal",
        "legal_cards",
        "new_deal_from_hands",
        "next_dealer",
        "play",
        "bid",
        "score_deal",
        "state",
        "trick_winner",
    )
    # a dict, as the kit reads hello's `results` (protocol.interface.computes)
    results: ClassVar[dict[str, list[str]]] = {
        "score_deal": ["scores"],
        "state": ["phase", "dealer", "turn", "hands", "bids", "contract", "trick", "tricks", "next_dealer"],
    }
    skipped = MappingProxyType(
        {
            "declarations": "jass-kit has no Weis (declarations)",
            "declaration_scores": "jass-kit has no Weis (declarations)",
            "match_after_deal": "jass-kit has no match target: its Arena plays a given number of deals",
            "new_deal": "jass-kit deals only at random (game_util.deal_random_hand): it cannot lay out a given pack",
        }
    )  # claim, discard and exchange: "jass-kit has no claim", ...

    def __init__(self) -> None:
        self._deals: dict[str, _Deal] = {}
        self._ids = itertools.count(1)

    # -- stateless -----------------------------------------------------------------------------------
    def legal_cards(self, variant: str, contract: Json, hand: list[str], trick: list[Json], seat: str) -> list[str]:
        """`RuleSchieber.get_valid_cards(hand, current_trick, move_nr, trump)`."""
        self._check(variant)
        to_seat(seat)
        trump, plays, cards = to_trump(contract), _trick_plays(trick), _cards(hand)
        if len(plays) > 3:
            raise Rejected("input", "a trick in progress has at most three cards")
        valid = RULE.get_valid_cards(one_hot(cards), [c for _, c in plays], len(plays), trump)
        return [name(c) for c in cards if valid[c]]

    def trick_winner(self, variant: str, contract: Json, trick: list[Json]) -> str:
        """`RuleSchieber.calc_winner(trick, first_player, trump)`, for a completed trick."""
        self._check(variant)
        plays = _trick_plays(trick)
        if len(plays) != 4:
            raise Unsupported("jass-kit resolves a trick of four cards only (calc_winner)")
        return SEATS[winner(to_trump(contract), plays)]

    def card_points(self, variant: str, contract: Json, card: str) -> int:
        """`RuleSchieber.calc_points` of a trick holding this card alone, not the last."""
        self._check(variant)
        return int(RULE.calc_points(np.array([to_card(card)], np.int32), False, to_trump(contract)))

    def score_deal(self, variant: str, deal: Json) -> Json:
        """The deal replayed card by card through a GameSim (`action_trump`, `action_play_card`) and its
        `state.points` at the end: jass-kit finds the trick winners, the points and the 5 of the last
        trick. Weis and Stöck given with the deal are not passed on: jass-kit has neither."""
        self._check(variant)
        d = read_deal(deal)
        if d.penalties or d.set_aside or d.held or d.multiplier != 1:
            raise Unsupported("jass-kit has no penalties, set-aside cards, points held over or multipliers")
        trump = to_trump(d.contract)
        to_seat(d.taker)
        tricks = [self._seated(t, trump) for t in d.tricks]
        if len(tricks) != 9 or any(len(t) != 4 for t in tricks):
            raise Unsupported("jass-kit scores a whole deal of nine tricks of four only")
        hands: list[list[int]] = [[] for _ in range(4)]
        for t in tricks:
            for s, c in t:
                hands[s].append(c)
        leader = tricks[0][0][0]
        sim = GameSim(RULE)
        sim.init_from_cards(np.array([one_hot(h) for h in hands]), jconst.next_player.index(leader))
        sim.action_trump(trump)
        for k, t in enumerate(tricks):
            for s, c in t:
                if sim.state.player != s:
                    who = SEATS[sim.state.player]
                    raise Unsupported(f"trick {k + 1} cannot be replayed: jass-kit has {who} to play")
                sim.action_play_card(c)
        return self._result(sim)

    @staticmethod
    def _seated(t: TrickIn, trump: int) -> list[tuple[int, int]]:
        """Protocol 2 gives the seats. Protocol 1 gives the cards in the order played and the winner: the
        seats are those for which jass-kit's own trick winner is that winner, in play order."""
        cards = [to_card(c) for c in t.cards]
        if t.seats is not None:
            return [(to_seat(s), c) for s, c in zip(t.seats, cards, strict=True)]
        if t.winner is None or len(cards) != 4:
            raise Rejected("input", "a trick without seats has four cards and names its winner")
        for lead in range(4):
            plays = [(lead, cards[0])]
            while len(plays) < 4:
                plays.append((jconst.next_player[plays[-1][0]], cards[len(plays)]))
            if SEATS[winner(trump, plays)] == t.winner:
                return plays
        raise Rejected("input", f"no leader makes {t.winner} win {' '.join(t.cards)}")

    @staticmethod
    def _result(sim: Any) -> Json:
        points = sim.state.points
        return {"scores": {TEAMS[0]: int(points[0]), TEAMS[1]: int(points[1])}}

    def next_dealer(
        self, variant: str, dealer: str, scores: dict[str, int] | None = None, cancelled: bool = False
    ) -> str:
        """The Arena's next dealer, `next_player[dealer]` (jass/arena/arena.py:255): the seat to the right."""
        self._check(variant)
        return SEATS[jconst.next_player[to_seat(dealer)]]

    # -- stateful ------------------------------------------------------------------------------------
    def new_deal_from_hands(
        self,
        variant: str,
        dealer: str,
        hands: dict[str, list[str]],
        turned: str | None = None,
        stock: list[str] | None = None,
        match_score: dict[str, int] | None = None,
    ) -> str:
        """jass-kit's own entry point, `GameSim.init_from_cards(hands, dealer)`: each seat's 9 cards."""
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
            or sorted(c for cards in by_seat.values() for c in cards) != list(range(36))
        ):
            raise Rejected("deck", "jass-kit deals all 36 cards, 9 to each seat, before trump is chosen")
        sim = GameSim(RULE)
        sim.init_from_cards(np.array([one_hot(by_seat[s]) for s in range(4)]), who)
        handle = f"jass-kit-{next(self._ids)}"
        self._deals[handle] = _Deal(sim, who)
        return handle

    def end_deal(self, handle: str) -> None:
        self._deals.pop(handle, None)

    def _deal(self, handle: str) -> _Deal:
        if handle not in self._deals:
            raise Rejected("handle", f"no deal {handle!r}")
        return self._deals[handle]

    def bid(self, handle: str, seat: str, bid: Json) -> None:
        """Forehand names a trump or pushes (a pass); after a push the partner must name one. The legal
        choices are jass-kit's `get_valid_actions_from_state` (game_rule.py:78-86)."""
        d = self._deal(handle)
        state = d.sim.state
        if state.trump != -1:
            raise Rejected("phase", "trump is chosen: jass-kit's trump selection is over")
        who = to_seat(seat)
        if who != state.player:
            raise Rejected("turn", f"it is {SEATS[state.player]}'s turn to choose trump")
        action = bid.get("action") if isinstance(bid, dict) else None
        if action == "pass":
            choice = jconst.PUSH
        elif action == "take":
            kind = bid.get("kind", "suit")
            try:
                choice = to_trump({"kind": kind, "trump": bid.get("suit")} if kind == "suit" else {"kind": kind})
            except Unsupported:
                raise Rejected("/bidding/rounds/0", f"jass-kit has no trump choice {bid!r}") from None
        else:
            raise Rejected("bid", f"jass-kit's trump selection has no {bid!r}: one names trump or pushes (pass)")
        # jass-kit's full action of a push is TRUMP_FULL_P (const.py:330); trump_to_full does not map PUSH
        full = jconst.TRUMP_FULL_P if choice == jconst.PUSH else trump_to_full(choice)
        if not RULE.get_valid_actions_from_state(state)[full]:
            # the only choice jass-kit refuses is a second push (game_rule.py:78-86): the partner is forced
            raise Rejected("/bidding/rounds/0", f"jass-kit does not allow {bid} now: after a push one must choose")
        entry: Json = {"seat": seat, "action": "pass" if choice == jconst.PUSH else "take"}
        if choice != jconst.PUSH:
            entry |= {"kind": contract_json(choice)["kind"]} | ({"suit": _SUITS[choice]} if choice < 4 else {})
        d.bids.append(entry)
        d.sim.action_trump(choice)

    def play(self, handle: str, seat: str, card: str, say: str | None = None) -> None:
        """`GameSim.action_play_card` after the card is checked against `get_valid_cards_from_state`: the
        simulator itself plays whatever it is given. `say` is not passed on: jass-kit has no Stöck."""
        d = self._deal(handle)
        sim = d.sim
        state = sim.state
        if state.trump == -1 or sim.is_done():
            raise Rejected("phase", "no card can be played outside jass-kit's play")
        who, c = to_seat(seat), to_card(card)
        if who != state.player:
            raise Rejected("turn", f"it is {SEATS[state.player]}'s turn to play")
        if not state.hands[who, c]:
            raise Rejected("card-not-in-hand", f"{seat} does not hold {card}")
        if not RULE.get_valid_cards_from_state(state)[c]:
            hand = [int(x) for x in np.flatnonzero(state.hands[who])]
            trick = [int(x) for x in state.current_trick[: state.nr_cards_in_trick]]
            raise Rejected(broken_duty(hand, trick, int(state.trump), c), f"jass-kit: {card} is not valid for {seat}")
        sim.action_play_card(c)

    def state(self, handle: str) -> Json:
        d = self._deal(handle)
        sim = d.sim
        s = sim.state
        done = sim.is_done()
        phase = "bidding" if s.trump == -1 else "done" if done else "playing"
        out: Json = {
            "phase": phase,
            "dealer": SEATS[d.dealer],
            "turn": None if done else SEATS[s.player],
            "turned_card": None,
            "hands": {SEATS[p]: [name(int(c)) for c in np.flatnonzero(s.hands[p])] for p in range(4)},
            "bids": list(d.bids),
            "contract": None,
            "trick": [],
            "tricks": [],
            "next_dealer": SEATS[jconst.next_player[d.dealer]] if done else None,
        }
        if s.trump != -1:
            out["contract"] = contract_json(int(s.trump)) | {"taker": SEATS[s.declared_trump]}
        if phase == "playing":
            seat = int(s.trick_first_player[s.nr_tricks])
            for c in s.current_trick[: s.nr_cards_in_trick]:
                out["trick"].append({"seat": SEATS[seat], "card": name(int(c))})
                seat = jconst.next_player[seat]
        out["tricks"] = [
            {"winner": SEATS[int(s.trick_winner[k])], "cards": [name(int(c)) for c in s.tricks[k]]}
            for k in range(s.nr_tricks)
        ]
        if done:
            out["result"] = self._result(sim)
        return out


__all__ = ["VARIANTS", "Engine"]
