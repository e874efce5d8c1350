"""The documented random stream behind every random choice (bids, cards, discards, positions).

Python's `random.Random` does not promise its algorithm across versions and no other language can
replay it, so every draw comes from SplitMix64, the generator the shuffle uses too (shuffle.py computes
its outputs for a whole pack at once, from the constants here), with each operation defined exactly
here so an implementer can replay a fuzz deal:

- `skip(k)`: drops k outputs (a fuzz deal's draws start after the n-1 its shuffle used).
- `next()`: the next 64-bit SplitMix64 output.
- `below(n)`: ``next() % n`` (one output, plain modulo, like the shuffle; the bias of at most
  n/2^64 is accepted so the rule stays one line in any language).
- `choice(seq)`: ``seq[below(len(seq))]``.
- `sample(seq, k)`: a partial Fisher-Yates pass on a copy of `seq`, from the front: for i in
  0..k-1, j = i + below(len(seq) - i), swap positions i and j; the result is the first k items.
- `chance(p)`: true when ``next() < floor(p * 2^64)`` (p a double: p * 2^64 is exact, so the
  threshold is exact too); p <= 0 never draws true, p >= 1 always does. It always uses one output.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from typing import TypeVar

T = TypeVar("T")
_TWO64 = 1 << 64
MASK = _TWO64 - 1  # arithmetic mod 2^64
# SplitMix64 (Vigna): the state moves by GAMMA; an output is the state mixed by two xor-shift-multiply steps.
GAMMA = 0x9E3779B97F4A7C15
MIX_1 = 0xBF58476D1CE4E5B9
MIX_2 = 0x94D049BB133111EB
# chance(p)'s threshold by p: the tools ask a handful of probabilities, each at every bid; a Fraction each time
# was a third of a random bid's cost. Kept to a few entries whatever a caller asks.
_THRESHOLDS: dict[float, int] = {}
_THRESHOLDS_KEPT = 64


class SplitMix64:
    """A SplitMix64 stream from a seed (taken mod 2^64), with the draws the tools use."""

    def __init__(self, seed: int) -> None:
        self._state = seed & MASK

    def next(self) -> int:
        """The next 64-bit output (the state is kept, so that `skip` is O(1))."""
        self._state = z = (self._state + GAMMA) & MASK
        z = ((z ^ (z >> 30)) * MIX_1) & MASK
        z = ((z ^ (z >> 27)) * MIX_2) & MASK
        return z ^ (z >> 31)

    def skip(self, k: int) -> SplitMix64:
        """Drops the next k outputs (the state after k outputs is the state plus k increments), e.g. the
        n-1 the shuffle of the same seed used, so the draws continue its stream instead of repeating it."""
        self._state = (self._state + k * GAMMA) & MASK
        return self

    def below(self, n: int) -> int:
        if n < 1:
            raise ValueError("below(n) needs n >= 1")
        # next(), written out: every random card and bid draws here
        self._state = z = (self._state + GAMMA) & MASK
        z = ((z ^ (z >> 30)) * MIX_1) & MASK
        z = ((z ^ (z >> 27)) * MIX_2) & MASK
        return (z ^ (z >> 31)) % n

    def choice(self, seq: Sequence[T]) -> T:
        return seq[self.below(len(seq))]

    def sample(self, seq: Sequence[T], k: int) -> list[T]:
        if not 0 <= k <= len(seq):
            raise ValueError("sample larger than the sequence")
        pool = list(seq)
        for i in range(k):
            j = i + self.below(len(pool) - i)
            pool[i], pool[j] = pool[j], pool[i]
        return pool[:k]

    def chance(self, p: float) -> bool:
        threshold = _THRESHOLDS.get(p)
        if threshold is None:
            threshold = min(max(int(Fraction(p) * _TWO64), 0), _TWO64)
            if len(_THRESHOLDS) < _THRESHOLDS_KEPT:
                _THRESHOLDS[p] = threshold
        return self.next() < threshold
