"""The harnesses for belote-cli, colver and jass-kit: each adapter answers from its engine, the engines'
known departures fail the scenarios that pin them, and what they play like the reference passes.

Each harness is its own package in harnesses/, pinning its engine (`pip install -e harnesses/belote-cli
-e harnesses/colver -e harnesses/jass-kit`). Without them these tests are skipped, unless
BELOTE_SPEC_REQUIRE_HARNESSES=1, where a missing engine is a failure.
"""

from __future__ import annotations

import importlib
import json
import os
import random
import subprocess
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from belote_spec.protocol.interface import ReferenceEngine, Unsupported

ROOT = Path(__file__).resolve().parent.parent


def adapter(module: str) -> ModuleType:
    """The adapter module, or a skip (a failure when BELOTE_SPEC_REQUIRE_HARNESSES=1) without its engine."""
    try:
        return importlib.import_module(f"belote_spec_harness_{module}")
    except ImportError as e:
        if os.environ.get("BELOTE_SPEC_REQUIRE_HARNESSES") == "1":
            pytest.fail(f"{module}: {e} (BELOTE_SPEC_REQUIRE_HARNESSES=1)")
        pytest.skip(f"{module}: {e}")


@pytest.fixture(scope="module")
def belote_cli() -> ModuleType:
    return adapter("belote_cli")


@pytest.fixture(scope="module")
def colver() -> ModuleType:
    return adapter("colver")


@pytest.fixture(scope="module")
def jass_kit() -> ModuleType:
    return adapter("jass_kit")


def test_a_missing_engine_skips_unless_required(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("BELOTE_SPEC_REQUIRE_HARNESSES", raising=False)
    with pytest.raises(pytest.skip.Exception, match="no_such_engine"):
        adapter("no_such_engine")
    monkeypatch.setenv("BELOTE_SPEC_REQUIRE_HARNESSES", "1")
    with pytest.raises(pytest.fail.Exception, match="BELOTE_SPEC_REQUIRE_HARNESSES=1"):
        adapter("no_such_engine")


# -- a deal played out through an adapter -------------------------------------------------------------
def play_out(engine: Any, variant: str, seed: int, bids: list[dict[str, Any]]) -> tuple[dict[str, Any], list]:
    """A seeded deal driven through the adapter's stateful calls: the bids in turn, then random cards
    among those the adapter's `legal_cards` (the engine) allows. Returns the final state (with its
    `handle`) and the plays."""
    rng = random.Random(seed)
    handle = engine.new_deal(variant, "S", seed=seed)
    for bid in bids:
        engine.bid(handle, engine.state(handle)["turn"], bid)
    plays = []
    state = engine.state(handle)
    while state["phase"] == "playing":
        seat = state["turn"]
        legal = engine.legal_cards(variant, state["contract"], state["hands"][seat], state["trick"], seat)
        card = rng.choice(sorted(legal))
        plays.append({"seat": seat, "card": card})
        engine.play(handle, seat, card)
        state = engine.state(handle)
    return state | {"handle": handle}, plays


def belote_of(state: dict[str, Any], plays: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The belote as the kit writes it: the seat that played the trump King and Queen, both announced."""
    pair = {"K" + state["contract"]["trump"], "Q" + state["contract"]["trump"]}
    return [
        {
            "seat": s,
            "cards": [p["card"] for p in plays if p["seat"] == s and p["card"] in pair],
            "said": ["belote", "rebelote"],
        }
        for s in "NESW"
        if pair <= {p["card"] for p in plays if p["seat"] == s}
    ]


def as_v1(state: dict[str, Any]) -> list[dict[str, Any]]:
    return [{"winner": t["winner"], "cards": t["cards"]} for t in state["tricks"]]


def as_v2(plays: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [{"leader": plays[k]["seat"], "plays": plays[k : k + 4]} for k in range(0, len(plays), 4)]


BELOTE_CLI_TAKE = [{"action": "take"}]
BELOTE_OUTSIDE_THE_CONTRACT = [122, 505]  # seeds of deals whose outcome the belote decides
COLVER_BID = [{"action": "bid", "kind": "suit", "suit": "H", "points": 80}] + [{"action": "pass"}] * 3


# -- belote-cli ---------------------------------------------------------------------------------------
def test_belote_cli_answers_card_points_and_declarations_from_its_code(belote_cli: ModuleType) -> None:
    """No Trumps and declarations are where belote-cli and the french variant part: the adapter gives
    belote-cli's answer, which its own functions compute, not the reference's."""
    from belote import deck, scoring

    engine, ref = belote_cli.Engine(), ReferenceEngine()
    nt = {"kind": "no_trumps"}
    own = deck.card_points(belote_cli.to_card("AH"), None)
    assert engine.card_points("french", nt, "AH") == own != ref.card_points("french", nt, "AH")
    hand = ["7S", "8S", "9S", "KD", "AC", "QH", "JC", "8D"]
    found = engine.declarations("french", {"kind": "suit", "trump": "H"}, hand, "N")
    sequences = scoring.detect_sequences(tuple(belote_cli.to_card(c) for c in hand))
    assert [d["cards"] for d in found] == [[belote_cli.name(c) for c in s.cards] for s in sequences] != []
    assert ref.declarations("french", {"kind": "suit", "trump": "H"}, hand, "N") == []


def test_belote_cli_scores_a_played_deal_by_its_own_rules(belote_cli: ModuleType) -> None:
    """Seeded deals played through belote-cli, with a belote and no declaration: the adapter's result
    is belote-cli's `score_round` on the finished state, and it parts from the reference's, because
    belote-cli leaves the belote out of the comparison that makes or breaks a contract
    (belote/scoring.py:862)."""
    from belote import scoring

    engine, ref = belote_cli.Engine(), ReferenceEngine()
    for seed in BELOTE_OUTSIDE_THE_CONTRACT:
        state, plays = play_out(engine, "french", seed, BELOTE_CLI_TAKE)
        b = scoring.score_round(engine._deal(state["handle"]).state)
        assert state["result"]["outcome"] == ("tied" if b.is_litige else "failed" if b.is_failed else "made")
        assert (b.taker_declarations, b.defender_declarations) == (0, 0) and b.taker_belote + b.defender_belote
        deal = {"contract": state["contract"], "tricks": as_v1(state), "belote": belote_of(state, plays)}
        assert ref.score_deal("french", deal)["outcome"] != state["result"]["outcome"]


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_belote_cli_scores_protocol_1_and_2_alike(belote_cli: ModuleType, seed: int) -> None:
    """The same played deal scored from `{winner, cards}` and from `{leader, plays}` gives the result
    belote-cli gave at the end of play."""
    engine = belote_cli.Engine()
    state, plays = play_out(engine, "french", seed, BELOTE_CLI_TAKE)
    for tricks in (as_v1(state), as_v2(plays)):
        got = engine.score_deal("french", {"contract": state["contract"], "tricks": tricks})
        assert (got["outcome"], got["scores"]) == (state["result"]["outcome"], state["result"]["scores"])


# -- colver -------------------------------------------------------------------------------------------
def _colver_direct(plays: list[dict[str, Any]], colver: ModuleType) -> list[int]:
    """The same deal driven on a bare colver Env, without the adapter: hands, 80 hearts by the first
    speaker, the cards in order; colver's own `rewards()`."""
    import colver as engine

    hands: list[list[int]] = [[] for _ in range(4)]
    for p in plays:
        hands[colver.to_seat(p["seat"])].append(colver.to_card(p["card"]))
    leader = colver.to_seat(plays[0]["seat"])
    env = engine.Env.deal_with_hands((leader - 1) % 4, hands)
    env.set_contract(1, 80, leader % 2, 0)
    env.set_phase_playing()
    for p in plays:
        env.step(colver.to_card(p["card"]))
    return [int(x) for x in env.rewards()]


def test_colver_scores_a_played_deal_by_its_own_rules(colver: ModuleType) -> None:
    """Seeded deals through the adapter score what a bare colver Env scores, and colver does not round
    (its documented choice) where the reference rounds to tens."""
    engine, ref = colver.Engine(), ReferenceEngine()
    unrounded = 0
    for seed in range(6):
        state, plays = play_out(engine, "coinche", seed, COLVER_BID)
        ns, ew = _colver_direct(plays, colver)
        assert state["result"]["scores"] == {"NS": ns, "EW": ew}
        theirs = ref.score_deal("coinche", {"contract": state["contract"], "tricks": as_v1(state)})["scores"]
        unrounded += theirs != state["result"]["scores"] and any(v % 10 for v in state["result"]["scores"].values())
    assert unrounded > 0


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_colver_scores_protocol_1_and_2_alike(colver: ModuleType, seed: int) -> None:
    engine = colver.Engine()
    state, plays = play_out(engine, "coinche", seed, COLVER_BID)
    for tricks in (as_v1(state), as_v2(plays)):
        got = engine.score_deal("coinche", {"contract": state["contract"], "tricks": tricks})
        assert got["scores"] == state["result"]["scores"]


def test_colver_has_no_declarations(colver: ModuleType) -> None:
    with pytest.raises(Unsupported):
        colver.Engine().declarations("coinche", {"kind": "suit", "trump": "H"}, ["7S", "8S", "9S"], "N")


# -- jass-kit -----------------------------------------------------------------------------------------
SCHIEBER_DECK = [f"{r}{s}" for s in "CDHS" for r in ["6", "7", "8", "9", "10", "J", "Q", "K", "A"]]
HEARTS = {"kind": "suit", "trump": "H"}


def jass_kit_play_out(engine: Any, seed: int, bids: list[dict[str, Any]]) -> tuple[dict[str, Any], list]:
    """A deal of seeded hands (jass-kit deals only at random, so the hands are given) driven through the
    adapter: the trump choice in turn, then random cards among those jass-kit allows."""
    rng = random.Random(seed)
    deck = list(SCHIEBER_DECK)
    rng.shuffle(deck)
    handle = engine.new_deal_from_hands("schieber", "S", {s: deck[9 * k : 9 * k + 9] for k, s in enumerate("NESW")})
    for bid in bids:
        engine.bid(handle, engine.state(handle)["turn"], bid)
    plays = []
    state = engine.state(handle)
    while state["phase"] == "playing":
        seat = state["turn"]
        legal = engine.legal_cards("schieber", state["contract"], state["hands"][seat], state["trick"], seat)
        card = rng.choice(sorted(legal))
        plays.append({"seat": seat, "card": card})
        engine.play(handle, seat, card)
        state = engine.state(handle)
    return state | {"handle": handle}, plays


def test_jass_kit_answers_legal_cards_winners_and_points_from_rule_schieber(jass_kit: ModuleType) -> None:
    """Each stateless answer is RuleSchieber's own on the same position, translated: the trump Jack kept
    back, a trump instead of following, Undenufe's six winning, Obenabe's and Undenufe's eights worth 8."""
    import numpy as np
    from jass.game.rule_schieber import RuleSchieber

    engine, rule = jass_kit.Engine(), RuleSchieber()
    led = [{"seat": "S", "card": "10H"}]
    assert engine.legal_cards("schieber", HEARTS, ["JH", "AD"], led, "E") == ["JH", "AD"]
    led = [{"seat": "S", "card": "AS"}]
    assert engine.legal_cards("schieber", HEARTS, ["6S", "6H", "AD"], led, "E") == ["6S", "6H"]
    hand = [jass_kit.to_card(c) for c in ["6S", "6H", "AD"]]
    valid = rule.get_valid_cards(jass_kit.one_hot(hand), [jass_kit.to_card("AS")], 1, 1)
    assert [jass_kit.name(c) for c in hand if valid[c]] == ["6S", "6H"]
    trick = [{"seat": s, "card": c} for s, c in zip("SENW", ["AD", "6D", "8D", "6S"], strict=True)]
    assert engine.trick_winner("schieber", {"kind": "undenufe"}, trick) == "E"
    ids = np.array([jass_kit.to_card(p["card"]) for p in trick], np.int32)
    assert jass_kit.SEATS[rule.calc_winner(ids, jass_kit.to_seat("S"), 5)] == "E"
    points = {k: engine.card_points("schieber", {"kind": k}, "8D") for k in ("obenabe", "undenufe")}
    assert points == {"obenabe": 8, "undenufe": 8}
    assert [engine.card_points("schieber", HEARTS, c) for c in ["JH", "9H", "AH", "10S", "6D"]] == [20, 14, 11, 10, 0]


def test_jass_kit_lets_a_player_undertrump_the_higher_of_two_trumps(jass_kit: ModuleType) -> None:
    """rule_schieber.py:84-103 keeps the trump of the higher card index (the lower in the plain order)
    and :135-143 bans only trumps under it: after 10S led, then 6H and AH (hearts trump), a player with
    7H and AD may play 7H under the Ace, though he has a plain card; both orders of the two trumps."""
    engine = jass_kit.Engine()
    for second, third in (("6H", "AH"), ("AH", "6H")):
        trick = [{"seat": "S", "card": "10S"}, {"seat": "E", "card": second}, {"seat": "N", "card": third}]
        assert engine.legal_cards("schieber", HEARTS, ["7H", "AD"], trick, "W") == ["7H", "AD"]
    # with one trump in the trick the ban holds: 7H under AH is refused
    trick = [{"seat": "S", "card": "10S"}, {"seat": "E", "card": "AH"}]
    assert engine.legal_cards("schieber", HEARTS, ["7H", "AD"], trick, "N") == ["AD"]


def test_jass_kit_pushes_to_the_partner_who_must_choose_and_forehand_leads(jass_kit: ModuleType) -> None:
    """GameSim.action_trump: forehand (right of the dealer) may push, the partner may not, and forehand
    leads the first trick whoever chose (game_sim.py:67-86)."""
    from belote_spec.protocol.interface import Rejected

    engine = jass_kit.Engine()
    deck = list(SCHIEBER_DECK)
    handle = engine.new_deal_from_hands("schieber", "S", {s: deck[9 * k : 9 * k + 9] for k, s in enumerate("NESW")})
    assert engine.state(handle)["turn"] == "E"
    engine.bid(handle, "E", {"action": "pass"})
    assert engine.state(handle)["turn"] == "W"
    with pytest.raises(Rejected, match="/bidding/rounds/0"):
        engine.bid(handle, "W", {"action": "pass"})
    engine.bid(handle, "W", {"action": "take", "kind": "undenufe"})
    state = engine.state(handle)
    assert (state["phase"], state["turn"], state["contract"]) == ("playing", "E", {"kind": "undenufe", "taker": "W"})


def test_jass_kit_claims_only_what_it_answers(jass_kit: ModuleType) -> None:
    """No Weis, no match and no dealing of a given pack: those operations are not offered, so their scenarios
    are not covered rather than failed; a deal's score claims the scores alone (jass-kit has no contract to
    make and holds nothing over), which the kit's checks then compare and nothing else."""
    from belote_spec.protocol.interface import computes, offers

    engine = jass_kit.Engine()
    for op in ("declarations", "declaration_scores", "match_after_deal", "new_deal", "claim", "discard"):
        assert not offers(engine, op), op
    for op in ("legal_cards", "trick_winner", "card_points", "score_deal", "new_deal_from_hands", "bid", "play"):
        assert offers(engine, op), op
    assert computes(engine, "score_deal", "scores")
    assert not computes(engine, "score_deal", "outcome") and not computes(engine, "score_deal", "held")


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_jass_kit_scores_protocol_1_and_2_alike_and_as_a_bare_game_sim(jass_kit: ModuleType, seed: int) -> None:
    """The same played deal scored from `{winner, cards}` and from `{leader, plays}` gives what the deal's
    own GameSim gave at its end, and that is a bare GameSim's `points` for the same cards: 157 in all."""
    import numpy as np
    from jass.game.game_sim import GameSim
    from jass.game.rule_schieber import RuleSchieber

    engine = jass_kit.Engine()
    state, plays = jass_kit_play_out(engine, seed, [{"action": "take", "kind": "suit", "suit": "S"}])
    for tricks in (as_v1(state), as_v2(plays)):
        got = engine.score_deal("schieber", {"contract": state["contract"], "tricks": tricks})
        assert got == state["result"]
    hands = np.zeros([4, 36], np.int32)
    for p in plays:
        hands[jass_kit.to_seat(p["seat"]), jass_kit.to_card(p["card"])] = 1
    sim = GameSim(RuleSchieber())
    sim.init_from_cards(hands, jass_kit.to_seat("S"))
    sim.action_trump(2)
    for p in plays:
        sim.action_play_card(jass_kit.to_card(p["card"]))
    assert state["result"]["scores"] == {"NS": int(sim.state.points[0]), "EW": int(sim.state.points[1])}
    assert sum(state["result"]["scores"].values()) == 157


def test_jass_kit_refuses_a_card_its_rules_forbid_naming_the_duty(jass_kit: ModuleType) -> None:
    """GameSim plays whatever it is given; the adapter asks RuleSchieber first and names the duty."""
    from belote_spec.protocol.interface import Rejected

    engine = jass_kit.Engine()
    hands = {
        "E": ["AS", "6S", "6D", "7D", "8D", "9D", "10D", "JD", "QD"],
        "N": ["KS", "7H", "AD", "KD", "6C", "AC", "8C", "9C", "10C"],
        "W": ["QS", "AH", "6H", "JC", "QC", "KC", "7C", "7S", "8S"],
        "S": ["9S", "10S", "JS", "8H", "9H", "10H", "JH", "QH", "KH"],
    }
    handle = engine.new_deal_from_hands("schieber", "S", hands)
    engine.bid(handle, "E", {"action": "take", "kind": "suit", "suit": "C"})
    engine.play(handle, "E", "AS")
    with pytest.raises(Rejected, match="/play/obligations/follow_suit"):
        engine.play(handle, "N", "AD")
    with pytest.raises(Rejected, match="card-not-in-hand"):
        engine.play(handle, "N", "QS")
    engine.play(handle, "N", "10C")  # a trump instead of following
    with pytest.raises(Rejected, match="/play/obligations/undertrump_ban"):
        engine.play(handle, "W", "7C")
    engine.play(handle, "W", "JC")
    assert engine.state(handle)["trick"] == [
        {"seat": "E", "card": "AS"},
        {"seat": "N", "card": "10C"},
        {"seat": "W", "card": "JC"},
    ]


# -- the engines through the real command -------------------------------------------------------------
def conformance(engine: str, variant: str, tmp_path: Path) -> tuple[int, dict[str, dict[str, Any]]]:
    """Each scenario's verdict against the real engine. The root-cause search is left out: these tests
    read statuses only, and tests/docs/test_engine_pages.py checks the causes of the same runs."""
    out = tmp_path / f"{engine}-{variant}.json"
    proc = subprocess.run(
        [
            sys.executable,
            "-m",
            "belote_spec",
            "conformance",
            "--engine",
            f"python:belote_spec_harness_{engine}:Engine",
            "--variant",
            variant,
            "--format",
            "json",
            "--output",
            str(out),
            "--no-causes",
        ],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=600,
    )
    results = json.loads(out.read_text())["results"]
    return proc.returncode, {r["id"].split("::", 1)[1].rsplit("[", 1)[0]: r for r in results}


# deviation -> the scenarios it fails (docs/engines/*.md)
BELOTE_CLI_FAILS = {
    "french": [
        "Classic French Belote declares no combination",  # declarations scored in the classic game
        "In the second round the taker may still name the turned suit",  # round 2 offers other suits only
        "No Trumps card points are 19 10 4 3 2 0 0 0",  # No Trumps counted on the plain table
        "Belote never announced does not score",  # belote announced by the engine itself
        "In a contention the takers' belote is held over with their trick points",  # scored at once
        "Each player first gets 5 cards, 3 then 2, from the dealer's right",  # one at a time, from South
        "The takers' belote counts toward their contract and breaks an equality of card points",  # B3, then B4
    ],
    "french-sans-atout": [
        "No Trumps may be taken in the first round",
        "In All Trumps the King and Queen of any suit make a belote that counts toward the contract",
        "Winning all 8 tricks in No Trumps scores 252 (Capot)",
    ],
}
BELOTE_CLI_PASSES = {
    "french": [
        "Trump cards rank J 9 A 10 K Q 8 7",
        "Trump card points are 20 14 11 10 4 3 0 0",
        "A player void in the led suit must overtrump an opponent's ruff",
        "A side reaching 1000 points wins the match",
        "A bid out of turn is rejected",
    ],
    "french-sans-atout": [
        "In All Trumps the 9 of the led suit beats its Ace",
        "In No Trumps a player void in the led suit may play any card",
    ],
}
COLVER_FAILS = [
    "Scores are rounded to the nearest ten, 4 rounding down",  # nothing rounded
    "A bid above 160 in points is allowed",  # no bid above 160
    "Takers with as many points as the defence fail",  # made on reaching the bid alone
    "A belote announced without rebelote does not count",  # belote counted by the engine itself
    "A coinched contract made scores 160 and the bid, doubled",  # coinche doubles the bid only
    "Takers who fail keep their announced belote",  # the belote goes to the side that wins
]
COLVER_PASSES = [
    "The turn to speak goes counter-clockwise",  # colver's seat order, mapped by position
    "A capot cannot be overbid by another capot",
    "The partner of the bidder cannot coinche",
    "A surcoinche ends the auction at once",
    "When trump is led a player must beat it even when the partner holds the trick",
    "The cards are worth 152 points, 162 with the 10 of the last trick",
]


JASS_KIT_FAILS = [
    "With two trumps in the trick a trump under the higher one is an undertrump",  # J1: ban from the lower trump
    "A side that takes every trick scores the Match, 257",  # J2: no Match bonus
    "The best Weis adds its points to its side's score",  # J3: no Weis
    "Stöck, King and Queen of trump in one hand, score 20",  # J4: no Stöck
    "The best Weis scores for its side, whoever named trump",  # J3
    "A side that takes every trick keeps its Stöck beside the Match",  # J2 and J4
    "Stöck counts though the other side scores the Weis",  # J3 and J4
]
JASS_KIT_PASSES = [
    "A player whose only trump is the Jack need not play it to a trump lead",
    "A player holding the led suit may play a trump instead",
    "A player who cannot follow may not undertrump a trumped trick while he holds another card",
    "When forehand pushes, his partner chooses",
    "The partner may not push the choice on",
    "Forehand leads the first trick when his partner chose trump",
    "In Undenufe the lowest card of the led suit wins",
    "In Obenabe the Ace counts 11, the eight 8 and the six nothing",
    "The side that takes the last trick scores 5 more",
    "The deal passes to the right",
]


@pytest.mark.parametrize("variant", sorted(BELOTE_CLI_FAILS))
def test_belote_cli_departures_fail_and_its_basics_pass(belote_cli: ModuleType, variant: str, tmp_path: Path) -> None:
    code, results = conformance("belote_cli", variant, tmp_path)
    assert code == 1
    assert {n: results[n]["status"] for n in BELOTE_CLI_FAILS[variant]} == dict.fromkeys(
        BELOTE_CLI_FAILS[variant], "failed"
    )
    assert {n: results[n]["status"] for n in BELOTE_CLI_PASSES[variant]} == dict.fromkeys(
        BELOTE_CLI_PASSES[variant], "passed"
    )
    areas = {r["area"] for r in results.values() if r["status"] == "failed"}
    assert "tricks" not in areas  # belote-cli ranks every card as the variant does


def test_colver_departures_fail_its_basics_pass_and_declarations_skip(colver: ModuleType, tmp_path: Path) -> None:
    code, results = conformance("colver", "coinche", tmp_path)
    assert code == 1
    assert {n: results[n]["status"] for n in COLVER_FAILS} == dict.fromkeys(COLVER_FAILS, "failed")
    assert {n: results[n]["status"] for n in COLVER_PASSES} == dict.fromkeys(COLVER_PASSES, "passed")
    declarations = [r for r in results.values() if "declarations.feature" in r["id"]]
    assert declarations and all(r["status"] == "skipped" for r in declarations)  # colver has none


def test_jass_kit_departures_fail_its_basics_pass_and_what_it_lacks_is_not_covered(
    jass_kit: ModuleType, tmp_path: Path
) -> None:
    """docs/engines/jass-kit.md: its four deviations fail their scenarios and nothing else fails; what
    jass-kit does not do (Weis, a match, dealing a given pack) is skipped, never failed."""
    code, results = conformance("jass_kit", "schieber", tmp_path)
    assert code == 1
    assert sorted(n for n, r in results.items() if r["status"] == "failed") == sorted(JASS_KIT_FAILS)
    assert {n: results[n]["status"] for n in JASS_KIT_PASSES} == dict.fromkeys(JASS_KIT_PASSES, "passed")
    weis = [r for r in results.values() if "does not offer declaration" in (r.get("message") or "")]
    assert len(weis) >= 10 and all(r["status"] == "skipped" for r in weis)
    dealt = [r for r in results.values() if "seeded_deal.feature" in r["id"] or "match.feature" in r["id"]]
    assert dealt and all(r["status"] == "skipped" for r in dealt)


def test_identify_names_colvers_unrounded_scores(colver: ModuleType, shared_runs: Path) -> None:
    """`belote-spec identify` finds colver closest to coinche and names its documented choice of exact
    scores as the departure on /scoring/round_to; colver declines most positions (it has no
    declarations, no match and no dealing from a pack), so that is no verdict (exit 5), only a lead.
    colver supports coinche alone, so asking under it is asking under every name it supports: the run is
    the command docs/engines/colver.json records, run once in the session (tests/shared_runs.py)."""
    from shared_runs import run_once

    from belote_spec.diagnose.identify.core import supported_names
    from belote_spec.docs import engine_pages as pages

    assert supported_names(colver.Engine()) == ["coinche"]
    argv = pages.commands("colver", "coinche")["identify"]
    proc = run_once(shared_runs, argv, pages._run)
    assert proc.returncode == 5, proc.stderr
    (report,) = json.loads(proc.stdout)["names"]
    assert (report["name"], report["closest"], report["exact"], report["enough"]) == (
        "coinche",
        "coinche",
        False,
        False,
    )
    assert "/scoring/round_to" in [d["pointer"] for d in report["departures"]]


@pytest.mark.parametrize("module", ["belote_cli", "colver", "jass_kit"])
def test_every_adapter_operation_takes_every_argument_of_the_protocol(module: str) -> None:
    """An optional argument added to the protocol (match_after_deal's `deals`) reaches every adapter: an
    adapter whose method lacks it crashes with a TypeError on the positions that send it, which identify
    rightly counts as the engine failing."""
    import inspect

    from belote_spec.protocol.interface import Engine as Protocol

    engine = adapter(module).Engine
    for name, member in inspect.getmembers(Protocol, inspect.isfunction):
        if name.startswith("_") or not hasattr(engine, name):
            continue
        wanted = list(inspect.signature(member).parameters)
        took = inspect.signature(getattr(engine, name)).parameters
        if any(p.kind is p.VAR_KEYWORD for p in took.values()):
            continue
        assert [w for w in wanted if w not in took] == [], f"{module}.Engine.{name}"


def test_the_adapter_base_has_every_protocol_method_with_its_signature_and_skips_by_default() -> None:
    """Adapters inherit from protocol.interface.Adapter: each protocol method there has the protocol's
    exact signature and answers skip, so an adapter overrides only what its engine does."""
    import inspect

    from belote_spec.protocol.interface import Adapter, Unsupported
    from belote_spec.protocol.interface import Engine as Protocol

    members = dict(inspect.getmembers(Protocol, inspect.isfunction))
    names = [n for n in members if not n.startswith("_")]
    assert len(names) > 10
    for name in names:
        assert inspect.signature(getattr(Adapter, name)) == inspect.signature(members[name]), name

    class Nothing(Adapter):
        engine = "nothing"
        variants = ("french",)

    engine = Nothing()
    assert isinstance(engine, Protocol) and engine.supports("french") and not engine.supports("coinche")
    with pytest.raises(Unsupported, match="nothing has no claim"):
        engine.claim("h", "N")
    with pytest.raises(Unsupported, match="nothing does not play coinche"):
        engine._check("coinche")
    for module in ("belote_cli", "colver", "jass_kit"):
        assert issubclass(adapter(module).Engine, Adapter), module
