"""Scoring rule units: each rule of scoring a deal and ending the match in one place, keyed by its pointer.

As for the play obligations (units.py), a unit carries its schema fragment (title, description and the
defaults of what a variant may leave out), its compile step into typed fields of `Scoring`, its English
phrase and labels, its mutants as data, and an oracle case: a deal (or a match's end) worked by hand
from the source's words, which tests/engine/test_scoring_units.py plays through the engine and through each
mutant. scoring.py and match.py read the compiled fields, never the variant's raw data; the schema
file's parts for these rules are written from here (`python -m belote_spec.engine.units`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any, Final

from belote_spec.base.pointer import REMOVED, lookup, tokens
from belote_spec.base.text import series, words
from belote_spec.engine.units import CITE_FRAGMENT as _CITE
from belote_spec.engine.units import NOTES_FRAGMENT as _NOTES
from belote_spec.engine.units import MutantData

CATEGORIES: Final = ("tricks", "belote", "declarations")
CATEGORY_WORDS: Final = {"tricks": "trick points", "belote": "belote", "declarations": "declarations"}
KIND_WORDS: Final = {"suit": "suit contracts", "no_trumps": "No Trumps", "all_trumps": "All Trumps"}

_MISSING = object()


# --- the compiled tables ------------------------------------------------------------------------------


@dataclass(frozen=True)
class Penalty:
    offence: str
    points: int
    applies: str  # offender_loses, others_gain, forfeit


@dataclass(frozen=True)
class MatchPoints:
    divisor: int
    round_up_from: Mapping[str, int]  # per contract kind, the schema's default for a kind left out
    conflict: str


@dataclass(frozen=True)
class BidContract:
    flat: int
    flat_on_capot: int
    made_adds_bid: bool
    failed_adds_bid: bool
    multiplied: str  # deal or contract (what it multiplies is compiled into Scoring.doubled_multiplies)
    capot_bid_value: int
    capot_takes_declarations: bool


# What a double (coinche, contra) may multiply: the three categories and the value of a contract bid in points.
DOUBLED_PARTS: Final = frozenset((*CATEGORIES, "bid"))


@dataclass(frozen=True)
class Credit:
    """How one component of a deal's score reaches the sides: counted `times` over, to the side `shift`
    places after the one that earned it in the table's order. The rules credit each component once to its
    own side (no entry in `Scoring.credit`); a faulty Rules (changes/faults) names the one it gets wrong."""

    times: int = 1
    shift: int = 0


@dataclass(frozen=True)
class Scoring:
    """Every scoring rule of a variant as typed values, compiled once by the units below.

    The fields after `trump_pair` say how the engine puts a deal's parts together and ends the match, which
    the variants do alike (but for what a coinche multiplies, compiled from bid_contract.multiplied): their
    defaults are the rules. A faulty Rules replaces one (changes/faults/scoring.py) to get a rule wrong the way
    real engines do, with no module patched."""

    last_trick_bonus: int
    capot_bonus: int
    capot_replaces_last_trick: bool
    min_points: int
    versus_defence: str
    meet_bid: bool
    to_defence: tuple[str, ...]
    failure_flat: int | None
    failure_shared: str
    tie_rule: str
    tie_held: tuple[str, ...]
    doubled: str | None
    penalties: Mapping[str, Penalty]
    round_to: tuple[int, int] | None  # (multiple, up_from)
    match_points: MatchPoints | None
    bid_contract: BidContract | None
    belote_counts: bool
    require_trick: bool
    match_deals: int | None
    capot_cannot_win: bool
    roem_in_tricks: bool  # combinations form from each trick's cards (roem), not in the hands
    trump_pair: tuple[tuple[str, ...], int] | None  # the stuk's two trump ranks and their points, in tricks
    # by component (last_trick, capot, belote, declarations, held): how a faulty Rules credits it
    credit: Mapping[str, Credit] = field(default_factory=lambda: MappingProxyType({}))
    # besides card points, the bonuses a contract's points multiplier and scale count (last_trick, capot, belote,
    # declarations): the last trick, by every source that multiplies or scales
    contract_multiplies: frozenset[str] = frozenset({"last_trick"})
    # what a double multiplies (DOUBLED_PARTS); a contract bid in points compiles its own (bid_contract.multiplied)
    doubled_multiplies: frozenset[str] = DOUBLED_PARTS
    # a failed contract's lost points leave the takers; False: the defence scores them and the takers keep them
    failure_moves: bool = True
    # what a failed contract gives the defence besides the points it wins (on no capot)
    failure_bonus: int = 0
    # with a belote in the deal, the takers' total that ties is the defence's plus this (a true tie then fails)
    tie_margin_with_belote: int = 0
    # the defence of a made contract also scores every belote of the deal
    belote_to_defence_when_made: bool = False
    # the contract is judged with every belote of the deal counted for the defence
    belote_judged_for_defence: bool = False
    # how a capot is told: tricks (a side takes every trick) or points (the other sides have no trick points)
    capot_by: str = "tricks"
    # whose capot is one: any side's, or the takers' only
    capot_sides: str = "any"
    # a takers' capot in a deal with a belote is no capot
    capot_voided_by_belote: bool = False
    # the contract is also made when the takers' counted points reach half the deal's trick points and one
    half_total_threshold: bool = False
    # a side's belote scores only when no other side's declarations score
    belote_needs_declarations: bool = False
    # the doubling multipliers (1: none) under which the next side round the table is judged as the takers
    takers_shifted_at: frozenset[int] = frozenset()
    # a belote whose first card is played after the first trick is void (besides belote.only_when)
    belote_first_trick_only: bool = False
    # a deal won with every trick is scored without the double's multiplier
    capot_unmultiplied: bool = False
    # match points rounded from the points before the contract's and the double's multipliers, then multiplied
    round_before_multiplier: bool = False
    # the contract kind whose round-up digit a doubled deal's match points use ('': the contract's own)
    doubled_round_kind: str = ""
    # the match points a side loses when it scores nothing in a deal
    zero_score_penalty: int = 0
    # a doubled contract bid in points gives the side that wins the deal the losing side's belote too
    belote_to_doubled_winner: bool = False
    # a tie holds the defence's points as well as the takers' (the defence scores its own now all the same)
    tie_holds_both_sides: bool = False
    # points held over are kept before the tied deal's multipliers and take those of the deal that pays them
    held_unscaled: bool = False
    # the match's end (match.py): whether the target ends it; who wins when several sides reach it, and on equal
    # totals (the rules: higher_total_wins, play_another_deal; a faulty Rules: first_side_wins); the step the
    # target rises by when several sides reach it (0: none); whether the winner must have scored in the last deal
    target_ends_match: bool = True
    both_reach: str = "higher_total_wins"
    equal_totals: str = "play_another_deal"
    target_step: int = 0
    winner_scored_last: bool = False


# --- the oracle cases ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class Oracle:
    """A deal worked by hand from `quote` (the variant's own citation of the rule): trick i holds the
    cards of `tricks[i]`, or, left empty, the deck's cards i*k to i*k+k-1 in its order (k players);
    `winners` names the seat that wins each trick. `expect` is each team's score in the table's order."""

    variant: str
    quote: str
    winners: str
    expect: tuple[int, ...]
    outcome: str
    taker: str = "N"
    trump: str = "H"
    tricks: tuple[str, ...] = ()
    belote: str = ""  # the seat that announced belote (Queen and King of trump), if any
    declarations: tuple[int, ...] | None = None
    multiplier: int = 1
    bid_points: int = 0
    penalties: tuple[tuple[str, str], ...] = ()
    held: int = 0
    match_points: tuple[int, ...] | None = None


@dataclass(frozen=True)
class MatchOracle:
    """A match's end worked by hand from `quote`: the totals after `deals` deals (the last one a capot
    when `capot`) and the team that has won (None: the match goes on)."""

    variant: str
    quote: str
    totals: tuple[int, ...]
    deals: int
    winner: int | None
    capot: bool = False


@dataclass(frozen=True)
class ScoringUnit:
    pointer: str
    schema: dict[str, Any]  # the fragment at the pointer: title, description, defaults of optional keys
    compile: Callable[[Any], dict[str, Any]]  # the node (defaults filled; None when left out) -> Scoring fields
    phrase: Callable[[Any], list[str]]  # the rulebook's sentences, given the node of `phrase_at`
    labels: dict[str, str]  # the comparison page's row label per leaf key ('' for the pointer itself)
    mutants: tuple[MutantData, ...]
    oracle: Oracle | MatchOracle
    label: str = ""  # the rulebook's block title ('' when the rule is a sentence of another rule's block)
    optional: bool = False  # a variant may leave it out (the schema's default, or no such rule, applies)
    phrase_at: str = ""  # the block whose phrase says it: its own pointer when empty

    @property
    def key(self) -> str:
        return tokens(self.pointer)[-1]

    @property
    def block(self) -> str:
        return self.phrase_at or self.pointer

    def at(self, key: str) -> str:
        """The pointer of `key`, a path relative to the unit ('' for the unit itself; `round_up_from/suit`)."""
        return f"{self.pointer}/{key}" if key else self.pointer

    def node(self, spec: Mapping[str, Any]) -> Any:
        """The unit's value in a resolved variant, with the schema's defaults for what it leaves out
        (None for an optional rule with no default, left out)."""
        found = lookup(spec, self.pointer, _MISSING)
        if found is _MISSING:
            return self.schema.get("default")
        if isinstance(found, dict):
            return {**_defaults(self.schema), **found}
        return found


def _defaults(fragment: Mapping[str, Any]) -> dict[str, Any]:
    return {k: v["default"] for k, v in fragment.get("properties", {}).items() if "default" in v}


def _obj(
    title: str, description: str, required: list[str], properties: dict[str, Any], after: dict[str, Any] | None = None
) -> dict[str, Any]:
    """An object rule's fragment; `after` are keys added after cite and notes (the file's order)."""
    return {
        "type": "object",
        "title": title,
        "description": description,
        "additionalProperties": False,
        "required": required,
        "properties": {**properties, "cite": _CITE, "notes": _NOTES, **(after or {})},
    }


# --- the phrases (moved from the rulebook; they read the node through `[]`, `get` and `in`) -------------


def _last_trick_phrase(n: Any) -> list[str]:
    return [f"The side that wins the last trick scores {n['bonus']} more points."]


def _capot_phrase(n: Any) -> list[str]:
    how = "instead of the last-trick bonus" if n["replaces_last_trick"] else "on top of the last-trick bonus"
    out = [f"A side that wins every trick (capot) scores a bonus of {n['bonus']} points, {how}."]
    if "total" in n:
        whose = "The source's total" if n.stated("total") else "The total"  # unstated: the variant's own
        out.append(f"{whose} for a capot: {n['total']} points from the tricks.")
    return out


def _contract_phrase(n: Any) -> list[str]:
    versus = n["versus_defence"]
    out = [
        {
            "more": "The takers make their contract when they score more points than the defence.",
            "more_than_combined": "The takers make their contract when they score more than all other sides "
            "together (half the points plus one).",
            "at_least": "The takers make their contract when they score at least as much as the defence.",
            "ignore": "There is no contract to make: each side keeps what it scores.",
        }.get(versus, f"Against the defence: {words(versus)}.")
    ]
    if n["min_points"]:
        out.append(f"They need at least {n['min_points']} points.")
    if n.get("meet_bid"):
        out.append("They must also reach the points they bid (every trick for a capot bid).")
    return out


def _failure_phrase(n: Any) -> list[str]:
    lost = n["to_defence"]
    out = (
        [
            f"When the contract fails, the defence scores the takers' "
            f"{series(CATEGORY_WORDS.get(c, c) for c in lost)} as well as its own; the takers' other points stay "
            "with them."
        ]
        if lost
        else ["A failed contract costs the takers nothing: each side keeps its points."]
    )
    if n.get("flat") is not None and "tricks" in lost:
        out.append(
            f"For the tricks the defence then scores a flat {n['flat']}, whatever it took: no capot bonus is added."
        )
    shared = n.get("shared")
    if shared == "split":
        out.append("With two or more defending sides, the lost points are split between them.")
    elif shared == "each":
        out.append("With two or more defending sides, each receives the whole.")
    return out


def _tie_phrase(n: Any) -> list[str]:
    rule = n["rule"]
    if rule == "hold_takers_points":
        held = series(CATEGORY_WORDS.get(c, c) for c in n.get("held", []))
        text = f"On equal totals the defence scores its points now; the takers' {held or 'points'} are held"
        if n.get("award_to") == "next_deal_winner":
            text += " and go to the side that wins the next scored deal"
        return [text + "."]
    return [
        {
            "failure": "Equal totals count as a failed contract.",
            "success": "Equal totals count as a made contract.",
        }.get(rule, f"On equal totals: {words(rule)}.")
    ]


def _penalty_phrase(n: Any) -> list[str]:
    applies, points = n["applies"], n["points"]
    return [
        f"Offence: {words(n['offence'])}.",
        {
            "offender_loses": f"The offender's score is reduced by {points} points.",
            "others_gain": f"Every other side scores {points} points.",
            "forfeit": "The deal ends; the other sides score every point of the contract and every declaration.",
        }.get(applies, f"{words(applies)}: {points} points."),
    ]


def _doubled_phrase(n: Any) -> list[str]:
    rule = n["rule"]
    return [
        "In a doubled or redoubled contract the side that wins the deal scores every point of both sides, times "
        "the multiplier; a tie holds them all for the next winner."
        if rule == "winner_takes_all"
        else f"Doubled contracts: {words(rule)}."
    ]


def _match_points_phrase(n: Any) -> list[str]:
    out = [f"Deal points become match points: one per {n['divisor']}."]
    digits = n["round_up_from"]
    if digits:
        out.append(
            "A score rounds up from a last digit of "
            + series(f"{d} in {KIND_WORDS.get(k, words(k))}" for k, d in digits.items())
            + ", down below it."
        )
    if n["conflict"] == "lower_rounds_up":
        out.append(
            "When the rounded scores do not add up to the rounded total, the side with fewer points rounds up "
            "(or the other down)."
        )
    return out


def _bid_contract_phrase(n: Any) -> list[str]:
    out = [
        "Takers who make their contract add its value to their score."
        if n["made_adds_bid"]
        else "Takers who make their contract score only their points."
    ]
    out.append(
        f"When the contract fails or is doubled, the winning side scores {n['flat']} for the tricks "
        f"({n['flat_on_capot']} when the takers took every trick)."
    )
    if not n.get("failed_adds_bid", True):
        out.append("The defence of a failed contract does not score the contract's value on top.")
    out.append(f"A capot bid is worth {n['capot_bid_value']}.")
    out.append(
        "A coinche or surcoinche multiplies the whole score of the winning side."
        if n["multiplied"] == "deal"
        else "A coinche or surcoinche multiplies the contract's value only; the rest is scored once."
    )
    if n["capot_takes_declarations"]:
        out.append("Takers who take every trick also score the defence's declarations.")
    return out


def _round_to_phrase(n: Any) -> list[str]:
    m, up = n["multiple"], n["up_from"]
    example = 8 * m
    return [
        f"Scores are rounded to the nearest {m}: a remainder of {up} or more rounds up "
        f"({example + up} → {example + m}, {example + up - 1} → {example})."
    ]


def _belote_counts_phrase(n: Any) -> list[str]:
    """A sentence of the belote block (its node is /belote's)."""
    return [
        "The bonus counts when judging whether the contract is made."
        if n["counts_toward_contract"]
        else "The bonus does not count when judging whether the contract is made."
    ]


def _require_trick_phrase(n: Any) -> list[str]:
    """A sentence of the declarations block, when the variant states the rule."""
    if "require_trick" not in n:
        return []
    return [
        "A side that takes no trick loses its declarations and belote."
        if n["require_trick"]
        else "A side keeps its declarations even without taking a trick."
    ]


def _formed_by_phrase(n: Any) -> list[str]:
    """The first sentence of the declarations block."""
    if n.get("formed_by") == "trick":
        return [
            "Combinations (roem) are formed by the cards of one trick on the table, not by a hand: four of a kind "
            "and cards in a row in one suit, by the sequence order. Each trick's combinations count at once for "
            "the side that wins the trick; the sides' combinations are not compared."
        ]
    return [
        "Players declare combinations: carrés (four of a kind) and sequences (cards in a row in one suit, by "
        "the sequence order)."
    ]


def _trump_pair_phrase(n: Any) -> list[str]:
    """A sentence of the declarations block, where the variant has the pair."""
    pair = n.get("trump_pair")
    if not pair:
        return []
    return [
        f"The {series(map(str, pair['ranks']))} of trump together are worth {pair['points']}, besides any "
        "sequence they belong to."
    ]


def _deals_phrase(n: Any) -> list[str]:
    """A sentence of the match block."""
    if "deals" not in n:
        return []
    return [
        f"The match is {n['deals']} deals: after the last of them the side with the higher total wins"
        + (f", unless a side has reached {n['target']} points before." if "target" in n else ".")
    ]


def _capot_cannot_win_phrase(n: Any) -> list[str]:
    """A sentence of the match block."""
    if not n.get("capot_cannot_win"):
        return []
    return ["A deal won by taking every trick cannot end the match: another deal is played."]


# --- the compile steps ---------------------------------------------------------------------------------


def _bid_contract(n: Any) -> dict[str, Any]:
    if n is None:
        return {"bid_contract": None}
    return {
        "doubled_multiplies": DOUBLED_PARTS if n["multiplied"] == "deal" else frozenset({"bid"}),
        "bid_contract": BidContract(
            n["flat"],
            n["flat_on_capot"],
            bool(n["made_adds_bid"]),
            bool(n["failed_adds_bid"]),
            n["multiplied"],
            n["capot_bid_value"],
            bool(n["capot_takes_declarations"]),
        ),
    }


#: The digit of a contract kind `round_up_from` leaves out.
ROUND_UP_DEFAULT: Final[int] = 5
_KIND_DIGIT = {"type": "integer", "minimum": 1, "maximum": 9, "default": ROUND_UP_DEFAULT}


def _match_points(n: Any) -> dict[str, Any]:
    if n is None:
        return {"match_points": None}
    digits = {**_defaults(MATCH_POINTS_DIGITS), **n["round_up_from"]}
    return {"match_points": MatchPoints(n["divisor"], MappingProxyType(digits), n["conflict"])}


MATCH_POINTS_DIGITS: Final = {
    "type": "object",
    "additionalProperties": {**_KIND_DIGIT, "description": "In the contract kind of this name."},
    "description": "The last digit from which a score rounds up, by contract kind (5 for a kind left out).",
    "required": [],
    "properties": {
        "suit": {**_KIND_DIGIT, "description": "In a suit contract."},
        "no_trumps": {**_KIND_DIGIT, "description": "In No Trumps."},
        "all_trumps": {**_KIND_DIGIT, "description": "In All Trumps."},
    },
}


# Tricks with one card of each suit and four different ranks: no combination forms in any of them (a
# variant whose roem forms in tricks then scores none). With hearts trump they are worth 24 24 6 24 6 24 20 24.
DIAGONAL: Final = (
    "7C 9D JH KS",
    "8C 10D QH AS",
    "9C JD KH 7S",
    "10C QD AH 8S",
    "JC KD 7H 9S",
    "QC AD 8H 10S",
    "KC 7D 9H JS",
    "AC 8D 10H QS",
)
# The deck's order with the Queen and the Ten of clubs swapped, so that a side can total an odd number:
# with hearts trump 3 27 10 20 24 38 10 20.
ODD: Final = (
    "7C 8C 9C QC",
    "JC 10C KC AC",
    "7D 8D 9D 10D",
    "JD QD KD AD",
    "7H 8H 9H 10H",
    "JH QH KH AH",
    "7S 8S 9S 10S",
    "JS QS KS AS",
)

# A run of three (7 8 9 of clubs) in the first trick and no other combination: 20 13 6 14 24 15 24 36.
ROEM: Final = (
    "7C 8C 9C JH",
    "10C 7D QH 7S",
    "JC 8D KH 8S",
    "QC 9D AH 9S",
    "KC 10D 7H 10S",
    "AC JD 8H JS",
    "QD KD 9H QS",
    "AD 10H KS AS",
)
# DIAGONAL with the Queen of trump and the Jack of diamonds swapped: the stuk alone in the third trick;
# 24 23 7 24 6 24 20 24.
STUK: Final = (
    "7C 9D JH KS",
    "8C 10D JD AS",
    "9C QH KH 7S",
    "10C QD AH 8S",
    "JC KD 7H 9S",
    "QC AD 8H 10S",
    "KC 7D 9H JS",
    "AC 8D 10H QS",
)

S = "/scoring/"

# --- the registry, in the schema file's order -------------------------------------------------------------

SCORING: tuple[ScoringUnit, ...] = (
    ScoringUnit(
        S + "last_trick",
        _obj(
            "Last trick",
            "The last-trick bonus.",
            ["bonus"],
            {"bonus": {"type": "integer", "minimum": 0, "description": "Points for the side winning the last trick."}},
        ),
        lambda n: {"last_trick_bonus": n["bonus"]},
        _last_trick_phrase,
        {"bonus": "Last trick bonus"},
        (MutantData("french-last-trick-20", "french", "last trick worth 20", "bonus", 20),),
        # Deck order, hearts trump: tricks worth 10 20 10 20 24 38 10 20. N and S take the 5th, 6th and 8th
        # (24 + 38 + 20 = 82) and the last trick's 10: 92; E and W 10 + 20 + 10 + 20 + 10 = 70. Made: 92 / 70.
        Oracle(
            "french",
            "The player winning the last trick earns his team 10 additional points called Dix de Der.",
            "EEEENNEN",
            (92, 70),
            "made",
        ),
        label="Last trick",
    ),
    ScoringUnit(
        S + "capot",
        _obj(
            "Capot",
            "Winning every trick.",
            ["bonus", "replaces_last_trick"],
            {
                "bonus": {"type": "integer", "minimum": 0, "description": "Bonus for the side that wins every trick."},
                "replaces_last_trick": {
                    "type": "boolean",
                    "description": "Whether the capot bonus replaces the last-trick bonus.",
                },
                "total": {
                    "type": "integer",
                    "minimum": 0,
                    "description": "The total the capot side scores from tricks, as the source states it; "
                    "checked against the tables.",
                },
            },
        ),
        lambda n: {"capot_bonus": n["bonus"], "capot_replaces_last_trick": bool(n["replaces_last_trick"])},
        _capot_phrase,
        {
            "bonus": "Capot bonus (every trick)",
            "replaces_last_trick": "Capot replaces the last trick bonus",
            "total": "Points for a capot",
        },
        (
            MutantData("french-capot-250", "french", "capot worth 250", "bonus", 88),
            MutantData(
                "spanish-capot-keeps-last-trick",
                "spanish-belote",
                "capot also counts the last trick",
                "replaces_last_trick",
                False,
            ),
        ),
        # Every trick to N: the 152 card points, the last trick's 10 and the bonus 90: 252.
        Oracle(
            "french",
            "If a team wins all 8 tricks of a hand, they get a bonus 90 points (for a total of 252). "
            "This is called Capot.",
            "NNNNNNNN",
            (252, 0),
            "made",
        ),
        label="Capot",
    ),
    ScoringUnit(
        S + "contract",
        _obj(
            "Making the contract",
            "When the takers make their contract.",
            ["min_points", "versus_defence"],
            {
                "min_points": {"type": "integer", "minimum": 0, "description": "Fewest points the takers need."},
                "versus_defence": {
                    "enum": ["more", "more_than_combined", "at_least", "ignore"],
                    "description": "How the takers' total must compare with the defence's: more than the best other "
                    "side, more than all other sides together (half the total plus one), at least as "
                    "much, or not at all.",
                },
            },
            after={
                "meet_bid": {
                    "type": "boolean",
                    "default": True,
                    "description": "Whether the takers must also reach the points they bid (every "
                    "trick for a capot bid).",
                }
            },
        ),
        lambda n: {
            "min_points": n["min_points"],
            "versus_defence": n["versus_defence"],
            "meet_bid": bool(n["meet_bid"]),
        },
        _contract_phrase,
        {
            "min_points": "Takers need at least",
            "versus_defence": "Takers make the contract with",
            "meet_bid": "Takers must also reach their bid",
        },
        (
            MutantData(
                "bela-3p-beat-best-opponent",
                "bela-3p",
                "the caller need only beat the best opponent",
                "versus_defence",
                "more",
            ),
        ),
        # Three alone, deck order in threes, hearts trump: 0 15 15 10 9 11 44 18 0 15. S calls and takes the
        # 6th and 7th (55); W the first four (40); E the 8th to 10th and the last (42 + 10 = 52). 55 beats each
        # opponent but not the 92 of both: failed, and S's 55 split between W (28) and E (27).
        Oracle(
            "bela-3p",
            "Perechea care apelează trebuie să adune cel puțin jumătate + 1 punct din totalul "
            "jocului, dacă dorește să treacă.",
            "WWWWESSEEE",
            (0, 68, 79),
            "failed",
            taker="S",
        ),
        label="Making the contract",
    ),
    ScoringUnit(
        S + "failure",
        _obj(
            "A failed contract",
            "When the contract fails.",
            ["to_defence"],
            {
                "to_defence": {
                    "type": "array",
                    "uniqueItems": True,
                    "items": {"$ref": "#/$defs/category"},
                    "description": "What the takers' side loses to the defence when the contract fails (tricks, "
                    "belote, declarations); points of the other kinds stay with the side that made them. With "
                    "bid_contract, tricks means the defence scores bid_contract.flat for every trick.",
                },
                "flat": {
                    "type": "integer",
                    "minimum": 0,
                    "title": "A failed contract's tricks score flat",
                    "description": "When set, and to_defence names tricks, the defence of a failed contract scores "
                    "this many points for the tricks (its own and the takers'), whatever tricks it took: the "
                    "card points, the last trick and any capot bonus they would count are not added "
                    "(Klaverjas's nat: 162 and the roem). Left out, the defence scores the trick points "
                    "as counted. With bid_contract, bid_contract.flat says it instead.",
                },
            },
            after={
                "shared": {
                    "enum": ["split", "each"],
                    "default": "split",
                    "description": "With several defending sides: split the lost points between them, "
                    "or give each the whole.",
                }
            },
        ),
        lambda n: {"to_defence": tuple(n["to_defence"]), "failure_flat": n.get("flat"), "failure_shared": n["shared"]},
        _failure_phrase,
        {
            "to_defence": "A failed contract gives the defence",
            "flat": "A failed contract's tricks score flat",
            "shared": "With several defending sides, the lost points are",
        },
        (
            MutantData(
                "klaverjas-rotterdam-nat-keeps-roem",
                "klaverjas-rotterdam",
                "a side that is nat keeps its roem",
                "to_defence",
                ["tricks"],
            ),
            MutantData(
                "klaverjas-rotterdam-nat-with-pit",
                "klaverjas-rotterdam",
                "a nat where the players take no trick gives the other side the pit's 100 on top of 162",
                "flat",
                REMOVED,
            ),
            MutantData(
                "bela-split-each", "bela-3p", "each defender receives the whole of a failed contract", "shared", "each"
            ),
        ),
        # Tricks without roem, every one to E: 152, the last trick's 10 and the pit's 100 as counted; the
        # players (N) are nat, so E and W score the flat 162 and no roem: 0 / 162.
        Oracle(
            "klaverjas-rotterdam",
            "Beetgaan (nat) is voor de tegenpartij 162 punten + de door beide partijen gemaakte roem.",
            "EEEEEEEE",
            (0, 162),
            "failed",
            tricks=DIAGONAL,
        ),
        label="A failed contract",
    ),
    ScoringUnit(
        S + "tie",
        _obj(
            "Equal totals",
            "When the two sides' totals are equal.",
            ["rule"],
            {
                "rule": {
                    "enum": ["hold_takers_points", "failure", "success"],
                    "description": "hold_takers_points: the defence scores now and the takers' points are held; "
                    "failure/success: the tie counts as that.",
                },
                "held": {
                    "type": "array",
                    "uniqueItems": True,
                    "items": {"$ref": "#/$defs/category"},
                    "default": [],
                    "description": "Which of the takers' points are held.",
                },
                "award_to": {
                    "enum": ["next_deal_winner"],
                    "description": "Who receives the held points: the side that wins the next scored deal "
                    "(the takers if they make it, else the defence).",
                },
            },
        ),
        lambda n: {"tie_rule": n["rule"], "tie_held": tuple(n["held"])},
        _tie_phrase,
        {"rule": "Equal totals", "held": "Equal totals: points held over", "award_to": "Held points go to"},
        (
            MutantData("french-tie-not-held", "french", "the tie not held over", "rule", "failure"),
            MutantData(
                "french-tie-belote-not-held", "french", "the takers' belote not held in a tie", "held", ["tricks"]
            ),
        ),
        # Tricks worth 3 27 10 20 24 38 10 20: N takes the 2nd to 5th (81), E the others and the last
        # (71 + 10 = 81). A contention: E and W score their 81 now, the takers' 81 are held.
        Oracle(
            "french",
            "If both attacking team and defending team have the exact same amount of points for a "
            "hand, there is a Contention. The defending team immediately earns its points, but the points of "
            "the attacking team will be attributed to the winner of the next hand.",
            "ENNNNEEE",
            (0, 81),
            "tied",
            tricks=ODD,
            held=81,
        ),
        label="Equal totals",
    ),
    ScoringUnit(
        S + "penalties",
        {
            "type": "array",
            "title": "Penalties",
            "description": "Fixed penalties for breaking a rule of conduct.",
            "default": [],
            "items": {
                "type": "object",
                "additionalProperties": False,
                "description": "One penalty.",
                "required": ["offence", "points", "applies"],
                "properties": {
                    "offence": {
                        "type": "string",
                        "pattern": "^[a-z][a-z0-9_]*$",
                        "description": "A short name of the offence.",
                    },
                    "points": {"type": "integer", "minimum": 0, "description": "The penalty's size in points."},
                    "applies": {
                        "enum": ["offender_loses", "others_gain", "forfeit"],
                        "description": "offender_loses: the offender's score is reduced; others_gain: every "
                        "other side scores the points; forfeit: the deal ends and the other "
                        "sides score every point of the contract and every declaration.",
                    },
                    "cite": _CITE,
                    "notes": _NOTES,
                },
            },
        },
        lambda n: {
            "penalties": MappingProxyType({p["offence"]: Penalty(p["offence"], p["points"], p["applies"]) for p in n})
        },
        _penalty_phrase,
        {"": "Penalties"},
        (
            MutantData(
                "spanish-revoke-offender-loses",
                "spanish-belote",
                "a revoke costs the offender instead of paying the others",
                "0/applies",
                "offender_loses",
            ),
        ),
        # Two alone, deck order in pairs, hearts trump: 0 10 5 15 0 10 5 15 0. S takes the first four (30), N
        # the rest and the last (30 + 10 = 40); each keeps what he takes, and N's revoke gives S 10: 40 / 40.
        Oracle(
            "spanish-belote",
            "Не выдавать масть игроку, будучи в состоянии это сделать. Остальные игроки получают -> 10 баллов",
            "SSSSNNNNN",
            (40, 40),
            "made",
            penalties=(("N", "revoke"),),
        ),
        optional=True,
        phrase_at=S + "penalties/*",
    ),
    ScoringUnit(
        S + "doubled",
        _obj(
            "Doubled contracts",
            "Scoring a doubled or redoubled contract; left out, a doubled contract scores as any other.",
            ["rule"],
            {
                "rule": {
                    "enum": ["winner_takes_all"],
                    "description": "winner_takes_all: the side that wins the deal scores every point of both "
                    "sides times the multiplier; a tie holds them all for the next winner.",
                }
            },
        ),
        lambda n: {"doubled": None if n is None else n["rule"]},
        _doubled_phrase,
        {"rule": "Doubled contracts"},
        (MutantData("bulgarian-double-not-all", "bulgarian", "a doubled deal not winner-takes-all", "", REMOVED),),
        # Doubled, deck order, hearts trump: N and S 82 + 10 = 92, E and W 70; made, so N and S record all
        # 162 points doubled: 324 / 0 (32 / 0 in match points).
        Oracle(
            "bulgarian",
            "When there was a double declared the team with more points records all points "
            "doubled( all bonuses are doubled including the bonus for getting all the hands).",
            "EEEENNEN",
            (324, 0),
            "made",
            multiplier=2,
            match_points=(32, 0),
        ),
        label="Doubled contracts",
        optional=True,
    ),
    ScoringUnit(
        S + "match_points",
        _obj(
            "Match points",
            "Deal points turned into match points.",
            ["divisor", "round_up_from", "conflict"],
            {
                "divisor": {"type": "integer", "minimum": 1, "description": "Points per match point."},
                "round_up_from": MATCH_POINTS_DIGITS,
                "conflict": {
                    "enum": ["lower_rounds_up"],
                    "description": "When the rounded scores do not add up to the rounded total, the side with "
                    "fewer points rounds up (or the other down).",
                },
            },
        ),
        _match_points,
        _match_points_phrase,
        {
            "divisor": "Deal points per match point",
            "round_up_from/suit": "Rounding up in a suit contract from a last digit of",
            "round_up_from/no_trumps": "Rounding up in No Trumps from a last digit of",
            "round_up_from/all_trumps": "Rounding up in All Trumps from a last digit of",
            "conflict": "When rounded scores do not add up",
        },
        (MutantData("bulgarian-rounding-from-5", "bulgarian", "suit scores round up from 5", "round_up_from/suit", 5),),
        # Tricks worth 3 27 10 20 24 38 10 20: N and S take the 2nd, 3rd and 6th (75); E, who bid, the others
        # and the last (77 + 10 = 87). In a suit contract a 6 rounds up, a 5 down: 7 and 9, which make 16.
        Oracle(
            "bulgarian",
            'In "Specific Trumps" game rounding difficulties arise when the score ends in 6. '
            "Again the team with less points rounds up.",
            "ENNEENEE",
            (75, 87),
            "made",
            taker="E",
            tricks=ODD,
            match_points=(7, 9),
        ),
        label="Match points",
        optional=True,
    ),
    ScoringUnit(
        S + "bid_contract",
        {
            "type": "object",
            "title": "Contracts bid in points",
            "additionalProperties": False,
            "description": "How a contract bid in points is scored (Coinche). Whether it is made is judged as in every "
            "scoring, by contract (with meet_bid), tie and belote.counts_toward_contract; a failed one "
            "gives the defence flat for the tricks when failure.to_defence names tricks, plus the other "
            "categories it names.",
            "required": [
                "made_adds_bid",
                "flat",
                "flat_on_capot",
                "capot_bid_value",
                "capot_takes_declarations",
                "multiplied",
            ],
            "properties": {
                "multiplied": {
                    "enum": ["deal", "contract"],
                    "default": "deal",
                    "title": "What a coinche multiplies",
                    "description": "What a coinche or surcoinche multiplies: `deal`, the whole score of the "
                    "winning side (its flat for the tricks, the declarations, its belote and "
                    "the contract's value), or `contract`, the contract's value alone, the "
                    "rest scored once.",
                },
                "made_adds_bid": {
                    "type": "boolean",
                    "description": "Whether takers who make their contract add its value to their total.",
                },
                "failed_adds_bid": {
                    "type": "boolean",
                    "default": True,
                    "title": "A failed contract gives the defence its value",
                    "description": "Whether the defence of a failed contract also scores the "
                    "contract's value (the bid) on top of what it wins (Coinche: 160 plus "
                    "the bid), or only what it wins (Pilotta: the total points of both "
                    "teams).",
                },
                "flat": {
                    "type": "integer",
                    "minimum": 0,
                    "description": "What the winning side scores for the tricks when the contract fails or is "
                    "doubled (160).",
                },
                "flat_on_capot": {
                    "type": "integer",
                    "minimum": 0,
                    "description": "The same when the takers took every trick (250).",
                },
                "capot_bid_value": {"type": "integer", "minimum": 0, "description": "The value of a capot bid."},
                "capot_takes_declarations": {
                    "type": "boolean",
                    "description": "Whether takers who take every trick also score the defence's declarations.",
                },
                "cite": _CITE,
                "notes": _NOTES,
            },
        },
        _bid_contract,
        _bid_contract_phrase,
        {
            "made_adds_bid": "A made contract adds the bid",
            "failed_adds_bid": "A failed contract gives the defence the bid",
            "flat": "Trick points of a failed or doubled contract",
            "flat_on_capot": "The same when the takers took every trick",
            "capot_bid_value": "A capot bid is worth",
            "capot_takes_declarations": "A capot also takes the defence's declarations",
            "multiplied": "What a coinche multiplies",
        },
        (
            MutantData(
                "coinche-bid-not-added", "coinche", "a made contract does not add its value", "made_adds_bid", False
            ),
            MutantData("coinche-fall-162", "coinche", "a failed contract gives 162, not 160", "flat", 162),
            MutantData(
                "pilotta-failed-adds-bid",
                "pilotta",
                "a failed bid gives the other team its value on top of 162",
                "failed_adds_bid",
                True,
            ),
        ),
        # N bids 80; deck order, hearts trump: N and S 82 + 10 = 92, E and W 70. Made: 92 and the bid 80 = 172,
        # which rounds to 170; E and W 70.
        Oracle(
            "coinche",
            "Les preneurs marquent : Leur total + Le montant du contrat demandé (250 points pour un capot demandé).",
            "EEEENNEN",
            (170, 70),
            "made",
            bid_points=80,
        ),
        label="Contracts bid in points",
        optional=True,
    ),
    ScoringUnit(
        S + "round_to",
        _obj(
            "Rounding",
            "Scores rounded to a multiple.",
            ["multiple", "up_from"],
            {
                "multiple": {"type": "integer", "minimum": 1, "description": "The multiple, e.g. 10."},
                "up_from": {
                    "type": "integer",
                    "minimum": 1,
                    "description": "The remainder from which a score rounds up (5: 85 → 90, 84 → 80).",
                },
            },
        ),
        lambda n: {"round_to": None if n is None else (n["multiple"], n["up_from"])},
        _round_to_phrase,
        {"multiple": "Scores rounded to the nearest", "up_from": "Rounding up from a remainder of"},
        (MutantData("coinche-round-up-from-4", "coinche", "scores round up from a remainder of 4", "up_from", 4),),
        # N bids 80; deck order, hearts trump: N and S take the 1st, 2nd and 6th to 8th (98) and the last:
        # 108 and the bid, 188, rounds up to 190; E and W 10 + 20 + 24 = 54 round down to 50.
        Oracle(
            "coinche",
            "À la coinche, les points de la partie sont arrondis à la dizaine la plus proche. Note : "
            "85 est arrondi à 90 tandis que 84 est arrondi à 80.",
            "NNEEENNN",
            (190, 50),
            "made",
            bid_points=80,
        ),
        label="Rounding",
        optional=True,
    ),
    ScoringUnit(
        "/belote/counts_toward_contract",
        {"type": "boolean", "description": "Whether the bonus counts when judging the contract."},
        lambda v: {"belote_counts": bool(v)},
        _belote_counts_phrase,
        {"": "Belote counts toward making the contract"},
        (
            MutantData(
                "french-belote-not-counted-for-contract",
                "french",
                "belote does not count toward making the contract",
                "",
                False,
            ),
        ),
        # Deck order, hearts trump: N and S take the 1st, 5th and 6th (72) and N holds the belote (20); E and W
        # 80 and the last, 90. 72 + 20 beats 90: made, 92 / 90 (without the belote, 72 would fail).
        Oracle(
            "french",
            "Those 20 points are counted to know if a team lose the contract or if there is a contention.",
            "NEEENNEE",
            (92, 90),
            "made",
            belote="N",
        ),
        phrase_at="/belote",
    ),
    ScoringUnit(
        "/declarations/require_trick",
        {
            "type": "boolean",
            "default": False,
            "description": "Whether a side that takes no trick loses its declarations and belote.",
        },
        lambda v: {"require_trick": bool(v)},
        _require_trick_phrase,
        {"": "Declarations need a trick"},
        (MutantData("bela-declarations-without-trick", "bela", "declarations count without a trick", "", False),),
        # Every trick to N (capot: 152 + 10 + 90 = 252); E and W declared 20 but took no trick: they keep none.
        Oracle(
            "bela",
            "O pereche de cărți (inclusiv alb) nu este recunoscută dacă nu au luat cel puțin un truc.",
            "NNNNNNNN",
            (252, 0),
            "made",
            declarations=(0, 20),
        ),
        optional=True,
        phrase_at="/declarations",
    ),
    ScoringUnit(
        "/declarations/formed_by",
        {
            "enum": ["hand", "trick"],
            "default": "hand",
            "description": "Where combinations are formed. hand: each player's dealt hand, declared and compared as "
            "`compare` says. trick: the cards of one trick on the table (roem), counted at once for the "
            "side that wins that trick, with no comparison between sides.",
        },
        lambda v: {"roem_in_tricks": v == "trick"},
        _formed_by_phrase,
        {"": "Combinations formed by"},
        (
            MutantData(
                "klaverjas-rotterdam-roem-in-hands",
                "klaverjas-rotterdam",
                "combinations formed in the hands, not by a trick's cards",
                "",
                "hand",
            ),
        ),
        # N takes the first trick, 7 8 9 of clubs in a row (20 roem) and the Jack of trump (20 points), and the
        # 5th, 7th and 8th (24 + 24 + 36) and the last: 114 and 20 roem; E and W 13 + 6 + 14 + 15 = 48.
        Oracle(
            "klaverjas-rotterdam",
            "Roem wordt geschreven als de volgende samenstelling op tafel ligt:",
            "NEEENENN",
            (134, 48),
            "made",
            tricks=ROEM,
        ),
        optional=True,
        phrase_at="/declarations",
    ),
    ScoringUnit(
        "/declarations/trump_pair",
        {
            "type": "object",
            "additionalProperties": False,
            "required": ["ranks", "points"],
            "description": "With formed_by: trick, two trump ranks (the King and Queen, 'stuk') that score together "
            "when both lie in one trick; they count besides any sequence they also belong to. In a hand "
            "the pair is belote (`belote`), so a variant forming combinations in hands may not set it.",
            "properties": {
                "ranks": {
                    "type": "array",
                    "items": {"$ref": "#/$defs/rank"},
                    "minItems": 2,
                    "maxItems": 2,
                    "uniqueItems": True,
                    "description": "The two trump ranks.",
                },
                "points": {"type": "integer", "minimum": 0, "description": "Their value."},
                "cite": _CITE,
                "notes": _NOTES,
            },
        },
        lambda n: {"trump_pair": None if n is None else (tuple(str(r) for r in n["ranks"]), int(n["points"]))},
        _trump_pair_phrase,
        {"": "Trump pair (stuk) in combinations"},
        (
            MutantData(
                "klaverjas-rotterdam-no-stuk",
                "klaverjas-rotterdam",
                "the stuk (King and Queen of trump) is no roem",
                "",
                REMOVED,
            ),
        ),
        # N takes the third trick, the Queen and King of trump (7 points and the stuk's 20 roem), the 4th, 6th
        # and 8th (24 each) and the last: 89 and 20; E and W 24 + 23 + 6 + 20 = 73.
        Oracle(
            "klaverjas-rotterdam",
            "Heer + vrouw van de troef (stuk) is 20 roem",
            "EENNENEN",
            (109, 73),
            "made",
            tricks=STUK,
        ),
        optional=True,
        phrase_at="/declarations",
    ),
    ScoringUnit(
        "/match/deals",
        {
            "type": "integer",
            "minimum": 1,
            "description": "A match of a fixed number of deals (a Klaverjas 'boompje' of 16): after that many deals "
            "the side with the higher total wins, equal totals going by `equal_totals`. With a target as "
            "well, whichever comes first ends the match. A match needs a target or a number of deals.",
        },
        lambda v: {"match_deals": v},
        _deals_phrase,
        {"": "The match lasts (deals)"},
        (
            MutantData(
                "klaverjas-rotterdam-no-boompje",
                "klaverjas-rotterdam",
                "the match does not end after sixteen deals",
                "",
                17,
            ),
        ),
        # After the sixteenth deal the higher total wins, whatever it is.
        MatchOracle(
            "klaverjas-rotterdam", "Een complete wedstrijd bestaat uit 16 spellen (boompje)", (1500, 1400), 16, 0
        ),
        optional=True,
        phrase_at="/match",
    ),
    ScoringUnit(
        "/match/capot_cannot_win",
        {
            "type": "boolean",
            "default": False,
            "description": "Whether a deal won by taking every trick cannot end the match (another deal is played).",
        },
        lambda v: {"capot_cannot_win": bool(v)},
        _capot_cannot_win_phrase,
        {"": "A capot cannot end the match"},
        (MutantData("bulgarian-valat-wins", "bulgarian", "a valat can end the match", "", False),),
        # 160 is past the target of 151, but the deal that brought it was a valat: the match goes on.
        MatchOracle(
            "bulgarian",
            "Жалпы есепте 151 матч-бұлқынына жеткен команда жеңімпаз болады, бірақ валат болса, ойын аяқталмайды.",
            (160, 100),
            9,
            None,
            capot=True,
        ),
        optional=True,
        phrase_at="/match",
    ),
)

BY_POINTER: dict[str, ScoringUnit] = {u.pointer: u for u in SCORING}


def compile_scoring(spec: Mapping[str, Any]) -> Scoring:
    """Every scoring unit's typed fields, read once from a resolved variant."""
    fields: dict[str, Any] = {}
    for unit in SCORING:
        fields.update(unit.compile(unit.node(spec)))
    return Scoring(**fields)


def labels() -> dict[str, str]:
    """The comparison page's row labels of every unit's leaves, by pointer."""
    return {u.at(k): v for u in SCORING for k, v in u.labels.items()}


def titles() -> dict[str, str]:
    """The rulebook's block titles of the units that have a block of their own."""
    return {u.pointer: u.label for u in SCORING if u.label}


def with_units(schema: dict[str, Any]) -> dict[str, Any]:
    """`schema` with each unit's fragment written at its pointer (a unit keeps its place among its
    siblings, a new one goes last), and the scoring section's required list from the units."""
    import copy

    out = copy.deepcopy(schema)
    for unit in SCORING:
        *path, key = tokens(unit.pointer)
        node = out
        for token in path:
            node = node["properties"][token]
        node["properties"][key] = copy.deepcopy(unit.schema)
    section = out["properties"]["scoring"]
    mine = {u.key for u in SCORING if u.pointer.startswith(S)}
    kept = [k for k in section["required"] if k not in mine]
    section["required"] = kept + [
        k for k in section["properties"] if k in mine and not BY_POINTER[S + k].optional and k not in kept
    ]
    return out
