"""The positions identify asks an engine about, and how an answer is read.

A position is one request of the engine interface without its variant name: a stateless call taken
from the recorded test vectors, or a stateful probe — a seeded deal, then bids, discards, exchanges,
claims and cards (some of them ones the generating variant forbids), then the deal's state. Sent
under any variant name, it draws an answer from the engine under test and from the reference engine
playing any rule set, and the answers are compared on what the vectors check.
"""

from __future__ import annotations

import contextlib
import gc
import hashlib
import itertools
import json
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

from belote_spec.base.json_text import exact_text
from belote_spec.conformance.vectors import STATELESS, checked
from belote_spec.engine.deal import Deal
from belote_spec.engine.match import lowest_discard
from belote_spec.engine.rng import SplitMix64
from belote_spec.engine.rules import Rules
from belote_spec.engine.shuffle import derive_seed, shuffled
from belote_spec.protocol.definition import CARD_NAME
from belote_spec.protocol.interface import Engine, Rejected, Unsupported, Wait, end_deal, many, offers, pipelines

PROBE = "deal"  # the op of a stateful probe
SEED = 20240501  # the probes' base seed: changing it changes every probe
STATE_KEYS = ("phase", "dealer", "turn", "turned_card", "contract", "trick", "tricks", "next_dealer")


@dataclass(frozen=True)
class Position:
    """One request without its variant: `op` and `args` (a probe's args: dealer, deck and steps)."""

    op: str
    args: dict[str, Any]
    origin: str = ""  # where it was found: a vector id, or the variant and seed of a probe

    @cached_property
    def key(self) -> str:
        """The request as text (computed once: a probe's is long, and identify sorts and looks up by it)."""
        return json.dumps([self.op, self.args], sort_keys=True, ensure_ascii=False)

    @cached_property
    def table_needs(self) -> tuple[frozenset[str], frozenset[str], int | None]:
        """The seats and sides the request mentions and how many players it is laid out for (`fits` reads
        them at every name's table: worked out once, not walked again for each name)."""
        seats: set[str] = set()
        sides: set[str] = set()
        _mentions(self.args, seats, sides)
        return frozenset(seats), frozenset(sides), players(self)

    @cached_property
    def pack_needs(self) -> tuple[frozenset[str], int | None]:
        """The cards the request names and the size of the pack it deals (None where it gives none): `fits`
        reads them against a name's deck."""
        cards: set[str] = set()
        _cards(self.args, cards)
        deck = self.args.get("deck")
        return frozenset(cards), len(deck) if isinstance(deck, list) else None

    @cached_property
    def ops(self) -> frozenset[str]:
        """The operations the position needs the engine to offer: a probe's deal, steps and state."""
        if self.op != PROBE:
            return frozenset({self.op})
        return frozenset({"new_deal", "state", *(s["op"] for s in self.args["steps"])})

    @cached_property
    def turns(self) -> tuple[tuple[tuple[str, ...], str | None], ...]:
        """The runs of seats the request says act one after the other, each with the seat it says acts next
        (None when it names none): a trick's plays (legal_cards' `seat` after its trick), and a probe's first
        bids and first trick. `fits` checks them against a table's order of play, worked out once."""
        return tuple(_turns(self))

    @cached_property
    def steps(self) -> tuple[tuple[str, dict[str, Any], str], ...]:
        """A probe's steps as sent: each its op, its arguments but the deal's handle, and the text of those in its
        request (subprocess_engine.handle_rest), worked out once for every name the probe is asked under."""
        from belote_spec.protocol.subprocess_engine import handle_rest

        out = []
        for step in self.args["steps"]:
            more = {k: v for k, v in step.items() if k != "op"}
            out.append((step["op"], more, handle_rest(more)))
        return tuple(out)

    @cached_property
    def rest(self) -> str | None:
        """The text of the request's arguments after its variant name (subprocess_engine.handle_rest), worked out once
        for every name it is asked under; a probe's, those of its new_deal. None for arguments that name a variant."""
        from belote_spec.protocol.subprocess_engine import handle_rest

        if self.op == PROBE:
            return handle_rest(self.deal_args)
        return None if "variant" in self.args else handle_rest(self.args)

    @cached_property
    def deal_args(self) -> dict[str, Any]:
        """A probe's new_deal arguments but its variant name, as sent."""
        return {"dealer": self.args["dealer"], "deck": list(self.args["deck"]), "seed": None, "match_score": None}

    def under(self, variant: str) -> dict[str, Any]:
        """The arguments sent under a variant name (a probe's: its new_deal's), with their text when it is known."""
        from belote_spec.protocol.subprocess_engine import with_first

        more = self.deal_args if self.op == PROBE else self.args
        rest = self.rest
        return {"variant": variant, **more} if rest is None else with_first("variant", variant, more, rest)

    @property
    def id(self) -> str:
        """A short stable name, the same wherever the position is stored."""
        return hashlib.sha256(self.key.encode()).hexdigest()[:10]

    def request(self, variant: str) -> dict[str, Any]:
        """The request as sent under a variant name, for reports."""
        return {"op": self.op, "args": {"variant": variant, **self.args}}

    def to_json(self) -> dict[str, Any]:
        return {"op": self.op, "args": self.args, "from": self.origin}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Position:
        return cls(data["op"], data["args"], data.get("from", ""))


@dataclass(frozen=True)
class Claims:
    """What of an engine's results is compared, for the operation `op` its answer is to: of an object the
    fields the expected answer has (an extra field is no disagreement: schemas/protocol-results.schema.json
    allows and ignores it), and of those only the ones hello's `results` lists for the operation (absent:
    all of them)."""

    op: str
    results: tuple[tuple[str, frozenset[str]], ...] = ()

    @classmethod
    def of(cls, op: str, results: Any) -> Claims:
        """From hello's `results` (None, or per operation a list of field names)."""
        listed = results if isinstance(results, dict) else {}
        return cls(
            op,
            tuple(
                sorted((str(k), frozenset(str(f) for f in v)) for k, v in listed.items() if isinstance(v, list | tuple))
            ),
        )

    def fields(self, op: str) -> frozenset[str] | None:
        return next((f for k, f in self.results if k == op), None)

    def _object(self, op: str, got: Any, want: Any) -> bool:
        """Whether an object result (`got` the engine's part of an answer, `want` the rule set's) agrees on the
        fields compared, nested values whole."""
        if not isinstance(want, dict) or not isinstance(got, dict):
            return want is not _ABSENT and got is not _ABSENT and same_text(want, got)
        claimed = self.fields(op)
        return all(f in got and same_text(got[f], v) for f, v in want.items() if claimed is None or str(f) in claimed)

    def agree(self, got: Answer, want: Answer) -> bool:
        """Whether two results (`got` the engine's) agree on what is compared of them."""
        if self.op in ("score_deal", "match_after_deal"):
            return self._object(self.op, got.value, want.value)
        mine, theirs = want.value, got.value
        if self.op != PROBE or not isinstance(mine, dict) or not isinstance(theirs, dict):
            return False  # the texts differ, and nothing of them is left out
        if "steps" not in mine or "steps" not in theirs or not same_text(mine["steps"], theirs["steps"]):
            return False
        state, other = mine.get("state", _ABSENT), theirs.get("state", _ABSENT)
        if not isinstance(state, dict) or not isinstance(other, dict):
            return state is not _ABSENT and other is not _ABSENT and same_text(state, other)
        claimed = self.fields("state")
        for k, v in state.items():
            if claimed is not None and str(k) not in claimed:
                continue
            theirs_k = other.get(k, _ABSENT)
            if k == "result" and isinstance(v, dict) and isinstance(theirs_k, dict):
                if not self._object("score_deal", theirs_k, v):
                    return False
            elif theirs_k is _ABSENT or not same_text(v, theirs_k):
                return False
        return True


# A part an answer does not have (None is a value an answer may hold).
_ABSENT: Any = object()


def same_text(a: Any, b: Any) -> bool:
    """Whether json writes two values alike (keys sorted): by orjson's texts where both stand for their values
    (exact_text), else by json's."""
    x, y = exact_text(a, sort_keys=True), exact_text(b, sort_keys=True)
    if x is not None and y is not None:
        return x == y
    return _text(a) == _text(b)


# A skip's reason where the position was never sent: an engine declares what it answers in hello.
UNLISTED = "not covered: the engine's hello does not list "


@dataclass(frozen=True)
class Answer:
    """What an engine said: `kind` is result, rejected, skip or error; `value` the checked result, the
    rule, the reason or the message. Two answers agree when kind and value match (errors never do); an
    engine's answer with its `claims` is compared only on what they say is compared."""

    kind: str
    value: Any
    claims: Claims | None = field(default=None, compare=False, repr=False)

    @property
    def unlisted(self) -> bool:
        """A position never sent, its operation not listed in the engine's hello: no answer was asked."""
        return self.kind == "skip" and isinstance(self.value, str) and self.value.startswith(UNLISTED)

    @property
    def counts(self) -> bool:
        """Whether the answer can be compared: a skip is not an answer, and a reference that cannot even
        read the request (an error) has no opinion on it."""
        return self.kind in ("result", "rejected")

    @cached_property
    def _value_text(self) -> str:
        """The value as text, computed once: identify compares each answer with many rule sets' answers."""
        return _text(self.value)

    @cached_property
    def _key(self) -> bytes | str:
        """What `same` compares, computed once: orjson's text with sorted keys, equal exactly when the texts
        (_value_text) are, where orjson writes the value as json does (exact_text); else the text."""
        key = exact_text(self.value, sort_keys=True)
        return self._value_text if key is None else key

    def same(self, other: Answer) -> bool:
        if not self.counts or self.kind != other.kind:
            return False
        mine, theirs = self._key, other._key
        # Keys of two kinds (one value orjson could write, one not) are not compared: their texts are.
        if mine == theirs if type(mine) is type(theirs) else self._value_text == other._value_text:
            return True
        return self.claims is not None and self.kind == "result" and self.claims.agree(self, other)

    @cached_property
    def _paths(self) -> frozenset[tuple[str, ...]]:
        """Where the value has a part: itself and its fields, down to a probe's state and its score (three
        levels of objects), worked out once per answer."""
        out: list[tuple[str, ...]] = []

        def walk(value: Any, at: tuple[str, ...]) -> None:
            out.append(at)
            if isinstance(value, dict) and len(at) < 3:
                for k, v in value.items():
                    walk(v, (*at, str(k)))

        walk(self.value, ())
        return frozenset(out)

    def unsaid_in(self, other: Answer) -> int:
        """How many of this answer's fields `other` leaves out: a rule set that says nothing of a field the
        engine answers agrees with it only by its silence there (the engine's extra fields are not compared)."""
        if self.kind != "result" or other.kind != "result":
            return 0
        return len(self._paths - other._paths)

    def claiming(self, claims: Claims) -> Answer:
        """The answer compared only on what the engine claims (see Claims)."""
        return Answer(self.kind, self.value, claims)

    @property
    def text(self) -> str:
        return f"{self.kind}:{self._value_text}" if self.counts else self.kind

    def to_json(self) -> dict[str, Any]:
        return {self.kind: self.value}


def _text(value: Any) -> str:
    return json.dumps(value, sort_keys=True, ensure_ascii=False)


def _plain(value: Any) -> Any:
    """The answer as plain JSON data; anything that is not JSON is not an answer the protocol allows."""
    return json.loads(json.dumps(value))


def _call(engine: Engine, op: str, *args: Any, trusted: bool = False, **kwargs: Any) -> Answer:
    """One call; any failure of the engine (a crash, a hang, garbage) comes back as an error answer.
    A `trusted` engine (the reference) answers plain JSON already."""
    try:
        result = getattr(engine, op)(*args, **kwargs)
        return Answer("result", result if trusted else _plain(result))
    except KeyboardInterrupt:
        raise
    except BaseException as e:  # an engine under test may fail in any way: that is its answer
        return _failed(e)


def _failed(e: BaseException) -> Answer:
    """The answer a call that raised gives: a rejection (the rule), a skip (why), or an error (the message)."""
    if isinstance(e, Rejected):
        return Answer("rejected", e.rule)
    if isinstance(e, Unsupported):
        return Answer("skip", str(e))
    return Answer("error", f"{type(e).__name__}: {e}"[:500])


def _checked(op: str, answer: Answer) -> Answer:
    if answer.kind != "result":
        return answer
    value = checked(op, answer.value)
    if op == "legal_cards" and isinstance(value, list):
        value = sorted(value, key=str)
    return Answer("result", value)


def _state(state: Any) -> Any:
    """What a probe compares of a deal's state: hands as sets of cards, the score as the vectors judge it."""
    if not isinstance(state, dict):
        return state
    out = {k: state.get(k) for k in STATE_KEYS}
    hands = state.get("hands")
    out["hands"] = (
        {s: sorted(h, key=str) if isinstance(h, list) else h for s, h in hands.items()}
        if isinstance(hands, dict)
        else hands
    )
    result = state.get("result")
    out["result"] = checked("score_deal", result) if isinstance(result, dict) else result
    return out


def ask(
    engine: Engine, variant: str, position: Position, trusted: bool = False, raw: list[Any] | None = None
) -> Answer:
    """The engine's answer to a position sent under `variant`. `raw`, when given, is appended the result as the
    engine gave it (a probe's: its last state), or NO_EXPECTATION when there is none: what identify vouches an
    engine's equal answer with."""
    from belote_spec.protocol.definition import NO_EXPECTATION

    kept: list[Any] = [NO_EXPECTATION]
    try:
        unlisted = sorted(op for op in position.ops if not offers(engine, op))
        if unlisted:  # never sent: hello's `operations` does not list it
            return Answer("skip", f"{UNLISTED}{', '.join(unlisted)}")
        if position.op != PROBE:
            got = _call(engine, position.op, trusted=trusted, variant=variant, **position.args)
            if got.kind == "result":
                kept[0] = got.value
            return _checked(position.op, got)
        args = position.args
        made = _call(engine, "new_deal", variant, args["dealer"], list(args["deck"]), trusted=trusted)
        if made.kind != "result":
            return made
        handle = made.value
        try:
            return _probe(engine, handle, args, trusted, kept)
        finally:  # the probe is over: the engine may forget its deal
            with contextlib.suppress(Exception):
                end_deal(engine, handle)
    finally:
        if raw is not None:
            raw.append(kept[0])


def _answer_of(got: Any, decoded: bool = False) -> Answer:
    """An entry of `many` (a result, or the exception its request raised) as `_call` gives it. `decoded`: the
    result was read from a JSON line (a subprocess engine's), so it is plain JSON data already."""
    if isinstance(got, BaseException):
        return _failed(got)
    try:
        return Answer("result", got if decoded else _plain(got))
    except Exception as e:  # garbage an in-process engine returned is its answer, as in `_call`
        return Answer("error", f"{type(e).__name__}: {e}"[:500])


PROBES_IN_FLIGHT = 32  # probes pipelined at once (their deals live together in the engine)
PUSH_EVERY = 32  # requests written at a time while the reference works out the answers the next ones are vouched by


def ask_many(
    engine: Engine,
    variant: str,
    positions: list[Position],
    reference: tuple[Engine, str] | None = None,
    vouched: list[Any] | None = None,
) -> list[Answer]:
    """`ask` of each position under one name: `ask_all` of that one name (see there). `reference`, an in-process
    engine and the variant name it plays, gives its own answers, which an engine's equal answers need not be
    schema-checked against; they are worked out as the requests go, so the engine answers the first while the
    next are prepared. `vouched`, per position, gives those answers already worked out (ask's `raw`: the claimed
    variant's, kept by identify's Reference), in place of `reference`'s."""
    return ask_all(engine, [Asked(variant, positions, vouched, reference)])[0]


@dataclass(frozen=True)
class Asked:
    """One name's questions for `ask_all`: the positions sent under `variant`, with what vouches for an engine's
    equal answers (`ask_many`'s `vouched` and `reference`)."""

    variant: str
    positions: list[Position]
    vouched: list[Any] | None = None
    reference: tuple[Engine, str] | None = None


def ask_all(  # noqa: C901 (identify's hot path: each line's costs stay inline)
    engine: Engine, asked: Sequence[Asked], done: Callable[[int, list[Answer]], None] | None = None
) -> list[list[Answer]]:
    """`ask` of each position of each name. An engine that answers a batch at once (`engine.many`: a
    subprocess) gets one stream across the names, never drained, so it always has the next requests in hand:
    per name the questions that need no deal, then the probes a few dozen at a time, each chunk's deals made
    a chunk ahead of its steps so the handles are in when the steps go out.

    Each name's answers go to `done`, in order, as soon as they are in, while the next name's requests are in
    flight: the caller's work (identify judges a name) overlaps the engine's. A position whose answer is a
    failure (a crash, an error, garbage), or that one left unanswered, is asked again on its own after the
    stream, as `ask` does, so every answer is the one a request-by-request run gets (its name, and those after
    it, are handed over then); once the engine died, the later names' unanswered positions get a stream of
    their own. An engine that does not pipeline is asked one by one."""
    from belote_spec.protocol.definition import NO_EXPECTATION
    from belote_spec.protocol.subprocess_engine import Unanswered, with_handle

    answers: list[list[Answer]] = []
    if not pipelines(engine):
        for k, a in enumerate(asked):
            answers.append([ask(engine, a.variant, p) for p in a.positions])
            if done is not None:
                done(k, answers[-1])
        return answers
    decoded = bool(getattr(engine, "decodes_json", False))
    ends = offers(engine, "end_deal") and callable(getattr(engine, "end_deal", None))
    plain = [[i for i, p in enumerate(a.positions) if p.op != PROBE] for a in asked]
    # The probe chunks of every name, in order: (name, probes).
    chunks: list[tuple[int, list[int]]] = []
    for k, a in enumerate(asked):
        probes = [i for i, p in enumerate(a.positions) if p.op == PROBE]
        chunks += [(k, probes[start : start + PROBES_IN_FLIGHT]) for start in range(0, len(probes), PROBES_IN_FLIGHT)]
    last_chunk = {k: c for c, (k, _) in enumerate(chunks)}  # a name -> its last chunk
    answered: list[Any] = []  # the answers, as they come (many's `into`)
    plain_at: list[list[tuple[int, int]]] = [[] for _ in asked]  # per name: (position, where it stands in the stream)
    made: list[dict[int, int]] = [{} for _ in asked]  # per name: a probe -> where its new_deal stands in the stream
    spans: list[dict[int, tuple[int, int]]] = [{} for _ in asked]  # per name: a live probe -> its steps and state
    out: list[dict[int, Answer]] = [{} for _ in asked]
    last: list[int] = [-1] * len(asked)  # per name: where its last request stands in the stream (-1: none yet)
    over: set[int] = set()  # the names whose requests are all in the stream
    handed = 0  # the names handed to `done` so far (in order)
    stuck = False  # a name needs a probe asked again on its own: it, and every name after it, waits for the end

    def hand(k: int) -> None:
        """Hands name k (the next in order, every answer in) to `done`. The caller's work on the name is no part
        of a batch: with the collector a batch pauses (SubprocessEngine.many) running again, so a search that makes
        cycles does not grow without end."""
        nonlocal handed
        answers.append([out[k][i] for i in range(len(asked[k].positions))])
        handed += 1
        if done is None:
            return
        paused = not gc.isenabled()
        if paused:
            gc.enable()
        try:
            done(k, answers[-1])
        finally:
            if paused:
                gc.disable()

    def gathered(k: int) -> None:
        """Name k's answers, from the stream, as far as it gives them: not those of the probes that met a failure (a
        crash, an error, garbage), nor of the questions a failure before them left unanswered, asked again on their
        own."""
        a = asked[k]
        for i, at in plain_at[k]:
            if not isinstance(answered[at], Unanswered):
                out[k][i] = _checked(a.positions[i].op, _answer_of(answered[at], decoded))
        for i, (first, after) in spans[k].items():
            probed = _probe_answer(answered[first:after], decoded)
            if probed is not None:
                out[k][i] = probed

    def stream() -> Iterator[tuple[str, dict[str, Any], Any] | Wait]:  # noqa: C901 (identify's hot path: each line's costs stay inline)
        sent = 0
        entered = -1  # the names whose questions are in the stream

        def enter(upto: int) -> Iterator[tuple[str, dict[str, Any], Any]]:
            """The questions that need no deal, of every name up to `upto` not entered yet."""
            nonlocal sent, entered
            while entered < upto:
                entered += 1
                k, a = entered, asked[entered]
                for i in plain[k]:
                    op, args = a.positions[i].op, a.positions[i].under(a.variant)
                    yield (
                        op,
                        args,
                        _reference_answer(a.reference, op, args)
                        if a.vouched is None
                        else NO_EXPECTATION
                        if op in _NOT_SCHEMA_CHECKED
                        else a.vouched[i],
                    )
                    plain_at[k].append((i, sent))
                    last[k] = sent
                    sent += 1
                if k not in last_chunk:
                    over.add(k)

        def deals(k: int, chunk: list[int]) -> Iterator[tuple[str, dict[str, Any], Any]]:
            nonlocal sent
            a = asked[k]
            for i in chunk:
                made[k][i] = sent
                last[k] = sent
                sent += 1
                yield "new_deal", a.positions[i].under(a.variant), NO_EXPECTATION

        def hand_over(before: int) -> Iterator[Wait]:
            """Hands to `done`, in order, the names whose requests all stand before `before` in the stream (the
            requests from there on stay in flight while `done` works): their answers waited for, not drained."""
            nonlocal stuck
            while done is not None and not stuck and handed in over and last[handed] < before:
                k = handed
                if last[k] >= 0:
                    yield Wait(last[k])
                gathered(k)
                if len(out[k]) < len(asked[k].positions):
                    stuck = True  # a probe to ask again on its own: after the stream
                    return
                hand(k)

        if chunks:
            yield from enter(chunks[0][0])
            yield from deals(*chunks[0])
        for c, (k, chunk) in enumerate(chunks):
            if c + 1 < len(chunks):
                yield from enter(chunks[c + 1][0])
                yield from deals(*chunks[c + 1])
            # This chunk's deals, sent a chunk ago (the first, after the questions): answered by now, or soon,
            # with the next chunk's still in flight behind them.
            yield Wait(made[k][chunk[-1]])
            a = asked[k]
            steps_from = sent
            for i in chunk:
                answer = _answer_of(answered[made[k][i]], decoded)
                if answer.kind == "error" or (answer.kind == "result" and not isinstance(answer.value, str)):
                    continue  # asked again on its own
                if answer.kind != "result":
                    out[k][i] = answer  # the deal refused or declined: the probe's answer, as `ask` gives it
                    continue
                handle, steps, first = answer.value, a.positions[i].steps, sent
                for op, more, rest in steps:
                    yield op, with_handle(handle, more, rest), NO_EXPECTATION
                alone = with_handle(handle, {}, "}")
                yield (
                    "state",
                    alone,
                    a.vouched[i] if a.vouched is not None else _reference_state(a.reference, a.positions[i]),
                )
                sent += len(steps) + 1
                spans[k][i] = (first, sent)
                if ends:
                    yield "end_deal", alone, NO_EXPECTATION
                    sent += 1
                last[k] = sent - 1
            if last_chunk[k] == c:
                over.add(k)
            yield from hand_over(steps_from)
        yield from enter(len(asked) - 1)
        yield from hand_over(sent)

    many(engine, stream(), push_every=PUSH_EVERY, into=answered)
    if handed == len(asked):
        return answers

    def ready() -> None:
        """Hands over, in order, the names whose answers are all in."""
        while handed < len(asked) and len(out[handed]) == len(asked[handed].positions):
            hand(handed)

    # The first name not handed over has its failed positions asked again one at a time; the names after it that
    # still lack answers (a failure took the engine down with their requests in flight) are asked those in a
    # stream of their own, which does the same: each round settles one name at least.
    first = asked[handed]
    gathered(handed)
    for i, p in enumerate(first.positions):
        if i not in out[handed]:
            out[handed][i] = ask(engine, first.variant, p)
    later = range(handed + 1, len(asked))
    for k in later:
        gathered(k)
    ready()
    lacking = {k: [i for i in range(len(asked[k].positions)) if i not in out[k]] for k in later}
    again = [k for k in later if lacking[k]]

    def redone(j: int, got: list[Answer]) -> None:
        k = again[j]
        out[k].update(zip(lacking[k], got, strict=True))
        ready()

    if again:
        ask_all(
            engine,
            [
                Asked(
                    asked[k].variant,
                    [asked[k].positions[i] for i in lacking[k]],
                    None if asked[k].vouched is None else [asked[k].vouched[i] for i in lacking[k]],  # type: ignore[index]
                    asked[k].reference,
                )
                for k in again
            ],
            done=redone,
        )
    ready()
    return answers


def _reference_answer(reference: tuple[Engine, str] | None, op: str, args: dict[str, Any]) -> Any:
    """The reference's own result for a request (under its variant name), or NO_EXPECTATION when it has none."""
    from belote_spec.protocol.definition import NO_EXPECTATION

    if reference is None or op in _NOT_SCHEMA_CHECKED:
        return NO_EXPECTATION
    engine, name = reference
    try:
        return getattr(engine, op)(**{**args, "variant": name} if "variant" in args else args)
    except Exception:  # no answer of its own: the engine's is checked against the schema
        return NO_EXPECTATION


# Results the runner checks without jsonschema (protocol._plainly_fine) or not at all: no reference answer needed.
_NOT_SCHEMA_CHECKED = frozenset(
    {
        "bid",
        "play",
        "discard",
        "exchange",
        "claim",
        "end_deal",
        "new_deal",
        "new_deal_from_hands",
        "trick_winner",
        "next_dealer",
        "card_points",
        "legal_cards",
    }
)


def _probe_answer(got: list[Any], decoded: bool) -> Answer | None:
    """A probe's answer from the engine's answers to its steps and state, as `_probe` gives it; None (asked again
    on its own) when the engine failed on one of them."""
    if any(isinstance(g, BaseException) and not isinstance(g, (Rejected, Unsupported)) for g in got):
        return None
    outcomes: list[Any] = []
    for g in got[:-1]:
        step = _answer_of(g, decoded)
        if not step.counts:  # as `_probe`: the first step the engine declines is the probe's answer
            return step
        outcomes.append("ok" if step.kind == "result" else step.value)
    state = _answer_of(got[-1], decoded)
    return state if state.kind != "result" else Answer("result", {"steps": outcomes, "state": _state(state.value)})


def _reference_state(reference: tuple[Engine, str] | None, position: Position) -> Any:
    """The reference's raw state at the end of a probe (its steps played under its variant name), or
    NO_EXPECTATION."""
    from belote_spec.protocol.definition import NO_EXPECTATION

    if reference is None:
        return NO_EXPECTATION
    engine, name = reference
    try:
        handle = engine.new_deal(name, position.args["dealer"], list(position.args["deck"]))
    except Exception:
        return NO_EXPECTATION
    try:
        for step in position.args["steps"]:
            with contextlib.suppress(Rejected):
                getattr(engine, step["op"])(handle, **{k: v for k, v in step.items() if k != "op"})
        return engine.state(handle)
    except Exception:
        return NO_EXPECTATION
    finally:
        with contextlib.suppress(Exception):
            end_deal(engine, handle)


def _probe(engine: Engine, handle: str, args: dict[str, Any], trusted: bool, kept: list[Any] | None = None) -> Answer:
    outcomes: list[Any] = []
    for step in args["steps"]:
        # `_call`, with no answer made of each step's outcome (identify replays each probe under many rule sets)
        op, rest = step["op"], {k: v for k, v in step.items() if k != "op"}
        try:
            result = getattr(engine, op)(handle, **rest)
            if not trusted:
                _plain(result)
        except Rejected as r:
            outcomes.append(r.rule)
            continue
        except KeyboardInterrupt:
            raise
        except BaseException as e:  # an engine under test may fail in any way: that is its answer
            return _failed(e)
        outcomes.append("ok")
    state = _call(engine, "state", handle, trusted=trusted)
    if state.kind != "result":
        return state
    if kept is not None:
        kept[0] = state.value
    return Answer("result", {"steps": outcomes, "state": _state(state.value)})


def first_difference(position: Position, want: Answer, got: Answer) -> dict[str, Any] | None:
    """For a probe whose answers differ: the first step (or the final state) where they part."""
    if position.op != PROBE or want.kind != "result" or got.kind != "result":
        return None
    a, b = want.value, got.value
    if not isinstance(b, dict):
        return None
    steps = position.args["steps"]
    for i, (x, y) in enumerate(zip(a["steps"], b.get("steps", []), strict=False)):
        if x != y:
            return {"step": i + 1, "action": steps[i], "expected": x, "got": y}
    theirs: Any = b.get("state") if isinstance(b.get("state"), dict) else {}
    keys = [k for k in a["state"] if theirs.get(k) != a["state"][k]]
    return {
        "step": "state",
        "keys": keys,
        "expected": {k: a["state"][k] for k in keys},
        "got": {k: theirs.get(k) for k in keys},
    }


# -- the table a position can be played at ----------------------------------------------------------
@dataclass(frozen=True)
class Table:
    """The seats (in order of play) and the sides of a name, as the data gives them, and where it says, the
    cards of its deck (None: not said, not checked)."""

    seats: tuple[str, ...]
    sides: tuple[str, ...]
    deck: frozenset[str] | None = None


def _cards(value: Any, cards: set[str]) -> None:
    """The cards a request mentions, wherever they stand in it."""
    if isinstance(value, dict):
        for v in value.values():
            _cards(v, cards)
    elif isinstance(value, list):
        for v in value:
            _cards(v, cards)
    elif isinstance(value, str) and CARD_NAME.match(value):
        cards.add(value)


SEAT_KEYS = frozenset({"seat", "dealer", "taker", "winner", "leader"})
SIDE_KEYS = frozenset({"scores", "deal_scores", "totals"})


def _mentions(value: Any, seats: set[str], sides: set[str]) -> None:
    """The seat names and side names a request mentions, wherever they stand in it."""
    if isinstance(value, dict):
        for k, v in value.items():
            if k in SEAT_KEYS and isinstance(v, str):
                seats.add(v)
            elif k == "hands" and isinstance(v, dict):
                seats.update(str(x) for x in v)
            elif k in SIDE_KEYS and isinstance(v, dict):
                sides.update(str(x) for x in v)
            _mentions(v, seats, sides)
    elif isinstance(value, list):
        for v in value:
            _mentions(v, seats, sides)


def players(position: Position) -> int | None:
    """How many players the position is laid out for, where its data says: the cards of a complete
    trick, or every seat acting in a probe; None for a partial one (a trick being played, a hand)."""
    args = position.args
    if position.op == PROBE:
        return len({s["seat"] for s in args["steps"] if "seat" in s} | {args["dealer"]})
    if position.op == "trick_winner":
        return len(args["trick"])
    deal = args.get("deal")
    if position.op == "score_deal" and isinstance(deal, dict) and deal.get("tricks"):
        first = deal["tricks"][0]
        cards = first.get("plays", first.get("cards")) if isinstance(first, dict) else None
        return len(cards) if isinstance(cards, list) else None
    return None


def _plays(trick: Any) -> list[str] | None:
    """The seats of a trick's plays in the order listed; None for a trick that names no seats."""
    plays = trick.get("plays") if isinstance(trick, dict) else trick
    if not isinstance(plays, list) or not all(isinstance(p, dict) and isinstance(p.get("seat"), str) for p in plays):
        return None
    return [p["seat"] for p in plays]


def _collapsed(seats: Iterable[str]) -> list[str]:
    """Seats with a repeat in a row taken once: a probe tries an action the variant forbids, then the seat acts."""
    out: list[str] = []
    for s in seats:
        if not out or out[-1] != s:
            out.append(s)
    return out


def _turns(position: Position) -> Iterator[tuple[tuple[str, ...], str | None]]:
    args = position.args
    if position.op == PROBE:
        steps = args["steps"]
        n = players(position) or 0
        bids = _collapsed(s["seat"] for s in steps if s["op"] == "bid")
        plays = _collapsed(s["seat"] for s in steps if s["op"] == "play")
        # The first round of bids and the first trick go round the table in its order: later, the turn may
        # pass to a trick's winner, or a bid (a coinche) hand the word to another seat.
        yield tuple(bids[:n]), None
        yield tuple(plays[:n]), None
    elif position.op in ("legal_cards", "trick_winner"):
        seats = _plays(args.get("trick"))
        if seats is not None:
            nxt = args.get("seat") if position.op == "legal_cards" and seats else None
            yield tuple(seats), nxt if isinstance(nxt, str) else None
    elif position.op == "score_deal" and isinstance(args.get("deal"), dict):
        for trick in args["deal"].get("tricks") or ():
            seats = _plays(trick)
            if seats is not None:
                yield tuple(seats), None


def in_order(table: Table, seats: Sequence[str], then: str | None = None) -> bool:
    """Whether the seats act one after the other in the table's order of play, `then` acting next."""
    ring = table.seats
    walk = [*seats, then] if then is not None else list(seats)
    for a, b in itertools.pairwise(walk):
        if a not in ring or b not in ring or ring[(ring.index(a) + 1) % len(ring)] != b:
            return False
    return True


def fits(position: Position, table: Table | None) -> bool:
    """Whether the position can be played at the table: only its seats, sides and cards, as many players as it
    has seats (a 2- or 3-player deal is no deal at a 4-player table), and its seats acting in the table's
    order of play (a trick listed counter-clockwise is no trick at a clockwise table, nor is the seat
    after S at a two-player table the next seat at a four-player one)."""
    if table is None:
        return True
    seats, sides, n = position.table_needs
    if not (
        seats <= set(table.seats)
        and sides <= set(table.sides)
        and (n is None or n == len(table.seats))
        and all(in_order(table, run, then) for run, then in position.turns)
    ):
        return False
    # A card the name's deck lacks, or a pack of another size, cannot even be dealt there (a Schieber six
    # at a French table): no answer to it says anything of the rules.
    cards, size = position.pack_needs
    return table.deck is None or (cards <= table.deck and size in (None, len(table.deck)))


# -- where positions come from ---------------------------------------------------------------------
_FROM_VECTORS: list[tuple[Any, list[Position]]] = []  # the vectors last read, and their positions


def vector_positions() -> list[Position]:
    """Every distinct stateless call the scenarios make, whatever variant recorded it (read again only when the
    vectors are built again)."""
    from belote_spec.conformance.vectors import build

    built = build()
    if not _FROM_VECTORS or _FROM_VECTORS[0][0] is not built:
        _FROM_VECTORS[:] = [(built, _vector_positions(built))]
    return list(_FROM_VECTORS[0][1])


def _vector_positions(built: dict[tuple[str, str], list[dict[str, Any]]]) -> list[Position]:
    out: dict[str, Position] = {}
    for _where, vectors in sorted(built.items()):
        for v in vectors:
            if v["op"] not in STATELESS:
                continue
            args = {k: a for k, a in v["args"].items() if k != "variant"}
            p = Position(v["op"], args, v["id"])
            out.setdefault(p.key, p)
    return list(out.values())


def _bid_universe(rules: Rules, seeds: Iterable[int]) -> list[dict[str, Any]]:
    """Every bid some state of some seeded deal allows: the bids a probe may try where they are not allowed."""
    seen: dict[str, dict[str, Any]] = {}
    for s in seeds:
        rng = SplitMix64(s)
        deal = Deal(rules, s % rules.table.n, seed=s)
        while deal.phase == "bidding" and deal.turn is not None:
            options = deal.bidding.legal_bids(deal.turn)
            for b in options:
                seen.setdefault(_text(b), b)
            passes = [b for b in options if b["action"] == "pass"]
            pick = passes[0] if passes and rng.chance(0.6) else rng.choice(options)
            deal.bid(deal.turn, pick)
    return [seen[k] for k in sorted(seen)]


class _Prober:
    """Writes one probe for one variant: a seeded deck (or a given one), then actions chosen on the
    reference's model of the deal, with now and then an action the variant forbids at that point."""

    def __init__(
        self, rules: Rules, number: int, universe: list[dict[str, Any]], deck: list[int] | None = None
    ) -> None:
        self.rules = rules
        self.number = number
        self.rng = SplitMix64(derive_seed(SEED, number))
        deck = deck if deck is not None else shuffled(rules.deck.size, derive_seed(SEED + 1, number))
        self.dealer = number % rules.table.n
        self.deal = Deal(rules, self.dealer, deck)
        self.deck = [rules.deck.name(c) for c in deck]
        self.universe = universe
        self.steps: list[dict[str, Any]] = []

    def _seat(self, seat: int) -> str:
        return self.rules.table.seats[seat]

    def legal_bids(self) -> list[dict[str, Any]]:
        deal = self.deal
        return deal.bidding.legal_bids(deal.turn) if deal.phase == "bidding" and deal.turn is not None else []

    def bid(self, bid: dict[str, Any]) -> None:
        """Bids, after (most of the time) trying a bid the variant does not allow here."""
        deal = self.deal
        assert deal.turn is not None
        texts = {_text(b) for b in self.legal_bids()}
        illegal = [b for b in self.universe if _text(b) not in texts]
        if illegal and self.rng.chance(0.7):
            self.steps.append({"op": "bid", "seat": self._seat(deal.turn), "bid": self.rng.choice(illegal)})
        self.steps.append({"op": "bid", "seat": self._seat(deal.turn), "bid": bid})
        deal.bid(deal.turn, bid)

    def passes(self, count: int) -> bool:
        """Passes `count` times; False when a pass is not allowed or the bidding is over before."""
        for _ in range(count):
            if PASS not in self.legal_bids():
                return False
            self.bid(PASS)
        return bool(self.legal_bids())

    def bidding(self, take: float = 0.5, passing: bool = False) -> None:
        """Bids to the end of the bidding: passing where allowed, or taking with chance `take`."""
        while legal := self.legal_bids():
            takes = [b for b in legal if b != PASS]
            if PASS in legal and (passing or not takes or not self.rng.chance(take)):
                self.bid(PASS)
            else:
                self.bid(self.rng.choice(takes))

    def play(self) -> None:
        deal, rules = self.deal, self.rules
        if deal.phase == "discarding" and deal.taker is not None:
            aside = lowest_discard(deal)
            self.steps.append(
                {"op": "discard", "seat": self._seat(deal.taker), "cards": [rules.deck.name(c) for c in aside]}
            )
            deal.discard(deal.taker, aside)
        claim_at = self.rng.below(rules.tricks_per_deal * rules.table.n * 2)
        played = 0
        while deal.phase == "playing" and deal.turn is not None:
            seat = deal.turn
            for other in range(rules.table.n) if played == 0 else ():  # who may swap for the turned card
                self.steps.append({"op": "exchange", "seat": self._seat(other)})
                with contextlib.suppress(Rejected):  # refused: nothing changed
                    deal.exchange(other)
            if played == claim_at:
                self.steps.append({"op": "claim", "seat": self._seat(seat)})
                with contextlib.suppress(Rejected):  # refused: nothing changed
                    deal.claim(seat)
                if deal.phase != "playing":
                    break
            legal = rules.deck.unmask(deal.legal(seat))
            wrong = [c for c in rules.deck.unmask(deal.hands[seat]) if c not in legal]
            if wrong and self.rng.chance(0.2):
                self.steps.append(
                    {
                        "op": "play",
                        "seat": self._seat(seat),
                        "card": rules.deck.name(self.rng.choice(wrong)),
                        "say": None,
                    }
                )
            card = self.rng.choice(legal)
            say = deal.belote_word(seat, card)
            if say is not None and self.rng.chance(0.25):
                say = None  # belote not announced: the variant decides what that costs
            self.steps.append({"op": "play", "seat": self._seat(seat), "card": rules.deck.name(card), "say": say})
            deal.play(seat, card, say)
            played += 1

    def position(self, origin: str) -> Position:
        args = {"dealer": self._seat(self.dealer), "deck": self.deck, "steps": self.steps}
        return Position(PROBE, args, origin)


TAKES = 4  # bids tried after each number of passes
PLAYED_PROBES = 3  # seeded deals per variant played to the end
PASS = {"action": "pass"}


def _stacked(rules: Rules, universe: list[dict[str, Any]], number: int) -> _Prober | None:
    """A probe whose deck is stacked so the first to speak, taking a suit at once, holds every card of
    it (as far as its hand allows): long trumps, capot, belote and instant wins get played."""
    trial = _Prober(rules, number, universe, list(range(rules.deck.size)))
    takes = [b for b in trial.legal_bids() if b != PASS and isinstance(b.get("suit"), str)]
    if not takes:
        return None
    trial.bid(takes[0])
    trial.bidding(passing=True)
    if trial.deal.taker is None:
        return None
    suit = rules.deck.suit(takes[0]["suit"])
    mine = sorted(trial.deal.hands_list[trial.deal.taker])  # with the identity deck, a card is its place
    places = ([trial.deal.turned] if trial.deal.turned is not None else []) + [
        c for c in mine if c != trial.deal.turned
    ]
    cards = [c for c in range(rules.deck.size) if rules.deck.suit_of[c] == suit]
    deck: list[int | None] = [None] * rules.deck.size
    for place, card in zip(places, cards, strict=False):
        deck[place] = card
    rest = [c for c in shuffled(rules.deck.size, derive_seed(SEED + 2, number)) if c not in cards[: len(places)]]
    filled = [c if c is not None else rest.pop(0) for c in deck]
    probe = _Prober(rules, number, universe, filled)
    probe.bid(takes[0])
    probe.bidding(passing=True)
    probe.play()
    return probe


def probe_positions(variant_rules: dict[str, Rules]) -> Iterator[Position]:
    """Seeded probes for each variant: after each number of passes, a few of the bids then allowed
    (then random bids to the end of the bidding); deals played to the end; one stacked deal."""
    for name in sorted(variant_rules):
        rules = variant_rules[name]
        universe = _bid_universe(rules, range(40))
        number = 0
        for passes in range(4 * rules.table.n * 4):  # past any bidding's length: stops when passing ends it
            first = _Prober(rules, number, universe)
            if not first.passes(passes):
                if len([s for s in first.steps if s["bid"] == PASS]) == passes:  # every pass made: all passed
                    yield first.position(f"probe {name} #{number + 1}: {passes} passes")
                break
            options = [b for b in first.legal_bids() if b != PASS]
            picks = options if len(options) <= TAKES else first.rng.sample(options, TAKES)
            for bid in picks:
                probe = _Prober(rules, number, universe)
                probe.passes(passes)
                probe.bid(bid)
                probe.bidding()
                yield probe.position(f"probe {name} #{number + 1}: {passes} passes, then {_text(bid)}")
            number += 1
        for _ in range(PLAYED_PROBES):
            probe = _Prober(rules, number, universe)
            probe.bidding()
            probe.play()
            yield probe.position(f"probe {name} #{number + 1}: played")
            number += 1
        stacked = _stacked(rules, universe, number)
        if stacked is not None:
            yield stacked.position(f"probe {name} #{number + 1}: stacked")
