"""Rule units: each play obligation in one place, keyed by its JSON pointer.

A unit carries everything the kit knows about one rule: its schema fragment (title, description and
default), its compile step (the rule's node, defaults filled in, into typed fields of `Rules`), its one
narrowing function (what the rule leaves of the cards a player may play), its English phrase and short
labels for the rulebook and the comparison page, and its mutants as data. `tricks.legal_steps` iterates
the units in their declared order; the rulebook, the mutant catalog and tests/engine/test_units.py read the
same registry, so a rule that lacks one of its parts is found by a test rather than by a reader.

Phrases take any mapping-like node (`n["key"]`, `"key" in n`, `n.get`): the rulebook passes its
recording `Node`, so this engine-level module imports nothing from the docs layer.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any, Final

from belote_spec.base.pointer import last

if TYPE_CHECKING:
    from belote_spec.engine.contracts import Contract
    from belote_spec.engine.rules import Rules

OBLIGATIONS_POINTER: Final = "/play/obligations"
FREE: Final = "free"  # a narrowing's answer that frees the player from every later duty (bans still apply)

Narrowing = Callable[["Position"], "int | str | None"]

CITE_FRAGMENT = {
    "$ref": "#/$defs/citations",
    "description": "Where this rule comes from: the source and the phrase, quoted in the original.",
}
NOTES_FRAGMENT = {
    "type": "string",
    "description": "Free text for readers: a reading of the source, an alternative the source allows.",
}


class Position:
    """One player's turn to a started trick, as the narrowings read it; the derived masks are computed
    once, on first use, so a narrowing that does not need them costs nothing."""

    __slots__ = (
        "_ruff_above",
        "_winner",
        "allowed",
        "contract",
        "hand",
        "in_suit",
        "led",
        "rules",
        "seat",
        "trick",
        "trumps",
    )

    def __init__(
        self, rules: Rules, contract: Contract, hand: int, trick: Sequence[tuple[int, int]], seat: int
    ) -> None:
        self.rules, self.contract, self.hand, self.trick, self.seat = rules, contract, hand, trick, seat
        self.led = rules.deck.suit_of[trick[0][1]]
        self.in_suit = held_led(rules, contract, hand, self.led)  # the cards of the led suit held (0: void)
        self.trumps = hand & contract.trump_mask
        self.allowed = hand  # what the units before this one left
        self._ruff_above: int | None = None
        self._winner: int | None = None

    @property
    def winner(self) -> int:
        """The seat that holds the trick so far."""
        if self._winner is None:
            from belote_spec.engine import tricks  # at call time: tricks imports this module

            self._winner = self.trick[tricks.winning_index(self.rules, self.contract, self.trick)][0]
        return self._winner

    @property
    def partner_holds(self) -> bool:
        team_of = self.rules.table.team_of
        return self.winner != self.seat and team_of[self.winner] == team_of[self.seat]

    # The facts below are what a unit's `narrows_when` and the fault operators' conditions read
    # (changes/faults/obligations.py): each a plain test of the turn, computed when asked.

    @property
    def opponent_holds(self) -> bool:
        """An opponent holds the trick (at a table without partners: anyone else)."""
        team_of = self.rules.table.team_of
        return team_of[self.winner] != team_of[self.seat]

    @property
    def partner_played(self) -> bool:
        """A partner has played to the trick, winning or not."""
        team_of, seat = self.rules.table.team_of, self.seat
        return any(s != seat and team_of[s] == team_of[seat] for s, _ in self.trick)

    @property
    def holds_led(self) -> bool:
        return bool(self.in_suit)

    @property
    def instead(self) -> int:
        """The trumps this player may play instead of following a plain suit (none unless the variant
        allows a trump instead)."""
        return trumps_instead(self.rules, self.contract, self.hand, self.led)

    @property
    def void(self) -> bool:
        """Holds no card of the led suit."""
        return not self.in_suit

    @property
    def trump_led(self) -> bool:
        """The led suit ranks as trump (any suit in an all-trumps contract)."""
        return self.contract.trump_ranked[self.led]

    @property
    def plain_led(self) -> bool:
        return not self.contract.trump_ranked[self.led]

    @property
    def holds_trumps(self) -> bool:
        """Holds a card of the contract's trump suit."""
        return bool(self.trumps)

    @property
    def holds_no_trumps(self) -> bool:
        return not self.trumps

    @property
    def trumped(self) -> bool:
        """A card of the contract's trump suit is in the trick."""
        trump, suit_of = self.contract.trump, self.rules.deck.suit_of
        return trump is not None and any(suit_of[c] == trump for _, c in self.trick)

    @property
    def leader_holds(self) -> bool:
        return self.winner == self.trick[0][0]

    @property
    def held_before_last(self) -> bool:
        """The trick is held by a card played before the last one."""
        return self.winner != self.trick[-1][0]

    @property
    def second_to_play(self) -> bool:
        return len(self.trick) == 1

    @property
    def last_to_play(self) -> bool:
        return len(self.trick) == self.rules.table.n - 1

    @property
    def trick_number(self) -> int:
        """Which trick of the deal this is, 1 first, told by how many cards the hand still holds (where
        every card a player may play is in the hand: no cards on the table)."""
        return self.rules.hand_size - self.hand.bit_count() + 1

    @property
    def first_trick(self) -> bool:
        return self.trick_number == 1

    @property
    def last_trick(self) -> bool:
        return self.hand.bit_count() == 1

    @property
    def choice(self) -> bool:
        """Holds more than one card: something a rule could take away."""
        return self.hand.bit_count() > 1

    def under(self, rules: Rules | None = None, kind: type[Position] | None = None) -> Position:
        """The same turn, with what the units before left, read under other rules (a view of these with
        some fields changed) or by a `kind` of Position that reads some fact otherwise (a fault's);
        nothing worked out before is carried over."""
        other = (kind or type(self))(rules or self.rules, self.contract, self.hand, self.trick, self.seat)
        other.allowed = self.allowed
        return other

    def above_top(self, suit: int) -> int:
        """The mask of the cards that beat every card of `suit` in the trick (every card, when it has none)."""
        return top_of_suit(self.contract, self.rules.deck.suit_of, self.trick, suit)

    @property
    def ruff_above(self) -> int:
        """The mask of the cards that beat every trump this player is bound to overtrump; -1 when none."""
        if self._ruff_above is None:
            self._ruff_above = above_ruff(self.rules, self.contract, self.trick, self.seat)
        return self._ruff_above

    @property
    def cannot_overtrump(self) -> bool:
        """Void, holding trumps, bound to beat a ruff in the trick, and unable to: where the undertrump
        rule, not the duty to trump, says what may be played."""
        r = self.rules
        return bool(
            not self.in_suit
            and self.trumps
            and r.trump_when_void
            and r.overtrump_on_ruff
            and self.contract.trump is not None
            and self.ruff_above != -1
            and not self.trumps & self.ruff_above
        )


def held_led(rules: Rules, contract: Contract, hand: int, led: int) -> int:
    """The cards of the led suit a hand holds (0: void). Cards exempt from following (follow_suit's
    `exempt`) do not count: a hand holding only such cards of the suit is void in it."""
    held = hand & rules.deck.suit_mask[led]
    return held if held & ~contract.exempt else 0


def trumps_instead(rules: Rules, contract: Contract, hand: int, led: int) -> int:
    """The trumps a player holding the led plain suit may play instead of following it (follow_suit's
    `trump_instead`): every trump held, in a contract with one trump suit; none otherwise."""
    if not rules.follow_trump_instead or contract.trump_ranked[led]:
        return 0
    return hand & contract.trump_mask


def top_of_suit(contract: Contract, suit_of: Sequence[int], trick: Sequence[tuple[int, int]], suit: int) -> int:
    """The mask of the cards that beat every card of `suit` in the trick (every card, when it has none)."""
    strength = contract.strength
    top = -1
    for _, c in trick:
        if suit_of[c] == suit and (top < 0 or strength[c] > strength[top]):
            top = c
    return contract.above[top] if top >= 0 else -1


def above_ruff(rules: Rules, contract: Contract, trick: Sequence[tuple[int, int]], seat: int) -> int:
    """The mask of the cards that beat every trump `seat` is bound to overtrump (every trump in the trick,
    or by the variant only the opponents'); -1 when there is none to beat."""
    suit_of, strength, team_of = rules.deck.suit_of, contract.strength, rules.table.team_of
    trump, mine, opponents_only = contract.trump, team_of[seat], rules.overtrump_opponents_only
    top = -1
    for s, c in trick:
        if (
            suit_of[c] == trump
            and not (opponents_only and team_of[s] == mine)
            and (top < 0 or strength[c] > strength[top])
        ):
            top = c
    return contract.above[top] if top >= 0 else -1


def must_beat_led(rules: Rules, contract: Contract, trick: Sequence[tuple[int, int]]) -> bool:
    """Whether a player following suit must beat the led suit: the variant's duty, unless it lapses
    once someone has trumped."""
    if not rules.beat_led_suit:
        return False
    trump = contract.trump
    return not (
        rules.beat_led_suit_until_trumped
        and trump is not None
        and any(rules.deck.suit_of[c] == trump for _, c in trick)
    )


@dataclass(frozen=True)
class MutantData:
    """A mutant of one unit as data: the reference with the value at `key` (relative to the unit's
    pointer) set to `value` in `variant`; `wrong` says the one rule it gets wrong."""

    name: str
    variant: str
    wrong: str
    key: str
    value: Any


@dataclass(frozen=True)
class Unit:
    pointer: str
    schema: dict[str, Any]  # the fragment under the obligations' `properties`: $ref, title, description, default
    compile: Callable[[dict[str, Any]], dict[str, Any]]  # the node (defaults filled) -> fields of Rules
    narrow: Narrowing  # the cards the rule leaves of `allowed`, FREE, or None when it does not apply
    phrase: Callable[[Any], list[str]]  # the rulebook's sentences
    label: str  # the rulebook's block title
    labels: dict[str, str]  # the comparison page's row label per leaf key
    mutants: tuple[MutantData, ...]
    switches: dict[str, tuple[Any, ...]]  # each leaf key and the values it may take (the oracle tries them)
    duty: bool = True  # a duty lapses once an exemption frees the player; a ban (False) still applies
    keeps: bool = True  # the narrowing answers cards to keep; False: an exemption, which only frees (FREE)
    engaged_by: str = "required"  # the yes/no key that, true, makes the rule bind (or the exemption apply)
    optional: bool = False  # a variant may leave it out (its default applies); the older units are required
    not_in_shipped: str = ""  # why no shipped variant applies this unit yet (its scenario is test-only)
    def_name: str = ""  # its `$defs` entry, when the unit has a shape of its own
    def_schema: dict[str, Any] = field(default_factory=dict)
    # Where the rule can change a legal set, for the fault operators (changes/faults/obligations.py), which
    # bind only where their fault can happen: the facts of the turn (`Position` properties) that hold
    # whenever the narrowing takes a card away (an exemption: frees a player some later duty binds), and
    # the compiled fields of `Rules` that must all be true for it ever to narrow. A test checks both
    # against the narrowings on played positions.
    narrows_when: tuple[str, ...] = ()
    # A fact of `narrows_when` that holds only while a compiled field of `Rules` is false: the field, true,
    # lets the narrowing bind where the fact does not hold.
    lifted_by: dict[str, str] = field(default_factory=dict)
    needs: tuple[str, ...] = ()
    beats: str = ""  # a duty to beat: "led" the highest card of the led suit, "ruff" the trump(s) in the trick
    # A ban's: the compiled fields (`!name`: false) under which the duties before it leave it nothing to take
    # from a player they bind; it then narrows only for a player an exemption frees.
    bound_by: tuple[str, ...] = ()

    @property
    def key(self) -> str:
        return last(self.pointer)

    @property
    def default(self) -> dict[str, Any]:
        return dict(self.schema["default"])

    def engaged(self, obligations: dict[str, Any]) -> bool:
        """Whether the rule binds (or the exemption applies) in a variant with these obligations."""
        return bool(self.node(obligations)[self.engaged_by])

    def node(self, obligations: dict[str, Any]) -> dict[str, Any]:
        """The unit's node in a variant's obligations, with the schema's defaults for what it leaves out."""
        return {**self.default, **obligations.get(self.key, {})}


def _bool(name: str, key: str = "required") -> Callable[[dict[str, Any]], dict[str, Any]]:
    return lambda node: {name: bool(node[key])}


# --- the narrowings -----------------------------------------------------------------------------------


def _follow_suit(p: Position) -> int | str | None:
    if not p.in_suit:
        return None
    return p.in_suit | p.instead if p.rules.follow_suit else FREE


def _overtrump_when_trump_led(p: Position) -> int | str | None:
    if not (p.in_suit and p.contract.trump_ranked[p.led] and p.rules.overtrump_when_trump_led):
        return None
    return p.in_suit & p.above_top(p.led) or None


def _beat_led_suit(p: Position) -> int | str | None:
    if not p.in_suit or p.contract.trump_ranked[p.led] or not must_beat_led(p.rules, p.contract, p.trick):
        return None
    beat = p.in_suit & p.above_top(p.led)
    return beat | p.instead if beat else None  # a trump played instead of following need not beat it


def _partner_winning_exemption(p: Position) -> int | str | None:
    return FREE if not p.in_suit and p.rules.partner_exemption and p.partner_holds else None


def _trump_when_void(p: Position) -> int | str | None:
    if p.in_suit:
        return None
    if not (p.rules.trump_when_void and p.trumps):
        return FREE
    return None if p.cannot_overtrump else p.trumps  # unable to beat the ruff: the undertrump rule decides


def _overtrump_on_ruff(p: Position) -> int | str | None:
    if p.in_suit or not p.rules.overtrump_on_ruff or p.contract.trump is None or p.ruff_above == -1:
        return None
    return p.trumps & p.ruff_above or None


def _undertrump_when_cannot_overtrump(p: Position) -> int | str | None:
    return p.trumps if p.cannot_overtrump and p.rules.undertrump else None


def _undertrump_ban(p: Position) -> int | str | None:
    """No trump lower than the highest trump in the trick from a void player (or one who may play a trump
    instead of following), unless the hand holds nothing but trumps. A duty that leaves only such trumps
    (undertrump when cannot overtrump) wins."""
    contract = p.contract
    if (p.in_suit and not p.instead) or not p.rules.undertrump_ban or contract.trump is None:
        return None
    above = p.above_top(contract.trump)
    if above == -1 or not p.hand & ~contract.trump_mask:
        return None
    left = p.allowed & ~(p.trumps & ~above)
    return left if left and left != p.allowed else None


# --- the phrases --------------------------------------------------------------------------------------


def _yes_no(yes: str, no: str, key: str = "required") -> Callable[[Any], list[str]]:
    return lambda n: [yes if n[key] else no]


def _follow_phrase(n: Any) -> list[str]:
    if not n["required"]:
        return ["A player need not follow the led suit."]
    out = ["A player who holds the led suit must follow it."]
    if n.get("trump_instead"):
        out.append(
            "When a plain suit is led in a trump contract, a player who holds it may play a trump instead; "
            "a ban on undertrumping then binds that player as it binds one who cannot follow."
        )
    for e in n.get("exempt") or ():
        rank = {"J": "Jack", "Q": "Queen", "K": "King", "A": "Ace"}.get(str(e["rank"]), str(e["rank"]))
        card = f"the {rank} of {'trumps' if e['trump'] else 'a plain suit'}"
        out.append(
            f"A player whose only card of the led suit is {card} need not play it: that card does not count "
            "as holding the suit."
        )
    return out


def _beat_phrase(n: Any) -> list[str]:
    if not n["required"]:
        return ["A player following a plain suit need not beat the cards already played to it."]
    text = "When a plain suit is led, a player must beat the highest card of it played so far if possible"
    if "until_trumped" in n:
        text += ", until someone has trumped the trick" if n["until_trumped"] else ", even once the trick is trumped"
    return [text + "."]


def _partner_phrase(n: Any) -> list[str]:
    return [
        "A player who cannot follow suit while the partner holds the trick may play any card."
        if n["applies"]
        else "A partner holding the trick frees no one: a player who cannot follow suit has "
        "the same duties whoever holds the trick."
    ]


def _overtrump_ruff_phrase(n: Any) -> list[str]:
    if not n["required"]:
        return ["A player who cannot follow suit need not beat a trump already in the trick."]
    against = n.get("against", "any")
    whose = {
        "opponents": " played by an opponent (a partner's trump need not be beaten)",
        "any": ", whoever played it",
    }.get(against, f" ({str(against).replace('_', ' ')})")
    return [
        f"A player who cannot follow suit, when a trump is already in the trick, must beat it if possible: "
        f"a trump{whose}."
    ]


def _undertrump_ban_phrase(n: Any) -> list[str]:
    if not n["applies"]:
        return ["A player who cannot follow suit may play a trump lower than one already in the trick."]
    unless = n.get("unless", "only_trumps")
    tail = (
        ", unless they hold nothing but trumps"
        if unless == "only_trumps"
        else f", unless {str(unless).replace('_', ' ')}"
    )
    return [
        f"A player who cannot follow suit may not play a trump lower than the highest trump already in the trick{tail}."
    ]


# --- the registry, in the order the narrowings run ----------------------------------------------------


def _fragment(ref: str, title: str, description: str, default: dict[str, Any]) -> dict[str, Any]:
    return {"$ref": f"#/$defs/{ref}", "title": title, "description": description, "default": default}


OB = OBLIGATIONS_POINTER + "/"

OBLIGATIONS: tuple[Unit, ...] = (
    Unit(
        OB + "follow_suit",
        _fragment("follow_suit", "Follow suit", "Play the led suit when holding it.", {"required": True}),
        lambda node: {
            "follow_suit": bool(node["required"]),
            "follow_trump_instead": bool(node.get("trump_instead", False)),
            "follow_exempt": tuple((str(e["rank"]), bool(e["trump"])) for e in node.get("exempt", ())),
        },
        _follow_suit,
        _follow_phrase,
        "Follow suit",
        {
            "required": "Must follow suit",
            "trump_instead": "A trump instead of following",
            "exempt": "Cards exempt from following",
        },
        (MutantData("french-no-follow-suit", "french", "no duty to follow suit", "required", False),),
        {"required": (False, True), "trump_instead": (False, True), "exempt": ((), ({"rank": "J", "trump": True},))},
        def_name="follow_suit",
        def_schema={
            "type": "object",
            "description": "The duty to follow the led suit.",
            "additionalProperties": False,
            "required": ["required"],
            "properties": {
                "required": {"type": "boolean", "description": "Whether the rule binds."},
                "trump_instead": {
                    "type": "boolean",
                    "default": False,
                    "description": "In a contract with one trump suit, a player who holds the led plain suit "
                    "may play any trump instead of following it; an undertrump ban that applies then binds "
                    "that player too.",
                },
                "exempt": {
                    "type": "array",
                    "default": [],
                    "description": "Cards that do not count when asking whether a hand holds the led suit: a "
                    "hand whose only cards of that suit are exempt is void in it. They may still be played.",
                    "items": {
                        "type": "object",
                        "additionalProperties": False,
                        "required": ["rank", "trump"],
                        "properties": {
                            "rank": {"$ref": "#/$defs/rank", "description": "The exempt card's rank."},
                            "trump": {
                                "type": "boolean",
                                "description": "true: the card of that rank in a suit the contract ranks as "
                                "trump (the trump Jack); false: in a suit it does not.",
                            },
                        },
                    },
                },
                "cite": CITE_FRAGMENT,
                "notes": NOTES_FRAGMENT,
            },
        },
        narrows_when=("holds_led", "choice"),
        needs=("follow_suit",),
    ),
    Unit(
        OB + "overtrump_when_trump_led",
        _fragment(
            "required",
            "Overtrump when trump is led",
            "When the led suit ranks as trump, beat the highest card played to it if possible.",
            {"required": True},
        ),
        _bool("overtrump_when_trump_led"),
        _overtrump_when_trump_led,
        _yes_no(
            "When trump is led, a player must beat the highest trump played to the trick if possible.",
            "When trump is led, a player need not beat the trumps already played.",
        ),
        "Overtrump when trump is led",
        {"required": "Must overtrump when trump is led"},
        (
            MutantData(
                "french-no-overtrump-on-trump-lead", "french", "no overtrump when trump is led", "required", False
            ),
        ),
        {"required": (False, True)},
        narrows_when=("holds_led", "trump_led", "choice"),
        needs=("overtrump_when_trump_led",),
        beats="led",
    ),
    Unit(
        OB + "beat_led_suit",
        _fragment(
            "beat_led_suit",
            "Beat the led suit",
            "When a plain suit is led, beat the highest card of it if possible (the Croatian iber rule).",
            {"required": False, "until_trumped": False},
        ),
        lambda node: {
            "beat_led_suit": bool(node["required"]),
            "beat_led_suit_until_trumped": bool(node["until_trumped"]),
        },
        _beat_led_suit,
        _beat_phrase,
        "Beat the led suit",
        {"required": "Must beat the led suit (iber)", "until_trumped": "Beat the led suit only until trumped"},
        (
            MutantData("bela-no-iber", "bela", "no duty to beat the led suit", "required", False),
            MutantData("bela-iber-after-ruff", "bela", "the duty to beat lasts after a ruff", "until_trumped", False),
        ),
        {"required": (False, True), "until_trumped": (False, True)},
        narrows_when=("holds_led", "plain_led", "choice"),
        needs=("beat_led_suit",),
        beats="led",
    ),
    Unit(
        OB + "partner_winning_exemption",
        _fragment(
            "applies",
            "Partner winning exemption",
            "A void player whose partner holds the trick may play any card.",
            {"applies": False},
        ),
        _bool("partner_exemption", "applies"),
        _partner_winning_exemption,
        _partner_phrase,
        "Partner winning exemption",
        {"applies": "Free when the partner holds the trick"},
        (
            MutantData("french-no-partner-exemption", "french", "no partner-winning exemption", "applies", False),
            MutantData(
                "bela-partner-exemption", "bela", "a partner-winning exemption that Bela does not have", "applies", True
            ),
            MutantData(
                "bulgarian-partner-exempt-must-trump",
                "bulgarian-partner-exempt",
                "must trump while the partner wins (seed 004's rule)",
                "applies",
                False,
            ),
        ),
        {"applies": (False, True)},
        engaged_by="applies",
        keeps=False,
        narrows_when=("void", "partner_holds", "holds_trumps", "choice"),
        needs=("partner_exemption", "trump_when_void"),
    ),
    Unit(
        OB + "trump_when_void",
        _fragment("required", "Trump when void", "Play a trump when void in the led suit.", {"required": True}),
        _bool("trump_when_void"),
        _trump_when_void,
        _yes_no(
            "A player who cannot follow suit must play a trump if possible.",
            "A player who cannot follow suit need not play a trump.",
        ),
        "Trump when void",
        {"required": "Must trump when void"},
        (
            MutantData("french-no-trump-when-void", "french", "no duty to trump when void", "required", False),
            MutantData("spanish-must-trump", "spanish-belote", "trumping wrongly required when void", "required", True),
        ),
        {"required": (False, True)},
        narrows_when=("void", "holds_trumps", "choice"),
        needs=("trump_when_void",),
    ),
    Unit(
        OB + "overtrump_on_ruff",
        _fragment(
            "overtrump_on_ruff",
            "Overtrump a ruff",
            "When void and a trump is already in the trick, beat it if possible.",
            {"required": False, "against": "any"},
        ),
        lambda node: {
            "overtrump_on_ruff": bool(node["required"]),
            "overtrump_opponents_only": node["against"] == "opponents",
        },
        _overtrump_on_ruff,
        _overtrump_ruff_phrase,
        "Overtrump a ruff",
        {"required": "Must overtrump a ruff", "against": "Overtrump whose ruff"},
        (
            MutantData("french-no-overtrump-on-ruff", "french", "no duty to overtrump a ruff", "required", False),
            MutantData(
                "bulgarian-overtrump-ruff",
                "bulgarian",
                "must beat a ruff (the BG's rule in seed 004's reading)",
                "required",
                True,
            ),
        ),
        {"required": (False, True), "against": ("any", "opponents")},
        narrows_when=("void", "holds_trumps", "trumped", "choice"),
        needs=("overtrump_on_ruff", "trump_when_void"),
        beats="ruff",
    ),
    Unit(
        OB + "undertrump_when_cannot_overtrump",
        _fragment(
            "required", "Undertrump", "When unable to beat a ruff, still play a (lower) trump.", {"required": False}
        ),
        _bool("undertrump"),
        _undertrump_when_cannot_overtrump,
        _yes_no(
            "A player who cannot follow suit nor beat the trump in the trick must still play a lower trump.",
            "A player who cannot follow suit nor beat the trump in the trick need not play a lower trump.",
        ),
        "Undertrump",
        {"required": "Must undertrump"},
        (
            MutantData("french-no-undertrump", "french", "undertrump not required", "required", False),
            MutantData("coinche-undertrump-required", "coinche", "undertrump wrongly required", "required", True),
        ),
        {"required": (False, True)},
        narrows_when=("void", "holds_trumps", "trumped", "choice"),
        needs=("undertrump", "trump_when_void", "overtrump_on_ruff"),
    ),
    Unit(
        OB + "undertrump_ban",
        _fragment(
            "undertrump_ban",
            "Undertrump ban",
            "A void player may not play a trump lower than the highest trump already in the trick, "
            'unless the hand holds nothing else (Klaverjas: "ondertroeven is niet toegestaan").',
            {"applies": False, "unless": "only_trumps"},
        ),
        lambda node: {"undertrump_ban": bool(node["applies"])},
        _undertrump_ban,
        _undertrump_ban_phrase,
        "Undertrump ban",
        {"applies": "Undertrumping forbidden", "unless": "Undertrumping allowed when"},
        (
            MutantData(
                "klaverjas-amsterdam-undertrump-allowed",
                "klaverjas-amsterdam",
                "undertrumping allowed although the ban applies",
                "applies",
                False,
            ),
        ),
        {"applies": (False, True), "unless": ("only_trumps",)},
        duty=False,
        engaged_by="applies",
        optional=True,
        def_name="undertrump_ban",
        def_schema={
            "type": "object",
            "description": "A ban on playing under a trump already in the trick.",
            "additionalProperties": False,
            "required": ["applies"],
            "properties": {
                "applies": {"type": "boolean", "description": "Whether the ban applies."},
                "unless": {
                    "enum": ["only_trumps"],
                    "description": "When the ban lifts: only_trumps, when the hand holds nothing but trumps.",
                },
                "cite": CITE_FRAGMENT,
                "notes": NOTES_FRAGMENT,
            },
        },
        narrows_when=("void", "holds_trumps", "trumped", "choice"),
        lifted_by={"void": "follow_trump_instead"},
        needs=("undertrump_ban",),
        bound_by=(
            "trump_when_void",
            "overtrump_on_ruff",
            "undertrump",
            "!overtrump_opponents_only",
            "!follow_trump_instead",
        ),
    ),
)

BY_POINTER: dict[str, Unit] = {u.pointer: u for u in OBLIGATIONS}


def compile_obligations(obligations: dict[str, Any]) -> dict[str, Any]:
    """Every unit's typed fields for `Rules`, read from a resolved variant's obligations."""
    out: dict[str, Any] = {}
    for unit in OBLIGATIONS:
        out.update(unit.compile(unit.node(obligations)))
    return out


def steps(
    rules: Rules,
    contract: Contract,
    hand: int,
    trick: Sequence[tuple[int, int]],
    seat: int,
    units: Sequence[Unit] = OBLIGATIONS,
) -> list[tuple[str, int]]:
    """Each unit that narrowed the hand, with what it left; the last entry is the legal set."""
    out: list[tuple[str, int]] = [("", hand)]
    if not trick:
        return out
    p = Position(rules, contract, hand, trick, seat)
    free = False
    for unit in units:
        if free and unit.duty:
            continue
        got = unit.narrow(p)
        if got is None:
            continue
        if got == FREE:
            free = True
            continue
        assert isinstance(got, int)
        out.append((unit.pointer, got))
        p.allowed = got
    return out


def _inverted_narrowing(narrow: Narrowing) -> Narrowing:
    def turned(p: Position) -> int | str | None:
        got = narrow(p)
        if not isinstance(got, int):
            return got
        return p.allowed & ~got or None  # it would drop nothing: the hand's cards are all it keeps

    return turned


def _within_narrowing(narrow: Narrowing) -> Narrowing:
    def within(p: Position) -> int | str | None:
        got = narrow(p)
        if not isinstance(got, int):
            return got
        return got & p.allowed or None

    return within


def within(unit: Unit) -> Unit:
    """`unit` narrowing only what the units before it left: a unit's answer is read off the hand, and
    after a unit turned round (`inverted`) it would otherwise put back cards that one dropped. On the
    registry's own order the same legal sets (each answer already lies within; a test checks it)."""
    return replace(unit, narrow=_within_narrowing(unit.narrow))


def inverted(units: Sequence[Unit], pointer: str) -> tuple[Unit, ...]:
    """`units` with the one at `pointer` turned round: of the cards the units before it leave, it keeps
    those its narrowing would drop and drops those it would keep; when it would drop none it does not
    apply (a player is never left without a card). A FREE or no answer stands as it is, so an exemption
    (`keeps` False) has nothing to turn round. The units after it narrow within what it left (`within`)."""
    at = next(i for i, u in enumerate(units) if u.pointer == pointer)
    turned = replace(units[at], narrow=_inverted_narrowing(units[at].narrow))
    return (*units[:at], turned, *(within(u) for u in units[at + 1 :]))


def labels() -> dict[str, str]:
    """The comparison page's row labels of every unit's leaves, by pointer."""
    return {f"{u.pointer}/{k}": v for u in OBLIGATIONS for k, v in u.labels.items()}


SCHEMA_FILE: Final = "variant.schema.json"


def with_units(schema: dict[str, Any]) -> dict[str, Any]:
    """`schema` (the variant schema) with its obligations section written from the units: each unit's
    fragment under `properties`, in the units' order, the required ones listed, and each unit's own
    `$defs` shape. The file is generated from here (`python -m belote_spec.engine.units`); a test keeps
    the two the same."""
    import copy

    out = copy.deepcopy(schema)
    section = out["properties"]["play"]["properties"]["obligations"]
    # The file's order is the reading order (the rulebook lists rules in it): a unit keeps its place
    # there, a new one goes last; the narrowing order is the units' own.
    by_key = {u.key: u for u in OBLIGATIONS}
    keys = [k for k in section["properties"] if k in by_key] + [
        u.key for u in OBLIGATIONS if u.key not in section["properties"]
    ]
    section["required"] = [k for k in keys if not by_key[k].optional]
    section["properties"] = {k: copy.deepcopy(by_key[k].schema) for k in keys}
    defs = out["$defs"]
    for u in OBLIGATIONS:
        if u.def_name:
            defs[u.def_name] = copy.deepcopy(u.def_schema)  # a new shape goes last, a known one stays put
    return out


def _write_schema() -> None:
    import json

    from belote_spec.engine import scoring_units
    from belote_spec.spec.resources import schemas_dir

    path = schemas_dir() / SCHEMA_FILE
    schema = scoring_units.with_units(with_units(json.loads(path.read_text(encoding="utf-8"))))
    text = json.dumps(schema, indent=2, ensure_ascii=False)
    path.write_text(text + "\n", encoding="utf-8")
    print(f"wrote {path}")


if __name__ == "__main__":
    _write_schema()
