"""Fault operators of the families `condition` and `wrong-cards` (changes/faults/model.py): a play obligation
waived, or added, under a condition the rules do not state; an obligation applied to the wrong cards; a trick
judged on the wrong cards.

Every site is generated from the rule units' registry (engine/units.py) and the variant's compiled rules; no
variant is named. An operator binds only where its fault can change an answer: each unit says which facts of
the turn hold whenever it narrows (`narrows_when`) and which compiled fields it needs (`needs`), and a
condition that cannot hold together with those facts, at this table, binds nothing."""

from __future__ import annotations

import copy
from collections.abc import Callable, Iterable
from dataclasses import dataclass, replace
from functools import partial
from operator import attrgetter
from typing import TYPE_CHECKING, Any

from belote_spec.changes.faults.model import Operator, Site
from belote_spec.engine import tricks, units
from belote_spec.engine.contracts import compile_contract
from belote_spec.engine.units import FREE, OBLIGATIONS, Narrowing, Position, Unit

if TYPE_CHECKING:
    from collections.abc import Sequence

    from belote_spec.engine.contracts import Contract
    from belote_spec.engine.rules import Rules

# "The highest trump wins the trick; with no trump in it, the highest card of the led suit": the rule a trick
# judged on the wrong cards breaks.
TRICK_WINNER = "/play/trick_winner"
# "With the rest of the suits the strength of the cards is as follows": a plain suit ranked otherwise breaks it.
PLAIN_ORDER = "/orders/plain"


# --- conditions ---------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Condition:
    """A fact of the turn (a `Position` property) a faulty engine makes a rule depend on, in a player's words."""

    id: str  # the operator's tail after its joiner: waived-when-partner-winning
    fact: str
    words: str
    joiner: str = "when"

    @property
    def tail(self) -> str:
        return f"{self.joiner}-{self.id}"


CONDITIONS: tuple[Condition, ...] = (
    Condition("partner-winning", "partner_holds", "when the partner is winning the trick"),
    Condition("opponent-winning", "opponent_holds", "when an opponent is winning the trick"),
    Condition("trump-led", "trump_led", "when trump is led"),
    Condition("plain-led", "plain_led", "when a plain suit is led"),
    Condition("holding-trumps", "holds_trumps", "when the player holds a trump"),
    Condition("no-trumps-held", "holds_no_trumps", "when the player holds no trump"),
    Condition("first-trick", "first_trick", "on the first trick of the deal", "on"),
    Condition("last-trick", "last_trick", "on the last trick of the deal", "on"),
    Condition("last-to-play", "last_to_play", "when the player is the last to play to the trick"),
    Condition("second-to-play", "second_to_play", "when the player is the second to play to the trick"),
)
BY_CONDITION = {c.id: c for c in CONDITIONS}
ADDED = ("partner-winning", "opponent-winning", "trump-led", "plain-led")  # the conditions a rule is added under

# What the facts imply, and which cannot hold together: a condition binds on a unit only where it can hold
# while the unit narrows. tests/changes/test_fault_obligations.py checks every line on played positions.
IMPLIES: tuple[tuple[frozenset[str], str], ...] = (
    # void in the led suit and holding a trump: not led (where no trump is exempt from following)
    (frozenset({"void", "holds_trumps", "none_exempt"}), "plain_led"),
    (frozenset({"second_to_play", "trumped"}), "trump_led"),  # the only card in the trick is the led one
    (frozenset({"second_to_play"}), "opponent_holds"),  # only the leader, on the other side, has played
    (frozenset({"partner_holds"}), "partner_played"),
    (frozenset({"holds_led", "trump_led", "one_trump_suit"}), "holds_trumps"),  # the led suit is the trump suit
    (frozenset({"leader_holds", "trumped"}), "trump_led"),  # a led card wins a trumped trick only as a trump
    # two sides of two sitting alternately: the player's right-hand neighbour played last, and the only
    # other opponent who can have played is the leader
    (frozenset({"held_before_last", "opponent_holds", "alternate_pairs"}), "leader_holds"),
)
EXCLUSIVE: tuple[frozenset[str], ...] = (
    frozenset({"holds_led", "void"}),
    frozenset({"trump_led", "plain_led"}),
    frozenset({"holds_trumps", "holds_no_trumps"}),
    frozenset({"partner_holds", "opponent_holds"}),
    frozenset({"last_trick", "choice"}),  # the last trick is played from a single card
)
# The other side of each two-way fact, for a player to a started trick (someone else holds it).
COMPLEMENT = {
    "holds_led": "void",
    "void": "holds_led",
    "trump_led": "plain_led",
    "plain_led": "trump_led",
    "holds_trumps": "holds_no_trumps",
    "holds_no_trumps": "holds_trumps",
    "partner_holds": "opponent_holds",
    "opponent_holds": "partner_holds",
}


def _partners(rules: Rules) -> bool:
    team_of = rules.table.team_of
    return len(set(team_of)) < len(team_of)


def _trump_kinds(rules: Rules) -> set[str]:
    return {c["trumps"] for c in rules.spec["contracts"].values()}


def _hand_tells_trick(rules: Rules) -> bool:
    """Every card a player may play is in the hand (no cards on the table), so its size tells the trick."""
    return not rules.spec["dealing"].get("table_cards", {}).get("stacks", 0)


# Whether a table and its contracts can show a fact at all.
TABLE: dict[str, Callable[[Rules], bool]] = {
    "partner_holds": _partners,
    "partner_played": _partners,
    "first_trick": _hand_tells_trick,
    "holds_trumps": lambda r: "one" in _trump_kinds(r),
    "trumped": lambda r: "one" in _trump_kinds(r),
    "trump_led": lambda r: bool(_trump_kinds(r) & {"one", "all"}),
    "plain_led": lambda r: bool(_trump_kinds(r) & {"one", "none"}),
    "second_to_play": lambda r: r.table.n >= 2,
}


def table_facts(rules: Rules) -> set[str]:
    """What every turn of this table shows: at two seats each player is second and last to play; where no
    contract ranks every suit as trump, a led suit that ranks as trump is the trump suit; where no card is
    exempt from following, a hand holds the led suit whenever it holds a card of it."""
    out = {"second_to_play", "last_to_play"} if rules.table.n == 2 else set()
    if "all" not in _trump_kinds(rules):
        out.add("one_trump_suit")
    if rules.table.team_of == (0, 1, 0, 1):
        out.add("alternate_pairs")
    if not rules.follow_exempt:
        out.add("none_exempt")
    return out


def closure(facts: Iterable[str]) -> frozenset[str]:
    out = set(facts)
    grew = True
    while grew:
        grew = False
        for given, then in IMPLIES:
            if given <= out and then not in out:
                out.add(then)
                grew = True
    return frozenset(out)


def consistent(rules: Rules, facts: Iterable[str]) -> bool:
    """Whether the facts can hold together on a turn of this table."""
    got = closure({*facts, *table_facts(rules)})
    return not any(x <= got for x in EXCLUSIVE) and all(TABLE.get(f, lambda _r: True)(rules) for f in got)


def _obligations(rules: Rules) -> dict[str, Any]:
    return rules.spec["play"]["obligations"]


def engaged(rules: Rules, unit: Unit) -> bool:
    return unit.engaged(_obligations(rules))


def view(rules: Rules, unit: Unit, on: bool) -> Rules:
    """`rules` as if `unit` were engaged (`on`) or not: a shallow copy with the unit's compiled fields set so."""
    node = {**unit.node(_obligations(rules)), unit.engaged_by: on}
    out = copy.copy(rules)
    for name, value in unit.compile(node).items():
        setattr(out, name, value)
    return out


def can_narrow(rules: Rules, unit: Unit) -> bool:
    return all(getattr(rules, f) for f in unit.needs)


def _holds(rules: Rules, field: str) -> bool:
    return not getattr(rules, field[1:]) if field.startswith("!") else bool(getattr(rules, field))


def narrowing_facts(rules: Rules, unit: Unit) -> frozenset[str] | None:
    """The facts that hold whenever `unit` narrows in these rules (None: it never can): its own; for a duty
    after an exemption that applies, what keeps the exemption from freeing the player first; for a ban the
    duties leave nothing to take from a player they bind, what lets an exemption free the player."""
    facts = {f for f in unit.narrows_when if not (f in unit.lifted_by and getattr(rules, unit.lifted_by[f]))}
    at = OBLIGATIONS.index(unit)
    exemptions = [ex for ex in OBLIGATIONS[:at] if not ex.keeps and engaged(rules, ex) and can_narrow(rules, ex)]
    for ex in exemptions if unit.duty else ():
        missing = set(ex.narrows_when) - facts
        if not missing:
            return None
        if len(missing) == 1 and (other := COMPLEMENT.get(missing.pop())):
            facts.add(other)
    if unit.bound_by and all(_holds(rules, f) for f in unit.bound_by):
        if len(exemptions) != 1:
            return None if not exemptions else frozenset(facts)
        facts |= set(exemptions[0].narrows_when)
    return frozenset(facts) if consistent(rules, facts) else None


def can_hold(rules: Rules, unit: Unit, fact: str) -> bool:
    facts = narrowing_facts(rules, unit)
    return facts is not None and consistent(rules, facts | {fact})


# --- applying a fault ---------------------------------------------------------------------------------


def put(rules: Rules, unit: Unit, narrow: Narrowing, later: Callable[[Unit], Unit] | None = None) -> None:
    """`rules` playing `unit` with another narrowing (and each later unit through `later`); legal play then
    takes the readable path."""
    at = next(i for i, u in enumerate(rules.play_units) if u.pointer == unit.pointer)
    ahead = rules.play_units[at + 1 :]
    rules.play_units = (
        *rules.play_units[:at],
        replace(rules.play_units[at], narrow=narrow),
        *(map(later, ahead) if later else ahead),
    )
    rules.plain_legal = False


def _conditional(narrow: Narrowing, holds: Callable[[Position], bool], other: Rules) -> Narrowing:
    def narrowing(p: Position) -> int | str | None:
        return narrow(p.under(other)) if holds(p) else narrow(p)

    return narrowing


def _apply_conditional(unit: Unit, fact: str, on: bool, rules: Rules) -> None:
    put(rules, unit, _conditional(unit.narrow, attrgetter(fact), view(rules, unit, on)))


def _as(kind: type[Position], narrow: Narrowing) -> Narrowing:
    """`narrow` reading the turn through `kind`, a Position with one fact read wrong."""

    def narrowing(p: Position) -> int | str | None:
        return narrow(p.under(kind=kind))

    return narrowing


def _apply_as(unit: Unit, kind: type[Position], rules: Rules) -> None:
    put(rules, unit, _as(kind, unit.narrow))


def _name(unit: Unit) -> str:
    return unit.label[0].lower() + unit.label[1:]


def _verb(unit: Unit, on: bool) -> str:
    if not unit.keeps:
        return "granted" if on else "not granted"
    if not unit.duty:
        return "applied" if on else "lifted"
    return "applied" if on else "waived"


# --- the condition family -----------------------------------------------------------------------------


def _condition_sites(cond: Condition, on: bool, rules: Rules) -> list[Site]:
    """Waived (`on` False): each engaged unit that can narrow while the condition holds, answering then as if
    not engaged. Added (`on` True): each unit not engaged that, engaged, could narrow while it holds,
    answering then as if engaged."""
    out = []
    for unit in OBLIGATIONS:
        if engaged(rules, unit) == on:
            continue
        if not can_narrow(view(rules, unit, True) if on else rules, unit) or not can_hold(rules, unit, cond.fact):
            continue
        words = f"{_name(unit)} {_verb(unit, on)} {cond.words}"
        out.append(Site(unit.pointer, words, partial(_apply_conditional, unit, cond.fact, on)))
    return out


def _condition_operators() -> tuple[Operator, ...]:
    waived = tuple(
        Operator(
            f"waived-{c.tail}",
            "condition",
            f"An obligation that binds is waived {c.words}: the player answers as if the variant had not the "
            "rule (an exemption: not granted; a ban: lifted).",
            partial(_condition_sites, c, False),
        )
        for c in CONDITIONS
    )
    added = tuple(
        Operator(
            f"added-{c.tail}",
            "condition",
            f"An obligation the variant has not is applied {c.words} (an exemption: granted then).",
            partial(_condition_sites, c, True),
        )
        for c in (BY_CONDITION[i] for i in ADDED)
    )
    return (
        *waived,
        *added,
        Operator(
            "any-card-when-cannot-beat",
            "condition",
            "A duty to beat that cannot be met frees the player: one who cannot beat may play any card, not "
            "only the suit still owed (the led suit, or a trump).",
            _any_card_sites,
        ),
        Operator(
            "exemption-still-overtrumps",
            "condition",
            "The partner-winning exemption lets a player discard, but one who trumps must play a trump worth "
            "more than the trick's winning card (by points, then by rank, whatever its suit) when he holds one.",
            _still_overtrumps_sites,
        ),
    )


# --- the wrong-cards family: the turn read wrong -----------------------------------------------------


class LedCard(Position):
    """A duty to beat judged against the led card, not the highest card of its suit."""

    __slots__ = ()

    def above_top(self, suit: int) -> int:
        card = self.trick[0][1]
        return self.contract.above[card] if self.rules.deck.suit_of[card] == suit else -1


class LastCard(Position):
    """A duty to beat judged against the last card played: of the suit to beat, the cards above it; of
    another suit (a discard), nothing to beat."""

    __slots__ = ()

    def above_top(self, suit: int) -> int:
        card = self.trick[-1][1]
        return self.contract.above[card] if self.rules.deck.suit_of[card] == suit else -1

    @property
    def ruff_above(self) -> int:
        return self.above_top(self.contract.trump) if self.contract.trump is not None else -1


class LowestTrump(Position):
    """The trumps in the trick measured from the lowest of them, not the highest: with two trumps played, a
    trump between them counts as above the trick's trumps."""

    __slots__ = ()

    def above_top(self, suit: int) -> int:
        if suit != self.contract.trump:
            return super().above_top(suit)
        strength, suit_of = self.contract.strength, self.rules.deck.suit_of
        low = -1
        for _, c in self.trick:
            if suit_of[c] == suit and (low < 0 or strength[c] < strength[low]):
                low = c
        return self.contract.above[low] if low >= 0 else -1


class Asked(Position):
    """Remembers the last card set a duty to beat was read against: how `no-card-when-cannot-beat` tells a
    duty that found nothing to beat from one that does not apply."""

    __slots__ = ("asked",)

    def __init__(self, *args: Any) -> None:
        super().__init__(*args)
        self.asked: int | None = None

    def above_top(self, suit: int) -> int:
        self.asked = got = Position.above_top(self, suit)
        return got

    @property
    def ruff_above(self) -> int:
        self.asked = got = Position.ruff_above.fget(self)  # type: ignore[attr-defined]
        return got


class PartnerPlayed(Position):
    """The partner exemption read as 'the partner has played', winning or not."""

    __slots__ = ()

    @property
    def partner_holds(self) -> bool:
        return self.partner_played


class OpponentHolds(Position):
    """The partner exemption with the team test turned round."""

    __slots__ = ()

    @property
    def partner_holds(self) -> bool:
        return self.opponent_holds


def winning_card(p: Position) -> int:
    return next(c for s, c in p.trick if s == p.winner)


def _no_fallback(narrow: Narrowing) -> Narrowing:
    def narrowing(p: Position) -> int | str | None:
        q = p.under(kind=Asked)
        got = narrow(q)
        assert isinstance(q, Asked)
        if got is None and q.asked is not None and q.asked != -1:
            return 0  # something to beat, nothing that beats it: no card left
        return got

    return narrowing


def _every_suit(narrow: Narrowing) -> Narrowing:
    """`narrow` as if every led suit ranked as trump (its overtrump duty on any lead)."""
    seen: dict[int, tuple[Contract, Contract]] = {}

    def narrowing(p: Position) -> int | str | None:
        c = p.contract
        got = seen.get(id(c))
        if got is None:
            got = seen[id(c)] = (c, replace(c, trump_ranked=(True,) * len(c.trump_ranked)))
        q = p.under()
        q.contract = got[1]
        return narrow(q)

    return narrowing


def _beat_winning_trump(p: Position) -> int | str | None:
    """A void player's trump must beat the trick's winning card, also when that card is a trump."""
    trump = p.contract.trump
    if p.in_suit or trump is None or not p.trumps or not p.rules.trump_when_void:
        return None
    card = winning_card(p)
    if p.rules.deck.suit_of[card] != trump:
        return None
    return p.trumps & p.contract.above[card] or None


def _not_when_trumped(narrow: Narrowing) -> Narrowing:
    """An exemption not granted when the trick's winning card is a trump: the partner's ruff taken for an
    opponent's."""

    def narrowing(p: Position) -> int | str | None:
        trump = p.contract.trump
        if trump is not None and p.rules.deck.suit_of[winning_card(p)] == trump:
            return None
        return narrow(p)

    return narrowing


def _units(rules: Rules, keep: Callable[[Unit], bool]) -> list[Unit]:
    """The engaged units that can narrow in `rules` and pass `keep`."""
    return [u for u in OBLIGATIONS if keep(u) and engaged(rules, u) and can_narrow(rules, u)]


def _exemptions(rules: Rules) -> list[Unit]:
    return _units(rules, lambda u: not u.keeps)


def _beat_other_card_sites(
    kind: type[Position], beats: dict[str, tuple[str, ...]], what: str, rules: Rules
) -> list[Site]:
    """Each duty to beat (of the kinds in `beats`), judged against another card than the highest: differs
    only once the trick holds two cards before the player (a table of three or more), where the facts
    `beats` gives for its kind can hold while the duty binds."""
    if rules.table.n < 3:
        return []
    return [
        Site(u.pointer, f"{_name(u)}: {what}", partial(_apply_as, u, kind))
        for u in _units(rules, lambda u: u.beats in beats)
        if (facts := narrowing_facts(rules, u)) is not None and consistent(rules, facts | set(beats[u.beats]))
    ]


def _no_card_sites(rules: Rules) -> list[Site]:
    def apply(unit: Unit, r: Rules) -> None:
        put(r, unit, _no_fallback(unit.narrow), units.within)

    return [
        Site(u.pointer, f"{_name(u)}: a player who cannot beat has no legal card", partial(apply, u))
        for u in _units(rules, lambda u: bool(u.beats))
    ]


def _plain_beat_covers(rules: Rules) -> bool:
    """Whether the variant's own duty to beat a plain led suit already asks the same: it binds, and it holds
    in a trumped trick too (or no trick is trumped before a follower plays: two seats)."""
    if not rules.beat_led_suit:
        return False
    if rules.table.n < 3:
        return True
    kind = next((k for k, c in rules.spec["contracts"].items() if c["trumps"] == "one"), None)
    if kind is None:
        return True  # no trump suit: no trick is ever trumped
    trump = 0
    contract = rules.contract(kind, trump)
    plain = next(c for c in range(rules.deck.size) if rules.deck.suit_of[c] != trump)
    trumped = [(0, plain), (1, next(iter(rules.deck.unmask(contract.trump_mask))))]
    return units.must_beat_led(rules, contract, trumped)


def _every_suit_sites(rules: Rules) -> list[Site]:
    if not TABLE["plain_led"](rules) or _plain_beat_covers(rules):
        return []

    def apply(unit: Unit, r: Rules) -> None:
        put(r, unit, _every_suit(unit.narrow))

    return [
        Site(u.pointer, f"{_name(u)}: applied to any led suit, not only trump", partial(apply, u))
        for u in _units(rules, lambda u: u.beats == "led" and "trump_led" in u.narrows_when)
    ]


def _partner_trump_sites(rules: Rules) -> list[Site]:
    """A partner's trump counted as an opponent's: where only opponents' trumps must be beaten (and no
    exemption frees the player whose partner holds the trick), a partner's is beaten too; where the
    partner-winning exemption applies, it is not granted when the partner wins by trumping."""
    if not _partners(rules) or "one" not in _trump_kinds(rules):
        return []
    out = []
    exemptions = _exemptions(rules)
    if rules.overtrump_opponents_only and not exemptions:
        for u in _units(rules, lambda u: u.beats == "ruff"):

            def apply(unit: Unit, r: Rules) -> None:
                wide = copy.copy(r)
                wide.overtrump_opponents_only = False
                put(r, unit, _conditional(unit.narrow, lambda _p: True, wide))

            out.append(Site(u.pointer, f"{_name(u)}: the partner's trump must be beaten too", partial(apply, u)))
    for u in exemptions:

        def apply_ex(unit: Unit, r: Rules) -> None:
            put(r, unit, _not_when_trumped(unit.narrow))

        out.append(
            Site(
                u.pointer,
                f"{_name(u)} not granted when the partner holds the trick with a trump (taken for an opponent's)",
                partial(apply_ex, u),
            )
        )
    return out


def _exemption_sites(kind: type[Position], what: str, rules: Rules) -> list[Site]:
    if not _partners(rules):
        return []
    return [Site(u.pointer, f"{_name(u)} {what}", partial(_apply_as, u, kind)) for u in _exemptions(rules)]


def _winning_trump_sites(rules: Rules) -> list[Site]:
    """Where a void player must trump and no rule asks to beat a trump in the trick (or only an opponent's,
    with no exemption for a partner's): the trump must beat the winning card, a trump too."""
    ruff = next(u for u in OBLIGATIONS if u.beats == "ruff")
    if "one" not in _trump_kinds(rules) or not rules.trump_when_void or narrowing_facts(rules, ruff) is None:
        return []
    if engaged(rules, ruff) and not (rules.overtrump_opponents_only and not _exemptions(rules)):
        return []

    def apply(r: Rules) -> None:
        put(r, ruff, _beat_winning_trump)

    return [Site(ruff.pointer, "a void player's trump must beat the winning card, a trump in the trick too", apply)]


# --- trick winners ------------------------------------------------------------------------------------


def led_suit_wins(rules: Rules, contract: Contract, trick: Sequence[tuple[int, int]]) -> int:
    """The highest card of the led suit wins, trumps or not."""
    suit_of, strength = rules.deck.suit_of, contract.strength
    led = suit_of[trick[0][1]]
    best = 0
    for i, (_, card) in enumerate(trick):
        if suit_of[card] == led and strength[card] > strength[trick[best][1]]:
            best = i
    return best


def first_trump_wins(rules: Rules, contract: Contract, trick: Sequence[tuple[int, int]]) -> int:
    """The first trump played wins; with none, the highest card of the led suit."""
    trump, suit_of = contract.trump, rules.deck.suit_of
    first = next((i for i, (_, c) in enumerate(trick) if suit_of[c] == trump), None)
    return led_suit_wins(rules, contract, trick) if first is None else first


def _judge_sites(judge: Callable[..., int], words: str, rules: Rules) -> list[Site]:
    if "one" not in _trump_kinds(rules):
        return []

    def apply(r: Rules) -> None:
        r.trick_judge = judge

    return [Site(TRICK_WINNER, words, apply)]


# --- trick winners judged on other cards --------------------------------------------------------------


def _reference(rules: Rules) -> Rules:
    """`rules` judging tricks by the variant's rule (a view for a faulty judge to start from)."""
    out = copy.copy(rules)
    out.trick_judge = None
    return out


def _set_judge(judge: Callable[[Rules], Callable[..., int]], rules: Rules) -> None:
    rules.trick_judge = judge(_reference(rules))


def _trumped(contract: Contract, suit_of: Sequence[int], trick: Sequence[tuple[int, int]]) -> bool:
    return contract.trump is not None and any(suit_of[c] == contract.trump for _, c in trick)


def _highest_any_suit(contract: Contract, trick: Sequence[tuple[int, int]], later: bool) -> int:
    """The index of the card ranked highest whatever its suit; of equal ranks the later one (or the first)."""
    strength = contract.strength
    best = 0
    for i in range(1, len(trick)):
        got, top = strength[trick[i][1]], strength[trick[best][1]]
        if got > top or (later and got == top):
            best = i
    return best


def _ignores_led_suit(reference: Rules) -> Callable[..., int]:
    def judge(rules: Rules, contract: Contract, trick: Sequence[tuple[int, int]]) -> int:
        if _trumped(contract, rules.deck.suit_of, trick):
            return tricks.winning_index(reference, contract, trick)
        return _highest_any_suit(contract, trick, later=True)

    return judge


def _lowest_without_trump(reference: Rules) -> Callable[..., int]:
    def judge(rules: Rules, contract: Contract, trick: Sequence[tuple[int, int]]) -> int:
        if any(contract.trump_ranked):
            return tricks.winning_index(reference, contract, trick)
        suit_of, strength = rules.deck.suit_of, contract.strength
        led = suit_of[trick[0][1]]
        best = 0
        for i, (_, card) in enumerate(trick):
            if suit_of[card] == led and strength[card] < strength[trick[best][1]]:
                best = i
        return best

    return judge


def _to_leader(reference: Rules) -> Callable[..., int]:
    def judge(rules: Rules, contract: Contract, trick: Sequence[tuple[int, int]]) -> int:
        best = tricks.winning_index(reference, contract, trick)
        trump, suit_of = contract.trump, rules.deck.suit_of
        if trump is None or suit_of[trick[0][1]] == trump:
            return best
        ruffs = [i for i, (_, c) in enumerate(trick) if suit_of[c] == trump]
        return 0 if len(ruffs) > 1 and best == ruffs[0] else best

    return judge


def _wrong_seat(reference: Rules) -> Callable[..., int]:
    """The k-th card's player taken to be seat (k - leader) mod n, not (leader + k): a whole trick only, the
    trick being given once it is complete."""

    def judge(rules: Rules, contract: Contract, trick: Sequence[tuple[int, int]]) -> int:
        best = tricks.winning_index(reference, contract, trick)
        n = rules.table.n
        return best if len(trick) < n else (best - 2 * trick[0][0]) % n

    return judge


def _tied(ranks: frozenset[int], reference: Rules) -> Callable[..., int]:
    """The variant's judge, but two cards of a plain suit whose ranks are both in `ranks` tie, and the later
    one takes the trick from the other."""

    def judge(rules: Rules, contract: Contract, trick: Sequence[tuple[int, int]]) -> int:
        suit_of, rank_of, strength = rules.deck.suit_of, rules.deck.rank_of, contract.strength
        led, trump = suit_of[trick[0][1]], contract.trump
        best, best_card = 0, trick[0][1]
        for i in range(1, len(trick)):
            card = trick[i][1]
            s, bs = suit_of[card], suit_of[best_card]
            if s == bs:
                tie = not contract.trump_ranked[s] and rank_of[card] in ranks and rank_of[best_card] in ranks
                if tie or strength[card] > strength[best_card]:
                    best, best_card = i, card
            elif s == trump or (bs != trump and s == led):
                best, best_card = i, card
        return best

    return judge


def _ignores_led_suit_sites(rules: Rules) -> list[Site]:
    words = "with no trump in the trick, the highest card by rank wins whatever its suit (of equal ranks the later)"
    return [Site(TRICK_WINNER, words, partial(_set_judge, _ignores_led_suit))]


def _lowest_sites(rules: Rules) -> list[Site]:
    if "none" not in _trump_kinds(rules):
        return []
    words = "in a contract with no trump the lowest card of the led suit wins the trick"
    return [Site(TRICK_WINNER, words, partial(_set_judge, _lowest_without_trump))]


def _to_leader_sites(rules: Rules) -> list[Site]:
    if rules.table.n < 3 or "one" not in _trump_kinds(rules):
        return []  # two trumps after a plain lead need three cards
    words = "a plain-suit trick with two trumps or more goes to its leader when the first trump stays the highest"
    return [Site(TRICK_WINNER, words, partial(_set_judge, _to_leader))]


def _wrong_seat_sites(rules: Rules) -> list[Site]:
    """Where two sides of two sit alternately: there (k - leader) and (leader + k) differ by two seats for a
    leader at an odd seat, so the trick goes to its winner's partner."""
    if "alternate_pairs" not in table_facts(rules):
        return []
    seats = rules.table.seats
    words = f"a trick led by {seats[1]} or {seats[3]} goes to the partner of the player who won it"
    return [Site(TRICK_WINNER, words, partial(_set_judge, _wrong_seat))]


def _nine_jack_sites(rules: Rules) -> list[Site]:
    ranks = rules.deck.ranks
    if "J" not in ranks or "9" not in ranks or not _trump_kinds(rules) & {"one", "none"}:
        return []
    tied = frozenset({ranks.index("J"), ranks.index("9")})
    words = "in a plain suit the 9 and the Jack are equal, and of the two the one played later wins the trick"
    return [Site(PLAIN_ORDER, words, partial(_set_judge, partial(_tied, tied)))]


def _natural_order_sites(rules: Rules) -> list[Site]:
    """Where a suit contract ranks its plain suits by an order other than the natural one."""
    orders = rules.spec["orders"]
    natural = [str(r) for r in orders["sequence"]["ranks"]]
    if "one" not in _trump_kinds(rules) or [str(r) for r in orders["plain"]["ranks"]] == natural:
        return []

    def apply(r: Rules) -> None:
        view, n = copy.copy(r), r.deck.n_ranks
        strength = [0] * n
        for pos, rank in enumerate(natural):
            strength[r.deck.rank(rank)] = n - pos
        view.plain_strength = tuple(strength)
        for kind, c in r.spec["contracts"].items():
            if c["trumps"] == "one":
                for trump in range(len(r.deck.suits)):
                    r.put_contract(compile_contract(view, kind, trump))

    words = f"in a suit contract the plain suits rank {' '.join(natural)}, not as the plain order says"
    return [Site(PLAIN_ORDER, words, apply)]


# --- duties read on other cards -----------------------------------------------------------------------


def _everywhere(kind: type[Position], rules: Rules) -> None:
    """Every unit reading the turn through `kind` (a fact every unit may read, read wrong for all)."""
    rules.play_units = tuple(replace(u, narrow=_as(kind, u.narrow)) for u in rules.play_units)
    rules.plain_legal = False


def _led_as_trump(p: Position) -> int | None:
    """The trump of the led card's rank, in a trumped plain-suit trick (None otherwise)."""
    trump, deck = p.contract.trump, p.rules.deck
    if trump is None or p.contract.trump_ranked[p.led] or not p.trumped:
        return None
    return trump * deck.n_ranks + deck.rank_of[p.trick[0][1]]


class LedRankWinner(Position):
    """The partner exemption's winning card in a trumped plain-suit trick: the led card, ranked as a trump of
    its rank, replaced only by a trump played above it."""

    __slots__ = ()

    @property
    def partner_holds(self) -> bool:
        top = _led_as_trump(self)
        if top is None:
            return Position.partner_holds.fget(self)  # type: ignore[attr-defined]
        strength, suit_of, trump = self.contract.strength, self.rules.deck.suit_of, self.contract.trump
        winner = self.trick[0][0]
        for s, c in self.trick[1:]:
            if suit_of[c] == trump and strength[c] > strength[top]:
                top, winner = c, s
        team_of = self.rules.table.team_of
        return winner != self.seat and team_of[winner] == team_of[self.seat]


class LedRankRuff(Position):
    """The trumps to beat in a trumped plain-suit trick: those above the ruffs and above the led card's rank."""

    __slots__ = ()

    @property
    def ruff_above(self) -> int:
        got = Position.ruff_above.fget(self)  # type: ignore[attr-defined]
        top = _led_as_trump(self)
        return got if got == -1 or top is None else got & self.contract.above[top]


class AnySuitWinner(Position):
    """The partner exemption's winning card with no trump in the trick: the highest by rank, any suit."""

    __slots__ = ()

    @property
    def partner_holds(self) -> bool:
        if self.contract.trump is None or self.trumped:
            return Position.partner_holds.fget(self)  # type: ignore[attr-defined]
        winner = self.trick[_highest_any_suit(self.contract, self.trick, later=False)][0]
        team_of = self.rules.table.team_of
        return winner != self.seat and team_of[winner] == team_of[self.seat]


def _can_show(rules: Rules, unit: Unit, *facts: str) -> bool:
    found = narrowing_facts(rules, unit)
    return found is not None and consistent(rules, found | set(facts))


def _led_rank_sites(rules: Rules) -> list[Site]:
    """The exemption, and the duty to beat a ruff, wherever a trumped plain-suit trick can reach them."""
    if "one" not in _trump_kinds(rules):
        return []
    out = []
    for u in _exemptions(rules):
        if _partners(rules) and _can_show(rules, u, "trumped"):
            words = f"{_name(u)}: a ruff below the led card's rank (ranked as a trump) is taken not to hold the trick"
            out.append(Site(u.pointer, words, partial(_everywhere, LedRankWinner)))
    for u in _units(rules, lambda u: u.beats == "ruff"):
        if narrowing_facts(rules, u) is not None:
            words = f"{_name(u)}: the trump to play must also beat the led card's rank, ranked as a trump"
            out.append(Site(u.pointer, words, partial(_everywhere, LedRankRuff)))
    return out


def _any_suit_exemption_sites(rules: Rules) -> list[Site]:
    if "one" not in _trump_kinds(rules) or not _partners(rules):
        return []
    words = "with no trump in the trick, the highest card by rank, whatever its suit, is taken to hold the trick"
    return [
        Site(u.pointer, f"{_name(u)}: {words}", partial(_everywhere, AnySuitWinner))
        for u in _exemptions(rules)
        if _can_show(rules, u, "plain_led")
    ]


def _trump_beats(narrow: Narrowing) -> Narrowing:
    def narrowing(p: Position) -> int | str | None:
        q = p.under(kind=Asked)
        got = narrow(q)
        assert isinstance(q, Asked)
        if q.asked is None or p.trumped:
            return got
        return (got if isinstance(got, int) else 0) | p.trumps or got

    return narrowing


def _trump_beats_sites(rules: Rules) -> list[Site]:
    if "one" not in _trump_kinds(rules):
        return []

    def apply(unit: Unit, r: Rules) -> None:
        put(r, unit, _trump_beats(unit.narrow), units.within)

    return [
        Site(u.pointer, f"{_name(u)}: a trump counts as beating the led suit", partial(apply, u))
        for u in _units(rules, lambda u: u.beats == "led" and "plain_led" in u.narrows_when)
        if _can_show(rules, u, "holds_trumps")
    ]


def _trump_first(narrow: Narrowing) -> Narrowing:
    def narrowing(p: Position) -> int | str | None:
        trump = p.contract.trump
        if p.in_suit and trump is not None and p.plain_led:
            above = p.above_top(trump)
            if above != -1 and p.trumps & above:
                return p.trumps & above
        return narrow(p)

    return narrowing


def _before_following_sites(rules: Rules) -> list[Site]:
    follow = units.BY_POINTER[units.OB + "follow_suit"]
    if "one" not in _trump_kinds(rules) or not (engaged(rules, follow) and can_narrow(rules, follow)):
        return []
    if not _can_show(rules, follow, "trumped", "plain_led", "holds_trumps"):
        return []

    def apply(r: Rules) -> None:
        put(r, follow, _trump_first(follow.narrow), units.within)

    words = "after a ruff, a player who holds the led suit and a trump above the ruff must overtrump, not follow"
    return [Site(follow.pointer, words, apply)]


def _lowest_trump_sites(rules: Rules) -> list[Site]:
    """The undertrump ban measured from the lowest trump in the trick, where no duty to overtrump reads the
    trick's trumps first (so the ban alone says which trumps may be played): it differs once a plain-suit
    trick holds two trumps before the player, a table of four or more."""
    ban = units.BY_POINTER[units.OB + "undertrump_ban"]
    if rules.table.n < 4 or rules.overtrump_on_ruff or "one" not in _trump_kinds(rules):
        return []
    if not (engaged(rules, ban) and can_narrow(rules, ban)):
        return []
    words = f"{_name(ban)}: a trump counts as lower only under the lowest trump in the trick, not the highest"
    return [Site(ban.pointer, words, partial(_apply_as, ban, LowestTrump))]


# --- the condition family: a duty met otherwise ---------------------------------------------------------


def _or_any_card(narrow: Narrowing) -> Narrowing:
    """A duty to beat the led suit that finds something to beat and nothing that beats it: any card."""

    def narrowing(p: Position) -> int | str | None:
        q = p.under(kind=Asked)
        got = narrow(q)
        assert isinstance(q, Asked)
        if got is None and q.asked is not None and q.asked != -1:
            return p.hand
        return got

    return narrowing


def _trump_or_any_card(narrow: Narrowing) -> Narrowing:
    """The duty to trump, for a player none of whose trumps beats the highest trump in the trick: any card."""

    def narrowing(p: Position) -> int | str | None:
        got = narrow(p)
        if isinstance(got, int) and p.contract.trump is not None:
            above = p.above_top(p.contract.trump)
            if above != -1 and not p.trumps & above:
                return p.hand
        return got

    return narrowing


def _any_card_sites(rules: Rules) -> list[Site]:
    """Each duty to beat the led suit; and the duty to trump where no rule asks to beat a trump in the trick
    (where one does, its undertrump rule already says what a player who cannot beat it plays)."""

    def apply(unit: Unit, wrap: Callable[[Narrowing], Narrowing], r: Rules) -> None:
        put(r, unit, wrap(unit.narrow))

    out = [
        Site(u.pointer, f"{_name(u)}: a player who cannot beat may play any card", partial(apply, u, _or_any_card))
        for u in _units(rules, lambda u: u.beats == "led")
    ]
    ruff = next(u for u in OBLIGATIONS if u.beats == "ruff")
    void = units.BY_POINTER[units.OB + "trump_when_void"]
    trumping = "one" in _trump_kinds(rules) and engaged(rules, void) and can_narrow(rules, void)
    if trumping and not engaged(rules, ruff) and _can_show(rules, void, "trumped"):
        words = f"{_name(void)}: a player who cannot beat the trump in the trick may play any card"
        out.append(Site(void.pointer, words, partial(apply, void, _trump_or_any_card)))
    return out


def _worth_more(contract: Contract, card: int, trumps: int, deck_trumps: Sequence[int]) -> int:
    """Of `trumps`, those worth more than `card`: above it, for a trump; by points, then by rank, for a plain
    card (the strength of one order against the other's)."""
    if contract.trump is not None and card in deck_trumps:
        return trumps & contract.above[card]
    key = (contract.points[card], contract.strength[card])
    return sum(1 << t for t in deck_trumps if trumps >> t & 1 and (contract.points[t], contract.strength[t]) > key)


def _still_overtrumps(exemption: Narrowing) -> Narrowing:
    def narrowing(p: Position) -> int | str | None:
        got = exemption(p)
        if got != FREE or not p.trumps:
            return got
        trumps = p.contract.trump_mask
        deck_trumps = [c for c in range(p.rules.deck.size) if trumps >> c & 1]
        more = _worth_more(p.contract, winning_card(p), p.trumps, deck_trumps)
        return p.hand & ~(p.trumps & ~more) if more else FREE

    return narrowing


def _unless_freed(exemption: Narrowing, narrow: Narrowing) -> Narrowing:
    """A later duty, lapsing where the exemption frees the player (it answers cards there, not FREE)."""

    def narrowing(p: Position) -> int | str | None:
        return None if exemption(p) == FREE else narrow(p)

    return narrowing


def _still_overtrumps_sites(rules: Rules) -> list[Site]:
    if "one" not in _trump_kinds(rules):
        return []

    def apply(unit: Unit, r: Rules) -> None:
        def later(u: Unit) -> Unit:
            return replace(u, narrow=_unless_freed(unit.narrow, u.narrow)) if u.duty else u

        put(r, unit, _still_overtrumps(unit.narrow), later)

    words = "granted, but a player who trumps must play a trump worth more than the winning card when he holds one"
    return [
        Site(u.pointer, f"{_name(u)} {words}", partial(apply, u))
        for u in _exemptions(rules)
        if _partners(rules) and _can_show(rules, u, "holds_trumps")
    ]


def _wrong_cards_operators() -> tuple[Operator, ...]:
    return (
        Operator(
            "beat-the-led-card",
            "wrong-cards",
            "A duty to beat compares with the led card, not the highest card of its suit in the trick.",
            partial(
                _beat_other_card_sites,
                LedCard,
                {"led": ()},
                "the card to beat is the led card, not the highest of its suit",
            ),
        ),
        Operator(
            "beat-the-last-card",
            "wrong-cards",
            "A duty to beat compares with the last card played, not the highest of the suit to beat.",
            partial(
                _beat_other_card_sites,
                LastCard,
                {"led": (), "ruff": ("held_before_last",)},  # a trump played last is the highest one
                "the card to beat is the last card played, not the highest of its suit",
            ),
        ),
        Operator(
            "beat-the-winning-card-any-suit",
            "wrong-cards",
            "The trick's winning card must be beaten whatever its suit: a void player's trump must beat a "
            "trump in the trick where no rule asks it.",
            _winning_trump_sites,
        ),
        Operator(
            "no-card-when-cannot-beat",
            "wrong-cards",
            "A duty to beat has no fallback: a player who cannot beat is left with no legal card.",
            _no_card_sites,
        ),
        Operator(
            "overtrump-on-every-suit",
            "wrong-cards",
            "The duty to beat the trumps of a trump lead is applied to whatever suit is led.",
            _every_suit_sites,
        ),
        Operator(
            "partner-trump-as-opponent",
            "wrong-cards",
            "A partner's trump is taken for an opponent's: beaten where only opponents' must be, and no "
            "partner-winning exemption when the partner holds the trick by trumping.",
            _partner_trump_sites,
        ),
        Operator(
            "exemption-when-partner-played",
            "wrong-cards",
            "The partner-winning exemption granted once the partner has played, winning the trick or not.",
            partial(_exemption_sites, PartnerPlayed, "granted once the partner has played, winning or not"),
        ),
        Operator(
            "exemption-when-opponent-winning",
            "wrong-cards",
            "The partner-winning exemption's team test turned round: granted when an opponent holds the trick.",
            partial(_exemption_sites, OpponentHolds, "granted when an opponent holds the trick, not the partner"),
        ),
        Operator(
            "winner-ignores-trump",
            "wrong-cards",
            "A trick goes to the highest card of the led suit, even when it was trumped.",
            partial(_judge_sites, led_suit_wins, "a trick goes to the highest card of the led suit, even when trumped"),
        ),
        Operator(
            "winner-first-trump",
            "wrong-cards",
            "The first trump played wins the trick, not the highest.",
            partial(_judge_sites, first_trump_wins, "the first trump played wins the trick, not the highest"),
        ),
        Operator(
            "winner-ignores-led-suit",
            "wrong-cards",
            "With no trump in it, a trick goes to the highest card by rank whatever its suit (a discard can "
            "win; of equal ranks the one played last).",
            _ignores_led_suit_sites,
        ),
        Operator(
            "winner-lowest-in-no-trumps",
            "wrong-cards",
            "In a contract with no trump the lowest card of the led suit wins the trick.",
            _lowest_sites,
        ),
        Operator(
            "ruffed-trick-to-leader",
            "wrong-cards",
            "A plain-suit trick with two trumps or more, whose first trump stays the highest, goes to its leader.",
            _to_leader_sites,
        ),
        Operator(
            "trick-to-wrong-seat",
            "wrong-cards",
            "The trick goes to the seat found by counting the winner's place from the leader's seat number "
            "mirrored: right for some leaders only.",
            _wrong_seat_sites,
        ),
        Operator(
            "plain-nine-equals-jack",
            "wrong-cards",
            "In a plain suit the 9 and the Jack are equal: of the two, the one played later wins.",
            _nine_jack_sites,
        ),
        Operator(
            "plain-natural-order-in-suit-contracts",
            "wrong-cards",
            "In a suit contract the plain suits keep the natural order (the sequence order), not the plain order.",
            _natural_order_sites,
        ),
        Operator(
            "ruff-ranked-against-led-card",
            "wrong-cards",
            "In a trumped plain-suit trick the card taken as winning, or to be beaten, is the highest of the led "
            "card ranked as a trump of its rank and the trumps played: a ruff below the led card's rank is ignored.",
            _led_rank_sites,
        ),
        Operator(
            "exemption-winner-any-suit",
            "wrong-cards",
            "The partner-winning exemption, with no trump in the trick, takes the highest card by rank whatever "
            "its suit as the winning one (the first played of equal ranks): a discard can hold the trick.",
            _any_suit_exemption_sites,
        ),
        Operator(
            "trump-beats-led-suit-duty",
            "wrong-cards",
            "In the duty to beat the led suit a trump counts as beating: a player holding the led suit may trump, "
            "and must when no card of the suit beats.",
            _trump_beats_sites,
        ),
        Operator(
            "ban-under-the-lowest-trump",
            "wrong-cards",
            "The undertrump ban is measured from the lowest trump in the trick, not the highest: with two trumps "
            "played, a trump between them may be played.",
            _lowest_trump_sites,
        ),
        Operator(
            "overtrump-before-following",
            "wrong-cards",
            "Once a plain-suit trick is trumped the led suit is taken to be trump: a player who holds the led suit "
            "and a trump above the highest one played must play such a trump.",
            _before_following_sites,
        ),
    )


OPERATORS: tuple[Operator, ...] = _condition_operators() + _wrong_cards_operators()
