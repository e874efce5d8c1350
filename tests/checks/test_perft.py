"""Perft: the stored counts hold, agree with an independent count, and catch a wrong engine."""

from __future__ import annotations

from typing import Any

import pytest

from belote_spec.checks import perft
from belote_spec.protocol.interface import ReferenceEngine
from belote_spec.spec.loader import load_variant, shipped_variant_ids
from tests.engine.test_legal_oracle import _winner, oracle


@pytest.mark.parametrize("variant", shipped_variant_ids())
def test_each_variant_has_perft_counts_that_the_reference_engine_reproduces(variant: str) -> None:
    path = perft.perft_dir() / f"{variant}.txt"
    assert path.is_file(), f"no perft counts for {variant}: belote-spec perft --update {variant}"
    text = path.read_text(encoding="utf-8")
    assert ("counts " in text) == perft.supported(variant)
    assert perft.check(ReferenceEngine(), [variant]) == []


def _independent(spec: dict, pos: perft.Position, depth: int) -> int:
    """Perft by the test oracle's own reading of the play rules, not the engine's."""
    trump = pos.contract["trump"]

    def walk(hands: dict[str, list[str]], trick: list[tuple[str, str]], seat: str, left: int) -> int:
        if left == 0:
            return 1
        total = 0
        for card in sorted(oracle(spec, trump, hands[seat], trick, seat)):
            hands[seat].remove(card)
            played = [*trick, (seat, card)]
            if len(played) == len(pos.order):
                nxt, played = played[_winner(spec, trump, played)][0], []
            else:
                nxt = pos.order[(pos.order.index(seat) + 1) % len(pos.order)]
            total += walk(hands, played, nxt, left - 1)
            hands[seat].append(card)
        return total

    return walk({s: list(h) for s, h in pos.hands.items()}, [], pos.leader, depth)


@pytest.mark.parametrize("variant", ["french", "french-qcsalon", "bulgarian"])
def test_the_counts_agree_with_an_independent_reading_of_the_rules(variant: str) -> None:
    spec = load_variant(variant)
    for pos in perft.positions(variant):
        if pos.contract.get("kind") != "suit":
            continue
        for depth in (1, 2, 3):
            assert perft.count(ReferenceEngine(), pos, depth) == _independent(spec, pos, depth)


def test_a_wrong_engine_is_shown_where_it_departs() -> None:
    class NoExemption(ReferenceEngine):
        """Ignores the partner-winning exemption: a void player must always trump."""

        def legal_cards(self, variant: str, contract: dict, hand: list[str], trick: list[dict], seat: str) -> Any:
            legal = super().legal_cards(variant, contract, hand, trick, seat)
            if trick and not any(c[-1] == trick[0]["card"][-1] for c in hand):
                trumps = [c for c in legal if c[-1] == contract.get("trump")]
                if not trumps:
                    trumps = [c for c in hand if c[-1] == contract.get("trump")]
                return trumps or legal
            return legal

    problems = perft.check(NoExemption(), ["french"])
    assert problems
    lines = problems[0].splitlines()
    assert lines[0] == "french seed 3 depth 3: expected 52, engine 42"
    words = [x.split(":")[1].split() for x in lines[1:3]]
    mine, theirs = (dict(zip(w[::2], w[1::2], strict=True)) for w in words)
    assert lines[1].startswith("  by first card, reference:") and lines[2].startswith("  by first card, engine:")
    assert (mine["8H"], theirs["8H"], mine["QC"], theirs["QC"]) == ("14", "9", "6", "6")  # both splits
    # Descended to the first position where the legal sets differ, the rule named there.
    assert lines[3].startswith("  first position where they differ (after 8H 7H): N holds ")
    assert lines[4] == "  legal cards: reference 9C 10C 8D 9D KD 8S QS KS, engine 8S QS KS"
    assert lines[5] == "  the rule: /play/obligations/partner_winning_exemption"
    assert lines[6] == "  the engine refuses 9C 10C 8D 9D KD: partner winning exemption"  # how, in words
    assert all(len(x) <= 120 for p in problems for x in p.splitlines())


def test_counting_by_replaying_the_deal_agrees_with_the_stateless_count() -> None:
    engine = ReferenceEngine()
    for pos in perft.positions("french")[:2]:
        for depth in (1, 2, 3):
            assert perft.count_replayed(engine, pos, depth) == perft.count(engine, pos, depth)


@pytest.mark.parametrize("variant", [v for v in shipped_variant_ids() if not perft.stateful(v)])
def test_the_compiled_count_gives_the_stored_counts(variant: str) -> None:
    """The benchmark's perft walks compiled bitmasks; it must count exactly what the interface counts,
    with and without bulk counting at the last card."""
    stored = [
        [int(x) for x in ln.split()[1:]]
        for ln in (perft.perft_dir() / f"{variant}.txt").read_text(encoding="utf-8").splitlines()
        if ln.startswith("counts ")
    ]
    for pos, want in zip(perft.positions(variant), stored, strict=True):
        rules, contract, hands, leader = perft.compiled_position(pos)
        for bulk in (True, False):
            assert [
                perft.compiled_count(rules, contract, hands, leader, d, bulk) for d in range(1, len(want) + 1)
            ] == want
        # Deeper than the stored counts: across two whole tricks, against the interface walk.
        assert perft.compiled_count(rules, contract, hands, leader, 6) == perft.count(ReferenceEngine(), pos, 6)


def test_a_declined_position_or_undeclared_variant_is_not_checked_never_matched() -> None:
    from belote_spec.protocol.interface import Unsupported

    class Declines(ReferenceEngine):
        def legal_cards(self, variant: str, contract: dict, hand: list[str], trick: list[dict], seat: str) -> Any:
            raise Unsupported("legal_cards is not implemented")

    out = perft.run_check(Declines(), ["french"])
    assert (out.matched, out.problems, len(out.skipped)) == (0, [], len(perft.SEEDS))
    out = perft.run_check(ReferenceEngine(), ["french", "bela"], declared=lambda v: v == "french")
    assert (out.matched, out.problems, out.skipped) == (
        len(perft.SEEDS),
        [],
        ["bela: the engine does not declare this variant"],
    )


def test_a_variant_file_keeps_its_counts_beside_it_apart_from_its_playthroughs() -> None:
    from belote_spec.checks import golden

    assert perft.stored_path("some/where/mine.yaml").as_posix() == "some/where/mine.perft.txt"
    assert golden.stored_path("some/where/mine.yaml").as_posix() == "some/where/mine.playthrough.txt"
    assert perft.stored_path("french") == perft.perft_dir() / "french.txt"
