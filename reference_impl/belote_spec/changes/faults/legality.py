"""Fault operators of the family `legality` (changes/faults/model.py): an engine that leaves out one check
of an action and takes what it should refuse, a card not held, a card or a bid out of turn, a pass where
the round forces a bid... Each leaves out one named check (`Rules.skipped_checks`, engine/illegal.py);
the legal sets an engine reports stay right, only the action goes through."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from belote_spec.changes.faults.model import Operator, Site
from belote_spec.engine import illegal

if TYPE_CHECKING:
    from belote_spec.engine.rules import Rules

FAMILY = "legality"


def _skip(check: str) -> Callable[[Rules], None]:
    def apply(rules: Rules) -> None:
        rules.skipped_checks = rules.skipped_checks | {check}

    return apply


def _everywhere(rule: str, check: str, words: str) -> Callable[[Rules], list[Site]]:
    """A check every variant makes: the operator binds in each."""
    return lambda rules: [Site(rule, words, _skip(check))]


def _can_break(rules: Rules, key: str) -> bool:
    """Whether a card can break this engaged obligation. The undertrump duty decides only for a player bound
    to beat a ruff who cannot (units.Position.cannot_overtrump): without the duty to beat a ruff it never
    removes a card."""
    if key == "undertrump_when_cannot_overtrump":
        return rules.overtrump_on_ruff and rules.trump_when_void
    return True


def _obligation_sites(rules: Rules) -> list[Site]:
    """One site per obligation a card can break in the variant (an exemption only frees: none to break)."""
    obligations = rules.spec["play"]["obligations"]
    return [
        Site(
            u.pointer,
            f"play takes a card that breaks {u.label.lower()}, though the legal cards it reports leave it out",
            _skip(u.pointer),
        )
        for u in rules.play_units
        if u.keeps and u.engaged(obligations) and _can_break(rules, u.key)
    ]


_FORCED = {"last": "last to speak"}  # a forced seat's words, where its name alone says little


def _forced_sites(rules: Rules) -> list[Site]:
    """One site per round of a take-or-pass bidding in which a player may not pass."""
    bidding = rules.spec["bidding"]
    if bidding["system"] == "auction":
        return []
    return [
        Site(
            f"/bidding/rounds/{n}/forced",
            f"the {_FORCED.get(rnd['forced'], rnd['forced'].replace('_', ' '))} may pass in round {n + 1}, "
            "where the rules force a bid",
            _skip(illegal.PASS_WHEN_FORCED),
        )
        for n, rnd in enumerate(bidding["rounds"])
        if rnd.get("forced")
    ]


def _discard_sites(rule: str, check: str, words: str) -> Callable[[Rules], list[Site]]:
    """A check of the taker's discard, where the variant has one."""

    def sites(rules: Rules) -> list[Site]:
        return [Site(rule, words, _skip(check))] if rules.spec["dealing"]["after_bidding"].get("discard") else []

    return sites


def _auction_sites(
    rule: str, check: str, words: str, when: Callable[[dict[str, Any]], bool]
) -> Callable[[Rules], list[Site]]:
    """A check an auction makes (where `when` finds it in the auction's rules)."""

    def sites(rules: Rules) -> list[Site]:
        bidding = rules.spec["bidding"]
        if bidding["system"] != "auction" or not when(bidding["auction"]):
            return []
        return [Site(rule, words, _skip(check))]

    return sites


OPERATORS: tuple[Operator, ...] = (
    Operator(
        "accept-card-not-held",
        FAMILY,
        "play takes a card the player does not hold",
        _everywhere("card-not-in-hand", illegal.CARD_NOT_HELD, "a card the player does not hold is played"),
    ),
    Operator(
        "accept-play-out-of-turn",
        FAMILY,
        "play takes a card from a player whose turn it is not",
        _everywhere("turn", illegal.PLAY_OUT_OF_TURN, "a player plays before his turn"),
    ),
    Operator(
        "accept-second-card-in-trick",
        FAMILY,
        "play takes a second card from a player who has already played to the trick",
        _everywhere("turn", illegal.SECOND_CARD_IN_TRICK, "a player plays twice to one trick"),
    ),
    Operator(
        "accept-play-during-bidding",
        FAMILY,
        "play takes a card while the bidding is still going on",
        _everywhere("phase", illegal.PLAY_DURING_BIDDING, "a card is played during the bidding"),
    ),
    Operator(
        "accept-illegal-card",
        FAMILY,
        "play does not check an obligation, though the legal cards reported keep it",
        _obligation_sites,
    ),
    Operator(
        "accept-discard-not-held",
        FAMILY,
        "the taker's discard takes a card the taker does not hold",
        _discard_sites("card-not-in-hand", illegal.DISCARD_NOT_HELD, "the taker discards a card he does not hold"),
    ),
    Operator(
        "accept-discard-by-other-seat",
        FAMILY,
        "a discard is taken from a player who did not take",
        _discard_sites("turn", illegal.DISCARD_BY_OTHER_SEAT, "a player who did not take discards"),
    ),
    Operator(
        "accept-bid-out-of-turn",
        FAMILY,
        "a bid is taken from a player whose turn to speak it is not",
        _everywhere("turn", illegal.BID_OUT_OF_TURN, "a player bids before his turn"),
    ),
    Operator(
        "accept-pass-when-forced",
        FAMILY,
        "a pass is taken from a player the round forces to bid",
        _forced_sites,
    ),
    Operator(
        "accept-bid-after-auction",
        FAMILY,
        "a bid is taken once the bidding is over",
        _everywhere("phase", illegal.BID_AFTER_AUCTION, "a bid is made after the bidding has ended"),
    ),
    Operator(
        "accept-lower-bid",
        FAMILY,
        "an auction takes a bid no higher than the one before",
        _auction_sites(
            "/bidding/auction/raise_by",
            illegal.LOWER_BID,
            "a bid no higher than the one before is taken",
            lambda auction: True,
        ),
    ),
    Operator(
        "accept-overbid-after-double",
        FAMILY,
        "an auction takes a higher bid after a double that freezes it",
        _auction_sites(
            "/bidding/auction/doubling",
            illegal.OVERBID_AFTER_DOUBLE,
            "a doubled contract is overbid, though the double froze the bidding",
            lambda auction: bool(auction.get("doubling", {}).get("double_freezes")),
        ),
    ),
)
