"""Worked examples for the player's rulebooks, played by the reference engine on fixed seeds.

The examples are not written by hand: the deals are played as the golden playthroughs are (golden.render's
seeded random bids and cards; seeds 1 to 3 are spec/playthroughs/' own, a few more give belote or
declarations a chance to occur), so a trick's "who may play what" and a deal's score are the engine's own
answers, right by construction and the same on every run. Each example names the rule
that decided a play by its JSON pointer, so the rulebook links the example to the rule.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from belote_spec.engine.deal import Deal
from belote_spec.engine.match import play_deal, random_bidder
from belote_spec.engine.rng import SplitMix64
from belote_spec.engine.rules import Rules, rules_for
from belote_spec.engine.tricks import legal_steps, winning_index
from belote_spec.engine.units import OB as RULE
from belote_spec.engine.units import held_led, trumps_instead

SYMBOLS = {"C": "♣", "D": "♦", "H": "♥", "S": "♠"}
SUIT_NAMES = {"C": "clubs", "D": "diamonds", "H": "hearts", "S": "spades"}
OBLIGATIONS = "/play/obligations/"
SEEDS = range(1, 9)  # golden.SEEDS (1, 2, 3) first


def card(name: str) -> str:
    """A card as a player reads it: KH -> K♥ (a suit letter the symbols do not know is kept)."""
    return name[:-1] + SYMBOLS.get(name[-1], name[-1]) if len(name) > 1 else name


def suit(letter: str) -> str:
    """A suit as words with its symbol: H -> ♥ hearts."""
    return f"{SYMBOLS[letter]} {SUIT_NAMES[letter]}" if letter in SYMBOLS else letter


@dataclass
class Play:
    """One card of the example trick: what the player held, what the rules left, what was played and why."""

    seat: str
    holds: list[str]
    may: list[str]
    card: str
    reason: str
    rule: str  # the pointer of the rule that narrowed the choice ("" when any card was allowed)


@dataclass
class TrickExample:
    contract: str
    number: int
    plays: list[Play]
    winner: str
    winning_card: str
    why: str
    points: int


@dataclass
class ScoreLine:
    label: str
    values: list[str]  # one per side
    rule: str = ""


@dataclass
class DealExample:
    contract: str
    sides: list[str]
    takers: str
    tricks_won: list[int]
    lines: list[ScoreLine]
    outcome: str
    scores: list[int]
    held: int
    match_points: list[int] | None
    rules: list[str] = field(default_factory=list)  # the scoring rules that decided the outcome
    no_contract: bool = False  # the variant has no contract to make: each side keeps what it scores
    declared: list[str] = field(default_factory=list)  # "N: a sequence of 3, 9♠ 10♠ J♠ (20)", as declared


@dataclass
class Recorded:
    """A deal played out, with each position's legal steps as the engine worked them out."""

    deal: Deal
    steps: list[tuple[int, int, list[tuple[str, int]]]]  # (seat, card played, legal steps) in playing order


def _played(rules: Rules, seed: int) -> list[Recorded]:
    """The golden playthrough deals of one seed (golden.render's loop), recording the legal steps."""
    rng = SplitMix64(seed)
    bidder = random_bidder(rng, take_chance=0.4)
    dealer = seed % rules.table.n
    out = []
    for attempt in range(20):
        deal = Deal(rules, dealer, seed=seed * 1000 + attempt)
        steps: list[tuple[int, int, list[tuple[str, int]]]] = []

        def player(
            d: Deal, seat: int, legal: int, steps: list[tuple[int, int, list[tuple[str, int]]]] = steps
        ) -> tuple[int, str | None]:
            assert d.contract is not None
            found = legal_steps(d.rules, d.contract, d.hands[seat], d.trick, seat)
            chosen = rng.choice(d.rules.deck.unmask(legal))
            steps.append((seat, chosen, [(name, mask) for name, mask in found] + [("=", d.hands[seat])]))
            return chosen, d.belote_word(seat, chosen)

        play_deal(deal, bidder, player)
        out.append(Recorded(deal, steps))
        if deal.phase == "done":
            break
        dealer = deal.next_dealer()
    return out


def deals(variant: str) -> list[Recorded]:
    """Every completed deal of the example seeds, in seed order."""
    rules = rules_for(variant)
    return [r for seed in SEEDS for r in _played(rules, seed) if r.deal.phase == "done"]


def _names(rules: Rules, mask: int) -> list[str]:
    return [card(rules.deck.name(c)) for c in rules.deck.unmask(mask)]


def _reason(rec: Recorded, seat: int, steps: list[tuple[str, int]], trick: list[tuple[int, int]]) -> tuple[str, str]:
    """Why the player could play what they could: a short clause, and the pointer of the rule behind it."""
    rules, contract = rec.deal.rules, rec.deal.contract
    assert contract is not None
    deck = rules.deck
    if not trick:
        return "leads the trick, and may lead any card", ""
    led_letter = deck.suits[deck.suit_of[trick[0][1]]]
    led = SYMBOLS.get(led_letter, led_letter)
    last = steps[-2][0] if len(steps) > 1 else ""  # the final entry is the whole hand, recorded for `holds`
    hand = steps[-1][1]
    rule = last.removeprefix(RULE)
    pointer = f"{OBLIGATIONS}{rule}" if last else ""
    if rule == "follow_suit":
        if trumps_instead(rules, contract, hand, deck.suit_of[trick[0][1]]):
            return f"has {led} and must follow suit or play a trump", pointer
        return f"has {led} and must follow suit", pointer
    if rule == "overtrump_when_trump_led":
        if contract.trump is None:  # every suit ranks as trump
            return f"must beat the highest {led} played", pointer
        return "trump was led, so must play a higher trump", pointer
    if rule == "beat_led_suit":
        return f"must beat the highest {led} played", pointer
    if rule == "trump_when_void":
        return f"has no {led} and must play a trump", pointer
    if rule == "overtrump_on_ruff":
        return f"has no {led} and must play a trump higher than the one in the trick", pointer
    if rule == "undertrump_when_cannot_overtrump":
        return f"has no {led} and cannot beat the trump in the trick, but must still play a trump", pointer
    if held_led(rules, contract, hand, deck.suit_of[trick[0][1]]):
        if rule == "undertrump_ban":  # a holder of the led suit bound by the ban: one who may trump instead
            return f"has {led} and may trump instead, but not under the trump in the trick", pointer
        return f"has {led} but need not follow suit: any card", f"{OBLIGATIONS}follow_suit"
    trumps = hand & contract.trump_mask
    winner = trick[winning_index(rules, contract, trick)][0]
    team_of = rules.table.team_of
    if rules.partner_exemption and trumps and rules.trump_when_void and team_of[winner] == team_of[seat]:
        return f"has no {led} and the partner holds the trick: any card", f"{OBLIGATIONS}partner_winning_exemption"
    if contract.trump is None or not trumps:
        return f"has no {led}{'' if contract.trump is None else ' and no trump'}: any card", ""
    if not rules.trump_when_void:
        return f"has no {led} and need not trump: any card", f"{OBLIGATIONS}trump_when_void"
    return f"has no {led} and cannot beat the trump in the trick: any card", f"{OBLIGATIONS}overtrump_on_ruff"


def contract_text(rules: Rules, deal: Deal) -> str:
    contract = deal.contract
    assert contract is not None and deal.taker is not None
    taker = rules.table.seats[deal.taker]
    if deal.bidding.capot_bid:
        taker += " for a capot (every trick)"
    elif deal.bidding.contract_points:
        taker += f" for {deal.bidding.contract_points} points"
    if contract.trump is not None:
        return f"{suit(rules.deck.suits[contract.trump])} are trump, taken by {taker}"
    kind = {"no_trumps": "No Trumps", "all_trumps": "All Trumps"}.get(contract.kind, contract.kind)
    return f"{kind}, taken by {taker}"


def _trick(rec: Recorded, number: int) -> TrickExample:
    deal, rules = rec.deal, rec.deal.rules
    assert deal.contract is not None
    n = rules.table.n
    rows = rec.steps[number * n : (number + 1) * n]
    trick: list[tuple[int, int]] = []
    plays = []
    for seat, chosen, steps in rows:
        reason, rule = _reason(rec, seat, steps, trick)
        plays.append(
            Play(
                rules.table.seats[seat],
                _names(rules, steps[-1][1]),
                _names(rules, steps[-2][1]),
                card(rules.deck.name(chosen)),
                reason,
                rule,
            )
        )
        trick.append((seat, chosen))
    won = winning_index(rules, deal.contract, trick)
    winner, best = trick[won]
    trumped = deal.contract.trump is not None and any(rules.deck.suit_of[c] == deal.contract.trump for _, c in trick)
    why = "the highest trump" if trumped else "the highest card of the led suit"
    return TrickExample(
        contract_text(rules, deal),
        number + 1,
        plays,
        rules.table.seats[winner],
        card(rules.deck.name(best)),
        why,
        sum(deal.contract.points[c] for _, c in trick),
    )


def trick_example(found: list[Recorded]) -> TrickExample | None:
    """The trick of the deals (`deals(variant)`) where the most different rules decided what a player could
    play (the earliest such trick on a tie); None when no deal is completed."""
    best: tuple[int, int, int] | None = None
    for i, rec in enumerate(found):
        n = rec.deal.rules.table.n
        for t in range(len(rec.deal.tricks)):
            rows = rec.steps[t * n : (t + 1) * n]
            trick: list[tuple[int, int]] = []
            kinds = set()
            for seat, chosen, steps in rows:
                kinds.add(_reason(rec, seat, steps, trick)[1])
                trick.append((seat, chosen))
            score = len(kinds - {""})
            if best is None or score > best[0]:
                best = (score, i, t)
    if best is None:
        return None
    return _trick(found[best[1]], best[2])


def deal_example(found: list[Recorded]) -> DealExample | None:
    """A scored deal of `deals(variant)`: undoubled, with belote or declarations, made, as far as one is."""
    if not found:
        return None

    def plain(r: Recorded) -> tuple[bool, bool, bool]:
        bonus = r.deal.score is not None and any(b["belote"] or b["declarations"] for b in r.deal.score.breakdown)
        made = r.deal.score is not None and r.deal.score.outcome == "made"
        return r.deal.bidding.multiplier > 1, not bonus, not made

    rec = min(found, key=plain)  # the first undoubled deal with belote or declarations, made if possible
    deal, rules = rec.deal, rec.deal.rules
    score, contract = deal.score, deal.contract
    assert score is not None and contract is not None and deal.taker is not None
    teams, team_of = rules.table.teams, rules.table.team_of
    won = [0] * len(teams)
    counted = [0] * len(teams)
    for winner, cards in deal.tricks:
        won[team_of[winner]] += 1
        counted[team_of[winner]] += sum(contract.points[c] for c in cards)
    sc = rules.scoring
    last = [0] * len(teams)
    capot = [0] * len(teams)
    if score.capot is not None:
        capot[score.capot] = sc.capot_bonus
    if score.capot is None or not sc.capot_replaces_last_trick:
        last[team_of[deal.tricks[-1][0]]] = sc.last_trick_bonus * contract.multiplier
    aside = [0] * len(teams)
    if deal.discards:
        aside[team_of[deal.taker]] = sum(contract.points[c] for c in deal.discards)
    lines = [ScoreLine("Card points in the tricks won", [str(v) for v in counted], f"/contracts/{contract.kind}")]
    parts = [
        (last, "Last trick", "/scoring/last_trick"),
        (capot, "Capot (every trick)", "/scoring/capot"),
        (aside, "Cards the taker put aside", "/dealing/after_bidding/discard"),
    ]
    lines += [ScoreLine(label, [str(v) for v in values], rule) for values, label, rule in parts if any(values)]
    tricks = [b["tricks"] for b in score.breakdown]
    if [c + la + ca + a for c, la, ca, a in zip(counted, last, capot, aside, strict=True)] != tricks:
        lines = []  # a multiplier or a rule this breakdown does not show: only the engine's subtotal
    lines.append(ScoreLine("Trick points", [str(v) for v in tricks], ""))
    for key, label, rule in (("belote", "Belote", "/belote"), ("declarations", "Declarations", "/declarations")):
        values = [b[key] for b in score.breakdown]
        if any(values):
            lines.append(ScoreLine(label, [str(v) for v in values], rule))
    totals = [sum(b.values()) for b in score.breakdown]
    lines.append(ScoreLine("Total", [str(v) for v in totals], ""))
    multiplier = deal.bidding.multiplier
    decided = ["/bidding/auction/doubling", "/scoring/doubled"] if multiplier > 1 else []
    decided += {
        "made": ["/scoring/contract"],
        "failed": ["/scoring/contract", "/scoring/failure"],
        "tied": ["/scoring/tie"],
    }.get(score.outcome, [])
    if score.match_points:
        decided.append("/scoring/match_points")
    declared = [
        f"{rules.table.seats[seat]}: "
        + ", ".join(
            f"{'a carré' if d.kind == 'carre' else f'a sequence of {d.length}'} "
            f"{' '.join(card(rules.deck.name(c)) for c in d.cards)} ({d.points})"
            for d in found_here
        )
        for seat, found_here in sorted(deal.declared.items())
        if found_here
    ]
    doubled = {2: ", doubled (scores × 2)", 4: ", redoubled (scores × 4)"}.get(multiplier, "")
    return DealExample(
        contract_text(rules, deal) + doubled,
        list(teams),
        teams[team_of[deal.taker]],
        won,
        lines,
        score.outcome,
        list(score.scores),
        score.held,
        list(score.match_points) if score.match_points else None,
        decided,
        sc.versus_defence == "ignore",
        declared,
    )
