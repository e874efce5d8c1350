"""The fault family `legality` (changes/faults/legality.py): an engine that leaves out one check of an action.
Every operator binds in some shipped variant, each of its faults is killed by its variant's scenarios, a
fault changes what an action is allowed and nothing the engine reports; and an engine written by hand whose
`play` takes any card fails conformance in every variant and is not ready by `smoke`."""

from __future__ import annotations

import contextlib
from functools import cache
from pathlib import Path

import pytest
import yaml

from belote_spec.changes import faults
from belote_spec.changes.faults import legality
from belote_spec.conformance.runner import run_case
from belote_spec.conformance.scenarios import Case, collect
from belote_spec.engine.rules import Rules
from belote_spec.protocol.interface import ReferenceEngine, Rejected
from belote_spec.spec.loader import load_variant, shipped_variant_ids
from tests.cli.test_conformance_cli import cli

VARIANTS = shipped_variant_ids()
EQUIVALENTS = Path(__file__).resolve().parents[2] / "spec" / "mutants" / "fault-equivalents" / "legality.yaml"


class TakesAnyCard(ReferenceEngine):
    """An engine written by hand with the fault the issue found in an engine of another author: its `play`
    refuses nothing. A card not held, out of turn, or one that breaks an obligation is taken without a word
    (and nothing is done with it); everything else, the legal cards it reports included, is the reference's."""

    name = "takes any card"

    def play(self, handle: str, seat: str, card: str, say: str | None = None) -> None:
        with contextlib.suppress(Rejected):
            super().play(handle, seat, card, say)


@cache
def _cases() -> tuple[Case, ...]:
    return tuple(collect())


def _failed(engine: ReferenceEngine, variant: str) -> list[str]:
    spec = load_variant(variant)
    return [
        c.id
        for c in _cases()
        if c.variant == variant and run_case(engine, c, spec, transcript=False).status == "failed"
    ]


def test_every_legality_operator_binds_in_a_shipped_variant() -> None:
    bound = {o.id for v in VARIANTS for o, _ in faults.sites(v) if o.family == legality.FAMILY}
    assert bound == {o.id for o in legality.OPERATORS}
    assert all(o.family == legality.FAMILY for o in legality.OPERATORS)


def test_a_check_binds_only_where_the_variant_makes_it() -> None:
    def rules_of(variant: str) -> set[str]:
        return {faults.key(o, s) for o, s in faults.sites(variant) if o.family == legality.FAMILY}

    assert "accept-pass-when-forced@/bidding/rounds/1/forced" in rules_of("klaverjas-rotterdam")
    assert not any(k.startswith("accept-pass-when-forced") for k in rules_of("french"))  # no round forces a bid
    assert "accept-overbid-after-double@/bidding/auction/doubling" in rules_of("coinche")
    # a Bulgarian double freezes nothing
    assert not any(k.startswith("accept-overbid-after-double") for k in rules_of("bulgarian"))
    assert not any(k.startswith("accept-lower-bid") for k in rules_of("klaverjas-amsterdam"))  # no auction
    # Bela's undertrump duty never decides: no duty to beat a ruff comes before it
    assert "accept-illegal-card@/play/obligations/undertrump_when_cannot_overtrump" not in rules_of("bela")
    assert "accept-illegal-card@/play/obligations/undertrump_when_cannot_overtrump" in rules_of("french")
    assert "accept-illegal-card@/play/obligations/partner_winning_exemption" not in rules_of("french")  # only frees


def test_the_reference_leaves_out_no_check_and_a_fault_only_its_own() -> None:
    for variant in VARIANTS:
        assert Rules(load_variant(variant)).skipped_checks == frozenset()
    rules = faults.faulty_rules("french", "accept-card-not-held@card-not-in-hand")
    assert rules.skipped_checks == frozenset({"card-not-held"})
    assert Rules.skipped_checks == frozenset()


def test_a_card_that_breaks_an_obligation_is_taken_though_the_legal_cards_leave_it_out() -> None:
    faulty = faults.fault_engine("french", "accept-illegal-card@/play/obligations/follow_suit")
    reference = ReferenceEngine()
    position = (
        "french",
        {"kind": "suit", "trump": "D"},
        ["QC", "9C", "JD", "AD", "10H", "KH", "JH", "7H"],
        [{"seat": "E", "card": "10C"}],
        "N",
    )
    assert sorted(faulty.legal_cards(*position)) == sorted(reference.legal_cards(*position)) == ["9C", "QC"]
    deck = "10C AC QS JH 10H QC 7C 9D KD 9S 8H QH 10S AH 9C KH JC 8S KC 9H 10D KS 8D JD AD 7H 7D 8C QD JS AS 7S"
    for engine, taken in ((faulty, True), (reference, False)):
        deal = engine.new_deal("french", "S", deck=deck.split())
        engine.bid(deal, "E", {"action": "take"})
        engine.play(deal, "E", "10C")
        try:
            engine.play(deal, "N", "JD")
        except Rejected as r:
            assert not taken and r.rule == "/play/obligations/follow_suit"
        else:
            assert taken and engine.state(deal)["turn"] == "W"


@pytest.mark.parametrize("variant", VARIANTS)
def test_every_legality_fault_is_killed_by_its_variants_scenarios_or_listed_as_equivalent(variant: str) -> None:
    entries = yaml.safe_load(EQUIVALENTS.read_text(encoding="utf-8")) or []
    listed = {e["fault"] for e in entries if e["variant"] == variant}
    keys = [faults.key(o, s) for o, s in faults.sites(variant) if o.family == legality.FAMILY]
    assert listed <= set(keys), "an equivalent that does not bind"
    spec = load_variant(variant)
    mine = [c for c in _cases() if c.variant == variant]
    survivors = []
    for key in keys:
        engine = faults.fault_engine(variant, key)
        if not any(run_case(engine, c, spec, transcript=False).status == "failed" for c in mine):
            survivors.append(key)
    assert sorted(survivors) == sorted(listed)


@pytest.mark.parametrize("variant", VARIANTS)
def test_an_engine_whose_play_takes_any_card_fails_conformance(variant: str) -> None:
    failed = _failed(TakesAnyCard(), variant)
    assert f"{variant}/actions.feature::A card the player does not hold is rejected[{variant}]" in failed
    assert _failed(ReferenceEngine(), variant) == []


def test_smoke_is_not_ready_for_an_engine_whose_play_takes_any_card() -> None:
    done = cli("smoke", "--engine", "python:tests.changes.test_fault_legality:TakesAnyCard")
    assert done.returncode == 1, done.stdout + done.stderr
    assert "NOT READY" in done.stdout
    for variant in VARIANTS:
        line = next(ln for ln in done.stdout.splitlines() if ln.startswith(f"{variant}: "))
        assert "play WRONG" in line, line
