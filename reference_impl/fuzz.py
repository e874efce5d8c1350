"""Differential fuzzing: seeded random deals played through the engine under test and the reference
engine side by side, comparing every legal set, every trick winner and the final score.

Two modes (reference_impl.fuzz_stateless chooses): stateful plays the deal on both engines (new_deal, bid,
play, state); stateless has the reference play it and only asks the engine the questions it answers.

On the first divergence the position is shrunk (cards that do not matter are taken out of the hand)
and printed as a Gherkin scenario, ready to paste into features/ once its Source line is added.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from .cards import SUIT_NAMES
from .deal import Deal
from .dealing import derive_seed, shuffled
from .engine import Engine, ReferenceEngine, Rejected, Unsupported
from .fuzz_stateless import Asked, fuzz_deal_stateless, shrink
from .match import lowest_discard
from .rules import rules_for


@dataclass
class Divergence:
    variant: str
    deal: int
    what: str
    scenario: str
    mode: str = "stateful"  # how the deal was played: "stateful" or "stateless"


@dataclass
class Declined:
    """A deal the engine under test answered skip (Unsupported) on: not compared, never passed."""

    variant: str
    deal: int
    reason: str
    op: str = ""  # the operation skipped: "new_deal" lets auto mode play the deal stateless


COMPARED = "compared"  # a deal played to its end on both engines with nothing different


@dataclass
class Tally:
    """What the deals of one variant showed: how many were compared, which were declined, and the
    first divergence (the deals after it are not played)."""

    variant: str
    compared: int = 0
    declined: list[Declined] = field(default_factory=list)
    divergence: Divergence | None = None
    answers: int = 0  # stateless mode: the engine's answers compared
    not_compared: Counter[str] = field(default_factory=Counter)  # stateless mode: questions skipped, by operation
    first_skip: str = ""
    unasked: int = 0  # stateless mode: deals that reached no question (cancelled in the bidding)
    modes: Counter[str] = field(default_factory=Counter)  # deals played in each mode

    def add(self, found: Divergence | Declined | Asked | str | None) -> None:
        self.modes["stateless" if isinstance(found, Asked) or getattr(found, "mode", "") == "stateless"
                   else "stateful"] += 1
        if isinstance(found, Divergence):
            self.divergence = self.divergence or found
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


def _contract_words(contract: dict[str, Any]) -> str:
    if contract.get("kind") == "suit":
        return SUIT_NAMES[contract["trump"]]
    return contract["kind"].replace("_", " ")


def _call(engine: Engine, op: str, *args: Any) -> Any:
    try:
        return ("ok", getattr(engine, op)(*args))
    except Rejected as r:
        return ("rejected", r.rule)
    except Unsupported as u:  # the engine says it does not do this: nothing to compare, not a divergence
        return ("skip", str(u) or op)
    except Exception as e:  # an engine under test may fail in any way: that is a divergence too
        return ("error", f"{type(e).__name__}: {e}")


def _shrink_hand(test: Engine, ref: Engine, variant: str, contract: dict, hand: list[str], trick: list[dict],
                 seat: str) -> list[str]:
    """Takes cards out of the hand one by one while the two engines still disagree on the legal cards."""

    def differs(smaller: list[str]) -> bool:
        a = _call(test, "legal_cards", variant, contract, smaller, trick, seat)
        b = _call(ref, "legal_cards", variant, contract, smaller, trick, seat)
        if a[0] == "skip":  # cannot tell whether the smaller hand still disagrees: keep the card
            return False
        return a[0] != "ok" or b[0] != "ok" or sorted(a[1]) != sorted(b[1])

    return shrink(hand, differs)


def fuzz(test: Engine, variant: str, deals: int, seed: int, reference: Engine | None = None,
         mode: str = "stateful") -> Divergence | None:
    """The first of `deals` seeded deals on which `test` departs from the reference, or None."""
    return fuzz_variant(test, variant, deals, seed, reference, mode=mode).divergence


def play_deal(test: Engine, ref: Engine, variant: str, seed: int, number: int, mode: str) -> Any:
    """One deal in the given mode, as Tally.add counts it. "auto" (an engine with no `operations` list) is the
    first probe, made on every deal where it is needed: stateful, unless the engine skips new_deal; then the
    same deal is played stateless. Probing in the deal, not before the run, keeps it in the workers of --jobs
    and inside what an interruption reports."""
    if mode == "stateless":
        return fuzz_deal_stateless(test, ref, variant, seed, number)
    found = fuzz_deal(test, ref, variant, seed, number)
    if mode == "auto" and isinstance(found, Declined) and found.op == "new_deal":
        return fuzz_deal_stateless(test, ref, variant, seed, number)
    return found or COMPARED


def fuzz_variant(test: Engine, variant: str, deals: int, seed: int, reference: Engine | None = None,
                 tally: Tally | None = None, mode: str = "stateful") -> Tally:
    """The `deals` seeded deals of a variant, up to the first divergence, counted into `tally` as
    they are played (so an interrupted run can still say how far it got)."""
    ref = reference or ReferenceEngine()
    out = tally if tally is not None else Tally(variant)
    for number in range(deals):
        out.add(play_deal(test, ref, variant, seed, number, mode))
        if out.divergence is not None:
            break
    return out


def fuzz_deal(test: Engine, ref: Engine, variant: str, seed: int, number: int) -> Divergence | Declined | None:
    """Deal `number` of the campaign `seed`. Its deck, dealer and every random choice come from (seed,
    number) alone, never from the deals before it, so deals can be played in any order or split across
    processes and each still finds what it would have found in one sequential run."""
    rules = rules_for(variant)
    deck_names = rules.deck.names
    rng = random.Random(derive_seed(seed, number))
    deck = [deck_names[c] for c in shuffled(rules.deck.size, derive_seed(seed, number))]
    dealer = rules.table.seats[number % rules.table.n]
    a, b = _call(test, "new_deal", variant, dealer, deck), _call(ref, "new_deal", variant, dealer, deck)
    if a[0] == "skip":
        return Declined(variant, number, a[1], "new_deal")
    if a[0] != "ok":
        return Divergence(variant, number, f"the engine refused a deal the reference accepts: {a[1]}", "")
    ht, hr = a[1], b[1]
    model = Deal(rules, rules.table.seat(dealer), rules.deck.cards(deck))  # proposes the random moves
    while model.phase == "bidding":
        seat = rules.table.seats[model.turn]
        options = model.bidding.legal_bids(model.turn)
        bid = options[rng.randrange(len(options))]
        said_bid = _call(test, "bid", ht, seat, bid)
        if said_bid[0] == "skip":
            return Declined(variant, number, said_bid[1])
        if said_bid[0] != "ok":
            return Divergence(variant, number, f"{seat}'s bid {bid} refused; the reference accepts it", "")
        ref.bid(hr, seat, bid)
        model.bid(model.turn, bid)
    if model.phase == "discarding":
        taker = rules.table.seats[model.taker]
        aside = lowest_discard(model)
        names = [deck_names[c] for c in aside]
        said_discard = _call(test, "discard", ht, taker, names)
        if said_discard[0] == "skip":
            return Declined(variant, number, said_discard[1])
        if said_discard[0] != "ok":
            return Divergence(variant, number, f"{taker}'s discard {names} refused; the reference accepts it", "")
        ref.discard(hr, taker, names)
        model.discard(model.taker, aside)
    while model.phase == "playing":
        state = ref.state(hr)
        seat, contract = state["turn"], {k: v for k, v in state["contract"].items() if k != "taker"}
        hand, trick = state["hands"][seat], state["trick"]
        want = sorted(ref.legal_cards(variant, contract, hand, trick, seat))
        got = _call(test, "legal_cards", variant, contract, hand, trick, seat)
        if got[0] == "skip":
            return Declined(variant, number, got[1])
        if got[0] != "ok" or sorted(got[1]) != want:
            small = _shrink_hand(test, ref, variant, contract, hand, trick, seat)
            expected = sorted(ref.legal_cards(variant, contract, small, trick, seat))
            return Divergence(variant, number, f"legal cards for {seat}: engine {got[1]}, reference {want}",
                              _legal_scenario(variant, seed, number, contract, seat, small, trick, expected))
        card = want[rng.randrange(len(want))]
        said = model.belote_word(model.turn, rules.deck.card(card))
        said_play = _call(test, "play", ht, seat, card, said)
        if said_play[0] == "skip":
            return Declined(variant, number, said_play[1])
        if said_play[0] != "ok":
            return Divergence(variant, number, f"{seat} playing {card} refused; the reference accepts it", "")
        ref.play(hr, seat, card, said)
        model.play(model.turn, rules.deck.card(card), said)
        if not ref.state(hr)["trick"]:
            last = ref.state(hr)["tricks"][-1]
            whole = [*trick, {"seat": seat, "card": card}]
            got_w = _call(test, "trick_winner", variant, contract, whole)
            if got_w[0] == "skip":
                return Declined(variant, number, got_w[1])
            if got_w[0] != "ok" or got_w[1] != last["winner"]:
                return Divergence(variant, number, f"trick {last['cards']}: engine {got_w[1]}, "
                                  f"reference {last['winner']}", "")
    rs, ts = ref.state(hr).get("result"), _call(test, "state", ht)
    if ts[0] == "skip":
        return Declined(variant, number, ts[1])
    if ts[0] != "ok" or (ts[1].get("result") or {}).get("scores") != (rs or {}).get("scores"):
        said = ts[1].get("result") if ts[0] == "ok" else ts[1]  # an engine that failed to answer: say how
        return Divergence(variant, number, f"final score: engine {said}, reference {rs}", "")
    return None


def _legal_scenario(variant: str, seed: int, number: int, contract: dict, seat: str, hand: list[str],
                    trick: list[dict], expected: list[str]) -> str:
    lines = [f"@variant:{variant} @area:play",
             f"Scenario: Fuzz seed {seed}, deal {number + 1}: the legal cards for {seat}",
             '  # Add the Source line quoting the rule, and its @source tag, before pasting into features/.',
             f"  Given the contract is {_contract_words(contract)}",
             f"  And {seat} holds {' '.join(hand)}"]
    if trick:
        lines.append("  And the trick so far is " + ", ".join(f"{p['seat']} {p['card']}" for p in trick))
    else:
        lines.append("  And no card has been played to the trick")
    lines.append(f"  Then the legal cards for {seat} are {' '.join(expected)}")
    return "\n".join(lines)


def fuzz_jobs(engine_spec: str | None, variants: list[str], deals: int, seed: int, jobs: int,
              timeout: float = 10.0, mode: str = "stateful") -> dict[str, Tally]:
    """`fuzz_variant` of each variant in turn, its deals spread over `jobs` worker processes (each with
    its own engine loaded from `engine_spec` and its own reference). Per variant, what a sequential run
    finds: up to the first divergence (lowest deal number) of the first variant that has one; the
    variants after it are not played (an empty tally)."""
    from functools import partial

    from .parallel import run_ordered

    items = [(v, n) for v in variants for n in range(deals)]

    def lost(item: tuple[str, int], why: str) -> Divergence:
        return Divergence(item[0], item[1], f"the engine under test could not play this deal: {why}", "")

    results = run_ordered(items, jobs, partial(_fuzz_setup, engine_spec, timeout), partial(_fuzz_task, seed, mode),
                          lost, teardown=_fuzz_teardown, stop_at=lambda found: isinstance(found, Divergence))
    out = {v: Tally(v) for v in variants}
    for (variant, _), found in zip(items, results, strict=True):
        out[variant].add(found)
        if out[variant].divergence is not None:
            break
    return out


def _fuzz_setup(engine_spec: str | None, timeout: float) -> tuple[Engine, Engine]:
    from .engine_setup import open_engine

    return open_engine(engine_spec, timeout), ReferenceEngine()  # greeted, as the protocol asks


def _fuzz_task(seed: int, mode: str, engines: tuple[Engine, Engine], item: tuple[str, int]) -> Any:
    return play_deal(engines[0], engines[1], item[0], seed, item[1], mode)


def _fuzz_teardown(engines: tuple[Engine, Engine]) -> None:
    from .conformance.runner import close_engine

    close_engine(engines[0])
