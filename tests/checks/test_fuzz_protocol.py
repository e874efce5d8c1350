"""The protocol server fuzzed: random requests (real operations, random argument names and JSON values) and
random lines, through protocol.answer() and through serve() over in-memory streams. Every non-blank line gets
exactly one answer line valid against the response schema, with the request's id when it had one; nothing
raises and nothing hangs.

Deterministic (derandomize, no example database), so CI sees the same examples every run.
"""

from __future__ import annotations

import inspect
import io
import json
from typing import Any
from unittest.mock import patch

import jsonschema
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_hostile import hang_guard

from belote_spec.protocol.definition import OPERATIONS
from belote_spec.protocol.interface import ReferenceEngine
from belote_spec.protocol.server import answer, encode, serve
from belote_spec.spec import loader
from belote_spec.spec.resources import schemas_dir

FUZZ = settings(
    max_examples=200, deadline=None, derandomize=True, database=None, suppress_health_check=[HealthCheck.too_slow]
)
HANG = 20  # seconds for one example before it counts as hung (a guard, not a speed assertion)
VARIANTS = ("french", "spanish-belote", "bela-3p", "coinche", "open-belot", "bulgarian")
RESPONSE = jsonschema.Draft202012Validator(
    json.loads((schemas_dir() / "protocol-response.schema.json").read_text(encoding="utf-8"))
)
PARAMETERS = {op: list(inspect.signature(getattr(ReferenceEngine, op)).parameters)[1:] for op in OPERATIONS}
PARAMETERS["hello"] = ["protocol"]

DECK = [rank + suit for suit in "CDHS" for rank in ("7", "8", "9", "10", "J", "Q", "K", "A")]
SEATS = st.sampled_from(["N", "E", "S", "W"]) | st.sampled_from(["Z", "", "n", " N"])
CARDS = st.sampled_from(DECK) | st.sampled_from(["TS", "J♥", "jh", "6H", "", "XX", "10"])
TEAMS = st.dictionaries(st.sampled_from(["NS", "EW", "S", "N", "x"]), st.integers(-(10**6), 10**6), max_size=3)
VALID_CONTRACT = st.sampled_from(
    [{"kind": "suit", "trump": t} for t in "CDHS"] + [{"kind": "no_trumps"}, {"kind": "all_trumps"}]
)
CONTRACT = st.one_of(
    VALID_CONTRACT,
    VALID_CONTRACT,
    VALID_CONTRACT,
    st.fixed_dictionaries(
        {"kind": st.sampled_from(["suit", "no_trumps", "all_trumps"]) | st.text(max_size=4)},
        optional={
            "trump": st.sampled_from(["H", "S", "C", "D", "X", "hearts"]),
            "taker": SEATS,
            "points": st.integers(-10, 300),
            "capot": st.booleans(),
        },
    ),
)
TRICK = st.lists(st.fixed_dictionaries({"seat": SEATS, "card": CARDS}), max_size=5)
BID = st.fixed_dictionaries(
    {"action": st.sampled_from(["pass", "take", "bid", "double", "redouble", "x"])},
    optional={
        "kind": st.sampled_from(["suit", "no_trumps", "all_trumps"]),
        "suit": st.sampled_from(["H", "S", "X"]),
        "points": st.sampled_from([80, 90, 75, 250, "80", -10]),
        "capot": st.booleans(),
    },
)
DEAL = st.fixed_dictionaries(
    {
        "contract": CONTRACT,
        "tricks": st.lists(st.fixed_dictionaries({"winner": SEATS, "cards": st.lists(CARDS)}), max_size=8),
    },
    optional={
        "belote": st.lists(st.fixed_dictionaries({"seat": SEATS, "cards": st.lists(CARDS, max_size=2)})),
        "declarations": st.lists(st.fixed_dictionaries({"seat": SEATS, "cards": st.lists(CARDS)})),
        "dealer": SEATS,
        "held": st.integers(-5, 200),
        "multiplier": st.integers(-1, 5),
    },
)
JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False, allow_infinity=False) | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner, max_size=4),
    max_leaves=12,
)
PLAUSIBLE: dict[str, st.SearchStrategy[Any]] = {
    "variant": st.sampled_from(VARIANTS), "contract": CONTRACT, "hand": st.lists(CARDS, max_size=9),
    "trick": TRICK, "seat": SEATS, "card": CARDS, "dealer": SEATS, "deal": DEAL, "scores": TEAMS,
    "cancelled": st.booleans(), "deals": st.none() | st.integers(-1, 20), "totals": TEAMS, "deal_scores": TEAMS,
    "capot": st.none() | st.sampled_from(["NS"]),
    "hands": st.dictionaries(SEATS, st.lists(CARDS, max_size=9), max_size=4),
    "deck": st.permutations(DECK) | st.lists(CARDS, max_size=33), "seed": st.integers(-1, 2**70),
    "match_score": TEAMS, "handle": st.sampled_from([f"deal-{n}" for n in range(1, 9)]), "bid": BID,
    "say": st.sampled_from(["belote", "rebelote", "Belote", "x"]), "cards": st.lists(CARDS, max_size=3),
    "protocol": st.integers(0, 2), "taker": SEATS, "versions": st.lists(st.integers(0, 3), max_size=3),
    "turned": st.none() | CARDS, "stock": st.none() | st.lists(CARDS, max_size=12),
    "draw": st.none() | st.dictionaries(SEATS, CARDS, max_size=5), "packet": st.integers(-3, 40),
    "previous_winner": st.none() | SEATS | st.sampled_from(["NS", "EW", "x"]),
}  # fmt: skip


ODDS = st.sampled_from(["usual"] * 8 + ["odd", "rare"])  # the usual case first: what hypothesis shrinks to


@st.composite
def requests(draw: st.DrawFn) -> dict[str, Any]:
    """Mostly a real operation with its own argument names and plausible values; now and then a missing or extra
    argument, a random JSON value, a made-up operation or an id that is not an integer."""
    op = draw(st.sampled_from([*OPERATIONS, "hello"]) if draw(ODDS) == "usual" else st.text(max_size=10))
    args: dict[str, Any] = {}
    for name in PARAMETERS.get(op, []):
        odds = draw(ODDS)
        if odds != "rare":  # rare: the argument is missing
            args[name] = draw(PLAUSIBLE[name] if odds == "usual" else JSON)
    if draw(ODDS) == "rare":
        # an argument the operation does not take, its name maybe a lone surrogate that the error message echoes
        args[draw(st.text(max_size=6) | st.sampled_from(["\ud800", "x\udcff"]))] = draw(JSON)
    request: dict[str, Any] = {"op": op, "args": args if draw(ODDS) != "rare" else draw(JSON)}
    odds = draw(ODDS)
    if odds == "usual":
        request["id"] = draw(st.integers(-(10**20), 10**20))
    elif odds == "odd":
        request["id"] = draw(st.sampled_from([None, True, "7", 1.5]))
    return request


REQUEST = requests()
LINE = st.text(max_size=200).map(lambda t: t.replace("\n", " "))


SHIPPED = tuple(loader.shipped_variant_ids())


def _variants() -> list[str]:
    return list(SHIPPED)


def _line_of(request: dict[str, Any], ascii_only: bool = True) -> str:
    """A request as a line: escaped to ASCII (a lone surrogate stays an escape the server may echo) or not."""
    return json.dumps(request, ensure_ascii=ascii_only)


def _check(reply: dict[str, Any], request: Any) -> dict[str, Any]:
    """One answer: written as one line of JSON, valid against the schema, carrying the request's integer id."""
    text = encode(reply)
    assert "\n" not in text and "\r" not in text
    text.encode("utf-8")  # writable to a strict UTF-8 stdout: no lone surrogate left unescaped
    back = json.loads(text)
    assert list(RESPONSE.iter_errors(back)) == [], back
    rid = request.get("id") if isinstance(request, dict) else None
    if isinstance(rid, int) and not isinstance(rid, bool) and back["id"] is not None:
        assert back["id"] == rid
    return back


@pytest.fixture(scope="module")
def engine() -> ReferenceEngine:
    """One engine for all examples, with deals under way so handles reach real states."""
    engine = ReferenceEngine()
    engine.new_deal("french", "N", seed=1)  # deal-1: bidding
    for variant, dealer in (("french", "N"), ("spanish-belote", "N"), ("bela-3p", "S"), ("coinche", "N")):
        handle = engine.new_deal(variant, dealer, seed=1)  # deal-2...: taken, so play, discard, claim are live
        bid = (
            {"action": "bid", "kind": "suit", "suit": "H", "points": 80}
            if variant == "coinche"
            else {"action": "take", "kind": "suit", "suit": "H"}
            if variant == "bela-3p"
            else {"action": "take"}
        )
        engine.bid(handle, engine.state(handle)["turn"], bid)
    return engine


@FUZZ
@given(request=REQUEST, ascii_only=st.booleans())
def test_random_requests_through_answer(request: dict[str, Any], ascii_only: bool, engine: ReferenceEngine) -> None:
    line = _line_of(request, ascii_only)
    with hang_guard(HANG, f"answer({line[:300]})"):
        reply = answer(engine, line, VARIANTS)
    back = _check(reply, request)
    rid = request.get("id")
    if not line.isascii() and any("\ud800" <= ch <= "\udfff" for ch in line):
        assert back == {"id": None, "error": {"message": back["error"]["message"]}}  # raw surrogates: not UTF-8
        assert back["error"]["message"].startswith("not UTF-8")
    elif isinstance(rid, int) and not isinstance(rid, bool):
        assert back["id"] == rid  # a request that is an object with an integer id is answered as such
    else:
        assert back == {"id": None, "error": {"message": "a request has an integer id"}}


@FUZZ
@given(line=LINE | st.binary(max_size=200).map(lambda b: b.decode("utf-8", "surrogateescape")))
def test_random_lines_through_answer(line: str, engine: ReferenceEngine) -> None:
    with hang_guard(HANG, f"answer({line[:300]!r})"):
        reply = answer(engine, line, VARIANTS)
    try:
        request = json.loads(line)
    except (ValueError, RecursionError):
        request = None
    _check(reply, request)


@settings(FUZZ, max_examples=60)
@given(
    items=st.lists(
        st.builds(_line_of, REQUEST, st.booleans()) | LINE | st.sampled_from(["", "   ", "\t"]), min_size=1, max_size=12
    )
)
def test_random_streams_through_serve(items: list[str], engine: ReferenceEngine) -> None:
    """A stream of requests and junk: one answer per non-blank line, in order, and serve returns 0."""
    stream = "\n".join(items) + "\n"
    out = io.StringIO()
    # serve reads the variant list from disk on every call (once per process in real use): read it once here
    with hang_guard(HANG, f"serve({stream[:300]!r})"), patch.object(loader, "shipped_variant_ids", _variants):
        assert serve(engine, io.StringIO(stream), out) == 0
    answered = [item for item in items if item.strip()]
    written = out.getvalue()
    written.encode("utf-8")  # what serve writes can go to a strict UTF-8 stdout: no lone surrogate
    assert written.endswith("\n") or not answered
    lines = written.split("\n")[:-1] if written else []
    assert len(lines) == len(answered)
    for item, text in zip(answered, lines, strict=True):
        try:
            request = json.loads(item)
        except (ValueError, RecursionError):
            request = None
        _check(json.loads(text), request)
