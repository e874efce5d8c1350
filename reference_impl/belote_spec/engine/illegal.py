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
