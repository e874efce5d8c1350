"""A contract's points multiplier by the trump suit (`points_multiplier` as a map), and what a multiplier
multiplies (`multiplies`)."""

from __future__ import annotations

from pathlib import Path

import pytest

from belote_spec.engine.belote import BelotePlay
from belote_spec.engine.rules import rules_for
from belote_spec.engine.scoring import score_deal, trick_points
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


ALL = str(VARIANTS / "multiplies-all.yaml")  # suit-multiplier, its multiplier on every point


def capot(variant: str, trump: str) -> list[int]:
    """The tricks points of N and S taking every trick, with `trump` trump."""
    rules = rules_for(variant)
    contract = rules.contract("suit", rules.deck.suit(trump))
    n = rules.deck.size // 4
    return trick_points(rules, contract, [(0, range(4 * i, 4 * i + 4)) for i in range(n)])[0]


def test_a_multiplier_counts_what_its_kind_says() -> None:
    """Bulgarian: 152 card points, 10 for the last trick, 90 for a capot (beside the last trick)."""
    assert capot(ALL, "H") == [152 * 2 + 10 * 2 + 90 * 2, 0]
    assert capot(BY_SUIT, "H") == [152 * 2 + 10 * 2 + 90, 0]  # by default: the card points and the last trick
    assert capot(ALL, "C") == [152 + 10 + 90, 0]


def test_declarations_and_belote_count_under_the_multiplier_where_said() -> None:
    def parts(variant: str, trump: str) -> dict[str, int]:
        rules = rules_for(variant)
        contract = rules.contract("suit", rules.deck.suit(trump))
        pair = tuple(rules.deck.cards([f"K{trump}", f"Q{trump}"]))
        tricks = [(0, rules.deck.cards(["7C", "8C", "9C", "10C"]))]
        belote = [BelotePlay(0, pair, ("belote", "rebelote"))]
        score = score_deal(rules, contract, 0, tricks, belote=belote, declarations=[50, 0])
        return score.breakdown[0]

    assert parts(ALL, "S") == {"tricks": (10 + 10) * 2, "belote": 20 * 2, "declarations": 50 * 2}
    assert parts(BY_SUIT, "S") == {"tricks": (10 + 10) * 2, "belote": 20, "declarations": 50}
    assert parts(ALL, "D") == {"tricks": 10 + 10, "belote": 20, "declarations": 50}


def test_a_multiplier_may_leave_the_last_trick_out(tmp_path: Path) -> None:
    child = _child(tmp_path, "contracts:\n  suit:\n    multiplies: [cards]\n")
    assert hearts_trick(child, "H") == [(20 + 14 + 11 + 10) * 2 + 10, 0]
