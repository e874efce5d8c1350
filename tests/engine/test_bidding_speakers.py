"""bidding.speakers and forced: last (schieben): only the named seats speak, in their order, and the last of
them may not pass. The variant is the test-only tests/units_club/variants/schieben-test.yaml."""

from __future__ import annotations

import copy
from pathlib import Path

import pytest

from belote_spec.engine.illegal import Rejected
from belote_spec.engine.rules import Rules
from belote_spec.engine.take_or_pass import PASS, Bid, Bidding
from belote_spec.spec.loader import load_variant
from belote_spec.spec.semantics import check as semantic_findings

UNITS_CLUB = str(Path(__file__).resolve().parents[1] / "units_club")
DEALER = 0


@pytest.fixture
def spec(monkeypatch: pytest.MonkeyPatch) -> dict:
    monkeypatch.setenv("BELOTE_SPEC_PATH", UNITS_CLUB)
    return load_variant("schieben-test")


def _seat(rules: Rules, name: str) -> int:
    return rules.table.seat(name)


def test_the_first_speaker_passes_the_choice_to_the_partner_who_must_name_a_trump(spec: dict) -> None:
    rules = Rules(spec)
    bidding = Bidding(rules, DEALER, None)
    first = bidding.speaker
    partner = rules.table.partner(first)
    assert first == rules.table.position("right_of_dealer", DEALER)
    assert {"action": "pass"} in bidding.legal_bids(first)
    bidding.apply(first, PASS)
    assert bidding.speaker == partner  # the partner, not the next seat in playing order
    assert partner != rules.table.next(first)
    assert {"action": "pass"} not in bidding.legal_bids(partner)
    with pytest.raises(Rejected) as no:
        bidding.apply(partner, PASS)
    assert no.value.rule == "/bidding/rounds/0"
    bidding.apply(partner, Bid(True, "suit", rules.deck.suit("H")))
    assert bidding.result == (partner, "suit", rules.deck.suit("H"))


def test_a_seat_not_named_never_speaks(spec: dict) -> None:
    rules = Rules(spec)
    bidding = Bidding(rules, DEALER, None)
    other = rules.table.next(bidding.speaker)
    assert bidding.legal_bids(other) == []
    with pytest.raises(Rejected):
        bidding.apply(other, Bid(True, "suit", 0))


def test_the_partner_may_pass_back_to_the_first_speaker_who_must_then_choose(spec: dict) -> None:
    """SOG's reading: [first_speaker, partner_of_first_speaker, first_speaker], the last may not pass."""
    spec = copy.deepcopy(spec)
    spec["bidding"]["speakers"] = ["first_speaker", "partner_of_first_speaker", "first_speaker"]
    rules = Rules(spec)
    bidding = Bidding(rules, DEALER, None)
    first = bidding.speaker
    bidding.apply(first, PASS)
    partner = bidding.speaker
    assert {"action": "pass"} in bidding.legal_bids(partner)
    bidding.apply(partner, PASS)
    assert bidding.speaker == first
    assert {"action": "pass"} not in bidding.legal_bids(first)


def test_forced_last_without_speakers_binds_the_last_seat_in_playing_order(spec: dict) -> None:
    spec = copy.deepcopy(spec)
    del spec["bidding"]["speakers"]
    rules = Rules(spec)
    bidding = Bidding(rules, DEALER, None)
    for _ in range(rules.table.n - 1):
        assert {"action": "pass"} in bidding.legal_bids(bidding.speaker)
        bidding.apply(bidding.speaker, PASS)
    assert {"action": "pass"} not in bidding.legal_bids(bidding.speaker)


def test_the_partner_needs_sides_of_two(spec: dict) -> None:
    spec = copy.deepcopy(spec)
    spec["table"]["teams"] = {"A": ["S"], "B": ["W"], "C": ["N"], "D": ["E"]}
    assert ("/bidding/speakers", "partner_of_first_speaker needs sides of two seats") in list(semantic_findings(spec))
