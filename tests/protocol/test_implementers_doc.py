"""docs/implementers.md's worked examples are real traffic: every block is replayed against the reference
engine (in process and through a real `belote-spec serve`) and must get exactly the documented answers; every
operation has one, and every line is valid against the protocol schemas."""

from __future__ import annotations

import inspect
import json
import re
import subprocess
import sys
from functools import cache
from pathlib import Path
from typing import Any

import jsonschema
import pytest

from belote_spec.conformance.scenarios import Case, collect
from belote_spec.protocol.definition import OPERATIONS
from belote_spec.protocol.interface import ReferenceEngine, Rejected
from belote_spec.protocol.server import answer
from belote_spec.spec.loader import shipped_variant_ids
from belote_spec.spec.resources import schemas_dir

DOC = Path(__file__).resolve().parents[2] / "docs" / "implementers.md"
SERVE = [sys.executable, "-m", "belote_spec", "serve"]


def blocks() -> list[list[tuple[str, str]]]:
    """Every ```protocol block of the guide, as (request line, answer line) pairs."""
    out = []
    for body in re.findall(r"```protocol\n(.*?)```", DOC.read_text(encoding="utf-8"), re.S):
        lines = body.strip("\n").split("\n")
        assert len(lines) % 2 == 0 and all(
            a.startswith("> ") and b.startswith("< ") for a, b in zip(lines[::2], lines[1::2], strict=True)
        ), body[:200]
        out.append([(a[2:], b[2:]) for a, b in zip(lines[::2], lines[1::2], strict=True)])
    return out


BLOCKS = blocks()


@cache
def _cases() -> tuple[Case, ...]:
    """The shipped scenarios, read once for the tests that run some of them."""
    return tuple(collect())


@cache
def _validator(name: str, ref: str | None = None) -> jsonschema.Draft202012Validator:
    schema = json.loads((schemas_dir() / f"{name}.schema.json").read_text(encoding="utf-8"))
    if ref is not None:
        schema = {"$schema": schema["$schema"], "$defs": schema["$defs"], "$ref": f"#/$defs/{ref}"}
    return jsonschema.Draft202012Validator(schema)


def test_every_operation_has_a_worked_example_with_its_result() -> None:
    answered: dict[str, set[str]] = {}
    for block in BLOCKS:
        for request, reply in block:
            op = json.loads(request)["op"]
            answered.setdefault(op, set()).update(k for k in json.loads(reply) if k != "id")
    assert set(answered) == {*OPERATIONS, "hello"}
    assert all("result" in kinds for kinds in answered.values()), answered
    assert {"rejected", "skip", "error"} <= set().union(*answered.values())


@pytest.mark.parametrize("block", BLOCKS, ids=lambda b: json.loads(b[0][0])["op"] + f"-{len(b)}")
def test_a_worked_example_replays_exactly_against_the_reference(block: list[tuple[str, str]]) -> None:
    engine, variants = ReferenceEngine(), shipped_variant_ids()  # one session per block, from a fresh engine
    for request, reply in block:
        assert answer(engine, request, variants) == json.loads(reply), request[:200]


@pytest.mark.parametrize("block", BLOCKS, ids=lambda b: json.loads(b[0][0])["op"] + f"-{len(b)}")
def test_a_worked_example_is_valid_against_the_protocol_schemas(block: list[tuple[str, str]]) -> None:
    for request, reply in block:
        req, rep = json.loads(request), json.loads(reply)
        assert not list(_validator("protocol-response").iter_errors(rep))
        if "error" in rep:
            continue  # an example of a request that is not the protocol's
        assert not list(_validator("protocol-request").iter_errors(req)), request[:200]
        if "result" in rep:
            which = ("protocol-hello", None) if req["op"] == "hello" else ("protocol-results", req["op"])
            if which[1] is None or which[1] in _validator("protocol-results").schema["$defs"]:
                assert not list(_validator(*which).iter_errors(rep["result"])), reply[:200]


def test_the_worked_examples_are_what_a_real_serve_answers() -> None:
    for block in BLOCKS:
        lines = "".join(request + "\n" for request, _ in block)
        done = subprocess.run(SERVE, input=lines, capture_output=True, text=True, timeout=120, check=True)
        got = [json.loads(line) for line in done.stdout.splitlines()]
        assert got == [json.loads(reply) for _, reply in block], block[0][0][:200]


def test_the_guide_says_when_to_answer_error_rejected_or_skip_the_units_of_held_and_what_each_command_needs() -> None:
    text = DOC.read_text(encoding="utf-8")
    assert "### error, rejected or skip" in text
    assert "**Units of `held`**: deal points" in text
    table = text.split("## What each command needs", 1)[1].split("\n## ", 1)[0]
    for command in ("`conformance`, area `scoring`", "`fuzz`", "`identify`", "`perft`"):
        assert f"| {command} |" in table, command
    assert "### Versions and the handshake" in text and '"versions": [1, 2]' in text


def test_the_readme_perft_synopsis_names_its_variant_arguments() -> None:
    readme = (DOC.parents[1] / "README.md").read_text(encoding="utf-8")
    assert "`belote-spec perft [VARIANT ...] [--engine ...] [--update]`" in readme


MINIMAL = DOC.parent / "examples" / "minimal_engine.py"


def test_the_guide_opens_with_a_whole_engine_that_passes_through_the_runner() -> None:
    """The engine at the top of the guide is docs/examples/minimal_engine.py as it is, and the runner finds it
    passes what it answers (card points) and fails nothing: the rest is not covered (issue 32)."""
    from belote_spec.conformance.runner import run
    from belote_spec.protocol.subprocess_engine import SubprocessEngine

    first = re.search(r"```python\n(.*?)```", DOC.read_text(encoding="utf-8"), re.S)
    assert first is not None and first.group(1) == MINIMAL.read_text(encoding="utf-8")
    engine = SubprocessEngine([sys.executable, str(MINIMAL)], timeout=10)
    try:
        results = run(engine, [c for c in _cases() if c.variant == "french"])
    finally:
        engine.close()
    passed = [r for r in results if r.status == "passed"]
    assert not [r.id for r in results if r.status == "failed"]
    assert passed and all(r.area == "cards" for r in passed)
    assert all("not covered" in r.message for r in results if r.status == "skipped")


def test_the_guide_s_answers_to_implementers_questions_are_what_the_kit_does() -> None:
    """Each fact the guide's "Questions implementers ask" states, checked on the reference and the runner."""
    from belote_spec.conformance.runner import run
    from belote_spec.protocol.definition import LIMITS
    from belote_spec.spec.loader import load_variant

    text = DOC.read_text(encoding="utf-8")
    questions = text[text.index("### Questions implementers ask") : text.index("### Operations")]
    ref = ReferenceEngine()
    # Order of play against the file's listing.
    listed = re.search(r"French is `seats: \[(.*?)\]`", questions)
    played = re.search(r"`variant_info` gives `seats` `(\[.*?\])`", questions)
    assert listed and played
    assert load_variant("french")["table"]["seats"] == listed.group(1).split(", ")
    assert ref.variant_info("french")["seats"] == json.loads(played.group(1))
    # No Trumps and All Trumps points, as the guide lists them for French.
    for kind, said in (("no_trumps", "French counts "), ("all_trumps", "(French: ")):
        table = re.search(re.escape(said) + r"((?:(?:10|[AKQJ9]) \d+(?:, )?)+)", questions)
        assert table, kind
        for pair in table.group(1).split(", "):
            rank, points = pair.split()
            assert ref.card_points("french", {"kind": kind}, f"{rank}C") == int(points), (kind, rank)
    # What held counts.
    assert load_variant("french")["scoring"]["tie"]["held"] == ["tricks", "belote"]
    assert "their card points and their belote" in questions
    # Everyone passes: the deal is cancelled, and next_dealer says who deals next.
    handle = ref.new_deal("french", "S", seed=1)
    while (state := ref.state(handle))["phase"] == "bidding":
        ref.bid(handle, state["turn"], {"action": "pass"})
    assert (state["phase"], state["contract"], state["turn"]) == ("cancelled", None, None)
    assert state["next_dealer"] == ref.next_dealer("french", "S", cancelled=True)
    # state.tricks: winner and cards, leader first.
    handle = ref.new_deal("french", "S", seed=1)
    ref.bid(handle, "E", {"action": "take"})
    for _ in range(4):
        state = ref.state(handle)
        ref.play(
            handle,
            state["turn"],
            ref.legal_cards("french", state["contract"], state["hands"][state["turn"]], state["trick"], state["turn"])[
                0
            ],
        )
    trick = ref.state(handle)["tricks"][0]
    assert set(trick) == {"winner", "cards"} and '{"winner": seat, "cards": [card, ...]}' in questions
    # A rejection citing a rule inside the scenario's pointer passes; its parent does not.
    case = next(c for c in _cases() if c.id.endswith("No Trumps cannot be taken in the second round[french]"))

    assert "`/bidding/rounds/1/may_take`, never\n  with `/bidding`" in questions
    assert run(_Citing("/bidding/rounds/1/may_take"), [case])[0].status == "passed"
    assert run(_Citing("/bidding"), [case])[0].status == "failed"
    # Every limit a partial engine may declare is in the guide.
    assert all(f"`{name}`" in text for name in LIMITS)


class _Citing(ReferenceEngine):
    """The reference engine, citing `rule` for every bid it rejects."""

    def __init__(self, rule: str) -> None:
        super().__init__()
        self.rule = rule

    def bid(self, handle: str, seat: str, bid: Any) -> None:
        try:
            super().bid(handle, seat, bid)
        except Rejected as e:
            raise Rejected(self.rule, e.message) from None


def test_a_bid_the_engine_cannot_express_cites_the_rule_that_forbids_it_not_bid() -> None:
    """The guide's answer for a first-round take of another suit, on the scenario that checks it."""
    from belote_spec.conformance.runner import run

    text = DOC.read_text(encoding="utf-8")
    assert "(`/bidding/rounds/0`) or one inside it. `bid` is for a bid you cannot read" in text
    (case,) = [c for c in _cases() if c.id.endswith("Another suit cannot be named in the first round[french]")]
    assert run(_Citing("/bidding/rounds/0"), [case])[0].status == "passed"
    assert run(_Citing("bid"), [case])[0].status == "failed"


class _Recording(ReferenceEngine):
    """The reference engine, keeping the arguments of the requests whose form the guide states."""

    RECORDED = ("variant_info", "legal_cards", "trick_winner", "score_deal", "new_deal", "match_after_deal")

    def __init__(self) -> None:
        super().__init__()
        self.sent: list[tuple[str, dict[str, Any]]] = []
        for op in self.RECORDED:
            setattr(self, op, self._recorder(op, getattr(self, op)))

    def _recorder(self, op: str, method: Any) -> Any:
        signature = inspect.signature(method)

        def call(*args: Any, **kwargs: Any) -> Any:
            self.sent.append((op, dict(signature.bind(*args, **kwargs).arguments)))
            return method(*args, **kwargs)

        return call


def _in_turn(seats: list[str], order: list[str]) -> bool:
    return all(order[(order.index(seats[0]) + k) % len(order)] == s for k, s in enumerate(seats))


def _question(text: str, start: str) -> str:
    """One entry of the guide's "Questions implementers ask", from its bold opening to the next entry."""
    return text[text.index(start) :].split("\n- **", 1)[0]


def test_what_the_kit_sends_is_what_the_guide_s_answers_say() -> None:
    """Over the scenarios of four variants (four tables, 2 to 4 players): tricks go round in order of play,
    score_deal has whole deals with the dealer beside declarations, variant_info is never sent, a deck
    is left out only for a seed, and match_after_deal gets no more than the guide lists."""
    from belote_spec.conformance.runner import run

    text = DOC.read_text(encoding="utf-8")
    for start in ("**Tricks in table order.**", "**Is `score_deal` sent a partial deal?**", "**A seed without"):
        assert start in text
    assert "Only `identify`" in _question(text, "**Must I answer `variant_info`?**")
    said = _question(text, "**What `match_after_deal` is given**")
    listed = {"variant", *re.findall(r"`(\w+)` \(", said)}
    from belote_spec.protocol.interface import Engine

    assert listed == set(inspect.signature(Engine.match_after_deal).parameters) - {"self"}

    engine = _Recording()
    variants = {"french", "bela-3p", "bulgarian-2p", "klaverjas-rotterdam"}
    results = run(engine, [c for c in _cases() if c.variant in variants])
    assert results and not [r.id for r in results if r.status == "failed"]
    ops = {op for op, _ in engine.sent}
    assert {"legal_cards", "trick_winner", "score_deal", "new_deal", "match_after_deal"} <= ops
    assert "variant_info" not in ops  # before the tables below are read through the same engine
    tables = {v: ReferenceEngine().variant_info(v) for v in variants}
    for op, args in engine.sent:
        info = tables[args["variant"]]
        order = info["seats"]
        if op == "trick_winner":
            assert _in_turn([p["seat"] for p in args["trick"]], order), args
        elif op == "legal_cards":
            assert _in_turn([*(p["seat"] for p in args["trick"]), args["seat"]], order), args
        elif op == "score_deal":
            deal = args["deal"]
            assert len(deal["tricks"]) == info["tricks_per_deal"], args
            assert all(t["plays"][0]["seat"] == t["leader"] for t in deal["tricks"])
            assert all(_in_turn([p["seat"] for p in t["plays"]], order) for t in deal["tricks"]), args
            assert not deal.get("declarations") or deal.get("dealer"), args
        elif op == "new_deal":
            assert args.get("deck") is not None or args.get("seed") is not None, args


SCENARIO = """
    @variant:french @area:{area} @source:S001
    Feature: sample

      Scenario: sample
        Source S001: "The player who played the strongest card wins the trick"
        Given the contract is hearts taken by N
{steps}
"""


def _sample(tmp_path: Path, area: str, steps: str) -> Any:

    (tmp_path / "s.feature").write_text(SCENARIO.format(area=area, steps=steps), encoding="utf-8")
    (case,) = collect(tmp_path)
    return case


def test_a_scenario_with_a_trick_out_of_turn_or_a_partial_deal_is_refused_before_anything_is_sent(
    tmp_path: Path,
) -> None:
    """The guarantees the guide gives engines hold because the kit refuses, as a scenario error, to send
    otherwise: French plays E, N, W, S, so a trick E, W is out of turn; a deal of one trick is not whole."""
    from belote_spec.conformance.runner import run_case

    out_of_turn = _sample(
        tmp_path, "tricks", "        And the trick so far is E KS, W AS\n        Then the trick is won by W"
    )
    engine = _Recording()
    result = run_case(engine, out_of_turn)
    assert result.status == "failed" and "do not play in turn" in result.message
    assert not engine.sent
    in_turn = _sample(
        tmp_path, "tricks", "        And the trick so far is E KS, N AS\n        Then the trick is won by N"
    )
    assert run_case(_Recording(), in_turn).status == "passed"
    partial = _sample(
        tmp_path,
        "scoring",
        "        When the deal is scored with these tricks:\n"
        "          | leader | cards       | winner |\n"
        "          | E      | KS AS 7S 8S | N      |\n"
        "        Then NS score 15 and EW score 0",
    )
    engine = _Recording()
    result = run_case(engine, partial)
    assert result.status == "failed" and "whole deals: 8 tricks, not 1" in result.message
    assert not engine.sent


class _Claims(ReferenceEngine):
    """The reference engine, claiming only some fields of score_deal and answering `held` as it says."""

    def __init__(self, fields: list[str], held: int | None = None, off: int = 0) -> None:
        super().__init__()
        self.results = {"score_deal": fields}
        self.held, self.off = held, off

    def score_deal(self, variant: str, deal: Any) -> Any:
        out = dict(super().score_deal(variant, deal))
        out["scores"] = {side: n + self.off for side, n in out["scores"].items()}
        if self.held is not None:
            out["held"] = self.held
        return out


def test_claiming_only_scores_or_a_held_of_zero_is_judged_as_the_guide_says() -> None:
    """`["scores"]` alone: the outcome checks are not covered, nothing fails. `held: 0` is a claim: right
    for a variant that holds nothing (Bela), a departure for one that holds the takers' points (French)."""
    from belote_spec.conformance.runner import run
    from belote_spec.spec.loader import load_variant

    text = DOC.read_text(encoding="utf-8")
    assert '`"results": {"score_deal": ["scores"]}` is allowed' in text
    assert '`"held": 0` is a claim' in text
    scoring = [c for c in _cases() if "scoring" in c.areas]
    french = [c for c in scoring if c.variant == "french"]
    results = run(_Claims(["scores"]), french)
    assert results and all(r.status == "skipped" and "not covered" in r.message for r in results)
    wrong = [r for r in run(_Claims(["scores"], off=1), french) if r.status == "failed"]
    assert wrong and all("scores: expected" in r.message for r in wrong)
    assert load_variant("bela")["scoring"]["tie"]["rule"] == "failure"
    assert load_variant("french")["scoring"]["tie"]["rule"] == "hold_takers_points"
    bela = run(_Claims(["outcome", "scores", "held"], held=0), [c for c in scoring if c.variant == "bela"])
    assert bela and not [r.id for r in bela if r.status == "failed"]
    failed = [r for r in run(_Claims(["outcome", "scores", "held"], held=0), french) if r.status == "failed"]
    assert failed and all("held over" in r.message for r in failed)


def test_the_guide_s_table_phase_and_state_tricks_are_the_schema_s() -> None:
    """Player i is seats[i] with partners two apart at four players; the phases the guide lists are the
    schema's; state.tricks items are {winner, cards}, so a score_deal-shaped trick is refused."""
    text = DOC.read_text(encoding="utf-8")
    ref = ReferenceEngine()
    assert "at four players, `seats[i]` and `seats[i + 2]`" in text
    for variant in shipped_variant_ids():
        info = ref.variant_info(variant)
        if info["players"] == 4:
            seats = info["seats"]
            assert sorted(sorted(t) for t in info["teams"].values()) == sorted(
                sorted([seats[i], seats[i + 2]]) for i in range(2)
            ), variant
    entry, state = _question(text, "**`phase`**"), _validator("protocol-results", "state")
    described = state.schema["$defs"]["state"]["properties"]["phase"]["description"]
    for phase in ("bidding", "discarding", "playing", "done", "cancelled"):
        assert f"`{phase}`" in entry and phase in described, phase
    handle = ref.new_deal("french", "S", seed=1)
    ref.bid(handle, "E", {"action": "take"})
    for _ in range(4):
        now = ref.state(handle)
        hand = now["hands"][now["turn"]]
        ref.play(handle, now["turn"], ref.legal_cards("french", now["contract"], hand, now["trick"], now["turn"])[0])
    now = ref.state(handle)
    assert now["tricks"] and not list(state.iter_errors(now))
    wrong = dict(now, tricks=[{"leader": "E", "plays": now["trick"], "winner": now["tricks"][0]["winner"]}])
    assert list(state.iter_errors(wrong))
