"""The loader fuzzed: arbitrary bytes, YAML-like text and mutated shipped variants either load as a variant or
raise SpecErrors whose every error has a position and a message - never another exception, never a hang.

Deterministic (derandomize, no example database), so CI sees the same examples every run.
"""

from __future__ import annotations

import itertools
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_hostile import hang_guard

from belote_spec.spec import resources
from belote_spec.spec.errors import SpecErrors
from belote_spec.spec.loader import load_variant, validate_file

FUZZ = settings(
    max_examples=150,
    deadline=None,
    derandomize=True,
    database=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)
HANG = 20  # seconds for one example before it counts as hung (a guard, not a speed assertion)
_SERIAL = itertools.count()  # a fresh file per example, so load_variant's cache never sees an older one

VARIANTS = sorted(resources.variants_dir().glob("*.yaml"))
TEXTS = {path.name: path.read_text(encoding="utf-8") for path in VARIANTS}
YAML_CHARS = "{}[]:,-?&*!|>'\"#%@`\\ \t\n\r\x00\x85\u2028\ufeffabcxyz019.~<=éЯ"
SCALARS = [
    "~", "null", "-1", "0", "1e400", "1.0e400", ".nan", ".inf", "-.inf", "99999999999999999999999", "[]", "{}",
    "true", "maybe", "2001-01-01", "''", "x", "[1, [2]]", "{a: 1}", "!!binary aGVsbG8=", "!!set {a}", "!!omap [a: 1]",
    "0o17", "0x1f", "1_000", "&a x", "*a", "*nope", "? x", "|", ">-", "'", '"', "{", "[", "!!python/none", "-",
    "- - -", "!!str", "!!int x", "!!float", "!!null x", "!!bool maybe", "!!timestamp x", "!local x", "<<: *a",
    "9" * 5000,
]  # fmt: skip


def _check(path: Path, *, also_load: bool = True) -> None:
    """The loader's contract on one file: a variant, or SpecErrors that each say where and what (through
    validate_file and, unless it costs too much here, load_variant)."""
    loaded, raised = None, []
    with hang_guard(HANG, f"validate {path.name}: {path.read_bytes()[:300]!r}"):
        data, errors = validate_file(path)
        if also_load:
            try:
                loaded = load_variant(str(path))
            except SpecErrors as exc:
                raised = exc.errors
        else:
            loaded, raised = data, errors
    assert (data is None) == bool(errors) and isinstance(data, dict | None)
    assert (loaded is None) == bool(raised) and loaded == data
    for error in errors + raised:
        assert isinstance(error.line, int) and error.line >= 1 and isinstance(error.col, int) and error.col >= 1
        assert error.file and isinstance(error.message, str) and error.message.strip()
        assert error.pointer == "" or error.pointer.startswith("/")


@pytest.fixture(scope="module")
def folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("fuzz-loader")


@FUZZ
@given(raw=st.binary(max_size=3000))
def test_arbitrary_bytes(raw: bytes, folder: Path) -> None:
    path = folder / f"bytes-{next(_SERIAL)}.yaml"
    path.write_bytes(raw)
    _check(path)


@FUZZ
@given(text=st.text(alphabet=st.sampled_from(YAML_CHARS), max_size=400) | st.text(max_size=400))
def test_yaml_like_text(text: str, folder: Path) -> None:
    path = folder / f"text-{next(_SERIAL)}.yaml"
    path.write_bytes(text.encode("utf-8", "surrogatepass"))
    _check(path)


@st.composite
def mutated(draw: st.DrawFn) -> tuple[str, str]:
    """A shipped variant with one to four lines deleted, duplicated, swapped, re-indented, given a random
    scalar, or sprinkled with random characters."""
    name = draw(st.sampled_from(sorted(TEXTS)))
    lines = TEXTS[name].split("\n")
    for _ in range(draw(st.integers(1, 4))):
        i = draw(st.integers(0, len(lines) - 1))
        how = draw(st.sampled_from(["delete", "duplicate", "swap", "indent", "scalar", "insert"]))
        if how == "delete" and len(lines) > 1:
            del lines[i]
        elif how == "duplicate":
            lines.insert(i, lines[i])
        elif how == "swap":
            j = draw(st.integers(0, len(lines) - 1))
            lines[i], lines[j] = lines[j], lines[i]
        elif how == "indent":
            shift = draw(st.sampled_from([-4, -2, -1, 1, 2, 4]))
            lines[i] = " " * shift + lines[i] if shift > 0 else lines[i][-shift:]
        elif how == "scalar" and (":" in lines[i] or lines[i].lstrip().startswith("- ")):
            value = draw(st.sampled_from(SCALARS) | st.text(max_size=20).filter(lambda t: "\n" not in t))
            head = lines[i].partition(":")[0] + ": " if ":" in lines[i] else lines[i].partition("-")[0] + "- "
            lines[i] = head + value
        else:
            at = draw(st.integers(0, len(lines[i])))
            lines[i] = (
                lines[i][:at]
                + draw(st.text(alphabet=st.sampled_from(YAML_CHARS), min_size=1, max_size=3))
                + lines[i][at:]
            )
    return name, "\n".join(lines)


@settings(FUZZ, max_examples=80)
@given(case=mutated())
def test_mutated_variants(case: tuple[str, str], folder: Path) -> None:
    name, text = case
    path = folder / f"{next(_SERIAL)}-{name}"  # no parent beside it: `extends` finds the shipped one
    path.write_text(text, encoding="utf-8")
    _check(path, also_load=False)


def _leaves(text: str) -> list[int]:
    """The lines that hold one scalar after `key:` or `- `: replacing it keeps the document parseable."""
    return [
        n
        for n, line in enumerate(text.split("\n"))
        if not line.lstrip().startswith("#")
        and ":" in line
        and line.partition(":")[2].strip()
        and not line.rstrip().endswith((":", ">-", "|", ">"))
    ]


LEAVES = {name: _leaves(text) for name, text in TEXTS.items()}


@settings(FUZZ, max_examples=80)
@given(name=st.sampled_from(sorted(TEXTS)), data=st.data())
def test_one_scalar_replaced(name: str, data: st.DataObject, folder: Path) -> None:
    """One leaf value of a shipped variant replaced by an odd scalar: the document still parses, so the
    constructors, the schema and the meaning checks all meet it."""
    lines = TEXTS[name].split("\n")
    n = data.draw(st.sampled_from(LEAVES[name]), label="line")
    value = data.draw(st.sampled_from(SCALARS) | st.from_regex(r"[ -~]{0,12}", fullmatch=True), label="value")
    lines[n] = lines[n].partition(":")[0] + ": " + value
    path = folder / f"{next(_SERIAL)}-{name}"
    path.write_text("\n".join(lines), encoding="utf-8")
    _check(path, also_load=False)


def test_hang_guard_fails_a_hang() -> None:
    """The guard itself: a blocking call is turned into a failure naming what hung."""
    import time

    with pytest.raises(TimeoutError, match="hung for 1 s: sleeping"), hang_guard(1, "sleeping"):
        time.sleep(30)
