"""Choosing the contract: a turned card proposes trump, players take or pass round by round."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from belote_spec.engine.illegal import BID_OUT_OF_TURN, PASS_WHEN_FORCED, Rejected
from belote_spec.engine.rules import Rules

SUIT_CHOICES = ("turned_suit", "other_suits", "any_suit")  # what a round may offer of the suits; else kind names


@dataclass(frozen=True)
class Bid:
    """A pass, or a take naming a contract kind and (for a kind with one trump suit) a suit."""

    take: bool
    kind: str = "suit"  # parse gives the variant's first kind with one trump suit where the take names none
    suit: int | None = None

    @classmethod
    def parse(cls, rules: Rules, spec: dict[str, Any]) -> Bid:
        if not isinstance(spec, dict):
            raise Rejected("bid", f"a bid is a JSON object, not {spec!r}")
        action = spec.get("action")
        if action == "pass":
            return PASS
        if action != "take":
            raise Rejected("bid", f"a bid is {{'action': 'pass'}} or {{'action': 'take', ...}}, not {spec!r}")
        kind = spec.get("kind", rules.suit_kind)
        suit = spec.get("suit")
        if not isinstance(kind, str) or not (suit is None or isinstance(suit, str)):
            raise Rejected("bid", f"a take names a kind and a suit as strings, not {spec!r}")
        try:
            return cls(True, kind, rules.deck.suit(suit) if suit is not None else None)
        except ValueError as e:
            raise Rejected("bid", str(e)) from None


PASS = Bid(False)


def split_choices(options: Sequence[dict[str, Any]]) -> tuple[bool, tuple[dict[str, Any], ...]]:
    """Whether `options` (legal bids) hold a pass, and the other bids."""
    return any(b["action"] == "pass" for b in options), tuple(b for b in options if b["action"] != "pass")


class Bidding:
    def __init__(self, rules: Rules, dealer: int, turned: int | None) -> None:
        self.rules = rules
        self.spec = rules.spec["bidding"]
        self.turned_suit = rules.deck.suit_of[turned] if turned is not None else None
        self.dealer = dealer
        self.first = rules.position("/bidding/first_speaker", self.spec["first_speaker"], dealer)
        # The seats that speak in each round, in order: `bidding.speakers` named from the first speaker, or
        # every seat in playing order from the first speaker.
        table = rules.table
        named = self.spec.get("speakers")
        self.order: tuple[int, ...] = (
            tuple(table.speaker(name, self.first) for name in named)
            if named
            else tuple(table.next(self.first, k) for k in range(table.n))
        )
        self.speaker = self.first if not named else self.order[0]
        self.round = 0
        self.passes = 0
        self.history: list[tuple[int, Bid]] = []
        self.result: tuple[int, str, int | None] | None = None  # taker, kind, trump
        self.all_passed = False

    @property
    def open(self) -> bool:
        return self.result is None and not self.all_passed

    def parse(self, spec: Any) -> Bid:
        return Bid.parse(self.rules, spec)

    contract_points = 0
    capot_bid = False
    multiplier = 1
    doubled = 0

    def history_json(self) -> list[dict[str, Any]]:
        out = []
        for seat, b in self.history:
            entry: dict[str, Any] = {"seat": self.rules.table.seats[seat], "action": "take" if b.take else "pass"}
            if b.take:
                entry["kind"] = b.kind
                if b.suit is not None:
                    entry["suit"] = self.rules.deck.suits[b.suit]
            out.append(entry)
        return out

    def legal_bids(self, seat: int) -> list[dict[str, Any]]:
        """Every bid the current round allows this seat: pass (unless forced), each suit, each contract kind.

        What a round allows depends only on the round, whether the seat is forced and the turned suit,
        so the list is worked out once per rule set by trying every candidate against `check`."""
        if not self.open or seat != self.speaker:
            return []
        key = ("bidding.legal_bids", self.round, seat == self.dealer, seat == self.first, self.last, self.turned_suit)
        return [dict(b) for b in self.rules.memo(key, lambda: self._try_every_bid(seat))]

    def choices(self, seat: int) -> tuple[bool, Sequence[dict[str, Any]]]:
        """What a random player picks from: whether this seat may pass, and the other legal bids. Shared with
        every later call, where `legal_bids` gives copies: read them, and copy the one kept."""
        if not self.open or seat != self.speaker:
            return False, ()
        key = ("bidding.choices", self.round, seat == self.dealer, seat == self.first, self.last, self.turned_suit)
        found: tuple[bool, Sequence[dict[str, Any]]] = self.rules.memo(
            key, lambda: split_choices(self.legal_bids(seat))
        )
        return found

    def _try_every_bid(self, seat: int) -> tuple[dict[str, Any], ...]:
        rules = self.rules
        kinds = rules.kind_trumps
        one = [k for k, t in kinds.items() if t == "one"]
        candidates = [Bid(False)] + [Bid(True, k, s) for k in one for s in range(len(rules.deck.suits))]
        candidates += [Bid(True, k) for k in sorted(kinds) if kinds[k] != "one"]
        out: list[dict[str, Any]] = []
        for bid in candidates:
            try:
                self.check(seat, bid)
            except Rejected:
                continue
            if not bid.take:
                out.append({"action": "pass"})
            elif bid.suit is not None:
                out.append({"action": "take", "kind": bid.kind, "suit": rules.deck.suits[bid.suit]})
            else:
                out.append({"action": "take", "kind": bid.kind})
        return tuple(out)

    def check(self, seat: int, bid: Bid) -> tuple[str, int | None]:
        """The contract a take makes (kind, trump); raises Rejected naming the rule it breaks."""
        if not self.open:
            raise Rejected("phase", "the bidding is over")
        if seat != self.speaker and BID_OUT_OF_TURN not in self.rules.skipped_checks:
            who = self.rules.table.seats[self.speaker]
            raise Rejected("turn", f"it is {who}'s turn to bid")
        rnd = self.spec["rounds"][self.round]
        allowed = rnd["may_take"]
        if not bid.take:
            forced = rnd.get("forced")
            must = (
                (forced == "dealer" and seat == self.dealer)
                or (forced == "first_speaker" and seat == self.first)
                or (forced == "last" and self.last)
            )
            if must and PASS_WHEN_FORCED not in self.rules.skipped_checks:
                who = self.rules.table.seats[seat]
                raise Rejected(self._where, f"{who} may not pass in round {self.round + 1}")
            return ("", None)
        trumps = self.rules.kind_trumps.get(bid.kind)
        if trumps != "one":
            # A kind without one trump suit is offered by its name; a kind with one, by the suit choices.
            if trumps is None or bid.kind not in allowed or bid.kind in SUIT_CHOICES:
                raise Rejected(self._where, f"round {self.round + 1} does not allow taking {bid.kind!r}")
            return (bid.kind, None)
        suit = bid.suit
        if suit is None:
            if "turned_suit" not in allowed:
                raise Rejected(self._where, f"round {self.round + 1} asks the taker to name a suit")
            suit = self.turned_suit
        ok = (
            ("any_suit" in allowed)
            or ("turned_suit" in allowed and suit == self.turned_suit)
            or ("other_suits" in allowed and suit != self.turned_suit)
        )
        if not ok:
            name = self.rules.deck.suits[suit] if suit is not None else "?"
            raise Rejected(
                self._where, f"round {self.round + 1} does not allow taking {name} (may take: {', '.join(allowed)})"
            )
        return (bid.kind, suit)

    @property
    def last(self) -> bool:
        """Whether the seat to speak is the round's last speaker (every other speaker has passed)."""
        return self.passes == len(self.order) - 1

    @property
    def _where(self) -> str:
        return f"/bidding/rounds/{self.round}"

    def apply(self, seat: int, bid: Bid) -> None:
        check = self.rules.bid_check
        kind, trump = check(self, seat, bid) if check is not None else self.check(seat, bid)
        self.history.append((seat, bid))
        if bid.take:
            self.result = (seat, kind, trump)
            return
        self.passes += 1
        if self.passes < len(self.order):
            self.speaker = self.order[self.passes]
            return
        self.passes = 0
        self.round += 1
        self.speaker = self.order[0]
        if self.round == len(self.spec["rounds"]):
            self.all_passed = True
