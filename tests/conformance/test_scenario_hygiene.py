"""Every scoring scenario depends only on the rule it pins: its deal is legal card by card, its leader
column is explicit and right, and its hands hold no combination, belote, capot or last-trick
coincidence that the scenario does not name (reference_impl/belote_spec/conformance/reconstruct.py).

An engine that departs from one rule then fails the scenarios of that rule and no others.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from belote_spec.conformance import reconstruct as R
from belote_spec.conformance.gherkin import Scenario, parse_feature, read_features
from belote_spec.conformance.scenarios import tag_values
from belote_spec.engine.rules import rules_for
from belote_spec.spec.resources import features_dir


def _scoring() -> list[tuple[str, R.ScoringDeal]]:
    out = []
    for feature in read_features(features_dir()):
        for sc in feature.scenarios:
            rel = Path(sc.path).resolve().relative_to(features_dir().resolve()).as_posix()
            for deal in R.scoring_deals(sc):
                out.append((f"{rel}::{sc.name}[{deal.variant}]", deal))
    return out


SCORING = _scoring()


def test_the_scoring_scenarios_are_found() -> None:
    """The check below must not pass by finding nothing: every shipped scoring table is read."""
    assert len(SCORING) >= 200
    assert all(deal.rows and deal.contract for _, deal in SCORING)


@pytest.mark.parametrize("deal", [d for _, d in SCORING], ids=[i for i, _ in SCORING])
def test_every_scoring_deal_is_legal_explicit_and_free_of_incidental_features(deal: R.ScoringDeal) -> None:
    problems = R.check(deal)
    assert not problems, f"{deal.scenario.path}:{deal.line}\n" + "\n".join(f"  {p}" for p in problems)


# -- the checks themselves, on small made-up scenarios ----------------------------------------------
HEADER = """@variant:{variant} @area:scoring
Feature: made up
  Scenario: {name}
{description}
    Given the contract is {contract} taken by {taker}
{given}    When the deal is scored with these tricks:
      | leader | cards | winner |
{rows}    Then the contract is {outcome}
"""


def _deal(
    rows: list[tuple[str, str, str]],
    *,
    variant: str = "french",
    contract: str = "hearts",
    taker: str = "N",
    name: str = "A made up deal",
    description: str = "",
    given: str = "",
    outcome: str = "made",
    tags: str = "",
) -> R.ScoringDeal:
    text = HEADER.format(
        variant=variant,
        name=name,
        contract=contract,
        taker=taker,
        outcome=outcome,
        description="".join(f"    {line}\n" for line in description.splitlines()),
        given="".join(f"    And {line}\n" for line in given.splitlines()),
        rows="".join(f"      | {a} | {b} | {c} |\n" for a, b, c in rows),
    )
    if tags:
        text = text.replace("  Scenario:", f"  {tags}\n  Scenario:")
    feature = parse_feature(Path("made-up.feature"), text)
    (deal,) = R.scoring_deals(feature.scenarios[0])
    return deal


# A clean French deal, hearts trump, N takes, E leads: no tierce, no carré, no K+Q of hearts in one hand,
# no capot, and NS's 106 against 56 do not hang on the last trick.
CLEAN = [
    ("E", "JH 8H KH 10H", "E"),
    ("E", "10D 7D AD QH", "S"),
    ("S", "7H 8D 9H JD", "N"),
    ("N", "JC 10C 10S 9C", "W"),
    ("W", "AS 7S JS AH", "N"),
    ("N", "AC 7C KS QC", "N"),
    ("N", "8C KD QS QD", "N"),
    ("N", "KC 9D 9S 8S", "N"),
]


def _kinds(deal: R.ScoringDeal) -> set[str]:
    return {p.kind for p in R.check(deal)}


def _swap(rows: list[tuple[str, str, str]], a: str, b: str) -> list[tuple[str, str, str]]:
    """The same table with two cards exchanged (and so the seats that played them)."""

    def one(card: str) -> str:
        return b if card == a else a if card == b else card

    return [(lead, " ".join(one(c) for c in cards.split()), win) for lead, cards, win in rows]


def test_a_clean_deal_has_no_problem() -> None:
    deal = _deal(CLEAN)
    assert R.check(deal) == []
    assert R.hands(rules_for("french"), deal.rows, "E")["E"] == ["JH", "10D", "8D", "9C", "JS", "QC", "QD", "8S"]


def test_the_seats_of_the_cards_follow_the_winners_round_the_table() -> None:
    who = R.seats(rules_for("french"), _deal(CLEAN).rows, "E")
    assert who[0] == ["E", "N", "W", "S"]  # counter-clockwise from E
    assert who[2] == ["S", "E", "N", "W"]  # S won trick 2 and leads trick 3
    assert R.plays(rules_for("french"), _deal(CLEAN).rows, "E")[1] == [
        {"seat": "E", "card": "10D"},
        {"seat": "N", "card": "7D"},
        {"seat": "W", "card": "AD"},
        {"seat": "S", "card": "QH"},
    ]


def test_a_card_that_does_not_follow_suit_is_illegal() -> None:
    """With W's 7C for S's 7S, S discards 10S on N's JC holding that club (trick 4) and plays 7C on W's
    AS holding spades (trick 5); W's 7S on N's AC (trick 6) is legal, W has no club left."""
    problems = R.check(_deal(_swap(CLEAN, "7S", "7C")))
    assert [(p.kind, p.trick) for p in problems if p.kind == "illegal"] == [("illegal", 4), ("illegal", 5)], problems
    assert "follow_suit" in str(problems[0])
    rules = rules_for("french")
    deal = _deal(_swap(CLEAN, "7S", "7C"))
    assert R.legal_leaders(rules, rules.contract_from(deal.contract), deal.rows) == []


def test_a_stated_winner_that_did_not_win_is_refused() -> None:
    rows = list(CLEAN)
    rows[0] = ("E", "JH 8H KH 10H", "W")
    assert "winner" in _kinds(_deal(rows))


def test_a_leader_column_that_is_missing_or_breaks_the_chain_is_refused() -> None:
    rows = list(CLEAN)
    rows[4] = ("N", "AS 7S JS AH", "N")  # trick 4 was won by W, so W leads trick 5
    problems = R.check(_deal(rows))
    assert [p.trick for p in problems if p.kind == "leader"] == [5], problems
    feature = parse_feature(
        Path("x.feature"),
        """@variant:french
Feature: x
  Scenario: y
    Given the contract is hearts taken by N
    When the deal is scored with these tricks:
      | winner | cards |
      | E | JH 8H KH 10H |
""",
    )
    (deal,) = R.scoring_deals(feature.scenarios[0])
    assert any("no `leader` column" in p.message for p in R.leader_problems(rules_for("french"), deal)[1])


def test_with_a_dealer_given_the_first_leader_is_the_variants() -> None:
    """French: the player to the dealer's right leads; after S deals that is E, after W it is S."""
    assert not any(p.kind == "leader" for p in R.check(_deal(CLEAN, given="the dealer is S")))
    problems = R.check(_deal(CLEAN, given="the dealer is W"))
    assert any(p.kind == "leader" and "S leads" in p.message for p in problems), problems


def test_an_unnamed_tierce_is_incidental_whatever_the_variant_says() -> None:
    """French scores no combinations, but the common reading (coinche, bela...) finds the tierce."""
    rules = rules_for("french")
    hearts = rules.contract_from({"kind": "suit", "trump": "H"})
    got = R.combinations(rules, hearts, ["AS", "KS", "QS", "7D", "8C", "9H", "10C", "JD"], "E")
    assert [(f.cards, f.reading) for f in got] == [(("AS", "KS", "QS"), "common sequence")]
    # In the clean deal S holds KS QS 10S 9S; give S E's JS for S's 7S and S holds a quinte.
    deal = _deal(_swap(CLEAN, "JS", "7S"))
    found = [p for p in R.check(deal) if p.kind == "combination"]
    assert found and "KS QS JS 10S 9S" in found[0].message, R.check(deal)
    declared = _deal(_swap(CLEAN, "JS", "7S"), given="the dealer is S\nS declared KS QS JS 10S 9S")
    assert not any(p.kind == "combination" for p in R.check(declared))


def test_a_carre_is_found_by_the_variants_own_rules_and_the_common_reading() -> None:
    rules = rules_for("coinche")
    contract = rules.contract_from({"kind": "suit", "trump": "H"})
    got = R.combinations(rules, contract, ["JC", "JD", "JH", "JS", "7C", "9D", "AH", "8S"], "N")
    assert [f.reading for f in got] == ["coinche carre"]  # the common carré is the same holding
    french = rules_for("french")
    got = R.combinations(
        french,
        french.contract_from({"kind": "suit", "trump": "H"}),
        ["QC", "QD", "QH", "QS", "7C", "9D", "AH", "8S"],
        "N",
    )
    assert [f.reading for f in got] == ["common carré"]


def test_an_unannounced_king_and_queen_of_trump_is_incidental() -> None:
    rules = rules_for("french")
    contract = rules.contract_from({"kind": "suit", "trump": "H"})
    got = R.belote_holdings(rules, contract, ["KH", "QH", "7C", "8C", "9D", "7D", "AS", "8S"], "N")
    assert {f.reading for f in got} == {"french belote"}  # one holding, found first by the variant's rules
    # W holds KH; give W S's QH for W's AD (the ruff of trick 2 is then W's QH... an illegal deal, still a belote)
    deal = _deal(_swap(CLEAN, "KH", "7H"))  # S gets KH with QH
    assert any(p.kind == "belote" and "S holds KH QH" in p.message for p in R.check(deal)), R.check(deal)
    named = _deal(_swap(CLEAN, "KH", "7H"), given="S played QH then KH announcing both")
    assert not any(p.kind == "belote" for p in R.check(named))
    # S ruffs with QH in trick 2 and leads KH in trick 3: a step saying KH then QH contradicts the table.
    backwards = _deal(_swap(CLEAN, "KH", "7H"), given="S played KH then QH announcing both")
    assert any("plays QH before KH" in p.message for p in R.check(backwards)), R.check(backwards)
    wrong_seat = _deal(CLEAN, given="N played KH then QH announcing both")
    assert any("without holding both" in p.message for p in R.check(wrong_seat))


def test_a_capot_is_incidental_unless_the_scenario_names_it() -> None:
    rules = rules_for("french")
    rows = [(lead, cards, "N") for lead, cards, _ in CLEAN]
    capot = [f for f in R.features(rules, _deal(rows), "E") if f.kind == "capot"]
    assert capot and not R.meant(_deal(rows), capot[0])
    assert R.meant(_deal(rows, name="Winning every trick scores 252"), capot[0])
    assert not [f for f in R.features(rules, _deal(CLEAN), "E") if f.kind == "capot"]


# NS take 85 against 77, the last trick's 10 among their 85: without it they would fail.
CLOSE = [
    ("E", "7H 10H 9H QH", "W"),
    ("W", "8D 9D QD JD", "E"),
    ("E", "8H 10D AC AH", "S"),
    ("S", "KD JH 7D AD", "E"),
    ("E", "KH 9C QS QC", "E"),
    ("E", "7C 8C JC 10C", "S"),
    ("S", "KS 9S 10S 7S", "N"),
    ("N", "KC JS 8S AS", "N"),
]


def test_an_outcome_that_hangs_on_the_last_trick_is_incidental() -> None:
    rules = rules_for("french")
    assert not R.last_trick_decides(rules, _deal(CLEAN))
    close = _deal(CLOSE)
    assert R.last_trick_decides(rules, close)
    assert [p.kind for p in R.check(close)] == ["last-trick"]
    assert R.check(_deal(CLOSE, name="The last trick's 10 makes the contract")) == []
    tagged = _deal(CLOSE, tags="@incidental:last-trick", description="Incidental last-trick: a made-up margin")
    assert R.accepted(tagged) == {"last-trick": "a made-up margin"}
    assert R.check(tagged) == []


def test_an_incidental_tag_needs_a_reason_and_a_feature_to_accept() -> None:
    no_reason = _deal(CLOSE, tags="@incidental:last-trick")
    assert any("needs a line" in p.message for p in R.check(no_reason))
    stale = _deal(CLEAN, tags="@incidental:capot", description="Incidental capot: nothing")
    assert any("does not hold" in p.message for p in R.check(stale))
    unknown = _deal(CLEAN, tags="@incidental:luck", description="Incidental luck: none")
    assert any("no kind" in p.message for p in R.check(unknown))


def test_the_deals_named_in_the_issue_were_illegal_and_are_caught() -> None:
    """bulgarian/rounding.feature "A suit score ending in 5 rounds down" as it stood (spades trump):
    legal under no first leader (the issue: N plays JC holding spades)."""
    old = [
        ("N", "10S QC JC AS", "S"),
        ("S", "AD KH 9D JS", "W"),
        ("W", "10C AC 8C 7D", "S"),
        ("S", "8S 7C 7S QD", "S"),
        ("S", "9H 9C QS JH", "N"),
        ("N", "7H QH KD AH", "E"),
        ("E", "10H 10D JD 8H", "E"),
        ("E", "8D KS 9S KC", "W"),
    ]
    deal = _deal(old, variant="bulgarian", contract="spades", taker="E")
    rules = rules_for("bulgarian")
    assert R.legal_leaders(rules, rules.contract_from(deal.contract), deal.rows) == []
    assert "illegal" in _kinds(deal)


def test_over_specific_card_values_are_not_asserted_where_the_source_states_the_deal() -> None:
    """Where a contract counts its points `points_multiplier` times (Bulgarian No Trumps: "the points
    scored are doubled"), the source states the deal's total, not a card's value: no scenario may pin
    a card's points or the deck's sum of card points under such a contract."""
    offending = []
    for feature in read_features(features_dir()):
        for sc in feature.scenarios:
            for variant in tag_values(sc.tags, "variant"):
                offending += _per_card_under_multiplier(sc, variant)
    assert offending == []


def _per_card_under_multiplier(sc: Scenario, variant: str) -> list[str]:
    from belote_spec.conformance import steps as S

    contracts = rules_for(variant).spec["contracts"]
    times: Any = 1
    out = []
    for st in sc.steps:
        found = S.find_step(st.type, st.text)
        if found is None:
            continue
        sd, args = found
        if sd.func is S.given_contract:
            contract = S._contract(args["what"])
            times = contracts.get(contract["kind"], {}).get("points_multiplier", 1)
            if isinstance(times, dict):  # a multiplier by trump suit
                times = times.get(contract.get("trump"), 1)
        elif sd.func in (S.then_card_points, S.then_deck_points) and times != 1:
            out.append(f"{sc.path}:{st.line} {st.text} [{variant}]")
    return out


def test_the_exported_score_deal_vectors_are_legal_deals(tmp_path: Path) -> None:
    """Through the console script: every score_deal vector replays as a legal deal under some first leader."""
    script = Path(sys.executable).with_name("belote-spec")
    done = subprocess.run(
        [str(script), "vectors", "export", str(tmp_path)], capture_output=True, text=True, timeout=300
    )
    assert done.returncode == 0, done.stderr
    seen = illegal = 0
    for path in sorted(tmp_path.rglob("*.json")):
        doc = json.loads(path.read_text(encoding="utf-8"))
        rules = rules_for(doc["variant"])
        for v in doc["vectors"]:
            if v["op"] != "score_deal":
                continue
            seen += 1
            deal = v["args"]["deal"]
            rows = [
                R.Row(
                    tuple(t["cards"]) if "cards" in t else tuple(p["card"] for p in t["plays"]),
                    t.get("winner", ""),
                    t.get("leader"),
                )
                for t in deal["tricks"]
            ]
            if not R.legal_leaders(rules, rules.contract_from(deal["contract"]), rows):
                illegal += 1
    assert seen >= 200
    assert illegal == 0
