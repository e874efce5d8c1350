"""An auction: players bid ever higher contracts (or points), the opponents may double and the bidders
redouble, until enough players pass in a row. Bulgarian Belot and Coinche are both read from it.

A bid is JSON: {"action": "bid", "kind": "suit", "suit": "H", "points": 90} (points only when the
variant raises by points; "capot": true for a capot bid), {"action": "double"}, {"action": "redouble"}
or {"action": "pass"}.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from belote_spec.engine.illegal import BID_OUT_OF_TURN, LOWER_BID, OVERBID_AFTER_DOUBLE, Rejected
from belote_spec.engine.rules import Rules

WHERE = "/bidding/auction"
ENUMERATION_LIMIT = 500


@dataclass(frozen=True)
class AuctionBid:
    action: str  # bid, double, redouble, pass
    kind: str = ""
    suit: int | None = None
    points: int = 0
    capot: bool = False


PASS_BID, DOUBLE_BID, REDOUBLE_BID = ({"action": a} for a in ("pass", "double", "redouble"))  # read, never given out
_BARE = {a: AuctionBid(a) for a in ("pass", "double", "redouble")}
KEPT = 4096  # bids (and offers) worked out once per rule set: a bound on whatever a faulty one takes

# How the protocol and the scenarios name a doubled and a redoubled contract, whatever the variant's levels
# (`doubling/levels`, the factors a double and a redouble score at: 2 and 4 in every shipped variant).
PROTOCOL_DOUBLING = (2, 4)


@dataclass(frozen=True)
class AuctionPlan:
    """What every auction of a rule set reads of `bidding.auction`, read once (`plan_of`)."""

    rank: dict[str, int]  # each contract name by its place in `contracts`, lowest first
    by_points: bool  # raise_by: points
    levels: tuple[int, ...]  # doubling.levels: the factors of a double and a redouble
    double_freezes: bool
    redouble_ends: bool
    ends_after_passes: int
    # What auctions of the rule set work out once and share, each kept to KEPT entries: a bid by what makes
    # it (`parse`), a valid bid's level (`check`), and what is offered in each state of the auction (`_offered`).
    parsed: dict[tuple[Any, ...], AuctionBid] = field(default_factory=dict)
    valid: dict[AuctionBid, tuple[int, int]] = field(default_factory=dict)
    offered: dict[tuple[Any, ...], tuple[tuple[dict[str, Any], ...], tuple[dict[str, Any], ...]]] = field(
        default_factory=dict
    )


def plan_of(rules: Rules) -> AuctionPlan:
    def build() -> AuctionPlan:
        spec = rules.spec["bidding"]["auction"]
        doubling = spec.get("doubling", {})
        return AuctionPlan(
            rank={name: i for i, name in enumerate(spec["contracts"])},
            by_points=spec["raise_by"] == "points",
            levels=tuple(doubling.get("levels", [])),
            double_freezes=bool(doubling.get("double_freezes")),
            redouble_ends=bool(doubling.get("redouble_ends")),
            ends_after_passes=spec["ends_after_passes"],
        )

    return rules.memo(("auction.plan",), build)


class Auction:
    # The rule set's plan, shared by every auction of it (and the bids it remembers): not this auction's state.
    CACHE_FIELDS = ("plan",)

    def __init__(self, rules: Rules, dealer: int, turned: int | None) -> None:
        self.rules = rules
        self.spec = rules.spec["bidding"]["auction"]
        self.plan = plan_of(rules)
        self.dealer = dealer
        self.first = rules.position("/bidding/first_speaker", rules.spec["bidding"]["first_speaker"], dealer)
        self.speaker = self.first
        self.round = 0
        self.history: list[tuple[int, AuctionBid]] = []
        self.best: tuple[int, AuctionBid] | None = None
        self._floor: tuple[int, int] | None = None  # the highest bid's level, worked out once when it is made
        self.multiplier = 1
        self.doubled = 0  # 0, 1 doubled, 2 redoubled: how far the doubling went, whatever its levels
        self.passes = 0
        self.result: tuple[int, str, int | None] | None = None
        self.all_passed = False

    @property
    def open(self) -> bool:
        return self.result is None and not self.all_passed

    def parse(self, spec: Any) -> AuctionBid:
        if not isinstance(spec, dict) or spec.get("action") not in ("bid", "double", "redouble", "pass"):
            raise Rejected("bid", f"a bid is an object with action bid, double, redouble or pass, not {spec!r}")
        if spec["action"] != "bid":
            return _BARE[spec["action"]]
        kind, suit, points = spec.get("kind", self.rules.suit_kind), spec.get("suit"), spec.get("points", 0)
        if not isinstance(kind, str) or not (suit is None or isinstance(suit, str)) or not isinstance(points, int):
            raise Rejected("bid", f"a bid names a kind, a suit and points, not {spec!r}")
        capot = bool(spec.get("capot", False))
        # A bid is parsed once per rule set (a suit's name read is the slow part), kept by what makes it: the
        # points by type too, as true is 1 to a dict but not to the history.
        key = (kind, suit, points, type(points), capot)
        parsed = self.plan.parsed
        found = parsed.get(key)
        if found is not None:
            return found
        try:
            s = self.rules.deck.suit(suit) if suit is not None else None
        except ValueError as e:
            raise Rejected("bid", str(e)) from None
        found = AuctionBid("bid", kind, s, points, capot)
        if len(parsed) < KEPT:
            parsed[key] = found
        return found

    def _name(self, bid: AuctionBid) -> str:
        # A suit letter in `auction.contracts` names a contract of the variant's first kind with one trump suit.
        one = self.rules.kind_trumps.get(bid.kind) == "one" and bid.kind == self.rules.suit_kind
        return self.rules.deck.suits[bid.suit] if one and bid.suit is not None else bid.kind

    def _level(self, bid: AuctionBid) -> tuple[int, int]:
        if self.plan.by_points:
            return (1, 0) if bid.capot else (0, bid.points)  # nothing is above a capot, not even a capot
        return (self.plan.rank[self._name(bid)], 0)

    def check(self, seat: int, bid: AuctionBid) -> None:
        """Raises Rejected naming the rule the bid breaks; changes nothing."""
        table = self.rules.table
        if self.result is not None or self.all_passed:
            raise Rejected("phase", "the bidding is over")
        if seat != self.speaker and BID_OUT_OF_TURN not in self.rules.skipped_checks:
            raise Rejected("turn", f"it is {table.seats[self.speaker]}'s turn to bid")
        if bid.action == "pass":
            return
        plan = self.plan
        if bid.action in ("double", "redouble"):
            self._check_double(seat, bid.action, plan.levels)
            return
        frozen = self.multiplier > 1 and plan.double_freezes
        if frozen and OVERBID_AFTER_DOUBLE not in self.rules.skipped_checks:
            raise Rejected(f"{WHERE}/doubling", "a doubled contract can no longer be overbid")
        level = plan.valid.get(bid)
        if level is None:
            level = self._valid_level(bid)
        floor = self._floor
        lower = floor is not None and level <= floor
        if lower and LOWER_BID not in self.rules.skipped_checks:
            raise Rejected(f"{WHERE}/raise_by", "a bid must be higher than the one before")

    def _valid_level(self, bid: AuctionBid) -> tuple[int, int]:
        """The level of a bid the auction's contracts, points and capot rule allow, whatever was bid before
        (remembered for the rule set); raises Rejected naming the rule it breaks."""
        plan = self.plan
        name = self._name(bid)
        if (
            name not in plan.rank
            or (self.rules.kind_trumps.get(bid.kind) == "one") != (bid.suit is not None)
            or bid.kind not in self.rules.spec["contracts"]
        ):
            suit_kind = self.rules.suit_kind
            raise Rejected(
                f"{WHERE}/contracts",
                f"{name!r} is not a contract of this auction (a suit names kind {suit_kind!r} and its suit)",
            )
        if bid.capot and bid.points:
            raise Rejected(f"{WHERE}/capot_bid", "a capot bid names no points")
        if not plan.by_points and bid.points:
            raise Rejected(f"{WHERE}/raise_by", f"bids here name a contract, not points ({bid.points})")
        if plan.by_points and not bid.capot:
            self._check_points(bid.points)
        if bid.capot and not self.spec.get("capot_bid"):
            raise Rejected(f"{WHERE}/capot_bid", "this auction has no capot bid")
        level = self._level(bid)
        if len(plan.valid) < KEPT:
            plan.valid[bid] = level
        return level

    def _check_double(self, seat: int, action: str, levels: Sequence[int]) -> None:
        """Raises Rejected unless `seat` may double (or redouble) the highest bid now."""
        table = self.rules.table
        step = 0 if action == "double" else 1
        if self.best is None or len(levels) <= step or self.multiplier != (1 if step == 0 else levels[0]):
            raise Rejected(f"{WHERE}/doubling", f"there is nothing to {action} now")
        bidders = table.team_of[self.best[0]]
        if (table.team_of[seat] == bidders) != (action == "redouble"):
            who = "the bidders' opponents" if action == "double" else "the bidders"
            raise Rejected(f"{WHERE}/doubling", f"only {who} may {action}")

    def _check_points(self, points: int) -> None:
        """Raises Rejected unless `points` is a bid the auction's points rule allows."""
        pts = self.spec["points"]
        top = pts.get("max")
        off_step = (points - pts["min"]) % pts["step"]
        if top is not None and points > top:
            # The rule broken is the highest bid itself, so a report can name it.
            raise Rejected(f"{WHERE}/points/max", f"the highest bid in points is {top}, not {points}")
        if points < pts["min"] or off_step:
            allowed = f"{pts['min']} {'to ' + str(top) if top is not None else 'or more'} in steps of {pts['step']}"
            raise Rejected(f"{WHERE}/points", f"a bid is {allowed}, not {points}")

    def apply(self, seat: int, bid: AuctionBid) -> None:
        if self.rules.bid_check is not None:
            self.rules.bid_check(self, seat, bid)
        else:
            self.check(seat, bid)
        self.history.append((seat, bid))
        plan = self.plan
        if bid.action == "bid":
            self.best, self.multiplier, self.doubled, self.passes = (seat, bid), 1, 0, 0
            self._floor = self._level(bid)
        elif bid.action == "double":
            self.multiplier, self.doubled, self.passes = plan.levels[0], 1, 0
        elif bid.action == "redouble":
            self.multiplier, self.doubled, self.passes = plan.levels[1], 2, 0
            if plan.redouble_ends:
                self._close()
                return
        else:
            self.passes += 1
        n = self.rules.table.n
        if self.best is None and self.passes == n:
            self.all_passed = True
        elif self.best is not None and self.passes >= plan.ends_after_passes:
            self._close()
        else:
            self.speaker = self.rules.table.after[seat]

    def _close(self) -> None:
        assert self.best is not None
        seat, bid = self.best
        self.result = (seat, bid.kind, bid.suit)

    @property
    def contract_points(self) -> int:
        return self.best[1].points if self.best else 0

    @property
    def capot_bid(self) -> bool:
        return bool(self.best and self.best[1].capot)

    def history_json(self) -> list[dict[str, Any]]:
        out = []
        for seat, b in self.history:
            entry: dict[str, Any] = {"seat": self.rules.table.seats[seat], "action": b.action}
            if b.action == "bid":
                entry["kind"] = b.kind
                if b.suit is not None:
                    entry["suit"] = self.rules.deck.suits[b.suit]
                if self.spec["raise_by"] == "points":
                    entry["points"] = b.points
                if b.capot:
                    entry["capot"] = True
            out.append(entry)
        return out

    def legal_bids(self, seat: int) -> list[dict[str, Any]]:
        """Every bid this seat may make now, worked out from the auction's state (the highest bid, who holds
        it, the multiplier) and the rules' range, step and contracts, in the order `legal_bids_by_trying`
        lists them: pass, double, redouble, then each contract's bids upward and its capot bid.

        `legal_bids_by_trying` stays the readable oracle (tests/engine/test_auction_fast.py compares the two at
        every step of seeded auctions): trying ~180 candidates through `check` was 91% of a coinche deal."""
        return [dict(b) for b in self._offered(seat)[0]]  # copies: a caller may keep or change what it is given

    def choices(self, seat: int) -> tuple[bool, Sequence[dict[str, Any]]]:
        """What a random player picks from: whether this seat may pass, and the other legal bids, in the order
        `legal_bids` lists them. Shared with later calls, where `legal_bids` gives copies: read them, and copy
        the one kept."""
        offered, takes = self._offered(seat)
        return bool(offered), takes  # a seat that may bid may pass

    def _offered(self, seat: int) -> tuple[Sequence[dict[str, Any]], Sequence[dict[str, Any]]]:
        """`legal_bids`, the dicts shared with the bid table, and those but the pass. What is offered depends only
        on the highest bid's level and what the doubling allows this seat: worked out once per rule set for each
        such state."""
        if self.result is not None or self.all_passed or seat != self.speaker:
            return (), ()
        plan, best = self.plan, self.best
        levels = plan.levels
        floor, double, redouble, frozen = None, False, False, False
        if best is not None:
            bidders = self.rules.table.team_of[best[0]] == self.rules.table.team_of[seat]
            double = bool(levels) and self.multiplier == 1 and not bidders
            redouble = len(levels) > 1 and self.multiplier == levels[0] and bidders
            frozen = self.multiplier > 1 and plan.double_freezes
            floor = self._floor
        key = (floor, double, redouble, frozen)
        known = plan.offered
        found = known.get(key)
        if found is None:
            offered = (PASS_BID,) + (DOUBLE_BID,) * double + (REDOUBLE_BID,) * redouble
            if not frozen:
                for levels_of, bids in self._bid_table():
                    # Each contract's bids rise (points, then capot): the legal ones are those above the floor.
                    offered += tuple(bids[0 if floor is None else bisect_right(levels_of, floor) :])
            found = (offered, offered[1:])  # the pass comes first: the rest are what a player may take
            if len(known) < KEPT:  # a faulty rule set may take bids off the table, at levels without end
                known[key] = found
        return found

    def _bid_table(self) -> list[tuple[list[tuple[int, int]], list[dict[str, Any]]]]:
        """What never changes during an auction, built once per rule set: per contract one may bid (a name
        `check` would refuse is left out), its bids in rising order with the level `check` compares."""

        def build() -> list[tuple[list[tuple[int, int]], list[dict[str, Any]]]]:
            rules, deck = self.rules, self.rules.deck
            kinds = rules.spec["contracts"]
            by_points = self.spec["raise_by"] == "points"
            pts = self.spec.get("points")
            values = list(range(pts["min"], pts.get("max", ENUMERATION_LIMIT) + 1, pts["step"])) if by_points else []
            table = []
            for name in self.spec["contracts"]:
                suit_kind = rules.suit_kind
                if name in deck.suits:
                    ok, base = suit_kind in kinds, {"action": "bid", "kind": suit_kind, "suit": name}
                else:
                    ok, base = name in kinds and kinds[name]["trumps"] != "one", {"action": "bid", "kind": name}
                if not ok:
                    continue
                bids = [base | {"points": v} for v in values] if by_points else [dict(base)]
                if self.spec.get("capot_bid"):
                    bids.append(base | {"capot": True})
                table.append(([self._level(self.parse(b)) for b in bids], bids))
            return table

        return self.rules.memo(("auction.bid_table",), build)

    def legal_bids_by_trying(self, seat: int) -> list[dict[str, Any]]:
        """The oracle of `legal_bids`: every candidate bid tried through `parse` and `check`."""
        rules = self.rules
        out: list[dict[str, Any]] = []
        candidates: list[dict[str, Any]] = [{"action": "pass"}, {"action": "double"}, {"action": "redouble"}]
        pts = self.spec.get("points")
        # Without a highest bid, bids are listed up to ENUMERATION_LIMIT, past any points a deal can hold.
        top = pts.get("max", ENUMERATION_LIMIT) if pts else 0
        values = list(range(pts["min"], top + 1, pts["step"])) if self.spec["raise_by"] == "points" else [0]
        if self.best is not None and self.spec["raise_by"] == "points":
            # Only bids above the highest so far can be legal: the lower ones are not tried one by one.
            values = [v for v in values if v > self.best[1].points]
        for name in self.spec["contracts"]:
            base: dict[str, Any] = (
                {"action": "bid", "kind": rules.suit_kind, "suit": name}
                if name in rules.deck.suits
                else {"action": "bid", "kind": name}
            )
            candidates += [base | ({"points": v} if self.spec["raise_by"] == "points" else {}) for v in values]
            if self.spec.get("capot_bid"):
                candidates.append(base | {"capot": True})
        for c in candidates:
            try:
                self.check(seat, self.parse(c))
            except Rejected:
                continue
            out.append(c)
        return out
