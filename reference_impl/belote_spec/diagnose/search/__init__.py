"""What the root-cause search (diagnose/causes.py) and identify (diagnose/identify/core.py) share: both look for
the rule changes that make the reference answer as an engine did, on a counted budget, numbers moved by the
differences seen, each change judged by the engine's answers on the positions that tell it apart."""

from __future__ import annotations

from collections import Counter
from typing import Any

from belote_spec.changes.perturb import borne_out

MAX_DELTAS = 8  # differences seen in the answers tried as moves of a rule's numbers, the most frequent first
FRACTIONS = (1, 2, 4, 5, 10)  # a multiplier or a rounding may have scaled a difference on its way to a score


class Spent(Exception):
    """The search has spent its budget: what it found stands, the rest is left unexplained and said so."""


def is_borne_out(tally: tuple[int, ...] | None) -> bool:
    """Whether the engine's answers bear a change out (perturb.borne_out's rule on the tally (agree, asked) or
    (agree, asked, neither)); with no tally (no engine asked) the change rests on what it reproduces. (A last
    trick given to the wrong side agrees with a belote left out of the contract on 9 of 16 positions: why a bare
    majority is not enough.)"""
    return tally is None or borne_out(*tally)


TWICE = 2  # positions a change chosen to fit the answers must be borne out on, where positions tell it apart


def borne_out_on(tally: tuple[int, ...] | None, least: int = TWICE) -> bool:
    """Borne out (is_borne_out) and, where positions tell the change apart, on at least `least` of them. A change
    chosen to fit the answers (a number moved by a difference seen, a pair among hundreds of thousands) fits some
    by construction: a rounding to 11 matched colver's exact scores on one position by chance, and belote-cli's
    deal matched a pair on the one position, dealt by South, that told the pair apart."""
    return is_borne_out(tally) and not (tally is not None and tally[1] > 0 and tally[0] < least)


def number_deltas(expected: Any, got: Any, out: Counter[int]) -> None:
    """Counts into `out` the differences between the numbers at the same places of two answers (a dict's
    shared keys, a list's places; a flag is no number)."""
    if isinstance(expected, bool) or isinstance(got, bool):
        return
    if isinstance(expected, int) and isinstance(got, int) and expected != got:
        out[got - expected] += 1
    elif isinstance(expected, dict) and isinstance(got, dict):
        for k in expected:
            if k in got:
                number_deltas(expected[k], got[k], out)
    elif isinstance(expected, list) and isinstance(got, list):
        for x, y in zip(expected, got, strict=False):
            number_deltas(x, y, out)


def moves(deltas: Counter[int], most: int = MAX_DELTAS) -> list[int]:
    """Moves of a rule's number worth trying: the `most` most frequent differences seen, and their whole
    fractions, both ways."""
    out: set[int] = set()
    for d, _ in deltas.most_common(most):
        out |= {sign * (d // f) for f in FRACTIONS if d % f == 0 for sign in (1, -1)}
    out.discard(0)
    return sorted(out)
