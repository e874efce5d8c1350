"""Find a variant, resolve its `extends` chain, validate it (schema, then meaning), all errors positioned.

Positions survive the merge: every resolved value remembers the file, line and column it came from, so an
inherited mistake is reported in the parent file and an override in the child.
"""

from __future__ import annotations

import copy
import difflib
import hashlib
import json
import os
import re
import sys
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

from jsonschema import Draft202012Validator, ValidationError
from jsonschema.exceptions import best_match

from belote_spec.base.pointer import join, lookup, parent, related
from belote_spec.base.text import shorten
from belote_spec.spec import citations, inherited_cites, resources, semantics, valid_cache
from belote_spec.spec.errors import SpecError, SpecErrors
from belote_spec.spec.yaml_source import load_yaml

IDENTITY_KEYS = ("id", "title", "version", "aliases", "summary")
MAX_EXTENDS = 16
_ID = re.compile(r"^[a-z0-9][a-z0-9-]*$")

Where = tuple[str, int, int]


@dataclass
class Resolved:
    """A variant after `extends`: its data, where each value was written, and the files used (child first)."""

    data: dict[str, Any]
    positions: dict[str, Where]
    chain: list[Path]
    key_positions: dict[str, Where] = field(default_factory=dict)

    def locate(self, pointer: str, *, key: bool = False) -> Where:
        """Where a pointer was written; the nearest written ancestor when it was not (a missing property)."""
        if key and pointer in self.key_positions:
            return self.key_positions[pointer]
        while pointer not in self.positions and pointer:
            pointer = parent(pointer)
        return self.positions.get(pointer, (str(self.chain[0]), 1, 1))

    def error(self, pointer: str, message: str, *, key: bool = False) -> SpecError:
        return SpecError(*self.locate(pointer, key=key), pointer, message)


_PARSED: dict[tuple[str, str], tuple[tuple[int, int], Resolved]] = {}


def _parsed(path: Path) -> Resolved:
    """One file as parsed, shared: read it, never change it. A file is parsed once per process while its
    mtime and size stay the same (a parent file serves every child, the shipped ids every test module)."""
    name = str(path)
    try:
        st = path.stat()
        stamp = (st.st_mtime_ns, st.st_size)
        key = (name, os.path.realpath(path))
    except (OSError, ValueError):  # missing, or no path at all (a NUL in it): load_yaml says which
        stamp, key = None, (name, name)
    hit = _PARSED.get(key)
    if stamp is not None and hit is not None and hit[0] == stamp:
        return hit[1]
    data, positions = load_yaml(path)
    own = Resolved(
        data,
        {p: (name, *lc) for p, lc in positions.items()},
        [path],
        {p: (name, *lc) for p, lc in positions.key_positions.items()},
    )
    if stamp is not None:
        _PARSED[key] = (stamp, own)
    return own


def _own(path: Path) -> Resolved:
    """One file without its parents, with its own copy of the data (the merge and callers change it)."""
    own = _parsed(path)
    return Resolved(copy.deepcopy(own.data), dict(own.positions), [path], dict(own.key_positions))


def _covered(pointer: str, replaced: set[str]) -> bool:
    while pointer:
        if pointer in replaced:
            return True
        pointer = parent(pointer)
    return False


def _key_order(base: list[Any], child: list[Any]) -> list[Any]:
    """The parent's keys in order, each new child key placed after the key it follows in the child."""
    order = list(base)
    for index, key in enumerate(child):
        if key not in order:
            before = next((k for k in reversed(child[:index]) if k in order), None)
            order.insert(order.index(before) + 1 if before is not None else 0, key)
    return order


def _cited_marks(marks: Any, child: dict[str, Any]) -> list[str]:
    """The inherited `unstated` marks the child cites a source for, at the marked pointer itself: the child's
    source states what its parent's did not, so the mark must not pass down (unless the child repeats it)."""
    if not isinstance(marks, dict):
        return []
    own: Any = child.get("unstated") if isinstance(child.get("unstated"), dict) else {}
    out = []
    for mark in marks:
        node = lookup(child, mark, None)
        if mark not in own and isinstance(node, dict) and node.get("cite"):
            out.append(mark)
    return out


def _merge(base: Resolved, child: Resolved) -> Resolved:
    """Child over parent, as JSON Merge Patch (RFC 7396): mappings merge key by key, `null` removes an
    inherited key, anything else replaces; identity keys never pass down."""
    data = {k: copy.deepcopy(v) for k, v in base.data.items() if k not in IDENTITY_KEYS}
    replaced = {f"/{k}" for k in IDENTITY_KEYS}

    def merge(into: dict[str, Any], over: dict[str, Any], pointer: str) -> None:
        order = _key_order(list(into), list(over))
        for key, value in over.items():
            here = join(pointer, key)
            if value is None:
                into.pop(key, None)
                replaced.add(here)
            elif isinstance(value, dict) and isinstance(into.get(key), dict):
                merge(into[key], value, here)
            else:
                into[key] = copy.deepcopy(value)
                replaced.add(here)
        merged = {key: into[key] for key in order if key in into}
        into.clear()
        into.update(merged)

    merge(data, child.data, "")
    for mark in _cited_marks(data.get("unstated"), child.data):
        del data["unstated"][mark]
        replaced.add(join("/unstated", mark))
    if data.get("unstated") == {}:
        del data["unstated"]
    positions = {p: w for p, w in base.positions.items() if not _covered(p, replaced)}
    keys = {p: w for p, w in base.key_positions.items() if not _covered(p, replaced)}
    positions.update(child.positions)
    keys.update(child.key_positions)
    return Resolved(data, positions, child.chain + base.chain, keys)


def _parent_file(path: Path, target: str) -> Path | None:
    for folder in (path.parent, *resources.variant_dirs()):
        candidate = folder / f"{target}.yaml"
        if candidate.is_file():
            _warn_if_shadowing(candidate)
            return candidate
    return None


def _resolve(path: Path, stack: list[tuple[Path, Where]]) -> Resolved:
    own = _own(path)
    if "extends" not in own.data:
        return own
    target, where = own.data["extends"], own.locate("/extends")
    if not isinstance(target, str) or not _ID.match(target):
        raise SpecErrors([SpecError(*where, "/extends", f"extends must be a variant id, got {target!r}")])
    found = _parent_file(path, target)
    if found is None:
        places = f"{path.parent} or {resources.variants_dir()}"
        message = f"extends unknown variant {target!r}: no {target}.yaml in {places}"
        raise SpecErrors([SpecError(*where, "/extends", message)])
    visited = [*stack, (path, where)]
    keys = [os.path.realpath(p) for p, _ in visited]
    if os.path.realpath(found) in keys:
        start = keys.index(os.path.realpath(found))
        cycle = " → ".join([*(p.stem for p, _ in visited[start:]), found.stem])
        raise SpecErrors([SpecError(*visited[start][1], "/extends", f"extends cycle: {cycle}")])
    if len(visited) >= MAX_EXTENDS:
        raise SpecErrors([SpecError(*where, "/extends", f"extends chain longer than {MAX_EXTENDS} files")])
    base = _resolve(found, visited)
    if base.data.get("id") != target:
        message = f"extends {target!r}: {found} has id {base.data.get('id')!r}"
        raise SpecErrors([SpecError(*where, "/extends", message)])
    return _merge(base, own)


def resolve(path: str | Path) -> Resolved:
    """Load a variant file and everything it extends; raise SpecErrors on unreadable files or a bad chain."""
    return _resolve(Path(path), [])


def _validator() -> Draft202012Validator:
    """The variant schema's validator. The schema is not checked against the metaschema here (a fifth of every
    process's start, `serve`'s too): tests/spec/test_schemas.py checks every shipped schema."""
    return _schema()[1]


@cache
def _schema() -> tuple[bytes, Draft202012Validator, tuple[str, ...]]:
    """The variant schema's bytes, its validator, and the formats the validator checks (valid_cache's key)."""
    text = (resources.schemas_dir() / "variant.schema.json").read_bytes()
    checker = Draft202012Validator.FORMAT_CHECKER
    validator = Draft202012Validator(json.loads(text), format_checker=checker)
    return text, validator, tuple(sorted(checker.checkers))


def _sorted(errors: Iterable[SpecError]) -> list[SpecError]:
    unique = dict.fromkeys(errors)
    return sorted(unique, key=lambda e: (e.file, e.line, e.col, e.pointer, e.message))


_TYPE_NAMES = {
    "object": "mapping",
    "array": "list",
    "string": "string",
    "integer": "integer",
    "number": "number",
    "boolean": "boolean (true/false)",
    "null": "null",
}


def _short(value: Any) -> str:
    return shorten(repr(value), 80)


def _kind(value: Any) -> str:
    for name, types in (
        ("boolean", bool),
        ("integer", int),
        ("number", float),
        ("string", str),
        ("list", list),
        ("mapping", dict),
    ):
        if isinstance(value, types):
            return name
    return "null" if value is None else type(value).__name__


def _expected(error: ValidationError) -> str:
    """What the schema wanted, in words a YAML author knows."""
    want, got, kind = error.validator_value, _short(error.instance), str(error.validator)
    if kind == "enum":
        return f"expected one of {want!r}, got {got}"
    if kind == "const":
        return f"expected {want!r}, got {got}"
    if kind == "type":
        names = " or ".join(_TYPE_NAMES.get(t, t) for t in ([want] if isinstance(want, str) else want))
        return f"expected {names}, got {_kind(error.instance)} {got}"
    if kind == "pattern":
        return f"expected a string matching {want!r}, got {got}"
    bounds = {"minimum": ">=", "maximum": "<=", "exclusiveMinimum": ">", "exclusiveMaximum": "<"}
    if kind in bounds:
        return f"expected a number {bounds[kind]} {want}, got {got}"
    sizes = {
        "minItems": ("at least", "item(s)"),
        "maxItems": ("at most", "item(s)"),
        "minProperties": ("at least", "entries"),
        "maxProperties": ("at most", "entries"),
        "minLength": ("at least", "character(s)"),
        "maxLength": ("at most", "character(s)"),
    }
    if kind in sizes:
        bound, unit = sizes[kind]
        return f"expected {bound} {want} {unit}, got {len(error.instance)}"
    if kind == "uniqueItems":
        seen: list[Any] = []
        for item in error.instance:
            if item in seen:
                return f"expected unique items, but {_short(item)} appears more than once"
            seen.append(item)
    if kind == "format":
        return f"expected a valid {want}, got {got}"
    return shorten(error.message, 160)


def explain(error: ValidationError) -> Iterator[tuple[str, str, bool]]:
    """(pointer, message, point-at-the-key) for one jsonschema error; unknown keys get one entry each."""
    pointer = "".join(join("", token) for token in error.absolute_path)
    kind, schema = error.validator, error.schema if isinstance(error.schema, dict) else {}
    if kind in ("anyOf", "oneOf") and error.context:
        if all(sub.validator == "required" and not sub.path for sub in error.context):
            names = " or ".join(repr(name) for sub in error.context for name in sub.validator_value)
            yield pointer, f"missing required property: one of {names}", False
        elif not any(sub.path for sub in error.context) and schema.get("description"):
            # Every alternative failed on the value itself: say what the definition as a whole wants.
            what = schema["description"].rstrip(".")
            yield pointer, f"expected {what[0].lower()}{what[1:]}, got {_short(error.instance)}", False
        else:
            yield from explain(best_match(error.context))
    elif kind == "additionalProperties" and isinstance(error.instance, dict):
        known = list(schema.get("properties", {}))
        patterns = list(schema.get("patternProperties", {}))
        for key in error.instance:
            if key in known or any(re.search(p, str(key)) for p in patterns):
                continue
            close = difflib.get_close_matches(str(key), known, n=1)
            hint = f" (did you mean {close[0]!r}?)" if close else f" (expected one of {known!r})" if known else ""
            yield join(pointer, key), f"unknown property {key!r}{hint}", True
    elif kind == "required" and isinstance(error.instance, dict):
        missing = [name for name in error.validator_value if name not in error.instance]
        named = [name for name in missing if error.message.startswith(repr(name))] or missing[:1]
        for name in named:
            yield pointer, f"missing required property {name!r}", False
    elif len(error.absolute_schema_path) > 1 and error.absolute_schema_path[-2] == "propertyNames":
        yield join(pointer, error.instance), f"invalid key: {_expected(error)}", True
    else:
        yield pointer, _expected(error), False


def schema_errors(resolved: Resolved) -> list[SpecError]:
    """Where the data departs from the variant schema; data found valid before (valid_cache) is not validated
    again."""
    schema, validator, formats = _schema()
    found = valid_cache.key(resolved.data, schema, formats)
    if valid_cache.known_valid(found):
        return []
    errors = _sorted(
        resolved.error(pointer, message, key=at_key)
        for error in validator.iter_errors(resolved.data)
        for pointer, message, at_key in explain(error)
    )
    if not errors:
        valid_cache.remember_valid(found)
    return errors


# Meaning checks of a value derived from others (semantics.py): the pointer the check reports, and the
# values it is computed from. When a child variant changes one of those, the conflict is the child's: the
# error goes where the child wrote it, not to the parent's derived value it now contradicts.
_DERIVED: tuple[tuple[re.Pattern[str], tuple[str, ...]], ...] = (
    (
        re.compile(r"^/scoring/capot/total$"),
        (
            "/scoring/capot/bonus",
            "/scoring/last_trick/bonus",
            "/scoring/capot/replaces_last_trick",
            "/contracts/suit/trump_points/points",
            "/contracts/suit/plain_points/points",
            "/deck/suits",
        ),
    ),
    (
        re.compile(r"^/contracts/(?P<kind>[^/]+)/total_points$"),
        (
            "/contracts/{kind}/trump_points/points",
            "/contracts/{kind}/plain_points/points",
            "/contracts/{kind}/points_multiplier",
            "/scoring/last_trick/bonus",
            "/deck/suits",
        ),
    ),
    (
        re.compile(r"^/contracts/(?P<kind>[^/]+)/(?P<table>trump_points|plain_points)/points$"),
        ("/contracts/{kind}/{table}/ranks",),
    ),
    (
        re.compile(r"^/dealing$"),
        (
            "/table/players",
            "/dealing/before_bidding/packets",
            "/dealing/before_bidding/turn_up",
            "/dealing/after_bidding/packets",
            "/dealing/after_bidding/turn_up_to",
            "/dealing/after_bidding/extra_to_taker",
            "/dealing/undealt/cards",
            "/dealing/table_cards/stacks",
            "/deck/suits",
            "/deck/ranks",
        ),
    ),
    (
        re.compile(r"^/dealing/after_bidding$"),
        ("/dealing/after_bidding/extra_to_taker", "/dealing/after_bidding/discard/count"),
    ),
)


def _derived_inputs(pointer: str) -> tuple[str, ...]:
    for pattern, inputs in _DERIVED:
        found = pattern.match(pointer)
        if found:
            return tuple(i.format(**found.groupdict()) for i in inputs)
    return ()


def _meaning_error(resolved: Resolved, pointer: str, message: str) -> SpecError:
    """A meaning error placed where the conflict was written: for a derived value, at whichever of it and
    its inputs the most derived file of the chain wrote (the value itself when they tie), saying which
    value must change with it."""
    inputs = [p for p in _derived_inputs(pointer) if p in resolved.positions]
    if not inputs:
        return resolved.error(pointer, message)
    rank = {os.path.realpath(p): i for i, p in enumerate(resolved.chain)}
    candidates = [pointer, *inputs] if pointer in resolved.positions else inputs

    def depth(p: str) -> int:
        return rank.get(os.path.realpath(resolved.positions[p][0]), len(rank))

    at = min(candidates, key=depth)  # min keeps the first of equals: the derived value itself
    if at == pointer:
        return resolved.error(pointer, message)
    file, line, col = resolved.locate(pointer)
    return SpecError(
        *resolved.positions[at],
        at,
        f"{message}: {at} is set here, so {pointer} (set at {file}:{line}:{col}) must change with it",
    )


def meaning_errors(resolved: Resolved) -> list[SpecError]:
    return _sorted(_meaning_error(resolved, pointer, message) for pointer, message in semantics.check(resolved.data))


def check_resolved(resolved: Resolved) -> list[SpecError]:
    """Schema errors, or when there are none, meaning errors (which assume the schema holds)."""
    errors = schema_errors(resolved) or meaning_errors(resolved)
    root = resolved.chain[0]
    in_shipped = os.path.realpath(root.parent) == os.path.realpath(resources.variants_dir())
    if in_shipped and resolved.data.get("id") != root.stem:
        errors.append(resolved.error("/id", f"a shipped variant's id must match its file name {root.stem!r}"))
    return errors


def validate_file(path: str | Path) -> tuple[dict[str, Any] | None, list[SpecError]]:
    """The resolved data when valid (else None), and every error."""
    try:
        resolved = resolve(path)
    except SpecErrors as exc:
        return None, exc.errors
    errors = check_resolved(resolved)
    errors += citation_errors(resolved, errors)
    return (None if errors else resolved.data), errors


def citation_errors(resolved: Resolved, errors: Sequence[SpecError] = ()) -> list[SpecError]:
    """Quotes their source does not contain, and values a child changed under a cite it inherited.

    Asked by `validate` and by the rulebooks, which print quotes, not by play: a value without a quote
    of its own still plays. A pointer that already has an error gets no second one."""
    out: list[SpecError] = []
    if not errors:
        unfound = citations.unfound_quotes(resolved.data)
        out += _sorted(resolved.error(pointer, message) for pointer, message in unfound)
    wrong = {error.pointer for error in [*errors, *out]}
    stale = inherited_cites.findings(resolved.data, resolved.positions, resolved.chain)
    return out + _sorted(
        resolved.error(pointer, message) for pointer, message in stale if not any(related(pointer, w) for w in wrong)
    )


def expand_paths(paths: Iterable[str | Path]) -> Iterator[str | Path]:
    """Files as given; a directory stands for its *.yaml files (or for itself, when it has none)."""
    for path in paths:
        folder = Path(path)
        if folder.is_dir():
            files = sorted(folder.glob("*.yaml"))
            yield from files if files else [path]
        else:
            yield path


def iter_results(paths: Iterable[str | Path]) -> Iterator[tuple[str, dict[str, Any] | None, list[SpecError]]]:
    for path in expand_paths(paths):
        if Path(path).is_dir():
            yield str(path), None, [SpecError(str(path), 1, 1, "", "no .yaml files in this directory")]
        else:
            yield (str(path), *validate_file(path))


def validate_paths(paths: Iterable[str | Path]) -> list[SpecError]:
    """Every error of every file; a directory means its *.yaml files."""
    return [error for _, _, errors in iter_results(paths) for error in errors]


def shipped_variant_ids() -> list[str]:
    """Ids of the shipped variants; each file must be named after its id."""
    ids = []
    for path in sorted(resources.variants_dir().glob("*.yaml")):
        own = _parsed(path)
        data = own.data
        if data.get("id") != path.stem:
            line, col = own.positions.get("/id", (str(path), 1, 1))[1:]
            raise SpecErrors([SpecError(str(path), line, col, "/id", f"id must match the file name {path.stem!r}")])
        ids.append(path.stem)
    return sorted(ids)


def variant_ids() -> list[str]:
    """The user's variants (BELOTE_SPEC_PATH) and the shipped ones: what a command runs by default."""
    user = [p.stem for folder in resources.variant_dirs()[:-1] for p in sorted(folder.glob("*.yaml"))]
    return [*dict.fromkeys(user), *(v for v in shipped_variant_ids() if v not in user)]


def _aliases(folder: Path) -> Iterator[tuple[str, Path]]:
    for path in sorted(folder.glob("*.yaml")):
        try:
            data = _parsed(path).data
        except SpecErrors:
            continue
        for alias in data.get("aliases") or []:
            yield str(alias), path


def find_variant_file(ref: str, search_dirs: Sequence[str | Path] | None = None) -> Path:
    """A .yaml path as given, or the file of a variant id or alias in search_dirs (default: shipped)."""
    path = Path(ref)
    if is_variant_path(ref):
        if path.is_file():
            return path
        raise SpecErrors([SpecError(ref, 1, 1, "", "no such variant file")])
    folders = [Path(d) for d in search_dirs] if search_dirs is not None else resources.variant_dirs()
    for folder in folders:
        if (folder / f"{ref}.yaml").is_file():
            _warn_if_shadowing(folder / f"{ref}.yaml")
            return folder / f"{ref}.yaml"
    for folder in folders:
        for alias, found in _aliases(folder):
            if alias == ref:
                return found
    known = sorted(p.stem for folder in folders for p in folder.glob("*.yaml"))
    message = f"unknown variant {ref!r}: not a .yaml file, nor a variant id or alias (known: {', '.join(known)})"
    raise SpecErrors([SpecError(ref, 1, 1, "", message)])


_WARNED: set[str] = set()


def _warn_if_shadowing(found: Path) -> None:
    """Says once per process, on stderr, that a user's file stands in for a shipped variant of the same id:
    a spec folder must not change what `french` means without a word."""
    shipped = resources.variants_dir() / found.name
    users = resources.variant_dirs()[:-1]
    if found.stem in _WARNED or found.parent not in users or not shipped.is_file():
        return
    _WARNED.add(found.stem)
    print(f"belote-spec: warning: variant {found.stem!r} is read from {found}, not the shipped one", file=sys.stderr)


def files_read(ids: Iterable[str]) -> list[dict[str, str]]:
    """Every file the variants of these ids are read from (their `extends` chains), with its sha256: what a
    report records so a reader knows which rules were checked."""
    paths: dict[Path, None] = {}
    for ref in ids:
        try:
            paths.update(dict.fromkeys(resolve(find_variant_file(ref)).chain))
        except SpecErrors:
            continue
    out = []
    for path in paths:
        try:
            digest = hashlib.sha256(path.read_bytes()).hexdigest()
        except OSError:
            continue
        out.append({"path": str(path.resolve()), "sha256": digest})
    return out


def is_variant_path(ref: str) -> bool:
    """Whether a command-line variant reference names a file rather than an id or alias."""
    return Path(ref).suffix in (".yaml", ".yml") or "/" in ref or os.sep in ref


def canonical_variant_id(name: str) -> str:
    """The shipped variant id a name or alias stands for (`belote` -> `french`), so every command
    accepts the same names `show` and `play` do. SpecErrors naming the known ids and aliases otherwise."""
    folders = resources.variant_dirs()
    if not is_variant_path(name):
        for folder in folders:
            if (folder / f"{name}.yaml").is_file():
                return name
        for folder in folders:
            for alias, found in _aliases(folder):
                if alias == name:
                    return found.stem
    known = sorted({p.stem for folder in folders for p in folder.glob("*.yaml")})
    where = (
        "a shipped variant id or alias"
        if len(folders) == 1
        else f"a variant id or alias in {resources.PATH_VARIABLE} or shipped"
    )
    message = (
        f"unknown variant {name!r}: not {where} (ids: {', '.join(known)}; `belote-spec show ID` lists an id's aliases)"
    )
    raise SpecErrors([SpecError(name, 1, 1, "", message)])


def variant_id_or_file(ref: str) -> str:
    """A shipped id for an id or alias; a variant file path as given once it is known to exist and
    load. What the commands that accept a file too (perft, golden) work with."""
    if is_variant_path(ref):
        load_variant(ref)  # a missing or invalid file: its positioned errors now, one per line
        path = Path(ref)
        if os.path.realpath(path.parent) == os.path.realpath(resources.variants_dir()):
            return path.stem  # a shipped variant named by its file: its id, and its files in the shipped folders
        return ref
    return canonical_variant_id(ref)


_CACHE: dict[str, tuple[list[tuple[Path, int]], dict[str, Any]]] = {}


def _stamp(path: Path) -> int:
    try:
        return path.stat().st_mtime_ns
    except OSError:
        return -1


def still_current(files: Sequence[tuple[str | Path, int]]) -> bool:
    """Whether every file still has the stamp it had when it was read: how each cache of a variant
    (the resolved data here, the compiled rules in rules.py) knows it is not stale."""
    for path, stamp in files:
        try:
            if os.stat(path).st_mtime_ns != stamp:
                return False
        except OSError:
            return False
    return True


def variant_key(ref: str) -> tuple[str, tuple[int, ...]]:
    """What identifies a variant's current content: its file and the stamps of its extends chain."""
    key = os.path.realpath(find_variant_file(ref))
    hit = _CACHE.get(key)
    if hit is None or not still_current(hit[0]):
        _cached(ref)
        hit = _CACHE[key]
    return key, tuple(stamp for _, stamp in hit[0])


def variant_files(key: tuple[str, tuple[int, ...]]) -> list[tuple[str, int]]:
    """The files of the variant a `variant_key` names (its extends chain) with their stamps as loaded,
    so a caller holding something compiled from it can tell cheaply whether it is still current."""
    return [(str(p), stamp) for p, stamp in _CACHE[key[0]][0]]


def _readonly(self: Any, *args: Any, **kwargs: Any) -> None:
    raise TypeError("a loaded variant is shared and read-only: copy.deepcopy it (or use load_variant) to change it")


class FrozenDict(dict[str, Any]):
    """A mapping of a loaded variant that every reader shares, so nothing may change it in place. Still a
    dict (json, == and isinstance read it as one); copy.deepcopy gives a plain, changeable dict."""

    __slots__ = ()
    __setitem__ = __delitem__ = __ior__ = clear = pop = popitem = setdefault = update = _readonly  # type: ignore[assignment]

    def __deepcopy__(self, memo: dict[int, Any]) -> dict[str, Any]:
        return {k: copy.deepcopy(v, memo) for k, v in self.items()}

    def __copy__(self) -> dict[str, Any]:
        return dict(self)

    def __reduce__(self) -> tuple[Any, ...]:
        return (dict, (dict(self),))


class FrozenList(list[Any]):
    """A list of a loaded variant, read-only like FrozenDict."""

    __slots__ = ()
    __setitem__ = __delitem__ = __iadd__ = __imul__ = _readonly  # type: ignore[assignment]
    append = extend = insert = pop = remove = clear = sort = reverse = _readonly

    def __deepcopy__(self, memo: dict[int, Any]) -> list[Any]:
        return [copy.deepcopy(v, memo) for v in self]

    def __copy__(self) -> list[Any]:
        return list(self)

    def __reduce__(self) -> tuple[Any, ...]:
        return (list, (list(self),))


def freeze(value: Any) -> Any:
    """A read-only copy of resolved data (mappings and lists frozen all the way down)."""
    if isinstance(value, dict):
        out = FrozenDict()
        for k, v in value.items():
            dict.__setitem__(out, k, freeze(v))
        return out
    if isinstance(value, list):
        return FrozenList(freeze(v) for v in value)
    return value


def _cached(ref: str) -> dict[str, Any]:
    """The shared, read-only resolved variant: resolved and checked (schema, meaning) once per process,
    again only when a file of its chain changes."""
    path = find_variant_file(ref)
    key = os.path.realpath(path)
    hit = _CACHE.get(key)
    if hit is not None and still_current(hit[0]):
        return hit[1]
    resolved = resolve(path)
    errors = check_resolved(resolved)
    if errors:
        raise SpecErrors(errors)
    data = freeze(resolved.data)
    _CACHE[key] = ([(p, _stamp(p)) for p in resolved.chain], data)
    return data


def variant_view(ref: str) -> dict[str, Any]:
    """The resolved, valid variant as a read-only view every reader shares (no copy): what the
    conformance scenarios and the compiled rules read. A caller that must change a rule deep-copies it
    (a plain dict then). SpecErrors listing every problem, as load_variant."""
    return _cached(ref)


def load_variant(ref: str) -> dict[str, Any]:
    """The resolved, valid variant (a fresh, changeable copy); raise SpecErrors listing every problem.

    Loaded once per process: kept until one of the files in its chain changes.
    """
    return copy.deepcopy(_cached(ref))
