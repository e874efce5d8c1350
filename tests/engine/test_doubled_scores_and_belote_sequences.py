"""Doubled and failed contracts, a side that scored nothing, a belote completed by a turned or exchanged card."""

from __future__ import annotations

from belote_spec.engine.deal import Deal
from belote_spec.engine.rules import rules_for
from belote_spec.engine.scoring import _match_points
from belote_spec.protocol.interface import ReferenceEngine

DECK = [f"{r}{s}" for s in "CDHS" for r in ("7", "8", "9", "10", "J", "Q", "K", "A")]


def _tricks(winners: list[str]) -> list[dict]:
    cards = iter(DECK)
    return [{"winner": w, "cards": [next(cards) for _ in range(4)]} for w in winners]


def test_held_points_go_to_the_winner_of_a_doubled_deal() -> None:
    engine = ReferenceEngine()
    deal = {
        "contract": {"kind": "suit", "trump": "S", "taker": "N"},
        "tricks": _tricks(["N"] * 7 + ["E"]),
        "multiplier": 2,
    }
    plain = engine.score_deal("bulgarian", deal)["scores"]
    held = engine.score_deal("bulgarian", deal | {"held": 100})["scores"]
    assert held["NS"] == plain["NS"] + 100 and held["EW"] == plain["EW"] == 0


def test_a_failed_doubled_contract_goes_to_the_defender_with_more_points() -> None:
    engine = ReferenceEngine()
    deck = [f"{r}{s}" for s in "CDHS" for r in ("9", "10", "J", "Q", "K", "A")]
    winners = ["E", "E", "E", "E", "W", "S", "E", "E"]
    tricks = [{"winner": w, "cards": deck[3 * i : 3 * i + 3]} for i, w in enumerate(winners)]
    out = engine.score_deal(
        "bulgarian-3p", {"contract": {"kind": "suit", "trump": "S", "taker": "S"}, "tricks": tricks, "multiplier": 2}
    )
    assert out["outcome"] == "failed"
    assert out["scores"]["E"] > 0 and out["scores"]["W"] == out["scores"]["S"] == 0


def test_a_side_that_scored_nothing_gets_no_match_point() -> None:
    rules = rules_for("bulgarian-3p")
    assert _match_points(rules, rules.contract("suit", 0), (0, 21, 55))[0] == 0


def test_a_card_turned_up_by_the_first_card_can_make_a_belote() -> None:
    """Open Belot: S's trump Queen lies under the card S leads first."""
    rules = rules_for("open-belot")
    probe = Deal(rules, 1, deck=list(range(32)))
    s = rules.table.seat("S")
    queen, king = rules.deck.card("QH"), rules.deck.card("KH")
    stack = next((st for st in probe.stacks[s] if st[0] is not None), None)
    assert stack is not None
    # Build a deck where S holds KH in hand and QH face down under a face-up card.
    deck = list(range(32))
    hand_pos = deck.index(probe.hands_list[s][0])
    down_pos = deck.index(stack[0])
    for a, b in ((hand_pos, deck.index(king)), (down_pos, deck.index(queen))):
        deck[a], deck[b] = deck[b], deck[a]
    deal = Deal(rules, 1, deck=deck)
    up = next(u for d, u in deal.stacks[s] if d == queen)
    deal.bid(deal.turn, {"action": "bid", "kind": "suit", "suit": "H"})
    deal.bid(deal.turn, {"action": "pass"})
    assert deal.turn == s
    deal.play(s, up)
    assert deal._belote_holder == {(king, queen): s}


def test_an_exchange_after_the_holder_has_led_still_completes_a_sequence() -> None:
    """Spanish Belote: N holds 7D QD KD AD with JD turned; after leading, N may still swap 7D for JD."""
    engine = ReferenceEngine()
    h = engine.new_deal("spanish-belote", "S", deck=DECK)
    engine.bid(h, "N", {"action": "take"})
    engine.play(h, "N", "7C")
    engine.exchange(h, "N")
    deal = engine._deals[h]
    runs = sorted(d.length for d in deal.declared[deal.rules.table.seat("N")] if d.kind == "sequence")
    assert runs == [3, 4]  # 7C 8C 9C (7C already played, still counted) and JD QD KD AD
