"""Opening the engine under test one way in every command that drives one: `with open_engine(...) as c:`.

An engine that cannot be loaded or does not answer `hello` is a command that cannot run (exit 2, one
line); a variant the engine does not declare is reported as not checked, never as a divergence.
"""

from __future__ import annotations

import importlib
from types import TracebackType
from typing import Any

from belote_spec.base.exits import CommandError
from belote_spec.protocol.definition import REQUIRED_OPERATIONS
from belote_spec.protocol.interface import Engine, ReferenceEngine


class Connection:
    """The engine a command's `--engine` names, from its loading to its closing (made by `open_engine`)."""

    def __init__(self, spec: str | None, timeout: float, early: bool = False) -> None:
        self.spec, self.timeout = spec, timeout
        self._engine: Engine | None = None
        self._greeted = False
        if early:
            self._begin()

    def _begin(self) -> None:
        """Starts a subprocess engine and sends hello without waiting, so that it loads while the command
        loads its own variants. An engine that cannot even be made is left for `engine` to report, so a
        command's own mistakes found meanwhile are said first; an in-process engine is not loaded yet."""
        if not self.spec or self.spec.startswith("python:"):
            return
        try:
            engine = load_engine(self.spec, timeout=self.timeout)
        except Exception:
            return
        start = getattr(engine, "start_greeting", None)
        if callable(start):
            start()
        self._engine = engine

    @property
    def engine(self) -> Engine:
        """The engine, greeted: a subprocess engine has answered `hello` before any other request, as the
        protocol asks. CommandError (exit 2, the same words in every command) when it cannot be loaded (a
        mistyped --engine) or does not answer."""
        if not self._greeted:
            from belote_spec.protocol.subprocess_engine import EngineFailure

            if self._engine is None:
                try:
                    self._engine = load_engine(self.spec, timeout=self.timeout)
                except (ValueError, ImportError, AttributeError) as e:
                    raise CommandError(f"cannot load the engine: {e}") from None
            hello = getattr(self._engine, "hello", None)
            if callable(hello):
                try:
                    hello()
                except EngineFailure as e:
                    self.close()
                    raise CommandError(f"the engine does not answer the handshake: {e}") from None
            self._greeted = True
        assert self._engine is not None
        return self._engine

    @property
    def hello(self) -> dict[str, Any] | None:
        """What a subprocess engine answered `hello` (its name, version, protocol, variants, operations);
        None for an in-process engine."""
        from belote_spec.protocol.subprocess_engine import SubprocessEngine

        engine = self.engine
        return engine.hello() if isinstance(engine, SubprocessEngine) else None

    def declares(self, variant: str) -> bool:
        """Whether the engine claims to play `variant` (its hello's list for a subprocess engine). An engine
        whose `supports` fails is taken at its word: it does not."""
        engine = self.engine
        try:
            return bool(engine.supports(variant))
        except Exception:
            return False

    def close(self) -> None:
        """Stops a subprocess engine (an in-process engine has nothing to close); closing twice is harmless."""
        if self._engine is not None:
            close_engine(self._engine)

    def __enter__(self) -> Connection:
        return self

    def __exit__(
        self, kind: type[BaseException] | None, value: BaseException | None, traceback: TracebackType | None
    ) -> None:
        self.close()


def open_engine(spec: str | None, timeout: float, *, early: bool = False) -> Connection:
    """The engine `--engine` names (None: the reference engine), for a `with` block that closes it. Its
    `engine` is loaded and greeted when first asked for; with `early`, a subprocess engine is started and
    sent hello at once, so that it starts up while the command does its own loading."""
    return Connection(spec, timeout, early)


def close_engine(engine: Engine) -> None:
    """Stops a subprocess engine; an in-process engine has nothing to close."""
    close = getattr(engine, "close", None)
    if callable(close):
        close()


def load_engine(spec: str | None, timeout: float = 10.0) -> Engine:
    """`None` for the reference engine, `python:module:attribute` naming an engine object or factory
    in this process, or a command line starting an engine that speaks the protocol on stdin/stdout.
    The engine alone, neither started nor greeted, its mistakes as ValueError or ImportError: what a
    library caller or a conformance worker holds; a command opens its engine with `open_engine`."""
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
        missing = [m for m in REQUIRED_OPERATIONS if not callable(getattr(obj, m, None))]
        raise ValueError(f"{spec} is not an engine: it lacks {', '.join(missing)}")
    return obj
