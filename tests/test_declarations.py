"""Declarations: found in a hand by the variant's tables, and scored for the side with the best one."""

from __future__ import annotations

from pathlib import Path

import pytest

from reference_impl.engine import ReferenceEngine

VARIANT = str(Path(__file__).parent / "variants" / "declaring.yaml")
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
    win = lambda declared, first="E": engine.declarations_winner(VARIANT, HEARTS, declared, first)  # noqa: E731
    assert win({"N": ["AS", "KS", "QS"], "E": ["AD", "KD", "QD", "JD"]}) == "EW"  # longer
    assert win({"N": ["AS", "KS", "QS"], "E": ["KD", "QD", "JD"]}) == "NS"  # higher top card
    assert win({"N": ["QS", "JS", "10S"], "E": ["QH", "JH", "10H"]}) == "EW"  # trump
    assert win({"N": ["QS", "JS", "10S"], "E": ["QC", "JC", "10C"]}, first="E") == "EW"  # first in order
    assert win({"N": ["QS", "JS", "10S"], "E": ["QC", "JC", "10C"]}, first="N") == "NS"
    assert win({"N": ["AS", "AD", "AH", "AC"], "E": ["KD", "QD", "JD", "10D", "9D"]}) == "NS"  # carré beats a quint
