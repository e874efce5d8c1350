"""The one error for an action the rules forbid, inside the rules code and at the engine's boundary alike: an
engine raises it, and the protocol's `rejected` answer carries its `rule` and `message`."""

from __future__ import annotations


class Rejected(Exception):
    """An action the rules forbid. `rule` is the JSON pointer of the broken rule in the variant
    (``/play/obligations/follow_suit``) or a generic id: ``turn``, ``phase``, ``card-not-in-hand``,
    ``bid``, ``seat``, ``handle``. The state is left exactly as it was."""

    def __init__(self, rule: str, message: str = "") -> None:
        super().__init__(f"{rule}: {message}" if message else rule)
        self.rule = rule
        self.message = message


# The checks of an action that a faulty rule set may leave out (`Rules.skipped_checks`, set by the fault
# operators of changes/faults/legality.py). The check that a card keeps a play obligation is named by the
# obligation unit's pointer (/play/obligations/follow_suit). The reference skips none.
PLAY_DURING_BIDDING = "play-during-bidding"
PLAY_OUT_OF_TURN = "play-out-of-turn"  # by a seat that has not played to the trick
SECOND_CARD_IN_TRICK = "second-card-in-trick"  # by a seat that has
CARD_NOT_HELD = "card-not-held"
DISCARD_NOT_HELD = "discard-not-held"
DISCARD_BY_OTHER_SEAT = "discard-by-other-seat"  # by a seat that did not take
BID_OUT_OF_TURN = "bid-out-of-turn"
BID_AFTER_AUCTION = "bid-after-auction"
PASS_WHEN_FORCED = "pass-when-forced"
LOWER_BID = "lower-bid"
OVERBID_AFTER_DOUBLE = "overbid-after-double"
