"""Declared combinations: carrés and sequences found in a hand, and which side's declarations score.

Values and the comparison come from the variant's `declarations`; the side holding the best single
declaration scores all of its declarations and the other sides none (a tie scores for nobody).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from belote_spec.engine.contracts import Contract
from belote_spec.engine.rules import Rules


@dataclass(frozen=True)
class Declaration:
    kind: str  # carre or sequence
    seat: int
    cards: tuple[int, ...]
    points: int
    length: int
    top: int  # index of the top card in the sequence order (0 = highest)
    suit: int | None  # the suit of a sequence


def find_declarations(rules: Rules, contract: Contract, hand: int, seat: int) -> list[Declaration]:
    """The combinations in a hand. Where a card may count once only, the holder keeps the choice of
    carrés that leaves the most points (a carré's cards then make no sequence)."""
    if not _in_hands(rules, contract.kind):
        return []
    return _find(rules, contract, hand, seat, _carres_from_table, _sequences_from_table)


def _in_hands(rules: Rules, kind: str) -> bool:
    """Whether hands are searched for combinations under this contract kind (read once per rule set): the
    variant declares in this kind, and its combinations do not form on the table, trick by trick (`trick_roem`)."""

    def build() -> bool:
        spec = rules.spec["declarations"]
        return bool(spec.get("enabled")) and kind in spec.get("contracts", [kind]) and not rules.scoring.roem_in_tricks

    return rules.memo(("declarations.in_hands", kind), build)


def find_declarations_by_scan(rules: Rules, contract: Contract, hand: int, seat: int) -> list[Declaration]:
    """The oracle of `find_declarations`: every carré and every suit's runs scanned card by card."""
    spec = rules.spec["declarations"]
    if not spec.get("enabled") or contract.kind not in spec.get("contracts", [contract.kind]):
        return []
    if rules.scoring.roem_in_tricks:
        return []
    seq = rules.sequence_index_of(contract.kind)
    return _find(rules, contract, hand, seat, _carres, lambda r, _c, h, s: _sequences(r, h, s, seq=seq))


def _find(
    rules: Rules, contract: Contract, hand: int, seat: int, carres_of: Any, sequences_of: Any
) -> list[Declaration]:
    spec = rules.spec["declarations"]
    carres = carres_of(rules, contract, hand, seat)
    if not spec.get("one_card_one_declaration") or not carres:
        return carres + sequences_of(rules, contract, hand, seat)
    best: list[Declaration] = []
    for mask in range(1 << len(carres)):
        kept = [c for i, c in enumerate(carres) if mask >> i & 1]
        used = sum(1 << card for c in kept for card in c.cards)
        choice = kept + sequences_of(rules, contract, hand & ~used, seat)
        if sum(d.points for d in choice) > sum(d.points for d in best):
            best = choice
    return best


def _carres_from_table(rules: Rules, contract: Contract, hand: int, seat: int) -> list[Declaration]:
    """`_carres` with each carré's cards, mask and points worked out once per rule set."""
    return [
        Declaration("carre", seat, cards, points, length, top, None)
        for mask, cards, points, length, top in _carre_table(rules, contract)
        if hand & mask == mask
    ]


# The tables a hand's combinations are read from, kept in the rules' memo (Rules.memo) under these keys: a
# fault mutant puts its own there (changes/faults/declarations.py).
CARRES = ("declarations.carres",)
SEQUENCES = ("declarations.sequences",)

CarreTable = list[tuple[int, tuple[int, ...], int, int, int]]
SplitRun = Callable[[dict[str, Any], list[int]], list[list[int]]]


def _carre_table(rules: Rules, contract: Contract) -> CarreTable:
    """Every carré of the rules (`_carres` reads only the contract kind's orders, for a carré's top): mask,
    cards, points, length, top. A kind with orders of its own has a table of its own."""
    key = (*CARRES, contract.kind) if contract.kind in rules.kinds_with_orders else CARRES
    return rules.memo(key, lambda: carre_table(rules, _carres(rules, contract, (1 << rules.deck.size) - 1, 0)))


def carre_table(rules: Rules, carres: Sequence[Declaration]) -> CarreTable:
    """These carrés as the table `_carres_from_table` reads."""
    return [(sum(1 << c for c in d.cards), d.cards, d.points, d.length, d.top) for d in carres]


def _sequences_from_table(rules: Rules, contract: Contract, hand: int, seat: int) -> list[Declaration]:
    """`_sequences` read from a table of every suit's card pattern (2 ** ranks entries, built once per
    rule set by `_sequences` itself): scanning each suit card by card was a fifth of a Bulgarian deal."""
    n = rules.deck.n_ranks
    suits = len(rules.deck.suits)
    table = _sequence_table(rules, contract.kind)
    found: list[Declaration] = []
    full = (1 << n) - 1
    for s in range(suits):
        runs = table[hand >> (s * n) & full]
        if runs:
            at = s * n
            found += [
                Declaration("sequence", seat, tuple(at + c for c in cards), points, length, top, s)
                for cards, points, length, top in runs
            ]
    return found


_SuitTable = list[list[tuple[tuple[int, ...], int, int, int]]]
_SUIT_TABLES: dict[tuple[Any, ...], _SuitTable] = {}


def _sequence_table(rules: Rules, kind: str | None = None) -> _SuitTable:
    """The rules' `_suit_table`, looked up once per rule set (a hand's declarations and a trick's roem read it);
    a contract kind with a sequence order of its own has its own."""
    own = rules.kind_sequence_index.get(kind) if kind is not None else None
    if own is None:
        return rules.memo(SEQUENCES, lambda: _suit_table(rules))
    return rules.memo((*SEQUENCES, kind), lambda: _suit_table(rules, own))


def suit_table(rules: Rules, split: SplitRun) -> _SuitTable:
    """The table `_sequences_from_table` reads, with runs cut into sequences by `split` instead of the
    variant's `_split_run`; not shared with other rule sets."""
    return [
        [(d.cards, d.points, d.length, d.top) for d in _sequences(rules, p, 0, 1, split)]
        for p in range(1 << rules.deck.n_ranks)
    ]


def _suit_table(rules: Rules, seq: tuple[int, ...] | None = None) -> _SuitTable:
    """Per pattern of one suit's cards, the sequences `_sequences` finds in it. Shared by every rule set that
    reads sequences alike (the rank order, the lengths and points, how long runs count): the root-cause and
    identify searches build thousands of rule sets that differ elsewhere, each of which rebuilt it. `seq`: the
    sequence order read (the variant's unless given)."""
    spec = rules.spec["declarations"]
    seq = rules.sequence_index if seq is None else seq
    key = (
        rules.deck.n_ranks,
        seq,
        json.dumps(
            [spec.get("sequences"), spec.get("longer_counts_as"), spec.get("eight_in_a_row_as")], sort_keys=True
        ),
    )
    table = _SUIT_TABLES.get(key)
    if table is None:
        one_suit = range(1 << rules.deck.n_ranks)
        table = _SUIT_TABLES[key] = [
            [(d.cards, d.points, d.length, d.top) for d in _sequences(rules, p, 0, 1, seq=seq)] for p in one_suit
        ]
    return table


def _carres(rules: Rules, contract: Contract, hand: int, seat: int) -> list[Declaration]:
    deck, spec = rules.deck, rules.spec["declarations"]
    out = []
    for entry in spec.get("carres", []):
        d = carre(rules, deck.rank(entry["rank"]), entry["points"], seat, contract.kind)
        if all(hand >> c & 1 for c in d.cards) and entry["points"] > 0:
            out.append(d)
    return out


def carre(rules: Rules, rank: int, points: int, seat: int = 0, kind: str | None = None) -> Declaration:
    """The carré of the rank with this index, worth `points`, its top placed by the variant's carré order (the
    same top for every carré when the order is "none": equal carrés rank alike), in contract kind `kind`'s
    orders where given."""
    deck = rules.deck
    n = deck.n_ranks
    cards = tuple(s * n + rank for s in range(len(deck.suits)))
    order = rules.spec["declarations"].get("carre_order")
    if order == "trump":
        top = n - (rules.trump_strength if kind is None else rules.kind_strength(kind, "trump"))[rank]
    else:
        top = 0 if order == "none" else (rules.sequence_index if kind is None else rules.sequence_index_of(kind))[rank]
    return Declaration("carre", seat, cards, points, len(cards), top, None)


def _sequences(
    rules: Rules,
    hand: int,
    seat: int,
    suits: int | None = None,
    split: SplitRun | None = None,
    seq: tuple[int, ...] | None = None,
) -> list[Declaration]:
    """Every suit's runs in `hand` (the first `suits` suits only, when given), scanned card by card, each cut
    into the sequences it counts as by `split` (the variant's `_split_run` unless given), in the sequence order
    `seq` (the variant's unless given)."""
    spec = rules.spec["declarations"]
    seq = rules.sequence_index if seq is None else seq
    n = rules.deck.n_ranks
    values = {e["length"]: e["points"] for e in spec.get("sequences", [])}
    if not values:
        return []
    found = []
    longest = max(values)
    cap = spec.get("longer_counts_as", longest)
    by_top = sorted(range(n), key=lambda r: seq[r])  # ranks from the top of the order
    for s in range(len(rules.deck.suits) if suits is None else suits):
        run: list[int] = []
        for r in [*by_top, None]:
            if r is not None and hand >> (s * n + r) & 1:
                run.append(r)
                continue
            for part in (split or _split_run)(spec, run):
                length = len(part)
                pts = values.get(length, values.get(cap, 0) if length > longest else 0)
                if pts:
                    found.append(
                        Declaration(
                            "sequence",
                            seat,
                            tuple(s * n + x for x in part),
                            pts,
                            length,
                            seq[part[0]],
                            s,
                        )
                    )
            run = []
    return found


def _split_run(spec: dict[str, Any], run: list[int]) -> list[list[int]]:
    """A run of every rank may count as several shorter sequences (seed 000: a quint and a tierce)."""
    parts = spec.get("eight_in_a_row_as")
    if not parts or len(run) != sum(parts):
        return [run]
    out, at = [], 0
    for length in parts:
        out.append(run[at : at + length])
        at += length
    return out


def instant_win(rules: Rules, contract: Contract, hand: int) -> bool:
    """Whether a hand holds the combination that wins the match at once."""
    spec = rules.spec["declarations"].get("instant_win")
    if not spec or not rules.spec["declarations"].get("enabled"):
        return False
    n = rules.deck.n_ranks
    suits = [contract.trump] if spec["trump_only"] else range(len(rules.deck.suits))
    seq = rules.sequence_index_of(contract.kind)
    by_top = sorted(range(n), key=lambda r: seq[r])
    for s in suits:
        if s is None:
            continue
        run = best = 0
        for r in by_top:
            run = run + 1 if hand >> (s * n + r) & 1 else 0
            best = max(best, run)
        if best >= spec["length"]:
            return True
    return False


def _key(rules: Rules, contract: Contract, d: Declaration, order_pos: int) -> tuple[int, ...]:
    """Larger is better, compared field by field in the variant's `compare` order."""
    fields = []
    for how in rules.spec["declarations"].get("compare", ["points"]):
        if how == "points":
            fields.append(d.points)
        elif how == "length":
            fields.append(d.length)
        elif how == "top_card":
            fields.append(-d.top)
        elif how == "carre_beats_sequence":
            fields.append(1 if d.kind == "carre" else 0)
        elif how == "trump":
            fields.append(1 if d.suit is not None and d.suit == contract.trump else 0)
        elif how == "first_in_order":
            fields.append(-order_pos)
    return tuple(fields)


def scoring_teams(
    rules: Rules,
    contract: Contract,
    declared: Mapping[int, Sequence[Declaration]],
    first: int,
    kinds: tuple[str, ...] = ("carre", "sequence"),
) -> list[int]:
    """The teams whose declarations of these kinds score: the one holding the best, or none on a tie."""
    best: dict[int, tuple[int, ...]] = {}
    n = rules.table.n
    by_declarer = rules.declarer_key
    for seat, decls in declared.items():
        team = rules.table.team_of[seat]
        if by_declarer is not None:
            mine = [d for d in decls if d.kind in kinds]
            if mine:
                k = by_declarer(mine, [_key(rules, contract, d, (seat - first) % n) for d in mine])
                if team not in best or k > best[team]:
                    best[team] = k
            continue
        for d in decls:
            if d.kind not in kinds:
                continue
            k = _key(rules, contract, d, (seat - first) % n)
            if team not in best or k > best[team]:
                best[team] = k
    if not best:
        return []
    if rules.declaration_winners is not None:
        return rules.declaration_winners(best)
    top = max(best.values())
    winners = [t for t, k in best.items() if k == top]
    return winners if len(winners) == 1 else []


def declaration_points(
    rules: Rules,
    contract: Contract,
    declared: Mapping[int, Sequence[Declaration]],
    first: int,
    taker: int | None = None,
) -> list[int]:
    """Declaration points per team, by the variant's comparison (`taker`: the taker's seat, where known).

    best_overall: the team holding the best declaration scores all of its declarations.
    by_category: carrés are compared with carrés and sequences with sequences, each category apart;
    with carre_cancels_opponent_sequences, a team's sequences count nothing while another holds a carré.
    """
    out = [0] * len(rules.table.teams)
    if rules.declarations_credited is not None:
        declared = rules.declarations_credited(declared, taker)
    elif not declared:
        return out  # nothing declared, nothing credited: every deal of a variant without declarations
    spec = rules.spec["declarations"]
    team_of = rules.table.team_of
    groups = [("carre",), ("sequence",)] if spec.get("compare_by") == "by_category" else [("carre", "sequence")]
    holders_of_carres = {team_of[s] for s, ds in declared.items() for d in ds if d.kind == "carre"}
    if spec.get("carre_cancels_opponent_sequences"):
        # A side's sequences are worth nothing while another side holds a carré: they do not compete.
        declared = {
            s: [d for d in ds if d.kind != "sequence" or not holders_of_carres - {team_of[s]}]
            for s, ds in declared.items()
        }
    worth = rules.declarations_worth
    for kinds in groups:
        teams = scoring_teams(rules, contract, declared, first, kinds)
        if worth is not None:
            for t in teams:
                out[t] += worth([d for s, ds in declared.items() if team_of[s] == t for d in ds if d.kind in kinds])
            continue
        for seat, ds in declared.items():
            if team_of[seat] in teams:
                out[team_of[seat]] += sum(d.points for d in ds if d.kind in kinds)
    return out


def formed_in_tricks(rules: Rules, contract: Contract) -> bool:
    """Whether this variant's combinations form from the cards of each trick (Klaverjas's roem) in
    this contract, rather than in the hands."""
    if not rules.scoring.roem_in_tricks:
        return False  # asked at every deal's end: the one field read first
    spec = rules.spec["declarations"]
    return bool(spec.get("enabled")) and contract.kind in spec.get("contracts", [contract.kind])


def combination_points(rules: Rules, contract: Contract, cards: int) -> int:
    """What a set of cards (a trick on the table) is worth in combinations: its carrés, its sequences
    (the longest run of each suit, by the sequence order) and the trump pair, which counts besides a
    sequence it belongs to. The same tables as a hand's declarations, read on other cards."""
    points = sum(p for mask, _, p, _, _ in _carre_table(rules, contract) if cards & mask == mask)
    n = rules.deck.n_ranks
    table = _sequence_table(rules, contract.kind)
    full = (1 << n) - 1
    for s in range(len(rules.deck.suits)):
        for _, p, _, _ in table[cards >> (s * n) & full]:
            points += p
    pair = rules.scoring.trump_pair
    if pair and contract.trump is not None:
        ranks = rules.memo(("declarations.trump_pair",), lambda: sum(1 << rules.deck.rank(r) for r in pair[0]))
        both = ranks << (contract.trump * n)
        if cards & both == both:
            points += pair[1]
    return points


def trick_roem(rules: Rules, contract: Contract, tricks: Sequence[tuple[int, Sequence[int]]]) -> list[int]:
    """Combination points per team when they form in tricks: each trick's worth goes to the side of
    the player who won it, with no comparison between the sides. A trick's cards come in the order played."""
    out = [0] * len(rules.table.teams)
    judge = rules.trick_roem_judge
    for winner, cards in tricks:
        if judge is not None:
            out[rules.table.team_of[winner]] += judge(rules, contract, cards)
            continue
        out[rules.table.team_of[winner]] += combination_points(rules, contract, sum(1 << c for c in cards))
    return out
