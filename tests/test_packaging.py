"""The package as others use it: an installed belote-spec finds its variants, schemas and features without a
checkout; its public API (`from belote_spec import ...`) is cheap to import; its sdist holds what a wheel
is built from. The wheel installed in a venv outside the checkout, built from the checkout and from the
sdist, is tests/test_layers.py's."""

from __future__ import annotations

import ast
import subprocess
import sys
import tarfile
import zipfile
from pathlib import Path

import pytest

import belote_spec

ROOT = Path(__file__).resolve().parents[1]
INIT = ROOT / "reference_impl" / "belote_spec" / "__init__.py"


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    from hatchling.builders.wheel import WheelBuilder

    out = tmp_path_factory.mktemp("wheel")
    (path,) = list(WheelBuilder(str(ROOT)).build(directory=str(out), versions=["standard"]))
    return Path(path)


def test_the_wheel_carries_the_rule_data(wheel: Path) -> None:
    names = set(zipfile.ZipFile(wheel).namelist())
    for f in (ROOT / "spec").rglob("*"):
        if f.is_file():
            assert f"belote_spec/_data/spec/{f.relative_to(ROOT / 'spec').as_posix()}" in names
    assert "belote_spec/_data/schemas/variant.schema.json" in names
    assert any(n.startswith("belote_spec/_data/features/") and n.endswith(".feature") for n in names)
    assert any(n.endswith("entry_points.txt") for n in names)


def test_the_unpacked_wheel_runs_without_the_checkout(wheel: Path, tmp_path: Path) -> None:
    zipfile.ZipFile(wheel).extractall(tmp_path / "site")
    code = (
        "from belote_spec.spec import resources, loader;"
        "from belote_spec.conformance.scenarios import collect; from belote_spec.conformance.runner import run;"
        "from belote_spec.protocol.interface import ReferenceEngine;"
        "print(resources.variants_dir());"
        "loader.load_variant('french');"
        "r = run(ReferenceEngine(), collect());"
        "print(sum(x.status == 'passed' for x in r), sum(x.status != 'passed' for x in r))"
    )
    done = subprocess.run(
        [sys.executable, "-c", code],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        env={"PYTHONPATH": str(tmp_path / "site"), "PATH": "/usr/bin:/bin"},
        timeout=300,
    )
    assert done.returncode == 0, done.stderr
    where, counts = done.stdout.splitlines()
    assert where.startswith(str(tmp_path / "site"))
    passed, other = map(int, counts.split())
    assert passed > 0 and other == 0


def test_star_import_gives_exactly_all_and_each_name_resolves() -> None:
    space: dict[str, object] = {}
    exec("from belote_spec import *", space)
    assert sorted(k for k in space if k != "__builtins__") == sorted(belote_spec.__all__)
    assert len(set(belote_spec.__all__)) == len(belote_spec.__all__)
    for name in belote_spec.__all__:
        assert space[name] is getattr(belote_spec, name), name


def test_each_public_name_is_defined_where_the_api_says() -> None:
    """The API re-exports, never copies: each name is the object of its home module."""
    import importlib

    from belote_spec.protocol.interface import Engine, ReferenceEngine

    for name, home in belote_spec._HOMES.items():
        assert getattr(belote_spec, name) is getattr(importlib.import_module(home), name), name
    assert isinstance(belote_spec.ReferenceEngine(), Engine) and belote_spec.ReferenceEngine is ReferenceEngine
    with pytest.raises(AttributeError, match="no_such_name"):
        belote_spec.no_such_name  # noqa: B018


def test_the_type_checking_block_names_every_public_name() -> None:
    """mypy and editors see the API through `import X as X` under TYPE_CHECKING: one per name of __all__."""
    tree = ast.parse(INIT.read_text(encoding="utf-8"))
    (block,) = [n for n in tree.body if isinstance(n, ast.If) and ast.unparse(n.test) == "TYPE_CHECKING"]
    seen = {}
    for node in block.body:
        assert isinstance(node, ast.ImportFrom)
        for alias in node.names:
            assert alias.asname == alias.name, f"{alias.name} is re-exported as itself"
            seen[alias.name] = node.module
    assert seen == belote_spec._HOMES


def test_the_api_runs_the_scenarios_in_process() -> None:
    from belote_spec import ReferenceEngine, collect, load_variant, run

    cases = [c for c in belote_spec.collect() if c.variant == "french"][:5]
    results = run(ReferenceEngine(), cases)
    assert [r.status for r in results] == ["passed"] * len(cases) and len(cases) == 5
    assert load_variant("french")["id"] == "french" and collect is belote_spec.collect


@pytest.mark.parametrize(
    "code",
    [
        "import belote_spec; belote_spec.__version__",
        "from belote_spec import __version__",
        "import belote_spec.protocol.server",
    ],
)
def test_importing_the_package_or_serve_loads_no_upper_layer(code: str) -> None:
    """`belote-spec serve` starts in every test: the version and the server import no conformance code."""
    probe = f"{code}; import sys; print(sorted(m for m in sys.modules if m.startswith('belote_spec.')))"
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, timeout=60, check=True)
    loaded = done.stdout.strip()
    assert "belote_spec.conformance" not in loaded and "belote_spec.cli" not in loaded, loaded
    if "server" not in code:
        assert loaded == "['belote_spec._version']"


def test_the_package_is_typed() -> None:
    assert (INIT.parent / "py.typed").is_file()


def test_the_license_file_is_the_license_pyproject_names() -> None:
    import tomllib

    license_text = (ROOT / "LICENSE").read_text(encoding="utf-8")
    assert tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["license"] == {"text": "MIT"}
    assert license_text.startswith("MIT License\n") and "Copyright (c) 2026 the belote-spec authors" in license_text


def test_the_sdist_holds_what_the_wheel_is_built_from(tmp_path: Path) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "build", "--sdist", "--no-isolation", "--outdir", str(tmp_path), str(ROOT)],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    (sdist,) = tmp_path.glob("belote_spec-*.tar.gz")
    top = sdist.name.removesuffix(".tar.gz")
    with tarfile.open(sdist) as archive:
        names = {n.removeprefix(f"{top}/") for n in archive.getnames()}
    for needed in ("pyproject.toml", "README.md", "LICENSE", "reference_impl/belote_spec/py.typed"):
        assert needed in names, needed
    for folder in ("reference_impl/belote_spec/conformance/", "spec/variants/", "schemas/", "features/"):
        assert any(n.startswith(folder) for n in names), folder
    assert not any(n.startswith("harnesses/") for n in names), "the harnesses are packages of their own"
