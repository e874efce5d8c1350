"""The belote-spec engine protocol, versions 1 and 2: JSON lines over an engine's stdin and stdout. Both sides read
it here: `server` (serve, the reference engine's side) and `subprocess_engine` (the runner's side).

Each request is one line, {"id": 7, "op": "legal_cards", "args": {...}}; each answer is one line with
the same id and exactly one of "result", "rejected" ({"rule", "message"}: the rules forbid the action),
"skip" ({"reason"}: the engine does not support this variant or operation) or "error" ({"message"}:
the request could not be read). The first request is "hello" ({"protocol": 2, "versions": [1, 2]}); its
result names the engine, the version it speaks (one of those offered), what it supports and which result
fields it computes. The operations and their arguments are the methods of belote_spec.protocol.interface.Engine
(OPERATIONS); the shapes of requests and results are schemas/protocol-*.schema.json, which the checks here read
(result_problem, hello_problem); a deal goes from one version's form to the other's with deal_to_v1 and
deal_to_v2. docs/implementers.md has an example of each operation, and the generic rule ids a rejection names.
"""

from __future__ import annotations

import json
import re
from typing import Any

from belote_spec.base.json_text import Json, exact_text
from belote_spec.base.text import shorten
from belote_spec.protocol import wire
from belote_spec.protocol.interface import Engine

PROTOCOL_VERSION = 2
VERSIONS = (1, 2)  # what this side speaks: a v1 engine keeps working against a v2 runner
MAX_LINE = 1 << 20  # a request longer than this is refused unread

# The operations every engine has: the methods of the Engine protocol.
REQUIRED_OPERATIONS = tuple(sorted(name for name in dir(Engine) if not name.startswith("_") and name != "name"))
# Operations an engine may offer beyond the Engine protocol (an in-process engine without them is still an
# engine: `isinstance(x, Engine)` does not ask for them). variant_info: the table and deck, from the data.
# new_deal_from_hands: a deal given as each seat's first cards, so that a scenario about the play does not
# also test how the engine lays out a pack (an engine that does not offer it is given the pack).
# end_deal: the kit is done with a deal, so the engine may forget it (memory flat in the number of deals).
# start_match, cut, bottom_card (protocol 2): the rules around a deal that no trick shows, for the variants
# that state them: who deals first, who cuts and how much, the bottom card shown to all.
OPTIONAL_OPERATIONS = ("bottom_card", "cut", "end_deal", "new_deal_from_hands", "start_match", "variant_info")
V2_OPERATIONS = frozenset({"bottom_card", "cut", "start_match", "variant_info"})  # not carried by protocol 1
# Every operation a request may name but hello, in order: what hello lists when an engine narrows nothing.
OPERATIONS = sorted([*REQUIRED_OPERATIONS, *OPTIONAL_OPERATIONS])
HELLO_ARGS = {"protocol": PROTOCOL_VERSION, "versions": list(VERSIONS)}  # what the runner's hello offers


def negotiate(args: dict[str, Any]) -> int | None:
    """The highest version both sides speak: the runner lists its `versions` (protocol 2) or names one
    `protocol` (protocol 1, or no argument at all: 1). None when there is none in common."""
    offered = args.get("versions")
    if offered is None:
        one = args.get("protocol", 1)
        offered = [one]
    if not isinstance(offered, list):
        return None
    common = [v for v in offered if isinstance(v, int) and not isinstance(v, bool) and v in VERSIONS]
    return max(common, default=None)


# -- one version's form to the other's ------------------------------------------------------------------


def deal_to_v1(deal: Json) -> Json:
    """A protocol 2 deal in protocol 1 form, for an engine that speaks 1: tricks as {winner, cards} and belote
    as the words said. A trick whose winner the deal does not state cannot be carried: ValueError."""
    out = dict(deal)
    tricks = []
    for n, t in enumerate(deal.get("tricks", []), 1):
        if "plays" not in t:
            tricks.append(t)
            continue
        if "winner" not in t:
            raise ValueError(f"trick {n} states no winner, which protocol 1 needs")
        tricks.append({"winner": t["winner"], "cards": [p["card"] for p in t["plays"]]})
    out["tricks"] = tricks
    if "belote" in deal:
        from belote_spec.engine.belote import WORDS

        out["belote"] = [
            {
                "seat": b["seat"],
                "cards": b["cards"],
                "said": [WORDS[i] for i, a in enumerate(b["announced"]) if a and i < len(WORDS)],
            }
            if "announced" in b
            else b
            for b in deal["belote"]
        ]
    return out


def tricks_v2(rules: Any, contract: Json, rows: list[Json], first_leader: str | None = None) -> list[Json]:
    """Protocol 2 tricks ({leader, plays, winner}) from rows of {winner, cards, leader?}: cards in play order
    from the trick's leader; a row without a leader is led by the previous row's winner, the first by
    `first_leader` (the variant's first lead after a known dealer) or else by the first seat, in order of
    play, for which the row's winner wins the trick. That last guess is transitional, for stored data and
    scenario tables written before tricks named their leader. ValueError when no seat fits or a trick is not
    won, by the rules, by the winner its row states."""
    from belote_spec.engine.tricks import trick_winner

    table = rules.table
    compiled = rules.contract_from(contract)
    out: list[Json] = []
    previous: str | None = first_leader
    for n, row in enumerate(rows, 1):
        cards = [rules.deck.card(c) for c in row["cards"]]
        winner = table.seat(row["winner"])
        leader = row.get("leader") or previous
        if leader is None:
            leader = next(
                (
                    table.seats[s]
                    for s in range(table.n)
                    if trick_winner(rules, compiled, [(table.next(s, k), c) for k, c in enumerate(cards)]) == winner
                ),
                None,
            )
            if leader is None:
                raise ValueError(f"trick {n}: no leader makes {row['winner']} win {' '.join(row['cards'])}")
        lead = table.seat(leader)
        if trick_winner(rules, compiled, [(table.next(lead, k), c) for k, c in enumerate(cards)]) != winner:
            raise ValueError(f"trick {n}: led by {leader}, {' '.join(row['cards'])} is not won by {row['winner']}")
        plays = [{"seat": table.seats[table.next(lead, k)], "card": c} for k, c in enumerate(row["cards"])]
        out.append({"leader": table.seats[lead], "plays": plays, "winner": table.seats[winner]})
        previous = table.seats[winner]
    return out


def deal_to_v2(rules: Any, deal: Json) -> Json:
    """A stored protocol 1 deal (identify's positions) in protocol 2 form: leaders and seats from the variant's
    rules (the first trick's leader from the dealer when the deal names one; each next, the previous winner),
    belote as one boolean per card. ValueError when no leader makes the deal's tricks consistent."""
    from belote_spec.engine.belote import WORDS

    contract = deal["contract"]
    first = None
    if "dealer" in deal and "taker" in contract:
        seat = rules.table.first_lead(
            rules.spec["play"]["first_lead"]["rule"],
            rules.table.seat(deal["dealer"]),
            rules.table.seat(contract["taker"]),
            None,
        )
        first = None if seat is None else rules.table.seats[seat]
    out = dict(deal, tricks=tricks_v2(rules, contract, deal["tricks"], first))
    if "belote" in deal:
        out["belote"] = []
        for b in deal["belote"]:
            said = list(b.get("said", [])) + [None] * len(b["cards"])
            out["belote"].append(
                b
                if "announced" in b
                else {
                    "seat": b["seat"],
                    "cards": b["cards"],
                    "announced": [
                        i < len(WORDS) and (said[i] or "").strip().lower() == WORDS[i] for i in range(len(b["cards"]))
                    ],
                }
            )
    return out


# -- the checks of an engine's answers -----------------------------------------------------------------

# What an engine may say in hello's `limits` it does not do, and what each leaves not covered (skipped, never
# failed): a partial engine is checked on the rest.
LIMITS = {
    "announces_belote": "it announces belote and rebelote itself for whoever holds them: a scenario in which a "
    "player withholds an announcement is not covered",
    "accepts_any_card": "play takes a card the rules forbid: a scenario that expects a play to be rejected is not "
    "covered where the engine takes the card (legal_cards is checked all the same)",
}

# What the checks read of a result when hello's results say nothing of its operation ("absent means all").
DEFAULT_FIELDS = {"score_deal": ["outcome", "scores", "held"], "match_after_deal": ["totals", "winner"]}
_VALIDATORS: dict[tuple[str, str | None], Any] = {}


def schema_validator(name: str, ref: str | None = None) -> Any:
    """A validator for one schema file, or for one of its $defs; made once."""
    key = (name, ref)
    found = _VALIDATORS.get(key)
    if found is None:
        from jsonschema import Draft202012Validator

        from belote_spec.spec.resources import schemas_dir

        schema = json.loads((schemas_dir() / f"{name}.schema.json").read_text(encoding="utf-8"))
        if ref is not None:
            schema = {"$schema": schema["$schema"], "$defs": schema["$defs"], "$ref": f"#/$defs/{ref}"}
        found = _VALIDATORS[key] = Draft202012Validator(schema)
    return found


def schema_pointer(error: Any) -> str:
    """Where a schema's error is in the value it judged, as a JSON pointer ("/": the whole value)."""
    return "".join(f"/{part}" for part in error.absolute_path) or "/"


CARD_NAME = re.compile(r"(10|[2-9AJQKT])[CDHS]\Z")  # a card as the protocol writes it (10H, JS)
_IGNORED = frozenset({"bid", "play", "discard", "exchange", "claim", "end_deal"})  # results nobody reads
_SEAT_OR_HANDLE = frozenset({"trick_winner", "next_dealer", "new_deal", "new_deal_from_hands"})


def _plainly_fine(op: str, result: Any) -> bool:
    """The schema's verdict on the frequent simple results, without the cost of jsonschema (a round trip to
    serve takes about 100 µs; validating a list of cards with jsonschema took as long)."""
    if op in _IGNORED:
        return True
    if op in _SEAT_OR_HANDLE:
        return isinstance(result, str) and result != ""
    if op == "card_points":
        return isinstance(result, int) and not isinstance(result, bool)
    if op == "legal_cards":
        return isinstance(result, list) and all(isinstance(c, str) and CARD_NAME.match(c) for c in result)
    return False


NO_EXPECTATION: Any = object()  # `expected` not given: the result is checked against the schema


def same_json(got: Any, want: Any) -> bool:
    """Whether `got` (decoded from an engine's answer) is the JSON value `want` (the reference's own answer)
    is written as: equal, and written the same, since Python's 1 == 1.0 == True are three JSON values and
    only `want`'s is known to be valid (keys in another order, or a tuple for a list, are merely not vouched
    for: the answer is then checked against the schema)."""
    if got != want:
        return False
    same = wire.same_text(got, want)
    if same is not None:
        return same
    try:
        return bool(wire.reply_text(got) == wire.reply_text(want))
    except (TypeError, ValueError, RecursionError):
        return False


# What the results schema said of a result (its operation, its exact text): "" when it is valid, else the problem.
_SCHEMA_SAID: dict[tuple[str, bytes], str] = {}
_SCHEMA_SAID_KEPT = 1 << 12


def result_problem(op: str, result: Any, claimed: list[str] | None, valid: bool = False) -> str:
    """Why a result is not its operation's (schemas/protocol-results.schema.json, with the JSON pointer), or
    lacks a field the engine claims (or, claiming nothing, every engine gives); "" when it is fine. `valid`:
    the result is known to be schema-valid (it is the reference's own answer), so only the fields are checked."""
    if _plainly_fine(op, result):
        return ""
    from jsonschema.exceptions import best_match

    if op not in schema_validator("protocol-results").schema["$defs"]:
        return ""
    if not valid:
        # An engine gives the same result again and again (variant_info, at each run): the schema's verdict on a
        # result's exact text is kept.
        text = exact_text(result)
        said = _SCHEMA_SAID.get((op, text)) if text is not None else None
        if said is None:
            validator = schema_validator("protocol-results", op)
            error = None if validator.is_valid(result) else best_match(validator.iter_errors(result))
            said = ""
            if error is not None:
                message = shorten(error.message, 200)
                where = f"{op} result at {schema_pointer(error)}"
                said = f"{where}: {message} (schemas/protocol-results.schema.json#/$defs/{op})"
            if text is not None and len(_SCHEMA_SAID) < _SCHEMA_SAID_KEPT:
                _SCHEMA_SAID[(op, text)] = said
        if said:
            return said
    needed = claimed if claimed is not None else DEFAULT_FIELDS.get(op, [])
    missing = [f for f in needed if isinstance(result, dict) and f not in result]
    if missing:
        why = (
            "which its hello claims in results"
            if claimed is not None
            else "which an engine gives unless its hello's results leave it out"
        )
        return f"{op} result at /: no {', '.join(missing)}, {why}"
    return ""


def hello_problem(hello: dict[str, Any]) -> str:
    """Where a hello departs from schemas/protocol-hello.schema.json, or its results name a field an operation's
    result does not have; "" when it is fine."""
    from jsonschema.exceptions import best_match

    error = best_match(schema_validator("protocol-hello").iter_errors(hello))
    if error is not None:
        return f"{schema_pointer(error)}: {error.message[:200]}"
    defs = schema_validator("protocol-results").schema["$defs"]
    for op, fields in (hello.get("results") or {}).items():
        known = set((defs.get(op) or {}).get("properties", {}))
        unknown = [f for f in fields if f not in known]
        if unknown:
            return f"/results/{op}: {op} has no result field {', '.join(unknown)} (fields: {', '.join(sorted(known))})"
    return ""
