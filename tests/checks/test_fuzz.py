"""Differential fuzzing finds where an engine departs, shrinks the position and prints a scenario."""

from __future__ import annotations

import importlib
import os
import subprocess
import sys
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from belote_spec.checks.fuzz import fuzz, fuzz_variant
from belote_spec.conformance.runner import run, run_case
from belote_spec.conformance.scenarios import collect
from belote_spec.protocol.interface import ReferenceEngine, Rejected, Unsupported
from belote_spec.protocol.subprocess_engine import SubprocessEngine
from belote_spec.spec.loader import shipped_variant_ids


def test_the_reference_engine_does_not_diverge_from_itself() -> None:
    for variant in shipped_variant_ids():
        assert fuzz(ReferenceEngine(), variant, deals=5, seed=11) is None, variant
        for mode in ("auto", "stateless"):  # auto: the same deal, so every deal stays stateful
            tally = fuzz_variant(ReferenceEngine(), variant, deals=3, seed=11, mode=mode)
            assert (tally.divergence, tally.dealing) == (None, None), (variant, mode)
            assert tally.modes["stateful" if mode == "auto" else "stateless"] == 3, (variant, mode, tally.modes)


def test_a_mutant_is_found_and_its_scenario_pins_the_rule(tmp_path: Path) -> None:
    mutant = SubprocessEngine(
        [sys.executable, "-m", "belote_spec", "serve", "--mutant", "french-no-partner-exemption"], timeout=30
    )
    try:
        found = fuzz(mutant, "french", deals=17, seed=3)
        assert found is not None and "legal cards" in found.what
        assert found.rule == "/play/obligations/partner_winning_exemption"  # the rule named, and how
        assert "(rule /play/obligations/partner_winning_exemption: the engine refuses " in found.what
        assert "partner winning exemption" in found.words
        assert "  # The rule: /play/obligations/partner_winning_exemption." in found.scenario
        feature = tmp_path / "found.feature"
        feature.write_text("Feature: found by fuzzing\n\n" + found.scenario + "\n", encoding="utf-8")
        (case,) = collect(tmp_path)
        assert run_case(ReferenceEngine(), case).status == "passed"
        assert run_case(mutant, case).status == "failed"
        hand = next(line for line in found.scenario.splitlines() if " holds " in line)
        assert len(hand.split(" holds ")[1].split()) <= 3  # shrunk from a full hand
    finally:
        mutant.close()


class _NoTrickWinner(ReferenceEngine):
    """Plays the deals, but declines (skip) the trick-winner query: those deals cannot be compared."""

    def trick_winner(self, variant: str, contract: dict, trick: list[dict]) -> str:
        raise Unsupported("trick_winner is not implemented")


def test_a_declined_deal_is_counted_as_not_compared_never_as_passed_or_diverged() -> None:
    tally = fuzz_variant(_NoTrickWinner(), "french", deals=3, seed=1)
    assert (tally.compared, tally.divergence) == (0, None)
    assert [d.deal for d in tally.declined] == [0, 1, 2] and "trick_winner" in tally.declined[0].reason
    assert fuzz_variant(ReferenceEngine(), "french", deals=3, seed=1).compared == 3


# -- stateless mode: the reference plays the deal, the engine only answers questions ----------------------
BELOTE_SPEC = str(Path(sys.executable).with_name("belote-spec"))
SERVE = f"{sys.executable} -m belote_spec serve"


def _fuzz_cli(*args: str, timeout: float = 300, env: dict[str, str] | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([BELOTE_SPEC, "fuzz", *args], capture_output=True, text=True, timeout=timeout, env=env)


def _scenarios(output: str) -> list[str]:
    """Every scenario fuzz printed, each from its tag line to the blank line after it."""
    out: list[list[str]] = []
    current: list[str] | None = None
    for line in output.splitlines():
        if line.startswith("@variant:"):
            current = [line]
            out.append(current)
        elif current is not None and line.strip():
            current.append(line)
        else:
            current = None
    return ["\n".join(block) for block in out]


def _statuses(tmp_path: Path, scenario: str, *engines: object) -> list[str]:
    """How the scenario fares on each engine, through the runner as `conformance` runs it."""
    feature = tmp_path / "found.feature"
    feature.write_text("Feature: found by fuzzing\n\n" + scenario + "\n", encoding="utf-8")
    cases = collect(tmp_path)
    assert len(cases) == 1
    return [run(engine, cases)[0].status for engine in engines]  # type: ignore[arg-type]


def _harness(module: str) -> object:
    """The harness adapter's engine, or a skip (a failure with BELOTE_SPEC_REQUIRE_HARNESSES=1) without it."""
    try:
        return importlib.import_module(f"belote_spec_harness_{module}").Engine()
    except ImportError as e:
        if os.environ.get("BELOTE_SPEC_REQUIRE_HARNESSES") == "1":
            pytest.fail(f"{module}: {e} (BELOTE_SPEC_REQUIRE_HARNESSES=1)")
        pytest.skip(f"{module}: {e}")


@pytest.mark.parametrize(("module", "variant"), [("belote_cli", "french"), ("colver", "coinche")])
def test_stateless_mode_finds_where_a_real_engine_departs_and_prints_a_scenario_that_pins_it(
    tmp_path: Path, module: str, variant: str
) -> None:
    engine = _harness(module)
    proc = _fuzz_cli(
        "--engine",
        f"python:belote_spec_harness_{module}:Engine",
        "--variant",
        variant,
        "--deals",
        "30",
        "--mode",
        "stateless",
    )
    assert proc.returncode == 1, proc.stdout + proc.stderr
    assert "fuzz: stateless mode" in proc.stderr
    # Every deal played (the old fuzz stopped at the first divergence), each cause once with its witness.
    line = next(x for x in proc.stdout.splitlines() if x.startswith(f"{variant}: "))
    assert line.startswith(f"{variant}: 30 deals, ") and " diverged (" in line, line
    scenarios = _scenarios(proc.stdout)
    causes = [x for x in proc.stdout.splitlines() if x.startswith(f"{variant}, cause ")]
    assert len(causes) == len(scenarios) >= 1
    for scenario in scenarios:
        assert _statuses(tmp_path, scenario, ReferenceEngine(), engine) == ["passed", "failed"], scenario


def test_stateless_mode_finds_no_divergence_between_the_served_reference_and_the_reference() -> None:
    proc = _fuzz_cli("--engine", SERVE, "--mode", "stateless", "--deals", "10", timeout=300)  # 10: the file in ~60 s
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "fuzz: stateless mode" in proc.stderr
    for variant in shipped_variant_ids():
        line = next(x for x in proc.stdout.splitlines() if x.startswith(f"{variant}: "))
        assert "with no divergence" in line and "answers compared" in line and "not compared" not in line, line


def test_stateless_mode_finds_the_no_follow_suit_mutant_and_its_scenario_fails_on_it(tmp_path: Path) -> None:
    command = f"{SERVE} --mutant french-no-follow-suit"
    proc = _fuzz_cli("--engine", command, "--variant", "french", "--mode", "stateless", "--deals", "12")
    assert proc.returncode == 1, proc.stdout + proc.stderr
    assert "fuzz: stateless mode" in proc.stderr and "legal cards" in proc.stdout
    mutant = SubprocessEngine(command, timeout=30)
    try:
        mutant.hello()
        for scenario in _scenarios(proc.stdout):
            assert _statuses(tmp_path, scenario, ReferenceEngine(), mutant) == ["passed", "failed"], scenario
    finally:
        mutant.close()
    jobs = _fuzz_cli("--engine", command, "--variant", "french", "--mode", "stateless", "--deals", "12", "--jobs", "2")
    assert (jobs.returncode, jobs.stdout) == (1, proc.stdout)  # the same causes from worker processes


class _AnswersOnly(ReferenceEngine):
    """The reference's answers, without the deal operations: what a stateless engine looks like in process."""

    def new_deal(self, *args: object, **kwargs: object) -> str:
        raise Unsupported("this engine only answers questions")


class _LeaderWins(_AnswersOnly):
    def trick_winner(self, variant: str, contract: dict, trick: list[dict]) -> str:
        return trick[0]["seat"]


class _NoDeclarations(_AnswersOnly):
    def declarations(self, variant: str, contract: dict, hand: list[str], seat: str) -> list[dict]:
        return []


class _NoBelote(_AnswersOnly):
    """Scores a deal as if no belote was announced."""

    def score_deal(self, variant: str, deal: dict) -> dict:
        return super().score_deal(variant, {**deal, "belote": []})


class _AnyCard(ReferenceEngine):
    """Plays deals, and allows any card of the hand."""

    def legal_cards(self, variant: str, contract: dict, hand: list[str], trick: list[dict], seat: str) -> list[str]:
        return list(hand)


@pytest.mark.parametrize(
    ("engine", "variant", "what"),
    [
        (_LeaderWins(), "french", "trick "),
        (_NoDeclarations(), "coinche", "declarations of "),
        (_NoBelote(), "french", "score of the deal"),
    ],
)
def test_each_stateless_question_diverges_with_a_scenario_that_fails_on_the_engine(
    tmp_path: Path, engine: ReferenceEngine, variant: str, what: str
) -> None:
    found = fuzz_variant(engine, variant, deals=100, seed=5, mode="stateless").divergence
    assert found is not None and found.what.startswith(what), found
    assert _statuses(tmp_path, found.scenario, ReferenceEngine(), engine) == ["passed", "failed"]


def test_the_same_seed_gives_the_same_deal_in_both_modes() -> None:
    stateful = fuzz(_AnyCard(), "french", deals=20, seed=9, mode="stateful")
    stateless = fuzz(_AnyCard(), "french", deals=20, seed=9, mode="stateless")
    assert stateful is not None and stateless is not None
    assert (stateless.deal, stateless.what, stateless.scenario) == (stateful.deal, stateful.what, stateful.scenario)


ENGINES = """
from belote_spec.protocol.interface import ReferenceEngine, Rejected, Unsupported


class AnswersOnly(ReferenceEngine):
    def new_deal(self, *args, **kwargs):
        raise Unsupported("this engine only answers questions")


class LegalOnly(ReferenceEngine):
    operations = ["legal_cards"]


class SkipsAll(AnswersOnly):
    def legal_cards(self, *args):
        raise Unsupported("no")

    def trick_winner(self, *args):
        raise Unsupported("no")

    def declarations(self, *args):
        raise Unsupported("no")

    def score_deal(self, *args):
        raise Unsupported("no")
"""


def test_auto_mode_is_stateless_for_an_engine_without_deal_operations_and_a_skip_is_not_compared(
    tmp_path: Path,
) -> None:
    (tmp_path / "stateless_engines.py").write_text(ENGINES, encoding="utf-8")
    env = {**os.environ, "PYTHONPATH": str(tmp_path)}

    probed = _fuzz_cli(
        "--engine", "python:stateless_engines:AnswersOnly", "--variant", "coinche", "--deals", "5", env=env
    )
    assert probed.returncode == 0, probed.stdout + probed.stderr  # the old fuzz declined every deal: 5
    assert "fuzz: stateless mode (the engine skips new_deal" in probed.stderr

    listed = _fuzz_cli(
        "--engine", "python:stateless_engines:LegalOnly", "--variant", "coinche", "--deals", "5", env=env
    )
    assert listed.returncode == 0, listed.stdout + listed.stderr
    assert "fuzz: stateless mode (the engine's operations leave out new_deal, bid, play, state)" in listed.stderr
    line = next(x for x in listed.stdout.splitlines() if x.startswith("coinche: "))
    assert "not compared: declarations 20, score_deal 5, trick_winner 40" in line, line

    nothing = _fuzz_cli("--engine", "python:stateless_engines:SkipsAll", "--variant", "french", "--deals", "3", env=env)
    assert nothing.returncode == 5, nothing.stdout + nothing.stderr
    assert "french: not checked" in nothing.stdout

    forced = _fuzz_cli(
        "--engine",
        "python:stateless_engines:AnswersOnly",
        "--variant",
        "french",
        "--deals",
        "3",
        "--mode",
        "stateful",
        env=env,
    )
    assert forced.returncode == 5 and "fuzz: stateful mode (as asked)" in forced.stderr

    reference = _fuzz_cli("--variant", "french", "--deals", "3")
    assert reference.returncode == 0 and "fuzz: stateful mode" in reference.stderr


# -- stateful mode: every divergence comes with a scenario; a deal dealt differently is said first -------------
@pytest.mark.parametrize(("module", "variant"), [("belote_cli", "french"), ("colver", "coinche")])
def test_default_mode_says_a_real_engine_deals_differently_then_compares_the_play_stateless_each_with_a_scenario(
    tmp_path: Path, module: str, variant: str
) -> None:
    engine = _harness(module)
    spec = f"python:belote_spec_harness_{module}:Engine"
    proc = _fuzz_cli("--engine", spec, "--variant", variant, "--deals", "30")
    assert proc.returncode == 1, proc.stdout + proc.stderr
    # The engine offers new_deal_from_hands: its bidding and play are compared on the reference's hands.
    assert (
        "fuzz: stateful mode (the engine deals the pack differently from the reference, first on "
        f"{variant} deal 1: the 30 deal(s) it dealt differently were played again on the reference's hands: "
        "30 stateful (new_deal_from_hands), 0 in stateless mode)" in proc.stderr
    ), proc.stderr
    lines = proc.stdout.splitlines()
    assert lines[0].startswith(
        f"{variant}, deal 1 of seed 0: the engine deals the pack differently (as the deal starts)"
    ) and lines[0].endswith("(rule /dealing/before_bidding)"), lines[0]
    assert any(x.startswith("the play, compared from the reference's hands (new_deal_from_hands): ") for x in lines)
    dealing, *play = _scenarios(proc.stdout)  # the old fuzz printed one line and no scenario
    assert (
        "@area:dealing" in dealing
        and " deals the deck " in dealing
        and "# The rule: /dealing/before_bidding" in dealing
    )
    assert play and not any("{" in x for x in lines)  # no JSON blob: the old fuzz printed whole results
    for scenario in (dealing, *play):
        assert _statuses(tmp_path, scenario, ReferenceEngine(), engine) == ["passed", "failed"], scenario

    stateful = _fuzz_cli("--engine", spec, "--variant", variant, "--deals", "30", "--mode", "stateful")
    assert stateful.returncode == 1 and "fuzz: stateful mode (as asked)" in stateful.stderr
    (alone,) = _scenarios(stateful.stdout)  # no card play compared on a deal dealt otherwise
    assert "@area:dealing" in alone and _statuses(tmp_path, alone, ReferenceEngine(), engine) == ["passed", "failed"]
    assert "the play was not compared, the engine having dealt another deal" in stateful.stdout
    assert f"{variant}: 30 deals, 0 compared with no divergence; 30 diverged (1 distinct cause(s))" in stateful.stdout


def test_the_served_reference_shows_no_divergence_in_default_mode() -> None:
    proc = _fuzz_cli("--engine", SERVE, "--deals", "2", timeout=300)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "fuzz: stateful mode (the engine's operations list new_deal, bid, play and state)" in proc.stderr
    for variant in shipped_variant_ids():
        assert f"{variant}: 2 deals, no divergence" in proc.stdout.splitlines(), proc.stdout


class _CappedBids(ReferenceEngine):
    """Refuses any bid above 120, as colver's auction does above 160."""

    def bid(self, handle: str, seat: str, bid: dict) -> None:
        if bid.get("action") == "bid" and (bid.get("points") or 0) > 120:
            raise Rejected("/bidding/auction/points", f"no bid of {bid['points']}")
        super().bid(handle, seat, bid)


class _NoKingLeads(ReferenceEngine):
    """Its legal cards are the reference's, but it refuses a king led."""

    def play(self, handle: str, seat: str, card: str, say: str | None = None) -> None:
        if card.startswith("K") and not self.state(handle)["trick"]:
            raise Rejected("/play/obligations/follow_suit", "no king leads")
        super().play(handle, seat, card, say)


class _DealsReversed(ReferenceEngine):
    """Deals the pack from its bottom card."""

    def new_deal(
        self,
        variant: str,
        dealer: str,
        deck: list[str] | None = None,
        seed: int | None = None,
        match_score: dict | None = None,
    ) -> str:
        laid = deck if getattr(self, "from_hands", False) else list(reversed(deck or [])) or None
        return super().new_deal(variant, dealer, laid, seed, match_score)


class _DealsTheRestOtherwise(ReferenceEngine):
    """Deals the first cards as the reference does; once the bidding is over, N and S have swapped a card."""

    def state(self, handle: str) -> dict:
        s = super().state(handle)
        if s["phase"] == "playing" and not s["tricks"] and not s["trick"]:
            n, south = s["hands"]["N"], s["hands"]["S"]
            s["hands"] = {**s["hands"], "N": [south[0], *n[1:]], "S": [n[0], *south[1:]]}
        return s


class _RefusesPacks(ReferenceEngine):
    def new_deal(self, *args: object, **kwargs: object) -> str:
        raise Rejected("deck", "this engine shuffles its own pack")


class _LeaderWinsDeals(ReferenceEngine):
    def trick_winner(self, variant: str, contract: dict, trick: list[dict]) -> str:
        return trick[0]["seat"]


class _TenMoreInState(ReferenceEngine):
    """Its finished deal shows 10 points more for each side; its score_deal is right."""

    def state(self, handle: str) -> dict:
        s = super().state(handle)
        if s.get("result"):
            s["result"] = {**s["result"], "scores": {k: v + 10 for k, v in s["result"]["scores"].items()}}
        return s


class _TenMore(_TenMoreInState):
    def score_deal(self, variant: str, deal: dict) -> dict:
        r = super().score_deal(variant, deal)
        return {**r, "scores": {k: v + 10 for k, v in r["scores"].items()}}


@pytest.mark.parametrize(
    ("engine", "variant", "what", "pinned"),
    [
        (_CappedBids(), "coinche", "W's bid ", "  And W bids 140 spades\n  Then it is S's turn to bid"),
        (_NoKingLeads(), "french", "N playing KH refused", "  And N plays KH\n"),
        (_DealsReversed(), "french", "the engine deals the pack differently", "@area:dealing"),
        (_RefusesPacks(), "french", "the engine refused a deal", "@area:dealing"),
        (
            _DealsTheRestOtherwise(),
            "french",
            "the engine deals the pack differently (as play begins)",
            "how E deals the rest of the pack\n",
        ),
        (_LeaderWinsDeals(), "french", "trick ", "Then the trick is won by W"),
        (_TenMoreInState(), "french", "final score", "Then the deal ends with NS 126 and EW 36"),
        (_TenMore(), "french", "final score", "When the deal is scored with these tricks:"),
        (_AnyCard(), "french", "legal cards", "# The rule: /play/obligations/"),
    ],
    ids=[
        "refused-bid",
        "refused-play",
        "dealt-otherwise",
        "refused-pack",
        "rest-dealt-otherwise",
        "trick",
        "final-score-of-state",
        "final-score",
        "legal-cards",
    ],
)
def test_each_stateful_divergence_prints_a_scenario_that_passes_on_the_reference_and_fails_on_the_engine(
    tmp_path: Path, engine: ReferenceEngine, variant: str, what: str, pinned: str
) -> None:
    found = fuzz_variant(engine, variant, deals=20, seed=0, mode="stateful").divergence
    assert found is not None and found.what.startswith(what), found
    assert pinned in found.scenario, found.scenario  # the old stateful fuzz printed no scenario but for legal cards
    assert _statuses(tmp_path, found.scenario, ReferenceEngine(), engine) == ["passed", "failed"]


def test_a_refused_bid_names_the_rule_the_engine_cites_and_the_clause_that_sets_it() -> None:
    found = fuzz_variant(_CappedBids(), "coinche", deals=5, seed=0, mode="stateful").divergence
    assert found is not None and found.rule == "/bidding/auction/points"
    assert "(the engine cites /bidding/auction/points)" in found.what
    assert "  # The rule: /bidding/auction/points." in found.scenario
    assert 'Source FFBC: "L’enchère doit être de 80 au minimum' in found.scenario


def test_in_auto_mode_a_deal_dealt_differently_is_a_divergence_and_its_play_is_compared_stateless(
    tmp_path: Path,
) -> None:
    tally = fuzz_variant(_DealsReversed(), "french", deals=5, seed=0, mode="auto")
    assert tally.dealing is not None and tally.dealing.deal == 0 and tally.divergence is None
    # the play agrees: compared (a deal all four pass is cancelled: nothing to ask)
    assert (tally.modes["stateless"], tally.redealt, tally.compared + tally.unasked) == (5, 5, 5)
    (tmp_path / "dealing_engines.py").write_text(
        "from belote_spec.protocol.interface import ReferenceEngine\n\n\nclass DealsReversed(ReferenceEngine):\n"
        "    def new_deal(self, variant, dealer, deck=None, seed=None, match_score=None):\n"
        "        return super().new_deal(variant, dealer, list(reversed(deck)), seed, match_score)\n",
        encoding="utf-8",
    )
    env = {**os.environ, "PYTHONPATH": str(tmp_path)}
    proc = _fuzz_cli("--engine", "python:dealing_engines:DealsReversed", "--variant", "french", "--deals", "5", env=env)
    assert proc.returncode == 1, proc.stdout + proc.stderr  # the play agrees, the deal does not: a divergence
    assert "the play of the 5 deal(s) it dealt differently was compared in stateless mode" in proc.stderr
    assert proc.stdout.splitlines()[-1].startswith(
        "the play, compared in stateless mode on the reference's deal: french: 5 deals, 4 compared with no divergence"
    )


class _WrongOnlyOnce(ReferenceEngine):
    """Names a wrong trick winner the first time it is asked, and the right one ever after."""

    asked = 0

    def trick_winner(self, variant: str, contract: dict, trick: list[dict]) -> str:
        self.asked += 1
        return trick[0]["seat"] if self.asked == 1 else super().trick_winner(variant, contract, trick)


@pytest.mark.parametrize("mode", ["stateful", "stateless"])
def test_a_scenario_that_does_not_fail_on_the_engine_is_never_printed_as_if_it_pinned_the_divergence(mode: str) -> None:
    found = fuzz_variant(_WrongOnlyOnce(), "french", deals=3, seed=0, mode=mode).divergence
    assert found is not None and found.what.startswith("trick "), found
    assert found.what.endswith("(the scenario below does not pin it: passed on the reference, passed on the engine)")


# -- every deal played, each cause once; contracts drawn so every kind is played; the same hands given --------
def test_fuzz_plays_every_deal_and_reports_each_cause_once_with_a_cap() -> None:
    """An engine that allows any card departs on several obligations: every deal is played (the old fuzz
    stopped at the first), each cause is kept once with the smallest witness, and the cap holds."""
    tally = fuzz_variant(_AnyCard(), "french", deals=10, seed=0, mode="stateful")
    assert tally.compared + tally.diverged + tally.unasked == 10 and tally.diverged > 2
    causes = [f.cause for f in tally.findings]
    assert len(set(causes)) == len(causes) >= 2  # distinct causes, each once
    assert sum(tally.seen.values()) == tally.diverged and not tally.beyond
    assert all(f.rule.startswith("/play/obligations/") and f.pinned for f in tally.findings)
    capped = fuzz_variant(_AnyCard(), "french", deals=10, seed=0, mode="stateful", limit=1)
    assert [f.cause for f in capped.findings] == causes[:1] and capped.beyond
    assert capped.diverged == tally.diverged  # past the cap the deals are still played and counted


class _Recording(_AnswersOnly):
    """Keeps the contract of every deal it is asked to score."""

    def __init__(self) -> None:
        super().__init__()
        self.contracts: list[dict] = []

    def score_deal(self, variant: str, deal: dict) -> dict:
        self.contracts.append(deal["contract"])
        return super().score_deal(variant, deal)


def test_contracts_are_drawn_so_that_every_kind_is_played() -> None:
    """Uniform bids ended 95% of Bulgarian deals in All Trumps; each kind now has its share, and the French
    second round of bidding (a take after four passes) is reached."""
    engine = _Recording()
    fuzz_variant(engine, "bulgarian", deals=30, seed=0, mode="stateless")
    kinds = Counter(c["kind"] for c in engine.contracts)
    assert set(kinds) == {"suit", "no_trumps", "all_trumps"} and min(kinds.values()) >= 6, kinds

    class Bids(ReferenceEngine):
        second_round = 0

        def bid(self, handle: str, seat: str, bid: dict) -> None:
            passes = sum(b["action"] == "pass" for b in self.state(handle)["bids"])
            self.second_round += bid["action"] == "take" and passes >= 4
            super().bid(handle, seat, bid)

    bids = Bids()
    fuzz_variant(bids, "french", deals=30, seed=0, mode="stateful")
    assert bids.second_round >= 5


class _DealsReversedTakesHands(_DealsReversed):
    """Lays a pack out from its bottom card, but takes a deal given as hands (new_deal_from_hands) as given;
    and names the leader as every trick's winner."""

    trick_winner = _LeaderWinsDeals.trick_winner

    def new_deal_from_hands(self, *args: Any, **kwargs: Any) -> str:
        self.from_hands = True
        try:
            return super().new_deal_from_hands(*args, **kwargs)
        finally:
            self.from_hands = False


def test_an_engine_that_deals_otherwise_but_takes_hands_is_compared_stateful_on_the_same_hands(
    tmp_path: Path,
) -> None:
    engine = _DealsReversedTakesHands()
    tally = fuzz_variant(engine, "french", deals=5, seed=0, mode="auto")
    assert tally.dealing is not None and tally.dealing.rule == "/dealing/before_bidding"
    assert (tally.redealt, tally.from_hands, tally.modes["stateful"], tally.modes["stateless"]) == (5, 5, 5, 0)
    found = tally.divergence  # the play compared on the hands: the trick winner the engine gets wrong
    assert found is not None and found.mode == "stateful" and found.what.startswith("trick "), found
    assert _statuses(tmp_path, found.scenario, ReferenceEngine(), engine) == ["passed", "failed"]


def test_a_scoring_divergence_names_the_component_and_prints_a_compact_witness(tmp_path: Path) -> None:
    """The old fuzz printed both results whole and named no rule; the component that differs is named by
    attribution, the headline shows only the fields that differ, and the witness is the tricks as a table."""
    tally = fuzz_variant(_NoBelote(), "french", deals=60, seed=5, mode="stateless")
    (found,) = [f for f in tally.findings if f.what.startswith("score of the deal")]
    assert (found.rule, found.words) == ("/belote", "the belote"), found
    assert "the part that differs: the belote" in found.what and "{" not in found.what, found.what
    assert "  # The rule: /belote." in found.scenario and "When the deal is scored with these tricks:" in found.scenario
    assert tally.seen[found.cause] > 1  # every deal the belote decides is one cause, its witness kept once
    assert _statuses(tmp_path, found.scenario, ReferenceEngine(), _NoBelote()) == ["passed", "failed"]
