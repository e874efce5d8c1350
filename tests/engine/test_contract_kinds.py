"""Contract kinds under names of the variant's choosing, each with its trump shape and its own orders: a
reversed no-trump contract (Schieber's Undenufe, here on a 32-card deck) beside No Trumps, taken in the
bidding, bid in an auction, declared in, and rounded to match points by its own digit."""

from __future__ import annotations

from pathlib import Path

import pytest

from belote_spec.engine.auction import Auction
from belote_spec.engine.deal import Deal
from belote_spec.engine.rules import rules_for
from belote_spec.engine.scoring import _match_points
from belote_spec.engine.take_or_pass import Bidding
from belote_spec.protocol.interface import ReferenceEngine, Rejected

VARIANTS = Path(__file__).parents[1] / "variants"
AUCTION = str(VARIANTS / "contract-kinds.yaml")  # bulgarian + undenufe
TAKEN = str(VARIANTS / "contract-kinds-taken.yaml")  # french-sans-atout + undenufe
UNDENUFE = {"kind": "undenufe"}
NO_TRUMPS = {"kind": "no_trumps"}


def trick(*cards: str) -> list[dict[str, str]]:
    return [{"seat": seat, "card": card} for seat, card in zip("NESW", cards, strict=False)]


@pytest.fixture(scope="module")
def engine() -> ReferenceEngine:
    return ReferenceEngine()


def test_the_kinds_own_plain_order_decides_the_trick(engine: ReferenceEngine) -> None:
    """In the reversed kind the seven of the led suit wins and the Ace loses; No Trumps keeps the variant's order."""
    cards = trick("AS", "7S", "KS", "8S")
    assert engine.trick_winner(AUCTION, UNDENUFE, cards) == "E"
    assert engine.trick_winner(AUCTION, NO_TRUMPS, cards) == "N"
    assert engine.trick_winner(AUCTION, UNDENUFE, trick("8H", "AH", "7C", "9H")) == "N"  # only the led suit wins


def test_the_kinds_own_table_counts_the_cards(engine: ReferenceEngine) -> None:
    points = {c: engine.card_points(AUCTION, UNDENUFE, c) for c in ("7D", "8D", "9D", "10D", "JD", "QD", "KD", "AD")}
    assert points == {"7D": 11, "8D": 8, "9D": 0, "10D": 10, "JD": 2, "QD": 3, "KD": 4, "AD": 0}
    assert engine.card_points(AUCTION, NO_TRUMPS, "AD") == 22  # bulgarian's No Trumps: 11, counted twice


def test_the_kinds_sequence_order_ranks_the_runs(engine: ReferenceEngine) -> None:
    """Two tierces: in the reversed kind the run headed by the seven is the higher, in a suit contract the one
    headed by the Ace (bulgarian compares points, length, then the top card)."""
    hands = {"N": ["9S", "8S", "7S"], "E": ["AD", "KD", "QD"]}
    assert engine.declaration_scores(AUCTION, UNDENUFE, hands, "S") == {"NS": 20, "EW": 0}
    assert engine.declaration_scores(AUCTION, {"kind": "suit", "trump": "H"}, hands, "S") == {"NS": 0, "EW": 20}
    found = engine.declarations(AUCTION, UNDENUFE, ["7C", "8C", "9C", "10C", "JC"], "N")
    assert [(d["kind"], d["points"], d["cards"][0]) for d in found] == [("sequence", 100, "7C")]


def test_an_auction_bids_the_kind_in_its_place() -> None:
    rules = rules_for(AUCTION)
    deal = Deal(rules, 0, seed=1)
    auction = deal.bidding
    assert isinstance(auction, Auction)
    seat = deal.turn
    kinds = [b.get("suit", b.get("kind")) for b in auction.legal_bids(seat) if b["action"] == "bid"]
    assert kinds == ["C", "D", "H", "S", "no_trumps", "undenufe", "all_trumps"]
    deal.bid(seat, {"action": "bid", "kind": "undenufe"})
    following = rules.table.next(seat)
    with pytest.raises(Rejected) as low:
        auction.check(following, auction.parse({"action": "bid", "kind": "no_trumps"}))
    assert low.value.rule == "/bidding/auction/raise_by"
    auction.check(following, auction.parse({"action": "bid", "kind": "all_trumps"}))
    with pytest.raises(Rejected):
        auction.check(following, auction.parse({"action": "bid", "kind": "undenufe", "suit": "H"}))


def test_a_round_offers_the_kind_it_names() -> None:
    rules = rules_for(TAKEN)
    bidding = Bidding(rules, 0, rules.deck.card("JH"))
    seat = bidding.speaker
    assert bidding.legal_bids(seat) == [
        {"action": "pass"},
        {"action": "take", "kind": "suit", "suit": "H"},
        {"action": "take", "kind": "no_trumps"},
        {"action": "take", "kind": "undenufe"},
    ]
    assert bidding.check(seat, bidding.parse({"action": "take", "kind": "undenufe"})) == ("undenufe", None)
    with pytest.raises(Rejected):
        bidding.check(seat, bidding.parse({"action": "take", "kind": "all_trumps"}))  # the second round's
    deal = Deal(rules, 0, seed=3)
    deal.bid(deal.turn, {"action": "take", "kind": "undenufe"})
    assert deal.contract is not None and deal.contract.kind == "undenufe" and deal.contract.trump is None


def test_match_points_round_by_the_kinds_digit() -> None:
    """The reversed kind rounds up from a 7 (the test variant's), No Trumps from bulgarian's 5."""
    rules = rules_for(AUCTION)
    assert _match_points(rules, rules.contract("undenufe"), [97, 65]) == (10, 6)
    assert _match_points(rules, rules.contract("no_trumps"), [97, 65]) == (9, 7)


def test_a_round_may_not_name_a_kind_the_variant_lacks_or_one_with_a_trump_suit(tmp_path: Path) -> None:
    from belote_spec.spec.errors import SpecErrors
    from belote_spec.spec.loader import load_variant

    for name, message in (("obenabe", "nor a contract kind of this variant"), ("trumpf", "has one trump suit")):
        child = tmp_path / f"{name}.yaml"
        child.write_text(
            f"language: belote-spec/variant/1\nid: {name}\nextends: {Path(TAKEN).stem}\ntitle: t\nversion: 0.0.1\n"
            f"unstated:\n  /bidding/rounds: test\n"
            f"contracts:\n  trumpf:\n    trumps: one\n    trump_points: {{ranks: [J, 9, A, 10, K, Q, 8, 7],"
            f" points: [20, 14, 11, 10, 4, 3, 0, 0]}}\n    plain_points: {{ranks: [A, 10, K, Q, J, 9, 8, 7],"
            f" points: [11, 10, 4, 3, 2, 0, 0, 0]}}\n"
            f"bidding:\n  rounds:\n    - may_take: [turned_suit, {name}]\n",
            encoding="utf-8",
        )
        (tmp_path / Path(TAKEN).name).write_text(Path(TAKEN).read_text(encoding="utf-8"), encoding="utf-8")
        with pytest.raises(SpecErrors) as err:
            load_variant(str(child))
        assert message in str(err.value)
