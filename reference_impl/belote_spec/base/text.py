"""Plain-text helpers: the rule phrases' words (in the engine's units and the rulebook alike), and texts
shortened for a message or a report."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any


def words(value: Any) -> str:
    """An enum value as words: right_of_dealer -> right of dealer."""
    return str(value).replace("_", " ")


def series(items: Iterable[str], last: str = "and") -> str:
    """a, b and c."""
    items = list(items)
    if len(items) <= 1:
        return "".join(items)
    return f"{', '.join(items[:-1])} {last} {items[-1]}"


def shorten(text: str, limit: int, ellipsis: str = "...", *, ellipsis_counts: bool = True) -> str:
    """`text` as it is when it has at most `limit` characters, else cut and marked with `ellipsis`: to
    `limit` characters in all, or with `ellipsis_counts=False` its first `limit` and the ellipsis after."""
    if len(text) <= limit:
        return text
    return text[: limit - len(ellipsis) if ellipsis_counts else limit] + ellipsis


BLOB = 120  # characters of one value a text report shows; the JSON report keeps the whole value


class _Elided:
    """What stands for the parts of a value two values share, in `differing`'s output."""

    def __repr__(self) -> str:
        return "…"


ELIDED = _Elided()


class PartialDict(dict[Any, Any]):
    """A dict from `differing`: its keys in the order they matter (those both values have first) and, when
    `cut`, some keys left out (the ones another value shares), shown as a closing `…`."""

    cut = False

    def __repr__(self) -> str:
        inner = [f"{k!r}: {v!r}" for k, v in self.items()]
        return "{" + ", ".join([*inner, "…"] if self.cut else inner) + "}"


class PartialList(list[Any]):
    """A list whose items another list shares were replaced by ELIDED: a run of them is shown as one `…`."""

    def __repr__(self) -> str:
        return "[" + ", ".join(_collapsed(repr(v) for v in self)) + "]"


def _collapsed(items: Iterable[str]) -> list[str]:
    out: list[str] = []
    for item in items:
        if not (item == "…" and out and out[-1] == "…"):
            out.append(item)
    return out


def differing(a: Any, b: Any) -> tuple[Any, Any]:
    """`a` and `b` with what they share left out, so a report shows where two values differ rather than
    two blobs: of two dicts, the keys whose values differ (a key only one has, kept whole), each value in
    turn reduced; of two lists of one length, the items that differ, the others as `…`. Other values are
    returned whole."""
    if isinstance(a, dict) and isinstance(b, dict):
        ra, rb = PartialDict(), PartialDict()
        for k in (k for k in a if k in b and a[k] != b[k]):
            ra[k], rb[k] = differing(a[k], b[k])
        ra.update((k, v) for k, v in a.items() if k not in b)
        rb.update((k, v) for k, v in b.items() if k not in a)
        ra.cut, rb.cut = len(ra) < len(a), len(rb) < len(b)
        return ra, rb
    if isinstance(a, list) and isinstance(b, list) and len(a) == len(b) and a != b:
        pairs = [differing(x, y) if x != y else (ELIDED, ELIDED) for x, y in zip(a, b, strict=True)]
        return PartialList(p[0] for p in pairs), PartialList(p[1] for p in pairs)
    return a, b


def json_brief(value: Any, limit: int = BLOB) -> str:
    """A value as JSON on one line (keys sorted), `…` for the parts `differing` left out, cut after `limit`
    characters: what a text report shows of a rule's value."""
    return shorten(_json(value), limit, "…", ellipsis_counts=False)


def _json(value: Any) -> str:
    import json

    if value is ELIDED:
        return "…"
    if isinstance(value, dict):
        ordered = value.items() if isinstance(value, PartialDict) else sorted(value.items())
        inner = [f"{json.dumps(str(k), ensure_ascii=False)}: {_json(v)}" for k, v in ordered]
        return "{" + ", ".join([*inner, "…"] if getattr(value, "cut", False) else inner) + "}"
    if isinstance(value, list | tuple):
        return "[" + ", ".join(_collapsed(_json(v) for v in value)) + "]"
    return json.dumps(value, ensure_ascii=False, sort_keys=True)


def brief_pair(a: Any, b: Any, limit: int = BLOB) -> tuple[str, str]:
    """Two values as `json_brief` shows them, reduced to where they differ when either is longer than
    `limit`: a rule's value in the variant and in the engine, say."""
    whole = _json(a), _json(b)
    if max(map(len, whole)) <= limit:
        return whole
    ra, rb = differing(a, b)
    return json_brief(ra, limit), json_brief(rb, limit)


_OPEN = {"{": "}", "[": "]"}


def tame_blobs(text: str, limit: int = BLOB) -> str:
    """`text` with each bracketed value in it (a JSON object or list, a Python dict's text) longer than
    `limit` characters cut after its first `limit` and marked `…`: a line of a text report stays readable
    whatever an answer held. Brackets inside quotes count too, and one that never closes is left as it is:
    this is for showing, never for reading."""
    match: dict[int, int] = {}  # where each bracket that closes opened, and where it closed
    stack: list[int] = []
    for i, ch in enumerate(text):
        if ch in _OPEN:
            stack.append(i)
        elif stack and ch == _OPEN[text[stack[-1]]]:
            match[stack.pop()] = i
    out: list[str] = []
    i = 0
    while i < len(text):
        end = match.get(i)
        if end is None:
            out.append(text[i])
            i += 1
            continue
        blob = text[i : end + 1]
        out.append(blob if len(blob) <= limit else blob[:limit] + "…" + blob[-1])
        i = end + 1
    return "".join(out)
