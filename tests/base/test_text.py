"""The plain-text helpers of belote_spec.base.text."""

from __future__ import annotations

from belote_spec.base.text import series, shorten, words


def test_a_short_text_is_kept_whole() -> None:
    assert shorten("abc", 3) == "abc" and shorten("", 0) == ""
    assert shorten("abc", 3, "…", ellipsis_counts=False) == "abc"


def test_a_long_text_is_cut_to_the_limit_with_its_ellipsis() -> None:
    assert shorten("abcdefgh", 6) == "abc..."
    assert shorten("abcdefgh", 6, "…") == "abcde…"
    assert len(shorten("x" * 500, 80)) == 80


def test_an_ellipsis_that_does_not_count_comes_after_the_limit() -> None:
    assert shorten("abcdefgh", 6, ellipsis_counts=False) == "abcdef..."
    assert shorten("abcdefgh", 7, "…", ellipsis_counts=False) == "abcdefg…"


def test_words_and_series() -> None:
    assert words("right_of_dealer") == "right of dealer"
    assert series(["a", "b", "c"]) == "a, b and c" and series(["a", "b"], "or") == "a or b" and series([]) == ""
