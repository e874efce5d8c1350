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


class Encoder:
    """`json.JSONEncoder(**options).encode` with its C encoder made once, not at every call as `encode` makes it
    (half the cost of a short request line): the same text, the same exceptions. A failure may leave the
    encoder's marks of the containers it was inside (its check for circular references), so after one it is
    made afresh."""

    def __init__(self, **options: Any) -> None:
        self._json = json.JSONEncoder(**options)
        self._make()

    def _make(self) -> None:
        from json import encoder

        j = self._json
        make = getattr(encoder, "c_make_encoder", None)  # not in typeshed: json's own C accelerator
        if make is None or j.indent is not None:  # no C accelerator: encode as json does
            self._c = None
            return
        quote = encoder.encode_basestring_ascii if j.ensure_ascii else encoder.encode_basestring
        self._c = make(
            {} if j.check_circular else None,
            j.default,
            quote,
            j.indent,
            j.key_separator,
            j.item_separator,
            j.sort_keys,
            j.skipkeys,
            j.allow_nan,
        )

    def __call__(self, value: Any) -> str:
        if self._c is None or isinstance(value, str):
            return self._json.encode(value)
        try:
            return "".join(self._c(value, 0))
        except BaseException:
            self._make()
            raise


# A value's text as serve writes it in a reply, and as the checks compare results (definition.same_json): json's
# text, not ASCII-escaped, NaN and infinities refused.
reply_text = Encoder(ensure_ascii=False, allow_nan=False)
