"""JSON in the package: the type of a JSON object (Json), and a value's JSON text by orjson where it stands for
that value alone: what the wire compares answers by, the schema verdicts are kept under, and the searches
remember their runs by."""

from __future__ import annotations

from typing import Any

import orjson

#: A JSON object as json reads it: a request's arguments, an answer, a report entry.
Json = dict[str, Any]

# orjson writes a subclass as its base, a dataclass as a mapping and a date as a string, where json writes the
# first its own way and refuses the others: with these, orjson refuses them all.
STRICT = orjson.OPT_PASSTHROUGH_SUBCLASS | orjson.OPT_PASSTHROUGH_DATACLASS | orjson.OPT_PASSTHROUGH_DATETIME


def exact_text(value: Any, sort_keys: bool = False) -> bytes | None:
    """orjson's text of a value (keys sorted, with `sort_keys`): two values have the same one exactly when json,
    with the same options, writes them alike (same types, key order, numbers and strings). None where orjson
    cannot say: a value it does not write as json does (an integer past 64 bits, a key that is no string, a type
    STRICT refuses), or one holding NaN or an infinity, which orjson writes as null and json as NaN or Infinity
    (or not at all): such a float is seen by reading the text back, where null comes back None, unequal to it."""
    try:
        text = orjson.dumps(value, option=STRICT | orjson.OPT_SORT_KEYS if sort_keys else STRICT)
    except TypeError:
        return None
    if b"null" in text and orjson.loads(text) != value:
        return None
    return text
