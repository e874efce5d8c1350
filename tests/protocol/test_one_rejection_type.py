"""One error for a forbidden action: what the rules code raises is what an engine raises and the protocol answers."""

from __future__ import annotations

import re
from pathlib import Path

import belote_spec
import belote_spec.engine.illegal as rules_code
from belote_spec.protocol.interface import Rejected


def test_the_rules_code_and_the_engine_interface_reject_with_one_class_and_one_text() -> None:
    assert Rejected is rules_code.Rejected
    assert (str(Rejected("turn", "turn to bid")), str(Rejected("handle"))) == ("turn: turn to bid", "handle")
    e = rules_code.Rejected("/play/obligations/follow_suit", "must follow")
    assert (e.rule, e.message) == ("/play/obligations/follow_suit", "must follow")


def test_the_rejection_goes_by_one_name() -> None:
    """`Rejected`, the engine interface's word and the protocol's: no module gives it a second name."""
    aliased = re.compile(r"^\s*\w+\s*(:[^=]*)?=\s*Rejected\s*$|import Rejected as (?!Rejected\b)", re.M)
    for path in Path(belote_spec.__file__).parent.rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        assert not aliased.search(text), f"{path} names the rejection otherwise"
        assert "IllegalAction" not in text, path
