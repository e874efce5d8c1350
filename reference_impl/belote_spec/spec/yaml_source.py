"""Safe YAML reading that remembers where each value was written, so errors can name file:line:col.

Only plain data is built (no Python objects, no merge keys), and hostile input - huge files, alias
bombs, deep nesting, bad bytes - is refused with a positioned error before it can cost much.
"""

from __future__ import annotations

import os
import re
from pathlib import Path
from typing import Any

import yaml
from yaml.nodes import MappingNode, Node, ScalarNode, SequenceNode

from belote_spec.base.pointer import join
from belote_spec.base.text import shorten
from belote_spec.spec.errors import SpecError, SpecErrors

MAX_BYTES = 1 << 20
MAX_DEPTH = 64
MAX_ALIAS_NODES = 10_000
MAX_TAB_ERRORS = 10

_BOM = b"\xef\xbb\xbf"
_MAP_TAG = "tag:yaml.org,2002:map"
_SEQ_TAG = "tag:yaml.org,2002:seq"
_MERGE_TAG = "tag:yaml.org,2002:merge"

Position = tuple[int, int]


class Positions(dict[str, Position]):
    """JSON pointer -> (line, col) of each value; `key_positions` holds where each mapping key was written."""

    def __init__(self) -> None:
        super().__init__()
        self.key_positions: dict[str, Position] = {}


class _Fatal(Exception):
    """A problem that stops reading the file; converted to a SpecError with the file name."""

    def __init__(self, line: int, col: int, message: str, pointer: str = "") -> None:
        super().__init__(message)
        self.line, self.col, self.message, self.pointer = line, col, message, pointer


def _at(mark: Any) -> Position:
    return (mark.line + 1, mark.column + 1)


class _Loader(yaml.SafeLoader):
    """SafeLoader's parser and composer, plus limits on nesting and on what aliases expand to."""

    def __init__(self, stream: str) -> None:
        super().__init__(stream)
        self._depth = 0
        self._nodes = 0
        self._expanded = 0
        self._sizes: dict[str, int] = {}

    def compose_node(self, parent: Node | None, index: Any) -> Node:
        event = self.peek_event()
        if isinstance(event, yaml.AliasEvent):
            size = self._sizes.get(event.anchor)
            if size is None and event.anchor in self.anchors:
                raise _Fatal(*_at(event.start_mark), f"alias *{event.anchor} refers to a node that contains it")
            self._expanded += size or 1
            self._nodes += size or 1
            if self._expanded > MAX_ALIAS_NODES:
                raise _Fatal(
                    *_at(event.start_mark),
                    f"too many alias expansions (more than {MAX_ALIAS_NODES} nodes reached through aliases)",
                )
            node = super().compose_node(parent, index)
            # The anchored node placed where the alias is written, so an error about this use (a duplicate
            # key, a wrong value) points at the alias, not at the anchor.
            return type(node)(node.tag, node.value, event.start_mark, event.end_mark)
        collection = isinstance(event, yaml.MappingStartEvent | yaml.SequenceStartEvent)
        if collection:
            self._depth += 1
            if self._depth > MAX_DEPTH:
                raise _Fatal(*_at(event.start_mark), f"nesting deeper than {MAX_DEPTH} levels")
        before = self._nodes
        self._nodes += 1
        node = super().compose_node(parent, index)
        if collection:
            self._depth -= 1
        anchor = getattr(event, "anchor", None)
        if anchor is not None:
            self._sizes[anchor] = self._nodes - before
        return node


_CLoader: Any = getattr(yaml, "CSafeLoader", None)  # PyYAML built with libyaml
_NON_PRINTABLE = yaml.reader.Reader.NON_PRINTABLE  # what the pure-Python reader refuses
_UNSURE: Any = object()
USE_LIBYAML = True  # False: every file is composed by _Loader alone (the tests compare the two)


def _libyaml_node(text: str) -> Any:
    """The document's node graph composed by libyaml (a tenth of the pure-Python composer's time: the first
    cost of every process that reads the variants), or _UNSURE where it might not be the one _Loader composes:
    a text _Loader's reader refuses, a byte order mark inside the text (libyaml counts no column for it), any
    error (_Loader then says it in its own words, at its own place), an alias (libyaml shares the anchored
    node, _Loader places a copy at the alias, and counts what aliases expand to), nesting deeper than _Loader
    allows, or a plain scalar the pure-Python scanner would have ended (see _plain_tree). Everything else is
    the same graph, tags, values and marks (tests/spec/test_loader.py compares the two on every YAML file of the
    repository, on generated documents and on broken ones)."""
    if _CLoader is None or not USE_LIBYAML or _NON_PRINTABLE.search(text) or "\ufeff" in text:
        return _UNSURE
    try:
        loader = _CLoader(text)
        try:
            node = loader.get_single_node()
        finally:
            loader.dispose()
    except Exception:  # whatever libyaml refuses, the pure-Python reader explains in its own words
        return _UNSURE
    if node is not None and not _plain_tree(node):
        return _UNSURE
    return node


def _plain_tree(root: Node) -> bool:
    """Whether a node graph is a tree (no node reached twice: no alias) no deeper than MAX_DEPTH collections,
    with no plain scalar holding a `?` inside a flow collection (libyaml reads `{a: b?}` as the string `b?`;
    the pure-Python scanner ends the scalar at `?` and refuses the rest)."""
    seen: set[int] = set()
    stack: list[tuple[Node, int, bool]] = [(root, 0, False)]
    while stack:
        node, depth, in_flow = stack.pop()
        if id(node) in seen:
            return False
        seen.add(id(node))
        if isinstance(node, ScalarNode):
            if in_flow and not node.style and "?" in node.value:
                return False
            continue
        if depth >= MAX_DEPTH:
            return False
        inner = in_flow or bool(node.flow_style)
        if isinstance(node, MappingNode):
            for key, value in node.value:
                stack.append((key, depth + 1, inner))
                stack.append((value, depth + 1, inner))
        elif isinstance(node, SequenceNode):
            stack.extend((item, depth + 1, inner) for item in node.value)
    return True


class _Builder:
    """Turns composed nodes into dicts, lists and scalars, noting positions and collecting key problems."""

    def __init__(self, loader: yaml.constructor.SafeConstructor) -> None:
        self.loader = loader
        self.positions = Positions()
        self.problems: list[_Fatal] = []

    def build(self, node: Node, pointer: str, depth: int = 0) -> Any:
        self.positions[pointer] = _at(node.start_mark)
        if depth > MAX_DEPTH:  # aliases can nest deeper than the text does
            raise _Fatal(*_at(node.start_mark), f"nesting deeper than {MAX_DEPTH} levels", pointer)
        if isinstance(node, MappingNode):
            self._check_tag(node, _MAP_TAG, pointer)
            return self._mapping(node, pointer, depth)
        if isinstance(node, SequenceNode):
            self._check_tag(node, _SEQ_TAG, pointer)
            return [self.build(item, join(pointer, i), depth + 1) for i, item in enumerate(node.value)]
        return self._scalar(node, pointer)

    def _scalar(self, node: Node, pointer: str) -> Any:
        try:
            return self.loader.construct_object(node)
        except yaml.constructor.ConstructorError as exc:
            raise _Fatal(*_at(exc.problem_mark or node.start_mark), str(exc.problem), pointer) from None
        except (ArithmeticError, AttributeError, LookupError, TypeError, ValueError):
            # PyYAML's own constructors fail this way on `!!int x`, `!!bool maybe`, `!!float` or 5000 digits.
            tag = node.tag.rsplit(":", 1)[-1]
            value = str(node.value)
            shown = repr(shorten(value, 40))
            raise _Fatal(*_at(node.start_mark), f"{shown} is not a valid !!{tag} value", pointer) from None

    def _check_tag(self, node: Node, tag: str, pointer: str) -> None:
        if node.tag != tag:
            raise _Fatal(*_at(node.start_mark), f"unsupported YAML tag {node.tag!r}", pointer)

    def _mapping(self, node: MappingNode, pointer: str, depth: int) -> dict[Any, Any]:
        out: dict[Any, Any] = {}
        first_line: dict[Any, int] = {}
        for key_node, value_node in node.value:
            where = _at(key_node.start_mark)
            if key_node.tag == _MERGE_TAG:
                self.problems.append(_Fatal(*where, "merge keys (<<) are not supported; use `extends`", pointer))
                continue
            if not isinstance(key_node, ScalarNode):
                self.problems.append(_Fatal(*where, "mapping keys must be strings, got a collection", pointer))
                continue
            key = self._scalar(key_node, pointer)
            child = join(pointer, key)
            if not isinstance(key, str):
                self.problems.append(
                    _Fatal(
                        *where,
                        f"mapping keys must be strings, got {type(key).__name__} {key!r}; quote it",
                        child,
                    )
                )
            if key in first_line:
                self.problems.append(
                    _Fatal(*where, f"duplicate key {key!r} (first defined at line {first_line[key]})", child)
                )
                continue
            first_line[key] = where[0]
            self.positions.key_positions[child] = where
            out[key] = self.build(value_node, child, depth + 1)
        return out


_BREAK = re.compile("\r\n|[\r\n\x85\u2028\u2029]")  # the line breaks PyYAML counts, so all positions agree


def _line_col(text: str, index: int) -> Position:
    breaks = list(_BREAK.finditer(text, 0, index))
    start = breaks[-1].end() if breaks else 0
    return (len(breaks) + 1, index - start + 1)


def read_capped(path: Path, name: str) -> bytes:
    """A file's bytes, at most MAX_BYTES of them; SpecErrors (named `name`) for a file too big or unreadable."""

    def too_big(size: int) -> SpecErrors:
        return SpecErrors(
            [SpecError(name, 1, 1, "", f"file is {size} bytes, more than the {MAX_BYTES} bytes (1 MiB) allowed")]
        )

    try:
        size = os.stat(path).st_size
        if size > MAX_BYTES:
            raise too_big(size)
        # Opened without blocking: a FIFO nobody writes to would otherwise wait forever (it reads as empty).
        nonblock = getattr(os, "O_NONBLOCK", 0)
        with open(os.open(path, os.O_RDONLY | nonblock), "rb") as handle:
            if nonblock:
                os.set_blocking(handle.fileno(), True)
            raw = handle.read(MAX_BYTES + 1)
    except OSError as exc:
        raise SpecErrors([SpecError(name, 1, 1, "", f"cannot read file: {exc.strerror or exc}")]) from None
    except ValueError as exc:  # a path with a NUL byte
        raise SpecErrors([SpecError(name, 1, 1, "", f"cannot read file: {exc}")]) from None
    if len(raw) > MAX_BYTES:
        raise too_big(len(raw))
    return raw


def _decode(raw: bytes, name: str) -> str:
    if raw.startswith(_BOM):
        raw = raw[len(_BOM) :]
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        before = raw[: exc.start].decode("utf-8")  # valid up to the bad byte
        line, col = _line_col(before, len(before))
        message = f"not valid UTF-8: byte 0x{raw[exc.start]:02x} at byte offset {exc.start}"
        raise SpecErrors([SpecError(name, line, col, "", message)]) from None


def _check_tabs(text: str, name: str) -> None:
    errors = []
    for number, line in enumerate(_BREAK.split(text), start=1):
        if "\t" in line:
            errors.append(SpecError(name, number, line.index("\t") + 1, "", "tab character; use spaces"))
            if len(errors) >= MAX_TAB_ERRORS:
                break
    if errors:
        raise SpecErrors(errors)


def _syntax_error(exc: yaml.MarkedYAMLError, name: str) -> SpecError:
    mark = exc.problem_mark or exc.context_mark
    line, col = _at(mark) if mark is not None else (1, 1)
    context = exc.context or ""
    if context and exc.context_mark is not None and exc.context_mark.line + 1 != line:
        context += f" (line {exc.context_mark.line + 1})"
    return SpecError(name, line, col, "", "YAML syntax error: " + ", ".join(filter(None, [context, exc.problem])))


def load_yaml(path: str | Path) -> tuple[Any, Positions]:
    """Read one YAML file as plain data plus the position of every value; raise SpecErrors on any problem."""
    name = str(path)
    text = _decode(read_capped(Path(path), name), name)
    _check_tabs(text, name)
    loader: _Loader | None = None
    try:
        node = _libyaml_node(text)
        constructor: yaml.constructor.SafeConstructor
        if node is _UNSURE:
            loader = constructor = _Loader(text)
            node = loader.get_single_node()
        else:
            constructor = yaml.constructor.SafeConstructor()
        if node is None:
            raise _Fatal(1, 1, "the file is empty; a variant is a mapping")
        builder = _Builder(constructor)
        data = builder.build(node, "")
    except yaml.reader.ReaderError as exc:
        line, col = _line_col(text, exc.position)
        code = exc.character if isinstance(exc.character, int) else ord(exc.character)
        message = f"control character U+{code:04X} is not allowed in YAML"
        raise SpecErrors([SpecError(name, line, col, "", message)]) from None
    except yaml.MarkedYAMLError as exc:
        raise SpecErrors([_syntax_error(exc, name)]) from None
    except _Fatal as exc:
        raise SpecErrors([SpecError(name, exc.line, exc.col, exc.pointer, exc.message)]) from None
    finally:
        if loader is not None:
            loader.dispose()
    errors = [SpecError(name, p.line, p.col, p.pointer, p.message) for p in builder.problems]
    if not isinstance(data, dict):
        kind = "a list" if isinstance(data, list) else f"a scalar ({data!r})"[:80]
        errors.insert(0, SpecError(name, *builder.positions[""], "", f"the top level must be a mapping, got {kind}"))
    if errors:
        raise SpecErrors(errors)
    return data, builder.positions
