"""Starting the engine under test the same way in every command that drives one (perft, fuzz, identify).

An engine that cannot be loaded or does not answer `hello` is a command that cannot run (exit 2, one
line); a variant the engine does not declare is reported as not checked, never as a divergence.
"""

from __future__ import annotations

from .engine import Engine
from .exits import CommandError


def start_engine(spec: str | None, timeout: float) -> Engine | None:
    """The engine `--engine` names, its start-up begun (a subprocess is started and sent hello, not waited
    for), so that it loads while the command loads its own variants; give it to `open_engine`. None when it
    cannot even be made: `open_engine` then says why, at the moment it always did."""
    from .conformance.runner import load_engine

    if not spec or spec.startswith("python:"):
        return None
    try:
        engine = load_engine(spec, timeout=timeout)
    except Exception:
        return None
    start = getattr(engine, "start_greeting", None)
    if callable(start):
        start()
    return engine


def open_engine(spec: str | None, timeout: float, started: Engine | None = None) -> Engine:
    """The engine `--engine` names (or `started`, begun by `start_engine`), greeted: a subprocess engine has
    answered `hello` before any other request, as the protocol asks. CommandError (exit 2) when it cannot
    be loaded or does not answer."""
    from .conformance.runner import close_engine, load_engine
    from .conformance.subprocess_engine import EngineFailure

    try:
        engine = started if started is not None else load_engine(spec, timeout=timeout)
    except (ValueError, ImportError, AttributeError) as e:  # a mistyped --engine
        raise CommandError(f"cannot load the engine: {e}") from None
    hello = getattr(engine, "hello", None)
    if callable(hello):
        try:
            hello()
        except EngineFailure as e:
            close_engine(engine)
            raise CommandError(f"the engine does not answer the handshake: {e}") from None
    return engine


def declares(engine: Engine, variant: str) -> bool:
    """Whether the engine says it plays `variant` (its hello's list for a subprocess engine). An engine
    whose `supports` fails is taken at its word: it does not."""
    try:
        return bool(engine.supports(variant))
    except Exception:
        return False
