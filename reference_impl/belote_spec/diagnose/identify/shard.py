"""`identify --shard K/N` and `identify --merge`: identify spread over processes or machines.

A shard's verdict is no part of the whole (a variant is recognised on all the positions together, and the
departures are explained over all the disagreements), so a shard judges nothing: it asks the engine the
positions whose index is K-1 modulo N, under every name, and records each answer. The merge joins the
answers of the N shards and does the identification over them, in one process, with the reference alone:
the report is the one a single process writes.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from belote_spec.base.exits import CommandError
from belote_spec.diagnose.identify.core import Reference, Report, claimed_results, collect_all, judge, table_of
from belote_spec.diagnose.identify.positions import Answer, Table, fits
from belote_spec.protocol.interface import Engine

FAMILY = "belote-spec/identify-shard/"
FORMAT = FAMILY + "2"  # 2: each name's table, so a merge knows every position it must have


def digest(ref: Reference) -> str:
    """What names the positions asked: shards of other positions (another version's store) cannot be joined."""
    return hashlib.sha256(json.dumps([p.key for p in ref.positions]).encode()).hexdigest()[:16]


def record(engine: Engine, ref: Reference, names: Sequence[str], shard: tuple[int, int]) -> dict[str, Any]:
    """Shard K/N's answers: per name, the positions sent (by index in the stored positions) and each answer."""
    out = [
        {
            "name": name,
            "table": _table_json(table_of(engine, name)),
            "sent": sent,
            "answers": [got[i].to_json() for i in sent],
        }
        for name, (sent, got) in zip(names, collect_all(engine, ref, names, shard), strict=True)
    ]
    return {
        "format": FORMAT,
        "engine": getattr(engine, "name", type(engine).__name__),
        "shard": {"k": shard[0], "n": shard[1]},
        "positions": len(ref.positions),
        "digest": digest(ref),
        "results": claimed_results(engine),
        "names": out,
    }


def _table_json(table: Table | None) -> dict[str, list[str]] | None:
    if table is None:
        return None
    out = {"seats": list(table.seats), "sides": list(table.sides)}
    if table.deck is not None:
        out["deck"] = sorted(table.deck)
    return out


def _table(data: Any) -> Table | None:
    if data is None:
        return None
    deck = data.get("deck")
    return Table(tuple(data["seats"]), tuple(data["sides"]), None if deck is None else frozenset(deck))


def _is_table(data: Any) -> bool:
    def strings(x: str, needed: bool) -> bool:
        v = data.get(x)
        return (v is None and not needed) or (isinstance(v, list) and all(isinstance(s, str) for s in v))

    return data is None or (
        isinstance(data, dict) and strings("seats", True) and strings("sides", True) and strings("deck", False)
    )


def expected(ref: Reference, table: Table | None, k: int, n: int) -> list[int]:
    """The positions shard K/N sends under a name with this table, in the order it sends them (collect_all)."""
    return [i for i in range(k - 1, len(ref.positions), n) if fits(ref.positions[i], table)]


def _answer(data: Any, where: str) -> Answer:
    if not isinstance(data, dict) or len(data) != 1:
        raise CommandError(f"{where}: an answer is one of result, rejected, skip or error")
    ((kind, value),) = data.items()
    if kind not in ("result", "rejected", "skip", "error"):
        raise CommandError(f"{where}: an answer is one of result, rejected, skip or error, not {kind!r}")
    return Answer(kind, value)


def load(path: str) -> dict[str, Any]:
    """A shard file, read and checked for its shape; CommandError (exit 2) naming the file otherwise."""
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
    except OSError as e:
        raise CommandError(f"cannot read {path}: {e.strerror or e}") from None
    except (ValueError, UnicodeDecodeError) as e:
        raise CommandError(f"{path} is not JSON: {e}") from None
    if isinstance(data, dict) and data.get("format") != FORMAT and str(data.get("format", "")).startswith(FAMILY):
        raise CommandError(f"{path} is an identify shard of another format ({data['format']}): record it again")
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise CommandError(f"{path} is not an identify shard (written by identify --shard K/N --output FILE)")
    shard, names = data.get("shard"), data.get("names")
    if (
        not isinstance(shard, dict)
        or not all(isinstance(shard.get(x), int) for x in ("k", "n"))
        or not isinstance(names, list)
    ):
        raise CommandError(f"{path} is not an identify shard: no shard {{k, n}} or names")
    results = data.get("results")
    if results is not None and not (
        isinstance(results, dict)
        and all(isinstance(v, list) and all(isinstance(f, str) for f in v) for v in results.values())
    ):
        raise CommandError(f"{path}: results is the engine's hello results (per operation, a list of field names)")
    for entry in names:
        if (
            not isinstance(entry, dict)
            or not isinstance(entry.get("sent"), list)
            or not isinstance(entry.get("answers"), list)
            or len(entry["sent"]) != len(entry["answers"])
        ):
            raise CommandError(f"{path}: a name without as many answers as positions sent")
        if "table" not in entry or not _is_table(entry["table"]):
            raise CommandError(f"{path}: a name without its table (null, or {{seats, sides}} as lists of names)")
    return data


def merge(paths: Sequence[str], ref: Reference) -> Report:
    """The report one process writes, from the N shards of one run (in any order). CommandError when a file
    is not a shard, or the shards are not the N parts of one run: other positions, another engine, other
    names, another N, a part given twice or missing."""
    shards = [(path, load(path)) for path in paths]
    first_path, first = shards[0]
    n = first["shard"]["n"]
    mine = digest(ref)
    seen: dict[int, str] = {}
    for path, data in shards:
        if data.get("digest") != mine or data.get("positions") != len(ref.positions):
            raise CommandError(
                f"{path} asked other positions than these ({len(ref.positions)} stored, digest "
                f"{mine}): a shard of another version's store"
            )
        for key, what in (("engine", "engine"), ("shard", "number of shards")):
            theirs = data[key]["n"] if key == "shard" else data.get(key)
            ours = n if key == "shard" else first.get(key)
            if theirs != ours:
                raise CommandError(
                    f"{path} is a shard of another run than {first_path}: another {what} "
                    f"({json.dumps(theirs)}, not {json.dumps(ours)})"
                )
        if [e.get("name") for e in data["names"]] != [e.get("name") for e in first["names"]]:
            raise CommandError(f"{path} is a shard of another run than {first_path}: other names")
        for entry, theirs in zip(first["names"], data["names"], strict=True):
            if entry["table"] != theirs["table"]:
                raise CommandError(
                    f"{path} is a shard of another run than {first_path}: another table under {entry['name']}"
                )
        k = data["shard"]["k"]
        if k in seen:
            raise CommandError(f"shard {k}/{n} given twice: {seen[k]} and {path}")
        seen[k] = path
    missing = [k for k in range(1, n + 1) if k not in seen]
    if missing:
        raise CommandError(f"missing shard(s) {', '.join(f'{k}/{n}' for k in missing)} of {n}")
    out = []
    for j, entry in enumerate(first["names"]):
        got: dict[int, Answer] = {}
        for path, data in shards:
            part, k = data["names"][j], data["shard"]["k"]
            for i, answer in zip(part["sent"], part["answers"], strict=True):
                if not isinstance(i, int) or not 0 <= i < len(ref.positions) or i % n != k - 1:
                    raise CommandError(f"{path}: position {i!r} is not one shard {k}/{n} asks")
                got[i] = _answer(answer, path)
            _every_position_once(path, part, expected(ref, _table(entry["table"]), k, n), f"{k}/{n}")
        order = sorted(got)  # as one process sends them
        out.append(judge(ref, entry["name"], order, {i: got[i] for i in order}, first.get("results")))
    return Report(str(first.get("engine")), len(ref.positions), ref.stale, out)


def _every_position_once(path: str, part: dict[str, Any], asks: list[int], shard: str) -> None:
    """CommandError unless a shard answered each position it asks under a name exactly once: a merge over
    some of the positions would judge an engine on part of what identifies it."""
    repeated = sorted({i for i in part["sent"] if part["sent"].count(i) > 1})
    if repeated:
        raise CommandError(
            f"{path}: shard {shard} answers position {repeated[0]} more than once under {part['name']}"
            + (f" (and {len(repeated) - 1} more position(s))" if len(repeated) > 1 else "")
        )
    if part["sent"] != asks:
        missing = len(set(asks) - set(part["sent"]))
        raise CommandError(
            f"{path}: shard {shard} asks {len(asks)} position(s) under {part['name']}, but has the answers "
            f"to {len(part['sent'])}" + (f" ({missing} missing)" if missing else "")
        )
