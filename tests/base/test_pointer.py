"""The one JSON-pointer module (belote_spec.base.pointer): RFC 6901 escapes, tokens, lookups, copies."""

from __future__ import annotations

from typing import Any

import pytest

from belote_spec.base import pointer


def test_a_token_with_a_slash_or_a_tilde_is_escaped_and_read_back() -> None:
    assert pointer.escape("a/b~c") == "a~1b~0c"
    assert pointer.unescape("a~1b~0c") == "a/b~c"
    assert pointer.unescape("~01") == "~1"  # ~0 is read last: "~01" is the token "~1", not "/"
    assert pointer.join("/x", "a/b", 3) == "/x/a~1b/3"
    assert pointer.tokens("/x/a~1b/3") == ["x", "a/b", "3"]
    assert pointer.tokens("") == [] and pointer.from_tokens([]) == ""
    assert pointer.from_tokens(["x", "~"]) == "/x/~0"


def test_parent_and_last_token() -> None:
    assert pointer.parent("/scoring/capot/bonus") == "/scoring/capot"
    assert pointer.parent("/scoring") == "" and pointer.parent("") == ""
    assert pointer.last("/a/b~1c") == "b/c" and pointer.last("") == ""


def test_a_pointer_resolves_through_objects_and_lists() -> None:
    data = {"bidding": {"rounds": [{"may_take": ["x"]}]}, "a/b": {"~": 1}}
    assert pointer.resolve(data, "/bidding/rounds/0/may_take") == (True, ["x"])
    assert pointer.resolve(data, "/a~1b/~0") == (True, 1)
    assert pointer.resolve(data, "/bidding/rounds/1")[0] is False
    assert pointer.resolve(data, "/bidding/nope")[0] is False
    assert pointer.lookup(data, "/bidding/rounds/x", None) is None
    assert pointer.lookup(data, "") is data
    assert pointer.lookup(data, "/nope") is pointer.MISSING


def test_get_raises_where_lookup_answers_the_default() -> None:
    data = {"a": [10, 20]}
    assert pointer.get(data, "/a/1") == 20 and pointer.has(data, "/a/1")
    for missing in ("/b", "/a/5", "/a/x", "/a/1/c"):
        assert not pointer.has(data, missing)
        with pytest.raises((KeyError, IndexError, ValueError, TypeError)):
            pointer.get(data, missing)


def test_with_value_copies_only_the_way_to_the_change() -> None:
    data: dict[str, Any] = {"a": {"b": [1, 2, 3]}, "other": {"kept": True}}
    changed = pointer.with_value(data, "/a/b/1", 9)
    assert changed == {"a": {"b": [1, 9, 3]}, "other": {"kept": True}}
    assert data == {"a": {"b": [1, 2, 3]}, "other": {"kept": True}}  # the original is untouched
    assert changed["other"] is data["other"]  # off the way: shared
    removed = pointer.with_value(data, "/a/b/0", pointer.REMOVED)
    assert removed["a"]["b"] == [2, 3] and data["a"]["b"] == [1, 2, 3]
    added = pointer.with_value(data, "/a/new", {"x": 1})
    assert added["a"]["new"] == {"x": 1} and "new" not in data["a"]


def test_put_sets_and_removes_in_place() -> None:
    data = {"a": {"b": 1, "c": [0, 0]}}
    pointer.put(data, "/a/b", 2)
    pointer.put(data, "/a/c/1", 5)
    assert data == {"a": {"b": 2, "c": [0, 5]}}
    pointer.put(data, "/a/b", pointer.REMOVED)
    assert data == {"a": {"c": [0, 5]}}
