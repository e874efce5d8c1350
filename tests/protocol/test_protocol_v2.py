"""Protocol 2: what five adapters written against real engines found missing in protocol 1, each pinned by a
test that fails on protocol 1's code: described deal fields with leaders and seats, engines that compute only
some result fields, the taker in declaration_scores, explicit belote announcements, hello's operations
honoured, every result checked against its schema, variant_info, and version negotiation with v1 kept working."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
from pathlib import Path
from typing import Any, ClassVar

import jsonschema
import pytest

from belote_spec.conformance.runner import run, run_case
from belote_spec.conformance.scenarios import collect
from belote_spec.conformance.steps import Context, run_step
from belote_spec.engine.rules import Rules, rules_for
from belote_spec.protocol.definition import OPERATIONS
from belote_spec.protocol.interface import NotCovered, ReferenceEngine, Unsupported
from belote_spec.protocol.server import answer
from belote_spec.protocol.subprocess_engine import EngineFailure, SubprocessEngine
from belote_spec.spec.loader import load_variant, shipped_variant_ids
from belote_spec.spec.resources import schemas_dir

ROOT = Path(__file__).resolve().parents[2]
SERVE = [sys.executable, "-m", "belote_spec", "serve"]

# An engine under test built on the reference: what its hello says and which result fields it keeps are
# set from argv, and every request line it reads is logged, so a test sees exactly what the runner sent.
FAKE = textwrap.dedent("""
    import json, sys
    from belote_spec.protocol.interface import ReferenceEngine
    from belote_spec.protocol.definition import OPERATIONS
    from belote_spec.protocol.server import answer
    opts = json.loads(sys.argv[1])
    engine = ReferenceEngine()
    variants = opts.get("variants", ["french", "bulgarian", "bela"])
    for line in sys.stdin:
        if opts.get("log"):
            with open(opts["log"], "a") as f:
                f.write(line)
        req = json.loads(line)
        if req["op"] == "hello":
            res = {"name": "fake", "protocol": opts.get("protocol", 2), "variants": variants,
                   "operations": opts.get("operations", OPERATIONS)}
            if "results" in opts:
                res["results"] = opts["results"]
            print(json.dumps({"id": req["id"], "result": res}), flush=True)
            continue
        out = answer(engine, line, variants)
        if "result" in out and req["op"] in opts.get("keep", {}):
            out["result"] = {k: v for k, v in out["result"].items() if k in opts["keep"][req["op"]]}
        if "result" in out and req["op"] in opts.get("replace", {}):
            out["result"] = opts["replace"][req["op"]]
        print(json.dumps(out), flush=True)
""")


def _fake(tmp_path: Path, **opts: Any) -> SubprocessEngine:
    script = tmp_path / "fake_v2.py"
    script.write_text(FAKE, encoding="utf-8")
    return SubprocessEngine([sys.executable, str(script), json.dumps(opts)], timeout=60)


def _sent(log: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in log.read_text(encoding="utf-8").splitlines()]


def _cases(variant: str, area: str | None = None) -> list[Any]:
    return [c for c in collect() if c.variant == variant and (area is None or area in c.areas)]


def _schema(name: str) -> dict[str, Any]:
    return json.loads((schemas_dir() / f"{name}.schema.json").read_text(encoding="utf-8"))


# -- score_deal: every field specified, tricks with their leader and seats ------------------------------
def test_the_request_schema_describes_every_deal_field_and_closes_the_deal() -> None:
    schema = _schema("protocol-request")
    deal = schema["$defs"]["deal"]
    assert deal["additionalProperties"] is False
    assert set(deal["properties"]) >= {
        "contract",
        "tricks",
        "belote",
        "declarations",
        "dealer",
        "held",
        "multiplier",
        "set_aside",
        "penalties",
    }
    assert all(p.get("description") for p in deal["properties"].values())
    assert "deal points" in deal["properties"]["held"]["description"]  # the units of held, said
    trick = schema["$defs"]["trick_v2"]
    assert trick["required"] == ["leader", "plays"]
    assert trick["properties"]["plays"]["items"] == {"$ref": "#/$defs/play"}
    assert set(schema["$defs"]["belote_v2"]["required"]) == {"seat", "cards", "announced"}
    assert {"points", "capot", "taker"} <= set(schema["$defs"]["contract"]["properties"])


def test_every_operation_has_an_example_request_and_a_result_schema_with_an_example() -> None:
    request, results = _schema("protocol-request"), _schema("protocol-results")
    validator = jsonschema.Draft202012Validator(request)
    examples = {}
    for rule in request["allOf"]:
        op = rule["if"]["properties"]["op"]["const"]
        examples[op] = rule["then"]["properties"]["args"].get("examples")
    assert set(examples) == {*OPERATIONS, "hello"}
    assert all(examples[op] for op in examples), [op for op, ex in examples.items() if not ex]
    for op, (args,) in examples.items():
        assert not list(validator.iter_errors({"id": 1, "op": op, "args": args})), op
    stateless = {
        "legal_cards",
        "trick_winner",
        "card_points",
        "declarations",
        "declaration_scores",
        "score_deal",
        "next_dealer",
        "match_after_deal",
        "variant_info",
        "new_deal",
        "state",
    }
    assert stateless <= set(results["$defs"])
    for op in stateless:
        (example,) = results["$defs"][op]["examples"]
        one = {"$schema": results["$schema"], "$defs": results["$defs"], "$ref": f"#/$defs/{op}"}
        assert not list(jsonschema.Draft202012Validator(one).iter_errors(example)), op


def test_scenario_deals_go_out_with_each_trick_led_and_each_card_seated_in_the_direction_of_play() -> None:
    sent: list[tuple[str, dict[str, Any]]] = []

    class Recording(ReferenceEngine):
        def score_deal(self, variant: str, deal: dict[str, Any]) -> dict[str, Any]:
            sent.append((variant, deal))
            return super().score_deal(variant, deal)

    engine = Recording()
    results = [run_case(engine, c) for c in collect() if "scoring" in c.areas or "belote" in c.areas]
    assert all(r.status == "passed" for r in results)
    assert len(sent) > 100
    for variant, deal in sent:
        table = rules_for(variant).table
        previous = None
        for trick in deal["tricks"]:
            seats = [p["seat"] for p in trick["plays"]]
            assert seats[0] == trick["leader"]
            assert seats == [table.seats[table.next(table.seat(trick["leader"]), k)] for k in range(len(seats))]
            assert previous is None or trick["leader"] == previous  # each trick is led by the last winner
            previous = trick["winner"]


def test_the_reference_scores_a_v1_deal_and_its_v2_form_alike_and_rejects_a_contradicting_winner() -> None:
    engine = ReferenceEngine()
    contract = {"kind": "suit", "trump": "H", "taker": "N"}
    v1 = {
        "contract": contract,
        "tricks": [{"winner": "N", "cards": ["JH", "7H", "8H", "9H"]}],
        "belote": [{"seat": "N", "cards": ["KH", "QH"], "said": ["belote", "rebelote"]}],
    }
    v2: dict[str, Any] = {
        "contract": contract,
        "tricks": [
            {
                "leader": "W",
                "plays": [
                    {"seat": "W", "card": "9H"},
                    {"seat": "S", "card": "7H"},
                    {"seat": "E", "card": "8H"},
                    {"seat": "N", "card": "JH"},
                ],
            }
        ],
        "belote": [{"seat": "N", "cards": ["KH", "QH"], "announced": [True, True]}],
    }
    assert engine.score_deal("french", v1) == engine.score_deal("french", v2)
    v2["tricks"][0]["winner"] = "W"
    with pytest.raises(Exception, match="won by N by the rules, not by W"):
        engine.score_deal("french", v2)


# -- result fields: an engine that computes only match points ------------------------------------------------
def test_a_match_points_only_engine_is_not_covered_where_it_computes_nothing_and_never_fails(tmp_path: Path) -> None:
    cases = _cases("bulgarian", "scoring")
    engine = _fake(
        tmp_path, results={"score_deal": ["outcome", "match_points"]}, keep={"score_deal": ["outcome", "match_points"]}
    )
    try:
        results = run(engine, cases)
    finally:
        engine.close()
    assert [r for r in results if r.status == "failed"] == []
    skipped = [r for r in results if r.status == "skipped"]
    assert skipped and all("not covered" in r.message and "score_deal scores" in r.message for r in skipped)
    assert any(r.status == "passed" for r in results)  # outcome and match points are still checked


def test_an_in_process_engine_declares_its_result_fields_with_an_attribute() -> None:
    class MatchPointsOnly(ReferenceEngine):
        results: ClassVar[dict[str, list[str]]] = {"score_deal": ["outcome", "match_points"]}

        def score_deal(self, variant: str, deal: dict[str, Any]) -> dict[str, Any]:
            out = super().score_deal(variant, deal)
            return {"outcome": out["outcome"], "match_points": out["match_points"]}

    results = run(MatchPointsOnly(), _cases("bulgarian", "scoring"))
    assert [r.message for r in results if r.status == "failed"] == []
    assert any(r.status == "skipped" and "not covered" in r.message for r in results)


def test_an_engine_that_omits_a_field_it_claims_fails_clearly_not_with_a_key_error(tmp_path: Path) -> None:
    cases = [c for c in _cases("bulgarian", "scoring") if any("scored with" in st.text for st in c.scenario.steps)][:5]
    engine = _fake(
        tmp_path,
        results={"score_deal": ["outcome", "match_points", "scores"]},
        keep={"score_deal": ["outcome", "match_points"]},
    )
    try:
        results = [r for r in run(engine, cases) if r.status == "failed"]
    finally:
        engine.close()
    assert results and all("score_deal result at /: no scores, which its hello claims" in r.message for r in results)
    assert not any("KeyError" in r.message for r in results)


# -- every result checked against its schema -----------------------------------------------------------------
@pytest.mark.parametrize(
    "op, bad, where",
    [
        ("legal_cards", "7H 8H", "legal_cards result at /: '7H 8H' is not of type 'array'"),
        ("card_points", "eleven", "card_points result at /: 'eleven' is not of type 'integer'"),
        ("score_deal", {"outcome": "won", "scores": {"NS": 1, "EW": 2}, "held": 0}, "score_deal result at /outcome"),
    ],
)
def test_a_result_outside_its_schema_fails_naming_the_operation_and_the_pointer(
    tmp_path: Path, op: str, bad: Any, where: str
) -> None:
    area = {"legal_cards": "play", "card_points": "cards", "score_deal": "scoring"}[op]
    engine = _fake(tmp_path, replace={op: bad})
    try:
        failed = [r for r in run(engine, _cases("french", area)) if r.status == "failed"]
    finally:
        engine.close()
    assert failed and all(where in r.message for r in failed), failed[0].message


# -- hello's operations honoured -----------------------------------------------------------------------------
def test_an_operation_the_engine_did_not_list_is_never_sent_and_counts_as_not_covered(tmp_path: Path) -> None:
    log = tmp_path / "sent.jsonl"
    engine = _fake(tmp_path, operations=["card_points", "trick_winner"], log=str(log))
    try:
        results = run(engine, _cases("french"))
    finally:
        engine.close()
    assert {r["op"] for r in _sent(log)} <= {"hello", "card_points", "trick_winner"}
    assert not [r for r in results if r.status == "failed"]
    assert any(r.status == "passed" for r in results)
    skipped = [r for r in results if r.status == "skipped"]
    assert skipped and all("not covered" in r.message for r in skipped)


def test_an_in_process_engine_may_narrow_its_operations_with_an_attribute() -> None:
    calls: list[str] = []

    class TricksOnly(ReferenceEngine):
        operations: ClassVar[list[str]] = ["trick_winner"]

        def legal_cards(self, *a: Any, **k: Any) -> list[str]:
            calls.append("legal_cards")
            return super().legal_cards(*a, **k)

    results = run(TricksOnly(), _cases("french", "play"))
    assert calls == [] and {r.status for r in results} <= {"passed", "skipped"}
    assert any("the engine does not offer legal_cards" in r.message for r in results)


def test_not_covered_is_a_kind_of_skip() -> None:
    assert issubclass(NotCovered, Unsupported)


# -- declaration_scores with the taker ---------------------------------------------------------------------
def test_declaration_scores_receives_the_taker_and_a_rule_counted_from_the_taker_uses_it() -> None:
    seen: list[dict[str, Any]] = []

    class Recording(ReferenceEngine):
        def declaration_scores(
            self,
            variant: str,
            contract: dict[str, Any],
            hands: dict[str, list[str]],
            dealer: str,
            taker: str | None = None,
        ) -> dict[str, int]:
            seen.append({"contract": contract, "taker": taker})
            return super().declaration_scores(variant, contract, hands, dealer, taker)

    results = [run_case(Recording(), c) for c in collect() if "declaration" in c.id.lower()]
    assert all(r.status == "passed" for r in results)
    assert seen and all(s["taker"] == s["contract"].get("taker") for s in seen)
    ctx = Context(engine=Recording(), variant="bela", spec=load_variant("bela"))
    for text in ("the contract is hearts taken by N", "the dealer is S", "N holds 7S 8S 9S"):
        run_step(ctx, "given", text)
    run_step(ctx, "then", "the declarations score NS 20 and EW 0")
    assert seen[-1]["taker"] == "N"

    # A rule set where equal sequences go to the first declarer counted from the taker.
    spec = json.loads(json.dumps(rules_for("bela").spec))
    spec["bidding"]["first_speaker"] = "taker"
    engine = ReferenceEngine(rules={"bela": Rules(spec)})
    hearts = {"kind": "suit", "trump": "H"}
    hands = {"N": ["7S", "8S", "9S"], "E": ["7D", "8D", "9D"]}  # equal tierces, N's side and E's side
    by_n = engine.declaration_scores("bela", hearts, hands, "S", taker="N")
    by_e = engine.declaration_scores("bela", hearts, hands, "S", taker="E")
    assert by_n != by_e and max(by_n.values()) == max(by_e.values()) > 0


def test_a_v1_engine_is_not_sent_the_taker_and_rules_that_need_it_are_not_covered(tmp_path: Path) -> None:
    log = tmp_path / "sent.jsonl"
    engine = _fake(tmp_path, protocol=1, log=str(log))
    try:
        assert engine.declaration_scores("bela", {"kind": "suit", "trump": "H"}, {"N": ["7S"]}, "S", taker="N")
        (call,) = [r for r in _sent(log) if r["op"] == "declaration_scores"]
        assert "taker" not in call["args"]
        spec = json.loads(json.dumps(rules_for("bela").spec))
        spec["bidding"]["first_speaker"] = "taker"  # a rule set where the order of declaring starts at the taker
        ctx = Context(engine=engine, variant="bela", spec=spec)
        for text in ("the contract is hearts taken by N", "the dealer is S", "N holds 7S 8S 9S"):
            run_step(ctx, "given", text)
        with pytest.raises(NotCovered, match="counts declarations from the taker"):
            run_step(ctx, "then", "the declarations score NS 20 and EW 0")
    finally:
        engine.close()


# -- belote announcements explicit ---------------------------------------------------------------------------
def test_each_belote_card_says_whether_it_was_announced() -> None:
    sent: list[dict[str, Any]] = []

    class Recording(ReferenceEngine):
        def score_deal(self, variant: str, deal: dict[str, Any]) -> dict[str, Any]:
            sent.extend(deal.get("belote", []))
            return super().score_deal(variant, deal)

    results = [run_case(Recording(), c) for c in collect() if "belote" in c.areas]
    assert all(r.status == "passed" for r in results)
    assert sent and all(
        set(b) == {"seat", "cards", "announced"}
        and len(b["announced"]) == len(b["cards"])
        and all(isinstance(a, bool) for a in b["announced"])
        for b in sent
    )
    assert {tuple(b["announced"]) for b in sent} >= {(True, True), (False, False)}


# -- variant_info ------------------------------------------------------------------------------------------
def test_variant_info_gives_the_table_from_the_data_for_every_variant() -> None:
    results = _schema("protocol-results")
    one = {"$schema": results["$schema"], "$defs": results["$defs"], "$ref": "#/$defs/variant_info"}
    validator = jsonschema.Draft202012Validator(one)
    engine = ReferenceEngine()
    for variant in shipped_variant_ids():
        info = engine.variant_info(variant)
        assert not list(validator.iter_errors(info)), variant
        spec = rules_for(variant).spec
        assert sorted(info["seats"]) == sorted(spec["table"]["seats"])
        assert info["direction"] == spec["table"]["direction"]
        assert info["first_lead"] == spec["play"]["first_lead"]["rule"]
        assert len(info["deck"]) == len(spec["deck"]["suits"]) * len(spec["deck"]["ranks"])
    french = engine.variant_info("french")
    assert french["seats"] == ["S", "E", "N", "W"] and french["teams"] == {"NS": ["N", "S"], "EW": ["E", "W"]}
    out = answer(engine, '{"id": 3, "op": "variant_info", "args": {"variant": "french"}}', ["french"])
    assert out == {"id": 3, "result": french}


# -- versions ----------------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "args, version",
    [
        ({"protocol": 2, "versions": [1, 2]}, 2),
        ({"protocol": 1}, 1),
        ({}, 1),
        ({"protocol": 2, "versions": [2]}, 2),
        ({"protocol": 3, "versions": [1, 3]}, 1),
    ],
)
def test_serve_answers_with_the_highest_version_both_speak(args: dict[str, Any], version: int) -> None:
    line = json.dumps({"id": 1, "op": "hello", "args": args}) + "\n"
    out = subprocess.run(SERVE, input=line, capture_output=True, text=True, timeout=60, check=True).stdout
    hello = json.loads(out)["result"]
    assert hello["protocol"] == version
    assert not list(jsonschema.Draft202012Validator(_schema("protocol-hello")).iter_errors(hello))


def test_the_runner_offers_both_versions(tmp_path: Path) -> None:
    log = tmp_path / "sent.jsonl"
    engine = _fake(tmp_path, log=str(log))
    try:
        assert engine.protocol == 2
    finally:
        engine.close()
    assert _sent(log)[0] == {"id": 1, "op": "hello", "args": {"protocol": 2, "versions": [1, 2]}}


@pytest.mark.parametrize("answered", [3, "2", None, True])
def test_an_engine_answering_another_version_fails_the_handshake_and_the_cli_exits_2(
    tmp_path: Path, answered: Any
) -> None:
    engine = _fake(tmp_path, protocol=answered)
    try:
        with pytest.raises(
            EngineFailure, match=r"offered protocol versions 1, 2; the engine answered protocol " + json.dumps(answered)
        ):
            engine.hello()
    finally:
        engine.close()
    script = tmp_path / "fake_v2.py"
    command = f"{sys.executable} {script} '{json.dumps({'protocol': answered})}'"
    done = subprocess.run(
        ["belote-spec", "conformance", "--engine", command, "--variant", "french"],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 2 and "offered protocol versions 1, 2" in done.stderr


def test_a_v1_engine_gets_v1_deals_and_still_passes(tmp_path: Path) -> None:
    log = tmp_path / "sent.jsonl"
    engine = _fake(tmp_path, protocol=1, log=str(log))
    try:
        results = run(engine, _cases("french", "scoring") + _cases("french", "belote"))
    finally:
        engine.close()
    assert {r.status for r in results} == {"passed"}
    deals = [r["args"]["deal"] for r in _sent(log) if r["op"] == "score_deal"]
    assert deals and all(set(t) == {"winner", "cards"} for d in deals for t in d["tricks"])
    assert all("said" in b and "announced" not in b for d in deals for b in d.get("belote", []))


def test_the_v1_example_engine_still_passes_through_the_cli() -> None:
    done = subprocess.run(
        ["belote-spec", "conformance", "--engine", "node docs/examples/french-engine.js", "--variant", "french"],
        capture_output=True,
        text=True,
        timeout=600,
        cwd=ROOT,
    )
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr
    assert " 0 failed" in done.stdout


def test_the_v2_example_engine_shows_the_new_fields_and_passes_what_it_claims() -> None:
    script = ROOT / "docs" / "examples" / "french-engine-v2.js"
    engine = SubprocessEngine(["node", str(script)], timeout=30)
    try:
        hello = engine.hello()
        results = run(engine, _cases("french"))
        info = engine.variant_info("french")
    finally:
        engine.close()
    assert hello["protocol"] == 2 and "results" in hello and "variant_info" in hello["operations"]
    assert info["seats"] == ReferenceEngine().variant_info("french")["seats"]
    assert not [r for r in results if r.status == "failed"], [r.message for r in results if r.status == "failed"][:3]
    passed = [r for r in results if r.status == "passed"]
    assert any("scoring" in r.area for r in passed)  # score_deal read from v2 tricks
    assert any(r.status == "skipped" and "not covered" in r.message for r in results)


# -- vectors -----------------------------------------------------------------------------------------------
def test_exported_vectors_are_protocol_2_calls(tmp_path: Path) -> None:
    from belote_spec.cli import main

    assert main(["vectors", "export", str(tmp_path)]) == 0
    doc = json.loads((tmp_path / "french" / "scoring.json").read_text(encoding="utf-8"))
    assert doc["format"] == "belote-spec/vectors/2" and doc["protocol"] == 2
    request = jsonschema.Draft202012Validator(_schema("protocol-request"))
    deals = [v for v in doc["vectors"] if v["op"] == "score_deal"]
    assert deals and all("leader" in t for v in deals for t in v["args"]["deal"]["tricks"])
    assert all(not list(request.iter_errors({"id": 1, "op": v["op"], "args": v["args"]})) for v in doc["vectors"])


def test_a_tricks_table_with_a_leader_column_is_read_by_name_and_a_contradicting_row_fails_the_step() -> None:
    sent: list[dict[str, Any]] = []

    class Recording(ReferenceEngine):
        def score_deal(self, variant: str, deal: dict[str, Any]) -> dict[str, Any]:
            sent.append(deal)
            return super().score_deal(variant, deal)

    def scored(rows: list[list[str]]) -> None:
        ctx = Context(engine=Recording(), variant="french", spec=load_variant("french"))
        run_step(ctx, "given", "the contract is hearts taken by N")
        run_step(ctx, "when", "the deal is scored with these tricks:", [["cards", "leader", "winner"], *rows])

    rest = [["7D 8D 9D 10D", "", "W"], ["JD QD KD AD", "", "N"], ["7S 8S 9S 10S", "", "E"], ["JS QS KS AS", "", "S"]]
    rest += [["7H 8H 9H 10H", "", "N"], ["JH QH KH AH", "", "N"]]  # a whole deal: score_deal is sent no other
    # columns in any order; a blank leader derived
    scored([["7C 8C 9C 10C", "W", "N"], ["KC QC AC JC", "", "S"], *rest])
    assert [t["leader"] for t in sent[-1]["tricks"]] == ["W", "N", "S", "W", "N", "E", "S", "N"]
    assert [p["seat"] for p in sent[-1]["tricks"][0]["plays"]] == ["W", "S", "E", "N"]  # counter-clockwise
    with pytest.raises(AssertionError, match="led by N, 7C 8C 9C 10C is not won by S"):
        scored([["7C 8C 9C 10C", "N", "S"]])
