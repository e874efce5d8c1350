"""Declarations: found in a hand by the variant's tables, and scored for the side with the best one."""

from __future__ import annotations

from pathlib import Path

import pytest

from belote_spec.protocol.interface import ReferenceEngine

VARIANT = str(Path(__file__).parents[1] / "variants" / "declaring.yaml")
HEARTS = {"kind": "suit", "trump": "H"}


@pytest.fixture(scope="module")
def engine() -> ReferenceEngine:
    return ReferenceEngine()


def found(engine: ReferenceEngine, hand: str) -> list[tuple[str, int, int]]:
    decls = engine.declarations(VARIANT, HEARTS, hand.split(), "N")
    return sorted((d["kind"], len(d["cards"]), d["points"]) for d in decls)


def test_carres_and_sequences_by_the_tables(engine: ReferenceEngine) -> None:
    assert found(engine, "JC JD JH JS 7C 8C") == [("carre", 4, 200)]
    assert found(engine, "9C 9D 9H 9S AS KS QS") == [("carre", 4, 150), ("sequence", 3, 20)]
    assert found(engine, "8C 8D 8H 8S") == []  # eights are not in the carré table
    assert found(engine, "AS KS QS JS") == [("sequence", 4, 50)]
    assert found(engine, "AS KS QS JS 10S 9S 8S") == [("sequence", 7, 100)]  # longer counts as five
    assert found(engine, "AS KS 10S 9S") == []  # Q missing: two runs of two


def test_the_best_declaration_decides_the_side(engine: ReferenceEngine) -> None:
    def win(declared: dict[str, str], dealer: str = "S") -> str | None:
        """The side whose declarations score; dealer S makes E the first to declare, dealer E makes N."""
        scores = engine.declaration_scores(VARIANT, HEARTS, {s: h.split() for s, h in declared.items()}, dealer)
        winners = [t for t, p in scores.items() if p]
        assert len(winners) <= 1
        return winners[0] if winners else None

    assert win({"N": "AS KS QS", "E": "AD KD QD JD"}) == "EW"  # longer
    assert win({"N": "AS KS QS", "E": "KD QD JD"}) == "NS"  # higher top card
    assert win({"N": "QS JS 10S", "E": "QH JH 10H"}) == "EW"  # trump
    assert win({"N": "QS JS 10S", "E": "QC JC 10C"}, dealer="S") == "EW"  # first in order
    assert win({"N": "QS JS 10S", "E": "QC JC 10C"}, dealer="E") == "NS"
    assert win({"N": "AS AD AH AC", "E": "KD QD JD 10D 9D"}) == "NS"  # carré beats a quint


def test_by_category_and_a_carre_cancelling_sequences(tmp_path) -> None:
    """Seed 000's reading: carrés and sequences compared apart; any carré voids the other side's sequences."""
    (tmp_path / "declaring.yaml").write_text(Path(VARIANT).read_text(encoding="utf-8"), encoding="utf-8")
    child = tmp_path / "by-category.yaml"
    child.write_text(
        "language: belote-spec/variant/1\nid: by-category\nextends: declaring\ntitle: t\nversion: 1.0.0\n"
        "declarations:\n  compare_by: by_category\n  carre_cancels_opponent_sequences: true\n"
        "  eight_in_a_row_as: [5, 3]\n",
        encoding="utf-8",
    )
    engine = ReferenceEngine()
    score = lambda hands: engine.declaration_scores(str(child), HEARTS, hands, "S")  # noqa: E731
    assert score({"N": ["AS", "KS", "QS", "JS"], "E": ["KD", "QD", "JD"]}) == {"NS": 50, "EW": 0}
    # E's carré of Queens voids N's quint (worth as much); E scores its carré.
    assert score({"N": ["AS", "KS", "QS", "JS", "10S"], "E": ["QD", "QC", "QH", "9C", "9D"]}) == {"NS": 100, "EW": 0}
    assert score({"N": ["AS", "KS", "10S", "9S", "8S"], "E": ["QD", "QC", "QH", "QS"]}) == {"NS": 0, "EW": 100}
    # Eight in a row counts as a quint and a tierce.
    run = engine.declarations(str(child), HEARTS, ["AS", "KS", "QS", "JS", "10S", "9S", "8S", "7S"], "N")
    assert sorted(d["points"] for d in run) == [20, 100]
