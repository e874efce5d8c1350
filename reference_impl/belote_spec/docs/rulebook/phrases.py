"""Plain-English sentences for rule objects, generated from their data.

A phrase is chosen by the rule's JSON pointer pattern (`*` matches one token), never by a variant's
name. It reads the keys it understands through `Node`, which records them; every key no phrase read is
shown afterwards by the generic fallback (its value and its schema description), so a new rule key
documents itself before anyone writes a sentence for it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from belote_spec.base import pointer as pointers
from belote_spec.base.text import series, words
from belote_spec.engine.scoring_units import BY_POINTER as _SCORING
from belote_spec.engine.scoring_units import CATEGORY_WORDS, KIND_WORDS, SCORING
from belote_spec.engine.units import OBLIGATIONS
from belote_spec.spec.variant_keys import ANNOTATION_KEYS

META_KEYS = ANNOTATION_KEYS

RANKS = frozenset(["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"])
SUITS = {"C": "clubs", "D": "diamonds", "H": "hearts", "S": "spades"}
POSITIONS = {
    "right_of_dealer": "the player on the dealer's right",
    "left_of_dealer": "the player on the dealer's left",
    "after_dealer": "the player after the dealer in playing order",
    "before_dealer": "the player before the dealer in playing order",
    "dealer": "the dealer",
    "taker": "the taker",
    "first_bidder": "the player who bid first (a pass is not a bid)",
}
KINDS = KIND_WORDS
TAKES = {
    "turned_suit": "the turned card's suit",
    "other_suits": "one of the other three suits",
    "any_suit": "any suit",
    "no_trumps": "No Trumps",
    "all_trumps": "All Trumps",
}
CATEGORIES = CATEGORY_WORDS
COMPARE = {
    "points": "the higher value",
    "length": "the longer run",
    "top_card": "the higher top card",
    "carre_beats_sequence": "a carré before a sequence",
    "trump": "one in trump before one that is not",
    "first_in_order": "the one of the player first in playing order from the dealer's right",
}
# BCP 47 codes of the sources' languages as a player reads them; an unknown code is shown as it is.
LANGUAGES = {
    "en": "English",
    "fr": "French",
    "bg": "Bulgarian",
    "hr": "Croatian",
    "sr": "Serbian",
    "es": "Spanish",
    "ru": "Russian",
    "kk": "Kazakh",
    "ro": "Romanian",
    "de": "German",
    "it": "Italian",
    "mk": "Macedonian",
    "sl": "Slovenian",
    "hu": "Hungarian",
    "el": "Greek",
    "tr": "Turkish",
    "uk": "Ukrainian",
    "nl": "Dutch",
    "ar": "Arabic",
    "hy": "Armenian",
    "he": "Hebrew",
}
SCRIPTS = {"Cyrl": "Cyrillic", "Latn": "Latin", "Grek": "Greek", "Arab": "Arabic"}
# The variant's own fields under the names a player knows.
META_LABELS = {"aliases": "Also known as", "id": "Id", "region": "Region", "version": "Version"}
SUIT_SYMBOLS = {"C": "♣", "D": "♦", "H": "♥", "S": "♠"}
PLAYED_AS = {
    "leading": "leading the trick",
    "following": "following suit",
    "trumping": "trumping",
    "discarding": "discarding",
}


def language_name(code: str) -> str:
    """A BCP 47 code as words: fr -> French, en-Cyrl -> English, in Cyrillic letters."""
    if not code:
        return ""
    lang, _, rest = code.partition("-")
    name = LANGUAGES.get(lang.lower())
    if name is None:
        return code
    script = SCRIPTS.get(rest[:4].title()) if rest else None
    return f"{name}, in {script} letters" if script else name


def ranks(values: Sequence[Any]) -> str:
    return " ".join(str(v) for v in values)


def position(value: Any) -> str:
    return POSITIONS.get(str(value), words(value))


def cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def fmt(value: Any, keyed: bool = False) -> str:
    """Any value as short text: yes/no, lists joined, enum words; used where no phrase knows the key.

    `keyed` marks a mapping keyed by data (the sides of a table): shown as `key: value` pairs even when its
    values are lists of one length, which would otherwise read as parallel columns (ranks and points).
    """
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, dict):
        inner = {k: v for k, v in value.items() if k not in META_KEYS}
        columns = list(inner.values())
        if (
            not keyed
            and len(columns) > 1
            and all(isinstance(c, list) for c in columns)
            and len({len(c) for c in columns}) == 1
        ):  # parallel rows such as ranks and points: J 20 · 9 14 ...
            return " · ".join(" ".join(fmt(c[i]) for c in columns) for i in range(len(columns[0])))
        return "; ".join(f"{k if keyed else words(k)}: {fmt(v)}" for k, v in inner.items())
    if isinstance(value, list):
        if not value:
            return "none"
        if all(isinstance(v, dict) for v in value):
            return " · ".join(fmt_item(v) for v in value)
        ranks_only = all(isinstance(v, int) or v in RANKS for v in value)  # 7 8 9 10 J Q K A, packets 3 2
        return (" " if ranks_only else ", ").join(fmt(v) for v in value)
    if value is None:
        return "none"
    text = str(value)
    return words(text) if text.replace("_", "").isalpha() and text.islower() else text


def fmt_item(item: dict[str, Any]) -> str:
    """One entry of a list of records: its values side by side (J 200), or key: value pairs when longer."""
    inner = {k: v for k, v in item.items() if k not in META_KEYS}
    if len(inner) <= 2:
        return " ".join(fmt(v) for v in inner.values())
    return ", ".join(f"{words(k)} {fmt(v)}" for k, v in inner.items())


@dataclass
class Grid:
    """A small table inside a rule: a caption, a header row and rows of text."""

    caption: str
    header: list[str]
    rows: list[list[str]]


@dataclass
class Node:
    """A rule object as a phrase reads it: every key read is recorded, the rest goes to the fallback."""

    value: dict[str, Any]
    pointer: str
    data: dict[str, Any]
    used: set[str] = field(default_factory=set)
    grids: list[Grid] = field(default_factory=list)

    def __contains__(self, key: str) -> bool:
        return key in self.value

    def __getitem__(self, key: str) -> Any:
        self.used.add(key)
        return self.value[key]

    def get(self, key: str, default: Any = None) -> Any:
        self.used.add(key)
        return self.value.get(key, default)

    def stated(self, key: str) -> bool:
        """Whether the value at `key` is the source's word: not under one of the variant's `unstated` marks."""
        here = pointers.join(self.pointer, key)
        return not any(pointers.within(here, mark) for mark in self.data.get("unstated") or {})

    def at(self, *path: str) -> Any:
        """A value elsewhere in the variant (None when absent); for phrases that depend on another rule."""
        node: Any = self.data
        for token in path:
            if not isinstance(node, dict) or token not in node:
                return None
            node = node[token]
        return node


Phrase = Callable[[Node], list[str]]
PHRASES: list[tuple[str, Phrase]] = []


def phrase(pattern: str) -> Callable[[Phrase], Phrase]:
    def register(fn: Phrase) -> Phrase:
        PHRASES.append((pattern, fn))
        return fn

    return register


def matches(pattern: str, pointer: str) -> bool:
    want, have = pointers.tokens(pattern), pointers.tokens(pointer)
    return len(want) == len(have) and all(w in ("*", h) for w, h in zip(want, have, strict=True))


def sentences(node: Node) -> list[str]:
    """The sentences of the first phrase whose pattern matches the rule's pointer ([] when none does)."""
    for pattern, fn in PHRASES:
        if matches(pattern, node.pointer):
            return [s for s in fn(node) if s]
    return []


def _required(node: Node, yes: str, no: str) -> str:
    return yes if node["required"] else no


# --- table, deck, orders -------------------------------------------------------------------------


@phrase("/table")
def _table(n: Node) -> list[str]:
    out = [f"{n['players']} players; seats in clockwise order seen from above: {', '.join(n['seats'])}."]
    teams = n["teams"]
    if teams and all(len(seats) == 1 for seats in teams.values()):
        out.append(f"Each player plays alone: {series(teams)}.")
    else:
        out.append("Sides: " + series(f"{name} ({series(seats)})" for name, seats in teams.items()) + ".")
    out.append(f"Cards are dealt and played {n['direction']}.")
    return out


@phrase("/deck")
def _deck(n: Node) -> list[str]:
    suits, ranks_ = n["suits"], n["ranks"]
    return [
        f"{len(suits) * len(ranks_)} cards: {ranks(ranks_)} in each of "
        f"{series(f'{SUIT_SYMBOLS[s]} {SUITS[s]}' if s in SUITS else s for s in suits)} (ranks lowest first)."
    ]


@phrase("/orders/*")
def _order(n: Node) -> list[str]:
    return [f"From strongest to weakest: {ranks(n['ranks'])}."]


# --- contracts and card points ------------------------------------------------------------------


def _points_grid(caption: str, table: dict[str, Any]) -> Grid:
    return Grid(caption, ["rank", *map(str, table["ranks"])], [["points", *map(str, table["points"])]])


@phrase("/contracts/*")
def _contract(n: Node) -> list[str]:
    trumps = n["trumps"]
    out = [
        {
            "one": "One suit, named in the bidding, is trump.",
            "none": "No suit is trump.",
            "all": "Every suit ranks and counts as trump; no suit beats another.",
        }.get(trumps, words(trumps))
    ]
    own = n.get("orders") or {}
    for name, what in (("trump", "a trump suit"), ("plain", "a suit that is not trump"), ("sequence", "sequences")):
        if name in own:
            out.append(f"Its own order of {what}, strongest first: {ranks(own[name]['ranks'])}.")
    trump, plain = n.get("trump_points"), n.get("plain_points")
    if trump:
        n.grids.append(_points_grid("Trump cards" if trumps == "one" else "Every card", trump))
    if plain:
        n.grids.append(_points_grid("Cards of the other suits" if trumps == "one" else "Every card", plain))
    suits = len(n.at("deck", "suits") or [])
    last = n.at("scoring", "last_trick", "bonus")
    times = n.get("points_multiplier", 1)
    if isinstance(times, dict):  # by the trump suit: said apart, the totals below once
        counts = {t: [s for s in times if times[s] == t] for t in sorted(set(times.values()))}
        by_suit = ", ".join(
            f"{ {1: 'once', 2: 'twice'}.get(t, f'{t} times') } with {' or '.join(suits)} trump"
            for t, suits in counts.items()
        )
        out.append(f"The multiplier goes by the trump suit: points count {by_suit}.")
        times = 1
    card_points: tuple[int, str] | None = None
    if trumps == "one" and trump and plain:
        t, p = sum(trump["points"]), sum(plain["points"])
        card_points = t + (suits - 1) * p, f"{t} in the trump suit + {suits - 1} × {p} in the others"
    elif trumps in ("none", "all") and (plain or trump):
        s = sum((plain if trumps == "none" else trump)["points"])
        card_points = suits * s, f"{suits} × {s}"
    if card_points is not None:
        total, how = card_points
        text = f"Card points in a deal: {how} = {total}"
        if isinstance(last, int):
            text += f"; with the last trick ({last}): {total + last}"
            if times > 1:
                text += f"; counted {times} times: {(total + last) * times}"
        out.append(text + ".")
    elif times > 1:
        out.append(f"Card points and the last trick count {times} times.")
    if "total_points" in n:
        whose = "The source's total" if n.stated("total_points") else "The total"
        out.append(f"{whose} for a deal: {n['total_points']} points.")
    scale = n.get("points_scale")
    if scale:
        num, den = scale["numerator"], scale["denominator"]
        how = {"nearest": "to the nearest point (a half up)", "down": "down", "up": "up"}[scale["rounding"]]
        out.append(
            f"Before the deal is scored, each side's card points and last trick are multiplied by "
            f"{num}/{den} and rounded {how}; a capot bonus, belotes and declarations are added after."
        )
    said = n.get("multiplies")
    if said is not None:
        parts = {"cards": "the card points", "last_trick": "the last trick", "capot": "the capot bonus"}
        named = [parts.get(p, f"{p}") for p in said]
        out.append(f"The multiplier counts {series(named) if named else 'nothing'}, and nothing else.")
    return out


# --- dealing --------------------------------------------------------------------------------------


@phrase("/dealing/first_dealer")
def _first_dealer(n: Node) -> list[str]:
    method = n["method"]
    return [
        {
            "lowest_card": "Each player draws a card; the lowest deals first.",
            "highest_card": "Each player draws a card; the highest deals first.",
            "agreed": "The first dealer is agreed on or drawn by lot.",
            "winners_of_previous_game": "The winners of the previous game deal first.",
        }.get(method, f"The first dealer: {words(method)}.")
    ]


@phrase("/dealing/cut")
def _cut(n: Node) -> list[str]:
    out = [f"{cap(position(n['by']))} cuts the pack."]
    if "min_packet" in n:
        out.append(f"Each part of the cut must hold at least {n['min_packet']} cards.")
    return out


def _packets(packets: Sequence[int], more: str = "") -> str:
    text = f"{series((str(p) for p in packets), 'then')} {more}cards"
    return f"{text} ({sum(packets)} in all)" if len(packets) > 1 else text


@phrase("/dealing/before_bidding")
def _before(n: Node) -> list[str]:
    out = [f"Before the bidding, starting with {position(n['start'])}, each player receives {_packets(n['packets'])}."]
    turn_up = n["turn_up"]
    out.append(
        "Then the next card is turned face up: its suit is proposed as trump."
        if turn_up == 1
        else "No card is turned up."
        if turn_up == 0
        else f"Then {turn_up} cards are turned face up."
    )
    return out


@phrase("/dealing/table_cards")
def _table_cards(n: Node) -> list[str]:
    return [
        f"Then each player gets {n['stacks']} stacks on the table in front of them, each a face-down card "
        "under a face-up card. A face-up table card may be played as if held; playing it turns up the card "
        "beneath."
    ]


@phrase("/dealing/after_bidding")
def _after(n: Node) -> list[str]:
    packets = n["packets"]
    out = (
        [
            f"Once a contract is made, starting with {position(n['start'])}, each player receives "
            f"{_packets(packets, 'more ')}."
        ]
        if packets
        else [f"Every card is dealt before the bidding; nothing is dealt after it (start: {position(n['start'])})."]
    )
    to = n["turn_up_to"]
    turned = (n.at("dealing", "before_bidding", "turn_up") or 0) > 0
    if to == "taker":
        out.append("The taker receives the turned card; it counts as one of the taker's cards in the first packet.")
    elif turned:
        out.append("Nobody receives the turned card.")
    if "extra_to_taker" in n:
        out.append(f"The taker alone then receives {n['extra_to_taker']} more cards.")
    return out


@phrase("/dealing/after_bidding/discard")
def _discard(n: Node) -> list[str]:
    return [f"The taker then puts {n['count']} cards aside; they count for the taker's side."]


@phrase("/dealing/undealt")
def _undealt(n: Node) -> list[str]:
    out = [f"{n['cards']} cards stay in the pack, undealt; they are never played."]
    if "bottom_shown" in n:
        out.append(
            "The bottom card of the pack is shown to all as a reference; it is not played."
            if n["bottom_shown"]
            else "Nobody looks at them."
        )
    return out


@phrase("/dealing/trump_exchange")
def _exchange(n: Node) -> list[str]:
    rounds = series((str(r + 1) for r in n["rounds"]), "or")
    until = {
        "opponent_plays": "once an opponent of the holder has played a card",
        "first_card": "once the first card of the deal is played",
    }.get(n["until"], words(n["until"]))
    return [
        f"When the turned suit was taken in bidding round {rounds}, the holder of the trump {n['rank']} may "
        f"swap it for the turned card.",
        f"The right lapses {until}.",
    ]


@phrase("/dealing/next_dealer")
def _next_dealer(n: Node) -> list[str]:
    rule = n["rule"]
    out = [
        "The player who scored most in the deal deals the next one."
        if rule == "highest_scorer"
        else f"{cap(position(rule))} deals the next deal."
    ]
    if "after_cancelled" in n:
        out.append(f"After a deal cancelled in the bidding, {position(n['after_cancelled'])} deals.")
    return out


# --- bidding --------------------------------------------------------------------------------------


@phrase("/bidding")
def _bidding(n: Node) -> list[str]:
    system = n["system"]
    out = [
        {
            "turned_card": "Players in turn take the turned card's suit as trump or pass, over one or more rounds.",
            "call": "No card is turned: players in turn name a trump or pass.",
            "auction": "An auction: players bid ever higher contracts until enough pass in a row; opponents may "
            "double and the bidders redouble.",
        }.get(system, f"Bidding system: {words(system)}.")
    ]
    out.append(f"{cap(position(n['first_speaker']))} speaks first.")
    if "speakers" in n:
        who = {"first_speaker": "the first speaker", "partner_of_first_speaker": "the first speaker's partner"}
        turns = ", then ".join(who.get(str(t), words(t)) for t in n["speakers"])
        out.append(f"Only these speak in a round, in this order: {turns}.")
    return out


@phrase("/bidding/rounds/*")
def _round(n: Node) -> list[str]:
    out = [f"A player who takes may name {series((TAKES.get(t, words(t)) for t in n['may_take']), 'or')}."]
    forced = n.get("forced")
    if forced == "dealer":
        out.append("The dealer may not pass when the others have passed: the dealer must take.")
    elif forced == "first_speaker":
        out.append("The first to speak may not pass.")
    elif forced == "last":
        out.append("The last to speak in the round may not pass when the others have passed: that player must take.")
    return out


@phrase("/bidding/all_pass")
def _all_pass(n: Node) -> list[str]:
    outcome = n["outcome"]
    return [
        "When every round passes, the deal is cancelled and the next dealer deals afresh."
        if outcome == "redeal"
        else f"When every round passes: {words(outcome)}."
    ]


@phrase("/bidding/auction")
def _auction(n: Node) -> list[str]:
    names = [SUITS.get(c, KINDS.get(c, words(c))) for c in n["contracts"]]
    out = [f"The contracts, lowest first: {series(names)}."]
    if n["raise_by"] == "contract":
        out.append("Each bid must name a higher contract than the last.")
    else:
        out.append("Each bid names a contract and a number of points, more than the last bid.")
    points = n.get("points")
    if points:
        top = f", up to {points['max']}" if "max" in points else " with no upper limit"
        out.append(f"Bids start at {points['min']} and go up in steps of {points['step']}{top}.")
    if "capot_bid" in n:
        out.append(
            "One may bid capot (to take every trick), above any bid in points."
            if n["capot_bid"]
            else "There is no capot bid."
        )
    passes = n["ends_after_passes"]
    out.append(f"The auction ends after {passes} pass{'' if passes == 1 else 'es in a row'} after a bid.")
    return out


@phrase("/bidding/auction/doubling")
def _doubling(n: Node) -> list[str]:
    levels = n["levels"]
    out = [
        f"An opponent may double the last bid (scores × {levels[0]})"
        + (f"; the bidders may then redouble (× {levels[1]})." if len(levels) > 1 else ".")
    ]
    out.append(
        "A doubled contract can no longer be overbid."
        if n["double_freezes"]
        else "A doubled contract may still be overbid."
    )
    out.append(
        "A redouble ends the auction at once." if n["redouble_ends"] else "The auction goes on after a redouble."
    )
    return out


# --- play -----------------------------------------------------------------------------------------


@phrase("/play/first_lead")
def _first_lead(n: Node) -> list[str]:
    return [f"{cap(position(n['rule']))} leads the first trick."]


@phrase("/play/next_lead")
def _next_lead(n: Node) -> list[str]:
    rule = n["rule"]
    return ["The winner of a trick leads the next one." if rule == "trick_winner" else f"Next lead: {words(rule)}."]


@phrase("/play/trick_winner")
def _trick_winner(n: Node) -> list[str]:
    rule = n["rule"]
    return [
        "The highest trump wins the trick; with no trump in it, the highest card of the led suit."
        if rule == "highest_trump_else_highest_of_led_suit"
        else f"Trick winner: {words(rule)}."
    ]


# The play obligations' sentences live with their rule units (reference_impl/belote_spec/engine/units.py),
# registered here in the units' order.
for _unit in OBLIGATIONS:
    phrase(_unit.pointer)(_unit.phrase)


# --- belote and declarations ----------------------------------------------------------------------


@phrase("/belote")
def _belote(n: Node) -> list[str]:
    cards = n["cards"]
    if not n["enabled"]:
        return ["Belote does not score."]
    out = [f"A player holding the {series(map(str, cards))} of trump scores {n['bonus']} points (belote, rebelote)."]
    kinds = n["contracts"]
    out.append(
        f"Belote scores in {series(KINDS.get(k, words(k)) for k in kinds)}"
        + ("; in All Trumps each suit's pair counts." if "all_trumps" in kinds else ".")
        if kinds
        else "Belote scores in no contract."
    )
    out.append(
        "The two cards may be played in either order."
        if n["order"] == "any"
        else f"The cards must be played in this order: {series(map(str, cards), 'then')}."
    )
    announce = n["announce"]
    out.append(
        {
            "both": "Both cards must be announced as they are played (belote, rebelote) for the bonus to count.",
            "first": "The first of the two cards must be announced as it is played for the bonus to count.",
            "none": "No announcement is needed.",
        }.get(announce, f"Announce: {words(announce)}.")
    )
    out += _SCORING["/belote/counts_toward_contract"].phrase(n)
    if "only_when" in n:
        ways = [PLAYED_AS.get(w, words(w)) for w in n["only_when"]]
        out.append(f"It counts only when the first of the two cards is played {series(ways, 'or')}.")
    return out


@phrase("/declarations")
def _declarations(n: Node) -> list[str]:
    if not n["enabled"]:
        return ["No combinations are declared."]
    out = _SCORING["/declarations/formed_by"].phrase(n) + _SCORING["/declarations/trump_pair"].phrase(n)
    carres = n.get("carres")
    if carres:
        n.grids.append(
            Grid(
                "Carrés", ["rank", *(str(c["rank"]) for c in carres)], [["points", *(str(c["points"]) for c in carres)]]
            )
        )
        listed = {str(c["rank"]) for c in carres}
        others = [str(r) for r in n.at("deck", "ranks") or [] if str(r) not in listed]
        if others:
            out.append(f"Four of a kind of any other rank ({series(others)}) is worth nothing.")
    sequences = n.get("sequences")
    if sequences:
        n.grids.append(
            Grid(
                "Sequences",
                ["cards in a row", *(str(s["length"]) for s in sequences)],
                [["points", *(str(s["points"]) for s in sequences)]],
            )
        )
    if "longer_counts_as" in n:
        out.append(f"A longer run counts as {n['longer_counts_as']} cards.")
    if "eight_in_a_row_as" in n:
        out.append(f"Eight cards in a row count as runs of {series(map(str, n['eight_in_a_row_as']))} together.")
    if "one_card_one_declaration" in n:
        out.append(
            "A card may count in one declaration only; the holder keeps the best choice."
            if n["one_card_one_declaration"]
            else "A card may count in more than one declaration."
        )
    if "contracts" in n:
        out.append(f"Declarations count in {series(KINDS.get(k, words(k)) for k in n['contracts'])} only.")
    compare_by = n.get("compare_by")
    if compare_by == "best_overall":
        out.append(
            "The side with the best single declaration scores all of its declarations; the other side scores none."
        )
    elif compare_by == "by_category":
        out.append(
            "Carrés are compared with carrés and sequences with sequences: for each kind, the side with the "
            "best one scores all of its declarations of that kind."
        )
    if "compare" in n:
        steps = series((COMPARE.get(c, words(c)) for c in n["compare"]), "then")
        out.append(f"The best declaration is found by {steps}.")
    if n.get("carre_order") == "none":
        out.append("Carrés of equal value rank alike: the next step of the comparison decides.")
    elif "carre_order" in n:
        out.append(f"Carrés of equal value are ranked by the {words(n['carre_order'])} order.")
    if "carre_cancels_opponent_sequences" in n:
        out.append(
            "Any carré a side holds makes the other side's sequences worth nothing."
            if n["carre_cancels_opponent_sequences"]
            else "A carré does not cancel the other side's sequences."
        )
    return out + _SCORING["/declarations/require_trick"].phrase(n)


@phrase("/declarations/instant_win")
def _instant_win(n: Node) -> list[str]:
    which = "trumps" if n["trump_only"] else "cards of one suit"
    return [f"{n['length']} {which} in a row win the whole match at once."]


# --- scoring: each rule unit (engine/scoring_units.py) carries its own phrase -----------------------

for _scoring in SCORING:
    if not _scoring.phrase_at:
        phrase(_scoring.pointer)(_scoring.phrase)
    elif _scoring.phrase_at.endswith("/*"):
        phrase(_scoring.phrase_at)(_scoring.phrase)  # said of each entry of the list


# --- match and errata -----------------------------------------------------------------------------


@phrase("/match")
def _match(n: Node) -> list[str]:
    out = _SCORING["/match/deals"].phrase(n)
    if "target" in n:
        out.append(f"The match ends when a side reaches {n['target']} points.")
        if n["both_reach"] == "higher_total_wins":
            out.append("When both sides reach it after the same deal, the higher total wins.")
    if n["equal_totals"] == "play_another_deal":
        out.append("With equal totals another deal is played.")
    return out + _SCORING["/match/capot_cannot_win"].phrase(n)


@phrase("/match/claim")
def _claim(n: Node) -> list[str]:
    out = [
        "During a deal a player may stop the match by claiming to have reached the target: right, the claimant "
        "wins; wrong, the claimant loses."
    ]
    if n["needs_counting_trick"]:
        out.append("The claimant must first have won, in this deal, a trick holding a card that counts.")
    if n["min_tricks_left"]:
        out.append(f"No claim with fewer than {n['min_tricks_left']} tricks left to play.")
    return out


@phrase("/errata/*")
def _erratum(n: Node) -> list[str]:
    return [
        f"{n['source']} says: “{n['quote']}”.",
        f"Why it is wrong: {n['problem']}",
        f"What belote-spec does instead: {n['correction']}",
    ]
