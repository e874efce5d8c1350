"""start_match, cut and bottom_card: the first dealer, the cut and the bottom card shown, answered from the
variant's data, pinned by scenarios, and never held against an engine that does not offer them."""

from __future__ import annotations

import json
import sys
import textwrap
from pathlib import Path

import pytest

from belote_spec.conformance.runner import run
from belote_spec.conformance.scenarios import Case, collect
from belote_spec.engine.rules import Rules
from belote_spec.engine.shuffle import shuffled
from belote_spec.protocol.definition import OPERATIONS, OPTIONAL_OPERATIONS
from belote_spec.protocol.interface import NotCovered, ReferenceEngine, Rejected
from belote_spec.protocol.server import answer, hello
from belote_spec.protocol.subprocess_engine import SubprocessEngine
from belote_spec.spec.loader import load_variant

NEW = ("bottom_card", "cut", "start_match")
PACK = [f"{r}{s}" for s in "CDHS" for r in ("7", "8", "9", "10", "J", "Q", "K", "A")]


def _new_cases() -> list[Case]:
    """The scenarios that ask the new operations: the features named after them."""
    names = ("first-dealer.feature", "cut.feature", "bottom-card.feature")
    return [c for c in collect() if Path(c.scenario.path).name in names]


def test_the_operations_are_optional_and_listed_in_hello() -> None:
    assert set(NEW) <= set(OPTIONAL_OPERATIONS) and set(NEW) <= set(OPERATIONS)
    assert set(NEW) <= set(hello(ReferenceEngine(), ["french"])["operations"])


def test_the_lowest_card_drawn_deals_by_rank_alone_in_the_natural_order() -> None:
    ref = ReferenceEngine()
    assert ref.start_match("french", draw={"S": "KH", "E": "10D", "N": "AS", "W": "9C"})["dealers"] == ["W"]
    assert ref.start_match("french", draw={"S": "JH", "E": "10S", "N": "QD", "W": "KC"})["dealers"] == ["E"]
    # two 7s tie on the decisive rank whatever their suits: both may deal
    assert ref.start_match("french", draw={"S": "7H", "E": "10S", "N": "7D", "W": "KC"})["dealers"] == ["S", "N"]


def test_a_seeded_draw_is_the_top_of_the_seeded_pack_in_order_of_play() -> None:
    ref = ReferenceEngine()
    rules = Rules(load_variant("french"))
    got = ref.start_match("french", seed=11)
    top = [rules.deck.name(c) for c in shuffled(rules.deck.size, 11)[:4]]
    assert got["draw"] == dict(zip(rules.table.seats, top, strict=True))
    assert got == ref.start_match("french", seed=11)  # the same seed, the same draw


def test_the_method_is_read_from_the_data_not_the_variant_name() -> None:
    spec = load_variant("french")
    spec["dealing"]["first_dealer"] = {"method": "highest_card"}
    ref = ReferenceEngine({"french": Rules(spec)})
    assert ref.start_match("french", draw={"S": "KH", "E": "10D", "N": "AS", "W": "9C"})["dealers"] == ["N"]


def test_the_other_methods_and_what_they_need() -> None:
    ref = ReferenceEngine()
    assert ref.start_match("bulgarian", previous_winner="EW") == {"dealers": ["E", "W"]}
    assert ref.start_match("bulgarian-3p", previous_winner="W") == {"dealers": ["W"]}
    assert ref.start_match("coinche") == {"dealers": ["S", "E", "N", "W"]}
    for variant, why in [
        ("bulgarian", "give previous_winner"),
        ("french", "give a seed or one card drawn by every seat"),
        ("pilotta", "does not say how the first dealer is chosen"),
    ]:
        with pytest.raises(Rejected, match=why) as refused:
            ref.start_match(variant)
        assert refused.value.rule == "/dealing/first_dealer"
    with pytest.raises(Rejected, match="same card"):
        ref.start_match("french", draw={"S": "7H", "E": "7H", "N": "8D", "W": "KC"})


def test_the_cut_checks_who_cuts_and_the_smallest_packet() -> None:
    ref = ReferenceEngine()
    assert ref.cut("french", "S", "W", PACK, 3) == PACK[3:] + PACK[:3]
    assert ref.cut("bulgarian", "E", "S", PACK, 29) == PACK[29:] + PACK[:29]  # before E in order of play: S
    for args, rule in [
        (("french", "S", "E", PACK, 3), "/dealing/cut/by"),
        (("french", "S", "S", PACK, 3), "/dealing/cut/by"),
        (("french", "S", "W", PACK, 2), "/dealing/cut/min_packet"),
        (("french", "S", "W", PACK, 30), "/dealing/cut/min_packet"),
        (("bela", "S", "W", PACK, 3), "/dealing/cut"),
    ]:
        with pytest.raises(Rejected) as refused:
            ref.cut(*args)
        assert refused.value.rule == rule, args
    with pytest.raises(Rejected, match="each once"):
        ref.cut("french", "S", "W", PACK[:-1] + PACK[:1], 3)


def test_the_bottom_card_is_shown_only_where_the_variant_shows_it() -> None:
    ref = ReferenceEngine()
    assert ref.bottom_card(ref.new_deal("spanish-belote", "S", deck=PACK)) == "AS"
    for variant in ("french", "bela-2p"):
        assert ref.bottom_card(ref.new_deal(variant, "S", deck=PACK)) is None
    with pytest.raises(Rejected, match="no deal"):
        ref.bottom_card("deal-99")


def test_over_the_protocol_each_answers_as_in_process() -> None:
    ref = ReferenceEngine()
    line = json.dumps({"id": 1, "op": "start_match", "args": {"variant": "french", "seed": 3}})
    assert answer(ref, line, ["french"]) == {"id": 1, "result": ReferenceEngine().start_match("french", seed=3)}
    line = json.dumps(
        {"id": 2, "op": "cut", "args": {"variant": "french", "dealer": "S", "seat": "E", "deck": PACK, "packet": 3}}
    )
    assert answer(ref, line, ["french"])["rejected"]["rule"] == "/dealing/cut/by"


def test_the_scenarios_pass_on_the_reference_and_fail_when_the_rule_changes() -> None:
    cases = _new_cases()
    assert {c.variant for c in cases} >= {"french", "coinche", "bulgarian", "spanish-belote", "bela-2p"}
    assert all(r.status == "passed" for r in run(ReferenceEngine(), cases)), "the reference departs from a scenario"
    spec = load_variant("french")
    spec["dealing"]["cut"]["min_packet"] = 2
    results = run(ReferenceEngine({"french": Rules(spec)}), [c for c in cases if c.variant == "french"])
    assert [r.status for r in results].count("failed") == 1


class _Without(ReferenceEngine):
    """The reference engine, its `operations` leaving the new ones out (as the harnesses' engines do)."""

    operations = tuple(o for o in OPERATIONS if o not in NEW)


def test_an_engine_that_does_not_offer_them_is_not_covered_never_failed() -> None:
    results = run(_Without(), _new_cases())
    assert results and all(r.status == "skipped" and "not covered" in r.message for r in results)


FAKE = textwrap.dedent("""
    import json, sys
    from belote_spec.protocol.interface import ReferenceEngine
    from belote_spec.protocol.server import answer
    engine = ReferenceEngine()
    for line in sys.stdin:
        req = json.loads(line)
        if req["op"] == "hello":
            res = {"name": "v1", "protocol": 1, "variants": ["french"], "operations": ["new_deal", "state"]}
            print(json.dumps({"id": req["id"], "result": res}), flush=True)
            continue
        print(json.dumps(answer(engine, line, ["french"])), flush=True)
""")


def test_a_protocol_1_engine_is_not_asked_them(tmp_path: Path) -> None:
    script = tmp_path / "v1.py"
    script.write_text(FAKE, encoding="utf-8")
    engine = SubprocessEngine([sys.executable, str(script)], timeout=20)
    try:
        with pytest.raises(NotCovered, match="protocol 2"):
            engine.start_match("french", seed=1)
        with pytest.raises(NotCovered, match="protocol 2"):
            engine.cut("french", "S", "W", PACK, 3)
    finally:
        engine.close()


def test_serve_answers_them_through_a_subprocess_engine() -> None:
    engine = SubprocessEngine([sys.executable, "-m", "belote_spec", "serve"], timeout=30)
    try:
        assert set(NEW) <= set(engine.operations or [])
        assert engine.start_match("french", draw={"S": "KH", "E": "10D", "N": "AS", "W": "9C"})["dealers"] == ["W"]
        assert engine.cut("french", "S", "W", PACK, 3)[:1] == ["10C"]
        assert engine.bottom_card(engine.new_deal("spanish-belote", "S", deck=PACK)) == "AS"
    finally:
        engine.close()
