"""Text an engine under test wrote (its name, messages, answers, stderr), made safe to show: data, never
terminal control nor markup, and bounded, so an engine can neither repaint a verdict on the terminal,
nor add headings, links or HTML to a Markdown report, nor swell a report to megabytes.

Every writer of a report passes such text through here: `visible` for a terminal, `markdown` for a Markdown
line, and `bounded` first, so a report says how much of each field it left out.
"""

from __future__ import annotations

import re
from typing import Any

from belote_spec.base.text import shorten

FIELD = 4096  # characters of one engine-supplied field in a text, Markdown, HTML or JUnit report
RECORD = 65536  # the same in a JSON report, the record the others are rebuilt from

# C0 and C1 controls, DEL, the Unicode line and bidirectional-override characters, lone surrogates (which no
# UTF-8 stream can carry) and the two noncharacters XML forbids. Tab and newline are handled by `visible`.
_UNSAFE = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069\ud800-\udfff\ufffe\uffff]")
_ONE_LINE = re.compile(f"{_UNSAFE.pattern[:-1]}\n\t]")
_SURROGATE = re.compile("[\ud800-\udfff]")
_NAMED = {"\n": "\\n", "\r": "\\r", "\t": "\\t"}


def _escape(ch: str) -> str:
    code = ord(ch)
    return _NAMED.get(ch) or (f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}")


def visible(text: str, *, newlines: bool = False) -> str:
    """`text` with every control character written out as an escape (ESC as the four characters `\\x1b`,
    CR as `\\r`): it prints as itself and moves nothing on a terminal. Newlines are escaped too (one field
    stays on one line) unless `newlines`, for a block whose lines the report shows as lines."""
    pattern = _UNSAFE if newlines else _ONE_LINE
    return pattern.sub(lambda m: _escape(m.group()), text)


def bounded(text: str, limit: int = FIELD) -> str:
    """`text` when it has at most `limit` characters, else its first `limit` and how many were cut."""
    if len(text) <= limit:
        return text
    return shorten(text, limit, f"… [{len(text) - limit:,} characters cut]", ellipsis_counts=False)


def shown(text: str, limit: int = FIELD, *, newlines: bool = False) -> str:
    """One engine-supplied field for a terminal or a page: bounded, then `visible`."""
    return visible(bounded(text, limit), newlines=newlines)


def bounded_json(value: Any, limit: int = RECORD) -> Any:
    """A JSON value with each string in it `bounded` and its lone surrogates written out (a UTF-8 file cannot
    hold one): what a JSON report keeps of an engine's answers."""
    if isinstance(value, str):
        return _SURROGATE.sub(lambda m: _escape(m.group()), bounded(value, limit))
    if isinstance(value, list):
        return [bounded_json(v, limit) for v in value]
    if isinstance(value, dict):
        return {k: bounded_json(v, limit) for k, v in value.items()}
    return value


# CommonMark lets a backslash escape any ASCII punctuation; these are the ones that make markup in a line:
# emphasis, code, links and images, raw HTML and entities, strikethrough, table cells, headings.
_MARKDOWN = re.compile(r"[\\`*_\[\]<>&#|~]")
# What opens a list item when it starts the text of one (`- {message}` would nest a list).
_BLOCK_START = re.compile(r"^([-+]|\d{1,9}[.)])(?=\s|$)")


def markdown(text: str, limit: int = FIELD) -> str:
    """One engine-supplied field for a line of Markdown: bounded, on one line, controls visible, and every
    character that would make markup backslash-escaped, so it renders as the text it is."""
    kept = bounded(text, limit)
    escaped = _MARKDOWN.sub(lambda m: "\\" + m.group(), visible(kept[:limit]))
    return _BLOCK_START.sub(lambda m: m.group()[:-1] + "\\" + m.group()[-1], escaped) + kept[limit:]
