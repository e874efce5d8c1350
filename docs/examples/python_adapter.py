"""An in-process adapter: how to put an engine written in Python behind belote-spec's engine interface.

    belote-spec conformance --engine python:python_adapter:Adapter --variant french
    (run from docs/examples, or put this folder on PYTHONPATH)

The "engine" here is a toy with its own card format (tuples of rank and suit) and its own API; the
adapter translates belote-spec's JSON-shaped calls to it and back. It builds on
`belote_spec.protocol.interface.Adapter`, which has every operation of the protocol with the protocol's own
signature, each answering `skip`: the adapter overrides only what its engine can do, and the runner reports
the rest as skipped, never as failed.
"""

from __future__ import annotations

from typing import Any

from belote_spec.protocol.interface import Adapter as Base
from belote_spec.protocol.interface import Unsupported

TRUMP = ["J", "9", "A", "10", "K", "Q", "8", "7"]
PLAIN = ["A", "10", "K", "Q", "J", "9", "8", "7"]
POINTS_TRUMP = dict(zip(TRUMP, [20, 14, 11, 10, 4, 3, 0, 0], strict=True))
POINTS_PLAIN = dict(zip(PLAIN, [11, 10, 4, 3, 2, 0, 0, 0], strict=True))


class ToyEngine:
    """Someone's engine: cards are (rank, suit) tuples; it knows card values and trick winners."""

    def value(self, card: tuple[str, str], trump: str) -> int:
        return (POINTS_TRUMP if card[1] == trump else POINTS_PLAIN)[card[0]]

    def winner(self, cards: list[tuple[str, str]], trump: str) -> int:
        led = cards[0][1]

        def key(c: tuple[str, str]) -> int:
            if c[1] == trump:
                return 200 - TRUMP.index(c[0])
            return 100 - PLAIN.index(c[0]) if c[1] == led else 0

        return max(range(len(cards)), key=lambda i: key(cards[i]))


def _card(name: str) -> tuple[str, str]:
    return name[:-1], name[-1]


class Adapter(Base):
    """The engine interface over ToyEngine, for French Belote's suit contracts."""

    name = "toy engine (in-process adapter example)"
    engine = "the toy engine"  # in the reasons the skipped operations give
    variants = ("french",)

    def __init__(self) -> None:
        self.toy = ToyEngine()

    def _trump(self, contract: dict[str, Any]) -> str:
        if contract.get("kind") != "suit":
            raise Unsupported("the toy engine plays suit contracts only")
        return contract["trump"]

    def card_points(self, variant: str, contract: dict[str, Any], card: str) -> int:
        return self.toy.value(_card(card), self._trump(contract))

    def trick_winner(self, variant: str, contract: dict[str, Any], trick: list[dict[str, str]]) -> str:
        index = self.toy.winner([_card(p["card"]) for p in trick], self._trump(contract))
        return trick[index]["seat"]
