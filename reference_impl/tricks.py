"""Who wins a trick, and which cards a player may play to it.

A trick is a list of (seat, card) pairs, leader first. Legal play narrows the hand step by step, one
obligation at a time; the obligation that removes a card is the rule that card would break.
"""

from __future__ import annotations

from collections.abc import Sequence

from .contracts import Contract
from .rules import Rules

Trick = Sequence[tuple[int, int]]

RULE = "/play/obligations/"


def winning_index(rules: Rules, contract: Contract, trick: Trick) -> int:
    """Index in `trick` of the card that currently wins it."""
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


def _top(contract: Contract, suit_of: Sequence[int], trick: Trick, suit: int) -> int:
    """The mask of the cards that beat every card of `suit` in the trick (every card, when it has none)."""
    strength = contract.strength
    top = -1
    for _, c in trick:
        if suit_of[c] == suit and (top < 0 or strength[c] > strength[top]):
            top = c
    return contract.above[top] if top >= 0 else -1


def _above_ruff(rules: Rules, contract: Contract, trick: Trick, seat: int) -> int:
    """The mask of the cards that beat every trump `seat` is bound to overtrump (every trump in the trick,
    or by the variant only the opponents'); -1 when there is none to beat."""
    suit_of, strength, team_of = rules.deck.suit_of, contract.strength, rules.table.team_of
    trump, mine, opponents_only = contract.trump, team_of[seat], rules.overtrump_opponents_only
    top = -1
    for s, c in trick:
        if suit_of[c] == trump and not (opponents_only and team_of[s] == mine) and (
                top < 0 or strength[c] > strength[top]):
            top = c
    return contract.above[top] if top >= 0 else -1


def _must_beat_led(rules: Rules, contract: Contract, trick: Trick) -> bool:
    """Whether a player following suit must beat the led suit: the variant's duty, unless it lapses
    once someone has trumped."""
    if not rules.beat_led_suit:
        return False
    trump = contract.trump
    return not (rules.beat_led_suit_until_trumped and trump is not None
                and any(rules.deck.suit_of[c] == trump for _, c in trick))


def legal_steps(rules: Rules, contract: Contract, hand: int, trick: Trick, seat: int) -> list[tuple[str, int]]:
    """Each obligation that narrowed the hand, with what it left; the last entry is the legal set."""
    steps: list[tuple[str, int]] = [("", hand)]
    if not trick:
        return steps
    deck = rules.deck
    led = deck.suit_of[trick[0][1]]
    in_suit = hand & deck.suit_mask[led]
    if in_suit:
        if not rules.follow_suit:
            return steps
        steps.append((RULE + "follow_suit", in_suit))
        if contract.trump_ranked[led]:
            if rules.overtrump_when_trump_led:
                higher = in_suit & _top(contract, deck.suit_of, trick, led)
                if higher:
                    steps.append((RULE + "overtrump_when_trump_led", higher))
        elif _must_beat_led(rules, contract, trick):
            higher = in_suit & _top(contract, deck.suit_of, trick, led)
            if higher:
                steps.append((RULE + "beat_led_suit", higher))
        return steps
    # Void in the led suit.
    team_of = rules.table.team_of
    if rules.partner_exemption:
        winner = trick[winning_index(rules, contract, trick)][0]
        if winner != seat and team_of[winner] == team_of[seat]:
            return steps
    trumps = hand & contract.trump_mask
    if not (rules.trump_when_void and trumps):
        return steps
    steps.append((RULE + "trump_when_void", trumps))
    if rules.overtrump_on_ruff and contract.trump is not None:
        above = _above_ruff(rules, contract, trick, seat)
        if above != -1:
            higher = trumps & above
            if higher:
                steps.append((RULE + "overtrump_on_ruff", higher))
            elif not rules.undertrump:
                steps.pop()  # unable to overtrump and not bound to undertrump: any card
            else:
                steps[-1] = (RULE + "undertrump_when_cannot_overtrump", trumps)
    return steps


def legal_mask(rules: Rules, contract: Contract, hand: int, trick: Trick, seat: int) -> int:
    """The legal set alone: `legal_steps` without recording the steps, for the hot path. The two must
    agree on every position (tests/test_legal_oracle.py checks them against each other)."""
    if not trick:
        return hand
    suit_of = rules.deck.suit_of
    led = suit_of[trick[0][1]]
    in_suit = hand & rules.deck.suit_mask[led]
    if in_suit:
        if not rules.follow_suit:
            return hand
        if (rules.overtrump_when_trump_led if contract.trump_ranked[led] else _must_beat_led(rules, contract, trick)):
            return in_suit & _top(contract, suit_of, trick, led) or in_suit
        return in_suit
    team_of = rules.table.team_of
    if rules.partner_exemption:
        winner = trick[winning_index(rules, contract, trick)][0]
        if winner != seat and team_of[winner] == team_of[seat]:
            return hand
    trumps = hand & contract.trump_mask
    if not (rules.trump_when_void and trumps):
        return hand
    if rules.overtrump_on_ruff and contract.trump is not None:
        above = _above_ruff(rules, contract, trick, seat)
        if above != -1:
            return trumps & above or (trumps if rules.undertrump else hand)
    return trumps


def broken_rule(rules: Rules, contract: Contract, hand: int, trick: Trick, seat: int, card: int) -> str | None:
    """The obligation a card breaks, or None when it is legal."""
    bit = 1 << card
    for rule, allowed in legal_steps(rules, contract, hand, trick, seat):
        if not allowed & bit:
            return rule
    return None
