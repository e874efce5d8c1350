"""SubprocessEngine.many: independent requests pipelined, each failure kept with its own request."""

from __future__ import annotations

import json
import sys
import textwrap
from pathlib import Path
from typing import Any

import pytest

from belote_spec.checks.fuzz import DEALS_IN_FLIGHT, fuzz_variant
from belote_spec.protocol.interface import ReferenceEngine, Rejected, many
from belote_spec.protocol.subprocess_engine import EngineFailure, SubprocessEngine

SERVE = [sys.executable, "-m", "belote_spec", "serve"]
CONTRACT = {"kind": "suit", "trump": "H"}


def _questions(n: int) -> list[tuple[str, dict]]:
    hands = [["JD", "7S", "AS", "10D", "10C", "QS", "7D", "8H"], ["8S", "QD", "9C", "JS"], ["JH", "QH", "8D"]]
    out: list[tuple[str, dict]] = []
    for i in range(n):
        hand = hands[i % len(hands)]
        out.append(
            (
                "legal_cards",
                {
                    "variant": "french",
                    "contract": CONTRACT,
                    "hand": hand,
                    "trick": [{"seat": "E", "card": "8S"}],
                    "seat": "N",
                },
            )
        )
        out.append(
            (
                "trick_winner",
                {
                    "variant": "french",
                    "contract": CONTRACT,
                    "trick": [
                        {"seat": "E", "card": "8S"},
                        {"seat": "N", "card": hand[0]},
                        {"seat": "W", "card": "7H"},
                        {"seat": "S", "card": "KS"},
                    ],
                },
            )
        )
    out.append(("play", {"handle": "deal-404", "seat": "N", "card": "7S"}))  # rejected: no such deal
    return out


def _same(a: list, b: list) -> bool:
    return [(type(x).__name__, str(x) if isinstance(x, Exception) else x) for x in a] == [
        (type(x).__name__, str(x) if isinstance(x, Exception) else x) for x in b
    ]


def test_pipelined_answers_are_the_answers_one_by_one_and_in_process() -> None:
    requests = _questions(150)  # more than a window
    engine = SubprocessEngine(SERVE)
    try:
        piped = engine.many(requests)
        one_by_one = [_one(engine, op, args) for op, args in requests]
    finally:
        engine.close()
    assert _same(piped, one_by_one)
    assert _same(piped, many(ReferenceEngine(), requests))
    assert isinstance(piped[-1], Rejected)


def _one(engine: SubprocessEngine, op: str, args: dict) -> object:
    try:
        return engine.request(op, **args)
    except Exception as e:
        return e


def test_an_engine_dying_mid_window_fails_each_unanswered_request_with_its_stderr(tmp_path: Path) -> None:
    script = tmp_path / "dies.py"
    script.write_text(
        textwrap.dedent("""
        import json, sys
        from belote_spec.protocol.server import answer
        from belote_spec.protocol.interface import ReferenceEngine
        engine, n = ReferenceEngine(), 0
        for line in sys.stdin:
            if json.loads(line)["op"] != "hello":
                n += 1
                if n == 4:
                    sys.stderr.write("engine exploded at request 4\\n")
                    sys.stderr.flush()
                    sys.exit(3)
            sys.stdout.write(json.dumps(answer(engine, line, ["french"])) + "\\n")
            sys.stdout.flush()
    """)
    )
    engine = SubprocessEngine([sys.executable, str(script)])
    try:
        engine.hello()
        requests = _questions(10)
        got = engine.many(requests)
        assert not any(isinstance(x, Exception) for x in got[:3])
        assert got[:3] == many(ReferenceEngine(), requests[:3])
        failed = got[3:]
        assert failed and all(isinstance(x, EngineFailure) for x in failed)
        assert "engine exploded at request 4" in str(failed[0]) and "exited with status 3" in str(failed[0])
        assert all("engine exploded at request 4" in str(x) for x in failed)
        # the runner goes on: the next request starts the engine afresh
        assert engine.request("card_points", variant="french", contract=CONTRACT, card="JH") == 20
    finally:
        engine.close()


def _tally(t: Any) -> tuple:
    found = t.divergence
    return (
        t.compared,
        t.answers,
        dict(t.not_compared),
        t.first_skip,
        t.unasked,
        dict(t.modes),
        [(d.deal, d.reason) for d in t.declined],
        None if found is None else (found.deal, found.what, found.scenario, found.rule, found.mode),
    )


@pytest.mark.parametrize("mode", ["stateful", "stateless", "auto"])
def test_fuzz_through_serve_counts_what_it_counts_in_process(mode: str) -> None:
    """Many deals go in one pipelined stream through serve (fuzz.DEALS_IN_FLIGHT), yet every count is the one of
    the in-process run, deal by deal: bela-3p discards, belote has declarations, coinche an auction."""
    served = SubprocessEngine(SERVE, timeout=60)
    try:
        served.hello()
        for variant in ("french", "bela-3p", "belote", "coinche"):
            deals = DEALS_IN_FLIGHT + 3  # a chunk and part of the next
            piped = fuzz_variant(served, variant, deals, 5, mode=mode)
            alone = fuzz_variant(ReferenceEngine(), variant, deals, 5, mode=mode)
            assert _tally(piped) == _tally(alone)
            assert piped.compared == deals - piped.unasked and piped.divergence is None
    finally:
        served.close()


@pytest.mark.parametrize("mode", ["stateful", "stateless"])
def test_a_divergence_in_a_pipelined_stream_is_the_one_found_one_request_at_a_time(mode: str) -> None:
    """A served mutant: the deals its stream disagrees on are played again one request at a time, so the
    divergence (its deal, its words, its scenario) is the one the same mutant in process shows."""
    from belote_spec.changes.mutants import engine_for

    served = SubprocessEngine([*SERVE, "--mutant", "french-no-follow-suit"], timeout=60)
    try:
        served.hello()
        piped = fuzz_variant(served, "french", 40, 3, mode=mode)
        alone = fuzz_variant(engine_for("french-no-follow-suit"), "french", 40, 3, mode=mode)
    finally:
        served.close()
    assert piped.divergence is not None and _tally(piped) == _tally(alone)


def test_identify_through_serve_reports_what_it_reports_in_process() -> None:
    """Identify pipelines its questions and probes through serve: its report, but for the engine's name, is the
    in-process one, to the byte."""
    from belote_spec.diagnose.identify.core import Reference, identify, supported_names
    from belote_spec.diagnose.identify.report import as_json, as_text

    reference = Reference()
    served = SubprocessEngine(SERVE, timeout=60)
    try:
        names = supported_names(served)
        piped = identify(served, names, reference)
    finally:
        served.close()
    alone = identify(ReferenceEngine(), names, reference)
    assert piped.exit_code == alone.exit_code == 0 and len(names) == len(reference.names)
    assert json.dumps({**as_json(piped), "engine": ""}) == json.dumps({**as_json(alone), "engine": ""})
    assert as_text(piped).replace(piped.engine, "") == as_text(alone).replace(alone.engine, "")


def test_an_error_answer_is_the_same_under_any_variant_name_and_a_departure_from_the_schema_still_said() -> None:
    """serve validates a failed request once for all the variant names it comes under (identify asks each
    position under every name): each answer is the one a fresh validation gives, valid or not."""
    from belote_spec.protocol import server

    assert server._variant_is_any_name()
    engine = ReferenceEngine()

    def error(request: dict, variant: str) -> str:
        line = json.dumps({"id": 1, **request, "args": {"variant": variant, **request["args"]}})
        return str(server.answer(engine, line, ["bela", "bela-3p"])["error"]["message"])

    no_such_contract = {"op": "card_points", "args": {"contract": {"kind": "all_trumps"}, "card": "QD"}}
    bad_card = {"op": "card_points", "args": {"contract": {"kind": "suit", "trump": "H"}, "card": "QX"}}
    for request, valid in ((no_such_contract, True), (bad_card, False)):
        server._VALID.clear()
        first = error(request, "bela")
        kept = error(request, "bela-3p")  # not validated again: valid, or its departure kept
        assert len(server._VALID) == 1
        server._VALID.clear()
        assert error(request, "bela-3p") == kept and error(request, "bela") == first
        assert first.startswith("ContractError") if valid else first.startswith("/args/card")
    # A departure whose words quote the variant's name (here by chance: "string") is said afresh under each name.
    server._VALID.clear()
    unnamed = {"variant": "string", "contract": {"kind": "suit", "trump": "H"}, "card": 5}
    said = server._unreadable({"id": 1, "op": "card_points", "args": unnamed}, ValueError("unread"))
    assert said == "/args/card: 5 is not of type 'string'" and not server._VALID
    named = {"id": 2, "op": "card_points", "args": {**unnamed, "variant": "bela"}}
    assert server._unreadable(named, ValueError("x")) == said
    assert len(server._VALID) == 1


def test_failures_kept_from_a_batch_leave_no_cycle_for_the_collector() -> None:
    """A rejection or failure `many` keeps as an answer carries no traceback: with one, each would tie the batch's
    frames (which hold the answers) into a cycle that lives on until the cyclic collector frees it, and that
    the collector then traverses at every pass (identify's probes draw thousands of rejections)."""
    import gc

    requests: list[tuple[str, dict[str, Any]]] = [
        ("play", {"handle": f"deal-{k}", "seat": "N", "card": "7S", "say": None}) for k in range(40)
    ]
    requests.append(("legal_cards", {"variant": "french", "contract": "hearts", "hand": [], "trick": [], "seat": "N"}))
    engine = SubprocessEngine(SERVE, timeout=60)
    try:
        engine.hello()
        for answers in (engine.many(requests), many(ReferenceEngine(), requests)):
            assert [type(a) for a in answers] == [Rejected] * 40 + [type(answers[-1])]
            assert isinstance(answers[-1], Exception) and not isinstance(answers[-1], Rejected)
        was = gc.isenabled()
        gc.disable()
        try:
            gc.collect()
            for run in (engine.many, lambda r: many(ReferenceEngine(), r)):
                answers = run(requests)
                assert all(a.__traceback__ is None for a in answers)
                del answers
                assert gc.collect() == 0  # everything the batch made went with the answers
        finally:
            if was:
                gc.enable()
    finally:
        engine.close()


def test_a_stream_waits_for_the_answers_it_needs_and_no_more() -> None:
    """A generator of requests yields Wait(k) to read the answer to its k-th request (a deal's handle) in `into`:
    the answers up to it are in, those sent after it are still in flight (the stream is not drained), and the
    answers are those of the requests asked one by one."""
    from belote_spec.protocol.interface import Wait

    questions = _questions(20)[:40]
    reference = ReferenceEngine()
    first = reference.state(reference.new_deal("french", "S", seed=7))["turn"]  # who speaks first
    seen: list[tuple[object, list[object]]] = []

    def stream(answers: list) -> Any:
        yield "new_deal", {"variant": "french", "dealer": "S", "deck": None, "seed": 7, "match_score": None}
        yield from questions
        yield Wait(0)
        handle = answers[0]
        seen.append((handle, list(answers[1:])))
        yield "bid", {"handle": handle, "seat": first, "bid": {"action": "pass"}}
        yield "bid", {"handle": handle, "seat": first, "bid": {"action": "pass"}}  # rejected: no longer its turn
        yield "state", {"handle": handle}

    engine = SubprocessEngine(SERVE, timeout=60)
    try:
        engine.hello()
        into: list = []
        piped = engine.many(stream(into), into=into)
        handle, behind = seen[0]
        assert isinstance(handle, str) and piped is into and len(piped) == 44
        assert behind == [None] * 40  # sent after the deal, not yet read when its handle was
        again: list = []
        alone = many(ReferenceEngine(), stream(again), into=again)
    finally:
        engine.close()
    assert _same(piped[1:], alone[1:]) and isinstance(piped[-2], Rejected)
    assert piped[-3] is None and piped[-1]["phase"] == "bidding"  # the first pass made, the second refused


def test_identify_asks_a_name_in_one_stream_across_its_probe_chunks() -> None:
    """All the positions of a name go in one `many` stream (each chunk's deals made a chunk ahead), not one
    batch per chunk of probes, each drained before the next; the answers are those asked in process."""
    from belote_spec.diagnose.identify.core import Reference, table_of
    from belote_spec.diagnose.identify.positions import PROBE, PROBES_IN_FLIGHT, ask, ask_many, fits

    class Counting(SubprocessEngine):
        batches = 0

        def many(self, *args: Any, **kwargs: Any) -> list[Any]:
            Counting.batches += 1
            return super().many(*args, **kwargs)

    ref = Reference()
    engine = Counting(SERVE, timeout=60)
    try:
        engine.hello()
        # The positions French has an answer to: another variant's cards and contract kinds (Schieber's sixes and
        # Undenufe) are refused, in words that differ through a subprocess.
        table = table_of(engine, "french")
        positions = [p for i, p in enumerate(ref.positions) if fits(p, table) and ref.answers["french"][i] is not None]
        assert sum(p.op == PROBE for p in positions) > 2 * PROBES_IN_FLIGHT  # three chunks at least
        piped = ask_many(engine, "french", positions)
    finally:
        engine.close()
    assert Counting.batches == 1
    alone = ReferenceEngine()
    assert piped == [ask(alone, "french", p) for p in positions]


def test_identify_asks_every_name_in_one_stream_and_judges_each_while_the_next_is_in_flight() -> None:
    """identify's names go in one `many` stream, never drained between them: each name is handed over (judged)
    once its answers are in, with the next name's requests already sent; the report is the in-process one."""
    from belote_spec.diagnose.identify.core import Reference, identify, supported_names
    from belote_spec.diagnose.identify.report import as_json

    class Counting(SubprocessEngine):
        batches = received = 0

        def many(self, *args: Any, **kwargs: Any) -> list[Any]:
            Counting.batches += 1
            return super().many(*args, **kwargs)

        def _answer(self, *args: Any, **kwargs: Any) -> Any:  # every answer read, one at a time or in a stream
            Counting.received += 1
            return super()._answer(*args, **kwargs)

    reference = Reference()
    engine = Counting(SERVE, timeout=60)
    in_flight_when_judged: list[int] = []

    class Watching(list):  # identify's `done`: the requests in flight when each name's report came
        def append(self, item: Any) -> None:
            in_flight_when_judged.append(engine._ids - Counting.received)
            super().append(item)

    try:
        names = supported_names(engine)[:5]
        done = Watching()
        piped = identify(engine, names, reference, done=done)
        sent = engine._ids
    finally:
        engine.close()
    assert Counting.batches == 1 and len(done) == len(names) == 5
    assert all(n > 0 for n in in_flight_when_judged[:-1]) and in_flight_when_judged[-1] == 0
    assert engine._ids == sent
    alone = identify(ReferenceEngine(), names, reference)
    assert json.dumps({**as_json(piped), "engine": ""}) == json.dumps({**as_json(alone), "engine": ""})


CRASH_ONCE = """
import os, sys
from belote_spec.protocol.interface import ReferenceEngine
from belote_spec.protocol.server import answer, encode
from belote_spec.spec.loader import shipped_variant_ids
engine, variants, marker = ReferenceEngine(), shipped_variant_ids(), sys.argv[1]
states = 0
for line in sys.stdin:
    states += '"op": "state"' in line
    if states == 40 and not os.path.exists(marker):  # the fortieth probe's state, once in the engine's life
        open(marker, "w").close()
        sys.exit(1)
    print(encode(answer(engine, line, variants)), flush=True)
"""


def test_names_after_a_probe_asked_again_are_handed_over_in_order_with_the_answers_one_by_one(tmp_path: Path) -> None:
    """An engine that dies in the stream: the probes it took down with it are asked again on their own once the
    stream is over, and that name and every one after it are handed over then, in order; every answer is the
    one a request-by-request run gets."""
    from belote_spec.diagnose.identify.core import Reference, table_of
    from belote_spec.diagnose.identify.positions import Asked, ask, ask_all, fits

    script = tmp_path / "crash_once.py"
    script.write_text(CRASH_ONCE, encoding="utf-8")
    ref = Reference()
    names = ["french", "coinche", "bela"]
    engine = SubprocessEngine([sys.executable, str(script), str(tmp_path / "crashed")], timeout=60)
    order: list[int] = []
    try:
        engine.hello()
        asked = [Asked(n, [p for p in ref.positions if fits(p, table_of(engine, n))]) for n in names]
        piped = ask_all(engine, asked, done=lambda k, answers: order.append(k))
    finally:
        engine.close()
    assert (tmp_path / "crashed").exists() and order == [0, 1, 2]
    alone = SubprocessEngine(SERVE, timeout=60)
    try:
        one_by_one = [[ask(alone, a.variant, p) for p in a.positions] for a in asked]
    finally:
        alone.close()

    def text(answers: list) -> list:  # an error answer quotes its request as sent (its id, its keys' order)
        return [
            [(a.kind, a.value.split(" (to {")[0] if a.kind == "error" else a.value) for a in name] for name in answers
        ]

    assert sum(a.kind == "error" for a in piped[1]) > 0  # errors that are answers stay answers
    assert text(piped) == text(one_by_one)


def test_a_stream_whose_generator_fails_stops_the_engine_so_no_answer_is_misread() -> None:
    """When the caller's generator raises mid-stream, the answers still in flight would be read as the answers to
    the next requests: the engine is stopped instead, and the next request starts it afresh and is answered."""

    def failing() -> Any:
        yield from _questions(10)
        raise RuntimeError("the caller's own bug")

    engine = SubprocessEngine(SERVE, timeout=60)
    try:
        engine.hello()
        with pytest.raises(RuntimeError, match="own bug"):
            engine.many(failing(), push_every=4)
        assert engine._proc is None
        op, args = _questions(1)[1]
        assert engine.request(op, **args) == getattr(ReferenceEngine(), op)(**args)
    finally:
        engine.close()
