"""open_engine, the one way a command opens the engine it drives: loaded, started, greeted, closed."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from belote_spec.base.exits import CommandError
from belote_spec.protocol.connect import open_engine
from belote_spec.protocol.interface import ReferenceEngine
from belote_spec.protocol.subprocess_engine import SubprocessEngine

PACKAGE = Path(__file__).resolve().parents[2] / "reference_impl" / "belote_spec"
SERVE = f"{sys.executable} -m belote_spec serve"


def test_the_reference_engine_by_default_declares_the_shipped_variants() -> None:
    with open_engine(None, 10.0) as opened:
        assert isinstance(opened.engine, ReferenceEngine)
        assert opened.hello is None and opened.declares("french") and not opened.declares("no-such-variant")


def test_an_engine_that_cannot_be_loaded_is_said_when_it_is_first_needed() -> None:
    opened = open_engine("python:no_such_module_here:Engine", 1.0, early=True)  # early: nothing said yet
    with opened, pytest.raises(CommandError) as said:
        opened.engine  # noqa: B018
    assert str(said.value) == "cannot load the engine: No module named 'no_such_module_here'"


def test_an_engine_that_does_not_answer_hello_is_closed_and_said(tmp_path: Path) -> None:
    script = tmp_path / "exits.py"
    script.write_text("import sys\nsys.exit(0)\n", encoding="utf-8")
    opened = open_engine(f"{sys.executable} {script}", 5.0, early=True)
    with opened, pytest.raises(CommandError) as said:
        opened.engine  # noqa: B018
    assert str(said.value).startswith("the engine does not answer the handshake: ")


def test_a_subprocess_engine_started_early_is_greeted_then_closed_at_the_end_of_the_block() -> None:
    with open_engine(SERVE, 30.0, early=True) as opened:
        engine = opened.engine
        assert isinstance(engine, SubprocessEngine)
        assert opened.hello is not None and "french" in opened.hello["variants"] and opened.declares("french")
        assert engine._proc is not None and engine._proc.poll() is None
    assert engine._proc is None  # stopped


@pytest.mark.parametrize("words", ["cannot load the engine: ", "the engine does not answer the handshake: "])
def test_each_engine_message_is_written_once_in_the_package(words: str) -> None:
    where = [p.relative_to(PACKAGE).as_posix() for p in PACKAGE.rglob("*.py") if words in p.read_text("utf-8")]
    assert where == ["protocol/connect.py"]
