"""identify ranks the variants it searches by rule distance: a rival's count from a search cut short is a lower
bound, and whichever such a bound puts first is counted in full before it is ranked, so the true closest is named
(issue 34: belote-cli, classic French with annonces, is French Belote with annonces); equal fits that meet only at
the root name no rule. Each search here is a stand-in with the counts it returns, so no engine is asked."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import pytest

from belote_spec.diagnose import causes
from belote_spec.diagnose.identify import core
from belote_spec.diagnose.identify.positions import Answer

CLAIMED, RIVAL = "french", "french-annonces"


@pytest.fixture(scope="module")
def reference() -> core.Reference:
    return core.Reference()


@dataclass(frozen=True)
class _Change:
    key: str


def _departures(n: int) -> list[Any]:
    return [core.Departure(_Change(f"r{k}"), "", 1, None) for k in range(n)]  # type: ignore[arg-type]


def _got(reference: core.Reference) -> dict[int, Answer]:
    """The rival's answers, but a few: it agrees on more positions than the claimed variant, and is searched."""
    want = reference.answers[RIVAL]
    got = {i: a for i, a in want.items() if a is not None}
    for i in list(got)[:3]:
        got[i] = Answer("result", "something else")
    return got


def _search(counts: dict[tuple[str, bool], tuple[int, bool]], calls: list[tuple[str, bool, int]]) -> Any:
    """A stand-in for the search of one variant's departures: (variant, on the small budget) -> (changes, cut);
    a cut search leaves a disagreement unexplained (one rule more, at least)."""

    def explain(
        ref: Any,
        variant: str,
        name: str,
        got: Any,
        want: Any,
        disagree: Sequence[int],
        limit: Any = None,
        most: int = 0,
    ) -> tuple[list[Any], list[int], bool]:
        calls.append((variant, limit is not None, most))
        n, cut = counts.get((variant, limit is not None), (9, False))
        return _departures(n), list(disagree[:1]) if cut else [], cut

    return explain


def test_a_rival_a_bound_puts_first_is_counted_in_full_and_named(
    reference: core.Reference, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The claimed variant departs on 3 rules; the rival's search on the small budget stops after 1 change (at
    least 2 rules), counted in full it departs on 2: it is the closest. A bound never passed a variant counted
    in full, so the claimed one was named though farther."""
    calls: list[tuple[str, bool, int]] = []
    counts = {(CLAIMED, False): (3, False), (RIVAL, True): (1, True), (RIVAL, False): (2, False)}
    monkeypatch.setattr(core, "_explain", _search(counts, calls))
    n = core.judge(reference, CLAIMED, list(_got(reference)), _got(reference))
    assert (n.closest.variant, n.closest.rules, n.closest.cut, n.misnamed) == (RIVAL, 2, False, True)
    claimed = n.claimed_standing
    assert claimed is not None and (claimed.rules, n.ranking.index(claimed)) == (3, 1)
    # In full, with no need to go past 2 changes: as many rules away as the claimed variant, it would come after.
    assert (RIVAL, False, 2) in calls
    assert (len(n.closest_departures), n.closest_unexplained, n.against) == (2, 0, CLAIMED)  # listed from both


def test_a_rival_counted_in_full_falls_back_behind_a_closer_variant(
    reference: core.Reference, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Its bound put the rival first (at least 2 rules); counted in full it is farther (it reaches the claimed
    variant's 3 changes with disagreements left): the claimed variant stays the closest, the rival said farther."""
    calls: list[tuple[str, bool, int]] = []
    counts = {(CLAIMED, False): (3, False), (RIVAL, True): (1, True), (RIVAL, False): (3, True)}
    monkeypatch.setattr(core, "_explain", _search(counts, calls))
    n = core.judge(reference, CLAIMED, list(_got(reference)), _got(reference))
    assert (n.closest.variant, n.closest.rules, n.misnamed) == (CLAIMED, 3, False)
    rival = next(s for s in n.ranking if s.variant == RIVAL)
    assert (rival.rules, rival.cut, n.ranking.index(rival)) == (4, True, 1)
    assert [c for c in calls if c[0] == RIVAL] == [(RIVAL, True, 3), (RIVAL, False, 2)]  # in full once
    assert (n.closest_departures, n.closest_unexplained) == ([], 0)


def test_equal_fits_that_meet_only_at_the_root_name_no_rule(
    reference: core.Reference, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Two changes of unrelated rules (declarations turned on, the tie's held points) fit the same positions
    alike: no rule holds both but the root, so none is named and their positions stay unexplained, never counted
    as a rule departed on."""
    from belote_spec.changes.perturb import Perturbation

    spec = reference.specs[CLAIMED]
    on = Perturbation("/declarations/enabled", False, True, "flipped", spec)
    held = Perturbation("/scoring/tie/held", ["tricks", "belote"], ["tricks"], "shortened", spec)
    got = _got(reference)
    want = reference.answers[CLAIMED]
    disagree = [i for i in got if want[i] is not None and not got[i].same(want[i])][:4]

    def chosen(*args: Any, **kwargs: Any) -> list[Any]:
        return [(on, set(disagree), [held])]

    monkeypatch.setattr(core, "_greedy", chosen)
    for name in ("borne_out_on", "is_borne_out"):  # each change borne out: the greedy stand-in chooses it again
        monkeypatch.setattr(core, name, lambda tally, least=0: True, raising=False)
    departures, left, cut = core._explain(reference, CLAIMED, CLAIMED, got, want, disagree)
    assert departures == [] and sorted(left) == sorted(disagree) and not cut


def test_borne_out_on_two_positions_is_one_predicate() -> None:
    """A change fitted to the answers must be borne out on two of the positions that tell it apart (where any
    does); the root-cause search and identify ask the same predicate."""
    from belote_spec.diagnose.search import TWICE, borne_out_on, is_borne_out

    assert TWICE == 2
    assert borne_out_on((2, 3)) and not borne_out_on((1, 1)) and borne_out_on((1, 1), least=0)
    assert borne_out_on((0, 0, 0)) and not borne_out_on((1, 3)) and not borne_out_on((0, 0, 2))
    assert all(borne_out_on(t, 0) == is_borne_out(t) for t in [(0, 0), (1, 1), (2, 3), (1, 2), None])
    assert vars(causes)["borne_out_on"] is borne_out_on and vars(core)["borne_out_on"] is borne_out_on
