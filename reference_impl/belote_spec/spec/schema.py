"""The variant schema as a dictionary of plain-language labels: what a JSON pointer means, in what order.

Every property of schemas/variant.schema.json has a description; the rulebooks reuse them so a rule key
the renderers have no phrase for still explains itself, and they sort rules in the schema's own order so
every rulebook and the comparison list the same rule at the same place.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable
from functools import cache
from typing import Any

from belote_spec.base.pointer import get, join, tokens
from belote_spec.spec import resources


@cache
def _schema() -> dict[str, Any]:
    return json.loads((resources.schemas_dir() / "variant.schema.json").read_text(encoding="utf-8"))


def alternatives(node: Any) -> list[dict[str, Any]]:
    """A schema node with its $ref followed and anyOf/oneOf alternatives spread out, the node itself first."""
    if not isinstance(node, dict):
        return []
    out = [node]
    ref = node.get("$ref")
    if isinstance(ref, str) and ref.startswith("#/"):
        out += alternatives(get(_schema(), ref.removeprefix("#")))
    for alt in (*node.get("anyOf", ()), *node.get("oneOf", ())):
        out += alternatives(alt)
    return out


def _children(nodes: Iterable[dict[str, Any]], token: str) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    for s in nodes:
        props = s.get("properties", {})
        if token in props:
            out += alternatives(props[token])
        else:
            patterns = [sub for pattern, sub in s.get("patternProperties", {}).items() if re.search(pattern, token)]
            for sub in patterns:
                out += alternatives(sub)
            if not patterns and isinstance(s.get("additionalProperties"), dict):
                out += alternatives(s["additionalProperties"])
        if token.isdigit() and isinstance(s.get("items"), dict):
            out += alternatives(s["items"])
    return out


@cache
def _nodes(pointer: str) -> tuple[dict[str, Any], ...]:
    found = alternatives(_schema())
    for token in tokens(pointer):
        found = _children(found, token)
    return tuple(found)


def nodes(pointer: str) -> list[dict[str, Any]]:
    """Every schema node that describes the value at `pointer` of a variant, in order: at each level the
    node, then its $ref's target, then each anyOf/oneOf alternative (the one schema lookup by pointer of
    the package: the rulebooks, the diff and the perturbations read the schema through it)."""
    return list(_nodes(pointer))


def known(pointer: str) -> bool:
    """Whether the schema describes a value at this pointer (present in a variant or not)."""
    return bool(_nodes(pointer))


def description(pointer: str) -> str:
    """The schema's description of the value at this pointer: the first its nodes give ('' when none)."""
    return next((str(n["description"]) for n in _nodes(pointer) if n.get("description")), "")


def default(pointer: str, missing: Any = None) -> Any:
    """The schema's default for the value at this pointer (the first its nodes give), else `missing`."""
    return next((n["default"] for n in _nodes(pointer) if "default" in n), missing)


def _properties(pointer: str) -> list[str]:
    """The keys the schema lists for the object at this pointer, in the schema's order."""
    return next((list(n["properties"]) for n in _nodes(pointer) if n.get("properties")), [])


def is_map(pointer: str) -> bool:
    """Whether the value at this pointer is keyed by data (sources, teams, errata) rather than by rule names."""
    found = _nodes(pointer)
    return (
        bool(found) and not _properties(pointer) and any(isinstance(n.get("additionalProperties"), dict) for n in found)
    )


# Where the schema's order of keys is not the order things happen in, the reading order (for readability
# only: keys not listed here keep the schema's order, after the listed ones).
READING_ORDER = {
    "/bidding": ["system", "first_speaker", "speakers", "rounds", "auction", "all_pass"],
    "/dealing": [
        "first_dealer",
        "cut",
        "before_bidding",
        "table_cards",
        "after_bidding",
        "undealt",
        "trump_exchange",
        "next_dealer",
    ],
}


def order_key(pointer: str) -> tuple[int, ...]:
    """The position of each token among its schema siblings; unknown keys sort after the known ones."""
    key: list[int] = []
    parent = ""
    for token in tokens(pointer):
        schema_order = _properties(parent)
        listed = READING_ORDER.get(parent, [])
        props = [*listed, *(p for p in schema_order if p not in listed)]
        if token.isdigit() and any("items" in n for n in _nodes(parent)):
            key.append(int(token))
        else:
            key.append(props.index(token) if token in props else len(props))
        parent = join(parent, token)
    return tuple(key)
