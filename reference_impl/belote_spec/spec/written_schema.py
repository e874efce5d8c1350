"""The schema of a variant file as written, derived from the schema of a resolved variant.

`schemas/variant.schema.json` describes a variant after `extends`; a child file holds only what it
changes, so an editor or check-jsonschema using that schema reports "required property" errors on
every child. A file as written is either a complete variant (no `extends`) or a child: a JSON Merge
Patch over its parent (loader._merge), where any mapping may be partial and `null` removes an
inherited key. Arrays are replaced whole, so what sits in an array is still checked complete. The
derived schema is committed as `schemas/variant-file.schema.json`; regenerate it with
`python -m belote_spec.spec.written_schema` (a test keeps the two in step).
"""

from __future__ import annotations

import json
import sys
from typing import Any

ID = "https://belote-spec.org/schemas/variant-file.schema.json"
_DEFS = "#/$defs/"
_DROPPED = ("required", "minProperties", "dependentRequired")


class _Partial:
    """Partial copies of the definitions, made as they are reached from a mapping."""

    def __init__(self, defs: dict[str, Any]) -> None:
        self.defs = defs
        self.made: dict[str, Any] = {}

    def ref(self, target: str) -> str:
        name = target.removeprefix(_DEFS)
        partial = f"partial-{name}"
        if partial not in self.made:
            self.made[partial] = {}
            self.made[partial] = self.node(self.defs[name])
            self.made[partial + _NULLABLE] = _nullable(self.made[partial])
        return _DEFS + partial

    def node(self, schema: Any) -> Any:
        if not isinstance(schema, dict):
            return schema
        out: dict[str, Any] = {}
        for key, value in schema.items():
            if key in _DROPPED:
                continue
            if key == "$ref" and isinstance(value, str) and value.startswith(_DEFS):
                out[key] = self.ref(value)
            elif key == "properties":
                out[key] = {name: self.removable(sub) for name, sub in value.items()}
            elif key in ("additionalProperties", "patternProperties") and isinstance(value, dict):
                if key == "patternProperties":
                    out[key] = {pattern: self.removable(sub) for pattern, sub in value.items()}
                else:
                    out[key] = self.removable(value)
            elif key in ("anyOf", "oneOf", "allOf"):
                out[key] = [self.node(branch) for branch in value]
            elif key in ("if", "then", "else", "not"):
                out[key] = self.node(value)
            else:  # items, enums, consts, descriptions, scalars' keywords: as in the complete schema
                out[key] = value
        return out

    def removable(self, schema: Any) -> Any:
        """A property of a child: partial where it is a mapping, or null to remove what it inherits."""
        return _nullable(self.node(schema))


def _nullable(schema: Any) -> Any:
    """The schema, also accepting null; said in its own keywords where it can, so errors stay precise."""
    if not isinstance(schema, dict) or schema is True:
        return schema
    out = dict(schema)
    if "$ref" in out and len([k for k in out if k not in ("description", "title")]) == 1:
        out["$ref"] = out["$ref"] + _NULLABLE
        return out
    if isinstance(out.get("type"), str):
        out["type"] = [out["type"], "null"]
    elif isinstance(out.get("type"), list) and "null" not in out["type"]:
        out["type"] = [*out["type"], "null"]
    elif "type" not in out and not any(k in out for k in ("enum", "const", "oneOf", "anyOf")):
        return out
    if "enum" in out and None not in out["enum"]:
        out["enum"] = [*out["enum"], None]
    if "const" in out:
        out["enum"] = [out.pop("const"), None]
    for key in ("oneOf", "anyOf"):
        if key in out and "type" not in schema:
            out[key] = [*out[key], {"type": "null"}]
    return out


_NULLABLE = "-or-null"


def as_written(resolved: dict[str, Any]) -> dict[str, Any]:
    """The schema of a variant file: complete without `extends`, a partial child with it."""
    defs = dict(resolved.get("$defs", {}))
    complete = {k: v for k, v in resolved.items() if k not in ("$schema", "$id", "$defs", "title", "description")}
    partial = _Partial(defs)
    child = partial.node(complete)
    child["required"] = ["language", "id", "extends"]
    return {
        "$schema": resolved["$schema"],
        "$id": ID,
        "title": "A belote-spec variant file, as written",
        "description": (
            "A variant file before `extends` is resolved: without `extends` it is a complete variant "
            "(schemas/variant.schema.json); with it, a child that changes its parent key by key (JSON Merge "
            "Patch: any mapping may be partial, null removes an inherited key, an array replaces the "
            "parent's whole). Generated from variant.schema.json by `python -m belote_spec.spec.written_schema`."
        ),
        "if": {"required": ["extends"]},
        "then": {"$ref": _DEFS + "child"},
        "else": {"$ref": _DEFS + "complete"},
        "$defs": {"complete": complete, "child": child, **defs, **partial.made},
    }


def main() -> None:
    from belote_spec.spec import resources

    with open(resources.schemas_dir() / "variant.schema.json", encoding="utf-8") as f:
        resolved = json.load(f)
    json.dump(as_written(resolved), sys.stdout, indent=2, ensure_ascii=False)
    sys.stdout.write("\n")


if __name__ == "__main__":
    main()
