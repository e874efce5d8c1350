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


def _beating(rules: Rules, contract: Contract, cards: int, trick: Trick, suit: int) -> int:
    """The cards of `cards` stronger than every card of `suit` already in the trick."""
    return cards & _top(contract, rules.deck.suit_of, trick, suit)


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
                higher = _beating(rules, contract, in_suit, trick, led)
                if higher:
                    steps.append((RULE + "overtrump_when_trump_led", higher))
        elif rules.beat_led_suit:
            trumped = contract.trump is not None and any(
                deck.suit_of[c] == contract.trump for _, c in trick
            )
            if not (trumped and rules.beat_led_suit_until_trumped):
                higher = _beating(rules, contract, in_suit, trick, led)
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
        # The trumps to beat: every trump in the trick, or (by the variant) only the opponents'.
        against = [(s, c) for s, c in trick if deck.suit_of[c] == contract.trump
                   and not (rules.overtrump_opponents_only and team_of[s] == team_of[seat])]
        if against:
            higher = _beating(rules, contract, trumps, against, contract.trump)
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
        if contract.trump_ranked[led]:
            if rules.overtrump_when_trump_led:
                return in_suit & _top(contract, suit_of, trick, led) or in_suit
        elif rules.beat_led_suit:
            trump = contract.trump
            if not (rules.beat_led_suit_until_trumped and trump is not None
                    and any(suit_of[c] == trump for _, c in trick)):
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
    trump = contract.trump
    if rules.overtrump_on_ruff and trump is not None:
        strength = contract.strength
        top = -1
        mine = team_of[seat]
        for s, c in trick:
            if suit_of[c] == trump and not (rules.overtrump_opponents_only and team_of[s] == mine) and (
                    top < 0 or strength[c] > strength[top]):
                top = c
        if top >= 0:
            higher = trumps & contract.above[top]
            if higher:
                return higher
            return trumps if rules.undertrump else hand
    return trumps


def broken_rule(rules: Rules, contract: Contract, hand: int, trick: Trick, seat: int, card: int) -> str | None:
    """The obligation a card breaks, or None when it is legal."""
    bit = 1 << card
    for rule, allowed in legal_steps(rules, contract, hand, trick, seat):
        if not allowed & bit:
            return rule
    return None
