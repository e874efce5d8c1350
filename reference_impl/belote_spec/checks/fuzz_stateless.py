"""Stateless fuzzing, for engines that only answer questions (no new_deal, bid, play, state).

The reference plays the deal with the same seeded random bids and cards as the stateful fuzz (so a seed
gives the same deal in both modes); the engine under test is asked what it can answer of it: the legal
cards at every position, the winner of every completed trick, each seat's declarations as play begins
(where the variant has them) and the deal's score at the end. A question it skips (Unsupported,
NotCovered, or an operation its `operations` leave out) is not compared and is counted as such; every
answer is compared as the vectors compare it. The first divergence comes back with a scenario that pins it.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field, replace
from typing import Any

from belote_spec.conformance.vectors import SCORE_KEYS, checked
from belote_spec.engine.deal import Deal
from belote_spec.engine.match import lowest_discard
from belote_spec.engine.rng import SplitMix64
from belote_spec.engine.rules import Rules, rules_for
from belote_spec.engine.shuffle import derive_seed, shuffled
from belote_spec.protocol.definition import tricks_v2
from belote_spec.protocol.interface import Engine, Unsupported, computes, end_deal, offers

STATEFUL_OPERATIONS = ("new_deal", "bid", "play", "state")
MODES = ("auto", "stateful", "stateless")


@dataclass
class Asked:
    """A deal played by the reference with nothing different in the engine's answers: how many answers
    were compared, and how many questions the engine skipped, by operation (with the first reason)."""

    variant: str
    deal: int
    compared: int = 0
    skipped: Counter[str] = field(default_factory=Counter)
    reason: str = ""

    def skip(self, op: str, why: str) -> None:
        self.skipped[op] += 1
        self.reason = self.reason or f"{op}: {why}"


def choose_mode(engine: Engine, requested: str) -> tuple[str, str]:
    """The mode to run and why. `auto` is stateless when the engine leaves out new_deal, bid, play or state (by
    its declared `operations`, hello's or an in-process attribute, else by its methods); otherwise "auto"
    stays and each deal probes: stateful unless the engine skips new_deal or deals the pack differently from
    the reference (see fuzz.play_deal)."""
    if requested != "auto":
        return requested, "as asked"
    ops = getattr(engine, "operations", None)
    if isinstance(ops, (list, tuple, set, frozenset)):
        missing = [op for op in STATEFUL_OPERATIONS if op not in ops]
        if missing:
            return "stateless", f"the engine's operations leave out {', '.join(missing)}"
        return "auto", "the engine's operations list new_deal, bid, play and state"
    missing = [op for op in STATEFUL_OPERATIONS if not callable(getattr(engine, op, None))]
    if missing:
        return "stateless", f"the engine has no {', '.join(missing)}"
    return "auto", "the engine lists no operations: stateful unless it skips new_deal or deals differently"


def _ask(engine: Engine, op: str, *args: Any) -> tuple[str, Any]:
    """("ok", answer), ("skip", why) for a question the engine does not take, else a failure to compare."""
    from belote_spec.checks.fuzz import _call

    if not offers(engine, op):
        return ("skip", f"not covered: the engine does not offer {op}")
    return _call(engine, op, *args)


def shrink(hand: list[str], differs: Callable[[list[str]], bool | None]) -> list[str]:
    """Takes cards out of the hand one by one while `differs` still says the engines disagree (None: cannot tell)."""
    hand = list(hand)
    changed = True
    while changed and len(hand) > 1:
        changed = False
        for card in list(hand):
            smaller = [c for c in hand if c != card]
            if differs(smaller):
                hand, changed = smaller, True
                break
    return hand


def fuzz_bidder(rules: Rules, rng: SplitMix64, number: int) -> Callable[[Deal, int], dict[str, Any]]:
    """The bids of fuzz deal `number`, every seat's, from the deal's draws. Uniform draws over the legal bids
    end nearly every auction on its highest kind (All Trumps in 95% of Bulgarian deals), so suit-contract rules
    were seldom played: the deal aims at one of the variant's contract kinds in turn (`number` mod their
    count), the seats first pass for a drawn number of turns (so later rounds and later seats bid too), then
    bid the aimed kind where they may (another at even odds where it is not offered); once a bid stands, a
    seat passes three times in four, else raises in the aimed kind (by the smallest steps an auction in
    points allows) or doubles."""
    kinds = list(rules.spec["contracts"])
    aim = kinds[number % len(kinds)]
    rounds = len(rules.spec["bidding"].get("rounds") or [None])
    patience = rng.below(rounds * rules.table.n)
    calls, standing = 0, False

    def bid(deal: Deal, seat: int) -> dict[str, Any]:
        nonlocal calls, standing
        options = deal.bidding.legal_bids(seat)
        calls += 1
        passes = [b for b in options if b["action"] == "pass"]
        aimed = _lowest([b for b in options if b.get("kind") == aim])
        if passes and calls <= patience:
            return passes[0]
        if not standing:
            others = [b for b in options if b["action"] != "pass"]
            pick = aimed or (others if not passes or rng.chance(0.5) else passes)
        elif passes and rng.chance(0.75):
            return passes[0]
        else:
            pick = aimed + [b for b in options if b["action"] != "pass" and "kind" not in b] or passes or options
        chosen = rng.choice(pick)
        standing = standing or chosen["action"] != "pass"
        return chosen

    return bid


def _lowest(bids: list[dict[str, Any]], steps: int = 2) -> list[dict[str, Any]]:
    """Of bids that differ only in their points, the `steps` lowest: an auction in points climbs by small
    raises, as players bid, and reaches its higher levels over several turns."""
    groups: dict[str, list[dict[str, Any]]] = {}
    for b in bids:
        groups.setdefault(repr(sorted((k, v) for k, v in b.items() if k != "points")), []).append(b)
    return [b for g in groups.values() for b in sorted(g, key=lambda b: b.get("points") or 0)[:steps]]


@dataclass
class _Question:
    """One question the stateless walk asks the engine: `op` with `args` (by name, as the engine interface takes
    them), the reference's own answer where it is at hand (`want`), the walk's test of the engine's answer
    (`agrees`), and `diverge`, which makes the divergence from the engine's answer (as _ask gives it: ("ok",
    result), ("error", message) ...), asking more where the walk does. `skip`: not asked, skipped for that reason."""

    op: str
    args: dict[str, Any]
    want: Any = None
    agrees: Callable[[Any], bool] = lambda got: False
    diverge: Callable[[tuple[str, Any]], Any] = lambda got: None
    skip: str = ""
    sorted_want: list[str] = field(default_factory=list)  # legal_cards: the reference's, sorted


def fuzz_deal_stateless(test: Engine, ref: Engine, variant: str, seed: int, number: int) -> Any:
    """Deal `number` of the campaign `seed`, played by the reference, with the engine asked every question it
    takes. A Divergence, or an Asked tally of the deal (the caller counts a deal with no answer compared as
    declined)."""
    asked = Asked(variant, number)
    agreed: list[Any] = []  # the positions where the engine's legal cards were the reference's
    for q in _questions(test, ref, variant, seed, number, agreed):
        if q.skip:
            asked.skip(q.op, q.skip)
            continue
        got = _ask(test, q.op, *q.args.values())
        if got[0] == "skip":
            asked.skip(q.op, got[1])
        elif got[0] == "ok" and _agrees(q, got[1]):
            asked.compared += 1
            if q.op == "legal_cards":
                a = q.args
                agreed.append((a["contract"], a["hand"], a["trick"], a["seat"], q.sorted_want))
        else:
            return q.diverge(got)
    return asked


def _agrees(q: _Question, got: Any) -> bool:
    try:
        return bool(q.agrees(got))
    except Exception:  # an answer the test cannot even read (an in-process engine's garbage) does not agree
        return False


def speculate_stateless(test: Engine, ref: Engine, variant: str, seed: int, numbers: list[int]) -> dict[int, Asked]:
    """fuzz_deal_stateless of each of these deals, asked in one pipelined stream (the reference plays every deal
    whatever the engine answers): per deal on which every answer agreed or was skipped, its Asked tally. A deal
    with any other answer is left out, to be walked again one question at a time, which makes its divergence."""
    from belote_spec.protocol.definition import NO_EXPECTATION
    from belote_spec.protocol.interface import many

    tallies = {n: Asked(variant, n) for n in numbers}
    sent: list[tuple[int, _Question]] = []

    def stream() -> Any:
        for number in numbers:
            for q in _questions(test, ref, variant, seed, number):
                if q.skip:
                    tallies[number].skip(q.op, q.skip)  # in order: the first reason is the walk's
                    continue
                sent.append((number, q))
                yield q.op, q.args, NO_EXPECTATION if q.want is None else q.want

    answers = many(test, stream(), push_every=PUSH_EVERY)
    left: set[int] = set()
    for (number, q), got in zip(sent, answers, strict=True):
        if number in left:
            continue
        if isinstance(got, Unsupported):
            tallies[number].skip(q.op, str(got) or q.op)
        elif not isinstance(got, BaseException) and _agrees(q, got):
            tallies[number].compared += 1
        else:
            left.add(number)
    return {n: t for n, t in tallies.items() if n not in left}


PUSH_EVERY = 64  # questions written at a time: the engine answers the first while the reference plays on


def _questions(
    test: Engine, ref: Engine, variant: str, seed: int, number: int, agreed: list[Any] | None = None
) -> Iterator[_Question]:
    """The questions of deal `number`, each yielded as the reference's play of the deal reaches it (`agreed`:
    the legal-cards positions the engine has agreed on so far, which a legal-cards divergence is named by)."""
    rules = rules_for(variant)
    names = rules.deck.names
    rng = SplitMix64(derive_seed(seed, number)).skip(rules.deck.size - 1)  # the same draws as the stateful fuzz
    deck = [names[c] for c in shuffled(rules.deck.size, derive_seed(seed, number))]
    dealer = rules.table.seats[number % rules.table.n]
    hr = ref.new_deal(variant, dealer, deck)
    try:
        model = Deal(rules, rules.table.seat(dealer), rules.deck.cards(deck))
        bidder = fuzz_bidder(rules, rng, number)
        while model.phase == "bidding":
            assert model.turn is not None
            bid = bidder(model, model.turn)
            ref.bid(hr, rules.table.seats[model.turn], bid)
            model.bid(model.turn, bid)
        aside: list[str] = []
        if model.phase == "discarding":
            assert model.taker is not None
            cards = lowest_discard(model)
            aside = [names[c] for c in cards]
            ref.discard(hr, rules.table.seats[model.taker], aside)
            model.discard(model.taker, cards)
        start: dict[str, list[str]] = {}
        plays: list[dict[str, Any]] = []
        rows: list[dict[str, Any]] = []
        while model.phase == "playing":
            assert model.turn is not None
            state = ref.state(hr)
            seat, contract = state["turn"], {k: v for k, v in state["contract"].items() if k != "taker"}
            hand, trick = state["hands"][seat], state["trick"]
            if not start:
                start = {s: list(h) for s, h in state["hands"].items()}
                if rules.spec["declarations"].get("enabled"):
                    for s in rules.table.seats:
                        yield _declarations(test, ref, variant, contract, start[s], s, seed, number)
            q = _legal(test, ref, variant, seed, number, contract, hand, trick, seat, agreed)
            yield q
            want = q.sorted_want
            card = rng.choice(want)
            said = model.belote_word(model.turn, rules.deck.card(card))
            ref.play(hr, seat, card, said)
            model.play(model.turn, rules.deck.card(card), said)
            plays.append({"seat": seat, "card": card})
            after = ref.state(hr)
            if after["trick"]:
                continue
            winner = after["tricks"][-1]["winner"]
            rows.append({"leader": plays[0]["seat"], "cards": [p["card"] for p in plays], "winner": winner})
            whole, plays = plays, []
            yield _trick(test, variant, seed, number, contract, whole, winner)
        final = ref.state(hr)
        if final.get("phase") == "done" and len(rows) == rules.tricks_per_deal and final.get("contract"):
            yield _score(test, ref, rules, final, rows, model, start, aside, seed, number)
    finally:
        end_deal(ref, hr)


def _legal(
    test: Engine,
    ref: Engine,
    variant: str,
    seed: int,
    number: int,
    contract: dict[str, Any],
    hand: list[str],
    trick: list[dict[str, Any]],
    seat: str,
    agreed: list[Any] | None = None,
) -> _Question:
    from belote_spec.checks.fuzz import legal_divergence

    mine = ref.legal_cards(variant, contract, hand, trick, seat)
    want = sorted(mine)

    def diverge(got: tuple[str, Any]) -> Any:
        return legal_divergence(
            test, ref, variant, seed, number, contract, seat, hand, trick, got, want, "stateless", agreed
        )

    return _Question(
        "legal_cards",
        {"variant": variant, "contract": contract, "hand": hand, "trick": trick, "seat": seat},
        mine,
        lambda got: sorted(got) == want,
        diverge,
        _offered(test, "legal_cards"),
        want,
    )


def _trick(
    test: Engine,
    variant: str,
    seed: int,
    number: int,
    contract: dict[str, Any],
    trick: list[dict[str, Any]],
    winner: str,
) -> _Question:
    from belote_spec.checks.fuzz import Divergence

    def diverge(got: tuple[str, Any]) -> Any:
        return Divergence(
            variant,
            number,
            f"trick {' '.join(p['card'] for p in trick)}: engine {brief(got[1])}, reference {winner}",
            _trick_scenario(variant, seed, number, contract, trick, winner),
            "stateless",
        )

    return _Question(
        "trick_winner",
        {"variant": variant, "contract": contract, "trick": trick},
        None,
        lambda got: got == winner,
        diverge,
        _offered(test, "trick_winner"),
    )


def _offered(engine: Engine, op: str) -> str:
    """Why `op` is not asked (as _ask skips it), or "" when it is."""
    return "" if offers(engine, op) else f"not covered: the engine does not offer {op}"


def _declarations(
    test: Engine,
    ref: Engine,
    variant: str,
    contract: dict[str, Any],
    hand: list[str],
    seat: str,
    seed: int,
    number: int,
) -> _Question:
    from belote_spec.checks.fuzz import Divergence

    mine = ref.declarations(variant, contract, hand, seat)
    want = checked("declarations", mine)

    def diverge(got: tuple[str, Any]) -> Divergence:
        def points(cards: list[str]) -> list[int]:
            return sorted(int(d["points"]) for d in ref.declarations(variant, contract, cards, seat))

        def differs(cards: list[str]) -> bool:
            a = _ask(test, "declarations", variant, contract, cards, seat)
            return a[0] != "skip" and (a[0] != "ok" or sorted(int(d.get("points", 0)) for d in a[1]) != points(cards))

        small = shrink(hand, differs) if differs(hand) else hand
        worth = points(small)
        then = (
            f"Then {seat}'s declarations are worth {', '.join(map(str, worth))}"
            if worth
            else f"Then {seat} has no declaration"
        )
        lines = _head(variant, seed, number, f"the declarations of {seat}", "declarations", contract)
        lines += [f"  And {seat} holds {' '.join(small)}", f"  {then}"]
        return Divergence(
            variant,
            number,
            f"declarations of {seat}: engine {brief(got[1])}, reference {brief(want)}",
            "\n".join(lines),
            "stateless",
        )

    return _Question(
        "declarations",
        {"variant": variant, "contract": contract, "hand": hand, "seat": seat},
        mine,
        lambda got: checked("declarations", got) == want,
        diverge,
        _offered(test, "declarations"),
    )


def _score(
    test: Engine,
    ref: Engine,
    rules: Rules,
    final: dict[str, Any],
    rows: list[dict[str, Any]],
    model: Deal,
    start: dict[str, list[str]],
    aside: list[str],
    seed: int,
    number: int,
) -> _Question:
    """score_deal of the finished deal, as `When the deal is scored with these tricks:` would send it."""
    from belote_spec.checks.fuzz import Divergence

    variant = rules.id
    contract = {k: v for k, v in final["contract"].items() if k != "multiplier"}
    multiplier = final["contract"].get("multiplier", 1)
    taker, dealer = contract["taker"], final["dealer"]
    first = rules.table.seats[
        rules.table.position(
            rules.spec["play"]["first_lead"]["rule"],
            rules.table.seat(dealer),
            rules.table.seat(taker),
            model.first_bidder,
        )
    ]
    belote = [
        {
            "seat": rules.table.seats[p.seat],
            "cards": [rules.deck.name(c) for c in p.cards],
            "announced": [w is not None for w in p.said],
        }
        for p in model._belote_plays()
    ]
    deal: dict[str, Any] = {
        "contract": contract,
        "tricks": tricks_v2(rules, contract, rows, first),
        "belote": belote,
        "held": 0,
    }
    declared = [{"seat": rules.table.seats[s], "cards": start[rules.table.seats[s]]} for s in sorted(model.declared)]
    if declared:
        deal["declarations"] = declared
    deal["dealer"] = dealer
    if aside:
        deal["set_aside"] = [{"seat": taker, "cards": aside}]
    if multiplier > 1:
        deal["multiplier"] = multiplier
    args = {"variant": variant, "deal": deal}
    fields = [k for k in SCORE_KEYS if computes(test, "score_deal", k)]
    if not fields:
        return _Question("score_deal", args, skip="not covered: the engine claims no field of score_deal")
    mine = ref.score_deal(variant, deal)
    want = {k: v for k, v in checked("score_deal", mine).items() if k in fields}

    def diverge(got: tuple[str, Any]) -> Divergence:
        said = {k: got[1].get(k) for k in want} if got[0] == "ok" and isinstance(got[1], dict) else got[1]
        answer = got[1] if got[0] == "ok" else said
        what, rule, words = score_difference(
            rules,
            mine,
            want,
            answer,
            multiplier,
            multiplier_probe(test, ref, rules, deal),
            lambda: deal_fit(test, rules, deal, list(want)),
        )
        shown = said if isinstance(said, dict) else {}
        scenario = _score_scenario(rules, seed, number, deal, rows, want, shown, rule)
        return Divergence(variant, number, f"score of the deal: {what}", scenario, "stateless", rule, words=words)

    return _Question(
        "score_deal",
        args,
        mine,
        lambda got: isinstance(got, dict) and {k: got.get(k) for k in want} == want,
        diverge,
        _offered(test, "score_deal"),
    )


def score_difference(
    rules: Rules,
    mine: dict[str, Any],
    want: dict[str, Any],
    said: Any,
    multiplier: int = 1,
    probe: Callable[[], Any] | None = None,
    fit: Callable[[], tuple[str, str] | None] | None = None,
) -> tuple[str, str, str]:
    """A score the engine gave against the reference's (`mine`, whole, with its breakdown; `want`, the fields
    compared), in a line: the fields that differ, engine then reference, and the component that accounts for
    it by attribution (diagnose/attribution.score); and the rule and words of that component ("" and the
    fields that differ when no component accounts for it). On a doubled deal (`multiplier` above 1) that no
    part accounts for, `probe` gives the multiplier's finding from the deal scored at each level (see
    multiplier_probe), or None; it is told before a guess from this deal alone. Where no part accounts for the
    difference, `fit` gives the rule of the changes that score the deal as the engine does and are borne out
    on the same tricks taken by another seat (see deal_fit), or None."""
    from belote_spec.diagnose import attribution

    if not isinstance(said, dict):
        return f"the engine answered {brief(said)}", "", "the engine gives no score"
    differ = [k for k in want if said.get(k) != want[k]]
    parts = [f"{k} engine {brief(said.get(k))}, reference {brief(want[k])}" for k in differ]
    scored = attribution.score(rules, mine, said, multiplier=multiplier)
    found = [f for f in scored if f.component != "scores"]
    if multiplier > 1 and probe is not None and "scores" in differ and all(f.component == "multiplier" for f in found):
        told = probe()  # no part accounts for it: the deal scored at each level tells the multiplier's part
        found = [told] if told is not None else found
    if not found and fit is not None:
        told_rule = fit()
        if told_rule is not None:
            rule, words = told_rule
            return "; ".join(parts) + f"; the rule that differs: {rule} ({words})", rule, words
    if not found:
        loose = [c for f in scored for c in f.ambiguous]
        also = (
            f"; the parts that differ do not account for it: {', '.join(attribution.COMPONENT_WORDS[c] for c in loose)}"
            if loose
            else ""
        )
        return "; ".join(parts) + also, "", f"the engine's {', '.join(differ)} differ"
    f = found[0]
    also = f" (or {', '.join(attribution.COMPONENT_WORDS.get(c, c) for c in f.ambiguous)})" if f.ambiguous else ""
    said_more = f": {f.detail}" if f.detail else ""
    near = f"; {'rules' if f.each else 'candidates'}: {', '.join(f.near)}" if f.near else ""
    return "; ".join(parts) + f"; the part that differs: {f.words}{also}{said_more}{near}", f.rule, f.words


def multiplier_probe(test: Engine, ref: Engine, rules: Rules, deal: dict[str, Any]) -> Callable[[], Any]:
    """The multiplier's finding for a doubled deal, when asked: the same deal scored by both engines at every
    level of doubling the variant has (and undoubled), without its declarations where the engine will not score
    them (the multiplier is the same on a deal without them); None when the engine does not score them all."""

    def probe() -> Any:
        from belote_spec.diagnose import attribution

        doubling = (rules.spec.get("bidding") or {}).get("auction", {}).get("doubling") or {}
        levels = [1, *doubling.get("levels", [])]
        tries = [deal, {k: v for k, v in deal.items() if k != "declarations"}] if "declarations" in deal else [deal]
        for base in tries:
            theirs, mine = [], []
            for k in levels:
                asked = {key: v for key, v in base.items() if key != "multiplier"} | (
                    {"multiplier": k} if k > 1 else {}
                )
                got = _ask(test, "score_deal", rules.id, asked)
                if got[0] != "ok" or not isinstance(got[1], dict) or not isinstance(got[1].get("scores"), dict):
                    break
                theirs.append(got[1]["scores"])
                mine.append(ref.score_deal(rules.id, asked)["scores"])
            else:
                found = attribution.by_multiplier(rules, levels, mine, theirs)
                if found is not None and base is not deal:
                    found = replace(found, detail=f"{found.detail} (the deal scored without its declarations)")
                return found
        return None

    return probe


# Rules a deal's score cannot depart on once its tricks are given: how the cards were dealt and played.
NOT_SCORED = ("/play", "/dealing")


def deal_fit(test: Engine, rules: Rules, deal: dict[str, Any], fields: list[str]) -> tuple[str, str] | None:
    """The rule a score departs on where no part of the score accounts for it: the candidate changes
    (changes/candidates.py) that give the engine's `fields` for `deal`, kept where the same tricks taken by each
    other seat bear them out: a change is dropped where the engine answers as the reference does and the change
    does not, and named only when it predicts at least one answer where the engine departs from the reference
    (one it does not predict may be another fault's). The rule that
    holds every change kept, climbed to the nearest one the variant cites, with its description; None when
    nothing is kept or the changes meet only at the root."""
    from belote_spec.base.pointer import meet
    from belote_spec.changes.perturb import describe
    from belote_spec.diagnose import attribution
    from belote_spec.protocol.interface import ReferenceEngine

    variant = rules.id

    def fields_of(answer: Any) -> Any:
        return {k: answer.get(k) for k in fields} if isinstance(answer, dict) else None

    def ask(asked: dict[str, Any]) -> Callable[[Rules], Any]:
        return lambda r: fields_of(ReferenceEngine(rules={variant: r}).score_deal(variant, asked))

    got = _ask(test, "score_deal", variant, deal)
    if got[0] != "ok":
        return None
    changes = [c for c in _changes(variant) if not c.rule.startswith(NOT_SCORED)]
    fits = attribution.consistent(changes, variant, ask(deal), fields_of(got[1]))
    hits = dict.fromkeys((c.key for c in fits), 0)
    fitted = (fields_of(got[1]), fields_of(ReferenceEngine().score_deal(variant, deal)))
    for other in _probes(rules, deal):
        if not fits:
            break
        theirs = _ask(test, "score_deal", variant, other)
        if theirs[0] != "ok":
            continue
        engine, reference = fields_of(theirs[1]), fields_of(ReferenceEngine().score_deal(variant, other))
        if (engine, reference) == fitted:
            continue  # the same answers as the deal fitted on: nothing new is told
        alike = attribution.consistent(fits, variant, ask(other), engine)
        if engine == reference:
            fits = alike
        else:  # another fault may show here too: a change that does not predict it is not ruled out
            for c in alike:
                hits[c.key] += 1
    borne = [c for c in fits if hits[c.key]]
    rule = meet(c.rule for c in borne)
    if not rule:
        return None
    rule = _cited_rule(rules.spec, rule)
    return rule, describe(rule)


def _probes(rules: Rules, deal: dict[str, Any]) -> Iterator[dict[str, Any]]:
    """The same tricks scored otherwise: taken by each other seat, for the next bids of the variant's auction in
    points, and at each other level of doubling the variant has."""
    taker = deal["contract"].get("taker")
    auction = (rules.spec.get("bidding") or {}).get("auction") or {}
    bid = deal["contract"].get("points")
    if isinstance(bid, int) and "step" in (auction.get("points") or {}):
        step = auction["points"]["step"]
        for k in (1, 2, 3):
            yield {**deal, "contract": {**deal["contract"], "points": bid + k * step}}
    for seat in rules.table.seats:
        if seat != taker:
            other = {**deal, "contract": {**deal["contract"], "taker": seat}}
            if "set_aside" in deal:
                other["set_aside"] = [{**a, "seat": seat} for a in deal["set_aside"]]
            yield other
    for k in [1, *(auction.get("doubling") or {}).get("levels", [])]:
        if k != deal.get("multiplier", 1):
            yield {key: v for key, v in deal.items() if key != "multiplier"} | ({"multiplier": k} if k > 1 else {})


_CHANGES: dict[str, list[Any]] = {}


def _changes(variant: str) -> list[Any]:
    """The variant's candidate changes, listed once per process."""
    from belote_spec.changes.candidates import rule_changes

    if variant not in _CHANGES:
        _CHANGES[variant] = rule_changes(variant)
    return _CHANGES[variant]


def _cited_rule(spec: dict[str, Any], pointer: str) -> str:
    """The nearest rule at or above `pointer` that cites its source (the pointer itself when none does)."""
    from belote_spec.base.pointer import from_tokens, get, has, tokens

    parts = tokens(pointer)
    while parts:
        at = from_tokens(parts)
        if has(spec, at) and isinstance(get(spec, at), dict) and get(spec, at).get("cite"):
            return at
        parts.pop()
    return pointer


def score_request(test: Engine, ref: Engine, variant: str, seed: int, number: int) -> dict[str, Any] | None:
    """The deal the stateless walk of deal `number` asks the engine to score (score_deal's `deal`), played by the
    reference alone: nothing is asked of the engine."""
    found = None
    for q in _questions(test, ref, variant, seed, number):
        if q.op == "score_deal":
            found = q.args["deal"]
    return found


def brief(value: Any, width: int = 60) -> str:
    """An answer in a line of text: a mapping as `key value` pairs, anything else as text, cut to `width`."""
    if isinstance(value, dict):
        text = " ".join(f"{k} {brief(v, width)}" for k, v in value.items())
    elif isinstance(value, list):
        text = " ".join(brief(v, width) for v in value)
    else:
        text = str(value)
    return text if len(text) <= width else text[: width - 3] + "..."


def _head(variant: str, seed: int, number: int, what: str, area: str, contract: dict[str, Any]) -> list[str]:
    from belote_spec.checks.fuzz import _contract_words

    return [
        f"@variant:{variant} @area:{area}",
        f"Scenario: Fuzz seed {seed}, deal {number + 1}: {what}",
        "  # Add the Source line quoting the rule, and its @source tag, before pasting into features/.",
        f"  Given the contract is {_contract_words(contract)}",
    ]


def _trick_scenario(
    variant: str, seed: int, number: int, contract: dict[str, Any], trick: list[dict[str, Any]], winner: str
) -> str:
    lines = _head(variant, seed, number, "the winner of a trick", "tricks", contract)
    lines += [
        "  And the trick so far is " + ", ".join(f"{p['seat']} {p['card']}" for p in trick),
        f"  Then the trick is won by {winner}",
    ]
    return "\n".join(lines)


_ANNOUNCED = {(True, True): "both", (True, False): "only the first", (False, False): "neither"}


def _score_scenario(
    rules: Rules,
    seed: int,
    number: int,
    deal: dict[str, Any],
    rows: list[dict[str, Any]],
    want: dict[str, Any],
    got: dict[str, Any],
    rule: str = "",
) -> str:
    """The outcome and the scores always; held-over and match points where they are not zero or the engine
    departs on them, so the scenario fails on the engine whichever claimed field it got wrong. `rule`: the
    score component's rule, when attribution names one."""
    from belote_spec.checks.fuzz import _contract_words, _rule_lines

    contract = deal["contract"]
    bid = f"{contract['points']} " if contract.get("points") else "capot " if contract.get("capot") else ""
    lines = [
        f"@variant:{rules.id} @area:scoring",
        f"Scenario: Fuzz seed {seed}, deal {number + 1}: the score of the deal",
        *_rule_lines(rules.id, rule),
        f"  Given the contract is {bid}{_contract_words(contract)} taken by {contract['taker']}",
        f"  And the dealer is {deal['dealer']}",
    ]
    if deal.get("multiplier", 1) > 1:
        levels = rules.spec["bidding"].get("auction", {}).get("doubling", {}).get("levels", [2, 4])
        lines.append(f"  And the contract is {'doubled' if deal['multiplier'] == levels[0] else 'redoubled'}")
    for b in deal["belote"]:
        if len(b["cards"]) == 2 and tuple(b["announced"]) in _ANNOUNCED:
            lines.append(
                f"  And {b['seat']} played {b['cards'][0]} then {b['cards'][1]} announcing "
                f"{_ANNOUNCED[tuple(b['announced'])]}"
            )
    lines += [f"  And {d['seat']} declared {' '.join(d['cards'])}" for d in deal.get("declarations", [])]
    lines += [f"  And {a['seat']} set aside {' '.join(a['cards'])}" for a in deal.get("set_aside", [])]
    width = max(len(" ".join(r["cards"])) for r in rows)
    lines.append("  When the deal is scored with these tricks:")
    lines.append(f"    | leader | {'cards'.ljust(width)} | winner |")
    lines += [
        f"    | {r['leader'].ljust(6)} | {' '.join(r['cards']).ljust(width)} | {r['winner'].ljust(6)} |" for r in rows
    ]
    then = []
    if want.get("outcome") in ("made", "failed", "tied", "forfeit"):
        then.append(f"the contract is {want['outcome']}")
    teams = rules.table.teams
    if "scores" in want and len(teams) == 2:
        s = want["scores"]
        then.append(f"{teams[0]} score {s[teams[0]]} and {teams[1]} score {s[teams[1]]}")
    if "held" in want and (want["held"] or got.get("held") != want["held"]):
        then.append(f"{want['held']} points are held over")
    if want.get("match_points") and len(teams) == 2:
        m = want["match_points"]
        then.append(f"{teams[0]} score {m[teams[0]]} and {teams[1]} score {m[teams[1]]} in match points")
    lines += [f"  {'Then' if i == 0 else 'And'} {t}" for i, t in enumerate(then)]
    return "\n".join(lines)
