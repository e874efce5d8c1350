"""The semantic diff of two resolved variants: every changed, added or removed value by JSON pointer,
said in words, with the citation that stands over it in each version.

Values are compared after `extends` is resolved, so a change to a parent shows in every child that
inherits it. Changes to citations, notes and the variant's identity (title, version, sources, errata)
do not change a rule: they are kept apart as "citation only".
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from belote_spec.base.pointer import join, lookup, parent, tokens
from belote_spec.base.text import shorten
from belote_spec.spec import schema
from belote_spec.spec.variant_keys import ANNOTATION_KEYS, VARIANT_META_KEYS

# Keys whose values document a rule rather than set it, wherever they stand.
DOC_KEYS = ANNOTATION_KEYS
# Top-level keys that name and describe the variant, or record its sources and errata.
META_KEYS = VARIANT_META_KEYS
WORDS_WIDTH = 100
SHORT = 40  # a description shorter than this says little without its parent's


@dataclass(frozen=True)
class RuleChange:
    """One value that differs: `old` is None when it was added, `new` None when it was removed (a resolved
    variant never holds null, so None is unambiguous)."""

    pointer: str
    change: str  # changed, added, removed
    old: Any
    new: Any
    words: str
    meaning: str
    cite_old: dict[str, Any] | None
    cite_new: dict[str, Any] | None

    def to_json(self) -> dict[str, Any]:
        return {
            "pointer": self.pointer,
            "change": self.change,
            "old": self.old,
            "new": self.new,
            "words": self.words,
            "meaning": self.meaning,
            "cite_old": self.cite_old,
            "cite_new": self.cite_new,
        }


def citation_only(pointer: str) -> bool:
    """Whether a change at this pointer documents the rules without changing them."""
    parts = tokens(pointer)
    return bool(parts) and (parts[0] in META_KEYS or any(p in DOC_KEYS for p in parts))


def _walk(old: Any, new: Any, pointer: str) -> list[tuple[str, str, Any, Any]]:
    """(pointer, change, old, new) for every difference; mappings and lists of mappings are followed
    key by key and item by item, anything else (a rank order, a point table) is one value."""
    if old == new:
        return []
    if isinstance(old, dict) and isinstance(new, dict):
        out: list[tuple[str, str, Any, Any]] = []
        for key in [*old, *(k for k in new if k not in old)]:
            here = join(pointer, key)
            if key not in new:
                out.append((here, "removed", old[key], None))
            elif key not in old:
                out.append((here, "added", None, new[key]))
            else:
                out += _walk(old[key], new[key], here)
        return out
    if (
        isinstance(old, list)
        and isinstance(new, list)
        and old
        and new
        and all(isinstance(v, dict) for v in [*old, *new])
    ):
        out = []
        for i in range(max(len(old), len(new))):
            here = join(pointer, i)
            if i >= len(new):
                out.append((here, "removed", old[i], None))
            elif i >= len(old):
                out.append((here, "added", None, new[i]))
            else:
                out += _walk(old[i], new[i], here)
        return out
    return [(pointer, "changed", old, new)]


def value_at(data: Any, pointer: str) -> Any:
    """The value at a pointer, or None where there is none."""
    return lookup(data, pointer, None)


def nearest_cite(data: dict[str, Any], pointer: str) -> dict[str, Any] | None:
    """The citations of the nearest rule object at or above the pointer: {at, citations: [{source, quote}]}."""
    here = pointer
    while True:
        node = value_at(data, here)
        if isinstance(node, dict) and isinstance(node.get("cite"), list) and node["cite"]:
            cites = [
                {"source": str(c.get("source")), "quote": str(c.get("quote"))}
                for c in node["cite"]
                if isinstance(c, dict)
            ]
            return {"at": here, "citations": cites}
        if not here:
            return None
        here = parent(here)


def meaning(pointer: str) -> str:
    """The schema's description of the key at a pointer ('' when the schema has none); a terse one
    ("Whether the rule binds.") follows the description of the rule it belongs to."""
    own = schema.description(pointer)
    if pointer and len(own) < SHORT:
        above = schema.description(parent(pointer))
        return f"{above} {own}".strip() if above else own
    return own


def label(pointer: str) -> str:
    """A short name for the key at a pointer: its last two names, with list indexes, underscores as spaces
    ("/scoring/capot/bonus" is "capot bonus")."""
    words: list[str] = []
    named = 0
    for token in reversed(tokens(pointer)):
        if token.isdigit():
            words.insert(0, f"[{token}]")
            continue
        if named == 2:
            break
        words.insert(0, token.replace("_", " "))
        named += 1
    text = " ".join(words).replace(" [", "[")
    return text or "the variant"


def show(value: Any) -> str:
    """A value as a reader writes it: bare strings and numbers, lists in brackets, mappings as JSON."""
    if isinstance(value, bool):
        text = "true" if value else "false"
    elif isinstance(value, str | int | float):
        text = str(value)
    elif isinstance(value, list) and all(not isinstance(v, dict | list) for v in value):
        text = "[" + ", ".join(show(v) for v in value) + "]"
    else:
        text = json.dumps(value, ensure_ascii=False, sort_keys=False)
    return shorten(text, WORDS_WIDTH)


def words(pointer: str, change: str, old: Any, new: Any) -> str:
    name = label(pointer)
    if change == "added":
        return f"{name} added: {show(new)}"
    if change == "removed":
        return f"{name} removed (was {show(old)})"
    return f"{name} {show(old)} → {show(new)}"


def diff_rules(old: dict[str, Any], new: dict[str, Any]) -> tuple[list[RuleChange], list[RuleChange]]:
    """(rule changes, citation-only changes) between two resolved variants, in document order."""
    rules: list[RuleChange] = []
    docs: list[RuleChange] = []
    for pointer, change, before, after in _walk(old, new, ""):
        entry = RuleChange(
            pointer,
            change,
            before,
            after,
            words(pointer, change, before, after),
            meaning(pointer),
            nearest_cite(old, pointer),
            nearest_cite(new, pointer),
        )
        (docs if citation_only(pointer) else rules).append(entry)
    return rules, docs
