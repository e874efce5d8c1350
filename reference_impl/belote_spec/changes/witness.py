"""The witness search: before a changed rule set (a fault mutant, a perturbation) counts as equivalent to its
variant, seeded matches are played by both in lock-step and every answer compared, so that "no engine answer
can show it" is a search that found nothing, not only a reason.

Each match is dealt and played from the documented SplitMix64 stream (`derive_seed(seed, match)` per match,
its deals numbered within it); the reference's legal moves drive both deals, random bids and cards from the
stream. What is compared, after every action: the whole state (hands, turn, bids, contract, trick, tricks and
their winners, the result with its breakdown, held points and match points, the next dealer), the legal cards
of the seat to play, whether the move is accepted, and probes of moves the rules forbid (a card not held, a
card out of turn, a card that breaks an obligation, a bid out of turn, a card during the bidding, a bid during
the play): both must reject each, naming the same rule. Across deals, held points and match totals carry on,
and the match's end is compared. The first difference is the witness, written as a scenario.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from belote_spec.engine.cards import CardError
from belote_spec.engine.deal import Deal
from belote_spec.engine.illegal import Rejected
from belote_spec.engine.match import lowest_discard, match_winner
from belote_spec.engine.rng import SplitMix64
from belote_spec.engine.rules import Rules
from belote_spec.engine.shuffle import derive_seed, shuffled

DEFAULT_SEED = 31
DEFAULT_DEALS = 120  # deals played per search, over matches of at most MATCH_DEALS
MATCH_DEALS = 24


@dataclass(frozen=True)
class Witness:
    """The first difference found: the deal it happened in (its deck and dealer, the points held over and the
    match score it started from), the actions before it as `When` steps, and what was asked with both answers."""

    match: int
    deal: int  # within the match, from 1
    dealer: str
    deck: tuple[str, ...]
    held: int
    totals: dict[str, int]
    steps: tuple[str, ...]
    asked: str  # what was compared, in words: "the legal cards for S", "S plays 7H", "the deal's result"
    expected: Any  # the variant's answer
    got: Any  # the changed rules' answer

    def scenario(self, title: str) -> str:
        """The witness as a scenario a reader can replay: the deal, the actions, and what the variant says."""
        lines = [f"  Scenario: {title}", f"    Given {self.dealer} deals the deck {' '.join(self.deck)}"]
        if self.held:
            lines.append(f"    And {self.held} points are held over from the previous deal")
        if any(self.totals.values()):
            (t1, n1), (t2, n2), *_ = [*self.totals.items(), ("", 0)]
            if t2:
                lines.append(f"    And the match score is {t1} {n1} and {t2} {n2}")
        lines += [f"    {'When' if i == 0 else 'And'} {s}" for i, s in enumerate(self.steps)]
        lines.append(f"    # asked: {self.asked}")
        lines.append(f"    # the variant answers: {_short(self.expected)}")
        lines.append(f"    # the changed rules answer: {_short(self.got)}")
        return "\n".join(lines)

    def to_json(self) -> dict[str, Any]:
        return {
            "match": self.match,
            "deal": self.deal,
            "dealer": self.dealer,
            "deck": list(self.deck),
            "held": self.held,
            "totals": self.totals,
            "steps": list(self.steps),
            "asked": self.asked,
            "expected": self.expected,
            "got": self.got,
        }


@dataclass
class Searched:
    """What a search did: the deals played, the answers compared, and the witness when one was found."""

    deals: int = 0
    answers: int = 0
    witness: Witness | None = None
    matches: int = 0
    seed: int = DEFAULT_SEED

    def evidence(self) -> str:
        """The search in words, for an excuse: what was played and compared."""
        if self.witness is not None:
            w = self.witness
            return f"witness in match {w.match}, deal {w.deal} (seed {self.seed}): {w.asked}"
        return (
            f"no difference in {self.deals} seeded deals over {self.matches} matches (seed {self.seed}), "
            f"{self.answers} answers compared"
        )

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"seed": self.seed, "matches": self.matches, "deals": self.deals}
        out["answers"] = self.answers
        if self.witness is not None:
            out["witness"] = self.witness.to_json()
        return out

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Searched:
        """A search read back from its record (to_json's form)."""
        w = data.get("witness")
        witness = None
        if w is not None:
            w = {**w, "deck": tuple(w["deck"]), "steps": tuple(w["steps"])}
            witness = Witness(**w)
        return cls(data["deals"], data["answers"], witness, data["matches"], data["seed"])


class _Found(Exception):
    def __init__(self, asked: str, expected: Any, got: Any) -> None:
        super().__init__(asked)
        self.asked, self.expected, self.got = asked, expected, got


def _outcome(action: Callable[..., None], args: tuple[Any, ...], names: bool = True) -> Any:
    """None when the action is accepted, else the rule its rejection names (or only that it is rejected)."""
    try:
        action(*args)
    except Rejected as e:
        return {"rejected": e.rule if names else True}
    return None


def _answer(ask: Callable[..., Any], *args: Any, **kwargs: Any) -> Any:
    """What the changed rules answer, or the error they raise (a fault may leave a deal no rule foresaw):
    an answer to compare, never a crash of the search."""
    try:
        return ask(*args, **kwargs)
    except Exception as e:
        return {"error": f"{type(e).__name__}: {e}"}


@dataclass
class _Pair:
    """The same deal under the variant's rules and the changed ones, moved together."""

    ref: Deal
    alt: Deal | None  # None: the variant's deal alone, played to find a rare state, nothing compared
    rules: Rules
    counted: list[int] = field(default_factory=lambda: [0])
    names: bool = True  # whether a rejection must name the same rule, not only refuse

    def alt_args(self, action: str, args: tuple[Any, ...]) -> tuple[Any, ...]:
        """The action's arguments for the changed rules: the same seat and cards by name (a request names
        them), whatever index the changed rules give them."""
        assert self.alt is not None
        seat, *rest = args
        mine = _Names(self.rules, self.alt.rules)
        if action == "play":
            rest[0] = mine.card(rest[0])
        elif action == "discard":
            rest[0] = [mine.card(c) for c in rest[0]]
        return (mine.seat(seat), *rest)

    def same(self, asked: str, a: Any, b: Any) -> None:
        if self.alt is None:
            return
        self.counted[0] += 1
        if a != b:
            raise _Found(asked, a, b)

    def act(self, asked: str, action: str, *args: Any) -> None:
        """Both deals take the action (a Deal method and its arguments); each must accept or reject it alike,
        and agree on the state after."""
        if self.alt is None:
            _outcome(getattr(self.ref, action), args, self.names)
            return
        a = _outcome(getattr(self.ref, action), args, self.names)
        b = _answer(_outcome, getattr(self.alt, action), self.alt_args(action, args), self.names)
        self.same(asked, a, b)
        self.same(f"the state after: {asked}", self.ref.state(), _answer(self.alt.state))

    def probe(self, asked: str, action: str, *args: Any) -> None:
        """An action the variant forbids: both must reject it, naming the same rule."""
        if self.alt is None:
            return
        a = _outcome(getattr(self.ref, action), args, self.names)
        b = _answer(_outcome, getattr(self.alt, action), self.alt_args(action, args), self.names)
        self.same(asked, a, b)


@dataclass(frozen=True)
class _Names:
    """A seat's and a card's index under the changed rules, by the name the variant gives it (the same index
    where the changed rules have no such name: their answers then show the difference)."""

    rules: Rules
    changed: Rules

    def seat(self, i: int) -> int:
        seats = self.changed.table.seats
        name = self.rules.table.seats[i]
        return seats.index(name) if name in seats else i

    def totals(self, totals: list[int]) -> list[int]:
        """The match totals in the changed rules' order of the sides, by name (as they are when a name is
        missing)."""
        mine, theirs = self.rules.table.teams, self.changed.table.teams
        if sorted(mine) != sorted(theirs):
            return list(totals)
        return [totals[mine.index(t)] for t in theirs]

    def card(self, c: int) -> int:
        try:
            return self.changed.deck.card(self.rules.deck.name(c))
        except CardError:
            return c


def _card_steps(rules: Rules, seat: int, card: int, said: str | None) -> str:
    who, name = rules.table.seats[seat], rules.deck.name(card)
    return f'{who} plays {name} saying "{said}"' if said else f"{who} plays {name}"


def _bid_step(rules: Rules, seat: int, bid: dict[str, Any]) -> str:
    from belote_spec.conformance.steps import bid_words

    return bid_words(rules.table.seats[seat], bid)


def _kind(bid: dict[str, Any]) -> str:
    """The contract kind a bid aims at: its `kind`, a suit's when it names only a suit, else its action."""
    return str(bid.get("kind") or ("suit" if "suit" in bid else bid["action"]))


def _choose_bid(options: list[dict[str, Any]], rng: SplitMix64, aim: str | None) -> dict[str, Any]:
    """A random bid (a take three times in ten, or whenever passing is not allowed); aimed at a contract kind,
    a take of that kind whenever one is offered (nine times in ten), since random bids rarely reach the
    rarer contracts, let alone twice in a row after a hanging deal."""
    takes = [b for b in options if b["action"] != "pass"]
    if not takes:
        return {"action": "pass"}
    if len(takes) == len(options):
        aimed = [b for b in takes if _kind(b) == aim]
        return rng.choice(aimed or takes)
    aimed = [b for b in takes if _kind(b) == aim]
    if aimed:
        return rng.choice(aimed) if rng.chance(0.9) else {"action": "pass"}
    return rng.choice(takes) if aim is None and rng.chance(0.3) else {"action": "pass"}


def _play_deal(pair: _Pair, rng: SplitMix64, steps: list[str], aim: str | None = None) -> None:
    rules, ref = pair.rules, pair.ref
    seats, n = rules.table.seats, rules.table.n
    if pair.alt is not None:
        pair.same("the deal as dealt", ref.state(), _answer(pair.alt.state))
    while ref.phase == "bidding":
        assert ref.turn is not None
        seat = ref.turn
        other = (seat + 1) % n
        options = ref.bidding.legal_bids(seat)
        bid = _choose_bid(options, rng, aim)
        if other != seat:
            pair.probe(f"{seats[other]} bids out of turn", "bid", other, bid)
        hand = rules.deck.unmask(ref.hands[seat])
        if hand:
            pair.probe(f"{seats[seat]} plays during the bidding", "play", seat, hand[0])
        step = _bid_step(rules, seat, bid)
        pair.act(step, "bid", seat, bid)
        steps.append(step)
    if ref.phase == "discarding":
        assert ref.taker is not None
        aside, taker = lowest_discard(ref), ref.taker
        step = f"{seats[taker]} discards {' '.join(rules.deck.name(c) for c in aside)}"
        pair.act(step, "discard", taker, aside)
        steps.append(step)
    first = True
    while ref.phase == "playing":
        assert ref.turn is not None
        seat = ref.turn
        legal = ref.legal(seat)
        if pair.alt is not None:
            pair.same(
                f"the legal cards for {seats[seat]}", rules.deck.format(rules.deck.unmask(legal)), _legal(pair, seat)
            )
        if first:
            pair.probe(f"{seats[seat]} bids during the play", "bid", seat, {"action": "pass"})
            first = False
        _probe_plays(pair, seat, legal)
        card = rng.choice(rules.deck.unmask(legal))
        said = ref.belote_word(seat, card)
        step = _card_steps(rules, seat, card, said)
        pair.act(step, "play", seat, card, said)
        steps.append(step)


def _legal(pair: _Pair, seat: int) -> str:
    deck = pair.rules.deck
    assert pair.alt is not None
    got = _answer(pair.alt.legal, _Names(pair.rules, pair.alt.rules).seat(seat))
    return deck.format(deck.unmask(got)) if isinstance(got, int) else got


def _probe_plays(pair: _Pair, seat: int, legal: int) -> None:
    """A card not held, a card out of turn and a card that breaks an obligation: each rejected alike."""
    rules, ref = pair.rules, pair.ref
    seats, n = rules.table.seats, rules.table.n
    held = ref.hands[seat]
    not_held = next((c for c in range(rules.deck.size) if not held >> c & 1), None)
    if not_held is not None:
        pair.probe(f"{seats[seat]} plays {rules.deck.name(not_held)}, not held", "play", seat, not_held)
    other = (seat + 1) % n
    theirs = rules.deck.unmask(ref.hands[other])
    if other != seat and theirs:
        pair.probe(f"{seats[other]} plays out of turn", "play", other, theirs[0])
    illegal = rules.deck.unmask(held & ~legal)
    if illegal:
        bad = illegal[0]
        pair.probe(
            f"{seats[seat]} plays {rules.deck.name(bad)}, which the rules forbid",
            "play",
            seat,
            bad,
        )


def search(
    variant_rules: Rules, changed: Rules, deals: int = DEFAULT_DEALS, seed: int = DEFAULT_SEED, names: bool = True
) -> Searched:
    """Seeded matches played under `variant_rules` and `changed` in lock-step until the first difference:
    `deals` deals in all, in matches of at most MATCH_DEALS, each match from its own stream. `names` False:
    two rejections are alike whatever rule each names (two wordings of one rule set)."""
    out = Searched(seed=seed)
    counted = [0]
    while out.deals < deals:
        out.matches += 1
        if _play_match(variant_rules, changed, out, counted, deals, names):
            break
    out.answers = counted[0]
    return out


@dataclass
class _Match:
    """A match under way in a search: both rule sets, its number, its stream and the aim of its bids."""

    rules: Rules
    changed: Rules
    out: Searched
    counted: list[int]
    names: bool
    number: int
    rng: SplitMix64
    aim: str | None
    want: Callable[..., bool] | None = None  # the state the next deal is hunted for (_hunt), if any


def _play_match(rules: Rules, changed: Rules, out: Searched, counted: list[int], deals: int, names: bool) -> bool:
    """One match (or its first deals, up to the search's budget); True when it found the witness. After a
    hanging deal, the next deal is also played aside BRANCHES times toward each contract kind (the held
    points meet every kind of contract, a rare state random matches seldom reach), the match going on
    from the first of them as dealt."""
    match = out.matches
    aims = aims_of(rules)
    m = _Match(rules, changed, out, counted, names, match, SplitMix64(derive_seed(out.seed, match)), None)
    m.aim = aims[(match - 1) % len(aims)]
    totals, held, dealer = [0] * len(rules.table.teams), 0, (match - 1) % rules.table.n
    for number in range(1, MATCH_DEALS + 1):
        if out.deals >= deals:
            return False
        m.want = _hangs if number == 1 and rules.scoring.tie_held else None
        played = _deal_in_match(m, number, dealer, held, totals)
        if played is None:
            return True
        ref, over = played
        if over:
            return False
        held = ref.score.held if ref.score is not None else held
        dealer = ref.next_dealer()
        if held and number < MATCH_DEALS:
            for aim in [a for a in aims if a is not None] * BRANCHES:
                if out.deals >= deals:
                    return False
                step = _on_step if rules.scoring.match_points is not None else None
                aside = _Match(rules, changed, out, counted, names, match, SplitMix64(m.rng.next()), aim, step)
                if _deal_in_match(aside, number + 1, dealer, held, list(totals)) is None:
                    return True
    return False


def _hangs(rules: Rules, ref: Deal) -> bool:
    """Whether the deal hangs and holds points over to the next."""
    return ref.score is not None and bool(ref.score.held)


def _on_step(rules: Rules, ref: Deal) -> bool:
    """Whether a side's score (held points in) sits where rounding to match points turns up for the deal's
    contract: the rarest place for a rounding rule to show, and one held points make reachable."""
    spec = rules.scoring.match_points
    if spec is None or ref.score is None or ref.contract is None:
        return False
    up = spec.round_up_from.get(ref.contract.kind)
    return up is not None and any(s > 0 and (s % spec.divisor) * 10 // spec.divisor == up for s in ref.score.scores)


def _hunt(
    rules: Rules, seed: int, dealer: int, held: int, totals: list[int], aim: str | None, want: Callable[..., bool]
) -> int:
    """The seed of a deal's stream: of HUNT streams derived from `seed`, the first whose deal, played under the
    variant alone (nothing compared, a fifth of the cost), is a state `want` asks for; else the first. What
    random play seldom reaches, a search reaches this way: a hanging deal (about one in a hundred), and
    after it a score on a rounding step. The hunt reads only the variant's rules, so its result is kept
    for every changed rule set searched against the same Rules object. A variant that holds nothing over on
    a tie, or has no match points, is not hunted for them: the hunt would find none and give the first."""
    key = (id(rules), seed, dealer, held, tuple(totals), aim, want.__name__)
    kept = _HUNTED.get(key)
    if kept is not None and kept[0] is rules:
        return kept[1]
    found = derive_seed(seed, 1)
    for i in range(1, HUNT + 1):
        trial = SplitMix64(derive_seed(seed, i))
        ref = Deal(rules, dealer, deck=shuffled(rules.deck.size, trial.next()), held_in=held, match_totals=list(totals))
        _play_deal(_Pair(ref, None, rules), trial, [], aim)
        if want(rules, ref):
            found = derive_seed(seed, i)
            break
    if len(_HUNTED) > 4096:
        _HUNTED.clear()
    _HUNTED[key] = (rules, found)
    return found


_HUNTED: dict[tuple[Any, ...], tuple[Rules, int]] = {}
HUNT = 400  # deals tried under the variant alone for the state a hunt asks for
BRANCHES = 3  # deals played aside toward each contract kind after a hanging deal


def _deal_in_match(m: _Match, number: int, dealer: int, held: int, totals: list[int]) -> tuple[Deal, bool] | None:
    """Deal `number` of the match played in lock-step (`totals` updated); the deal and whether the match is
    over, or None when it found the witness (in `m.out`)."""
    rules, out = m.rules, m.out
    out.deals += 1
    if m.want is not None:
        m.rng = SplitMix64(_hunt(rules, m.rng.next(), dealer, held, totals, m.aim, m.want))
    deck = shuffled(rules.deck.size, m.rng.next())
    ref = Deal(rules, dealer, deck=deck, held_in=held, match_totals=list(totals))
    steps: list[str] = []
    start = dict(zip(rules.table.teams, totals, strict=True))
    try:
        names = _Names(rules, m.changed)
        alt = _answer(
            Deal,
            m.changed,
            names.seat(dealer),
            deck=[names.card(c) for c in deck],
            held_in=held,
            match_totals=names.totals(totals),
        )
        if not isinstance(alt, Deal):
            raise _Found("the deal as dealt", ref.state(), alt)
        pair = _Pair(ref, alt, rules, m.counted, m.names)
        _play_deal(pair, m.rng, steps, m.aim)
        return ref, _after_deal(pair, totals, number)
    except _Found as f:
        out.witness = Witness(
            m.number,
            number,
            rules.table.seats[dealer],
            tuple(rules.deck.name(c) for c in deck),
            held,
            start,
            tuple(steps),
            f.asked,
            f.expected,
            f.got,
        )
        return None


def aims_of(rules: Rules) -> list[str | None]:
    """What the matches of a search bid toward, in turn: nothing (random bids), then each contract kind the
    variant defines."""
    return [None, *sorted(rules.spec.get("contracts") or {})]


def _after_deal(pair: _Pair, totals: list[int], number: int) -> bool:
    """The match totals after the deal, and whether the match is over: both must agree."""
    ref, alt, rules = pair.ref, pair.alt, pair.rules
    assert alt is not None
    pair.same(
        "the next dealer",
        _seat_name(rules, ref.next_dealer()),
        _answer(lambda: _seat_name(alt.rules, alt.next_dealer())),
    )
    if ref.score is None:
        return False
    scored = ref.score.match_points or ref.score.scores
    for t, pts in enumerate(scored):
        totals[t] += pts
    capot = ref.score.capot is not None
    winner = (
        ref.score.match_winner
        if ref.score.match_winner is not None
        else match_winner(rules, totals, capot=capot, deals=number, scored=scored)
    )
    assert alt.score is not None
    alt_winner = (
        alt.score.match_winner
        if alt.score.match_winner is not None
        else match_winner(
            alt.rules,
            _Names(rules, alt.rules).totals(totals),
            capot=alt.score.capot is not None,
            deals=number,
            scored=scored,
        )
    )
    pair.same("the match's end", _team_name(rules, winner), _team_name(alt.rules, alt_winner))
    return winner is not None


def _seat_name(rules: Rules, seat: int) -> str:
    return rules.table.seats[seat]


def _team_name(rules: Rules, team: int | None) -> str | None:
    return None if team is None else rules.table.teams[team]


def _short(value: Any) -> str:
    import json

    from belote_spec.base.text import shorten

    return shorten(json.dumps(value, ensure_ascii=False, sort_keys=True), 600)
