"""JSON on the protocol's wire: the values and texts Python's json gives, worked out faster by orjson where it
gives the very same, and by json everywhere else.

Every request and answer line is read here, on both sides, tens of thousands of times a run: json's decoder
was a fifth of what serve and the runner spend on a line. orjson reads standard JSON to the same Python values,
with two exceptions handled here: an integer of more than 64 bits, which orjson reads as a float (json as the
integer), and anything orjson refuses that json accepts (NaN, Infinity, 1e400, a lone surrogate). Such a text
goes to json, so the value, or the error and its message, is json's own.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import orjson

from belote_spec.base.json_text import STRICT, exact_text

# A string's JSON text as json writes it with ensure_ascii=False (the encoders of both sides of the wire), without
# an encoder's call: json's own C function.
quote: Callable[[str], str] = json.encoder.encode_basestring

# A run of 19 digits may be an integer past 64 bits (or a long fraction): json reads those texts. Found by mapping
# every byte to a digit or not (bytes.translate) and looking for the run: a tenth of what a regular expression took.
_DIGIT_OR_NOT = bytes(57 if 48 <= i <= 57 else 32 for i in range(256))
_RUN = b"9" * 19


def loads(text: str | bytes, fallback: Callable[[str], Any]) -> Any:
    """`fallback(text)`'s value (json.loads, or a json decoder's `decode`), or its error: orjson's value where it
    is the same. Bytes are ASCII text (as serve reads a line), read without decoding them first."""
    if isinstance(text, bytes):
        raw = text
    else:
        try:
            raw = text.encode("utf-8")
        except UnicodeEncodeError:  # a lone surrogate (a byte that was not UTF-8, kept by surrogateescape)
            return fallback(text)
    if _RUN not in raw.translate(_DIGIT_OR_NOT):
        try:
            return orjson.loads(raw)
        except orjson.JSONDecodeError:
            pass
    return fallback(text.decode("ascii") if isinstance(text, bytes) else text)


def same_text(a: Any, b: Any) -> bool | None:
    """Whether two values that are equal (a == b) are written as the same JSON text (json's encoder, given the same
    options, writes them alike exactly when orjson does: same types, same key order, same numbers); None where
    orjson cannot say (see base.json_text.exact_text). Since a == b, `b` holds NaN or an infinity exactly where `a`
    does."""
    x = exact_text(a)
    if x is None:
        return None
    try:
        return x == orjson.dumps(b, option=STRICT)
    except TypeError:
        return None


class Encoded(dict[str, Any]):
    """Request arguments that carry their own JSON text, as the runner's encoder writes them: a caller that sends
    the same arguments again and again, but for one value (identify's steps under every name, but for the deal's
    handle), works out the rest of the text once (subprocess_engine.handle_rest, with_handle) instead of encoding
    it anew."""

    __slots__ = ("text",)

    def __init__(self, args: dict[str, Any], text: str) -> None:
        super().__init__(args)
        self.text = text
