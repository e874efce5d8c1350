"""The comparison: one row per rule dimension, one column per variant, rows where the variants differ marked.

Rows come from the resolved data: every leaf value of every variant (its citations and notes aside) is a
dimension, so a rule key added to the language shows up without a line here. A mapping keyed by data (the
sides of `table.teams`) or a set of parallel lists (a point table's ranks and points) is one value. The
labels below only make known rows read better; the rows are ordered by the schema, like the rulebooks.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from reference_impl import units

from . import phrases, schema
from .links import is_within, owner
from .model import OTHER, ROOT_META, SECTIONS, rule_anchor, section_of

EXCLUDED = (*ROOT_META, "sources", "errata", "unstated")
ABSENT = "—"

LABELS = {
    "/deck/suits": "Suits",
    "/deck/ranks": "Ranks (lowest first)",
    "/table/players": "Players",
    "/table/seats": "Seats (clockwise)",
    "/table/teams": "Sides",
    "/table/direction": "Direction of play",
    "/orders/trump/ranks": "Trump order",
    "/orders/plain/ranks": "Order of the other suits",
    "/orders/sequence/ranks": "Sequence order",
    "/dealing/before_bidding/packets": "Packets before the bidding",
    "/dealing/before_bidding/turn_up": "Cards turned up",
    "/dealing/before_bidding/start": "Dealing starts with",
    "/dealing/after_bidding/start": "After the bidding, dealing starts with",
    "/dealing/after_bidding/packets": "Packets after the bidding",
    "/dealing/after_bidding/turn_up_to": "The turned card goes to",
    "/dealing/trump_exchange/rounds": "Trump exchange: bidding rounds (0 = first)",
    "/dealing/next_dealer/rule": "Next dealer",
    "/dealing/first_dealer/method": "First dealer",
    "/dealing/cut/by": "Who cuts",
    "/bidding/system": "Bidding system",
    "/bidding/first_speaker": "First to speak",
    "/bidding/rounds": "Bidding rounds: what may be taken",
    "/bidding/all_pass/outcome": "When everyone passes",
    "/play/first_lead/rule": "First lead",
    "/play/next_lead/rule": "Later leads",
    "/play/trick_winner/rule": "Trick winner",
    **units.labels(),  # the rule units carry their own row labels
    "/belote/enabled": "Belote scores",
    "/belote/bonus": "Belote bonus",
    "/belote/cards": "Belote cards",
    "/belote/order": "Belote order",
    "/belote/announce": "Belote must be announced",
    "/belote/contracts": "Belote in contracts",
    "/belote/counts_toward_contract": "Belote counts toward the contract",
    "/belote/only_when": "Belote only when its first card is played",
    "/declarations/enabled": "Declarations",
    "/declarations/carres": "Carré values",
    "/declarations/sequences": "Sequence values (cards: points)",
    "/declarations/compare": "Comparing declarations",
    "/declarations/compare_by": "Who scores declarations",
    "/declarations/contracts": "Declarations in contracts",
    "/declarations/longer_counts_as": "A longer run counts as",
    "/declarations/eight_in_a_row_as": "Eight in a row counts as",
    "/declarations/carre_cancels_opponent_sequences": "A carré cancels the other side's sequences",
    "/declarations/require_trick": "Declarations need a trick",
    "/declarations/one_card_one_declaration": "One card, one declaration",
    "/declarations/carre_order": "Equal carrés ranked by",
    "/declarations/formed_by": "Combinations formed by",
    "/declarations/trump_pair": "Trump pair (stuk) in combinations",
    "/scoring/last_trick/bonus": "Last trick bonus",
    "/scoring/capot/bonus": "Capot bonus",
    "/scoring/capot/replaces_last_trick": "Capot replaces the last trick",
    "/scoring/capot/total": "Capot total",
    "/scoring/contract/min_points": "Contract threshold (points)",
    "/scoring/contract/versus_defence": "Takers must score",
    "/scoring/failure/to_defence": "Failure: the defence takes",
    "/scoring/tie/rule": "Equal totals",
    "/scoring/tie/held": "Equal totals: held points",
    "/scoring/tie/award_to": "Held points go to",
    "/scoring/penalties": "Penalties",
    "/scoring/doubled/rule": "Doubled contracts",
    "/match/target": "Match target",
    "/match/deals": "Match length (deals)",
    "/match/both_reach": "Both reach the target",
    "/match/equal_totals": "Equal totals at the end",
    "/match/capot_cannot_win": "A capot cannot end the match",
}


def _deck_size(data: dict[str, Any]) -> Any:
    deck = data.get("deck", {})
    return len(deck.get("suits", [])) * len(deck.get("ranks", []))


def _contract_kinds(data: dict[str, Any]) -> Any:
    return list(data.get("contracts", {}))


# Values computed from the data: (row key, the pointer it belongs to, label, how to compute it).
DERIVED: tuple[tuple[str, str, str, Callable[[dict[str, Any]], Any]], ...] = (
    ("/deck#size", "/deck", "Cards in the deck", _deck_size),
    ("/contracts#kinds", "/contracts", "Contract kinds", _contract_kinds),
)


def _rounds(value: list[dict[str, Any]]) -> str:
    out = []
    for i, r in enumerate(value, 1):
        forced = f" ({phrases.words(r['forced'])} forced)" if r.get("forced") else ""
        out.append(f"{i}: {', '.join(phrases.words(t) for t in r.get('may_take', []))}{forced}")
    return " · ".join(out)


def _penalties(value: list[dict[str, Any]]) -> str:
    return " · ".join(f"{phrases.words(p['offence'])} {p['points']} ({phrases.words(p['applies'])})" for p in value)


CELLS: dict[str, Callable[[Any], str]] = {"/bidding/rounds": _rounds, "/scoring/penalties": _penalties}


@dataclass
class Cell:
    text: str
    anchor: str | None  # the rule's anchor in the variant's rulebook; None when the variant lacks the rule


@dataclass
class Row:
    key: str
    pointer: str
    label: str
    description: str
    cells: list[Cell]
    differs: bool


@dataclass
class Group:
    anchor: str
    title: str
    rows: list[Row]


@dataclass
class Comparison:
    variants: list[str]
    groups: list[Group]


def _strip(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: _strip(v) for k, v in value.items() if k not in phrases.META_KEYS}
    if isinstance(value, list):
        return [_strip(v) for v in value]
    return value


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
                    walk(child, schema.join(pointer, key))
        else:
            out[pointer] = _strip(value)

    for key, value in data.items():
        if key not in EXCLUDED:
            walk(value, schema.join("", key))
    return out


def label(pointer: str) -> str:
    if pointer in LABELS:
        return LABELS[pointer]
    parts = [phrases.words(t) for t in schema.tokens(pointer)[1:]] or [phrases.words(schema.tokens(pointer)[0])]
    return phrases.cap(" › ".join(parts))


def _anchor(pointer: str, blocks: Sequence[str]) -> str:
    home = owner(pointer, blocks) or next((b for b in blocks if is_within(b, pointer)), None)
    return rule_anchor(home) if home else section_of(pointer)[0]


def compare(data: dict[str, dict[str, Any]], blocks: dict[str, list[str]]) -> Comparison:
    """The comparison of the given resolved variants (in the order given) and their rule blocks."""
    variants = list(data)
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
        cells, canon = [], set()
        for v in variants:
            if key in values[v]:
                value = values[v][key]
                text = CELLS[key](value) if key in CELLS else phrases.fmt(value, keyed=schema.is_map(key))
                cells.append(Cell(text, _anchor(pointer, blocks[v])))
                canon.add(json.dumps(value, sort_keys=True, ensure_ascii=False))
            else:
                cells.append(Cell(ABSENT, None))
                canon.add(ABSENT)
        row = Row(key, pointer, labels.get(key) or label(key), schema.description(pointer), cells, len(canon) > 1)
        groups[section_of(pointer)[0]].rows.append(row)
    return Comparison(variants, [g for g in groups.values() if g.rows])
