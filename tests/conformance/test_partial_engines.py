"""A partial engine says in hello what it does not do (`limits`, or `results` for the result fields it
computes): the scenarios it cannot answer are not covered (skipped), never failed, and the rest is checked
as for any engine (issue 32)."""

from __future__ import annotations

import json
from typing import Any, ClassVar

import jsonschema

from belote_spec.conformance.runner import CaseResult, run
from belote_spec.conformance.scenarios import collect
from belote_spec.protocol.definition import LIMITS
from belote_spec.protocol.interface import ReferenceEngine, Rejected
from belote_spec.protocol.server import hello
from belote_spec.spec.resources import schemas_dir

FRENCH = [c for c in collect() if c.variant == "french"]


class AnnouncesBelote(ReferenceEngine):
    """Scores belote for whoever played the trump King and Queen, announced or not."""

    def score_deal(self, variant: str, deal: Any) -> Any:
        said = [{**b, "announced": [True] * len(b["cards"])} for b in deal.get("belote", [])]
        return super().score_deal(variant, {**deal, "belote": said})


class AcceptsAnyCard(ReferenceEngine):
    """Lets an illegal card pass without a word (and without playing it)."""

    def play(self, handle: str, seat: str, card: str, say: str | None = None) -> None:
        try:
            super().play(handle, seat, card, say)
        except Rejected as e:
            if not e.rule.startswith("/play/"):
                raise


def _by_status(results: list[CaseResult]) -> dict[str, list[CaseResult]]:
    out: dict[str, list[CaseResult]] = {}
    for r in results:
        out.setdefault(r.status, []).append(r)
    return out


def _limit_skips_what_fails(engine: type[ReferenceEngine], limit: str, cases: list[Any]) -> dict[str, list[Any]]:
    """The engine's outcomes with `limit` said in its hello: what failed without it is skipped as not covered,
    naming the limit, and what passed without it still passes."""
    plain = _by_status(run(engine(), cases))
    assert len(plain.get("failed", [])) > 1, f"{limit}: nothing fails an engine that does not say its limit"
    limited = engine()
    limited.limits = [limit]  # type: ignore[attr-defined]
    said = _by_status(run(limited, cases))
    assert not said.get("failed"), [r.message for r in said["failed"]]
    assert {r.id for r in said["skipped"]} == {r.id for r in plain["failed"]}
    assert all(limit in r.message for r in said["skipped"])
    assert {r.id for r in said["passed"]} == {r.id for r in plain["passed"]}
    return said


def test_an_engine_that_announces_belote_itself_is_not_failed_for_withheld_announcements() -> None:
    said = _limit_skips_what_fails(AnnouncesBelote, "announces_belote", [c for c in FRENCH if "belote" in c.areas])
    assert said["passed"]  # the rest is still checked


def test_an_engine_that_accepts_any_card_is_not_failed_for_the_rejections_of_play() -> None:
    rejecting = [c for c in FRENCH if any("play is rejected" in s.text for s in c.scenario.steps)]
    said = _limit_skips_what_fails(AcceptsAnyCard, "accepts_any_card", rejecting)
    assert said["passed"]  # a card not held, a play out of turn: still refused, still checked
    # An engine that does reject the card is checked as usual, limit or not.
    honest = ReferenceEngine()
    honest.limits = ["accepts_any_card"]  # type: ignore[attr-defined]
    assert {r.status for r in run(honest, rejecting)} == {"passed"}


def test_an_engine_that_scores_only_match_points_says_so_in_results() -> None:
    """The way docs/implementers.md gives for it: results {"score_deal": ["match_points"]}."""

    class MatchPointsOnly(ReferenceEngine):
        results: ClassVar[dict[str, list[str]]] = {"score_deal": ["match_points"]}

        def score_deal(self, variant: str, deal: Any) -> Any:
            return {"match_points": super().score_deal(variant, deal).get("match_points")}

    said = _by_status(run(MatchPointsOnly(), [c for c in FRENCH if "scoring" in c.areas]))
    assert not said.get("failed") and said.get("skipped"), [r.message for r in said.get("failed", [])]
    assert all("does not compute score_deal" in r.message for r in said["skipped"])


def test_the_hello_schema_lists_every_limit_and_serve_says_them() -> None:
    schema = json.loads((schemas_dir() / "protocol-hello.schema.json").read_text(encoding="utf-8"))
    assert schema["properties"]["limits"]["items"]["enum"] == list(LIMITS)
    engine = AcceptsAnyCard()
    engine.limits = ["accepts_any_card"]  # type: ignore[attr-defined]
    said = hello(engine, ["french"])
    assert said["limits"] == ["accepts_any_card"]
    jsonschema.validate(said, schema)
