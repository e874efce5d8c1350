"""Fault operators of the family declarations (changes/faults/model.py): carrés and runs found in a hand, and
which side's score, as real engines get them wrong. Another comparison key or tie-break, a tie that scores
for both sides or no comparison at all, one card in a run and a carré, long runs cut or left whole, carrés of
ranks worth nothing still found.

They bind only where combinations form in the hands (not Klaverjas's roem, formed in the tricks). A
comparison is put wrong through the compiled rules' own copy of the variant's data or
`Rules.declaration_winners`, a combination through the tables the finder reads (declarations.CARRES and
SEQUENCES in the rules' memo)."""

from __future__ import annotations

from typing import Any

from belote_spec.changes.faults.model import Operator, Site
from belote_spec.engine import declarations as engine
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
    Operator("tie-break-trump-first", FAMILY, "equal declarations go to a trump run first", _trump_first),
    Operator("tie-both-score", FAMILY, "on a tie of the best declarations both sides score", _tie_both),
    Operator("card-in-two-declarations", FAMILY, "one card counts in a run and a carré", _two_declarations),
    Operator("runs-capped-at-five", FAMILY, "a long run counts as its top five cards", _capped),
    Operator("runs-uncapped", FAMILY, "a run of every rank is not cut into the runs it counts as", _uncapped),
    Operator("long-runs-worthless", FAMILY, "a run longer than the longest listed counts nothing", _long_worthless),
    Operator("worthless-carre-cancels", FAMILY, "a carré of ranks worth nothing still competes", _worthless_carres),
    Operator("both-sides-score", FAMILY, "every side scores its declarations, without comparison", _both_score),
)
