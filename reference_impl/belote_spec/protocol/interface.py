"""The engine interface: the only way scenarios, vectors and fuzzers reach an engine under test.

Every argument and result is plain JSON data (seat names, card names, dicts), so the same calls can
travel over a subprocess protocol to an engine in any language. `ReferenceEngine` is the default.
An action the rules forbid raises `Rejected` with the rule it breaks.
"""

from __future__ import annotations

import contextlib
import itertools
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any, NoReturn, Protocol, TypeVar, runtime_checkable

from belote_spec.base.json_text import Json
from belote_spec.engine.auction import PROTOCOL_DOUBLING
from belote_spec.engine.belote import WORDS, BelotePlay
from belote_spec.engine.contracts import Contract
from belote_spec.engine.deal import Deal, score_json
from belote_spec.engine.declarations import Declaration, declaration_points, find_declarations
from belote_spec.engine.illegal import Rejected as Rejected  # re-exported: what an engine raises to refuse
from belote_spec.engine.match import match_winner
from belote_spec.engine.match_start import bottom_card, draws_cards, first_dealers, seeded_draw
from belote_spec.engine.match_start import cut as cut_pack
from belote_spec.engine.rules import Rules, rules_for
from belote_spec.engine.scoring import DealScore, score_deal, trick_points
from belote_spec.engine.shuffle import deck_from_hands, next_dealer
from belote_spec.engine.tricks import legal_mask, trick_winner


def _declaration_json(rules: Rules, d: Declaration) -> Json:
    out: Json = {
        "kind": d.kind,
        "seat": rules.table.seats[d.seat],
        "cards": [rules.deck.name(c) for c in d.cards],
        "points": d.points,
    }
    if d.suit is not None:
        out["suit"] = rules.deck.suits[d.suit]
    return out


def _text(value: Any, what: str) -> str:
    if not isinstance(value, str):
        raise Rejected("input", f"{what} must be a string, not {value!r}")
    return value


def _texts(values: Any, what: str) -> list[str]:
    if not isinstance(values, list):
        raise Rejected("input", f"{what} must be a list of strings, not {values!r}")
    return [_text(v, what) for v in values]


def _first_declarer(rules: Rules, dealer: Any, taker: Any) -> int:
    """The seat counted first when declarations compare, by the variant's rule (from the dealer or the taker)."""
    rule = rules.spec["bidding"]["first_speaker"]
    if rule == "taker" and taker is None:
        raise Rejected("input", "this variant counts declarations from the taker: give the taker")
    return rules.table.position(
        rule,
        rules.table.seat(_text(dealer, "the dealer")),
        rules.table.seat(_text(taker, "the taker")) if taker is not None else None,
    )


def _tricks(rules: Rules, contract: Any, tricks: Any) -> list[tuple[int, list[int]]]:
    """(winner, cards) per trick from either form. A protocol 2 trick names its leader and the seat of each
    card, so its winner is computed by the rules; a winner it also states must agree, and its first card must
    be the leader's: a deal that contradicts itself is rejected as input. A shape that is not either form
    raises, which the protocol answers as an error naming where the request departs from its schema."""
    out = []
    for n, t in enumerate(tricks, 1):
        if "plays" not in t:  # protocol 1: {winner, cards}
            out.append(
                (
                    rules.table.seat(_text(t["winner"], f"trick {n}'s winner")),
                    rules.deck.cards(_texts(t["cards"], f"trick {n}'s cards")),
                )
            )
            continue
        plays = t["plays"]
        if not plays:
            raise Rejected("input", f"trick {n} has no card")
        trick = _plays(rules, plays)
        if "leader" in t and rules.table.seat(_text(t["leader"], f"trick {n}'s leader")) != trick[0][0]:
            raise Rejected("input", f"trick {n} is led by {t['leader']} but its first card is {plays[0]['seat']}'s")
        winner = trick_winner(rules, contract, trick)
        if "winner" in t and rules.table.seat(_text(t["winner"], f"trick {n}'s winner")) != winner:
            raise Rejected(
                "input", f"trick {n} is won by {rules.table.seats[winner]} by the rules, not by {t['winner']}"
            )
        out.append((winner, [c for _, c in trick]))
    return out


def _plays(rules: Rules, plays: Any) -> list[tuple[int, int]]:
    """(seat, card) of each play of a protocol 2 trick; a name of another spelling, or no name, is read (or
    refused) as Table.seat and Deck.card read it."""
    seats, cards = rules.table.seat_ids, rules.deck.ids
    try:  # a deal's names as the protocol writes them: looked up at once (identify replays each many times)
        out = [(seats[p["seat"]], cards[p["card"]]) for p in plays]
    except (KeyError, TypeError):
        seat, card = rules.table.seat, rules.deck.card
        out = [(seat(_text(p["seat"], "a seat")), card(_text(p["card"], "a card"))) for p in plays]
    return out


def _belote(rules: Rules, b: Any) -> BelotePlay:
    """A belote play from either form: `announced` (protocol 2, one boolean per card in the order played)
    or `said` (protocol 1, the words said)."""
    cards = tuple(rules.deck.cards(_texts(b["cards"], "the belote cards")))
    if "announced" in b:
        announced = b["announced"]
        if (
            not isinstance(announced, list)
            or len(announced) != len(cards)
            or not all(isinstance(a, bool) for a in announced)
        ):
            raise TypeError(f"announced is one true/false per belote card, not {announced!r}")
        said: tuple[str | None, ...] = tuple(WORDS[i] if a else None for i, a in enumerate(announced))
    else:
        said = tuple(b.get("said", []))
    return BelotePlay(rules.table.seat(_text(b["seat"], "the belote seat")), cards, said)


class Unsupported(Exception):
    """The engine does not support this variant or operation: the case is skipped, not failed."""


class NotCovered(Unsupported):
    """A check the engine did not claim to compute (an operation missing from its hello's `operations`, a
    result field missing from its `results`, an argument its protocol version cannot carry): skipped like
    any Unsupported, but counted apart so a report can say what was never checked."""


# Deals the reference engine keeps at once: past it new_deal is rejected, naming end_deal, instead of the
# store growing without bound (a kit that ends its deals keeps a handful live).
MAX_LIVE_DEALS = 10_000


def offers(engine: object, op: str) -> bool:
    """Whether the engine offers `op`: its `operations` (hello's list, or an in-process engine's attribute of
    that name) lists it, or it has no such list."""
    ops = getattr(engine, "operations", None)
    # Only a list counts: an adapter answering every attribute (a __getattr__ fallback) declares nothing.
    return not isinstance(ops, (list, tuple, set, frozenset)) or op in ops


def limited(engine: object, limit: str) -> bool:
    """Whether the engine declares it does not do what `limit` names (protocol/definition.py LIMITS): its `limits`
    (hello's list, or an in-process engine's attribute of that name) lists it."""
    limits = getattr(engine, "limits", None)
    return isinstance(limits, (list, tuple, set, frozenset)) and limit in limits


def end_deal(engine: object, handle: str) -> None:
    """Tells the engine the kit is done with a deal, when it offers end_deal (else nothing): how a run of many
    deals keeps the engine's memory flat. A rejection or skip is the engine's business, not a finding."""
    method = getattr(engine, "end_deal", None)
    if method is None or not offers(engine, "end_deal"):
        return
    with contextlib.suppress(Rejected, Unsupported):
        method(handle)


def pipelines(engine: object) -> bool:
    """Whether the engine answers a batch at once (a subprocess engine pipelines it)."""
    try:
        return callable(getattr(engine, "many", None))
    except Exception:  # an engine that declines whatever it is asked for (Unsupported from __getattr__)
        return False


_E = TypeVar("_E", bound=BaseException)


def kept(e: _E) -> _E:
    """An exception kept as a request's answer, without its traceback: the traceback's frames (the batch's own,
    which hold the list of answers) would make each kept one a reference cycle, which only the cyclic collector
    frees, and which it then traverses, with everything those frames hold, at every collection until then."""
    return e.with_traceback(None)


@dataclass(frozen=True)
class Wait:
    """In the requests given to `many`: the answers up to its `index`-th request (from 0) are wanted before the
    next request goes, in the list `many` was given as `into` (a generator of requests reads a deal's handle
    there); the requests still in flight behind it stay so."""

    index: int


def many(
    engine: object,
    requests: Iterable[tuple[Any, ...] | Wait],
    expected: list[Any] | None = None,
    push_every: int | None = None,
    into: list[Any] | None = None,
) -> list[Any]:
    """Answers to independent requests, each its result or the exception it raised: the engine's own `many`
    (a subprocess engine pipelines them), else one by one. `expected` (per request, the reference's own
    answer; or a request's third member) lets a subprocess engine skip the schema check of a result that is
    that very value; `push_every` is how many requests it writes at a time (see SubprocessEngine.many).
    `into`, when given, is the (empty) list the answers are put in as they come: `requests` may then hold
    waits (Wait), after which the answers it waits for are there. An engine whose own `many` does not say it
    `streams` is then asked one by one."""
    batch = getattr(engine, "many", None) if pipelines(engine) else None
    if callable(batch) and (into is None or getattr(engine, "streams", False) is True):
        options: dict[str, Any] = {} if expected is None else {"expected": expected}
        if push_every is not None:
            options["push_every"] = push_every
        if into is not None:
            options["into"] = into
        try:
            return batch(requests, **options)
        except Unsupported:  # an engine that declines every name it is asked for, `many` too: one by one
            pass
    out: list[Any] = [] if into is None else into
    for request in requests:
        if isinstance(request, Wait):
            continue  # one by one, every answer is in already
        op, args, *_ = request
        try:
            out.append(getattr(engine, op)(**args))
        except KeyboardInterrupt:
            raise
        except BaseException as e:  # a failure stays with its request (an in-process engine may even exit)
            out.append(kept(e))
    return out


MAKES_DEAL = frozenset({"new_deal", "new_deal_from_hands"})  # the operations whose answer is a deal handle


class Tracked:
    """An engine as it is, remembering the handles its new_deal calls return, so that whoever played a deal
    through it can end them all at once (`end_all`), whichever way the deal stopped."""

    def __init__(self, engine: Any) -> None:
        self._engine = engine
        self._handles: list[str] = []

    def __getattr__(self, name: str) -> Any:
        found = getattr(self._engine, name)
        if name not in MAKES_DEAL or not callable(found):
            return found

        def making(*args: Any, **kwargs: Any) -> Any:
            handle = found(*args, **kwargs)
            if isinstance(handle, str):
                self._handles.append(handle)
            return handle

        return making

    def end_all(self) -> None:
        """end_deal of every handle made (when the engine offers it). Ending is housekeeping, not a check: an
        engine that fails at it has its failure found by the next request, not here."""
        handles, self._handles = self._handles, []
        for handle in handles:
            with contextlib.suppress(Exception):  # see the docstring
                end_deal(self._engine, handle)


def computes(engine: object, op: str, field: str) -> bool:
    """Whether the engine claims to compute `field` of `op`'s result: its `results` (hello's, or an in-process
    attribute) lists it for `op`, or says nothing of `op` (absent means every field)."""
    results = getattr(engine, "results", None)
    if not isinstance(results, dict) or op not in results:
        return True
    return field in results[op]


@runtime_checkable
class Engine(Protocol):
    name: str

    def supports(self, variant: str) -> bool: ...
    def legal_cards(self, variant: str, contract: Json, hand: list[str], trick: list[Json], seat: str) -> list[str]: ...
    def trick_winner(self, variant: str, contract: Json, trick: list[Json]) -> str: ...
    def card_points(self, variant: str, contract: Json, card: str) -> int: ...
    def declarations(self, variant: str, contract: Json, hand: list[str], seat: str) -> list[Json]: ...
    def declaration_scores(
        self, variant: str, contract: Json, hands: dict[str, list[str]], dealer: str, taker: str | None = None
    ) -> dict[str, int]: ...
    def score_deal(self, variant: str, deal: Json) -> Json: ...
    def next_dealer(
        self, variant: str, dealer: str, scores: dict[str, int] | None = None, cancelled: bool = False
    ) -> str: ...
    def match_after_deal(
        self,
        variant: str,
        totals: dict[str, int],
        deal_scores: dict[str, int],
        capot: str | None = None,
        deals: int | None = None,
    ) -> Json: ...
    def new_deal(
        self,
        variant: str,
        dealer: str,
        deck: list[str] | None = None,
        seed: int | None = None,
        match_score: dict[str, int] | None = None,
    ) -> str: ...
    def claim(self, handle: str, seat: str) -> None: ...
    def bid(self, handle: str, seat: str, bid: Json) -> None: ...
    def play(self, handle: str, seat: str, card: str, say: str | None = None) -> None: ...
    def discard(self, handle: str, seat: str, cards: list[str]) -> None: ...
    def exchange(self, handle: str, seat: str) -> None: ...
    def state(self, handle: str) -> Json: ...


class Adapter(Engine):
    """The base of an adapter that puts an engine behind the interface (kit/harnesses/): it has every method
    of the protocol with the protocol's own signature, each answering `skip` (Unsupported: "<engine> has no
    <operation>", or the reason in `skipped`), so an adapter overrides only what its engine can do and an
    argument added to the protocol reaches every adapter."""

    name = "an engine adapter"
    engine = "the engine"  # its short name, in the reasons it gives
    variants: frozenset[str] | tuple[str, ...] = ()  # the variants it plays
    # operation -> why the engine cannot do it, where the default reason says too little
    skipped: Mapping[str, str] = MappingProxyType({})

    def supports(self, variant: str) -> bool:
        return variant in self.variants

    def _check(self, variant: str) -> None:
        if variant not in self.variants:
            raise Unsupported(f"{self.engine} does not play {variant}")

    def _skip(self, operation: str) -> NoReturn:
        raise Unsupported(self.skipped.get(operation) or f"{self.engine} has no {operation}")

    def legal_cards(self, variant: str, contract: Json, hand: list[str], trick: list[Json], seat: str) -> list[str]:
        self._skip("legal_cards")

    def trick_winner(self, variant: str, contract: Json, trick: list[Json]) -> str:
        self._skip("trick_winner")

    def card_points(self, variant: str, contract: Json, card: str) -> int:
        self._skip("card_points")

    def declarations(self, variant: str, contract: Json, hand: list[str], seat: str) -> list[Json]:
        self._skip("declarations")

    def declaration_scores(
        self, variant: str, contract: Json, hands: dict[str, list[str]], dealer: str, taker: str | None = None
    ) -> dict[str, int]:
        self._skip("declaration_scores")

    def score_deal(self, variant: str, deal: Json) -> Json:
        self._skip("score_deal")

    def next_dealer(
        self, variant: str, dealer: str, scores: dict[str, int] | None = None, cancelled: bool = False
    ) -> str:
        self._skip("next_dealer")

    def match_after_deal(
        self,
        variant: str,
        totals: dict[str, int],
        deal_scores: dict[str, int],
        capot: str | None = None,
        deals: int | None = None,
    ) -> Json:
        self._skip("match_after_deal")

    def new_deal(
        self,
        variant: str,
        dealer: str,
        deck: list[str] | None = None,
        seed: int | None = None,
        match_score: dict[str, int] | None = None,
    ) -> str:
        self._skip("new_deal")

    def claim(self, handle: str, seat: str) -> None:
        self._skip("claim")

    def bid(self, handle: str, seat: str, bid: Json) -> None:
        self._skip("bid")

    def play(self, handle: str, seat: str, card: str, say: str | None = None) -> None:
        self._skip("play")

    def discard(self, handle: str, seat: str, cards: list[str]) -> None:
        self._skip("discard")

    def exchange(self, handle: str, seat: str) -> None:
        self._skip("exchange")

    def state(self, handle: str) -> Json:
        self._skip("state")


class ReferenceEngine:
    """The reference engine behind the interface: it interprets the variant files."""

    name = "belote-spec reference engine"

    def __init__(self, rules: Mapping[str, Rules] | None = None) -> None:
        """`rules` serves these variant names from the given compiled rules instead of the shipped
        files: how `diff` and `identify` play a changed or alternative rule set under a known name."""
        self._deals: dict[str, Deal] = {}
        self._ids = itertools.count(1)
        self._given = dict(rules or {})

    def _rules(self, variant: str) -> Rules:
        given = self._given.get(variant)
        return given if given is not None else rules_for(variant)

    def supports(self, variant: str) -> bool:
        try:
            self._rules(variant)
        except Exception:
            return False
        return True

    def _contract(self, rules: Rules, contract: Json):
        return rules.contract_from(contract)

    def _trick(self, rules: Rules, trick: list[Json]) -> list[tuple[int, int]]:
        return [(rules.table.seat(p["seat"]), rules.deck.card(p["card"])) for p in trick]

    def legal_cards(self, variant: str, contract: Json, hand: list[str], trick: list[Json], seat: str) -> list[str]:
        rules = self._rules(variant)
        mask = legal_mask(
            rules,
            self._contract(rules, contract),
            rules.deck.mask(rules.deck.cards(hand)),
            self._trick(rules, trick),
            rules.table.seat(seat),
        )
        return [rules.deck.name(c) for c in rules.deck.unmask(mask)]

    def trick_winner(self, variant: str, contract: Json, trick: list[Json]) -> str:
        rules = self._rules(variant)
        return rules.table.seats[trick_winner(rules, self._contract(rules, contract), self._trick(rules, trick))]

    def card_points(self, variant: str, contract: Json, card: str) -> int:
        rules = self._rules(variant)
        return self._contract(rules, contract).points[rules.deck.card(card)]

    def declarations(self, variant: str, contract: Json, hand: list[str], seat: str) -> list[Json]:
        """The combinations in a hand: kind, cards, points (and suit for a sequence)."""
        rules = self._rules(variant)
        found = find_declarations(
            rules, self._contract(rules, contract), rules.deck.mask(rules.deck.cards(hand)), rules.table.seat(seat)
        )
        return [_declaration_json(rules, d) for d in found]

    def declaration_scores(
        self, variant: str, contract: Json, hands: dict[str, list[str]], dealer: str, taker: str | None = None
    ) -> dict[str, int]:
        """Declaration points per side, by the variant's comparison, from the hands as play begins. `taker`
        (protocol 2) places a rule counted from the taker; `contract.taker` is read when it is absent."""
        rules = self._rules(variant)
        c = self._contract(rules, contract)
        by_seat = {
            rules.table.seat(s): find_declarations(rules, c, rules.deck.mask(rules.deck.cards(h)), rules.table.seat(s))
            for s, h in hands.items()
        }
        taker = taker if taker is not None else contract.get("taker")
        first = _first_declarer(rules, dealer, taker)
        taker_seat = rules.table.seat(_text(taker, "the taker")) if taker is not None else None
        points = declaration_points(rules, c, by_seat, first, taker_seat)
        return dict(zip(rules.table.teams, points, strict=True))

    def variant_info(self, variant: str) -> Json:
        """The table and deck as the variant's data gives them, so an adapter need not hard-code them:
        seats in order of play, direction, teams, the dealing and leading rules, deck, hand size, contracts."""
        rules = self._rules(variant)
        spec = rules.spec
        table = spec["table"]
        first_dealer = spec["dealing"].get("first_dealer", {})
        return {
            "variant": rules.id,
            "players": rules.table.n,
            "seats": list(rules.table.seats),
            "seats_clockwise": list(table["seats"]),
            "direction": table["direction"],
            "teams": {t: list(table["teams"][t]) for t in rules.table.teams},
            "first_dealer": first_dealer.get("method") if isinstance(first_dealer, dict) else first_dealer,
            "first_speaker": spec["bidding"]["first_speaker"],
            "first_lead": spec["play"]["first_lead"]["rule"],
            "next_dealer": spec["dealing"].get("next_dealer", {}).get("rule"),
            "deck": list(rules.deck.names),
            "hand_size": rules.hand_size,
            "tricks_per_deal": rules.tricks_per_deal,
            "contracts": list(spec["contracts"]),
        }

    def start_match(
        self,
        variant: str,
        seed: int | None = None,
        draw: dict[str, str] | None = None,
        previous_winner: str | None = None,
    ) -> Json:
        """Who may deal first in a match, by the variant's method: `dealers`, the seats it lets deal, in order
        of play (one seat, unless the draw ties or the method leaves the choice to several). A method that
        draws cards reads `draw` (one card per seat) or draws from the pack shuffled by `seed`, and answers
        the `draw` it decided by; the winners of the previous game need `previous_winner`, a side."""
        rules = self._rules(variant)
        if seed is not None and (not isinstance(seed, int) or isinstance(seed, bool) or seed < 0):
            raise Rejected("input", f"a seed is a whole number from 0, not {seed!r}")
        if draw is not None and not isinstance(draw, dict):
            raise Rejected("input", f"a draw is one card by seat, not {draw!r}")
        try:
            drawn: dict[int, int] | None = None
            if draws_cards(rules):
                if draw is not None:
                    drawn = {
                        rules.table.seat(_text(s, "a seat")): rules.deck.card(_text(c, "a card"))
                        for s, c in draw.items()
                    }
                elif seed is not None:
                    drawn = seeded_draw(rules, seed)
            side = rules.table.team(_text(previous_winner, "a side")) if previous_winner is not None else None
        except ValueError as e:
            raise Rejected("input", str(e)) from None
        seats = first_dealers(rules, drawn, side)
        out: Json = {"dealers": [rules.table.seats[s] for s in seats]}
        if drawn is not None:
            out["draw"] = {rules.table.seats[s]: rules.deck.name(drawn[s]) for s in sorted(drawn)}
        return out

    def cut(self, variant: str, dealer: str, seat: str, deck: list[str], packet: int) -> list[str]:
        """The pack (top first) after `seat` cuts `deck` for `dealer`, lifting `packet` cards from the top and
        putting them under the rest; rejected when the variant has no cut, another seat cuts or a packet is
        smaller than the variant allows."""
        rules = self._rules(variant)
        if not isinstance(packet, int) or isinstance(packet, bool):
            raise Rejected("input", f"the packet cut is a whole number of cards, not {packet!r}")
        try:
            pack = rules.deck.cards(_texts(deck, "a deck"))
            who = (rules.table.seat(_text(dealer, "the dealer")), rules.table.seat(_text(seat, "a seat")))
        except ValueError as e:
            raise Rejected("input", str(e)) from None
        return [rules.deck.name(c) for c in cut_pack(rules, *who, pack, packet)]

    def bottom_card(self, handle: str) -> str | None:
        """The bottom card of the deal's pack when the variant shows it to all as a reference (it is never
        played), else null."""
        deal = self._deal(handle)
        card = bottom_card(deal.rules, deal.deck)
        return None if card is None else deal.rules.deck.name(card)

    def score_deal(self, variant: str, deal: Json) -> Json:
        """A finished deal's score. `deal` comes in protocol 2 form (tricks as {leader, plays: [{seat, card}],
        winner?}, belote as {seat, cards, announced}) or in the protocol 1 form that stored data still holds
        (tricks as {winner, cards}, belote as {seat, cards, said}); the shape is read per trick and per belote.
        The dealer (and the taker) fix who declared first."""
        rules = self._rules(variant)
        contract = self._contract(rules, deal["contract"])
        taker_name = deal["contract"]["taker"]
        taker = rules.table.seat(taker_name)
        tricks = _tricks(rules, contract, deal["tricks"])
        belote = [_belote(rules, b) for b in deal.get("belote", [])]
        declared: dict[int, list[Declaration]] = {}
        for d in deal.get("declarations", []):
            seat = rules.table.seat(d["seat"])
            declared.setdefault(seat, []).extend(
                find_declarations(rules, contract, rules.deck.mask(rules.deck.cards(d["cards"])), seat)
            )
        points = None
        if declared:
            if "dealer" not in deal:
                raise Rejected("input", "a deal with declarations names its dealer, who fixes the order of declaring")
            first = _first_declarer(rules, deal["dealer"], taker_name)
            points = declaration_points(rules, contract, declared, first, taker)
        set_aside = [(rules.table.seat(a["seat"]), rules.deck.cards(a["cards"])) for a in deal.get("set_aside", [])]
        offences = set(rules.scoring.penalties)
        penalties = []
        for p in deal.get("penalties", []):
            if p.get("offence") not in offences:
                raise Rejected("/scoring/penalties", f"no penalty {p.get('offence')!r} in this variant")
            penalties.append((rules.table.seat(p["seat"]), p["offence"]))
        multiplier = deal.get("multiplier", 1)
        if not isinstance(multiplier, int) or multiplier < 1:
            raise Rejected("input", f"a multiplier is a whole number from 1, not {multiplier!r}")
        levels = rules.spec["bidding"].get("auction", {}).get("doubling", {}).get("levels", [])
        if multiplier in PROTOCOL_DOUBLING[: len(levels)]:
            # 2 doubled, 4 redoubled, as state names them: scored at the variant's own levels, so rules
            # whose surcoinche multiplies by 3 (levels [2, 3]) score a redoubled deal ×3.
            multiplier = levels[PROTOCOL_DOUBLING.index(multiplier)]
        bid_points = deal["contract"].get("points", 0)
        if not isinstance(bid_points, int) or bid_points < 0:
            raise Rejected("input", f"a contract's points are a whole number from 0, not {bid_points!r}")
        given: dict[str, Any] = {
            "belote": belote,
            "declarations": points,
            "set_aside": set_aside,
            "penalties": penalties,
            "multiplier": multiplier,
            "bid_points": bid_points,
            "capot_bid": bool(deal["contract"].get("capot", False)),
            "declared_total": sum(d.points for ds in declared.values() for d in ds),
        }
        held_in = int(deal.get("held", 0))
        score = score_deal(rules, contract, taker, tricks, held_in=held_in, **given)
        out = score_json(rules, score)
        without_held = score_deal(rules, contract, taker, tricks, **given).scores if held_in else score.scores
        out["breakdown"] = _breakdown(rules, contract, score, taker, tricks, set_aside, multiplier, without_held)
        return out

    def next_dealer(
        self, variant: str, dealer: str, scores: dict[str, int] | None = None, cancelled: bool = False
    ) -> str:
        """Who deals after a deal dealt by `dealer`: one cancelled in the bidding, or one played whose
        `scores` (per side) a rule by score needs."""
        rules = self._rules(variant)
        d = rules.table.seat(_text(dealer, "dealer"))
        values = [int(scores.get(t, 0)) for t in rules.table.teams] if scores is not None else None
        try:
            return rules.table.seats[next_dealer(rules, d, None, values, cancelled)]
        except ValueError as e:
            raise Rejected("input", str(e)) from None

    def match_after_deal(
        self,
        variant: str,
        totals: dict[str, int],
        deal_scores: dict[str, int],
        capot: str | None = None,
        deals: int | None = None,
    ) -> Json:
        """The match after a deal: new totals and the winner, if any. `capot` names the side that took
        every trick in that deal, for variants where such a deal cannot end the match; `deals` (optional)
        counts the match's deals with this one, for variants whose match is a fixed number of deals."""
        rules = self._rules(variant)
        teams = rules.table.teams
        if deals is not None and (not isinstance(deals, int) or isinstance(deals, bool) or deals < 1):
            raise Rejected("input", f"deals counts the match's deals from 1, not {deals!r}")
        new = [int(totals.get(t, 0)) + int(deal_scores.get(t, 0)) for t in teams]
        scored = [int(deal_scores.get(t, 0)) for t in teams]
        winner = match_winner(rules, new, capot=capot is not None, deals=deals, scored=scored)
        return {"totals": dict(zip(teams, new, strict=True)), "winner": teams[winner] if winner is not None else None}

    def new_deal(
        self,
        variant: str,
        dealer: str,
        deck: list[str] | None = None,
        seed: int | None = None,
        match_score: dict[str, int] | None = None,
    ) -> str:
        """A deal from a deck order (top first) or a seed; `match_score` is the match so far, which a
        claim is judged against."""
        rules = self._rules(variant)
        if len(self._deals) >= MAX_LIVE_DEALS:
            raise Rejected(
                "handle",
                f"{len(self._deals)} deals are live, the bound of {MAX_LIVE_DEALS}: "
                f"end finished deals with end_deal before starting more",
            )
        totals = [int(match_score.get(t, 0)) for t in rules.table.teams] if match_score else None
        if seed is not None and (not isinstance(seed, int) or isinstance(seed, bool) or seed < 0):
            raise Rejected("input", f"a seed is a whole number from 0, not {seed!r}")
        try:
            cards = rules.deck.cards(_texts(deck, "a deck")) if deck is not None else None
            deal = Deal(rules, rules.table.seat(_text(dealer, "the dealer")), cards, seed, match_totals=totals)
        except ValueError as e:
            raise Rejected("deck", str(e)) from None
        handle = f"deal-{next(self._ids)}"
        self._deals[handle] = deal
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
        """A deal given by what each seat holds when the bidding starts (in dealing order), the turned
        card and the rest of the pack (top first), laid out as this variant's plan deals them."""
        rules = self._rules(variant)
        if not isinstance(hands, dict):
            raise Rejected("input", f"hands are cards by seat, not {hands!r}")
        try:
            seats = {rules.table.seat(_text(s, "a seat")): cards for s, cards in hands.items()}
            missing = [rules.table.seats[i] for i in range(rules.table.n) if i not in seats]
            if missing:
                raise ValueError(f"no hand for {' '.join(missing)}")
            deck = deck_from_hands(
                rules,
                rules.table.seat(_text(dealer, "the dealer")),
                [rules.deck.cards(_texts(seats[i], "a hand")) for i in range(rules.table.n)],
                rules.deck.card(_text(turned, "a card")) if turned is not None else None,
                rules.deck.cards(_texts(stock or [], "the rest of the pack")),
            )
        except ValueError as e:
            raise Rejected("deck", str(e)) from None
        return self.new_deal(variant, dealer, deck=[rules.deck.name(c) for c in deck], match_score=match_score)

    def end_deal(self, handle: str) -> None:
        """Forgets a deal the caller is done with; its handle names no deal afterwards."""
        self._deal(handle)
        del self._deals[handle]

    def _deal(self, handle: str) -> Deal:
        if not isinstance(handle, str) or handle not in self._deals:
            raise Rejected("handle", f"no deal {handle!r}")
        return self._deals[handle]

    def _on_deal(self, handle: str, what: str, action: Callable[[Deal], None]) -> None:
        """Runs a deal action; a rule it breaks (Rejected), or input it cannot read, comes back as Rejected."""
        deal = self._deal(handle)
        try:
            action(deal)
        except ValueError as e:
            raise Rejected(what, str(e)) from None

    def bid(self, handle: str, seat: str, bid: Json) -> None:
        self._on_deal(handle, "bid", lambda d: d.bid(d.rules.table.seat(_text(seat, "a seat")), bid))

    def play(self, handle: str, seat: str, card: str, say: str | None = None) -> None:
        if say is not None:
            _text(say, "what is said")
        self._on_deal(
            handle,
            "card",
            lambda d: d.play(d.rules.table.seat(_text(seat, "a seat")), d.rules.deck.card(_text(card, "a card")), say),
        )

    def claim(self, handle: str, seat: str) -> None:
        self._on_deal(handle, "seat", lambda d: d.claim(d.rules.table.seat(_text(seat, "a seat"))))

    def discard(self, handle: str, seat: str, cards: list[str]) -> None:
        self._on_deal(
            handle,
            "card",
            lambda d: d.discard(d.rules.table.seat(_text(seat, "a seat")), d.rules.deck.cards(_texts(cards, "cards"))),
        )

    def exchange(self, handle: str, seat: str) -> None:
        self._on_deal(handle, "seat", lambda d: d.exchange(d.rules.table.seat(_text(seat, "a seat"))))

    def state(self, handle: str) -> Json:
        return self._deal(handle).state()


def _breakdown(
    rules: Rules,
    contract: Contract,
    score: DealScore,
    taker: int,
    tricks: Sequence[tuple[int, Sequence[int]]],
    set_aside: Sequence[tuple[int, Sequence[int]]],
    multiplier: int,
    without_held: Sequence[int],
) -> dict[str, dict[str, int]]:
    """A score's parts per side, as hello's results may claim `breakdown` (docs/implementers.md): the engine's
    categories (tricks, belote, declarations) and the tricks split into card points, the last trick's bonus
    and the capot bonus (bonuses as credited, before the contract's scale; card points the rest), with the
    deal's multiplier and the held points this side received."""
    n = len(rules.table.teams)
    bonuses: dict[str, list[int]] = {}
    belote_held = any(b.get("belote", 0) for b in score.breakdown)
    trick_points(rules, contract, tricks, set_aside, rules.table.team_of[taker], belote_held, bonuses)
    out = {}
    for t, team in enumerate(rules.table.teams):
        parts = dict(score.breakdown[t]) if t < len(score.breakdown) else {}
        last, capot = bonuses.get("last_trick", [0] * n)[t], bonuses.get("capot", [0] * n)[t]
        parts.update(
            card_points=parts.get("tricks", 0) - last - capot,
            last_trick=last,
            capot=capot,
            multiplier=contract.multiplier * multiplier,
            held=score.scores[t] - without_held[t],
        )
        out[team] = parts
    return out
