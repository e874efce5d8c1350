#!/usr/bin/env python3
"""Arrange the flat reference_impl/ package into one folder per layer, and give it the import name belote_spec.

Run from the root of a clean checkout: `python scripts/layer.py`. It is written to run on a tree it has
never seen (other branches merged first, with their new modules and imports), so everything it does is
data below, applied by rule, never a hand edit:

- MOVES: old path -> new path of every known module (a folder entry moves every file of the folder that
  has no entry of its own; a module in no entry, at the top of the package, stays where it is and is
  printed, so the lead can give it a room).
- SYMBOLS: top-level definitions that leave their module (the hub: `collect()` and `load_engine()` lived
  in the conformance runner). The definitions move with the imports they use; every importer is
  rewritten to the new home.
- Every reference in the repository is rewritten: `import`/`from` lines (relative ones become absolute),
  dotted names in strings and prose (`python -m reference_impl.x`, `python:reference_impl.x:Engine`,
  entry points), `-m reference_impl`, and paths `reference_impl/x.py` in docs, tests and data.
- The import name becomes `belote_spec`: the wheel maps the folder reference_impl/ to belote_spec/
  (hatch `sources`), and a checkout imports it through the symlink `belote_spec -> reference_impl`
  at the root (the editable install puts the root on the path; pytest and mypy find it there too).
  Every module then has one name only: nothing imports `reference_impl` any more.

It refuses a dirty tree, and a second run changes nothing. At the end it runs ruff's import sorting on
the files it rewrote and prints what it could not decide.
"""

from __future__ import annotations

import ast
import builtins
import os
import re
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path

OLD = "reference_impl"  # the folder (it keeps this name) and the old import name
NEW = "belote_spec"  # the import name

# Old path under reference_impl/ -> new path. A key ending in "/" is a folder: its files without an entry
# of their own follow it. The new top-level folders are the layers, bottom to top:
#   base/ -> spec/ -> engine/ -> protocol/ -> kit/ -> docs/ -> cli.py, __main__.py
MOVES: dict[str, str] = {
    # base: the conventions every command shares, with no Belote in them
    "exits.py": "base/exits.py",
    "cli_args.py": "base/cli_args.py",
    "parallel.py": "base/parallel.py",
    # spec: the variant language, its data folders and its loader
    "resources.py": "spec/resources.py",
    "errors.py": "spec/errors.py",
    "yaml_source.py": "spec/yaml_source.py",
    "loader.py": "spec/loader.py",
    "semantics.py": "spec/semantics.py",
    "citations.py": "spec/citations.py",
    "inherited_cites.py": "spec/inherited_cites.py",
    "variant_keys.py": "spec/variant_keys.py",
    "written_schema.py": "spec/written_schema.py",
    "spec_commands.py": "spec/commands.py",  # the validate and show commands
    "rulebook/schema.py": "spec/schema.py",  # the variant schema by JSON pointer: the loader's checks read it too
    # engine: the rules compiled from a variant, and play over them
    "cards.py": "engine/cards.py",
    "table.py": "engine/table.py",
    "contracts.py": "engine/contracts.py",
    "rules.py": "engine/rules.py",
    "tricks.py": "engine/tricks.py",
    "units.py": "engine/units.py",
    "declarations.py": "engine/declarations.py",
    "belote.py": "engine/belote.py",
    "bidding.py": "engine/take_or_pass.py",  # the turned card proposes trump; take or pass (not the auction)
    "auction.py": "engine/auction.py",
    "dealing.py": "engine/shuffle.py",  # shuffling from a seed and dealing the pack (not one deal's state)
    "scoring.py": "engine/scoring.py",
    "deal.py": "engine/deal.py",
    "match.py": "engine/match.py",
    "illegal.py": "engine/illegal.py",
    "rng.py": "engine/rng.py",
    # protocol: the engine interface, the server, the subprocess client, opening the engine under test
    "engine.py": "protocol/interface.py",  # Engine, ReferenceEngine, Rejected: the interface every engine meets
    "protocol.py": "protocol/server.py",  # `serve`: the reference engine behind the JSON-lines protocol
    "conformance/subprocess_engine.py": "protocol/subprocess_engine.py",
    "engine_setup.py": "protocol/connect.py",  # load_engine, open_engine: the engine --engine names
    # kit: the tools that check an engine
    "conformance/": "kit/conformance/",
    # the commands over the scenarios' results sit above identify, which their root-cause search uses
    "conformance/causes.py": "kit/causes.py",
    "conformance/command.py": "kit/conformance_command.py",
    "conformance/report_command.py": "kit/report_command.py",
    "conformance/smoke.py": "kit/smoke.py",
    "identify/": "kit/identify/",
    "harnesses/": "kit/harnesses/",
    "fuzz.py": "kit/fuzz.py",
    "fuzz_stateless.py": "kit/fuzz_stateless.py",
    "perft.py": "kit/perft.py",
    "mutants.py": "kit/mutants.py",
    "vectors.py": "kit/conformance/vectors.py",  # the scenarios' stateless calls, recorded as they run
    "golden.py": "kit/golden.py",  # the check of the stored playthroughs
    "playthrough.py": "kit/transcript.py",  # a deal or a match written out as text
    "coverage.py": "kit/coverage.py",
    "bench.py": "kit/bench.py",
    "bench_targets.json": "kit/bench_targets.json",
    # docs: what is generated for readers
    "rulebook/": "docs/rulebook/",
    "diffing/": "docs/diff/",
}

# The modules a folder entry of MOVES knew of when the mapping was written; any other file found in such a
# folder follows it, and is printed as new.
KNOWN_IN_FOLDERS = frozenset({
    "conformance/gherkin.py", "conformance/html_report.py", "conformance/inherit.py", "conformance/reconstruct.py",
    "conformance/recorder.py", "conformance/reports.py", "conformance/runner.py", "conformance/select.py",
    "conformance/steps.py", "diffing/command.py", "diffing/outcomes.py", "diffing/report.py",
    "diffing/revisions.py", "diffing/rules_diff.py", "harnesses/belote_cli.py", "harnesses/colver.py",
    "harnesses/pages.py", "identify/command.py", "identify/core.py", "identify/discriminate.py",
    "identify/perturb.py", "identify/positions.py", "identify/report.py", "rulebook/__main__.py",
    "rulebook/compare.py", "rulebook/html.py", "rulebook/links.py", "rulebook/markdown.py", "rulebook/model.py",
    "rulebook/phrases.py",
})

# What each new folder is, for its __init__.py (created only where the folder has none).
PACKAGES: dict[str, str] = {
    "base": "The conventions every command shares (exit statuses, argument types, worker processes): no Belote here.",
    "spec": "The variant language: data folders, YAML with positions, the loader, its schema and meaning checks.",
    "engine": "The rules compiled from a variant, and one deal and one match played over them.",
    "protocol": "The engine interface, the reference engine behind it, the JSON-lines server and client.",
    "kit": "The tools that check an engine: conformance, smoke, fuzz, perft, identify, mutants, vectors, bench.",
    "docs": "What is generated for readers: the rulebooks and the comparison, and the diff of two rule sets.",
}


@dataclass(frozen=True)
class SymbolMove:
    """Top-level definitions that leave `source` (an old module) for `target` (a new module)."""

    source: str
    names: tuple[str, ...]
    target: str
    docstring: str = ""  # for a target module that does not exist yet


SYMBOLS: tuple[SymbolMove, ...] = (
    SymbolMove(f"{OLD}.conformance.runner", ("Case", "tag_values", "collect"), f"{NEW}.kit.conformance.scenarios",
               "The scenarios as cases to run: every (scenario, variant) pair under the feature folders, with a\n"
               "stable id. Read by the runner, and by whatever lists scenarios without running them (identify,\n"
               "vectors, coverage, the rulebooks, diff)."),
    SymbolMove(f"{OLD}.conformance.runner", ("load_engine", "_ENGINE_METHODS", "close_engine"),
               f"{NEW}.protocol.connect"),
)

# Exact edits the rules above cannot infer: (file, old text, new text). Applied once: skipped when the new
# text is already there; reported when neither is.
EDITS: tuple[tuple[str, str, str], ...] = (
    (f"{OLD}/spec/resources.py", "_PACKAGE = Path(__file__).resolve().parent\n",
     "_PACKAGE = Path(__file__).resolve().parents[1]  # the package folder, above spec/\n"),
    (f"{OLD}/kit/harnesses/pages.py", "_CHECKOUT = Path(__file__).resolve().parents[2]\n",
     "_CHECKOUT = Path(__file__).resolve().parents[3]\n"),
    ("pyproject.toml", 'packages = ["reference_impl"]\n',
     'packages = ["reference_impl"]\n'
     "# The folder reference_impl/ installs as the package belote_spec (the import name). A checkout imports\n"
     "# it through the symlink belote_spec -> reference_impl at the root, which the editable install puts on\n"
     "# the path (hatch cannot remap a folder name in an editable install).\n"
     'sources = {"reference_impl" = "belote_spec"}\n'
     'dev-mode-dirs = ["."]\n'),
    ("pyproject.toml", 'ignore = ["RUF001", "RUF002", "RUF003"]\n',
     'ignore = ["RUF001", "RUF002", "RUF003"]\n\n[tool.ruff.lint.isort]\nknown-first-party = ["belote_spec"]\n'),
    (".ci/run", "mypy reference_impl\n", "mypy -p belote_spec\n"),
)

# `__file__` uses known to be right after the move (besides a sibling file that moves along).
FILE_USES_CHECKED = {f"{OLD}/spec/resources.py", f"{OLD}/kit/harnesses/pages.py"}

TEXT_SUFFIXES = {".py", ".md", ".toml", ".txt", ".yaml", ".yml", ".json", ".sh", ".cfg", ".ini", ".feature",
                 ".rst", ".html", ".js", ""}
SKIP = {"scripts/layer.py", "tests/test_layers.py"}  # hold the old names on purpose


# ---------------------------------------------------------------------------------------------------------
# names


def module_of(path: str) -> str:
    """The dotted module of a path under the package folder, in the given import root (`a/b.py` -> a.b)."""
    parts = path[: -len(".py")].split("/") if path.endswith(".py") else path.rstrip("/").split("/")
    if parts and parts[-1] == "__init__":
        parts = parts[:-1]
    return ".".join(p for p in parts if p)


def new_path(rel: str) -> str:
    """Where a file under reference_impl/ (relative to it) goes."""
    if rel in MOVES:
        return MOVES[rel]
    folders = [k for k in MOVES if k.endswith("/") and rel.startswith(k)]
    if folders:
        key = max(folders, key=len)
        return MOVES[key] + rel[len(key):]
    return rel


@dataclass
class Names:
    """The old -> new module table of this tree (known modules, unknown ones, packages)."""

    modules: dict[str, str] = field(default_factory=dict)  # old dotted -> new dotted
    symbols: dict[tuple[str, str], str] = field(default_factory=dict)  # (old module, name) -> new module

    def module(self, dotted: str) -> tuple[str, str] | None:
        """(old module, new module) of the longest known module prefix of an old dotted name."""
        parts = dotted.split(".")
        for n in range(len(parts), 0, -1):
            head = ".".join(parts[:n])
            if head in self.modules:
                return head, self.modules[head]
        return None

    def dotted(self, dotted: str) -> str:
        """An old dotted reference (module, module.attribute...) in the new names."""
        found = self.module(dotted)
        if found is None:
            return NEW + dotted[len(OLD):]
        old, new = found
        rest = dotted[len(old):]
        first = rest[1:].split(".")[0] if rest else ""
        if first and (old, first) in self.symbols:
            return self.symbols[(old, first)] + rest
        return new + rest


def build_names(files: list[str]) -> Names:
    names = Names()
    for f in files:
        if not f.startswith(OLD + "/") or not f.endswith(".py"):
            continue
        rel = f[len(OLD) + 1:]
        old = module_of(f"{OLD}/{rel}").replace("/", ".")
        new = module_of(f"{NEW}/{new_path(rel)}").replace("/", ".")
        names.modules[old] = new
        # every package folder on the way (an old folder without __init__ is still a name)
        old_parts, new_parts = old.split("."), new.split(".")
        if rel.endswith("__init__.py"):
            continue
        if len(old_parts) == len(new_parts):
            for k in range(1, len(old_parts)):
                names.modules.setdefault(".".join(old_parts[:k]), ".".join(new_parts[:k]))
    names.modules.setdefault(OLD, NEW)
    for move in SYMBOLS:
        for n in move.names:
            names.symbols[(move.source, n)] = move.target
    return names


# ---------------------------------------------------------------------------------------------------------
# Python sources


def line_offsets(text: str) -> list[int]:
    out, pos = [0], 0
    for line in text.splitlines(keepends=True):
        pos += len(line)
        out.append(pos)
    return out


def segment(text: str, offsets: list[int], node: ast.AST) -> tuple[int, int]:
    start = offsets[node.lineno - 1] + node.col_offset  # type: ignore[attr-defined]
    end = offsets[node.end_lineno - 1] + node.end_col_offset  # type: ignore[attr-defined]
    return start, end


def absolute(module: str, is_package: bool, node: ast.ImportFrom) -> str:
    """The absolute module a (maybe relative) `from` import names, seen from `module`."""
    if not node.level:
        return node.module or ""
    base = module.split(".")
    if not is_package:
        base = base[:-1]
    base = base[: len(base) - (node.level - 1)]
    return ".".join(base + ([node.module] if node.module else []))


def replace_spans(text: str, spans: list[tuple[int, int, str]]) -> str:
    for start, end, new in sorted(spans, reverse=True):
        text = text[:start] + new + text[end:]
    return text


def join_statements(text: str, start: int, statements: list[str]) -> str:
    """Several statements in place of one: on lines of their own when it stood alone on its line."""
    line_start = text.rfind("\n", 0, start) + 1
    indent = text[line_start:start]
    if indent.strip():
        return "; ".join(statements)
    return ("\n" + indent).join(statements) if statements else "pass"


def alias_text(name: str, asname: str | None) -> str:
    return f"{name} as {asname}" if asname and asname != name else name


def absolutize(text: str, module: str, is_package: bool) -> str:
    """Relative imports of a module of the package become absolute (old names)."""
    tree = ast.parse(text)
    offsets = line_offsets(text)
    spans = []
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.level:
            target = absolute(module, is_package, node)
            names = ", ".join(alias_text(a.name, a.asname) for a in node.names)
            start, end = segment(text, offsets, node)
            spans.append((start, end, f"from {target} import {names}"))
    return replace_spans(text, spans)


def rewrite_imports(text: str, names: Names, own_module: str | None) -> str:
    """Every import of the old package in the new names; a name imported from the module itself is dropped."""
    tree = ast.parse(text)
    offsets = line_offsets(text)
    spans = []
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and not node.level and node.module and (
                node.module == OLD or node.module.startswith(OLD + ".")):
            groups: dict[str, list[str]] = {}
            for a in node.names:
                if a.name == "*":
                    groups.setdefault(names.dotted(node.module), []).append("*")
                    continue
                sub = f"{node.module}.{a.name}"
                if sub in names.modules:  # a module imported by name: from its new parent, under its old name
                    new = names.modules[sub]
                    parent, _, last = new.rpartition(".")
                    groups.setdefault(parent, []).append(alias_text(last, a.asname or a.name))
                    continue
                found = names.module(node.module)
                base = names.modules[found[0]] if found and found[0] == node.module else names.dotted(node.module)
                target = names.symbols.get((node.module, a.name), base)
                if target == own_module:
                    continue
                groups.setdefault(target, []).append(alias_text(a.name, a.asname))
            statements = [f"from {m} import {', '.join(v)}" for m, v in groups.items()]
            start, end = segment(text, offsets, node)
            line_start = text.rfind("\n", 0, start) + 1
            if not statements and not text[line_start:start].strip() and text[end:end + 1] == "\n":
                spans.append((line_start, end + 1, ""))  # only names of the module itself: the line goes
                continue
            spans.append((start, end, join_statements(text, start, statements)))
        elif isinstance(node, ast.Import) and any(a.name == OLD or a.name.startswith(OLD + ".") for a in node.names):
            parts = []
            for a in node.names:
                if a.name == OLD or a.name.startswith(OLD + "."):
                    new = names.dotted(a.name)
                    parts.append(alias_text(new, a.asname) if a.asname else new)
                else:
                    parts.append(alias_text(a.name, a.asname))
            start, end = segment(text, offsets, node)
            spans.append((start, end, "import " + ", ".join(parts)))
    return replace_spans(text, spans)


def used_names(nodes: list[ast.AST]) -> set[str]:
    out = set()
    for n in nodes:
        for sub in ast.walk(n):
            if isinstance(sub, ast.Name):
                out.add(sub.id)
            elif isinstance(sub, ast.Constant) and isinstance(sub.value, str) and sub.value.isidentifier():
                out.add(sub.value)  # a string annotation naming a class
    return out


def free_names(nodes: list[ast.AST]) -> set[str]:
    """The names code reads and does not bind itself: what it needs from its module."""
    read, bound = set(), set()
    for n in nodes:
        for sub in ast.walk(n):
            if isinstance(sub, ast.Name):
                (read if isinstance(sub.ctx, ast.Load) else bound).add(sub.id)
            elif isinstance(sub, ast.arg):
                bound.add(sub.arg)
            elif isinstance(sub, ast.ExceptHandler) and sub.name:
                bound.add(sub.name)
            elif isinstance(sub, ast.Import | ast.ImportFrom):
                bound |= set(import_bindings(sub))
            elif isinstance(sub, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
                bound.add(sub.name)
    return read - bound


def defined_name(node: ast.stmt) -> str | None:
    if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
        return node.name
    if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
        return node.targets[0].id
    if isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
        return node.target.id
    return None


def statement_span(text: str, offsets: list[int], node: ast.stmt) -> tuple[int, int]:
    """A top-level definition with its decorators and the comment lines right above it, whole lines."""
    first = min([node.lineno, *(d.lineno for d in getattr(node, "decorator_list", []))])
    lines = text.splitlines(keepends=True)
    while first > 1 and lines[first - 2].lstrip().startswith("#"):
        first -= 1
    return offsets[first - 1], offsets[node.end_lineno]  # type: ignore[index]


def import_bindings(node: ast.stmt) -> list[str]:
    if isinstance(node, ast.Import):
        return [(a.asname or a.name).split(".")[0] for a in node.names]
    if isinstance(node, ast.ImportFrom):
        return [a.asname or a.name for a in node.names]
    return []


def import_subset(node: ast.Import | ast.ImportFrom, keep: set[str]) -> str | None:
    """The statement with only the names in `keep`, or None when none is left."""
    if isinstance(node, ast.ImportFrom):
        kept = [a for a in node.names if (a.asname or a.name) in keep]
        if not kept:
            return None
        if node.module == "__future__":
            return None
        return f"from {node.module} import {', '.join(alias_text(a.name, a.asname) for a in kept)}"
    kept_i = [a for a in node.names if (a.asname or a.name).split(".")[0] in keep]
    if not kept_i:
        return None
    return "import " + ", ".join(alias_text(a.name, a.asname) for a in kept_i)


def header_end(tree: ast.Module, offsets: list[int]) -> int:
    """The offset after the module's docstring and its leading imports."""
    end = 0
    for i, node in enumerate(tree.body):
        docstring = i == 0 and isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant)
        if docstring or isinstance(node, ast.Import | ast.ImportFrom):
            end = offsets[node.end_lineno]  # type: ignore[index]
        else:
            break
    return end


def tidy_blank_lines(text: str) -> str:
    return re.sub(r"\n{4,}", "\n\n\n", text).rstrip("\n") + "\n"


def move_symbols(texts: dict[str, str], move: SymbolMove, target_path: str, names: Names) -> bool:
    """Cut the definitions out of their module (old absolute imports by now) and paste them into the
    target with the imports they use. False when there is nothing left to move."""
    source_path = f"{move.source.replace('.', '/')}.py"
    if source_path not in texts:
        if (Path(source_path).with_suffix("") / "__init__.py").as_posix() in texts:
            source_path = (Path(source_path).with_suffix("") / "__init__.py").as_posix()
        else:
            return False
    src = texts[source_path]
    tree = ast.parse(src)
    offsets = line_offsets(src)
    moved = [n for n in tree.body if defined_name(n) in move.names]
    if not moved:
        return False
    missing = set(move.names) - {defined_name(n) for n in moved}
    if missing:
        print(f"layer.py: {move.source} no longer defines {', '.join(sorted(missing))}: left alone")
    spans = [statement_span(src, offsets, n) for n in moved]
    pieces = [src[a:b] for a, b in spans]
    rest_text = replace_spans(src, [(a, b, "") for a, b in spans])
    rest_tree = ast.parse(rest_text)
    moved_uses = used_names(moved)
    rest_body = [n for n in rest_tree.body if not isinstance(n, ast.Import | ast.ImportFrom)]
    rest_uses = used_names(rest_body)
    for n in ast.walk(rest_tree):  # imports inside functions stay with their code
        if isinstance(n, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            rest_uses |= used_names([n])
    top_imports = [n for n in rest_tree.body if isinstance(n, ast.Import | ast.ImportFrom)]
    # imports in TYPE_CHECKING blocks count too
    for n in rest_tree.body:
        if isinstance(n, ast.If):
            top_imports += [s for s in n.body if isinstance(s, ast.Import | ast.ImportFrom)]
    # the source: drop the imports only the moved code used; import what it still uses of the moved names
    r_offsets = line_offsets(rest_text)
    edits = []
    for node in top_imports:
        bound = import_bindings(node)
        drop = {b for b in bound if b in moved_uses and b not in rest_uses}
        if drop:
            keep = set(bound) - drop
            sub = import_subset(node, keep) if keep else None
            a, b = segment(rest_text, r_offsets, node)
            if sub is None:  # the whole line goes
                a = rest_text.rfind("\n", 0, a) + 1
                b = rest_text.find("\n", b) + 1
                edits.append((a, b, ""))
            else:
                edits.append((a, b, sub))
    rest_text = replace_spans(rest_text, edits)
    still = sorted(n for n in move.names if n in rest_uses)
    if still:
        t = ast.parse(rest_text)
        at = header_end(t, line_offsets(rest_text))
        rest_text = rest_text[:at] + f"from {move.target} import {', '.join(still)}\n" + rest_text[at:]
    texts[source_path] = tidy_blank_lines(rest_text)
    # the target: the imports the moved code uses, then the code
    wanted = moved_uses - {defined_name(n) for n in moved}
    target_text = texts.get(target_path)
    if target_text is None:
        target_text = f'"""{move.docstring}"""\n\nfrom __future__ import annotations\n'
    t_tree = ast.parse(target_text)
    have = {b for n in t_tree.body if isinstance(n, ast.Import | ast.ImportFrom) for b in import_bindings(n)}
    have |= {defined_name(n) for n in t_tree.body if defined_name(n)}  # type: ignore[misc]
    lines = []
    for node in top_imports:
        sub = import_subset(node, (wanted & set(import_bindings(node))) - have)
        if sub:
            lines.append(sub)
            have |= set(import_bindings(ast.parse(sub).body[0]))
    unknown = (free_names(moved) & wanted) - have - set(dir(builtins)) - set(move.names)
    for n in sorted(unknown):
        print(f"layer.py: {move.target} uses {n!r}, which it cannot import: check it by hand")
    at = header_end(t_tree, line_offsets(target_text))
    target_text = target_text[:at] + "".join(line + "\n" for line in lines) + target_text[at:]
    target_text = target_text.rstrip("\n") + "\n\n\n" + "\n\n".join(p.strip("\n") + "\n" for p in pieces)
    texts[target_path] = tidy_blank_lines(target_text)
    return True


# ---------------------------------------------------------------------------------------------------------
# text anywhere (strings, prose, configuration)

DOTTED = re.compile(rf"\b{OLD}((?:\.[A-Za-z_]\w*)+)")
FROM_IN_TEXT = re.compile(rf"\bfrom {OLD}((?:\.\w+)*) import (\w+(?: as \w+)?(?:, \w+(?: as \w+)?)*)")
RUN_MODULE = re.compile(rf"(-m\s+){OLD}\b(?![./])")
RUN_MODULE_ARGV = re.compile(rf"""(["']-m["'],\s*)(["']){OLD}\2""")
PATH = re.compile(rf"\b{OLD}/((?:[\w-]+/)*(?:[\w-]+(?:\.[a-z]+)?)?)")


def rewrite_text(text: str, names: Names, path_map: dict[str, str]) -> str:
    def from_line(m: re.Match[str]) -> str:
        module = OLD + m.group(1)
        groups: dict[str, list[str]] = {}
        for item in m.group(2).split(", "):
            name, _, asname = item.partition(" as ")
            sub = f"{module}.{name}"
            if sub in names.modules:
                parent, _, last = names.modules[sub].rpartition(".")
                groups.setdefault(parent, []).append(alias_text(last, asname or name))
            else:
                target = names.symbols.get((module, name), names.dotted(module))
                groups.setdefault(target, []).append(alias_text(name, asname or None))
        return "; ".join(f"from {k} import {', '.join(v)}" for k, v in groups.items())

    text = FROM_IN_TEXT.sub(from_line, text)
    text = DOTTED.sub(lambda m: names.dotted(OLD + m.group(1)), text)
    text = RUN_MODULE.sub(lambda m: m.group(1) + NEW, text)
    text = RUN_MODULE_ARGV.sub(lambda m: f"{m.group(1)}{m.group(2)}{NEW}{m.group(2)}", text)

    def path(m: re.Match[str]) -> str:
        rel = m.group(1)
        if rel == "_data" or rel.startswith("_data/"):
            return f"{NEW}/{rel}"
        bare = rel.rstrip("/")
        if bare in path_map:
            return f"{OLD}/{path_map[bare]}" + ("/" if rel.endswith("/") and not path_map[bare].endswith("/") else "")
        if bare + "/" in path_map:
            return f"{OLD}/{path_map[bare + '/'].rstrip('/')}" + ("/" if rel.endswith("/") else "")
        folders = [k for k in path_map if k.endswith("/") and rel.startswith(k)]
        if folders:
            key = max(folders, key=len)
            return f"{OLD}/{path_map[key]}{rel[len(key):]}"
        return m.group(0)

    return PATH.sub(path, text)


# ---------------------------------------------------------------------------------------------------------


def git(*args: str, check: bool = True) -> str:
    return subprocess.run(["git", *args], check=check, capture_output=True, text=True).stdout


def main() -> int:
    root = Path(git("rev-parse", "--show-toplevel").strip())
    os.chdir(root)
    if git("status", "--porcelain"):
        print("layer.py: the tree has uncommitted changes; commit or stash them first", file=sys.stderr)
        return 2
    files = sorted(f for f in git("ls-files", "-z").split("\0") if f)
    if not Path(OLD).is_dir():
        print(f"layer.py: no {OLD}/ folder here", file=sys.stderr)
        return 2
    names = build_names(files)
    package_files = [f for f in files if f.startswith(OLD + "/")]
    moves = {f: f"{OLD}/{new_path(f[len(OLD) + 1:])}" for f in package_files}
    moves = {a: b for a, b in moves.items() if a != b}
    clashes = [b for b in moves.values() if Path(b).exists()]
    if clashes:
        print(f"layer.py: these would be overwritten: {', '.join(clashes)}", file=sys.stderr)
        return 2
    # the paths prose may name: every known entry, and every file that moves
    path_map = dict(MOVES)
    for a, b in moves.items():
        path_map.setdefault(a[len(OLD) + 1:], b[len(OLD) + 1:])
    unknown = [f for f in package_files if f.endswith(".py") and f[len(OLD) + 1:] not in MOVES
               and Path(f).name != "__init__.py" and f[len(OLD) + 1:] not in KNOWN_IN_FOLDERS
               and f[len(OLD) + 1:] not in {"__main__.py", "cli.py"}]
    followed = [f for f in unknown if f in moves]
    stayed = [f for f in unknown if f not in moves and "/" not in f[len(OLD) + 1:]
              and not any(f[len(OLD) + 1:].startswith(p + "/") for p in PACKAGES)]

    texts: dict[str, str] = {}
    for f in files:
        if f in SKIP or Path(f).is_symlink() or not Path(f).is_file():
            continue
        if Path(f).suffix not in TEXT_SUFFIXES:
            continue
        try:
            texts[f] = Path(f).read_text(encoding="utf-8")
        except UnicodeDecodeError:
            continue
    original = dict(texts)

    # 1. relative imports in the package become absolute (old names, resolved where the file is now)
    for f in package_files:
        if f.endswith(".py") and f in texts:
            texts[f] = absolutize(texts[f], module_of(f).replace("/", "."), f.endswith("__init__.py"))
    # 2. definitions that change module, still at their old paths
    new_to_old = {v: k for k, v in moves.items()}
    for move in SYMBOLS:
        target_new_path = f"{OLD}/" + move.target[len(NEW) + 1:].replace(".", "/") + ".py"
        target_path = new_to_old.get(target_new_path, target_new_path)
        if move_symbols(texts, move, target_path, names):
            print(f"layer.py: moved {', '.join(move.names)} from {move.source} to {move.target}")
    # 3. every import, dotted name, module run and path in the new names
    for f, text in texts.items():
        if f.endswith(".py"):
            own = names.modules.get(module_of(f).replace("/", ".")) if f.startswith(OLD + "/") else None
            if f.startswith(OLD + "/") and own is None:  # a module created by a symbol move
                own = NEW + "." + module_of(f[len(OLD) + 1:]).replace("/", ".")
            text = rewrite_imports(text, names, own)
        texts[f] = rewrite_text(text, names, path_map)
    for f, text in texts.items():
        if text != original.get(f):
            Path(f).parent.mkdir(parents=True, exist_ok=True)
            Path(f).write_text(text, encoding="utf-8")
    # 4. the files themselves
    for a, b in sorted(moves.items()):
        Path(b).parent.mkdir(parents=True, exist_ok=True)
        git("mv", a, b)
    for folder, doc in PACKAGES.items():
        init = Path(OLD, folder, "__init__.py")
        if Path(OLD, folder).is_dir() and not init.exists():
            init.write_text(f'"""{doc}"""\n', encoding="utf-8")
    for d in sorted({str(Path(a).parent) for a in moves}, key=len, reverse=True):  # emptied old folders
        p = Path(d)
        if p.is_dir() and all(x.name == "__pycache__" for x in p.iterdir()):
            for x in p.iterdir():
                subprocess.run(["rm", "-rf", str(x)], check=True)
            p.rmdir()
    # 5. what the rules cannot infer
    for f, old, new in EDITS:
        p = Path(f)
        text = p.read_text(encoding="utf-8") if p.is_file() else ""
        if new in text:
            continue
        if old not in text:
            print(f"layer.py: {f} has neither the text to replace nor its replacement: check it by hand")
            continue
        p.write_text(text.replace(old, new, 1), encoding="utf-8")
    link = Path(NEW)
    if not link.is_symlink():
        link.symlink_to(OLD, target_is_directory=True)
    # 6. a `__file__` in a moved module must still find what it looks for
    for f in sorted(Path(OLD).rglob("*.py")):
        text = f.read_text(encoding="utf-8")
        if "__file__" not in text or f.as_posix() in FILE_USES_CHECKED:
            continue
        for m in re.finditer(r"(?:with_name\(|dirname\(__file__\),\s*)[\"']([\w.-]+)[\"']", text):
            if not (f.parent / m.group(1)).exists():
                print(f"layer.py: {f} looks for {m.group(1)} beside it, which is not there")
        rest = re.sub(r"Path\(__file__\)\.with_name\(|os\.path\.dirname\(__file__\),\s*[\"']", "", text)
        if "__file__" in rest and f.as_posix() in {b for b in moves.values()}:
            print(f"layer.py: {f} uses __file__ in a way this script does not check: look at it")
    git("add", "-A")
    # 7. imports in order, in every Python file the script touched
    touched = [f for f in git("diff", "--cached", "--name-only", "--diff-filter=AMR").split() if f.endswith(".py")]
    if touched:
        try:
            subprocess.run([sys.executable, "-m", "ruff", "check", "--quiet", "--fix", "--select", "I001", *touched],
                           check=False)
        except OSError as e:
            print(f"layer.py: could not run ruff to sort the imports ({e}): run `ruff check --fix --select I001`")
        git("add", "-A")
    # a moved definition reached as an attribute of its old module (runner.collect, setattr(runner, "collect"))
    for move in SYMBOLS:
        short = move.source.rpartition(".")[2]
        names_alt = "|".join(re.escape(n) for n in move.names)
        pattern = rf"\b{short}\.({names_alt})\b|setattr\(\s*{short}\s*,\s*[\"']({names_alt})[\"']"
        hits = git("grep", "-n", "-E", pattern, "--", "*.py", ":!scripts/layer.py", check=False)
        if hits:
            print(f"layer.py: these reach a moved name through {short}; it is now in {move.target}:\n{hits}")
    left = git("grep", "-n", "-E", rf"(from|import) {OLD}\b|{OLD}\.[a-z_]", "--", ".", ":!scripts/layer.py",
               check=False)
    if left:
        print("layer.py: old names left (check them):\n" + left)
    for f in followed:
        print(f"layer.py: {f} is not in MOVES; it followed its folder to {moves[f]}")
    for f in stayed:
        print(f"layer.py: {f} is not in MOVES and belongs to no layer; it stays at the top: give it a room")
    print("layer.py: done; review with `git diff --cached --stat`")
    return 0


if __name__ == "__main__":
    sys.exit(main())
