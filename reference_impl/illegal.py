"""The one error an engine raises for an action the rules forbid."""

from __future__ import annotations


class IllegalAction(Exception):
    """An action the rules forbid. `rule` is the JSON pointer of the broken rule in the variant
    (``/play/obligations/follow_suit``) or a generic id: ``turn``, ``phase``, ``card-not-in-hand``,
    ``bid``, ``seat``. The state is left exactly as it was."""

    def __init__(self, rule: str, message: str) -> None:
        super().__init__(f"{rule}: {message}")
        self.rule = rule
        self.message = message
