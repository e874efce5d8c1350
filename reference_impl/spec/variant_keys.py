"""The keys of a variant that document it rather than set a rule: one definition for every reader.

Only `errata` entries carry `evidence` (variant.schema.json), so a reader of rule values that drops the
annotations drops the same keys whether or not it names `evidence`.
"""

from __future__ import annotations

# Keys that carry citations (a list of {source, quote}): what the citation checks read.
CITATION_KEYS = ("cite", "evidence")
# Keys whose values document a rule rather than set it, wherever they stand.
ANNOTATION_KEYS = frozenset({*CITATION_KEYS, "notes"})
# Top-level keys that name and describe the variant, or record its sources, errata and unstated marks.
VARIANT_META_KEYS = frozenset({"language", "id", "extends", "title", "version", "region", "aliases", "summary",
                               "sources", "errata", "unstated"})
# Every key that is not a rule: an annotation anywhere, or the variant's own metadata.
DOCUMENTATION_KEYS = ANNOTATION_KEYS | VARIANT_META_KEYS
