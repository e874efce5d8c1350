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
from belote_spec.diagnose.identify.core import Reference, Report, collect_all, judge
from belote_spec.diagnose.identify.positions import Answer
from belote_spec.protocol.interface import Engine

FORMAT = "belote-spec/identify-shard/1"


def digest(ref: Reference) -> str:
    """What names the positions asked: shards of other positions (another version's store) cannot be joined."""
    return hashlib.sha256(json.dumps([p.key for p in ref.positions]).encode()).hexdigest()[:16]


def record(engine: Engine, ref: Reference, names: Sequence[str], shard: tuple[int, int]) -> dict[str, Any]:
    """Shard K/N's answers: per name, the positions sent (by index in the stored positions) and each answer."""
    out = [
        {"name": name, "sent": sent, "answers": [got[i].to_json() for i in sent]}
        for name, (sent, got) in zip(names, collect_all(engine, ref, names, shard), strict=True)
    ]
    return {
        "format": FORMAT,
        "engine": getattr(engine, "name", type(engine).__name__),
        "shard": {"k": shard[0], "n": shard[1]},
        "positions": len(ref.positions),
        "digest": digest(ref),
        "names": out,
    }


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
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise CommandError(f"{path} is not an identify shard (written by identify --shard K/N --output FILE)")
    shard, names = data.get("shard"), data.get("names")
    if (
        not isinstance(shard, dict)
        or not all(isinstance(shard.get(x), int) for x in ("k", "n"))
        or not isinstance(names, list)
    ):
        raise CommandError(f"{path} is not an identify shard: no shard {{k, n}} or names")
    for entry in names:
        if (
            not isinstance(entry, dict)
            or not isinstance(entry.get("sent"), list)
            or not isinstance(entry.get("answers"), list)
            or len(entry["sent"]) != len(entry["answers"])
        ):
            raise CommandError(f"{path}: a name without as many answers as positions sent")
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
            part = data["names"][j]
            for i, answer in zip(part["sent"], part["answers"], strict=True):
                if not isinstance(i, int) or not 0 <= i < len(ref.positions) or i % n != data["shard"]["k"] - 1:
                    raise CommandError(f"{path}: position {i!r} is not one shard {data['shard']['k']}/{n} asks")
                got[i] = _answer(answer, path)
        order = sorted(got)  # as one process sends them
        out.append(judge(ref, entry["name"], order, {i: got[i] for i in order}))
    return Report(str(first.get("engine")), len(ref.positions), ref.stale, out)
