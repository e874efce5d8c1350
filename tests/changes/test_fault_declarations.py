"""The fault operators of the family declarations (changes/faults/declarations.py): where they bind, what each
does to the combinations found and to who scores them, and that an engine written with such a fault by hand
fails the variant's scenarios at the rule it breaks."""

from __future__ import annotations

from typing import Any

import pytest
from fault_family import bound, failures, has_rule

from belote_spec.changes import faults
from belote_spec.protocol.interface import ReferenceEngine

FAMILY = "declarations"
BOUND = bound(FAMILY)
HEARTS = {"kind": "suit", "trump": "H"}
SPADES = {"kind": "suit", "trump": "S"}


def test_the_family_has_the_operators_of_the_plan() -> None:
    assert set(BOUND) >= {
        "compare-points-only",
        "compare-length-only",
        "tie-break-seat-order",
        "tie-break-trump-first",
        "tie-both-score",
        "card-in-two-declarations",
        "runs-capped-at-five",
        "runs-uncapped",
        "worthless-carre-cancels",
        "both-sides-score",
    }


def test_the_family_has_the_operators_of_the_catalog() -> None:
    """Mistakes the catalog found in real engines (spec/faults/), each an operator of its own."""
    assert set(BOUND) >= {
        "compare-without-length",
        "compare-sum-of-declarations",
        "top-card-by-play-order",
        "run-of-eight-adds-tierce",
        "shorter-run-also-scores",
        "only-top-run-per-suit",
        "declarations-to-takers",
        "one-declaration-per-player",
        "equal-best-declarations-score-once",
        "carre-of-distinct-ranks",
        "roem-sort-not-by-suit",
    }


@pytest.mark.parametrize("operator", sorted(BOUND))
def test_every_operator_binds_in_a_shipped_variant(operator: str) -> None:
    assert BOUND[operator], f"{operator} binds in no shipped variant"


@pytest.mark.parametrize("operator", sorted(BOUND))
def test_each_site_breaks_a_rule_of_its_variant_and_says_so_in_words(operator: str) -> None:
    for variant, site in BOUND[operator]:
        assert site.rule == "/declarations" or site.rule.startswith("/declarations/")
        assert has_rule(variant, site.rule), f"{variant}: {operator} names {site.rule}, not a rule of the variant"
        assert site.words and "_" not in site.words and "/" not in site.words, site.words


ROEM = {"klaverjas-amsterdam", "klaverjas-rotterdam"}
IN_TRICKS = {"carre-of-distinct-ranks", "roem-sort-not-by-suit"}  # a trick's roem only
ANYWHERE = {"shorter-run-also-scores"}  # the table of runs a hand's declarations and a trick's roem both read


def test_nothing_binds_where_there_are_no_combinations() -> None:
    """French plays without declarations."""
    where = {v for sites in BOUND.values() for v, _ in sites}
    assert not where & {"french", "french-qcsalon", "french-sans-atout", "french-sans-atout-ffb", "pilotta"}


def test_a_hand_fault_binds_where_hands_are_compared_and_a_roem_fault_where_tricks_make_roem() -> None:
    """Klaverjas's roem forms in the tricks, each trick for its winner: no hand is compared there."""
    for op, sites in BOUND.items():
        where = {v for v, _ in sites}
        if op in IN_TRICKS:
            assert where and where <= ROEM, op
        elif op not in ANYWHERE:
            assert not where & ROEM, op
    assert {v for v, _ in BOUND["shorter-run-also-scores"]} >= ROEM | {"bela", "bulgarian"}


def test_a_tie_break_fault_binds_only_where_the_variant_breaks_ties_otherwise() -> None:
    where = {op: {v for v, _ in sites} for op, sites in BOUND.items()}
    assert "bela" not in where["tie-both-score"]  # who declares first settles every tie there
    assert "bulgarian" in where["tie-both-score"]
    assert "spanish-belote" in where["runs-uncapped"] and "bela" not in where["runs-uncapped"]
    assert "coinche" not in where["runs-capped-at-five"]  # a cut run keeps its points and top card there
    assert "bulgarian" not in where["worthless-carre-cancels"]  # a card counts once: worthless carrés are dropped
    assert "coinche" not in where["compare-without-length"]  # its comparison has no length
    assert "spanish-belote" not in where["run-of-eight-adds-tierce"]  # eight in a row are already a five and a three
    assert "bulgarian-2p" not in where["top-card-by-play-order"]  # 9 to Ace: no run tops at the 10


def _scores(variant: str, fault: str | None, contract: dict[str, Any], hands: dict[str, list[str]]) -> dict[str, int]:
    engine = faults.fault_engine(variant, fault) if fault else ReferenceEngine()
    return engine.declaration_scores(variant, contract, hands, "S")


@pytest.mark.parametrize(
    ("variant", "fault", "contract", "hands", "right", "wrong"),
    [
        (  # equal runs of four: the higher top card wins; on points alone they tie and nobody scores
            "bela",
            "compare-points-only@/declarations/compare",
            HEARTS,
            {"E": ["8C", "9C", "10C", "JC", "AS"], "N": ["9D", "10D", "JD", "QD", "7S"]},
            {"NS": 50, "EW": 0},
            {"NS": 0, "EW": 0},
        ),
        (  # four Jacks against a run of four: both four cards long
            "bela",
            "compare-length-only@/declarations/compare",
            HEARTS,
            {"E": ["10D", "JD", "QD", "KD", "7S"], "N": ["JC", "JD", "JH", "JS", "9H"]},
            {"NS": 200, "EW": 0},
            {"NS": 0, "EW": 0},
        ),
        (  # equal tierces: the King beats the Queen, not E, who declares first
            "bela",
            "tie-break-seat-order@/declarations/compare",
            HEARTS,
            {"E": ["QC", "JC", "10C", "7D"], "N": ["KD", "QD", "JD", "7S"]},
            {"NS": 20, "EW": 0},
            {"NS": 0, "EW": 20},
        ),
        (  # four Aces beat four Kings, both worth 100; alike, nobody scores
            "coinche",
            "carres-tie-by-seat@/declarations/carre_order",
            HEARTS,
            {"N": ["KC", "KD", "KH", "KS", "7C"], "E": ["AC", "AD", "AH", "AS", "8C"]},
            {"NS": 0, "EW": 100},
            {"NS": 0, "EW": 0},
        ),
        (  # four Kings beat four Queens in the trump order
            "bulgarian",
            "carres-tie-by-seat@/declarations/carre_order",
            HEARTS,
            {"N": ["KC", "KD", "KH", "KS", "7C"], "E": ["QC", "QD", "QH", "QS", "8C"]},
            {"NS": 100, "EW": 0},
            {"NS": 0, "EW": 0},
        ),
        (  # the tierce to the King beats the trump tierce to the 9
            "bela",
            "tie-break-trump-first@/declarations/compare",
            HEARTS,
            {"E": ["9H", "8H", "7H", "AS", "10C"], "N": ["KD", "QD", "JD", "7S", "9C"]},
            {"NS": 20, "EW": 0},
            {"NS": 0, "EW": 20},
        ),
        (  # equal runs to the Ace: nobody scores, not both
            "bulgarian",
            "tie-both-score@/declarations/compare",
            SPADES,
            {"N": ["AS", "KS", "QS", "7C", "9D"], "E": ["AD", "KD", "QD", "7H", "8C"]},
            {"NS": 0, "EW": 0},
            {"NS": 20, "EW": 20},
        ),
        (  # only the side with the best declaration scores
            "bela",
            "both-sides-score@/declarations/compare_by",
            HEARTS,
            {"E": ["KC", "QC", "JC", "7D", "9S"], "N": ["10D", "9D", "8D", "7D", "AS"]},
            {"NS": 50, "EW": 0},
            {"NS": 50, "EW": 20},
        ),
        (  # four sevens are no carré: they do not cancel the other side's run
            "spanish-belote-4p",
            "worthless-carre-cancels@/declarations/carres",
            HEARTS,
            {"E": ["7C", "7D", "7H", "7S", "AS"], "N": ["9D", "10D", "JD", "QC", "8S"]},
            {"NS": 20, "EW": 0},
            {"NS": 0, "EW": 0},
        ),
        (  # a run of six beats a run of five to the Ace, by its length
            "bela",
            "compare-without-length@/declarations/compare",
            HEARTS,
            {"E": ["8C", "9C", "10C", "JC", "QC", "KC"], "N": ["10D", "JD", "QD", "KD", "AD"]},
            {"NS": 0, "EW": 100},
            {"NS": 100, "EW": 0},
        ),
        (  # a quarte to the Jack and a tierce (70) lose to a quarte to the Queen, not win
            "bela",
            "compare-sum-of-declarations@/declarations/compare",
            HEARTS,
            {"E": ["8C", "9C", "10C", "JC", "KS", "QS", "JS"], "N": ["9D", "10D", "JD", "QD", "7S"]},
            {"NS": 50, "EW": 0},
            {"NS": 0, "EW": 70},
        ),
        (  # the run to the Jack beats the run to the ten, the ten being above the Jack in play only
            "bela",
            "top-card-by-play-order@/declarations/compare",
            HEARTS,
            {"E": ["8C", "9C", "10C", "AS"], "N": ["9D", "10D", "JD", "7S"]},
            {"NS": 20, "EW": 0},
            {"NS": 0, "EW": 20},
        ),
        (  # the defence's quarte scores for the defence
            "bulgarian",
            "declarations-to-takers@/declarations",
            {**HEARTS, "taker": "N"},
            {"N": ["7C", "8C", "9C", "7S"], "E": ["9D", "10D", "JD", "QD", "8S"]},
            {"NS": 0, "EW": 50},
            {"NS": 70, "EW": 0},
        ),
        (  # a carré and a run held by one player both score
            "bulgarian",
            "one-declaration-per-player@/declarations",
            HEARTS,
            {"N": ["JC", "JD", "JH", "JS", "QH", "KH", "AH", "7C"]},
            {"NS": 220, "EW": 0},
            {"NS": 20, "EW": 0},
        ),
        (  # two tierces of the winning side both score
            "coinche",
            "equal-best-declarations-score-once@/declarations/compare_by",
            HEARTS,
            {"N": ["KC", "QC", "JC", "7S"], "S": ["9D", "8D", "7D", "AS"]},
            {"NS": 40, "EW": 0},
            {"NS": 20, "EW": 0},
        ),
    ],
)
def test_each_comparison_fault_changes_who_scores(
    variant: str,
    fault: str,
    contract: dict[str, Any],
    hands: dict[str, list[str]],
    right: dict[str, int],
    wrong: dict[str, int],
) -> None:
    assert _scores(variant, None, contract, hands) == right
    assert _scores(variant, fault, contract, hands) == wrong


@pytest.mark.parametrize(
    ("variant", "fault", "hand", "right", "wrong"),
    [
        (
            "bulgarian",
            "card-in-two-declarations@/declarations/one_card_one_declaration",
            ["JC", "JD", "JH", "JS", "10H", "QH", "7S", "9C"],
            [200],
            [20, 200],
        ),
        ("bela", "runs-capped-at-five@/declarations/longer_counts_as", ["AC", "KC", "QC", "JC", "10C", "9C"], [6], [5]),
        (
            "spanish-belote",
            "runs-uncapped@/declarations/eight_in_a_row_as",
            [f"{r}S" for r in "789"] + ["10S", "JS", "QS", "KS", "AS"],
            [20, 100],
            [100],
        ),
        (
            "bela",
            "long-runs-worthless@/declarations/longer_counts_as",
            ["AC", "KC", "QC", "JC", "10C", "9C"],
            [100],
            [],
        ),
        (
            "bela",
            "worthless-carre-cancels@/declarations/carres",
            ["8C", "8D", "8H", "8S", "7C", "7D", "7H", "7S"],
            [],
            [0, 0],
        ),
        (
            "bulgarian",
            "run-of-eight-adds-tierce@/declarations/longer_counts_as",
            [f"{r}C" for r in ("7", "8", "9", "10", "J", "Q", "K", "A")],
            [100],
            [20, 100],
        ),
        ("bela", "shorter-run-also-scores@/declarations/sequences", ["10C", "JC", "QC", "KC"], [50], [20, 50]),
        ("coinche", "only-top-run-per-suit@/declarations/sequences", ["7C", "8C", "9C", "KC", "AD"], [20], []),
    ],
)
def test_each_finding_fault_changes_the_combinations_found(
    variant: str, fault: str, hand: list[str], right: list[int], wrong: list[int]
) -> None:
    """Points of the combinations found, or for runs cut short the cards of the run."""

    def found(engine: ReferenceEngine) -> list[int]:
        got = engine.declarations(variant, HEARTS, hand, "N")
        if fault.startswith("runs-capped"):
            return [len(d["cards"]) for d in got]
        return sorted(d["points"] for d in got)

    assert found(ReferenceEngine()) == right
    assert found(faults.fault_engine(variant, fault)) == wrong
    assert found(ReferenceEngine()) == right  # the faulty tables stay with the faulty rules


class ComparesPointsOnly(ReferenceEngine):
    """Declarations compared the way a first draft compares them: each side's best is the one worth most; the
    side with the most points scores all of its declarations, and on equal points nobody does."""

    def declaration_scores(
        self, variant: str, contract: dict[str, Any], hands: dict[str, list[str]], dealer: str, taker: str | None = None
    ) -> dict[str, int]:
        teams = {"N": "NS", "S": "NS", "E": "EW", "W": "EW"}
        best = {"NS": 0, "EW": 0}
        total = {"NS": 0, "EW": 0}
        for seat, hand in hands.items():
            for d in self.declarations(variant, contract, hand, seat):
                best[teams[seat]] = max(best[teams[seat]], d["points"])
                total[teams[seat]] += d["points"]
        if best["NS"] == best["EW"]:
            return {"NS": 0, "EW": 0}
        winner = "NS" if best["NS"] > best["EW"] else "EW"
        return {t: total[t] if t == winner else 0 for t in total}


def test_an_engine_comparing_points_only_fails_the_comparison_scenarios() -> None:
    failed = failures(ComparesPointsOnly(), "bela")
    assert failed, "an engine that compares declarations by points alone passes every bela scenario"
    for r in failed:
        assert r.failure is not None and r.failure.check == "declaration scores", f"{r.id}: {r.message}"
    assert any("higher top card" in r.id for r in failed)
    assert any("Four of a kind beats a run of five" in r.id for r in failed)


def _roem(variant: str, fault: str | None, cards: list[str]) -> int:
    """The roem of one trick led by W, its cards in the order played (hearts trump), in a deal of that trick."""
    engine = faults.fault_engine(variant, fault) if fault else ReferenceEngine()
    seats = ["W", "N", "E", "S"]
    tricks = [{"leader": "W", "plays": [{"seat": s, "card": c} for s, c in zip(seats, cards, strict=True)]}]
    deal = {"contract": {"kind": "suit", "trump": "H", "taker": "N"}, "dealer": "S", "tricks": tricks}
    got = engine.score_deal(variant, deal)["breakdown"]
    return sum(side["declarations"] for side in got.values())


@pytest.mark.parametrize(
    ("variant", "fault", "cards", "right", "wrong"),
    [
        # a diamond between the 8 and the 9 of hearts after the sort: no run
        ("klaverjas-amsterdam", "roem-sort-not-by-suit@/declarations/sequences", ["8H", "AD", "9H", "10H"], 20, 0),
        # the sort leaves the Queen of trump after the King: no stuk
        ("klaverjas-rotterdam", "roem-sort-not-by-suit@/declarations/trump_pair", ["QH", "AD", "KH", "7C"], 20, 0),
        # four different ranks are a carré, four Kings none
        ("klaverjas-amsterdam", "carre-of-distinct-ranks@/declarations/carres", ["10C", "JD", "QH", "AS"], 0, 100),
        ("klaverjas-amsterdam", "carre-of-distinct-ranks@/declarations/carres", ["KC", "KD", "KH", "KS"], 100, 0),
        # a run of four also counts its three
        ("klaverjas-rotterdam", "shorter-run-also-scores@/declarations/sequences", ["10C", "JC", "QC", "KC"], 50, 70),
    ],
)
def test_each_roem_fault_changes_what_a_trick_is_worth(
    variant: str, fault: str, cards: list[str], right: int, wrong: int
) -> None:
    assert _roem(variant, None, cards) == right
    assert _roem(variant, fault, cards) == wrong
