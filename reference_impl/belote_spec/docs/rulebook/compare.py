"""The comparison: one row per rule dimension, one column per variant, each cell the value in plain words.

Rows come from the resolved data: every leaf value of every variant (its citations and notes aside) is a
dimension, so a rule key added to the language shows up without a line here. A mapping keyed by data (the
sides of `table.teams`) or a set of parallel lists (a point table's ranks and points) is one value. The
labels and value words below only make known rows read better (a row nobody wrote words for still shows
its value); the rows are ordered by the schema, like the rulebooks. A row *differs* when the variants'
values differ (an absent value counts as the schema's default when it has one, else as "no such rule"),
so a reader choosing variants (compare_pages.py) can see only what really sets them apart.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from belote_spec.base import pointer as pointers
from belote_spec.base import text as texts
from belote_spec.docs.rulebook import phrases
from belote_spec.docs.rulebook.links import owner
from belote_spec.docs.rulebook.model import OTHER, SECTIONS, rule_anchor, section_of
from belote_spec.docs.rulebook.phrases import Grid
from belote_spec.engine import scoring_units, units
from belote_spec.spec import schema
from belote_spec.spec.variant_keys import VARIANT_META_KEYS, strip_annotations

EXCLUDED = VARIANT_META_KEYS
ABSENT = "—"
NO_RULE = "no such rule"
SEATS = {"N": "North", "E": "East", "S": "South", "W": "West"}
SUIT_SYMBOLS = {"C": "♣", "D": "♦", "H": "♥", "S": "♠"}

LABELS = {
    "/table/players": "Players",
    "/table/seats": "Seats, in playing order",
    "/table/teams": "Sides",
    "/table/direction": "Direction of play",
    "/deck/suits": "Suits",
    "/deck/ranks": "Ranks, lowest first",
    "/orders/trump/ranks": "Trump order, strongest first",
    "/orders/plain/ranks": "Order of the other suits, strongest first",
    "/orders/sequence/ranks": "Order in a sequence, highest first",
    "/contracts/suit/trumps": "Suit contract: trumps",
    "/contracts/suit/total_points": "Suit contract: points in a deal",
    "/contracts/suit/trump_points": "Suit contract: points of the trumps",
    "/contracts/suit/plain_points": "Suit contract: points of the other suits",
    "/contracts/no_trumps/trumps": "No Trumps: trumps",
    "/contracts/no_trumps/total_points": "No Trumps: points in a deal",
    "/contracts/no_trumps/plain_points": "No Trumps: card points",
    "/contracts/no_trumps/points_multiplier": "No Trumps: card points count",
    "/contracts/all_trumps/trumps": "All Trumps: trumps",
    "/contracts/all_trumps/total_points": "All Trumps: points in a deal",
    "/contracts/all_trumps/trump_points": "All Trumps: card points",
    "/contracts/all_trumps/points_multiplier": "All Trumps: card points count",
    "/dealing/first_dealer/method": "First dealer",
    "/dealing/cut/by": "Who cuts",
    "/dealing/cut/min_packet": "Each part of the cut holds at least",
    "/dealing/before_bidding/start": "Dealing starts with",
    "/dealing/before_bidding/packets": "Each player receives, before the bidding",
    "/dealing/before_bidding/turn_up": "Cards turned face up",
    "/dealing/table_cards/stacks": "Stacks on the table, each player",
    "/dealing/after_bidding/start": "After the bidding, dealing starts with",
    "/dealing/after_bidding/packets": "Each player receives, after the bidding",
    "/dealing/after_bidding/turn_up_to": "The turned card goes to",
    "/dealing/after_bidding/extra_to_taker": "The taker alone then receives",
    "/dealing/after_bidding/discard/count": "The taker puts aside",
    "/dealing/undealt/cards": "Cards left undealt",
    "/dealing/undealt/bottom_shown": "The bottom card of the pack is shown",
    "/dealing/trump_exchange/rank": "The trump card that may be exchanged",
    "/dealing/trump_exchange/rounds": "Exchange allowed after a take in",
    "/dealing/trump_exchange/until": "The exchange is allowed until",
    "/dealing/next_dealer/rule": "Next dealer",
    "/dealing/next_dealer/after_cancelled": "Next dealer after a cancelled deal",
    "/bidding/system": "How trump is chosen",
    "/bidding/first_speaker": "First to speak",
    "/bidding/rounds": "What a player may take, round by round",
    "/bidding/auction/contracts": "Contracts one may bid",
    "/bidding/auction/raise_by": "A higher bid names",
    "/bidding/auction/points/min": "Lowest bid",
    "/bidding/auction/points/step": "Bids go up by",
    "/bidding/auction/capot_bid": "One may bid capot (every trick)",
    "/bidding/auction/ends_after_passes": "The auction ends after",
    "/bidding/auction/doubling/levels": "Doubling multiplies the score by",
    "/bidding/auction/doubling/double_freezes": "A doubled bid can no longer be overbid",
    "/bidding/auction/doubling/redouble_ends": "A redouble ends the auction",
    "/bidding/all_pass/outcome": "When everyone passes",
    "/play/first_lead/rule": "First lead",
    "/play/next_lead/rule": "Later leads",
    "/play/trick_winner/rule": "Who wins a trick",
    **units.labels(),  # the play obligations: each rule unit carries its own row labels
    **scoring_units.labels(),  # and so do the scoring units
    "/belote/enabled": "Belote scores",
    "/belote/bonus": "Belote bonus",
    "/belote/cards": "Belote cards",
    "/belote/order": "Belote cards played in",
    "/belote/announce": "Belote must be announced",
    "/belote/contracts": "Belote counts in",
    "/belote/only_when": "Belote counts only when its first card is played",
    "/declarations/enabled": "Declarations (carrés, sequences)",
    "/declarations/carres": "Carrés (four of a kind)",
    "/declarations/sequences": "Sequences (cards in a row)",
    "/declarations/compare": "The best declaration is found by",
    "/declarations/compare_by": "Who scores declarations",
    "/declarations/contracts": "Declarations count in",
    "/declarations/longer_counts_as": "A longer run counts as",
    "/declarations/eight_in_a_row_as": "Eight in a row counts as",
    "/declarations/carre_cancels_opponent_sequences": "A carré cancels the other side's sequences",
    "/declarations/one_card_one_declaration": "A card counts in one declaration only",
    "/declarations/carre_order": "Equal carrés ranked by",
    "/declarations/instant_win/length": "Cards in a row that win the match at once",
    "/declarations/instant_win/trump_only": "The instant win needs trumps",
    "/match/target": "The match ends at",
    "/match/both_reach": "Both sides reach the target",
    "/match/equal_totals": "Equal totals at the end",
    "/match/claim/needs_counting_trick": "A claim needs a trick with a counting card",
    "/match/claim/min_tricks_left": "No claim with fewer tricks left than",
}

# Words for values, by row; each takes the value and the whole resolved variant. Shared words come from
# phrases.py (positions, contract kinds, what may be taken...), whole sentences from its phrase for the rule.
Words = Callable[[Any, dict[str, Any]], "str | list[str] | Grid"]
CONTRACTS = {"suit": "a trump suit", "no_trumps": "No Trumps", "all_trumps": "All Trumps"}
TRUMPS = {"one": "one suit, named in the bidding", "none": "none", "all": "every suit"}


def _suits(values: Sequence[Any]) -> str:
    return " ".join(SUIT_SYMBOLS.get(str(s), str(s)) for s in values)


def _seat(value: Any) -> str:
    return SEATS.get(str(value), str(value))


def _unit(unit: str, one: str = "") -> Words:
    return lambda v, _: f"{v} {one or unit}" if v == 1 else f"{v} {unit}"


def _yes_no(yes: str = "yes", no: str = "no") -> Words:
    return lambda v, _: yes if v else no


def _position(value: Any, _: dict[str, Any]) -> str:
    return phrases.position(value)


def _kinds(value: Sequence[Any], _: dict[str, Any]) -> str:
    return texts.series([CONTRACTS.get(str(k), texts.words(k)) for k in value]) or "none"


def _said(block: str) -> Words:
    """The phrase's own sentence for a one-value rule (first dealer, trick winner...), read off the variant."""

    def sentence(value: Any, data: dict[str, Any]) -> str:
        node: Any = data
        for token in pointers.tokens(block):
            node = node.get(token, {}) if isinstance(node, dict) else {}
        try:
            said = phrases.sentences(phrases.Node(node, block, data))
        except (KeyError, TypeError):
            said = []
        return " ".join(said) or phrases.fmt(value)

    return sentence


def _seats(value: Sequence[Any], data: dict[str, Any]) -> str:
    """The seats as players play in turn: the YAML lists them clockwise, play may go the other way."""
    seats = list(value)
    if data.get("table", {}).get("direction") == "counter-clockwise" and seats:
        seats = [seats[0], *reversed(seats[1:])]
    return ", then ".join(_seat(s) for s in seats)


def _teams(value: dict[str, Any], _: dict[str, Any]) -> str:
    sides = [list(s) for s in value.values()]
    if all(len(s) == 1 for s in sides):
        return "each player alone"
    return " against ".join(texts.series(_seat(s) for s in side) for side in sides)


def _direction(value: Any, _: dict[str, Any]) -> str:
    return {"counter-clockwise": "counter-clockwise: to the right", "clockwise": "clockwise: to the left"}.get(
        str(value), texts.words(value)
    )


def _ranks(sep: str) -> Words:
    return lambda v, _: sep.join(str(r) for r in v)


def _packets(value: Sequence[Any], _: dict[str, Any]) -> str:
    """[3, 2] -> 3 cards then 2 (5 in all): the packets in dealing order, never a bare "3 2"."""
    if not value:
        return "nothing"
    text = f"{value[0]} card{'s' if value[0] != 1 else ''}"
    if len(value) > 1:
        text += " then " + " then ".join(str(p) for p in value[1:]) + f" ({sum(value)} in all)"
    return text


def _turn_up(value: Any, _: dict[str, Any]) -> str:
    return {0: "none", 1: "one: its suit is proposed as trump"}.get(value, str(value))


def _rounds(value: list[dict[str, Any]], _: dict[str, Any]) -> list[str]:
    out = []
    for i, r in enumerate(value, 1):
        takes = texts.series((phrases.TAKES.get(t, texts.words(t)) for t in r.get("may_take", [])), "or")
        forced = {
            "dealer": "; the dealer must take",
            "first_speaker": "; the first to speak must take",
            "last": "; the last to speak must take",
        }.get(str(r.get("forced")), f"; {texts.words(r['forced'])} must take" if r.get("forced") else "")
        out.append(f"Round {i}: {takes}{forced}")
    return out


def _penalties(value: list[dict[str, Any]], data: dict[str, Any]) -> list[str]:
    out = []
    for i, p in enumerate(value):
        said = phrases.sentences(phrases.Node(p, f"/scoring/penalties/{i}", data))
        what = said[-1].rstrip(".") if said else str(p["points"])
        out.append(f"{phrases.cap(texts.words(p['offence']))}: {what[:1].lower()}{what[1:]}")
    return out or ["None"]


def _bid_contracts(value: Sequence[Any], _: dict[str, Any]) -> str:
    suits = [v for v in value if str(v) in SUIT_SYMBOLS]
    others = [CONTRACTS.get(str(v), texts.words(v)) for v in value if str(v) not in SUIT_SYMBOLS]
    return texts.series([*([_suits(suits)] if suits else []), *others])


def _levels(value: Sequence[Any], _: dict[str, Any]) -> str:
    text = f"× {value[0]}" if value else "nothing"
    return text + (f", then × {value[1]} when redoubled" if len(value) > 1 else "")


def _announce(value: Any, _: dict[str, Any]) -> str:
    return {
        "both": "both cards, as they are played (belote, rebelote)",
        "first": "the first of the pair, as it is played",
        "none": "no announcement needed",
    }.get(str(value), texts.words(value))


def _belote_cards(value: Sequence[Any], _: dict[str, Any]) -> str:
    return f"{texts.series(map(str, value))} of trump"


def _belote_order(value: Any, data: dict[str, Any]) -> str:
    cards = data.get("belote", {}).get("cards", [])
    return {"any": "either order", "as_listed": f"this order: {texts.series(map(str, cards), 'then')}"}.get(
        str(value), texts.words(value)
    )


def _played_as(value: Sequence[Any], _: dict[str, Any]) -> str:
    return texts.series((phrases.PLAYED_AS.get(str(w), texts.words(w)) for w in value), "or")


def _steps(value: Sequence[Any], _: dict[str, Any]) -> list[str]:
    return [f"{i}. {phrases.cap(phrases.COMPARE.get(str(c), texts.words(c)))}" for i, c in enumerate(value, 1)]


def _compare_by(value: Any, _: dict[str, Any]) -> str:
    return {
        "best_overall": "the side with the best declaration scores all of its own",
        "by_category": "carrés and sequences separately: the best of each kind scores its side's",
    }.get(str(value), texts.words(value))


def _eight(value: Sequence[Any], _: dict[str, Any]) -> str:
    return "runs of " + texts.series(map(str, value)) + " cards together"


def _categories(value: Sequence[Any], _: dict[str, Any]) -> str:
    return (
        f"the takers' {texts.series(phrases.CATEGORIES.get(str(c), texts.words(c)) for c in value)}"
        if value
        else "nothing"
    )


def _versus(value: Any, _: dict[str, Any]) -> str:
    return {
        "more": "more points than the defence",
        "more_than_combined": "more points than all others together",
        "at_least": "at least as many points as the defence",
        "ignore": "no contract to make: each side keeps its points",
    }.get(str(value), texts.words(value))


def _tie(value: Any, _: dict[str, Any]) -> str:
    return {
        "failure": "the contract fails",
        "success": "the contract is made",
        "hold_takers_points": "the defence scores; the takers' points are held over",
    }.get(str(value), texts.words(value))


VALUES: dict[str, Words] = {
    "/table/seats": _seats,
    "/table/teams": _teams,
    "/table/direction": _direction,
    "/deck#size": _unit("cards"),
    "/deck/suits": lambda v, _: _suits(v),
    "/deck/ranks": _ranks(" "),
    "/orders/trump/ranks": _ranks(" "),
    "/orders/plain/ranks": _ranks(" "),
    "/orders/sequence/ranks": _ranks(" "),
    "/contracts#kinds": _kinds,
    "/contracts/*/trumps": lambda v, _: TRUMPS.get(str(v), texts.words(v)),
    "/contracts/*/total_points": _unit("points"),
    "/contracts/*/points_multiplier": lambda v, _: (
        ", ".join(f"{s} {t}×" for s, t in v.items())
        if isinstance(v, dict)
        else "once"
        if v == 1
        else "twice"
        if v == 2
        else f"{v} times"
    ),
    "/dealing/first_dealer/method": _said("/dealing/first_dealer"),
    "/dealing/cut/by": _position,
    "/dealing/cut/min_packet": _unit("cards"),
    "/dealing/before_bidding/start": _position,
    "/dealing/before_bidding/packets": _packets,
    "/dealing/before_bidding/turn_up": _turn_up,
    "/dealing/table_cards/stacks": lambda v, _: f"{v} (a face-down card under a face-up one)",
    "/dealing/after_bidding/start": _position,
    "/dealing/after_bidding/packets": _packets,
    "/dealing/after_bidding/turn_up_to": lambda v, _: phrases.position(v),
    "/dealing/after_bidding/extra_to_taker": _unit("more cards", "more card"),
    "/dealing/after_bidding/discard/count": _unit("cards", "card"),
    "/dealing/undealt/cards": _unit("cards", "card"),
    "/dealing/trump_exchange/rank": lambda v, _: f"the {v} of trump",
    "/dealing/trump_exchange/rounds": lambda v, _: "bidding round " + texts.series((str(r + 1) for r in v), "or"),
    "/dealing/trump_exchange/until": lambda v, _: {
        "opponent_plays": "an opponent of the holder plays a card",
        "first_card": "the first card of the deal is played",
    }.get(str(v), texts.words(v)),
    "/dealing/next_dealer/rule": lambda v, _: (
        "the player who scored most in the deal" if v == "highest_scorer" else phrases.position(v)
    ),
    "/dealing/next_dealer/after_cancelled": _position,
    "/bidding/system": lambda v, _: {
        "turned_card": "take the turned card's suit or pass",
        "call": "name a trump or pass (no card is turned)",
        "auction": "an auction of ever higher contracts",
    }.get(str(v), texts.words(v)),
    "/bidding/first_speaker": _position,
    "/bidding/rounds": _rounds,
    "/bidding/auction/contracts": _bid_contracts,
    "/bidding/auction/raise_by": lambda v, _: {"contract": "a higher contract", "points": "more points"}.get(
        str(v), texts.words(v)
    ),
    "/bidding/auction/points/min": _unit("points"),
    "/bidding/auction/points/step": _unit("points"),
    "/bidding/auction/ends_after_passes": lambda v, _: f"{v} pass{'es' if v != 1 else ''} in a row",
    "/bidding/auction/doubling/levels": _levels,
    "/bidding/all_pass/outcome": _said("/bidding/all_pass"),
    "/play/first_lead/rule": _position,
    "/play/next_lead/rule": _said("/play/next_lead"),
    "/play/trick_winner/rule": _said("/play/trick_winner"),
    "/play/obligations/overtrump_on_ruff/against": lambda v, _: {
        "opponents": "an opponent's (a partner's trump need not be beaten)",
        "any": "anyone's",
    }.get(str(v), texts.words(v)),
    "/belote/bonus": _unit("points"),
    "/belote/cards": _belote_cards,
    "/belote/order": _belote_order,
    "/belote/announce": _announce,
    "/belote/contracts": _kinds,
    "/belote/only_when": _played_as,
    "/declarations/compare": _steps,
    "/declarations/compare_by": _compare_by,
    "/declarations/contracts": _kinds,
    "/declarations/longer_counts_as": _unit("cards in a row"),
    "/declarations/eight_in_a_row_as": _eight,
    "/declarations/carre_order": lambda v, _: "no order (alike)" if v == "none" else f"the {texts.words(v)} order",
    "/declarations/instant_win/length": _unit("cards"),
    "/scoring/last_trick/bonus": _unit("points"),
    "/scoring/capot/bonus": _unit("points"),
    "/scoring/capot/total": _unit("points"),
    "/scoring/contract/min_points": lambda v, _: f"{v} points" if v else "no minimum",
    "/scoring/contract/versus_defence": _versus,
    "/scoring/failure/to_defence": _categories,
    "/scoring/failure/flat": _unit("points"),
    "/scoring/failure/shared": lambda v, _: {"split": "split between them", "each": "given whole to each"}.get(
        str(v), texts.words(v)
    ),
    "/scoring/tie/rule": _tie,
    "/scoring/tie/held": _categories,
    "/scoring/tie/award_to": lambda v, _: (
        "the side that wins the next scored deal" if v == "next_deal_winner" else texts.words(v)
    ),
    "/scoring/penalties": _penalties,
    "/scoring/doubled/rule": _said("/scoring/doubled"),
    "/scoring/match_points/divisor": _unit("points"),
    "/scoring/match_points/conflict": lambda v, _: (
        "the side with fewer points rounds up" if v == "lower_rounds_up" else texts.words(v)
    ),
    "/scoring/bid_contract/flat": _unit("points"),
    "/scoring/bid_contract/flat_on_capot": _unit("points"),
    "/scoring/bid_contract/capot_bid_value": _unit("points"),
    "/scoring/round_to/multiple": lambda v, _: f"{v}",
    "/scoring/round_to/up_from": lambda v, _: f"{v} or more rounds up",
    "/match/target": _unit("points"),
    "/match/both_reach": lambda v, _: "the higher total wins" if v == "higher_total_wins" else texts.words(v),
    "/match/equal_totals": lambda v, _: "another deal is played" if v == "play_another_deal" else texts.words(v),
    "/match/claim/min_tricks_left": _unit("tricks", "trick"),
}
# Column headings of a point table, by the key of its rows.
GRID_HEADERS = {"ranks": "card", "rank": "card", "length": "cards in a row", "points": "points"}


def _deck_size(data: dict[str, Any]) -> Any:
    deck = data.get("deck", {})
    return len(deck.get("suits", [])) * len(deck.get("ranks", []))


def _contract_kinds(data: dict[str, Any]) -> Any:
    return list(data.get("contracts", {}))


# Values computed from the data: (row key, the pointer it belongs to, label, how to compute it).
DERIVED: tuple[tuple[str, str, str, Callable[[dict[str, Any]], Any]], ...] = (
    ("/deck#size", "/deck", "Cards in the deck", _deck_size),
    ("/contracts#kinds", "/contracts", "Contracts played", _contract_kinds),
)


@dataclass
class Cell:
    """One variant's value of a row: its words (one line or more), or a small table for a point table."""

    lines: list[str]
    anchor: str | None  # the rule's anchor in the variant's rulebook; None when the variant lacks the rule
    grid: Grid | None = None
    canon: str = ""  # the value as compared: equal canons mean the same rule

    @property
    def text(self) -> str:
        if self.grid is not None:
            return ", ".join(" ".join(r) for r in self.grid.rows)
        return "; ".join(self.lines)


@dataclass
class Row:
    key: str
    pointer: str
    label: str
    description: str
    cells: list[Cell]
    differs: bool  # among every variant of the comparison

    def differs_among(self, columns: Sequence[int]) -> bool:
        """Whether the values differ among these columns only (the variants a reader chose)."""
        return len({self.cells[i].canon for i in columns}) > 1


@dataclass
class Group:
    anchor: str
    title: str
    rows: list[Row]


@dataclass
class Comparison:
    variants: list[str]
    groups: list[Group]
    titles: dict[str, str] = field(default_factory=dict)
    families: dict[str, str] = field(default_factory=dict)  # variant -> the variant at the top of its `extends`

    def family_title(self, root: str) -> str:
        """A family's name for a reader: its root's title without the details (French Belote, Bela)."""
        title = self.titles.get(root) or root
        return title.split(" (")[0].split(",")[0].strip() or root

    def family_members(self) -> dict[str, list[str]]:
        out: dict[str, list[str]] = {}
        for v in self.variants:
            out.setdefault(self.families.get(v, v), []).append(v)
        return out


_strip = strip_annotations  # phrases.META_KEYS are the annotation keys


def _parallel(value: dict[str, Any]) -> bool:
    inner = [v for k, v in value.items() if k not in phrases.META_KEYS]
    return len(inner) > 1 and all(isinstance(v, list) for v in inner) and len({len(v) for v in inner}) == 1


def leaves(data: dict[str, Any]) -> dict[str, Any]:
    """Every comparable value of a variant by pointer: leaves, lists, data-keyed mappings, point tables."""
    out: dict[str, Any] = {}

    def walk(value: Any, pointer: str) -> None:
        if isinstance(value, dict) and not schema.is_map(pointer) and not _parallel(value):
            for key, child in value.items():
                if key not in phrases.META_KEYS:
                    walk(child, pointers.join(pointer, key))
        else:
            out[pointer] = _strip(value)

    for key, value in data.items():
        if key not in EXCLUDED:
            walk(value, pointers.join("", key))
    return out


def label(pointer: str) -> str:
    """The row's label: a known rule's short label, else its keys as words."""
    if pointer in LABELS:
        return LABELS[pointer]
    parts = [texts.words(t) for t in pointers.tokens(pointer)[1:]] or [texts.words(pointers.tokens(pointer)[0])]
    return phrases.cap(" › ".join(parts))


def grid(value: Any) -> Grid | None:
    """A point table as a small table (card | points): parallel lists, or records of two values (carrés)."""
    if isinstance(value, dict) and _parallel(value):
        keys = list(value)
        rows = [[phrases.fmt(value[k][i]) for k in keys] for i in range(len(value[keys[0]]))]
    elif (
        isinstance(value, list)
        and value
        and all(isinstance(v, dict) and len(v) == 2 for v in value)
        and len({tuple(v) for v in value}) == 1
    ):
        keys = list(value[0])
        rows = [[phrases.fmt(v[k]) for k in keys] for v in value]
    else:
        return None
    return Grid("", [GRID_HEADERS.get(k, texts.words(k)) for k in keys], rows)


def _words_for(key: str) -> Words | None:
    if key in VALUES:
        return VALUES[key]
    return next((fn for pattern, fn in VALUES.items() if "*" in pattern and phrases.matches(pattern, key)), None)


def words(key: str, value: Any, data: dict[str, Any]) -> tuple[list[str], Grid | None]:
    """A value in plain words (lines), or as a small table; yes/no for a yes-or-no rule."""
    fn = _words_for(key)
    said = fn(value, data) if fn else None
    if isinstance(said, Grid):
        return [], said
    if said is None:
        table = grid(value)
        if table is not None:
            return [], table
        said = phrases.fmt(value, keyed=schema.is_map(key))
    lines = said if isinstance(said, list) else [said]
    return [phrases.cap(line) for line in lines], None


_NO_DEFAULT = object()


def _default(pointer: str) -> Any:
    """The schema's default for a value a variant leaves out (a rule it does not need to state)."""
    return schema.default(pointer, _NO_DEFAULT) if "#" not in pointer else _NO_DEFAULT


def _anchor(pointer: str, blocks: Sequence[str]) -> str:
    home = owner(pointer, blocks) or next((b for b in blocks if pointers.within(b, pointer)), None)
    return rule_anchor(home) if home else section_of(pointer)[0]


def families(data: dict[str, dict[str, Any]]) -> dict[str, str]:
    """Each variant's family: the variant at the top of its `extends` chain, as far as `data` holds it."""
    out = {}
    for v in data:
        root, seen = v, {v}
        while (parent := data.get(root, {}).get("extends")) and parent not in seen:
            root = parent
            seen.add(parent)
            if parent not in data:
                break
        out[v] = root
    return out


def compare(data: dict[str, dict[str, Any]], blocks: dict[str, list[str]]) -> Comparison:
    """The comparison of the given resolved variants and their rule blocks.

    Columns keep the order given, a family's variants together (in the order its first member came).
    """
    family = families(data)
    first = {f: i for i, f in reversed(list(enumerate(family[v] for v in data)))}
    variants = sorted(data, key=lambda v: first[family[v]])
    values = {v: leaves(data[v]) for v in variants}
    for key, _, _, compute in DERIVED:
        for v in variants:
            values[v][key] = compute(data[v])
    seen: dict[str, int] = {}
    for v in variants:
        for pointer in values[v]:
            seen.setdefault(pointer, len(seen))
    homes = {key: pointer for key, pointer, _, _ in DERIVED}
    labels = {key: text for key, _, text, _ in DERIVED}

    def order(key: str) -> tuple[Any, ...]:
        derived = key in homes
        return (schema.order_key(homes.get(key, key)), 0 if derived else 1, seen[key])

    groups: dict[str, Group] = {anchor: Group(anchor, title, []) for anchor, title, _ in SECTIONS}
    groups[OTHER[0]] = Group(*OTHER, [])
    for key in sorted(seen, key=order):
        pointer = homes.get(key, key)
        cells = []
        for v in variants:
            value = values[v].get(key, _default(key) if key not in homes else _NO_DEFAULT)
            if value is _NO_DEFAULT:
                cells.append(Cell([ABSENT], None, canon=ABSENT))
                continue
            lines, table = words(key, value, data[v])
            anchor = _anchor(pointer, blocks[v]) if key in values[v] else None
            cells.append(Cell(lines, anchor, table, json.dumps(value, sort_keys=True, ensure_ascii=False)))
        row = Row(
            key,
            pointer,
            labels.get(key) or label(key),
            schema.description(pointer),
            cells,
            len({c.canon for c in cells}) > 1,
        )
        groups[section_of(pointer)[0]].rows.append(row)
    titles = {v: str(data[v].get("title") or v) for v in variants}
    return Comparison(variants, [g for g in groups.values() if g.rows], titles, family)
