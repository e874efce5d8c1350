"""The variant schema as a dictionary of plain-language labels: what a JSON pointer means, in what order.

Every property of schemas/variant.schema.json has a description; the rulebooks reuse them so a rule key
the renderers have no phrase for still explains itself, and they sort rules in the schema's own order so
every rulebook and the comparison list the same rule at the same place.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from functools import cache
from typing import Any

from belote_spec.base.pointer import get, join, last, tokens
from belote_spec.spec import resources


@cache
def _schema() -> dict[str, Any]:
    return json.loads((resources.schemas_dir() / "variant.schema.json").read_text(encoding="utf-8"))


def _deref(node: dict[str, Any]) -> dict[str, Any]:
    """Follow $ref and pick the object-shaped branch of anyOf/oneOf, keeping the outer description."""
    seen = 0
    while seen < 16:
        seen += 1
        if "$ref" in node:
            name = last(node["$ref"].removeprefix("#"))
            target = _schema()["$defs"][name]
            node = {**target, **{k: v for k, v in node.items() if k != "$ref"}}
            continue
        for key in ("anyOf", "oneOf"):
            branches = node.get(key)
            if isinstance(branches, list) and not node.get("properties"):
                shaped = [b for b in branches if "$ref" in b or "properties" in b or "enum" in b]
                if shaped:
                    rest = {k: v for k, v in node.items() if k != key}
                    node = {**_deref(shaped[0]), **rest}
                    break
        else:
            return node
    return node


@cache
def _at(pointer: str) -> dict[str, Any] | None:
    node: dict[str, Any] | None = _deref(_schema())
    for token in tokens(pointer):
        if node is None:
            return None
        if node.get("type") == "array" or "items" in node:
            items = node.get("items")
            node = _deref(items) if isinstance(items, dict) and token.isdigit() else None
            continue
        props = node.get("properties", {})
        if token in props:
            node = _deref(props[token])
        elif isinstance(node.get("additionalProperties"), dict):
            node = _deref(node["additionalProperties"])
        else:
            return None
    return node


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
        elif isinstance(s.get("additionalProperties"), dict):
            out += alternatives(s["additionalProperties"])
        if token.isdigit() and isinstance(s.get("items"), dict):
            out += alternatives(s["items"])
    return out


def nodes(pointer: str) -> list[dict[str, Any]]:
    """Every schema node that describes the value at `pointer` of a resolved variant (every alternative of
    every level), where `_at` follows the one object-shaped branch the rulebooks describe."""
    found = alternatives(_schema())
    for token in tokens(pointer):
        found = _children(found, token)
    return found


def known(pointer: str) -> bool:
    """Whether the schema describes a value at this pointer (present in a variant or not)."""
    return _at(pointer) is not None


def description(pointer: str) -> str:
    """The schema's description of the value at this pointer ('' when the schema does not know it)."""
    node = _at(pointer)
    return str(node.get("description", "")) if node else ""


def is_map(pointer: str) -> bool:
    """Whether the value at this pointer is keyed by data (sources, teams, errata) rather than by rule names."""
    node = _at(pointer)
    return (node is not None and bool(node) and not node.get("properties")
            and isinstance(node.get("additionalProperties"), dict))


# Where the schema's order of keys is not the order things happen in, the reading order (for readability
# only: keys not listed here keep the schema's order, after the listed ones).
READING_ORDER = {
    "/bidding": ["system", "first_speaker", "rounds", "auction", "all_pass"],
    "/dealing": ["first_dealer", "cut", "before_bidding", "table_cards", "after_bidding", "undealt",
                 "trump_exchange", "next_dealer"],
}


def order_key(pointer: str) -> tuple[int, ...]:
    """The position of each token among its schema siblings; unknown keys sort after the known ones."""
    key: list[int] = []
    parent = ""
    for token in tokens(pointer):
        node = _at(parent)
        schema_order = list((node or {}).get("properties", {}))
        listed = READING_ORDER.get(parent, [])
        props = [*listed, *(p for p in schema_order if p not in listed)]
        if token.isdigit() and node is not None and "items" in node:
            key.append(int(token))
        else:
            key.append(props.index(token) if token in props else len(props))
        parent = join(parent, token)
    return tuple(key)
