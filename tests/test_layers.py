"""The package's folders are its layers: each imports only from the layers below it. The package is
reference_impl/belote_spec/ (reference_impl/ is the source root, as src/ is elsewhere).

The layer order is declared once, here (LAYERS); docs/architecture.md says what each layer is for.
"""

from __future__ import annotations

import ast
import itertools
import os
import subprocess
import sys
import sysconfig
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
FOLDER = ROOT / "reference_impl" / "belote_spec"
NAME = "belote_spec"

# Bottom to top. A module may import from its own layer and the layers below it, never above. The
# version (_version.py) sits below everything; cli/, __main__.py and the package's own __init__ (the
# public API, gathered from the layers below) are on top.
LAYERS = (
    "_version",
    "base",
    "spec",
    "engine",
    "protocol",
    "conformance",
    "changes",
    "diagnose",
    "checks",
    "docs",
    "cli",
    "__main__",
    "",
)


def modules() -> dict[str, Path]:
    """Every module of the package by its dotted import name."""
    out = {}
    for path in sorted(FOLDER.rglob("*.py")):
        parts = [NAME, *path.relative_to(FOLDER).with_suffix("").parts]
        if parts[-1] == "__init__":
            parts.pop()
        out[".".join(parts)] = path
    return out


def imports(mods: dict[str, Path]) -> dict[str, set[str]]:
    """module -> the modules of the package it imports (static, every import statement at any depth)."""
    graph: dict[str, set[str]] = {}
    for name, path in mods.items():
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        found: set[str] = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                found |= {a.name for a in node.names}
            elif isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level:
                    up = package.split(".")[: len(package.split(".")) - (node.level - 1)]
                    base = ".".join([*up, base] if base else up)
                for a in node.names:
                    found.add(f"{base}.{a.name}" if f"{base}.{a.name}" in mods else base)
        graph[name] = {m for m in found if m in mods and m != name}
    return graph


def layer(module: str) -> int:
    parts = module.split(".")
    key = parts[1] if len(parts) > 1 else ""
    assert key in LAYERS, f"{module} belongs to no layer: put it in one of {tuple(x for x in LAYERS if x)}"
    return LAYERS.index(key)


def folder_of(module: str, mods: dict[str, Path]) -> str:
    """The folder a module stands in (a package's __init__ stands in its own). The modules at the top
    (cli, __main__, _version, the API in __init__) are in different layers, so each is its own node."""
    folder = module if mods[module].name == "__init__.py" else module.rpartition(".")[0]
    return module if folder == NAME else folder


def test_every_module_is_in_a_layer_and_no_import_runs_up_a_layer() -> None:
    mods = modules()
    graph = imports(mods)
    assert len(mods) > 60 and any(m.startswith(f"{NAME}.engine.") for m in mods)
    upward = sorted(
        f"{a} (layer {LAYERS[layer(a)] or NAME}) imports {b} (layer {LAYERS[layer(b)] or NAME})"
        for a, bs in graph.items()
        for b in bs
        if layer(b) > layer(a)
    )
    assert upward == []


def test_no_cycle_between_modules_of_different_folders() -> None:
    """Folders (subpackages) import one another in one direction only: the folder graph has no cycle."""
    mods = modules()
    graph = imports(mods)
    folders: dict[str, set[str]] = {}
    for a, bs in graph.items():
        for b in bs:
            if folder_of(a, mods) != folder_of(b, mods):
                folders.setdefault(folder_of(a, mods), set()).add(folder_of(b, mods))
    state: dict[str, int] = {}
    path: list[str] = []

    def visit(p: str) -> list[str] | None:
        state[p] = 1
        path.append(p)
        for q in sorted(folders.get(p, ())):
            if state.get(q) == 1:
                return [*path[path.index(q) :], q]
            if q not in state and (cycle := visit(q)):
                return cycle
        path.pop()
        state[p] = 2
        return None

    for p in sorted(folders):
        if p not in state and (cycle := visit(p)):
            edges = [
                f"{a} -> {b}: "
                + ", ".join(
                    sorted(
                        f"{x} imports {y}"
                        for x in graph
                        for y in graph[x]
                        if folder_of(x, mods) == a and folder_of(y, mods) == b
                    )
                )
                for a, b in itertools.pairwise(cycle)
            ]
            pytest.fail("folders import each other in a cycle:\n" + "\n".join(edges))


def test_no_module_is_imported_under_the_folder_name() -> None:
    """One name per module: code imports belote_spec.X, never reference_impl.X (a second copy of X)."""
    found = []
    for path in [*FOLDER.rglob("*.py"), *(ROOT / "tests").rglob("*.py"), *(ROOT / "docs").rglob("*.py")]:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = (
                [a.name for a in node.names]
                if isinstance(node, ast.Import)
                else [node.module or ""]
                if isinstance(node, ast.ImportFrom) and not node.level
                else []
            )
            found += [f"{path.relative_to(ROOT)}: {n}" for n in names if n.split(".")[0] == "reference_impl"]
    assert found == []
    import belote_spec
    import belote_spec.conformance.runner as runner

    assert Path(belote_spec.__file__).resolve().parent == FOLDER
    assert "reference_impl" not in sys.modules and runner.__name__ == "belote_spec.conformance.runner"


# The one module that splits and escapes JSON pointers; what else may split a text at "/" (not a pointer).
POINTER_MODULE = FOLDER / "base" / "pointer.py"
NOT_POINTERS = {FOLDER / "cli" / "args.py": "--shard K/N"}


def hand_written_pointer_code(path: Path) -> list[str]:
    """Where a module splits a text at "/" (split, rsplit, partition, rpartition) or writes a "~0"/"~1"
    escape: pointer work done by hand instead of by base/pointer.py."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if not isinstance(node, ast.Call) or not isinstance(node.func, ast.Attribute):
            continue
        texts = [a.value for a in node.args if isinstance(a, ast.Constant) and isinstance(a.value, str)]
        splits = node.func.attr in ("split", "rsplit", "partition", "rpartition") and "/" in texts[:1]
        escapes = node.func.attr == "replace" and any(t in ("~0", "~1", "~") for t in texts)
        if splits or escapes:
            where = path.relative_to(ROOT) if path.is_relative_to(ROOT) else path
            found.append(f"{where}:{node.lineno}: .{node.func.attr}({', '.join(map(repr, texts))})")
    return found


def test_json_pointers_are_split_and_escaped_only_by_the_pointer_module(tmp_path: Path) -> None:
    """One pointer module (issue 13): a new `.split("/")` of a pointer or a hand-written `~1` escape
    anywhere else in the package fails here; use belote_spec.base.pointer (tokens, join, parent, last,
    get, lookup, with_value)."""
    found = [
        f
        for path in sorted(FOLDER.rglob("*.py"))
        if path != POINTER_MODULE and path not in NOT_POINTERS
        for f in hand_written_pointer_code(path)
    ]
    assert found == []
    assert hand_written_pointer_code(POINTER_MODULE), "the check finds the pointer module's own splitting"
    for path, why in NOT_POINTERS.items():
        assert hand_written_pointer_code(path), f"{path.name} no longer splits ({why}): take it off NOT_POINTERS"
    planted = tmp_path / "planted.py"
    planted.write_text('def f(p):\n    return [t.replace("~1", "/") for t in p.split("/")[1:]]\n', encoding="utf-8")
    assert len(hand_written_pointer_code(planted)) == 2


CLI_FOLDER = FOLDER / "cli"


def argparse_imports(path: Path) -> list[str]:
    """Where a module imports argparse, at any depth: `import argparse` (as any name) or `from argparse
    import ...`."""
    found = []
    where = path.relative_to(ROOT) if path.is_relative_to(ROOT) else path
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom) and not node.level:
            names = [node.module or ""]
        else:
            continue
        found += [f"{where}:{node.lineno}: {n}" for n in names if n.split(".")[0] == "argparse"]
    return found


def test_only_the_cli_folder_imports_argparse(tmp_path: Path) -> None:
    """Command lines are read in cli/ alone: a module elsewhere takes plain values (and raises ValueError,
    which cli/args.py words for argparse), so it can be called from code and tests without a Namespace."""
    found = [
        f
        for path in sorted(FOLDER.rglob("*.py"))
        if not path.is_relative_to(CLI_FOLDER)
        for f in argparse_imports(path)
    ]
    assert found == []
    assert argparse_imports(CLI_FOLDER / "args.py"), "the check finds the cli folder's own imports"
    planted = tmp_path / "planted.py"
    planted.write_text(
        "import os, argparse\nfrom argparse import Namespace\n\n\ndef f():\n    import argparse as ap\n",
        encoding="utf-8",
    )
    assert [f.rsplit(": ", 1)[1] for f in argparse_imports(planted)] == ["argparse", "argparse", "argparse"]


def built_wheel(tmp: Path, source: str) -> Path:
    """The wheel built from the checkout, or from the sdist (what pip does with a package that has no
    wheel): the sdist must carry everything the wheel is built from. No network."""
    target = ROOT
    if source == "sdist":
        sdist = subprocess.run(
            [sys.executable, "-m", "build", "--sdist", "--no-isolation", "--outdir", str(tmp / "sdist"), str(ROOT)],
            capture_output=True,
            text=True,
            timeout=300,
        )
        assert sdist.returncode == 0, sdist.stdout + sdist.stderr
        (target,) = (tmp / "sdist").glob("belote_spec-*.tar.gz")
    build = subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "wheel",
            "--no-deps",
            "--no-build-isolation",
            "--no-index",
            "-q",
            str(target),
            "-w",
            str(tmp / "dist"),
        ],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert build.returncode == 0, build.stderr
    (wheel,) = (tmp / "dist").glob("belote_spec-*.whl")
    return wheel


@pytest.fixture(scope="module", params=["checkout", "sdist"])
def installed(tmp_path_factory: pytest.TempPathFactory, request: pytest.FixtureRequest) -> Path:
    """A fresh venv outside the repo with only the wheel installed, built from the checkout or from the
    sdist (its dependencies come from this environment's site-packages: no network)."""
    tmp = tmp_path_factory.mktemp(f"wheel-{request.param}")
    wheel = built_wheel(tmp, request.param)
    names = zipfile.ZipFile(wheel).namelist()
    assert any(n.startswith(f"{NAME}/conformance/") for n in names)
    assert not any(n.startswith("reference_impl/") for n in names), "the folder name is no import name"
    assert f"{NAME}/py.typed" in names and any(n.endswith(".dist-info/licenses/LICENSE") for n in names), names[-8:]
    for data in ("spec/variants/french.yaml", "schemas", "features"):
        assert any(n.startswith(f"{NAME}/_data/{data}") for n in names), f"the wheel lacks {data}"
    assert not any(n.startswith(f"{NAME}/harnesses/") for n in names), "the harnesses are packages of their own"
    venv = tmp / "venv"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True, timeout=120)
    where = "import sysconfig; print(sysconfig.get_path('purelib'))"
    site = subprocess.run(
        [str(venv / "bin" / "python"), "-c", where], capture_output=True, text=True, check=True
    ).stdout.strip()
    # this environment's packages (the runtime dependencies) behind the venv's own, read-only
    (Path(site) / "_outer.pth").write_text(sysconfig.get_path("purelib") + "\n", encoding="utf-8")
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "--python",
            str(venv / "bin" / "python"),
            "install",
            "-q",
            "--no-index",
            "--no-deps",
            str(wheel),
        ],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stderr
    return venv


def _run(venv: Path, *argv: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "VIRTUAL_ENV", "BELOTE_SPEC_PATH")}
    env["PATH"] = f"{venv / 'bin'}{os.pathsep}/usr/bin:/bin"
    return subprocess.run(list(argv), cwd=cwd, env=env, capture_output=True, text=True, timeout=300)


def test_the_installed_wheel_is_belote_spec_outside_the_repo(installed: Path, tmp_path: Path) -> None:
    python = str(installed / "bin" / "python")
    code = (
        "import belote_spec, belote_spec.spec.resources as r, belote_spec.spec.loader as l;"
        "print(belote_spec.__file__); print(r.variants_dir()); print(l.load_variant('french')['id'])"
    )
    done = _run(installed, python, "-c", code, cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    where, variants, french = done.stdout.splitlines()
    assert str(ROOT) not in where and str(ROOT) not in variants, done.stdout
    assert Path(variants).is_dir() and french == "french"
    for folder_name in ("reference_impl", "spec", "docs", "tests", "scripts"):
        done = _run(installed, python, "-c", f"import {folder_name}", cwd=tmp_path)
        assert done.returncode == 1 and "ModuleNotFoundError" in done.stderr, (folder_name, done.stderr)
    helped = _run(installed, python, "-m", NAME, "--help", cwd=tmp_path)
    assert helped.returncode == 0 and "conformance" in helped.stdout, helped.stderr
    run = _run(installed, str(installed / "bin" / "belote-spec"), "conformance", "--variant", "french", cwd=tmp_path)
    assert run.returncode == 0, run.stdout + run.stderr
    summary = run.stdout.strip().splitlines()[-1]
    assert summary.endswith(" passed, 0 failed, 0 skipped") and int(summary.split()[0]) > 0, run.stdout
    assert "french" in run.stdout and not list(tmp_path.iterdir())


def test_the_repository_holds_no_symlink() -> None:
    """A symlink breaks Windows checkouts and tools that map import names to files."""
    files = subprocess.run(["git", "ls-files", "-s"], cwd=ROOT, capture_output=True, text=True, check=True).stdout
    links = [line.split("\t", 1)[1] for line in files.splitlines() if line.startswith("120000 ")]
    assert links == []
