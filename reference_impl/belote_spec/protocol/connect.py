"""Starting the engine under test the same way in every command that drives one (perft, fuzz, identify).

An engine that cannot be loaded or does not answer `hello` is a command that cannot run (exit 2, one
line); a variant the engine does not declare is reported as not checked, never as a divergence.
"""

from __future__ import annotations

import importlib
from typing import Any

from belote_spec.base.exits import CommandError
from belote_spec.protocol.interface import Engine, ReferenceEngine


def start_engine(spec: str | None, timeout: float) -> Engine | None:
    """The engine `--engine` names, its start-up begun (a subprocess is started and sent hello, not waited
    for), so that it loads while the command loads its own variants; give it to `open_engine`. None when it
    cannot even be made: `open_engine` then says why, at the moment it always did."""

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


def engine_option(spec: str | None, timeout: float) -> Engine:
    """The engine a command's `--engine` names, not yet greeted: CommandError (exit 2, one line) when it
    cannot be loaded (a mistyped --engine), the same words in every command."""
    try:
        return load_engine(spec, timeout=timeout)
    except (ValueError, ImportError, AttributeError) as e:
        raise CommandError(f"cannot load the engine: {e}") from None


def open_engine(spec: str | None, timeout: float, started: Engine | None = None) -> Engine:
    """The engine `--engine` names (or `started`, begun by `start_engine`), greeted: a subprocess engine has
    answered `hello` before any other request, as the protocol asks. CommandError (exit 2) when it cannot
    be loaded or does not answer."""
    from belote_spec.protocol.subprocess_engine import EngineFailure

    engine = started if started is not None else engine_option(spec, timeout)
    hello = getattr(engine, "hello", None)
    if callable(hello):
        try:
            hello()
        except EngineFailure as e:
            close_engine(engine)
            raise CommandError(f"the engine does not answer the handshake: {e}") from None
    return engine


def declares(engine: Engine, variant: str) -> bool:
    """Whether the engine claims to play `variant` (its hello's list for a subprocess engine). An engine
    whose `supports` fails is taken at its word: it does not."""
    try:
        return bool(engine.supports(variant))
    except Exception:
        return False


def close_engine(engine: Engine) -> None:
    """Stops a subprocess engine; an in-process engine has nothing to close."""
    close = getattr(engine, "close", None)
    if callable(close):
        close()


def load_engine(spec: str | None, timeout: float = 10.0) -> Engine:
    """`None` for the reference engine, `python:module:attribute` naming an engine object or factory
    in this process, or a command line starting an engine that speaks the protocol on stdin/stdout."""
    if not spec:
        return ReferenceEngine()
    kind, _, target = spec.partition(":")
    if kind != "python":
        from belote_spec.protocol.subprocess_engine import SubprocessEngine

        return SubprocessEngine(spec, timeout=timeout)
    if ":" not in target:
        raise ValueError(f"an in-process engine is named as python:module:attribute, not {spec!r}")
    module, _, attr = target.partition(":")
    try:
        obj: Any = getattr(importlib.import_module(module), attr)
    except (ImportError, AttributeError, KeyboardInterrupt):
        raise
    except BaseException as e:  # SystemExit from a module too: not an engine, and not a passed run either
        raise ValueError(f"importing {module} raised {type(e).__name__}: {e}") from None
    if isinstance(obj, type) or (not isinstance(obj, Engine) and callable(obj)):  # a class has the methods too
        try:
            obj = obj()
        except TypeError as e:
            raise ValueError(f"{spec} is neither an engine nor a factory called with no argument: {e}") from None
        except KeyboardInterrupt:
            raise
        except BaseException as e:  # sys.exit as a "factory" exits: that is no engine
            what = f"SystemExit({e.code!r})" if isinstance(e, SystemExit) else f"{type(e).__name__}: {e}"
            raise ValueError(f"{spec}() raised {what}") from None
    if not isinstance(obj, Engine):
        missing = [m for m in _ENGINE_METHODS if not callable(getattr(obj, m, None))]
        raise ValueError(f"{spec} is not an engine: it lacks {', '.join(missing)}")
    return obj


_ENGINE_METHODS = [name for name in dir(Engine) if not name.startswith("_") and name != "name"]
