"""The fault operators of the families `condition` and `wrong-cards` (changes/faults/obligations.py).

Each operator binds in some shipped variant; the facts its sites are decided on (each unit's `narrows_when`,
`needs` and `bound_by`, the implications and exclusions between facts) hold on positions of played deals, so
an operator never stays away from a place where its fault shows; a fault changes the one variant it is built
for; and, for each family, an engine written by hand with such a fault (its own code, not the operators')
fails `conformance` on a scenario that names the rule it breaks.
"""

from __future__ import annotations

import random
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from belote_spec.changes import faults
from belote_spec.changes.faults import obligations as ob
from belote_spec.conformance.runner import CaseResult, run
from belote_spec.conformance.scenarios import collect
from belote_spec.engine import units
from belote_spec.engine.contracts import Contract
from belote_spec.engine.rules import Rules, rules_for
from belote_spec.engine.tricks import legal_mask, winning_index
from belote_spec.engine.units import Position
from belote_spec.protocol.interface import ReferenceEngine
from belote_spec.spec.loader import load_variant, shipped_variant_ids

FAMILIES = ("condition", "wrong-cards")
OURS = [o for o in faults.OPERATORS if o.family in FAMILIES]
VARIANTS = shipped_variant_ids()
FOLLOW = "/play/obligations/follow_suit"
OVERTRUMP_LED = "/play/obligations/overtrump_when_trump_led"
# The plan's operator ids (/work/faults-plan.md), all of which must exist.
PLANNED = {
    *(
        f"waived-{t}"
        for t in (
            "when-partner-winning",
            "when-opponent-winning",
            "when-trump-led",
            "when-plain-led",
            "when-holding-trumps",
            "when-no-trumps-held",
            "on-first-trick",
            "on-last-trick",
            "when-last-to-play",
            "when-second-to-play",
        )
    ),
    *(f"added-when-{t}" for t in ("partner-winning", "opponent-winning", "trump-led", "plain-led")),
    "beat-the-led-card",
    "beat-the-last-card",
    "beat-the-winning-card-any-suit",
    "no-card-when-cannot-beat",
    "overtrump-on-every-suit",
    "partner-trump-as-opponent",
    "exemption-when-partner-played",
    "exemption-when-opponent-winning",
    "winner-ignores-trump",
    "winner-first-trump",
}
# Every fact a unit, a condition or a line of the implications names, that a turn (a Position) can show.
FACTS = sorted(
    {f for u in units.OBLIGATIONS for f in u.narrows_when}
    | {c.fact for c in ob.CONDITIONS}
    | {f for given, then in ob.IMPLIES for f in (*given, then)}
    | {f for pair in ob.EXCLUSIVE for f in pair}
    | {"partner_played", "leader_holds", "held_before_last"}
)
TURN_FACTS = [f for f in FACTS if isinstance(getattr(Position, f, None), property)]


def test_the_planned_operators_are_registered_in_their_families() -> None:
    ids = {o.id: o.family for o in OURS}
    assert set(ids) >= PLANNED
    assert {ids[i] for i in PLANNED if i.startswith(("waived-", "added-"))} == {"condition"}


def test_every_operator_binds_in_a_shipped_variant() -> None:
    bound = {o.id for v in VARIANTS for o, _ in faults.sites(v)}
    # On the last trick a player holds a single card: no rule takes it away, so no waiver can show there.
    assert {o.id for o in OURS} - bound == {"waived-on-last-trick"}


def test_each_site_names_a_rule_and_says_the_fault_in_words() -> None:
    pointers = {u.pointer for u in units.OBLIGATIONS} | {ob.TRICK_WINNER, ob.PLAIN_ORDER}
    for v in VARIANTS:
        for o, s in faults.sites(v):
            if o.family in FAMILIES:
                assert s.rule in pointers and s.words and not s.words[0].isupper(), (v, o.id, s)
    words = {faults.key(o, s): s.words for o, s in faults.sites("french")}
    assert words[f"waived-when-partner-winning@{FOLLOW}"] == "follow suit waived when the partner is winning the trick"


def test_partner_conditions_bind_only_where_the_player_has_a_partner() -> None:
    partnered = ("waived-when-partner-winning", "added-when-partner-winning", "exemption-when-partner-played")
    for v in ("bela-2p", "bela-3p", "bulgarian-3p", "spanish-belote"):
        assert not [k for o, s in faults.sites(v) if o.id in partnered for k in [faults.key(o, s)]], v
    assert f"waived-when-partner-winning@{FOLLOW}" in {faults.key(o, s) for o, s in faults.sites("french")}


def test_a_waiver_binds_only_on_an_engaged_unit_and_an_addition_only_on_one_not_engaged() -> None:
    for v in VARIANTS:
        rules = Rules(load_variant(v))
        for o, s in faults.sites(v):
            if o.family == "condition":
                unit = units.BY_POINTER[s.rule]
                # the other conditions (a duty's fallback, an exemption half granted) change engaged units
                on = not o.id.startswith("added-")
                assert ob.engaged(rules, unit) == on, (v, o.id, s.rule)


def test_each_unit_says_where_it_narrows() -> None:
    for u in units.OBLIGATIONS:
        assert u.narrows_when and u.needs, u.pointer
        assert set(u.narrows_when) <= set(TURN_FACTS), u.pointer
        assert all(hasattr(Rules(load_variant("french")), f.lstrip("!")) for f in (*u.needs, *u.bound_by))


def test_the_reference_has_no_fault_and_a_fault_stays_in_its_own_rules() -> None:
    key = f"winner-first-trump@{ob.TRICK_WINNER}"
    faulty = faults.faulty_rules("french", key)
    assert faulty.trick_judge is ob.first_trump_wins and faulty.plain_legal
    shipped = rules_for("french")
    assert shipped.trick_judge is None and shipped.play_units is units.OBLIGATIONS and shipped.plain_legal
    waived = faults.faulty_rules("french", f"waived-when-partner-winning@{FOLLOW}")
    assert waived.play_units is not units.OBLIGATIONS and not waived.plain_legal


# The faults of real engines (spec/faults/) each operator was written for, as one position: the variant,
# the fault, the contract, then the hand, the trick so far and the seat to play (legal cards), or the
# whole trick (its winner); and the reference's answer and the fault's.
CATALOGUED = [
    (  # jass-kit 2.0.5, rule_schieber.py:84-103 and 135-143 (spec/faults/pypi+jass-kit.yaml)
        "schieber",
        "ban-under-the-lowest-trump@/play/obligations/undertrump_ban",
        "H",
        "7H AD",
        "S 10S, E 6H, N AH",
        "W",
        "AD",
        "7H AD",
    ),
    (
        "bulgarian-partner-exempt",
        "ruff-ranked-against-led-card@/play/obligations/partner_winning_exemption",
        "S",
        "JS 7C",
        "N AH, W 10S",
        "S",
        "JS",
        "7C JS",
    ),
    (
        "bulgarian-partner-exempt",
        "ruff-ranked-against-led-card@/play/obligations/overtrump_on_ruff",
        "S",
        "QS 7C",
        "E KH, N 7H, W 8S",
        "S",
        "QS",
        "7C QS",
    ),
    (
        "bulgarian-partner-exempt",
        "exemption-winner-any-suit@/play/obligations/partner_winning_exemption",
        "S",
        "7S 8D",
        "E 8H, N AD, W 9H",
        "S",
        "7S",
        "7S 8D",
    ),
    (
        "french",
        "exemption-still-overtrumps@/play/obligations/partner_winning_exemption",
        "H",
        "JH 7H 8D",
        "E 7C, N AC, W 8C",
        "S",
        "7H 8D JH",
        "8D JH",
    ),
    (
        "french",
        "exemption-still-overtrumps@/play/obligations/partner_winning_exemption",
        "H",
        "AH 7H 8D",
        "E 7C, N 8H, W 8C",
        "S",
        "7H 8D AH",
        "8D AH",
    ),
    (
        "bela",
        "any-card-when-cannot-beat@/play/obligations/beat_led_suit",
        "H",
        "9C 7D",
        "E KC, N AC",
        "W",
        "9C",
        "7D 9C",
    ),
    (
        "bela",
        "any-card-when-cannot-beat@/play/obligations/overtrump_when_trump_led",
        "H",
        "8H 7D",
        "E JH",
        "N",
        "8H",
        "7D 8H",
    ),
    (
        "bela",
        "any-card-when-cannot-beat@/play/obligations/trump_when_void",
        "H",
        "8H 7D",
        "E AC, N JH",
        "W",
        "8H",
        "7D 8H",
    ),
    (
        "bela",
        "trump-beats-led-suit-duty@/play/obligations/beat_led_suit",
        "H",
        "9C 8H 7D",
        "E KC, N AC",
        "W",
        "9C",
        "8H",
    ),
    (
        "bela",
        "trump-beats-led-suit-duty@/play/obligations/beat_led_suit",
        "H",
        "10C 9C 8H",
        "E KC",
        "N",
        "10C",
        "10C 8H",
    ),
    (
        "bela",
        "overtrump-before-following@/play/obligations/follow_suit",
        "H",
        "KC 9H 7D",
        "E 9C, N 7H",
        "W",
        "KC",
        "9H",
    ),
    ("french", "plain-nine-equals-jack@/orders/plain", "H", "", "E JC, N 9C, W 7C, S 8C", "", "E", "N"),
    ("french", "trick-to-wrong-seat@/play/trick_winner", "H", "", "E JC, N 9C, W 7C, S 8C", "", "E", "W"),
    ("french", "trick-to-wrong-seat@/play/trick_winner", "H", "", "S JC, E 9C, N 7C, W 8C", "", "S", "S"),
    (
        "bulgarian",
        "winner-lowest-in-no-trumps@/play/trick_winner",
        "no_trumps",
        "",
        "E JC, N 9C, W 7C, S 8C",
        "",
        "E",
        "W",
    ),
    ("bulgarian", "ruffed-trick-to-leader@/play/trick_winner", "H", "", "E AC, N JH, W 9H, S 8C", "", "N", "E"),
    (
        "klaverjas-amsterdam",
        "winner-ignores-led-suit@/play/trick_winner",
        "H",
        "",
        "W KC, N AD, E QC, S 7C",
        "",
        "W",
        "N",
    ),
    (
        "bulgarian-partner-exempt",
        "plain-natural-order-in-suit-contracts@/orders/plain",
        "H",
        "",
        "E 10C, N KC, W 7C, S 8C",
        "",
        "E",
        "N",
    ),
    (
        "bulgarian-partner-exempt",
        "plain-natural-order-in-suit-contracts@/orders/plain",
        "no_trumps",
        "",
        "E 10C, N KC, W 7C, S 8C",
        "",
        "E",
        "E",
    ),
]


@pytest.mark.parametrize(
    ("variant", "fault", "contract", "hand", "trick", "seat", "reference", "faulty"),
    CATALOGUED,
    ids=[f"{c[0]}:{c[1].partition('@')[0]}" for c in CATALOGUED],
)
def test_a_catalogued_fault_answers_as_the_engine_it_was_read_in(
    variant: str, fault: str, contract: str, hand: str, trick: str, seat: str, reference: str, faulty: str
) -> None:
    kind = {"kind": "suit", "trump": contract} if len(contract) == 1 else {"kind": contract}
    plays = [{"seat": s, "card": c} for s, c in (p.split() for p in trick.split(", "))]
    answers = []
    for engine in (ReferenceEngine(), faults.fault_engine(variant, fault)):
        if seat:
            answers.append(" ".join(sorted(engine.legal_cards(variant, kind, hand.split(), plays, seat))))
        else:
            answers.append(engine.trick_winner(variant, kind, plays))
    assert answers == [reference, faulty]


def test_the_trick_judges_leave_the_shipped_rules_alone() -> None:
    """A fault that judges tricks otherwise starts from the variant's own judge, never from itself."""
    faulty = faults.faulty_rules("french", f"trick-to-wrong-seat@{ob.TRICK_WINNER}")
    assert faulty.trick_judge is not None and rules_for("french").trick_judge is None
    natural = faults.faulty_rules("bulgarian", f"plain-natural-order-in-suit-contracts@{ob.PLAIN_ORDER}")
    assert natural.contract("suit", 0).strength != rules_for("bulgarian").contract("suit", 0).strength
    assert natural.contract("no_trumps").strength == rules_for("bulgarian").contract("no_trumps").strength


# --- the facts the sites are decided on, on played positions --------------------------------------------


def _contracts(rules: Rules) -> list[Contract]:
    out = []
    for kind, c in rules.spec["contracts"].items():
        suits = range(len(rules.deck.suits)) if c["trumps"] == "one" else [None]
        out += [rules.contract(kind, s) for s in suits]
    return out


Turn = tuple[Contract, int, list[tuple[int, int]], int]


@cache
def _turns(variant: str, deals: int = 40) -> list[Turn]:
    """Every turn to a started trick of `deals` seeded deals played with random legal cards, each seat dealt
    what it may play from at the first trick: its hand, and where the table has stacks, their face-up cards
    (the face-down ones left out)."""
    rules = Rules(load_variant(variant))
    rng = random.Random(variant)
    stacks = rules.spec["dealing"].get("table_cards", {}).get("stacks", 0)
    n, size = rules.table.n, rules.hand_size - stacks
    contracts = _contracts(rules)
    out: list[Turn] = []
    for _ in range(deals):
        deck = rng.sample(range(rules.deck.size), n * size)
        hands = [sum(1 << c for c in deck[i * size : (i + 1) * size]) for i in range(n)]
        contract = rng.choice(contracts)
        leader = rng.randrange(n)
        for _trick in range(size):
            trick: list[tuple[int, int]] = []
            for k in range(n):
                seat = (leader + k) % n
                if trick:
                    out.append((contract, hands[seat], list(trick), seat))
                legal = legal_mask(rules, contract, hands[seat], trick, seat)
                card = rng.choice([c for c in range(rules.deck.size) if legal >> c & 1])
                hands[seat] &= ~(1 << card)
                trick.append((seat, card))
            leader = trick[winning_index(rules, contract, trick)][0]
    return out


def _shown(rules: Rules, p: Position) -> set[str]:
    return {f for f in TURN_FACTS if getattr(p, f)} | ob.table_facts(rules)


def _legal(rules: Rules, turn: Turn, play: tuple[units.Unit, ...]) -> int:
    contract, hand, trick, seat = turn
    return units.steps(rules, contract, hand, trick, seat, play)[-1][1]


# Variants only the tests ship (tests/units_club), for a rule no shipped variant sets yet.
TEST_ONLY = ["follow-jass-test"]
UNITS_CLUB = str(Path(__file__).resolve().parents[1] / "units_club")


@pytest.mark.parametrize("variant", VARIANTS + TEST_ONLY)
def test_the_implications_and_exclusions_hold_on_played_turns(variant: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("BELOTE_SPEC_PATH", UNITS_CLUB)
    rules = Rules(load_variant(variant))
    for contract, hand, trick, seat in _turns(variant):
        shown = _shown(rules, Position(rules, contract, hand, trick, seat))
        assert ob.closure(shown) == shown, (variant, trick, ob.closure(shown) - shown)
        assert not [x for x in ob.EXCLUSIVE if x <= shown], (variant, trick)
        assert all(ob.TABLE.get(f, lambda _r: True)(rules) for f in shown)


@pytest.mark.parametrize("variant", VARIANTS + TEST_ONLY)
def test_a_unit_changes_a_legal_set_only_where_its_facts_hold(variant: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """Legal play with and without each unit, under the variant's rules and with the unit engaged: where the
    two differ, the unit can narrow (`needs`) and every fact `narrowing_facts` gives holds on the turn."""
    monkeypatch.setenv("BELOTE_SPEC_PATH", UNITS_CLUB)
    shipped = Rules(load_variant(variant))
    for unit in units.OBLIGATIONS:
        without = tuple(u for u in units.OBLIGATIONS if u is not unit)
        for rules in (shipped, ob.view(shipped, unit, True)):
            facts = ob.narrowing_facts(rules, unit)
            able = ob.can_narrow(rules, unit)
            for turn in _turns(variant):
                if _legal(rules, turn, units.OBLIGATIONS) == _legal(rules, turn, without):
                    continue
                assert able and facts is not None, (variant, unit.pointer, turn)
                shown = _shown(rules, Position(rules, *turn))
                assert facts <= shown, (variant, unit.pointer, turn, facts - shown)


# --- engines written by hand, each with one fault ---------------------------------------------------------


class FreeWhilePartnerWins(ReferenceEngine):
    """Its own rule for following suit: a player whose partner holds the trick may play any card, holding the
    led suit or not (follow suit waived when the partner is winning the trick)."""

    name = "follow suit waived while the partner wins"

    def _free(self, variant: str, contract: Any, hand: list[str], trick: list[dict[str, str]], seat: str) -> bool:
        if not trick:
            return False
        teams = self.variant_info(variant)["teams"]
        side = next(seats for seats in teams.values() if seat in seats)
        winner = self.trick_winner(variant, contract, trick)
        led = trick[0]["card"][-1]
        return winner != seat and winner in side and any(card[-1] == led for card in hand)

    def legal_cards(self, variant: str, contract: Any, hand: list[str], trick: list[Any], seat: str) -> list[str]:
        if self._free(variant, contract, hand, trick, seat):
            return list(hand)
        return super().legal_cards(variant, contract, hand, trick, seat)

    def play(self, handle: str, seat: str, card: str, say: str | None = None) -> None:
        state = self.state(handle)
        if state["contract"] is not None and state["turn"] == seat:
            variant = self._deal(handle).rules.id
            hand = state["hands"][seat]
            if card in hand and self._free(variant, state["contract"], hand, state["trick"], seat):
                _allow_any(self, handle, seat)
        super().play(handle, seat, card, say)


class BeatsTheLedTrump(ReferenceEngine):
    """Its own rule for a trump lead: a trump that beats the card led will do, whatever else is in the trick
    (the duty to beat compares with the led card, not the highest trump)."""

    name = "beats the led trump only"

    def _mine(self, variant: str, contract: Any, hand: list[str], trick: list[Any]) -> list[str] | None:
        if not trick:
            return None
        led = trick[0]["card"][-1]
        if contract.get("kind", "suit") != "all_trumps" and contract.get("trump") != led:
            return None  # not a trump lead
        order = [str(r) for r in load_variant(variant)["orders"]["trump"]["ranks"]]  # strongest first
        trumps = [c for c in hand if c[-1] == led]
        led = order.index(trick[0]["card"][:-1])
        higher = [c for c in trumps if order.index(c[:-1]) < led]
        return higher or trumps or None

    def legal_cards(self, variant: str, contract: Any, hand: list[str], trick: list[Any], seat: str) -> list[str]:
        mine = self._mine(variant, contract, hand, trick)
        return mine if mine is not None else super().legal_cards(variant, contract, hand, trick, seat)

    def play(self, handle: str, seat: str, card: str, say: str | None = None) -> None:
        state = self.state(handle)
        if state["contract"] is not None and state["turn"] == seat:
            variant = self._deal(handle).rules.id
            mine = self._mine(variant, state["contract"], state["hands"][seat], state["trick"])
            if mine is not None and card in mine:
                _allow_any(self, handle, seat)
        super().play(handle, seat, card, say)


def _allow_any(engine: ReferenceEngine, handle: str, seat: str) -> None:
    """The deal takes the next card of `seat` as legal: the hand-written rule has judged it (the reference's
    deal keeps the position's legal set in its cache fields)."""
    deal = engine._deal(handle)
    s = deal.rules.table.seat(seat)
    deal._legal_hand, deal._legal_at, deal._legal = deal.hands[s], deal._played, deal.hands[s]


def _conformance(engine: ReferenceEngine, variant: str) -> list[CaseResult]:
    return run(engine, [c for c in collect() if c.variant == variant])


def _rejections_missed(results: list[CaseResult]) -> set[str]:
    """The rules of the rejections the scenarios expected and the engine did not make."""
    return {
        f.failure.expected
        for r in results
        for f in r.failed_steps()
        if f.failure is not None and f.failure.check in ("no rejection", "rejection")
    }


def _legal_cards_failed(results: list[CaseResult]) -> list[str]:
    return [
        r.id for r in results for f in r.failed_steps() if f.failure is not None and f.failure.check == "legal cards"
    ]


@pytest.mark.parametrize(
    ("engine", "variant", "rule"),
    [(FreeWhilePartnerWins(), "french", FOLLOW), (BeatsTheLedTrump(), "french", OVERTRUMP_LED)],
    ids=["condition", "wrong-cards"],
)
def test_a_hand_written_engine_with_the_fault_fails_conformance_naming_the_rule(
    engine: ReferenceEngine, variant: str, rule: str
) -> None:
    results = _conformance(engine, variant)
    assert _rejections_missed(results) == {rule}
    assert _legal_cards_failed(results)
    assert all(r.status == "passed" for r in run(ReferenceEngine(), [c for c in collect() if c.variant == variant]))


def test_the_hand_written_faults_are_the_operators_faults() -> None:
    """Both engines answer as the matching fault mutant does on the turns of played deals."""
    pairs = [
        (FreeWhilePartnerWins(), f"waived-when-partner-winning@{FOLLOW}"),
        (BeatsTheLedTrump(), f"beat-the-led-card@{OVERTRUMP_LED}"),
    ]
    rules = Rules(load_variant("french"))
    deck, seats = rules.deck, rules.table.seats
    for engine, key in pairs:
        mutant = faults.fault_engine("french", key)
        differs = 0
        for contract, hand, trick, seat in _turns("french", 15):
            args = (
                "french",
                contract.describe(rules),
                [deck.name(c) for c in deck.unmask(hand)],
                [{"seat": seats[s], "card": deck.name(c)} for s, c in trick],
                seats[seat],
            )
            got = sorted(engine.legal_cards(*args))
            assert got == sorted(mutant.legal_cards(*args)), (key, args)
            differs += got != sorted(ReferenceEngine().legal_cards(*args))
        assert differs, key


# --- the faults no scenario kills -------------------------------------------------------------------------


def _listed() -> list[dict[str, str]]:
    import yaml

    from belote_spec.spec.resources import spec_dir

    out = []
    for family in FAMILIES:
        entries = yaml.safe_load((spec_dir() / "mutants" / "fault-equivalents" / f"{family}.yaml").read_text())
        for e in entries:
            texts = {k: v for k, v in e.items() if k != "unstated"}  # unstated: the sources leave the rule open
            assert set(texts) == {"variant", "fault", "reason"} and all(
                isinstance(x, str) and x for x in texts.values()
            )
            assert e.get("unstated", True) is True, e
            assert faults.BY_ID[e["fault"].partition("@")[0]].family == family, e
        out += entries
    return out


def test_each_listed_fault_binds_and_no_scenario_of_its_variant_kills_it() -> None:
    from belote_spec.conformance.runner import run_case

    cases = collect()
    for e in _listed():
        variant, fault = e["variant"], e["fault"]
        assert fault in {faults.key(o, s) for o, s in faults.sites(variant)}, e
        engine, spec = faults.fault_engine(variant, fault), load_variant(variant)
        killed = [c.id for c in cases if c.variant == variant and run_case(engine, c, spec).status == "failed"]
        assert not killed, (fault, killed)
