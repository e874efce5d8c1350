"""What each scenario step means, as calls on the engine interface and checks of what it answers.

The same definitions serve `belote-spec conformance` and the pytest-bdd suite in tests/. A step may
read the variant's data (to name seats or build a deck); it asks the engine everything it checks.
"""

from __future__ import annotations

import difflib
import itertools
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

from belote_spec.base.pointer import within
from belote_spec.engine.cards import SUIT_NAMES, SUIT_WORDS
from belote_spec.engine.rules import Rules
from belote_spec.engine.shuffle import deal_before_bidding
from belote_spec.protocol.definition import tricks_v2
from belote_spec.protocol.interface import Engine, NotCovered, Rejected, computes, limited, offers
from belote_spec.spec.errors import SpecError

# A suit names a suit contract; any other word names a contract kind of the variant's `contracts` (no trumps,
# all trumps, or a name of the variant's own such as undenufe), save the words of the steps that follow it.
CONTRACT = r"(?P<what>hearts|spades|diamonds|clubs|no trumps|all trumps|(?!(?:doubled|redoubled)\b)[a-z][a-z0-9_]*)"


@dataclass(frozen=True)
class StepFailure:
    """What a failed check found, as data: which check (`check`, a key of RENDER), what the rules give
    (`expected`), what the engine answered (`got`), both as JSON values, and the rule an unexpected rejection
    cited (`rejected_rule`). The failure's text is rendered from these (`message`), here and nowhere else, so
    a program that reads a failure (the root-cause search, the engine pages) reads the data, and rewording a
    message changes no diagnosis."""

    check: str
    expected: Any = None
    got: Any = None
    rejected_rule: str | None = None
    details: dict[str, Any] = field(default_factory=dict)  # the other values the text shows (a seat, a card)

    @property
    def message(self) -> str:
        return RENDER[self.check](self)

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"check": self.check, "expected": _jsonable(self.expected), "got": _jsonable(self.got)}
        if self.rejected_rule is not None:
            out["rejected_rule"] = self.rejected_rule
        if self.details:
            out["details"] = _jsonable(self.details)
        return out

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> StepFailure:
        return cls(
            data["check"], data.get("expected"), data.get("got"), data.get("rejected_rule"), data.get("details", {})
        )


def _jsonable(value: Any) -> Any:
    """A value as JSON can hold it: an in-process engine may answer a tuple, a set or an object of its own,
    written then as its repr."""
    if value is None or isinstance(value, bool | int | float | str):
        return value
    if isinstance(value, list | tuple):
        return [_jsonable(v) for v in value]
    if isinstance(value, dict):
        return {str(k): _jsonable(v) for k, v in value.items()}
    return repr(value)


class CheckFailed(AssertionError):
    """A step whose check did not hold: the engine under test departs from the rule (or the scenario cannot be
    read). Its text is the failure's message, rendered once when it is raised."""

    def __init__(self, failure: StepFailure) -> None:
        super().__init__(failure.message)
        self.failure = failure


def _words(values: Any) -> str:
    return " ".join(values)


#: Each check's text, from its data: the one place the wording of a failure lives.
RENDER: dict[str, Callable[[StepFailure], str]] = {
    "scenario": lambda f: f.details["text"],
    "unexpected rejection": lambda f: (
        f"the engine rejected the {f.details['when']} action ({f.details['rejection']}); no step expected that"
    ),
    "error": lambda f: f"{f.details['error']}: {f.details['text']}",
    "legal cards": lambda f: (
        f"legal cards for {f.details['seat']}: expected {_words(f.expected)}, engine says {_words(f.got)}"
    ),
    "trick winner": lambda f: f"trick winner: expected {f.expected}, engine says {f.got}",
    "card points": lambda f: f"{f.details['card']}: expected {f.expected} points, engine says {f.got}",
    "deck points": lambda f: f"deck total: expected {f.expected}, engine's card points add up to {f.got}",
    "rank order": lambda f: (
        f"{f.details['stronger']} should beat {f.details['weaker']}, but the engine gives the trick to {f.got}"
    ),
    "scores": lambda f: f"scores: expected {f.expected}, engine says {f.got}",
    "deal over": lambda f: f"the deal is not over: phase {f.got}",
    "deal result": lambda f: f"deal result: expected {f.expected}, engine says {f.got}",
    "match points": lambda f: f"match points: expected {f.expected}, engine says {f.got}",
    "match points as scores": lambda f: f"match points: expected none (the scores {f.expected}), engine says {f.got}",
    "contract multiplier": lambda f: f"contract multiplier: expected {f.expected}, engine says {f.got}",
    "outcome": lambda f: f"contract: expected {f.expected}, engine says {f.got}",
    "held over": lambda f: f"held over: expected {f.expected}, engine says {f.got}",
    "turn": lambda f: f"turn: expected {f.expected}, engine says {f.got}",
    "no rejection": lambda f: f"the engine accepted the action; expected a rejection citing {f.expected}",
    "rejection": lambda f: f"rejection: expected {f.expected}, engine cites {f.got} ({f.details['words']})",
    "state unchanged": lambda f: f"the state changed: before {f.expected}, after {f.got}",
    "contract": lambda f: f"contract: expected {f.expected}, engine says {f.got}",
    "phase": lambda f: f"phase: expected {f.expected}, engine says {f.got}",
    "next dealer": lambda f: f"next dealer: expected {f.expected}, engine says {f.got}",
    "next dealer after": lambda f: (
        f"next dealer after {f.details['dealer']}: expected {f.expected}, engine says {f.got}"
    ),
    "next dealer after cancelled": lambda f: (
        f"next dealer after a cancelled deal by {f.details['dealer']}: expected {f.expected}, engine says {f.got}"
    ),
    "turned card": lambda f: f"turned card: expected {f.expected}, engine says {f.got}",
    "hand size": lambda f: f"{f.details['seat']} holds {len(f.got)} cards ({_words(f.got)}), expected {f.expected}",
    "hand lacks": lambda f: f"{f.details['seat']}'s hand {_words(f.got)} lacks {_words(f.expected)}",
    "hand": lambda f: f"{f.details['seat']} holds {_words(f.got)}, expected {f.expected}",
    "declaration scores": lambda f: f"declarations: expected {f.expected}, engine says {f.got}",
    "declarations": lambda f: f"{f.details['seat']}'s declarations: expected {f.expected}, engine finds {f.got}",
    "no declaration": lambda f: f"{f.details['seat']}: expected no declaration, engine finds {f.got}",
    "match won at once": lambda f: f"expected {f.expected} to win the match at once, engine says {f.got}",
    "match winner": lambda f: f"match: expected {f.expected} to win, engine says {f.got}",
    "match goes on": lambda f: f"match: expected it to go on, engine says {f.got}",
}


@dataclass
class Context:
    engine: Engine
    variant: str
    spec: dict[str, Any]
    contract: dict[str, Any] | None = None
    hands: dict[str, list[str]] = field(default_factory=dict)
    trick: list[dict[str, str]] = field(default_factory=list)
    deal: str | None = None
    before: dict[str, Any] | None = None  # the deal's state before the last action
    rejection: Rejected | None = None
    rejection_checked: bool = True
    score: dict[str, Any] | None = None
    held: int = 0
    belote: list[dict[str, Any]] = field(default_factory=list)
    totals: dict[str, int] | None = None
    match: dict[str, Any] | None = None
    dealer: str | None = None
    declared: list[dict[str, Any]] = field(default_factory=list)
    penalties: list[dict[str, str]] = field(default_factory=list)
    set_aside: list[dict[str, Any]] = field(default_factory=list)
    multiplier: int = 1
    uncovered: list[str] = field(default_factory=list)  # checks the engine did not claim, for `finish`
    areas: tuple[str, ...] = ()  # the scenario's @area: tags


@dataclass(frozen=True)
class StepDef:
    type: str
    pattern: re.Pattern[str]
    func: Callable[..., None]
    protocol: bool = False  # checks a convention of belote-spec's protocol, not of any source (tag @protocol)


REGISTRY: list[StepDef] = []


def step(type_: str, pattern: str, protocol: bool = False) -> Callable[[Callable[..., None]], Callable[..., None]]:
    """Registers a step; `protocol` marks one whose outcome rests on a convention of the protocol
    (docs/implementers.md) rather than on a source, which a scenario using it must say (tag @protocol)."""

    def register(func: Callable[..., None]) -> Callable[..., None]:
        REGISTRY.append(StepDef(type_, re.compile(pattern), func, protocol))
        return func

    return register


def find_step(type_: str, text: str) -> tuple[StepDef, dict[str, str]] | None:
    """The step definition a step's text matches, and its arguments (a fresh dict: the caller may add to it).
    Matched once per text while the registry stays as it is: the searches play the same scenarios thousands of
    times, and trying each pattern in turn was a tenth of a run."""
    hit = _FOUND.get((type_, text))
    if hit is None or hit[0] != len(REGISTRY):
        hit = _FOUND[type_, text] = (len(REGISTRY), _match_step(type_, text))
    found = hit[1]
    return None if found is None else (found[0], dict(found[1]))


_FOUND: dict[tuple[str, str], tuple[int, tuple[StepDef, dict[str, str]] | None]] = {}


def _match_step(type_: str, text: str) -> tuple[StepDef, dict[str, str]] | None:
    for sd in REGISTRY:
        if sd.type == type_:
            m = sd.pattern.fullmatch(text)
            if m:
                return sd, {k: v for k, v in m.groupdict().items() if v is not None}
    return None


@cache
def _known_texts(type_: str) -> tuple[str, ...]:
    """The texts of the shipped scenarios' steps of one type: what a mistyped step is compared with."""
    from belote_spec.conformance.gherkin import read_features
    from belote_spec.spec.resources import features_dir

    texts = {
        st.text for f in read_features(features_dir()) for sc in f.scenarios for st in sc.steps if st.type == type_
    }
    return tuple(sorted(t for t in texts if find_step(type_, t) is not None))


@cache
def _lines(path: str) -> tuple[str, ...]:
    try:
        return tuple(Path(path).read_text(encoding="utf-8-sig").splitlines())
    except (OSError, UnicodeDecodeError):
        return ()


def find_column(path: str, line: int, text: str) -> int | None:
    """The 1-based column where `text` starts on a line of a file, or None when that line does not hold it."""
    lines = _lines(path)
    at = lines[line - 1].find(text) if 0 < line <= len(lines) else -1
    return None if at < 0 else at + 1


def undefined_steps(scenarios: Iterable[Any]) -> list[SpecError]:
    """Every step of these scenarios that no definition matches, placed on its text, with the closest step
    text known: an authoring mistake to fix before a run, not a failure to lay on the engine."""
    out: list[SpecError] = []
    seen: set[tuple[str, int]] = set()
    for sc in scenarios:
        for st in sc.steps:
            if (sc.path, st.line) in seen or find_step(st.type, st.text) is not None:
                continue
            seen.add((sc.path, st.line))
            close = difflib.get_close_matches(st.text, _known_texts(st.type), n=1, cutoff=0.6)
            hint = f" (did you mean {close[0]!r}?)" if close else ""
            message = f"no step definition matches {st.type.capitalize()} {st.text!r}{hint}"
            out.append(SpecError(sc.path, st.line, find_column(sc.path, st.line, st.text) or 1, "", message))
    return out


# -- helpers ---------------------------------------------------------------------------------------
def _call(ctx: Context, op: str, *args: Any, **kwargs: Any) -> Any:
    """Calls `op` on the engine, unless its `operations` leave `op` out: then the scenario is not covered
    (skipped, counted apart), never sent a request the engine said it does not take."""
    if not offers(ctx.engine, op):
        raise NotCovered(f"not covered: the engine does not offer {op}")
    return getattr(ctx.engine, op)(*args, **kwargs)


def _claimed(ctx: Context, op: str, what: str, step: str) -> bool:
    """Whether the engine computes `what` of `op`'s result. A check of a field it did not claim neither
    fails nor passes: it is written down, and `finish` skips the scenario as not covered."""
    if computes(ctx.engine, op, what):
        return True
    ctx.uncovered.append(f"{op} {what} ({step})")
    return False


def _not_if_limited(ctx: Context, limit: str) -> None:
    """NotCovered when the engine's hello says it does not do what the scenario asks (protocol/definition.py
    LIMITS): a partial engine's scenario it cannot answer is skipped, not failed."""
    if limited(ctx.engine, limit):
        from belote_spec.protocol.definition import LIMITS

        raise NotCovered(f"not covered: the engine's hello says {limit}: {LIMITS[limit]}")


_RULES: dict[int, tuple[dict[str, Any], Rules]] = {}


def _rules(ctx: Context) -> Rules:
    """The variant's compiled rules, from the spec the steps read (the shipped one, or `diff`'s altered one):
    how a step reads the data (seats, direction, who leads) without asking the engine under test."""
    found = _RULES.get(id(ctx.spec))
    if found is None or found[0] is not ctx.spec:
        if len(_RULES) > 64:
            _RULES.clear()
        found = _RULES[id(ctx.spec)] = (ctx.spec, Rules(ctx.spec))
    return found[1]


def _cards(text: str) -> list[str]:
    return [c for c in re.split(r"[\s,]+", text.strip()) if c]


def _contract(what: str, taker: str | None = None) -> dict[str, Any]:
    out: dict[str, Any] = (
        {"kind": "suit", "trump": SUIT_WORDS[what]} if what in SUIT_WORDS else {"kind": what.replace(" ", "_")}
    )
    if taker:
        out["taker"] = taker
    return out


def _check(ok: bool, failure: StepFailure) -> None:
    """Fails the step with these facts unless the check holds."""
    if not ok:
        raise CheckFailed(failure)


def _require(ok: bool, text: str) -> None:
    """Fails the step when the scenario, as written, cannot be run: a failure of the scenario, not of the engine."""
    if not ok:
        raise CheckFailed(StepFailure("scenario", details={"text": text}))


def unexpected_rejection(rejection: Rejected, when: str) -> StepFailure:
    """An action the engine rejected where no step expected it (`when`: "previous", or "last" at the end)."""
    return StepFailure(
        "unexpected rejection", rejected_rule=rejection.rule, details={"when": when, "rejection": str(rejection)}
    )


def error(kind: str, text: str) -> StepFailure:
    """An error in place of an answer (the engine crashed, hung or left the protocol): its class and its text."""
    return StepFailure("error", details={"error": kind, "text": text})


def _need_contract(ctx: Context) -> dict[str, Any]:
    _require(ctx.contract is not None, "no contract: add a step 'Given the contract is ...'")
    assert ctx.contract is not None
    return ctx.contract


def _need_deal(ctx: Context) -> str:
    _require(ctx.deal is not None, "no deal: add a step 'Given S deals ...'")
    assert ctx.deal is not None
    return ctx.deal


def _same_cards(a: list[str], b: list[str]) -> bool:
    return sorted(x.upper() for x in a) == sorted(x.upper() for x in b)


def _act(ctx: Context, action: Callable[[], None]) -> None:
    """Runs a deal action, remembering the state before it and any rejection for the next step."""
    ctx.before = _call(ctx, "state", _need_deal(ctx))
    ctx.rejection = None
    try:
        action()
    except Rejected as r:
        ctx.rejection = r
        ctx.rejection_checked = False


def _deck_with_turned(ctx: Context, card: str) -> list[str]:
    """The canonical deck with `card` moved to where the variant's plan turns a card up."""
    deck = ctx.spec["deck"]
    names = [f"{r}{s}" for s in deck["suits"] for r in deck["ranks"]]
    plan = ctx.spec["dealing"]["before_bidding"]
    _require(plan["turn_up"] == 1, "this variant turns no card up")
    pos = ctx.spec["table"]["players"] * sum(plan["packets"])
    card = card.upper()
    _require(card in names, f"no card {card} in this deck")
    i = names.index(card)
    names[i], names[pos] = names[pos], names[i]
    return names


# -- context ---------------------------------------------------------------------------------------
@step("given", rf"the contract is (?:(?P<points>\d+) |(?P<capot>capot) )?{CONTRACT}(?: taken by (?P<taker>\w+))?")
def given_contract(
    ctx: Context, what: str, taker: str | None = None, points: str | None = None, capot: str | None = None
) -> None:
    """`the contract is 90 hearts taken by N`: a contract bid in points (or `capot hearts`)."""
    ctx.contract = _contract(what, taker)
    if points:
        ctx.contract["points"] = int(points)
    if capot:
        ctx.contract["capot"] = True


@step("given", r"(?P<seat>\w+) holds (?P<cards>(?!\d+ cards? ).+)")
def given_hand(ctx: Context, seat: str, cards: str) -> None:
    ctx.hands[seat] = _cards(cards)


@step("given", r"the trick so far is (?P<plays>.+)")
def given_trick(ctx: Context, plays: str) -> None:
    ctx.trick = []
    for part in plays.split(","):
        seat, _, card = part.strip().partition(" ")
        _require(bool(seat and card), f"cannot read {part!r}: write a seat then a card, as 'E 10S'")
        ctx.trick.append({"seat": seat, "card": card.strip()})


@step("given", r"no card has been played to the trick")
def given_empty_trick(ctx: Context) -> None:
    ctx.trick = []


HANDS_OP = "new_deal_from_hands"


def _new_deal(ctx: Context, dealer: str, deck: list[str], **kwargs: Any) -> str:
    """A deal of this pack. Outside the dealing scenarios, an engine that offers `new_deal_from_hands` is
    given the hands the variant's plan deals from it instead (with the turned card and the rest of the
    pack): a scenario about bidding or play then fails on a bidding or play rule, not on a dealing one."""
    if "dealing" not in ctx.areas and offers(ctx.engine, HANDS_OP) and callable(getattr(ctx.engine, HANDS_OP, None)):
        rules = _rules(ctx)
        try:
            cards = rules.deck.cards(deck)
            hands, turned, used = deal_before_bidding(rules, cards, rules.table.seat(dealer))
        except ValueError:
            pass  # not a pack this plan deals: the engine is given it as it stands, and says so
        else:
            name = rules.deck.name
            return getattr(ctx.engine, HANDS_OP)(
                ctx.variant,
                dealer,
                {rules.table.seats[i]: [name(c) for c in h] for i, h in enumerate(hands)},
                name(turned) if turned is not None else None,
                [name(c) for c in cards[used:]],
                **kwargs,
            )
    return _call(ctx, "new_deal", ctx.variant, dealer, deck=deck, **kwargs)


@step("given", r"(?P<seat>\w+) deals with (?P<card>\S+) turned up")
def given_deal_turned(ctx: Context, seat: str, card: str) -> None:
    ctx.deal = _new_deal(ctx, seat, _deck_with_turned(ctx, card))


@step("given", r"(?P<seat>\w+) deals the deck (?P<cards>.+)")
def given_deal_deck(ctx: Context, seat: str, cards: str) -> None:
    """With `the match score is ...` given before, the deal knows the match so far (for claims)."""
    if ctx.totals is not None:
        ctx.deal = _new_deal(ctx, seat, _cards(cards), match_score=ctx.totals)
    else:
        ctx.deal = _new_deal(ctx, seat, _cards(cards))


@step("given", r"(?P<seat>\w+) deals from seed (?P<seed>\d+)", protocol=True)
def given_deal_seeded(ctx: Context, seat: str, seed: str) -> None:
    """A deal from the protocol's seeded deck (docs/implementers.md): the canonical order `deck.suits` x
    `deck.ranks` shuffled by SplitMix64 + Fisher-Yates. The step sends only the seed, so what the engine
    deals shows its own deck order; an engine without `new_deal` skips the scenario."""
    ctx.deal = _call(ctx, "new_deal", ctx.variant, seat, seed=int(seed))


@step("given", r"(?P<n>\d+) points are held over from the previous deal")
def given_held(ctx: Context, n: str) -> None:
    ctx.held = int(n)


@step("given", r"(?P<seat>\w+) played (?P<c1>\S+) then (?P<c2>\S+) announcing (?P<how>both|only the first|neither)")
def given_belote(ctx: Context, seat: str, c1: str, c2: str, how: str) -> None:
    if how != "both":
        _not_if_limited(ctx, "announces_belote")
    announced = {"both": [True, True], "only the first": [True, False], "neither": [False, False]}[how]
    ctx.belote.append({"seat": seat, "cards": [c1, c2], "announced": announced})


@step("given", r"the contract is (?P<how>doubled|redoubled)")
def given_doubled(ctx: Context, how: str) -> None:
    levels = ctx.spec["bidding"].get("auction", {}).get("doubling", {}).get("levels", [2, 4])
    ctx.multiplier = levels[0] if how == "doubled" else levels[-1]


@step("given", r"the dealer is (?P<seat>\w+)")
def given_dealer(ctx: Context, seat: str) -> None:
    ctx.dealer = seat


@step("given", r"(?P<seat>\w+) declared (?P<cards>.+)")
def given_declared(ctx: Context, seat: str, cards: str) -> None:
    ctx.declared.append({"seat": seat, "cards": _cards(cards)})


@step("given", r"(?P<seat>\w+) committed the offence (?P<offence>[a-z_]+)")
def given_offence(ctx: Context, seat: str, offence: str) -> None:
    ctx.penalties.append({"seat": seat, "offence": offence})


@step("given", r"(?P<seat>\w+) set aside (?P<cards>.+)")
def given_set_aside(ctx: Context, seat: str, cards: str) -> None:
    ctx.set_aside.append({"seat": seat, "cards": _cards(cards)})


@step("given", r"the match score is (?P<t1>\w+) (?P<n1>\d+) and (?P<t2>\w+) (?P<n2>\d+)")
def given_match_score(ctx: Context, t1: str, n1: str, t2: str, n2: str) -> None:
    ctx.totals = {t1: int(n1), t2: int(n2)}


# -- actions ---------------------------------------------------------------------------------------
@step("when", r"(?P<seat>\w+) passes")
def when_pass(ctx: Context, seat: str) -> None:
    _act(ctx, lambda: _call(ctx, "bid", _need_deal(ctx), seat, {"action": "pass"}))


@step("when", rf"(?P<seat>\w+) takes(?: {CONTRACT})?")
def when_take(ctx: Context, seat: str, what: str | None = None) -> None:
    bid: dict[str, Any] = {"action": "take"}
    if what:
        contract = _contract(what)
        bid["kind"] = contract["kind"]
        if "trump" in contract:
            bid["suit"] = contract["trump"]
    _act(ctx, lambda: _call(ctx, "bid", _need_deal(ctx), seat, bid))


@step("when", r'(?P<seat>\w+) plays (?P<card>\S+)(?: saying "(?P<say>[^"]+)")?')
def when_play(ctx: Context, seat: str, card: str, say: str | None = None) -> None:
    _act(ctx, lambda: _call(ctx, "play", _need_deal(ctx), seat, card, say))


@step("when", rf"(?P<seat>\w+) bids (?:(?P<points>\d+) |(?P<capot>capot) )?{CONTRACT}")
def when_bid(ctx: Context, seat: str, what: str, points: str | None = None, capot: str | None = None) -> None:
    contract = _contract(what)
    bid: dict[str, Any] = {"action": "bid", "kind": contract["kind"]}
    if "trump" in contract:
        bid["suit"] = contract["trump"]
    if points:
        bid["points"] = int(points)
    if capot:
        bid["capot"] = True
    _act(ctx, lambda: _call(ctx, "bid", _need_deal(ctx), seat, bid))


@step("when", r"(?P<seat>\w+) (?P<action>doubles|redoubles)")
def when_double(ctx: Context, seat: str, action: str) -> None:
    _act(ctx, lambda: _call(ctx, "bid", _need_deal(ctx), seat, {"action": action[:-1]}))


@step("when", r"(?P<seat>\w+) deals")
def when_new_deal(ctx: Context, seat: str) -> None:
    """A deal from the canonical deck order; for auctions, where no particular card matters."""
    deck = ctx.spec["deck"]
    ctx.deal = _new_deal(ctx, seat, [f"{r}{s}" for s in deck["suits"] for r in deck["ranks"]])


@step("when", r"(?P<seat>\w+) claims the match")
def when_claim(ctx: Context, seat: str) -> None:
    _act(ctx, lambda: _call(ctx, "claim", _need_deal(ctx), seat))


@step("when", r"(?P<seat>\w+) discards (?P<cards>.+)")
def when_discard(ctx: Context, seat: str, cards: str) -> None:
    _act(ctx, lambda: _call(ctx, "discard", _need_deal(ctx), seat, _cards(cards)))


@step("when", r"(?P<seat>\w+) exchanges the low trump for the turned card")
def when_exchange(ctx: Context, seat: str) -> None:
    _act(ctx, lambda: _call(ctx, "exchange", _need_deal(ctx), seat))


@step("when", r"the deal is scored with these tricks:")
def when_scored(ctx: Context, datatable: list[list[str]]) -> None:
    """A protocol 2 deal: each trick with its leader and the seat of every card. Columns are read by name:
    `cards` (in play order from the trick's leader), `winner`, and `leader` where the table has it; a trick
    without a leader is led by the previous trick's winner, and the first by the seat the variant's data
    makes lead after the given dealer, else (transitional, for tables without a leader column) by the first
    seat for which the listed winner wins the trick."""
    contract = _need_contract(ctx)
    _require("taker" in contract, "scoring needs the taker: 'Given the contract is hearts taken by N'")
    header, *rows = datatable
    cols = {h.strip().lower(): i for i, h in enumerate(header)}
    _require({"winner", "cards"} <= cols.keys(), "the tricks table needs the columns 'winner' and 'cards'")
    table = [
        {
            "winner": r[cols["winner"]].strip(),
            "cards": _cards(r[cols["cards"]]),
            "leader": r[cols["leader"]].strip() if "leader" in cols else "",
        }
        for r in rows
    ]
    rules = _rules(ctx)
    first = None
    if ctx.dealer is not None:
        rule, dealer = rules.spec["play"]["first_lead"]["rule"], rules.table.seat(ctx.dealer)
        seat = rules.table.first_lead(rule, dealer, rules.table.seat(contract["taker"]), None)
        first = None if seat is None else rules.table.seats[seat]
    try:
        tricks = tricks_v2(rules, contract, table, first)
    except ValueError as e:
        raise CheckFailed(
            StepFailure("scenario", details={"text": f"the tricks table cannot be read as tricks of this variant: {e}"})
        ) from None
    _require(
        len(tricks) == rules.tricks_per_deal,
        f"score_deal is sent whole deals: {rules.tricks_per_deal} tricks, not {len(tricks)}",
    )
    deal: dict[str, Any] = {"contract": contract, "tricks": tricks, "belote": ctx.belote, "held": ctx.held}
    if ctx.declared:
        _require(ctx.dealer is not None, "declarations need the dealer: 'Given the dealer is S'")
        deal |= {"declarations": ctx.declared, "dealer": ctx.dealer}
    elif ctx.dealer is not None:
        deal["dealer"] = ctx.dealer
    if ctx.penalties:
        deal["penalties"] = ctx.penalties
    if ctx.set_aside:
        deal["set_aside"] = ctx.set_aside
    if ctx.multiplier > 1:
        deal["multiplier"] = ctx.multiplier
    ctx.score = _call(ctx, "score_deal", ctx.variant, deal)


@step("when", r"(?P<t1>\w+) score (?P<n1>\d+) and (?P<t2>\w+) score (?P<n2>\d+) in (?:the|a (?P<valat>\w+) valat) deal")
def when_match_deal(ctx: Context, t1: str, n1: str, t2: str, n2: str, valat: str | None = None) -> None:
    """`in a NS valat deal`: the deal in which NS took every trick."""
    _require(ctx.totals is not None, "no match score: add 'Given the match score is ...'")
    assert ctx.totals is not None
    ctx.match = _call(ctx, "match_after_deal", ctx.variant, ctx.totals, {t1: int(n1), t2: int(n2)}, valat)


@step("when", r"(?P<t1>\w+) score (?P<n1>\d+) and (?P<t2>\w+) score (?P<n2>\d+) in deal (?P<number>\d+) of the match")
def when_match_deal_number(ctx: Context, t1: str, n1: str, t2: str, n2: str, number: str) -> None:
    """`in deal 16 of the match`: the match's deals counted with this one, for a match of a fixed number of deals."""
    _require(ctx.totals is not None, "no match score: add 'Given the match score is ...'")
    assert ctx.totals is not None
    ctx.match = _call(
        ctx, "match_after_deal", ctx.variant, ctx.totals, {t1: int(n1), t2: int(n2)}, None, deals=int(number)
    )


@step(
    "when",
    r"(?P<t1>\w+) score (?P<n1>\d+) and (?P<t2>\w+) score (?P<n2>\d+) in a (?P<valat>\w+) valat deal, "
    r"deal (?P<number>\d+) of the match",
)
def when_match_valat_deal_number(ctx: Context, t1: str, n1: str, t2: str, n2: str, valat: str, number: str) -> None:
    """`in a NS valat deal, deal 16 of the match`: a deal in which NS took every trick, counted as the
    match's deal `number`, for a match of a fixed number of deals."""
    _require(ctx.totals is not None, "no match score: add 'Given the match score is ...'")
    assert ctx.totals is not None
    ctx.match = _call(
        ctx, "match_after_deal", ctx.variant, ctx.totals, {t1: int(n1), t2: int(n2)}, valat, deals=int(number)
    )


# -- outcomes --------------------------------------------------------------------------------------
def _in_play_order(ctx: Context, seats: list[str]) -> None:
    """A trick sent to an engine goes round the table in order of play from its leader (and `legal_cards`'s
    seat is the next one), so an engine that knows only "the leader and the next in turn" reads every
    trick the kit sends (docs/implementers.md)."""
    order = _play_order(ctx)
    if not seats:
        return
    in_turn = all(s in order for s in seats) and all(
        order[(order.index(seats[0]) + k) % len(order)] == s for k, s in enumerate(seats)
    )
    _require(in_turn, f"the seats {' '.join(seats)} do not play in turn (order of play: {' '.join(order)})")


@step("then", r"the legal cards for (?P<seat>\w+) are (?P<cards>.+)")
def then_legal(ctx: Context, seat: str, cards: str) -> None:
    _require(seat in ctx.hands, f"no hand for {seat}: add 'Given {seat} holds ...'")
    _in_play_order(ctx, [*(p["seat"] for p in ctx.trick), seat])
    got = _call(ctx, "legal_cards", ctx.variant, _need_contract(ctx), ctx.hands[seat], ctx.trick, seat)
    want = _cards(cards)
    _check(_same_cards(got, want), StepFailure("legal cards", want, got, details={"seat": seat}))


@step("then", r"(?P<seat>\w+) may play any card")
def then_any(ctx: Context, seat: str) -> None:
    then_legal(ctx, seat, " ".join(ctx.hands.get(seat, [])))


@step("then", r"the trick is won by (?P<seat>\w+)")
def then_trick_winner(ctx: Context, seat: str) -> None:
    _in_play_order(ctx, [p["seat"] for p in ctx.trick])
    got = _call(ctx, "trick_winner", ctx.variant, _need_contract(ctx), ctx.trick)
    _check(got == seat, StepFailure("trick winner", seat, got))


@step("then", r"(?P<card>\S+) is worth (?P<n>\d+) points?")
def then_card_points(ctx: Context, card: str, n: str) -> None:
    got = _call(ctx, "card_points", ctx.variant, _need_contract(ctx), card)
    _check(got == int(n), StepFailure("card points", int(n), got, details={"card": card}))


@step("then", r"the cards of the deck are worth (?P<n>\d+) points in all")
def then_deck_points(ctx: Context, n: str) -> None:
    deck = ctx.spec["deck"]
    contract = _need_contract(ctx)
    got = sum(_call(ctx, "card_points", ctx.variant, contract, f"{r}{s}") for s in deck["suits"] for r in deck["ranks"])
    _check(got == int(n), StepFailure("deck points", int(n), got))


@step("then", r"in (?P<suit>hearts|spades|diamonds|clubs) the ranks from strongest to weakest are (?P<ranks>.+)")
def then_order(ctx: Context, suit: str, ranks: str) -> None:
    contract = _need_contract(ctx)
    letter = SUIT_WORDS[suit]
    order = _cards(ranks)
    seats = _play_order(ctx)
    filler_suit = next(s for s in ctx.spec["deck"]["suits"] if s != letter and s != contract.get("trump"))
    fillers = [f"{r}{filler_suit}" for r in ctx.spec["deck"]["ranks"]]
    for hi, lo in itertools.pairwise(order):
        for first, second in ((lo, hi), (hi, lo)):
            trick = [{"seat": seats[0], "card": first + letter}, {"seat": seats[1], "card": second + letter}]
            trick += [{"seat": seats[k], "card": fillers[k - 2]} for k in range(2, len(seats))]
            got = _call(ctx, "trick_winner", ctx.variant, contract, trick)
            want = seats[0] if first == hi else seats[1]
            _check(
                got == want,
                StepFailure("rank order", want, got, details={"stronger": hi + letter, "weaker": lo + letter}),
            )


def _play_order(ctx: Context) -> list[str]:
    table = ctx.spec["table"]
    seats = list(table["seats"])
    return [seats[0], *reversed(seats[1:])] if table["direction"] == "counter-clockwise" else seats


def _need_score(ctx: Context) -> dict[str, Any]:
    _require(ctx.score is not None, "no deal has been scored: add 'When the deal is scored with these tricks:'")
    assert ctx.score is not None
    return ctx.score


@step("then", r"(?P<t1>\w+) score (?P<n1>-?\d+) and (?P<t2>\w+) score (?P<n2>-?\d+)")
def then_scores(ctx: Context, t1: str, n1: str, t2: str, n2: str) -> None:
    if not _claimed(ctx, "score_deal", "scores", f"{t1} score {n1} and {t2} score {n2}"):
        return
    got = _need_score(ctx)["scores"]
    want = {t1: int(n1), t2: int(n2)}
    _check({k: got.get(k) for k in want} == want, StepFailure("scores", want, got))


@step("then", r"the deal ends with (?P<t1>\w+) (?P<n1>\d+) and (?P<t2>\w+) (?P<n2>\d+)")
def then_deal_ends(ctx: Context, t1: str, n1: str, t2: str, n2: str) -> None:
    """The scores of a deal played to its end with the stateful steps."""
    state = _call(ctx, "state", _need_deal(ctx))
    _check(state.get("phase") == "done", StepFailure("deal over", "done", state.get("phase")))
    got = (state.get("result") or {}).get("scores", {})
    want = {t1: int(n1), t2: int(n2)}
    _check({k: got.get(k) for k in want} == want, StepFailure("deal result", want, got))


@step("then", r"(?P<t1>\w+) score (?P<n1>\d+) and (?P<t2>\w+) score (?P<n2>\d+) in match points")
def then_match_points(ctx: Context, t1: str, n1: str, t2: str, n2: str) -> None:
    if not _claimed(ctx, "score_deal", "match_points", f"{t1} score {n1} and {t2} score {n2} in match points"):
        return
    got = _need_score(ctx).get("match_points") or {}
    want = {t1: int(n1), t2: int(n2)}
    _check({k: got.get(k) for k in want} == want, StepFailure("match points", want, got))


@step("then", r"the deal's points go to the match score as they are")
def then_points_unchanged(ctx: Context) -> None:
    """Where the source adds a deal's points to the match as they are: the engine reports no match points
    (null: the scores are the match's units) or the scores themselves, never a conversion."""
    if not _claimed(ctx, "score_deal", "match_points", "the deal's points go to the match score as they are"):
        return
    score = _need_score(ctx)
    got = score.get("match_points")
    _check(got is None or got == score["scores"], StepFailure("match points as scores", score["scores"], got))


@step("then", rf"the contract is {CONTRACT} taken by (?P<seat>\w+) (?P<how>doubled|redoubled)")
def then_contract_doubled(ctx: Context, what: str, seat: str, how: str) -> None:
    then_contract(ctx, what, seat)
    levels = ctx.spec["bidding"].get("auction", {}).get("doubling", {}).get("levels", [2, 4])
    want = levels[0] if how == "doubled" else levels[-1]
    got = (_call(ctx, "state", _need_deal(ctx)).get("contract") or {}).get("multiplier", 1)
    _check(got == want, StepFailure("contract multiplier", want, got))


@step("then", r"the contract is (?P<outcome>made|failed|tied|forfeit)")
def then_outcome(ctx: Context, outcome: str) -> None:
    if not _claimed(ctx, "score_deal", "outcome", f"the contract is {outcome}"):
        return
    got = _need_score(ctx)["outcome"]
    _check(got == outcome, StepFailure("outcome", outcome, got))


@step("then", r"(?P<n>\d+) points are held over")
def then_held(ctx: Context, n: str) -> None:
    if not _claimed(ctx, "score_deal", "held", f"{n} points are held over"):
        return
    got = _need_score(ctx)["held"]
    _check(got == int(n), StepFailure("held over", int(n), got))


@step("then", r"it is (?P<seat>\w+)'s turn to (?:bid|play)")
def then_turn(ctx: Context, seat: str) -> None:
    got = _call(ctx, "state", _need_deal(ctx))["turn"]
    _check(got == seat, StepFailure("turn", seat, got))


@step("then", r"the (?P<action>bid|play|discard|exchange|claim) is rejected citing (?P<rule>\S+)")
def then_rejected(ctx: Context, action: str, rule: str) -> None:
    if action == "play" and ctx.rejection is None:
        _not_if_limited(ctx, "accepts_any_card")
    _check(ctx.rejection is not None, StepFailure("no rejection", rule))
    assert ctx.rejection is not None
    ctx.rejection_checked = True
    got = ctx.rejection.rule
    _check(
        within(got, rule),
        StepFailure("rejection", rule, got, details={"words": ctx.rejection.message}),
    )


@step("then", r"the state is unchanged")
def then_unchanged(ctx: Context) -> None:
    _require(ctx.before is not None, "no action has been tried yet")
    now = _call(ctx, "state", _need_deal(ctx))
    _check(now == ctx.before, StepFailure("state unchanged", ctx.before, now))


@step("then", rf"the contract is {CONTRACT} taken by (?P<seat>\w+)")
def then_contract(ctx: Context, what: str, seat: str) -> None:
    got = _call(ctx, "state", _need_deal(ctx)).get("contract")
    want = _contract(what, seat)
    _check(got is not None and all(got.get(k) == v for k, v in want.items()), StepFailure("contract", want, got))


@step("then", r"the deal is cancelled")
def then_cancelled(ctx: Context) -> None:
    got = _call(ctx, "state", _need_deal(ctx))["phase"]
    _check(got == "cancelled", StepFailure("phase", "cancelled", got))


@step("then", r"(?P<seat>\w+) deals next")
def then_next_dealer(ctx: Context, seat: str) -> None:
    got = _call(ctx, "state", _need_deal(ctx)).get("next_dealer")
    _check(got == seat, StepFailure("next dealer", seat, got))


@step("then", r"after a deal dealt by (?P<dealer>\w+), (?P<seat>\w+) deals next")
def then_rotation(ctx: Context, dealer: str, seat: str) -> None:
    got = _call(ctx, "next_dealer", ctx.variant, dealer)
    _check(got == seat, StepFailure("next dealer after", seat, got, details={"dealer": dealer}))


@step("then", r"the card turned up is (?P<card>\S+)")
def then_turned(ctx: Context, card: str) -> None:
    got = _call(ctx, "state", _need_deal(ctx)).get("turned_card")
    _check(isinstance(got, str) and got.upper() == card.upper(), StepFailure("turned card", card, got))


@step("then", r"(?P<seat>\w+) holds (?P<n>\d+) cards? including (?P<cards>.+)")
def then_hand_including(ctx: Context, seat: str, n: str, cards: str) -> None:
    hand = _call(ctx, "state", _need_deal(ctx))["hands"].get(seat, [])
    _check(len(hand) == int(n), StepFailure("hand size", int(n), hand, details={"seat": seat}))
    missing = [c for c in _cards(cards) if c.upper() not in {h.upper() for h in hand}]
    _check(not missing, StepFailure("hand lacks", missing, hand, details={"seat": seat}))


@step("then", r"(?P<seat>\w+) holds (?P<cards>(?!\d+ cards? ).+)")
def then_hand(ctx: Context, seat: str, cards: str) -> None:
    hand = _call(ctx, "state", _need_deal(ctx))["hands"].get(seat, [])
    _check(_same_cards(hand, _cards(cards)), StepFailure("hand", cards, hand, details={"seat": seat}))


@step("then", r"the declarations score (?P<t1>\w+) (?P<n1>\d+) and (?P<t2>\w+) (?P<n2>\d+)")
def then_declaration_scores(ctx: Context, t1: str, n1: str, t2: str, n2: str) -> None:
    _require(ctx.dealer is not None, "declarations need the dealer: 'Given the dealer is S'")
    assert ctx.dealer is not None
    contract = _need_contract(ctx)
    taker = contract.get("taker")
    if taker is not None and _rules(ctx).spec["bidding"]["first_speaker"] == "taker" and not _takes_taker(ctx.engine):
        raise NotCovered(
            "not covered: the variant counts declarations from the taker, which this engine is not given "
            "(protocol 1 has no taker in declaration_scores)"
        )
    if taker is not None and _takes_taker(ctx.engine):
        got = _call(ctx, "declaration_scores", ctx.variant, contract, ctx.hands, ctx.dealer, taker=taker)
    else:
        got = _call(ctx, "declaration_scores", ctx.variant, contract, ctx.hands, ctx.dealer)
    want = {t1: int(n1), t2: int(n2)}
    _check({k: got.get(k) for k in want} == want, StepFailure("declaration scores", want, got))


@step("then", r"(?P<seat>\w+)'s declarations are worth (?P<points>\d+(?:(?:,| and) \d+)*)")
def then_declarations_worth(ctx: Context, seat: str, points: str) -> None:
    _require(seat in ctx.hands, f"no hand for {seat}: add 'Given {seat} holds ...'")
    found = _call(ctx, "declarations", ctx.variant, _need_contract(ctx), ctx.hands[seat], seat)
    got = sorted(int(d["points"]) for d in found)
    want = sorted(int(p) for p in re.findall(r"\d+", points))
    _check(got == want, StepFailure("declarations", want, found, details={"seat": seat}))


@step("then", r"(?P<seat>\w+) has no declaration")
def then_no_declaration(ctx: Context, seat: str) -> None:
    found = _call(ctx, "declarations", ctx.variant, _need_contract(ctx), ctx.hands.get(seat, []), seat)
    _check(found == [], StepFailure("no declaration", [], found, details={"seat": seat}))


@step("then", r"(?P<team>\w+) wins? the match at once")
def then_instant_win(ctx: Context, team: str) -> None:
    result = _call(ctx, "state", _need_deal(ctx)).get("result") or {}
    _check(result.get("match_winner") == team, StepFailure("match won at once", team, result))


@step(
    "then",
    r"after a deal dealt by (?P<dealer>\w+) in which (?P<t1>\w+) scores? (?P<n1>\d+) and (?P<t2>\w+) "
    r"scores? (?P<n2>\d+), (?P<seat>\w+) deals next",
)
def then_rotation_by_score(ctx: Context, dealer: str, t1: str, n1: str, t2: str, n2: str, seat: str) -> None:
    got = _call(ctx, "next_dealer", ctx.variant, dealer, {t1: int(n1), t2: int(n2)})
    _check(got == seat, StepFailure("next dealer after", seat, got, details={"dealer": dealer}))


@step("then", r"after a deal dealt by (?P<dealer>\w+) is cancelled, (?P<seat>\w+) deals next")
def then_rotation_cancelled(ctx: Context, dealer: str, seat: str) -> None:
    got = _call(ctx, "next_dealer", ctx.variant, dealer, None, cancelled=True)
    _check(got == seat, StepFailure("next dealer after cancelled", seat, got, details={"dealer": dealer}))


@step("then", r"(?P<team>\w+) wins? the match")
def then_match_won(ctx: Context, team: str) -> None:
    _require(ctx.match is not None, "no deal was added to the match")
    assert ctx.match is not None
    if not _claimed(ctx, "match_after_deal", "winner", f"{team} wins the match"):
        return
    _check(ctx.match["winner"] == team, StepFailure("match winner", team, ctx.match))


@step("then", r"the match goes on")
def then_match_goes_on(ctx: Context) -> None:
    _require(ctx.match is not None, "no deal was added to the match")
    assert ctx.match is not None
    if not _claimed(ctx, "match_after_deal", "winner", "the match goes on"):
        return
    _check(ctx.match["winner"] is None, StepFailure("match goes on", None, ctx.match))


def before_step(ctx: Context, sd: StepDef) -> None:
    """A rejection that the step after it does not check fails there, rather than pass unseen."""
    if not ctx.rejection_checked and sd.func is not then_rejected:
        ctx.rejection_checked = True
        assert ctx.rejection is not None
        raise CheckFailed(unexpected_rejection(ctx.rejection, "previous"))


def run_step(ctx: Context, type_: str, text: str, datatable: list[list[str]] | None = None) -> None:
    found = find_step(type_, text)
    if found is None:
        raise UndefinedStep(f"no step definition matches {type_.capitalize()} {text!r}")
    sd, args = found
    before_step(ctx, sd)
    if "datatable" in sd.func.__code__.co_varnames[: sd.func.__code__.co_argcount]:
        args["datatable"] = datatable or []  # type: ignore[assignment]
    sd.func(ctx, **args)


def finish(ctx: Context) -> None:
    """Called after the last step: a rejection nobody expected is a failure; a scenario that failed nothing
    but checked a result field the engine does not compute is not covered (a skip), never a pass."""
    if not ctx.rejection_checked:
        assert ctx.rejection is not None
        raise CheckFailed(unexpected_rejection(ctx.rejection, "last"))
    if ctx.uncovered:
        raise NotCovered("not covered: the engine does not compute " + "; ".join(ctx.uncovered))


def _takes_taker(engine: Engine) -> bool:
    """Whether declaration_scores reaches the engine with the taker: protocol 2 over a subprocess, or an
    in-process method with a `taker` parameter."""
    import inspect

    version = getattr(engine, "protocol", None)
    if isinstance(version, int):
        return version >= 2
    try:
        return "taker" in inspect.signature(engine.declaration_scores).parameters
    except (TypeError, ValueError):
        return False


class UndefinedStep(LookupError):
    """A scenario step no definition matches: an authoring error, reported as a failure."""


def bid_words(seat: str, bid: dict[str, Any]) -> str:
    """A bid as the `When` step that sends exactly that bid (the steps below)."""
    action = bid.get("action")
    if action == "pass":
        return f"{seat} passes"
    if action in ("double", "redouble"):
        return f"{seat} {action}s"
    what = SUIT_NAMES[bid["suit"]] if bid.get("kind") == "suit" else str(bid.get("kind", "")).replace("_", " ")
    if action == "take":
        return f"{seat} takes {what}".rstrip() if bid.get("kind") else f"{seat} takes"
    level = "capot " if bid.get("capot") else f"{bid['points']} " if bid.get("points") else ""
    return f"{seat} bids {level}{what}"
