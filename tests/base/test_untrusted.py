"""Engine text made safe to show: controls visible, Markdown inert, every field bounded."""

from __future__ import annotations

import pytest

from belote_spec.base.untrusted import FIELD, bounded, bounded_json, markdown, shown, visible


@pytest.mark.parametrize(
    ("text", "shown_as"),
    [
        ("\x1b[2J", "\\x1b[2J"),
        ("a\rb", "a\\rb"),
        ("\x00", "\\x00"),
        ("\x9b31m", "\\x9b31m"),  # C1 CSI
        ("\x7f", "\\x7f"),
        ("\u202eevil", "\\u202eevil"),  # right-to-left override
        ("\ud800", "\\ud800"),  # a lone surrogate, which no UTF-8 terminal can be sent
        ("one\ntwo\tthree", "one\\ntwo\\tthree"),
        ("é ♥ 10H, plain", "é ♥ 10H, plain"),
    ],
)
def test_controls_are_written_out(text: str, shown_as: str) -> None:
    assert visible(text) == shown_as


def test_a_block_keeps_its_lines_not_its_controls() -> None:
    assert visible("a\r\nb\x1b\n", newlines=True) == "a\\r\nb\\x1b\n"


def test_a_long_field_is_cut_and_says_how_much() -> None:
    assert bounded("x" * 10, 4) == "xxxx… [6 characters cut]"
    assert bounded("x" * 4, 4) == "xxxx"
    assert shown("\x1b" * (FIELD + 300_000)).endswith("… [300,000 characters cut]")
    assert bounded_json({"a": ["y" * 10, 3, None], "b": "ok"}, 4) == {
        "a": ["yyyy… [6 characters cut]", 3, None],
        "b": "ok",
    }


@pytest.mark.parametrize(
    ("text", "line"),
    [
        ("\n# heading", "\\\\n\\# heading"),
        ("<img src=x onerror=alert(1)>", "\\<img src=x onerror=alert(1)\\>"),
        ("[x](javascript:alert(1))", "\\[x\\](javascript:alert(1))"),
        ("*bold* `code` ~~s~~ a|b &amp;", "\\*bold\\* \\`code\\` \\~\\~s\\~\\~ a\\|b \\&amp;"),
        ("- item", "\\- item"),
        ("12. item", "12\\. item"),
        ("0.1.0", "0.1.0"),
        ("the follow suit rule: 3 cards", "the follow suit rule: 3 cards"),
    ],
)
def test_markdown_specials_are_escaped(text: str, line: str) -> None:
    assert markdown(text) == line


def test_markdown_says_the_cut_plainly() -> None:
    assert markdown("_" * 10, 4) == "\\_\\_\\_\\_… [6 characters cut]"


def test_a_json_record_holds_no_lone_surrogate() -> None:
    assert bounded_json(["a\ud800b", {"k": "\udfff"}]) == ["a\\ud800b", {"k": "\\udfff"}]
    assert bounded_json("é ♥ \x1b") == "é ♥ \x1b"  # JSON escapes its own controls
