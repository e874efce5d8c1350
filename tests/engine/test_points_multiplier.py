"""A contract's points multiplier by the trump suit (`points_multiplier` as a map), and what a multiplier
multiplies (`multiplies`)."""

from __future__ import annotations

from pathlib import Path

import pytest

from belote_spec.engine.rules import rules_for
from belote_spec.engine.scoring import trick_points
from belote_spec.protocol.interface import ReferenceEngine
from belote_spec.spec.errors import SpecErrors
from belote_spec.spec.loader import load_variant

VARIANTS = Path(__file__).parents[1] / "variants"
BY_SUIT = str(VARIANTS / "suit-multiplier.yaml")  # bulgarian, suit contracts x1 in C and D, x2 in H and S


def hearts_trick(variant: str, trump: str) -> list[int]:
    """The tricks points of N winning JH 9H AH 10H as the deal's last trick, with `trump` trump."""
    rules = rules_for(variant)
    contract = rules.contract("suit", rules.deck.suit(trump))
    return trick_points(rules, contract, [(0, rules.deck.cards(["JH", "9H", "AH", "10H"]))])[0]


def test_the_trump_suit_sets_the_multiplier() -> None:
    engine = ReferenceEngine()
    assert engine.card_points(BY_SUIT, {"kind": "suit", "trump": "H"}, "JH") == 40
    assert engine.card_points(BY_SUIT, {"kind": "suit", "trump": "S"}, "AH") == 22
    assert engine.card_points(BY_SUIT, {"kind": "suit", "trump": "C"}, "JC") == 20
    assert engine.card_points(BY_SUIT, {"kind": "suit", "trump": "D"}, "AH") == 11
    # the card points and the last trick (10) count twice with hearts trump, once with clubs
    assert hearts_trick(BY_SUIT, "H") == [(20 + 14 + 11 + 10 + 10) * 2, 0]
    assert hearts_trick(BY_SUIT, "C") == [2 + 0 + 11 + 10 + 10, 0]
    assert rules_for(BY_SUIT).contract("no_trumps").multiplier == 2  # bulgarian's No Trumps keeps its integer


def _child(tmp_path: Path, body: str) -> str:
    (tmp_path / "suit-multiplier.yaml").write_text(Path(BY_SUIT).read_text(encoding="utf-8"), encoding="utf-8")
    child = tmp_path / "child.yaml"
    child.write_text(
        "language: belote-spec/variant/1\nid: child\nextends: suit-multiplier\ntitle: t\nversion: 0.0.1\n"
        "unstated:\n  /contracts: test\n" + body,
        encoding="utf-8",
    )
    return str(child)


@pytest.mark.parametrize(
    ("body", "message"),
    [
        ("contracts:\n  suit:\n    points_multiplier: {S: null}\n", "names each suit of the deck once"),
        (
            "contracts:\n  no_trumps:\n    points_multiplier: {C: 1, D: 1, H: 2, S: 2}\n",
            "needs a kind with trumps: one",
        ),
    ],
)
def test_a_multiplier_by_suit_names_every_suit_in_a_kind_with_one_trump(
    tmp_path: Path, body: str, message: str
) -> None:
    with pytest.raises(SpecErrors) as err:
        load_variant(_child(tmp_path, body))
    assert message in str(err.value)
