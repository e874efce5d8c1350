"""Who wins a trick, and which cards a player may play to it.

A trick is a list of (seat, card) pairs, leader first. Legal play narrows the hand step by step, one
obligation at a time; the obligation that removes a card is the rule that card would break.
"""

from __future__ import annotations

from collections.abc import Sequence

from belote_spec.engine import units
from belote_spec.engine.contracts import Contract
from belote_spec.engine.rules import Rules
from belote_spec.engine.units import above_ruff, must_beat_led, top_of_suit, trumps_instead

Trick = Sequence[tuple[int, int]]


def winning_index(rules: Rules, contract: Contract, trick: Trick) -> int:
    """Index in `trick` of the card that currently wins it: by the variant's rule, or by `rules.trick_judge`
    where a fault mutant puts another in its place (one field read: nothing else changes)."""
    judge = rules.trick_judge
    if judge is not None:
        return judge(rules, contract, trick)
    suit_of = rules.deck.suit_of
    strength = contract.strength
    led = suit_of[trick[0][1]]
    trump = contract.trump
    best = 0
    best_card = trick[0][1]
    for i in range(1, len(trick)):
        card = trick[i][1]
        s = suit_of[card]
        bs = suit_of[best_card]
        if s == bs:
            if strength[card] > strength[best_card]:
                best, best_card = i, card
        elif s == trump or (bs != trump and s == led):
            best, best_card = i, card
    return best


def trick_winner(rules: Rules, contract: Contract, trick: Trick) -> int:
    return trick[winning_index(rules, contract, trick)][0]


def legal_steps(rules: Rules, contract: Contract, hand: int, trick: Trick, seat: int) -> list[tuple[str, int]]:
    """Each obligation that narrowed the hand, with what it left; the last entry is the legal set. The
    readable path: every rule unit's narrowing in the units' declared order (units.py)."""
    return units.steps(rules, contract, hand, trick, seat, rules.play_units)


def legal_mask(rules: Rules, contract: Contract, hand: int, trick: Trick, seat: int, duties_only: bool = False) -> int:
    """The legal set alone, for the hot path: the same obligations as `legal_steps`, coded over bitmasks
    without recording steps. The two must agree on every position under every value of every unit's
    switches (tests/engine/test_legal_oracle.py checks them against each other). Rules with a ban that applies
    add it to the duties coded here (`duties_only` asks for those alone); rules built with a unit's
    narrowing changed (a mutant) take the readable path."""
    if not trick:
        return hand
    if not (rules.plain_legal or duties_only):
        if rules.play_units is not units.OBLIGATIONS:
            return units.steps(rules, contract, hand, trick, seat, rules.play_units)[-1][1]
        return _ban_mask(rules, contract, hand, trick, legal_mask(rules, contract, hand, trick, seat, True))
    suit_of = rules.deck.suit_of
    led = suit_of[trick[0][1]]
    in_suit = hand & rules.deck.suit_mask[led]
    if in_suit & contract.exempt and not in_suit & ~contract.exempt:
        in_suit = 0  # only exempt cards of the led suit: void in it
    if in_suit:
        if not rules.follow_suit:
            return hand
        if rules.overtrump_when_trump_led if contract.trump_ranked[led] else must_beat_led(rules, contract, trick):
            in_suit = in_suit & top_of_suit(contract, suit_of, trick, led) or in_suit
        return in_suit | trumps_instead(rules, contract, hand, led) if rules.follow_trump_instead else in_suit
    team_of = rules.table.team_of
    if rules.partner_exemption:
        winner = trick[winning_index(rules, contract, trick)][0]
        if winner != seat and team_of[winner] == team_of[seat]:
            return hand
    trumps = hand & contract.trump_mask
    if not (rules.trump_when_void and trumps):
        return hand
    if rules.overtrump_on_ruff and contract.trump is not None:
        above = above_ruff(rules, contract, trick, seat)
        if above != -1:
            return trumps & above or (trumps if rules.undertrump else hand)
    return trumps


def _ban_mask(rules: Rules, contract: Contract, hand: int, trick: Trick, mask: int) -> int:
    """`mask` less the trumps under the trick's highest trump, for a void player (or one who may play a
    trump instead of following) who holds other cards (units' undertrump_ban); a duty that leaves only
    such trumps wins."""
    trump, led = contract.trump, rules.deck.suit_of[trick[0][1]]
    if trump is None or (  # units.held_led, and no trump allowed instead (units.trumps_instead), inlined
        hand & rules.deck.suit_mask[led] & ~contract.exempt
        and (contract.trump_ranked[led] or not rules.follow_trump_instead)
    ):
        return mask
    above = top_of_suit(contract, rules.deck.suit_of, trick, trump)
    if above == -1 or not hand & ~contract.trump_mask:
        return mask
    return mask & ~(hand & contract.trump_mask & ~above) or mask


def broken_rule(rules: Rules, contract: Contract, hand: int, trick: Trick, seat: int, card: int) -> str | None:
    """The obligation a card breaks, or None when it is legal. Every play asks it, so a legal card is
    answered by the fast path; only an illegal one walks the units to name its rule (the steps only
    narrow, so a card the last step keeps no step removed)."""
    bit = 1 << card
    if legal_mask(rules, contract, hand, trick, seat) & bit:
        return None
    for rule, allowed in legal_steps(rules, contract, hand, trick, seat):
        if not allowed & bit:
            return rule
    return None
