"""The reference engine: rules read from data, illegal actions refused without a trace, seeded play."""

from __future__ import annotations

import ast
import copy
import re
from pathlib import Path
from typing import Any

import pytest

from belote_spec.engine.deal import Deal
from belote_spec.engine.match import play_match
from belote_spec.engine.rules import Rules
from belote_spec.protocol.interface import ReferenceEngine, Rejected
from belote_spec.spec.loader import load_variant

PACKAGE = Path(__file__).resolve().parents[2] / "reference_impl"


def french() -> Rules:
    return Rules(load_variant("french"))


def legal(rules: Rules, trump: str, hand: str, trick: str, seat: str) -> str:
    engine_trick = [dict(zip(("seat", "card"), p.split(), strict=True)) for p in trick.split(",") if p.strip()]
    from belote_spec.engine.tricks import legal_mask

    contract = rules.contract_from({"kind": "suit", "trump": trump})
    t = [(rules.table.seat(p["seat"]), rules.deck.card(p["card"])) for p in engine_trick]
    mask = legal_mask(rules, contract, rules.deck.mask(rules.deck.cards(hand.split())), t, rules.table.seat(seat))
    return rules.deck.format(sorted(rules.deck.unmask(mask), key=lambda c: rules.deck.names[c]))


def test_obligations_are_read_from_the_data() -> None:
    """The same position gives a different legal set when only the variant's data changes."""
    spec = load_variant("french")
    rules = Rules(spec)
    # Play goes S, E, N, W. W led, S holds the trick with AS, E followed; N is void in spades.
    assert legal(rules, "H", "JH 7C 8D", "W 8S, S AS, E 7S", "N") == "7C 8D JH"
    strict = copy.deepcopy(spec)
    strict["play"]["obligations"]["partner_winning_exemption"]["applies"] = False
    assert legal(Rules(strict), "H", "JH 7C 8D", "W 8S, S AS, E 7S", "N") == "JH"
    lax = copy.deepcopy(strict)
    lax["play"]["obligations"]["trump_when_void"]["required"] = False
    assert legal(Rules(lax), "H", "JH 7C 8D", "W 8S, S AS, E 7S", "N") == "7C 8D JH"


def test_undertrump_rule_is_data() -> None:
    spec = load_variant("french")
    # S led spades, E ruffed with 9H; N (void in spades) holds only a lower trump: French rules oblige it.
    assert legal(Rules(spec), "H", "7H 7C", "S 7S, E 9H", "N") == "7H"
    free = copy.deepcopy(spec)
    free["play"]["obligations"]["undertrump_when_cannot_overtrump"]["required"] = False
    assert legal(Rules(free), "H", "7H 7C", "S 7S, E 9H", "N") == "7C 7H"


def test_iber_rule_is_data() -> None:
    spec = copy.deepcopy(load_variant("french"))
    assert legal(Rules(spec), "H", "7S 10S", "E 8S", "N") == "10S 7S"
    spec["play"]["obligations"]["beat_led_suit"] = {"required": True, "until_trumped": True}
    assert legal(Rules(spec), "H", "7S 10S", "E 8S", "N") == "10S"
    assert legal(Rules(spec), "H", "7S 10S", "S 8S, E 7H", "N") == "10S 7S"  # trumped: no need to beat


def test_an_illegal_card_names_its_rule_and_changes_nothing() -> None:
    """From a fixed deck, find a lead the next player can follow, and try a card of another suit."""
    rules = french()
    deck = list(range(rules.deck.size))
    tried = 0
    for lead_index in range(8):
        deal = Deal(rules, 0, deck=deck)
        deal.bid(deal.turn, {"action": "take"})
        leader = deal.turn
        lead = rules.deck.unmask(deal.hands[leader])[lead_index]
        deal.play(leader, lead)
        seat = deal.turn
        hand = rules.deck.unmask(deal.hands[seat])
        led = rules.deck.suit_of[lead]
        off_suit = [c for c in hand if rules.deck.suit_of[c] != led]
        if len(off_suit) == len(hand) or not off_suit:
            continue
        before = deal.state()
        with pytest.raises(Rejected) as err:
            deal.play(seat, off_suit[0])
        assert err.value.rule == "/play/obligations/follow_suit"
        assert deal.state() == before
        tried += 1
    assert tried > 0


def test_rejections_through_the_engine_interface_leave_the_state_alone() -> None:
    engine = ReferenceEngine()
    names = [f"{r}{s}" for s in "CDHS" for r in ("7", "8", "9", "10", "J", "Q", "K", "A")]
    handle = engine.new_deal("french", "S", deck=names)
    state = engine.state(handle)
    assert state["turn"] == "E"
    for action, rule in [
        (lambda: engine.bid(handle, "N", {"action": "pass"}), "turn"),
        (lambda: engine.play(handle, "E", state["hands"]["E"][0]), "phase"),
        (lambda: engine.bid(handle, "E", {"action": "take", "kind": "suit", "suit": "S"}), "/bidding/rounds/0"),
        (lambda: engine.bid(handle, "E", {"action": "double"}), "bid"),
    ]:
        with pytest.raises(Rejected) as err:
            action()
        assert err.value.rule == rule
        assert engine.state(handle) == state
    engine.bid(handle, "E", {"action": "take"})
    state = engine.state(handle)
    not_mine = next(c for c in names if c not in state["hands"]["E"])
    with pytest.raises(Rejected) as err:
        engine.play(handle, "E", not_mine)
    assert err.value.rule == "card-not-in-hand"
    assert engine.state(handle) == state


def test_a_bad_bid_is_refused_and_changes_nothing() -> None:
    engine = ReferenceEngine()
    handle = engine.new_deal("french", "S", seed=3)
    state = engine.state(handle)
    for bid in (
        {"action": "take", "kind": "turned_suit"},
        {"action": "take", "kind": "no_trumps"},
        {"action": "take", "suit": 5},
        "pass",
        {"action": "take", "kind": "suit", "suit": "X"},
    ):
        with pytest.raises(Rejected):
            engine.bid(handle, "E", bid)  # type: ignore[arg-type]
        assert engine.state(handle) == state
    engine.bid(handle, "E", {"action": "take"})
    assert engine.state(handle)["phase"] == "playing"


@pytest.mark.parametrize(
    "call",
    [
        lambda e, h: e.play(h, "E", 5),
        lambda e, h: e.play(h, "E", "9H", 5),
        lambda e, h: e.play(h, 3, "9H"),
        lambda e, h: e.new_deal("french", "S", seed="x"),
        lambda e, h: e.new_deal("french", "S", deck="7C 8C"),
        lambda e, h: e.state(["deal-1"]),
    ],
)
def test_wrong_json_types_are_rejected_not_crashes(call) -> None:
    engine = ReferenceEngine()
    handle = engine.new_deal("french", "S", seed=3)
    state = engine.state(handle)
    with pytest.raises(Rejected):
        call(engine, handle)
    assert engine.state(handle) == state


def test_a_fixed_deck_deals_by_the_plan() -> None:
    """S deals: E, N, W, S get 3 then 2 cards each from the top, the 21st card is turned up."""
    engine = ReferenceEngine()
    names = [f"{r}{s}" for s in "CDHS" for r in ("7", "8", "9", "10", "J", "Q", "K", "A")]
    handle = engine.new_deal("french", "S", deck=names)
    hands = engine.state(handle)["hands"]
    assert hands["E"] == names[0:3] + names[12:14]
    assert hands["N"] == names[3:6] + names[14:16]
    assert hands["S"] == names[9:12] + names[18:20]
    assert engine.state(handle)["turned_card"] == names[20]


@pytest.mark.parametrize("variant, start", [("french", "E"), ("french-qcsalon", "N")])
def test_the_rest_of_the_deal_starts_where_the_variant_says(variant: str, start: str) -> None:
    """N takes; french deals the rest from the dealer's right (E), qcsalon from the taker (N)."""
    engine = ReferenceEngine()
    names = [f"{r}{s}" for s in "CDHS" for r in ("7", "8", "9", "10", "J", "Q", "K", "A")]
    handle = engine.new_deal(variant, "S", deck=names)
    engine.bid(handle, "E", {"action": "pass"})
    engine.bid(handle, "N", {"action": "take"})
    hands = engine.state(handle)["hands"]
    assert names[20] in hands["N"]
    first_packet = names[21:24] if start == "E" else names[21:23]
    assert set(first_packet) <= set(hands[start])
    assert all(len(h) == 8 for h in hands.values())


def test_a_seeded_match_replays_identically_and_ends() -> None:
    rules = french()
    a = play_match(rules, seed=2024)
    b = play_match(rules, seed=2024)
    assert a.winner is not None
    assert a.totals == b.totals
    assert [d.deck for d in a.deals] == [d.deck for d in b.deals]
    assert max(a.totals) >= rules.spec["match"]["target"]


def test_no_code_branches_on_a_variant_name() -> None:
    ids = {"french", "french-qcsalon", "belote-classique", "belote-bga", "belote-qcsalon"}
    # a variant's id compared at all, or any `.id` compared with a written name (a case's id is no variant's)
    compares = re.compile(r"(variant\.id|variant_id|rules\.id)\s*[!=]=|\.id\s*[!=]=\s*[\"']")
    # mutants.py names variants on purpose: each mutant of the engine targets one variant's rules; so
    # does a rule unit's mutant data (units.py) and a scoring unit's mutants and oracle case (the variant
    # whose source it is worked from; scoring_units.py), and nothing else there may.
    data = {"units.py": {"MutantData"}, "scoring_units.py": {"MutantData", "Oracle", "MatchOracle"}}
    offenders = []
    for p in PACKAGE.rglob("*.py"):
        if p.name == "mutants.py":
            continue
        text = p.read_text()
        where = p.relative_to(PACKAGE.parent)
        offenders += [
            f"{where}:{i}: {line.strip()}" for i, line in enumerate(text.splitlines(), 1) if compares.search(line)
        ]
        allowed: set[int] = set()
        tree = ast.parse(text)
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in data.get(p.name, ()):
                allowed |= {id(n) for n in ast.walk(node)}
        offenders += [
            f"{where}:{node.lineno}: {node.value!r}"
            for node in ast.walk(tree)
            if isinstance(node, ast.Constant) and node.value in ids and id(node) not in allowed
        ]
    assert offenders == []


def test_play_command_prints_a_whole_seeded_match(capsys: pytest.CaptureFixture[str]) -> None:
    from belote_spec.cli import main

    assert main(["play", "french-qcsalon", "--seed", "5"]) == 0
    first = capsys.readouterr().out
    assert main(["play", "french-qcsalon", "--seed", "5"]) == 0
    assert capsys.readouterr().out == first
    assert first.splitlines()[-1] in ("winner: NS", "winner: EW")
    assert first.count("trick 8:") == first.count("result:")


def test_the_reference_engine_can_serve_given_rules_under_a_shipped_name() -> None:
    """diff and identify play an altered rule set under the variant's own name."""
    import copy

    from belote_spec.engine.rules import Rules, rules_for
    from belote_spec.protocol.interface import ReferenceEngine

    spec = copy.deepcopy(rules_for("french").spec)
    spec["play"]["obligations"]["follow_suit"]["required"] = False
    spec["play"]["obligations"]["trump_when_void"]["required"] = False
    spec["play"]["obligations"]["overtrump_when_trump_led"]["required"] = False
    args = ("french", {"kind": "suit", "trump": "H"}, ["7S", "8D"], [{"seat": "E", "card": "AS"}], "N")
    assert ReferenceEngine().legal_cards(*args) == ["7S"]
    assert sorted(ReferenceEngine({"french": Rules(spec)}).legal_cards(*args)) == ["7S", "8D"]
    assert ReferenceEngine({"french": Rules(spec)}).legal_cards("french-qcsalon", *args[1:]) == ["7S"]


def test_a_card_id_outside_the_deck_is_refused_as_not_in_the_hand() -> None:
    from belote_spec.engine.deal import Deal

    deal = Deal(french(), 0, seed=3)
    while deal.phase == "bidding":
        deal.bid(
            deal.turn,
            {"action": "take", "kind": "suit", "suit": "H"} if deal.bidding.round == 1 else {"action": "pass"},
        )
    before = deal.state()
    for card in (-1, 32, 99):
        with pytest.raises(Rejected) as refused:
            deal.play(deal.turn, card)
        assert refused.value.rule == "card-not-in-hand"
    assert deal.state() == before


def test_rules_for_reads_the_swapped_data_folder_not_what_it_remembered(tmp_path) -> None:
    """`diff --rev` swaps the data folder for a revision's: a name must then mean that revision's file."""
    import shutil

    from belote_spec.engine.rules import rules_for
    from belote_spec.spec import resources

    assert rules_for("french").follow_suit
    shutil.copytree(resources.spec_dir(), tmp_path / "spec")
    path = tmp_path / "spec" / "variants" / "french.yaml"
    text = path.read_text(encoding="utf-8")
    marker = "follow_suit:\n"
    at = text.index(marker)
    text = text[:at] + text[at:].replace("required: true", "required: false", 1)
    path.write_text(text, encoding="utf-8")
    with resources.data_folder("spec", tmp_path / "spec"):
        assert not rules_for("french").follow_suit
    assert rules_for("french").follow_suit


def test_in_batches_a_changed_variant_file_is_read_at_the_next_batch(tmp_path) -> None:
    """serve checks a variant's files once per batch of requests (rules.Batches): an edit made within a batch
    shows from the next one on, and a swapped data folder still means its own files, batch or not."""
    import os
    import shutil

    from belote_spec.engine.rules import Batches, rules_for
    from belote_spec.spec import resources

    shutil.copytree(resources.spec_dir() / "variants", tmp_path / "variants")
    path = tmp_path / "variants" / "french.yaml"
    original = path.read_text(encoding="utf-8")
    at = original.index("follow_suit:\n")
    with Batches() as batches:
        assert rules_for(str(path)).follow_suit
        path.write_text(original[:at] + original[at:].replace("required: true", "required: false", 1), encoding="utf-8")
        stat = os.stat(path)
        os.utime(path, ns=(stat.st_atime_ns, stat.st_mtime_ns + 10**9))  # a new stamp, however coarse the clock
        assert rules_for(str(path)).follow_suit  # the same batch: as found at its start
        batches.next_batch()
        assert not rules_for(str(path)).follow_suit
        assert rules_for("french").follow_suit
        shutil.copytree(resources.spec_dir(), tmp_path / "spec")
        (tmp_path / "spec" / "variants" / "french.yaml").write_text(path.read_text(encoding="utf-8"), encoding="utf-8")
        with resources.data_folder("spec", tmp_path / "spec"):
            assert not rules_for("french").follow_suit
        assert rules_for("french").follow_suit
    assert not rules_for(str(path)).follow_suit


def _coinche_points_deal(change: dict[str, Any] | None = None, belote: bool = False, defence_ahead: int = 0) -> str:
    """The outcome of a coinche deal bid at 80 by N, scored with the variant's rules changed at `change`
    (pointer -> value): trick points and declarations give each side 90 (the defence `defence_ahead`
    more), and S holds an announced belote when `belote`."""
    from belote_spec.changes.perturb import with_value
    from belote_spec.engine.belote import BelotePlay
    from belote_spec.engine.scoring import score_deal, trick_points

    spec = load_variant("coinche")
    for pointer, value in (change or {}).items():
        spec = with_value(spec, pointer, value)
    rules = Rules(spec)
    contract = rules.contract_from({"kind": "suit", "trump": "H"})
    n, s, e = (rules.table.seat(x) for x in ("N", "S", "E"))
    tricks = [(n if i in (0, 1, 4, 7) else e, list(range(4 * i, 4 * i + 4))) for i in range(8)]  # 84 and 78
    pts, _ = trick_points(rules, contract, tricks)
    takers, defence = rules.table.team_of[n], rules.table.team_of[e]
    declarations = [0, 0]
    declarations[takers] = 90 - pts[takers]
    declarations[defence] = 90 + defence_ahead - pts[defence]
    assert min(declarations) >= 0
    plays = [BelotePlay(s, (rules.deck.card("QH"), rules.deck.card("KH")), ("belote", "rebelote"))] if belote else []
    return score_deal(rules, contract, n, tricks, belote=plays, declarations=declarations, bid_points=80).outcome


@pytest.mark.parametrize(
    ("change", "outcome"),
    [
        (None, "failed"),
        ({"/scoring/tie/rule": "success"}, "made"),
        ({"/scoring/tie": {"rule": "hold_takers_points", "held": ["tricks"]}}, "tied"),
    ],
)
def test_a_points_contract_is_judged_by_the_variants_tie_rule(change: dict[str, Any] | None, outcome: str) -> None:
    """coinche's points contracts read scoring.tie like every scoring (issue 11, C3): an equal total
    fails under the FFB's rule, and is made or held over where a variant says so."""
    assert _coinche_points_deal(change) == outcome


def test_a_points_contract_reads_whether_the_belote_counts_and_what_beating_the_defence_means() -> None:
    """belote.counts_toward_contract and scoring.contract.versus_defence, which coinche cites from the
    FFB, decide a points contract too: they were read by nothing before (issue 11, C3)."""
    assert _coinche_points_deal(belote=True, defence_ahead=10) == "made"
    assert _coinche_points_deal({"/belote/counts_toward_contract": False}, belote=True, defence_ahead=10) == "failed"
    assert _coinche_points_deal(defence_ahead=10) == "failed"
    assert _coinche_points_deal({"/scoring/contract/versus_defence": "ignore"}, defence_ahead=10) == "made"
