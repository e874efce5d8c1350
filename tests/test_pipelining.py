"""SubprocessEngine.many: independent requests pipelined, each failure kept with its own request."""

from __future__ import annotations

import sys
import textwrap
from pathlib import Path

from belote_spec.protocol.interface import ReferenceEngine, Rejected, many
from belote_spec.protocol.subprocess_engine import EngineFailure, SubprocessEngine

SERVE = [sys.executable, "-m", "belote_spec", "serve"]
CONTRACT = {"kind": "suit", "trump": "H"}


def _questions(n: int) -> list[tuple[str, dict]]:
    hands = [["JD", "7S", "AS", "10D", "10C", "QS", "7D", "8H"], ["8S", "QD", "9C", "JS"], ["JH", "QH", "8D"]]
    out: list[tuple[str, dict]] = []
    for i in range(n):
        hand = hands[i % len(hands)]
        out.append(("legal_cards", {"variant": "french", "contract": CONTRACT, "hand": hand,
                                    "trick": [{"seat": "E", "card": "8S"}], "seat": "N"}))
        out.append(("trick_winner", {"variant": "french", "contract": CONTRACT,
                                     "trick": [{"seat": "E", "card": "8S"}, {"seat": "N", "card": hand[0]},
                                               {"seat": "W", "card": "7H"}, {"seat": "S", "card": "KS"}]}))
    out.append(("play", {"handle": "deal-404", "seat": "N", "card": "7S"}))  # rejected: no such deal
    return out


def _same(a: list, b: list) -> bool:
    return [(type(x).__name__, str(x) if isinstance(x, Exception) else x) for x in a] == \
        [(type(x).__name__, str(x) if isinstance(x, Exception) else x) for x in b]


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
    script.write_text(textwrap.dedent('''
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
    '''))
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
