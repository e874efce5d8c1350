"""One deal as a state machine: deal, bid, complete the deal, play eight tricks, score.

Every action is checked in full before anything changes, so a rejected action leaves the deal exactly
as it was.
"""

from __future__ import annotations

from dataclasses import dataclass
from operator import itemgetter
from typing import Any

from belote_spec.base.pointer import last
from belote_spec.engine import units
from belote_spec.engine.auction import PROTOCOL_DOUBLING, Auction
from belote_spec.engine.belote import WORDS, BelotePlay, belote_pairs, belote_points
from belote_spec.engine.contracts import Contract
from belote_spec.engine.declarations import Declaration, declaration_points, find_declarations, instant_win
from belote_spec.engine.illegal import (
    BID_AFTER_AUCTION,
    CARD_NOT_HELD,
    DISCARD_BY_OTHER_SEAT,
    DISCARD_NOT_HELD,
    PLAY_DURING_BIDDING,
    PLAY_OUT_OF_TURN,
    SECOND_CARD_IN_TRICK,
    Rejected,
)
from belote_spec.engine.rules import Rules
from belote_spec.engine.scoring import DealScore, score_deal
from belote_spec.engine.shuffle import deal_after_bidding, deal_before_bidding, next_dealer, shuffled
from belote_spec.engine.table import first_bidder
from belote_spec.engine.take_or_pass import Bidding
from belote_spec.engine.tricks import LegalOf, WinnerOf, broken_rule, play_kernel

FIRST_LEAD = "/play/first_lead/rule"
_FIRST, _SECOND = itemgetter(0), itemgetter(1)  # of a pair: (seat, card) in a trick, (card, said) in a belote


@dataclass(frozen=True)
class DealPlan:
    """What every deal of a rule set reads of the variant's data, read once (`plan_of`): a deal reads fields."""

    stacks: int  # table stacks per seat (Open Belot), 0 for none
    held: int  # the cards a seat holds in hand before the bidding, where stacks are dealt beside them
    auction: bool  # the bidding is an auction (else a turned card is taken or passed)
    discard: int  # the cards the taker puts aside after the bidding, 0 for none
    first_lead: str  # play.first_lead.rule
    first_speaker: str  # bidding.first_speaker
    declares: bool  # declarations.enabled: hands are searched for combinations when play begins
    instant_win: bool  # a hand may win the match at once (declarations.instant_win)


def plan_of(rules: Rules) -> DealPlan:
    return rules.memo(("deal.plan",), lambda: _plan(rules))


def _plan(rules: Rules) -> DealPlan:
    spec = rules.spec
    dealing, declarations = spec["dealing"], spec["declarations"]
    return DealPlan(
        stacks=dealing.get("table_cards", {}).get("stacks", 0),
        held=sum(dealing["before_bidding"]["packets"]),
        auction=spec["bidding"]["system"] == "auction",
        discard=dealing["after_bidding"].get("discard", {}).get("count", 0),
        first_lead=spec["play"]["first_lead"]["rule"],
        first_speaker=spec["bidding"]["first_speaker"],
        declares=bool(declarations.get("enabled")),
        instant_win=bool(declarations.get("enabled") and declarations.get("instant_win")),
    )


class Deal:
    # Worked out from the state when asked (the legal set of the position), so not part of the state:
    # asking, even for a card that is then refused, changes nothing a player could see; and the
    # contract's compiled play, read from the rules.
    CACHE_FIELDS = ("_legal_hand", "_legal_at", "_legal", "_kernel")
    # Defaults kept on the class until a deal sets its own: CPython keeps an instance's fields compact (and
    # quick to read and write) only up to about thirty of them, and these stay unset in most deals.
    _legal_hand, _legal_at, _legal = -1, -1, 0  # the position the cached legal set is for, and the set
    exchanged = False

    def __init__(
        self,
        rules: Rules,
        dealer: int,
        deck: list[int] | None = None,
        seed: int | None = None,
        held_in: int = 0,
        match_totals: list[int] | None = None,
    ) -> None:
        given = deck is not None
        self.deck = list(deck) if deck is not None else shuffled(rules.deck.size, seed if seed is not None else 0)
        self.rules = rules
        self._plan = plan = plan_of(rules)
        self.dealer = dealer
        self.held_in = held_in
        self.match_totals = list(match_totals) if match_totals is not None else [0] * len(rules.table.teams)
        hands, self.turned, self._pos = deal_before_bidding(rules, self.deck, dealer, checked=given)
        # Open Belot: each seat's stacks on the table, [face-down card, face-up card]; the hand keeps
        # only the cards held. A face-up card is played as if from hand.
        n_stacks = plan.stacks
        self.stacks: list[list[list[int | None]]] = []
        if n_stacks:
            held = plan.held
            for seat, cards in enumerate(hands):
                down, up = cards[held : held + n_stacks], cards[held + n_stacks :]
                self.stacks.append([[d, u] for d, u in zip(down, up, strict=True)])
                hands[seat] = cards[:held]
        # hands_list[seat]: the card ids in the seat's hand, a list (table stacks not included; what a
        # discard may take). hands[seat] (below): the bitmask of what it may play from, hand plus face-up stack cards.
        self.hands_list = hands
        system = Auction if plan.auction else Bidding
        offered = self.turned if rules.drawn_card is None else rules.drawn_card(self.deck)
        self.bidding: Bidding | Auction = system(rules, dealer, offered)
        self.phase = "bidding"
        self.contract: Contract | None = None
        self.taker: int | None = None
        self.hands: list[int] = self._all_available()
        self.trick: list[tuple[int, int]] = []
        self.tricks: list[tuple[int, list[int]]] = []
        self.leader: int | None = None
        self._first_leader: int | None = None  # who led the first trick, fixed when play begins
        self.turn: int | None = self.bidding.speaker
        self._belote: dict[tuple[int, ...], list[tuple[int, str | None]]] = {}  # pair -> (card, said) as played
        self._belote_pair_of: dict[int, tuple[int, ...]] = {}  # card -> its pair, for pairs one player holds
        self._belote_holder: dict[tuple[int, ...], int] = {}
        self._belote_void: set[tuple[int, ...]] = set()
        self.declared: dict[int, list[Declaration]] = {}
        self.discards: list[int] = []
        self.score: DealScore | None = None
        self._played = 0  # cards played so far in this deal
        # The contract's compiled legal set and trick winner (tricks.play_kernel), once it is known.
        self._kernel: tuple[LegalOf, WinnerOf] | None = None

    # -- bidding -------------------------------------------------------------------------------
    @property
    def first_bidder(self) -> int | None:
        """The seat that made the first bid (a pass is not a bid), for `play.first_lead.rule: first_bidder`."""
        return first_bidder(self.bidding.history_json(), self.rules.table)

    def bid(self, seat: int, spec: dict[str, Any]) -> None:
        if self.phase != "bidding":
            if BID_AFTER_AUCTION in self.rules.skipped_checks:
                return  # a faulty rule set takes the bid and does nothing with it
            raise Rejected("phase", f"no bidding during the {self.phase} phase")
        bid = self.bidding.parse(spec)
        self.bidding.apply(seat, bid)  # type: ignore[arg-type]  # checks before it changes anything
        if self.bidding.all_passed:
            self.phase = "cancelled"
            self.turn = None
        elif self.bidding.result is not None:
            taker, kind, trump = self.bidding.result
            self._start_play(taker, kind, trump)
        else:
            self.turn = self.bidding.speaker

    def _start_play(self, taker: int, kind: str, trump: int | None) -> None:
        rules = self.rules
        self.contract = rules.contract(kind, trump)
        self._kernel = play_kernel(rules, self.contract)
        self.taker = taker
        hands_list = self.hands_list
        held = list(map(len, hands_list))
        self._pos = deal_after_bidding(rules, self.deck, self._pos, hands_list, self.dealer, taker, self.turned)
        if self.stacks:
            self.hands = self._all_available()
        else:  # each hand's mask and the cards just added to it (a list gets cards only at its end)
            mask = rules.deck.mask
            self.hands = [h | mask(cards[n:]) for h, cards, n in zip(self.hands, hands_list, held, strict=True)]
        if self._plan.discard:
            self.phase = "discarding"
            self.turn = taker
            return
        self._begin_play()

    def _face_up(self, seat: int) -> list[str]:
        return [self.rules.deck.name(up) for _, up in self.stacks[seat] if up is not None] if self.stacks else []

    def _all_available(self) -> list[int]:
        """Each seat's `_available`: with no cards on the table, its hand's mask."""
        if self.stacks:
            return [self._available(s) for s in range(self.rules.table.n)]
        return list(map(self.rules.deck.mask, self.hands_list))

    def _available(self, seat: int) -> int:
        """What a seat may play from: its hand and the face-up cards of its stacks."""
        mask = self.rules.deck.mask(self.hands_list[seat])
        if not self.stacks:
            return mask
        for _down, up in self.stacks[seat]:
            if up is not None:
                mask |= 1 << up
        return mask

    def _take_from(self, seat: int, card: int) -> None:
        """Removes a played card from the hand or from a stack, turning up the card beneath (Open Belot's)."""
        if card in self.hands_list[seat]:
            self.hands_list[seat].remove(card)
        else:
            stack = next(st for st in self.stacks[seat] if st[1] == card)
            stack[1], stack[0] = stack[0], None
            if stack[1] is not None:
                self._claim_revealed_belote(seat)
        self.hands[seat] = self._available(seat)

    def _claim_revealed_belote(self, seat: int) -> None:
        """A turned-up card may complete a belote pair nobody has played from yet."""
        if self.contract is None:
            return
        for pair in belote_pairs(self.rules, self.contract):
            both = sum(1 << c for c in pair)
            if pair not in self._belote_holder and (self._available(seat) & both) == both:
                self._belote_holder[pair] = seat
                self._belote_pair_of.update(dict.fromkeys(pair, pair))

    def _begin_play(self) -> None:
        self.phase = "playing"
        self.leader = self._first_lead()
        self._first_leader = self.leader
        self.turn = self.leader

    def _first_lead(self) -> int:
        """Who leads the first trick; the first bidder is read from the bidding only where a rule may need it."""
        rule = self._plan.first_lead
        needed = rule == "first_bidder" or FIRST_LEAD in self.rules.seat_faults
        return self.rules.position(FIRST_LEAD, rule, self.dealer, self.taker, self.first_bidder if needed else None)

    def _before_first_card(self) -> None:
        """Declarations and belote holders are fixed by the hands as they stand when play begins
        (after any discard or exchange)."""
        rules, contract, plan = self.rules, self.contract, self._plan
        assert contract is not None
        if plan.declares:
            self.declared = {
                s: found
                for s in range(rules.table.n)
                if (found := find_declarations(rules, contract, self.hands[s], s))
            }
        winner = None
        if plan.instant_win:
            winner = next((s for s in range(rules.table.n) if instant_win(rules, contract, self.hands[s])), None)
        if winner is not None:
            team = rules.table.team_of[winner]
            self.score = DealScore(
                "instant_win",
                tuple(0 for _ in rules.table.teams),
                self.held_in,
                tuple({} for _ in rules.table.teams),
                None,
                team,
            )
            self.phase = "done"
            self.turn = None
        mask = rules.deck.mask
        for pair in belote_pairs(rules, contract):
            both = mask(pair)
            for holder, h in enumerate(self.hands):
                if h & both == both:
                    self._belote_holder[pair] = holder
                    self._belote_pair_of.update(dict.fromkeys(pair, pair))
                    break

    # -- between the bidding and the first card ------------------------------------------------
    def discard(self, seat: int, cards: list[int]) -> None:
        """The taker puts cards aside; they count for the taker's side."""
        rules = self.rules
        if self.phase != "discarding":
            raise Rejected("phase", f"no discarding during the {self.phase} phase")
        assert self.taker is not None  # a discarding deal has a taker
        if seat != self.taker and DISCARD_BY_OTHER_SEAT not in rules.skipped_checks:
            raise Rejected("turn", f"only the taker, {rules.table.seats[self.taker]}, discards")
        count = self._plan.discard
        if len(cards) != count or len(set(cards)) != count:
            raise Rejected("/dealing/after_bidding/discard", f"the taker discards exactly {count} different cards")
        held = rules.deck.mask(self.hands_list[seat])  # cards on the table cannot be discarded
        missing = [c for c in cards if not held >> c & 1]
        if missing and DISCARD_NOT_HELD not in rules.skipped_checks:
            raise Rejected("card-not-in-hand", f"{rules.deck.format(missing)} not in the taker's hand")
        for c in cards:
            if c not in missing:  # a faulty rule set sets aside a card not held as if it were
                self.hands_list[seat].remove(c)
        self.hands[seat] = self._available(seat)
        self.discards = list(cards)
        self._begin_play()

    def exchange(self, seat: int) -> None:
        """The holder of the low trump swaps it for the turned card, while the variant allows it."""
        rules = self.rules
        spec = rules.spec["dealing"].get("trump_exchange")
        where = "/dealing/trump_exchange"
        if spec is None:
            raise Rejected(where, "this variant has no exchange with the turned card")
        if self.phase != "playing" or self.contract is None or self.turned is None or self.exchanged:
            raise Rejected("phase", "the turned card can be exchanged once, between the deal and the play")
        taken_in = self.bidding.round
        if self.contract.trump != rules.deck.suit_of[self.turned] or taken_in not in spec["rounds"]:
            raise Rejected(where, "the exchange needs the turned suit taken in an allowed round")
        low = self.contract.trump * rules.deck.n_ranks + rules.deck.rank(spec["rank"])
        if not self.hands[seat] >> low & 1:
            raise Rejected(where, f"{rules.table.seats[seat]} does not hold {rules.deck.name(low)}")
        plays = self.all_plays()
        team = rules.table.team_of[seat]
        opponents_played = any(rules.table.team_of[s] != team for s, _ in plays)
        if (spec["until"] == "first_card" and plays) or (spec["until"] == "opponent_plays" and opponents_played):
            raise Rejected(where, "too late: the right to exchange has lapsed")
        self.hands_list[seat].remove(low)
        self.hands_list[seat].append(self.turned)
        self.hands[seat] = self._available(seat)
        self.turned, self.exchanged = low, True
        if plays:
            # Play has begun: the swap may still complete or spoil this player's combinations.
            self.declared[seat] = find_declarations(rules, self.contract, self._dealt_in_play(seat), seat)
            if not self.declared[seat]:
                del self.declared[seat]
            self._claim_revealed_belote(seat)

    def claim(self, seat: int) -> None:
        """The player says the match is won (seed 000's «Я закончил»): counted with what the claimant's
        side has so far in this deal, a right claim wins the match and a wrong one loses it."""
        rules = self.rules
        spec = rules.spec["match"].get("claim")
        where = "/match/claim"
        if spec is None:
            raise Rejected(where, "this variant has no claim")
        if self.phase != "playing" or self.contract is None:
            raise Rejected("phase", f"no claim during the {self.phase} phase")
        team = rules.table.team_of[seat]
        points = self.contract.points
        won = [cards for w, cards in self.tricks if rules.table.team_of[w] == team]
        if spec["needs_counting_trick"] and not any(points[c] for cards in won for c in cards):
            raise Rejected(where, "a claim needs a trick won in this deal with a card that counts")
        left = rules.tricks_per_deal - len(self.tricks)
        if left < spec["min_tricks_left"]:
            raise Rejected(where, f"no claim with {left} trick(s) left")
        if not self.tricks and not self.trick:  # every check is done: fixing the hands changes nothing refused
            self._before_first_card()
            if self.phase == "done":
                return  # an instant-win hand ended the deal before the claim
        first = rules.table.position(rules.spec["bidding"]["first_speaker"], self.dealer)
        declared = declaration_points(rules, self.contract, self.declared, first, self.taker)[team]
        so_far = (
            sum(points[c] for cards in won for c in cards)
            + declared
            + sum(belote_points(rules, self.contract, p) for p in self._belote_plays(team))
        )
        right = self.match_totals[team] + so_far >= rules.spec["match"]["target"]
        winner = team if right else next(t for t in range(len(rules.table.teams)) if t != team)
        self.score = DealScore(
            "claimed" if right else "wrong_claim",
            tuple(0 for _ in rules.table.teams),
            self.held_in,
            tuple({} for _ in rules.table.teams),
            None,
            winner,
        )
        self.phase = "done"
        self.turn = None

    def _dealt_in_play(self, seat: int) -> int:
        """The cards a seat held when play began, as they stand now: what it holds plus what it played."""
        played = sum(1 << c for s, c in self.all_plays() if s == seat)
        return self.hands[seat] | played

    def _belote_plays(self, team: int | None = None) -> list[BelotePlay]:
        """Each belote pair played so far, by its holder (of one team, if given), unless voided."""
        team_of = self.rules.table.team_of
        return [
            BelotePlay(self._belote_holder[p], tuple(map(_FIRST, v)), tuple(map(_SECOND, v)))
            for p, v in self._belote.items()
            if p not in self._belote_void and (team is None or team_of[self._belote_holder[p]] == team)
        ]

    def all_plays(self) -> list[tuple[int, int]]:
        """Every (seat, card) played so far in this deal, in order."""
        out: list[tuple[int, int]] = []
        leader = self._first_leader if self._first_leader is not None else self._first_lead()
        for winner, cards in self.tricks:
            out += [(self.rules.table.next(leader, k), c) for k, c in enumerate(cards)]
            leader = winner
        return out + list(self.trick)

    # -- play ----------------------------------------------------------------------------------
    def legal(self, seat: int) -> int:
        if seat != self.turn or self.phase != "playing":  # a deal in play has its contract
            return 0
        hand = self.hands[seat]
        # A position is fixed by the seat's cards and how many cards are down: a player asking for the
        # legal set and then playing needs it worked out once.
        if hand != self._legal_hand or self._legal_at != self._played:
            self._legal_hand, self._legal_at = hand, self._played
            self._legal = self._kernel[0](hand, self.trick, seat)  # type: ignore[index]
        return self._legal

    def check_play(self, seat: int, card: int) -> None:
        skip = self.rules.skipped_checks
        in_play = self.phase == "playing" and self.contract is not None
        if not in_play and not (self.phase == "bidding" and PLAY_DURING_BIDDING in skip):
            raise Rejected("phase", f"no card can be played during the {self.phase} phase")
        assert self.turn is not None  # a deal in play (or in its bidding) has a seat to act
        if seat != self.turn:
            again = any(s == seat for s, _ in self.trick)
            if (SECOND_CARD_IN_TRICK if again else PLAY_OUT_OF_TURN) not in skip:
                raise Rejected("turn", f"it is {self.rules.table.seats[self.turn]}'s turn to play")
        if card < 0 or not self.hands[seat] >> card & 1:
            known = 0 <= card < self.rules.deck.size
            if not (known and CARD_NOT_HELD in skip):
                name = self.rules.deck.name(card) if known else f"card {card}"
                who = self.rules.table.seats[seat]
                raise Rejected("card-not-in-hand", f"{name} is not in {who}'s hand")
        if self.contract is None:
            return  # only a faulty rule set gets here, during the bidding: there are no obligations yet
        rule = broken_rule(self.rules, self.contract, self.hands[seat], self.trick, seat, card)
        if rule and skip:
            rule = self._broken_unless_skipped(seat, card, skip)
        if rule:
            legal = self.rules.deck.format(self.rules.deck.unmask(self.legal(seat)))
            raise Rejected(rule, f"{self.rules.deck.name(card)} breaks {last(rule)}; legal: {legal}")

    def _broken_unless_skipped(self, seat: int, card: int, skip: frozenset[str]) -> str | None:
        """The obligation a card breaks when the checks of the obligations in `skip` are left out."""
        assert self.contract is not None
        kept = tuple(u for u in self.rules.play_units if u.pointer not in skip)
        for rule, allowed in units.steps(self.rules, self.contract, self.hands[seat], self.trick, seat, kept):
            if not allowed >> card & 1:
                return rule
        return None

    def play(self, seat: int, card: int, say: str | None = None) -> None:
        # The legal set is worked out once per position: usually the player has just asked for it.
        cached = seat == self.turn and self._legal_at == self._played and self._legal_hand == self.hands[seat]
        legal = self._legal if cached and self.phase == "playing" else self.legal(seat)
        if card < 0 or not legal >> card & 1:
            self.check_play(seat, card)  # raises, naming the rule the card breaks
            if self._careless(seat, card, say):  # only a faulty rule set gets here
                return
        if say is not None and say.strip().lower() not in WORDS:
            raise Rejected("say", f"only {' or '.join(WORDS)} can be said with a card, not {say!r}")
        if not self._played:
            self._before_first_card()
            if self.phase == "done":
                return  # an instant-win hand ended the deal before the card was played
        if self.stacks:
            self._take_from(seat, card)
        else:  # the card leaves the hand
            self.hands_list[seat].remove(card)
            self.hands[seat] ^= 1 << card
        pair = self._belote_pair_of.get(card)
        if pair is not None:
            if pair not in self._belote and not self._belote_play_allowed(card):
                self._belote_void.add(pair)  # the first card was played in a way that voids belote
            self._belote.setdefault(pair, []).append((card, say))
        self._played += 1
        trick = self.trick
        trick.append((seat, card))
        table = self.rules.table
        if len(trick) < table.n:
            self.turn = table.after[seat]
            return
        winner = trick[self._kernel[1](trick)][0]  # type: ignore[index]
        self.tricks.append((winner, list(map(_SECOND, trick))))
        self.trick = []
        self.turn = self.leader = winner
        if not any(self.hands):
            self._finish()

    def _careless(self, seat: int, card: int, say: str | None) -> bool:
        """What a careless engine does with a card its rules should have refused (a faulty rule set,
        Rules.skipped_checks): during the bidding it takes the card and does nothing with it (True: the
        play ends there); a card the seat does not hold goes down as if it did."""
        if self.contract is None:
            return True
        if say is not None and say.strip().lower() not in WORDS:
            return False  # refused for what is said, with nothing changed
        if not self.hands[seat] >> card & 1:
            self.hands_list[seat].append(card)
            self.hands[seat] |= 1 << card
        return False

    def _finish(self) -> None:
        assert self.contract is not None and self.taker is not None
        rules = self.rules
        plays = self._belote_plays() if self._belote else []
        if self.declared or rules.declarations_credited is not None:
            first = rules.table.position(self._plan.first_speaker, self.dealer)
            declared = declaration_points(rules, self.contract, self.declared, first, self.taker)
        else:
            declared = [0] * len(rules.table.teams)  # nothing declared, nothing credited: declaration_points' answer
        self.score = score_deal(
            self.rules,
            self.contract,
            self.taker,
            self.tricks,
            belote=plays,
            declarations=declared,
            held_in=self.held_in,
            set_aside=[(self.taker, self.discards)] if self.discards else (),
            multiplier=self.bidding.multiplier,
            bid_points=self.bidding.contract_points,
            capot_bid=self.bidding.capot_bid,
            declared_total=sum(d.points for ds in self.declared.values() for d in ds) if self.declared else 0,
        )
        self.phase = "done"
        self.turn = None

    def _belote_play_allowed(self, card: int) -> bool:
        """Whether the first belote card is played in a way the variant accepts (leading, following...)."""
        if self.tricks and self.rules.scoring.belote_first_trick_only:
            return False  # a faulty Rules' (changes/faults/scoring.py)
        allowed = self.rules.spec["belote"].get("only_when")
        if not allowed:
            return True
        suit_of = self.rules.deck.suit_of
        if not self.trick:
            how = "leading"
        elif suit_of[card] == suit_of[self.trick[0][1]]:
            how = "following"
        elif self.contract is not None and suit_of[card] == self.contract.trump:
            how = "trumping"
        else:
            how = "discarding"
        return how in allowed

    def belote_word(self, seat: int, card: int) -> str | None:
        """The word a player announcing everything would say with this card: what a careful player does."""
        pair = self._belote_pair_of.get(card)
        if pair is None or self._belote_holder[pair] != seat:
            return None
        return WORDS[len(self._belote.get(pair, []))]

    def next_dealer(self) -> int:
        scores = self.score.scores if self.score is not None else None
        return next_dealer(self.rules, self.dealer, self.taker, scores, cancelled=self.phase == "cancelled")

    # -- views ---------------------------------------------------------------------------------
    def state(self) -> dict[str, Any]:
        """The deal as JSON: what an engine reports through the protocol."""
        deck, table = self.rules.deck, self.rules.table
        out: dict[str, Any] = {
            "phase": self.phase,
            "dealer": table.seats[self.dealer],
            "turn": table.seats[self.turn] if self.turn is not None else None,
            "turned_card": deck.name(self.turned) if self.turned is not None else None,
            "hands": {
                table.seats[s]: [deck.name(c) for c in self.hands_list[s]] + self._face_up(s) for s in range(table.n)
            },
            "bids": self.bidding.history_json(),
            "contract": None,
            "trick": [{"seat": table.seats[s], "card": deck.name(c)} for s, c in self.trick],
            "tricks": [{"winner": table.seats[w], "cards": [deck.name(c) for c in cs]} for w, cs in self.tricks],
            "next_dealer": table.seats[self.next_dealer()] if self.phase in ("done", "cancelled") else None,
        }
        if self.stacks:
            out["table"] = {
                table.seats[s]: {"up": self._face_up(s), "down": sum(d is not None for d, _ in st)}
                for s, st in enumerate(self.stacks)
            }
        if self.contract is not None and self.taker is not None:
            out["contract"] = self.contract.describe(self.rules) | {"taker": table.seats[self.taker]}
            if self.bidding.doubled:
                # The protocol names the doubling as the scenarios do, 2 doubled and 4 redoubled; the factor
                # it scores at is the variant's level (score_deal reads the names back the same way).
                out["contract"]["multiplier"] = PROTOCOL_DOUBLING[self.bidding.doubled - 1]
            if self.bidding.contract_points:
                out["contract"]["points"] = self.bidding.contract_points
            if self.bidding.capot_bid:
                out["contract"]["capot"] = True
        if self.score is not None:
            out["result"] = score_json(self.rules, self.score)
        return out


def score_json(rules: Rules, score: DealScore) -> dict[str, Any]:
    teams = rules.table.teams
    return {
        "outcome": score.outcome,
        "scores": {teams[t]: score.scores[t] for t in range(len(teams))},
        "held": score.held,
        "capot": teams[score.capot] if score.capot is not None else None,
        "match_winner": teams[score.match_winner] if score.match_winner is not None else None,
        "match_points": dict(zip(teams, score.match_points, strict=True)) if score.match_points else None,
        "breakdown": {teams[t]: score.breakdown[t] for t in range(len(teams))},
    }
