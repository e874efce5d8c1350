"""protocol.wire: orjson reads and compares protocol lines faster, and must give exactly what json gives."""

from __future__ import annotations

import json
import math
from typing import Any

from hypothesis import example, given, settings
from hypothesis import strategies as st

from belote_spec.protocol import wire
from belote_spec.protocol.definition import same_json
from belote_spec.protocol.server import _DECODE
from belote_spec.protocol.wire import reply_text

NUMBERS = st.one_of(st.integers(), st.integers(-(2**70), 2**70), st.floats(), st.booleans(), st.none())
VALUES = st.recursive(
    st.one_of(NUMBERS, st.text()),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=3), inner, max_size=4),
    max_leaves=12,
)


def _text(value: Any, how: int) -> str:
    """A JSON text of the value as an engine might write it: compact, spaced, or ASCII-escaped."""
    if how == 0:
        return json.dumps(value)
    if how == 1:
        return json.dumps(value, ensure_ascii=False, separators=(",", ":"))
    return json.dumps(value, ensure_ascii=False, indent=1)


def _outcome(read: Any, text: str) -> tuple[str, str]:
    """What reading gives, as text that tells apart 1, 1.0 and True, key order, and each error's words."""
    try:
        value = read(text)
    except (ValueError, RecursionError) as e:
        return type(e).__name__, str(e)
    return "value", repr(value) if not _has_nan(value) else json.dumps(value)


def _has_nan(value: Any) -> bool:
    if isinstance(value, float):
        return math.isnan(value)
    if isinstance(value, list):
        return any(_has_nan(v) for v in value)
    if isinstance(value, dict):
        return any(_has_nan(v) for v in value.values())
    return False


@given(VALUES, st.integers(0, 2), st.sampled_from(["", " ", "x", "}", "\ufeff", "\n"]), st.booleans())
@example({"a": 1, "a ": 2}, 1, "", False)
@example([12345678901234567890123, -9223372036854775809, 18446744073709551615], 1, "", False)
@example(["\ud800", "\udcff"], 1, "", False)
@settings(max_examples=600, deadline=None)
def test_loads_gives_what_json_gives_value_or_error(value: Any, how: int, extra: str, prefix: bool) -> None:
    text = _text(value, how)
    text = extra + text if prefix else text + extra
    for fallback in (json.loads, _DECODE):
        assert _outcome(lambda t, f=fallback: wire.loads(t, f), text) == _outcome(fallback, text)


@given(
    st.sampled_from(
        [
            '{"a": NaN}',
            "[Infinity]",
            "[-Infinity]",
            "1e400",
            "[1E400, 2]",
            '"\\ud83d\\ude00"',
            '"\\ud83d"',
            "01",
            "[1,]",
            '{"a" 1}',
            "",
            "   ",
            "[" * 3000 + "]" * 3000,
            "5" * 5000,
            '{"a": "b", "a": "c"}',
            "-0",
            "-0.0",
            "1.0",
            "[1e-400]",
            '"\x01"',
        ]
    )
)
def test_loads_on_texts_json_reads_its_own_way(text: str) -> None:
    for fallback in (json.loads, _DECODE):
        assert _outcome(lambda t, f=fallback: wire.loads(t, f), text) == _outcome(fallback, text)


@given(VALUES, VALUES)
@example(1, 1.0)
@example(True, 1)
@example({"a": 1, "b": 2}, {"b": 2, "a": 1})
@example([float("inf")], [float("inf")])
@example([None, float("inf")], [None, float("inf")])
@example({"a": None, "b": [float("nan")]}, {"a": None, "b": [None]})
@example([None, -float("inf")], [None, 1e400])
@example([2**70], [2**70])
@example(0.0, -0.0)
@settings(max_examples=400, deadline=None)
def test_same_json_is_equal_and_written_alike(a: Any, b: Any) -> None:
    """same_json (now orjson's texts where orjson can write both) says what comparing json's texts said."""

    def old(got: Any, want: Any) -> bool:
        if got != want:
            return False
        try:
            return bool(reply_text(got) == reply_text(want))
        except (TypeError, ValueError, RecursionError):
            return False

    for x, y in ((a, b), (a, a), (a, json.loads(json.dumps(a))), (b, tuple(b) if isinstance(b, list) else b)):
        assert same_json(x, y) == old(x, y)


@given(VALUES, VALUES)
@example(1, 1.0)
@example({"b": 1, "a": [None]}, {"a": [None], "b": 1})
@example([None, float("inf")], [None, float("inf")])
@example({"é": 1, "z": 2, "\ud800": 3}, {"z": 2, "é": 1, "\ud800": 3})
@example([2**70], [2**70])
@settings(max_examples=400, deadline=None)
def test_answers_are_the_same_exactly_when_their_sorted_texts_are(a: Any, b: Any) -> None:
    """identify's Answer.same (orjson's sorted text where orjson can write the value) says what comparing
    json.dumps(sort_keys=True) said, whichever side orjson can or cannot write."""
    from belote_spec.diagnose.identify.positions import Answer

    def text(v: Any) -> str | None:
        try:
            return json.dumps(v, sort_keys=True, ensure_ascii=False)
        except (TypeError, ValueError):
            return None

    for x, y in ((a, b), (a, a), (a, json.loads(json.dumps(a))), (b, tuple(b) if isinstance(b, list) else b)):
        if text(x) is None or text(y) is None:
            continue
        assert Answer("result", x).same(Answer("result", y)) == (text(x) == text(y))


@given(st.text(max_size=12))
@example('deal-1"\\\n\u00e9\ud800')
@settings(max_examples=50, deadline=None)
def test_a_steps_text_worked_out_once_is_the_text_its_arguments_encode_to(handle: str) -> None:
    """identify sends each probe's steps with their text worked out once (but for the handle): the request line is
    the one encoding the arguments gives, for every step of every stored probe, whatever the handle."""
    from belote_spec.diagnose.identify.core import Reference
    from belote_spec.diagnose.identify.positions import PROBE
    from belote_spec.protocol.subprocess_engine import _ENCODE as RUNNER_ENCODE
    from belote_spec.protocol.subprocess_engine import request_line, with_handle

    for position in _probes(Reference):
        for op, more, rest in position.steps:
            args = with_handle(handle, more, rest)
            assert args == {"handle": handle, **more} and list(args) == ["handle", *more]
            assert args.text == RUNNER_ENCODE(dict(args))
            assert request_line(7, op, args) == request_line(7, op, dict(args))
    assert with_handle(handle, {}, "}").text == RUNNER_ENCODE({"handle": handle})
    assert PROBE == "deal"


_STORED: list[Any] = []


def _probes(reference: Any) -> list[Any]:
    return [p for p in _positions(reference) if p.op == "deal"]


def _positions(reference: Any) -> list[Any]:
    if not _STORED:
        _STORED.extend(reference().positions)
    return _STORED


@given(st.text(min_size=1, max_size=12))
@example('coinche"\\\n\u00e9\ud800')
@settings(max_examples=30, deadline=None)
def test_a_questions_text_worked_out_once_is_the_text_its_arguments_encode_to(variant: str) -> None:
    """identify sends each stored question (a probe: its new_deal) under every variant name with its text worked out
    once but for the name: the request line is the one encoding the arguments gives, for every stored position."""
    from belote_spec.diagnose.identify.core import Reference
    from belote_spec.protocol.subprocess_engine import _ENCODE as RUNNER_ENCODE
    from belote_spec.protocol.subprocess_engine import request_line

    positions = _positions(Reference)
    assert {p.op for p in positions} > {"deal", "legal_cards", "score_deal"}
    for position in positions:
        args = position.under(variant)
        sent = position.deal_args if position.op == "deal" else position.args
        assert args == {"variant": variant, **sent} and list(args) == ["variant", *sent]
        assert getattr(args, "text", RUNNER_ENCODE(dict(args))) == RUNNER_ENCODE(dict(args))
        op = "new_deal" if position.op == "deal" else position.op
        assert request_line(7, op, args) == request_line(7, op, dict(args))


_TEXTS = st.text(st.sampled_from([*'a,: "\\\n\x01\x7fé\u2028', "\ud800", "😀"]), max_size=6)
_REPLY_VALUES = st.recursive(
    st.one_of(NUMBERS, _TEXTS),
    lambda inner: (
        st.lists(inner, max_size=4)
        | st.lists(inner, max_size=3).map(tuple)
        | st.dictionaries(_TEXTS, inner, max_size=4)
    ),
    max_leaves=12,
)


def _encoder_text(reply: dict[str, Any]) -> str:
    """What serve wrote before it wrote any reply itself: the encoder's text, an error where JSON cannot carry the
    reply, and json's ASCII text where the reply holds a lone surrogate."""
    try:
        text = reply_text(reply)
    except (ValueError, TypeError, RecursionError) as e:
        rid = reply.get("id")
        return json.dumps(
            {
                "id": rid if isinstance(rid, int) else None,
                "error": {"message": f"the answer cannot be written as JSON: {e}"},
            }
        )
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return json.dumps(reply, allow_nan=False)
    return text


@given(
    st.dictionaries(
        st.sampled_from(["id", "result", "error"]),
        st.one_of(st.none(), st.integers(), st.booleans(), st.integers(-(2**70), 2**70)),
        max_size=3,
    )
    | st.fixed_dictionaries({"id": st.integers(), "result": _REPLY_VALUES})
    | st.fixed_dictionaries(
        {
            "id": st.integers(),
            "rejected": st.fixed_dictionaries({"rule": _TEXTS, "message": _TEXTS})
            | st.dictionaries(_TEXTS, _REPLY_VALUES, max_size=3),
        }
    )
)
@example({"id": 7, "result": None})
@example({"result": None, "id": 7})
@example({"id": True, "result": None})
@example({"id": 2**63, "result": None})
@example({"id": -(2**63) + 1, "result": None})
@example({"id": 1, "result": {"a,b": "c:d", "e": [1, 2.5, None, True]}})
@example({"id": 1, "result": {"a": float("nan")}})
@example({"id": 1, "result": [1e16, 1e-7, -0.0, 2**64]})
@example({"id": 1, "result": ("a", ["b"])})
@example({"id": 1, "result": {"a": "\ud800"}})
@example({"id": 1, "rejected": {"rule": "order", "message": "\ud800"}})
@example({"id": 1, "rejected": {"message": "m", "rule": "r"}})
@settings(max_examples=500, deadline=None)
def test_serve_writes_every_reply_as_its_encoder_does(reply: dict[str, Any]) -> None:
    """server.encode writes a step's bare answer ({"id": n, "result": null}) and a rejection itself, and a result
    as orjson's text spaced as json spaces it where that is the same: the very text the encoder writes (or the
    error, or the ASCII text of a reply with a lone surrogate), whatever the keys' order, the id's type and size,
    and the result's strings, numbers and containers."""
    from belote_spec.protocol.server import encode

    assert encode(reply) == _encoder_text(reply)


@given(
    st.text(st.characters(max_codepoint=127), max_size=40)
    | st.sampled_from(
        [
            '{"id": 1, "op": "hello", "args": {"protocol": 2}}\n',
            '{"id": 1,\n',
            "[1]\n",
            '{"id": 1, "op": "supports", "args": {"variant": "french"}}',
            '{"id": 9' + "9" * 30 + "}",
            '{"id": 2, "op": "state", "args": {"handle": "x"}}\n',
            "NaN\n",
            '{"id": 1.0}\n',
            '{"id": 3, "op": "state", "args": {"handle": "\\ud800"}}\n',
            '{"id": 4, "op": "state", "args": {"handle": "\\u00e9"}}\n',
            '{"id": 5, "op": "card_points", "args": {"variant": "french", "card": "7H", '
            '"contract": {"kind": "no_trumps"}}}\n',
            '{"id": 6, "op": "next_dealer", "args": {"variant": "french", "dealer": "N"}}\n',
            '{"id": 99999999999999999999, "op": "state", "args": {"handle": "x"}}\n',
        ]
    )
)
@settings(max_examples=200, deadline=None)
def test_serve_answers_a_line_of_ascii_bytes_as_its_text(line: str) -> None:
    """serve hands answer() an ASCII line as its bytes, undecoded: the answer is the one to the text; and the line
    it writes (answer_text, a rejection and a bare result written without a dict) is the encoder's."""
    from belote_spec.protocol.interface import ReferenceEngine
    from belote_spec.protocol.server import answer, answer_text, encode

    engine = ReferenceEngine()
    assert answer(engine, line.encode("ascii"), ["french"]) == answer(engine, line, ["french"])
    for sent in (line, line.encode("ascii")):
        assert answer_text(ReferenceEngine(), sent, ["french"]) == encode(answer(ReferenceEngine(), sent, ["french"]))


def test_serve_writes_identifys_stream_as_the_encoder_does() -> None:
    """Every request of a probe's deal (new_deal, its steps and state, most answered by a rejection or a bare null)
    answered by answer_text as encode(answer) writes it, on two engines in step."""
    from belote_spec.diagnose.identify.core import Reference
    from belote_spec.protocol.interface import ReferenceEngine
    from belote_spec.protocol.server import answer, answer_text, encode
    from belote_spec.protocol.subprocess_engine import request_line, with_handle

    fast, slow = ReferenceEngine(), ReferenceEngine()
    rid, kinds = 0, set()
    for position in _probes(Reference)[:40]:
        rid += 1
        line = request_line(rid, "new_deal", position.under("french")).encode()
        text, reply = answer_text(fast, line, ["french"]), answer(slow, line, ["french"])
        assert text == encode(reply)
        handle = reply.get("result")
        if not isinstance(handle, str):
            continue
        for op, more, rest in [*position.steps, ("state", {}, "}")]:
            rid += 1
            line = request_line(rid, op, with_handle(handle, more, rest)).encode()
            text, reply = answer_text(fast, line, ["french"]), answer(slow, line, ["french"])
            assert text == encode(reply), line
            kinds.add(next(k for k in reply if k != "id") + ("-null" if reply.get("result", 0) is None else ""))
    assert {"rejected", "result-null", "result"} <= kinds
