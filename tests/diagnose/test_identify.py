"""`belote-spec identify` names the variant an engine plays, by its behaviour, and the rule parameters on
which it departs from it, with a position that shows each."""

from __future__ import annotations

import copy
import itertools
import json
import sys
from collections import Counter
from pathlib import Path
from typing import Any, ClassVar

import jsonschema
import pytest

from belote_spec.changes.mutants import CATALOG, Mutant
from belote_spec.changes.perturb import REMOVED, get, has, strip_docs
from belote_spec.cli import main
from belote_spec.diagnose.identify import as_json, as_text, identify
from belote_spec.diagnose.identify.core import Reference
from belote_spec.engine.rules import Rules, rules_for
from belote_spec.protocol.interface import ReferenceEngine
from belote_spec.spec.loader import shipped_variant_ids
from belote_spec.spec.resources import schemas_dir

SERVE = [sys.executable, "-m", "belote_spec", "serve"]
PATCH_MUTANTS = [m for m in CATALOG if m.patch is not None]


@pytest.fixture(scope="module")
def reference() -> Reference:
    return Reference()


@pytest.fixture(scope="module")
def report_schema() -> jsonschema.Draft202012Validator:
    return jsonschema.Draft202012Validator(json.loads((schemas_dir() / "identify-report.schema.json").read_text()))


def _changed(before: Any, after: Any, pointer: str = "") -> list[str]:
    """The pointers at which two specs differ, lists of plain values taken whole."""
    if isinstance(before, dict) and isinstance(after, dict):
        out = []
        for k in sorted(set(before) | set(after)):
            if k not in before or k not in after:
                out.append(f"{pointer}/{k}")
            elif before[k] != after[k]:
                out += _changed(before[k], after[k], f"{pointer}/{k}")
        return out
    if (
        isinstance(before, list)
        and isinstance(after, list)
        and len(before) == len(after)
        and any(isinstance(x, dict | list) for x in before)
    ):
        return [p for i, (x, y) in enumerate(zip(before, after, strict=True)) for p in _changed(x, y, f"{pointer}/{i}")]
    return [pointer]


def _mutant(m: Mutant) -> tuple[dict[str, Any], str, Any]:
    """The mutant's rules, the pointer its patch changes and the value there (REMOVED when deleted)."""
    spec = copy.deepcopy(rules_for(m.variant).spec)
    m.patch(spec)
    (pointer,) = _changed(rules_for(m.variant).spec, spec)
    return spec, pointer, get(spec, pointer) if has(spec, pointer) else REMOVED


def test_the_reference_engine_is_each_shipped_variant_exactly(reference: Reference) -> None:
    report = identify(ReferenceEngine(), reference=reference)
    assert [n.name for n in report.names] == shipped_variant_ids()
    for n in report.names:
        assert (n.closest.variant, n.exact, n.tied, n.departures) == (n.name, True, [], []), n.name
        assert n.closest.counted > 40 and n.ranking[1].agree < n.ranking[1].counted
    assert report.exit_code == 0 and not report.stale


_NAMES = shipped_variant_ids()


# One item per variant played (each under the next variant's name), so xdist spreads them over workers.
# The search for the departures from the claimed variant runs on a budget of 3,000 reference answers, not
# the shipped 150,000: what is asserted of it here (departures or unexplained positions, either) holds
# either way, and a far pair (french-sans-atout-ffb under klaverjas-amsterdam's name) spent its whole
# shipped budget, a quarter of this file's time, to end cut short all the same. The shipped budget's
# searches to their end are checked by the rule mutants, the harnesses and the cut-short test below.
@pytest.mark.parametrize(("played", "label"), list(zip(_NAMES, _NAMES[1:] + _NAMES[:1], strict=True)))
def test_an_engine_is_recognised_by_its_behaviour_not_by_the_name_it_answers_to(
    reference: Reference, played: str, label: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    from belote_spec.diagnose.identify import core

    monkeypatch.setattr(core, "BUDGET", 3_000)
    report = identify(ReferenceEngine(rules={label: rules_for(played)}), [label], reference=reference)
    (n,) = report.names
    assert (n.name, n.closest.variant, n.exact) == (label, played, True)
    # ... and the report says it is not the variant it claims, with its departures from that one.
    assert (n.claimed, n.against, n.misnamed, report.exit_code) == (label, label, True, 1), label
    assert n.departures or n.unexplained, label


def test_there_are_rule_mutants_to_find() -> None:
    assert len(PATCH_MUTANTS) >= 10


# One item per mutant, so xdist spreads them over workers. Every one, coinche-fall-162 included: a failed
# contract scoring 162, not 160, shows at coinche's own table only where the rounding does not hide it,
# and positions are chosen for numbers nudged by 2 too.
@pytest.mark.parametrize("m", PATCH_MUTANTS, ids=[m.name for m in PATCH_MUTANTS])
def test_the_departed_parameter_of_each_rule_mutant_is_found(reference: Reference, m: Mutant) -> None:
    spec, pointer, value = _mutant(m)
    (n,) = identify(ReferenceEngine(rules={m.variant: Rules(spec)}), [m.variant], reference=reference).names
    first = n.departures[0].perturbation if n.departures else None
    seen = [(d.perturbation.pointer, d.perturbation.value) for d in n.departures]
    assert n.closest.variant == m.variant and first is not None and first.pointer == pointer and not n.unexplained, (
        f"{m.name}: closest {n.closest.variant}, departures {seen}, "
        f"{len(n.unexplained)} unexplained (expected {pointer} = {value!r})"
    )


@pytest.mark.parametrize(
    ("mutant", "variant", "pointer", "was", "now"),
    [
        ("french-capot-250", "french", "/scoring/capot/bonus", 90, 88),
        ("bela-no-iber", "bela", "/play/obligations/beat_led_suit/required", True, False),
    ],
)
def test_a_mutant_served_through_the_protocol_is_identified(
    mutant: str,
    variant: str,
    pointer: str,
    was: Any,
    now: Any,
    report_schema: jsonschema.Draft202012Validator,
    capsys: pytest.CaptureFixture[str],
) -> None:
    command = " ".join([*SERVE, "--mutant", mutant])
    assert main(["identify", "--engine", command, "--variant", variant, "--format", "json"]) == 1
    report = json.loads(capsys.readouterr().out)
    report_schema.validate(report)
    (n,) = report["names"]
    assert (n["name"], n["closest"], n["exact"], n["unexplained"]) == (variant, variant, False, 0)
    (d,) = n["departures"]
    assert (d["pointer"], d["variant"], d["engine"]) == (pointer, {"value": was}, {"value": now})
    assert d["description"] and d["shown_by"]["request"]["args"]["variant"] == variant
    assert d["shown_by"]["expected"] != d["shown_by"]["got"]


def test_the_text_report_names_the_variant_the_parameter_and_the_position(reference: Reference) -> None:
    spec = copy.deepcopy(rules_for("french").spec)
    spec["scoring"]["capot"]["bonus"] = 88
    report = identify(ReferenceEngine(rules={"french": Rules(spec)}), ["french"], reference=reference)
    text = as_text(report)
    assert "french: closest variant: french (" in text
    assert "departs on /scoring/capot/bonus: french has 90, the engine behaves as 88" in text
    assert "position: " in text and " expected " in text and " got " in text
    assert report.exit_code == 1


class _Flaky(ReferenceEngine):
    """Plays French, but crashes on some calls and answers garbage on others."""

    def trick_winner(self, variant: str, contract: dict, trick: list[dict]) -> str:
        raise RuntimeError("boom")

    def card_points(self, variant: str, contract: dict, card: str) -> int:
        return object()  # type: ignore[return-value]

    def bid(self, handle: str, seat: str, bid: dict) -> None:
        raise SystemExit(3)


def test_an_engine_that_crashes_or_answers_garbage_gets_a_report(
    reference: Reference, report_schema: jsonschema.Draft202012Validator
) -> None:
    report = identify(_Flaky(), ["french"], reference=reference)
    (n,) = report.names
    assert n.closest.variant == "french" and not n.exact and n.unexplained
    assert {e.got.kind for e in n.unexplained} == {"error"}
    assert report.exit_code == 1
    report_schema.validate(json.loads(json.dumps(as_json(report))))


GARBAGE = """
import json, sys
for line in sys.stdin:
    req = json.loads(line)
    if req["op"] == "hello":
        print(json.dumps({"id": req["id"], "result": {"name": "garbage", "version": "0", "language": "python",
                          "protocol": 1, "variants": ["french"], "operations": []}}), flush=True)
    elif req["op"] == "card_points":
        print("this is not JSON", flush=True)
    elif req["op"] == "trick_winner":
        sys.exit(1)
    else:
        print(json.dumps({"id": req["id"], "skip": {"reason": "not implemented"}}), flush=True)
"""


def test_a_subprocess_engine_that_crashes_or_prints_garbage_gets_a_report(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], report_schema: jsonschema.Draft202012Validator
) -> None:
    script = tmp_path / "garbage.py"
    script.write_text(GARBAGE, encoding="utf-8")
    assert main(["identify", "--engine", f"{sys.executable} {script}", "--format", "json", "--timeout", "5"]) == 1
    report = json.loads(capsys.readouterr().out)
    report_schema.validate(report)
    (n,) = report["names"]
    assert n["name"] == "french" and n["skipped"] > 0 and n["unexplained"] > 0 and not n["exact"]
    assert {"error"} == {next(iter(e["got"])) for e in n["unexplained_positions"]}


def test_usage_errors_exit_2(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["identify", "--engine", "python:no_such_module_here:Engine"]) == 2
    assert main(["identify", "--engine", f"{sys.executable} -c pass"]) == 2
    assert main(["identify", "--variant", "no-such-variant"]) == 2
    err = capsys.readouterr().err
    assert "cannot load the engine" in err and "handshake" in err and "does not support no-such-variant" in err


def test_the_stored_positions_were_chosen_for_the_current_rules(reference: Reference) -> None:
    assert not reference.stale, "run `belote-spec identify --update`"
    # a compact set, so a full run stays quick: 407 for 14 variants, 456 for 18
    assert len(reference.positions) < 30 * len(shipped_variant_ids())


def test_a_stale_position_set_is_said_so(reference: Reference) -> None:
    kept = reference.stored_fingerprint
    try:
        reference.stored_fingerprint = "0" * 16  # as if the rules had changed since the positions were chosen
        report = identify(ReferenceEngine(), ["french"], reference=reference)
    finally:
        reference.stored_fingerprint = kept
    assert report.stale and "belote-spec identify --update" in as_text(report)


def test_perturbations_come_from_the_schema_and_the_other_variants() -> None:
    from belote_spec.changes.perturb import describe, perturbations
    from belote_spec.spec.loader import load_variant

    names = shipped_variant_ids()
    specs = {v: load_variant(v) for v in names}
    found = {
        (q.pointer, json.dumps(q.value, default=repr), q.how)
        for q in perturbations(specs["french"], {v: s for v, s in specs.items() if v != "french"})
    }
    assert ("/play/obligations/follow_suit/required", "false", "flipped") in found
    assert ("/belote/order", '"as_listed"', "enum") in found  # an alternative the schema lists
    assert ("/scoring/capot/bonus", "100", "other-variant") in found  # another variant's value
    assert ("/scoring/tie/award_to", '"(absent)"', "removed") in found  # an optional rule taken out
    assert any(p == "/declarations/instant_win" and how == "added" for p, _, how in found)
    assert describe("/scoring/capot/bonus") == "Bonus for the side that wins every trick."


def test_the_kept_positions_tell_apart_what_all_of_them_do() -> None:
    from belote_spec.diagnose.identify.discriminate import _Model, select
    from belote_spec.diagnose.identify.positions import Position

    positions = [Position("legal_cards", {"n": i}) for i in range(6)]
    models = [
        _Model(0, ["a", "a", "a", "x", None, "a"]),  # two variants...
        _Model(1, ["a", "b", "a", "x", "c", "a"]),
        _Model(0, ["a", "a", "b", "x", None, "a"]),  # ...and a perturbation of the first
        _Model(1, ["a", "b", "a", "x", "c", "a"]),
    ]  # one that changes nothing visible
    kept = select(positions, models, n_variants=2)
    assert 0 not in kept and 3 not in kept and 5 not in kept  # the same for everyone: no use
    assert {1, 2} <= set(kept)


class _LegalOnly(ReferenceEngine):
    """Plays French legal cards and declines (skip) every other operation: the legal_cards positions alone."""

    def __getattribute__(self, name: str) -> Any:
        if (
            name not in ("legal_cards", "supports")
            and not name.startswith("_")
            and callable(getattr(ReferenceEngine, name, None))
        ):

            def declined(*args: Any, **kwargs: Any) -> Any:
                from belote_spec.protocol.interface import Unsupported

                raise Unsupported(f"{name} is not implemented")

            return declined
        return object.__getattribute__(self, name)


def test_a_verdict_on_a_small_share_of_the_positions_is_no_verdict(
    reference: Reference, report_schema: jsonschema.Draft202012Validator
) -> None:
    from belote_spec.diagnose.identify.core import table_of
    from belote_spec.diagnose.identify.positions import fits

    report = identify(_LegalOnly(), ["french", "coinche"], reference=reference)
    assert report.exit_code == 5
    sent = [p for p in reference.positions if fits(p, table_of(ReferenceEngine(), "french"))]
    asked = len(sent)
    legal = sum(p.op == "legal_cards" for p in sent)
    for n in report.names:
        assert (n.answered, n.asked, n.enough, n.exact, n.departs) == (legal, asked, False, False, False)
        assert n.closest.counted * 2 < n.closest.relevant
    text = as_text(report)
    assert "— exactly" not in text
    assert f"french: no verdict: the engine answered {legal} of the {asked} positions" in text
    data = as_json(report)
    report_schema.validate(data)
    assert data["exit_code"] == 5 and [n["enough"] for n in data["names"]] == [False, False]


def test_a_position_dealt_from_another_deck_is_not_sent_to_a_name_without_those_cards(reference: Reference) -> None:
    """A Schieber six cannot be dealt at a French table, nor a 32-card pack at a 36-card one: such a position
    tells nothing of the name's rules, and identify does not send it (table_of reads the deck)."""
    from belote_spec.diagnose.identify.core import table_of
    from belote_spec.diagnose.identify.positions import Table, fits

    french, schieber = (table_of(ReferenceEngine(), v) for v in ("french", "schieber"))
    assert french is not None and schieber is not None and french.deck is not None and "6H" not in french.deck
    sixes = [p for p in reference.positions if any(c.startswith("6") for c in p.pack_needs[0])]
    packs = [p for p in reference.positions if p.pack_needs[1] == 32]
    assert sixes and packs
    assert not any(fits(p, french) for p in sixes) and not any(fits(p, schieber) for p in packs)
    # Without a deck said, the seats alone decide, as for an engine whose variant_info gives none.
    assert any(fits(p, Table(french.seats, french.sides)) for p in sixes)


class _Counting(ReferenceEngine):
    """The reference engine, counting the positions it is sent (a stateless call, or a probe's new_deal)
    and remembering the seats and the cards per trick of each, as the engine sees them."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.sent = 0
        self.seats: set[str] = set()
        self.trick_sizes: set[int] = set()

    def __getattribute__(self, op: str) -> Any:
        found = object.__getattribute__(self, op)
        if op.startswith("_") or op in ("supports", "hello", "variant_info", "name") or not callable(found):
            return found

        def counted(*args: Any, **kwargs: Any) -> Any:
            if op not in ("bid", "play", "state", "claim", "discard", "exchange", "end_deal"):  # a probe's steps
                # (and the end of its deal): not a position
                self.sent += 1
            if op == "new_deal":
                self.seats.add(args[1])  # the dealer
            if op == "trick_winner":
                self.trick_sizes.add(len(kwargs["trick"]))
            _seen(kwargs, self.seats, self.trick_sizes)
            return found(*args, **kwargs)

        return counted


def _seen(value: Any, seats: set[str], sizes: set[int]) -> None:
    """The seat names and complete tricks' sizes anywhere in a request."""
    if isinstance(value, dict):
        for k, v in value.items():
            if k in ("seat", "dealer", "taker", "winner", "leader") and isinstance(v, str):
                seats.add(v)
            if k == "tricks" and isinstance(v, list):
                sizes.update(len(t.get("plays", t.get("cards", []))) for t in v if isinstance(t, dict))
            _seen(v, seats, sizes)
    elif isinstance(value, list):
        for v in value:
            _seen(v, seats, sizes)


class _Partial(ReferenceEngine):
    """The reference declaring in its `operations` only legal cards and trick winners, as a partial engine's
    hello does."""

    operations = ("legal_cards", "trick_winner", "variant_info")


def test_positions_of_operations_an_engine_does_not_list_do_not_weigh_against_its_verdict(
    reference: Reference,
) -> None:
    """Positions of unlisted operations are never sent; they are not in the share a verdict needs answered,
    so an honest partial engine playing French exactly is told so (on main: no verdict, exit 5)."""
    report = identify(_Partial(), ["french"], reference=reference)
    (n,) = report.names
    assert n.skipped > 0 and n.answered > 0
    assert n.closest.counted == n.closest.relevant < n.asked
    assert (n.enough, n.exact) == (True, True), as_text(report)


def test_an_engine_answering_every_position_keeps_its_verdict(reference: Reference) -> None:
    """Every position sent is answered and counted; those withheld are the ones French's four seats cannot
    play (counted here from what the engine was sent, not from the report), and none French can judge is lost."""
    engine = _Counting()
    report = identify(engine, ["french"], reference=reference)
    (n,) = report.names
    asked = engine.sent
    assert (n.answered, n.asked, n.enough, n.exact) == (asked, asked, True, True)
    assert 0 < n.withheld == len(reference.positions) - asked
    assert engine.seats == {"N", "E", "S", "W"} and engine.trick_sizes == {4}, (engine.seats, engine.trick_sizes)
    assert n.closest.counted == n.closest.relevant > 0
    counted = n.closest.counted
    assert (
        f"the engine answered {asked} of the {asked} positions asked; french has an opinion on {counted} of "
        f"those ({counted} of the positions sent)" in as_text(report)
    )
    assert f"{n.withheld} stored position(s) not sent: they cannot be played at french's table" in as_text(report)


# -- the same positions for every variant, the table's positions only, the claimed variant, changes together --
class _Lookup:
    """An in-process engine answering each stateless position as given (a value, a rule it rejects, or
    declined) and declining every deal: what an engine answers, position by position, without its rules."""

    name = "lookup"

    def __init__(self, answers: dict[str, Any]) -> None:
        self.answers = answers  # Position.key of the request -> Answer

    def supports(self, variant: str) -> bool:
        return True

    def __getattr__(self, op: str) -> Any:
        from belote_spec.diagnose.identify.positions import Position
        from belote_spec.protocol.interface import Rejected, Unsupported

        if op.startswith("_") or op in ("hello", "variant_info"):
            raise AttributeError(op)  # no handshake, no table of its own: the name's data gives it

        def answer(*args: Any, variant: str = "", **kwargs: Any) -> Any:
            got = self.answers.get(Position(op, kwargs).key) if not args else None
            if got is None or got.kind == "skip":
                raise Unsupported(f"{op} declined")
            if got.kind == "rejected":
                raise Rejected(got.value)
            return copy.deepcopy(got.value)

        return answer


def _answers_of(reference: Reference, rules: Rules) -> dict[int, Any]:
    """The reference's raw answers (as an engine sends them) to the stateless positions under these rules."""
    from belote_spec.diagnose.identify.positions import PROBE, Answer
    from belote_spec.protocol.interface import Rejected

    engine = ReferenceEngine(rules={"x": rules})
    out: dict[int, Any] = {}
    for i, p in enumerate(reference.positions):
        if p.op == PROBE:
            continue
        try:
            out[i] = Answer("result", getattr(engine, p.op)(variant="x", **p.args))
        except Rejected as r:
            out[i] = Answer("rejected", r.rule)
        except Exception:  # a request these rules cannot read: declined
            out[i] = None
    return out


def test_a_variant_whose_positions_the_engine_mostly_declines_does_not_win(reference: Reference) -> None:
    """Plays French (the capot bonus 88: a few disagreements) on the positions bela-3p has no opinion on;
    of bela-3p's own it answers 7, as bela-3p, and declines the rest. Judged each on its own
    positions, bela-3p agreed 7/7 and won 'exactly'; on the same positions French agrees on far more."""
    spec = copy.deepcopy(rules_for("french").spec)
    spec["scoring"]["capot"]["bonus"] = 88
    french, other = _answers_of(reference, Rules(spec)), _answers_of(reference, rules_for("bela-3p"))
    theirs = [i for i in french if reference.answers["bela-3p"][i] is not None]
    answers = {
        reference.positions[i].key: (other[i] if i in theirs[:7] else None) if i in theirs else french[i]
        for i in french
    }
    for name in ("french", "house-rules"):  # a shipped name (its table) and one no variant has (every position)
        (n,) = identify(_Lookup(answers), [name], reference=reference).names
        assert n.closest.variant == "french", (name, [(s.variant, s.agree, s.counted) for s in n.ranking[:3]])
        bela3 = next(s for s in n.ranking if s.variant == "bela-3p")
        assert bela3.agree < n.closest.agree and not n.exact
        assert [d.perturbation.pointer for d in n.departures] == ["/scoring/capot/bonus"]


class _Recording(ReferenceEngine):
    """The reference engine, remembering every request's players: the cards of a complete trick."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.tricks: list[int] = []

    def trick_winner(self, variant: str, contract: dict, trick: list[dict]) -> str:
        self.tricks.append(len(trick))
        return super().trick_winner(variant, contract, trick)

    def score_deal(self, variant: str, deal: dict) -> dict:
        first = deal["tricks"][0] if deal.get("tricks") else {}
        self.tricks.append(len(first.get("plays", first.get("cards", []))))
        return super().score_deal(variant, deal)

    def new_deal(
        self,
        variant: str,
        dealer: str,
        deck: list[str] | None = None,
        seed: int | None = None,
        match_score: dict[str, int] | None = None,
    ) -> str:
        self.tricks.append(-len(self._rules(variant).table.seats))  # a deal at the variant's own table
        return super().new_deal(variant, dealer, deck, seed, match_score)


@pytest.mark.parametrize(("name", "n"), [("french", 4), ("bela-3p", 3), ("bela-2p", 2)])
def test_positions_the_names_table_cannot_play_are_not_sent(reference: Reference, name: str, n: int) -> None:
    engine = _Recording()
    (got,) = identify(engine, [name], reference=reference).names
    assert engine.tricks and {abs(t) for t in engine.tricks if t} == {n}, sorted(set(engine.tricks))
    assert got.withheld > 0 and got.asked + got.withheld == len(reference.positions)
    assert (got.closest.variant, got.exact) == (name, True)


def test_departures_are_reported_from_the_claimed_variant(
    reference: Reference, report_schema: jsonschema.Draft202012Validator
) -> None:
    """An engine playing French under the name french-qcsalon: French fits exactly, and the report
    still says where it departs from french-qcsalon, the variant it claims, and by how much French fits better."""
    report = identify(
        ReferenceEngine(rules={"french-qcsalon": rules_for("french")}), ["french-qcsalon"], reference=reference
    )
    (n,) = report.names
    assert (n.closest.variant, n.exact, n.claimed, n.against, n.misnamed) == (
        "french",
        True,
        "french-qcsalon",
        "french-qcsalon",
        True,
    )
    assert n.departures and report.exit_code == 1
    mine = n.claimed_standing
    assert mine is not None and mine.agree < n.closest.agree
    assert n.closest.rules == 0 and mine.rules is not None and mine.rules > 0
    text = as_text(report)
    assert (
        f"claims french-qcsalon; closest french (departs on 0 rules, french-qcsalon on {mine.rules} rules; "
        f"{n.closest.agree} positions agree, french-qcsalon's {mine.agree}"
    ) in text
    assert "departs from french-qcsalon on" in text
    data = as_json(report)
    report_schema.validate(data)
    assert (data["names"][0]["claimed"], data["names"][0]["departs_from"]) == ("french-qcsalon", "french-qcsalon")


def test_an_engine_departing_on_several_rules_at_once_is_explained_by_them_together(reference: Reference) -> None:
    """French with coinche's declarations and the belote left out of the contract: some positions show
    both at once, so no single change reproduces them; changes chosen on top of each other do."""
    spec = copy.deepcopy(rules_for("french").spec)
    spec["declarations"] = copy.deepcopy(rules_for("coinche").spec["declarations"])
    spec["belote"]["counts_toward_contract"] = False
    (n,) = identify(ReferenceEngine(rules={"french": Rules(spec)}), ["french"], reference=reference).names
    pointers = {d.perturbation.pointer for d in n.departures}
    assert {"/declarations/enabled", "/belote/counts_toward_contract"} <= pointers, pointers
    # Coinche's declarations object is named by its parts, each with coinche's value.
    parts = [d for d in n.departures if d.pointer != "/belote/counts_toward_contract"]
    assert all(_part_of(d, spec, "/declarations") for d in parts)
    assert n.unexplained == [], [e.position.id for e in n.unexplained]
    assert all(d.confirmed is not None and 3 * d.confirmed[0] >= 2 * d.confirmed[1] for d in n.departures)


def _part_of(d: Any, engine_spec: dict[str, Any], block: str) -> bool:
    """Whether a departure names one part of `block`, with the engine's value there."""
    q = d.perturbation
    theirs = strip_docs(get(engine_spec, q.pointer)) if has(engine_spec, q.pointer) else REMOVED
    return (
        q.pointer.startswith(block + "/")
        and not d.near
        and (q.value is REMOVED) == (theirs is REMOVED)
        and (q.value is REMOVED or strip_docs(q.value) == theirs)
    )


def _harness(module: str, variant: str, shared_runs: Path) -> dict[str, Any]:
    """identify run on a real engine's harness in a fresh `belote-spec` process: the very command line
    docs/engines/ records, so tests/docs/test_engine_pages.py's check of that page and this test share one run
    per session (tests/shared_runs.py)."""
    from shared_runs import run_once

    from belote_spec.docs import engine_pages as pages

    run = run_once(shared_runs, pages.commands(module, variant)["identify"], pages._run)
    data = json.loads(run.stdout)
    assert run.returncode == data["exit_code"], run.stderr
    return data


def test_belote_cli_departs_from_french_on_its_confirmed_rules(
    report_schema: jsonschema.Draft202012Validator, shared_runs: Path
) -> None:
    """docs/engines/belote-cli.md: declarations scored (B1), belote out of the contract (B3), the No
    Trumps and All Trumps card tables (B8); French is the variant departed from, and French Belote with
    annonces, the classic game with them, the closest (issue 34)."""
    pytest.importorskip("belote")
    data = _harness("belote_cli", "french", shared_runs)
    report_schema.validate(data)
    (n,) = data["names"]
    assert (n["claimed"], n["departs_from"], data["exit_code"]) == ("french", "french", 1)
    assert (n["closest"], n["ranking"][0]["at_least"]) == ("french-annonces", False), n["ranking"][:3]
    pointers = {d["pointer"] for d in n["departures"]}
    assert {
        "/declarations/enabled",  # B1: French's declarations turned on, named by the parts the answers need
        "/belote/counts_toward_contract",
        "/contracts/no_trumps/plain_points/points",
        "/contracts/all_trumps/trump_points/points",
    } <= pointers, pointers
    assert all(_confirmed(p, BELOTE_CLI_CONFIRMED) for p in pointers), pointers  # none invented
    assert n["answered"] < n["asked"] and n["withheld"] > 0 and not n["incomplete"]


# docs/engines/colver.md's confirmed table: the rule pointers of C1-C7.
COLVER_CONFIRMED = (
    "/scoring/round_to",
    "/scoring/bid_contract",
    "/bidding/auction/doubling/levels",
    "/scoring/contract/versus_defence",
    "/scoring/tie/rule",
    "/belote/announce",
    "/bidding/auction/points",
    "/declarations/enabled",
)
# docs/engines/belote-cli.md's confirmed table: the rule pointers of B1-B11.
BELOTE_CLI_CONFIRMED = (
    "/declarations",
    "/scoring/failure/to_defence",
    "/belote/announce",
    "/belote/counts_toward_contract",
    "/scoring/tie/held",
    "/dealing/before_bidding",
    "/bidding/rounds/1/may_take",
    "/contracts/no_trumps/plain_points",
    "/contracts/all_trumps/trump_points",
    "/bidding/rounds/0/may_take",
    "/belote/contracts",
    "/scoring/capot",
)


def _confirmed(pointer: str, table: tuple[str, ...]) -> bool:
    return any(pointer == p or pointer.startswith(p + "/") for p in table)


def test_colver_departs_from_coinche_on_its_rounding_even_without_a_verdict(
    report_schema: jsonschema.Draft202012Validator, shared_runs: Path
) -> None:
    """docs/engines/colver.md C1: nothing is rounded (a failed contract 162), C4: belote counts unannounced;
    only departures its confirmed table lists. colver answers too few positions for a verdict (exit 5),
    and the departures from coinche are still listed."""
    pytest.importorskip("colver")
    data = _harness("colver", "coinche", shared_runs)
    report_schema.validate(data)
    (n,) = data["names"]
    assert (n["claimed"], n["departs_from"], n["enough"], data["exit_code"]) == ("coinche", "coinche", False, 5)
    pointers = [d["pointer"] for d in n["departures"]]
    assert "/scoring/round_to" in pointers, pointers
    assert all(_confirmed(p, COLVER_CONFIRMED) for p in pointers), pointers
    assert not n["incomplete"]


def test_a_search_cut_short_by_its_budget_says_so(
    reference: Reference, report_schema: jsonschema.Draft202012Validator, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Spanish belote played under open-belot's name needs many changes; with a small budget the search
    stops, keeps what it chose, and the report (text and JSON) says it was cut short, never that what is
    left is explained by nothing. With the shipped budget the same search runs to its end."""
    from belote_spec.diagnose.identify import core

    engine = ReferenceEngine(rules={"open-belot": rules_for("spanish-belote")})
    (full,) = identify(engine, ["open-belot"], reference=reference).names
    assert not full.incomplete and full.departures
    monkeypatch.setattr(core, "BUDGET", 3_000)
    report = identify(engine, ["open-belot"], reference=reference)
    (cut,) = report.names
    assert cut.incomplete and (cut.closest.variant, cut.exact) == ("spanish-belote", True)
    assert len(cut.departures) < len(full.departures) and len(cut.unexplained) > len(full.unexplained)
    assert "the search for rule changes was cut short" in as_text(report)
    data = as_json(report)
    report_schema.validate(data)
    assert data["names"][0]["incomplete"] is True


def test_each_stored_position_is_stored_once(reference: Reference) -> None:
    """Variants dealt from the same seed make the same probe: stored twice, one disagreement was listed
    (and weighed) twice."""
    keys = [p.key for p in reference.positions]
    assert len(keys) == len(set(keys))


def test_the_root_cause_search_imports_without_identify_loaded_first() -> None:
    """conformance/causes.py imports identify's perturbations; identify borrowing causes.py's helpers made a
    circular import that broke `import belote_spec.diagnose.causes` in a fresh interpreter."""
    import subprocess

    run = subprocess.run(
        [sys.executable, "-c", "import belote_spec.diagnose.causes"], capture_output=True, text=True, timeout=120
    )
    assert run.returncode == 0, run.stderr


# -- rule distance, the table's order of play, hello's operations and results ------------------------------
_OPS: tuple[str, ...] = ("legal_cards", "trick_winner", "card_points", "declarations", "declaration_scores")
_OPS += ("score_deal", "next_dealer", "match_after_deal", "new_deal")


class _Some(ReferenceEngine):
    """The reference engine declining (skip) every position-opening operation but `keep`."""

    keep: tuple[str, ...] = ()

    def __getattribute__(self, op: str) -> Any:
        if op in _OPS and op not in type(self).keep:

            def declined(*args: Any, **kwargs: Any) -> Any:
                from belote_spec.protocol.interface import Unsupported

                raise Unsupported(f"{op} is not implemented")

            return declined
        return object.__getattribute__(self, op)


class _AnnoncesOnly(_Some):
    keep = ("declarations", "declaration_scores", "legal_cards", "score_deal")


def test_an_engine_with_one_rule_more_is_one_rule_from_its_variant(
    reference: Reference, monkeypatch: pytest.MonkeyPatch, report_schema: jsonschema.Draft202012Validator
) -> None:
    """Classic French with annonces scored (bela's declarations), on the operations it offers: dozens of
    declaration positions flip with that one rule, so bela and French Belote with annonces agree on more
    positions while departing on more rules. Ranked by rule distance, French comes first, one rule away."""
    from belote_spec.diagnose.identify import core

    # The two rivals closest by agreeing positions: French Belote with annonces and bela.
    monkeypatch.setattr(core, "RIVALS", 2, raising=False)
    spec = copy.deepcopy(rules_for("french").spec)
    spec["declarations"] = copy.deepcopy(rules_for("bela").spec["declarations"])
    report = identify(_AnnoncesOnly(rules={"french": Rules(spec)}), ["french"], reference=reference)
    (n,) = report.names
    rivals = [s for s in n.ranking if s.variant in ("bela", "french-annonces")]
    assert all(s.agree > n.closest.agree for s in rivals)  # the raw count would name either
    assert (n.closest.variant, n.closest.rules, n.misnamed) == ("french", 1, False)  # bela's object: one change
    assert n.departures and all(_part_of(d, spec, "/declarations") for d in n.departures) and not n.unexplained
    assert "/declarations/enabled" in [d.pointer for d in n.departures]
    assert all(s.rules is not None and s.rules > 1 for s in rivals) and n.ranking[1:3] == rivals
    text = as_text(report)
    assert "french: closest variant: french (departs on 1 rule; " in text
    assert f"by rules departed on: french 1 rule ({n.closest.disagree} position(s) disagree); " in text
    data = as_json(report)
    report_schema.validate(data)
    assert (data["names"][0]["closest"], data["names"][0]["rules"]) == ("french", 1)
    ranking = data["names"][0]["ranking"][:3]
    assert [(s["variant"], s["rules"]) for s in ranking] == [("french", 1)] + [(s.variant, s.rules) for s in rivals]


class _Ordered(ReferenceEngine):
    """The reference engine, remembering the order seats act in on every request: each trick's plays (with
    legal_cards' seat after them), and each deal's bids."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.runs: list[list[str]] = []
        self.bids: dict[str, list[str]] = {}

    def legal_cards(self, variant: str, contract: dict, hand: list[str], trick: list[dict], seat: str) -> list[str]:
        self.runs.append([p["seat"] for p in trick] + ([seat] if trick else []))
        return super().legal_cards(variant, contract, hand, trick, seat)

    def trick_winner(self, variant: str, contract: dict, trick: list[dict]) -> str:
        self.runs.append([p["seat"] for p in trick])
        return super().trick_winner(variant, contract, trick)

    def score_deal(self, variant: str, deal: dict) -> dict:
        self.runs += [[p["seat"] for p in t["plays"]] for t in deal.get("tricks") or () if "plays" in t]
        return super().score_deal(variant, deal)

    def bid(self, handle: str, seat: str, bid: dict) -> None:
        said = self.bids.setdefault(handle, [])
        if not said or said[-1] != seat:
            said.append(seat)
        return super().bid(handle, seat, bid)


@pytest.mark.parametrize("name", ["french", "klaverjas-amsterdam"])
def test_seats_act_in_the_order_of_play_of_the_names_table(reference: Reference, name: str) -> None:
    """French plays counter-clockwise (S E N W), klaverjas clockwise (S W N E): neither is sent a trick
    listed the other way round, nor a two-player trick whose next seat is not the next at its table."""
    engine = _Ordered()
    (n,) = identify(engine, [name], reference=reference).names
    order = rules_for(name).table.seats
    ring = [*order, *order]

    def in_order(seats: list[str]) -> bool:
        return all(ring[ring.index(a) + 1] == b for a, b in itertools.pairwise(seats))

    assert engine.runs and [r for r in engine.runs if not in_order(r)] == []
    first_rounds = [said[: len(order)] for said in engine.bids.values()]
    assert first_rounds and [r for r in first_rounds if not in_order(r)] == []
    assert (n.closest.variant, n.exact) == (name, True)


class _Listed(ReferenceEngine):
    """The reference engine whose hello lists every operation but card_points and declarations, counting
    the calls of each."""

    operations: ClassVar[list[str]] = ["legal_cards", "trick_winner", "declaration_scores", "score_deal"]
    operations += ["next_dealer", "match_after_deal", "new_deal", "bid", "play", "state", "claim", "discard"]
    operations += ["exchange", "end_deal"]

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.calls: Counter[str] = Counter()

    def card_points(self, variant: str, contract: dict, card: str) -> int:
        self.calls["card_points"] += 1
        return super().card_points(variant, contract, card)

    def declarations(self, variant: str, contract: dict, hand: list[str], seat: str) -> list[dict]:
        self.calls["declarations"] += 1
        return super().declarations(variant, contract, hand, seat)


def test_an_operation_hello_does_not_list_is_never_asked(reference: Reference) -> None:
    engine = _Listed()
    (n,) = identify(engine, ["french"], reference=reference).names
    unlisted = [p for p in reference.positions if p.op in ("card_points", "declarations")]
    assert unlisted and engine.calls == Counter()
    assert n.skipped >= 1 and (n.closest.variant, n.exact) == ("french", True)


class _Scores(ReferenceEngine):
    """Plays French; its score_deal adds fields of its own, or (claiming only the outcome in hello's results)
    gives the outcome and wrong scores."""

    def __init__(self, claims_outcome_only: bool) -> None:
        super().__init__()
        if claims_outcome_only:
            self.results = {"score_deal": ["outcome"]}
        self.outcome_only = claims_outcome_only

    def score_deal(self, variant: str, deal: dict) -> dict:
        got = super().score_deal(variant, deal)
        if self.outcome_only:
            return {"outcome": got["outcome"], "scores": {side: 0 for side in got["scores"]}, "held": 7}
        return {**got, "match_points": {side: 1 for side in got["scores"]}, "detail": "mine"}


@pytest.mark.parametrize("claims_outcome_only", [False, True], ids=["extra-fields", "claimed-fields"])
def test_only_the_claimed_fields_of_a_result_are_compared(reference: Reference, claims_outcome_only: bool) -> None:
    """A field the variant's answer lacks is ignored (the results schema allows it); a field hello's results
    does not claim is not compared: either way the engine plays French exactly."""
    (n,) = identify(_Scores(claims_outcome_only), ["french"], reference=reference).names
    scored = [i for i, p in enumerate(reference.positions) if p.op == "score_deal"]
    assert scored and (n.closest.variant, n.exact, n.departures, n.unexplained) == ("french", True, [], [])


def test_a_rule_that_matters_only_with_another_is_found_on_top_of_it(reference: Reference) -> None:
    """French Belote with annonces played under classic French's name: its annonces go to the defence of a failed
    contract, a rule that alters no answer of classic French (it has no annonces) and matters only once the
    annonces are chosen. It is found on top of them, leaving no position unexplained: left out, its positions
    would be unexplained and weigh as no rule of their own against a rival that names it."""
    from belote_spec.diagnose.identify import core

    got = {i: a for i, a in reference.answers["french-annonces"].items() if a is not None}
    want = reference.answers["french"]
    disagree = [i for i in got if want[i] is not None and not got[i].same(want[i])]
    departures, left, cut = core._explain(reference, "french", "french", got, want, disagree)
    found = {d.pointer: d.perturbation.value for d in departures}
    assert found.get("/scoring/failure/to_defence") == ["tricks", "declarations"], found
    assert "/declarations/enabled" in found and not left and not cut
