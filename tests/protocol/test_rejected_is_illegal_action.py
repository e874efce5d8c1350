"""One error for a forbidden action: the rules code's IllegalAction is the engine's Rejected."""

from __future__ import annotations

from belote_spec.engine.illegal import IllegalAction
from belote_spec.protocol.interface import Rejected


def test_rejected_and_illegal_action_are_one_class_with_one_text() -> None:
    assert Rejected is IllegalAction
    assert (str(Rejected("turn", "turn to bid")), str(Rejected("handle"))) == ("turn: turn to bid", "handle")
    e = IllegalAction("/play/obligations/follow_suit", "must follow")
    assert (e.rule, e.message) == ("/play/obligations/follow_suit", "must follow")
