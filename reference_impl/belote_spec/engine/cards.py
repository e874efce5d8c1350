"""Cards as small integers, so hands and tricks can be bitmasks.

A card's id is ``suit_index * n_ranks + rank_index`` in the variant's ``deck`` order; its name is the
rank followed by the suit letter (``10H``, ``JS``). Unicode suit symbols are accepted on input.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterable

SUIT_SYMBOLS = {"♣": "C", "♦": "D", "♥": "H", "♠": "S", "♧": "C", "♢": "D", "♡": "H", "♤": "S"}
SUIT_WORDS = {"clubs": "C", "diamonds": "D", "hearts": "H", "spades": "S"}
SUIT_NAMES = {v: k for k, v in SUIT_WORDS.items()}


class CardError(ValueError):
    """A card name that this deck does not have."""


class Deck:
    """The cards of one variant: names, suits and ranks by id, and each suit's bitmask."""

    def __init__(self, suits: Iterable[str], ranks: Iterable[object]) -> None:
        self.suits: tuple[str, ...] = tuple(suits)
        self.ranks: tuple[str, ...] = tuple(str(r) for r in ranks)
        self.n_ranks = len(self.ranks)
        self.size = len(self.suits) * self.n_ranks
        self.names: tuple[str, ...] = tuple(r + s for s in self.suits for r in self.ranks)
        self.suit_of: tuple[int, ...] = tuple(c // self.n_ranks for c in range(self.size))
        self.rank_of: tuple[int, ...] = tuple(c % self.n_ranks for c in range(self.size))
        self.suit_mask: tuple[int, ...] = tuple(
            ((1 << self.n_ranks) - 1) << (s * self.n_ranks) for s in range(len(self.suits))
        )
        self.ids: dict[str, int] = {name: i for i, name in enumerate(self.names)}  # by exact name
        # The deck's own letters, as every bid the engine offers names a suit, read once
        self._suit_ids: dict[str, int] = {}
        for letter in self.suits:
            with contextlib.suppress(CardError):
                self._suit_ids[letter] = self._suit_named(letter)

    def card(self, name: str) -> int:
        found = self.ids.get(name)
        if found is not None:
            return found
        text = name.strip()
        if text and text[-1] in SUIT_SYMBOLS:
            text = text[:-1] + SUIT_SYMBOLS[text[-1]]
        text = text.upper()
        if text.startswith("T") and len(text) == 2:
            text = "10" + text[1]
        try:
            return self.ids[text]
        except KeyError:
            raise CardError(f"no card {name!r} in this deck ({' '.join(self.names)})") from None

    def cards(self, names: Iterable[str]) -> list[int]:
        names = list(names)
        try:  # names as the deck writes them: looked up at once (each deal a probe replays names its pack)
            ids = self.ids
            return [ids[n] for n in names]
        except (KeyError, TypeError):
            return [self.card(n) for n in names]

    def suit(self, name: str) -> int:
        found = self._suit_ids.get(name)
        return found if found is not None else self._suit_named(name)

    def _suit_named(self, name: str) -> int:
        letter = SUIT_WORDS.get(name.strip().lower(), SUIT_SYMBOLS.get(name.strip(), name.strip().upper()))
        try:
            return self.suits.index(letter)
        except ValueError:
            raise CardError(f"no suit {name!r} in this deck ({' '.join(self.suits)})") from None

    def rank(self, name: object) -> int:
        try:
            return self.ranks.index(str(name).upper())
        except ValueError:
            raise CardError(f"no rank {name!r} in this deck ({' '.join(self.ranks)})") from None

    def mask(self, cards: Iterable[int]) -> int:
        m = 0
        for c in cards:
            m |= 1 << c
        return m

    def unmask(self, mask: int) -> list[int]:
        out = []
        while mask:
            low = mask & -mask
            out.append(low.bit_length() - 1)
            mask ^= low
        return out

    def name(self, card: int) -> str:
        return self.names[card]

    def format(self, cards: Iterable[int]) -> str:
        return " ".join(self.names[c] for c in cards)
