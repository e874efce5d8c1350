"""A value a child changes under a cite it inherits: the quote no longer supports what it is shown under.

`extends` merges key by key (loader._merge), so a child that writes `match: {target: 501}` keeps its
parent's `match.cite`, the words "at least 1000". The check finds each rule object that carries a
`cite`, and each value under it written by a file later in the `extends` chain than the cite, whose
value differs from what the cite's own file wrote there. A value under an `unstated` mark claims no
source and is left alone.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any

from belote_spec.base.pointer import join, within
from belote_spec.base.pointer import lookup as _lookup
from belote_spec.spec.variant_keys import ANNOTATION_KEYS as ANNOTATIONS
from belote_spec.spec.yaml_source import load_yaml


def _values(node: Any, pointer: str) -> Iterator[str]:
    """Pointers of the values under a rule object, stopping at annotations and at nested cited objects."""
    if isinstance(node, Mapping):
        for key, value in node.items():
            if key in ANNOTATIONS:
                continue
            here = join(pointer, str(key))
            if isinstance(value, Mapping) and "cite" in value:
                continue
            if isinstance(value, list) and any(isinstance(v, Mapping) and "cite" in v for v in value):
                continue  # a list of rule objects, each with its own cite (replaced whole by a child)
            if isinstance(value, Mapping) and value:
                yield from _values(value, here)
            else:
                yield here
    else:
        yield pointer


def _rule_objects(node: Any, pointer: str) -> Iterator[tuple[str, Mapping[str, Any]]]:
    if isinstance(node, Mapping):
        if "cite" in node and pointer:
            yield pointer, node
        for key, value in node.items():
            if key not in ANNOTATIONS and key != "unstated":
                yield from _rule_objects(value, join(pointer, str(key)))


def changed(
    data: Mapping[str, Any], positions: Mapping[str, tuple[str, int, int]], chain: list[Path]
) -> Iterator[tuple[str, str, tuple[str, int, int]]]:
    """(rule, pointer, where its cite was written) for each value a later file changed under an earlier file's
    cite, marked `unstated` or not: the cite's quote speaks of the earlier value."""
    order = {str(path): i for i, path in enumerate(chain)}  # child first: a lower index is later
    own: dict[str, Any] = {}
    for rule, node in _rule_objects(data, ""):
        cite_at = positions.get(join(rule, "cite"))
        if cite_at is None:
            continue
        cite_file = cite_at[0]
        for pointer in _values(node, rule):
            written = positions.get(pointer)
            if written is None or written[0] == cite_file:
                continue
            if order.get(written[0], len(chain)) >= order.get(cite_file, len(chain)):
                continue  # the cite is the later word
            if cite_file not in own:
                own[cite_file] = load_yaml(Path(cite_file))[0]
            if _lookup(own[cite_file], pointer) == _lookup(data, pointer):
                continue  # restated, not changed
            yield rule, pointer, cite_at


def findings(
    data: Mapping[str, Any], positions: Mapping[str, tuple[str, int, int]], chain: list[Path]
) -> Iterator[tuple[str, str]]:
    """(pointer, message) for each value a later file changed under an earlier file's cite, unless marked."""
    marks = list(data.get("unstated") or {})
    for rule, pointer, (cite_file, line, _) in changed(data, positions, chain):
        if any(within(pointer, m) for m in marks):
            continue
        node = _lookup(data, rule)
        quotes = "; ".join(repr(c.get("quote", "")) for c in node.get("cite") or [] if isinstance(c, Mapping))
        where = f"{Path(cite_file).name}:{line}"
        yield (
            pointer,
            (
                f"this value is changed here but its cite is inherited from {where}, "
                f"which says {quotes}: give {rule} its own cite (source and quote) for the new "
                f"value, or mark {pointer} under `unstated` if the source does not state it"
            ),
        )
