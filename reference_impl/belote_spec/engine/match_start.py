"""The rules around a deal that no trick shows: who deals first in a match (`dealing.first_dealer`), the cut
(`dealing.cut`) and the bottom card of the pack shown to all (`dealing.undealt.bottom_shown`).

They are read from the variant's data alone, so the protocol's start_match, cut and bottom_card answer them
for any variant that states them; a variant that leaves one out gets a rejection naming its pointer.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from belote_spec.engine.illegal import Rejected
from belote_spec.engine.rules import Rules
from belote_spec.engine.shuffle import shuffled

FIRST_DEALER = "/dealing/first_dealer"
CUT = "/dealing/cut"
CUT_BY = "/dealing/cut/by"
MIN_PACKET = "/dealing/cut/min_packet"
BOTTOM_SHOWN = "/dealing/undealt/bottom_shown"
_DRAWN = ("lowest_card", "highest_card")  # the methods a draw of one card per seat decides


def seeded_draw(rules: Rules, seed: int) -> dict[int, int]:
    """One card per seat from the pack shuffled by `seed` (the shuffle of new_deal): the seats in order of
    play from the first of the table's seats, each taking the next card from the top."""
    pack = shuffled(rules.deck.size, seed)
    return {seat: pack[seat] for seat in range(rules.table.n)}


def first_dealers(rules: Rules, draw: Mapping[int, int] | None, previous_winner: int | None) -> list[int]:
    """The seats the variant's method lets deal first, in order of play. A draw (seat -> card) decides by
    rank alone, in the deck's order of ranks (the FFB: "La couleur des cartes n'a pas d'importance"), so the
    seats tied on the decisive rank are all named; the winners of the previous game are that side's seats;
    an agreed dealer is any seat. Rejected when the variant states no method, or the method needs what the
    call does not give."""
    method = (rules.spec["dealing"].get("first_dealer") or {}).get("method")
    seats = list(range(rules.table.n))
    if method is None:
        raise Rejected(FIRST_DEALER, "this variant does not say how the first dealer is chosen")
    if method == "agreed":
        return seats
    if method == "winners_of_previous_game":
        if previous_winner is None:
            raise Rejected(FIRST_DEALER, "the winners of the previous game deal first: give previous_winner")
        return [s for s in seats if rules.table.team_of[s] == previous_winner]
    if method not in _DRAWN:
        raise Rejected(FIRST_DEALER, f"no first dealer by {method!r}")
    if draw is None or sorted(draw) != seats:
        raise Rejected(FIRST_DEALER, "the first dealer is drawn: give a seed or one card drawn by every seat")
    if len(set(draw.values())) != len(draw):
        raise Rejected("input", "two seats cannot draw the same card")
    ranks = {s: rules.deck.rank_of[c] for s, c in draw.items()}
    best = (min if method == "lowest_card" else max)(ranks.values())
    return [s for s in seats if ranks[s] == best]


def draws_cards(rules: Rules) -> bool:
    """Whether the variant's first dealer is decided by a draw of one card per seat."""
    return (rules.spec["dealing"].get("first_dealer") or {}).get("method") in _DRAWN


def cut(rules: Rules, dealer: int, seat: int, pack: Sequence[int], packet: int) -> list[int]:
    """The pack after `seat` cuts it for `dealer`, lifting `packet` cards from the top and putting them
    under the rest. Rejected when the variant has no cut, when another seat cuts (`dealing.cut.by`), or
    when either packet holds fewer cards than `dealing.cut.min_packet`."""
    rule = rules.spec["dealing"].get("cut")
    if rule is None:
        raise Rejected(CUT, "this variant has no cut")
    if sorted(pack) != list(range(rules.deck.size)):
        raise Rejected("deck", f"a pack is the variant's {rules.deck.size} cards, each once")
    try:
        cutter = rules.position(CUT_BY, rule["by"], dealer)
    except ValueError as e:
        raise Rejected(CUT_BY, str(e)) from None
    names = rules.table.seats
    if seat != cutter:
        raise Rejected(CUT_BY, f"{names[cutter]} cuts for {names[dealer]}, not {names[seat]}")
    least = int(rule.get("min_packet", 1))
    if not least <= packet <= len(pack) - least:
        raise Rejected(
            MIN_PACKET, f"each packet of the cut holds {least} cards or more, not {packet} and {len(pack) - packet}"
        )
    return [*pack[packet:], *pack[:packet]]


def bottom_card(rules: Rules, pack: Sequence[int]) -> int | None:
    """The bottom card of the pack when the variant shows it to all as a reference (never played), else
    None: a variant that leaves cards undealt and says it shows the last one."""
    undealt = rules.spec["dealing"].get("undealt") or {}
    if not undealt.get("bottom_shown", False) or not undealt.get("cards", 0) or not pack:
        return None
    return pack[-1]
