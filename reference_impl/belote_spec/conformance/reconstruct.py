"""The deal behind a scoring scenario, rebuilt from its tricks table: who played each card, the hands,
whether every card was a legal play, and which scoring features the hands hold by accident.

A scoring scenario (`When the deal is scored with these tricks:`) pins one rule. An engine that departs
from some other rule must not fail it: a hand that happens to hold a tierce fails it on an engine that
scores combinations, an unannounced King and Queen of trump on one that scores belote unasked, a deal
that breaks follow-suit on one that checks legality. This module finds those accidents so that
tests/conformance/test_scenario_hygiene.py can refuse them; the vectors exporter and the reports may reuse it.

The table's rows list each trick's cards in play order from its leader (the `leader` column, or the
previous trick's winner); the first trick's leader is the variant's first leader when the scenario
names the dealer, otherwise any seat for which the deal is legal.
"""

from __future__ import annotations

import copy
import re
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from belote_spec.conformance import steps as S
from belote_spec.conformance.gherkin import Scenario
from belote_spec.engine.belote import belote_pairs
from belote_spec.engine.contracts import Contract
from belote_spec.engine.declarations import find_declarations
from belote_spec.engine.rules import Rules, rules_for
from belote_spec.engine.tricks import broken_rule, legal_mask, trick_winner
from belote_spec.protocol.interface import ReferenceEngine
from belote_spec.spec.loader import shipped_variant_ids

# What a scenario may mean to test, and what an explicit tag may accept: `@incidental:<kind>`, with a
# line `Incidental <kind>: <reason>` in the scenario's description.
KINDS = ("combination", "belote", "capot", "last-trick")

_CAPOT_WORDS = re.compile(r"capot|valat|kapot|every trick|all (?:the )?(?:\d+ )?tricks|all \w+ tricks|no trick", re.I)
_LAST_TRICK_WORDS = re.compile(r"last trick|dix de der|10 de der|\bder\b|poslednji trik", re.I)


@dataclass(frozen=True)
class Row:
    """One row of a tricks table: its cards in play order, the stated winner and leader (if stated)."""

    cards: tuple[str, ...]
    winner: str
    leader: str | None = None


@dataclass
class ScoringDeal:
    """What a scoring scenario tells about its deal, read from its steps (for one variant)."""

    scenario: Scenario
    variant: str
    contract: dict[str, Any]
    rows: list[Row]
    dealer: str | None = None
    belote: list[dict[str, Any]] = field(default_factory=list)
    declared: list[dict[str, Any]] = field(default_factory=list)
    set_aside: list[dict[str, Any]] = field(default_factory=list)
    penalties: list[dict[str, str]] = field(default_factory=list)
    held: int = 0
    multiplier: int = 1
    outcome: str | None = None  # the `Then the contract is ...` it expects
    line: int = 0  # of the scoring step

    @property
    def text(self) -> str:
        """The scenario's own words: name, description (its citations) and steps."""
        sc = self.scenario
        return "\n".join([sc.name, sc.description, *(st.text for st in sc.steps)])

    def json(self) -> dict[str, Any]:
        """This deal as a protocol-1 score_deal request (each trick's winner and cards), what the
        reference scores to judge the outcome; the conformance step sends its protocol-2 form."""
        deal: dict[str, Any] = {
            "contract": self.contract,
            "belote": self.belote,
            "held": self.held,
            "tricks": [{"winner": r.winner, "cards": list(r.cards)} for r in self.rows],
        }
        if self.declared:
            deal |= {"declarations": self.declared, "dealer": self.dealer}
        if self.penalties:
            deal["penalties"] = self.penalties
        if self.set_aside:
            deal["set_aside"] = self.set_aside
        if self.multiplier > 1:
            deal["multiplier"] = self.multiplier
        return deal


@dataclass(frozen=True)
class Problem:
    """Something wrong with a scoring deal: `kind` is `table`, `illegal`, `winner`, `leader`, or one of
    KINDS for a scoring feature the scenario does not mean to test."""

    kind: str
    message: str
    trick: int | None = None  # 1-based

    def __str__(self) -> str:
        return f"trick {self.trick}: {self.message}" if self.trick else self.message


def _variants(scenario: Scenario) -> list[str]:
    return [t.partition(":")[2] for t in scenario.tags if t.startswith("variant:")]


def _given_contract(args: dict[str, str]) -> dict[str, Any]:
    """The contract a `Given the contract is...` step states, with its bid points and capot if it names them."""
    contract = S._contract(args["what"], args.get("taker"))
    if args.get("points"):
        contract["points"] = int(args["points"])
    if args.get("capot"):
        contract["capot"] = True
    return contract


def _multiplier(spec: dict[str, Any], how: str) -> int:
    """The score's multiplier for a deal `doubled` or redoubled, by the variant's doubling levels."""
    levels: list[int] = spec["bidding"].get("auction", {}).get("doubling", {}).get("levels", [2, 4])
    return levels[0] if how == "doubled" else levels[-1]


def scoring_deals(scenario: Scenario) -> list[ScoringDeal]:
    """The deal of a scoring scenario once per variant it runs against; [] for any other scenario."""
    if not any(st.text == "the deal is scored with these tricks:" for st in scenario.steps):
        return []
    out = []
    for variant in _variants(scenario):
        spec = rules_for(variant).spec
        deal = ScoringDeal(scenario, variant, {}, [])
        for st in scenario.steps:
            found = S.find_step(st.type, st.text)
            if found is None:
                continue
            sd, args = found
            f = sd.func
            if f is S.given_contract:
                deal.contract = _given_contract(args)
            elif f is S.given_belote:
                said = {"both": ["belote", "rebelote"], "only the first": ["belote"], "neither": []}[args["how"]]
                deal.belote.append({"seat": args["seat"], "cards": [args["c1"], args["c2"]], "said": said})
            elif f is S.given_declared:
                deal.declared.append({"seat": args["seat"], "cards": S._cards(args["cards"])})
            elif f is S.given_dealer:
                deal.dealer = args["seat"]
            elif f is S.given_set_aside:
                deal.set_aside.append({"seat": args["seat"], "cards": S._cards(args["cards"])})
            elif f is S.given_offence:
                deal.penalties.append({"seat": args["seat"], "offence": args["offence"]})
            elif f is S.given_held:
                deal.held = int(args["n"])
            elif f is S.given_doubled:
                deal.multiplier = _multiplier(spec, args["how"])
            elif f is S.then_outcome:
                deal.outcome = args["outcome"]
            elif f is S.when_scored:
                deal.rows = read_rows(st.datatable or [])
                deal.line = st.line
        out.append(deal)
    return out


def read_rows(table: list[list[str]]) -> list[Row]:
    """The rows of a tricks table, read by column name (`leader` is optional)."""
    if not table:
        return []
    header, *rows = table
    cols = {h.strip().lower(): i for i, h in enumerate(header)}
    return [
        Row(
            tuple(S._cards(r[cols["cards"]])) if "cards" in cols else (),
            r[cols["winner"]].strip() if "winner" in cols else "",
            r[cols["leader"]].strip() if "leader" in cols else None,
        )
        for r in rows
    ]


def first_leader(rules: Rules, dealer: str, taker: str | None) -> str | None:
    """The seat that leads the first trick after `dealer` dealt, by the variant's `play.first_lead`; None
    when the rule names the first bidder, whom a scored deal given by its contract does not show."""
    t = rules.table
    seat = t.first_lead(
        rules.spec["play"]["first_lead"]["rule"], t.seat(dealer), t.seat(taker) if taker else None, None
    )
    return None if seat is None else t.seats[seat]


def seats(rules: Rules, rows: list[Row], leader: str) -> list[list[str]]:
    """Per trick, the seat that played each card: from the trick's leader round the table; each trick
    after the first is led by the stated winner of the one before."""
    out = []
    lead = rules.table.seat(leader)
    for row in rows:
        out.append([rules.table.seats[rules.table.next(lead, k)] for k in range(len(row.cards))])
        lead = rules.table.seat(row.winner)
    return out


def plays(rules: Rules, rows: list[Row], leader: str) -> list[list[dict[str, str]]]:
    """The tricks as `{seat, card}` lists in play order, the form that names the leader explicitly
    (what a request can send instead of bare card lists)."""
    return [
        [{"seat": s, "card": c} for s, c in zip(who, row.cards, strict=True)]
        for row, who in zip(rows, seats(rules, rows, leader), strict=True)
    ]


def hands(rules: Rules, rows: list[Row], leader: str) -> dict[str, list[str]]:
    """Each seat's hand as dealt for play: the cards it played, in the order it played them."""
    out: dict[str, list[str]] = {s: [] for s in rules.table.seats}
    for row, who in zip(rows, seats(rules, rows, leader), strict=True):
        for seat, card in zip(who, row.cards, strict=True):
            out[seat].append(card)
    return out


def _contract(rules: Rules, contract: dict[str, Any]) -> Contract:
    return rules.contract_from(contract)


def table_problems(rules: Rules, rows: list[Row]) -> list[Problem]:
    """The table's shape: one card per seat in every trick, every card of the deck at most once."""
    out = []
    seen: set[str] = set()
    n = rules.table.n
    for i, row in enumerate(rows, 1):
        if len(row.cards) != n:
            out.append(Problem("table", f"{len(row.cards)} cards for {n} seats", i))
        if row.winner not in rules.table.seats:
            out.append(Problem("table", f"the winner {row.winner!r} is no seat of this table", i))
        if row.leader is not None and row.leader not in rules.table.seats:
            out.append(Problem("table", f"the leader {row.leader!r} is no seat of this table", i))
        for c in row.cards:
            try:
                rules.deck.card(c)
            except ValueError:
                out.append(Problem("table", f"{c} is no card of this deck", i))
                continue
            if c.upper() in seen:
                out.append(Problem("table", f"{c} is played twice", i))
            seen.add(c.upper())
    if len(rows) != rules.tricks_per_deal:
        out.append(Problem("table", f"{len(rows)} tricks, but a deal of this variant has {rules.tricks_per_deal}"))
    return out


def play_problems(rules: Rules, contract: Contract, rows: list[Row], leader: str) -> list[Problem]:
    """Every card that was no legal play (follow suit, trump, overtrump... by the variant), and every
    stated winner that is not the trick's winner, with `leader` leading the first trick."""
    deck = rules.deck
    who = seats(rules, rows, leader)
    held = {s: deck.mask(deck.cards(cs)) for s, cs in hands(rules, rows, leader).items()}
    out = []
    for i, (row, players) in enumerate(zip(rows, who, strict=True), 1):
        trick: list[tuple[int, int]] = []
        for seat, name in zip(players, row.cards, strict=True):
            s, c = rules.table.seat(seat), deck.card(name)
            if not legal_mask(rules, contract, held[seat], trick, s) >> c & 1:
                rule = broken_rule(rules, contract, held[seat], trick, s, c)
                left = " ".join(deck.name(x) for x in deck.unmask(held[seat]))
                out.append(Problem("illegal", f"{seat} plays {name} holding {left}: breaks {rule}", i))
            held[seat] &= ~(1 << c)
            trick.append((s, c))
        got = rules.table.seats[trick_winner(rules, contract, trick)]
        if got != row.winner:
            out.append(Problem("winner", f"the table says {row.winner} wins, the rules give it to {got}", i))
    return out


def legal_leaders(rules: Rules, contract: Contract, rows: list[Row]) -> list[str]:
    """The seats that could have led the first trick of this deal, every card legal and every winner right."""
    return [s for s in rules.table.seats if not play_problems(rules, contract, rows, s)]


def leader_problems(rules: Rules, deal: ScoringDeal) -> tuple[str | None, list[Problem]]:
    """The first trick's leader the scenario implies, and what is wrong with the `leader` column:
    missing, or not the winner of the trick before, or not the variant's first leader after its dealer."""
    rows = deal.rows
    out = []
    if any(r.leader is None for r in rows):
        out.append(Problem("leader", "the tricks table has no `leader` column (or a row without one)"))
    for i in range(1, len(rows)):
        if rows[i].leader is not None and rows[i].leader != rows[i - 1].winner:
            out.append(
                Problem("leader", f"led by {rows[i].leader}, but trick {i} was won by {rows[i - 1].winner}", i + 1)
            )
    stated = rows[0].leader if rows else None
    if deal.dealer is not None:
        want = first_leader(rules, deal.dealer, deal.contract.get("taker"))
        if want is None:
            return stated, out
        if stated is not None and stated != want:
            out.append(Problem("leader", f"led by {stated}, but after {deal.dealer} deals {want} leads", 1))
        return want, out
    return stated, out


# -- scoring features a hand may hold ---------------------------------------------------------------
@dataclass(frozen=True)
class Feature:
    """A scoring feature found in the deal: what it is, whose, on which cards, by which reading."""

    kind: str  # one of KINDS
    seat: str | None
    cards: tuple[str, ...]
    reading: str  # the variant's own rules, or the common reading that finds it

    def __str__(self) -> str:
        who = f"{self.seat} holds " if self.seat else ""
        return f"{self.kind}: {who}{' '.join(self.cards)} ({self.reading})"


@lru_cache(maxsize=1)
def common_readings() -> tuple[tuple[tuple[str, ...], ...], frozenset[str], int]:
    """The combinations any shipped variant scores: the sequence orders (strongest rank first), the
    ranks of a scored carré, and the shortest scored sequence; taken from every variant's data."""
    orders: set[tuple[str, ...]] = set()
    carres: set[str] = set()
    shortest = 99
    for v in shipped_variant_ids():
        spec = rules_for(v).spec
        d = spec["declarations"]
        if d.get("formed_by", "hand") == "trick":
            continue  # roem is formed by a trick's cards, never a combination a hand holds
        if d.get("sequences"):
            orders.add(tuple(str(r) for r in spec["orders"]["sequence"]["ranks"]))
            shortest = min(shortest, min(e["length"] for e in d["sequences"] if e["points"] > 0))
        carres |= {str(e["rank"]) for e in d.get("carres", []) if e["points"] > 0}
    return tuple(sorted(orders)), frozenset(carres), shortest


def _rank_suit(card: str) -> tuple[str, str]:
    return card[:-1].upper(), card[-1].upper()


def combinations(rules: Rules, contract: Contract, hand: list[str], seat: str) -> list[Feature]:
    """The combinations in a hand: by the variant's own declarations (under this contract), and by the
    common readings (a sequence of the shortest scored length in any shipped sequence order, a carré of
    any rank some variant scores), whatever the contract or the variant's own switch."""
    out = []
    deck = rules.deck
    mask = deck.mask(deck.cards(hand))
    for d in find_declarations(rules, contract, mask, rules.table.seat(seat)):
        out.append(Feature("combination", seat, tuple(deck.name(c) for c in d.cards), f"{rules.id} {d.kind}"))
    orders, carre_ranks, shortest = common_readings()
    held = {_rank_suit(c) for c in hand}
    for order in orders:
        for suit in deck.suits:
            run: list[str] = []
            for rank in [*order, None]:
                if rank is not None and (rank, suit) in held:
                    run.append(rank)
                    continue
                if len(run) >= shortest:
                    out.append(Feature("combination", seat, tuple(r + suit for r in run), "common sequence"))
                run = []
    ranks = {r for r, _ in held}
    for r in sorted(ranks & carre_ranks):
        if sum((r, s) in held for s in ("C", "D", "H", "S")) == 4:
            out.append(Feature("combination", seat, tuple(r + s for s in "CDHS"), "common carré"))
    return _distinct(out)


def belote_holdings(rules: Rules, contract: Contract, hand: list[str], seat: str) -> list[Feature]:
    """The King and Queen of a trump suit in one hand: by the variant's belote pairs, and by the common
    reading (the trump suit's K and Q in a suit contract, every suit's when all suits are trump)."""
    deck = rules.deck
    mask = deck.mask(deck.cards(hand))
    out = []
    for pair in belote_pairs(rules, contract):
        if all(mask >> c & 1 for c in pair):
            out.append(Feature("belote", seat, tuple(deck.name(c) for c in pair), f"{rules.id} belote"))
    suits = [s for s, ranked in enumerate(contract.trump_ranked) if ranked]
    for s in suits:
        kq = tuple(f"{r}{deck.suits[s]}" for r in ("K", "Q"))
        if all(p in {c.upper() for c in hand} for p in kq):
            out.append(Feature("belote", seat, kq, "common belote"))
    return _distinct(out)


def features(rules: Rules, deal: ScoringDeal, leader: str) -> list[Feature]:
    """Every scoring feature of the deal, meant or not: combinations and belote pairs in each hand, a
    capot, and an outcome that hangs on the last trick's bonus."""
    contract = _contract(rules, deal.contract)
    out = []
    for seat, hand in hands(rules, deal.rows, leader).items():
        out += combinations(rules, contract, hand, seat)
        out += belote_holdings(rules, contract, hand, seat)
    teams = {rules.table.teams[rules.table.team_of[rules.table.seat(r.winner)]] for r in deal.rows}
    if len(deal.rows) == rules.tricks_per_deal and len(teams) == 1:
        out.append(Feature("capot", None, (), f"{teams.pop()} take every trick"))
    if last_trick_decides(rules, deal):
        out.append(Feature("last-trick", None, (), "the outcome changes when the last trick earns nothing"))
    return _distinct(out)


def _distinct(found: list[Feature]) -> list[Feature]:
    """One feature per holding: the first reading that finds it, and no run inside a longer one."""
    out: list[Feature] = []
    for f in found:
        cards = {c.upper() for c in f.cards}
        if any(g.kind == f.kind and g.seat == f.seat and cards <= {c.upper() for c in g.cards} for g in out):
            continue
        out = [
            g
            for g in out
            if not (g.kind == f.kind and g.seat == f.seat and f.cards and {c.upper() for c in g.cards} < cards)
        ]
        out.append(f)
    return out


def _without_last_trick(rules: Rules) -> Rules:
    """The same rules with a last trick that earns nothing (compiled once per rules)."""

    def build() -> Rules:
        spec = copy.deepcopy(rules.spec)
        spec["scoring"]["last_trick"]["bonus"] = 0
        return Rules(spec)

    return rules.memo("reconstruct:no-last-trick", build)


def last_trick_decides(rules: Rules, deal: ScoringDeal) -> bool:
    """Whether the contract's outcome hangs on the last trick's bonus: it differs when that bonus is 0.
    An engine that gives the dix de der to the wrong side then gets the outcome wrong, not only a score."""
    bonus = rules.spec["scoring"]["last_trick"]["bonus"]
    if not bonus:
        return False
    variant, request = deal.variant, deal.json()
    try:
        with_bonus = ReferenceEngine({variant: rules}).score_deal(variant, request)["outcome"]
        without = ReferenceEngine({variant: _without_last_trick(rules)}).score_deal(variant, request)["outcome"]
    except Exception:  # a deal the engine refuses is reported by the other checks
        return False
    return with_bonus != without


# -- what a scenario means to test ------------------------------------------------------------------
def accepted(deal: ScoringDeal) -> dict[str, str]:
    """The incidental features its tags accept: `@incidental:<kind>` -> the reason its description gives
    on a line `Incidental <kind>: <reason>` (an empty reason when the line is missing)."""
    out = {}
    for t in deal.scenario.tags:
        key, _, kind = t.partition(":")
        if key == "incidental":
            m = re.search(rf"^\s*Incidental {re.escape(kind)}:\s*(\S.*)$", deal.scenario.description, re.M | re.I)
            out[kind] = m.group(1).strip() if m else ""
    return out


def meant(deal: ScoringDeal, f: Feature) -> bool:
    """Whether the scenario's own text means this feature: a combination within cards a `declared` step
    names for that seat, a belote pair a belote step names for that seat, a capot its words or its
    contract name, an outcome on the last trick its words about the last trick or an expected tie."""
    if f.kind == "combination":
        return any(
            d["seat"] == f.seat and {c.upper() for c in f.cards} <= {c.upper() for c in d["cards"]}
            for d in deal.declared
        )
    if f.kind == "belote":
        return any(
            b["seat"] == f.seat and {c.upper() for c in f.cards} == {c.upper() for c in b["cards"]} for b in deal.belote
        )
    if f.kind == "capot":
        return bool(deal.contract.get("capot")) or bool(_CAPOT_WORDS.search(deal.text))
    if f.kind == "last-trick":
        # A tie is an exact balance of every point, the last trick's included: it is what a tie pins.
        return deal.outcome == "tied" or bool(_LAST_TRICK_WORDS.search(deal.text))
    return False


def statement_problems(rules: Rules, deal: ScoringDeal, leader: str) -> list[Problem]:
    """The cards the other steps name must be where the table puts them: a belote pair in its seat's
    hand, played in the order its step says; a declared combination in its seat's hand; set-aside
    cards in no hand."""
    held = {s: {c.upper() for c in cs} for s, cs in hands(rules, deal.rows, leader).items()}
    played = set().union(*held.values())
    when = {c.upper(): i for i, row in enumerate(deal.rows) for c in row.cards}
    out = []
    for b in deal.belote:
        if not {c.upper() for c in b["cards"]} <= held.get(b["seat"], set()):
            out.append(Problem("table", f"{b['seat']} plays the belote {' '.join(b['cards'])} without holding both"))
        elif when[b["cards"][0].upper()] >= when[b["cards"][1].upper()]:
            out.append(
                Problem(
                    "table",
                    f"{b['seat']} plays {b['cards'][1]} before {b['cards'][0]}, "
                    f"not {b['cards'][0]} then {b['cards'][1]} as the belote step says",
                )
            )
    for d in deal.declared:
        if not {c.upper() for c in d["cards"]} <= held.get(d["seat"], set()):
            out.append(Problem("table", f"{d['seat']} declares {' '.join(d['cards'])} without holding them"))
    for a in deal.set_aside:
        twice = sorted({c.upper() for c in a["cards"]} & played)
        if twice:
            out.append(Problem("table", f"{a['seat']} sets aside {' '.join(twice)}, which are also played"))
    return out


def check(deal: ScoringDeal) -> list[Problem]:
    """Everything wrong with one scoring deal: its table, its leader column, its legality card by card,
    its stated winners, and every scoring feature it holds without meaning to."""
    rules = rules_for(deal.variant)
    out = table_problems(rules, deal.rows)
    if out:
        return out
    contract = _contract(rules, deal.contract)
    leader, out = leader_problems(rules, deal)
    if leader is None:
        fits = legal_leaders(rules, contract, deal.rows)
        if not fits:
            return [*out, Problem("illegal", "no first leader makes every card legal and every winner right")]
        leader = fits[0]
    out += play_problems(rules, contract, deal.rows, leader)
    out += statement_problems(rules, deal, leader)
    ok = accepted(deal)
    found = features(rules, deal, leader)
    for f in found:
        if not meant(deal, f) and f.kind not in ok:
            out.append(Problem(f.kind, f"not meant by the scenario: {f}"))
    for kind, reason in ok.items():
        if kind not in KINDS:
            out.append(Problem("table", f"@incidental:{kind} is no kind of incidental feature ({', '.join(KINDS)})"))
        elif not reason:
            out.append(Problem("table", f"@incidental:{kind} needs a line 'Incidental {kind}: <reason>'"))
        elif not any(f.kind == kind and not meant(deal, f) for f in found):
            out.append(Problem("table", f"@incidental:{kind} accepts a feature the deal does not hold"))
    return out
