"""Who wins a trick, and which cards a player may play to it.

A trick is a list of (seat, card) pairs, leader first. Legal play narrows the hand step by step, one
obligation at a time; the obligation that removes a card is the rule that card would break.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from belote_spec.engine import units
from belote_spec.engine.contracts import Contract
from belote_spec.engine.rules import Rules
from belote_spec.engine.units import above_ruff, must_beat_led, top_of_suit, trumps_instead

Trick = Sequence[tuple[int, int]]
LegalOf = Callable[[int, Trick, int], int]  # (hand, trick, seat) -> the legal set
WinnerOf = Callable[[Trick], int]  # trick -> the index of the card that wins it


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


# -- the compiled play of one contract ------------------------------------------------------------------
# The obligations' fields of Rules the kernel below codes (units.OBLIGATIONS compiles them); a registry with
# other fields plays through legal_mask until the kernel codes them too.
_KERNEL_FIELDS = frozenset(
    {
        "follow_suit",
        "follow_trump_instead",
        "follow_exempt",
        "overtrump_when_trump_led",
        "beat_led_suit",
        "beat_led_suit_until_trumped",
        "partner_exemption",
        "trump_when_void",
        "overtrump_on_ruff",
        "overtrump_opponents_only",
        "undertrump",
        "undertrump_ban",
    }
)
_UNIT_FIELDS: list[frozenset[str]] = []


def play_kernel(rules: Rules, contract: Contract) -> tuple[LegalOf, WinnerOf]:
    """The legal set and the trick's winner under one contract, as closures over the rules' tables and
    switches read once: what a deal asks at every card, with no field of Rules or Contract read per card.
    The same answers as `legal_mask` and `winning_index` (tests/engine/test_legal_oracle.py holds them to
    the units' steps under every switch). Compiled once per rule set and contract; a shallow copy of the
    rules (a fault's view, which shares the memo) compiles its own."""
    key = ("tricks.kernel", contract.kind, contract.trump)
    found = rules.memo(key, lambda: (rules, contract, _compile_play(rules, contract)))
    if found[0] is not rules or found[1] is not contract:
        found = rules._memo[key] = (rules, contract, _compile_play(rules, contract))
    kernel: tuple[LegalOf, WinnerOf] = found[2]
    return kernel


def _compile_play(rules: Rules, contract: Contract) -> tuple[LegalOf, WinnerOf]:
    winner_of = _compile_winner(rules, contract)
    if not _UNIT_FIELDS:
        _UNIT_FIELDS.append(frozenset(units.compile_obligations({})))
    if rules.play_units is not units.OBLIGATIONS or _UNIT_FIELDS[0] != _KERNEL_FIELDS:
        return (lambda hand, trick, seat: legal_mask(rules, contract, hand, trick, seat)), winner_of
    duties = _compile_duties(rules, contract, winner_of)
    if rules.plain_legal:
        return duties, winner_of

    def banned(hand: int, trick: Trick, seat: int) -> int:
        return _ban_mask(rules, contract, hand, trick, duties(hand, trick, seat)) if trick else hand

    return banned, winner_of


def _compile_winner(rules: Rules, contract: Contract) -> WinnerOf:
    """`winning_index` with the contract's tables bound (a fault's judge, where one is set, as it is)."""
    judge = rules.trick_judge
    if judge is not None:
        return lambda trick: judge(rules, contract, trick)
    suit_of, strength, trump = rules.deck.suit_of, contract.strength, contract.trump

    def winner_of(trick: Trick) -> int:
        best_card = trick[0][1]
        led = bs = suit_of[best_card]
        best = i = 0
        for _, card in trick:  # the lead against itself changes nothing: no index into the trick per card
            s = suit_of[card]
            if s == bs:
                if strength[card] > strength[best_card]:
                    best, best_card = i, card
            elif s == trump or (bs != trump and s == led):
                best, best_card, bs = i, card, s
            i += 1  # noqa: SIM113 (a counter: cheaper than the tuples enumerate builds, at every trick)
        return best

    return winner_of


def _compile_duties(rules: Rules, contract: Contract, winner_of: WinnerOf) -> LegalOf:  # noqa: C901 (legal_mask's duties)
    """`legal_mask`'s duties (the bitmask path) with every switch and table read once."""
    suit_of, suit_mask, team_of = rules.deck.suit_of, rules.deck.suit_mask, rules.table.team_of
    trump, trump_mask, strength, above = contract.trump, contract.trump_mask, contract.strength, contract.above
    follow, partner_exempt = rules.follow_suit, rules.partner_exemption
    must_trump, undertrump, opponents_only = rules.trump_when_void, rules.undertrump, rules.overtrump_opponents_only
    beat_ruff = rules.overtrump_on_ruff and trump is not None
    # Per led suit, following it means beating its top card: never (0), always (1), until someone trumps (2).
    until = 2 if rules.beat_led_suit_until_trumped and trump is not None else 1
    beat = tuple(
        (1 if rules.overtrump_when_trump_led else 0) if ranked else (until if rules.beat_led_suit else 0)
        for ranked in contract.trump_ranked
    )
    # Per led suit, the trumps a player who follows may play instead (units.trumps_instead): a mask of the hand.
    instead = tuple(0 if ranked or not rules.follow_trump_instead else trump_mask for ranked in contract.trump_ranked)
    exempt_cards = contract.exempt  # cards that do not count as holding the led suit

    def legal(hand: int, trick: Trick, seat: int) -> int:
        if not trick:
            return hand
        led = suit_of[trick[0][1]]
        in_suit = hand & suit_mask[led]
        if exempt_cards and in_suit & exempt_cards and not in_suit & ~exempt_cards:
            in_suit = 0  # only exempt cards of the led suit: void in it
        if in_suit:
            if not follow:
                return hand
            how = beat[led]
            if how and (how == 1 or not any(suit_of[c] == trump for _, c in trick)):
                top = -1
                for _, c in trick:
                    if suit_of[c] == led and (top < 0 or strength[c] > strength[top]):
                        top = c
                in_suit = in_suit & (above[top] if top >= 0 else -1) or in_suit
            return in_suit | hand & instead[led]
        if partner_exempt:
            winner = trick[winner_of(trick)][0]
            if winner != seat and team_of[winner] == team_of[seat]:
                return hand
        trumps = hand & trump_mask
        if not (must_trump and trumps):
            return hand
        if beat_ruff:
            mine = team_of[seat]
            top = -1
            for s, c in trick:
                if (
                    suit_of[c] == trump
                    and not (opponents_only and team_of[s] == mine)
                    and (top < 0 or strength[c] > strength[top])
                ):
                    top = c
            if top >= 0:
                return trumps & above[top] or (trumps if undertrump else hand)
        return trumps

    return legal
