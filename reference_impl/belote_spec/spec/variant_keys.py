"""The keys of a variant that document it rather than set a rule: one definition for every reader.

Only `errata` entries carry `evidence` (variant.schema.json), so a reader of rule values that drops the
annotations drops the same keys whether or not it names `evidence`.
"""

from __future__ import annotations

from collections.abc import Collection
from typing import Any

# Keys that carry citations (a list of {source, quote}): what the citation checks read.
CITATION_KEYS = ("cite", "evidence")
# Keys whose values document a rule rather than set it, wherever they stand.
ANNOTATION_KEYS = frozenset({*CITATION_KEYS, "notes"})
# Top-level keys that name and describe the variant (the rulebook's header)...
NAMING_KEYS = frozenset({"language", "id", "extends", "title", "version", "region", "aliases", "summary"})
# ... and those that record its sources, errata and unstated marks.
RECORD_KEYS = frozenset({"sources", "errata", "unstated"})
# Every top-level key that is not a rule.
VARIANT_META_KEYS = NAMING_KEYS | RECORD_KEYS
# Every key that is not a rule: an annotation anywhere, or the variant's own metadata.
DOCUMENTATION_KEYS = ANNOTATION_KEYS | VARIANT_META_KEYS


def strip_annotations(value: Any, keys: Collection[str] = ANNOTATION_KEYS) -> Any:
    """A value without its annotations (citations and notes, which say where a rule comes from, not what it
    is) at any depth; with `keys=DOCUMENTATION_KEYS`, without the variant's own metadata keys too."""
    if isinstance(value, dict):
        return {k: strip_annotations(v, keys) for k, v in value.items() if k not in keys}
    if isinstance(value, list):
        return [strip_annotations(v, keys) for v in value]
    return value
