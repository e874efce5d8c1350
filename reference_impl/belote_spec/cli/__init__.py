"""The `belote-spec` command: its parser, built from each command's module (one per command in this
folder), and `main`, which runs one command and turns whatever happens into an exit status."""

from __future__ import annotations

import argparse
import contextlib
import importlib
import os
import signal
import sys
from collections.abc import Sequence
from typing import Any, NoReturn

from belote_spec._version import __version__
from belote_spec.base import exits, processes  # light, and no import may happen inside a signal handler

DESCRIPTION = "The machine-checkable rulebook of Belote and its relatives, and a conformance kit for Belote engines."


# Every command, registered one way and in the order the help lists them: the names a module adds and the
# module (imported only when one of its commands is built), whose `add_arguments(sub)` adds each command's
# parser to the subparsers and sets its `func`, the module's `run(args) -> exit status`. A command line
# naming one command gets a parser with that one only: building them all imports nearly every module, about
# 0.3 s of CPU at the start of each process (every `belote-spec serve` a conformance run or a test starts).
_REGISTRARS: tuple[tuple[tuple[str, ...], str], ...] = (
    (("conformance",), "belote_spec.cli.conformance"),
    (("play",), "belote_spec.cli.play"),
    (("serve",), "belote_spec.cli.serve"),
    (("perft",), "belote_spec.cli.perft"),
    (("fuzz",), "belote_spec.cli.fuzz"),
    (("vectors",), "belote_spec.cli.vectors"),
    (("mutants",), "belote_spec.cli.mutants"),
    (("golden",), "belote_spec.cli.golden"),
    (("bench",), "belote_spec.cli.bench"),
    (("validate", "show"), "belote_spec.cli.validate"),
    (("coverage",), "belote_spec.cli.coverage"),
    (("diff",), "belote_spec.cli.diff"),
    (("docs",), "belote_spec.cli.docs"),
    (("identify",), "belote_spec.cli.identify"),
    (("report",), "belote_spec.cli.report"),
    (("smoke",), "belote_spec.cli.smoke"),
    (("engine-report",), "belote_spec.cli.engine_report"),  # the docs/engines/ pages
)
_COMMANDS = tuple(name for names, _ in _REGISTRARS for name in names)


class _Unparsed(Exception):
    """The top-level parser built for one command met an error: the full parser parses again, so the usage
    it prints lists every command."""


class _OneCommandParser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        raise _Unparsed(message)


def _named_command(argv: Sequence[str]) -> str | None:
    """The subcommand a command line plainly names (after any --spec-path DIR), or None (help, a mistake,
    an abbreviated option, a command not in _COMMANDS: the full parser)."""
    i = 0
    while i < len(argv):
        arg = argv[i]
        if arg == "--spec-path":
            i += 2
        elif arg.startswith("--spec-path="):
            i += 1
        else:
            return arg if arg in _COMMANDS else None
    return None


def parse_command_line(argv: Sequence[str] | None = None) -> argparse.Namespace:
    """What build_parser().parse_args(argv) gives, building only the parser of the command named when it can."""
    name = _named_command(sys.argv[1:] if argv is None else argv)
    if name is not None:
        try:
            return build_parser(only=name, parser_class=_OneCommandParser).parse_args(argv)
        except _Unparsed:
            pass
    return build_parser().parse_args(argv)


def build_parser(
    only: str | None = None, parser_class: type[argparse.ArgumentParser] = argparse.ArgumentParser
) -> argparse.ArgumentParser:
    """Every command's parser; with `only`, that command's alone (and what registers with it)."""

    def wanted(*names: str) -> bool:
        return only is None or only in names

    parser = parser_class(prog="belote-spec", description=DESCRIPTION)
    parser.add_argument("--version", action="version", version=f"belote-spec {__version__}")
    parser.add_argument(
        "--spec-path",
        metavar="DIR",
        action="append",
        default=[],
        help="a folder of your own variants laid out as the package's data (variants/, sources/, "
        "features/, clauses/), looked up before the shipped ones (repeatable; adds to "
        "$BELOTE_SPEC_PATH)",
    )
    # The commands' own parsers are plain: only a top-level error ("unrecognized arguments") shows the list of
    # every command, so only there does a one-command parser (parse_command_line) hand over to the full one.
    sub = parser.add_subparsers(dest="command", required=True, parser_class=argparse.ArgumentParser)
    for names, module in _REGISTRARS:
        if wanted(*names):
            importlib.import_module(module).add_arguments(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Runs one command. Whatever happens, the answer is an exit status from `exits` and at most one
    line per problem on stderr: no traceback for a user's mistake, and no engine left running."""
    previous = _catch_stop_signals()  # first: a signal while the command's modules import stops it like any other
    stdout = sys.stdout
    already = processes.children()
    was_subreaper = processes.subreaper(True)  # the engines' orphaned descendants become ours: see the end
    command = " ".join(filter(None, ["belote-spec", _named_command(sys.argv[1:] if argv is None else argv)]))
    try:
        args = parse_command_line(argv)
        command = f"belote-spec {args.command}"
        return _run(args, command)
    except exits.Terminated as e:
        _say(f"{command}: stopped by {e.signal_name}")
        return exits.stopped(e.signal_name)
    except KeyboardInterrupt:
        _say(f"{command}: interrupted")
        return exits.INTERRUPTED
    except Exception as e:
        return _failed(command, e)
    finally:
        _stopping.append(True)  # a further signal would break off the cleanup below: it is ignored
        try:
            engines = sys.modules.get("belote_spec.protocol.subprocess_engine")
            if engines is not None:
                engines.close_all()  # every engine subprocess this command started, whatever stopped it
            processes.reap_orphans(keep=already)  # and what they started that left their process group
            processes.subreaper(was_subreaper)
        finally:
            sys.stdout = stdout
            _restore(previous)


def _run(args: argparse.Namespace, command: str) -> int:
    if args.spec_path:
        from belote_spec.spec.resources import PATH_VARIABLE

        missing = [d for d in args.spec_path if not os.path.isdir(d)]
        if missing:
            print(f"{command}: --spec-path {missing[0]}: no such folder", file=sys.stderr)
            return exits.USAGE
        inherited = [p for p in os.environ.get(PATH_VARIABLE, "").split(os.pathsep) if p]
        os.environ[PATH_VARIABLE] = os.pathsep.join([os.path.abspath(d) for d in args.spec_path] + inherited)
    safe = _pipe_safe_stdout()
    status = int(args.func(args))
    if safe is not None:
        safe.flush()
        if safe.failed is not None:
            print(f"{command}: cannot write to standard output: {safe.failed}", file=sys.stderr)
            return exits.USAGE
    return status


def _failed(command: str, e: Exception) -> int:
    """The exit status and the one line of a command that raised `e`."""
    from belote_spec.protocol.subprocess_engine import EngineFailure
    from belote_spec.spec.errors import SpecErrors

    if isinstance(e, (exits.CommandError, SpecErrors)):
        print(f"{command}: {e}" if isinstance(e, exits.CommandError) else str(e), file=sys.stderr)
        return exits.USAGE
    if isinstance(e, EngineFailure):
        print(f"{command}: the engine failed: {e}", file=sys.stderr)
        return exits.USAGE
    import traceback

    if os.environ.get("BELOTE_SPEC_TRACEBACK"):
        traceback.print_exc()
    print(
        f"{command}: internal error: {type(e).__name__}: {e} (a bug in belote-spec; "
        "BELOTE_SPEC_TRACEBACK=1 shows the traceback)",
        file=sys.stderr,
    )
    return exits.INTERNAL


def _say(line: str) -> None:
    """One line on stderr, if stderr is still there (after SIGHUP the terminal may be gone)."""
    with contextlib.suppress(OSError, ValueError):
        print(line, file=sys.stderr)


def threading_is_main() -> bool:
    import threading

    return threading.current_thread() is threading.main_thread()


_stopping: list[bool] = []  # not empty once main is stopping: what it does then is not to be broken off


def _catch_stop_signals() -> dict[signal.Signals, Any]:
    """Installs the handlers of the stop signals (in the main thread only: Python allows no other), and
    returns the ones they replace."""
    _stopping.clear()
    if not threading_is_main():
        return {}
    return {signum: signal.signal(signum, _raise_stop) for signum in exits.STOP_SIGNALS}


def _restore(previous: dict[signal.Signals, Any]) -> None:
    for signum, handler in previous.items():
        signal.signal(signum, handler)


def _raise_stop(signum: int, frame: object) -> None:
    if not _stopping:
        raise exits.STOP_SIGNALS[signal.Signals(signum)]()


class _PipeSafe:
    """stdout that goes quiet when its reader stops early (`| head`): the command still finishes and
    returns its real verdict, so `set -o pipefail` sees a failure as a failure."""

    def __init__(self, stream: object) -> None:
        self._stream = stream
        self.broken = False
        self.failed: str | None = None  # why stdout could not be written (a full disk, say): exit 2, in one line

    def write(self, text: str) -> int:
        if not self.broken:
            try:
                return int(self._stream.write(text))  # type: ignore[attr-defined]
            except OSError as e:
                self._quiet(e)
        return len(text)

    def flush(self) -> None:
        if not self.broken:
            try:
                self._stream.flush()  # type: ignore[attr-defined]
            except OSError as e:
                self._quiet(e)

    def _quiet(self, error: OSError) -> None:
        if not isinstance(error, BrokenPipeError):
            self.failed = error.strerror or str(error)
        self.broken = True
        try:  # what is still buffered, and the interpreter's last flush, go nowhere
            devnull = os.open(os.devnull, os.O_WRONLY)
            os.dup2(devnull, self._stream.fileno())  # type: ignore[attr-defined]
            os.close(devnull)
        except (OSError, ValueError, AttributeError):
            pass

    def __getattr__(self, name: str) -> object:
        return getattr(self._stream, name)


def _pipe_safe_stdout() -> _PipeSafe | None:
    if sys.stdout is None:
        return None
    # A lone surrogate from an engine (JSON's \udc80) is printed as that escape, not a UnicodeEncodeError.
    reconfigure = getattr(sys.stdout, "reconfigure", None)
    if reconfigure is not None:
        reconfigure(errors="backslashreplace")
    if not isinstance(sys.stdout, _PipeSafe):
        sys.stdout = _PipeSafe(sys.stdout)
    return sys.stdout


if __name__ == "__main__":
    sys.exit(main())
