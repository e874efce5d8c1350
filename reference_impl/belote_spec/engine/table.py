"""Seats, sides and the positions rules name ("right of the dealer"), resolved to playing order.

Seats are indexed in playing order starting from the variant's first listed seat. ``right``/``left``
are physical sides, so what they mean in playing order depends on the direction of play.
"""

from __future__ import annotations

from typing import Any


class TableError(ValueError):
    """A seat or side name this table does not have."""


class Table:
    def __init__(self, spec: dict[str, Any]) -> None:
        clockwise: list[str] = list(spec["seats"])
        self.counter_clockwise = spec["direction"] == "counter-clockwise"
        # Playing order: the listed (clockwise) order, or the same seats walked the other way round.
        self.seats: tuple[str, ...] = (
            tuple([clockwise[0], *reversed(clockwise[1:])]) if self.counter_clockwise else tuple(clockwise)
        )
        self.n = len(self.seats)
        self.seat_ids: dict[str, int] = {s: i for i, s in enumerate(self.seats)}  # by exact name
        self.after: tuple[int, ...] = tuple((s + 1) % self.n for s in range(self.n))  # the next seat to play
        right = 1 if self.counter_clockwise else -1
        # Each position rule's step from the dealer in playing order, worked out once: positions are asked per deal.
        self._steps = {
            "after_dealer": 1,
            "before_dealer": -1,
            "dealer": 0,
            "right_of_dealer": right,
            "left_of_dealer": -right,
        }
        self.teams: tuple[str, ...] = tuple(spec["teams"])
        self.team_of: tuple[int, ...] = tuple(
            next(t for t, name in enumerate(self.teams) if seat in spec["teams"][name]) for seat in self.seats
        )

    def seat(self, name: str) -> int:
        try:
            return self.seat_ids[name.strip()]
        except KeyError:
            raise TableError(f"no seat {name!r} at this table ({' '.join(self.seats)})") from None

    def team(self, name: str) -> int:
        key = name.strip().replace("/", "")
        for i, t in enumerate(self.teams):
            if t == key or sorted(t) == sorted(key):
                return i
        raise TableError(f"no side {name!r} at this table ({' '.join(self.teams)})")

    def next(self, seat: int, step: int = 1) -> int:
        return (seat + step) % self.n

    def partner(self, seat: int) -> int:
        """The one other seat of `seat`'s side; a TableError where the side is not two seats."""
        others = [s for s in range(self.n) if s != seat and self.team_of[s] == self.team_of[seat]]
        if len(others) != 1:
            raise TableError(f"{self.seats[seat]} has no single partner at this table")
        return others[0]

    def speaker(self, name: str, first: int) -> int:
        """A seat of `bidding.speakers`, named from the first speaker."""
        if name == "first_speaker":
            return first
        if name == "partner_of_first_speaker":
            return self.partner(first)
        raise KeyError(name)

    def position(self, rule: str, dealer: int, taker: int | None = None, first_bidder: int | None = None) -> int:
        """The seat a rule names relative to the dealer (or the taker, or the first player who bid)."""
        step = self._steps.get(rule)
        if step is not None:
            return (dealer + step) % self.n
        if rule == "taker":
            if taker is None:
                raise TableError("the position 'taker' is only known once someone has taken")
            return taker
        if rule == "first_bidder":
            if first_bidder is None:
                raise TableError("the position 'first_bidder' is only known from the bidding")
            return first_bidder
        raise KeyError(rule)

    def first_lead(self, rule: str, dealer: int, taker: int | None, first_bidder: int | None) -> int | None:
        """The first trick's leader by `play.first_lead.rule`, or None when the rule names the first bidder
        and the bidding is not known (a scored deal given by its contract alone): the caller then reads the
        leader from the tricks."""
        if rule == "first_bidder" and first_bidder is None:
            return None
        return self.position(rule, dealer, taker, first_bidder)


def first_bidder(history: list[dict[str, Any]], table: Table) -> int | None:
    """The seat of the first bid (not a pass, a double or a redouble) in a bidding history as the engine
    writes it (`{"seat": ..., "action": "bid" | "take" | ...}`), or None when nobody bid."""
    for entry in history:
        if entry.get("action") in ("bid", "take"):
            return table.seat(entry["seat"])
    return None
