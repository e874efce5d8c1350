"""Fault operators of the family declarations (changes/faults/model.py): carrés and runs found in a hand or a
trick, and which side's score, as real engines get them wrong. Another comparison key or tie-break, a player's
declarations compared by their sum, a tie that scores for both sides or no comparison at all, declarations
credited to the takers or one only per player, one card in a run and a carré, long runs cut, left whole or
counted twice, lower runs of a suit missed, carrés of ranks worth nothing still found, and Klaverjas's roem
found in a trick by a test that is wrong.

Most bind only where combinations form in the hands; those on a trick's roem only where they form in the
tricks. A comparison is put wrong through the compiled rules' own copy of the variant's data or the seams
`Rules.declaration_winners`, `declarer_key`, `declarations_credited` and `declarations_worth`, a combination
through the tables the finder reads (declarations.CARRES and SEQUENCES in the rules' memo) and a trick's roem
through `Rules.trick_roem_judge`."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from belote_spec.changes.faults.model import Operator, Site
from belote_spec.engine import declarations as engine
from belote_spec.engine.contracts import Contract
from belote_spec.engine.declarations import Declaration
from belote_spec.engine.rules import Rules

COMPARE = "/declarations/compare"
FIELD_WORDS = {
    "points": "points",
    "length": "length",
    "top_card": "the top card",
    "carre_beats_sequence": "a carré over a run",
    "trump": "trump over plain",
    "first_in_order": "who declares first",
}


def _spec(rules: Rules) -> dict[str, Any]:
    spec: dict[str, Any] = rules.spec["declarations"]
    return spec


def _in_hand(rules: Rules) -> bool:
    """Whether this variant finds combinations in the hands and compares them."""
    spec = _spec(rules)
    return (
        bool(spec.get("enabled")) and not rules.scoring.roem_in_tricks and bool(spec.get("carres") or _lengths(rules))
    )


def _in_tricks(rules: Rules) -> bool:
    """Whether this variant's combinations form in each trick (roem), for the trick's winner."""
    return bool(_spec(rules).get("enabled")) and rules.scoring.roem_in_tricks


def _compare(rules: Rules) -> list[str]:
    return list(_spec(rules).get("compare", ["points"]))


def _lengths(rules: Rules) -> list[int]:
    return [e["length"] for e in _spec(rules).get("sequences", [])]


def _words(fields: list[str]) -> str:
    return ", then ".join(FIELD_WORDS[f] for f in fields)


def _compare_by(fields: list[str], words: str) -> Any:
    """A site putting `fields` in place of the variant's comparison, unless that is the variant's own."""

    def sites(rules: Rules) -> list[Site]:
        was = _compare(rules)
        if not _in_hand(rules) or fields == was:
            return []

        def apply(r: Rules) -> None:
            _spec(r)["compare"] = list(fields)

        return [Site(COMPARE, f"{words}, not by {_words(was)}", apply)]

    return sites


def _tie_break(rules: Rules, field: str) -> list[str]:
    """The variant's comparison with `field` as the first tie-break after its first key."""
    was = _compare(rules)
    return [was[0], field, *[f for f in was[1:] if f != field]]


def _seat_order(rules: Rules) -> list[Site]:
    was = _compare(rules)
    fields = [was[0], "first_in_order"]
    if not _in_hand(rules) or fields == was:
        return []

    def apply(r: Rules) -> None:
        _spec(r)["compare"] = fields

    words = f"declarations equal in {FIELD_WORDS[was[0]]} go to who declares first, not by {_words(was[1:])}"
    return [Site(COMPARE, words, apply)]


def _trump_first(rules: Rules) -> list[Site]:
    was = _compare(rules)
    fields = _tie_break(rules, "trump")
    if not _in_hand(rules) or fields == was or not _lengths(rules):
        return []

    def apply(r: Rules) -> None:
        _spec(r)["compare"] = fields

    words = f"declarations equal in {FIELD_WORDS[was[0]]} go to a trump run first ({_words(fields)})"
    return [Site(COMPARE, words, apply)]


def _all_best(best: dict[int, tuple[int, ...]]) -> list[int]:
    top = max(best.values())
    return [t for t, k in best.items() if k == top]


def _tie_both(rules: Rules) -> list[Site]:
    if not _in_hand(rules) or "first_in_order" in _compare(rules):
        return []  # the order of declaring leaves no tie between two sides

    def apply(r: Rules) -> None:
        r.declaration_winners = _all_best

    return [Site(COMPARE, "when the best declarations of two sides are equal, both sides score theirs", apply)]


def _both_score(rules: Rules) -> list[Site]:
    if not _in_hand(rules):
        return []

    def apply(r: Rules) -> None:
        r.declaration_winners = list

    return [Site("/declarations/compare_by", "every side scores its declarations: nobody compares them", apply)]


def _two_declarations(rules: Rules) -> list[Site]:
    spec = _spec(rules)
    if not _in_hand(rules) or not spec.get("one_card_one_declaration") or not (spec.get("carres") and _lengths(rules)):
        return []

    def apply(r: Rules) -> None:
        _spec(r)["one_card_one_declaration"] = False

    return [Site("/declarations/one_card_one_declaration", "a card counts in a run and in a carré at once", apply)]


def _runs(rules: Rules) -> tuple[int, str] | None:
    """The longest run the variant lists and the rule saying what a longer one counts as, where a hand can
    hold a longer one."""
    lengths = _lengths(rules)
    if not _in_hand(rules) or not lengths or max(lengths) >= rules.deck.n_ranks:
        return None
    spec = _spec(rules)
    rule = "longer_counts_as" if "longer_counts_as" in spec else "sequences"
    return max(lengths), f"/declarations/{rule}"


def _split_site(pointer: str, words: str, split: engine.SplitRun) -> Site:
    def apply(r: Rules) -> None:
        r.memo(engine.SEQUENCES, lambda: engine.suit_table(r, split))

    return Site(pointer, words, apply)


def _capped(rules: Rules) -> list[Site]:
    """Where a run cut to its top cards keeps its points and top card, only its length can tell: bound where
    length is compared, a run of every rank is cut otherwise, or the card it frees could join a carré."""
    found = _runs(rules)
    if found is None:
        return []
    longest, pointer = found
    spec = _spec(rules)
    frees = spec.get("one_card_one_declaration") and rules.hand_size >= longest + 1 + len(rules.deck.suits) - 1
    if "length" not in _compare(rules) and not spec.get("eight_in_a_row_as") and not frees:
        return []

    def split(_spec: dict[str, Any], run: list[int]) -> list[list[int]]:
        return [run[:longest]]

    return [_split_site(pointer, f"a run longer than {longest} counts as its top {longest} cards only", split)]


def _uncapped(rules: Rules) -> list[Site]:
    if not _in_hand(rules) or not _spec(rules).get("eight_in_a_row_as"):
        return []
    parts = " and ".join(map(str, _spec(rules)["eight_in_a_row_as"]))

    def split(_spec: dict[str, Any], run: list[int]) -> list[list[int]]:
        return [run]

    pointer = "/declarations/eight_in_a_row_as"
    return [_split_site(pointer, f"a run of every rank counts as one run, not as runs of {parts}", split)]


def _long_worthless(rules: Rules) -> list[Site]:
    found = _runs(rules)
    if found is None or "longer_counts_as" not in _spec(rules):
        return []
    longest, pointer = found

    def split(spec: dict[str, Any], run: list[int]) -> list[list[int]]:
        return [p for p in engine._split_run(spec, run) if len(p) <= longest]

    return [_split_site(pointer, f"a run longer than {longest} counts nothing", split)]


def _worthless_carres(rules: Rules) -> list[Site]:
    spec = _spec(rules)
    if not _in_hand(rules) or not spec.get("carres") or spec.get("one_card_one_declaration"):
        return []  # where a card counts once, the finder keeps only carrés worth something anyway
    values = {rules.deck.rank(e["rank"]): e["points"] for e in spec["carres"]}
    worthless = [r for r in range(rules.deck.n_ranks) if values.get(r, 0) <= 0]
    if not worthless:
        return []

    def apply(r: Rules) -> None:
        carres = [engine.carre(r, rank, values.get(rank, 0)) for rank in range(r.deck.n_ranks)]
        r.memo(engine.CARRES, lambda: engine.carre_table(r, carres))

    names = " or ".join(f"{rules.deck.ranks[k]}s" for k in worthless)
    words = f"a carré of {names} is a declaration worth nothing that still competes"
    return [Site("/declarations/carres", words, apply)]


def _without_length(rules: Rules) -> list[Site]:
    was = _compare(rules)
    fields = [f for f in was if f != "length"]
    if not _in_hand(rules) or fields == was or not fields:
        return []

    def apply(r: Rules) -> None:
        _spec(r)["compare"] = list(fields)

    return [Site(COMPARE, f"declarations are compared by {_words(fields)}, their length left out", apply)]


def _carres_by_seat(rules: Rules) -> list[Site]:
    """Where two carrés are worth the same and the comparison reaches their rank: the engine skips the rank."""
    spec = _spec(rules)
    worth = [e["points"] for e in spec.get("carres", []) if e["points"] > 0]
    tied = len(worth) != len(set(worth))
    if not _in_hand(rules) or not tied or spec.get("carre_order") == "none" or "top_card" not in _compare(rules):
        return []

    def apply(r: Rules) -> None:
        _spec(r)["carre_order"] = "none"

    words = "carrés of equal value rank alike, the next step of the comparison decides: their rank is left out"
    return [Site("/declarations/carre_order", words, apply)]


def _declarer_sum(mine: Sequence[Declaration], keys: list[tuple[int, ...]]) -> tuple[int, ...]:
    return (sum(d.points for d in mine), *max(keys))


def _sum_compared(rules: Rules) -> list[Site]:
    if not _in_hand(rules):
        return []

    def apply(r: Rules) -> None:
        r.declarer_key = _declarer_sum

    words = "the player whose declarations add up to most wins the declarations, not the one holding the best"
    return [Site(COMPARE, words, apply)]


def _play_order_top(rules: Rules) -> list[Site]:
    """Where the order of play ranks two ranks that can top a run otherwise than the sequence order does."""
    lengths = _lengths(rules)
    if not _in_hand(rules) or "top_card" not in _compare(rules) or not lengths:
        return []
    n = rules.deck.n_ranks
    play = [n - rules.plain_strength[k] for k in range(n)]  # 0 = the highest in the order of play
    seq = rules.sequence_index
    tops = sorted(range(n), key=lambda k: seq[k])[: n - min(lengths) + 1]
    if all((seq[a] < seq[b]) == (play[a] < play[b]) for a in tops for b in tops):
        return []

    def apply(r: Rules) -> None:
        def build() -> Any:
            table = engine.suit_table(r, engine._split_run)
            return [[(cards, pts, length, play[cards[0]]) for cards, pts, length, _ in runs] for runs in table]

        r.memo(engine.SEQUENCES, build)

    order = " ".join(map(str, _order(rules, "plain")))
    words = f"runs equal before the top card are ranked by the top card in the order of play ({order})"
    return [Site(COMPARE, words, apply)]


def _order(rules: Rules, name: str) -> list[Any]:
    ranks: list[Any] = rules.spec["orders"][name]["ranks"]
    return ranks


def _eight_adds_tierce(rules: Rules) -> list[Site]:
    """Where a hand can hold every card of a suit and the variant counts that run as one."""
    found = _runs(rules)
    n = rules.deck.n_ranks
    if found is None or rules.hand_size < n or _spec(rules).get("eight_in_a_row_as"):
        return []
    shortest = min(_lengths(rules))

    def split(spec: dict[str, Any], run: list[int]) -> list[list[int]]:
        parts = engine._split_run(spec, run)
        return [*parts, run[:shortest]] if len(run) == n else parts

    words = f"a run of all {n} cards of a suit counts as that run and again as a run of {shortest} to its top card"
    return [_split_site(found[1], words, split)]


def _shorter_too(rules: Rules) -> list[Site]:
    """Where a run can be longer than another length of the table: in a hand, or in a trick's cards."""
    lengths = sorted(_lengths(rules))
    most = rules.table.n if _in_tricks(rules) else rules.hand_size
    if not (_in_hand(rules) or _in_tricks(rules)) or len(lengths) < 2 or lengths[1] > most:
        return []

    def split(spec: dict[str, Any], run: list[int]) -> list[list[int]]:
        out = []
        for part in engine._split_run(spec, run):
            out += [part, *(part[:k] for k in lengths if k < len(part))]
        return out

    words = "a run also scores every shorter run of the table within it"
    return [_split_site("/declarations/sequences", words, split)]


def _top_run_only(rules: Rules) -> list[Site]:
    """Where a suit held can have a run below a gap."""
    lengths = _lengths(rules)
    n = rules.deck.n_ranks
    if not _in_hand(rules) or not lengths or min(lengths) + 2 > n:
        return []

    def apply(r: Rules) -> None:
        by_top = sorted(range(n), key=lambda k: r.sequence_index[k])

        def build() -> Any:
            table = engine.suit_table(r, engine._split_run)
            out = []
            for held in range(1 << n):
                run = 0  # the run through the highest card held
                for k in by_top:
                    if held >> k & 1:
                        run |= 1 << k
                    elif run:
                        break
                out.append(table[run])
            return out

        r.memo(engine.SEQUENCES, build)

    return [Site("/declarations/sequences", "in each suit only the run through the highest card held counts", apply)]


def _credited_to_takers(
    declared: Mapping[int, Sequence[Declaration]], taker: int | None
) -> Mapping[int, Sequence[Declaration]]:
    if taker is None:
        return declared
    return {taker: [d for ds in declared.values() for d in ds]}


def _to_takers(rules: Rules) -> list[Site]:
    if not _in_hand(rules):
        return []

    def apply(r: Rules) -> None:
        r.declarations_credited = _credited_to_takers

    return [Site("/declarations", "every declaration counts for the taking side, whoever declared it", apply)]


def _first_only(
    declared: Mapping[int, Sequence[Declaration]], _taker: int | None
) -> Mapping[int, Sequence[Declaration]]:
    return {s: ([d for d in ds if d.kind == "sequence"] or list(ds))[:1] for s, ds in declared.items()}


def _one_each(rules: Rules) -> list[Site]:
    if not _in_hand(rules):
        return []

    def apply(r: Rules) -> None:
        r.declarations_credited = _first_only

    words = "each player declares one combination only, his first run or else his carré"
    return [Site("/declarations", words, apply)]


def _best_once(ds: Sequence[Declaration]) -> int:
    if not ds:
        return 0
    top = max(d.points for d in ds)
    return top + sum(d.points for d in ds if d.points < top)


def _equal_best_once(rules: Rules) -> list[Site]:
    if not _in_hand(rules):
        return []

    def apply(r: Rules) -> None:
        r.declarations_worth = _best_once

    words = "the side that wins the declarations scores one of those worth its best value, and all its lower ones"
    return [Site("/declarations/compare_by", words, apply)]


def _distinct_carre(rules: Rules) -> list[Site]:
    """Where a trick's four cards of one rank make a carré: the test turned round, a trick of four different
    ranks among those the carrés list makes one, at the lowest carré value."""
    spec = _spec(rules)
    suits = len(rules.deck.suits)
    if not _in_tricks(rules) or rules.table.n < suits:
        return []
    values = {rules.deck.rank(e["rank"]): e["points"] for e in spec.get("carres", []) if e["points"] > 0}
    if len(values) < suits:
        return []
    flat = min(values.values())
    rank_of = rules.deck.rank_of

    def judge(r: Rules, contract: Contract, cards: Sequence[int]) -> int:
        pts = engine.combination_points(r, contract, sum(1 << c for c in cards))
        ranks = {rank_of[c] for c in cards}
        return pts + flat if len(cards) == suits == len(ranks) and ranks <= values.keys() else pts

    def apply(r: Rules) -> None:
        r.memo(engine.CARRES, list)
        r.trick_roem_judge = judge

    words = f"a trick of {suits} cards of different ranks scores a carré, and {suits} cards of one rank none"
    return [Site("/declarations/carres", words, apply)]


def _misordered(rules: Rules, cards: Sequence[int]) -> list[int]:
    """The trick's cards, in the order played, after an insertion sort (the one C++'s std::sort runs on a
    few items) by 'a before b when a's suit comes first or a's rank is lower': no order at all."""
    n = rules.deck.n_ranks
    seq = rules.sequence_index

    def before(a: int, b: int) -> bool:
        return a // n < b // n or seq[a % n] > seq[b % n]

    out = list(cards)
    for i in range(1, len(out)):
        card = out[i]
        if before(card, out[0]):
            out[1 : i + 1] = out[0:i]
            out[0] = card
            continue
        j = i
        while before(card, out[j - 1]):
            out[j] = out[j - 1]
            j -= 1
        out[j] = card
    return out


def _neighbour_runs(rules: Rules, cards: Sequence[int]) -> int:
    """Run points of cards that follow each other, in suit and by the sequence order, in the misordered list."""
    spec = _spec(rules)
    values = {e["length"]: e["points"] for e in spec.get("sequences", [])}
    longest = max(values)
    longer = values.get(spec.get("longer_counts_as", longest), 0)
    n = rules.deck.n_ranks
    seq = rules.sequence_index
    out = _misordered(rules, cards)
    points, length = 0, 1
    for prev, card in zip(out, [*out[1:], None], strict=True):
        if card is not None and card // n == prev // n and seq[prev % n] - seq[card % n] == 1:
            length += 1
            continue
        points += values.get(length, longer if length > longest else 0)
        length = 1
    return points


def _suit_runs(rules: Rules, mask: int) -> int:
    n = rules.deck.n_ranks
    table = engine._sequence_table(rules)
    return sum(p for s in range(len(rules.deck.suits)) for _, p, _, _ in table[mask >> (s * n) & ((1 << n) - 1)])


def _pair_cards(rules: Rules, contract: Contract) -> tuple[int, int] | None:
    """The trump pair's two cards, the lower in the sequence order first."""
    pair = rules.scoring.trump_pair
    if not pair or contract.trump is None:
        return None
    n = rules.deck.n_ranks
    low, high = sorted((rules.deck.rank(r) for r in pair[0]), key=lambda k: -rules.sequence_index[k])
    return contract.trump * n + low, contract.trump * n + high


def _sorted_runs(rules: Rules) -> list[Site]:
    if not _in_tricks(rules) or not _lengths(rules):
        return []

    def judge(r: Rules, contract: Contract, cards: Sequence[int]) -> int:
        mask = sum(1 << c for c in cards)
        return engine.combination_points(r, contract, mask) - _suit_runs(r, mask) + _neighbour_runs(r, cards)

    def apply(r: Rules) -> None:
        r.trick_roem_judge = judge

    words = (
        "runs in a trick count only between neighbours of its cards sorted by 'suit first or rank lower', "
        "which is no order: a card of another suit can split a run"
    )
    return [Site("/declarations/sequences", words, apply)]


def _sorted_pair(rules: Rules) -> list[Site]:
    if not _in_tricks(rules) or not rules.scoring.trump_pair:
        return []
    points = rules.scoring.trump_pair[1]

    def judge(r: Rules, contract: Contract, cards: Sequence[int]) -> int:
        pts = engine.combination_points(r, contract, sum(1 << c for c in cards))
        pair = _pair_cards(r, contract)
        if pair is None or not set(pair) <= set(cards):
            return pts
        out = _misordered(r, cards)
        return pts if any(tuple(out[i : i + 2]) == pair for i in range(len(out) - 1)) else pts - points

    def apply(r: Rules) -> None:
        r.trick_roem_judge = judge

    words = (
        "the trump pair in a trick counts only where a sort by 'suit first or rank lower', which is no order, "
        "leaves the higher card right after the lower"
    )
    return [Site("/declarations/trump_pair", words, apply)]


FAMILY = "declarations"
OPERATORS: tuple[Operator, ...] = (
    Operator(
        "compare-points-only",
        FAMILY,
        "declarations compared by their points alone",
        _compare_by(["points"], "declarations are compared by their points alone"),
    ),
    Operator(
        "compare-length-only",
        FAMILY,
        "declarations compared by their length alone",
        _compare_by(["length"], "declarations are compared by their length alone"),
    ),
    Operator("tie-break-seat-order", FAMILY, "equal declarations go to who declares first", _seat_order),
    Operator("carres-tie-by-seat", FAMILY, "carrés of equal value are not ranked by their rank", _carres_by_seat),
    Operator("tie-break-trump-first", FAMILY, "equal declarations go to a trump run first", _trump_first),
    Operator("tie-both-score", FAMILY, "on a tie of the best declarations both sides score", _tie_both),
    Operator("card-in-two-declarations", FAMILY, "one card counts in a run and a carré", _two_declarations),
    Operator("runs-capped-at-five", FAMILY, "a long run counts as its top five cards", _capped),
    Operator("runs-uncapped", FAMILY, "a run of every rank is not cut into the runs it counts as", _uncapped),
    Operator("long-runs-worthless", FAMILY, "a run longer than the longest listed counts nothing", _long_worthless),
    Operator("worthless-carre-cancels", FAMILY, "a carré of ranks worth nothing still competes", _worthless_carres),
    Operator("both-sides-score", FAMILY, "every side scores its declarations, without comparison", _both_score),
    Operator("compare-without-length", FAMILY, "declarations compared without their length", _without_length),
    Operator("compare-sum-of-declarations", FAMILY, "a player's declarations compared by their sum", _sum_compared),
    Operator("top-card-by-play-order", FAMILY, "a run's top card ranked by the order of play", _play_order_top),
    Operator("run-of-eight-adds-tierce", FAMILY, "a run of a whole suit also counts as a tierce", _eight_adds_tierce),
    Operator("shorter-run-also-scores", FAMILY, "a run also scores the shorter runs within it", _shorter_too),
    Operator("only-top-run-per-suit", FAMILY, "only a suit's run through its highest card counts", _top_run_only),
    Operator("declarations-to-takers", FAMILY, "every declaration counts for the takers", _to_takers),
    Operator("one-declaration-per-player", FAMILY, "each player declares one combination only", _one_each),
    Operator(
        "equal-best-declarations-score-once",
        FAMILY,
        "the winners' declarations of their best value score once",
        _equal_best_once,
    ),
    Operator("carre-of-distinct-ranks", FAMILY, "a trick of four different ranks is a carré", _distinct_carre),
    Operator(
        "roem-sort-not-by-suit",
        FAMILY,
        "a trick's runs and trump pair found between neighbours of a sort that is no order",
        lambda rules: _sorted_runs(rules) + _sorted_pair(rules),
    ),
)
