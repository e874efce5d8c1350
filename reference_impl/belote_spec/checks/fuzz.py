"""Differential fuzzing: seeded random deals played through the engine under test and the reference
engine side by side, comparing every legal set, every trick winner and the final score.

Two modes (belote_spec.checks.fuzz_stateless chooses): stateful plays the deal on both engines (new_deal, bid,
play, state); stateless has the reference play it and only asks the engine the questions it answers.

On the first divergence the position is shrunk (cards that do not matter are taken out of the hand)
and printed as a Gherkin scenario, ready to paste into features/ once its Source line is added.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field
from functools import cache
from typing import TYPE_CHECKING, Any

from belote_spec.base.pointer import meet as pointer_meet
from belote_spec.base.pointer import related
from belote_spec.checks.fuzz_stateless import (
    Asked,
    brief,
    fuzz_bidder,
    fuzz_deal_stateless,
    shrink,
    speculate_stateless,
)
from belote_spec.conformance.steps import HANDS_OP, bid_words
from belote_spec.conformance.vectors import SCORE_KEYS
from belote_spec.engine.cards import SUIT_NAMES
from belote_spec.engine.deal import Deal
from belote_spec.engine.match import lowest_discard
from belote_spec.engine.rng import SplitMix64
from belote_spec.engine.rules import rules_for
from belote_spec.engine.shuffle import deal_before_bidding, derive_seed, shuffled
from belote_spec.engine.tricks import legal_mask
from belote_spec.protocol.definition import NO_EXPECTATION
from belote_spec.protocol.interface import (
    Engine,
    ReferenceEngine,
    Rejected,
    Tracked,
    Unsupported,
    computes,
    end_deal,
    many,
    offers,
    pipelines,
)

if TYPE_CHECKING:
    from belote_spec.protocol.connect import Connection


@dataclass
class Divergence:
    variant: str
    deal: int
    what: str
    scenario: str
    mode: str = "stateful"  # how the deal was played: "stateful" or "stateless"
    rule: str = ""  # the rule the scenario pins, when known (a JSON pointer into the variant)
    kind: str = ""  # "dealing": the engine deals the pack differently, so its play cannot be compared
    checked: bool = False  # the scenario has been run on both engines (and `what` says if it does not pin)
    words: str = ""  # how the engine departs on `rule`, in words, when it is told

    @property
    def cause(self) -> tuple[str, str, str]:
        """What makes two divergences one cause: the question that differed, the rule and how."""
        return (self.kind or topic(self.what), self.rule, self.words)

    @property
    def pinned(self) -> bool:
        return self.checked and NOT_PINNED not in self.what

    def witness_size(self) -> tuple[int, int, int]:
        """Smaller is a better witness: a scenario that pins it, then fewer steps, then fewer characters."""
        return (not self.pinned, len(self.scenario.splitlines()) or 999, len(self.scenario))

    def confirm(self, test: Engine, ref: Engine) -> Divergence:
        """Runs the scenario on the reference and on the engine, once; `what` says so when it does not pass
        on the first and fail on the second (never printed as if it pinned the divergence)."""
        if self.scenario and not self.checked:
            fared = pins(test, ref, self.variant, self.scenario)
            if fared != ("passed", "failed"):
                self.what += f" ({NOT_PINNED}: {fared[0]} on the reference, {fared[1]} on the engine)"
        self.checked = True
        return self


NOT_PINNED = "the scenario below does not pin it"
TOPICS = (  # the question a divergence's `what` starts with, as its cause names it
    ("legal cards", "legal cards"),
    ("trick ", "trick winner"),
    ("declarations of ", "declarations"),
    ("score of the deal", "score"),
    ("final score", "score"),
    ("the engine refused a deal", "dealing"),
    ("the engine under test could not play", "failure"),
)


def topic(what: str) -> str:
    """The question a divergence is about, from its headline: refusals by the action refused."""
    for start, name in TOPICS:
        if what.startswith(start):
            return name
    for action in ("bid", "discard", "playing"):
        if f" {action} " in what.split(";")[0] and " refused" in what:
            return f"{action.replace('playing', 'play')} refused"
    return what.split(":")[0]


@dataclass
class Declined:
    """A deal the engine under test answered skip (Unsupported) on: not compared, never passed."""

    variant: str
    deal: int
    reason: str
    op: str = ""  # the operation skipped: "new_deal" lets auto mode play the deal stateless


COMPARED = "compared"  # a deal played to its end on both engines with nothing different


@dataclass
class Redealt:
    """Auto mode on a deal the engine deals differently from the reference: that dealing divergence, and
    the same deal played again on the same hands, since card play compared on two different deals would mean
    nothing: stateful from the reference's hands when the engine offers new_deal_from_hands and then holds
    what the reference holds, else stateless (the reference deals; the engine is asked its questions)."""

    dealing: Divergence
    then: Any  # what the deal played again found: COMPARED, an Asked tally, a Divergence or a Declined
    how: str = "stateless"  # "stateful": played from the hands (new_deal_from_hands)


FINDINGS = 10  # distinct causes a run reports by default (--max-findings)


@dataclass
class Tally:
    """What the deals of one variant showed: how many were compared, which were declined, and each distinct
    cause of divergence once (up to `limit`), with the smallest witness among the deals that show it."""

    variant: str
    compared: int = 0
    declined: list[Declined] = field(default_factory=list)
    findings: list[Divergence] = field(default_factory=list)  # one per cause, in the order first met
    seen: Counter[tuple[str, str, str]] = field(default_factory=Counter)  # deals per cause
    beyond: Counter[tuple[str, str, str]] = field(default_factory=Counter)  # deals per cause past `limit`
    limit: int = FINDINGS
    answers: int = 0  # stateless mode: the engine's answers compared
    not_compared: Counter[str] = field(default_factory=Counter)  # stateless mode: questions skipped, by operation
    first_skip: str = ""
    unasked: int = 0  # stateless mode: deals that reached no question (cancelled in the bidding)
    modes: Counter[str] = field(default_factory=Counter)  # deals played in each mode
    dealing: Divergence | None = None  # auto mode: the first deal the engine dealt differently (then stateless)
    redealt: int = 0  # auto mode: deals the engine dealt differently, played again on the reference's hands
    from_hands: int = 0  # of those, the deals played stateful from the hands (new_deal_from_hands)

    @property
    def divergence(self) -> Divergence | None:
        """The first cause found (None when every deal agreed)."""
        return self.findings[0] if self.findings else None

    @property
    def diverged(self) -> int:
        """Deals on which the engine departed."""
        return sum(self.seen.values()) + sum(self.beyond.values())

    def add(self, found: Divergence | Declined | Asked | Redealt | str | None) -> None:
        if isinstance(found, Redealt):
            self.dealing = self.dealing or found.dealing
            self.redealt += 1
            self.from_hands += found.how == "stateful"
            self.add(found.then)
            return
        self.modes[
            "stateless" if isinstance(found, Asked) or getattr(found, "mode", "") == "stateless" else "stateful"
        ] += 1
        if isinstance(found, Divergence):
            self._found(found)
        elif isinstance(found, Declined):
            self.declined.append(found)
        elif isinstance(found, Asked):  # a deal with no answer compared is declined, never passed
            self.answers += found.compared
            self.not_compared.update(found.skipped)
            self.first_skip = self.first_skip or found.reason
            if found.compared:
                self.compared += 1
            elif found.skipped:
                self.declined.append(Declined(found.variant, found.deal, found.reason))
            else:  # cancelled in the bidding: no question to ask
                self.unasked += 1
        elif found == COMPARED:
            self.compared += 1

    def _found(self, found: Divergence) -> None:
        """A deal's divergence: a cause met before keeps the smaller witness; a new one is kept up to `limit`."""
        key = found.cause
        if key in self.seen:
            self.seen[key] += 1
            at = next(i for i, f in enumerate(self.findings) if f.cause == key)
            if found.witness_size() < self.findings[at].witness_size():
                self.findings[at] = found
        elif len(self.findings) < self.limit:
            self.seen[key] += 1
            self.findings.append(found)
        else:
            self.beyond[key] += 1


def mode_text(mode: str, why: str, tallies: list[Tally]) -> str:
    """Which mode ran and why (fuzz's stderr line, and `mode` in its JSON). In auto mode each deal chose:
    stateful, unless the engine skipped new_deal or dealt the pack differently (then that deal was played
    stateless)."""
    if mode != "auto":
        return f"{mode} mode ({why})"
    ran = [m for m in ("stateful", "stateless") if any(t.modes[m] for t in tallies)]
    dealt = next((t.dealing for t in tallies if t.dealing is not None), None)
    if dealt is not None:
        redealt = sum(t.redealt for t in tallies)
        hands = sum(t.from_hands for t in tallies)
        again = (
            f"the {redealt} deal(s) it dealt differently were played again on the reference's hands: {hands} "
            f"stateful (new_deal_from_hands), {redealt - hands} in stateless mode"
            if hands
            else f"the play of the {redealt} deal(s) it dealt differently was compared in stateless mode, on the "
            "reference's deal"
        )
        return (
            f"{' and '.join(ran)} mode (the engine deals the pack differently from the reference, first "
            f"on {dealt.variant} deal {dealt.deal + 1}: {again})"
        )
    if ran == ["stateless"]:
        return "stateless mode (the engine skips new_deal)"
    return f"{' and '.join(ran) or 'no deal played in either'} mode ({why})"


def _contract_words(contract: dict[str, Any]) -> str:
    if contract.get("kind") == "suit":
        return SUIT_NAMES[contract["trump"]]
    return contract["kind"].replace("_", " ")


def _call(engine: Engine, op: str, *args: Any) -> Any:
    try:
        return ("ok", getattr(engine, op)(*args))
    except Rejected as r:
        return ("rejected", r.rule)
    except Unsupported as u:  # the engine declines this: nothing to compare, not a divergence
        return ("skip", str(u) or op)
    except Exception as e:  # an engine under test may fail in any way: that is a divergence too
        return ("error", f"{type(e).__name__}: {e}")


def _shrink_hand(
    test: Engine,
    ref: Engine,
    variant: str,
    contract: dict[str, Any],
    hand: list[str],
    trick: list[dict[str, Any]],
    seat: str,
    answered: list[Asked_] | None = None,
) -> list[str]:
    """Takes cards out of the hand one by one while the two engines still disagree on the legal cards; each
    answer the engine gives on the way is kept in `answered` (positions a diagnosis can be checked on)."""

    def differs(smaller: list[str]) -> bool:
        a = _call(test, "legal_cards", variant, contract, smaller, trick, seat)
        b = _call(ref, "legal_cards", variant, contract, smaller, trick, seat)
        if a[0] == "skip":  # cannot tell whether the smaller hand still disagrees: keep the card
            return False
        if answered is not None and a[0] == "ok" and isinstance(a[1], list):
            answered.append((contract, smaller, trick, seat, a[1]))
        return a[0] != "ok" or b[0] != "ok" or sorted(a[1]) != sorted(b[1])

    return shrink(hand, differs)


def fuzz(
    test: Engine, variant: str, deals: int, seed: int, reference: Engine | None = None, mode: str = "stateful"
) -> Divergence | None:
    """The first of `deals` seeded deals on which `test` departs from the reference, or None."""
    return fuzz_variant(test, variant, deals, seed, reference, mode=mode).divergence


def play_deal(
    test: Engine, ref: Engine, variant: str, seed: int, number: int, mode: str, speculated: bool = True
) -> Any:
    """One deal in the given mode, as Tally.add counts it. "auto" is the probe, made on every deal where it
    is needed: stateful, unless the engine skips new_deal (then the same deal is played stateless) or deals
    the pack differently (a Redealt: the dealing divergence, and the deal played stateless). Probing in the
    deal, not before the run, keeps it in the workers of --jobs and inside what an interruption reports.
    `speculated` False: the deal is walked one request at a time at once (its speculation already failed)."""
    tracked_test, tracked_ref = Tracked(test), Tracked(ref)
    try:
        return _play_deal(tracked_test, tracked_ref, variant, seed, number, mode, speculated)
    finally:  # the deals are finished: the engines may forget them (end_deal), so memory stays flat
        tracked_test.end_all()
        tracked_ref.end_all()


def _play_deal(test: Engine, ref: Engine, variant: str, seed: int, number: int, mode: str, speculated: bool) -> Any:
    def confirmed(found: Any) -> Any:
        return found.confirm(test, ref) if isinstance(found, Divergence) else found

    if mode == "stateless":
        return confirmed(fuzz_deal_stateless(test, ref, variant, seed, number))
    found = fuzz_deal(test, ref, variant, seed, number, speculated)
    if mode == "auto" and isinstance(found, Declined) and found.op == "new_deal":
        return confirmed(fuzz_deal_stateless(test, ref, variant, seed, number))
    if mode == "auto" and isinstance(found, Divergence) and found.kind == "dealing":
        dealing = confirmed(found)
        if deals_from_hands(test) and found.rule == "/dealing/before_bidding":
            # The same hands given to the engine: its bidding and play are compared stateful all the same.
            again = fuzz_deal(test, ref, variant, seed, number, speculated=False, from_hands=True)
            if not (isinstance(again, Divergence) and again.kind == "dealing"):
                return Redealt(dealing, confirmed(again) or COMPARED, "stateful")
        return Redealt(dealing, confirmed(fuzz_deal_stateless(test, ref, variant, seed, number)))
    return confirmed(found) or COMPARED


def deals_from_hands(engine: Engine) -> bool:
    """Whether the engine takes a deal as each seat's first cards (new_deal_from_hands, an optional operation)."""
    return offers(engine, HANDS_OP) and callable(getattr(engine, HANDS_OP, None))


def _new_deal_from_hands(engine: Engine, rules: Any, variant: str, dealer: str, deck: list[str]) -> tuple[str, Any]:
    """The deal of this pack given to the engine as the hands, turned card and rest the variant's plan makes
    of it (as conformance's deal steps give it), so that its own way of laying out a pack does not matter."""
    cards = rules.deck.cards(deck)
    hands, turned, used = deal_before_bidding(rules, cards, rules.table.seat(dealer))
    name = rules.deck.name
    given = {rules.table.seats[i]: [name(c) for c in h] for i, h in enumerate(hands)}
    rest = [name(c) for c in cards[used:]]
    return _call(engine, HANDS_OP, variant, dealer, given, name(turned) if turned is not None else None, rest)


def fuzz_variant(
    test: Engine,
    variant: str,
    deals: int,
    seed: int,
    reference: Engine | None = None,
    tally: Tally | None = None,
    mode: str = "stateful",
    shard: tuple[int, int] = (1, 1),
    limit: int = FINDINGS,
) -> Tally:
    """The `deals` seeded deals of a variant, every one played, counted into `tally` as they are played
    (so an interrupted run can still say how far it got): each distinct cause once, up to `limit`."""
    ref = reference or ReferenceEngine()
    out = tally if tally is not None else Tally(variant, limit=limit)
    numbers = list(shard_deals(deals, shard))
    step = DEALS_IN_FLIGHT if pipelines(test) else 1
    for start in range(0, len(numbers), step):
        chunk = numbers[start : start + step]
        # Through an engine that pipelines (a subprocess), DEALS_IN_FLIGHT deals are asked in one stream; a deal
        # it did not agree on throughout is then played on its own, request by request, in its turn.
        agreed = _speculated(test, ref, variant, seed, chunk, mode) if step > 1 else {}
        for number in chunk:
            found = agreed.get(number)
            out.add(found if found is not None else play_deal(test, ref, variant, seed, number, mode, step == 1))
    return out


def _speculated(test: Engine, ref: Engine, variant: str, seed: int, numbers: list[int], mode: str) -> dict[int, Any]:
    """What `speculate` (stateful) or `speculate_stateless` finds of these deals in `mode`: per deal the engine
    agreed on throughout, what play_deal would have counted it as."""
    if mode == "stateless":
        return speculate_stateless(test, ref, variant, seed, numbers)
    return speculate(test, ref, variant, seed, numbers)


Check = Any  # a test of one answer: True when it agrees with the reference
PUSH_EVERY = 64  # requests of a speculated deal written at a time: the engine starts on them while the deal goes on
DEALS_IN_FLIGHT = 16  # deals speculated in one pipelined stream: their deals made together, then all their requests


def _setup(rules: Any, seed: int, number: int) -> tuple[list[str], str, SplitMix64]:
    """Deal `number`'s pack, dealer and the draws that choose its moves (from (seed, number) alone)."""
    names = rules.deck.names
    deck = [names[c] for c in shuffled(rules.deck.size, derive_seed(seed, number))]
    rng = SplitMix64(derive_seed(seed, number)).skip(rules.deck.size - 1)  # after the shuffle's draws
    return deck, rules.table.seats[number % rules.table.n], rng


def speculate(test: Engine, ref: Engine, variant: str, seed: int, numbers: list[int]) -> dict[int, Any]:
    """The deals among `numbers` on which the engine agrees with the reference on everything the sequential
    walk (fuzz_deal) compares, asked in one pipelined stream: COMPARED for each. A deal left out is played
    again one request at a time (play_deal), which says what it finds, so verdicts and scenarios are the
    sequential ones.

    The reference's moves never depend on the engine's answers, so each deal is played by the reference and
    every request the walk would send (bids, plays, legal cards, trick winners, states) goes out as it is
    worked out, without waiting for the answers; the deals are made together first (one round trip for all),
    and each deal's end_deal follows its last request in the stream. A deal counts only when every answer
    passes the very test the walk applies; any difference, refusal, skip or failure leaves it out."""
    rules = rules_for(variant)
    setups = {n: _setup(rules, seed, n) for n in numbers}
    made = many(
        test,
        [
            (
                "new_deal",
                {"variant": variant, "dealer": setups[n][1], "deck": setups[n][0], "seed": None, "match_score": None},
            )
            for n in numbers
        ],
    )
    handles = {n: h for n, h in zip(numbers, made, strict=True) if isinstance(h, str)}
    ends = offers(test, "end_deal") and callable(getattr(test, "end_deal", None))
    checks: list[tuple[int, Check]] = []  # per request sent: its deal, and its test (None: not a comparison)
    made_ref: list[str] = []

    def stream() -> Iterator[tuple[str, dict[str, Any], Any]]:
        for number, ht in handles.items():
            deck, dealer, rng = setups[number]
            hr = ref.new_deal(variant, dealer, deck)
            made_ref.append(hr)
            for op, args, want, check in _plan(ref, rules, variant, ht, hr, dealer, deck, rng, number):
                checks.append((number, check))
                yield op, args, want
            if ends:  # housekeeping, not a comparison: its answer is not read
                checks.append((number, _HOUSEKEEPING))
                yield "end_deal", {"handle": ht}, NO_EXPECTATION

    try:
        answers = many(test, stream(), push_every=PUSH_EVERY)
    finally:
        for hr in made_ref:
            end_deal(ref, hr)
    agreed = dict.fromkeys(handles, True)
    for (number, check), got in zip(checks, answers, strict=True):
        if check is _HOUSEKEEPING:
            continue
        if isinstance(got, BaseException) or (check is not None and not check(got)):
            agreed[number] = False
    return {n: COMPARED for n, ok in agreed.items() if ok}


def _HOUSEKEEPING(got: Any) -> bool:  # a marker: the request is housekeeping, its answer not read
    return True


def _plan(
    ref: Engine,
    rules: Any,
    variant: str,
    ht: str,
    hr: str,
    dealer: str,
    deck: list[str],
    rng: SplitMix64,
    number: int,
) -> Iterator[tuple[str, dict[str, Any], Any, Check]]:
    """The requests fuzz_deal sends the engine on a deal its reference plays (deal `hr`, the engine's `ht`), each
    yielded as it is worked out: (op, args, the reference's own answer where it is at hand, the walk's test of the
    engine's answer)."""
    deck_names = rules.deck.names

    def hands_are(mine: dict[str, list[str]]) -> Check:
        def check(got: Any) -> bool:
            if not isinstance(got, dict) or not isinstance(got.get("hands"), dict):
                return True  # the engine does not show its hands: nothing to compare, as in the walk
            return all(sorted(mine[s]) == sorted(got["hands"].get(s) or []) for s in mine)

        return check

    state = ref.state(hr)
    yield "state", {"handle": ht}, state, hands_are(state["hands"])
    model = Deal(rules, rules.table.seat(dealer), rules.deck.cards(deck))
    bidder = fuzz_bidder(rules, rng, number)
    while model.phase == "bidding":
        assert model.turn is not None
        seat = rules.table.seats[model.turn]
        bid = bidder(model, model.turn)
        yield "bid", {"handle": ht, "seat": seat, "bid": bid}, NO_EXPECTATION, None
        ref.bid(hr, seat, bid)
        model.bid(model.turn, bid)
    if model.phase == "discarding":
        assert model.taker is not None
        taker = rules.table.seats[model.taker]
        aside = lowest_discard(model)
        names = [deck_names[c] for c in aside]
        yield "discard", {"handle": ht, "seat": taker, "cards": names}, NO_EXPECTATION, None
        ref.discard(hr, taker, names)
        model.discard(model.taker, aside)
    state = ref.state(hr)  # one state per card: the one after a card is the one before the next
    if model.phase == "playing":
        yield "state", {"handle": ht}, state, hands_are(state["hands"])
    while model.phase == "playing":
        assert model.turn is not None
        seat, contract = state["turn"], {k: v for k, v in state["contract"].items() if k != "taker"}
        hand, trick = state["hands"][seat], state["trick"]
        want = sorted(ref.legal_cards(variant, contract, hand, trick, seat))
        yield (
            "legal_cards",
            {"variant": variant, "contract": contract, "hand": hand, "trick": trick, "seat": seat},
            NO_EXPECTATION,
            lambda got, want=want: isinstance(got, list) and sorted(got) == want,
        )
        card = rng.choice(want)
        said = model.belote_word(model.turn, rules.deck.card(card))
        yield "play", {"handle": ht, "seat": seat, "card": card, "say": said}, NO_EXPECTATION, None
        ref.play(hr, seat, card, said)
        model.play(model.turn, rules.deck.card(card), said)
        state = ref.state(hr)
        if not state["trick"]:
            winner = state["tricks"][-1]["winner"]
            yield (
                "trick_winner",
                {"variant": variant, "contract": contract, "trick": [*trick, {"seat": seat, "card": card}]},
                NO_EXPECTATION,
                lambda got, winner=winner: got == winner,
            )
    scores = (state.get("result") or {}).get("scores")
    yield (
        "state",
        {"handle": ht},
        state,
        lambda got: isinstance(got, dict) and (got.get("result") or {}).get("scores") == scores,
    )


def fuzz_deal(  # noqa: C901 (one deal played action by action against the reference)
    test: Engine,
    ref: Engine,
    variant: str,
    seed: int,
    number: int,
    speculated: bool = True,
    from_hands: bool = False,
) -> Divergence | Declined | None:
    """Deal `number` of the campaign `seed`. Its deck, dealer and every random choice come from (seed,
    number) alone, never from the deals before it, so deals can be played in any order or split across
    processes and each still finds what it would have found in one sequential run.

    The engine's hands (from its `state`) are compared with the reference's as the deal starts and again
    as play begins: a deal that differs is a dealing divergence (kind "dealing"), reported before any card
    is compared, since comparing play on two different deals says nothing. With `from_hands` the engine is
    given the reference's first hands (new_deal_from_hands) instead of the pack."""
    if speculated and not from_hands and pipelines(test) and speculate(test, ref, variant, seed, [number]):
        return None  # pipelined, and every answer agreed (the engine pipelines: a subprocess)
    rules = rules_for(variant)
    deck_names = rules.deck.names
    deck, dealer, rng = _setup(rules, seed, number)
    a = (
        _new_deal_from_hands(test, rules, variant, dealer, deck)
        if from_hands
        else _call(test, "new_deal", variant, dealer, deck)
    )
    b = _call(ref, "new_deal", variant, dealer, deck)
    if a[0] == "skip":
        return Declined(variant, number, a[1], "new_deal")
    story = _Story(variant, seed, number, dealer, deck)
    if a[0] != "ok":
        return story.refused_deal(f"the engine refused a deal the reference accepts: {a[1]}", ref.state(b[1])["hands"])
    ht, hr = a[1], b[1]
    dealt = story.dealing(test, ref, ht, hr, "/dealing/before_bidding")
    if dealt is not None:
        return dealt
    model = Deal(rules, rules.table.seat(dealer), rules.deck.cards(deck))  # proposes the random moves
    bidder = fuzz_bidder(rules, rng, number)
    while model.phase == "bidding":
        assert model.turn is not None
        seat = rules.table.seats[model.turn]
        bid = bidder(model, model.turn)
        said_bid = _call(test, "bid", ht, seat, bid)
        if said_bid[0] == "skip":
            return Declined(variant, number, said_bid[1])
        words = bid_words(seat, bid)
        if said_bid[0] != "ok":
            ref.bid(hr, seat, bid)
            return story.refused(
                test,
                ref,
                "bid",
                f"{seat}'s bid ({words.split(' ', 1)[1]}) refused; the reference accepts it",
                said_bid,
                words,
                ref.state(hr),
            )
        ref.bid(hr, seat, bid)
        model.bid(model.turn, bid)
        story.steps.append(words)
    if model.phase == "discarding":
        assert model.taker is not None
        taker = rules.table.seats[model.taker]
        aside = lowest_discard(model)
        names = [deck_names[c] for c in aside]
        said_discard = _call(test, "discard", ht, taker, names)
        if said_discard[0] == "skip":
            return Declined(variant, number, said_discard[1])
        words = f"{taker} discards {' '.join(names)}"
        if said_discard[0] != "ok":
            ref.discard(hr, taker, names)
            return story.refused(
                test,
                ref,
                "discard",
                f"{taker}'s discard of {' '.join(names)} refused; the reference accepts it",
                said_discard,
                words,
                ref.state(hr),
            )
        ref.discard(hr, taker, names)
        model.discard(model.taker, aside)
        story.steps.append(words)
    if model.phase == "playing":
        dealt = story.dealing(test, ref, ht, hr, "/dealing/after_bidding")
        if dealt is not None:
            return dealt
    agreed: list[Asked_] = []  # the positions where the engine's legal cards were the reference's
    while model.phase == "playing":
        assert model.turn is not None
        state = ref.state(hr)
        seat, contract = state["turn"], {k: v for k, v in state["contract"].items() if k != "taker"}
        hand, trick = state["hands"][seat], state["trick"]
        want = sorted(ref.legal_cards(variant, contract, hand, trick, seat))
        got = _call(test, "legal_cards", variant, contract, hand, trick, seat)
        if got[0] == "skip":
            return Declined(variant, number, got[1])
        if got[0] != "ok" or sorted(got[1]) != want:
            return legal_divergence(
                test, ref, variant, seed, number, contract, seat, hand, trick, got, want, agreed=agreed
            )
        agreed.append((contract, hand, trick, seat, want))
        card = rng.choice(want)
        said = model.belote_word(model.turn, rules.deck.card(card))
        said_play = _call(test, "play", ht, seat, card, said)
        if said_play[0] == "skip":
            return Declined(variant, number, said_play[1])
        words = f"{seat} plays {card}" + (f' saying "{said}"' if said else "")
        if said_play[0] != "ok":
            found = legal_divergence(
                test,
                ref,
                variant,
                seed,
                number,
                contract,
                seat,
                _engine_hand(test, ht, seat) or hand,
                trick,
                None,
                None,
                agreed=agreed,
            )
            if found is not None and found.scenario:
                return found
            ref.play(hr, seat, card, said)
            return story.refused(
                test,
                ref,
                "play",
                f"{seat} playing {card} refused; the reference accepts it",
                said_play,
                words,
                ref.state(hr),
            )
        ref.play(hr, seat, card, said)
        model.play(model.turn, rules.deck.card(card), said)
        story.steps.append(words)
        if not ref.state(hr)["trick"]:
            last = ref.state(hr)["tricks"][-1]
            whole = [*trick, {"seat": seat, "card": card}]
            got_w = _call(test, "trick_winner", variant, contract, whole)
            if got_w[0] == "skip":
                return Declined(variant, number, got_w[1])
            if got_w[0] != "ok" or got_w[1] != last["winner"]:
                from belote_spec.checks.fuzz_stateless import _trick_scenario

                return Divergence(
                    variant,
                    number,
                    f"trick {brief(last['cards'])}: engine {brief(got_w[1])}, reference {last['winner']}",
                    _trick_scenario(variant, seed, number, contract, whole, last["winner"]),
                )
    rs, ts = ref.state(hr).get("result"), _call(test, "state", ht)
    if ts[0] == "skip":
        return Declined(variant, number, ts[1])
    if ts[0] != "ok" or (ts[1].get("result") or {}).get("scores") != (rs or {}).get("scores"):
        said = ts[1].get("result") if ts[0] == "ok" else ts[1]  # an engine that failed to answer: say how
        return story.final_score(test, ref, said, ref.state(hr))
    return None


def _engine_hand(test: Engine, handle: str, seat: str) -> list[str] | None:
    """The seat's hand as the engine's own `state` shows it, when it says."""
    got = _call(test, "state", handle)
    hand = got[1].get("hands", {}).get(seat) if got[0] == "ok" and isinstance(got[1], dict) else None
    return list(hand) if isinstance(hand, list) and hand else None


def legal_divergence(
    test: Engine,
    ref: Engine,
    variant: str,
    seed: int,
    number: int,
    contract: dict[str, Any],
    seat: str,
    hand: list[str],
    trick: list[dict[str, Any]],
    got: Any,
    want: list[str] | None,
    mode: str = "stateful",
    agreed: list[Asked_] | None = None,
) -> Divergence | None:
    """The legal-cards divergence at this position, shrunk, with the rule the engine departs on when it can
    be told (see legal_rule). With `got` None the engine is asked here, and None comes back when it agrees
    with the reference on this hand (then no legal-cards scenario can pin the difference)."""
    if got is None:
        got = _call(test, "legal_cards", variant, contract, hand, trick, seat)
        want = sorted(ref.legal_cards(variant, contract, hand, trick, seat))
        if got[0] == "skip" or (got[0] == "ok" and sorted(got[1]) == want):
            return None
    answered: list[Asked_] = []
    small = _shrink_hand(test, ref, variant, contract, hand, trick, seat, answered)
    expected = sorted(ref.legal_cards(variant, contract, small, trick, seat))
    full = (hand, got[1]) if got[0] == "ok" else None
    known = [*answered, *(agreed or [])]
    rule, how, words = legal_rule(ref, variant, contract, small, trick, seat, test, full, known)
    return Divergence(
        variant,
        number,
        f"legal cards for {seat}: engine {brief(got[1])}, reference {brief(want)}"
        + (f" (rule {rule}: {how})" if rule else f" ({how})" if how else ""),
        _legal_scenario(variant, seed, number, contract, seat, small, trick, expected, rule),
        mode,
        rule,
        words=words,
    )


def legal_rule(
    ref: Engine,
    variant: str,
    contract: dict[str, Any],
    hand: list[str],
    trick: list[dict[str, Any]],
    seat: str,
    test: Engine,
    full: tuple[list[str], list[str]] | None = None,
    agreed: list[Asked_] | None = None,
) -> tuple[str, str, str]:
    """The rule the engine departs on at this position, how at this position, and the rule in a player's
    words, by attribution (diagnose/attribution.legal_cards): the unit that forbids a card the engine allows,
    or for a card it refuses the rule of the candidate changes that give the engine's answer here, at the
    unshrunk position `full` (hand, engine's answer) and at the positions of the deal where the engine agreed
    with the reference (`agreed`: a change is named only where it predicts those answers too). ("", "", "")
    when the engine agrees or gives no list; the departure is on /play/obligations when the changes that fit
    do not share a rule."""
    from belote_spec.diagnose import attribution

    got = _call(test, "legal_cards", variant, contract, hand, trick, seat)
    if got[0] != "ok" or not isinstance(got[1], list):
        return "", "", ""
    rules = rules_for(variant)
    c, t, who = _position(rules, contract, trick, seat)
    mask = _mask(rules, hand)
    said = _mask(rules, got[1]) & mask
    findings = attribution.legal_cards(rules, c, mask, t, who, said)  # the candidate changes only where needed
    if not findings:
        return "", "", ""
    f = findings[0]
    cards = " ".join(f.cards)
    if f.kind == "allowed":  # the unit's words name the cause; the condition it applies under is this position's
        return f.rule, f"the engine lets {seat} play {cards}: {f.words}", attribution._unit_words(f.rule)
    changes = _rule_changes(variant)
    f = attribution.legal_cards(rules, c, mask, t, who, said, changes)[0]
    fits = [ch for ch in changes if ch.key in set(f.candidates)]
    answers = [(contract, full[0], trick, seat, full[1])] if full is not None and isinstance(full[1], list) else []
    for where in [*answers, *(agreed or [])]:  # each position the engine answered narrows the changes that fit
        if not fits:
            break
        pc, pt, pw = _position(rules, where[0], where[2], where[3])
        big = _mask(rules, where[1])
        ask = attribution._legal_ask(pc, big, pt, pw)
        fits = attribution.consistent(fits, variant, ask, _mask(rules, where[4]) & big)
    if len({ch.rule for ch in fits}) > 1:  # still open: ask the engine where the changes that fit disagree
        fits = _probed(test, rules, variant, contract, seat, fits)
    rule = _shared(ch.rule for ch in fits)
    if not rule and fits:  # changes of several rules fit alike: where they meet, or nowhere, with their rules
        near = sorted(_families(fits, fits))
        meet = pointer_meet(near)
        departs = f"the engine departs on {meet}" if meet else "the engine departs here"
        more = f" and {len(near) - 3} more" if len(near) > 3 else ""
        return meet, f"{departs}; candidates: {', '.join(near[:3])}{more}", departs
    if not rule:
        return f.rule, f"the engine refuses {cards}, which the rules allow", f.words
    faults = {ch.words for ch in fits if ch.kind == "fault"}
    words = faults.pop() if len(faults) == 1 else fits[0].words if len(fits) == 1 else attribution._unit_words(rule)
    return rule, f"the engine refuses {cards}: {words}", words


PROBES = 400  # positions drawn to find where the changes that fit disagree
ASKED = 16  # of those, the positions the engine is asked


def _probed(test: Engine, rules: Any, variant: str, contract: dict[str, Any], seat: str, fits: list[Any]) -> list[Any]:
    """The changes among `fits` that best predict the engine's answers at positions where they disagree with
    one another: positions drawn from the SplitMix64 stream (the same contract and seat, a trick begun by the
    seats before it, a hand from the rest of the pack), up to ASKED of them asked of the engine. Where the
    engine answers as the reference does, a change that answers otherwise is out. Where it departs, a change
    that gives its answer predicts a position it was not fitted on; one that does not is kept, since another
    of the engine's departures may be what shows there. Of the changes left, those that predicted the most
    such departures; every change left when none predicted one (they fit alike)."""
    from belote_spec.diagnose import attribution

    rng = SplitMix64(derive_seed(len(fits), rules.deck.size))
    c, who = rules.contract_from(contract), rules.table.seat(seat)
    compiled = [(ch, attribution.compiled(ch, variant)) for ch in fits]
    hits: Counter[str] = Counter()
    asked = 0
    for _ in range(PROBES):
        if asked == ASKED or _shared(ch.rule for ch in fits):
            break
        pack = rng.sample(list(range(rules.deck.size)), rules.deck.size)
        k = rng.below(rules.table.n)
        trick = [(rules.table.next(who, i - k), pack[i]) for i in range(k)]
        hand = rules.deck.mask(pack[k : k + 1 + rng.below(rules.tricks_per_deal)])
        said: dict[int, list[Any]] = {}
        for ch, r in compiled:
            if r is not None and ch in fits:
                try:
                    said.setdefault(attribution._legal_ask(c, hand, trick, who)(r), []).append(ch)
                except Exception:  # a position these rules cannot read says nothing of them
                    continue
        if len({frozenset(_families(group, fits)) for group in said.values()}) < 2:
            continue  # the position does not tell the rules apart (only changes of one rule)
        asked += 1
        got = _call(
            test,
            "legal_cards",
            variant,
            contract,
            [rules.deck.name(x) for x in rules.deck.unmask(hand)],
            [{"seat": rules.table.seats[p], "card": rules.deck.name(x)} for p, x in trick],
            seat,
        )
        if got[0] != "ok" or not isinstance(got[1], list):
            break
        answer = _mask(rules, got[1]) & hand
        if answer == legal_mask(rules, c, hand, trick, who):
            fits = said.get(answer, [])
        else:
            hits.update(ch.key for ch in said.get(answer, []))
    best = max((hits[ch.key] for ch in fits), default=0)
    return [ch for ch in fits if hits[ch.key] == best]


def _families(changes: list[Any], fits: list[Any]) -> set[str]:
    """The rules of these changes, each as the outermost rule among `fits`' that holds it or is part of it."""
    rules = sorted({ch.rule for ch in fits}, key=len)
    return {next(r for r in rules if related(r, ch.rule)) for ch in changes}


Asked_ = tuple[dict[str, Any], list[str], list[dict[str, Any]], str, list[str]]  # contract, hand, trick, seat, answer


def _shared(rules: Any) -> str:
    """The rule every change names, one being part of the others (the outermost), else ""."""
    named = sorted(set(rules), key=len)
    return named[0] if named and all(related(named[0], r) for r in named) else ""


@cache
def _rule_changes(variant: str) -> list[Any]:
    """The candidate changes of a variant (perturbations and fault operators), made once per process."""
    from belote_spec.changes.candidates import rule_changes

    return rule_changes(variant)


def _position(
    rules: Any, contract: dict[str, Any], trick: list[dict[str, Any]], seat: str
) -> tuple[Any, list[tuple[int, int]], int]:
    """A position's contract, trick and seat as the compiled rules take them."""
    t = [(rules.table.seat(p["seat"]), rules.deck.card(p["card"])) for p in trick]
    return rules.contract_from(contract), t, rules.table.seat(seat)


def _mask(rules: Any, cards: list[str]) -> int:
    """The cards as a bitmask (names the deck does not know left out: an engine's answer may hold any)."""
    known = [x for x in cards if isinstance(x, str) and x in rules.deck.names]
    return rules.deck.mask(rules.deck.cards(known))


@cache
def rule_source(variant: str, rule: str) -> str:
    """The source and quote of the clause that sets `rule` for `variant` (spec/clauses), or ""."""
    if not rule.startswith("/"):
        return ""
    try:
        from belote_spec.conformance.coverage import load_clauses

        clauses = load_clauses()
    except Exception:  # the hint is a convenience: a broken clause file must not stop a fuzz run
        return ""
    for exact in (True, False):
        for c in clauses:
            if (
                variant in c.variants
                and c.status == "testable"
                and any(s == rule if exact else related(rule, s) for s in c.sets)
            ):
                return f'Source {c.source}: "{c.quote}"'
    return ""


def _rule_lines(variant: str, rule: str) -> list[str]:
    """The comment lines that name the rule a scenario pins and, when a clause sets it, the Source line."""
    if not rule:
        return ["  # Add the Source line quoting the rule, and its @source tag, before pasting into features/."]
    source = rule_source(variant, rule)
    lines = [f"  # The rule: {rule}."]
    if source:
        lines.append(f"  # Its clause, to paste as the scenario's Source line with its @source tag: {source}")
    else:
        lines.append("  # Add the Source line quoting the rule, and its @source tag, before pasting into features/.")
    return lines


def pins(test: Engine, ref: Engine, variant: str, scenario: str) -> tuple[str, str]:
    """How the scenario fares on the reference and on the engine, run as `conformance` runs it: a printed
    scenario must pass on the first and fail on the second."""
    from belote_spec.conformance.gherkin import parse_feature
    from belote_spec.conformance.runner import run_case
    from belote_spec.conformance.scenarios import Case

    try:
        (sc,) = parse_feature("fuzz.feature", "Feature: found by fuzzing\n\n" + scenario + "\n").scenarios
    except Exception as e:  # a scenario fuzz wrote that does not parse is fuzz's bug: say so, do not hide it
        return (f"unreadable: {e}", "unreadable")
    case = Case("fuzz", sc, variant)
    return run_case(ref, case).status, run_case(test, case).status


@dataclass
class _Story:
    """A stateful deal as Gherkin: the pack, who deals it, and every action so far as a `When` step."""

    variant: str
    seed: int
    number: int
    dealer: str
    deck: list[str]
    steps: list[str] = field(default_factory=list)

    def scenario(
        self, what: str, area: str, rule: str, thens: list[str], steps: list[str] | None = None, deck: bool = True
    ) -> str:
        given = f"Given {self.dealer} deals the deck {' '.join(self.deck)}" if deck else ""
        lines = [
            f"@variant:{self.variant} @area:{area}",
            f"Scenario: Fuzz seed {self.seed}, deal {self.number + 1}: {what}",
            *_rule_lines(self.variant, rule),
        ]
        if given:
            lines.append(f"  {given}")
        else:
            lines.append(f"  When {self.dealer} deals")
        acts = self.steps if steps is None else steps
        lines += [f"  {'When' if i == 0 and given else 'And'} {s}" for i, s in enumerate(acts)]
        lines += [f"  {'Then' if i == 0 else 'And'} {t}" for i, t in enumerate(thens)]
        return "\n".join(lines)

    def dealing(self, test: Engine, ref: Engine, ht: str, hr: str, rule: str) -> Divergence | None:
        """A dealing divergence when the engine's hands differ from the reference's, with a scenario stating
        the pack and who gets what (only the seats whose hands differ)."""
        got = _call(test, "state", ht)
        if got[0] != "ok" or not isinstance(got[1], dict) or not isinstance(got[1].get("hands"), dict):
            return None  # the engine does not show its hands: nothing to compare the deal by
        mine, theirs = ref.state(hr)["hands"], got[1]["hands"]
        differ = [s for s in mine if sorted(mine[s]) != sorted(theirs.get(s) or [])]
        if not differ:
            return None
        when = "as the deal starts" if not self.steps else "as play begins"
        what = (
            f"the engine deals the pack differently ({when}): {', '.join(differ)} hold other cards than the "
            f"reference deals them (rule {rule})"
        )
        thens = [f"{s} holds {' '.join(mine[s])}" for s in differ]
        scenario = self.scenario(
            f"how {self.dealer} deals the {'rest of the ' if self.steps else ''}pack", "dealing", rule, thens
        )
        return Divergence(self.variant, self.number, what, scenario, "stateful", rule, "dealing")

    def refused(
        self,
        test: Engine,
        ref: Engine,
        action: str,
        what: str,
        answer: tuple[str, Any],
        words: str,
        after: dict[str, Any],
    ) -> Divergence:
        """An action the reference accepts and the engine refuses, as the actions up to it and a `Then` the
        reference's state after it satisfies (the engine, having refused, is left before it)."""
        cited = answer[1] if answer[0] == "rejected" and isinstance(answer[1], str) else ""
        rule = cited if cited.startswith("/") else ""
        what += f" (the engine cites {cited})" if cited else f" (the engine failed: {answer[1]})"
        thens = _state_thens(after, words.split(" ", 1)[0])
        area = "play" if action == "play" else "dealing" if action == "discard" else "bidding"
        name = f"{words.split(' ', 1)[0]}'s {action} is allowed"
        candidates = []
        if action == "bid":  # the cards seldom matter to an auction: try the canonical pack first
            candidates.append(self.scenario(name, area, rule, thens, [*self.steps, words], deck=False))
        candidates.append(self.scenario(name, area, rule, thens, [*self.steps, words]))
        for scenario in candidates[:-1]:
            if pins(test, ref, self.variant, scenario) == ("passed", "failed"):
                return Divergence(self.variant, self.number, what, scenario, "stateful", rule, checked=True)
        return Divergence(self.variant, self.number, what, candidates[-1], "stateful", rule)  # play_deal runs it

    def final_score(self, test: Engine, ref: Engine, said: Any, after: dict[str, Any]) -> Divergence:
        """The engine's score_deal of the same tricks, when it departs too (the stateless scenario: the tricks
        as a table); else the whole deal played out, then the reference's scores (`the deal ends with ...`).
        `said`: the result in the engine's final state (or how it failed to give one)."""
        from belote_spec.checks.fuzz_stateless import deal_fit, multiplier_probe, score_difference, score_request

        mine = after.get("result") or {}
        want = {k: v for k, v in mine.items() if k in SCORE_KEYS}
        rules = rules_for(self.variant)
        multiplier = (after.get("contract") or {}).get("multiplier") or 1

        def probe() -> Any:  # the deal as the stateless walk scores it, at each level of doubling
            deal = score_request(test, ref, self.variant, self.seed, self.number)
            return multiplier_probe(test, ref, rules, deal)() if deal is not None else None

        def fit() -> tuple[str, str] | None:  # the rule of the changes this deal's score bears out
            deal = score_request(test, ref, self.variant, self.seed, self.number)
            fields = [k for k in want if computes(test, "score_deal", k)]
            return deal_fit(test, rules, deal, fields) if deal is not None and fields else None

        told, rule, words = score_difference(rules, mine, want, said, multiplier, probe, fit)
        what = f"final score: {told}"
        from belote_spec.checks.fuzz_stateless import fuzz_deal_stateless

        asked = fuzz_deal_stateless(test, ref, self.variant, self.seed, self.number)  # the same deal, the same draws
        if (
            isinstance(asked, Divergence)
            and asked.what.startswith("score of the deal")
            and pins(test, ref, self.variant, asked.scenario) == ("passed", "failed")
        ):
            return Divergence(
                self.variant, self.number, what, asked.scenario, "stateful", rule, checked=True, words=words
            )
        scores = (after.get("result") or {}).get("scores") or {}
        if len(scores) != 2 or any(not isinstance(v, int) or v < 0 for v in scores.values()):
            return Divergence(self.variant, self.number, what, "", "stateful", rule, words=words)  # no step says it
        (t1, n1), (t2, n2) = scores.items()
        thens = [f"the deal ends with {t1} {n1} and {t2} {n2}"]
        scenario = self.scenario("the score of the deal", "scoring", rule, thens)
        return Divergence(self.variant, self.number, what, scenario, "stateful", rule, words=words)

    def refused_deal(self, what: str, hands: dict[str, list[str]]) -> Divergence:
        """A pack the engine will not deal: the scenario deals it and states every hand the reference gives."""
        rule = "/dealing/before_bidding"
        scenario = self.scenario(
            f"how {self.dealer} deals the pack", "dealing", rule, [f"{s} holds {' '.join(h)}" for s, h in hands.items()]
        )
        return Divergence(self.variant, self.number, what, scenario, "stateful", rule, "dealing")


def _state_thens(after: dict[str, Any], actor: str) -> list[str]:
    """What the reference's state shows after an action: the hand it left, the contract, whose turn it is."""
    thens = []
    hands = after.get("hands") or {}
    if after.get("phase") == "cancelled":
        thens.append("the deal is cancelled")
    contract = after.get("contract")
    if contract and contract.get("taker") and after.get("phase") != "bidding":
        thens.append(f"the contract is {_contract_words(contract)} taken by {contract['taker']}")
    if after.get("turn") and after.get("phase") in ("bidding", "playing") and after["turn"] != actor:
        thens.append(f"it is {after['turn']}'s turn to {'bid' if after['phase'] == 'bidding' else 'play'}")
    if after.get("phase") == "playing" and hands.get(actor):
        thens.append(f"{actor} holds {' '.join(hands[actor])}")
    return thens


def _legal_scenario(
    variant: str,
    seed: int,
    number: int,
    contract: dict[str, Any],
    seat: str,
    hand: list[str],
    trick: list[dict[str, Any]],
    expected: list[str],
    rule: str = "",
) -> str:
    lines = [
        f"@variant:{variant} @area:play",
        f"Scenario: Fuzz seed {seed}, deal {number + 1}: the legal cards for {seat}",
        *_rule_lines(variant, rule),
        f"  Given the contract is {_contract_words(contract)}",
        f"  And {seat} holds {' '.join(hand)}",
    ]
    if trick:
        lines.append("  And the trick so far is " + ", ".join(f"{p['seat']} {p['card']}" for p in trick))
    else:
        lines.append("  And no card has been played to the trick")
    lines.append(f"  Then the legal cards for {seat} are {' '.join(expected)}")
    return "\n".join(lines)


def shard_deals(deals: int, shard: tuple[int, int]) -> range:
    """The deal numbers shard K/N plays of each variant's `deals`: K-1, K-1+N, ... (a deal depends only on
    the seed, the variant and its number, so the shards are disjoint and together play every deal)."""
    return range(shard[0] - 1, deals, shard[1])


def fuzz_jobs(
    engine_spec: str | None,
    variants: list[str],
    deals: int,
    seed: int,
    jobs: int,
    timeout: float = 10.0,
    mode: str = "stateful",
    shard: tuple[int, int] = (1, 1),
    limit: int = FINDINGS,
) -> dict[str, Tally]:
    """`fuzz_variant` of each variant in turn, its deals spread over `jobs` worker processes (each with
    its own engine loaded from `engine_spec` and its own reference). Per variant, what a sequential run
    finds: every deal counted in deal order, so each cause keeps the witness a sequential run keeps."""
    from functools import partial

    from belote_spec.base.parallel import run_ordered

    items = [(v, n) for v in variants for n in shard_deals(deals, shard)]

    def lost(item: tuple[str, int], why: str) -> Divergence:
        return Divergence(item[0], item[1], f"the engine under test could not play this deal: {why}", "")

    results = run_ordered(
        items,
        jobs,
        partial(_fuzz_setup, engine_spec, timeout),
        partial(_fuzz_task, seed, mode),
        lost,
        teardown=_fuzz_teardown,
    )
    out = {v: Tally(v, limit=limit) for v in variants}
    for (variant, _), found in zip(items, results, strict=True):
        out[variant].add(found)
    return out


def _fuzz_setup(engine_spec: str | None, timeout: float) -> tuple[Connection, Engine, Engine]:
    """A worker's engines: the one under test, greeted as the protocol asks, and its own reference."""
    from belote_spec.protocol.connect import open_engine

    opened = open_engine(engine_spec, timeout)  # closed by _fuzz_teardown, when the worker's share is done
    return opened, opened.engine, ReferenceEngine()


def _fuzz_task(seed: int, mode: str, engines: tuple[Connection, Engine, Engine], item: tuple[str, int]) -> Any:
    return play_deal(engines[1], engines[2], item[0], seed, item[1], mode)


def _fuzz_teardown(engines: tuple[Connection, Engine, Engine]) -> None:
    engines[0].close()
