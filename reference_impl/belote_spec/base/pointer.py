"""JSON pointers (RFC 6901), written once for every layer: a rule's address in a variant, a value's in a
scenario or a report. "" is the whole document, "/scoring/last_trick/bonus" one value; a token holding
"/" or "~" is written "~1" or "~0". Nothing else in the package splits or escapes a pointer by hand
(tests/test_layers.py looks).
"""

from __future__ import annotations

import copy
from collections.abc import Iterable, Mapping
from typing import Any


class _Sentinel:
    def __init__(self, text: str) -> None:
        self._text = text

    def __repr__(self) -> str:
        return self._text


#: What `lookup` answers where a pointer leads nowhere, unless told otherwise.
MISSING: Any = _Sentinel("(missing)")
#: The value `with_value` takes to mean "take the value out" (a perturbation that removes a rule).
REMOVED: Any = _Sentinel("(absent)")


def escape(token: object) -> str:
    """One reference token as a pointer writes it."""
    return str(token).replace("~", "~0").replace("/", "~1")


def unescape(token: str) -> str:
    return token.replace("~1", "/").replace("~0", "~")


def tokens(pointer: str) -> list[str]:
    """The reference tokens of a pointer, unescaped ("" is the root: no token)."""
    if not pointer:
        return []
    return [unescape(t) for t in pointer.split("/")[1:]]


def from_tokens(parts: Iterable[object]) -> str:
    """The pointer of these tokens, escaped (no token: "", the root)."""
    return "".join(f"/{escape(t)}" for t in parts)


def join(pointer: str, *parts: object) -> str:
    """`pointer` followed by one or more tokens."""
    return pointer + from_tokens(parts)


def parent(pointer: str) -> str:
    """The pointer one token up ("" for a top-level key and for the root itself)."""
    return pointer[: pointer.rfind("/")] if pointer else ""


def last(pointer: str) -> str:
    """The last token, unescaped ("" for the root)."""
    return unescape(pointer[pointer.rfind("/") + 1 :]) if pointer else ""


def within(pointer: str, ancestor: str) -> bool:
    """Whether `pointer` is `ancestor` or lies under it (`/dealing/next_dealer` is within `/dealing`, and
    everything within the root ""). Read on the text: a token's own "/" is escaped, so a text that goes on
    past `ancestor` with a "/" goes on with a token."""
    return pointer == ancestor or pointer.startswith(ancestor + "/")


def meet(pointers: Iterable[str]) -> str:
    """The nearest rule that holds all of these pointers ("" when they meet only at the root, or none is given)."""
    parts = [tokens(p) for p in pointers]
    common: list[str] = []
    for step in zip(*parts, strict=False):
        if len(set(step)) != 1:
            break
        common.append(step[0])
    return from_tokens(common) if parts else ""


def related(a: str, b: str) -> bool:
    """Whether one pointer is within the other: the same rule, or one rule part of the other."""
    return within(a, b) or within(b, a)


def get(data: Any, pointer: str) -> Any:
    """The value at `pointer`; KeyError, IndexError, ValueError or TypeError where there is none."""
    node = data
    for t in tokens(pointer):
        node = node[int(t)] if isinstance(node, list) else node[t]
    return node


def has(data: Any, pointer: str) -> bool:
    try:
        get(data, pointer)
    except (KeyError, IndexError, ValueError, TypeError):
        return False
    return True


def lookup(data: Any, pointer: str, default: Any = MISSING) -> Any:
    """The value at `pointer`, or `default` where there is none: a key a mapping has, an index (digits only)
    a list has, and nothing else."""
    node = data
    for t in tokens(pointer):
        if isinstance(node, Mapping) and t in node:
            node = node[t]
        elif isinstance(node, list) and t.isdigit() and int(t) < len(node):
            node = node[int(t)]
        else:
            return default
    return node


def resolve(data: Any, pointer: str) -> tuple[bool, Any]:
    """(True, value) when the pointer resolves in `data` (as `lookup` reads it), else (False, None)."""
    found = lookup(data, pointer)
    return (False, None) if found is MISSING else (True, found)


def put(data: Any, pointer: str, value: Any) -> None:
    """Sets (or with REMOVED deletes) the value at `pointer` in place; the objects on the way must exist."""
    *path, key = tokens(pointer)
    node = get(data, from_tokens(path))
    index: Any = int(key) if isinstance(node, list) else key
    if value is REMOVED:
        del node[index]
    else:
        node[index] = value


def with_value(data: Any, pointer: str, value: Any) -> Any:
    """A copy of `data` with the value at `pointer` replaced, added or (REMOVED) taken out. Only the objects
    on the way to it are copied; the rest is shared with `data`, which nothing changes in place (a whole
    copy of a variant for each of its thousand perturbations would take seconds)."""
    out = copy.copy(data)
    *path, key = tokens(pointer)
    node: Any = out
    for t in path:
        step: Any = int(t) if isinstance(node, list) else t
        node[step] = copy.copy(node[step])
        node = node[step]
    index: Any = int(key) if isinstance(node, list) else key
    if value is REMOVED:
        del node[index]
    else:
        node[index] = copy.deepcopy(value)
    return out
